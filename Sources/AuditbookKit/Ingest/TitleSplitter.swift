/// Finds where a flattened heading's title ends and its first sentence begins:
/// "Support All iPhone Screen Sizes | Design for iPhone SE (375pt wide) …".
///
/// Titles are in title case; the sentence after one starts with a capitalised word and soon
/// reaches a lower-case word. The split goes before the last capitalised word (or code span)
/// ahead of that first lower-case word, then is corrected: recurring proper nouns ("Dynamic
/// Type") are not cut, a title never ends with a connective ("for", "the"), and a verb that
/// opens the sentence ("Use `x` …", "Ensure VoiceOver …") goes with the sentence.
struct TitleSplitter {
    let vocabulary: FlatVocabulary

    struct Split {
        var title: [Substring]
        /// Index of the first word after the title.
        var splitAt: Int
    }

    static let connectives: Set<String> = [
        "a", "an", "the", "and", "or", "nor", "for", "of", "in", "on", "to", "with", "vs", "vs.", "via", "by", "at",
        "as", "from", "into", "per", "&", "+", "—", "–", "-", "/", "without", "within", "across", "through", "over",
        "under", "up", "out", "but", "->", "→",
        // ("Make it Easy", "Keep it Simple": titles that capitalise every word but the pronoun.)
        "it",
        // The same small words in titles written in French, Spanish, Portuguese, Italian and
        // German ("Cor e Contraste", "Elementos de UI para Leitura", "Farbe und Kontrast"),
        // none of them an English word a sentence is told by.
        "e", "y", "et", "und", "ou", "oder", "de", "des", "du", "da", "das", "dos", "del", "della", "di", "la", "le", "les",
        "el", "il", "lo", "los", "las", "o", "os", "em", "en", "para", "por", "pour", "com", "con", "sem", "sans", "avec", "sur",
        "von", "der", "den", "dem", "zu", "zur", "zum", "mit", "für", "ohne", "ao", "aos", "à", "às", "au", "aux", "nel", "nella",
    ]

    /// Heading prefixes that give a verdict ("DO: Title", "DON'T: Title").
    static let verdictPrefixes: Set<String> = ["DO:", "DON'T:", "DON’T:", "Do:", "Don't:", "Don’t:", "AVOID:", "Avoid:"]

    /// Words that open a sentence and are not cut from it ("All interactive elements …").
    static let openers: Set<String> = [
        "the", "this", "these", "those", "a", "an", "all", "every", "each", "any", "if", "when", "while", "where",
        "it", "you", "your", "always", "never", "most", "many", "some", "do", "don't", "for", "in", "on",
        "with", "by", "to", "as", "at", "no", "one", "there", "here", "after", "before", "because", "since",
    ]

    /// Imperative verbs that open guidance sentences.
    static let verbs: Set<String> = [
        "use", "ensure", "define", "design", "make", "provide", "avoid", "place", "keep", "let", "show", "apply",
        "choose", "prefer", "consider", "wrap", "call", "register", "implement", "create", "follow", "include",
        "give", "set", "add", "reduce", "replace", "check", "verify", "mark", "present", "save", "align",
        "establish", "request", "explain", "offer", "adopt", "disable", "enable", "hide", "return", "respect",
        "control", "pair", "test", "treat", "group", "limit", "move", "put", "remember", "read", "write", "start",
        "send", "store", "declare", "override", "assign", "pass", "list", "announce", "post", "run", "try", "think",
    ]

    /// Where a heading that opens with a quoted sentence (after its number, if any) ends: just
    /// after the word that closes the quote, or nil.
    static func quotedTitleEnd(_ words: [Substring]) -> Int? {
        var first = 0
        while first < words.count - 1, words[first].first?.fastIsNumber == true { first += 1 }
        guard first < words.count, words[first].hasUTF8Prefix("\"") || words[first].hasUTF8Prefix("“") else { return nil }
        let closesSentence = { (word: Substring) in ["?\"", ".\"", "!\"", "?”", ".”", "!”"].contains { word.hasUTF8Suffix($0) } }
        return (first..<min(words.count, first + 40)).first { closesSentence(words[$0]) }.map { $0 + 1 }
    }

    /// A capitalised word in bold after two words of title or more opens the body: a bold
    /// label or paragraph ("… the line items **Given** VoiceOver is on", "… **Note:** …").
    /// After one word of title, only a bold sentence opens it ("OTHER **Provide captions for
    /// video**": four words or more in bold), not a bold name ("Support **Dynamic Type**").
    static func boldBodyStart(_ words: [Substring]) -> Int? {
        guard words.count > 3 else { return nil }
        return (1..<words.count).first { index in
            // (On bytes: every word of a flattened document's headings is asked.)
            guard words[index].utf8.starts(with: "**".utf8), words[index].dropFirst(2).first?.fastIsUppercase == true else { return false }
            guard index == 1 else { return true }
            guard let close = words[index...].firstIndex(where: { $0.hasUTF8Suffix("**") || $0.hasUTF8Suffix("**:") }) else { return false }
            return close - index >= 3
        }
    }

    /// Corrections to any split of a heading's `words`, however it was found: a heading that
    /// opens with the front matter's title (`knownTitle`) and a capitalised word (or nothing)
    /// after it ends there (a rule file repeats its title as its heading; "Back" inside it
    /// starts no sentence); a short parenthesis right after the title closes it ("Haptics as
    /// State Transitions (Calendar) Calendar is …": a sentence does not open with one); a
    /// title never ends with a bare list marker ("Card vs Row Grammar - **Card**: …": the
    /// marker opens a list after it), nor inside a parenthesis it opened.
    static func corrected(_ split: Split, of words: [Substring], knownTitle: [Substring]) -> Split {
        var split = split
        let count = knownTitle.count
        if count >= 2, words.count >= count, words[..<count].elementsEqual(knownTitle),
           count == words.count || words[count].first.map({ $0.isUppercase && $0.isLetter }) == true {
            split = Split(title: Array(words[..<count]), splitAt: count)
        }
        if split.splitAt > 0, split.splitAt < words.count, words[split.splitAt].hasUTF8Prefix("("),
           let close = (split.splitAt..<min(words.count, split.splitAt + 4)).first(where: { words[$0].hasUTF8Suffix(")") }),
           close + 1 == words.count || words[close + 1].first.map({ $0.isUppercase && $0.isLetter }) == true {
            split = Split(title: Array(words[...close]), splitAt: close + 1)
        }
        // ("Level AA (Standard Target - Should | Pass) These are …": a title does not end
        // inside a parenthesis it opened; it ends after the word that closes it, a few on.)
        let unclosed = split.title.reduce(0) { depth, word in
            depth + word.utf8.reduce(0) { $0 + ($1 == UInt8(ascii: "(") ? 1 : $1 == UInt8(ascii: ")") ? -1 : 0) }
        }
        if unclosed > 0, split.splitAt < words.count,
           let close = (split.splitAt..<min(words.count, split.splitAt + 4)).first(where: { words[$0].hasUTF8Suffix(")") }) {
            split = Split(title: Array(words[...close]), splitAt: close + 1)
        }
        if split.title.count > 1, let last = split.title.last, last.is("-") || last.is("*") || last.is("+") {
            split.title.removeLast()
            split.splitAt -= 1
        }
        return split
    }

    /// A heading whose run ends where a line did: its title whole, unless it is in sentence
    /// case and a capitalised word that names nothing opens a sentence after it — a paragraph
    /// written on the line under the heading ("### 5. Has a framerate" / "Anything lower …").
    func splitAtLineEnd(_ words: [Substring]) -> Split? {
        var first = 0
        while first < words.count - 1, words[first].first?.fastIsNumber == true
            || words[first].unicodeScalars.allSatisfy({ HeadingText.isDecoration($0) }) { first += 1 }
        guard words.count - first >= 5, isSentenceCase(words, from: first) else { return nil }
        return splitSentenceCase(words, from: first)
    }

    func split(_ words: [Substring]) -> Split {
        guard words.count > 1 else { return Split(title: words, splitAt: words.count) }
        // Leading number or "Rule 1.2:" ("Pattern 2:", "Mistake 3:") stays in the title.
        var first = 0
        // So does a "DO:" / "DON'T:" prefix, whose colon ends no sentence.
        // So does a short label ("Q:", "FAQ:") that opens a question heading, and an emoji
        // before the words ("🔴 Critical issues").
        while first < words.count - 1, words[first].first?.fastIsNumber == true
            || words[first].first?.fastIsUppercase == true && HeadingText.namesOneItem(words[first])
               && words[first + 1].first?.fastIsNumber == true
            || words[first].unicodeScalars.allSatisfy({ HeadingText.isDecoration($0) })
            || Self.verdictPrefixes.contains(String(words[first]))
            || first == 0 && words[0].hasUTF8Suffix(":") && words[0].count <= 4 && words[0].first?.fastIsUppercase == true { first += 1 }
        // "Web Specific ❌ `<div>` as a button ❌ Missing labels": lines that each open with a
        // ✅ / ❌ mark start after the title.
        if let mark = words.indices.dropFirst(first + 1).first(where: { FlatTokens.isVerdictMark(words[$0]) }),
           FlatProseRebuilder.marksLines(words, from: mark) {
            return Split(title: Array(words[..<mark]), splitAt: mark)
        }
        // A quoted question or sentence ("“My tests are flaky. How do I fix them?”") is the
        // title up to its closing quote, whatever sentences stand inside it.
        if let end = Self.quotedTitleEnd(words) { return Split(title: Array(words[..<end]), splitAt: end) }
        if let bold = Self.boldBodyStart(words) { return Split(title: Array(words[..<bold]), splitAt: bold) }
        // A heading followed directly by a block (a list, a label, code) has no sentence after
        // it: no word ends a sentence before the next block marker, or only its last, which
        // asks ("Q: Should the app have a dark background?").
        if words.count <= 24, !endsSentenceBeforeLast(words, from: first),
           !(words.last.map(endsSentence) ?? false) || words.last?.hasUTF8Suffix("?") == true || introducesBlock(words, from: first) {
            return Split(title: words, splitAt: words.count)
        }
        if let colon = introductionEnd(words, from: first) { return Split(title: Array(words[...colon]), splitAt: colon + 1) }
        // "What is Span? Span is a view into …": a heading that asks ends with its question.
        if let end = words[first...].prefix(16).firstIndex(where: endsSentence), words[end].hasUTF8Suffix("?"), end > first {
            return Split(title: Array(words[...end]), splitAt: end + 1)
        }
        if isSentenceCase(words, from: first), let split = splitSentenceCase(words, from: first) { return split }
        guard let lower = (first..<words.count).first(where: { isLowerWord(words[$0]) }) else {
            return Split(title: words, splitAt: words.count)
        }
        guard var start = (first..<lower).last(where: { isSentenceStart(words[$0]) }), start > first else {
            return Split(title: Array(words[..<lower]), splitAt: lower)
        }
        var changed = true
        var guardCount = 0
        while changed, guardCount < 16 {
            changed = false
            guardCount += 1
            // Keep recurring proper nouns whole.
            while start > first + 1, isCapitalised(words[start - 1]), vocabulary.isPhrase(words[start - 1], words[start]) {
                start -= 1
                changed = true
            }
            // A title does not end with a connective: the sentence began before it.
            if start > first + 1, Self.connectives.contains(words[start - 1].lowercased()) {
                var back = start - 1
                while back > first, Self.connectives.contains(words[back].lowercased()) { back -= 1 }
                if back > first, isSentenceStart(words[back]) {
                    start = back
                    changed = true
                }
            }
            // A verb or opener right before the split ("Use `x`", "When Reduce Motion …")
            // belongs to the sentence, unless the split word is one itself, or a label that
            // opens the sentence ("Mobile vs Desktop Design | Desktop: comprehensive …": no
            // sentence runs "Design Desktop:").
            let before = words[start - 1].lowercased(), at = words[start].lowercased()
            let openerBefore = Self.openers.contains(before) && words[start - 1].first?.fastIsUppercase == true
            if start > first + 1, openerBefore
                || (Self.verbs.contains(before) && !Self.verbs.contains(at) && !Self.openers.contains(at) && !at.hasUTF8Suffix(":")) {
                start -= 1
                changed = true
            }
        }
        return Split(title: Array(words[..<start]), splitAt: start)
    }

    /// "Every tappable control is large" is a sentence-case title: its second content word
    /// is lower-case. Title-case titles capitalise every content word.
    private func isSentenceCase(_ words: [Substring], from first: Int) -> Bool {
        var seen = 0
        for index in first..<words.count {
            let word = words[index]
            guard let initial = word.first, initial.fastIsLetter || initial == "@" || initial == "`" else { continue }
            if initial == "@" || initial == "`" {
                // Code and attributes are names: they count as capitalised words.
                seen += 1
                if seen == 2 { return false }
                continue
            }
            if Self.connectives.contains(String(word)) || word.hasUppercaseAfterFirst { continue }
            // Later words of a recurring name ("Bold Text", "Voice Control") say nothing about the style.
            if seen > 0, index > first, vocabulary.isPhrase(words[index - 1], word) { continue }
            if seen > 0, index + 1 < words.count, vocabulary.isPhrase(word, words[index + 1]) { continue }
            seen += 1
            if seen == 2 { return isLowerWord(word) }
        }
        return false
    }

    /// "Giving a **non-decorative** `ImageView` a label: Any image view …": a sentence-case
    /// title of three words or more that ends in a colon, run on into a capitalised sentence,
    /// ends at the colon. The index of the word with the colon.
    private func introductionEnd(_ words: [Substring], from first: Int) -> Int? {
        guard let colon = words[first...].prefix(16).firstIndex(where: endsSentence), colon >= first + 2,
              words[colon].hasUTF8Suffix(":"), colon + 1 < words.count, words[colon + 1].first?.fastIsUppercase == true else { return nil }
        return introducesBlock(Array(words[...colon]), from: first) ? colon : nil
    }

    /// "Giving an image view a label:" before its code: a heading that ends in a colon and
    /// capitalises no later word (code spans, acronyms and names such as "API" or "iOS" aside)
    /// introduces the block after it. ("Labels Every button needs one:" is a title and a sentence.)
    private func introducesBlock(_ words: [Substring], from first: Int) -> Bool {
        guard words.last?.hasUTF8Suffix(":") == true, words.count - first >= 2 else { return false }
        return !words[(first + 1)...].contains { $0.first?.fastIsUppercase == true && !$0.hasUppercaseAfterFirst }
    }

    /// Whether a word before the last ends a sentence, leaving out words inside parentheses
    /// ("Timing curves (default: don't merge)") and the colon of a one-word label that opens a
    /// short title ("Solution: Scoped animation").
    private func endsSentenceBeforeLast(_ words: [Substring], from first: Int) -> Bool {
        var depth = 0
        for index in first..<(words.count - 1) {
            let word = words[index]
            let opens = word.utf8.reduce(0) { $0 + ($1 == UInt8(ascii: "(") ? 1 : 0) }
            let closes = word.utf8.reduce(0) { $0 + ($1 == UInt8(ascii: ")") ? 1 : 0) }
            depth += opens
            defer { depth = max(0, depth - closes) }
            if depth > 0 { continue }
            if index == first, word.hasUTF8Suffix(":"), words.count - first <= 7, word.first?.fastIsUppercase == true { continue }
            if endsSentence(word) { return true }
        }
        return false
    }

    private func endsSentence(_ word: Substring) -> Bool {
        switch word.utf8.last {
        case UInt8(ascii: "."):
            // (Also in parentheses: "(e.g. table headers)".)
            return !["e.g.", "i.e.", "etc.", "vs."].contains(word.drop { $0 == "(" || $0 == "[" }.lowercased())
        case UInt8(ascii: ":"), UInt8(ascii: "!"), UInt8(ascii: "?"):
            return true
        case UInt8(ascii: ")"), UInt8(ascii: "\""):
            return word.hasUTF8Suffix(".)") || word.hasUTF8Suffix(".\"") || word.hasUTF8Suffix("?\"") || word.hasUTF8Suffix("!\"")
        default:
            return false
        }
    }

    /// In a sentence-case title the sentence starts at the first capitalised word that is not
    /// a name ("iPhone"), an acronym ("NOT", "SE") or part of a recurring proper noun.
    private func splitSentenceCase(_ words: [Substring], from first: Int) -> Split? {
        var index = first + 1
        // The split lies before the end of the first sentence.
        let limit = (first..<words.count).first { endsSentence(words[$0]) }.map { $0 + 1 } ?? words.count
        while index < limit {
            let word = words[index]
            // Acronyms and names with inner capitals have an upper-case letter after the first.
            if let initial = word.first, initial.fastIsUppercase, !word.hasUppercaseAfterFirst {
                let previous = words[index - 1]
                let afterJoin = Self.connectives.contains(previous.lowercased()) || previous.hasUTF8Suffix(",")
                    || (FlatVocabulary.isCapitalised(previous) && !endsSentence(previous))
                let isName = index + 1 < words.count && vocabulary.isPhrase(word, words[index + 1])
                    || vocabulary.isPhrase(previous, word)
                if !afterJoin, !isName {
                    return Split(title: Array(words[..<index]), splitAt: index)
                }
            }
            index += 1
        }
        return nil
    }

    private func isLowerWord(_ word: Substring) -> Bool {
        guard let first = word.first else { return false }
        if first == "`" || first == "(" || first == "[" || first == "*" || first == "\"" { return false }
        guard first.fastIsLowercase else { return false }
        if word.hasUppercaseAfterFirst { return false } // iPhone, macOS
        return !Self.connectives.contains(String(word))
    }

    private func isCapitalised(_ word: Substring) -> Bool {
        FlatVocabulary.isCapitalised(FlatVocabulary.clean(word))
    }

    private func isSentenceStart(_ word: Substring) -> Bool {
        guard let first = word.first else { return false }
        // "SE" in "iPhone SE", "P3" in "Display P3" continue a name.
        if word.count <= 4 {
            let letters = word.filter(\.fastIsLetter)
            if letters.count >= 1, letters.allSatisfy(\.fastIsUppercase), word.filter(\.fastIsUppercase).count >= 2 || word.contains(where: \.fastIsNumber) {
                return false
            }
        }
        if first == "`" { return true }
        if first == "(" || first == "[" || first == "*" { return false }
        if first.fastIsUppercase { return true }
        return first.fastIsLowercase && word.hasUppercaseAfterFirst
    }
}

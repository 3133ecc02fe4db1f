import Foundation

/// Sentences and inline marks of prose: splitting sentences, first sentences, bold and emphasis
/// leads, quotations, measures.
extension CompilationRun {
    /// "Show the value beside the stepper. People should never have to guess.": an instruction
    /// paragraph's first sentence is its title; returns the sentences after it (its guidance),
    /// empty where the title is one sentence or its first is no instruction.
    static func keepingFirstSentence(_ statement: inout Statement) -> String {
        let sentences = Self.sentences(statement.title)
        // (Its opening sentence is read in the whole text: "Prioritize comfort." is two words.)
        guard sentences.count > 1, isInstruction(statement.title) else { return "" }
        statement.title = sentences[0]
        return sentences.dropFirst().joined(separator: " ")
    }

    /// "**Review the change, not the file.** Judge whether …": the plain text of the one
    /// sentence set in bold that opens a paragraph of more prose (its full stop inside the
    /// bold); nil for a bold label ("**Tip:** …"), a bold phrase ("**Optimistic updates**
    /// show …") or a paragraph wholly in bold.
    static func boldSentenceLead(_ text: String) -> String? {
        guard text.hasUTF8Prefix("**") || text.hasUTF8Prefix("__"), case let mark = String(text.prefix(2)),
              let close = text.dropFirst(2).firstUTF8Range(of: mark) else { return nil }
        let inner = text[text.index(text.startIndex, offsetBy: 2)..<close.lowerBound]
        let after = text[close.upperBound...]
        guard inner.utf8.count >= 8, inner.hasUTF8Suffix(".") || inner.hasUTF8Suffix("!"), !inner.containsUTF8(": "),
              after.hasUTF8Prefix(" "), after.contains(where: \.isLetter) else { return nil }
        let plain = MarkdownInline.plain(String(inner))
        return CompilationRun.sentences(plain).count == 1 ? plain : nil
    }

    /// "**Every image needs a description.**", "**Label every field**.": one sentence, all of
    /// it bold (a full stop may close it outside), and nothing else; no label in it ("**DO:
    /// …**", "**Note: …**").
    static func isBoldSentenceOnly(_ text: String) -> Bool {
        var trimmed = Substring(text.trimmingSpaces())
        if trimmed.hasUTF8Suffix(".") || trimmed.hasUTF8Suffix("!") { trimmed = trimmed.dropLast() }
        guard trimmed.utf8.count >= 8, trimmed.hasUTF8Prefix("**") || trimmed.hasUTF8Prefix("__"), case let mark = trimmed.prefix(2),
              trimmed.hasSuffix(mark), case let inner = trimmed.dropFirst(2).dropLast(2), !inner.contains(mark),
              !inner.hasUTF8Suffix(":"), !inner.containsUTF8(": ") else { return false }
        return CompilationRun.sentences(String(inner)).count == 1
    }

    /// A paragraph written wholly in one emphasis ("_A caption_", "*A caption.*").
    static func isEmphasisOnly(_ text: String) -> Bool {
        let trimmed = text.trimmingSpaces()
        guard trimmed.utf8.count >= 3, let first = trimmed.first, first == "_" || first == "*", trimmed.last == first,
              trimmed.dropFirst().first != first else { return false }
        return !trimmed.dropFirst().dropLast().contains(first)
    }

    /// A picture alone: `![Anatomy](…)`, `<img src="…" alt="…"/>`.
    static func isPictureOnly(_ block: MarkdownBlock) -> Bool {
        switch block.kind {
        case .paragraph:
            return block.text.hasUTF8Prefix("![") && StatementText.clean(block.text).isEmpty
        case .html:
            let text = block.text.trimmingWhitespace()
            return text.lowercased().hasUTF8Prefix("<img") && text.hasUTF8Suffix(">") && !text.dropFirst().containsASCII("<")
        default:
            return false
        }
    }

    /// "Fallback: Load the base language" → "Load the base language": the text after a
    /// label of a few words; the whole text where there is none.
    static func textAfterLabel(_ text: String) -> String {
        guard let colon = text.range(of: ": "), text[..<colon.lowerBound].split(separator: " ").count <= 4 else { return text }
        return String(text[colon.upperBound...])
    }

    /// The sentences of a paragraph that state a requirement with an RFC 2119 keyword in
    /// capitals. The boilerplate that explains the keywords ("… are to be interpreted as
    /// described in RFC 2119") states none.
    static func keywordSentences(_ text: String) -> [String] {
        // A byte scan of the whole paragraph first: most paragraphs have no keyword at all.
        guard StatementText.keywordSeverity(text) != nil else { return [] }
        return sentences(text.replacingNewlinesWithSpaces()).filter { sentence in
            guard StatementText.keywordSeverity(sentence) != nil else { return false }
            if sentence.containsUTF8("RFC 2119") || sentence.containsUTF8("RFC2119") || sentence.containsUTF8("RFC 8174") || sentence.containsUTF8("BCP 14") {
                return false
            }
            let named = ["MUST", "SHOULD", "SHALL", "MAY", "REQUIRED", "RECOMMENDED", "OPTIONAL"].filter { sentence.containsUTF8($0) }
            return named.count < 3
        }
    }

    /// The sentences of a paragraph that ask the reader something about their work: a
    /// question of four words or more addressed to them ("Have you …?", "Does your app …?",
    /// "…, do you need …?", "When …, does your app …?"), not an open or rhetorical one
    /// ("Why does this matter?").
    static func readerQuestions(_ text: String) -> [String] {
        let all = sentences(text.replacingNewlinesWithSpaces())
        return all.indices.filter { index in
            let sentence = all[index]
            guard sentence.hasUTF8Suffix("?") else { return false }
            // "Are you building a navigation? Use the `<nav>` element …": a question the next
            // sentence answers with what to do leads into that instruction; it asks nothing.
            if index + 1 < all.count, isInstruction(all[index + 1]) { return false }
            // ("But when should you …?": the conjunction ties it to the sentence before.)
            var words = Slug.words(sentence)
            if ["but", "and", "so", "yet", "or"].contains(words.first ?? "") { words.removeFirst() }
            // "When a screen mixes scripts, does your layout …?" asks after its clause.
            guard words.count >= 4, let first = words.first,
                  !["what", "why", "how", "when", "where", "who", "which", "whose"].contains(first) || sentence.containsUTF8(", ") else { return false }
            return words.contains { $0 == "you" || $0 == "your" }
        }.map { all[$0] }
    }

    /// A text's sentences: each ends at ".", "!" or "?" before a space and a capital, a digit
    /// or a quotation mark, except after an abbreviation ("e.g.", "i.e.", "etc.") or inside a
    /// quotation that closes later (`a message like "Leave this page? Changes are lost."`).
    static func sentences(_ text: String) -> [String] {
        let characters = Array(text)
        var sentences: [String] = []
        var start = 0
        var index = 0
        var quotationEnd: Int?
        while index < characters.count {
            let character = characters[index]
            if index == quotationEnd {
                quotationEnd = nil
                // (`… a message like "Leave this page?" Then …`: a quotation closing its sentence.)
                if index > 0, ".!?".contains(characters[index - 1]), index + 2 < characters.count, characters[index + 1] == " ",
                   characters[index + 2].isUppercase || characters[index + 2].isNumber {
                    sentences.append(String(characters[start...index]).trimmingSpaces())
                    start = index + 2
                    index += 2
                    continue
                }
            } else if quotationEnd == nil, character == "\"" || character == "“" {
                quotationEnd = characters[(index + 1)...].firstIndex { $0 == "\"" || $0 == "”" }
            }
            if quotationEnd == nil, character == "." || character == "!" || character == "?", index + 2 < characters.count, characters[index + 1] == " ",
               characters[index + 2].isUppercase || characters[index + 2].isNumber || "\"“'‘".contains(characters[index + 2]) {
                var wordStart = index
                while wordStart > start, characters[wordStart - 1].isLetter || characters[wordStart - 1] == "." { wordStart -= 1 }
                let word = String(characters[wordStart..<index]).lowercased()
                if character != "." || !abbreviations.contains(word) && !isIdentifierStop(characters[start..<index]) {
                    sentences.append(String(characters[start...index]).trimmingSpaces())
                    start = index + 2
                    index += 2
                    continue
                }
            }
            index += 1
        }
        if start < characters.count { sentences.append(String(characters[start...]).trimmingSpaces()) }
        return sentences.filter { !$0.isEmpty }
    }

    private static let abbreviations: Set<String> = ["e.g", "i.e", "etc", "vs", "cf", "approx", "incl", "no", "fig", "min", "max", "dr", "mr", "ms"]

    /// Whether the text ends on an abbreviation (its last run of letters and stops: "(e.g",
    /// " etc"), so that a stop after it ends no sentence.
    static func endsWithAbbreviation(_ text: Substring) -> Bool {
        let word = text.reversed().prefix { $0.isLetter || $0 == "." }
        return word.count <= 6 && abbreviations.contains(String(word.reversed()).lowercased())
    }

    /// "When suggesting a change:", "Before you merge:": an opening that says when the lines
    /// after it apply, and asks nothing itself.
    static func namesCircumstance(_ text: String) -> Bool {
        let words = Slug.words(text)
        guard words.count >= 2, let first = words.first,
              ["when", "whenever", "if", "while", "before", "after", "during", "once"].contains(first) else { return false }
        return !words.contains { $0 == "must" || $0 == "should" } && !text.containsUTF8(", ")
    }

    /// The sentences before a paragraph's last one, joined, where they instruct ("Use bold
    /// sparingly. Don't use it to emphasize:" → "Use bold sparingly.").
    static func earlierInstruction(_ sentences: [String]) -> String? {
        guard sentences.count > 1 else { return nil }
        let earlier = sentences.dropLast().joined(separator: " ")
        return isInstruction(earlier) ? earlier : nil
    }

    /// The instruction of a short paragraph (four sentences at most) that opens by setting
    /// the scene: its second or third sentence, where that one instructs and the ones before
    /// it neither do nor ask; the instruction and the paragraph's other sentences, joined.
    /// (Not a sentence that goes on from the one before it, "This means you should …", "It
    /// should …", "… that menu must …", nor a paragraph that opens by asking, whose
    /// instruction answers it.)
    static func laterInstruction(_ text: String) -> (sentence: String, context: String)? {
        guard text.utf8.count <= 600, mayInstructAfterItsFirstSentence(text) else { return nil }
        let all = sentences(text)
        guard (2...4).contains(all.count), !all[0].hasUTF8Suffix("?"), !all[0].hasUTF8Suffix(":") else { return nil }
        for index in 1..<min(3, all.count) {
            let plain = MarkdownInline.plain(all[index])
            guard !plain.hasUTF8Suffix("?") else { return nil }
            guard isInstruction(plain), !plain.hasUTF8Suffix(":") else { continue }
            // (Nor one whose subject points back, "On a small phone, that menu must …": its
            // title would not say what it is about.)
            let words = Slug.words(String(plain.prefix(60)))
            guard let first = words.first, !remarkOpenings.contains(first), !MarkerlessList.refersBack(plain),
                  !words.prefix(6).contains(where: { ["this", "these", "those", "such"].contains($0) }),
                  !plain.containsUTF8(", that "), !plain.containsUTF8(", this ") else { return nil }
            var context = all
            context.remove(at: index)
            return (all[index], context.joined(separator: " "))
        }
        return nil
    }

    /// Whether a sentence after the first could instruct, told from the bytes (most prose
    /// cannot, and is asked of every paragraph of an unmarked document): a duty word, or a
    /// sentence that opens on an instruction verb (after "Always" or "Never" too).
    static func mayInstructAfterItsFirstSentence(_ text: String) -> Bool {
        var afterFirst = false, sentenceStart = false, opener = false
        var word: [UInt8] = []
        word.reserveCapacity(16)
        var previous: UInt8 = 0
        func endWord() -> Bool {
            defer { word.removeAll(keepingCapacity: true) }
            guard afterFirst, !word.isEmpty else { return false }
            // (Only a sentence's first words are asked of in full; of the others, those that
            // could be a duty word by their first letter and length.)
            let mayBeDuty = (4...8).contains(word.count) && [UInt8(ascii: "m"), UInt8(ascii: "s"), UInt8(ascii: "n"), UInt8(ascii: "r")].contains(word[0])
            guard mayBeDuty || sentenceStart || opener else { return false }
            let text = String(decoding: word, as: UTF8.self)
            if mayBeDuty, dutyWordsAfterTheFirst.contains(text) { return true }
            if sentenceStart || opener {
                let wasStart = sentenceStart
                sentenceStart = false
                opener = wasStart && (text == "always" || text == "never" || text == "do")
                return instructionVerbs.contains(text)
            }
            return false
        }
        for byte in text.utf8 {
            if (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) {
                word.append(byte | 0x20)
            } else {
                if endWord() { return true }
                if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n"), previous == UInt8(ascii: ".") || previous == UInt8(ascii: "!") {
                    afterFirst = true
                    sentenceStart = true
                    opener = false
                }
            }
            previous = byte
        }
        return endWord()
    }

    private static let dutyWordsAfterTheFirst: Set<String> = ["must", "should", "shall", "need", "needs", "required"]

    /// Words that open a remark on what surrounds it rather than an instruction, even where
    /// a duty word follows ("It can be tricky to decide whether … should …").
    static let remarkOpenings: Set<String> = ["it", "this", "that", "there", "typically", "usually", "generally", "normally", "often"]

    /// "Ensure that …", "Watch for leaks", "Review that each view …": a line that opens on
    /// the verb of an instruction, or on a reviewer's verb followed by what it looks for.
    static func opensOnVerb(_ line: String) -> Bool {
        if isInstruction(line) { return true }
        let words = Slug.words(line)
        return words.count >= 3 && ["review", "watch", "look", "check", "verify", "test", "confirm", "scan"].contains(words[0])
            && ["that", "for", "whether", "if", "out"].contains(words[1])
    }

    /// "Names should", "Hints must not": words that end on the duty the lines after them
    /// give the verbs of.
    static func endsOnModal(_ text: String) -> Bool {
        let words = Slug.words(text)
        return words.last.map { ["should", "must", "shall"].contains($0) } == true
            || words.count >= 2 && words.last == "not" && ["should", "must"].contains(words[words.count - 2])
    }

    /// "Names should:", "Each form must include:": a lead whose opening ends on a duty the
    /// lines below finish, with their verbs (`endsOnModal`) or the things it holds
    /// (`endsOnDutyToHold`).
    static func opensDutyTheLinesFinish(_ lead: String) -> Bool {
        let opening = leadOpening(lead)
        return endsOnModal(opening) || endsOnDutyToHold(opening)
    }

    /// "Each form must include:", "Every screen should have:": a duty whose last word, a verb
    /// of holding after "must", "should" or "shall", waits for the things the lines below name.
    static func endsOnDutyToHold(_ text: String) -> Bool {
        let words = Slug.words(text)
        guard words.count >= 3, let last = words.last,
              ["have", "include", "contain", "provide", "offer", "support", "show", "display"].contains(last) else { return false }
        let before = words[words.count - 2]
        return ["should", "must", "shall"].contains(before) || before == "always" && ["should", "must"].contains(words[words.count - 3])
    }

    /// "Error Messages Should" → "Error messages should": a heading's capitals, but the first
    /// and those of names ("VoiceOver", "iOS", "API"), lowered to read as a sentence.
    static func sentenceCase(_ title: String) -> String {
        var first = true
        return title.split(separator: " ", omittingEmptySubsequences: false).map { word -> String in
            defer { first = false }
            guard !first, let initial = word.first, initial.isUppercase, word.dropFirst().allSatisfy({ !$0.isUppercase }) else { return String(word) }
            return word.lowercased()
        }.joined(separator: " ")
    }

    /// "Headings" as it reads after "Use sentence case for": a capital that only opened the
    /// line lowered ("VoiceOver", "ZIP code", "Apple's" and "I" keep theirs).
    static func continuingSentence(_ fragment: String) -> String {
        let word = fragment.prefix { $0.isLetter }
        // ("A title" after "Every screen should have": the article lowered, "I" not.)
        if word == "A", fragment.dropFirst().hasUTF8Prefix(" ") { return "a" + fragment.dropFirst() }
        guard let first = word.first, first.isUppercase, word.count >= 2, word.dropFirst().allSatisfy(\.isLowercase) else { return fragment }
        // ("Apple's design guidelines": a name's possessive keeps its capital.)
        let after = fragment.dropFirst(word.count)
        if after.hasUTF8Prefix("'s") || after.hasUTF8Prefix("\u{2019}s") { return fragment }
        return first.lowercased() + fragment.dropFirst()
    }

    /// "Use sentence case for:", "Don't use bold to emphasize:", "Capitalize:": an
    /// instruction whose last word, a preposition or a verb, waits for the lines below.
    static func endsAwaitingObject(_ lead: String) -> Bool {
        guard lead.hasUTF8Suffix(":") else { return false }
        let words = Slug.words(lead)
        guard let last = words.last else { return false }
        if ["for", "to", "with", "in", "on", "of", "about", "from", "like", "including", "using", "via", "through"].contains(last) { return true }
        return words.count == 1 && instructionVerbs.contains(last) || words.count >= 2 && ["or", "and", "don", "t", "not", "to"].contains(words[words.count - 2])
            && instructionVerbs.contains(last)
    }

    /// "The keyboard's actions are set by its:", "Each card is made of:": a sentence of some
    /// length left open on a word that needs what follows (a preposition, a possessive, a
    /// verb of being or of holding).
    static func endsDescribing(_ lead: String) -> Bool {
        let words = Slug.words(lead)
        guard words.count >= 4, let last = words.last else { return false }
        // (Not "The contrast requirements are:": what follows is what must hold.)
        guard !words.contains(where: ["requirements", "requirement", "rules", "rule", "criteria", "standards", "guidelines",
                                      "minimums", "limits", "thresholds"].contains) else { return false }
        if ["by", "its", "their", "of", "from", "are", "is", "include", "includes", "contains", "contain", "as"].contains(last) { return true }
        // "Colour is often used to show:", "Icons can be used to indicate:": what a thing
        // serves for, the lines its objects (not "… is required to provide:", a duty).
        return words.count >= 5 && words[words.count - 2] == "to" && words.contains("used")
            && !words.contains(where: ["must", "should", "required", "need", "needs", "shall"].contains)
    }

    /// A line's title that ends by opening the details under it, made a title that stands
    /// alone: "Images that inform have a text alternative:" loses its colon; "Don't put the
    /// trait in the label. For example:" loses the short sentence that introduces the
    /// details (returned as `opening`, which leads the guidance). Nil where the colon waits
    /// for what follows ("Use sentence case for:", "…ensure that either:"): the title stays.
    static func closingDetails(_ title: String) -> (title: String, opening: String?)? {
        guard title.utf8.last == UInt8(ascii: ":") else { return nil }
        // "… dis-orienting changes, such as:": the words that open the cases go to them.
        if let split = splittingCaseOpener(title, openers: [" such as:", " for example:", " for instance:", " e.g.:"]) {
            guard Slug.wordCount(split.before) >= 5 else { return nil }
            return (split.before, split.opener.prefix(1).uppercased() + split.opener.dropFirst())
        }
        // The last sentence, a few words after a full stop ("For example:", "This is because:").
        // (Not after "e.g.", "etc.": an abbreviation ends no sentence.)
        if let stop = title.range(of: ". ", options: .backwards) {
            let opening = title[stop.upperBound...].trimmingSpaces()
            let before = String(title[..<title.index(after: stop.lowerBound)]).trimmingSpaces()
            if (1...4).contains(Slug.wordCount(opening)), Slug.wordCount(before) >= 3,
               !["e.g.", "i.e.", "etc.", "vs.", "cf."].contains(where: { before.lowercased().hasSuffix($0) }) {
                return (before, opening)
            }
        }
        // (Not "Commands:", "Voice command:": a short label keeps the colon that says so;
        // nor "At the end of a session, write:", a verb waiting for its object.)
        let words = Slug.words(title)
        guard words.count >= 3, !endsAwaitingObject(title), !endsDescribing(title), let last = words.last,
              !openingWords.contains(last), !instructionVerbs.contains(last) else { return nil }
        return (droppingColon(title), nil)
    }

    /// `text` split before the opener of cases that closes it ("…, such as:"), one of
    /// `openers` (each with its leading space), matched in any case: the words before it,
    /// without the comma or semicolon that led to it, and the opener as written ("such as:").
    static func splittingCaseOpener(_ text: String, openers: [String]) -> (before: String, opener: String)? {
        let lowered = text.suffix(16).lowercased()
        guard let opener = openers.first(where: { lowered.hasSuffix($0) }) else { return nil }
        var before = text.dropLast(opener.count).trimmingSpaces()
        while before.hasUTF8Suffix(",") || before.hasUTF8Suffix(";") { before = before.dropLast().trimmingSpaces() }
        return (String(before), String(text.suffix(opener.count - 1)))
    }

    /// Last words that leave a line open on what its colon introduces.
    private static let openingWords: Set<String> = [
        "either", "following", "that", "these", "this", "those", "below", "such", "if", "when", "where", "whether", "which",
        "are", "is", "be", "was", "were", "can", "will", "should", "must", "may", "do", "does", "include", "includes", "e", "g", "i",
        "and", "or", "but", "the", "a", "an", "example", "instance", "because", "so", "then", "as", "than", "by", "via", "using", "use",
    ]

    /// The instruction without the mark that left it open.
    static func leadOpening(_ lead: String) -> String {
        var text = Substring(lead.trimmingSpaces())
        for mark in ["…", "...", ":"] where text.hasSuffix(mark) { text = text.dropLast(mark.count) }
        return text.trimmingSpaces()
    }

    /// The text with its bracketed asides taken out: "App name (you supply it)" → "App name".
    static func withoutParentheses(_ text: String) -> String {
        guard text.containsASCII("(") else { return text }
        var result = ""
        var depth = 0
        for character in text {
            if character == "(" { depth += 1 } else if character == ")", depth > 0 { depth -= 1 } else if depth == 0 { result.append(character) }
        }
        return result
    }

    /// A list whose lines are mostly instructions or duties ("- Break long flows into steps"),
    /// not descriptions ("- **Captions** give …") or ways ("- Tightening springs").
    /// "**Minimum size: 44x44 points**", "**Spacing: at least 8 points between targets**
    /// (HIG)": a paragraph that is one bold name of a few words and its measure (a figure in
    /// it), perhaps a note in parentheses after it. Nil for any other paragraph.
    static func boldMeasure(_ markdown: String) -> (title: String, note: String)? {
        guard markdown.hasUTF8Prefix("**"), markdown.utf8.count <= 200, !markdown.containsASCII("\n") else { return nil }
        let body = markdown.dropFirst(2)
        guard let close = body.range(of: "**") else { return nil }
        let bold = body[..<close.lowerBound]
        let after = body[close.upperBound...].trimmingSpaces()
        guard after.isEmpty || after.hasUTF8Prefix("(") && after.hasUTF8Suffix(")"),
              let colon = bold.range(of: ": "), case let name = String(bold[..<colon.lowerBound]), Slug.wordCount(name) <= 4,
              !namesStep(name), !name.containsASCII("\""),
              case let value = bold[colon.upperBound...], containsMeasure(value), Slug.wordCount(String(value)) <= 10 else { return nil }
        return (StatementText.clean(String(bold)), after.isEmpty ? "" : String(after.dropFirst().dropLast()))
    }

    /// A figure with its unit: "44x44", "8px", "4.5:1", "200 ms", "16 points" (not "Type 1").
    static func containsMeasure(_ text: Substring) -> Bool {
        let words = text.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "(" || $0 == ")" })
        for (index, word) in words.enumerated() {
            guard let first = word.first, first.isNumber else { continue }
            let unit = word.drop { $0.isNumber || $0 == "." }.lowercased()
            if ["x", "%", ":", "px", "pt", "dp", "sp", "ms", "s", "em", "rem", "pts"].contains(where: { unit.hasPrefix($0) }) { return true }
            if unit.isEmpty, index + 1 < words.count,
               ["points", "pixels", "px", "pt", "dp", "ms", "seconds", "characters", "chars", "words", "lines", "percent"].contains(words[index + 1].lowercased()) {
                return true
            }
        }
        return false
    }

    /// A line that is only a quotation ("Is this label right?"): an example prompt, not a rule.
    /// `"Lock the font size"` → `Lock the font size` (and `"…".` → `…`).
    static func unquoted(_ text: String) -> String {
        var inner = Substring(text).dropFirst()
        if let last = inner.last, !"\"”'’".contains(last) { inner = inner.dropLast() }
        return String(inner.dropLast()).trimmingSpaces()
    }

    static func isQuotation(_ text: String) -> Bool {
        guard let first = text.first, let last = text.last else { return false }
        let quoted = "\"“'‘".contains(first) && "\"”'’".contains(last) || "\"“".contains(first) && text.dropLast().last.map { "\"”".contains($0) } == true
        // (Not `"Close Button" → reads "Close Button, button"`: two quotations and words between.)
        guard quoted, "\"“".contains(first) else { return quoted }
        let closing = text.dropFirst().firstIndex { "\"”".contains($0) }
        return closing.map { text.distance(from: $0, to: text.endIndex) <= 2 } ?? false
    }

    /// "R1. The total is announced …", "A.2. Every field …": the stop after an identifier
    /// opening the text is the identifier's, as after a list number; no sentence ends there.
    static func isIdentifierStop(_ opening: ArraySlice<Character>) -> Bool {
        opening.count <= 24 && !opening.contains(" ") && HeadingText.isCodeIdentifier(String(opening))
    }

    /// `isIdentifierStop` of a text's opening, told on its bytes: most texts hold a space
    /// within their first 24 bytes, or open with no capital.
    static func isIdentifierStop(_ opening: Substring) -> Bool {
        let bytes = opening.utf8
        guard bytes.count <= 24, let first = bytes.first, first >= UInt8(ascii: "A"), first <= UInt8(ascii: "Z"),
              !bytes.contains(UInt8(ascii: " ")) else { return false }
        return HeadingText.isCodeIdentifier(opening)
    }

    static func firstSentence(_ text: String) -> Substring {
        var previous: Character?
        var previousIndex = text.startIndex
        for index in text.indices {
            let character = text[index]
            if character == " " || character == "\n", let previous, previous == "." || previous == "!" || previous == "?",
               // (Not the stop of "e.g.", "i.e.", "etc.": "Icon buttons (i.e. with a shortcut) should …".)
               previous != "." || !endsWithAbbreviation(text[..<previousIndex]) && !isIdentifierStop(text[..<previousIndex]) {
                return text[..<index]
            }
            previous = character
            previousIndex = index
        }
        return text[...]
    }
}

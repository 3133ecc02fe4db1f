import Foundation

extension StatementText {
    // MARK: Title forms

    /// `**Label**: text` keeps the label ("Label: text"); `**Title.** text`, `**Title** — text`
    /// and a line that is all bold take the bold words as the title.
    static func boldLead(_ text: Substring, words: SeverityWords = .standard) -> (title: Substring, rest: String, label: (name: Substring, text: String)?, badge: (Severity, String)?)? {
        let inner = text.dropFirst(2)
        guard let close = inner.firstUTF8Range(of: "**") else { return nil }
        var label = inner[..<close.lowerBound]
        var after = inner[close.upperBound...]
        var badge: (Severity, String)?
        // "**Name:** ![High](…) text": the badge after a label is the line's severity.
        var afterLabel = after.drop { $0 == " " || $0 == ":" }
        if let (severity, word, badgeRest) = leadingBadge(afterLabel, words: words) {
            badge = (severity, word)
            afterLabel = badgeRest
            after = (after.hasUTF8Prefix(":") ? ": " : " ") + badgeRest
        }
        let afterTrimmed = after.drop { $0 == " " }
        if afterTrimmed.isEmpty || afterTrimmed.allSatisfy({ ".:;,!".contains($0) }) {
            return (label.hasUTF8Suffix(":") ? label.dropLast() : label, "", nil, badge)
        }
        if label.hasUTF8Suffix(":") || afterTrimmed.hasUTF8Prefix(":") {
            if label.hasUTF8Suffix(":") { label = label.dropLast() }
            let rest = afterTrimmed.hasUTF8Prefix(":") ? afterTrimmed.dropFirst().drop { $0 == " " } : afterTrimmed
            // "**MANDATORY**: Use translation keys …", "**CRITICAL**: All text …": a label
            // that is one severity word grades the line, the text after it is the line (as
            // does "**Extra credit**:", "**Nice to have**:", a phrase of one grade).
            // ("**Recommended**: 48x48 points" beside "**Minimum**: 44x44 points" names a value.)
            if badge == nil, !rest.isEmpty, rest.first?.isNumber != true,
               case let labelWords = Slug.words(MarkdownInline.plain(String(label))),
               labelWords.count == 1 || Severity.phrases.contains(labelWords.joined(separator: " ")),
               let severity = words.parse(String(label)) {
                return (rest, "", nil, (severity, String(label).trimmingSpaces()))
            }
            // "**Use test plans**: By converting the project …": a label that is itself an
            // instruction is the title, the sentences after it why or how. (Not "**If a control
            // must be custom:** give it …", a condition the rest finishes, nor "**Use these
            // nouns:** Weight, …", whose object is the rest.)
            let labelWords = Slug.words(MarkdownInline.plain(String(label)))
            if rest.first?.isUppercase == true, let first = labelWords.first,
               !["if", "when", "where", "unless", "while", "before", "after", "once", "for"].contains(first),
               !labelWords.contains(where: ["these", "this", "those", "following"].contains),
               CompilationRun.isInstruction(MarkdownInline.plain(String(label))) {
                // (Still a label: it marks the line no more strongly than any other label.)
                return (label, String(rest), (label, String(rest)), badge)
            }
            return (Substring(String(label) + ": " + rest), "", (label, String(rest)), badge)
        }
        if label.hasUTF8Suffix(".") || label.hasUTF8Suffix("!") || label.hasUTF8Suffix("?") {
            return (label.hasUTF8Suffix(".") ? label.dropLast() : label, String(afterTrimmed), nil, badge)
        }
        // (After a quoted request, an arrow leads to why it is turned down: "**"Make every
        // screen a sheet"** → the back stack goes". Elsewhere it maps a case to what to do.)
        let quoted = label.hasUTF8Prefix("\"") || label.hasUTF8Prefix("“")
        for separator in quoted ? [" — ", " – ", " - ", " -- ", " → ", " -> "] : [" — ", " – ", " - ", " -- "]
        where after.hasPrefix(separator) || (" " + afterTrimmed).hasPrefix(separator) {
            return (label, String(afterTrimmed.drop { $0 == "—" || $0 == "–" || $0 == "-" || $0 == "→" || $0 == ">" || $0 == " " }), nil, badge)
        }
        if afterTrimmed.hasUTF8Prefix(".") {
            return (label, String(afterTrimmed.dropFirst().drop { $0 == " " }), nil, badge)
        }
        return nil
    }

    /// "**Name booleans like past-tense sentences** (e.g. `didTap`). The subject may go.": a
    /// line whose bold opening, four words or more, is an instruction (`instructs`; or any
    /// words, in a list that writes its rules so), the sentence running on after it. The
    /// title is that whole first sentence, up to a dash that gives the reason ("… — causes
    /// undefined behavior"); the rest of the line what follows.
    /// (Bold words that only stress part of a sentence, "**Never** …", instruct nothing alone.)
    static func boldOpeningSentence(_ text: Substring, instructs: Bool) -> (title: Substring, rest: String)? {
        let inner = text.dropFirst(2)
        guard let close = inner.firstUTF8Range(of: "**"), case let bold = MarkdownInline.plain(String(inner[..<close.lowerBound])),
              Slug.wordCount(bold) >= (instructs ? 4 : 2), !instructs || CompilationRun.isInstruction(bold) else { return nil }
        // The sentence ends at ". " outside brackets and not after "e.g." or "etc.", or at a dash.
        var depth = 0
        var index = close.upperBound
        while index < text.endIndex {
            let character = text[index]
            if character == "(" || character == "[" { depth += 1 }
            if character == ")" || character == "]" { depth = max(0, depth - 1) }
            let next = text.index(after: index)
            if depth == 0, ".!?".contains(character), next == text.endIndex || text[next] == " ",
               character != "." || !CompilationRun.endsWithAbbreviation(text[..<index]) {
                return (text[..<(character == "." ? index : next)], String(text[next...].drop { $0 == " " }))
            }
            if depth == 0, character == " ", text[next...].hasUTF8Prefix("— ") || text[next...].hasUTF8Prefix("– ") || text[next...].hasUTF8Prefix("-- ") {
                return (text[..<index], String(text[next...].drop { $0 == "—" || $0 == "–" || $0 == "-" || $0 == " " }))
            }
            index = next
        }
        return (text, "")
    }

    /// `[Title](…) — CRITICAL (why)`: the link text is the title.
    static func linkWithTrailingSeverity(_ text: Substring, words: SeverityWords = .standard) -> (Substring, Severity, String, String)? {
        guard text.hasUTF8Prefix("["), let close = text.firstUTF8Range(of: "]("),
              let end = text[close.upperBound...].firstIndex(of: ")") else { return nil }
        let after = text[text.index(after: end)...]
        guard let (severity, label, rest) = severityAfterSeparator(after, words: words) else { return nil }
        return (text[text.index(after: text.startIndex)..<close.lowerBound], severity, label, rest)
    }

    /// `Title — HIGH (why)` where the word after the dash is a severity in capitals.
    static func trailingSeverity(_ text: Substring, words: SeverityWords = .standard) -> (Substring, Severity, String, String)? {
        for separator in [" — ", " – ", " - "] {
            var searchFrom = text.startIndex
            while let range = text[searchFrom...].firstUTF8Range(of: separator) {
                if let (severity, label, rest) = severityAfterSeparator(text[range.lowerBound...], words: words) {
                    return (text[..<range.lowerBound], severity, label, rest)
                }
                searchFrom = range.upperBound
            }
        }
        return nil
    }

    /// (`Title — blocker`, `Title – Minor`: in lower case or with a capital, a grade is the
    /// last word of the line, a bracketed reason at most after it, and one of the words
    /// findings are graded with, `closingGrades`.)
    static func severityAfterSeparator(_ text: Substring, words: SeverityWords) -> (Severity, String, String)? {
        let body = text.drop { $0 == " " || $0 == "—" || $0 == "–" || $0 == "-" || $0 == "*" }
        guard body.count < text.count else { return nil }
        let word = body.prefix { $0.isLetter || $0 == "-" }
        // (Whether the word may be a grade is told before it is parsed: most dashes in a
        // line are followed by other words.)
        let capitals = word.allSatisfy { $0.isUppercase || $0 == "-" }
        guard word.count >= 3, capitals || closingGrades.contains(word.lowercased()),
              let severity = words.parse(String(word)) else { return nil }
        let rest = body.dropFirst(word.count).drop { $0 == "*" || $0 == " " }
        if capitals {
            guard rest.isEmpty || rest.hasUTF8Prefix("(") || rest.hasUTF8Prefix(":") || rest.hasUTF8Prefix(".") || rest.hasUTF8Prefix(",") else { return nil }
        } else {
            guard closingGrades.contains(word.lowercased()),
                  rest.isEmpty || rest == "." || rest.hasUTF8Prefix("(") && rest.hasUTF8Suffix(")") && !rest.dropFirst().containsASCII("(") else { return nil }
        }
        return (severity, String(word), String(rest))
    }

    private static let closingGrades: Set<String> = [
        "blocker", "blocking", "critical", "major", "minor", "trivial", "serious", "moderate", "high", "medium", "low",
    ]

    /// RFC 2119 keywords written in capitals, the strongest one: MUST / SHALL / REQUIRED →
    /// high, SHOULD / RECOMMENDED → medium, MAY / OPTIONAL → low; without one, NEVER or
    /// ALWAYS in capitals → high where `emphatic` (a document that writes its requirements
    /// with those keywords: there the two words are more of them, elsewhere mere emphasis).
    static func keywordSeverity(_ text: String, emphatic: Bool = false) -> (Severity, String)? {
        // Read on the UTF-8 bytes: a keyword is a run of ASCII capitals with no letter on
        // either side (a byte of a multi-byte scalar counts as a letter, unless the scalar is
        // one of a script written without spaces or a full-width mark: "（MUST）", "はMUSTです").
        var best: (Severity, String)?
        var lowercase = 0
        var copy = text
        copy.withUTF8 { bytes in
            func isUpper(_ byte: UInt8) -> Bool { byte >= 0x41 && byte <= 0x5A }
            func isLetter(_ byte: UInt8) -> Bool { isUpper(byte) || (byte >= 0x61 && byte <= 0x7A) || byte >= 0x80 }
            // The scalar whose last byte is at `end - 1`, or whose first byte is at `start`:
            // a letter of an alphabet that spaces its words. (Lead bytes 0xE2 and up begin
            // the scalars from U+2000: punctuation, CJK, kana, full-width forms.)
            func letterEndsAt(_ end: Int) -> Bool {
                var lead = end - 1
                while lead > 0, bytes[lead] & 0xC0 == 0x80 { lead -= 1 }
                return isLetter(bytes[end - 1]) && (bytes[lead] < 0xE2)
            }
            func letterStartsAt(_ start: Int) -> Bool { isLetter(bytes[start]) && bytes[start] < 0xE2 }
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                if byte >= 0x61 && byte <= 0x7A { lowercase += 1 }
                guard isUpper(byte), index == 0 || !letterEndsAt(index) else {
                    index += 1
                    continue
                }
                var end = index
                while end < bytes.count, isUpper(bytes[end]) { end += 1 }
                if end - index >= 3, end - index <= 11, end == bytes.count || !letterStartsAt(end) {
                    let word = String(decoding: UnsafeBufferPointer(rebasing: bytes[index..<end]), as: UTF8.self)
                    // "NÃO PODE", "NO PUEDE", "NE PEUT": a translation's MUST NOT, written as a
                    // denied MAY; the denial with the word is the label.
                    if keywords[word] == .low, let denial = Self.deniedKeyword(before: index, in: bytes),
                       best == nil || best!.0 < .high || emphaticWords.contains(best!.1) {
                        best = (.high, denial + " " + word)
                    } else if let severity = keywords[word], best == nil || severity > best!.0 || emphaticWords.contains(best!.1) {
                        best = (severity, word)
                    } else if emphatic, best == nil, emphaticWords.contains(word) {
                        best = (.high, word)
                    }
                }
                index = end
            }
        }
        // A line in capitals throughout ("MAY BE") is shouting, not a keyword. (Letters of a
        // script without case, "画面の文字", are not capitals.)
        guard best != nil, lowercase >= 3 || text.filter({ $0.isLowercase || $0.isLetter && !$0.isUppercase }).count >= 3 else { return nil }
        return best
    }

    /// The word in capitals that denies the keyword starting at `index` ("NÃO", "NAO", "NO",
    /// "NE"), one space before it; nil when there is none.
    private static func deniedKeyword(before index: Int, in bytes: UnsafeBufferPointer<UInt8>) -> String? {
        guard index >= 3, bytes[index - 1] == UInt8(ascii: " ") else { return nil }
        var start = index - 1
        while start > 0, bytes[start - 1] != UInt8(ascii: " "), bytes[start - 1] != UInt8(ascii: "\n") { start -= 1 }
        let word = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<(index - 1)]), as: UTF8.self)
        return ["NÃO", "NAO", "NO", "NE"].contains(word) ? word : nil
    }

    /// "NEVER …", "ALWAYS …" in capitals: not RFC 2119's words, but rule files that write
    /// MUST and SHOULD write them for MUST NOT and MUST, and they weigh as much. A keyword of
    /// RFC 2119 in the same text decides ("SHOULD ALWAYS …" is a SHOULD).
    private static let emphaticWords: Set<String> = ["NEVER", "ALWAYS"]

    private static let keywords: [String: Severity] = [
        "MUST": .high, "SHALL": .high, "REQUIRED": .high, "SHOULD": .medium, "RECOMMENDED": .medium, "MAY": .low, "OPTIONAL": .low,
        // The same keywords as translations of RFC 2119 write them (French "DOIT" / "NE DOIT
        // PAS", German "MUSS" / "SOLLTE", Spanish "DEBE", Italian and Portuguese "DEVE"; only
        // the words spelt in ASCII capitals).
        "DOIT": .high, "DOIVENT": .high, "OBLIGATOIRE": .high, "DEVRAIT": .medium, "DEVRAIENT": .medium,
        "PEUT": .low, "PEUVENT": .low, "FACULTATIF": .low, "OPTIONNEL": .low,
        "MUSS": .high, "SOLL": .medium, "SOLLTE": .medium, "SOLLTEN": .medium, "KANN": .low,
        "DEBE": .high, "DEBEN": .high, "OBLIGATORIO": .high, "PUEDE": .low, "PUEDEN": .low,
        "DEVE": .high, "DEVEM": .high, "DEVONO": .high, "PODE": .low, "PODEM": .low,
    ]

    /// The obliging keywords of `keywords` that a document writing its requirements with them
    /// uses most (`ChecklistCompiler.writesCapitalKeywords`).
    static let obligingKeywords = ["MUST", "SHOULD", "SHALL", "DOIT", "DOIVENT", "DEVRAIT", "MUSS", "SOLLTE", "DEBE", "DEBEN", "DEVE"]

    /// The line is one link and nothing else (optionally with trailing punctuation or a
    /// short note in parentheses).
    static func isLinkOnly(_ text: Substring) -> Bool {
        var body = text.drop { $0 == "*" || $0 == "_" || $0 == " " }
        if body.hasUTF8Prefix("!") { body = body.dropFirst() }
        guard body.hasUTF8Prefix("["), let close = body.firstUTF8Range(of: "](") else { return false }
        // (The target may hold balanced brackets: "(…/accessibilitylabel(_:)-1d7jv)".)
        let target = Array(body.utf8[body.utf8.index(before: close.upperBound)...])
        guard let end = MarkdownInline.closingParenthesis(after: 0, in: target) else { return false }
        let after = body.utf8[body.utf8.index(body.utf8.index(before: close.upperBound), offsetBy: end + 1)...]
        return Substring(after).drop { " *_.,;:]".contains($0) }.isEmpty
    }

    /// "📖 [An article on render-blocking scripts](…)", "🛠 Check the page with [a validator](…)":
    /// a line whose icon says it points to something to read, watch or use (a book, a tool,
    /// a video, a link), with the link to it. It sends the reader elsewhere; it asks nothing
    /// of the screen, even where its words open with a verb.
    static func isIconMarkedResource(_ markdown: String) -> Bool {
        // (Asked of every list line: a scalar of U+2000 or above opens with a byte of 0xE2 or more.)
        guard let lead = markdown.utf8.first, lead >= 0xE2, let icon = markdown.first, resourceIcons.contains(icon),
              markdown.dropFirst().first?.isWhitespace == true else { return false }
        return markdown.containsUTF8("](")
    }

    /// Icons for reading, watching, listening, tools and links: books and pages, hammer and
    /// wrench, cameras and screens, headphones, chains.
    static let resourceIcons: Set<Character> = [
        "📖", "📚", "📕", "📗", "📘", "📙", "📓", "📔", "📄", "📃", "📑", "📰", "🔖",
        "🛠", "🛠️", "🔧", "🔨", "🧰", "⚙️", "🧪",
        "📹", "🎥", "🎬", "📺", "📼", "▶️", "🎧", "🎙", "🎙️", "🔗",
    ]

    /// "Read references/audit-workflow.md for the process", "See `CONTRIBUTING.md`": a line
    /// that sends the reader to another file, named by its path rather than linked.
    static func sendsToFile(_ plain: String) -> Bool {
        // "docs/overlay.md for floating panels", "src/field/index.swift for the field being
        // changed": the file to read on a topic.
        if let space = plain.utf8.firstIndex(of: UInt8(ascii: " ")), plain[space...].hasUTF8Prefix(" for "),
           case let path = plain[..<space], namesDocumentFile(path) || namesFileInFolder(path) { return true }
        // (Asked of every list line: most are turned away on their first bytes.)
        let head = plain.utf8.prefix(8).map { $0 | 0x20 }
        // ("Use: docs/Widgets.md" too: a verb as a label.)
        guard fileVerbs.contains(where: { verb in
            head.count > verb.count && head.starts(with: verb) && (head[verb.count] == 0x20 || head[verb.count] == UInt8(ascii: ":"))
        }) else { return false }
        let words = plain.split(separator: " ", maxSplits: 3)
        guard words.count >= 2 else { return false }
        var target = words[1]
        if target.lowercased() == "the" || target.lowercased() == "to", words.count >= 3 { target = words[2] }
        if namesDocumentFile(target) { return true }
        // "Run the checklist in `references/checklist.md`", "Apply the rules in docs/rules.md":
        // a short line that ends on the file where the work is described.
        let all = plain.split(separator: " ")
        guard (3...10).contains(all.count), let last = all.last, ["in", "from", "at"].contains(all[all.count - 2].lowercased()) else { return false }
        return namesDocumentFile(last)
    }

    /// "src/field/index.swift", "packages/ui/src/<primitive>/index.tsx": a path through a
    /// folder to a file with an extension (not "iOS/macOS", "read/write").
    private static func namesFileInFolder(_ word: Substring) -> Bool {
        guard let slash = word.lastIndex(of: "/"), slash > word.startIndex, case let name = word[word.index(after: slash)...],
              let dot = name.lastIndex(of: "."), dot > name.startIndex, case let ext = name[name.index(after: dot)...],
              (1...5).contains(ext.count), ext.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }) else { return false }
        return true
    }

    /// "references/checklist.md", "`guide.pdf`": the path of a document (not of a folder or a
    /// hidden file).
    private static func namesDocumentFile(_ word: Substring) -> Bool {
        let lower = word.trimmingCharacters(in: CharacterSet(charactersIn: "`\"'.,;:()")).lowercased()
        return [".md", ".markdown", ".txt", ".pdf", ".html", ".yaml", ".yml", ".json"].contains { lower.hasSuffix($0) }
            && !lower.hasUTF8Prefix(".") && !lower.containsASCII(" ")
    }

    /// "`scripts/record_trace.py` — wraps …", "`docs/` - …": a line opened by a path in code
    /// (a folder, or a file with its extension) and a separator, then what that file is.
    /// So is "*index.md* - Explains …": a file name in emphasis, or in no marks at all.
    /// Returns what the line says of the file, nil for any other line.
    static func describedFile(_ markdown: String) -> Substring? {
        let span: Substring, after: Substring
        if let mark = ["`", "**", "*", "_"].first(where: { markdown.hasPrefix($0) }) {
            let body = markdown.dropFirst(mark.count)
            guard let end = body.range(of: mark) else { return nil }
            span = body[..<end.lowerBound]
            after = body[end.upperBound...]
        } else {
            guard let space = markdown.firstIndex(of: " ") else { return nil }
            span = markdown[..<space]
            after = markdown[space...]
        }
        guard !span.containsASCII(" "), span.utf8.count >= 3 else { return nil }
        guard let separator = [" - ", " — ", " – ", ": "].first(where: { after.hasPrefix($0) }) else { return nil }
        let said = after.dropFirst(separator.count)
        if markdown.hasUTF8Prefix("`"), span.containsASCII("/"), span.first != "/" || span.dropFirst().containsASCII("/") { return span.hasUTF8Prefix("http") ? nil : said }
        guard let dot = span.lastIndex(of: "."), dot > span.startIndex, case let suffix = span[span.index(after: dot)...],
              fileExtensions.contains(suffix.lowercased()) else { return nil }
        return said
    }

    /// "`app.css`", "`modules/`", "*index.md*": a line that is only the name of a file or
    /// folder (a project's file tree, what each holds below it).
    static func namesFileOnly(_ markdown: String) -> Bool {
        // (The code and emphasis marks trimmed on the bytes: asked of every line.)
        let spaced = markdown.trimmingSpaces()
        let bytes = spaced.utf8
        let isMark: (UInt8) -> Bool = { $0 == UInt8(ascii: "`") || $0 == UInt8(ascii: "*") || $0 == UInt8(ascii: "_") }
        var start = bytes.startIndex, end = bytes.endIndex
        while start < end, isMark(bytes[start]) { start = bytes.index(after: start) }
        while end > start, isMark(bytes[bytes.index(before: end)]) { end = bytes.index(before: end) }
        let text = spaced[start..<end]
        guard text.utf8.count >= 3, text.utf8.count <= 80, !text.containsASCII(" "), !text.hasUTF8Prefix("http") else { return false }
        if text.hasUTF8Suffix("/") { return text.dropLast().allSatisfy { $0.isLetter || $0.isNumber || "-_./".contains($0) } }
        guard let dot = text.lastIndex(of: "."), dot > text.startIndex else { return false }
        return fileExtensions.contains(text[text.index(after: dot)...].lowercased())
    }

    private static let fileExtensions: Set<String> = [
        "md", "py", "sh", "swift", "json", "yml", "yaml", "txt", "js", "ts", "rb", "toml", "plist", "xcconfig", "html", "css",
    ]

    private static let fileVerbs: [[UInt8]] = ["read", "see", "consult", "load", "open", "use", "follow", "refer", "run", "apply"].map { Array($0.utf8) }

    /// "Learn more about resizing at …", "For more information, see …", "To read more, visit
    /// …": a sentence that only offers further reading, however it is linked.
    static func invitesFurtherReading(_ plain: String) -> Bool {
        // (Asked of every instruction: most are turned away on their first word, read from its
        // bytes, before any words are made.)
        let firstWord = plain.utf8.prefix { ($0 | 0x20) >= UInt8(ascii: "a") && ($0 | 0x20) <= UInt8(ascii: "z") }.map { $0 | 0x20 }
        guard furtherReadingFirstWords.contains(where: { $0.elementsEqual(firstWord) }) else { return false }
        var words = Slug.words(String(plain.prefix(40)))
        if words.first == "to", words.count > 3 { words.removeFirst() }
        // ("For more information, …", not "For more complex journeys, …".)
        if words.count >= 3, words[0] == "for", words[1] == "more" || words[1] == "further" {
            if ["information", "info", "details", "detail", "guidance", "help", "examples", "on", "about", "reading", "context"].contains(words[2]) {
                return true
            }
            // ("For more in-depth considerations when writing content, you should read the
            // designer guidance": the sentence's own verb sends the reader to read elsewhere.)
            let sentence = Slug.words(String(plain.prefix(200)))
            guard let comma = plain.prefix(200).firstIndex(of: ",").map({ Slug.wordCount(String(plain[..<$0])) }) ?? sentence.firstIndex(of: "you")
            else { return false }
            var clause = sentence[min(comma, sentence.count)...].prefix(4)
            if clause.first == "you" { clause = clause.dropFirst().drop { ["should", "can", "may", "must", "will", "could"].contains($0) } }
            return clause.first.map { ["read", "see", "refer", "consult", "visit"].contains($0) } ?? false
        }
        return furtherReadingOpenings.contains { words.starts(with: $0) }
    }

    /// The words those openings start with ("to" opens "To learn more, …").
    private static let furtherReadingFirstWords: [[UInt8]] = ["learn", "read", "find", "for", "more", "further", "see", "to"].map { Array($0.utf8) }

    private static let furtherReadingOpenings: [[String]] = [
        ["learn", "more"], ["read", "more"], ["find", "out", "more"], ["more", "information"], ["more", "details"],
        ["further", "reading"], ["see", "also"],
    ]

    /// "[Alerts](…) — An alert gives people critical information.": an index entry, a page
    /// named by a link of five words at most, then after a dash or colon what the page is
    /// about; the part after it, nil for any other line.
    static func linkedPageAbstract(_ markdown: String) -> Substring? {
        guard markdown.hasUTF8Prefix("["), let close = markdown.firstUTF8Range(of: "]("),
              let end = markdown[close.upperBound...].firstIndex(of: ")") else { return nil }
        let name = markdown[markdown.index(after: markdown.startIndex)..<close.lowerBound]
        guard name.split(separator: " ").count <= 5, !name.containsASCII("[") else { return nil }
        let after = markdown[markdown.index(after: end)...]
        for separator in [" — ", " – ", " - ", ": "] where after.hasPrefix(separator) {
            return after.dropFirst(separator.count)
        }
        return nil
    }

    /// "Read [A guide to colour](…)", "[WebAIM's checker](…), or [Contrast](…)": a line that
    /// sends the reader elsewhere, its words mostly the text of its links or after "Read" /
    /// "See".
    /// "Note: for system errors, see [System messages](#system-messages).", "For layouts,
    /// refer to [Grids](grids.md).": a sentence that only sends the reader to a linked page or
    /// section, however it opens (`pointsElsewhere`, or "see" / "refer to" a link with a few
    /// words around it), and asks nothing itself.
    static func sendsReaderOn(_ markdown: String) -> Bool {
        if pointsElsewhere(markdown) { return true }
        guard markdown.containsUTF8("](") else { return false }
        // The link follows the verb ("see [", "refer to ["), and it closes the sentence.
        let plain = markdown.trimmingSpaces()
        guard let open = plain.firstUTF8Range(of: "["), let close = plain.firstUTF8Range(of: "]("),
              let end = plain[close.upperBound...].firstIndex(of: ")"), open.lowerBound < close.lowerBound,
              plain[plain.index(after: end)...].allSatisfy({ ".;: ".contains($0) }) else { return false }
        let before = Slug.words(MarkdownInline.plain(String(plain[..<open.lowerBound])))
        guard before.last == "see" || before.suffix(2) == ["refer", "to"] else { return false }
        // A few words of its own besides the pointer ("Note: for system errors,"), none of them a duty.
        return before.count <= 8 && !before.contains { ["must", "should", "shall", "required", "never", "always"].contains($0) }
    }

    static func pointsElsewhere(_ markdown: String) -> Bool {
        guard markdown.containsUTF8("](") else { return false }
        var linked = 0
        var rest = Substring(markdown)
        while let open = rest.firstIndex(of: "["), let close = rest[open...].firstUTF8Range(of: "]("),
              let end = rest[close.upperBound...].firstIndex(of: ")") {
            linked += Slug.wordCount(String(rest[rest.index(after: open)..<close.lowerBound]))
            rest = rest[rest.index(after: end)...]
        }
        let words = Slug.words(MarkdownInline.plain(markdown))
        guard let first = words.first, linked > 0 else { return false }
        if first == "read" || first == "see", words.count - linked <= 2 { return true }
        return linked * 10 >= words.count * 7
    }
}

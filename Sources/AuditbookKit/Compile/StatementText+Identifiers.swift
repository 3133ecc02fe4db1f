/// Identifiers and the tags beside them: `A1:`, `ER-2`, `MASVS-STORAGE-1`, `1.4.3`, bold
/// identifiers, numbered titles, a closing severity, levelled criteria.
extension StatementText {
    /// `**REQ-001** (NFR-300): text` → REQ-001, NFR-300, "text"; `**1.4.3** text` → 1.4.3, "text".
    static func boldIdentifier(_ text: Substring, words: SeverityWords = .standard) -> (String, Substring?, IdentifierTags?, Substring)? {
        guard text.hasUTF8Prefix("**") else { return nil }
        let inner = text.dropFirst(2)
        guard let close = inner.prefix(52).firstUTF8Range(of: "**") else { return nil }
        var word = inner[..<close.lowerBound]
        // "**R2.**", "**A1:**": the stop or colon after the identifier, inside the bold.
        if word.hasUTF8Suffix(".") || word.hasUTF8Suffix(":"), word.utf8.count >= 3 { word = word.dropLast() }
        // "**`image-missing-label`**": a rule's name in code, in bold.
        if word.count >= 3, word.hasUTF8Prefix("`"), word.hasUTF8Suffix("`"), case let span = word.dropFirst().dropLast(),
           !span.containsASCII("`"), span.containsASCII("-") || span.containsASCII("_"), isIdentifierSpan(span) {
            word = span
        } else {
            guard word.count <= 24, HeadingText.isCodeIdentifier(word) || HeadingText.isDottedNumber(String(word)) && word.containsASCII(".") else { return nil }
        }
        var rest = inner[close.upperBound...].drop { $0 == " " }
        // ("**AX5** (largest accessibility size)": a name and a remark on it, nothing stated
        // after it; the bold word names the line.)
        if rest.hasUTF8Prefix("("), case let remark = rest.trimmingSpaces(), remark.hasUTF8Suffix(")"),
           remark.utf8.filter({ $0 == UInt8(ascii: ")") }).count == 1 { return nil }
        var cited: Substring?
        var tags: IdentifierTags?
        if rest.hasUTF8Prefix("("), let end = rest.firstIndex(of: ")"), HeadingText.isCodeIdentifier(rest[rest.index(after: rest.startIndex)..<end]) {
            cited = rest[rest.index(after: rest.startIndex)..<end]
            rest = rest[rest.index(after: end)...]
        } else if let (found, after) = identifierTags(rest, words: words) {
            tags = found
            rest = after
        }
        rest = rest.drop { $0 == " " || $0 == ":" || $0 == "-" || $0 == "—" || $0 == "–" }
        guard rest.split(separator: " ").count >= 2 else { return nil }
        return (String(word), cited, tags, rest)
    }

    /// " (P0)", " (High)", " (critical)" closing a line: the severity, its word, and how many
    /// characters to take off the end.
    static func closingSeverity(_ text: Substring, words: SeverityWords) -> (Severity, String, Int)? {
        guard let open = text.lastIndex(of: "("), text.distance(from: open, to: text.endIndex) <= 14 else { return nil }
        let word = text[text.index(after: open)..<text.index(before: text.endIndex)]
        guard !word.isEmpty, word.allSatisfy({ $0.isLetter || $0.isNumber }), let severity = words.parse(String(word)) else { return nil }
        // ("Text contrast ≥ 4.5:1 (normal)" beside "≥ 3:1 (large)": in lower case the word
        // says which text, as "(large)" does; "(Normal)" is a priority.)
        guard word != "normal" else { return nil }
        let start = open > text.startIndex && text[text.index(before: open)] == " " ? text.index(before: open) : open
        return (severity, String(word), text.distance(from: start, to: text.endIndex))
    }

    /// Markdown to the text a reviewer reads: images dropped, links to their text,
    /// emphasis and code marks removed, spaces collapsed.
    /// "1. Every image has an alt attribute": a title opened by a list number (three digits at
    /// most, a full stop, a space, then a capital or code); the number and the rest.
    static func numberedTitle(_ title: String) -> (String, Substring)? {
        let digits = title.prefix { $0.isASCII && $0.isNumber }
        guard (1...3).contains(digits.count) else { return nil }
        let after = title[digits.endIndex...]
        guard after.hasUTF8Prefix(". "), let first = after.dropFirst(2).first, first.isUppercase || first == "`" else { return nil }
        return (String(digits), after.dropFirst(2))
    }

    /// A code span that reads as an identifier: letters, digits, "-", "_", "." and ":",
    /// opening with a letter or digit, without a lower-case letter before a capital (an API
    /// name: `readWrite`) or a file extension (`checklist.md`), and not one capitalised word
    /// (a name: `Read`, `Toggle`).
    static func isIdentifierSpan(_ text: Substring) -> Bool {
        guard let first = text.first, first.isASCII, first.isLetter || first.isNumber else { return false }
        var previousIsLower = false
        // (A rule's name joined by hyphens may hold an API's: `release-runtimeVersion-required`.)
        let hyphenated = text.containsASCII("-")
        for character in text {
            guard character.isASCII, character.isLetter || character.isNumber || "-_.:".contains(character) else { return false }
            if previousIsLower, character.isUppercase, !hyphenated { return false }
            previousIsLower = character.isLowercase
        }
        if let dot = text.lastIndex(of: "."), case let suffix = text[text.index(after: dot)...],
           (2...5).contains(suffix.count), suffix.allSatisfy(\.isLowercase) {
            return false
        }
        // `Read`, `Button`: one capitalised word names a tool or a type, it numbers nothing.
        if text.count >= 3, text.first!.isUppercase, text.dropFirst().allSatisfy(\.isLowercase) { return false }
        // `UIScreen.main.bounds`, `Color.red`: a type's member, named through a capitalised
        // type and a lower-case word (not `MASVS.STORAGE.1` or `10.A`).
        if text.containsASCII(".") {
            let parts = text.split(separator: ".")
            if parts.contains(where: { $0.contains(where: \.isUppercase) && $0.contains(where: \.isLowercase) }),
               parts.contains(where: { $0.count >= 2 && $0.allSatisfy(\.isLowercase) }) {
                return false
            }
        }
        return true
    }

    /// "primary, secondary, tertiary, destructive": three values or more, each a word or two
    /// in lower case, and nothing said of them.
    static func namesValues(_ text: Substring) -> Bool {
        let parts = text.split(separator: ",")
        guard parts.count >= 3 else { return false }
        return parts.allSatisfy { part in
            let words = part.split(separator: " ")
            return (1...2).contains(words.count) && words[0].first?.isLowercase == true && !part.hasUTF8Suffix(".")
        }
    }

    /// A lower-case name joined by hyphens, "keyboard-escape-closes": a file's or a rule's
    /// name, not words.
    static func isSlug(_ text: Substring) -> Bool {
        text.utf8.count >= 3 && text.utf8.count <= 48 && text.containsASCII("-") && text.first?.isLetter == true
            && text.utf8.allSatisfy { ($0 >= UInt8(ascii: "a") && $0 <= UInt8(ascii: "z")) || ($0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9")) || $0 == UInt8(ascii: "-") }
    }

    /// `` `id` - text ``, ``[`id`](…) - text``, `[rule-name](…) — text`, `1.2 text`, `A1: text`, `ER-2 - text`.
    static func leadingIdentifier(_ text: Substring) -> (String, Substring)? {
        leadingIdentifierAndTags(text).map { ($0.identifier, $0.rest) }
    }

    /// `leadingIdentifier`, and the tags in brackets between an identifier in code and its
    /// separator: `` `label-empty` (info, WCAG 3.3.2): text `` (see `identifierTags`).
    static func leadingIdentifierAndTags(_ text: Substring, words: SeverityWords = .standard) -> (identifier: String, rest: Substring, tags: IdentifierTags?)? {
        // "Rule 6.1.1: Is there …", "[Rule 6.1.1](Rule-6-1-1.md) : Is there …", "Criterion 1.4 –
        // …": a word that names one requirement and its number, as headings write them.
        if let numbered = requirementWordAndNumber(text) { return (numbered.number, numbered.rest, nil) }
        // A code span, bare or as a link's text, followed by a separator.
        var candidate: Substring?
        var after: Substring = ""
        if text.hasUTF8Prefix("[`"), let close = text.firstUTF8Range(of: "`]("),
           let end = text[close.upperBound...].firstIndex(of: ")") {
            candidate = text[text.index(text.startIndex, offsetBy: 2)..<close.lowerBound]
            after = text[text.index(after: end)...]
        } else if text.hasUTF8Prefix("`"), let end = text.dropFirst().firstIndex(of: "`") {
            candidate = text[text.index(after: text.startIndex)..<end]
            after = text[text.index(after: end)...]
        } else if text.hasUTF8Prefix("["), let close = text.firstUTF8Range(of: "]("),
                  let end = text[close.upperBound...].firstIndex(of: ")"),
                  case let linkText = text[text.index(after: text.startIndex)..<close.lowerBound],
                  isSlug(linkText) || HeadingText.isCodeIdentifier(linkText) {
            // "[keyboard-escape-closes](./keyboard-escape-closes.md) — Escape closes …": a rule
            // file's name, as an index lists it, numbers the line its description states; so
            // does a test case's identifier linked to its file ("[TC-LOGIN-101](…) - Login …").
            candidate = linkText
            after = text[text.index(after: end)...]
        }
        if let candidate, !candidate.containsASCII(" "), candidate.count <= 48 {
            // `MASVS-STORAGE-1`, `color-contrast`, `A1`; not an API (`.addOnly`, `readWrite`)
            // or a path (`docs/rules.md`), which the line describes rather than numbers.
            guard isIdentifierSpan(candidate) else { return nil }
            for separator in separators where after.hasPrefix(separator) {
                let rest = after.dropFirst(separator.count).drop { $0 == " " }
                // "`size`: sm, md, lg": a property and the values it takes, not a numbered line.
                if namesValues(rest) { return nil }
                return (String(candidate), rest, nil)
            }
            if let (tags, afterTags) = identifierTags(after, words: words) {
                for separator in separators where afterTags.hasPrefix(separator) {
                    return (String(candidate), afterTags.dropFirst(separator.count).drop { $0 == " " }, tags)
                }
            }
            return nil
        }
        // "1.4.6, 1.4.7 - Enhanced contrast": dotted numbers listed before the separator
        // number the line together, as written.
        if let listed = dottedNumberList(text) { return (listed.numbers, listed.rest, nil) }
        // A dotted number ("1.2", "2.14.1") or a letter-and-number code ("A1", "ER-2", "10.A").
        let word = HeadingText.leadingCodeWord(text)
        guard !word.isEmpty, word.count <= 24 else { return nil }
        let trimmedWord = word.hasUTF8Suffix(".") ? word.dropLast() : word
        let rest = text.dropFirst(word.count)
        // "1.2: Title", not the ratio "4.5:1".
        if HeadingText.isDottedNumber(trimmedWord), trimmedWord.containsASCII("."), rest.hasUTF8Prefix(" ") || rest.hasUTF8Prefix(": ") || rest == ":" {
            if HeadingText.isCriterionNumber(trimmedWord), let graded = levelledCriteria(rest) {
                return (String(trimmedWord), graded.rest, graded.tags)
            }
            return (String(trimmedWord), rest.drop { $0 == " " || $0 == ":" || $0 == "-" || $0 == "—" || $0 == "–" }, nil)
        }
        if HeadingText.isCodeIdentifier(trimmedWord) {
            // "R1. The total is announced …": a full stop after the code ends it, as after a
            // list number.
            if word.utf8.count > trimmedWord.utf8.count, rest.hasUTF8Prefix(" "), case let title = rest.drop(while: { $0 == " " }),
               title.first?.isUppercase == true || title.hasUTF8Prefix("`") {
                return (String(trimmedWord), title, nil)
            }
            for separator in separators where rest.hasPrefix(separator) {
                return (String(trimmedWord), rest.dropFirst(separator.count).drop { $0 == " " }, nil)
            }
        }
        return nil
    }

    /// "1.2.1, 1.2.2, 1.2.3 - Captions": two or more dotted numbers, a comma after each but
    /// the last, then a separator; the numbers as written and the title after them.
    static func dottedNumberList(_ text: Substring) -> (numbers: String, rest: Substring)? {
        // (Asked of every line: turned away unless a digit opens it.)
        guard text.utf8.first?.isASCIIDigit == true else { return nil }
        var cursor = text[...]
        var count = 0
        while true {
            let word = cursor.prefix { $0 != " " && $0 != "," }
            guard word.containsASCII("."), HeadingText.isDottedNumber(word) else { return nil }
            count += 1
            cursor = cursor[word.endIndex...]
            guard cursor.hasUTF8Prefix(", ") else { break }
            cursor = cursor.dropFirst(2)
        }
        guard count >= 2 else { return nil }
        for separator in [" - ", " — ", " – ", ": "] where cursor.hasPrefix(separator) {
            let rest = cursor.dropFirst(separator.count).drop { $0 == " " }
            guard !rest.isEmpty else { return nil }
            return (String(text[..<cursor.startIndex]), rest)
        }
        return nil
    }

    /// "Rule 6.1.1: title", "Criterion 1.4 - title", "[Rule 6.1.1](file.md) : title": the
    /// number and the title (nil unless a separator follows the number and words follow it).
    static func requirementWordAndNumber(_ text: Substring) -> (number: String, rest: Substring)? {
        // (Asked of every line: turned away unless it opens with a letter or a link.)
        guard let first = text.utf8.first, first == UInt8(ascii: "[") || (first | 0x20) >= UInt8(ascii: "a") && (first | 0x20) <= UInt8(ascii: "z") else { return nil }
        var head = text
        var after: Substring?
        if text.hasUTF8Prefix("["), let close = text.firstUTF8Range(of: "]("), let end = text[close.upperBound...].firstIndex(of: ")") {
            head = text[text.index(after: text.startIndex)..<close.lowerBound]
            after = text[text.index(after: end)...]
        }
        guard let space = head.prefix(13).firstIndex(of: " "), HeadingText.namesOneRequirement(head[..<space]) else { return nil }
        var tail = head[head.index(after: space)...]
        if tail.first == "#" { tail = tail.dropFirst() }
        let number = tail.prefix { !$0.isWhitespace && $0 != ":" }
        guard let digit = number.first, digit.isNumber, number.count <= 16,
              HeadingText.isDottedNumber(number) || HeadingText.isCodeIdentifier(number) else { return nil }
        // (In a link, the number closes its text and the separator follows the link.)
        let afterNumber = tail.dropFirst(number.count)
        if after != nil, !afterNumber.isEmpty { return nil }
        var rest = after ?? afterNumber
        guard rest.first == " " || rest.first == ":" else { return nil }
        rest = rest.drop { $0 == " " }
        guard let separator = rest.first, [":", "-", "—", "–"].contains(separator), rest.dropFirst().first == " " else { return nil }
        let title = rest.dropFirst().drop { $0 == " " }
        guard title.contains(where: \.isLetter) else { return nil }
        return (String(number), title)
    }

    /// What a rule catalog writes in brackets after a rule's identifier: its severity and the
    /// WCAG criteria it checks ("(error, WCAG 1.1.1)", "(warning)", "(info, WCAG 3.3.2, 4.1.2)").
    struct IdentifierTags {
        var severity: (Severity, String)?
        /// The criteria as written ("WCAG 3.3.2, 4.1.2"), kept beside the guidance.
        var criteria: String?
    }

    /// " (A) - Purpose clear from its label", " (A), 3.3.2 (A) - Has a visible label": after a
    /// criterion's number, its conformance level in brackets, perhaps more criteria each with
    /// its own, and a separator. The first level grades the line; the other criteria are kept
    /// beside its guidance.
    static func levelledCriteria(_ text: Substring) -> (tags: IdentifierTags, rest: Substring)? {
        guard let level = HeadingText.bracketedLevel(text.drop { $0 == " " }) else { return nil }
        var rest = level.rest
        var criteria: [String] = []
        if rest.hasUTF8Prefix(", ") {
            guard let more = HeadingText.levelledCriteria(rest.dropFirst(2)) else { return nil }
            criteria = more.criteria.map(\.number)
            rest = more.rest
        }
        guard let separator = separators.first(where: { rest.hasPrefix($0) }) else { return nil }
        let title = rest.dropFirst(separator.count).drop { $0 == " " }
        guard title.first?.isLetter == true else { return nil }
        var tags = IdentifierTags()
        tags.severity = (level.severity, level.label)
        if !criteria.isEmpty { tags.criteria = "WCAG " + criteria.joined(separator: ", ") }
        return (tags, title)
    }

    /// " (error, WCAG 1.1.1)" opening `text`: the tags and the text after the ")". Nil unless
    /// every comma-separated part is a severity word, a WCAG reference or a criterion number.
    static func identifierTags(_ text: Substring, words: SeverityWords) -> (IdentifierTags, Substring)? {
        let open = text.drop { $0 == " " }
        guard open.hasUTF8Prefix("("), let close = open.firstIndex(of: ")"), open.distance(from: open.startIndex, to: close) <= 64 else { return nil }
        let inner = open[open.index(after: open.startIndex)..<close]
        var tags = IdentifierTags()
        var criteria: [Substring] = []
        for part in inner.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces)[...] }) {
            if tags.severity == nil, part.allSatisfy({ $0.isLetter || $0.isNumber }), let severity = words.parse(String(part)) {
                tags.severity = (severity, String(part))
            } else if case let number = part.hasUTF8Prefix("WCAG ") ? part.dropFirst(5).drop(while: { $0 == " " }) : part.hasUTF8Prefix("SC ") ? part.dropFirst(3) : part,
                      number.filter({ $0 == "." }).count == 2, number.allSatisfy({ $0.isNumber || $0 == "." }) {
                criteria.append(part)
            } else {
                return nil
            }
        }
        guard tags.severity != nil || !criteria.isEmpty else { return nil }
        if !criteria.isEmpty {
            let joined = criteria.joined(separator: ", ")
            tags.criteria = joined.hasUTF8Prefix("WCAG") || joined.hasUTF8Prefix("SC") ? joined : "WCAG " + joined
        }
        return (tags, open[open.index(after: close)...])
    }
}

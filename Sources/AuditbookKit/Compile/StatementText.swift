/// One requirement as a document writes it on a list line or a short paragraph, read
/// into its parts: `- [`nav-tabs`](…) - Use a tab bar`, `- 1.2 [Title](…) — HIGH (why)`,
/// `- [CRITICAL] Title`, `✅ **ALWAYS …**`, `**Label**: text`, `… MUST …`.
struct Statement: Equatable {
    /// What marks the line as a requirement rather than prose; an empty set is a plain line.
    struct Marks: OptionSet, Equatable {
        let rawValue: Int
        static let identifier = Marks(rawValue: 1)
        static let severity = Marks(rawValue: 2)
        static let keyword = Marks(rawValue: 4)
        static let verdict = Marks(rawValue: 8)
        static let boldLead = Marks(rawValue: 16)
        /// The bold lead-in is a label followed by a colon ("**Label:** text").
        static let label = Marks(rawValue: 32)
        /// Marks strong enough to make a line an item wherever it stands.
        static let strong: Marks = [.identifier, .severity, .keyword, .verdict]
    }

    /// Clean text: no Markdown, no identifier, tag or status mark.
    var title: String
    var identifier: String?
    var severity: Severity?
    /// The document's own word for the severity ("CRITICAL", "Warning", "MUST").
    var severityLabel: String?
    var verdict: CodeExample.Verdict?
    /// A status the document tracks beside the requirement ("✅ Automated:"), kept as a tag.
    var status: String?
    /// Markdown that follows the title on the line (a description after a bold lead-in).
    var rest: String
    var marks: Marks
    /// The line is only a link (to a file, a page or a heading of the document).
    var isLinkOnly: Bool
    /// For "**Label:** text": the label alone and the text after it (Markdown).
    var label: (name: String, text: String)? = nil

    /// Takes a severity the line states, unless an earlier mark on it already gave one.
    mutating func adopt(_ stated: Severity, label word: String) {
        severity = severity ?? stated
        severityLabel = severityLabel ?? word
        marks.insert(.severity)
    }

    static func == (lhs: Statement, rhs: Statement) -> Bool {
        lhs.title == rhs.title && lhs.identifier == rhs.identifier && lhs.severity == rhs.severity
            && lhs.verdict == rhs.verdict && lhs.rest == rhs.rest && lhs.marks == rhs.marks && lhs.label?.name == rhs.label?.name
    }
}

enum StatementText {
    static let correctMarks: [String] = ["✅", "✔️", "✔", "☑️", "👍", "🟢"]
    static let incorrectMarks: [String] = ["❌", "✖️", "✖", "✗", "✘", "🚫", "⛔", "👎", "🔴", "🚩"]

    /// Reads the Markdown of a list line's first paragraph (or of one line of a paragraph).
    /// "**Layout**  ⏎ Touch targets and scrolling": a bold title that ends its line (with a
    /// hard break or none) over the text that explains it reads as "**Layout** — Touch …".
    static func boldLeadOnItsOwnLine(_ markdown: String) -> String {
        guard let newline = markdown.utf8.firstIndex(of: UInt8(ascii: "\n")) else { return markdown }
        let firstLine = markdown[..<newline]
        var end = firstLine.endIndex
        while end > firstLine.startIndex, case let previous = firstLine.index(before: end),
              firstLine[previous] == " " || firstLine[previous] == "\\" { end = previous }
        let title = firstLine[..<end]
        // The line is one bold run, after any mark before it ("✅ **Layout**"), ending in no colon.
        guard title.hasUTF8Suffix("**"), !title.hasUTF8Suffix(":**"), let open = title.firstUTF8Range(of: "**"),
              open.upperBound < title.index(title.endIndex, offsetBy: -2),
              !title[open.upperBound..<title.index(title.endIndex, offsetBy: -2)].containsUTF8("**"),
              title.distance(from: title.startIndex, to: open.lowerBound) <= 8 else { return markdown }
        let rest = markdown[markdown.index(after: newline)...].drop { $0 == " " }
        guard let first = rest.first, first != "-", first != "*", first != "|" else { return markdown }
        return String(title) + " — " + rest
    }

    /// `boldOpenings`: the line stands in a list whose rules open in bold (see
    /// `boldOpeningSentence`), where a bold opening is the rule whether or not it instructs.
    static func read(_ markdown: String, words: SeverityWords = .standard, boldOpenings: Bool = false) -> Statement {
        // "**Do** tint icons with the accent colour. ⏎ *Why:* one colour for every control.":
        // the line that says why is the statement's explanation, not words of its title.
        if markdown.utf8.contains(UInt8(ascii: ":")), mayExplain(markdown), let (said, why) = splittingExplanation(markdown) {
            var statement = read(said, words: words, boldOpenings: boldOpenings)
            statement.rest = statement.rest.isEmpty ? why : statement.rest + "\n\n" + why
            return statement
        }
        var text = Substring(boldLeadOnItsOwnLine(markdown).replacingNewlinesWithSpaces().trimmingSpaces())
        var statement = Statement(title: "", rest: "", marks: [], isLinkOnly: false)

        if let (status, rest) = leadingStatus(text) {
            statement.status = status
            text = rest
        } else if let (verdict, rest) = leadingVerdictMark(text) {
            statement.verdict = verdict
            statement.marks.insert(.verdict)
            text = dropVerdictLabel(rest, agreeingWith: verdict)
        } else if let (verdict, rest) = leadingDoDontLabel(text) {
            // "DON'T: Fire requests from a view's body", "**Do:** Use .task": the label is
            // the line's verdict, not a word of its title.
            statement.verdict = verdict
            statement.marks.insert(.verdict)
            text = rest
        }
        if let (severity, label, rest) = leadingTag(text, words: words) {
            statement.severity = severity
            statement.severityLabel = label
            statement.marks.insert(.severity)
            text = rest
        }
        // "⚠️ Body text has 4.5:1 contrast" where the document says "Items marked ⚠️ are
        // critical": the mark grades the line.
        if let (meaning, rest) = words.marked(text) {
            if statement.severity == nil {
                statement.severity = meaning.severity
                statement.severityLabel = meaning.label
                statement.marks.insert(.severity)
            }
            text = rest
        }
        // "📱 Labels on every control": a picture that opens the line is its icon, not a word
        // of its title (a coloured circle or square may grade it: the readers above had it).
        if let rest = droppingLeadingIcon(text) { text = rest }
        var tags: IdentifierTags?
        if let (identifier, rest, found) = leadingIdentifierAndTags(text, words: words) {
            statement.identifier = identifier
            statement.marks.insert(.identifier)
            text = rest
            tags = found
        }
        // "**REQ-001** (NFR-300): text": an identifier in bold, then perhaps the one it comes
        // from in parentheses (kept as guidance).
        var reference: Substring?
        if statement.identifier == nil, let (identifier, cited, found, rest) = boldIdentifier(text, words: words) {
            statement.identifier = identifier
            statement.marks.insert(.identifier)
            reference = cited
            text = rest
            tags = found
        }
        // "`image-missing-label` (error, WCAG 1.1.1) — …": a rule catalog's severity and criteria.
        if let severity = tags?.severity, statement.severity == nil {
            statement.severity = severity.0
            statement.severityLabel = severity.1
            statement.marks.insert(.severity)
        }
        if reference == nil, let criteria = tags?.criteria { reference = criteria[...] }
        if let (severity, label, rest) = leadingBadge(text, words: words) {
            statement.severity = statement.severity ?? severity
            statement.severityLabel = statement.severityLabel ?? label
            // "![High](…) means …" explains the badge; it states no requirement.
            if rest.first?.isLowercase != true { statement.marks.insert(.severity) }
            text = rest
        }
        statement.isLinkOnly = isLinkOnly(text)

        var titleMarkdown = text
        if text.hasUTF8Prefix("**"), let lead = boldLead(text, words: words) {
            titleMarkdown = lead.title
            statement.rest = lead.rest
            statement.marks.insert(.boldLead)
            if let label = lead.label {
                statement.marks.insert(.label)
                statement.label = (clean(label.name), label.text)
            }
            if let badge = lead.badge { statement.adopt(badge.0, label: badge.1) }
        } else if text.hasUTF8Prefix("**"), let (title, rest) = boldOpeningSentence(text, instructs: !boldOpenings) {
            // "**Extract long callbacks into methods** to reduce nesting.": the sentence that
            // opens with its requirement in bold is the title.
            titleMarkdown = title
            statement.rest = rest
            statement.marks.insert(.boldLead)
        } else if let (title, severity, label, rest) = linkWithTrailingSeverity(text, words: words) ?? trailingSeverity(text, words: words) {
            // "[Title](…) — HIGH (why)" or "Title — HIGH (why)".
            titleMarkdown = title
            statement.adopt(severity, label: label)
            statement.rest = rest
        }
        // "… every control has one (P0)": a severity alone in parentheses at the line's end.
        if statement.severity == nil, text.utf8.last == UInt8(ascii: ")"), let (severity, label, length) = closingSeverity(text, words: words) {
            statement.adopt(severity, label: label)
            // "- Icon beside the error (optional)" qualifies a line; unlike a priority ("(P0)")
            // it does not make one a requirement among unmarked lines.
            if label.lowercased() == "optional" { statement.marks.remove(.severity) }
            if statement.rest.hasSuffix(text.suffix(length)) {
                statement.rest = String(statement.rest.dropLast(length)).trimmingSpaces()
            } else if titleMarkdown.hasSuffix(text.suffix(length)) {
                titleMarkdown = titleMarkdown.dropLast(length)
            }
        }
        if statement.severity == nil, let (severity, keyword) = keywordSeverity(String(text), emphatic: words.readsEmphaticKeywords) {
            statement.severity = severity
            statement.severityLabel = keyword
            statement.marks.insert(.keyword)
        }
        statement.title = withoutSeriesEnding(withoutClosingTick(clean(titleMarkdown)))
        // "**If the name is for identity checks.** Many people … Be specific about the name
        // you ask for.": a bold condition is no check alone; with the first instruction after
        // it, it is one.
        if statement.marks.contains(.boldLead), statement.label == nil, !statement.rest.isEmpty,
           let instruction = conditionalInstruction(condition: statement.title, rest: statement.rest) {
            statement.title = instruction
        }
        // "- [ ] **1. Every image has an alt attribute.** No exceptions.": the number written
        // inside the bold title is the item's number.
        if statement.identifier == nil, text.hasUTF8Prefix("**"), let (number, rest) = numberedTitle(statement.title) {
            statement.identifier = number
            statement.title = String(rest)
        }
        // "[Non-text content (WCAG 1.1.1 - Level A)](…)": the criterion and its level close the title.
        if statement.identifier == nil, statement.severity == nil,
           statement.title.utf8.last == UInt8(ascii: ")") || statement.title.utf8.last == UInt8(ascii: "A"),
           let criterion = HeadingText.trailingCriterion(statement.title) {
            statement.identifier = criterion.number
            statement.marks.insert(.identifier)
            statement.adopt(criterion.severity, label: criterion.label)
            statement.title = String(criterion.head)
        }
        // "**1.3.1 Info and Relationships (Level A)** - …": a WCAG criterion's number, its
        // name and its level open the line; the number and level are the item's, the name its
        // title. Whether the line is a requirement stays as its other marks say: a criterion
        // cited alone ("- `1.1.1` Non-text Content" under "Likely concerns:") asks nothing.
        if let led = criterionLedTitle(statement.title, identifier: statement.identifier) {
            let marks = statement.marks
            statement.identifier = led.number
            statement.title = led.title
            if let level = led.level { statement.adopt(level.severity, label: level.label) }
            statement.marks = marks
        }
        if let reference { statement.rest = statement.rest.isEmpty ? "(\(reference))" : "(\(reference)) " + statement.rest }
        return statement
    }

    /// `markdown` cut before its first line after the first that opens with a label saying
    /// why ("Why:", "*Rationale:*", "**Reason**:"): the statement, and the explanation as
    /// plain text. Nil where no line does.
    static func splittingExplanation(_ markdown: String) -> (String, String)? {
        var lines = markdown.split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.count >= 2 else { return splittingInlineExplanation(markdown) }
        for index in 1..<lines.count {
            let line = lines[index].drop { $0 == " " || $0 == "*" || $0 == "_" }
            let word = line.prefix { $0.isLetter }
            guard !word.isEmpty, explanationWords.contains(word.lowercased()) else { continue }
            guard line.dropFirst(word.count).drop(while: { $0 == "*" || $0 == "_" }).hasUTF8Prefix(":") else { continue }
            let said = lines[..<index].joined(separator: "\n").trimmingSpaces()
            guard !said.isEmpty else { return nil }
            lines.removeFirst(index)
            return (said, MarkdownInline.plain(lines.joined(separator: " ")).trimmingSpaces())
        }
        return nil
    }

    /// "Label each button with a verb. *Why:* a verb says …" on one line (as a copy that lost
    /// its line breaks has it): cut after the sentence that a label saying why follows.
    static func splittingInlineExplanation(_ markdown: String) -> (String, String)? {
        guard markdown.utf8.count <= 2000, markdown.utf8.contains(UInt8(ascii: ":")) else { return nil }
        var search = markdown.startIndex
        while let end = markdown[search...].firstIndex(where: { $0 == "." || $0 == "!" || $0 == "?" }) {
            let after = markdown[markdown.index(after: end)...]
            search = markdown.index(after: end)
            guard after.first == " " else { continue }
            let next = after.drop { $0 == " " || $0 == "*" || $0 == "_" }
            let word = next.prefix { $0.isLetter }
            guard !word.isEmpty, explanationWords.contains(word.lowercased()),
                  next.dropFirst(word.count).drop(while: { $0 == "*" || $0 == "_" }).hasUTF8Prefix(":") else { continue }
            let said = markdown[...end].trimmingSpaces()
            let why = MarkdownInline.plain(String(after)).trimmingSpaces()
            return said.isEmpty || why.isEmpty ? nil : (said, why)
        }
        return nil
    }

    private static let explanationWords: Set<String> = ["why", "rationale", "reason", "reasons", "explanation"]

    /// Whether a colon in the text closes a word that may label an explanation ("Why:",
    /// "*Reason*:"), told on its bytes: most statements hold a colon, few such a label.
    private static func mayExplain(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        for index in bytes.indices where bytes[index] == UInt8(ascii: ":") {
            var end = index
            while end > 0, bytes[end - 1] == UInt8(ascii: "*") || bytes[end - 1] == UInt8(ascii: "_") { end -= 1 }
            var start = end
            while start > 0, bytes[start - 1].isASCIILetter { start -= 1 }
            guard end - start >= 3, end - start <= 11 else { continue }
            if explanationWords.contains(String(decoding: bytes[start..<end], as: UTF8.self).lowercased()) { return true }
        }
        return false
    }

    /// A condition ("If the name is for identity checks.", "When a list is long") joined to
    /// the first sentence of `rest` that instructs: "If the name is for identity checks, be
    /// specific about the name you ask for." Nil where the condition instructs itself, or
    /// nothing after it does.
    static func conditionalInstruction(condition: String, rest: String) -> String? {
        guard let first = condition.split(separator: " ", maxSplits: 1).first?.lowercased(),
              ["if", "when", "whenever", "where", "unless", "once"].contains(first), condition.utf8.count <= 120,
              !CompilationRun.isInstruction(condition), !condition.hasUTF8Suffix("?") else { return nil }
        guard let sentence = CompilationRun.sentences(clean(rest[...])).prefix(4).first(where: { CompilationRun.isInstruction($0) }) else { return nil }
        var head = Substring(condition)
        while let last = head.last, " .:,;".contains(last) { head = head.dropLast() }
        // "Be specific" → "be specific"; a name keeps its capital ("VoiceOver reads …", "iOS …").
        let word = sentence.prefix { $0 != " " }
        let lowered = word.dropFirst().allSatisfy { !$0.isUppercase } ? sentence.prefix(1).lowercased() + sentence.dropFirst() : sentence
        return head + ", " + lowered
    }

    /// "1.3.1 Info and Relationships (Level A)", or "Info and Relationships (Level A)" after
    /// the number 1.3.1 was taken as the identifier: a WCAG success criterion's number, then
    /// its name as WCAG writes it (any case), then perhaps its level in brackets. Nil for any
    /// other title, a number that is no WCAG criterion included.
    static func criterionLedTitle(_ title: String, identifier: String?) -> (number: String, title: String, level: (severity: Severity, label: String)?)? {
        guard let first = title.utf8.first else { return nil }
        var number = identifier ?? ""
        var rest = Substring(title)
        if identifier == nil {
            guard first >= UInt8(ascii: "1"), first <= UInt8(ascii: "4") else { return nil }
            number = String(rest.prefix { $0.fastIsNumber || $0 == "." })
            rest = rest.dropFirst(number.count).drop { $0 == " " }
        }
        guard number.filter({ $0 == "." }).count == 2, let criterion = WCAG.criterion(number),
              rest.lowercased().hasPrefix(criterion.title.lowercased()) else { return nil }
        let name = rest.prefix(criterion.title.count)
        var after = rest.dropFirst(criterion.title.count).drop { $0 == " " }
        var level: (severity: Severity, label: String)?
        if after.hasUTF8Prefix("("), let close = after.firstIndex(of: ")") {
            let inner = after[after.index(after: after.startIndex)..<close].trimmingSpaces()
            if let severity = Severity.parseLevel(inner) {
                level = (severity, inner.hasUTF8Prefix("Level") || inner.hasUTF8Prefix("level") ? inner : "Level " + inner)
                after = after[after.index(after: close)...].drop { $0 == " " }
            }
        }
        // With the number taken as the identifier, only the level is the title's to give up.
        if identifier != nil, level == nil { return nil }
        let title = after.isEmpty ? String(name) : String(name) + " " + after
        return (number, title, level)
    }

    /// `**REQ-001** (NFR-300): text` → REQ-001, NFR-300, "text"; `**1.4.3** text` → 1.4.3, "text".
    static func boldIdentifier(_ text: Substring, words: SeverityWords = .standard) -> (String, Substring?, IdentifierTags?, Substring)? {
        guard text.hasUTF8Prefix("**") else { return nil }
        let inner = text.dropFirst(2)
        guard let close = inner.prefix(52).firstUTF8Range(of: "**") else { return nil }
        var word = inner[..<close.lowerBound]
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

    /// "Progressive loading implemented ✅": a tick closing a line is the author's record
    /// that it was met, a status, not a word of the title; so is the colon that led to it
    /// ("Can activate with Enter: ✅").
    static func withoutClosingTick(_ title: String) -> String {
        guard let last = title.unicodeScalars.last, last.value >= 0x2000 else { return title }
        for mark in correctMarks where title.hasSuffix(mark) {
            var rest = title.dropLast(mark.count).trimmingSpaces()
            if rest.hasUTF8Suffix(":") { rest = rest.dropLast().trimmingSpaces() }
            return rest.isEmpty ? title : String(rest)
        }
        return title
    }

    /// "Pass color contrast requirements, and": a line of a list that is one sentence cut
    /// into lines, without the comma and conjunction that joined it to the next.
    static func withoutSeriesEnding(_ title: String) -> String {
        let bytes = title.utf8
        guard let last = bytes.last, last == UInt8(ascii: ",") || last == UInt8(ascii: ";") || last == UInt8(ascii: "d")
                || last == UInt8(ascii: "r") else { return title }
        var trimmed = Substring(title)
        if let length = CompilationRun.seriesConjunction(trimmed) {
            trimmed = trimmed.dropLast(length)
        } else if last == UInt8(ascii: ",") || last == UInt8(ascii: ";") {
            trimmed = trimmed.dropLast()
        } else {
            return title
        }
        let result = trimmed.trimmingSpaces()
        return result.isEmpty ? title : result
    }

    static func clean<S: StringProtocol>(_ markdown: S) -> String {
        var text = withoutMarkupTags(withoutAttributeLists(String(markdown)))
        while let image = text.firstUTF8Range(of: "!["), let close = text[image.upperBound...].firstUTF8Range(of: "]("),
              let end = text[close.upperBound...].firstIndex(of: ")") {
            text.removeSubrange(image.lowerBound...end)
        }
        if text.utf8.last == UInt8(ascii: ")") { text = withoutTrailingAnchorLink(text) }
        var plain = withoutAnswerBlank(MarkdownInline.plain(text))
        // "[Text has a 3:1 contrast ratio.](…)." : the link's sentence and the line's each
        // closed by a full stop, one stop in the title.
        if plain.hasUTF8Suffix(".."), !plain.hasUTF8Suffix("...") { plain.removeLast() }
        // Most titles have single spaces already and no tab or space at either end.
        let bytes = plain.utf8
        if !plain.containsUTF8("  "), !bytes.contains(UInt8(ascii: "\t")), bytes.first != UInt8(ascii: " "), bytes.last != UInt8(ascii: " ") {
            return plain
        }
        return plain.split(whereSeparator: { $0 == " " || $0 == "\t" }).joined(separator: " ")
    }

    /// "Label every field [→ details](#forms)", "Label every field. [Why](#why)": a link of
    /// three words at most, to a heading of the same document, set apart at the end of a line
    /// of two words or more, sends the reader to where the line is explained; it is no word
    /// of the title.
    static func withoutTrailingAnchorLink(_ markdown: String) -> String {
        guard let target = markdown.range(of: "](#", options: .backwards),
              !markdown[target.upperBound...].dropLast().contains(where: { $0 == " " || $0 == ")" || $0 == "(" }),
              let open = markdown[..<target.lowerBound].lastIndex(of: "[") else { return markdown }
        let linkText = markdown[markdown.index(after: open)..<target.lowerBound]
        guard !linkText.containsASCII("["), linkText.split(separator: " ").count <= 3 else { return markdown }
        let head = markdown[..<open].trimmingSpaces()
        guard MarkdownInline.plain(head).split(separator: " ").count >= 2 else { return markdown }
        // (Only a pointer set apart: its text opens with an arrow or a sign, or the line's
        // sentence has ended before it. "… in [fieldset with legend](#…)" links its own words.)
        guard let first = linkText.first, !first.isLetter && !first.isNumber || ".!:;—–".contains(head.last ?? " ") else { return markdown }
        return head
    }

    /// "Is every screen usable with a keyboard? [YES/NO]", "… (Y/N)", "… [PASS / FAIL]": the
    /// blank of an answer form after a check, which the walk asks for; not part of the title.
    static func withoutAnswerBlank(_ title: String) -> String {
        guard let last = title.utf8.last, last == UInt8(ascii: "]") || last == UInt8(ascii: ")") else { return title }
        guard let start = title.lastIndex(of: last == UInt8(ascii: "]") ? "[" : "("), start > title.startIndex else { return title }
        let inner = title[title.index(after: start)..<title.index(before: title.endIndex)].lowercased()
            .replacingOccurrences(of: "n/a", with: "na")
        guard inner.containsASCII("/") || inner.containsASCII("|") else { return title }
        let words = inner.split(whereSeparator: { $0 == "/" || $0 == "|" || $0 == " " || $0 == "," })
        guard words.count >= 2, words.allSatisfy({ answerWords.contains(String($0)) }) else { return title }
        let head = title[..<start].trimmingSpaces()
        // ("Standards (Pass/Fail)": in round brackets after anything but a question, a
        // remark on the title, which stays.)
        guard !head.isEmpty, last == UInt8(ascii: "]") || head.hasUTF8Suffix("?") else { return title }
        return head
    }

    private static let answerWords: Set<String> = ["yes", "no", "y", "n", "pass", "fail", "warn", "na", "true", "false", "done", "partial"]

    /// `<img width="456" src="…" />`, `<Box as="p" mt="0">`, `</Box>`, `<br>`: markup a page
    /// writes around its words (an MDX component, a picture, a line break), not words. A bare
    /// element name written as text, "Use a real <button>", and code spans are kept.
    static func withoutMarkupTags(_ text: String) -> String {
        guard text.containsUTF8("<"), text.containsUTF8(">") else { return text }
        var result = ""
        var index = text.startIndex
        var inCode = false
        while index < text.endIndex {
            let character = text[index]
            if character == "`" { inCode.toggle() }
            if !inCode, character == "<", let close = text[index...].prefix(400).firstIndex(of: ">") {
                let inner = text[text.index(after: index)..<close]
                let name = inner.drop { $0 == "/" }.prefix { $0.isLetter || $0.isNumber }
                if let initial = name.first, initial.isLetter,
                   initial.isUppercase || inner.containsASCII("=") || inner.hasUTF8Suffix("/") || formattingTags.contains(name.lowercased()) {
                    index = text.index(after: close)
                    if !result.isEmpty, result.last != " " { result.append(" ") }
                    continue
                }
            }
            result.append(character)
            index = text.index(after: index)
        }
        return result
    }

    private static let formattingTags: Set<String> = [
        "img", "br", "p", "div", "span", "b", "i", "em", "strong", "sup", "sub", "small", "abbr", "kbd", "u", "mark", "picture", "source",
        "code", "tt", "samp", "var",
    ]

    /// `## Contrast {#contrast .rule}`, `*web views*{lang=en}`, `{: .note}`: the attribute
    /// lists Pandoc, kramdown and markdown-it-attrs write after a heading or a span, which
    /// CommonMark leaves in the text.
    static func withoutAttributeLists(_ text: String) -> String {
        guard text.containsUTF8("{"), text.containsUTF8("}") else { return text }
        var result = ""
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "{") {
            guard let close = rest[open...].firstIndex(of: "}"), isAttributeList(rest[rest.index(after: open)..<close]) else {
                result += rest[...open]
                rest = rest[rest.index(after: open)...]
                continue
            }
            var before = rest[..<open]
            // The space before a heading's list goes with it.
            while before.last == " " { before = before.dropLast() }
            result += before
            rest = rest[rest.index(after: close)...]
        }
        return result + rest
    }

    /// `#id .class key=value key="a b"`, optionally after a colon: an attribute list's body.
    static func isAttributeList(_ body: Substring) -> Bool {
        var body = body.trimmingSpaces()[...]
        if body.hasUTF8Prefix(":") { body = body.dropFirst().drop { $0 == " " } }
        guard !body.isEmpty, body.utf8.count <= 120 else { return false }
        var parts: [Substring] = []
        var current = ""
        var quoted = false
        for character in body {
            if character == "\"" { quoted.toggle() }
            if character == " ", !quoted { if !current.isEmpty { parts.append(Substring(current)) }; current = ""; continue }
            current.append(character)
        }
        guard !quoted else { return false }
        if !current.isEmpty { parts.append(Substring(current)) }
        return !parts.isEmpty && parts.allSatisfy { part in
            if part.hasUTF8Prefix("#") || part.hasUTF8Prefix(".") {
                let name = part.dropFirst()
                return !name.isEmpty && name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" || $0 == ":" }
            }
            guard let equals = part.firstIndex(of: "=") else { return false }
            let key = part[..<equals]
            return !key.isEmpty && key.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }
                && part.index(after: equals) < part.endIndex
        }
    }

    // MARK: Leading marks

    static func leadingVerdictMark(_ text: Substring) -> (CodeExample.Verdict, Substring)? {
        // Every mark is a non-ASCII scalar.
        guard let first = text.utf8.first, first >= 0x80 else { return nil }
        for mark in correctMarks where text.hasPrefix(mark) { return (.correct, dropMark(text.dropFirst(mark.count))) }
        for mark in incorrectMarks where text.hasPrefix(mark) { return (.incorrect, dropMark(text.dropFirst(mark.count))) }
        return nil
    }

    /// The text after the picture that opens it and the spaces after that ("🧭 Focus order"
    /// → "Focus order"), or nil where it opens otherwise. Coloured circles and squares, which
    /// grade lines, stay; so do keycaps ("1️⃣"), whose first character is a digit.
    static func droppingLeadingIcon(_ text: Substring) -> Substring? {
        // (Every statement is read here: a scalar at U+2000 or above opens with a byte of 0xE2
        // or more, and nearly every line is turned away on that byte, before a Character is formed.)
        guard let lead = text.utf8.first, lead >= 0xE2, let first = text.first, let scalar = first.unicodeScalars.first, scalar.value >= 0x2000,
              scalar.properties.isEmojiPresentation || first.unicodeScalars.contains("\u{FE0F}"),
              !(0x1F534...0x1F535).contains(scalar.value), !(0x1F7E0...0x1F7EB).contains(scalar.value), scalar != "⚪", scalar != "⚫",
              first.unicodeScalars.allSatisfy({ $0.properties.isEmoji || $0 == "\u{FE0F}" || $0 == "\u{200D}" || $0.properties.isEmojiModifier }),
              case let rest = text.dropFirst(), rest.first == " " else { return nil }
        let body = rest.drop { $0 == " " }
        return body.isEmpty ? nil : body
    }

    /// "✅ Automated: …", "⚠️ Manual review — …": an emoji, then one to three capitalised
    /// words, then a colon or a dash, then the requirement (three words or more). The words
    /// are a status the document tracks (a tag), not part of the title; a verdict word
    /// ("✅ Do: …") is left to the Do / Don't reading.
    static func leadingStatus(_ text: Substring) -> (status: String, rest: Substring)? {
        guard let first = text.unicodeScalars.first, first.value >= 0x2000, first.properties.isEmoji else { return nil }
        // (ASCII "*", "#" and the digits are emoji too, as keycap bases: "🤖 **Automated:**"
        // keeps its bold marks, and so is no status written plainly.)
        let body = text.drop { $0 == " " || $0.unicodeScalars.allSatisfy { $0.value >= 0x80 && ($0.properties.isEmoji || $0.properties.isEmojiPresentation)
            || $0 == "\u{FE0F}" || $0 == "\u{200D}" } }
        guard body.first?.isUppercase == true else { return nil }
        var words: [Substring] = []
        var cursor = body.startIndex
        while words.count < 3, cursor < body.endIndex {
            let end = body[cursor...].firstIndex { !($0.isLetter || $0 == "/" || $0 == "-") } ?? body.endIndex
            guard end > cursor else { return nil }
            words.append(body[cursor..<end])
            let after = body[end...]
            for separator in [":", " — ", " – ", " - ", " | "] where after.hasPrefix(separator) {
                let rest = after.dropFirst(separator.count).drop { $0 == " " }
                let status = words.joined(separator: " ")
                guard rest.split(separator: " ").count >= 3, ExampleExtractor.verdict(startOf: status) == nil else { return nil }
                // After a Do / Don't mark, words that name a state ("✅ Automated:", "❌ Failed:");
                // others label what the line is about ("✅ Text: 4.5:1 at least").
                if leadingVerdictMark(text) != nil, !isStateWord(words[words.count - 1]) { return nil }
                return (status, rest)
            }
            guard after.first == " " else { return nil }
            cursor = after.index(after: after.startIndex)
        }
        return nil
    }

    /// A word that names the state of a check rather than its subject: a past participle
    /// ("Automated", "Verified", "Failed") or one of the usual status words.
    static func isStateWord(_ word: Substring) -> Bool {
        let lower = word.lowercased()
        return lower.hasUTF8Suffix("ed") || stateWords.contains(lower)
    }

    private static let stateWords: Set<String> = [
        "manual", "review", "todo", "pending", "done", "partial", "pass", "fail", "automatic", "auto", "wip", "blocked", "open", "ok",
    ]

    /// "✅ Do: Use …" → "Use …": after a mark, a label word that says the same verdict
    /// ("Do:", "Don't:", "Avoid:") is not part of the title.
    static func dropVerdictLabel(_ text: Substring, agreeingWith verdict: CodeExample.Verdict) -> Substring {
        guard let colon = text.prefix(16).firstIndex(of: ":") else { return text }
        let label = text[..<colon]
        let rest = text[text.index(after: colon)...].drop { $0 == " " }
        // Words alone: a colon in code ("Never `outline: none` …") ends no label.
        guard label.split(separator: " ").count <= 2, !rest.isEmpty, label.allSatisfy({ $0.isLetter || $0 == " " || $0 == "'" || $0 == "’" }),
              ExampleExtractor.verdict(startOf: String(label)) == verdict else { return text }
        return rest
    }

    /// "Do: …", "DON'T: …", "**Don't:** …": a Do / Don't word and a colon opening a line
    /// that goes on to say what (two words at least); the verdict and the rest. Also a bold
    /// Do / Don't word that is the first word of the sentence, "**Do** label buttons with a
    /// verb.", "**Don't** use …": the rest, capitalised.
    /// `boldWord: false` reads the labels alone (a paragraph's "**Do not** attempt … The
    /// system handles it." is prose that stresses its advice, not a Don't line).
    static func leadingDoDontLabel(_ text: Substring, boldWord: Bool = true) -> (CodeExample.Verdict, Substring)? {
        // (Nearly every line is turned away on its first letters, "Do" in any case.)
        let body = text.utf8.drop { $0 == UInt8(ascii: "*") || $0 == UInt8(ascii: "_") }
        guard body.count >= 3, body.first! | 0x20 == UInt8(ascii: "d"), body.dropFirst().first! | 0x20 == UInt8(ascii: "o") else { return nil }
        guard let colon = text.prefix(16).firstIndex(of: ":") else { return boldWord ? boldDoDontWord(text) : nil }
        let label = text[..<colon].trimmingCharacters(in: .init(charactersIn: "*_ ")).lowercased().replacingOccurrences(of: "’", with: "'")
        let verdict: CodeExample.Verdict
        switch label {
        case "do": verdict = .correct
        case "don't", "dont", "do not": verdict = .incorrect
        default: return nil
        }
        let opened = text.prefix { $0 == "*" || $0 == "_" }
        var rest = text[text.index(after: colon)...]
        if !opened.isEmpty, rest.hasPrefix(opened) { rest = rest.dropFirst(opened.count) }
        rest = rest.drop { $0 == " " }
        // (`**Do:** “Color palette”`: a quoted wording is a sample of the line above.)
        guard rest.split(separator: " ").count >= 2, let opening = rest.first, !"\"“‘'`«".contains(opening) else { return nil }
        return (verdict, rest)
    }

    /// "**Do** label buttons with a verb.", "**Don't** use “OK” …", "**Do** not …": a bold Do
    /// or Don't opening a sentence whose next word is lower case.
    static func boldDoDontWord(_ text: Substring) -> (CodeExample.Verdict, Substring)? {
        let marker: Substring = text.hasUTF8Prefix("**") ? "**" : text.hasUTF8Prefix("__") ? "__" : ""
        guard !marker.isEmpty else { return nil }
        let inner = text.dropFirst(2)
        guard let close = inner.prefix(12).range(of: marker) else { return nil }
        var verdict: CodeExample.Verdict
        switch inner[..<close.lowerBound].lowercased().replacingOccurrences(of: "’", with: "'") {
        case "do": verdict = .correct
        case "don't", "dont", "do not": verdict = .incorrect
        default: return nil
        }
        var rest = inner[close.upperBound...]
        guard rest.first == " " else { return nil }
        rest = rest.drop { $0 == " " }
        if verdict == .correct, rest.hasUTF8Prefix("not ") {
            verdict = .incorrect
            rest = rest.dropFirst(4).drop { $0 == " " }
        }
        guard let first = rest.first, first.isLowercase, rest.split(separator: " ").count >= 2 else { return nil }
        return (verdict, Substring(first.uppercased() + rest.dropFirst()))
    }

    /// "DO use", "Don't use", "DO NOT use": a Do or Don't word in any case opening `text`,
    /// then a lower-case word; the verdict and the text after the word.
    static func leadingDoDontWord(_ text: Substring) -> (CodeExample.Verdict, Substring)? {
        let word = text.prefix { $0.isLetter || $0 == "'" || $0 == "\u{2019}" }
        var verdict: CodeExample.Verdict
        switch word.lowercased().replacingOccurrences(of: "\u{2019}", with: "'") {
        case "do": verdict = .correct
        case "don't", "dont": verdict = .incorrect
        default: return nil
        }
        var rest = text.dropFirst(word.count)
        guard rest.first == " " else { return nil }
        rest = rest.drop { $0 == " " }
        if verdict == .correct, rest.lowercased().hasUTF8Prefix("not ") {
            verdict = .incorrect
            rest = rest.dropFirst(4).drop { $0 == " " }
        }
        guard let first = rest.first, first.isLowercase else { return nil }
        return (verdict, rest)
    }

    private static func dropMark(_ text: Substring) -> Substring {
        text.drop { $0 == " " || $0 == "\u{FE0F}" }
    }

    /// `[CRITICAL]`, `(HIGH)`, `**[MAJOR]**` at the start of the line.
    static func leadingTag(_ text: Substring, words: SeverityWords = .standard) -> (Severity, String, Substring)? {
        var body = text
        var bold = false
        if body.hasUTF8Prefix("**[") || body.hasUTF8Prefix("**(") { body = body.dropFirst(2); bold = true }
        guard let open = body.first, open == "[" || open == "(" else { return nil }
        let close: Character = open == "[" ? "]" : ")"
        guard let end = body.firstIndex(of: close) else { return nil }
        let word = body[body.index(after: body.startIndex)..<end]
        guard word.count <= 16, !word.containsASCII(" ") || word.split(separator: " ").count <= 2,
              let severity = words.parse(String(word)), word.first?.isUppercase == true else { return nil }
        // "[Title](url)" is a link, not a tag.
        var rest = body[body.index(after: end)...]
        if rest.hasUTF8Prefix("(") && open == "[" { return nil }
        if bold, rest.hasUTF8Prefix("**") { rest = rest.dropFirst(2) }
        return (severity, String(word), rest.drop { $0 == " " || $0 == ":" || $0 == "-" || $0 == "—" || $0 == "–" })
    }

    /// An image badge whose alternative text is a severity: `![High](…)`.
    static func leadingBadge(_ text: Substring, words: SeverityWords = .standard) -> (Severity, String, Substring)? {
        guard text.hasUTF8Prefix("!["), let close = text.firstUTF8Range(of: "]("),
              let end = text[close.upperBound...].firstIndex(of: ")") else { return nil }
        let alt = text[text.index(text.startIndex, offsetBy: 2)..<close.lowerBound]
        guard let severity = words.parse(String(alt)), alt.split(separator: " ").count <= 2 else { return nil }
        return (severity, String(alt), text[text.index(after: end)...].drop { $0 == " " })
    }

    /// (" : " as French typography sets the colon: "R-12 : Labels".)
    static let separators = [" - ", " — ", " – ", ": ", " : ", " -- "]

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
        // A dotted number ("1.2", "2.14.1") or a letter-and-number code ("A1", "ER-2", "10.A").
        let word = text.prefix { !$0.isWhitespace && $0 != ":" }
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
            for separator in separators where rest.hasPrefix(separator) {
                return (String(trimmedWord), rest.dropFirst(separator.count).drop { $0 == " " }, nil)
            }
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

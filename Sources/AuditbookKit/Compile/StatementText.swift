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
        var rest = markdown[markdown.index(after: newline)...].drop { $0 == " " }
        // ("**No flashing** ⏎ : Nothing flashes …": a term over its definition, as definition
        // lists are written in Markdown dialects; the colon is no word of it.)
        if rest.hasUTF8Prefix(": ") { rest = rest.dropFirst(2).drop { $0 == " " } }
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

        if let (severity, label, rest) = leadingGrade(text, words: words) {
            statement.severity = severity
            statement.severityLabel = label
            statement.marks.insert(.severity)
            text = rest
        } else if let (status, rest) = leadingStatus(text) {
            statement.status = status
            text = rest
        } else if let (verdict, rest) = leadingVerdictMark(text), words.marked(text) == nil {
            // (A mark the document's legend grades, "🔴 = blocker", is no verdict: asked only
            // of a line a verdict mark opens, as `marked` is asked of every line below.)
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
}

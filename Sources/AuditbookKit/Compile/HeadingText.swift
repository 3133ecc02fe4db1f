/// Reads the number, "Rule" prefix, severity and words of a heading or list-item title.
public struct HeadingText: Sendable, Equatable {
    public var number: String?
    public var isRule: Bool
    public var title: String
    /// A severity the heading states: `### 1. Navigation (CRITICAL)`, `## Forms [HIGH]`.
    public var severity: Severity?
    /// A `DO:` / `DON'T:` prefix, read as the verdict the heading gives.
    public var verdict: CodeExample.Verdict?
    /// The heading's own words for its severity ("CRITICAL", "Level AA").
    public var severityLabel: String?
    /// A ✅ / ❌ mark the heading opens with ("### ✅ Use async/await"). Not a verdict by
    /// itself: "### ✅ Benefits" over a list is no rule; where the heading is one, the mark
    /// says whether it is the way to follow or the mistake.
    public var mark: CodeExample.Verdict?
    /// A task box the heading opens with ("### [ ] Every control has a label"): false when
    /// empty, true when ticked; nil for a heading without one.
    public var task: Bool?

    public init(number: String? = nil, isRule: Bool = false, title: String, severity: Severity? = nil,
                verdict: CodeExample.Verdict? = nil) {
        self.number = number
        self.isRule = isRule
        self.title = title
        self.severity = severity
        self.verdict = verdict
    }

    /// "1st thing to note: …", "2nd rule: …", "3rd principle — …": the ordinal's number and
    /// the title after the colon or dash (one to four words between, no digit among them).
    static func ordinalLabel(_ text: Substring) -> (number: String, rest: Substring)? {
        let digits = text.prefix { $0.fastIsNumber }
        guard (1...2).contains(digits.count), case let suffix = text.dropFirst(digits.count).prefix(2).lowercased(),
              ["st", "nd", "rd", "th"].contains(suffix), text.dropFirst(digits.count + 2).first == " " else { return nil }
        let afterOrdinal = text.dropFirst(digits.count + 3)
        guard let cut = [":", " — ", " – ", " - "].compactMap({ afterOrdinal.prefix(40).range(of: $0)?.lowerBound }).min() else { return nil }
        let words = afterOrdinal[..<cut].split(separator: " ")
        guard (1...4).contains(words.count), words.allSatisfy({ $0.allSatisfy(\.isLetter) }) else { return nil }
        let rest = afterOrdinal[cut...].drop { $0 == ":" || $0 == " " || $0 == "—" || $0 == "–" || $0 == "-" }
        guard rest.contains(where: \.isLetter) else { return nil }
        return (String(digits), rest)
    }

    /// `"Rule 1.1: Minimum 44pt Touch Targets"` → number 1.1, rule, "Minimum 44pt Touch Targets";
    /// `"1.3 Provide sufficient contrast"` → 1.3; `"10.A Test procedure"` → 10.A;
    /// `"A1: Labels"` → A1; `"🎨 UI Guidelines"` → "UI Guidelines"; `"Navigation (CRITICAL)"`
    /// → severity critical; `"DON'T: Nest lists"` → an incorrect verdict.
    public static func parse(_ heading: String) -> HeadingText {
        let raw = unlinkingLeadingAnchor(StatementText.withoutAttributeLists(heading))
        var text = Substring(stripDecoration(raw))
        // "[ ] Every control has a label", "[x] Text grows": a task line written as a heading.
        var task: Bool?
        if let (mark, rest) = MarkdownParser.leadingBallotBox(text), rest.contains(where: \.isLetter) {
            task = mark == .done
            text = rest
        }
        var isRule = false
        // "Rule 4.1: …", "Scenario 6.10.2: …", "Requirement 3 — …": a word that names a
        // requirement, then its number.
        var verdict: CodeExample.Verdict?
        if let space = text.prefix(13).firstIndex(of: " "), case let word = text[..<space].lowercased(),
           namesOneItem(word) {
            var rest = text[text.index(after: space)...]
            // ("Anti-Pattern #3: Fixed font sizes": the number after a sign.)
            if rest.first == "#", rest.dropFirst().first?.fastIsNumber == true { rest = rest.dropFirst() }
            if rest.first?.fastIsNumber == true {
                text = rest
                isRule = true
                // "Mistake 2: God view model": the word says it is one to avoid.
                if mistakeWords.contains(word) { verdict = .incorrect }
            }
        }
        // "規則 1：…", "规则2：…", "요구사항 3: …": the same, in a script that needs no space
        // between the word and its number.
        if !isRule, let rest = Self.afterCJKRuleWord(text) {
            text = rest
            isRule = true
        }
        // "Section 1: Menu bar", "Part 2 — Hearing", "Chapter 3. Motion": a word that names a
        // part of the document, then its number: the part's number, as "1. Menu bar" is.
        if !isRule, let lead = text.utf8.first.map({ $0 | 0x20 }), lead == UInt8(ascii: "s") || lead == UInt8(ascii: "p") || lead == UInt8(ascii: "c"),
           let space = text.prefix(8).firstIndex(of: " "), partWords.contains(text[..<space].lowercased()),
           case let rest = text[text.index(after: space)...], rest.first?.fastIsNumber == true,
           case let digits = rest.prefix(while: { $0.fastIsNumber || $0 == "." }), case let after = rest.dropFirst(digits.count),
           after.first == ":" || after.hasUTF8Prefix(" — ") || after.hasUTF8Prefix(" – ") || after.hasUTF8Prefix(" - ")
            || digits.hasUTF8Suffix(".") && after.first == " " {
            text = rest
        }
        // "1st thing to note: every control needs a name", "2nd rule: …": an ordinal and a few
        // words that name the item, a colon, then its title; the ordinal is its number.
        // (Written back as "1 every control …" for the number reading below.)
        if !isRule, let ordinal = Self.ordinalLabel(text) {
            text = Substring(ordinal.number + " " + ordinal.rest)
            isRule = true
        }
        // "Rule: Use semantic colours", "Requirement: Toggles announce their state", "Mistake:
        // Fixed font sizes": the word names one item without a number; the rest is its title.
        var labelledItem = false
        if !isRule, let colon = text.prefix(14).firstIndex(of: ":"), case let word = text[..<colon].lowercased(),
           unnumberedItemWords.contains(word), case let rest = text[text.index(after: colon)...], rest.first == " ",
           rest.contains(where: { $0.isLetter }) {
            text = rest.drop { $0 == " " }
            labelledItem = true
            if mistakeWords.contains(word) { verdict = .incorrect }
        }
        if let (prefix, value) = verdictPrefix(of: text) {
            verdict = value
            text = text.dropFirst(prefix.count).drop { $0 == " " }
        }
        var number: String?
        let digits = text.prefix { $0.fastIsNumber || $0 == "." }
        if let first = digits.first, first.fastIsNumber, digits.count <= 12 {
            var afterNumber = text.dropFirst(digits.count)
            var numberText = String(digits)
            // "10.A Test procedure": a number with a letter part.
            if digits.hasUTF8Suffix("."), let letter = afterNumber.first, letter.isUppercase, letter.isASCII,
               afterNumber.dropFirst().first == " " || afterNumber.dropFirst().first == ":" {
                numberText += String(letter)
                afterNumber = afterNumber.dropFirst()
            }
            // "5A. Lightweight client", "5A.2 Overview": a part inserted after part 5, and its own parts.
            if !digits.hasUTF8Suffix("."), let letter = afterNumber.first, letter.isUppercase, letter.isASCII,
               afterNumber.dropFirst().first == "." {
                let parts = afterNumber.dropFirst(2).prefix { $0.fastIsNumber || $0 == "." }
                numberText += String(letter) + "." + parts
                afterNumber = afterNumber.dropFirst(2 + parts.count)
            }
            // "Pattern 1a: Basic stack": after a word naming the item, a letter closes the number.
            if isRule, let letter = afterNumber.first, letter.isASCII, letter.isLowercase,
               afterNumber.dropFirst().first == ":" || afterNumber.dropFirst().first == " " {
                numberText += String(letter)
                afterNumber = afterNumber.dropFirst()
            }
            // "4.1(a) Original ideas", "4.2.3(ii) Downloads": a lettered or roman part of a clause.
            if afterNumber.first == "(", let close = afterNumber.firstIndex(of: ")"),
               case let part = afterNumber[afterNumber.index(after: afterNumber.startIndex)..<close],
               (1...4).contains(part.count), part.allSatisfy({ $0.isASCII && ($0.isLetter || $0.fastIsNumber) }),
               afterNumber[afterNumber.index(after: close)...].first == " " {
                numberText = numberText.trimmingDots() + "(\(part))"
                afterNumber = afterNumber[afterNumber.index(after: close)...]
            }
            // "4.5:1 Contrast" is a title that starts with a ratio, not a number.
            let separator = afterNumber.first
            // "3 lenses to consider", "10 tips for better forms": a count of what the section
            // holds (a whole number of two or more, then a plural in lower case), not its number.
            let nextWord = afterNumber.dropFirst().prefix { $0.isLetter }
            let counts = !isRule && separator == " " && numberText == String(digits) && (Int(digits) ?? 0) >= 2
                && nextWord.count >= 3 && nextWord.first?.isLowercase == true && nextWord.hasUTF8Suffix("s")
            // (A full-width colon, "1：画像には…", is a number's separator whatever follows it.)
            let isNumber = !counts && (separator == nil || separator == " " || separator == ")" || separator == "：" ||
                (separator == ":" && (isRule || afterNumber.dropFirst().first == " ")))
            if isNumber {
                // (Full-width digits, "２", as the ASCII ones an ID is typed with.)
                number = numberText.utf8.allSatisfy({ $0 < 0x80 }) ? numberText.trimmingDots()
                    : String(String.UnicodeScalarView(numberText.trimmingDots().unicodeScalars.map { scalar in
                        ("\u{FF10}"..."\u{FF19}").contains(scalar) ? Unicode.Scalar(UInt8(scalar.value - 0xFF10) + 0x30) : scalar
                    }))
                text = afterNumber.drop { $0 == ":" || $0 == "：" || $0 == ")" || $0 == " " || $0 == "-" || $0 == "–" || $0 == "—" }
            }
        } else if text.first == "(", let close = text.prefix(7).firstIndex(of: ")"),
                  case let part = text[text.index(after: text.startIndex)..<close], (1...4).contains(part.count),
                  part.allSatisfy({ $0.isASCII && ($0.isLowercase || $0.fastIsNumber) }),
                  text[text.index(after: close)...].first == " " {
            // "(i) Privacy policies", "(b) Impersonation": a part of the clause above.
            number = "(\(part))"
            text = text[text.index(after: close)...].drop { $0 == " " }
        } else {
            // "A1: Labels", "ER-2 — Errors", "MASVS-STORAGE-1: Storage".
            let word = leadingCodeWord(text)
            let rest = text.dropFirst(word.count)
            if isCodeIdentifier(word), rest.hasUTF8Prefix(":") || rest.hasUTF8Prefix(" - ") || rest.hasUTF8Prefix(" — ") || rest.hasUTF8Prefix(" – ")
                || rest.hasUTF8Prefix(" · ") || rest.hasUTF8Prefix(" • ") || rest.hasUTF8Prefix(" | ") {
                number = String(word)
                text = rest.drop { $0 == ":" || $0 == " " || $0 == "-" || $0 == "–" || $0 == "—" || $0 == "·" || $0 == "•" || $0 == "|" }
            } else if let code = codeClosedByStop(word), rest.hasUTF8Prefix(" "), rest.contains(where: \.isLetter) {
                // "R1. Totals are announced": the stop closes the code, as after "1.".
                number = String(code)
                text = rest.drop { $0 == " " }
            }
        }
        // "3. DO: Keep …": the verdict may follow the number too.
        if verdict == nil, number != nil, let (prefix, value) = verdictPrefix(of: text) {
            verdict = value
            text = text.dropFirst(prefix.count).drop { $0 == " " }
        }
        var severity: Severity?
        var severityLabel: String?
        // "Criterion 1.1 [A] Is every …?", "R-4 [MAJOR] …": a level or severity tag after the number.
        if number != nil, let tag = tagAfterNumber(text) {
            severity = tag.severity
            severityLabel = tag.label
            text = tag.rest
        } else if number == nil, let criterion = trailingCriterion(text) {
            // "Non-text content (WCAG 1.1.1 - Level A)": the criterion it states and its level.
            number = criterion.number
            severity = criterion.severity
            severityLabel = criterion.label
            text = criterion.head
        } else if let (stated, rest) = trailingSeverity(text) {
            severity = stated
            severityLabel = label(cutFrom: text.trimmingSpaces().dropFirst(rest.count))
            text = rest
        } else if number == nil, let lead = leadingSeverityLabel(text) {
            // "CRITICAL: Colour contrast", "REQUIRED — Navigation": the grade of what follows.
            severity = lead.severity
            severityLabel = lead.label
            text = lead.rest
        } else if let level = leadingLevel(text) {
            // "Level A (Minimum)": a heading that names a conformance level groups the
            // criteria of that level; it keeps its title.
            severity = level.severity
            severityLabel = level.label
        } else if number == nil, let named = namedSeverity(text) {
            severity = named
            severityLabel = String(text).trimmingSpaces()
        }
        let title = withoutTrailingEmoji(String(text).trimmingSpaces())
        let mark = StatementText.leadingVerdictMark(Substring(raw.trimmingSpaces()))?.0
        // "✅ Success technique(s)", "🚫 Failures": WCAG's words for the ways to meet a
        // criterion and to fail it take the mark before them as their verdict.
        if verdict == nil, let mark, techniqueLabels.contains(title.lowercased()) {
            verdict = mark
        }
        var heading = HeadingText(number: number, isRule: isRule && number != nil || labelledItem, title: title.isEmpty ? raw : title,
                                  severity: severity, verdict: verdict)
        heading.severityLabel = severityLabel
        heading.mark = mark
        heading.task = task
        return heading
    }

    /// "CRITICAL: Colour contrast", "REQUIRED — Navigation": a severity word or an RFC 2119
    /// keyword in capitals opening the heading, then a colon or a dash and the topic it grades.
    static func leadingSeverityLabel(_ text: Substring) -> (severity: Severity, label: String, rest: Substring)? {
        let word = text.prefix { $0.isLetter }
        guard (3...11).contains(word.count), word.allSatisfy({ $0.isASCII && $0.isUppercase }) else { return nil }
        let after = text.dropFirst(word.count)
        guard let separator = [":", " - ", " — ", " – "].first(where: { after.hasPrefix($0) }) else { return nil }
        let rest = after.dropFirst(separator.count).drop { $0 == " " }
        guard let first = rest.first, first.isLetter || first.isNumber, let severity = Severity.parse(String(word)) else { return nil }
        return (severity, String(word), rest)
    }

    /// "[A] …", "[AA] …" (a conformance level), "[MAJOR] …" (a severity word) opening the
    /// title after a heading's number.
    private static func tagAfterNumber(_ text: Substring) -> (severity: Severity, label: String, rest: Substring)? {
        guard text.hasUTF8Prefix("["), let close = text.prefix(18).firstIndex(of: "]"),
              text[text.index(after: close)...].first == " " else { return nil }
        let tag = text[text.index(after: text.startIndex)..<close]
        if tag.allSatisfy({ $0 == "A" }), let level = Severity.parseLevel(String(tag)) {
            return (level, "Level " + tag, text[text.index(after: close)...].drop { $0 == " " })
        }
        return StatementText.leadingTag(text).map { (severity: $0.0, label: $0.1, rest: $0.2) }
    }

    /// Words that name one requirement (or one way to meet them: "Pattern 2: Split view"; or
    /// one test of it: "Test 1.2: No flash of the wrong theme").
    /// Not "Guideline", "Principle" or "Standard": WCAG's
    /// "Guideline 1.1" is a group of criteria.
    /// (Also as French, German and Spanish standards write them: "Critère 1.1", "Anforderung 3".)
    private static let ruleWords: Set<String> = [
        "rule", "requirement", "req", "scenario", "criterion", "criteria", "pattern", "test", "check",
        "critère", "critere", "règle", "exigence", "kriterium", "anforderung", "regel", "criterio", "requisito", "regla",
    ]

    /// Words for a rule or a requirement in Chinese, Japanese and Korean: 规则 / 規則, ルール,
    /// 要求, 要件, 规范 / 規範, 규칙, 요구사항.
    private static let cjkRuleWords = ["规则", "規則", "ルール", "要求", "要件", "规范", "規範", "규칙", "요구사항"]

    /// The text after a CJK word for a rule and the spaces after it, where a number follows
    /// ("規則 1：…" → "1：…"); nil otherwise. (Asked of every heading: one that opens with an
    /// ASCII byte is turned away on it.)
    static func afterCJKRuleWord(_ text: Substring) -> Substring? {
        guard text.opensWithEastAsianText,
              let word = cjkRuleWords.first(where: { text.hasPrefix($0) }) else { return nil }
        let rest = text.dropFirst(word.count).drop { $0 == " " || $0 == "\u{3000}" }
        // (Digits only, ASCII or full-width: "要求一致" is "consistency asked for", not rule one.)
        guard let digit = rest.unicodeScalars.first, ("0"..."9").contains(digit) || ("\u{FF10}"..."\u{FF19}").contains(digit) else { return nil }
        return rest
    }

    /// "Rule", "Criterion", "Test": a word that, before a number, names one requirement.
    static func namesOneRequirement<S: StringProtocol>(_ word: S) -> Bool {
        ruleWords.contains(word.lowercased())
    }

    /// "Rule", "Pattern", "Mistake": a word that, before a number, names one item.
    /// Words that name a part of a document before its number ("Section 1: …").
    static let partWords: Set<String> = ["section", "part", "chapter"]

    static func namesOneItem<S: StringProtocol>(_ word: S) -> Bool {
        let lower = word.lowercased()
        return ruleWords.contains(lower) || mistakeWords.contains(lower)
    }

    /// The labels of WCAG's ways to meet a criterion and to fail it.
    static let techniqueLabels: Set<String> = [
        "success techniques", "success technique(s)", "sufficient techniques", "failures", "common failures",
        "failure", "failure criteria", "failure techniques",
    ]

    /// Words that, before a colon and no number, name the one item a heading is ("Rule:",
    /// "Requirement:", "Mistake:"). Not "Pattern:", "Test:" or "Scenario:": a way to meet a
    /// requirement, or a test of it, whose heading names what it shows.
    private static let unnumberedItemWords: Set<String> = ["rule", "requirement", "mistake", "anti-pattern", "antipattern", "pitfall", "problem"]

    /// Words that name one mistake ("Mistake 2:", "Anti-Pattern 1:", "Pitfall 3:", "Problem:
    /// Missing edge cases" over its symptoms and its solution).
    private static let mistakeWords: Set<String> = ["mistake", "anti-pattern", "antipattern", "pitfall", "problem"]

    /// The Do / Don't label opening a heading ("DON'T:", "Avoid:", "DO:") and its verdict.
    /// (Each opens with "D" or "A": other headings are turned away on their first byte.)
    private static func verdictPrefix(of text: Substring) -> (String, CodeExample.Verdict)? {
        guard let first = text.utf8.first, first == UInt8(ascii: "D") || first == UInt8(ascii: "A") else { return nil }
        return verdictPrefixes.first { text.hasPrefix($0.0) }
    }

    private static let verdictPrefixes: [(String, CodeExample.Verdict)] = [
        ("DON'T:", .incorrect), ("DON’T:", .incorrect), ("Don't:", .incorrect), ("Don’t:", .incorrect),
        ("DO NOT:", .incorrect), ("AVOID:", .incorrect), ("Avoid:", .incorrect),
        ("DO:", .correct), ("Do:", .correct),
    ]

    /// What a trailing severity cut from a title, as its label: without the dash before it,
    /// the brackets around it or emphasis marks ("CRITICAL", "HIGH - User experience",
    /// "CRITICAL (why)", "⚠️ NON-BLOCKING (but important)").
    static func label(cutFrom tail: Substring) -> String? {
        var label = tail.trimmingSpaces()[...]
        // Emoji after a level decorate it ("(Level AA) 🤖").
        while let last = label.last, last == " " || last.unicodeScalars.allSatisfy({ isDecoration($0) }) { label = label.dropLast() }
        label = label.drop { " —–-*".contains($0) }
        while label.last == "*" || label.last == " " { label = label.dropLast() }
        if let first = label.first, let last = label.last, brackets.contains(where: { $0.open == first && $0.close == last }) {
            label = label.dropFirst().dropLast()
        }
        let text = label.trimmingSpaces()
        return text.isEmpty ? nil : text
    }

    /// "Critical", "🔴 High priority", "Minor issues", "Warnings (should fix)": a heading that
    /// is a severity and at most a word saying what it grades groups the lines of that
    /// severity, and keeps its title. Not words that as often title a subject ("Errors",
    /// "Required fields", "Optional", "Low vision").
    static func namedSeverity(_ text: Substring) -> Severity? {
        severityWordTitle(text) ?? moscowPriority(text)
    }

    /// "Important (Week 1)", "Enhancements", "Must fix before launch", "Optional": a title
    /// that may name one tier of a priority scale. Read only beside sibling headings that do
    /// too (`Section.markTiers`): alone, "Important" or "Optional" as often titles a subject.
    /// Whether the tier is a grade or only says what applies is `gradesAlone`.
    static func tierSeverity(_ title: String) -> (severity: Severity, gradesAlone: Bool)? {
        guard title.utf8.count <= 60 else { return nil }
        if let named = namedSeverity(Substring(title)) { return (named, true) }
        // "(Week 1)", "(Before launch)": when the tier is due, after its name.
        var head = Substring(title)
        if head.hasUTF8Suffix(")"), let open = head.firstIndex(of: "(") { head = head[..<open] }
        if let named = namedSeverity(head.trimmingSpaces()[...]) { return (named, true) }
        // (Every heading over a list is asked: most are turned away on their first word's bytes.)
        guard tierFirstWordBytes.contains(firstWordBytes(head, singularFrom: 5)) else { return nil }
        var words = Slug.words(String(head))
        if words.count == 2, ["priority", "priorities", "tier", "issues", "items", "fixes", "improvements", "checks", "requirements", "criteria"].contains(words[1]) {
            words.removeLast()
        }
        guard let first = words.first else { return nil }
        if words.count == 1 {
            let word = first.count >= 5 && first.hasUTF8Suffix("s") ? String(first.dropLast()) : first
            if let grade = tierGrades[word] { return (grade, true) }
            if let applies = Severity.parse(word), ["required", "mandatory", "recommended", "optional"].contains(word) {
                return (applies, false)
            }
            return nil
        }
        // "Must fix before launch", "Should address in week 1", "Could do later": a modal and
        // the fixing it asks for, then when.
        if words.count <= 6, ["must", "should", "could"].contains(first),
           ["fix", "have", "do", "address", "resolve", "consider", "improve"].contains(words[1]),
           let modal = Severity.parse(first) {
            return (modal, true)
        }
        return nil
    }

    /// "P0" to "P4": a priority written where a heading's number stands.
    static func priorityNumber(_ number: String) -> Severity? {
        let bytes = Array(number.utf8)
        guard bytes.count == 2, bytes[0] == UInt8(ascii: "P"), (UInt8(ascii: "0")...UInt8(ascii: "4")).contains(bytes[1]) else { return nil }
        return Severity.parse(number)
    }

    /// One-word tiers of a priority scale beside the severity words (`namedSeverity`).
    private static let tierGrades: [String: Severity] = [
        "important": .high, "essential": .high, "enhancement": .low,
    ]
    /// The words a tier's title may open with, beyond those `namedSeverity` reads.
    private static let tierFirstWordBytes: Set<[UInt8]> = Set(
        (Array(tierGrades.keys) + ["required", "mandatory", "recommended", "optional", "must", "should", "could"]).map { Array($0.utf8) })

    /// "Must have", "Nice-to-haves", "Important (Should Have)": a MoSCoW priority as the
    /// heading, or in brackets closing it, grades the lines under it (must: high, should:
    /// medium, could and nice to have: low).
    static func moscowPriority(_ text: Substring) -> Severity? {
        guard text.utf8.count <= 60, text.utf8.contains(where: { $0 | 0x20 == UInt8(ascii: "h") }) else { return nil }
        var phrase = text.trimmingSpaces()[...]
        if phrase.hasUTF8Suffix(")"), let open = phrase.lastIndex(of: "(") {
            phrase = phrase[phrase.index(after: open)..<phrase.index(before: phrase.endIndex)]
        }
        var words = Slug.words(String(phrase))
        if let last = words.last, last == "haves" { words[words.count - 1] = "have" }
        switch words.joined(separator: " ") {
        case "must have": return .high
        case "should have": return .medium
        case "could have", "nice to have": return .low
        default: return nil
        }
    }

    /// The first word's bytes in lower case, twelve at most (ASCII letters and digits only),
    /// a closing "s" dropped from a word of `singularFrom` bytes or more: what a title is
    /// turned away on before it is split into words.
    private static func firstWordBytes(_ text: Substring, singularFrom minimum: Int) -> [UInt8] {
        var lead: [UInt8] = []
        for byte in text.utf8 {
            guard byte.isASCIIAlphanumeric, lead.count < 12 else { break }
            lead.append(byte | 0x20)
        }
        if lead.count >= minimum, lead.last == UInt8(ascii: "s") { lead.removeLast() }
        return lead
    }

    private static func severityWordTitle(_ text: Substring) -> Severity? {
        guard text.utf8.count <= 60 else { return nil }
        // Most headings are turned away on their first word's bytes (every heading is read).
        guard severityTitleBytes.contains(firstWordBytes(text, singularFrom: 4)) else { return nil }
        var head = text
        if head.hasUTF8Suffix(")"), let open = head.firstIndex(of: "(") { head = head[..<open] }
        var words = Slug.words(String(head))
        // "High-risk issues", "Low priority items": the word it grades after the level.
        if words.count == 3, ["risk", "priority", "severity", "impact"].contains(words[1]) { words.remove(at: 1) }
        guard (1...2).contains(words.count) else { return nil }
        var first = words[0]
        if first.count >= 4, first.hasUTF8Suffix("s") { first.removeLast() }
        // ("Lower risk", "Highest priority": a level said by comparison.)
        first = comparativeLevels[first] ?? first
        guard severityTitles.contains(first), let severity = Severity.parse(first),
              words.count == 1 || severityGroupNouns.contains(words[1]) else { return nil }
        return severity
    }

    private static let severityTitles: Set<String> = [
        "critical", "blocker", "blocking", "showstopper", "high", "major", "medium", "moderate", "low", "minor",
        "warning", "suggestion", "nit", "trivial", "p0", "p1", "p2", "p3", "p4",
    ]
    private static let comparativeLevels: [String: String] = ["highest": "critical", "higher": "high", "lower": "low", "lowest": "low"]
    private static let severityTitleBytes: Set<[UInt8]> = Set((severityTitles.map { $0 } + comparativeLevels.keys).map { Array($0.utf8) })
    private static let severityGroupNouns: Set<String> = [
        "issue", "issues", "priority", "severity", "finding", "findings", "problem", "problems", "item", "items",
        "check", "checks", "rule", "rules", "requirement", "requirements", "risk", "risks", "impact",
    ]

    /// "Title (WCAG 1.1.1 - Level A)", "Title (1.4.3, AA)", "Title (SC 2.5.8 – Level AA)": a
    /// success criterion and its conformance level in brackets closing a title. The number may
    /// be a range ("1.2.1-1.2.2").
    /// (A bracket left open at the end, "Pointer cancellation (WCAG 2.5.2 - Level A", is read
    /// as closed: a slip of the author's.)
    static func trailingCriterion<S: StringProtocol>(_ text: S) -> (number: String, severity: Severity, label: String, head: Substring)?
    where S.SubSequence == Substring {
        let trimmed = text.trimmingSpaces()
        let closed = trimmed.utf8.last == UInt8(ascii: ")")
        guard closed || trimmed.utf8.last.map({ $0 == UInt8(ascii: "A") }) == true,
              let open = trimmed.lastIndex(of: "("), closed || !trimmed[open...].containsASCII(")"),
              trimmed.distance(from: open, to: trimmed.endIndex) <= 40 else { return nil }
        var inner = Substring(trimmed)[trimmed.index(after: open)..<(closed ? trimmed.index(before: trimmed.endIndex) : trimmed.endIndex)]
        for prefix in ["WCAG SC ", "WCAG ", "SC "] where inner.hasPrefix(prefix) {
            inner = inner.dropFirst(prefix.count)
            break
        }
        let number = inner.prefix { $0.fastIsNumber || $0 == "." || $0 == "-" }
        // A criterion has three parts ("1.4.3"): "WCAG 2.2 AA" names a version, "1.4" a guideline.
        let firstNumber = number.prefix(while: { $0 != "-" })
        guard number.first?.fastIsNumber == true, firstNumber.filter({ $0 == "." }).count == 2,
              number.last?.fastIsNumber == true else { return nil }
        let rest = inner.dropFirst(number.count).drop { " -–—,:;".contains($0) }
        guard !rest.isEmpty, let severity = Severity.parseLevel(String(rest)) else { return nil }
        let head = Substring(trimmed)[..<open].trimmingSpaces()
        guard !head.isEmpty else { return nil }
        let label = rest.hasUTF8Prefix("Level") || rest.hasUTF8Prefix("level") ? String(rest) : "Level " + rest
        return (String(number), severity, label, Substring(head))
    }

    /// "Level A", "Level AA (Standard)", "Level AAA: enhanced": a heading that opens with a
    /// WCAG conformance level.
    static func leadingLevel(_ text: Substring) -> (severity: Severity, label: String)? {
        guard text.hasUTF8Prefix("Level ") || text.hasUTF8Prefix("level ") else { return nil }
        let level = text.dropFirst(6).prefix { $0 == "A" }
        let after = text.dropFirst(6 + level.count).first
        guard (1...3).contains(level.count), after == nil || " (:—–-".contains(after!),
              let severity = Severity.parseLevel(String(level)) else { return nil }
        return (severity, "Level " + level)
    }

    /// `Title (CRITICAL)`, `Title [HIGH]`, `Title — MEDIUM`: a severity word in capitals at
    /// the end; after an emoji (`Title 🔴 Critical`, `Title — 🟡 Warning`) in any case. The
    /// word may give its reason after it (`Title (CRITICAL - App Store rejection)`, `Title —
    /// CRITICAL (why)`, `Title ⚠️ NON-BLOCKING (but important)`).
    static func trailingSeverity(_ text: Substring, readsReason: Bool = true) -> (Severity, Substring)? {
        // (An ASCII heading that does not end in a bracket has none: dashes and emoji are not
        // ASCII. Most headings leave here, on their bytes.)
        if let last = text.utf8.last(where: { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") }),
           last != UInt8(ascii: ")"), last != UInt8(ascii: "]"), text.utf8.allSatisfy({ $0 < 0x80 }) {
            return nil
        }
        var trimmed = text.trimmingSpaces()
        // "Contrast (Level AA) 🤖👁️": emoji after a level decorate it.
        if trimmed.last.map({ $0.unicodeScalars.contains(where: isDecoration) }) == true {
            var undecorated = Substring(trimmed)
            while let last = undecorated.last, last == " " || last.unicodeScalars.allSatisfy({ isDecoration($0) }) { undecorated = undecorated.dropLast() }
            if undecorated.last == ")" { trimmed = String(undecorated) }
        }
        guard let last = trimmed.last else { return nil }
        // "Contrast (Level AA)", "Captions (AAA)": a WCAG conformance level in brackets.
        if last == ")", let open = trimmed.lastIndex(of: "(") {
            let word = trimmed[trimmed.index(after: open)..<trimmed.index(before: trimmed.endIndex)].trimmingSpaces()
            let head = Substring(trimmed)[..<open].trimmingSpaces()
            if word.lowercased().hasUTF8Prefix("level ") || word == "AA" || word == "AAA", let level = Severity.parseLevel(word), !head.isEmpty {
                return (level, Substring(head))
            }
        }
        // "图片（高）", "动效 [低]", "颜色【中】": a Chinese, Japanese or Korean grade in brackets.
        if trimmed.holdsEastAsianText,
           let (open, _) = Self.brackets.first(where: { $0.close == last }), let start = trimmed.lastIndex(of: open),
           case let word = trimmed[trimmed.index(after: start)..<trimmed.index(before: trimmed.endIndex)].trimmingSpaces(),
           let severity = Severity.eastAsianGrade(word), case let head = Substring(trimmed)[..<start].trimmingSpaces(), !head.isEmpty {
            return (severity, Substring(head))
        }
        var word: Substring
        var head: Substring
        var afterEmoji = false
        if last == ")" || last == "]" {
            let open: Character = last == ")" ? "(" : "["
            guard let start = trimmed.lastIndex(of: open) else { return nil }
            word = trimmed[trimmed.index(after: start)..<trimmed.index(before: trimmed.endIndex)]
            head = Substring(trimmed)[..<start]
        } else if let dash = trimmed.lastIndex(where: { $0 == "—" || $0 == "–" }) {
            word = trimmed[trimmed.index(after: dash)...]
            head = Substring(trimmed)[..<dash]
        } else if let space = trimmed.lastIndex(of: " "),
                  let mark = trimmed[..<space].trimmingSpaces().last, isEmojiMark(mark) {
            // "Title 🔴 Critical": the emoji and the word after it.
            word = trimmed[space...]
            head = Substring(trimmed[..<space].trimmingSpaces().dropLast())
            afterEmoji = true
        } else {
            return nil
        }
        word = word.drop { $0 == " " || $0 == "*" }
        if let first = word.first, isEmojiMark(first) {
            word = word.dropFirst().drop { $0 == " " }
            afterEmoji = true
        }
        while word.last == " " || word.last == "*" { word = word.dropLast() }
        // "(CRITICAL - App Store rejection)": the word, then its reason.
        if last == ")" || last == "]", readsReason,
           let separator = word.firstCharacterRange(of: " - ") ?? word.firstCharacterRange(of: " — ") ?? word.firstCharacterRange(of: " – ") ?? word.firstCharacterRange(of: ": ") {
            word = word[..<separator.lowerBound]
        }
        // ("Launch screen (Critical for App Store)": the grade, then what it is graded for.)
        if last == ")" || last == "]", case let parts = word.split(separator: " ", maxSplits: 2), parts.count == 3,
           ["for", "in", "on"].contains(parts[1]), titleCaseGrades.contains(parts[0].lowercased()) || ["required", "mandatory"].contains(parts[0].lowercased()) {
            word = parts[0]
        }
        // ("iPhone screenshots (Required)", "Extras (Optional)": an obligation in brackets, in any case.)
        let obligation = (last == ")" || last == "]") && ["required", "mandatory", "optional", "recommended"].contains(word.lowercased())
        // ("1. Security (P0)", "Crash reporting [P2]": a priority in brackets.)
        let priority = (last == ")" || last == "]") && word.utf8.count == 2 && word.first == "P"
            && word.last.map { ("0"..."4").contains($0) } == true
        // ("### Semantic colours (Critical)", "### Font weight (Important)": one severity word
        // in brackets, capitalised, grades the heading as one in capitals does.)
        let capitalised = (last == ")" || last == "]") && word.first?.isUppercase == true
            && word.dropFirst().allSatisfy({ $0.isLowercase }) && titleCaseGrades.contains(word.lowercased())
        guard word.count >= 3 || priority, word.count <= 16,
              afterEmoji || obligation || priority || capitalised || word.allSatisfy({ $0.isUppercase || $0 == "-" }),
              let severity = Severity.parse(String(word)), !head.trimmingSpaces().isEmpty else {
            // "— CRITICAL (why)", "⚠️ NON-BLOCKING (but important)": a reason in brackets
            // after the severity.
            if last == ")", readsReason, let open = trimmed.lastIndex(of: "("),
               let (severity, rest) = trailingSeverity(Substring(trimmed)[..<open], readsReason: false) {
                return (severity, rest)
            }
            return nil
        }
        return (severity, Substring(head.trimmingSpaces()))
    }

    /// Brackets a grade stands in: ASCII, full-width, and the lenticular ones Chinese and
    /// Japanese texts tag with.
    static let brackets: [(open: Character, close: Character)] = [("(", ")"), ("[", "]"), ("（", "）"), ("【", "】"), ("［", "］")]

    /// Severity words read in brackets closing a heading when written capitalised, not in
    /// capitals ("(Critical)"): words that grade and name nothing else a heading is about.
    private static let titleCaseGrades: Set<String> = ["critical", "blocker", "major", "minor", "important", "trivial", "high", "medium", "low"]

    /// A coloured circle, square or other emoji that stands before a severity word.
    private static func isEmojiMark(_ character: Character) -> Bool {
        guard let scalar = character.unicodeScalars.first else { return false }
        return scalar.value >= 0x2000 && scalar.properties.isEmoji
    }

    /// "1.4.3": a WCAG success criterion's number, three dotted parts.
    static func isCriterionNumber<S: StringProtocol>(_ word: S) -> Bool {
        word.utf8.count(where: { $0 == UInt8(ascii: ".") }) == 2 && isDottedNumber(word)
    }

    /// "(A)", "(AA)", "(AAA)" opening `text`: the conformance level it grades by, its label
    /// ("Level AA") and the text after the bracket.
    static func bracketedLevel(_ text: Substring) -> (severity: Severity, label: String, rest: Substring)? {
        guard text.hasUTF8Prefix("("), let close = text.prefix(6).firstIndex(of: ")") else { return nil }
        let inner = text[text.index(after: text.startIndex)..<close]
        guard !inner.isEmpty, inner.allSatisfy({ $0 == "A" }), let severity = Severity.parseLevel(String(inner)) else { return nil }
        return (severity, "Level " + inner, text[text.index(after: close)...])
    }

    /// "1.1.1 (A), 2.4.3 (AA)" opening `text`: each criterion with its level, and the text
    /// after the last of them (nil unless one at least stands there).
    static func levelledCriteria(_ text: Substring) -> (criteria: [(number: String, severity: Severity, label: String)], rest: Substring)? {
        var found: [(number: String, severity: Severity, label: String)] = []
        var rest = text
        repeat {
            if !found.isEmpty { rest = rest.dropFirst(2) }
            let number = rest.prefix { $0.fastIsNumber || $0 == "." }
            guard isCriterionNumber(number), let level = bracketedLevel(rest.dropFirst(number.count).drop { $0 == " " }) else {
                return nil
            }
            found.append((String(number), level.severity, level.label))
            rest = level.rest
        } while rest.hasUTF8Prefix(", ")
        return (found, rest)
    }

    /// "1", "1.2", "2.14.1" (a trailing dot allowed by the caller's trimming).
    static func isDottedNumber<S: StringProtocol>(_ word: S) -> Bool {
        guard let first = word.first, first.fastIsNumber, let last = word.last, last.fastIsNumber else { return false }
        var previousDot = false
        for character in word {
            if character == "." {
                if previousDot { return false }
                previousDot = true
            } else if character.fastIsNumber {
                previousDot = false
            } else {
                return false
            }
        }
        return true
    }

    /// An identifier made of capitals and digits: "A1", "S4", "ER-2", "MASVS-STORAGE-1",
    /// "WCAG-1.4.3". It has at least one capital and ends in a digit.
    static func isCodeIdentifier<S: StringProtocol>(_ word: S) -> Bool {
        guard word.count >= 2, word.count <= 24, let first = word.first, first.isASCII, first.isUppercase,
              let last = word.last, last.fastIsNumber else { return false }
        return word.allSatisfy { ($0.isASCII && ($0.isUppercase || $0.fastIsNumber)) || $0 == "-" || $0 == "." || $0 == "_" || $0 == ":" }
    }

    /// The word an identifier would be at the start of `text`: up to a space, or to a colon
    /// that separates it from a title. A colon with a digit after it is inside the code, as
    /// a list's edition is ("A01:2021 — Broken access control").
    static func leadingCodeWord(_ text: Substring) -> Substring {
        var end = text.startIndex
        while end < text.endIndex {
            let character = text[end]
            if character.isWhitespace { break }
            if character == ":" {
                let next = text.index(after: end)
                guard end > text.startIndex, next < text.endIndex, text[next].fastIsNumber else { break }
            }
            end = text.index(after: end)
        }
        return text[..<end]
    }

    /// "R1.", "A.2.": a code closed by a full stop, as a list number is; the code.
    static func codeClosedByStop(_ word: Substring) -> Substring? {
        guard word.hasUTF8Suffix("."), case let code = word.dropLast(), isCodeIdentifier(code) else { return nil }
        return code
    }

    /// Removes leading emoji and symbols used as decoration ("🎨 ", "✅ ", "♿ ") and a
    /// leading "#" that is not a heading mark (`### #a11y - criteria`).
    /// "[Criterion 1.1](#crit-1-1) [A] …": a link to the heading's own anchor around its
    /// identifier is the identifier.
    /// "[Language of page (WCAG 3.1.1 - Level A)](../principles.md#language)": a heading that
    /// is one link, to another page or an anchor, is read as its text.
    static func unlinkingLeadingAnchor(_ raw: String) -> String {
        if raw.hasUTF8Prefix("["), raw.hasUTF8Suffix(")"), StatementText.isLinkOnly(Substring(raw)) {
            var depth = 0
            for index in raw.indices {
                if raw[index] == "[" { depth += 1 } else if raw[index] == "]" {
                    depth -= 1
                    if depth == 0 {
                        if raw[raw.index(after: index)...].hasUTF8Prefix("(") { return String(raw[raw.index(after: raw.startIndex)..<index]) }
                        break
                    }
                }
            }
        }
        guard raw.hasUTF8Prefix("["), let close = raw.prefix(80).firstUTF8Range(of: "](#"),
              let end = raw[close.upperBound...].firstIndex(of: ")") else { return raw }
        return String(raw[raw.index(after: raw.startIndex)..<close.lowerBound]) + raw[raw.index(after: end)...]
    }

    public static func stripDecoration(_ raw: String) -> String {
        var scalars = Substring(raw.trimmingSpaces()).unicodeScalars[...]
        while let first = scalars.first, isDecoration(first) || first == " " {
            scalars = scalars.dropFirst()
        }
        // "#### - Allow controls to be remapped": a bullet written into the heading marks it
        // as one of a list; it is no part of the title.
        if let first = scalars.first, ["-", "*", "+", "•", "·"].contains(first),
           scalars.dropFirst().first == " ", case let rest = scalars.dropFirst().drop(while: { $0 == " " }),
           rest.first.map({ $0.properties.isAlphabetic || $0.properties.numericType != nil || $0 == "`" }) == true {
            scalars = rest
        }
        return String(Substring(scalars))
    }

    /// "Accessibility ♿️", "Dark Mode 🌙🌚", "Motion ✨": emoji that close a title decorate
    /// it, as those that open it do. (Only pictographs: a symbol that says something, "≥",
    /// "→", "✓", stays.)
    static func withoutTrailingEmoji(_ title: String) -> String {
        var scalars = Substring(title).unicodeScalars[...]
        while let last = scalars.last,
              last == " " || last.value == 0xFE0F || last.value == 0x200D || last.properties.isEmojiPresentation {
            scalars = scalars.dropLast()
        }
        // (A title that is only emoji keeps them.)
        return scalars.isEmpty || scalars.count == title.unicodeScalars.count ? title : String(Substring(scalars))
    }

    static func isDecoration(_ scalar: Unicode.Scalar) -> Bool {
        // No ASCII character is an emoji by default or a symbol above U+007F.
        if scalar.isASCII { return false }
        if scalar.properties.isEmojiPresentation { return true }
        if scalar.value == 0xFE0F || scalar.value == 0x200D { return true }
        switch scalar.properties.generalCategory {
        case .otherSymbol, .mathSymbol, .modifierSymbol: return scalar.value > 0x7F
        default: return false
        }
    }
}

extension String {
    func trimmingDots() -> String {
        var value = self
        while value.hasUTF8Suffix(".") { value.removeLast() }
        return value
    }

    /// The text without the colons that end it ("Fix:" → "Fix").
    func trimmingColons() -> String {
        var value = self
        // (A full-width colon, "错误示例：", is one too: its last byte told first.)
        while let last = value.utf8.last, last == UInt8(ascii: ":") || last == 0x9A && value.hasUTF8Suffix("：") { value.removeLast() }
        return value
    }
}

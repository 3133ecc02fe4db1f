/// The forms a section body states its requirements in: identifier paragraphs, kind labels,
/// bold instructions, test-step and procedure names, obligations over a block.
extension CompilationRun {
    /// The paragraphs of `blocks` that open with an identifier and a colon, a dash or a full
    /// stop ("REQ-10: Every field …", "A1 - Labels are …", "R1. The total …", in bold or
    /// not): where a document has two or more, a requirement each (one alone may be a note
    /// that names a standard, "ISO-9001: …").
    static func identifierParagraphs(_ blocks: [MarkdownBlock]) -> [Int] {
        var found: [Int] = []
        for index in blocks.indices where blocks[index].kind == .paragraph {
            var text = Substring(blocks[index].text)
            let bold = text.hasUTF8Prefix("**")
            if bold { text = text.dropFirst(2) }
            guard let first = text.utf8.first, first >= UInt8(ascii: "A"), first <= UInt8(ascii: "Z") else { continue }
            // (Every paragraph opening with a capital comes here: its first word is found on
            // its bytes, and one longer than an identifier turns it away.)
            let bytes = text.utf8
            var end = bytes.startIndex
            var length = 0
            while end != bytes.endIndex, length <= 25, case let byte = bytes[end], byte != UInt8(ascii: " "), byte != UInt8(ascii: "\n"),
                  byte != UInt8(ascii: "\t"), byte != UInt8(ascii: ":"), byte != UInt8(ascii: "*") {
                end = bytes.index(after: end)
                length += 1
            }
            guard length <= 25 else { continue }
            let word = text[..<end]
            let stop = HeadingText.codeClosedByStop(word) != nil
            guard stop || HeadingText.isCodeIdentifier(word) else { continue }
            var after = text.dropFirst(word.count)
            if bold {
                // ("**R3:** …", "**R3**: …", "**R2.** …": the bold closes after the identifier.)
                if after.hasUTF8Prefix(":**") { after = ":" + after.dropFirst(3) } else if after.hasUTF8Prefix("**") { after = after.dropFirst(2) } else { continue }
            }
            let rest: Substring
            if after.hasUTF8Prefix(":"), !stop {
                rest = after.dropFirst()
            } else if !stop, after.hasUTF8Prefix(" - ") || after.hasUTF8Prefix(" – ") || after.hasUTF8Prefix(" — ") {
                rest = after.dropFirst(3)
            } else if stop, after.hasUTF8Prefix(" "), after.dropFirst().first?.isUppercase == true {
                rest = after.dropFirst()
            } else {
                continue
            }
            guard Slug.wordCount(String(rest.prefix(200))) >= 3 else { continue }
            found.append(index)
        }
        return found
    }

    /// "**SL-01: Centre content in view.**⏎Place windows …": a paragraph whose first line is a
    /// bold identifier and title; the statement, and the lines after it as guidance.
    /// `alone`: the bold identifier and title may be the whole paragraph (guidance empty).
    static func identifierOpenedParagraph(_ markdown: String, words: SeverityWords, alone: Bool = false) -> (statement: Statement, guidance: String)? {
        guard markdown.hasUTF8Prefix("**") else { return nil }
        let firstLine = markdown.prefix { $0 != "\n" }
        // The bold span closes on the first line (a flattened copy runs the explanation on after it).
        guard let close = firstLine.dropFirst(2).firstUTF8Range(of: "**"),
              firstLine.utf8.distance(from: firstLine.startIndex, to: close.lowerBound) <= 200 else { return nil }
        let inner = firstLine[firstLine.index(firstLine.startIndex, offsetBy: 2)..<close.lowerBound]
        let word = inner.prefix { !$0.isWhitespace && $0 != ":" }
        guard HeadingText.isCodeIdentifier(word), inner.dropFirst(word.count).hasUTF8Prefix(":") else { return nil }
        var statement = StatementText.read(String(inner), words: words)
        statement.identifier = statement.identifier ?? String(word)
        if statement.title.hasPrefix(String(word)) {
            statement.title = String(statement.title.dropFirst(word.count).drop { $0 == ":" || $0 == " " })
        }
        while statement.title.hasUTF8Suffix(".") { statement.title.removeLast() }
        guard !statement.title.isEmpty else { return nil }
        statement.marks.insert(.identifier)
        // (A bold line alone, "**A1: Labels**", stands over the list after it as its group.)
        let guidance = markdown[close.upperBound...].drop { $0 == "." || $0 == ":" }.trimmingCharacters(in: .whitespacesAndNewlines)
        guard alone || !guidance.isEmpty else { return nil }
        return (statement, guidance)
    }

    /// A paragraph opening with a label that names its kind ("**Rule:** …", "**Requirement:** …",
    /// "**Guideline:** …"): the statement after the label, and the kind of item it is.
    static func kindLabelledStatement(_ markdown: String, words: SeverityWords) -> (statement: Statement, kind: ItemKind, label: String)? {
        guard markdown.hasUTF8Prefix("**"), markdown.utf8.count <= 600 else { return nil }
        // "**Rule:** Name views by what they show" over "Why: …" lines: the labelled line is the
        // statement, the lines after it its guidance.
        if let newline = markdown.firstIndex(of: "\n"),
           var labelled = kindLabelledStatement(String(markdown[..<newline]).trimmingSpaces(), words: words) {
            let rest = markdown[markdown.index(after: newline)...].trimmingWhitespace()
            labelled.statement.rest = [labelled.statement.rest, String(rest)].filter { !$0.isEmpty }.joined(separator: "\n")
            return labelled
        }
        guard let label = StatementText.read(markdown, words: words).label, !label.text.isEmpty else { return nil }
        // "**Guideline**: [Focus](/guidelines/focus)": the label points to the guideline's own
        // page; it states nothing here.
        if StatementText.isLinkOnly(label.text[...]) { return nil }
        // "**Core principle**: …", "**Golden rule:** …": a qualifier names which rule it is; the
        // last word still names its kind. ("**Related rule:** …" points elsewhere; not read.)
        var name = label.name.lowercased().trimmingSpaces()
        if let space = name.firstIndex(of: " "), kindQualifiers.contains(String(name[..<space])) {
            name = String(name[name.index(after: space)...]).trimmingSpaces()
        }
        let kind: ItemKind
        switch name {
        case "rule", "guideline", "best practice": kind = .rule
        case "principle": kind = .principle
        case "requirement", "check", "criterion": kind = .check
        // "**Expected result**: every tab is read with its position": what a test script's
        // steps must show, the check its steps lead to.
        case _ where namesExpectedOutcome(Slug.words(name)): kind = .check
        default: return nil
        }
        let statement = StatementText.read(label.text, words: words)
        guard !statement.title.isEmpty else { return nil }
        return (statement, kind, label.name)
    }

    /// Words that qualify a kind's label without changing it: "Core principle", "Key rule".
    private static let kindQualifiers: Set<String> = [
        "core", "key", "main", "guiding", "golden", "general", "basic", "design", "fundamental", "primary", "central",
        "governing", "cardinal", "overarching", "underlying",
    ]

    /// Whether a list writes its rules in bold: two entries at least open with a bold title
    /// ("- **Keep lines short.** …") or an instruction in bold that the sentence runs on from
    /// ("- **Omit the `internal` keyword** when …"), one of them so. Its other entries' bold
    /// openings are their rules too ("- **Only override with ARIA** when …").
    static func opensWithBoldInstructions(_ entries: [MarkdownBlock]) -> Bool {
        var titles = 0
        var sentences = 0
        for entry in entries {
            guard let lead = entry.leadParagraph, lead.text.hasUTF8Prefix("**") else { continue }
            if let bold = StatementText.boldLead(Substring(lead.text)) {
                if bold.label == nil { titles += 1 }
            } else if StatementText.boldOpeningSentence(Substring(lead.text), instructs: true) != nil {
                sentences += 1
            }
            if sentences >= 1, titles + sentences >= 2 { return true }
        }
        return false
    }

    /// The WCAG success criterion a line that is only a link names ("[2.4.3 Focus Order]",
    /// "[1.1.1: Non-text Content]"): its number and name.
    static func criterionReference(_ statement: Statement) -> (num: String, name: String)? {
        if let identifier = statement.identifier, WCAG.criterion(identifier) != nil { return (identifier, statement.title) }
        let title = Substring(statement.title)
        let number = title.prefix { $0.isNumber || $0 == "." }
        guard WCAG.criterion(String(number)) != nil else { return nil }
        let name = title.dropFirst(number.count).drop { $0 == ":" || $0 == " " || $0 == "-" || $0 == "–" || $0 == "—" }
        return (String(number), name.isEmpty ? WCAG.criterion(String(number))!.title : String(name))
    }

    /// "**Use the platform's type sizes.** Smaller text …", "Keep text readable.": a paragraph
    /// that states a rule (an instruction, or a bold lead sentence), not one that introduces
    /// what follows ("Follow these minimums:"). A table after it is the rule's detail.
    static func statesRuleOverDetail(_ block: MarkdownBlock) -> Bool {
        guard block.kind == .paragraph else { return false }
        let plain = block.plainText.trimmingSpaces()
        guard !plain.hasUTF8Suffix(":") else { return false }
        return block.text.hasUTF8Prefix("**") || block.text.hasUTF8Prefix("__") || isInstruction(plain)
    }

    /// "P0:", "Files reviewed:" (a label of three words at most with nothing after it), or
    /// a line of placeholders only, "<rule-id> — <one-line rationale>" (words in angle
    /// brackets and the marks between them; not "Present in <head>", nor a generic type,
    /// "StateFlow<UiState>").
    static func isTemplateBlank(_ title: String) -> Bool {
        if title.utf8.last == UInt8(ascii: ":"), title.split(separator: " ").count <= 3 { return true }
        guard title.utf8.contains(UInt8(ascii: "<")) else { return false }
        var rest = ""
        var placeholders = 0
        var inside: String?
        for character in title {
            if character == "<" { inside = ""; continue }
            if character == ">", let word = inside {
                guard !word.isEmpty, word.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == " " || $0 == "_" }) else { return false }
                placeholders += 1
                inside = nil
                continue
            }
            if inside != nil { inside!.append(character) } else { rest.append(character) }
        }
        return placeholders >= 1 && inside == nil && Slug.words(rest).isEmpty
    }

    /// Where a labelled line's text goes when its label names a detail of the line before
    /// it ("Fix:", "How to fix:", "Solution:"; "Tool:", "How to test:"), nil for any other label.
    /// "How to test:", "**How to Test:**", "Test steps:", "Steps to test", "To verify:": a
    /// label over the steps of testing what is above it.
    static func namesTestSteps(_ plain: String) -> Bool {
        let text = plain.trimmingSpaces()
        guard text.utf8.count <= 40, text.hasUTF8Suffix(":") else { return false }
        return ["how to test", "how to check", "how to verify", "test steps", "testing steps", "steps to test", "steps to verify",
                "to test", "to verify", "verification steps", "test procedure", "testing"].contains(Slug.words(text).joined(separator: " "))
    }

    enum DetailField { case guidance, howToTest }

    static func detailLabel(_ name: String) -> DetailField? {
        switch Slug.words(MarkdownInline.plain(name)).joined(separator: " ") {
        case "fix", "how to fix", "solution", "remedy", "remediation", "workaround", "to fix": return .guidance
        case "tool", "tools", "how to test", "how to check", "how to verify", "test with", "check with": return .howToTest
        default: return nil
        }
    }

    /// "S1/S2", "A3, A4": identifiers of items named together.
    static func jointIdentifiers(_ label: String) -> [String]? {
        guard label.utf8.count <= 40, label.containsASCII("/") || label.containsASCII(",") else { return nil }
        let parts = label.split(whereSeparator: { $0 == "/" || $0 == "," }).map { $0.trimmingSpaces() }
        guard parts.count >= 2, parts.allSatisfy({ HeadingText.isCodeIdentifier($0) || HeadingText.isDottedNumber($0) }) else { return nil }
        return parts
    }

    /// "How to check", "How to test", "Testing", "Verification": a section that says how to
    /// test the items above it.
    static func namesTesting(_ title: String) -> Bool {
        guard title.utf8.count <= 32 else { return false }
        return testingTitles.contains(Slug.words(MarkdownInline.plain(title)).joined(separator: " "))
    }

    private static let testingTitles: Set<String> = [
        "how to check", "how to test", "how to verify", "how to audit", "how to detect", "testing", "verification",
        "test steps", "test procedure", "detection", "how to check it", "how to test it",
        "evaluation methodology", "test methodology", "testing methodology", "methodology", "how to evaluate",
        "evaluation method", "test method", "testing procedure",
        "methodologie d evaluation", "methodologie", "comment tester", "procedure de test",
    ]

    /// "Step 2: Demonstrate the risk", "Phase 1 — Audit": a step of a procedure, whose lines
    /// are what to do in it rather than requirements.
    static func namesStep(_ title: String) -> Bool {
        guard let first = Slug.words(title).first else { return false }
        return ["step", "phase", "stage"].contains(first)
    }

    /// "Step 2: Reproduce locally": a heading that names itself a numbered step of a procedure.
    static func namesNumberedStep(_ title: String) -> Bool {
        let words = Slug.words(String(title.prefix(24)))
        guard words.count >= 2, words[0] == "step" else { return false }
        return words[1].utf8.allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
    }

    /// A section that says how to go about the work (`namesProcedure`) or is one stage of it
    /// ("Phase 1: Context gathering", "Step 2: Reproduce it", `namesStep`).
    static func namesProcedureOrStep(_ title: String) -> Bool {
        namesProcedure(title) || namesStep(title)
    }

    /// "Manual testing protocol", "Review workflow", "Test procedure": a section that says
    /// how to go about the work, whose list entries are its steps.
    static func namesProcedure(_ title: String) -> Bool {
        guard title.utf8.count <= 48 else { return false }
        let words = Slug.words(MarkdownInline.plain(title))
        guard let last = words.last, words.count <= 4 else { return false }
        return ["protocol", "procedure", "procedures", "process", "workflow", "methodology"].contains(last)
    }

    /// "## Requirements" over a list of sentences ("Colour alone is not used to convey
    /// information…"): the document's requirements. The same heading over short lines or
    /// versions ("- Xcode 15 or later", "- iOS 17+") lists what a tool needs, and over links to
    /// WCAG criteria cites another standard: neither is.
    /// `obligations`: every line must also say "must", "should" or the like (a sub-section of
    /// the requirements, where a "Why?" beside them explains them).
    static func statesRequirements(title: String, blocks: [MarkdownBlock], obligations: Bool = false) -> Bool {
        // Every section's title and its parent's are asked: most are turned away on bytes.
        guard title.utf8.count <= 40, title.containsUTF8("equirements") || title.containsUTF8("EQUIREMENTS") else { return false }
        let words = Slug.words(title)
        // "Accessibility requirements", "Requirements for both native and web".
        guard words.last == "requirements" && words.count <= 3
                || words.first == "requirements" && (3...7).contains(words.count) && words[1] == "for",
              !words.contains(where: ["system", "technical", "software", "hardware", "installation", "install", "build", "related", "see", "platform"].contains)
        else { return false }
        let leads = blocks.flatMap { block -> [MarkdownBlock] in
            guard case .list = block.kind else { return [] }
            return block.children.compactMap { $0.leadParagraph }
        }
        // Lines that open with a link or name WCAG cite another standard's criteria.
        guard !leads.isEmpty, !leads.contains(where: { $0.text.hasUTF8Prefix("[") || $0.text.containsUTF8("WCAG") }) else { return false }
        return leads.map(\.plainText).allSatisfy { line in
            let lineWords = line.split(separator: " ")
            let lower = line.lowercased()
            let versioned = lineWords.contains { $0.hasUTF8Suffix("+") && $0.contains(where: \.isNumber) }
                || ["or later", "or newer", "or above", "or higher", "installed"].contains { lower.contains($0) }
            let obliges = !obligations || ["must", "should", "shall", "required", "needs to", "has to", "have to"].contains { lower.contains($0) }
            return lineWords.count >= 6 && !versioned && obliges
        }
    }

    /// "These rules MUST be followed:": a paragraph whose RFC 2119 keyword in capitals obliges
    /// the reader to what comes after it; the keyword's severity and the keyword itself.
    static func obligation(over block: MarkdownBlock) -> (severity: Severity, label: String)? {
        guard block.kind == .paragraph else { return nil }
        let plain = block.plainText.trimmingSpaces()
        guard plain.hasUTF8Suffix(":"), plain.utf8.count <= 200, let sentence = keywordSentences(plain).last else { return nil }
        return StatementText.keywordSeverity(sentence).map { (severity: $0.0, label: $0.1) }
    }
}

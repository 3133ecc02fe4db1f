/// The labelled lines of a section: `**Impact:** HIGH` in third-party documents, and the
/// fields of auditbook's canonical format (Severity, Kind, Tags, Platforms, How to test).
struct LabelledFields {
    var severity: Severity?
    /// The document's own words for `severity` ("P1", "HIGH").
    var severityLabel: String?
    /// Every severity the section states (more than one is a document problem).
    var severities: Set<Severity> = []
    var kind: ItemKind?
    var tags: [String] = []
    var platforms: [String] = []
    /// The WCAG success criteria a `WCAG:` field names.
    var criteria: [String] = []
    /// Lines (start...end) of the list that follows a "How to test:" label.
    var howToTest: ClosedRange<Int>?
    /// Start lines of the blocks that make up the how-to-test steps.
    var howToTestBlockLines: Set<Int> = []

    /// Labels whose value is the section's severity. A grade under a condition ("**Severity
    /// if missing:** High - people feel lost", "Severity if failing:", "Impact if violated:")
    /// is read as "severity" (`conditionalLabelEnd`).
    static let severityLabels: Set<String> = ["impact", "severity", "priority", "level"]
    private static let labels = severityLabels.sorted() + ["kind", "tags", "platforms", "how to test", "wcag", "success criteria", "success criterion"]

    static func read(_ blocks: [MarkdownBlock], words: SeverityWords = .standard) -> LabelledFields {
        var fields = LabelledFields()
        var expectSteps = false
        var previous: MarkdownBlock?
        for block in blocks {
            defer { previous = block }
            if expectSteps, case .list = block.kind {
                fields.howToTest = block.startLine...block.endLine
                fields.howToTestBlockLines.insert(block.startLine)
                expectSteps = false
                continue
            }
            expectSteps = false
            // "**Steps and Results:**" over "| Step | Action | Expected result |": a test's
            // procedure, as a "How to test:" list is.
            if case .table = block.kind, fields.howToTest == nil, RequirementTable.isProcedure(block) {
                fields.howToTest = block.startLine...block.endLine
                fields.howToTestBlockLines.insert(block.startLine)
                if let label = previous, label.kind == .paragraph, label.endLine + 2 >= block.startLine,
                   case let plain = label.plainText.trimmingSpaces(), plain.hasUTF8Suffix(":"), !plain.containsASCII("\n"), Slug.wordCount(plain) <= 5 {
                    fields.howToTestBlockLines.insert(label.startLine)
                }
                continue
            }
            if block.kind == .html, fields.severity == nil, let badge = severityBadge(block.text), let parsed = words.parse(badge) {
                fields.severity = parsed
                fields.severityLabel = badge
                fields.severities.insert(parsed)
                continue
            }
            guard block.kind == .paragraph else { continue }
            // "**Steps**" or "**Test steps:**" alone over a list: a test case's steps, how to
            // test it, as under "How to test:".
            if fields.howToTest == nil, block.text.utf8.count <= 40, Self.namesSteps(block.plainText) {
                expectSteps = true
                fields.howToTestBlockLines.insert(block.startLine)
                continue
            }
            for (label, value) in pairs(block.plainText) {
                switch label {
                case let name where severityLabels.contains(name):
                    // A level is one line: "**Priority:** High" over "**Status:** Approved"
                    // (lines whose labels name nothing read here) gives "High".
                    let value = String(value.prefix { $0 != "\n" })
                    if let parsed = words.parse(value) {
                        if fields.severity == nil {
                            fields.severity = parsed
                            // ("High - people feel lost": the grade is the label, the rest why.)
                            let grade = [" - ", " — ", " – "].compactMap { value.range(of: $0)?.lowerBound }.min().map { String(value[..<$0]) }
                            fields.severityLabel = (grade.flatMap { words.parse($0) == parsed ? $0 : nil } ?? value).trimmingSpaces()
                        }
                        fields.severities.insert(parsed)
                    }
                case "kind": fields.kind = ItemKind(rawValue: value.lowercased().trimmingSpaces())
                case "tags": fields.tags = list(value)
                case "platforms": fields.platforms = list(value)
                case "wcag", "success criteria", "success criterion": fields.criteria += list(value)
                case "how to test":
                    if value.isEmpty { expectSteps = true; fields.howToTestBlockLines.insert(block.startLine) }
                default: break
                }
            }
        }
        return fields
    }

    /// "Steps", "Test steps:", "Steps to verify": a label, alone on its line, over the steps
    /// of a test (the labels `CompilationRun.namesTestSteps` reads, the colon optional).
    static func namesSteps(_ plain: String) -> Bool {
        guard plain.utf8.count <= 24, !plain.containsASCII("\n") else { return false }
        let label = plain.trimmingSpaces()
        return Slug.words(label) == ["steps"] || CompilationRun.namesTestSteps(label.hasUTF8Suffix(":") ? label : label + ":")
    }

    /// `<Critical label />`, `<Serious />`: a line of HTML that opens with an element named
    /// by a severity grade, a site's badge for the section's severity. Names that are also
    /// callouts' (`<Warning>`, `<Info>`, `<Important>`) are not read so.
    static func severityBadge(_ html: String) -> String? {
        guard html.utf8.count <= 200, html.utf8.first == UInt8(ascii: "<") else { return nil }
        let name = html.dropFirst().prefix { $0.isLetter }
        guard name.count >= 3, let after = html.dropFirst(1 + name.count).first, after == " " || after == "/" || after == ">",
              badgeNames.contains(name.lowercased()) else { return nil }
        return String(name)
    }

    private static let badgeNames: Set<String> = ["critical", "blocker", "serious", "major", "high", "moderate", "medium", "minor", "low"]

    /// Whether `label` (without its colon) names one of the fields read here, any case.
    static func isFieldLabel(_ label: String) -> Bool {
        let phrase = Slug.phrase(label)
        return labels.contains(phrase) || conditionalLabelEnd(at: phrase.startIndex, in: (phrase + ":")[...].utf8) != nil
    }

    /// True for a paragraph made only of labelled fields (kept out of guidance).
    static func isLabelLine(_ block: MarkdownBlock) -> Bool {
        guard block.kind == .paragraph else { return false }
        let text = block.plainText
        let found = pairs(text)
        guard !found.isEmpty else { return false }
        // Every line must be a label line.
        return text.lineSlices().lazy.filter { !$0.isEmpty }.allSatisfy { line in
            let body = line.unicodeScalars.drop(while: \.isHorizontalWhitespace)
            return label(at: body.startIndex, in: line.utf8) != nil
        } || (found.count == 1 && text.count < 60)
    }

    private static let labelBytes = labels.map { Array(($0 + ":").utf8) }

    /// Chinese, Japanese and Korean names of the severity field ("**优先级：** 中", "重要度：高",
    /// "심각도: 높음"), with a full-width colon or an ASCII one: the names a table's level
    /// column has (`Severity.eastAsianFieldNames`).
    private static let eastAsianSeverityLabels = Severity.eastAsianFieldNames
        .flatMap { [Array(($0 + "：").utf8), Array(($0 + ":").utf8)] }

    /// The label (with its colon, any case) that starts at `start`: its index into `labels`
    /// and where it ends.
    private static func label(at start: String.Index, in bytes: Substring.UTF8View) -> (label: Int, end: String.Index)? {
        if let end = conditionalLabelEnd(at: start, in: bytes) { return (severityLabelIndex, end) }
        return fixedLabel(at: start, in: bytes).map { ($0.label, bytes.index(start, offsetBy: $0.length)) }
    }

    private static let severityLabelIndex = labels.firstIndex(of: "severity")!

    /// "Severity if missing:", "Impact if violated:", "Severity if below threshold:": a grade
    /// word, "if", and up to four words of condition before the colon. Where its colon ends.
    private static func conditionalLabelEnd(at start: String.Index, in bytes: Substring.UTF8View) -> String.Index? {
        guard let first = bytes[start...].first, first | 0x20 == UInt8(ascii: "s") || first | 0x20 == UInt8(ascii: "i") else { return nil }
        guard let opening = conditionalOpenings.first(where: { opening in
            bytes[start...].count > opening.count && zip(bytes[start...], opening).allSatisfy { $0.asciiLowercased == $1 }
        }) else { return nil }
        var index = bytes.index(start, offsetBy: opening.count)
        var spaces = 0
        for _ in 0..<40 {
            guard index != bytes.endIndex else { return nil }
            let byte = bytes[index]
            if byte == UInt8(ascii: ":") { return index == bytes.index(start, offsetBy: opening.count) ? nil : bytes.index(after: index) }
            if byte == UInt8(ascii: " ") { spaces += 1 } else if !byte.isASCIILetter && byte != UInt8(ascii: "-") { return nil }
            guard spaces < 4 else { return nil }
            index = bytes.index(after: index)
        }
        return nil
    }

    private static let conditionalOpenings = ["severity if ", "impact if "].map { Array($0.utf8) }

    /// The fixed label (with its colon, any case) that starts at `start`, as an index into
    /// `labels`, and its length in bytes.
    private static func fixedLabel(at start: String.Index, in bytes: Substring.UTF8View) -> (label: Int, length: Int)? {
        // (A label in Chinese, Japanese or Korean opens with such a scalar's lead byte.)
        if let first = bytes[start...].first, first.leadsEastAsianScalar {
            return eastAsianSeverityLabels.first { bytes[start...].starts(with: $0) }.map { (severityLabelIndex, $0.count) }
        }
        return asciiLabel(at: start, in: bytes).map { ($0, labelBytes[$0].count) }
    }

    private static func asciiLabel(at start: String.Index, in bytes: Substring.UTF8View) -> Int? {
        labelBytes.firstIndex { label in
            var index = start
            for expected in label {
                guard index != bytes.endIndex else { return false }
                let byte = bytes[index]
                if ((0x41...0x5A).contains(byte) ? byte | 0x20 : byte) != expected { return false }
                index = bytes.index(after: index)
            }
            return true
        }
    }

    /// "Impact: HIGH" → [("impact", "HIGH")]; several labels may share a paragraph. A label
    /// counts at the start of the text (after any spaces) and at the start of a line.
    static func pairs(_ text: String) -> [(String, String)] {
        // (A label in Chinese, Japanese or Korean opens the text with its full-width colon,
        // "：", or an ASCII one.)
        guard text.containsUTF8Byte(where: { $0 == UInt8(ascii: ":") }) || text.opensWithEastAsianText && text.contains("：") else {
            return []
        }
        let bytes = text[...].utf8
        var lineStarts = [bytes.startIndex]
        let indented = text.unicodeScalars.prefix(while: \.isHorizontalWhitespace)
        if indented.last == " " { lineStarts.append(indented.endIndex) }
        var index = bytes.startIndex
        while let newline = bytes[index...].firstIndex(of: UInt8(ascii: "\n")) {
            index = bytes.index(after: newline)
            lineStarts.append(index)
        }
        var positions: [(start: String.Index, end: String.Index, label: Int)] = []
        for start in lineStarts {
            guard let found = label(at: start, in: bytes) else { continue }
            positions.append((start, found.end, found.label))
        }
        return positions.enumerated().map { index, position in
            let end = index + 1 < positions.count ? positions[index + 1].start : text.endIndex
            return (labels[position.label], text[position.end..<end].trimmingWhitespace())
        }
    }

    private static func list(_ value: String) -> [String] {
        value.split(whereSeparator: { $0 == "," || $0 == "·" }).map { $0.trimmingSpaces() }.filter { !$0.isEmpty }
    }
}

import Foundation

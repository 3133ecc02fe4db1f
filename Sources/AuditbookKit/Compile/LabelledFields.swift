/// The labelled lines of a section: `**Impact:** HIGH` in third-party documents, and the
/// fields of auditbook's canonical format (Severity, Kind, Tags, Platforms, How to test).
struct LabelledFields {
    var severity: Severity?
    /// Every severity the section states (more than one is a document problem).
    var severities: Set<Severity> = []
    var kind: ItemKind?
    var tags: [String] = []
    var platforms: [String] = []
    /// Lines (start...end) of the list that follows a "How to test:" label.
    var howToTest: ClosedRange<Int>?
    /// Start lines of the blocks that make up the how-to-test steps.
    var howToTestBlockLines: Set<Int> = []

    private static let labels = ["impact", "severity", "priority", "kind", "tags", "platforms", "how to test", "level"]

    static func read(_ blocks: [MarkdownBlock]) -> LabelledFields {
        var fields = LabelledFields()
        var expectSteps = false
        for block in blocks {
            if expectSteps, case .list = block.kind {
                fields.howToTest = block.startLine...block.endLine
                fields.howToTestBlockLines.insert(block.startLine)
                expectSteps = false
                continue
            }
            expectSteps = false
            guard block.kind == .paragraph else { continue }
            for (label, value) in pairs(block.plainText) {
                switch label {
                case "impact", "severity", "priority", "level":
                    if let parsed = Severity.parse(value) {
                        if fields.severity == nil { fields.severity = parsed }
                        fields.severities.insert(parsed)
                    }
                case "kind": fields.kind = ItemKind(rawValue: value.lowercased().trimmingSpaces())
                case "tags": fields.tags = list(value)
                case "platforms": fields.platforms = list(value)
                case "how to test":
                    if value.isEmpty { expectSteps = true; fields.howToTestBlockLines.insert(block.startLine) }
                default: break
                }
            }
        }
        return fields
    }

    /// True for a paragraph made only of labelled fields (kept out of guidance).
    static func isLabelLine(_ block: MarkdownBlock) -> Bool {
        guard block.kind == .paragraph else { return false }
        let text = block.plainText
        let found = pairs(text)
        guard !found.isEmpty else { return false }
        // Every line must be a label line.
        return text.lineSlices().lazy.filter { !$0.isEmpty }.allSatisfy { line in
            labels.contains { line.lowercased().trimmingSpaces().hasPrefix($0 + ":") }
        } || (found.count == 1 && text.count < 60)
    }

    /// "Impact: HIGH" → [("impact", "HIGH")]; several labels may share a paragraph.
    static func pairs(_ text: String) -> [(String, String)] {
        var result: [(String, String)] = []
        guard text.utf8.contains(UInt8(ascii: ":")) else { return result }
        let lowered = text.lowercased()
        var positions: [(String.Index, String.Index, String)] = []
        for label in labels {
            var start = lowered.startIndex
            while let range = lowered[start...].firstUTF8Range(of: label + ":") {
                let atLineStart = range.lowerBound == lowered.startIndex
                    || lowered[lowered.index(before: range.lowerBound)] == "\n"
                    || lowered[lowered.index(before: range.lowerBound)] == " " && lowered[..<range.lowerBound].trimmingSpaces().isEmpty
                if atLineStart || lowered[..<range.lowerBound].hasSuffix("\n") {
                    positions.append((range.lowerBound, range.upperBound, label))
                }
                start = range.upperBound
            }
        }
        positions.sort { $0.0 < $1.0 }
        for (index, position) in positions.enumerated() {
            let end = index + 1 < positions.count ? positions[index + 1].0 : text.endIndex
            let value = text[position.1..<end].trimmingWhitespace()
            result.append((position.2, value))
        }
        return result
    }

    private static func list(_ value: String) -> [String] {
        value.split(whereSeparator: { $0 == "," || $0 == "·" }).map { $0.trimmingSpaces() }.filter { !$0.isEmpty }
    }
}

import Foundation

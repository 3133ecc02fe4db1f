/// A structural problem of a guideline document, with the line it is on. `checklist lint`
/// lists them; `checklist compile` shows them as warnings.
public struct DocumentFinding: Codable, Sendable, Equatable {
    public enum Kind: String, Codable, Sendable, CaseIterable {
        case flattened
        case encoding
        case unclosedFence = "unclosed-fence"
        case nestedFence = "nested-fence"
        case duplicateNumber = "duplicate-number"
        case emptyRule = "empty-rule"
        case missingSection = "missing-section"
        case missingSeverity = "missing-severity"
        case mixedSeverity = "mixed-severity"
        case invalidFrontMatter = "invalid-front-matter"
        case emptyChecklist = "empty-checklist"
        case noHeadings = "no-headings"
        case noItems = "no-items"
        case skippedRequirement = "skipped-requirement"
    }

    public var kind: Kind
    public var line: Int
    public var message: String

    public init(kind: Kind, line: Int, message: String) {
        self.kind = kind
        self.line = line
        self.message = message
    }

    public var summary: String { "line \(line): \(message)" }
}

/// Finds the structural problems of a compiled document that the compiler itself did not
/// already report: numbering, empty rules, severity coverage, and the damage repaired.
enum DocumentLinter {
    static func findings(items: [ChecklistItem], repairs: [Repair], severityLines: [(line: Int, severity: Severity)],
                         sectionSeverities: [(line: Int, title: String, values: Set<Severity>)]) -> [DocumentFinding] {
        var findings: [DocumentFinding] = []
        for repair in repairs {
            switch repair.kind {
            case .lineBreaks:
                findings.append(DocumentFinding(kind: .flattened, line: repair.lines.first ?? 1,
                                                message: "line breaks were lost; \(repair.count) blocks had to be rebuilt (\(repair.detail))"))
            case .encoding:
                findings.append(DocumentFinding(kind: .encoding, line: repair.lines.first ?? 1,
                                                message: "\(repair.count) characters are UTF-8 read in the wrong code page (\(repair.detail)); lines \(repair.lines.map(String.init).joined(separator: ", "))"))
            case .windows1252:
                findings.append(DocumentFinding(kind: .encoding, line: repair.lines.first ?? 1,
                                                message: "the file is not UTF-8 (\(repair.detail)); lines \(repair.lines.map(String.init).joined(separator: ", "))"))
            case .unclosedFence:
                findings.append(DocumentFinding(kind: .unclosedFence, line: repair.lines.first ?? 1, message: "a code fence is never closed"))
            case .nestedFence:
                // Repaired here, but GitHub and every other CommonMark reader still show the rest
                // of the document as code.
                for line in repair.lines {
                    findings.append(DocumentFinding(kind: .nestedFence, line: line,
                                                    message: "this fenced sample holds fenced code with fences as long as its own, so CommonMark closes it at the code's first fence and reads what follows as code; make its own fences longer (```` around ```)"))
                }
            default: break
            }
        }
        // Items are read in place, by index: a copy of each (its dozen strings and lists
        // retained and released) was most of this check's time on a large document.
        var seen: [String: Int] = [:]
        for index in items.indices where items[index].kind == .rule {
            guard let number = items[index].number else { continue }
            let key = items[index].sectionPath.dropLast().joined(separator: "/") + "#" + number
            if let first = seen[key] {
                findings.append(DocumentFinding(kind: .duplicateNumber, line: items[index].line,
                                                message: "number \(number) is used again (first on line \(first))"))
            } else {
                seen[key] = items[index].line
            }
        }
        if !severityLines.isEmpty {
            for index in items.indices where items[index].kind == .rule && items[index].severity == nil {
                findings.append(DocumentFinding(kind: .missingSeverity, line: items[index].line,
                                                message: "rule '\(items[index].title)' has no severity while other sections state one"))
            }
        }
        for section in sectionSeverities where section.values.count > 1 {
            let values = section.values.sorted { $0.rank > $1.rank }.map(\.rawValue).joined(separator: ", ")
            findings.append(DocumentFinding(kind: .mixedSeverity, line: section.line,
                                            message: "section '\(section.title)' states several severities (\(values))"))
        }
        return findings.sorted { $0.line < $1.line }
    }
}

import Foundation

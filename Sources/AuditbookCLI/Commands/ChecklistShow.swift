import ArgumentParser
import AuditbookKit
import AuditbookStore
import AuditbookUseCases
import Foundation

extension ChecklistCommand {
    /// `auditbook checklist show ID`
    struct ChecklistShow: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "show", abstract: "Show a checklist's items.")

        @OptionGroup var workbook: WorkbookOptions
        @OptionGroup var output: OutputOptions

        @Argument(help: "The checklist ID.")
        var id: String

        @Option(name: .long, help: "Only items of this kind (check, rule, principle, anti-pattern).")
        var kind: ItemKind?

        @Option(name: .long, help: "A version other than the latest.")
        var version: Int?

        @Flag(name: .long, help: "Print each item's guidance and examples too.")
        var full = false

        func run() throws {
            let console = Console.standard
            let stored = try workbook.openForReading().checklist(id: id, version: version)
            let items = stored.items.filter { kind == nil || $0.kind == kind }
            if output.json {
                return try console.json(ChecklistJSON(stored, items: items))
            }
            console.out(console.style("\(stored.summary.id) — \(stored.summary.title)", .bold))
            console.out("version \(stored.summary.version) · \(items.count) item\(items.count == 1 ? "" : "s")\(kind.map { " of kind \($0.rawValue)" } ?? "") · \(stored.summary.source)")
            var lastSection: String?
            for item in items {
                let section = item.sectionPath.isEmpty ? "(document)" : item.section
                if section != lastSection {
                    console.out("")
                    console.out(console.style(section, .bold))
                    lastSection = section
                }
                let severity = item.severity.map { "[\($0.rawValue)]" } ?? ""
                let number = item.number.map { "\($0). " } ?? ""
                console.out("  \(ItemText.symbol(item.kind)) \(number)\(item.title) \(console.style(severity, .yellow))")
                console.out("      \(console.style(item.id, .dim))\(item.related.isEmpty ? "" : console.style("  → " + item.related.joined(separator: ", "), .dim))")
                if let criteria = item.criteria, !criteria.isEmpty {
                    let named = criteria.filter(\.counts).map(\.num), suggested = criteria.filter { !$0.counts }.map(\.num)
                    console.out("      " + console.style("WCAG " + (named.isEmpty ? "" : named.joined(separator: ", "))
                        + (suggested.isEmpty ? "" : (named.isEmpty ? "" : "; ") + "suggested " + suggested.joined(separator: ", ")), .dim))
                }
                if full {
                    if !item.guidance.isEmpty { console.out(ItemText.indent(item.guidance, by: 6)) }
                    for example in item.examples {
                        console.out("      \(example.verdict == .correct ? "✓ correct" : "✗ incorrect")\(example.caption.map { ": \($0)" } ?? "")")
                        console.out(ItemText.indent(example.code, by: 8))
                    }
                }
            }
        }
    }
}

/// The `checklist show --json` shape.
struct ChecklistJSON: Encodable {
    struct Item: Encodable {
        var id: String
        var number: String?
        var title: String
        var kind: String
        var severity: String?
        var severityLabel: String?
        var section: String
        var sectionPath: [String]
        var guidance: String
        var examples: [CodeExample]
        var related: [String]
        var tags: [String]
        var platforms: [String]
        var howToTest: String?
        var line: Int
        var criteria: [CriterionRef]?

        enum CodingKeys: String, CodingKey {
            case id, number, title, kind, severity, severityLabel, section, sectionPath, guidance, examples, related, tags, platforms, howToTest, line, criteria
        }

        // Nulls are written out, so every key is always present.
        func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(id, forKey: .id)
            try container.encode(number, forKey: .number)
            try container.encode(title, forKey: .title)
            try container.encode(kind, forKey: .kind)
            try container.encode(severity, forKey: .severity)
            try container.encode(severityLabel, forKey: .severityLabel)
            try container.encode(section, forKey: .section)
            try container.encode(sectionPath, forKey: .sectionPath)
            try container.encode(guidance, forKey: .guidance)
            try container.encode(examples, forKey: .examples)
            try container.encode(related, forKey: .related)
            try container.encode(tags, forKey: .tags)
            try container.encode(platforms, forKey: .platforms)
            try container.encode(howToTest, forKey: .howToTest)
            try container.encode(line, forKey: .line)
            try container.encodeIfPresent(criteria, forKey: .criteria)
        }
    }

    var id: String
    var title: String
    var version: Int
    var source: String
    var items: [Item]

    init(_ stored: StoredChecklist, items: [ChecklistItem]) {
        id = stored.summary.id
        title = stored.summary.title
        version = stored.summary.version
        source = stored.summary.source
        self.items = items.map {
            Item(id: $0.id, number: $0.number, title: $0.title, kind: $0.kind.rawValue, severity: $0.severity?.rawValue,
                 severityLabel: $0.severityLabel, section: $0.section, sectionPath: $0.sectionPath, guidance: $0.guidance, examples: $0.examples,
                 related: $0.related, tags: $0.tags, platforms: $0.platforms, howToTest: $0.howToTest, line: $0.line, criteria: $0.criteria)
        }
    }
}

/// Small text helpers for showing items in a terminal.
enum ItemText {
    static func symbol(_ kind: ItemKind) -> String {
        switch kind {
        case .check: return "☐"
        case .rule: return "§"
        case .principle: return "◆"
        case .antiPattern: return "⚠"
        }
    }

    static func indent(_ text: String, by count: Int) -> String {
        let pad = String(repeating: " ", count: count)
        return text.split(separator: "\n", omittingEmptySubsequences: false).map { pad + $0 }.joined(separator: "\n")
    }
}

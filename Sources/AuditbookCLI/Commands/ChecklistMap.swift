import ArgumentParser
import AuditbookKit
import AuditbookStore
import AuditbookUseCases

extension CriterionRef.Source: ExpressibleByArgument {}

/// `auditbook checklist map`: the WCAG success criteria of items, reviewed and set by a person.
struct ChecklistMap: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "map",
        abstract: "Map an item to WCAG success criteria, confirm or clear auditbook's suggestions, or list the mappings to review.",
        discussion: """
            auditbook map ITEM 1.4.3 1.4.11   maps ITEM to exactly these criteria (confirmed)
            auditbook map ITEM --confirm      confirms the criteria suggested for ITEM
            auditbook map ITEM --clear        ITEM is no WCAG matter
            auditbook map --suggested         lists the suggestions still to review
            Criteria a document names (a WCAG: field, "SC 2.5.8") and confirmed ones count in conformance; suggested ones do not.
            """)
    @OptionGroup var workbook: WorkbookOptions
    @OptionGroup var output: OutputOptions
    @Argument(help: "The item ID (voiceover/4.1); without it, the mappings are listed.") var item: String?
    @Argument(help: "WCAG success criteria numbers (1.4.3).") var criteria: [String] = []
    @Flag(help: "Confirm the criteria suggested for the item.") var confirm = false
    @Flag(help: "Remove every criterion of the item.") var clear = false
    @Flag(help: "List only items with suggestions still to review.") var suggested = false
    @Option(help: "List only this checklist's items.") var checklist: String?

    func validate() throws {
        if [!criteria.isEmpty, confirm, clear].filter({ $0 }).count > 1 {
            throw ValidationError("give criteria, --confirm or --clear, one of them")
        }
        if item != nil, criteria.isEmpty, !confirm, !clear {
            throw ValidationError("say what to do with \(item!): criteria numbers (1.4.3), --confirm or --clear")
        }
    }

    func run() throws {
        let console = Console.standard
        guard let item else {
            let items = try workbook.openForReading().mappedItems(checklist: checklist, source: suggested ? .suggested : nil)
            if output.json { return try console.json(items) }
            if items.isEmpty { console.out(suggested ? "no suggestions to review" : "no item is mapped to a WCAG success criterion") }
            for mapped in items { console.out(Self.line(mapped)) }
            return
        }
        let change: CriterionChange = confirm ? .confirm : clear ? .clear : .set(criteria)
        let mapped = try workbook.open().mapItem(item, change)
        if output.json { return try console.json(mapped) }
        console.out(Self.line(mapped))
    }

    static func line(_ mapped: MappedItem) -> String {
        let criteria = mapped.criteria.map { ref in
            "\(ref.num)\(WCAG.criterion(ref.num).map { " \($0.title) (\($0.level))" } ?? "")\(ref.source == .suggested ? " [suggested]" : ref.source == .confirmed ? " [confirmed]" : "")"
        }
        return "\(mapped.item)  \(mapped.title)\n    " + (criteria.isEmpty ? "no criteria" : criteria.joined(separator: "; "))
    }
}

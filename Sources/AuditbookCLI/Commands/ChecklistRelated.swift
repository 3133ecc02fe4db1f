import ArgumentParser
import AuditbookKit
import AuditbookStore
import AuditbookUseCases
import Foundation

extension ChecklistCommand {
    /// `auditbook checklist related ITEM-ID`: the same requirement in other checklists.
    struct ChecklistRelated: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "related",
            abstract: "Show items of other checklists that state the same requirement, with a similarity score.")

        @OptionGroup var workbook: WorkbookOptions
        @OptionGroup var output: OutputOptions

        @Argument(help: "An item ID, such as voiceover/4.1.")
        var item: String

        func run() throws {
            let console = Console.standard
            let equivalents = try workbook.openForReading().equivalents(of: item)
            if output.json { return try console.json(equivalents) }
            if equivalents.isEmpty {
                console.error("no other checklist states '\(item)' (similarity below \(Workbook.equivalenceThreshold))")
                return
            }
            for equivalent in equivalents {
                console.out("\(String(format: "%.2f", equivalent.score))  \(console.style(equivalent.id, .bold))  \(equivalent.title)")
            }
        }
    }
}

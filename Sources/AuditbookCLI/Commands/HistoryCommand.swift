import ArgumentParser
import AuditbookKit
import AuditbookStore
import AuditbookUseCases
import Foundation

/// `auditbook history`: every change to a result.
struct HistoryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "history", abstract: "Show the append-only log of changes to results.")
    @OptionGroup var workbook: WorkbookOptions
    @OptionGroup var audit: AuditOption
    @OptionGroup var output: OutputOptions
    @Option(help: "Only this screen.", completion: .custom(WorkbookCompletions.screens)) var screen: String?
    @Option(help: "Only this item ID.", completion: .custom(WorkbookCompletions.itemIDs)) var item: String?

    func run() throws {
        let entries = try workbook.openForReading().history(auditID: audit.audit, screen: screen, item: item)
        if output.json { return try Console.standard.json(entries) }
        let formatter = ISO8601DateFormatter()
        for entry in entries {
            if SignoffHistory.isAuditEvent(entry) {
                // A sign-off or a reopening: about the whole audit.
                Console.standard.out("\(formatter.string(from: entry.at))  \(entry.reviewer)  \(entry.action)\(entry.newStatus.map { "  \($0)" } ?? "")\(entry.newNote.map { "  “\($0)”" } ?? "")")
                continue
            }
            let change = "\(entry.oldStatus ?? "—") → \(entry.newStatus ?? "—")"
            Console.standard.out("\(formatter.string(from: entry.at))  \(entry.reviewer)  \(entry.action)  \(entry.screen) · \(entry.item)  \(change)\(entry.newNote.map { "  “\($0)”" } ?? "")")
        }
    }
}

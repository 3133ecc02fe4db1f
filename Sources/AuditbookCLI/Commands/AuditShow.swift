import ArgumentParser
import AuditbookKit
import AuditbookStore
import AuditbookUseCases
import Foundation

extension AuditCommand {
    struct Show: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "show", abstract: "Show an audit: checklists and versions, screens, items.")
        @OptionGroup var workbook: WorkbookOptions
        @OptionGroup var output: OutputOptions
        @Argument(help: "The audit ID (default: the current audit).") var id: String?
        @Flag(help: "List the audit's item IDs too.") var items = false

        func run() throws {
            let book = try workbook.openForReading()
            let audit = try book.audit(id)
            let itemIDs = items ? try book.auditItemIDs(audit.id) : []
            if output.json {
                struct Shown: Encodable { var audit: AuditSummary; var items: [String]? }
                return try Console.standard.json(Shown(audit: audit, items: items ? itemIDs : nil))
            }
            let console = Console.standard
            console.out(console.style("\(audit.id) — \(audit.title)", .bold) + (audit.isCurrent ? "  (current)" : ""))
            console.out("state: \(audit.state)   app: \(audit.app ?? "—")   build: \(audit.build ?? "—")   platform: \(audit.platform ?? "—")")
            console.out("checklists: \(audit.checklists.joined(separator: ", "))")
            console.out("screens: \(audit.screens.joined(separator: ", "))")
            console.out("items: \(audit.items)   created by \(audit.createdBy) on \(audit.createdAt.formatted(date: .abbreviated, time: .shortened))\(audit.copiedFrom.map { "   copied from \($0)" } ?? "")")
            for itemID in itemIDs { console.out("  \(itemID)") }
        }
    }
}

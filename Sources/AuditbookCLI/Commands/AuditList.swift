import ArgumentParser
import AuditbookKit
import AuditbookStore
import AuditbookUseCases
import Foundation

extension AuditCommand {
    struct List: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "list", abstract: "List the audits in the workbook.")
        @OptionGroup var workbook: WorkbookOptions
        @OptionGroup var output: OutputOptions

        func run() throws {
            let audits = try workbook.openForReading().audits()
            if output.json { return try Console.standard.json(audits) }
            if audits.isEmpty { Console.standard.error("no audits yet; start one with: auditbook audit new TITLE --screen NAME") }
            for audit in audits {
                Console.standard.out("\(audit.isCurrent ? "*" : " ") \(audit.id)  \(audit.title)  [\(audit.state)]  \(audit.items) items, \(audit.screens.count) screens  \(audit.app ?? "")")
            }
        }
    }
}

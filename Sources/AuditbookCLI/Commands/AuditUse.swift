import ArgumentParser
import AuditbookKit
import AuditbookStore
import AuditbookUseCases
import Foundation

extension AuditCommand {
    struct Use: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "use", abstract: "Make an audit the current one.")
        @OptionGroup var workbook: WorkbookOptions
        @Argument(help: "The audit ID.") var id: String

        func run() throws {
            try workbook.open().useAudit(id)
            Console.standard.error("audit \(id) is now the current audit")
        }
    }
}

import ArgumentParser
import AuditbookKit
import AuditbookStore
import AuditbookUseCases

extension ScreenCommand {
    struct Remove: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "remove", abstract: "Remove a screen (refused when it has results, unless --force).")
        @OptionGroup var workbook: WorkbookOptions
        @OptionGroup var audit: AuditOption
        @Argument var name: String
        @Flag(help: "Remove it with its results.") var force = false

        func run() throws {
            try workbook.open().removeScreen(name, force: force, auditID: audit.audit)
            Console.standard.error("removed screen '\(name)'")
        }
    }
}

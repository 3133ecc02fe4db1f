import ArgumentParser
import AuditbookKit
import AuditbookStore
import AuditbookUseCases

extension ScreenCommand {
    struct Rename: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "rename", abstract: "Rename a screen.")
        @OptionGroup var workbook: WorkbookOptions
        @OptionGroup var audit: AuditOption
        @Argument var name: String
        @Argument(help: "The new name.") var newName: String

        func run() throws {
            try workbook.open().renameScreen(name, to: newName, auditID: audit.audit)
            Console.standard.error("renamed '\(name)' to '\(newName)'")
        }
    }
}

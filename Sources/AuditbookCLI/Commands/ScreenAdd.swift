import ArgumentParser
import AuditbookKit
import AuditbookStore
import AuditbookUseCases

extension ScreenCommand {
    struct Add: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "add", abstract: "Add a screen.")
        @OptionGroup var workbook: WorkbookOptions
        @OptionGroup var audit: AuditOption
        @Argument(help: "The screen's name, e.g. Checkout.") var name: String
        @Option(help: "Where it is, e.g. \"Settings > Account\".") var description: String?

        func run() throws {
            let screen = try workbook.open().addScreen(name, description: description, auditID: audit.audit)
            Console.standard.error("added screen '\(screen.name)'")
        }
    }
}

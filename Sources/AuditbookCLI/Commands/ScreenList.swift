import ArgumentParser
import AuditbookKit
import AuditbookStore
import AuditbookUseCases

extension ScreenCommand {
    struct List: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "list", abstract: "List the screens.")
        @OptionGroup var workbook: WorkbookOptions
        @OptionGroup var audit: AuditOption
        @OptionGroup var output: OutputOptions

        func run() throws {
            let screens = try workbook.openForReading().screens(auditID: audit.audit)
            if output.json { return try Console.standard.json(screens) }
            for screen in screens {
                Console.standard.out("\(screen.name)\(screen.description.map { "  — \($0)" } ?? "")\(screen.isAppWide ? "  (items about the whole app)" : "")")
            }
        }
    }
}

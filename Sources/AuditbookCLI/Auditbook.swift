import ArgumentParser
import AuditbookKit
import Foundation

/// The `auditbook` command: audit workbooks for Apple-platform UI reviews.
public struct Auditbook: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "auditbook",
        abstract: "Turn UI guideline documents into checklists and walk audits screen by screen.",
        discussion: """
            The workbook is ./auditbook.sqlite unless --workbook or AUDITBOOK_WORKBOOK names another.
            Exit codes: 0 ok, 1 findings or gate failed, 2 verification failed, 64 usage, 65 bad data,
            66 missing input, 74 I/O error.
            """,
        version: AuditbookVersion.current,
        subcommands: [WalkCommand.self, ChecklistCommand.self, AuditCommand.self, ScreenCommand.self, RecordCommand.self,
                      StatusCommand.self, HistoryCommand.self, ImportCommand.self, ReportCommand.self, SignoffCommand.self,
                      VerifyCommand.self, GateCommand.self, DiffCommand.self, DemoCommand.self],
        defaultSubcommand: WalkCommand.self
    )

    public init() {}

    /// Runs the command line, mapping every error to its documented exit code in one place.
    public static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch let error as AuditbookError {
            Console.standard.error("auditbook: error: \(error)")
            Foundation.exit(error.exitCode)
        } catch {
            exit(withError: error)
        }
    }
}

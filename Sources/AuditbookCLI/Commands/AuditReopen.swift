import ArgumentParser
import AuditbookKit
import AuditbookStore
import AuditbookUseCases
import Foundation

extension AuditCommand {
    struct Reopen: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "reopen",
            abstract: "Reopen a signed audit so its results can change; its sign-offs are recorded as no longer holding.")
        @OptionGroup var workbook: WorkbookOptions
        @OptionGroup var reviewer: ReviewerOption
        @Argument(help: "The audit ID (default: the current audit).") var id: String?
        @Option(help: "Why it is reopened (kept with the revoked sign-offs).") var reason: String?

        func run() throws {
            let revoked = try workbook.open().reopen(auditID: id, reviewer: reviewer.resolved, reason: reason)
            Console.standard.error("reopened; \(revoked) sign-off(s) no longer hold. Sign again once the results are final: auditbook signoff")
        }
    }
}

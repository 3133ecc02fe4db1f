import ArgumentParser
import AuditbookKit
import AuditbookStore
import AuditbookUseCases
import Foundation

/// `auditbook audit …`: create, list, show, switch and copy audits.
struct AuditCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "audit", abstract: "Create and manage audits.",
        subcommands: [New.self, List.self, Show.self, Use.self, Copy.self, Reopen.self])
}

import ArgumentParser
import AuditbookKit
import AuditbookStore
import AuditbookUseCases
import Foundation

/// `auditbook verify`: exit 0 when every sign-off still holds, 2 naming each changed result.
struct VerifyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "verify", abstract: "Recompute the results' digests and check every sign-off still holds (exit 2 naming each change if not).")
    @OptionGroup var workbook: WorkbookOptions
    @OptionGroup var audit: AuditOption
    @OptionGroup var output: OutputOptions

    func run() throws {
        let verification = try workbook.openForReading().verify(auditID: audit.audit)
        if output.json {
            try Console.standard.json(verification)
        } else {
            let console = Console.standard
            if verification.signoffs.isEmpty { console.out("audit \(verification.audit) has no sign-offs to verify") }
            for check in verification.signoffs {
                let who = "\(check.role) (\(check.reviewer), \(check.decision), \(check.signedAt.formatted(.iso8601)))"
                if check.revoked { console.out("– \(who): revoked by reopen; not checked"); continue }
                console.out(check.holds ? "✓ \(who): holds" : "✗ \(who): does NOT hold")
                if !check.snapshotIntact { console.out("    the stored sign-off record itself was altered") }
                for change in check.changes {
                    switch change.kind {
                    case .changed: console.out("    changed: \(change.screen) · \(change.item) (\(change.signedStatus ?? "?") when signed, \(change.currentStatus ?? "?") now)")
                    case .added: console.out("    added:   \(change.screen) · \(change.item) (\(change.currentStatus ?? "?"))")
                    case .removed: console.out("    removed: \(change.screen) · \(change.item) (\(change.signedStatus ?? "?") when signed)")
                    }
                }
            }
        }
        if !verification.verified { throw ExitStatus.verificationFailed }
    }
}

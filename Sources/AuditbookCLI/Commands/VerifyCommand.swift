import ArgumentParser
import AuditbookKit
import AuditbookStore
import AuditbookUseCases
import Foundation

/// `auditbook verify`: exit 0 when every sign-off still holds, 2 naming each changed result.
struct VerifyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "verify", abstract: "Check every sign-off still holds: its record, results, evidence bytes, items, history and signature (exit 2 naming each change if not).")
    @OptionGroup var workbook: WorkbookOptions
    @OptionGroup var audit: AuditOption
    @OptionGroup var output: OutputOptions
    @OptionGroup var signers: SignoffTrustOptions

    func run() throws {
        let verification = try workbook.openForReading().verify(auditID: audit.audit, trust: signers.trust)
        if output.json {
            try Console.standard.json(verification)
        } else {
            let console = Console.standard
            if verification.signoffs.isEmpty { console.out("audit \(verification.audit) has no sign-offs to verify") }
            for problem in verification.problems { console.out("✗ \(problem)") }
            for check in verification.signoffs {
                let who = "\(check.role) (\(check.reviewer), \(check.decision), \(check.signedAt.formatted(.iso8601)))"
                if check.revoked { console.out("– \(who): revoked by reopen; not checked"); continue }
                console.out(check.holds ? "✓ \(who): holds" : "✗ \(who): does NOT hold")
                console.out("    " + (check.hasStatement ? check.signature.description : "made before sign-off statements: its digest covers the results only")
                            + (check.signatureRequired && check.signature == .unsigned ? "; --require-signed asks for a signature" : ""))
                if !check.snapshotIntact { console.out("    the stored sign-off record itself was altered") }
                for problem in check.problems { console.out("    \(problem)") }
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

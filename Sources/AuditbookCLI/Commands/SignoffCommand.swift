import ArgumentParser
import AuditbookKit
import AuditbookStore
import AuditbookUseCases
import Foundation

extension SignoffDecision: ExpressibleByArgument {}
extension GateLevel: ExpressibleByArgument {}

/// `auditbook signoff`: a reviewer's decision, with the digest of the results it covers.
struct SignoffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "signoff", abstract: "Sign off an audit (approve or reject) with a SHA-256 digest of its results; the audit is then locked until reopened.")
    @OptionGroup var workbook: WorkbookOptions
    @OptionGroup var audit: AuditOption
    @OptionGroup var output: OutputOptions
    @OptionGroup var reviewer: ReviewerOption
    @Option(help: "The reviewer's role, e.g. qa-lead, accessibility, product.") var role: String
    @Option(help: "approve or reject.") var decision: SignoffDecision = .approve
    @Option(help: "A comment (required to reject).") var comment: String?

    func run() throws {
        let receipt = try workbook.open().signoff(auditID: audit.audit, reviewer: reviewer.resolved, role: role,
                                                  decision: decision, comment: comment)
        if output.json { return try Console.standard.json(receipt) }
        Console.standard.out("\(receipt.decision == .approve ? "✓ approved" : "✗ rejected") audit \(receipt.audit) as \(receipt.role) (\(receipt.reviewer)); digest \(receipt.digest)")
        if receipt.untested > 0 {
            Console.standard.error("note: \(receipt.untested) screen × item pair(s) were still untested when signed")
        }
    }
}


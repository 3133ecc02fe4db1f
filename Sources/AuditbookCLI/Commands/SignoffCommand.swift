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
        commandName: "signoff", abstract: "Sign off an audit (approve or reject): a statement of the decision, results, items and history, with its SHA-256 digest and optionally an SSH signature; the audit is then locked until reopened.")
    @OptionGroup var workbook: WorkbookOptions
    @OptionGroup var audit: AuditOption
    @OptionGroup var output: OutputOptions
    @OptionGroup var reviewer: ReviewerOption
    @Option(help: "The reviewer's role, e.g. qa-lead, accessibility, product.") var role: String
    @Option(help: "approve or reject.") var decision: SignoffDecision = .approve
    @Option(help: "A comment (required to reject).") var comment: String?
    @Option(name: .customLong("sign-key"), help: ArgumentHelp(
        "Sign the sign-off with this SSH private key, as git signs commits (ssh-keygen -Y sign; default: $AUDITBOOK_SIGNING_KEY).",
        valueName: "path")) var signKey: String?

    func run() throws {
        let environment = ProcessInfo.processInfo.environment["AUDITBOOK_SIGNING_KEY"]
        let key = signKey ?? (environment?.isEmpty == false ? environment : nil)
        let sign: ((String) throws -> String)? = key.map { key in { try SSHSignatures.sign(statement: $0, key: key) } }
        let receipt = try workbook.open().signoff(auditID: audit.audit, reviewer: reviewer.resolved, role: role,
                                                  decision: decision, comment: comment, sign: sign)
        if output.json { return try Console.standard.json(receipt) }
        Console.standard.out("\(receipt.decision == .approve ? "✓ approved" : "✗ rejected") audit \(receipt.audit) as \(receipt.role) (\(receipt.reviewer)); digest \(receipt.digest)"
            + (receipt.signed ? ", signed with \(key ?? "the key")" : ""))
        if receipt.untested > 0 {
            Console.standard.error("note: \(receipt.untested) screen × item pair(s) were still untested when signed")
        }
    }
}


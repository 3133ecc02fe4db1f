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
        if !verification.verified { throw ExitCode(2) }
    }
}

/// `auditbook gate`: for CI; exit 0 when the audit passes, 1 when it does not.
struct GateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gate", abstract: "Pass or fail an audit for CI, saying why (exit 0 pass, 1 fail).",
        discussion: """
            A failed result's impact is its worst finding's, else its item's severity (critical: blocking; high or none: major; \
            medium, low: minor). Sign-offs must still verify, and a rejection that holds fails the gate.
            """)
    @OptionGroup var workbook: WorkbookOptions
    @OptionGroup var audit: AuditOption
    @OptionGroup var output: OutputOptions
    @Option(name: .customLong("fail-on"), help: "Fail on failures at or above: blocking, major, minor or any (default any).") var failOn: GateLevel = .any
    @Flag(name: .customLong("require-complete"), help: "Fail while any screen × item is untested.") var requireComplete = false
    @Option(name: .customLong("require-signoff"), help: "Fail without an approving sign-off by this role that still holds (repeatable).") var roles: [String] = []
    @Option(help: ArgumentHelp("text, json or github (workflow commands that annotate the run; the default when GITHUB_ACTIONS=true).",
                               valueName: "format")) var format: GateFormat?

    enum GateFormat: String, ExpressibleByArgument, CaseIterable { case text, json, github }

    func validate() throws {
        if output.json, let format, format != .json { throw ValidationError("--json and --format \(format.rawValue) cannot be combined") }
    }

    func run() throws {
        let report = try workbook.openForReading().gate(auditID: audit.audit, policy: GatePolicy(failOn: failOn, requireComplete: requireComplete, requiredRoles: roles))
        let environment = ProcessInfo.processInfo.environment
        let chosen = output.json ? .json : format ?? (environment["GITHUB_ACTIONS"] == "true" ? .github : .text)
        // On GitHub the summary is appended to the job's page as well.
        if let summaryFile = environment["GITHUB_STEP_SUMMARY"], !summaryFile.isEmpty {
            do {
                let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: summaryFile))
                defer { try? handle.close() }
                try handle.seekToEnd()
                try handle.write(contentsOf: Data(GitHubGateRenderer.summary(report).utf8))
            } catch {
                Console.standard.error("auditbook: warning: could not append the summary to GITHUB_STEP_SUMMARY (\(summaryFile)): \(error.localizedDescription)")
            }
        }
        if chosen == .github {
            for line in GitHubGateRenderer.commands(report) { Console.standard.out(line) }
        }
        if chosen == .json {
            struct Shown: Encodable { var audit: String; var passed: Bool; var checks: [GateReport.Check] }
            try Console.standard.json(Shown(audit: report.audit, passed: report.passed, checks: report.checks))
        } else {
            for check in report.checks { Console.standard.out("\(check.passed ? "✓ pass" : "✗ FAIL")  \(check.name): \(check.detail)") }
            Console.standard.out(report.passed ? "gate passed for audit \(report.audit)" : "gate FAILED for audit \(report.audit)")
        }
        if !report.passed { throw ExitCode(1) }
    }
}

import ArgumentParser
import AuditbookKit
import AuditbookStore
import AuditbookUseCases
import Foundation

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
    @OptionGroup var signers: SignoffTrustOptions
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
        let report = try workbook.openForReading().gate(auditID: audit.audit, policy: GatePolicy(failOn: failOn, requireComplete: requireComplete, requiredRoles: roles),
                                                          trust: signers.trust)
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
        if !report.passed { throw ExitStatus.failed }
    }
}

import ArgumentParser
import AuditbookKit
import AuditbookStore
import AuditbookUseCases

/// `auditbook demo`: the one-line tour.
struct DemoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "demo", abstract: "Build a sample review (audit, re-audit, sign-off, reports) in a folder of its own, to see the whole product.")
    @Option(name: [.short, .long], help: "The folder for the demo (replaces an earlier demo there).") var output = "auditbook-demo"
    @OptionGroup var format: OutputOptions

    func run() throws {
        let demo = try DemoAudit.build(in: output)
        if format.json { return try Console.standard.json(demo) }
        let console = Console.standard
        // Run by path (make demo, .build/…/auditbook) the next commands name that path, so
        // they work as printed without auditbook on the PATH.
        let invoked = CommandLine.arguments.first ?? "auditbook"
        let auditbook = invoked.contains("/") ? invoked : "auditbook"
        console.out("""
            auditbook demo: a sample accessibility review of "Acme Notes" in \(demo.folder)/

              1. Compiled the \(demo.checklists) bundled checklists into \(demo.workbook).
              2. Audit \(demo.firstAudit) "Acme Notes 2.3": \(demo.items) items on \(demo.screens.joined(separator: ", ")),
                 5 failures with findings, a screenshot and tracker links; rejected at sign-off by the QA lead.
              3. Re-audit \(demo.reaudit) "Acme Notes 2.4": results carried over, \(demo.fixes) fixes, \(demo.regressions) regression.
              4. Reports of the first audit: \(demo.htmlReport) (open it in a browser) and \(demo.markdownReport).

            Try next:
              export AUDITBOOK_WORKBOOK=\(demo.workbook)
              \(auditbook) status --audit \(demo.reaudit)
              \(auditbook) diff \(demo.firstAudit) \(demo.reaudit)
              \(auditbook) gate --audit \(demo.reaudit) --fail-on major
              \(auditbook) verify --audit \(demo.firstAudit)
              \(auditbook) report --audit \(demo.reaudit) --summary
              \(auditbook) walk      # answer what is left of the re-audit, key by key
            """)
    }
}

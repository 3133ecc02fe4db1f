import ArgumentParser
import AuditbookKit
import AuditbookStore
import AuditbookUseCases
import Foundation

/// `auditbook status`: progress and outcomes per screen and section.
struct StatusCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "status", abstract: "Show the count of each outcome per screen and section.")
    @OptionGroup var workbook: WorkbookOptions
    @OptionGroup var audit: AuditOption
    @OptionGroup var output: OutputOptions
    @Flag(help: "Show every section of every screen.") var sections = false

    func run() throws {
        let status = try workbook.openForReading().status(auditID: audit.audit)
        if output.json { return try Console.standard.json(status) }
        let console = Console.standard
        console.out(console.style("\(status.audit) — \(status.title)", .bold) + "   \(status.percentComplete)% complete")
        func line(_ name: String, _ counts: OutcomeCounts, indent: String) -> String {
            let cells = Outcome.allCases.map { "\($0.symbol) \($0.label) \(counts[$0])" }.joined(separator: "  ")
            return "\(indent)\(name.padding(toLength: max(name.count, 28), withPad: " ", startingAt: 0))  \(String(format: "%5.1f", counts.percentComplete))%  \(cells)"
        }
        for screen in status.screens {
            console.out(line(screen.name, screen.counts, indent: ""))
            if sections { for section in screen.sections { console.out(line(section.name, section.counts, indent: "    ")) } }
        }
        console.out(line("Total", status.totals, indent: ""))
        let impacts = ["blocking", "major", "minor"].map { "\($0) \(status.failuresByImpact[$0] ?? 0)" }.joined(separator: ", ")
        console.out("findings on failures: \(impacts)")
    }
}

import ArgumentParser
import AuditbookKit
import AuditbookStore
import AuditbookUseCases

/// `auditbook diff A B`: regressions, fixes and what else changed between two audits.
struct DiffCommand: ParsableCommand {
    enum Format: String, ExpressibleByArgument, CaseIterable { case markdown, json }

    static let configuration = CommandConfiguration(
        commandName: "diff", abstract: "Compare two audits: regressions (pass → fail), fixes (fail → pass), items, screens and checklist versions.")
    @OptionGroup var workbook: WorkbookOptions
    @Argument(help: "The earlier audit.") var from: String
    @Argument(help: "The later audit.") var to: String
    @Option(help: "markdown or json.") var format: Format = .markdown
    @Flag(name: .long, help: "Same as --format json.") var json = false

    func run() throws {
        let diff = try workbook.openForReading().diff(from, to)
        if json || format == .json { return try Console.standard.json(diff) }
        Console.standard.out(diff.markdown)
    }
}

import ArgumentParser
import AuditbookKit

/// `auditbook import FILE`: results in JSON or CSV.
struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import", abstract: "Import results from a JSON or CSV file into an audit (one transaction; importing twice changes nothing).")
    @OptionGroup var workbook: WorkbookOptions
    @OptionGroup var audit: AuditOption
    @OptionGroup var reviewer: ReviewerOption
    @OptionGroup var output: OutputOptions
    @Argument(help: "A .json or .csv results file.") var file: String

    func run() throws {
        let rows = try ResultFile.read(path: file)
        let summary = try workbook.open().importResults(rows, auditID: audit.audit, reviewer: reviewer.resolved, file: file)
        if output.json { return try Console.standard.json(summary) }
        Console.standard.out("imported \(summary.read) results: \(summary.changed) changed, \(summary.unchanged) unchanged")
    }
}

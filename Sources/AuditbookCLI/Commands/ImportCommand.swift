import ArgumentParser
import AuditbookKit
import AuditbookStore
import AuditbookUseCases

/// `auditbook import FILE`: results in JSON or CSV, or a whole audit exported as JSON.
struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Import results (JSON or CSV) into an audit, or a whole audit exported with report --format json (one transaction; importing twice changes nothing).")
    @OptionGroup var workbook: WorkbookOptions
    @OptionGroup var audit: AuditOption
    @OptionGroup var reviewer: ReviewerOption
    @OptionGroup var output: OutputOptions
    @Argument(help: "A .json or .csv results file, or a JSON report export.") var file: String

    func run() throws {
        let progress = ProgressLine(json: output.json)
        defer { progress.clear() }
        progress.show("reading \(file) (\(ProgressLine.size(ofFile: file)))")
        let source = try ImportSource.read(path: file)
        switch source {
        case .results(let rows):
            progress.show("importing \(rows.count) results")
            let summary = try workbook.open().importResults(rows, auditID: audit.audit, reviewer: reviewer.resolved, file: file)
            progress.clear()
            if output.json { return try Console.standard.json(summary) }
            for disagreement in summary.disagreements { Console.standard.error("warning: " + disagreement) }
            Console.standard.out("imported \(summary.read) results: \(summary.changed) changed, \(summary.unchanged) unchanged"
                + (summary.withoutAnswer > 0 ? " (\(summary.withoutAnswer) untested rows change nothing)" : ""))
        case .report(let report):
            if let other = audit.audit, other != report.audit.id {
                throw ValidationError("\(file) is the export of audit \(report.audit.id); it is imported as that audit, so drop --audit \(other)")
            }
            progress.show("importing audit \(report.audit.id)")
            let summary = try workbook.open().importReport(report, file: file)
            progress.clear()
            if output.json { return try Console.standard.json(summary) }
            Console.standard.out(summary.imported
                ? "imported audit \(summary.audit): \(summary.results) results, \(summary.signoffs) sign-offs, \(summary.checklistVersionsAdded) checklist version(s) added; it is now the current audit"
                : "audit \(summary.audit) is already here with the same results; nothing changed")
        }
    }
}

import ArgumentParser
import AuditbookKit
import AuditbookStore
import AuditbookUseCases
import Foundation

extension ReportFormat: ExpressibleByArgument {}

/// `auditbook report`: Markdown, HTML, JSON, CSV, JUnit or EARL.
struct ReportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "report", abstract: "Write a report of an audit: markdown, html, json, csv, junit, earl (WCAG-EM) or openacr.",
        discussion: "Without -o the report goes to stdout. A Markdown report written with -o puts evidence files in a folder beside it and links them.")
    @OptionGroup var workbook: WorkbookOptions
    @OptionGroup var audit: AuditOption
    @OptionGroup var jobs: JobsOption
    @Option(help: "markdown, html, json, csv, junit, earl or openacr (default: from the -o file's extension, else markdown).") var format: ReportFormat?
    @Option(name: [.short, .customLong("output")], help: "Write to this file instead of stdout.") var output: String?
    @Flag(name: .customLong("failures-only"), help: "Only items that failed, and only their failures.") var failuresOnly = false
    @Option(name: .customLong("screen"), help: "Only this screen (repeatable).", completion: .custom(WorkbookCompletions.screens)) var screens: [String] = []
    @Flag(help: "Markdown: the short form for a PR comment (under GitHub's 65,536-character limit).") var summary = false
    @Flag(help: "CSV: one row per item with a column per screen.") var matrix = false
    @Option(help: "Markdown or HTML: render with this Mustache template instead of the bundled one (see Templates/README.md).") var template: String?
    @Flag(name: .customLong("no-evidence-data"), help: "JSON and HTML: leave evidence file contents out (hashes stay).") var noEvidenceData = false
    @Option(help: ArgumentHelp("Who answers for a conformance report: \"Name <email>\" (OpenACR's author, the VPAT contact; default: $AUDITBOOK_CONTACT).",
                               valueName: "contact")) var contact: String?

    /// --format, else the -o file's extension, else Markdown.
    var resolvedFormat: ReportFormat {
        format ?? output.flatMap { ReportFormat(fileExtension: URL(fileURLWithPath: $0).pathExtension) } ?? .markdown
    }

    func validate() throws {
        // Writing Markdown into report.junit would look like success and feed a CI tool garbage.
        if format == nil, let output, ReportFormat(fileExtension: URL(fileURLWithPath: output).pathExtension) == nil {
            let names = ReportFormat.allCases.map(\.rawValue).joined(separator: ", ")
            throw ValidationError("-o '\(output)': the extension names no report format; add --format (\(names)) or use .md, .html, .json, .csv, .xml, .jsonld or .yaml")
        }
        if summary, resolvedFormat != .markdown { throw ValidationError("--summary is for --format markdown (a PR comment)") }
        if matrix, resolvedFormat != .csv { throw ValidationError("--matrix is for --format csv") }
        if template != nil, ![.markdown, .html].contains(resolvedFormat) { throw ValidationError("--template is for --format markdown or html") }
        if template != nil, summary { throw ValidationError("--template and --summary cannot be combined: the template decides the form") }
    }

    func run() throws {
        let request = ReportRequest(
            auditID: audit.audit, format: resolvedFormat,
            scope: ReportScope(screens: screens, failuresOnly: failuresOnly, evidenceData: !noEvidenceData),
            options: RenderOptions(summary: summary, matrix: matrix, templatePath: template,
                                   contact: contact ?? ProcessInfo.processInfo.environment["AUDITBOOK_CONTACT"].flatMap { $0.isEmpty ? nil : $0 }),
            outputPath: output,
            parallelism: jobs.parallelism)
        // Progress only when the report goes to a file: on stdout it would mix with it.
        let progress = ProgressLine(json: output == nil)
        progress.show("writing the \(resolvedFormat.rawValue) report")
        let result = try ReportExport.run(request, workbook: workbook.openForReading())
        progress.clear()
        if let text = result.text {
            // On a terminal the report is shown, not stored: control characters in it are made
            // visible like every other terminal output; piped or redirected it is written as is.
            let shown = Console.standard.stdoutIsTerminal ? TerminalText.visible(text, color: false) : text
            FileHandle.standardOutput.write(Data(shown.utf8))
        } else if let path = result.path {
            Console.standard.error("wrote \(path) (\(result.bytes) bytes)" + (result.evidenceFolder.map { "; evidence files in \($0)" } ?? ""))
        }
    }
}

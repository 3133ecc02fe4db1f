import ArgumentParser
import AuditbookKit
import AuditbookStore
import AuditbookUseCases
import Foundation

extension ChecklistCommand {
    /// `auditbook checklist compile FILE...`
    struct ChecklistCompile: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "compile",
            abstract: "Compile Markdown guideline documents into checklists in the workbook.",
            discussion: "Each file is one transaction: a bad file is reported and the others still compile. Exit 65/66/74 if any file failed.")

        @OptionGroup var workbook: WorkbookOptions
        @OptionGroup var output: OutputOptions
        @OptionGroup var jobs: JobsOption

        @Argument(help: ArgumentHelp("Guideline documents (Markdown).", valueName: "file"))
        var files: [String]

        @Option(name: .long, help: "Checklist ID to use instead of the document's own (one file only).")
        var id: String?

        @Flag(name: .long, help: "List every repair made to a damaged document, and what became of each block: which item, or skipped and why.")
        var explain = false

        func validate() throws {
            if id != nil, files.count > 1 { throw ValidationError("--id names one checklist; give one file with it") }
            if let id, id.isEmpty || id.contains("/") || id.contains(where: \.isWhitespace) {
                throw ValidationError("--id '\(id)' must be non-empty, with no spaces or '/'")
            }
        }

        struct FileReport: Encodable {
            var file: String
            var id: String?
            var title: String?
            var version: Int?
            var status: String
            var counts: [String: Int]?
            var warnings: [String]
            var repairs: [Repair]
            var decisions: [CompileDecision]?
            var error: String?
        }

        func run() throws {
            let console = Console.standard
            let progress = ProgressLine(json: output.json)
            defer { progress.clear() }
            // A new workbook is made beside the documents' compiling, and removed if none compiled.
            let opening = workbook.beginOpening()
            defer { opening.abandon() }
            let outcomes = try ChecklistCompilation.run(files: files, id: id, into: opening.open, parallelism: jobs.parallelism) { step in
                switch step {
                case .compiling(let files):
                    progress.show(files.count == 1 ? "compiling \(files[0]) (\(ProgressLine.size(ofFile: files[0])))" : "compiling \(files.count) documents")
                case .storing(let file, let items): progress.show("storing \(items) items of \(file)")
                case .linkingEquivalents: progress.show("finding the same requirement in other checklists")
                }
            }
            var reports: [FileReport] = []
            for outcome in outcomes {
                if let compiled = outcome.compiled, let stored = outcome.stored {
                    reports.append(FileReport(file: outcome.file, id: stored.id, title: compiled.title, version: stored.version,
                                              status: stored.status.rawValue, counts: stored.counts,
                                              warnings: compiled.warnings, repairs: compiled.repairs,
                                              decisions: explain ? compiled.decisions : nil, error: nil))
                } else if let error = outcome.error {
                    var report = FileReport(file: outcome.file, status: "failed", warnings: [], repairs: [], error: ErrorMessage.text(error))
                    // A document refused for asking nothing is where its author most needs to
                    // see what became of each block: read again without refusing it.
                    if explain, let read = try? ChecklistCompiler(parallelism: jobs.parallelism).analyze(path: outcome.file),
                       !read.decisions.isEmpty {
                        report.repairs = read.repairs
                        report.decisions = read.decisions
                    }
                    reports.append(report)
                    if !output.json {
                        console.error("auditbook: error: \(ErrorMessage.text(error))")
                        if report.decisions != nil { console.out(Self.explanation(report).joined(separator: "\n")) }
                    }
                }
            }
            let firstError = outcomes.lazy.compactMap(\.error).first
            // The compiled checklists (tens of thousands of items for a large document) are
            // freed on another thread, where the process's exit may overtake it, not in turn
            // before the summary is printed (profiled: 25 ms for the 10 MB corpus).
            Parallelism.releaseElsewhere(outcomes)
            progress.clear()
            if output.json {
                try console.json(reports)
            } else {
                for report in reports where report.error == nil {
                    console.out(Self.describe(report, explain: explain, console: console))
                    for warning in Self.shownWarnings(report, explain: explain) { console.error("  warning: \(warning)") }
                }
            }
            if let firstError { throw ExitStatus(firstError) }
        }

        static func describe(_ report: FileReport, explain: Bool, console: Console) -> String {
            let counts = ItemKind.allCases.compactMap { kind -> String? in
                guard let count = report.counts?[kind.rawValue], count > 0 else { return nil }
                let noun = kind == .antiPattern ? "anti-pattern" : kind.rawValue
                return "\(count) \(noun)\(count == 1 ? "" : "s")"
            }.joined(separator: ", ")
            var lines = ["\(console.style(report.id ?? "?", .bold))  version \(report.version ?? 0) (\(report.status))  \(counts)  \(report.file)"]
            if explain { lines += explanation(report) }
            return lines.joined(separator: "\n")
        }

        /// What `--explain` prints under a file: each repair, then what became of each block.
        static func explanation(_ report: FileReport) -> [String] {
            var lines = report.repairs.map { "  repaired \($0.summary)" }
            if report.repairs.isEmpty { lines.append("  no repairs needed") }
            for decision in report.decisions ?? [] { lines.append("  \(decision.summary)") }
            return lines
        }

        /// Warnings shown per file without `--explain`: a document with thousands of
        /// problems would otherwise bury the summary (and take seconds to print).
        static let shownWarningLimit = 20

        /// The warnings printed for a file: all with `--explain`, else the first
        /// `shownWarningLimit` and a line saying how many more and where to read them.
        static func shownWarnings(_ report: FileReport, explain: Bool) -> [String] {
            let all = warnings(report, explain: explain)
            guard !explain, all.count > shownWarningLimit + 1 else { return all }
            let more = all.count - shownWarningLimit
            return Array(all.prefix(shownWarningLimit))
                + ["\(report.file): \(more) more warnings; `auditbook checklist lint \(report.file)` lists every finding, `--explain` prints them all here"]
        }

        /// Warnings go to stderr: damage that was repaired (and directives left out), and what
        /// the compiler noticed.
        static func warnings(_ report: FileReport, explain: Bool) -> [String] {
            var warnings: [String] = []
            if !explain, !report.repairs.isEmpty {
                let kinds = report.repairs.map { "\($0.kind.rawValue) (\($0.count))" }.joined(separator: ", ")
                // (Template directives, section tags, admonitions, tree lists and typed bullets are no damage,
                // but they too were rewritten before reading.)
                let damaged = report.repairs.contains { ![.templateTags, .sectionTags, .admonitions, .treeLists, .ruleBlocks, .typedBullets].contains($0.kind) }
                warnings.append("\(report.file): the document was \(damaged ? "damaged and repaired" : "cleaned before reading"): \(kinds); --explain lists each repair")
            }
            return warnings + report.warnings.map { "\(report.file): \($0)" }
        }
    }
}

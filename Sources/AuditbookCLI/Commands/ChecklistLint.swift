import ArgumentParser
import AuditbookKit
import AuditbookStore
import AuditbookUseCases
import Foundation

extension ChecklistCommand {
    /// `auditbook checklist lint FILE...`: structural problems of guideline documents.
    struct ChecklistLint: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "lint",
            abstract: "Report structural problems of guideline documents, with line numbers. Touches no workbook.",
            discussion: "Exit 0 when every document is clean, 1 when there are findings, 65/66/74 when a file cannot be read.")

        @OptionGroup var output: OutputOptions

        @Argument(help: ArgumentHelp("Guideline documents (Markdown).", valueName: "file"))
        var files: [String]

        struct Finding: Encodable {
            var file: String
            var line: Int
            var kind: String
            var message: String
        }

        func run() throws {
            let console = Console.standard
            var findings: [Finding] = []
            var failure: AuditbookError?
            for file in files {
                do {
                    let checklist = try ChecklistCompiler().analyze(path: file)
                    findings += checklist.findings.map {
                        Finding(file: file, line: $0.line, kind: $0.kind.rawValue, message: $0.message)
                    }
                } catch let error as AuditbookError {
                    failure = failure ?? error
                    console.error("auditbook: error: \(ErrorMessage.text(error))")
                }
            }
            if output.json {
                try console.json(findings)
            } else {
                for finding in findings {
                    console.out("\(finding.file):\(finding.line): \(finding.kind): \(finding.message)")
                }
                if findings.isEmpty, failure == nil {
                    console.error("\(files.count == 1 ? files[0] : "\(files.count) documents"): no problems found")
                }
            }
            if let failure { throw ExitStatus(failure) }
            if !findings.isEmpty { throw ExitStatus.failed }
        }
    }
}

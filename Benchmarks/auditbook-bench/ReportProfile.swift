import AuditbookKit
import Foundation

/// `auditbook-bench --profile-report WORKBOOK`: where a report's time goes, phase by phase,
/// in one process (open the workbook, read the model, render each format).
enum ReportProfile {
    static func run(workbook path: String) throws {
        var book: Workbook!
        print("open workbook      \(seconds(try measure { book = try Workbook.open(path: path) }))")
        for format in ReportFormat.allCases {
            var report: AuditReport!
            let scope = ReportScope(evidenceData: format == .html || format == .json, history: format == .json)
            let read = try measure { report = try book.report(scope: scope) }
            var text = ""
            let render = try measure { text = try format.renderer().render(report) }
            if format == .json {
                var stripped = report!
                stripped.blobs = stripped.blobs.map { var blob = $0; blob.content = nil; return blob }
                print("  json without evidence contents  \(seconds(try measure { _ = try format.renderer().render(stripped) })))")
                stripped.history = []
                print("  json without contents or history  \(seconds(try measure { _ = try format.renderer().render(stripped) })))")
                let compact = JSONEncoder()
                compact.dateEncodingStrategy = .secondsSince1970
                print("  json compact, no contents or history  \(seconds(try measure { _ = try compact.encode(stripped) })))")
            }
            print("\(format.rawValue.padding(toLength: 9, withPad: " ", startingAt: 0))  model \(seconds(read))  render \(seconds(render))  \(text.utf8.count / 1_048_576) MB")
        }
    }
}

private func seconds(_ value: Double) -> String { format(value) }

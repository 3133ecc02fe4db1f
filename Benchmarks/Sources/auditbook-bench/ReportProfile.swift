import AuditbookKit
import AuditbookStore
import AuditbookUseCases
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
            // Written in pieces to a file, as `auditbook report -o FILE` writes it.
            let file = FileManager.default.temporaryDirectory.appendingPathComponent("auditbook-profile-\(getpid()).\(format.fileExtension)").path
            defer { unlink(file) }
            var size = 0
            let render = try measure {
                guard let handle = fopen(file, "wb") else { throw CocoaError(.fileWriteUnknown) }
                defer { fclose(handle) }
                try format.renderer(RenderOptions(contact: "Bench <bench@example.com>")).write(report) { size += fwrite($0.baseAddress, 1, $0.count, handle) }
            }
            if format == .json {
                print("  json model without evidence contents  \(seconds(try measure { _ = try book.report(scope: ReportScope(evidenceData: false, history: true)) }))")
                print("  json model without contents or history  \(seconds(try measure { _ = try book.report(scope: ReportScope(evidenceData: false, history: false)) }))")
                var stripped = report!
                stripped.blobs = stripped.blobs.map { var blob = $0; blob.content = nil; return blob }
                print("  json without evidence contents  \(seconds(try measure { _ = try format.renderer().render(stripped) })))")
                stripped.history = []
                print("  json without contents or history  \(seconds(try measure { _ = try format.renderer().render(stripped) })))")
                let compact = JSONEncoder()
                compact.dateEncodingStrategy = .secondsSince1970
                print("  json compact, no contents or history  \(seconds(try measure { _ = try compact.encode(stripped) })))")
            }
            print("\(format.rawValue.padding(toLength: 9, withPad: " ", startingAt: 0))  model \(seconds(read))  render to a file \(seconds(render))  \(size / 1_048_576) MB")
        }
    }
}

private func seconds(_ value: Double) -> String { format(value) }

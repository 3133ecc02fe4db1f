import AuditbookKit
import AuditbookStore
import AuditbookUseCases
import Foundation
import XCTest

/// The fixture audit (Tests/Fixtures/report-fixture.json): two screens and the App-wide one,
/// eight results with hostile notes, evidence, a `javascript:` link written straight into
/// the database, and a sign-off. Reports of it are rendered at a fixed time.
enum ReportFixture {
    static let now = Date(timeIntervalSince1970: 1_773_480_413)
    static let auditID = "fxtest"

    static func exported() throws -> AuditReport {
        guard case .report(let report) = try ImportSource.read(path: TestPaths.fixture("report-fixture.json")) else {
            throw XCTSkip("report-fixture.json is not a report export")
        }
        return report
    }

    static func workbook() throws -> Workbook {
        let book = try Workbook.inMemory()
        _ = try book.importReport(try exported(), file: "report-fixture.json")
        return book
    }

    static func report(_ scope: ReportScope = ReportScope()) throws -> AuditReport {
        try workbook().report(auditID: auditID, scope: scope, now: now)
    }

    /// Compares `text` with Tests/Fixtures/golden/NAME, or rewrites the golden file when
    /// AUDITBOOK_UPDATE_GOLDEN=1 (review the diff before committing it).
    static func assertGolden(_ text: String, _ name: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let path = TestPaths.fixture("golden/" + name)
        if ProcessInfo.processInfo.environment["AUDITBOOK_UPDATE_GOLDEN"] == "1" {
            try text.write(toFile: path, atomically: true, encoding: .utf8)
            return
        }
        let expected = try String(contentsOfFile: path, encoding: .utf8)
        if expected != text {
            let a = expected.components(separatedBy: "\n"), b = text.components(separatedBy: "\n")
            let first = (0..<min(a.count, b.count)).first { a[$0] != b[$0] } ?? min(a.count, b.count)
            XCTFail("\(name) differs from its golden file at line \(first + 1):\n- \(first < a.count ? a[first] : "<end>")\n+ \(first < b.count ? b[first] : "<end>")\nRegenerate with AUDITBOOK_UPDATE_GOLDEN=1 swift test and review the diff.", file: file, line: line)
        }
    }
}

@testable import AuditbookKit
@testable import AuditbookStore
@testable import AuditbookUseCases
import XCTest

/// What `import` must never do: change an answer the file does not give, swallow rows, or
/// change anything the second time.
final class ImportTrustTests: XCTestCase {
    private var book: Workbook!
    private var audit: AuditSummary!

    override func setUpWithError() throws {
        book = try Workbook.inMemory(bundled: BundledChecklists.documents)
        audit = try book.createAudit(AuditSpec(title: "Trust", checklists: ["voiceover", "controls-input"], screens: ["Login", "Settings"]),
                                     createdBy: "Ana")
    }

    private func csv(_ text: String) throws -> String {
        let file = try TestPaths.temporaryFolder().appendingPathComponent("results.csv")
        try text.write(to: file, atomically: true, encoding: .utf8)
        return file.path
    }

    private func answer(_ screen: String, _ item: String) throws -> ReportResult? {
        try book.report(auditID: audit.id).results.first { $0.screen == screen && $0.item == item }
    }

    /// Two items of the audit that state one requirement.
    private func group() throws -> (String, String) {
        let key = try book.writer.read { db in
            try String.fetchOne(db, sql: "SELECT requirementKey FROM auditItem WHERE auditId = ? GROUP BY requirementKey HAVING count(*) > 1",
                                arguments: [audit.id])
        }
        let members = try book.writer.read { db in
            try String.fetchAll(db, sql: """
                SELECT i.itemId FROM auditItem ai JOIN item i ON i.id = ai.itemRowId WHERE ai.auditId = ? AND ai.requirementKey = ? ORDER BY ai.position
                """, arguments: [audit.id, key])
        }
        XCTAssertGreaterThanOrEqual(members.count, 2, "the bundled voiceover and controls-input checklists share a requirement")
        return (members[0], members[1])
    }

    func testAnUnclosedQuoteIsRefusedWholeNamingItsLine() throws {
        let path = try csv("screen,item,status,note\nLogin,voiceover/4.1,pass,\nLogin,voiceover/4.2,fail,\"it opens\nLogin,voiceover/4.3,pass,\n")
        XCTAssertThrowsError(try ResultFile.read(path: path)) { error in
            XCTAssertEqual((error as? AuditbookError)?.exitCode, 65)
            XCTAssertTrue("\(error)".contains("line 3: a quoted field opens here and is never closed"), "\(error)")
        }
        let stray = try csv("screen,item,status,note\nLogin,voiceover/4.1,fail,\"said\" twice\n")
        XCTAssertThrowsError(try ResultFile.read(path: stray)) { error in
            XCTAssertTrue("\(error)".contains("line 2: text after the closing quote"), "\(error)")
        }
        // A quoted cell over several lines is fine, and later rows are named by their own line.
        let multi = try csv("screen,item,status,note\nLogin,voiceover/4.1,fail,\"two\nlines\"\nLogin,voiceover/4.2,maybe,\n")
        let rows = try ResultFile.read(path: multi)
        XCTAssertEqual(rows.map(\.line), [2, 4])
        XCTAssertThrowsError(try book.importResults(rows, auditID: audit.id, reviewer: "Ana", file: "r.csv")) { error in
            XCTAssertTrue("\(error)".contains("line 4: unknown status 'maybe'"), "\(error)")
        }
    }

    func testAnEmptyStatusIsRefusedAndUntestedChangesNothing() throws {
        _ = try book.record(ResultInput(screen: "Login", item: "voiceover/4.1", outcome: .fail, note: "no label", reviewer: "Ana"), auditID: audit.id)
        let empty = try ResultFile.read(path: try csv("screen,item,status,note\nLogin,voiceover/4.1,,\n"))
        XCTAssertThrowsError(try book.importResults(empty, auditID: audit.id, reviewer: "Bo", file: "r.csv")) { error in
            XCTAssertEqual((error as? AuditbookError)?.exitCode, 65)
            XCTAssertTrue("\(error)".contains("line 2 (Login · voiceover/4.1): the status is empty"), "\(error)")
        }
        let untested = try ResultFile.read(path: try csv("screen,item,status,note\nLogin,voiceover/4.1,untested,\n"))
        let summary = try book.importResults(untested, auditID: audit.id, reviewer: "Bo", file: "r.csv")
        XCTAssertEqual(summary.changed, 0)
        XCTAssertEqual(summary.withoutAnswer, 1)
        XCTAssertEqual(try answer("Login", "voiceover/4.1")?.status, .fail)
        XCTAssertEqual(try answer("Login", "voiceover/4.1")?.note, "no label")
    }

    func testExplicitAnswersAreStoredAsGivenAndSharingNeverOverwritesThem() throws {
        let (first, second) = try group()
        // The file answers both members, differently: each is stored as given, and reported.
        let rows = [ImportedResult(screen: "Login", item: first, status: "pass"),
                    ImportedResult(screen: "Login", item: second, status: "fail", note: "missing")]
        let summary = try book.importResults(rows, auditID: audit.id, reviewer: "Ana", file: "r.json")
        XCTAssertEqual(try answer("Login", first)?.status, .pass)
        XCTAssertEqual(try answer("Login", second)?.status, .fail)
        XCTAssertEqual(summary.disagreements.count, 1)
        XCTAssertTrue(summary.disagreements[0].contains("result 1") && summary.disagreements[0].contains("result 2"), summary.disagreements[0])
        // One answer alone is shared to the mate the file does not answer…
        _ = try book.importResults([ImportedResult(screen: "Settings", item: first, status: "pass")], auditID: audit.id, reviewer: "Ana", file: "r.json")
        XCTAssertEqual(try answer("Settings", second)?.status, .pass)
        // …and a later explicit answer for the mate replaces the shared one, but is never itself
        // replaced by sharing, from a file or from record.
        _ = try book.record(ResultInput(screen: "Settings", item: second, outcome: .fail, note: "clipped", reviewer: "Bo"), auditID: audit.id)
        _ = try book.record(ResultInput(screen: "Settings", item: first, outcome: .pass, note: "fine now", reviewer: "Ana"), auditID: audit.id)
        _ = try book.importResults([ImportedResult(screen: "Settings", item: first, status: "na", note: "gone")], auditID: audit.id,
                                   reviewer: "Ana", file: "r.json")
        XCTAssertEqual(try answer("Settings", second)?.status, .fail)
        XCTAssertEqual(try answer("Settings", second)?.note, "clipped")
        XCTAssertEqual(try answer("Settings", first)?.status, .na)
        // A file that answers one item twice, differently, is refused.
        let twice = [ImportedResult(screen: "Login", item: first, status: "pass"), ImportedResult(screen: "Login", item: first, status: "na", note: "x")]
        XCTAssertThrowsError(try book.importResults(twice, auditID: audit.id, reviewer: "Ana", file: "r.json")) { error in
            XCTAssertTrue("\(error)".contains("result 1 and result 2 answer Login · \(first) differently"), "\(error)")
        }
    }

    func testImportingAnExportTwiceChangesNothingAndRoundTripsExactly() throws {
        _ = try book.record(ResultInput(screen: "Login", item: "voiceover/4.1", outcome: .fail, note: "=1+1 shows as a formula",
                                        reviewer: "Ana", conditions: [try TestCondition.parse("appearance=dark")]), auditID: audit.id)
        _ = try book.record(ResultInput(screen: "Login", item: "voiceover/4.2", outcome: .pass, note: "'quoted' by the tester", reviewer: "Ana"),
                            auditID: audit.id)
        let export = try ReportFormat.csv.renderer().render(try book.report(auditID: audit.id))
        XCTAssertTrue(export.contains(",'=1+1 shows as a formula,"), "the formula guard is written")
        let rows = try ResultFile.read(path: try csv(export))
        XCTAssertEqual(rows.first { $0.item == "voiceover/4.1" && $0.screen == "Login" }?.note, "=1+1 shows as a formula")
        XCTAssertEqual(rows.first { $0.item == "voiceover/4.2" && $0.screen == "Login" }?.note, "'quoted' by the tester")
        let history = try book.history(auditID: audit.id).count
        let evidence = try book.writer.read { db in try Int.fetchOne(db, sql: "SELECT max(id) FROM evidence") }
        for _ in 0..<2 {
            XCTAssertEqual(try book.importResults(rows, auditID: audit.id, reviewer: "Bo", file: "r.csv").changed, 0)
        }
        XCTAssertEqual(try book.history(auditID: audit.id).count, history, "no history rows")
        XCTAssertEqual(try book.writer.read { db in try Int.fetchOne(db, sql: "SELECT max(id) FROM evidence") }, evidence, "no condition rows remade")
        let again = try ReportFormat.csv.renderer().render(try book.report(auditID: audit.id))
        XCTAssertEqual(again, export)
    }
}

@testable import AuditbookKit
@testable import AuditbookStore
@testable import AuditbookUseCases
import XCTest

final class AuditTests: XCTestCase {
    private var book: Workbook!

    override func setUpWithError() throws {
        book = try Workbook.inMemory(bundled: BundledChecklists.documents)
        try book.store(ChecklistCompiler().compile(path: TestPaths.fixture("guideline-wellformed.md")))
        try book.refreshEquivalents()
    }

    private func newAudit(_ checklists: [String] = ["voiceover", "layout-touch"], screens: [String] = ["Login", "Settings"]) throws -> AuditSummary {
        try book.createAudit(AuditSpec(title: "Release 2.0", checklists: checklists, screens: screens, app: "Demo", build: "2.0 (41)"), createdBy: "Ana")
    }

    func testNewAuditRecordsVersionsScreensAndBecomesCurrent() throws {
        let audit = try newAudit()
        XCTAssertEqual(audit.checklists, ["layout-touch@1", "voiceover@1"])
        XCTAssertEqual(audit.screens, ["Login", "Settings", Screen.appWideName])
        XCTAssertEqual(audit.items, 19)
        XCTAssertEqual(try book.currentAuditID(), audit.id)
        XCTAssertTrue(audit.isCurrent)
    }

    func testFiltersNarrowTheItems() throws {
        let critical = try book.createAudit(AuditSpec(title: "t", checklists: ["voiceover"], minimumSeverity: .critical), createdBy: "x")
        XCTAssertEqual(critical.items, 1)
        let tagged = try book.createAudit(AuditSpec(title: "t", checklists: ["voiceover", "layout-touch"], tags: ["focus"]), createdBy: "x")
        XCTAssertEqual(tagged.items, 1)
        let watch = try book.createAudit(AuditSpec(title: "t", checklists: ["layout-touch"], platform: .watchOS), createdBy: "x")
        XCTAssertEqual(watch.items, 1, "only the touch-target item lists watchOS")
        let rules = try book.createAudit(AuditSpec(title: "t", checklists: ["sample-app-guidelines"], kinds: [.rule]), createdBy: "x")
        XCTAssertEqual(rules.items, 4)
        XCTAssertThrowsError(try book.createAudit(AuditSpec(title: "t", checklists: ["voiceover"], tags: ["nothing"]), createdBy: "x"))
        XCTAssertThrowsError(try book.createAudit(AuditSpec(title: "t", checklists: ["nope"]), createdBy: "x")) { error in
            XCTAssertEqual((error as? AuditbookError)?.exitCode, 66)
        }
    }

    func testADocumentWithoutChecklistLinesIsAskedEverythingItStates() throws {
        // Do / Don't lines and a replacement rule: no checks, so rules and anti-patterns are asked.
        let compiled = try ChecklistCompiler().compile(path: TestPaths.fixture("shapes/do-dont.md"))
        try book.store(compiled)
        let audit = try book.createAudit(AuditSpec(title: "t", checklists: [compiled.id]), createdBy: "x")
        XCTAssertEqual(audit.items, compiled.items.count)
        XCTAssertTrue(compiled.items.contains { $0.kind == .antiPattern })
    }

    func testASharedRequirementIsAskedOnceAndRecordedForEveryChecklist() throws {
        let audit = try newAudit(["layout-touch", "sample-app-guidelines"], screens: ["Login"])
        let steps = try book.walkSteps(auditID: audit.id)
        let touch = try XCTUnwrap(steps.first { $0.item.id == "layout-touch/1.1" })
        XCTAssertTrue(touch.alsoAnswers.contains("sample-app-guidelines/touch-targets-are-at-least-44-by"), "\(touch.alsoAnswers)")
        XCTAssertLessThan(steps.count, audit.items)
        let outcome = try book.record(ResultInput(screen: "login", item: "layout-touch/1.1", outcome: .pass, reviewer: "Ana"))
        XCTAssertGreaterThanOrEqual(outcome.items.count, 2)
        XCTAssertEqual(try book.status().totals.pass, outcome.items.count)
    }

    func testRecordValidatesAndKeepsHistory() throws {
        _ = try newAudit()
        XCTAssertThrowsError(try book.record(ResultInput(screen: "Login", item: "voiceover/4.1", outcome: .fail, reviewer: "Ana"))) { error in
            XCTAssertEqual((error as? AuditbookError)?.exitCode, 64)
        }
        XCTAssertThrowsError(try book.record(ResultInput(screen: "Nowhere", item: "voiceover/4.1", outcome: .pass, reviewer: "Ana"))) { error in
            XCTAssertTrue("\(error)".contains("no screen 'Nowhere'"))
        }
        XCTAssertThrowsError(try book.record(ResultInput(screen: "Login", item: "voiceover/9.9", outcome: .pass, reviewer: "Ana")))
        try book.record(ResultInput(screen: "Login", item: "voiceover/4.1", outcome: .fail, note: "Share has no label", reviewer: "Ana",
                                    links: ["https://tracker.example/A-1"], conditions: [TestCondition(key: "voiceover", value: "on")],
                                    findings: [FindingInput(title: "Share button silent", impact: .blocking)]))
        try book.record(ResultInput(screen: "Login", item: "voiceover/4.1", outcome: .pass, note: "fixed in 41", reviewer: "Ben"))
        let same = try book.record(ResultInput(screen: "Login", item: "voiceover/4.1", outcome: .pass, note: "fixed in 41", reviewer: "Ben"))
        XCTAssertFalse(same.changed)
        let history = try book.history(item: "voiceover/4.1")
        XCTAssertEqual(history.map(\.newStatus), ["fail", "pass"])
        XCTAssertEqual(history.map(\.reviewer), ["Ana", "Ben"])
        XCTAssertEqual(history[1].oldNote, "Share has no label")
        XCTAssertThrowsError(try book.record(ResultInput(screen: "Login", item: "voiceover/4.2", outcome: .pass, reviewer: "Ana",
                                                         links: ["javascript:alert(1)"])))
    }

    func testEvidenceIsStoredOnceByContentAndLimited() throws {
        _ = try newAudit()
        let folder = try TestPaths.temporaryFolder()
        let shot = folder.appendingPathComponent("login.png")
        try Data([0x89, 0x50, 0x4E, 0x47] + Array(repeating: 7, count: 2000)).write(to: shot)
        for screen in ["Login", "Settings"] {
            try book.record(ResultInput(screen: screen, item: "voiceover/4.1", outcome: .pass, reviewer: "Ana", evidence: [shot.path]))
        }
        let counts = try book.writer.read { db in
            (try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM blob")!, try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM evidence WHERE kind = 'file'")!,
             try String.fetchOne(db, sql: "SELECT mimeType FROM blob")!)
        }
        XCTAssertEqual(counts.0, 1)
        XCTAssertEqual(counts.1, 2)
        XCTAssertEqual(counts.2, "image/png")
        XCTAssertThrowsError(try book.record(ResultInput(screen: "Login", item: "voiceover/4.2", outcome: .pass, reviewer: "Ana", evidence: [shot.path]),
                                             maxEvidenceBytes: 100)) { error in
            XCTAssertTrue("\(error)".contains("evidence limit"), "\(error)")
        }
        XCTAssertThrowsError(try book.record(ResultInput(screen: "Login", item: "voiceover/4.2", outcome: .pass, reviewer: "Ana", evidence: ["/no/such.png"]))) { error in
            XCTAssertEqual((error as? AuditbookError)?.exitCode, 66)
        }
        XCTAssertEqual(try book.status().totals.pass, 2, "a refused answer wrote nothing")
    }

    func testStatusCountsScreensAndSections() throws {
        _ = try newAudit()
        try book.record(ResultInput(screen: "Login", item: "voiceover/4.1", outcome: .pass, reviewer: "Ana"))
        try book.record(ResultInput(screen: "Settings", item: "voiceover/4.2", outcome: .cantTell, note: "no device", reviewer: "Ana"))
        let status = try book.status()
        XCTAssertEqual(status.screens.map(\.name), ["Login", "Settings"], "the app-wide screen appears once it has results")
        XCTAssertEqual(status.screens[0].counts.pass, 1)
        XCTAssertEqual(status.screens[0].counts.untested, 18)
        XCTAssertEqual(status.screens[1].counts.cantTell, 1)
        XCTAssertEqual(status.totals.total, 38)
        XCTAssertEqual(status.screens[0].sections.count, 5, "2 sections of layout-touch, 3 of voiceover")
    }

    func testScreensAddRenameRemoveAndCopy() throws {
        _ = try newAudit()
        _ = try book.addScreen("Checkout", description: "Cart > Pay")
        XCTAssertThrowsError(try book.addScreen("checkout", description: nil))
        try book.renameScreen("Checkout", to: "Payment")
        try book.record(ResultInput(screen: "Payment", item: "voiceover/4.1", outcome: .pass, reviewer: "Ana"))
        XCTAssertThrowsError(try book.removeScreen("Payment", force: false)) { error in
            XCTAssertTrue("\(error)".contains("has 1 results"))
        }
        let copy = try book.copyAudit(nil, title: "Re-audit", carryResults: true, by: "Ben")
        XCTAssertEqual(copy.screens, ["Login", "Settings", "Payment", Screen.appWideName])
        XCTAssertEqual(try book.status(auditID: copy.id).totals.pass, 1)
        XCTAssertEqual(try book.history(auditID: copy.id).first?.action, "carry-over")
        try book.removeScreen("Payment", force: true, auditID: copy.id)
        XCTAssertEqual(try book.screens(auditID: copy.id).map(\.name), ["Login", "Settings", Screen.appWideName])
    }

    func testImportIsAllOrNothingAndIdempotent() throws {
        _ = try newAudit()
        let rows = [ImportedResult(screen: "Login", item: "voiceover/4.1", status: "pass"),
                    ImportedResult(screen: "Settings", item: "voiceover/4.2", status: "fail", note: "doubled", conditions: ["appearance": "dark"])]
        XCTAssertEqual(try book.importResults(rows, reviewer: "Ana", file: "r.json").changed, 2)
        XCTAssertEqual(try book.importResults(rows, reviewer: "Ana", file: "r.json").changed, 0)
        let bad = rows + [ImportedResult(screen: "Login", item: "voiceover/4.3", status: "maybe")]
        XCTAssertThrowsError(try book.importResults(bad, reviewer: "Ana", file: "r.json")) { error in
            XCTAssertTrue("\(error)".contains("result 3: unknown status 'maybe'"), "\(error)")
        }
        XCTAssertEqual(try book.history().count, 2)
    }

    func testCSVResultsParse() throws {
        let folder = try TestPaths.temporaryFolder()
        let file = folder.appendingPathComponent("r.csv")
        try "screen,item,status,note,conditions\nLogin,voiceover/4.1,pass,,\n\"Settings\",voiceover/4.2,fail,\"has a comma, and \"\"quotes\"\"\",appearance=dark;voiceover=on\n"
            .write(to: file, atomically: true, encoding: .utf8)
        let rows = try ResultFile.read(path: file.path)
        XCTAssertEqual(rows.count, 2)
        XCTAssertEqual(rows[1].note, "has a comma, and \"quotes\"")
        XCTAssertEqual(rows[1].conditions, ["appearance": "dark", "voiceover": "on"])
    }

    func testWalkStateMachine() throws {
        _ = try newAudit(["voiceover"], screens: ["Login"])
        var walk = AuditWalk(steps: try book.walkSteps())
        XCTAssertEqual(walk.position, 0)
        XCTAssertEqual(walk.apply(.answer(.pass, note: nil)), .record(step: 0, outcome: .pass, note: nil, restoring: false))
        XCTAssertEqual(walk.position, 1)
        XCTAssertEqual(walk.apply(.skip), .moved)
        XCTAssertEqual(walk.apply(.back), .moved)
        XCTAssertEqual(walk.position, 1)
        XCTAssertEqual(walk.apply(.undo), .record(step: 0, outcome: .untested, note: nil, restoring: true))
        XCTAssertEqual(walk.position, 0)
        XCTAssertEqual(walk.apply(.undo), .nothingToUndo)
        XCTAssertEqual(walk.apply(.back), .atStart)
    }
}

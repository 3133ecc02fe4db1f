@testable import AuditbookKit
@testable import AuditbookStore
@testable import AuditbookUseCases
import GRDB
import XCTest

final class WorkbookTests: XCTestCase {
    private func fixture(_ name: String, replacing: (String, String)? = nil) throws -> CompiledChecklist {
        var text = try TestPaths.fixtureText(name)
        if let (old, new) = replacing { text = text.replacingOccurrences(of: old, with: new) }
        return try ChecklistCompiler().compile(data: Data(text.utf8), sourcePath: name)
    }

    func testStoringIsVersionedAndUnchangedContentIsANoOp() throws {
        let book = try Workbook.inMemory()
        let first = try book.store(fixture("guideline-wellformed.md"))
        XCTAssertEqual(first.status, .new)
        XCTAssertEqual(first.version, 1)
        XCTAssertEqual(try book.store(fixture("guideline-wellformed.md")).status, .unchanged)
        let changed = try book.store(fixture("guideline-wellformed.md", replacing: ("They glare in Dark Mode.", "They glare.")))
        XCTAssertEqual(changed.status, .updated)
        XCTAssertEqual(changed.version, 2)
        XCTAssertEqual(changed.keptIDs, 13, "every item keeps its ID")
        XCTAssertEqual(try book.checklists().map(\.version), [2])
        XCTAssertEqual(try book.checklist(id: "sample-app-guidelines", version: 1).items.count, 13, "old versions stay")
    }

    /// A first version's digest is worked out while its rows go in, share by share; a later
    /// one's before anything is written. Both must be the digest of the whole content, so a
    /// large checklist (several shares, made side by side) recompiled unchanged is a no-op.
    func testALargeChecklistStoredInSharesKeepsItsDigest() throws {
        let text = String(repeating: try TestPaths.fixtureText("guideline-wellformed.md") + "\n\n", count: 200)
        let compiled = try ChecklistCompiler().compile(data: Data(text.utf8), sourcePath: "large.md", id: "large")
        XCTAssertGreaterThan(compiled.items.count, 2 * PreparedItems.shareSize)
        let book = try Workbook.inMemory()
        XCTAssertEqual(try book.store(compiled).status, .new)
        let stored = try book.checklist(id: "large")
        XCTAssertEqual(stored.items, compiled.items, "every share stored, in order")
        let digest = try book.writer.read { try String.fetchOne($0, sql: "SELECT contentDigest FROM checklistVersion WHERE checklistId = 'large'") }
        XCTAssertEqual(digest, Workbook.contentDigest(compiled))
        XCTAssertEqual(try book.store(compiled).status, .unchanged)
    }

    /// A row refused inside a batch of the bulk insert fails the whole store, as SQLite's own
    /// error, and leaves the workbook as it was.
    func testARowRefusedInABatchLeavesTheWorkbookAsItWas() throws {
        let text = String(repeating: try TestPaths.fixtureText("guideline-wellformed.md") + "\n\n", count: 10)
        var compiled = try ChecklistCompiler().compile(data: Data(text.utf8), sourcePath: "large.md", id: "large")
        XCTAssertGreaterThan(compiled.items.count, 2 * Workbook.ItemInserter.batchSize)
        compiled.items[Workbook.ItemInserter.batchSize + 5].id = compiled.items[3].id
        let book = try Workbook.inMemory()
        let before = try book.checklists().count
        XCTAssertThrowsError(try book.store(compiled)) { error in
            XCTAssertTrue("\(error)".contains("UNIQUE"), "\(error)")
        }
        XCTAssertEqual(try book.checklists().count, before)
        XCTAssertEqual(try book.writer.read { try Int.fetchOne($0, sql: "SELECT COUNT(*) FROM item") }, 0)
    }

    func testStoredItemsReadBackEqual() throws {
        let book = try Workbook.inMemory()
        let compiled = try fixture("guideline-wellformed.md")
        try book.store(compiled)
        let stored = try book.checklist(id: compiled.id)
        XCTAssertEqual(stored.items, compiled.items)
        XCTAssertEqual(stored.summary.title, compiled.title)
        XCTAssertEqual(stored.documentVersion, "2.1")
    }

    /// String lists are read without JSONDecoder when they can be: the result must be what
    /// JSONDecoder reads, for every shape `JSONText.encode` writes.
    func testStringListsReadBackAsWritten() throws {
        let lists: [[String]] = [[], [""], ["a"], ["a", "b"], ["", ""], ["comma, inside", "x"], ["quote \" inside"],
                                 ["back\\slash"], ["new\nline", "tab\t"], ["é", "😀", "\u{1}"], ["\",\""], ["[", "]"]]
        for list in lists {
            let text = JSONText.encode(list)
            XCTAssertEqual(JSONText.decode([String].self, text, default: ["fallback"]), list, text)
            XCTAssertEqual(try JSONDecoder().decode([String].self, from: Data(text.utf8)), list, text)
        }
        XCTAssertEqual(JSONText.decode([String].self, "[\"a\", \"b\"]", default: []), ["a", "b"], "spaced JSON from elsewhere")
        XCTAssertEqual(JSONText.decode([String].self, "not json", default: ["fallback"]), ["fallback"])
        XCTAssertEqual(JSONText.decode([CodeExample].self, "[]", default: []).count, 0)
    }

    /// Example lists are written by hand on the compile path; the content digest and the
    /// stored column must stay byte for byte what `JSONEncoder` (sorted keys) writes, on every
    /// character class: each ASCII byte, line and paragraph separators, a BOM, emoji, accents,
    /// and absent optional fields.
    func testExampleListsAreWrittenAsJSONEncoderWritesThem() throws {
        let ascii = String(decoding: (0..<128).map { UInt8($0) }, as: UTF8.self)
        let odd = ["", ascii, "\u{2028}\u{2029}", "\u{FEFF}start", "😀 é ñ 中文", "a/b\\c\"d", "</script>", "\u{7F}\u{80}"]
        var lists: [[CodeExample]] = [[]]
        for text in odd {
            lists.append([CodeExample(verdict: .correct, language: nil, code: text)])
            lists.append([CodeExample(verdict: .incorrect, language: text, code: "x", caption: text)])
            lists.append([CodeExample(verdict: .correct, language: "swift", code: text, caption: nil),
                          CodeExample(verdict: .incorrect, language: nil, code: "y", caption: "Don't — \(text)")])
        }
        for list in lists {
            let written = JSONText.encode(examples: list)
            XCTAssertEqual(written, JSONText.encode(list), "differs from JSONEncoder for \(list)")
            XCTAssertEqual(try JSONDecoder().decode([CodeExample].self, from: Data(written.utf8)), list)
        }
    }

    /// Reports read stored timestamps without a date formatter: the same instant as GRDB's.
    func testStoredTimestampsReadAsGRDBReadsThem() throws {
        let queue = try DatabaseQueue()
        let dates = [Date(timeIntervalSince1970: 0), Date(timeIntervalSince1970: 951_782_400.123),
                     Date(timeIntervalSince1970: 1_773_480_413.589), Date(timeIntervalSince1970: -86_400 * 400 + 0.5),
                     Date(timeIntervalSince1970: 4_102_444_799.999)]
        try queue.read { db in
            for date in dates {
                let row = try Row.fetchOne(db, sql: "SELECT ?", arguments: [date])!
                let text: String = row[0]
                XCTAssertNotNil(ReportQuery.epochMilliseconds(text), text)
                XCTAssertEqual(try ReportQuery.date(row, 0).timeIntervalSince1970, (row[0] as Date).timeIntervalSince1970, accuracy: 0.0005, text)
            }
            XCTAssertNil(ReportQuery.epochMilliseconds("2026-03-14T09:26:53Z"), "other forms are left to GRDB")
        }
    }

    func testUnknownChecklistIsMissingInput() throws {
        let book = try Workbook.inMemory()
        XCTAssertThrowsError(try book.checklist(id: "nope")) { error in
            XCTAssertEqual((error as? AuditbookError)?.exitCode, 66)
        }
    }

    func testBundledChecklistsCompileIntoANewWorkbook() throws {
        let book = try Workbook.inMemory(bundled: BundledChecklists.documents)
        let lists = try book.checklists()
        XCTAssertEqual(lists.count, BundledChecklists.documents.count)
        XCTAssertGreaterThanOrEqual(lists.map(\.items).reduce(0, +), 60)
        for summary in lists {
            let checklist = try book.checklist(id: summary.id)
            for item in checklist.items {
                XCTAssertEqual(item.kind, .check, item.id)
                XCTAssertNotNil(item.severity, item.id)
                XCTAssertFalse(item.howToTest?.isEmpty ?? true, "\(item.id) has how-to-test steps")
                XCTAssertFalse(item.guidance.isEmpty, item.id)
                XCTAssertFalse(item.tags.isEmpty, item.id)
            }
        }
    }

    func testEmbeddedChecklistsMatchTheChecklistsFolder() throws {
        let folder = TestPaths.packageRoot.appendingPathComponent("Checklists")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".md") && $0.first?.isNumber == true }.sorted()
        XCTAssertEqual(BundledChecklists.documents.map(\.name), files, "the BundledData build plugin embeds every Checklists/NN-*.md")
        for document in BundledChecklists.documents {
            let onDisk = try String(contentsOf: folder.appendingPathComponent(document.name), encoding: .utf8)
            XCTAssertEqual(document.text + "\n", onDisk, "\(document.name) differs from its embedded copy: the BundledData plugin did not rerun")
        }
    }

    func testAnotherProgramsDatabaseIsRefusedUntouched() throws {
        let folder = try TestPaths.temporaryFolder()
        let path = folder.appendingPathComponent("app.db").path
        let queue = try DatabaseQueue(path: path)
        try queue.write { try $0.execute(sql: "CREATE TABLE note (id INTEGER PRIMARY KEY, text TEXT); INSERT INTO note (text) VALUES ('keep me')") }
        try queue.close()
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        for open in [{ try Workbook.open(path: path) }, { try Workbook.openForReading(path: path) }] {
            XCTAssertThrowsError(try open()) { error in
                XCTAssertEqual((error as? AuditbookError)?.exitCode, 65)
                XCTAssertTrue("\(error)".contains("another program"), "\(error)")
            }
        }
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: path)), before)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), ["app.db"], "no WAL, no temporary file")
    }

    func testAWorkbookIsCreatedWholeEvenOverAnEmptyFileAFailedCreateLeft() throws {
        let folder = try TestPaths.temporaryFolder()
        let path = folder.appendingPathComponent("book.sqlite").path
        XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: Data()))
        let reading = try Workbook.openForReading(path: path)
        XCTAssertTrue(reading.created)
        XCTAssertEqual(try reading.checklists().count, BundledChecklists.documents.count)
        let other = folder.appendingPathComponent("other.sqlite").path
        XCTAssertEqual(try Workbook.open(path: other).checklists().count, BundledChecklists.documents.count)
        XCTAssertFalse(try Workbook.open(path: other).created)
        XCTAssertFalse(try FileManager.default.contentsOfDirectory(atPath: folder.path).contains { $0.contains("creating") })
    }

    /// A workbook made ahead (`beginOpening`, while a compile reads its documents) is put in
    /// place by `open()`, whole, or removed by `abandon()`; either way no half-made file is
    /// left. A half-made one of a process that is gone is removed when the next is made; one
    /// of a process still running is left alone.
    func testAWorkbookMadeAheadIsPutInPlaceOrRemovedWhole() throws {
        let folder = try TestPaths.temporaryFolder()
        let path = folder.appendingPathComponent("book.sqlite").path
        let gone = Process()
        gone.executableURL = URL(fileURLWithPath: "/bin/true")
        try gone.run()
        gone.waitUntilExit()
        let abandoned = ".book.sqlite.creating-\(gone.processIdentifier)-7"
        let running = ".book.sqlite.creating-\(getpid())-8"
        for name in [abandoned, abandoned + "-wal", running] {
            XCTAssertTrue(FileManager.default.createFile(atPath: folder.appendingPathComponent(name).path, contents: Data("half".utf8)))
        }

        let unused = Workbook.beginOpening(path: path)
        unused.abandon()
        XCTAssertFalse(FileManager.default.fileExists(atPath: path))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted(), [running],
                       "the abandoned process's files are gone, the running one's kept, and nothing of this one's is left")

        let opening = Workbook.beginOpening(path: path)
        let book = try opening.open()
        opening.abandon()
        XCTAssertTrue(book.created)
        XCTAssertEqual(try book.checklists().count, BundledChecklists.documents.count)
        XCTAssertEqual(try book.integrityCheck(), "ok")
        XCTAssertFalse(try FileManager.default.contentsOfDirectory(atPath: folder.path).contains { $0.contains("creating") && $0 != running })

        // A workbook another process put in place meanwhile is opened; the one made ahead is removed.
        let other = folder.appendingPathComponent("other.sqlite").path
        let late = Workbook.beginOpening(path: other)
        _ = try Workbook.open(path: other, bundled: [])
        XCTAssertEqual(try late.open().checklists().count, 0, "theirs, not the one made ahead")
        XCTAssertFalse(try FileManager.default.contentsOfDirectory(atPath: folder.path).contains { $0.contains(".other.sqlite.creating") })
    }

    func testAWorkbookFromANewerAuditbookIsRefusedUntouched() throws {
        let folder = try TestPaths.temporaryFolder()
        let path = folder.appendingPathComponent("book.sqlite").path
        _ = try Workbook.open(path: path, bundled: [])
        let queue = try DatabaseQueue(path: path)
        try queue.write { try $0.execute(sql: "INSERT INTO grdb_migrations VALUES ('v99 from the future')") }
        try queue.writeWithoutTransaction { try $0.execute(sql: "PRAGMA wal_checkpoint(TRUNCATE)") }
        try queue.close()
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        XCTAssertThrowsError(try Workbook.open(path: path)) { error in
            XCTAssertEqual(error as? AuditbookError, .workbookTooNew(file: path))
        }
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: path)), before)
        XCTAssertFalse(FileManager.default.fileExists(atPath: path + "-wal") || FileManager.default.fileExists(atPath: path + "-shm"),
                       "reading it to refuse it leaves no -wal or -shm beside it")
    }

    /// v7 made `item` and `result` again with their CHECKs written as comparisons: a workbook
    /// of v6 keeps every row, ID, reference and AUTOINCREMENT counter, and the new checks accept
    /// and refuse what the old ones did, with no temporary table built per row inserted.
    func testV7RemakesItemAndResultKeepingEveryRowAndCounter() throws {
        let folder = try TestPaths.temporaryFolder()
        let path = folder.appendingPathComponent("book.sqlite").path
        let queue = try DatabaseQueue(path: path)
        try WorkbookSchema.migrator.migrate(queue, upTo: "v6 WCAG success criteria of items")
        try queue.write { db in
            try db.execute(sql: """
                INSERT INTO checklist VALUES ('c', '2026-01-01 00:00:00.000');
                INSERT INTO checklistVersion (id, checklistId, version, title, sourcePath, sourceDigest, contentDigest, compiledAt)
                    VALUES (1, 'c', 1, 'C', 'c.md', 's', 'd', '2026-01-01 00:00:00.000');
                INSERT INTO item (id, versionId, itemId, position, title, kind, severity, sectionPath, guidance, examples,
                                  related, tags, platforms, line, severityLabel, criteria)
                    VALUES (7, 1, 'c/1', 0, 'Labels are read', 'check', NULL, 'A', 'g', '[]', '[]', '[]', '[]', 3, 'MUST', '1.1.1:document');
                UPDATE sqlite_sequence SET seq = 40 WHERE name = 'item';
                INSERT INTO audit (id, title, createdBy, createdAt) VALUES ('a', 'A', 'r', '2026-01-01 00:00:00.000');
                INSERT INTO screen (id, auditId, name, position) VALUES (1, 'a', 'Login', 0);
                INSERT INTO result (id, auditId, screenId, itemRowId, status, note, reviewer, updatedAt, sharedFrom)
                    VALUES (5, 'a', 1, 7, 'fail', 'n', 'r', '2026-01-01 00:00:00.000', 'c/0');
                INSERT INTO finding (resultId, title, impact, createdAt) VALUES (5, 'F', 'major', '2026-01-01 00:00:00.000');
                """)
            let code = try Row.fetchAll(db, sql: "EXPLAIN UPDATE result SET status = 'na'")
            XCTAssertTrue(code.contains { ($0["opcode"] as String?) == "OpenEphemeral" }, "v6's IN list: a table per row")
        }
        try queue.close()

        _ = try Workbook.open(path: path, bundled: [])
        let reopened = try DatabaseQueue(path: path)
        defer { try? reopened.close() }
        try reopened.write { db in
            XCTAssertTrue(try WorkbookSchema.migrator.hasCompletedMigrations(db))
            let item = try XCTUnwrap(Row.fetchOne(db, sql: "SELECT id, itemId, severity, severityLabel, criteria, line FROM item"))
            XCTAssertEqual(item, ["id": 7, "itemId": "c/1", "severity": nil, "severityLabel": "MUST", "criteria": "1.1.1:document", "line": 3])
            let result = try XCTUnwrap(Row.fetchOne(db, sql: "SELECT id, itemRowId, status, note, sharedFrom FROM result"))
            XCTAssertEqual(result, ["id": 5, "itemRowId": 7, "status": "fail", "note": "n", "sharedFrom": "c/0"])
            XCTAssertEqual(try Int.fetchOne(db, sql: "SELECT count(*) FROM finding JOIN result ON result.id = finding.resultId"), 1)
            XCTAssertEqual(try Row.fetchAll(db, sql: "PRAGMA foreign_key_check"), [])
            XCTAssertEqual(try Set(String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'index' AND name IN ('item_itemId', 'result_audit')")),
                           ["item_itemId", "result_audit"])
            XCTAssertEqual(try Int.fetchOne(db, sql: "SELECT seq FROM sqlite_sequence WHERE name = 'item'"), 40, "no item ID handed out twice")
            XCTAssertEqual(try Int.fetchOne(db, sql: "SELECT count(*) FROM sqlite_sequence WHERE name LIKE '%_v7'"), 0)

            let insertItem = """
                INSERT INTO item (versionId, itemId, position, title, kind, severity, sectionPath, guidance, examples,
                                  related, tags, platforms, line) VALUES (1, ?, 1, 'T', ?, ?, 'A', 'g', '[]', '[]', '[]', '[]', 1)
                """
            try db.execute(sql: insertItem, arguments: ["c/2", "anti-pattern", "low"])
            XCTAssertEqual(db.lastInsertedRowID, 41)
            try db.execute(sql: insertItem, arguments: ["c/3", "principle", nil])
            XCTAssertThrowsError(try db.execute(sql: insertItem, arguments: ["c/4", "guess", nil]))
            XCTAssertThrowsError(try db.execute(sql: insertItem, arguments: ["c/5", "rule", "urgent"]))
            XCTAssertThrowsError(try db.execute(sql: "UPDATE result SET status = 'maybe'"))
            try db.execute(sql: "UPDATE result SET status = 'cant-tell'")

            let code = try Row.fetchAll(db, sql: "EXPLAIN " + insertItem, arguments: ["c/6", "rule", "high"])
                + Row.fetchAll(db, sql: "EXPLAIN UPDATE result SET status = 'na'")
            XCTAssertFalse(code.contains { ($0["opcode"] as String?) == "OpenEphemeral" }, "no temporary table per row")
        }
    }

    func testEquivalentRequirementsAcrossChecklistsAreLinked() throws {
        let book = try Workbook.inMemory(bundled: BundledChecklists.documents)
        try book.store(fixture("guideline-wellformed.md"))
        try book.refreshEquivalents()
        let touch = try book.equivalents(of: "sample-app-guidelines/1.1")
        XCTAssertEqual(touch.first?.id, "layout-touch/1.1", "\(touch)")
        XCTAssertGreaterThanOrEqual(touch.first?.score ?? 0, Workbook.equivalenceThreshold)
    }

    /// A report reads its history (and evidence contents) beside the snapshot it reads the
    /// results in; with a reviewer recording all the while, the history still ends, for every
    /// result, on the status the report gives it.
    func testReportHistoryMatchesItsResultsWhileAReviewerRecords() throws {
        let folder = try TestPaths.temporaryFolder()
        let book = try Workbook.open(path: folder.appendingPathComponent("busy.sqlite").path, bundled: BundledChecklists.documents)
        let audit = try book.createAudit(AuditSpec(title: "Busy", checklists: ["voiceover"], screens: ["Login", "Settings"]), createdBy: "Ana")
        let items = Array(try book.auditItemIDs(audit.id).prefix(6))
        let writer = Thread {
            let writerBook = try? Workbook.open(path: folder.appendingPathComponent("busy.sqlite").path, bundled: [])
            for round in 0..<400 {
                for screen in ["Login", "Settings"] {
                    _ = try? writerBook?.record(ResultInput(screen: screen, item: items[round % items.count],
                                                            outcome: round % 2 == 0 ? .fail : .pass, reviewer: "Bo"))
                }
            }
        }
        writer.start()
        var checked = 0
        while !writer.isFinished || checked < 3 {
            let report = try book.report(auditID: audit.id)
            var last: [String: String] = [:]
            for entry in report.history { if let status = entry.newStatus { last[entry.screen + "|" + entry.item] = status } }
            for result in report.results where result.status != .untested {
                XCTAssertEqual(last[result.screen + "|" + result.item], result.status.rawValue, "\(result.screen) \(result.item)")
            }
            checked += 1
        }
        XCTAssertGreaterThan(checked, 2)
    }

    /// The snapshot's history from a read made earlier, later or at the same time.
    func testSnapshotHistoryTakesWhatTheSnapshotSaw() {
        func entries(_ ids: [Int64]) -> [(id: Int64, entry: HistoryEntry)] {
            ids.map { ($0, HistoryEntry(at: Date(timeIntervalSince1970: Double($0)), reviewer: "r", screen: "s", item: "i\($0)",
                                        action: "record", oldStatus: nil, newStatus: "pass", oldNote: nil, newNote: nil)) }
        }
        var asked: [(Int64, Int64)] = []
        func missing(_ after: Int64, _ through: Int64) -> [(id: Int64, entry: HistoryEntry)] {
            asked.append((after, through))
            return entries([3, 5, 8].filter { $0 > after && $0 <= through })
        }
        // The snapshot saw ids 1, 2, 3, 5, 8 (the audit's; other audits' ids fall between).
        XCTAssertEqual(ReportQuery.snapshotHistory(entries([1, 2, 3, 5, 8]), through: 8, missing: missing).map(\.item), ["i1", "i2", "i3", "i5", "i8"])
        XCTAssertTrue(asked.isEmpty, "the read saw everything")
        XCTAssertEqual(ReportQuery.snapshotHistory(entries([1, 2, 3, 5, 8, 9, 12]), through: 8, missing: missing).map(\.item), ["i1", "i2", "i3", "i5", "i8"])
        XCTAssertTrue(asked.isEmpty, "a later read only has more")
        XCTAssertEqual(ReportQuery.snapshotHistory(entries([1, 2]), through: 8, missing: missing).map(\.item), ["i1", "i2", "i3", "i5", "i8"])
        XCTAssertEqual(asked.map(\.0), [2])
        XCTAssertEqual(asked.map(\.1), [8])
        XCTAssertEqual(ReportQuery.snapshotHistory([], through: 0, missing: missing).count, 0)
    }

    /// A value that passes `integrity_check` but is not what its column holds (an edited or
    /// damaged file) is a one-line error naming the table, row and column, never a crash.
    func testDamagedValuesAreNamedNotFatal() throws {
        let cases: [(String, String)] = [
            ("UPDATE result SET updatedAt = 'not a date'", "column 'updatedAt' of table result, row id 1, holds \"not a date\""),
            ("UPDATE result SET status = 'xyz'", "column 'status'"),
            ("UPDATE signoff SET signedAt = 'garbage'", "column 'signedAt' of table signoff, row id 1"),
            ("UPDATE screen SET isAppWide = x'0102'", "column 'isAppWide' holds a blob of 2 bytes"),
            ("UPDATE finding SET impact = 'catastrophic'", "column 'impact'"),
            ("UPDATE item SET sectionPath = 'not json'", "column 'sectionPath' of table item, row id"),
            ("UPDATE item SET kind = 'whatever'", "column 'kind' of table item, row id"),
            ("UPDATE item SET examples = '[{\"verdict\": 3}]'", "column 'examples' of table item, row id"),
        ]
        for (sql, expected) in cases {
            let book = try Workbook.inMemory(bundled: BundledChecklists.documents)
            let audit = try book.createAudit(AuditSpec(title: "t", checklists: ["voiceover"], screens: ["Login"]), createdBy: "Ana")
            _ = try book.record(ResultInput(screen: "Login", item: "voiceover/4.1", outcome: .fail, note: "n", reviewer: "Ana",
                                            findings: [FindingInput(title: "f", note: nil, impact: .major)]), auditID: audit.id)
            _ = try book.signoff(auditID: audit.id, reviewer: "Sam", role: "qa", decision: .approve, comment: nil)
            try book.writer.writeWithoutTransaction { try $0.execute(sql: "PRAGMA ignore_check_constraints = 1; " + sql) }
            for (name, read) in [("report", { _ = try book.report(auditID: audit.id) }), ("verify", { _ = try book.verify(auditID: audit.id) }),
                                 ("gate", { _ = try book.gate(auditID: audit.id, policy: GatePolicy()) })] as [(String, () throws -> Void)] {
                XCTAssertThrowsError(try read(), "\(name) after \(sql)") { error in
                    XCTAssertEqual((error as? AuditbookError)?.exitCode, 65, "\(name) after \(sql): \(error)")
                    XCTAssertTrue("\(error)".contains(expected), "\(name) after \(sql): \(error)")
                }
            }
        }
    }

    /// A command that only reads opens the workbook read-only, so another process's write
    /// transaction does not make it wait (a writable pool would, to fill its empty WAL file).
    func testReadingNeverWaitsForAWriter() throws {
        let path = try TestPaths.temporaryFolder().appendingPathComponent("auditbook.sqlite").path
        let book = try Workbook.open(path: path)
        let audit = try book.createAudit(AuditSpec(title: "t", checklists: ["voiceover"], screens: ["Login"]), createdBy: "Ana")
        try book.writer.close()
        // Another process's writer, holding its transaction open until the reads are done.
        let other = try DatabaseQueue(path: path)
        let holding = DispatchSemaphore(value: 0), done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            try? other.writeWithoutTransaction { db in
                try db.execute(sql: "BEGIN IMMEDIATE; UPDATE audit SET title = 'busy'")
                holding.signal()
                done.wait()
                try db.execute(sql: "ROLLBACK")
            }
            done.signal()
        }
        holding.wait()
        defer { done.signal(); done.wait() }
        let start = Date()
        let reader = try Workbook.openForReading(path: path)
        XCTAssertEqual(try reader.status(auditID: audit.id).title, "t", "the writer's change is not committed")
        _ = try reader.verify(auditID: audit.id)
        XCTAssertLessThan(Date().timeIntervalSince(start), 5, "the busy timeout is 30 s; a read must not wait for it")
    }

    /// A workbook path in a folder that is not there is named as such (exit 74), and nothing
    /// is created.
    func testAWorkbookInAMissingFolderIsNamedAsMissing() throws {
        let missing = try TestPaths.temporaryFolder().appendingPathComponent("no-such-folder")
        XCTAssertThrowsError(try Workbook.open(path: missing.appendingPathComponent("w.sqlite").path)) { error in
            XCTAssertEqual((error as? AuditbookError)?.exitCode, 74)
            XCTAssertTrue("\(error)".contains("the folder \(missing.path) does not exist"), "\(error)")
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: missing.path))
    }

    func testSpecialFilesAreRefusedAsWorkbooks() throws {
        let fifo = try TestPaths.temporaryFolder().appendingPathComponent("pipe").path
        XCTAssertEqual(mkfifo(fifo, 0o600), 0)
        for open in [{ _ = try Workbook.open(path: fifo) }, { _ = try Workbook.openForReading(path: fifo) }] as [() throws -> Void] {
            XCTAssertThrowsError(try open()) { error in
                XCTAssertEqual((error as? AuditbookError)?.exitCode, 65)
                XCTAssertTrue("\(error)".contains("is a named pipe (FIFO), not a workbook file"), "\(error)")
            }
        }
    }
}

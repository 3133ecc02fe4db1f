import Foundation
import GRDB
import XCTest

/// Crashes, concurrent reviewers and read-only workbooks, with real processes.
final class ReliabilityTests: XCTestCase {
    private var folder: URL!
    private var workbook: String { folder.appendingPathComponent("auditbook.sqlite").path }

    override func setUpWithError() throws {
        folder = try TestPaths.temporaryFolder()
        let created = try BinaryRunner.run(["audit", "new", "Load", "--checklist", "voiceover", "--checklist", "layout-touch",
                                            "--checklist", "controls-input", "--screen", "S1", "--screen", "S2", "--screen", "S3",
                                            "--screen", "S4"], in: folder)
        XCTAssertEqual(created.status, 0, created.stderr)
    }

    private func items() throws -> [String] {
        let shown = try BinaryRunner.run(["audit", "show", "--items", "--json"], in: folder)
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(shown.stdout.utf8)) as? [String: Any])
        return try XCTUnwrap(json["items"] as? [String])
    }

    private func integrity() throws -> String {
        let queue = try DatabaseQueue(path: workbook)
        defer { try? queue.close() }
        return try queue.read { try String.fetchOne($0, sql: "PRAGMA integrity_check") ?? "" }
    }

    private func shell(_ script: String) throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["-c", script]
        process.currentDirectoryURL = folder
        var environment = ProcessInfo.processInfo.environment
        environment["AUDITBOOK_REVIEWER"] = "Load"
        process.environment = environment
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }

    /// 4 processes × 500 records into one workbook at once: nothing lost, never "locked".
    func testFourConcurrentWritersLoseNothing() throws {
        let itemList = try items()
        let perProcess = 500
        var scripts: [String] = []
        for writer in 1...4 {
            let lines = (0..<perProcess).map { index -> String in
                let item = itemList[index % itemList.count]
                let status = index % 3 == 0 ? "pass" : index % 3 == 1 ? "na --note n/a" : "fail --note broken"
                return "\"$BIN\" record --screen S\(writer) --item \(item) --status \(status) >/dev/null 2>>errors-\(writer).txt || echo \(index) >> failures-\(writer).txt"
            }
            let file = folder.appendingPathComponent("writer-\(writer).sh")
            try lines.joined(separator: "\n").write(to: file, atomically: true, encoding: .utf8)
            scripts.append("bash \(file.path) &")
        }
        let status = try shell("export BIN='\(TestPaths.binary.path)'; " + scripts.joined(separator: " ") + " wait")
        XCTAssertEqual(status, 0)
        for writer in 1...4 {
            let failures = (try? String(contentsOf: folder.appendingPathComponent("failures-\(writer).txt"), encoding: .utf8)) ?? ""
            let errors = (try? String(contentsOf: folder.appendingPathComponent("errors-\(writer).txt"), encoding: .utf8)) ?? ""
            XCTAssertEqual(failures, "", "writer \(writer) failed: \(errors.prefix(500))")
            XCTAssertFalse(errors.contains("locked"))
        }
        let queue = try DatabaseQueue(path: workbook)
        let counts = try queue.read { db in
            (try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM history")!, try Int.fetchOne(db, sql: "SELECT COUNT(DISTINCT screenId) FROM result")!)
        }
        try queue.close()
        XCTAssertGreaterThanOrEqual(counts.0, 4 * min(perProcess, itemList.count), "every first answer is in the history")
        XCTAssertEqual(counts.1, 4)
        XCTAssertEqual(try integrity(), "ok")
    }

    /// kill -9 in the middle of a stream of answers loses at most the one being written.
    func testKillNineLeavesAConsistentWorkbook() throws {
        let itemList = try items()
        let lines = itemList.prefix(200).map { "\"$BIN\" record --screen S1 --item \($0) --status fail --note 'seen broken' >/dev/null" }
        let file = folder.appendingPathComponent("stream.sh")
        try lines.joined(separator: "\n").write(to: file, atomically: true, encoding: .utf8)
        for delay in [0.3, 0.7, 1.1] {
            _ = try shell("export BIN='\(TestPaths.binary.path)'; bash \(file.path) & pid=$!; sleep \(delay); pkill -9 -P $pid; kill -9 $pid; wait 2>/dev/null; true")
            XCTAssertEqual(try integrity(), "ok")
            let queue = try DatabaseQueue(path: workbook)
            let orphans = try queue.read { db in
                // Every stored answer has its history entry and its note: one transaction each.
                try Int.fetchOne(db, sql: """
                    SELECT COUNT(*) FROM result r JOIN item i ON i.id = r.itemRowId
                    WHERE r.note IS NULL OR NOT EXISTS (SELECT 1 FROM history h WHERE h.itemId = i.itemId AND h.newStatus = r.status)
                    """)!
            }
            try queue.close()
            XCTAssertEqual(orphans, 0)
        }
        XCTAssertEqual(try BinaryRunner.run(["status"], in: folder).status, 0, "the workbook still opens")
    }

    /// A read-only workbook: a clear error, exit 74, and the file unchanged.
    func testReadOnlyWorkbookIsRefusedCleanly() throws {
        let before = try Data(contentsOf: URL(fileURLWithPath: workbook))
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: workbook)
        try FileManager.default.setAttributes([.posixPermissions: 0o777], ofItemAtPath: folder.path)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: workbook) }
        // root may write anything, so run as an unprivileged user when we are root.
        let asUser = getuid() == 0 ? "setpriv --reuid=65534 --regid=65534 --clear-groups " : ""
        let errors = folder.appendingPathComponent("readonly-errors.txt").path
        let status = try shell("\(asUser)'\(TestPaths.binary.path)' record --workbook '\(workbook)' --screen S1 --item voiceover/4.1 --status pass 2> '\(errors)'")
        XCTAssertEqual(status, 74)
        let message = try String(contentsOfFile: errors, encoding: .utf8)
        XCTAssertTrue(message.contains("read-only"), message)
        XCTAssertEqual(message.split(separator: "\n").count, 1)
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: workbook)), before)
    }
}

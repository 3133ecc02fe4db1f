import Foundation
import XCTest

/// Audit commands end to end on the built binary: output, errors, exit codes, and the
/// workbook left as it was after a refused command.
final class AuditCommandTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = try TestPaths.temporaryFolder()
        let created = try run("audit", "new", "Release 2.0", "--checklist", "voiceover", "--screen", "Login", "--screen", "Settings",
                              "--app", "Demo", "--build", "2.0", "--platform", "iOS")
        XCTAssertEqual(created.status, 0, created.stderr)
        XCTAssertEqual(created.stdout.trimmingCharacters(in: .whitespacesAndNewlines).count, 6, "prints the audit ID")
    }

    @discardableResult
    private func run(_ arguments: String..., stdin: String? = nil) throws -> CommandResult {
        try BinaryRunner.run(arguments, in: folder, stdin: stdin)
    }

    private func statusJSON() throws -> [String: Any] {
        try XCTUnwrap(JSONSerialization.jsonObject(with: Data(try run("status", "--json").stdout.utf8)) as? [String: Any])
    }

    /// Escape sequences and bidi overrides in a screen name and a note reach no terminal raw:
    /// every command that prints them shows them as visible marks.
    func testHostileTextIsShownNotObeyedInEveryTerminalOutput() throws {
        let name = "Evil\u{1B}]0;owned\u{07}\u{1B}[2J \u{202E}gnp"
        XCTAssertEqual(try run("screen", "add", name).status, 0)
        XCTAssertEqual(try run("record", "--screen", name, "--item", "voiceover/4.1", "--status", "fail", "--note", "note \u{1B}[8mhidden").status, 0)
        for command in [["status"], ["history"], ["audit", "show"], ["audit", "list"], ["screen", "list"], ["report", "--format", "markdown"]] {
            let result = try BinaryRunner.run(command, in: folder)
            XCTAssertEqual(result.status, 0, "\(command): \(result.stderr)")
            // Not a terminal here: no colour, so no escape at all may appear.
            if command != ["report", "--format", "markdown"] {
                XCTAssertFalse(result.stdout.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{202E}" || $0 == "\u{07}" }, "\(command): \(result.stdout)")
            }
            if command.first != "report", command != ["audit", "list"] {
                XCTAssertTrue(result.stdout.contains("Evil␛]0;owned␇␛[2J <U+202E>gnp"), "\(command): \(result.stdout)")
            }
        }
        let refused = try run("record", "--screen", "Nope\u{1B}[2J", "--item", "voiceover/4.1", "--status", "pass")
        XCTAssertEqual(refused.status, 66)
        XCTAssertTrue(refused.stderr.contains("Nope␛[2J"), refused.stderr)
    }

    func testRecordStatusHistoryAndBadInput() throws {
        let shot = folder.appendingPathComponent("shot.png")
        try Data([0x89, 0x50, 0x4E, 0x47, 1, 2, 3]).write(to: shot)
        let ok = try run("record", "--screen", "Login", "--item", "voiceover/4.1", "--status", "fail", "--note", "Share is silent",
                         "--evidence", shot.path, "--link", "https://tracker.example/A-1", "--condition", "voiceover=on",
                         "--finding", "Share button silent | VoiceOver says nothing", "--impact", "blocking", "--finding-evidence", "1:\(shot.path)")
        XCTAssertEqual(ok.status, 0, ok.stderr)
        XCTAssertTrue(ok.stdout.contains("✗ FAIL  Login · voiceover/4.1"), ok.stdout)
        let before = try statusJSON()
        // Byte for byte: no SQLite header field (change counter, schema cookie) moves, and a
        // reading command leaves no -wal or -shm file beside the workbook.
        let workbook = folder.appendingPathComponent("auditbook.sqlite")
        let bytes = try Data(contentsOf: workbook)
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        XCTAssertFalse(files.contains("auditbook.sqlite-wal"), "\(files)")

        let cases: [([String], Int32, String)] = [
            (["record", "--screen", "Nope", "--item", "voiceover/4.1", "--status", "pass"], 66, "no screen 'Nope'"),
            (["record", "--screen", "Login", "--item", "voiceover/9.9", "--status", "pass"], 66, "is not in audit"),
            (["record", "--screen", "Login", "--item", "voiceover/4.2", "--status", "maybe"], 64, "status"),
            (["record", "--screen", "Login", "--item", "voiceover/4.2", "--status", "na"], 64, "a note is required for na"),
            (["record", "--screen", "Login", "--item", "voiceover/4.2", "--status", "pass", "--evidence", "/no/file.png"], 66, "does not exist"),
            (["record", "--screen", "Login", "--item", "voiceover/4.2", "--status", "pass", "--evidence", shot.path, "--max-evidence-mb", "0"], 64, "--max-evidence-mb 0: give 1 to 953"),
            (["record", "--screen", "Login", "--item", "voiceover/4.2", "--status", "pass", "--evidence", shot.path, "--max-evidence-mb", "9000000000000"], 64, "give 1 to 953"),
            (["record", "--screen", "Login", "--item", "voiceover/4.2", "--status", "pass", "--link", "javascript:alert(1)"], 64, "http(s) URL"),
            (["record", "--screen", "Login", "--item", "voiceover/4.2", "--status", "pass", "--condition", "mood=happy"], 64, "unknown condition"),
            (["screen", "remove", "Login"], 65, "has 1 results"),
            (["audit", "use", "zzzzzz"], 66, "no audit 'zzzzzz'"),
            (["audit", "new", "Other", "--checklist", "no-such-list"], 66, "no checklist 'no-such-list'"),
            (["screen", "add", "Checkout", "--audit", "zzzzzz"], 66, "no audit 'zzzzzz'"),
            (["status", "--audit", "zzzzzz"], 66, "no audit 'zzzzzz'"),
        ]
        for (arguments, status, message) in cases {
            let result = try BinaryRunner.run(arguments, in: folder)
            XCTAssertEqual(result.status, status, "\(arguments): \(result.stderr)")
            XCTAssertTrue(result.stderr.contains(message), "\(arguments): \(result.stderr)")
        }
        XCTAssertEqual(try Data(contentsOf: workbook), bytes, "refused commands left the workbook's bytes as they were")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted(), files)
        XCTAssertEqual(NSDictionary(dictionary: try statusJSON()), NSDictionary(dictionary: before), "refused commands changed nothing")

        let big = folder.appendingPathComponent("big.mov")
        try Data(count: 2 * 1_048_576 + 1).write(to: big)
        let tooBig = try run("record", "--screen", "Login", "--item", "voiceover/4.2", "--status", "pass", "--evidence", big.path, "--max-evidence-mb", "2")
        XCTAssertEqual(tooBig.status, 65)
        XCTAssertTrue(tooBig.stderr.contains("above the 2 MB evidence limit"), tooBig.stderr)

        let history = try run("history", "--item", "voiceover/4.1", "--json")
        XCTAssertTrue(history.stdout.contains("\"reviewer\" : \"Test Reviewer\""), history.stdout)
        let status = try statusJSON()
        XCTAssertEqual((status["totals"] as? [String: Int])?["fail"], 1)
        let screens = try XCTUnwrap(status["screens"] as? [[String: Any]])
        XCTAssertEqual(screens.map { $0["name"] as? String }, ["Login", "Settings"])
        XCTAssertNotNil(screens[0]["percentComplete"])

        // A Markdown report written to a file gets the screenshot beside it, linked.
        let report = try run("report", "--format", "markdown", "-o", "r.md")
        XCTAssertEqual(report.status, 0, report.stderr)
        let copies = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("r-evidence").path)
        XCTAssertEqual(copies.count, 1)
        XCTAssertEqual(try Data(contentsOf: folder.appendingPathComponent("r-evidence").appendingPathComponent(copies[0])), try Data(contentsOf: shot))
        XCTAssertTrue(try String(contentsOf: folder.appendingPathComponent("r.md"), encoding: .utf8).contains("r-evidence/\(copies[0])"))
        // A report whose name has a space and a parenthesis links its evidence percent-encoded.
        XCTAssertEqual(try run("report", "--format", "markdown", "-o", "my report (v2).md").status, 0)
        let spaced = try String(contentsOf: folder.appendingPathComponent("my report (v2).md"), encoding: .utf8)
        XCTAssertTrue(spaced.contains("](my%20report%20%28v2%29-evidence/\(copies[0]))"), spaced)
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder.appendingPathComponent("my report (v2)-evidence/\(copies[0])").path))
        // A report that cannot be written leaves no evidence folder of its own behind.
        XCTAssertEqual(try run("report", "--format", "markdown", "-o", "missing/r.md").status, 74)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("missing").path))
    }

    func testScreensAuditsAndCopy() throws {
        XCTAssertEqual(try run("screen", "add", "Checkout", "--description", "Cart > Pay").status, 0)
        XCTAssertTrue(try run("screen", "list").stdout.contains("Checkout  — Cart > Pay"))
        XCTAssertEqual(try run("screen", "rename", "Checkout", "Payment").status, 0)
        XCTAssertEqual(try run("screen", "add", "payment").status, 64)
        try run("record", "--screen", "Payment", "--item", "voiceover/4.1", "--status", "pass")
        let copy = try run("audit", "copy", "--carry-results", "--title", "Re-audit")
        XCTAssertEqual(copy.status, 0, copy.stderr)
        let list = try run("audit", "list", "--json")
        let audits = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(list.stdout.utf8)) as? [[String: Any]])
        XCTAssertEqual(audits.count, 2)
        XCTAssertEqual(audits.filter { $0["isCurrent"] as? Bool == true }.first?["title"] as? String, "Re-audit")
        let shown = try run("audit", "show")
        XCTAssertTrue(shown.stdout.contains("voiceover@1"), shown.stdout)
        XCTAssertTrue(shown.stdout.contains("copied from"), shown.stdout)
    }

    func testImportJSONAndCSVTwiceChangesNothing() throws {
        let json = folder.appendingPathComponent("results.json")
        try #"{"results":[{"screen":"Login","item":"voiceover/4.1","status":"pass"},{"screen":"Settings","item":"voiceover/4.2","status":"fail","note":"doubled label","conditions":{"appearance":"dark"}}]}"#
            .write(to: json, atomically: true, encoding: .utf8)
        XCTAssertTrue(try run("import", json.path).stdout.contains("2 changed, 0 unchanged"))
        XCTAssertTrue(try run("import", json.path).stdout.contains("0 changed, 2 unchanged"))
        let csv = folder.appendingPathComponent("results.csv")
        try "screen,item,status,note\nLogin,voiceover/4.3,na,not on this screen\n".write(to: csv, atomically: true, encoding: .utf8)
        XCTAssertTrue(try run("import", csv.path).stdout.contains("1 changed"))
        let bad = folder.appendingPathComponent("bad.csv")
        try "screen,item\nLogin,voiceover/4.3\n".write(to: bad, atomically: true, encoding: .utf8)
        let refused = try run("import", bad.path)
        XCTAssertEqual(refused.status, 65)
        XCTAssertTrue(refused.stderr.contains("has no 'status' column"))
    }

    func testScriptedWalkThroughStdin() throws {
        let result = try run("walk", "--screen", "Settings", stdin: "p\nf Label repeats | Doubled label | minor\nq\n")
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains("Screen 1/1: Settings"))
        XCTAssertFalse(result.stdout.contains("\u{1B}["))
        let totals = try XCTUnwrap(try statusJSON()["totals"] as? [String: Int])
        XCTAssertEqual(totals["pass"], 1)
        XCTAssertEqual(totals["fail"], 1)
    }
}

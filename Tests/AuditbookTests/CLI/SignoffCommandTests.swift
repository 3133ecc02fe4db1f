import Foundation
import XCTest

/// Sign-off, verify, gate, reopen, report, diff and demo end to end on the built binary:
/// stdout, stderr and exit codes apart, and the workbook left as it was after a refusal.
final class SignoffCommandTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = try TestPaths.temporaryFolder()
        XCTAssertEqual(try run("audit", "new", "Release 5", "--checklist", "voiceover", "--screen", "Login").status, 0)
        XCTAssertEqual(try run("record", "--screen", "Login", "--item", "voiceover/4.1", "--status", "fail", "--note", "Share is silent",
                               "--finding", "Share button silent", "--impact", "major").status, 0)
        XCTAssertEqual(try run("record", "--screen", "Login", "--item", "voiceover/4.2", "--status", "pass").status, 0)
    }

    @discardableResult
    private func run(_ arguments: String...) throws -> CommandResult {
        try BinaryRunner.run(arguments, in: folder)
    }

    private func sqlite(_ sql: String) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["sqlite3", folder.appendingPathComponent("auditbook.sqlite").path, sql]
        try process.run()
        process.waitUntilExit()
        if process.terminationStatus != 0 { throw XCTSkip("the sqlite3 shell is not installed") }
    }

    func testSignoffLocksAndVerifyNamesATamperedRow() throws {
        let signed = try run("signoff", "--role", "qa-lead", "--comment", "ok for beta")
        XCTAssertEqual(signed.status, 0, signed.stderr)
        XCTAssertTrue(signed.stdout.contains("✓ approved audit"), signed.stdout)
        XCTAssertTrue(signed.stderr.contains("still untested when signed"), signed.stderr)

        let locked = try run("record", "--screen", "Login", "--item", "voiceover/4.1", "--status", "pass")
        XCTAssertEqual(locked.status, 65)
        XCTAssertTrue(locked.stderr.contains("is signed off; reopen it first"), locked.stderr)
        XCTAssertEqual(try run("screen", "add", "Checkout").status, 65, "no new screens on a signed audit")

        let holds = try run("verify")
        XCTAssertEqual(holds.status, 0, holds.stdout + holds.stderr)
        XCTAssertTrue(holds.stdout.contains("holds"), holds.stdout)

        // Someone edits the database behind auditbook's back.
        try sqlite("UPDATE result SET status = 'pass', note = NULL WHERE status = 'fail'")
        let broken = try run("verify")
        XCTAssertEqual(broken.status, 2)
        XCTAssertTrue(broken.stdout.contains("does NOT hold"), broken.stdout)
        XCTAssertTrue(broken.stdout.contains("changed: Login · voiceover/4.1 (fail when signed, pass now)"), broken.stdout)
        let json = try run("verify", "--json")
        XCTAssertEqual(json.status, 2)
        XCTAssertTrue(json.stdout.contains("\"kind\" : \"changed\""), json.stdout)

        let gate = try run("gate", "--require-signoff", "qa-lead")
        XCTAssertEqual(gate.status, 1)
        XCTAssertTrue(gate.stdout.contains("✗ FAIL  sign-offs verify"), gate.stdout)

        // Tampering with the stored snapshot itself is caught too.
        try sqlite("UPDATE result SET status = 'fail', note = 'Share is silent' WHERE status = 'pass' AND id = (SELECT MIN(id) FROM result)")
        try sqlite("UPDATE signoffResult SET status = 'pass'")
        let snapshot = try run("verify")
        XCTAssertEqual(snapshot.status, 2, snapshot.stdout)
        XCTAssertTrue(snapshot.stdout.contains("the stored sign-off record itself was altered"), snapshot.stdout)
    }

    func testGateAnnotatesAGitHubRunAndWritesItsSummary() throws {
        XCTAssertEqual(try run("record", "--screen", "Login", "--item", "voiceover/4.3", "--status", "cant-tell",
                               "--note", "needs a device, 50% sure").status, 0)
        let summary = folder.appendingPathComponent("summary.md")
        try Data("earlier step\n".utf8).write(to: summary)
        let github = try BinaryRunner.run(["gate"], in: folder, environment: ["GITHUB_ACTIONS": "true", "GITHUB_STEP_SUMMARY": summary.path])
        XCTAssertEqual(github.status, 1)
        let commands = github.stdout.split(separator: "\n").filter { $0.hasPrefix("::") }
        XCTAssertEqual(commands.count, 2, github.stdout)
        XCTAssertTrue(commands[0].hasPrefix("::error title=Login · "), String(commands[0]))
        XCTAssertTrue(commands[0].contains("::voiceover/4.1: Share is silent%0A[major] Share button silent"), String(commands[0]))
        XCTAssertTrue(commands[1].hasPrefix("::warning title=Login · "), String(commands[1]))
        XCTAssertTrue(commands[1].hasSuffix("voiceover/4.3: needs a device, 50%25 sure"), "data is escaped: \(commands[1])")
        XCTAssertTrue(github.stdout.contains("gate FAILED"), "the text verdict stays in the log")
        let written = try String(contentsOf: summary, encoding: .utf8)
        XCTAssertTrue(written.hasPrefix("earlier step\n## auditbook gate: ❌ failed"), "appended, not replaced: \(written)")
        XCTAssertTrue(written.contains("| Login |"), written)
        // Asked for by name outside GitHub; never mixed into --json.
        XCTAssertTrue(try run("gate", "--format", "github").stdout.contains("::error title="))
        XCTAssertFalse(try BinaryRunner.run(["gate", "--json"], in: folder, environment: ["GITHUB_ACTIONS": "true"]).stdout.contains("::error"))
        XCTAssertEqual(try run("gate", "--json", "--format", "text").status, 64)
    }

    func testAUsageErrorIsOneErrorLineAndTheUsage() throws {
        let bad = try run("record", "--screen", "Login", "--item", "voiceover/4.1", "--status", "maybe")
        XCTAssertEqual(bad.status, 64)
        let lines = bad.stderr.split(separator: "\n")
        XCTAssertEqual(lines.count, 2, bad.stderr)
        XCTAssertTrue(lines[0].hasPrefix("auditbook: error: ") && lines[0].contains("'maybe'"), bad.stderr)
        XCTAssertTrue(lines[1].hasPrefix("Usage: auditbook record"), bad.stderr)
        XCTAssertEqual(try run("--version").status, 0)
        XCTAssertTrue(try run("record", "--help").stdout.contains("USAGE:"), "help is untouched")
    }

    func testATextValueMayStartWithADash() throws {
        let recorded = try run("record", "--screen", "Login", "--item", "voiceover/4.3", "--status", "fail", "--note", "-2 px off the grid")
        XCTAssertEqual(recorded.status, 0, recorded.stderr)
        XCTAssertTrue(try run("history").stdout.contains("-2 px off the grid"))
        XCTAssertEqual(try run("record", "--screen", "Login", "--item", "voiceover/4.3", "--status", "fail", "--note", "-3").status, 0)
        XCTAssertEqual(try run("record", "--screen", "Login", "--item", "voiceover/4.3", "--status", "fail", "--note", "--status").status, 64,
                       "an option name is not taken as the note")
    }

    func testGateExitCodesAndReasons() throws {
        let failing = try run("gate")
        XCTAssertEqual(failing.status, 1, "a failure fails the default gate (--fail-on any)")
        XCTAssertTrue(failing.stdout.contains("1 failed result(s) at or above any: Login · voiceover/4.1 (major)"), failing.stdout)
        XCTAssertTrue(failing.stdout.contains("gate FAILED"), failing.stdout)

        let blockingOnly = try run("gate", "--fail-on", "blocking")
        XCTAssertEqual(blockingOnly.status, 0, blockingOnly.stdout)
        XCTAssertTrue(blockingOnly.stdout.contains("gate passed"), blockingOnly.stdout)

        let incomplete = try run("gate", "--fail-on", "blocking", "--require-complete", "--require-signoff", "accessibility")
        XCTAssertEqual(incomplete.status, 1)
        XCTAssertTrue(incomplete.stdout.contains("✗ FAIL  complete:"), incomplete.stdout)
        XCTAssertTrue(incomplete.stdout.contains("no approving sign-off by accessibility"), incomplete.stdout)

        XCTAssertEqual(try run("signoff", "--role", "accessibility").status, 0)
        XCTAssertEqual(try run("gate", "--fail-on", "blocking", "--require-signoff", "accessibility").status, 0)
        XCTAssertEqual(try run("gate", "--fail-on", "worst").status, 64, "an unknown level is a usage error")
        XCTAssertEqual(try run("signoff", "--role", "pm", "--decision", "reject").status, 64, "a rejection needs a comment")
        XCTAssertEqual(try run("signoff", "--role", "pm", "--decision", "reject", "--comment", "not yet").status, 0)
        let rejected = try run("gate", "--fail-on", "blocking", "--json")
        XCTAssertEqual(rejected.status, 1)
        XCTAssertTrue(rejected.stdout.contains("rejected by Test Reviewer (pm)"), rejected.stdout)
    }

    func testReopenRevokesSignoffsAndUnlocks() throws {
        XCTAssertEqual(try run("audit", "reopen").status, 65, "an open audit has nothing to reopen")
        XCTAssertEqual(try run("signoff", "--role", "qa-lead").status, 0)
        let reopened = try run("audit", "reopen", "--reason", "fix the share button")
        XCTAssertEqual(reopened.status, 0, reopened.stderr)
        XCTAssertTrue(reopened.stderr.contains("1 sign-off(s) no longer hold"), reopened.stderr)
        XCTAssertEqual(try run("record", "--screen", "Login", "--item", "voiceover/4.1", "--status", "pass").status, 0)
        let verify = try run("verify")
        XCTAssertEqual(verify.status, 0, "a revoked sign-off is listed, not checked")
        XCTAssertTrue(verify.stdout.contains("revoked by reopen"), verify.stdout)
        let report = try run("report")
        XCTAssertTrue(report.stdout.contains("(revoked: reopened by Test Reviewer: fix the share button)"), report.stdout)
    }

    func testReportCommandOutputsAndErrors() throws {
        let before = try run("status", "--json").stdout
        for (arguments, status, message) in [
            (["report", "--format", "pdf"], Int32(64), "pdf"),
            (["report", "--format", "csv", "--summary"], 64, "--summary is for --format markdown"),
            (["report", "--format", "json", "--matrix"], 64, "--matrix is for --format csv"),
            (["report", "--screen", "Nope"], 66, "no screen 'Nope'"),
            (["report", "--audit", "zzzzzz"], 66, "no audit 'zzzzzz'"),
            (["report", "-o", "/no/such/folder/report.md"], 74, "/no/such/folder/report.md"),
            (["report", "--template", "missing.mustache"], 66, "missing.mustache"),
        ] {
            let result = try BinaryRunner.run(arguments, in: folder)
            XCTAssertEqual(result.status, status, "\(arguments): \(result.stderr)")
            XCTAssertTrue(result.stderr.contains(message), "\(arguments): \(result.stderr)")
            XCTAssertEqual(result.stderr.split(separator: "\n").filter { $0.hasPrefix("auditbook: error:") || $0.hasPrefix("Error:") }.count, 1, "one error line: \(result.stderr)")
        }
        XCTAssertEqual(try run("status", "--json").stdout, before, "failed reports changed nothing")

        let markdown = try run("report")
        XCTAssertEqual(markdown.status, 0)
        XCTAssertTrue(markdown.stdout.hasPrefix("# Audit report: Release 5"), markdown.stdout)
        XCTAssertTrue(markdown.stderr.isEmpty, "results on stdout only: \(markdown.stderr)")
        for file in ["r.txt", "report", "x.pdf"] {
            let refused = try run("report", "-o", file)
            XCTAssertEqual(refused.status, 64, "\(file): an unknown extension is refused, never written as Markdown")
            XCTAssertTrue(refused.stderr.contains("names no report format"), refused.stderr)
            XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent(file).path))
        }
        XCTAssertEqual(try run("report", "-o", "r.txt", "--format", "markdown").status, 0, "--format decides")
        for (file, format) in [("r.html", "<!DOCTYPE html>"), ("r.json", "{"), ("r.csv", "screen,item"), ("r.xml", "<?xml"), ("r.jsonld", "{"),
                               ("r.junit", "<?xml"), ("r.json-ld", "{"), ("r.earl", "{"), ("r.markdown", "# Audit report")] {
            let written = try run("report", "-o", file)
            XCTAssertEqual(written.status, 0, written.stderr)
            XCTAssertTrue(written.stdout.isEmpty)
            XCTAssertTrue(written.stderr.contains("wrote \(file)"), written.stderr)
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            XCTAssertTrue(text.hasPrefix(format), "\(file) is inferred from its extension")
        }
        let summary = try run("report", "--summary")
        XCTAssertTrue(summary.stdout.contains("<details>"), summary.stdout)
    }

    func testDiffAndReportImportAcrossWorkbooks() throws {
        let first = try run("audit", "list").stdout.split(separator: " ").first { $0.count == 6 }.map(String.init) ?? ""
        let copy = try run("audit", "copy", "--carry-results")
        let second = copy.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        XCTAssertEqual(try run("record", "--screen", "Login", "--item", "voiceover/4.2", "--status", "fail", "--note", "regressed").status, 0)
        XCTAssertEqual(try run("record", "--screen", "Login", "--item", "voiceover/4.1", "--status", "pass").status, 0)
        let diff = try run("diff", first, second)
        XCTAssertEqual(diff.status, 0, diff.stderr)
        XCTAssertTrue(diff.stdout.contains("1 regressions, 1 fixes"), diff.stdout)
        XCTAssertTrue(diff.stdout.contains("| Login | `voiceover/4.2` |"), diff.stdout)
        let json = try run("diff", first, second, "--format", "json")
        let parsed = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        XCTAssertEqual((parsed["regressions"] as? [Any])?.count, 1)
        XCTAssertEqual((parsed["fixes"] as? [Any])?.count, 1)
        XCTAssertEqual(try run("diff", first, "zzzzzz").status, 66)

        // A JSON export imported into another workbook gives the same report back.
        XCTAssertEqual(try run("report", "--format", "json", "-o", "export.json").status, 0)
        let other = try TestPaths.temporaryFolder()
        let imported = try BinaryRunner.run(["import", folder.appendingPathComponent("export.json").path], in: other)
        XCTAssertEqual(imported.status, 0, imported.stderr)
        XCTAssertTrue(imported.stdout.contains("imported audit \(second)"), imported.stdout)
        let again = try BinaryRunner.run(["import", folder.appendingPathComponent("export.json").path], in: other)
        XCTAssertTrue(again.stdout.contains("nothing changed"), again.stdout)
        XCTAssertEqual(try BinaryRunner.run(["report", "--format", "csv"], in: other).stdout, try run("report", "--format", "csv").stdout)
    }

    func testReauditCarriesFindingsAndEvidenceWithTheResults() throws {
        let shot = folder.appendingPathComponent("shot.png")
        try Data([0x89, 0x50, 0x4E, 0x47, 9, 9, 9]).write(to: shot)
        XCTAssertEqual(try run("record", "--screen", "Login", "--item", "voiceover/4.1", "--status", "fail", "--note", "Share is silent",
                               "--evidence", shot.path, "--condition", "voiceover=on", "--finding", "Share silent", "--impact", "blocking",
                               "--finding-evidence", "1:\(shot.path)").status, 0)
        let copy = try run("audit", "copy", "--carry-results", "--build", "5.1")
        XCTAssertEqual(copy.status, 0, copy.stderr)
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(try run("report", "--format", "json").stdout.utf8)) as? [String: Any])
        XCTAssertEqual((json["audit"] as? [String: Any])?["build"] as? String, "5.1")
        let results = try XCTUnwrap(json["results"] as? [[String: Any]])
        let failed = try XCTUnwrap(results.first { $0["item"] as? String == "voiceover/4.1" })
        XCTAssertEqual(failed["carriedOver"] as? Bool, true)
        let findings = try XCTUnwrap(failed["findings"] as? [[String: Any]])
        XCTAssertEqual(findings.map { $0["impact"] as? String }, ["major", "blocking"], "both findings, with their impact")
        XCTAssertEqual((findings.last?["evidence"] as? [Any])?.count, 1, "the finding's screenshot")
        XCTAssertEqual((failed["evidence"] as? [Any])?.count, 1, "the result's screenshot")
        XCTAssertEqual(failed["conditions"] as? [String: String], ["voiceover": "on"])
        let gate = try run("gate", "--fail-on", "blocking")
        XCTAssertEqual(gate.status, 1, "the carried blocking finding still stops the gate: \(gate.stdout)")
    }

    func testDemoBuildsTheTourInItsOwnFolder() throws {
        let demo = try run("demo")
        XCTAssertEqual(demo.status, 0, demo.stderr)
        XCTAssertTrue(demo.stdout.contains("3 fixes, 1 regression"), demo.stdout)
        for file in ["auditbook-demo/auditbook.sqlite", "auditbook-demo/report.html", "auditbook-demo/report.md", "auditbook-demo/report-evidence"] {
            XCTAssertTrue(FileManager.default.fileExists(atPath: folder.appendingPathComponent(file).path), file)
        }
        XCTAssertEqual(try run("demo").status, 0, "running the demo again replaces it")
        let verify = try BinaryRunner.run(["verify"], in: folder, environment: ["AUDITBOOK_WORKBOOK": folder.appendingPathComponent("auditbook-demo/auditbook.sqlite").path])
        XCTAssertEqual(verify.status, 0, verify.stdout)
    }
}

@testable import AuditbookCLI
@testable import AuditbookKit
@testable import AuditbookStore
@testable import AuditbookUseCases
import XCTest

/// The walk driven in-process by a scripted terminal, and once through a real terminal (tmux).
final class WalkTests: XCTestCase {
    private func session(_ script: [String], interactive: Bool) throws -> (Workbook, ScriptedTerminal, String) {
        let book = try Workbook.inMemory(bundled: BundledChecklists.documents)
        let audit = try book.createAudit(AuditSpec(title: "Walk", checklists: ["voiceover"], screens: ["Login", "Settings"]), createdBy: "Ana")
        let terminal = ScriptedTerminal(script, interactive: interactive)
        let walk = AuditWalk(steps: try book.walkSteps())
        WalkSession(book: book, auditID: audit.id, walk: walk, terminal: terminal, reviewer: "Ana").run()
        return (book, terminal, audit.id)
    }

    func testKeysRecordAnswersWithNotesFindingsAndUndo() throws {
        let (book, terminal, _) = try session(["p", "f", "Share is silent", "Share button", "b", "n", "Not on this screen", "u", "c", "No device", "q"],
                                              interactive: true)
        let status = try book.status()
        XCTAssertEqual(status.screens[0].counts.pass, 1)
        XCTAssertEqual(status.screens[0].counts.fail, 1)
        XCTAssertEqual(status.screens[0].counts.cantTell, 1, "the n/a was undone and answered again")
        XCTAssertEqual(status.failuresByImpact["blocking"], 1)
        XCTAssertTrue(terminal.output.contains("Screen 1/2: Login · item 1/11"))
        XCTAssertTrue(terminal.output.contains("✗ FAIL saved for voiceover/4.2 on Login"))
        XCTAssertTrue(terminal.output.contains("Every answer is saved"))
        XCTAssertFalse(terminal.output.contains("\u{1B}["), "no colour on this terminal")
    }

    func testAFailureWithoutANoteRecordsNothing() throws {
        let (book, terminal, _) = try session(["f", "", "q"], interactive: true)
        XCTAssertEqual(try book.status().totals.fail, 0)
        XCTAssertTrue(terminal.output.contains("A note is required for FAIL"))
    }

    /// An impact that is none of the three is asked again at the prompt, and refused in a
    /// scripted line (nothing recorded), never taken as major.
    func testAnUnknownImpactIsAskedAgainOrRefused() throws {
        let (book, terminal, _) = try session(["f", "Share is silent", "Share button", "huge", "n", "q"], interactive: true)
        XCTAssertEqual(try book.status().failuresByImpact["minor"], 1)
        XCTAssertTrue(terminal.output.contains("Type b, m or n (or Enter for major)."))
        let (scripted, lines, _) = try session(["f Share is silent | Share button | huge"], interactive: false)
        XCTAssertEqual(try scripted.status().totals.fail, 0)
        XCTAssertTrue(lines.output.contains("Impact 'huge' is not blocking, major or minor; nothing was recorded."))
        XCTAssertEqual(WalkSession.impact(answering: " Minor "), .minor)
        XCTAssertEqual(WalkSession.impact(answering: ""), .major)
    }

    func testEscCancelsAPromptAndTheWalkGoesOn() throws {
        let (book, terminal, _) = try session(["f", "^[", "p", "q"], interactive: true)
        let status = try book.status()
        XCTAssertEqual(status.totals.fail, 0, "the cancelled failure recorded nothing")
        XCTAssertEqual(status.totals.pass, 1, "the walk went on to the next key")
        XCTAssertTrue(terminal.output.contains("Cancelled; nothing was recorded."))
        XCTAssertFalse(terminal.output.contains("A note is required"))
    }

    func testLinesScriptTheWalkAndEndOfInputStopsCleanly() throws {
        let (book, terminal, _) = try session(["pass", "f Label missing | Share silent | minor", "s", "na Not here"], interactive: false)
        let status = try book.status()
        XCTAssertEqual(status.totals.pass, 1)
        XCTAssertEqual(status.totals.fail, 1)
        XCTAssertEqual(status.totals.na, 1)
        XCTAssertEqual(status.failuresByImpact["minor"], 1)
        XCTAssertTrue(terminal.output.contains("Stopped; 3 of 22 answered"))
    }

    func testResumeStartsAtTheFirstUnansweredItem() throws {
        let book = try Workbook.inMemory(bundled: BundledChecklists.documents)
        _ = try book.createAudit(AuditSpec(title: "Walk", checklists: ["voiceover"], screens: ["Login"]), createdBy: "Ana")
        try book.record(ResultInput(screen: "Login", item: "voiceover/4.1", outcome: .pass, reviewer: "Ana"))
        try book.record(ResultInput(screen: "Login", item: "voiceover/4.2", outcome: .pass, reviewer: "Ana"))
        let walk = AuditWalk(steps: try book.walkSteps())
        XCTAssertEqual(walk.current?.item.id, "voiceover/4.3")
    }

    /// The walk in a real terminal: tmux runs the binary, send-keys types, capture-pane reads.
    func testRealTerminalThroughTmux() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/tmux") else {
            if ProcessInfo.processInfo.environment["CI"] == "true" { XCTFail("tmux is required under CI") }
            throw XCTSkip("tmux not installed")
        }
        let folder = try TestPaths.temporaryFolder()
        let socket = "auditbook-test-\(UUID().uuidString.prefix(8))"
        func tmux(_ arguments: [String]) throws -> String {
            // Through the shell with output to a file: the tmux server outlives the command,
            // and Foundation's Process does not reap a client whose server holds its handles.
            let capture = folder.appendingPathComponent("tmux-out.txt")
            let quoted = arguments.map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }.joined(separator: " ")
            _ = system("/usr/bin/tmux -L \(socket) \(quoted) > '\(capture.path)' 2>/dev/null < /dev/null")
            return (try? String(contentsOf: capture, encoding: .utf8)) ?? ""
        }
        func screen() throws -> String { try tmux(["capture-pane", "-p", "-t", "walk"]) }
        func waitFor(_ text: String) throws -> String {
            for _ in 0..<100 {
                let shown = try screen()
                if shown.contains(text) { return shown }
                Thread.sleep(forTimeInterval: 0.1)
            }
            XCTFail("'\(text)' never appeared; screen:\n\(try screen())")
            return try screen()
        }
        let command = "cd \(folder.path) && NO_COLOR=1 AUDITBOOK_REVIEWER=Tess \(TestPaths.binary.path) walk; sleep 5"
        _ = try tmux(["new-session", "-d", "-s", "walk", "-x", "120", "-y", "50", command])
        defer { _ = try? tmux(["kill-server"]) }
        _ = try waitFor("[p]ass [f]ail")
        _ = try tmux(["send-keys", "-t", "walk", "p"])
        _ = try waitFor("✓ pass saved")
        _ = try tmux(["send-keys", "-t", "walk", "f"])
        _ = try waitFor("Note (required for FAIL)")
        _ = try tmux(["send-keys", "-t", "walk", "Contrast too low", "Enter"])
        _ = try waitFor("Finding title")
        _ = try tmux(["send-keys", "-t", "walk", "Enter"])
        _ = try waitFor("✗ FAIL saved")
        _ = try tmux(["send-keys", "-t", "walk", "q"])
        _ = try waitFor("Every answer is saved")
        let status = try BinaryRunner.run(["status", "--json"], in: folder)
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(status.stdout.utf8)) as? [String: Any])
        let totals = try XCTUnwrap(json["totals"] as? [String: Int])
        XCTAssertEqual(totals["pass"], 1)
        XCTAssertEqual(totals["fail"], 1)
    }
}

import AuditbookCLI
import Foundation
import XCTest

/// The `checklist` commands run as a user would: the built binary, stdout, stderr and exit
/// codes checked apart.
final class ChecklistCommandTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = try TestPaths.temporaryFolder()
    }

    private func run(_ arguments: String...) throws -> CommandResult {
        try BinaryRunner.run(arguments, in: folder)
    }

    func testListOnAFreshFolderCreatesTheWorkbookWithTheBundledChecklists() throws {
        let result = try run("checklist", "list", "--json")
        XCTAssertEqual(result.status, 0, result.stderr)
        let lists = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]]
        XCTAssertEqual(lists?.count, 8)
        XCTAssertEqual(Set(lists?.first?.keys.map { $0 } ?? []), ["id", "title", "version", "source", "items"])
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder.appendingPathComponent("auditbook.sqlite").path))
    }

    func testCompileShowAndRecompile() throws {
        let compile = try run("checklist", "compile", TestPaths.fixture("guideline-wellformed.md"))
        XCTAssertEqual(compile.status, 0, compile.stderr)
        XCTAssertTrue(compile.stdout.contains("sample-app-guidelines  version 1 (new)  4 checks, 4 rules, 3 principles, 2 anti-patterns"), compile.stdout)
        let again = try run("checklist", "compile", TestPaths.fixture("guideline-wellformed.md"))
        XCTAssertTrue(again.stdout.contains("version 1 (unchanged)"), again.stdout)

        let show = try run("checklist", "show", "sample-app-guidelines", "--json", "--kind", "rule")
        XCTAssertEqual(show.status, 0, show.stderr)
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(show.stdout.utf8)) as? [String: Any])
        XCTAssertEqual(json["id"] as? String, "sample-app-guidelines")
        let items = try XCTUnwrap(json["items"] as? [[String: Any]])
        XCTAssertEqual(items.count, 4)
        for key in ["id", "number", "title", "kind", "severity", "section", "guidance", "examples", "related", "line"] {
            XCTAssertNotNil(items[0][key], "missing key \(key)")
        }
        XCTAssertEqual(items[0]["severity"] as? String, "critical")
        let examples = try XCTUnwrap(items[0]["examples"] as? [[String: Any]])
        XCTAssertEqual(examples.map { $0["verdict"] as? String }, ["correct", "incorrect"])
        XCTAssertTrue(show.stdout.contains("\"guidance\" : \"Every control"), "keys are sorted and pretty")

        let text = try run("checklist", "show", "sample-app-guidelines")
        XCTAssertTrue(text.stdout.contains("Generous Touch Targets Everywhere"))
        XCTAssertFalse(text.stdout.contains("\u{1B}["), "no colour when not a terminal")
    }

    func testBadInputsFailWithOneLineAndLeaveTheWorkbookAsItWas() throws {
        XCTAssertEqual(try run("checklist", "list").status, 0)
        let workbook = folder.appendingPathComponent("auditbook.sqlite")
        let before = try run("checklist", "list", "--json").stdout
        let files = ["", "-wal", "-shm"].map { workbook.path + $0 }
        let bytes = files.map { FileManager.default.contents(atPath: $0) }

        let empty = folder.appendingPathComponent("empty.md")
        try Data().write(to: empty)
        let binary = folder.appendingPathComponent("shot.md")
        try Data([0x89, 0x50, 0x4E, 0x47, 0, 0, 0, 0]).write(to: binary)
        let badUTF16 = folder.appendingPathComponent("utf16.md")
        try Data([0xFF, 0xFE, 0x00, 0xD8, 0x41, 0x00]).write(to: badUTF16)

        let cases: [(String, Int32, String)] = [
            (folder.appendingPathComponent("missing.md").path, 66, "no such file"),
            (folder.path, 65, "is a folder"),
            (empty.path, 65, "is empty"),
            (binary.path, 65, "binary file"),
            (badUTF16.path, 65, "not valid UTF-16"),
            (TestPaths.fixture("no-headings.md"), 65, "has no headings"),
            (TestPaths.fixture("no-items.md"), 65, "has no checklist items"),
        ]
        for (path, status, message) in cases {
            let result = try run("checklist", "compile", path)
            XCTAssertEqual(result.status, status, "\(path): \(result.stderr)")
            XCTAssertTrue(result.stderr.contains(path) && result.stderr.contains(message), result.stderr)
            XCTAssertEqual(result.stderr.split(separator: "\n").count, 1, result.stderr)
            XCTAssertEqual(result.stdout, "")
            // Not a row, not a header counter: the workbook is not even opened.
            XCTAssertEqual(files.map { FileManager.default.contents(atPath: $0) }, bytes, path)
        }
        XCTAssertEqual(try run("checklist", "list", "--json").stdout, before)

        // A refused compile into a workbook that does not exist yet does not create it.
        let absent = folder.appendingPathComponent("absent.sqlite").path
        XCTAssertEqual(try run("checklist", "compile", "--workbook", absent, empty.path).status, 65)
        XCTAssertFalse(FileManager.default.fileExists(atPath: absent))
        // Nor is the workbook made beside the compile left half-made in the folder.
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.contains("absent.sqlite") }, [])
    }

    func testGoodFilesCompileWhenOneOfSeveralIsBad() throws {
        let result = try run("checklist", "compile", TestPaths.fixture("guideline-wellformed.md"), TestPaths.fixture("no-items.md"),
                             TestPaths.fixture("guideline-numbered-checklist.md"))
        XCTAssertEqual(result.status, 65)
        XCTAssertTrue(result.stdout.contains("sample-app-guidelines"))
        XCTAssertTrue(result.stdout.contains("widget-review-notes"))
        XCTAssertTrue(result.stderr.contains("no-items.md: has no checklist items"))
        XCTAssertTrue(result.stderr.contains("refers to section 9.9"), "warnings go to stderr")
    }

    func testUsageErrorsExit64AndUnknownChecklistExits66() throws {
        let twoWithID = try run("checklist", "compile", "--id", "x", "a.md", "b.md")
        XCTAssertEqual(twoWithID.status, 64)
        XCTAssertTrue(twoWithID.stderr.contains("--id names one checklist"))
        let badKind = try run("checklist", "show", "voiceover", "--kind", "bogus")
        XCTAssertEqual(badKind.status, 64)
        let unknown = try run("checklist", "show", "does-not-exist")
        XCTAssertEqual(unknown.status, 66)
        XCTAssertTrue(unknown.stderr.contains("no checklist 'does-not-exist'"), unknown.stderr)
    }

    func testWorkbookOptionAndEnvironmentChooseTheFile() throws {
        let custom = folder.appendingPathComponent("team.sqlite").path
        XCTAssertEqual(try run("checklist", "list", "--workbook", custom).status, 0)
        XCTAssertTrue(FileManager.default.fileExists(atPath: custom))
        let viaEnvironment = folder.appendingPathComponent("env.sqlite").path
        XCTAssertEqual(try BinaryRunner.run(["checklist", "list"], in: folder, environment: ["AUDITBOOK_WORKBOOK": viaEnvironment]).status, 0)
        XCTAssertTrue(FileManager.default.fileExists(atPath: viaEnvironment))
        // Before the subcommand too, as git's -C (both spellings); after it still wins.
        let before = folder.appendingPathComponent("before.sqlite").path
        XCTAssertEqual(try run("--workbook", before, "checklist", "list").status, 0)
        XCTAssertTrue(FileManager.default.fileExists(atPath: before))
        let equals = folder.appendingPathComponent("equals.sqlite").path
        XCTAssertEqual(try run("--workbook=\(equals)", "checklist", "list", "--json").status, 0)
        XCTAssertTrue(FileManager.default.fileExists(atPath: equals))
        let after = folder.appendingPathComponent("after.sqlite").path
        XCTAssertEqual(try run("--workbook", before, "checklist", "list", "--workbook", after).status, 0)
        XCTAssertTrue(FileManager.default.fileExists(atPath: after))
        let notABook = folder.appendingPathComponent("notes.txt")
        try Data("hello, not sqlite".utf8).write(to: notABook)
        let refused = try run("checklist", "list", "--workbook", notABook.path)
        XCTAssertEqual(refused.status, 65)
        XCTAssertTrue(refused.stderr.contains("is not an auditbook workbook"))
    }

    func testSeedsCompileEndToEnd() throws {
        let seeds = try ["000_", "001_", "002_", "003_", "004_"].map { try TestPaths.seed($0) }
        let result = try BinaryRunner.run(["checklist", "compile", "--json"] + seeds, in: folder)
        XCTAssertEqual(result.status, 0, result.stderr)
        let reports = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        XCTAssertEqual(reports.count, 5)
        XCTAssertEqual(reports.map { ($0["counts"] as? [String: Int])?["check"] }, [20, 11, 38, 17, 29])
        let explain = try BinaryRunner.run(["checklist", "compile", "--explain", seeds[2]], in: folder)
        XCTAssertTrue(explain.stdout.contains("repaired line-breaks"), explain.stdout)
    }

    func testProgressShowsOnATerminalOnly() throws {
        let file = TestPaths.fixture("shapes/marked-lists.md")
        let piped = try run("checklist", "compile", file)
        XCTAssertFalse(piped.stderr.contains("compiling"), "no progress in a pipe: \(piped.stderr)")
        // `script` gives the command a terminal, as a person's shell would.
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/script") else { throw XCTSkip("script(1) not installed") }
        let workbook = folder.appendingPathComponent("tty.sqlite").path
        let command = "\(TestPaths.binary.path) checklist compile --workbook \(workbook) \(file)"
        let output = try ToolRunner.run("/usr/bin/script", ["-qc", command, "/dev/null"]).output
        XCTAssertTrue(output.contains("compiling \(file)"), output)
        XCTAssertTrue(output.contains("storing"), output)
        XCTAssertTrue(output.contains("marked-list-lines  version 1 (new)"), "the result still prints: \(output)")
        let json = try run("checklist", "compile", "--json", "--workbook", folder.appendingPathComponent("j.sqlite").path, file)
        XCTAssertFalse(json.stderr.contains("compiling"))
    }

    func testExplainShowsEveryBlockAndLintNamesSkippedRequirements() throws {
        let file = TestPaths.fixture("shapes/plain-skipped.md")
        let explain = try run("checklist", "compile", "--explain", file)
        XCTAssertEqual(explain.status, 0, explain.stderr)
        XCTAssertTrue(explain.stdout.contains("line 5  list line  → release-review/"), explain.stdout)
        XCTAssertTrue(explain.stdout.contains("task line: The version number on the About screen matches the build."), explain.stdout)
        XCTAssertTrue(explain.stdout.contains("line 12  list line  skipped  plain line (the document marks its requirements)"), explain.stdout)
        XCTAssertTrue(explain.stderr.contains("1 line read as requirements but became no item"), explain.stderr)
        let json = try run("checklist", "compile", "--explain", "--json", file)
        let reports = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
        let decisions = try XCTUnwrap(reports.first?["decisions"] as? [[String: Any]])
        XCTAssertEqual(decisions.first?["outcome"] as? String, "group")

        // A document refused for asking nothing still shows what became of each block, and
        // leaves the workbook as it was.
        let book = folder.appendingPathComponent("auditbook.sqlite")
        let before = try Data(contentsOf: book)
        let refused = try run("checklist", "compile", "--explain", TestPaths.fixture("no-items.md"))
        XCTAssertEqual(refused.status, 65, refused.stderr)
        XCTAssertTrue(refused.stderr.contains("has no checklist items"), refused.stderr)
        XCTAssertTrue(refused.stdout.contains("no repairs needed"), refused.stdout)
        XCTAssertTrue(refused.stdout.contains("  line "), refused.stdout)
        XCTAssertEqual(try Data(contentsOf: book), before)
        let refusedJSON = try run("checklist", "compile", "--explain", "--json", TestPaths.fixture("no-items.md"))
        let refusedReports = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(refusedJSON.stdout.utf8)) as? [[String: Any]])
        XCTAssertEqual(refusedReports.first?["status"] as? String, "failed")
        XCTAssertFalse((refusedReports.first?["decisions"] as? [[String: Any]] ?? []).isEmpty)

        let lint = try run("checklist", "lint", file)
        XCTAssertEqual(lint.status, 1, "a skipped requirement is a finding, never 'clean'")
        XCTAssertTrue(lint.stdout.contains("plain-skipped.md:12: skipped-requirement:"), lint.stdout)
        let empty = try run("checklist", "lint", TestPaths.fixture("no-items.md"))
        XCTAssertEqual(empty.status, 1)
        XCTAssertTrue(empty.stdout.contains("no-items"), empty.stdout)
    }

    /// `AUDITBOOK_PHASES=1` prints each phase's time since the process started, in order,
    /// to stderr only; without it nothing is printed and stdout is the same.
    func testPhaseClockPrintsPhasesOnlyWhenAsked() throws {
        let file = TestPaths.fixture("guideline-wellformed.md")
        let quiet = try BinaryRunner.run(["checklist", "compile", file], in: folder)
        XCTAssertFalse(quiet.stderr.contains("phase "), quiet.stderr)
        let timed = try BinaryRunner.run(["checklist", "compile", "--workbook", "timed.sqlite", file], in: folder,
                                         environment: ["AUDITBOOK_PHASES": "1"])
        XCTAssertEqual(timed.status, 0, timed.stderr)
        let phases = timed.stderr.split(separator: "\n").filter { $0.hasPrefix("phase ") }
        let labels = phases.map { $0.split(separator: ")", maxSplits: 1).last.map { $0.trimmingCharacters(in: .whitespaces) } ?? "" }
        XCTAssertEqual(labels.first, "main")
        XCTAssertEqual(labels.last, "done")
        for label in ["workbook open", "parsed", "linked", "rows inserted", "stored \(file)"] {
            XCTAssertTrue(labels.contains(label), "\(label) in \(labels)")
        }
        let times = phases.compactMap { Double($0.dropFirst("phase ".count).split(separator: " ").first ?? "") }
        XCTAssertEqual(times.count, phases.count)
        XCTAssertEqual(times, times.sorted(), "marks in time order")
    }

    /// A document with many problems prints a bounded number of warnings and says where the
    /// rest are; `--explain` and `--json` keep them all.
    func testManyWarningsAreCappedWithAPointerToTheRest() throws {
        var text = "# Numbered rules\n\n"
        for index in 1...40 { text += "## 1.1 Rule restated \(index)\n\nEvery control has a label number \(index).\n\n" }
        let file = folder.appendingPathComponent("repeated-numbers.md")
        try Data(text.utf8).write(to: file)
        let compile = try run("checklist", "compile", file.path)
        XCTAssertEqual(compile.status, 0, compile.stderr)
        let warnings = compile.stderr.split(separator: "\n").filter { $0.contains("warning:") }
        XCTAssertEqual(warnings.count, 21, compile.stderr)
        XCTAssertTrue(warnings.last?.contains("20 more warnings; `auditbook checklist lint \(file.path)` lists every finding") ?? false, compile.stderr)
        let explain = try run("checklist", "compile", "--explain", file.path)
        XCTAssertEqual(explain.stderr.split(separator: "\n").filter { $0.contains("is used again") }.count, 39, explain.stderr)
        let json = try run("checklist", "compile", "--json", file.path)
        let reports = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
        XCTAssertEqual((reports.first?["warnings"] as? [String])?.count, 40, "39 repeated numbers and the note that there are no checklist lines")
    }
}

/// The one colour policy (no-color.org: only a non-empty NO_COLOR turns colour off).
final class ColorPolicyTests: XCTestCase {
    /// On a real terminal (script(1)): an empty NO_COLOR keeps colour, a non-empty one drops it.
    func testTheBinaryHonoursNoColorOnATerminal() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/script") else { throw XCTSkip("script(1) not installed") }
        let folder = try TestPaths.temporaryFolder()
        func listed(noColor: String) throws -> String {
            var environment = ProcessInfo.processInfo.environment
            environment["NO_COLOR"] = noColor
            environment["TERM"] = "xterm"
            return try ToolRunner.run("/usr/bin/script", ["-qc", "\(TestPaths.binary.path) checklist list --workbook \(folder.path)/w.sqlite", "/dev/null"],
                                      environment: environment).output
        }
        XCTAssertTrue(try listed(noColor: "").contains("\u{1B}["), "an empty NO_COLOR is as if unset")
        let plain = try listed(noColor: "1")
        XCTAssertFalse(plain.contains("\u{1B}["), plain)
        XCTAssertTrue(plain.contains("voiceover"), plain)
    }

    func testOnlyANonEmptyNoColorTurnsColourOff() {
        XCTAssertTrue(Console.allowsColor([:]))
        XCTAssertTrue(Console.allowsColor(["NO_COLOR": ""]), "an empty NO_COLOR is as if unset")
        XCTAssertFalse(Console.allowsColor(["NO_COLOR": "1"]))
        XCTAssertFalse(Console.allowsColor(["TERM": "dumb"]))
    }
}

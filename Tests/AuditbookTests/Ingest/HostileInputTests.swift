@testable import AuditbookKit
@testable import AuditbookStore
@testable import AuditbookUseCases
import XCTest

/// Inputs built to hurt: each must finish in bounded time with a result or a clear error.
final class HostileInputTests: XCTestCase {
    /// Bounds the processor time spent (``CPUTime``), so a busy machine never fails it.
    private func compileOrRefuse(_ text: String, within seconds: Double, file: StaticString = #filePath, line: UInt = #line) {
        let spent = CPUTime.seconds {
            do {
                _ = try ChecklistCompiler().compile(data: Data(text.utf8), sourcePath: "hostile.md")
            } catch let error as AuditbookError {
                XCTAssertFalse(error.description.isEmpty, file: file, line: line)
            } catch {
                XCTFail("unexpected error \(error)", file: file, line: line)
            }
        }.seconds
        XCTAssertLessThan(spent, seconds, "processor time", file: file, line: line)
    }

    func testAYAMLAliasBombIsBoundedAndNamed() {
        var lines = ["---", "a: &a [lol, lol, lol, lol, lol, lol, lol, lol, lol]"]
        var previous = "a"
        for name in ["b", "c", "d", "e", "f", "g", "h", "i", "j"] {
            lines.append("\(name): &\(name) [" + Array(repeating: "*\(previous)", count: 9).joined(separator: ", ") + "]")
            previous = name
        }
        lines += ["title: Bomb", "---", "# Rules", "", "- [ ] Buttons have labels"]
        let ((front, _, warning), seconds) = CPUTime.seconds { FrontMatter.split(lines.joined(separator: "\n") + "\n") }
        XCTAssertLessThan(seconds, 2, "a billion laughs costs what it is long")
        XCTAssertEqual(front?.fields, [:], "the front matter is ignored whole")
        XCTAssertTrue(warning?.contains("expands to more than 10000 values") == true, warning ?? "no warning")
        let deep = "---\nkey: " + String(repeating: "[", count: 200) + String(repeating: "]", count: 200) + "\n---\n# Rules\n"
        XCTAssertTrue(FrontMatter.split(deep).warning?.contains("nests deeper than 32 levels") == true)
        compileOrRefuse(lines.joined(separator: "\n"), within: 5)
    }

    func testSpecialFilesAreRefusedAsDocuments() throws {
        let fifo = try TestPaths.temporaryFolder().appendingPathComponent("rules.md").path
        XCTAssertEqual(mkfifo(fifo, 0o600), 0)
        for path in [fifo, "/dev/zero"] {
            XCTAssertThrowsError(try DocumentDecoder.readData(path)) { error in
                XCTAssertEqual((error as? AuditbookError)?.exitCode, 65)
                XCTAssertTrue("\(error)".contains(path == fifo ? "is a named pipe (FIFO)" : "is a character device"), "\(error)")
            }
        }
    }

    /// A hang guard (processor time 11–17 s in a debug build on a 2-core VM): the release
    /// benchmark holds the one-line document's speed line.
    func testTenMegabyteLineOfOneCharacter() {
        compileOrRefuse(String(repeating: "a", count: 10_000_000), within: 60)
    }

    /// A hang guard: 50,000 headings each over a task line and a code fence, on one line.
    /// Processor time 28–31 s in a debug build on a 2-core VM (measured session 59: the 30 s
    /// line had no headroom left); a hang grows with the square of the headings, minutes.
    func testLongFlattenedLineWithMarkersEverywhere() {
        compileOrRefuse("# T " + String(repeating: "## H - [ ] x ``` y ", count: 50_000), within: 45)
    }

    /// A line break or paragraph tag in a raw HTML list before its first entry crashed the
    /// compiler once (an entry was assumed open).
    func testHTMLListWithABreakBeforeItsFirstEntry() throws {
        let compiled = try ChecklistCompiler().compile(data: Data("<ul>\n<br>\n<p>\n<li>Buttons have labels</li>\n</ul>\n".utf8), sourcePath: "br.md")
        XCTAssertEqual(compiled.items.map(\.title), ["Buttons have labels"])
    }

    func testUnbalancedFencesAndNestedLists() {
        compileOrRefuse("# T\n\n## Checklist\n\n- [ ] a\n\n```swift\nlet x = 1\n" + String(repeating: "```\n", count: 3), within: 5)
        // 10,000 list levels opened on one line, and 10,000 block quotes.
        compileOrRefuse("# T\n\n## Checklist\n\n" + String(repeating: "- ", count: 10_000) + "[ ] deepest\n", within: 20)
        compileOrRefuse("# T\n\n## Checklist\n\n" + String(repeating: "> ", count: 10_000) + "- [ ] quoted\n", within: 20)
    }

    func testNULBytesAndMixedEncodings() {
        compileOrRefuse("# T\u{0}\n\n## Checklist\n\n- [ ] caf\u{0}é ‚úÖ A√±adir\n", within: 5)
    }
}

/// Random mutations of the fixtures, the bundled checklists and (when present) the seeds:
/// the compiler must never crash or hang. Seeded, so a failure can be replayed.
final class FuzzTests: XCTestCase {
    struct Generator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return state
        }
    }

    private static let fragments = ["\n", " ", "#", "## ", "- [ ] ", "```", "```swift ", "|", "|---|", "**", "**Impact:** ", "1. ",
                                    "---", "\u{0}", "é", "‚úÖ", "√", "\u{F8FF}", "`", "> ", "    ", "Rule 1.1: ", "See Section 9."]

    /// `text` with 1 to 12 random edits: a cut, an inserted fragment, joined lines, a copied run.
    static func mutate(_ text: String, fragments: [String], random: inout Generator) -> String {
        var scalars = Array(text.unicodeScalars)
        for _ in 0..<Int(1 + random.next() % 12) {
            guard !scalars.isEmpty else { break }
            let position = Int(random.next() % UInt64(scalars.count))
            switch random.next() % 4 {
            case 0: scalars.removeSubrange(position..<min(scalars.count, position + Int(random.next() % 200)))
            case 1: scalars.insert(contentsOf: fragments[Int(random.next() % UInt64(fragments.count))].unicodeScalars, at: position)
            case 2: scalars = scalars.map { $0 == "\n" && random.next() % 3 == 0 ? " " : $0 }
            default:
                let end = min(scalars.count, position + Int(random.next() % 400))
                scalars.insert(contentsOf: scalars[position..<end], at: Int(random.next() % UInt64(scalars.count)))
            }
        }
        return String(String.UnicodeScalarView(scalars))
    }

    func testRandomMutationsNeverCrashOrHang() throws {
        var corpus = try ["guideline-wellformed.md", "guideline-numbered-checklist.md", "lint-problems.md"].map { try TestPaths.fixtureText($0) }
        corpus += BundledChecklists.documents.prefix(3).map(\.text)
        for prefix in ["002_", "004_"] {
            if let path = try? TestPaths.seed(prefix), let text = try? String(contentsOfFile: path, encoding: .utf8) { corpus.append(text) }
        }
        var random = Generator(state: 0x5EED)
        let deadline = Date().addingTimeInterval(40)
        var runs = 0
        while Date() < deadline, runs < 400 {
            let text = Self.mutate(corpus[Int(random.next() % UInt64(corpus.count))], fragments: Self.fragments, random: &random)
            _ = try? ChecklistCompiler().compile(data: Data(text.utf8), sourcePath: "fuzz-\(runs).md")
            runs += 1
        }
        XCTAssertGreaterThan(runs, 50)
    }

    private static let yamlFragments = ["&a ", "*a", "[", "]", "{", "}", ": ", "- ", "!!binary ", "? ", "'", "\"", "\n  ", "\t", "|\n", ">-\n",
                                        "<<: *a\n", "!!python/object ", "\u{0}", "%YAML 1.1\n", "---\n", "...\n"]

    func testFrontMatterMutationsNeverCrashOrHang() throws {
        let document = """
            ---
            title: Fuzzed rules
            version: 2.1
            impact: high
            tags: [voiceover, "dynamic type", contrast]
            defaults: &defaults
              severity: medium
              platforms: [iOS, iPadOS]
            checklist:
              <<: *defaults
              owner: { name: Ana, team: qa }
            ---
            # Rules

            - [ ] Every button has a label
            - [ ] Text scales with Dynamic Type

            """
        var random = Generator(state: 0xF00D)
        let deadline = Date().addingTimeInterval(15)
        var runs = 0
        while Date() < deadline, runs < 300 {
            let text = Self.mutate(document, fragments: Self.yamlFragments, random: &random)
            let seconds = CPUTime.seconds {
                _ = FrontMatter.split(text)
                _ = try? ChecklistCompiler().compile(data: Data(text.utf8), sourcePath: "front-\(runs).md")
            }.seconds
            XCTAssertLessThan(seconds, 5, text)
            runs += 1
        }
        XCTAssertGreaterThan(runs, 50)
    }

    private static let csvFragments = ["\"", ",", "\n", "\r\n", "\"\"", "'=", "=SUM(A1)", "pass", "fail", "na", "", ";", "=", "appearance=dark",
                                       "https://", " ", "\u{0}", "untested", "voiceover/4.1", "Login"]

    /// Mutated CSV and JSON results never crash `import`, and a refused file leaves every
    /// answer as it was.
    func testImportMutationsNeverCrashAndRefusalsChangeNothing() throws {
        let book = try Workbook.inMemory(bundled: BundledChecklists.documents)
        let audit = try book.createAudit(AuditSpec(title: "Fuzz", checklists: ["voiceover"], screens: ["Login", "Settings"]), createdBy: "Ana")
        _ = try book.record(ResultInput(screen: "Login", item: "voiceover/4.1", outcome: .fail, note: "no label", reviewer: "Ana"), auditID: audit.id)
        let csv = try ReportFormat.csv.renderer().render(try book.report(auditID: audit.id))
        let json = """
            {"results": [{"screen": "Login", "item": "voiceover/4.2", "status": "pass", "note": "fine", "conditions": {"appearance": "dark"}},
                         {"screen": "Settings", "item": "voiceover/4.1", "status": "fail", "note": "clipped", "links": ["https://t.example/1"]}]}
            """
        let folder = try TestPaths.temporaryFolder()
        var random = Generator(state: 0xC5F)
        let deadline = Date().addingTimeInterval(20)
        var runs = 0, refused = 0
        while Date() < deadline, runs < 300 {
            let useCSV = random.next() % 2 == 0
            let text = Self.mutate(useCSV ? csv : json, fragments: Self.csvFragments, random: &random)
            let file = folder.appendingPathComponent("fuzz-\(runs).\(useCSV ? "csv" : "json")").path
            try Data(text.utf8).write(to: URL(fileURLWithPath: file))
            let before = ResultDigest.root(ResultDigest.snapshot(try book.report(auditID: audit.id).results))
            do {
                let rows = try ResultFile.read(path: file)
                _ = try book.importResults(rows, auditID: audit.id, reviewer: "Fuzz", file: file)
            } catch let error as AuditbookError {
                refused += 1
                XCTAssertFalse(error.description.isEmpty)
                XCTAssertTrue([64, 65, 66].contains(error.exitCode), "\(error)")
                XCTAssertEqual(ResultDigest.root(ResultDigest.snapshot(try book.report(auditID: audit.id).results)), before, "a refused file changed answers: \(error)")
            }
            runs += 1
        }
        XCTAssertGreaterThan(runs, 50)
        XCTAssertGreaterThan(refused, 0)
    }
}

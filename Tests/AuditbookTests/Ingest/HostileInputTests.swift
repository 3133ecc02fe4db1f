@testable import AuditbookKit
@testable import AuditbookStore
@testable import AuditbookUseCases
import XCTest

/// Inputs built to hurt: each must finish in bounded time with a result or a clear error.
final class HostileInputTests: XCTestCase {
    private func compileOrRefuse(_ text: String, within seconds: Double, file: StaticString = #filePath, line: UInt = #line) {
        let start = Date()
        do {
            _ = try ChecklistCompiler().compile(data: Data(text.utf8), sourcePath: "hostile.md")
        } catch let error as AuditbookError {
            XCTAssertFalse(error.description.isEmpty, file: file, line: line)
        } catch {
            XCTFail("unexpected error \(error)", file: file, line: line)
        }
        XCTAssertLessThan(Date().timeIntervalSince(start), seconds, file: file, line: line)
    }

    func testTenMegabyteLineOfOneCharacter() {
        compileOrRefuse(String(repeating: "a", count: 10_000_000), within: 20)
    }

    func testLongFlattenedLineWithMarkersEverywhere() {
        compileOrRefuse("# T " + String(repeating: "## H - [ ] x ``` y ", count: 50_000), within: 30)
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
            var scalars = Array(corpus[Int(random.next() % UInt64(corpus.count))].unicodeScalars)
            for _ in 0..<Int(1 + random.next() % 12) {
                guard !scalars.isEmpty else { break }
                let position = Int(random.next() % UInt64(scalars.count))
                switch random.next() % 4 {
                case 0: scalars.removeSubrange(position..<min(scalars.count, position + Int(random.next() % 200)))
                case 1: scalars.insert(contentsOf: Self.fragments[Int(random.next() % UInt64(Self.fragments.count))].unicodeScalars, at: position)
                case 2: scalars = scalars.map { $0 == "\n" && random.next() % 3 == 0 ? " " : $0 }
                default:
                    let end = min(scalars.count, position + Int(random.next() % 400))
                    scalars.insert(contentsOf: scalars[position..<end], at: Int(random.next() % UInt64(scalars.count)))
                }
            }
            let text = String(String.UnicodeScalarView(scalars))
            _ = try? ChecklistCompiler().compile(data: Data(text.utf8), sourcePath: "fuzz-\(runs).md")
            runs += 1
        }
        XCTAssertGreaterThan(runs, 50)
    }
}

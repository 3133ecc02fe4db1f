import Foundation
import XCTest

/// Runs ../shared/tools/corpus-score with the built binary on ../shared/corpus (real
/// guideline documents this project did not write, with hand-made answers) and fails
/// below the figures the compiler has reached. Raise the floors as the compiler improves.
/// Without ../shared it skips, except under CI, where it must be there.
final class CorpusScoreTests: XCTestCase {
    /// The floors: means over documents, as the scorer prints them.
    private static let floors: [(name: String, pattern: String, minimum: Double)] = [
        ("recall", #"recall ([0-9.]+)"#, 0.99),
        ("precision", #"precision ([0-9.]+)"#, 0.99),
        ("severity", #"severity ([0-9]+)%"#, 99),
        ("kinds", #"kinds ([0-9]+)%"#, 99),
        ("examples", #"examples ([0-9]+)%"#, 97),
        ("asked by a default audit", #"asked by a default audit ([0-9]+)%"#, 96),
        ("damaged exact titles", #"damaged exact titles ([0-9.]+)"#, 0.99),
    ]

    func testCompilerMeetsTheCorpusFloors() throws {
        let shared = TestPaths.packageRoot.deletingLastPathComponent().appendingPathComponent("shared")
        let tool = shared.appendingPathComponent("tools/corpus-score").path
        let corpus = shared.appendingPathComponent("corpus").path
        guard FileManager.default.isExecutableFile(atPath: tool), FileManager.default.fileExists(atPath: corpus) else {
            if ProcessInfo.processInfo.environment["CI"] == "true" { XCTFail("\(tool) or \(corpus) is missing on CI") }
            throw XCTSkip("../shared/tools/corpus-score and ../shared/corpus not found; corpus score skipped")
        }
        let folder = try TestPaths.temporaryFolder()
        let output = try ToolRunner.run("python3", [tool, TestPaths.binary.path, folder.path, corpus]).output
        let summary = try XCTUnwrap(output.split(separator: "\n").last { $0.hasPrefix("corpus:") }, output)
        XCTAssertTrue(summary.contains("compile errors 0"), "every document compiles:\n\(output)")
        for floor in Self.floors {
            let regex = try NSRegularExpression(pattern: floor.pattern)
            let text = String(summary)
            let match = try XCTUnwrap(regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)), "\(floor.name) in \(summary)")
            let value = try XCTUnwrap(Double(text[Range(match.range(at: 1), in: text)!]))
            XCTAssertGreaterThanOrEqual(value, floor.minimum, "\(floor.name) fell below its floor:\n\(output)")
        }
    }
}

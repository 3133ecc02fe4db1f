@testable import AuditbookKit
@testable import AuditbookStore
@testable import AuditbookUseCases
import XCTest

final class ExampleExtractorTests: XCTestCase {
    func testLabelsGiveTheirVerdicts() {
        XCTAssertEqual(ExampleExtractor.label("**Correct:**")?.verdict, .correct)
        XCTAssertEqual(ExampleExtractor.label("✅ Good — semantic colors:")?.verdict, .correct)
        XCTAssertEqual(ExampleExtractor.label("Don’t hard-code sizes:")?.verdict, .incorrect)
        XCTAssertEqual(ExampleExtractor.label("Do not do this:")?.verdict, .incorrect)
        XCTAssertEqual(ExampleExtractor.label("Not recommended:")?.verdict, .incorrect)
        XCTAssertNil(ExampleExtractor.label("Doing it right means testing on device."))
        XCTAssertNil(ExampleExtractor.label("Notes:"))
    }

    /// "What to flag:" / "Fix:", "Before:" / "After:" label code as labels only, never as
    /// the opening of a sentence.
    func testFixLabelsAreLabelsOnlyAlone() {
        XCTAssertEqual(ExampleExtractor.label("**What to flag:**")?.verdict, .incorrect)
        XCTAssertEqual(ExampleExtractor.label("**Fix:**")?.verdict, .correct)
        XCTAssertEqual(ExampleExtractor.label("Before (slow):")?.verdict, .incorrect)
        XCTAssertEqual(ExampleExtractor.label("After — one query:")?.verdict, .correct)
        XCTAssertEqual(ExampleExtractor.label("Solution")?.verdict, .correct)
        XCTAssertNil(ExampleExtractor.label("After making the change:"))
        XCTAssertNil(ExampleExtractor.label("Before you start, install the tools:"))
        XCTAssertNil(ExampleExtractor.label("Flags:"))
        XCTAssertNil(ExampleExtractor.label("Fixtures live here:"))
    }

    /// The byte reading must agree with the Character reading wherever it decides.
    func testByteReadingAgreesWithCharacterReading() {
        let texts = [
            "Correct:", "**Incorrect:**", "incorrect", "Incorrectly", "correctly", "do", "Do:", "Don't", "dont!", "Don’t",
            "do not", "Do nothing", "doable", "DO", "no", "No.", "not recommended", "Not recommendedly", "Never", "nevertheless",
            "Avoid:", "avoidance", "Prefer", "preferred:", "preferably", "Recommended", "yes", "Yesterday", "bad", "Badge",
            "  ** Good ** —", "1. Right", "Right\u{301}", "Do\u{301}", "*\u{301}Correct", "Good\u{2014}", "Wrongé", "Wrong é",
            "Ǵood", "Ｃorrect", "", "   ", "123", "e\u{301}Good", "right-aligned", "right_now", "Yes9", "no-op", "Do not:",
        ]
        for text in texts {
            if case .verdict(let verdict) = ExampleExtractor.asciiVerdict(startOf: text) {
                XCTAssertEqual(verdict, ExampleExtractor.characterVerdict(startOf: text), "verdict of \(text.debugDescription)")
            }
        }
    }
    /// The Character reading turns away a text whose first letter is outside ASCII without
    /// lower-casing it: the same verdicts as lower-casing the first 20 letters and comparing.
    func testCharacterReadingAgreesWithLowerCasingEveryText() {
        let words: [(String, CodeExample.Verdict)] = [
            ("incorrect", .incorrect), ("wrong", .incorrect), ("bad", .incorrect), ("don't", .incorrect), ("don’t", .incorrect),
            ("dont", .incorrect), ("do not", .incorrect), ("avoid", .incorrect), ("never", .incorrect), ("no", .incorrect),
            ("not recommended", .incorrect), ("not preferred", .incorrect), ("deprecated", .incorrect), ("old", .incorrect),
            ("legacy", .incorrect), ("correct", .correct), ("good", .correct), ("right", .correct), ("do", .correct),
            ("prefer", .correct), ("preferred", .correct), ("recommended", .correct), ("yes", .correct), ("modern", .correct),
        ]
        func plainReading(_ text: String) -> CodeExample.Verdict? {
            let head = Substring(text.drop { !$0.isLetter }.prefix(20).lowercased())
            for (word, verdict) in words where head.hasPrefix(word) {
                let rest = head.dropFirst(word.count)
                if rest.first.map({ !$0.isLetter }) ?? true { return verdict }
            }
            return nil
        }
        let texts = [
            "注意：不要这样写", "→ Good", "— avoid", "\u{212A}eep", "\u{0130}ncorrect", "Ｂad", "Ǵood", "Ébad", "ÄVOID", "ńo",
            "✅ Good", "❌ Wrong", "🟢", "é", "🙂 do it", "·Never", "Good", "日本 good", "«Prefer»", "e\u{301}",
        ]
        for text in texts {
            XCTAssertEqual(ExampleExtractor.characterVerdict(startOf: text), plainReading(text), "verdict of \(text.debugDescription)")
        }
    }

    /// Code lines are read for comment marks only where they may open a comment: a comment
    /// indented with a space outside ASCII is still one, a line of code is not.
    func testCommentMarksAreFoundWhateverTheIndent() {
        let code = "\u{00A0}// ✅ Good: a label\nText(\"Save\")\n\u{3000}// ❌ Bad: no label\nImage(\"x\")"
        XCTAssertEqual(ExampleExtractor.splitMarkedCode(code, language: "swift").map(\.verdict), [.correct, .incorrect])
        XCTAssertEqual(ExampleExtractor.splitMarkedCode("let a = 1 // ✅\nlet b = 2", language: "swift").map(\.verdict), [.correct])
        XCTAssertTrue(ExampleExtractor.splitMarkedCode("let good = 1\n  value = 2 /* wrong */", language: "swift").isEmpty)
        for line in ["  // x", "\t# y", "-- z", "<!-- w", "\u{00A0}// v", "/* u"] {
            XCTAssertTrue(ExampleExtractor.mayOpenComment(Substring(line)), line.debugDescription)
        }
        for line in ["", "   ", "let x = 1", "  Text(\"a\") // ✅", "\tfoo()"] {
            XCTAssertFalse(ExampleExtractor.mayOpenComment(Substring(line)), line.debugDescription)
        }
    }
    /// A Do / Don't label's words are read in Swift as Foundation read them.
    func testLabelWordsAgreeWithFoundation() {
        let labels = [
            "Do", "**Don’t:**", "_Avoid_.", "  Do’s  ", "Don’ts:", ":: Never ::", "Do not do this.", "À faire :", "Don’t\u{301}",
            "Bad.*", "", "   ", "’’", "*_:.", "Ａvoid", "İnstead", "✅ Good", "Use instead:", "Don't’", ".\u{301}Do",
        ]
        for label in labels {
            let foundation = label.lowercased().replacingOccurrences(of: "’", with: "'").trimmingCharacters(in: .init(charactersIn: " :.*_"))
            XCTAssertEqual(CompilationRun.labelWords(Substring(label)), foundation, label.debugDescription)
        }
    }
}

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
}

@testable import AuditbookKit
import XCTest

final class TerminalTextTests: XCTestCase {
    func testControlCharactersAndBidiOverridesAreShownNotObeyed() {
        let hostile = "Login\u{1B}]0;owned\u{07}\u{1B}[2J\rSettings \u{202E}cod.exe\u{9B}31m\u{7F}"
        let shown = TerminalText.visible(hostile, color: true)
        XCTAssertFalse(shown.unicodeScalars.contains { TerminalText.isHidden($0) }, shown)
        XCTAssertEqual(shown, "Login␛]0;owned␇␛[2J␍Settings <U+202E>cod.exe<U+009B>31m␡")
        XCTAssertEqual(TerminalText.visible("two\nlines\tand a tab", color: false), "two\nlines\tand a tab")
    }

    func testOwnStylesBecomeColourOnlyWhenColourIsOn() {
        let text = "✗ " + TerminalText.styled("FAIL", codes: "1;31") + " done"
        XCTAssertEqual(TerminalText.visible(text, color: true), "✗ \u{1B}[1;31mFAIL\u{1B}[0m done")
        XCTAssertEqual(TerminalText.visible(text, color: false), "✗ FAIL done")
        // A marker carrying anything but auditbook's colour codes (from a hostile value) is shown.
        let forged = TerminalText.code("8") + "hidden"
        XCTAssertEqual(TerminalText.visible(forged, color: true), "<U+FDD0>8<U+FDD1>hidden")
    }
}

@testable import AuditbookKit
@testable import AuditbookStore
@testable import AuditbookUseCases
import XCTest

final class StringScanningTests: XCTestCase {
    /// The memchr search finds what the plain byte-by-byte search finds, limit included.
    func testByteSearchAgreesWithThePlainScan() {
        var generator = SystemRandomNumberGenerator()
        let alphabet: [UInt8] = Array("ab`~ é".utf8)
        for _ in 0..<3_000 {
            let text = (0..<Int.random(in: 0...40, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }
            let pattern = (0..<Int.random(in: 1...4, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }
            let limit = Bool.random(using: &generator) ? Int.max : Int.random(in: 0...45, using: &generator)
            let plain = firstByteOffsets(of: pattern, in: text, limit: limit)
            let fast = text.withUnsafeBufferPointer { bytes in
                pattern.withUnsafeBufferPointer { firstByteOffsets(of: $0, in: bytes, limit: limit) }
            }
            XCTAssertEqual(fast, plain, "\(String(decoding: pattern, as: UTF8.self)) in \(String(decoding: text, as: UTF8.self)), limit \(limit)")
        }
    }

    /// The byte search for a needle finds what the Character search finds, combining marks
    /// and needles outside ASCII included.
    func testCharacterRangeAgreesWithTheCharacterSearch() {
        var generator = SystemRandomNumberGenerator()
        let pieces = ["a", ":", " ", ". ", "-", "\u{301}", "é", "e\u{301}", "—", "\r", "\n", "**", "✅", "\u{FE0F}", "\u{200D}"]
        let needles = [": ", ". ", " - ", " — ", "**", "`", "\n", "a", " \u{301}", "é"]
        for _ in 0..<4_000 {
            let text = (0..<Int.random(in: 0...14, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            let start = Int.random(in: 0...2, using: &generator)
            let slice = text.dropFirst(min(start, text.count))
            for needle in needles {
                XCTAssertEqual(slice.firstCharacterRange(of: needle), slice.firstRange(of: needle),
                               "\(needle.debugDescription) in \(slice.debugDescription)")
            }
        }
    }

    func testSubstringSearchAndCharacterTests() {
        let text = "Use `Text(\"x\")` and **Correct:** café"[...]
        XCTAssertEqual(text.firstUTF8Range(of: "**").map { text[$0.lowerBound...].prefix(4) }, "**Co")
        XCTAssertNil(text.firstUTF8Range(of: "***"))
        XCTAssertNil(text.firstUTF8Range(of: "Correct", limit: 10))
        XCTAssertNil(text.firstUTF8Range(of: "correct"))
        XCTAssertNotNil(text.firstUTF8Range(of: "correct", ignoringASCIICase: true))
        XCTAssertTrue(text.containsASCII("("))
        XCTAssertFalse(text.containsASCII("<"))
        XCTAssertTrue(text.containsUTF8("café"))
        for character in ["A", "z", "5", "É", "é", "ß", "٣", "-", "✅"] as [Character] {
            XCTAssertEqual(character.fastIsUppercase, character.isUppercase, "\(character)")
            XCTAssertEqual(character.fastIsLowercase, character.isLowercase, "\(character)")
            XCTAssertEqual(character.fastIsLetter, character.isLetter, "\(character)")
            XCTAssertEqual(character.fastIsNumber, character.isNumber, "\(character)")
        }
        XCTAssertTrue("iPhone"[...].hasUppercaseAfterFirst)
        XCTAssertFalse("Phone"[...].hasUppercaseAfterFirst)
        XCTAssertTrue("éÉ"[...].hasUppercaseAfterFirst)
        XCTAssertEqual(["a", "bc", "", "d"].map { $0[...] }.joinedWithSpaces(), "a bc  d")
        XCTAssertEqual([Substring]().joinedWithSpaces(), "")
    }

    /// Words as `Slug.words` finds them on the bytes (lower-cased as they are copied out,
    /// counted without being made) are the words of the plain reading: the text lower-cased
    /// (accents folded first where it has any), split at everything that is no ASCII letter
    /// or digit. Over every line of the bundled checklists, and lines built to reach its edges.
    func testWordsAgreeWithThePlainReading() {
        func plainWords(_ text: String) -> [String] {
            let folded = text.unicodeScalars.allSatisfy(\.isASCII) ? text.lowercased()
                : text.folding(options: [.diacriticInsensitive, .caseInsensitive], locale: nil).lowercased()
            return folded.split { !($0.isASCII && ($0.isLetter || $0.isNumber)) }.map(String.init)
        }
        var lines = BundledChecklists.documents.flatMap { $0.text.split(separator: "\n").map(String.init) }
        lines += ["", " ", "A", "ÉCOLE Café", "Über-long " + String(repeating: "W", count: 200) + " end", "x1 Y2_z3", "ボタン OK ボタン",
                  "ﬁle ＡＢＣ", "İstanbul", "**Must**: Use `Text(\"x\")`!", String(repeating: "Ab ", count: 40),
                  "Don’t — ever… “quote” • item → next © 2024 ™ ℃ ✅ Done ❌ 🎉 €5 ± ½ ² ① Ⅻ x\u{00A0}y",
                  "cafe\u{301}s Cafe\u{301}S Ａpp ⚠️ Warn\u{FE0F}ing", "naïve façade Øresund Straße ǅemal",
                  "使用 VoiceOver 测试（iOS 26）", "ガイドラインOKです", "ab\u{3099}cd", "한국어 Test 버튼", "注意:Don’t 用 é", "x注y ガ\u{309A}z"]
        for line in lines {
            XCTAssertEqual(Slug.words(line), plainWords(line), line)
            XCTAssertEqual(Slug.wordCount(line), plainWords(line).count, line)
        }
    }
}

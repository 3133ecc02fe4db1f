@testable import AuditbookKit
@testable import AuditbookStore
@testable import AuditbookUseCases
import XCTest

final class EncodingRepairTests: XCTestCase {
    private let repair = EncodingRepair()
    private let clean = "# 🎨 Guía — Añadir ✅ café → naïve “quotes” ❌ 日本語 ♿"

    func testMojibakeFromEachCodePageIsRepairedExactly() {
        for page in EncodingRepair.CodePage.allCases {
            let damaged = DamageSimulator.misdecode(clean, as: page)
            XCTAssertNotEqual(damaged, clean)
            let result = repair.repair(damaged)
            XCTAssertEqual(result.text, clean, "\(page)")
            XCTAssertEqual(result.repairs.first?.kind, .encoding)
        }
    }

    func testADocumentWithManyRepairsComesBackWhole() {
        // Thousands of damaged runs between clean ASCII: every one repaired, nothing else moved.
        let line = "- \(clean) item\n"
        let document = String(repeating: line, count: 5_000)
        let result = repair.repair(DamageSimulator.misdecode(document, as: .macRoman))
        XCTAssertEqual(result.text, document)
        XCTAssertGreaterThanOrEqual(result.repairs.first?.count ?? 0, 5_000)
    }

    /// A Windows-1252 decoder with no character for 0x9D wrote U+FFFD: "â€�" was a closing
    /// quotation mark, or before an emoji the joiner of a sequence.
    func testAQuoteMarkLostToTheReplacementCharacterComesBack() {
        XCTAssertEqual(repair.repair("Quotes â€œstayâ€\u{FFFD} curly").text, "Quotes “stay” curly")
        XCTAssertEqual(repair.repair("The ðŸ‘©â€\u{FFFD}ðŸ’» badge").text, "The 👩\u{200D}💻 badge")
        // (A replacement character anywhere else is left where it is.)
        XCTAssertEqual(repair.repair("A lost \u{FFFD} byte").text, "A lost \u{FFFD} byte")
    }

    /// Emoji with a byte Windows-1252 has no character for (❌ is E2 9D 8C, ⭐ E2 AD 90, ❤
    /// E2 9D A4): a decoder wrote U+FFFD for it, or left it out. The one
    /// emoji the lost byte can make comes back; a run no emoji fits stays as it was.
    func testAnEmojiWithALostByteComesBack() {
        XCTAssertEqual(repair.repair("â\u{FFFD}Œ **Bad** and âœ… **Good**").text, "❌ **Bad** and ✅ **Good**")
        XCTAssertEqual(repair.repair("âŒ **Bad**").text, "❌ **Bad**")
        XCTAssertEqual(repair.repair("Rated â­\u{FFFD} 5").text, "Rated ⭐ 5")
        XCTAssertEqual(repair.repair("Made with â\u{FFFD}¤ here").text, "Made with ❤ here")
        // (👍 is F0 9F 91 8D: its last byte lost, 👁, 👏 and 👐 fit as well; it stays.)
        XCTAssertEqual(repair.repair("Good ðŸ‘\u{FFFD} job").text, "Good ðŸ‘\u{FFFD} job")
        XCTAssertEqual(repair.repair("Plain â€ text").text, "Plain â€ text")
        for text in ["Ça coûte 5 €.", "Zürich – São Paulo", "naïve Œuvre", "Âge: 5"] {
            XCTAssertEqual(repair.repair(text).text, text)
        }
    }

    func testTheSeedsCharactersRepair() {
        XCTAssertEqual(repair.repair("\u{F8FF}üé® UI ‚úÖ A√±adir ‚Äî ok").text, "🎨 UI ✅ Añadir — ok")
    }

    func testCorrectTextIsNeverAltered() throws {
        let text = try TestPaths.fixtureText("accents-correct.md") + "\nnaïve café Añadir Zürich – £5 © ® ° ± µ ¿Qué? Ωmega"
        let result = repair.repair(text)
        XCTAssertEqual(result.text, text)
        XCTAssertTrue(result.repairs.isEmpty)
    }

    /// French writes an apostrophe before an accented letter everywhere ("d’écoute", "qu’à"):
    /// read back as Mac Roman, "’é" is the bytes of the Armenian "Վ". A lone letter of a
    /// script the document does not carry is no repair; a Russian text's one-letter words
    /// ("и", "Я") are, beside its longer words.
    func testAnApostropheBeforeAnAccentedLetterIsFrenchNotDamage() {
        let french = "L’équipe vérifie qu’à chaque écran le bouton d’écoute est étiqueté « ainsi »."
        XCTAssertEqual(repair.repair(french).text, french)
        XCTAssertTrue(repair.repair(french).repairs.isEmpty)
        XCTAssertEqual(repair.repair(DamageSimulator.misdecode(french, as: .macRoman)).text, french)
        let russian = "Кнопка и поле имеют подпись. Я могу увеличить текст — l’équipe d’été."
        XCTAssertEqual(repair.repair(DamageSimulator.misdecode(russian, as: .macRoman)).text, russian)
        XCTAssertEqual(repair.repair(russian).text, russian)
    }

    /// Text saved decomposed ("e" + U+0301, as macOS often writes it) and then mis-decoded
    /// comes back whole: an accent after a letter is text.
    func testDecomposedAccentsRepair() {
        let decomposed = "Les donne\u{301}es saisies sont modifie\u{301}es a\u{300} tout moment."
        XCTAssertEqual(repair.repair(DamageSimulator.misdecode(decomposed, as: .macRoman)).text, decomposed)
        XCTAssertEqual(repair.repair(decomposed).text, decomposed)
    }

    func testPartialDamageIsRepairedWhereItIs() {
        let text = "Añadir stays.\n" + DamageSimulator.misdecode("Añadir — fixed", as: .macRoman) + "\ncafé stays."
        XCTAssertEqual(repair.repair(text).text, "Añadir stays.\nAñadir — fixed\ncafé stays.")
        XCTAssertEqual(repair.repair(text).repairs.first?.lines, [2])
    }
}

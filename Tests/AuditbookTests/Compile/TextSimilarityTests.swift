@testable import AuditbookKit
import XCTest

final class TextSimilarityTests: XCTestCase {
    /// Texts covering every way a word is split: camelCase, digits beside letters, stop
    /// words whole and as parts, plurals, synonyms, non-ASCII words, mixed case repeats.
    private let texts = [
        "Minimum 44x44pt touch targets: the Tap area of every Button is at least 44 points.",
        "Check `isReduceMotionEnabled` and UIAccessibility.isVoiceOverRunning; honour Reduce Motion.",
        "Colours and colors, CENTRE and centre, localised strings, recognising IDs like iOS17 and H2O.",
        "Añadir artículo al carrito — café, naïve, Straße, 日本語のテキスト, emoji 🎨 and ✅.",
        "useTheSetting forIt ToDo theIf allEvery: stop words inside identifiers stay whole.",
        "",
        "a an the",
        "Dynamic Type sizes: xSmall through AX5; dynamicTypeSize(.xxxLarge) and .accessibility5.",
    ]

    func testNumberingTextsDirectlyMatchesSplittingThemIntoTermsFirst() {
        let direct = TextSimilarity(texts: texts)
        let split = TextSimilarity(termLists: texts.map(TextSimilarity.terms))
        for position in texts.indices {
            let a = direct.vector(corpusEntry: position), b = split.vector(corpusEntry: position)
            XCTAssertEqual(a.terms, b.terms, "terms of text \(position)")
            XCTAssertEqual(a.weights, b.weights, "weights of text \(position)")
            XCTAssertEqual(a.norm, b.norm, "norm of text \(position)")
        }
    }

    func testTextsGivenAsPartsReadAsTheJoinedTexts() {
        let parts: [[Substring]] = texts.indices.map { index in
            let title = texts[index].prefix(20), body = texts[(index + 1) % texts.count][...]
            return [title, title, body]
        }
        let byParts = TextSimilarity(parts: parts)
        let joined = TextSimilarity(termLists: parts.map { TextSimilarity.terms($0.joined(separator: " ")) })
        for position in parts.indices {
            let a = byParts.vector(corpusEntry: position), b = joined.vector(corpusEntry: position)
            XCTAssertEqual(a.terms, b.terms, "terms of text \(position)")
            XCTAssertEqual(a.weights, b.weights, "weights of text \(position)")
            XCTAssertEqual(byParts.firstPartTermCount(corpusEntry: position), TextSimilarity.terms(String(parts[position][0])).count)
        }
    }

    func testTermsSplitIdentifiersAndFoldSpellings() {
        XCTAssertEqual(TextSimilarity.terms("isReduceMotionEnabled"), ["isreducemotionenabled", "reduce", "motion", "enabl"])
        XCTAssertEqual(TextSimilarity.terms("44x44pt Colours"), ["44x44pt", "44", "44", "point", "color"])
        XCTAssertEqual(TextSimilarity.terms("the Buttons"), ["button"])
    }

    func testRestatementsScoreAboveUnrelatedText() {
        let similarity = TextSimilarity(texts: [
            "Touch targets are at least 44 by 44 points",
            "Every tappable control measures 44x44pt or more",
            "Localized strings come from the string catalog",
        ])
        let index = TextSimilarity.Index([similarity.vector(corpusEntry: 1), similarity.vector(corpusEntry: 2)])
        var scratch = TextSimilarity.Index.Scratch()
        let scores = Dictionary(uniqueKeysWithValues: index.scores(for: similarity.vector(corpusEntry: 0), scratch: &scratch))
        XCTAssertGreaterThan(scores[0] ?? 0, 0.2)
        XCTAssertNil(scores[1])
    }
}

@testable import AuditbookKit
@testable import AuditbookStore
@testable import AuditbookUseCases
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

    /// Reading the corpus in shares side by side numbers every term as reading it in turn
    /// does: the same vectors to the bit, for any number of shares.
    func testCorpusReadInSharesEqualsReadingItInTurn() {
        var parts: [[Substring]] = texts.indices.map { index in
            let title = texts[index].prefix(20), body = texts[(index + 1) % texts.count][...]
            return [title, title, body]
        }
        parts += [[], ["Über Straße naïve café"], ["", ""], ["isReduceMotionEnabled 44x44pt"]]
        let inTurn = TextSimilarity(parts: parts)
        for jobs in [2, 3, 7, parts.count] {
            let inShares = TextSimilarity(parts: parts, parallelism: .splittingAll(jobs: jobs))
            for position in parts.indices {
                XCTAssertEqual(inShares.vector(corpusEntry: position), inTurn.vector(corpusEntry: position), "text \(position), \(jobs) jobs")
                XCTAssertEqual(inShares.firstPartTermCount(corpusEntry: position), inTurn.firstPartTermCount(corpusEntry: position))
            }
        }
    }

    /// A term shared by more vectors than the ceiling is skipped however large the
    /// collection, so a query's cost stops growing with the document; rarer terms are read.
    func testTermsSharedByMoreThanTheCeilingAreSkippedInAnyCollection() {
        func vector(_ terms: [Int32]) -> TextSimilarity.Vector {
            var vector = TextSimilarity.Vector()
            vector.terms = terms
            vector.weights = terms.map { _ in 1 }
            vector.norm = Double(terms.count).squareRoot()
            return vector
        }
        let ceiling = TextSimilarity.Index.postingCeiling
        // 40 × ceiling vectors: a twentieth of them (2 × ceiling) would be read without the ceiling.
        let count = 40 * ceiling
        let vectors = (0..<count).map { position in vector(position < 2 * ceiling ? [0, 1 + Int32(position % 500)] : [1 + Int32(position % 500)]) }
        let index = TextSimilarity.Index(vectors)
        var scratch = TextSimilarity.Index.Scratch()
        XCTAssertTrue(index.scores(for: vector([0]), scratch: &scratch).isEmpty, "term 0 is in \(2 * ceiling) vectors: skipped")
        XCTAssertEqual(index.scores(for: vector([7_000]), scratch: &scratch).count, 0)
        let rare = vector([1_000])
        let rareIndex = TextSimilarity.Index(vectors + (0..<ceiling).map { _ in rare })
        XCTAssertEqual(rareIndex.scores(for: rare, scratch: &scratch).count, ceiling, "a term in exactly the ceiling's count is read")
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

/// Equivalences found per checklist pair against the plain all-against-all scoring.
final class EquivalenceFinderTests: XCTestCase {
    func testPairsPerChecklistAgreeWithScoringEveryItem() throws {
        var entries: [(id: String, checklist: String, text: String)] = []
        var compiled = try BundledChecklists.documents.map { try ChecklistCompiler().compile(data: Data($0.text.utf8), sourcePath: $0.name) }
        for name in ["guideline-wellformed.md", "shapes/marked-lists.md", "shapes/do-dont.md", "shapes/plain-bullets.md"] {
            compiled.append(try ChecklistCompiler().compile(path: TestPaths.fixture(name)))
        }
        // A large checklist, so that common terms are skipped (more than 400 items).
        let large = try ChecklistCompiler().compile(data: Data(String(repeating: try TestPaths.fixtureText("guideline-wellformed.md") + "\n\n", count: 40).utf8),
                                                    sourcePath: "large.md", id: "large")
        compiled.append(large)
        for checklist in compiled {
            for item in checklist.items { entries.append((item.id, checklist.id, item.title + " " + item.guidance)) }
        }
        XCTAssertGreaterThan(entries.count, 400)
        for threshold in [0.1, 0.2, Workbook.equivalenceThreshold] {
            let fast = EquivalenceFinder.pairs(entries, threshold: threshold)
            let plain = EquivalenceFinder.pairsScoringEveryItem(entries, threshold: threshold)
            if threshold < 0.15 { XCTAssertFalse(plain.isEmpty) }
            let key = { (pair: EquivalenceFinder.Pair) in pair.a + "|" + pair.b }
            XCTAssertEqual(Set(fast.map(key)), Set(plain.map(key)), "threshold \(threshold)")
            let plainScores = Dictionary(plain.map { (key($0), $0.score) }, uniquingKeysWith: { first, _ in first })
            for pair in fast { XCTAssertEqual(pair.score, plainScores[key(pair)] ?? -1, accuracy: 1e-9) }
        }
    }
}

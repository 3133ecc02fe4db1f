@testable import AuditbookKit
@testable import AuditbookStore
@testable import AuditbookUseCases
import XCTest

final class ChecklistCompilerTests: XCTestCase {
    private func compileFixture(_ name: String) throws -> CompiledChecklist {
        try ChecklistCompiler().compile(path: TestPaths.fixture(name))
    }

    /// Sections walked side by side (as in a long document) give the same checklist as
    /// sections walked in turn: items, links, findings and their order.
    func testWalkingSectionsSideBySideChangesNothing() throws {
        var documents = BundledChecklists.documents.map { (name: $0.name, data: Data($0.text.utf8)) }
        for name in ["guideline-wellformed.md", "guideline-numbered-checklist.md", "lint-problems.md", "accents-correct.md"] {
            documents.append((name, try Data(contentsOf: URL(fileURLWithPath: TestPaths.fixture(name)))))
        }
        for prefix in ["000", "001", "002", "003", "004"] {
            guard let path = try? TestPaths.seed(prefix) else { continue }
            documents.append((path, try Data(contentsOf: URL(fileURLWithPath: path))))
        }
        let inTurn = ChecklistCompiler(parallelism: .serial), sideBySide = ChecklistCompiler(parallelism: .splittingAll(jobs: 4))
        for document in documents {
            let prepared = try PreparedDocument.prepare(document.data, name: document.name)
            let expected = inTurn.analyze(prepared, sourcePath: document.name)
            let actual = sideBySide.analyze(prepared, sourcePath: document.name)
            XCTAssertGreaterThan(expected.items.count, 0, document.name)
            XCTAssertEqual(actual.items, expected.items, document.name)
            XCTAssertEqual(actual.findings.map(\.message), expected.findings.map(\.message), document.name)
            XCTAssertEqual(actual.findings.map(\.line), expected.findings.map(\.line), document.name)
        }
    }

    /// A reference to a group section ("see section 3") finds its subsections by binary
    /// search over the sorted numbers: the same numbers as testing every one.
    func testGroupSectionNumbersAreFoundAsAScanFindsThem() {
        let numbers = ["3", "3.1", "3.10", "3.1.2", "30.1", "2.9", "4.1", "3.", "3.a", "31", "10.3.1", "1.0", "é.1"]
        let sorted = numbers.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        for group in ["3", "3.1", "30", "10", "10.3", "1", "4", "5", "é", ""] {
            XCTAssertEqual(Set(CompilationRun.numbers(in: sorted, under: group)), Set(numbers.filter { $0.hasPrefix(group + ".") }), group)
        }
    }

    func testWellFormedDocumentGivesAllFourKinds() throws {
        let checklist = try compileFixture("guideline-wellformed.md")
        XCTAssertEqual(checklist.id, "sample-app-guidelines")
        XCTAssertEqual(checklist.title, "Sample App Interface Guidelines")
        XCTAssertEqual(checklist.documentVersion, "2.1")
        XCTAssertEqual(checklist.count(of: .principle), 3)
        XCTAssertEqual(checklist.count(of: .rule), 4)
        XCTAssertEqual(checklist.count(of: .antiPattern), 2)
        XCTAssertEqual(checklist.count(of: .check), 4)
        XCTAssertTrue(checklist.repairs.isEmpty)
    }

    func testRulesCarryNumberTitleSeverityGuidanceAndExamples() throws {
        let checklist = try compileFixture("guideline-wellformed.md")
        let rule = try XCTUnwrap(checklist.items.first { $0.id == "sample-app-guidelines/1.1" })
        XCTAssertEqual(rule.title, "Generous Touch Targets Everywhere")
        XCTAssertEqual(rule.number, "1.1")
        XCTAssertEqual(rule.kind, .rule)
        XCTAssertEqual(rule.severity, .critical)
        XCTAssertEqual(rule.sectionPath, ["Touch and Layout", "Generous Touch Targets Everywhere"])
        XCTAssertTrue(rule.guidance.hasPrefix("Every control needs a hit area"))
        XCTAssertFalse(rule.guidance.contains("**Correct:**"), "examples are not repeated in guidance")
        XCTAssertEqual(rule.examples.map(\.verdict), [.correct, .incorrect])
        XCTAssertEqual(rule.examples[0].language, "swift")
        XCTAssertTrue(rule.examples[1].code.contains("width: 20"))
        XCTAssertEqual(rule.line, 23)

        let colours = try XCTUnwrap(checklist.items.first { $0.id == "sample-app-guidelines/2.1" })
        XCTAssertEqual(colours.severity, .high)
        XCTAssertEqual(colours.examples.map(\.verdict), [.correct, .incorrect])
        XCTAssertEqual(colours.examples[0].caption, "✅ Correct — semantic colours")
    }

    func testSectionReferencesAndRestatementsAreLinked() throws {
        let checklist = try compileFixture("guideline-wellformed.md")
        let safeAreas = try XCTUnwrap(checklist.items.first { $0.id == "sample-app-guidelines/1.2" })
        XCTAssertEqual(safeAreas.related, ["sample-app-guidelines/2.1"])
        let checks = checklist.items.filter { $0.kind == .check }
        XCTAssertEqual(checks.map(\.sectionPath.last), ["Layout", "Layout", "Appearance", "Appearance"])
        XCTAssertEqual(checks[0].related.first, "sample-app-guidelines/1.1")
        XCTAssertEqual(checks[1].related.first, "sample-app-guidelines/1.2")
        XCTAssertEqual(checks[2].related.first, "sample-app-guidelines/2.1")
        XCTAssertEqual(checks[3].related.first, "sample-app-guidelines/2.2")
    }

    func testNumberedChecklistLinesLinkToTheSectionsTheyName() throws {
        let checklist = try compileFixture("guideline-numbered-checklist.md")
        XCTAssertEqual(checklist.id, "widget-review-notes")
        let checks = checklist.items.filter { $0.kind == .check }
        XCTAssertEqual(checks.map(\.number), ["1", "2", "3"])
        XCTAssertEqual(checks.map(\.title), ["Label icons", "Motion", "Missing"])
        XCTAssertEqual(checks[0].related, ["widget-review-notes/1.1"])
        XCTAssertEqual(checks[1].related, ["widget-review-notes/2.1"])
        XCTAssertTrue(checklist.warnings.contains { $0.contains("section 9.9") }, "\(checklist.warnings)")
    }

    func testIDsAreStableWhenAnUnrelatedItemChanges() throws {
        let text = try TestPaths.fixtureText("guideline-wellformed.md")
        let before = try ChecklistCompiler().compile(data: Data(text.utf8), sourcePath: "a.md")
        let edited = text.replacingOccurrences(of: "They glare in Dark Mode.", with: "They glare badly at night.")
            .replacingOccurrences(of: "- [ ] No control sits under the home indicator",
                                  with: "- [ ] A new first line about focus\n- [ ] No control sits under the home indicator")
        let after = try ChecklistCompiler().compile(data: Data(edited.utf8), sourcePath: "a.md")
        XCTAssertTrue(Set(before.items.map(\.id)).isSubset(of: Set(after.items.map(\.id))))
    }

    func testDocumentsWithoutHeadingsOrItemsAreRefused() {
        XCTAssertThrowsError(try compileFixture("no-headings.md")) { error in
            XCTAssertTrue("\(error)".contains("no-headings.md: has no headings"), "\(error)")
            XCTAssertEqual((error as? AuditbookError)?.exitCode, 65)
        }
        XCTAssertThrowsError(try compileFixture("no-items.md")) { error in
            XCTAssertTrue("\(error)".contains("has no checklist items"), "\(error)")
        }
        XCTAssertThrowsError(try ChecklistCompiler().compile(path: TestPaths.fixture("missing.md"))) { error in
            XCTAssertEqual((error as? AuditbookError)?.exitCode, 66)
        }
        XCTAssertThrowsError(try ChecklistCompiler().compile(path: TestPaths.packageRoot.appendingPathComponent("Tests").path)) { error in
            XCTAssertTrue("\(error)".contains("is a folder"), "\(error)")
        }
    }

    func testSlugsAreLowerCaseWordsJoinedByHyphens() {
        XCTAssertEqual(Slug.make("Minimum 44pt Touch Targets"), "minimum-44pt-touch-targets")
        XCTAssertEqual(Slug.make("**Use** `Dynamic Type` — always!", maxWords: 2), "use-dynamic")
        XCTAssertEqual(Slug.make("Café au lait, naïve"), "cafe-au-lait-naive")
        XCTAssertEqual(Slug.make("?!"), "item")
        XCTAssertEqual(Slug.make(String(repeating: "Abcdefghij ", count: 9), maxWords: 9).count, 64)
        XCTAssertEqual(Slug.make("one two three four five six seven eight"), "one-two-three-four-five-six-seven")
    }

    func testCrossReferencesAreFoundByWordThenPosition() {
        XCTAssertEqual(CrossReference.find(in: "Rule 2 and section 3, see §4 and SECTION 1. Sections 5 and section 3 again"),
                       ["3", "1", "5", "2", "4"])
        XCTAssertEqual(CrossReference.find(in: "No sections here, nor a rule. Section A. Résumé section 7.2."), ["7.2"])
    }

    func testHeadingTextParsing() {
        XCTAssertEqual(HeadingText.parse("Rule 1.1: Minimum 44pt Touch Targets"),
                       HeadingText(number: "1.1", isRule: true, title: "Minimum 44pt Touch Targets"))
        XCTAssertEqual(HeadingText.parse("13. Checklist for Agents").number, "13")
        XCTAssertEqual(HeadingText.parse("4.5:1 Contrast Ratio Minimum").number, nil)
        XCTAssertEqual(HeadingText.parse("🎨 UI Guidelines").title, "UI Guidelines")
        XCTAssertEqual(HeadingText.parse("♿ Accessibility").title, "Accessibility")
        // Emoji closing a title decorate it too; a symbol that says something stays.
        XCTAssertEqual(HeadingText.parse("Accessibility ♿️").title, "Accessibility")
        XCTAssertEqual(HeadingText.parse("Dark Mode 🌙🌚").title, "Dark Mode")
        let optional = HeadingText.parse("Motion ✨ (optional)")
        XCTAssertEqual(optional.title, "Motion")
        XCTAssertEqual(optional.severity, .low)
        XCTAssertEqual(HeadingText.parse("Contrast ≥ 4.5:1 ✓").title, "Contrast ≥ 4.5:1 ✓")
        XCTAssertEqual(HeadingText.parse("🚀").title, "🚀")
    }
}

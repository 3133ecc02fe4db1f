@testable import AuditbookKit
@testable import AuditbookStore
@testable import AuditbookUseCases
import XCTest

/// The five reference documents in ../shared/seeds, compiled as a user would.
final class SeedDocumentTests: XCTestCase {
    private func compile(_ prefix: String) throws -> CompiledChecklist {
        try ChecklistCompiler().compile(path: TestPaths.seed(prefix))
    }

    func testControlInstructionFileGivesTwentyLinkedChecklistLines() throws {
        let checklist = try compile("000_")
        let checks = checklist.items.filter { $0.kind == .check }
        XCTAssertEqual(checks.count, 20)
        XCTAssertEqual(checks.map(\.number), (1...20).map(String.init))
        XCTAssertTrue(checks.allSatisfy { !$0.related.isEmpty }, "every checklist line links to a section")
        let reduceMotion = try XCTUnwrap(checks.first { $0.title == "Respect Reduce Motion" })
        let target = try XCTUnwrap(checklist.items.first { $0.id == reduceMotion.related.first })
        XCTAssertEqual(target.number, "11.3")
        // A body's "See Section 11.3" resolves to that section's rule.
        XCTAssertTrue(checklist.items.contains { $0.related.contains(target.id) && $0.kind == .rule })
        XCTAssertTrue(checklist.repairs.isEmpty)
    }

    func testAdaptiveReferenceGivesElevenSummaryLinesAndLabelledExamples() throws {
        let checklist = try compile("001_")
        XCTAssertEqual(checklist.count(of: .check), 11)
        let examples = checklist.items.flatMap(\.examples)
        XCTAssertGreaterThan(examples.filter { $0.verdict == .correct }.count, 5)
        XCTAssertGreaterThan(examples.filter { $0.verdict == .incorrect }.count, 5)
    }

    func testFlattenedDesignRulesComeBackWhole() throws {
        let checklist = try compile("002_")
        XCTAssertEqual(checklist.id, "ios-design-guidelines")
        let rules = checklist.items.filter { $0.kind == .rule }
        XCTAssertEqual(rules.count, 64)
        XCTAssertEqual(rules.first?.title, "Minimum 44pt Touch Targets")
        XCTAssertEqual(rules.first { $0.number == "1.4" }?.title, "Support All iPhone Screen Sizes")
        XCTAssertTrue(rules.allSatisfy { $0.severity != nil && !$0.guidance.isEmpty })
        XCTAssertTrue(rules.allSatisfy { $0.title.split(separator: " ").count <= 9 }, "titles carry no sentence")
        XCTAssertEqual(rules.first { $0.number == "1.1" }?.examples.map(\.verdict), [.correct, .incorrect])
        let checks = checklist.items.filter { $0.kind == .check }
        XCTAssertEqual(checks.count, 38)
        XCTAssertEqual(Set(checks.map(\.section)).count, 8)
        XCTAssertGreaterThanOrEqual(checks.filter { !$0.related.isEmpty }.count, 36)
        XCTAssertEqual(checklist.count(of: .antiPattern), 15)
        XCTAssertTrue(checklist.repairs.contains { $0.kind == .lineBreaks })
    }

    func testFlattenedAccessibilitySkillComesBackWhole() throws {
        let checklist = try compile("003_")
        XCTAssertEqual(checklist.id, "ios-accessibility")
        XCTAssertEqual(checklist.count(of: .principle), 8)
        XCTAssertEqual(checklist.count(of: .antiPattern), 10)
        // 16 checklist lines, and the one prose sentence that states a requirement with MUST.
        XCTAssertEqual(checklist.count(of: .check), 17)
        XCTAssertTrue(checklist.items.contains { $0.kind == .check && $0.title.contains("VoiceOver focus MUST return") && $0.severity == .high })
        let rules = checklist.items.filter { $0.kind == .rule }
        XCTAssertTrue(rules.contains { $0.title == "Traits" && $0.examples.count == 2 })
        XCTAssertTrue(rules.contains { $0.title == "@AccessibilityFocusState (iOS 15+)" })
        XCTAssertTrue(rules.filter { $0.guidance.contains("```swift") }.count >= 15, "modifier sections keep their code")
    }

    func testMisencodedTeamGuidelinesAreRepairedEverywhere() throws {
        let checklist = try compile("004_")
        XCTAssertEqual(checklist.title, "UI Guidelines")
        let checks = checklist.items.filter { $0.kind == .check }
        // 28 checklist lines, and the localization section's sentence with MUST (the intro's
        // "MUST implement these guidelines" is the document's introduction, not an item).
        XCTAssertEqual(checks.count, 29)
        XCTAssertEqual(Set(checks.map(\.section)).count, 5)
        XCTAssertFalse(checklist.items.contains { $0.title.contains("implement these guidelines") })
        let everything = checklist.items.map { [$0.title, $0.guidance, $0.section] + $0.examples.map(\.code) }.joined().joined(separator: "\n")
        for damaged in ["‚úÖ", "‚ùå", "√±", "üé", "‚Üí", "‚Äî", "\u{F8FF}"] {
            XCTAssertFalse(everything.contains(damaged), "still contains \(damaged)")
        }
        XCTAssertTrue(everything.contains("Añadir") || everything.contains("ñ"), "Spanish text reads as Spanish")
        XCTAssertEqual(checklist.repairs.first?.kind, .encoding)
    }
}

@testable import AuditbookKit
@testable import AuditbookStore
@testable import AuditbookUseCases
import XCTest

/// The WCAG data, the mapping of items to criteria, and the roll-up rule, case by case.
final class ConformanceTests: XCTestCase {
    func testTheW3CDataHasEveryWCAG22Criterion() {
        XCTAssertEqual(WCAG.criteria.count, 87, "WCAG 2.2's 86 criteria and 4.1.1, removed in 2.2")
        XCTAssertEqual(WCAG.criteria.filter(\.inWCAG22).count, 86)
        XCTAssertEqual(WCAG.criterion("2.5.8")?.title, "Target Size (Minimum)")
        XCTAssertEqual(WCAG.criterion("2.5.8")?.level, "AA")
        XCTAssertEqual(WCAG.criterion("2.5.8")?.versions, ["2.2"])
        XCTAssertEqual(WCAG.criterion("1.4.3")?.guideline, "1.4 Distinguishable")
        XCTAssertEqual(WCAG.criterion("4.1.1")?.inWCAG22, false)
        XCTAssertTrue(WCAG.notice.contains("World Wide Web Consortium"))
    }

    func testItemsMapFromWhatTheDocumentSaysOrAreSuggested() throws {
        let document = """
            # Release checks

            ## Accessibility
            - [ ] Buttons meet WCAG 2.2 SC 2.5.8 and have labels
            - [ ] Text contrast is enough in both appearances
            - [ ] Version 1.2.3 of the SDK is used

            ## Rules
            ### 1.4.3 Body text contrast
            Body text needs 4.5:1.

            ### Privacy prompts come in context
            **WCAG:** none
            Ask when the feature is used.
            """
        let items = try ChecklistCompiler().compile(data: Data(document.utf8), sourcePath: "release.md").items
        func criteria(_ prefix: String) -> [CriterionRef]? { items.first { $0.title.hasPrefix(prefix) }?.criteria }
        XCTAssertEqual(criteria("Buttons meet"), [CriterionRef(num: "2.5.8", source: .document)])
        XCTAssertEqual(criteria("Text contrast"), [CriterionRef(num: "1.4.3", source: .suggested), CriterionRef(num: "1.4.11", source: .suggested)])
        XCTAssertNil(criteria("Version 1.2.3"), "a version number is no criterion")
        XCTAssertEqual(criteria("Body text contrast"), [CriterionRef(num: "1.4.3", source: .document)], "a criterion's number, in a document about WCAG")
        XCTAssertNil(criteria("Privacy prompts"), "WCAG: none means no suggestion either")
        let bundled = try ChecklistCompiler().compile(data: Data(BundledChecklists.documents.first { $0.name.contains("voiceover") }!.text.utf8),
                                                      sourcePath: "voiceover.md").items
        XCTAssertTrue(bundled.allSatisfy { ($0.criteria ?? []).allSatisfy { $0.source == .document } }, "every bundled item is mapped by hand")
        XCTAssertEqual(bundled.first?.criteria?.map(\.num), ["1.1.1", "4.1.2", "2.4.6"])
    }

    /// In a document about WCAG, the criteria a title cites at its end ("(4.1.3)", "(3.3.2,
    /// 1.3.1)") are the item's, named by the document, and leave the title; a version in
    /// parentheses, or a number WCAG does not have, stays.
    func testCriteriaCitedAtATitlesEndAreTheItemsAndLeaveIt() throws {
        let document = """
            # Screen reader pass (WCAG 2.2)

            - [ ] Loading states are announced (4.1.3)
            - [ ] Every input keeps a visible label (3.3.2, SC 1.3.1)
            - [ ] The SDK is current (2.0.1)
            - [ ] Sliders announce their value (9.9.9)
            """
        let items = try ChecklistCompiler().compile(data: Data(document.utf8), sourcePath: "pass.md").items
        XCTAssertEqual(items.map(\.title), ["Loading states are announced", "Every input keeps a visible label",
                                            "The SDK is current (2.0.1)", "Sliders announce their value (9.9.9)"])
        XCTAssertEqual(items[0].criteria, [CriterionRef(num: "4.1.3", source: .document)])
        XCTAssertEqual(Set(items[1].criteria?.map(\.num) ?? []), ["3.3.2", "1.3.1"])
        XCTAssertTrue(items[1].criteria?.allSatisfy { $0.source == .document } ?? false)
        XCTAssertEqual(items[0].id, "screen-reader-pass-wcag-2-2/loading-states-are-announced-4-1-3", "the ID, made before, stays")
        XCTAssertNil(CriterionMapping.closingCriteria("Release notes (2.0.1)"))
        XCTAssertNil(CriterionMapping.closingCriteria("(1.4.3)"))
    }

    func testMappingsAreSetConfirmedClearedAndSurviveRecompiling() throws {
        let book = try Workbook.inMemory()
        let document = "# Checks\n\n- [ ] Text contrast is enough\n- [ ] Buttons are big enough to tap\n"
        _ = try book.store(try ChecklistCompiler().compile(data: Data(document.utf8), sourcePath: "checks.md"))
        XCTAssertEqual(try book.mappedItems(source: .suggested).count, 2)
        XCTAssertEqual(try book.mapItem("checks/text-contrast-is-enough", .confirm).criteria.map(\.source), [.confirmed, .confirmed])
        XCTAssertEqual(try book.mapItem("checks/buttons-are-big-enough-to-tap", .set(["2.5.8", "2.5.5"])).criteria.map(\.num), ["2.5.8", "2.5.5"])
        XCTAssertThrowsError(try book.mapItem("checks/buttons-are-big-enough-to-tap", .set(["9.9.9"]))) { error in
            XCTAssertEqual((error as? AuditbookError)?.exitCode, 64)
        }
        // A new version of the document keeps what a person confirmed.
        _ = try book.store(try ChecklistCompiler().compile(data: Data((document + "- [ ] Something new\n").utf8), sourcePath: "checks.md"))
        XCTAssertEqual(try book.checklist(id: "checks").items.first?.criteria?.map(\.source), [.confirmed, .confirmed])
        XCTAssertEqual(try book.mapItem("checks/text-contrast-is-enough", .clear).criteria, [])
        XCTAssertTrue(try book.mappedItems(source: .suggested).isEmpty)
    }

    /// voiceover/4.1 → 1.1.1, 4.1.2, 2.4.6; 4.7 → 1.1.1; 4.9 → 4.1.3; 4.6 → 1.3.1; 4.5 → 1.3.2, 2.4.3; 4.8 → 2.4.3, 3.2.1.
    func testTheRollUpRule() throws {
        let book = try Workbook.inMemory(bundled: BundledChecklists.documents)
        let audit = try book.createAudit(AuditSpec(title: "Roll-up", checklists: ["voiceover"], screens: ["Login", "Settings"]), createdBy: "Ana")
        func record(_ screen: String, _ item: String, _ outcome: Outcome) throws {
            _ = try book.record(ResultInput(screen: screen, item: item, outcome: outcome, note: outcome == .pass ? nil : "seen", reviewer: "Ana",
                                            findings: outcome == .fail ? [FindingInput(title: "Reveal button is silent")] : []), auditID: audit.id)
        }
        for screen in ["Login", "Settings"] {
            try record(screen, "voiceover/4.7", .pass)
            try record(screen, "voiceover/4.9", .fail)
            try record(screen, "voiceover/4.6", .na)
            try record(screen, "voiceover/4.5", .pass)
            try record(screen, "voiceover/4.8", .pass)
        }
        try record("Login", "voiceover/4.1", .fail)
        try record("Settings", "voiceover/4.1", .pass)
        let rollUp = Dictionary(ConformanceRollUp.criteria(try book.report(auditID: audit.id)).map { ($0.num, $0) }, uniquingKeysWith: { a, _ in a })
        XCTAssertEqual(rollUp["1.1.1"]?.adherence, .partiallySupports, "a mapped item fails on some screens")
        XCTAssertEqual(rollUp["1.1.1"]?.failedScreens, ["Login"])
        XCTAssertTrue(rollUp["1.1.1"]?.remarks.contains("fails on Login: Reveal button is silent") == true, rollUp["1.1.1"]?.remarks ?? "")
        XCTAssertEqual(rollUp["4.1.3"]?.adherence, .doesNotSupport, "fails on every screen where it applies")
        XCTAssertEqual(rollUp["1.3.1"]?.adherence, .notApplicable)
        XCTAssertEqual(rollUp["2.4.3"]?.adherence, .supports, "every mapped item passes everywhere")
        XCTAssertEqual(rollUp["4.1.2"]?.adherence, .partiallySupports, "4.1 fails on Login; the other 4.1.2 items are untested")
        XCTAssertEqual(rollUp["3.2.1"]?.adherence, .supports)
        XCTAssertEqual(rollUp["1.3.2"]?.adherence, .supports)
        XCTAssertEqual(rollUp["1.4.3"]?.adherence, .notEvaluated, "nothing of the audit maps to it")
        XCTAssertEqual(rollUp["1.4.3"]?.remarks, "No item of this audit maps to this criterion.")
        XCTAssertEqual(rollUp["2.1.1"]?.adherence, .notEvaluated, "mapped items still untested")
        XCTAssertNil(ConformanceRollUp.supportedLevel(Array(rollUp.values)))
    }
}

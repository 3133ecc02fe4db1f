import XCTest
@testable import AuditbookKit

/// The pure rules behind `audit new`, `status`, the report's summary and the gate.
final class AuditRulesTests: XCTestCase {
    private func item(_ id: String, _ kind: ItemKind, _ severity: Severity? = nil, section: String = "Text",
                      tags: [String] = [], platforms: [String] = []) -> ChecklistItem {
        ChecklistItem(id: id, title: id, kind: kind, severity: severity, sectionPath: [section], tags: tags, platforms: platforms, line: 1)
    }

    func testDefaultSelectionAsksChecksWhereTheChecklistHasThem() {
        let items = [item("a", .rule), item("b", .check), item("c", .antiPattern), item("d", .check)]
        XCTAssertEqual(AuditRules.selectedItems(items, spec: AuditSpec(title: "t", checklists: ["x"])), [1, 3])
        let noChecks = [item("a", .rule), item("b", .principle), item("c", .antiPattern)]
        XCTAssertEqual(AuditRules.selectedItems(noChecks, spec: AuditSpec(title: "t", checklists: ["x"])), [0, 1, 2])
    }

    func testFiltersNarrowTheSelection() {
        let items = [item("a", .check, .critical, section: "Touch targets", tags: ["motor"], platforms: ["iOS"]),
                     item("b", .check, .low, section: "Colour", tags: ["vision"]),
                     item("c", .check, nil, section: "Touch", platforms: ["macOS"])]
        func select(_ spec: AuditSpec) -> [Int] { AuditRules.selectedItems(items, spec: spec) }
        XCTAssertEqual(select(AuditSpec(title: "t", checklists: ["x"], minimumSeverity: .high)), [0])
        XCTAssertEqual(select(AuditSpec(title: "t", checklists: ["x"], tags: ["VISION"])), [1])
        XCTAssertEqual(select(AuditSpec(title: "t", checklists: ["x"], sections: ["touch"])), [0, 2])
        XCTAssertEqual(select(AuditSpec(title: "t", checklists: ["x"], platform: .iOS)), [0, 1])
        XCTAssertEqual(select(AuditSpec(title: "t", checklists: ["x"], kinds: [.rule])), [])
    }

    func testRequirementGroupsFollowLinksThroughOtherItems() {
        let keys = AuditRules.requirementKeys(itemIDs: ["c", "b", "a", "z", "q"],
                                              links: [("b", "c"), ("a", "c"), ("q", "outside"), ("outside", "z")])
        XCTAssertEqual(keys, ["a": "a", "b": "a", "c": "a", "z": "z", "q": "q"])
    }

    func testScreenNamesAreTrimmedAndRefusedWhenAmbiguous() throws {
        XCTAssertEqual(try AuditRules.validScreenNames([" Login ", "Settings"]), ["Login", "Settings"])
        XCTAssertThrowsError(try AuditRules.validScreenNames(["Login", "login"]))
        XCTAssertThrowsError(try AuditRules.validScreenNames([Screen.appWideName.uppercased()]))
        XCTAssertThrowsError(try AuditRules.validScreenNames(["  "]))
    }

    func testTallyCountsCountedScreensAndRollsItemsUp() {
        let screens = [AuditTally.Screen(name: "Login", counted: true), AuditTally.Screen(name: "Settings", counted: true),
                       AuditTally.Screen(name: "App-wide", counted: false)]
        let items = [AuditTally.Item(id: "a", checklist: "x", requirement: "a", section: "x › Text"),
                     AuditTally.Item(id: "b", checklist: "x", requirement: "b", section: "x › Text"),
                     AuditTally.Item(id: "c", checklist: "y", requirement: "c", section: "y › Motion")]
        let answers = [AuditTally.Answer(screen: "Login", item: "a", outcome: .fail, impacts: [.blocking, .minor]),
                       AuditTally.Answer(screen: "Settings", item: "a", outcome: .pass, impacts: []),
                       AuditTally.Answer(screen: "Login", item: "b", outcome: .na, impacts: []),
                       AuditTally.Answer(screen: "Settings", item: "b", outcome: .na, impacts: []),
                       AuditTally.Answer(screen: "Settings", item: "c", outcome: .pass, impacts: []),
                       AuditTally.Answer(screen: "Nowhere", item: "c", outcome: .fail, impacts: [.major])]
        let tally = AuditTally(screens: screens, items: items, answers: answers)
        XCTAssertEqual(tally.items.map(\.conformance), [.fail, .na, .untested])
        XCTAssertEqual(tally.totals.total, 6)
        XCTAssertEqual(tally.totals.untested, 1)
        XCTAssertEqual(tally.conformance.fail, 1)
        XCTAssertEqual(tally.screenCounts[2].untested, 3, "an uncounted screen still has counts of its own")
        XCTAssertEqual(tally.failuresByImpact, ["blocking": 1, "major": 0, "minor": 1])
        XCTAssertEqual(tally.sections.map(\.name), ["x › Text", "y › Motion"])
        XCTAssertEqual(tally.sections[0].perScreen.map(\.fail), [1, 0])
        let status = AuditStatus(audit: "id", title: "T", screens: screens, tally: tally)
        XCTAssertEqual(status.screens.map(\.name), ["Login", "Settings"])
        XCTAssertEqual(status.screens[0].sections.map(\.counts.fail), [1, 0])
        XCTAssertEqual(status.screens[0].failuresByImpact["blocking"], 1)
        XCTAssertEqual(AuditTally.sectionName(checklist: "x", sectionPath: []), "x › (document)")
    }
}

/// Evidence files: only regular files, never more than the limit, whatever the limit asked.
final class EvidenceFileTests: XCTestCase {
    func testSpecialFilesAndOversizeFilesAreRefused() throws {
        let folder = try TestPaths.temporaryFolder()
        let fifo = folder.appendingPathComponent("pipe").path
        XCTAssertEqual(mkfifo(fifo, 0o600), 0)
        XCTAssertThrowsError(try EvidenceFile.load(fifo, limit: 1_000)) { error in
            XCTAssertTrue("\(error)".contains("not a regular file"), "\(error)")
        }
        XCTAssertThrowsError(try EvidenceFile.load("/dev/zero", limit: 1_000)) { error in
            XCTAssertTrue("\(error)".contains("a character device"), "\(error)")
        }
        let shot = folder.appendingPathComponent("shot.png")
        try Data(repeating: 7, count: 3_000).write(to: shot)
        XCTAssertThrowsError(try EvidenceFile.load(shot.path, limit: 2_000)) { error in
            XCTAssertEqual((error as? AuditbookError)?.underlying, .badInput(file: shot.path, reason: "is 0 MB, above the 0 MB evidence limit; shrink it"))
        }
        XCTAssertEqual(try EvidenceFile.load(shot.path, limit: Int.max).data.count, 3_000, "a limit beyond SQLite's is capped, not overflowed")
    }
}

@testable import AuditbookKit
@testable import AuditbookStore
@testable import AuditbookUseCases
import XCTest

final class DocumentLintTests: XCTestCase {
    func testEveryKindOfStructuralProblemIsFoundWithItsLine() throws {
        let findings = try ChecklistCompiler().analyze(path: TestPaths.fixture("lint-problems.md")).findings
        let byKind = Dictionary(grouping: findings, by: \.kind)
        XCTAssertEqual(byKind[.duplicateNumber]?.map(\.line), [11])
        XCTAssertEqual(byKind[.emptyRule]?.map(\.line), [15])
        XCTAssertEqual(byKind[.mixedSeverity]?.map(\.line), [17])
        XCTAssertEqual(byKind[.missingSeverity]?.map(\.line), [28])
        XCTAssertEqual(byKind[.missingSection]?.map(\.line), [34])
    }

    func testDamageIsReportedAsFindings() throws {
        let text = try TestPaths.fixtureText("guideline-wellformed.md")
        let damaged = DamageSimulator.misdecode(DamageSimulator.flatten(text), as: .windows1252)
        let document = try PreparedDocument.prepare(Data(damaged.utf8), name: "damaged.md")
        let kinds = Set(ChecklistCompiler().analyze(document, sourcePath: "damaged.md").findings.map(\.kind))
        XCTAssertTrue(kinds.isSuperset(of: [.flattened, .encoding]), "\(kinds)")
    }

    func testCleanDocumentHasNoFindings() throws {
        XCTAssertEqual(try ChecklistCompiler().analyze(path: TestPaths.fixture("guideline-wellformed.md")).findings, [])
        for document in BundledChecklists.documents {
            let prepared = try PreparedDocument.prepare(Data(document.text.utf8), name: document.name)
            XCTAssertEqual(ChecklistCompiler().analyze(prepared, sourcePath: document.name).findings, [], document.name)
        }
    }
}

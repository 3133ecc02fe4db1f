@testable import AuditbookKit
import Foundation
import XCTest

/// Front matter in the two notations guideline sites use: YAML between "---" lines, and TOML
/// between "+++" lines (Hugo, Zola).
final class FrontMatterTests: XCTestCase {
    func testTOMLFrontMatterIsReadAsYAMLIs() throws {
        let (frontMatter, body, warning) = FrontMatter.split("""
        +++
        title = "Switch guide"
        tags = ["controls", "settings"]
        [auditbook]
        requirements = ["Rules"]
        +++

        ## Rules

        """)
        XCTAssertNil(warning)
        XCTAssertEqual(frontMatter?["title"], "Switch guide")
        XCTAssertEqual(frontMatter?["tags"], "controls, settings")
        XCTAssertEqual(frontMatter?["auditbook.requirements"], "Rules")
        XCTAssertEqual(frontMatter?.lineCount, 6)
        XCTAssertTrue(body.hasPrefix("\n## Rules"))
    }

    func testTOMLFrontMatterTitlesTheChecklist() throws {
        let checklist = try ChecklistCompiler().compile(data: Data("""
        +++
        title = "Right-to-left review"
        date = 2024-07-19
        +++

        ## Layout

        - [ ] The layout mirrors for Arabic and Hebrew
        """.utf8), sourcePath: "rtl.md")
        XCTAssertEqual(checklist.title, "Right-to-left review")
        XCTAssertEqual(checklist.items.map(\.title), ["The layout mirrors for Arabic and Hebrew"])
        XCTAssertEqual(checklist.items.first?.line, 8)
    }

    func testBrokenTOMLIsNamedAndLeftOut() {
        let (frontMatter, body, warning) = FrontMatter.split("+++\ntitle = \"Unclosed\n+++\n\n- [ ] A line\n")
        XCTAssertEqual(frontMatter?.fields, [:])
        XCTAssertEqual(body, "\n- [ ] A line\n")
        XCTAssertTrue(warning?.hasPrefix("front matter is not valid TOML") == true, warning ?? "no warning")
    }
}

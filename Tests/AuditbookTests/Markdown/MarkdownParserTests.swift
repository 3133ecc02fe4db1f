@testable import AuditbookKit
import XCTest

final class MarkdownParserTests: XCTestCase {
    func testHeadingsListsTasksCodeAndTablesComeOutWithLines() {
        let text = """
            # Title

            ## 1. Section

            - [ ] open task
            - [x] done task

            ```swift
            let x = 1
            ```

            | a | b |
            |---|---|
            | 1 | 2 |
            """
        let blocks = MarkdownParser().parse(text)
        XCTAssertEqual(blocks.map(\.startLine), [1, 3, 5, 8, 12])
        XCTAssertEqual(blocks[0].kind, .heading(level: 1))
        XCTAssertEqual(blocks[1].text, "1. Section")
        guard case .list = blocks[2].kind else { return XCTFail("expected a list") }
        XCTAssertEqual(blocks[2].children.map(\.kind), [.item(task: .open), .item(task: .done)])
        XCTAssertEqual(blocks[2].children[0].children.first?.text, "open task")
        XCTAssertEqual(blocks[3].kind, .code(language: "swift"))
        XCTAssertEqual(blocks[3].text, "let x = 1\n")
        XCTAssertEqual(blocks[4].kind, .table)
        XCTAssertEqual(blocks[4].children.count, 2)
    }

    func testInlineMarkdownIsKept() {
        let blocks = MarkdownParser().parse("Use **bold**, `code` and [a link](https://example.com).")
        XCTAssertEqual(blocks.first?.text, "Use **bold**, `code` and [a link](https://example.com).")
        XCTAssertEqual(blocks.first?.plainText, "Use bold, code and a link.")
    }

    func testTenThousandNestedListLevelsFinishWithoutCrashing() {
        var text = ""
        for depth in 0..<10_000 { text += String(repeating: " ", count: depth * 2) + "- level \(depth)\n" }
        let start = Date()
        let blocks = MarkdownParser().parse(text)
        XCTAssertFalse(blocks.isEmpty)
        XCTAssertLessThan(Date().timeIntervalSince(start), 30)
    }

    func testNestedBlockQuotesAreCappedNotRecursed() {
        let text = String(repeating: ">", count: 5_000) + " deep"
        let blocks = MarkdownParser().parse(text)
        XCTAssertFalse(blocks.isEmpty)
        XCTAssertTrue(blocks[0].flattenedText.contains("deep"))
    }
}

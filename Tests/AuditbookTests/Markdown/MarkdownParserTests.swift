@testable import AuditbookKit
@testable import AuditbookStore
@testable import AuditbookUseCases
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

    /// Documents parsed on many threads at once come out as parsed alone: cmark-gfm's
    /// parsers share a table of inline characters (autolinks, strikethrough) that each one
    /// changes, so they parse one at a time.
    func testParsingOnManyThreadsGivesTheSameBlocks() {
        var text = "# Links\n\n"
        for index in 0..<200 {
            text += "- Guide \(index)：https://example.com/guides/\(index) and ~~old~~ www.example.org/\(index)\n"
            text += "\n| Check | Level |\n| --- | --- |\n| Label https://example.com/\(index) | AA |\n\n"
        }
        let document = text
        let alone = MarkdownParser().parse(document, parallelism: .serial)
        let results = Parallelism(jobs: 8).map(Array(0..<24)) { _ in MarkdownParser().parse(document, parallelism: .serial) }
        for blocks in results { XCTAssertTrue(blocks == alone, "a parse on another thread differed") }
    }

    func testInlineMarkdownIsKept() {
        let blocks = MarkdownParser().parse("Use **bold**, `code` and [a link](https://example.com).")
        XCTAssertEqual(blocks.first?.text, "Use **bold**, `code` and [a link](https://example.com).")
        XCTAssertEqual(blocks.first?.plainText, "Use bold, code and a link.")
    }

    /// An anchor that only names a place to link to (`<a name="x"></a>`, `<a id="x"/>`) shows
    /// nothing and is left out, and so are the tags of an element that only styles its words
    /// (`<span class="x">`, `<kbd>`); a linking anchor reads as the Markdown link it stands for.
    func testTargetAnchorsAndStylingTagsAreLeftOutOfTheText() {
        let blocks = MarkdownParser().parse("""
        ### <a name="labels"></a>Label every field

        <a id="top"/>Read the <a href="https://example.com">guide</a> and press <kbd>Tab</kbd>.

        ## <span class="rh">Further reading</span>
        """)
        XCTAssertEqual(blocks[0].text, "Label every field")
        XCTAssertEqual(blocks[1].text, "Read the [guide](https://example.com) and press Tab.")
        XCTAssertEqual(blocks[2].text, "Further reading")
    }

    func testTenThousandNestedListLevelsFinishWithoutCrashing() {
        var text = ""
        for depth in 0..<10_000 { text += String(repeating: " ", count: depth * 2) + "- level \(depth)\n" }
        let (blocks, seconds) = CPUTime.seconds { MarkdownParser().parse(text) }
        XCTAssertFalse(blocks.isEmpty)
        XCTAssertLessThan(seconds, 30, "processor time, all threads: a hang guard, not a speed line")
    }

    func testNestedBlockQuotesAreCappedNotRecursed() {
        let text = String(repeating: ">", count: 5_000) + " deep"
        let blocks = MarkdownParser().parse(text)
        XCTAssertFalse(blocks.isEmpty)
        XCTAssertTrue(blocks[0].flattenedText.contains("deep"))
    }

    /// Parsed in pieces side by side, a document gives exactly the blocks (and lines) it gives
    /// in one piece: on every document the project has, joined into one long text, and on
    /// texts built to make a cut go wrong.
    func testParsingInPiecesGivesTheSameBlocks() throws {
        var documents = BundledChecklists.documents.map(\.text)
        for name in ["guideline-wellformed.md", "guideline-numbered-checklist.md", "lint-problems.md", "accents-correct.md"] {
            documents.append(try TestPaths.fixtureText(name))
        }
        for prefix in ["000", "001", "002", "003", "004"] {
            guard let path = try? TestPaths.seed(prefix) else { continue }
            documents.append(try PreparedDocument.prepare(Data(contentsOf: URL(fileURLWithPath: path)), name: path).markdown)
        }
        let joined = documents.joined(separator: "\n")
        let tricky = [
            // A fence inside a list item, left open, misleads the fence count; the top-level
            // fence after it holds a heading line.
            "# A\n\n- item\n  ```\n  code\n\n# B\n\n```\n# not a heading\n```\n\n# C\n\ntext\n",
            // An HTML block takes in the line after it.
            "# A\n\n<div>\n# inside html\n</div>\n\n# B\n\ntext\n",
            // A link definition at the end serves a link at the start.
            "# A\n\nSee [the rule][r].\n\n# B\n\n[r]: https://example.com\n",
            // A table, a list and a block quote run right up to a heading.
            "# A\n\n| a | b |\n|---|---|\n| 1 | 2 |\n# B\n- one\n- two\n## C\n> quoted\n### D\ntext\n#### E\n",
            // Tilde fences, a longer closing run, and backticks in an info string.
            "# A\n~~~~\n# x\n~~~\n# y\n~~~~~\n# B\n``` a`b\n# C\n",
        ]
        for text in [joined] + tricky {
            let whole = MarkdownParser().parse(text, inPieces: 1)
            for count in 2...7 {
                XCTAssertEqual(MarkdownParser().parse(text, inPieces: count), whole, "\(count) pieces of \(text.prefix(60))")
            }
        }
        // The long text is really cut.
        let pieces = Array(joined.utf8).withUnsafeBufferPointer { MarkdownPieces.cut($0, into: 4) }
        XCTAssertEqual(pieces.count, 4)
    }

    /// Plain text drops the marks of emphasis, code and links, never what a code span says.
    func testPlainTextKeepsWhatCodeSpansSay() {
        XCTAssertEqual(MarkdownInline.plain("Required fields marked with `*`"), "Required fields marked with *")
        XCTAssertEqual(MarkdownInline.plain("Prefer `Button` over **`.onTapGesture`**"), "Prefer Button over .onTapGesture")
        XCTAssertEqual(MarkdownInline.plain("See [the guide](https://example.invalid/a_b) for `[x]` boxes"), "See the guide for [x] boxes")
        XCTAssertEqual(MarkdownInline.plain("Call `` `tick` `` and `__init__`"), "Call `tick` and __init__")
        XCTAssertEqual(MarkdownInline.plain("Max [X] characters, see [the scale][scale]"), "Max [X] characters, see the scale",
                       "a bracket that opens no link is text")
        XCTAssertEqual(MarkdownInline.plain("Use *emphasis* and _this_ but keep snake_case and 2 * 3"), "Use emphasis and this but keep snake_case and 2 * 3")
        XCTAssertEqual(MarkdownInline.plain("An unclosed ` tick"), "An unclosed  tick")
        XCTAssertEqual(MarkdownInline.plain("[View/focused(_:)](https://example.invalid/view/focused(_:)-4x2k) and more"),
                       "View/focused(_:) and more", "a link target holds balanced parentheses; an underscore between two marks is text")
        XCTAssertEqual(MarkdownInline.plain("_Note:_ keep **_both_** marks"), "Note: keep both marks")
        // An asterisk that marks no emphasis, as CommonMark reads it, is text.
        XCTAssertEqual(MarkdownInline.plain("Wrap it in #available(iOS 26.0, *)"), "Wrap it in #available(iOS 26.0, *)")
        XCTAssertEqual(MarkdownInline.plain("Use a ** b"), "Use a ** b")
        XCTAssertEqual(MarkdownInline.plain("**Label:** text and *this*, (*that*)"), "Label: text and this, (that)")
        XCTAssertEqual(MarkdownInline.plain("**“Quoted”** title"), "“Quoted” title")
    }
}

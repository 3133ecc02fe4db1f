import CCmarkGFM
import Foundation

/// Parses CommonMark with the GitHub extensions (tables, task lists, strikethrough,
/// autolinks) through the system cmark-gfm, and copies the result into `MarkdownBlock`s.
///
/// This is the only code that touches cmark pointers. The tree is walked with cmark's
/// iterator, never by recursion, so hostile nesting cannot exhaust the stack; containers
/// nested deeper than `maximumDepth` are folded into their ancestor.
public struct MarkdownParser: Sendable {
    public static let maximumDepth = 48

    /// Held while cmark-gfm parses (`parse`): its inline parsing reads a global table that
    /// every parser changes.
    private static let parsing = NSLock()

    public init() {}

    /// Registers cmark-gfm's extensions (global state in the C library) once; `parse` does
    /// it too, but code that parses on several threads calls this first.
    public static func prepare() {
        cmark_gfm_core_extensions_ensure_registered()
    }

    /// The document's blocks. A long document is cut before headings that no block can run
    /// across and its pieces are parsed side by side, one per job (`MarkdownPieces`).
    public func parse(_ text: String, parallelism: Parallelism = .allCores) -> [MarkdownBlock] {
        parse(text, inPieces: parallelism.forWork(.text(bytes: text.utf8.count)).jobs)
    }

    /// The blocks of Markdown that stands in a document from the line after `line` on
    /// (Markdown quoted inside it, such as a fenced sample): lines keep the document's numbers.
    func parse(_ text: String, afterLine line: Int) -> [MarkdownBlock] {
        cmark_gfm_core_extensions_ensure_registered()
        var source = text
        return source.withUTF8 { Self.parse($0, lineOffset: line, lineCount: nil)?.blocks ?? [] }
    }

    /// The document's blocks, parsed in up to `count` pieces side by side.
    func parse(_ text: String, inPieces count: Int) -> [MarkdownBlock] {
        cmark_gfm_core_extensions_ensure_registered()
        var source = text
        let pieces = source.withUTF8 { MarkdownPieces.cut($0, into: count) }
        guard pieces.count > 1 else { return source.withUTF8 { Self.parse($0, lineOffset: 0, lineCount: nil)?.blocks ?? [] } }
        // Each job reads its piece from its own copy of the (immutable, contiguous) string.
        let parsed = Parallelism(jobs: pieces.count).map(pieces) { piece in
            var text = text
            return text.withUTF8 { bytes in
                Self.parse(UnsafeBufferPointer(rebasing: bytes[piece.range]), lineOffset: piece.lineOffset, lineCount: piece.lineCount)
            }
        }
        // A piece that ended inside fenced code means the cut was wrong (the code ran on
        // into the next piece): parse the whole document instead.
        guard parsed.dropLast().allSatisfy({ $0?.endsInOpenFence == false }) else {
            return source.withUTF8 { Self.parse($0, lineOffset: 0, lineCount: nil)?.blocks ?? [] }
        }
        return parsed.flatMap { $0?.blocks ?? [] }
    }

    /// Parses UTF-8 whose first line is line `lineOffset + 1` of the document; for a piece
    /// that others follow (`lineCount` lines long), also says whether it ends in open fenced code.
    private static func parse(_ bytes: UnsafeBufferPointer<UInt8>, lineOffset: Int, lineCount: Int?,
                              readsEmbedded: Bool = true) -> (blocks: [MarkdownBlock], endsInOpenFence: Bool)? {
        guard let parser = cmark_parser_new(CMARK_OPT_DEFAULT) else { return nil }
        defer { cmark_parser_free(parser) }
        for name in ["table", "tasklist", "strikethrough", "autolink"] {
            if let ext = cmark_find_syntax_extension(name) {
                cmark_parser_attach_syntax_extension(parser, ext)
            }
        }
        // cmark-gfm adds its extensions' inline characters (":" and "w" of autolinks, "~") to
        // one global table while a parser reads inlines (a table row as it is fed, every
        // paragraph as it finishes), and takes them out after: a parser on another thread
        // meanwhile lost them, and its autolinks with them (seen as a 275 KB page's link lines
        // read as checks in 4 runs of 45). One parser at a time; the trees it makes are still
        // turned into blocks side by side.
        parsing.lock()
        bytes.withMemoryRebound(to: CChar.self) { chars in
            cmark_parser_feed(parser, chars.baseAddress, chars.count)
        }
        let finished = cmark_parser_finish(parser)
        parsing.unlock()
        guard let document = finished else { return nil }
        defer { cmark_node_free(document) }
        var blocks = unwrappingSetOffText(convert(document, lineOffset: lineOffset))
        if readsEmbedded { blocks = readingFencedDocuments(readingEmbeddedMarkdown(blocks)) }
        return (blocks, lineCount.map { MarkdownPieces.endsInOpenFence(document, bytes, lineCount: $0) } ?? false)
    }

    /// The blocks with each block quote that holds the document's own structure (a heading,
    /// or task lines: "> ### Keyboard checklist" over "> * [ ] …") replaced by its blocks:
    /// such a document sets its text off with ">", it quotes nobody. (A quotation, a note or
    /// a GitHub alert holds prose and stays a quote.)
    static func unwrappingSetOffText(_ blocks: [MarkdownBlock]) -> [MarkdownBlock] {
        guard blocks.contains(where: { $0.kind == .blockQuote }) else { return blocks }
        func holdsStructure(_ block: MarkdownBlock) -> Bool {
            block.isHeading || block.isList && block.children.contains { if case .item(task: .some) = $0.kind { return true } else { return false } }
        }
        return blocks.flatMap { block -> [MarkdownBlock] in
            guard block.kind == .blockQuote, block.children.contains(where: holdsStructure) else { return [block] }
            return unwrappingSetOffText(block.children)
        }
    }

    /// The blocks with each HTML block that holds a Markdown list (`EmbeddedMarkdown`)
    /// replaced by the blocks of that Markdown, at the block's own lines.
    private static func readingEmbeddedMarkdown(_ blocks: [MarkdownBlock]) -> [MarkdownBlock] {
        guard blocks.contains(where: { $0.kind == .html }) else { return blocks }
        return blocks.flatMap { block -> [MarkdownBlock] in
            guard block.kind == .html, var inner = EmbeddedMarkdown.source(of: block.text) else { return [block] }
            return inner.withUTF8 { parse($0, lineOffset: block.startLine - 1, lineCount: nil, readsEmbedded: false)?.blocks } ?? [block]
        }
    }

    /// The blocks with each Markdown fence that holds a whole rule file replaced by the
    /// blocks of the file after its front matter, at the fence's own lines: "Copy & paste the
    /// file content from below" over ```` ```markdown ```` , `---`, `globs: **/*.swift`, `---`,
    /// `# SwiftUI Rules`, `- Use structs …`. The page gives its rules to copy; they are what it
    /// states. (A fence of Markdown without front matter, a report template or a sample, stays
    /// code.)
    static func readingFencedDocuments(_ blocks: [MarkdownBlock]) -> [MarkdownBlock] {
        blocks.flatMap { block -> [MarkdownBlock] in
            guard case .code(let language?) = block.kind, ["markdown", "md", "mdc"].contains(language.lowercased()),
                  block.text.hasUTF8Prefix("---\n") else { return [block] }
            let lines = block.text.split(separator: "\n", omittingEmptySubsequences: false)
            guard let close = lines.dropFirst().prefix(30).firstIndex(where: { $0.trimmingSpaces() == "---" }),
                  lines[1..<close].allSatisfy({ $0.isEmpty || $0.containsASCII(":") }) else { return [block] }
            let body = lines[(close + 1)...]
            guard body.contains(where: { $0.hasUTF8Prefix("#") || $0.hasUTF8Prefix("- ") || $0.hasUTF8Prefix("* ") }) else { return [block] }
            var inner = body.joined(separator: "\n")
            // (The fence's first line is the block's; the file's lines start on the next.)
            return inner.withUTF8 { parse($0, lineOffset: block.startLine + close + 1, lineCount: nil, readsEmbedded: false)?.blocks } ?? [block]
        }
    }

    /// A container being filled: its block, and the UTF-8 of its inline text so far
    /// (converted to a String once, when the container closes).
    private struct OpenBlock {
        var block: MarkdownBlock
        var collectsInline: Bool
        var text: [UInt8] = []

        mutating func append(_ string: StaticString) {
            text.append(contentsOf: UnsafeBufferPointer(start: string.utf8Start, count: string.utf8CodeUnitCount))
        }

        mutating func append(_ cString: UnsafePointer<CChar>?) {
            guard let cString else { return }
            cString.withMemoryRebound(to: UInt8.self, capacity: 1) { bytes in
                text.append(contentsOf: UnsafeBufferPointer(start: bytes, count: strlen(cString)))
            }
        }

        mutating func appendText(_ string: String) {
            text.append(contentsOf: string.utf8)
        }

        /// The block with its inline text in place.
        func finished() -> MarkdownBlock {
            guard !text.isEmpty else { return block }
            var block = block
            var decoded = String(decoding: text, as: UTF8.self)
            if EmojiShortcode.mayHold(text) { decoded = EmojiShortcode.replacing(in: decoded) }
            if WikiLink.mayHold(text) { decoded = WikiLink.replacing(in: decoded) }
            block.text = trimInline(Permalink.mayHold(text) ? Permalink.removing(from: decoded) : decoded)
            return block
        }
    }

    /// An opening or closing tag of an element that styles the words inside it: `<span …>`,
    /// `</b>`, `<kbd>`, `<small>`, `<code>` (as a Markdown code span's backticks go).
    static func isStylingTag(_ tag: String) -> Bool {
        guard tag.hasUTF8Prefix("<"), tag.hasUTF8Suffix(">"), !tag.hasUTF8Suffix("/>"), tag.utf8.count <= 200 else { return false }
        let name = tag.dropFirst(tag.hasUTF8Prefix("</") ? 2 : 1).prefix { $0.isLetter }.lowercased()
        return stylingElements.contains(name)
    }

    private static let stylingElements: Set<String> = [
        "span", "b", "i", "em", "strong", "small", "u", "mark", "font", "abbr", "kbd", "sub", "sup", "cite", "ins", "del", "s",
        "code", "tt", "samp", "var",
    ]

    /// `<br>`, `<br/>`, `<br />` (any case).
    static func isLineBreakTag(_ tag: String) -> Bool {
        let tag = tag.lowercased().filter { $0 != " " }
        return tag == "<br>" || tag == "<br/>"
    }

    /// The address of `<a href="…">` (an opening tag with an address, double, single or no
    /// quotes), nil for any other tag.
    static func linkAddress(_ tag: String) -> String? {
        guard tag.hasUTF8Prefix("<a "), tag.hasUTF8Suffix(">"), !tag.hasUTF8Suffix("/>"), tag.utf8.count <= 500,
              let href = tag.range(of: "href=", options: .caseInsensitive) else { return nil }
        var rest = tag[href.upperBound...]
        if let quote = rest.first, quote == "\"" || quote == "'" {
            rest = rest.dropFirst()
            guard let end = rest.firstIndex(of: quote) else { return nil }
            return String(rest[..<end])
        }
        let address = rest.prefix { !$0.isWhitespace && $0 != ">" }
        return address.isEmpty ? nil : String(address)
    }

    /// `<a name="x">`, `<a id="x">`, `<a id="x"/>`: an anchor tag with a name or an id and no
    /// address.
    static func isTargetAnchor(_ tag: String) -> Bool {
        guard tag.hasUTF8Prefix("<a "), tag.hasUTF8Suffix(">"), tag.utf8.count <= 200 else { return false }
        let lowered = tag.lowercased()
        return !lowered.contains("href") && (lowered.contains("name=") || lowered.contains("id="))
    }

    private static func convert(_ document: OpaquePointer, lineOffset: Int) -> [MarkdownBlock] {
        guard let iterator = cmark_iter_new(document) else { return [] }
        defer { cmark_iter_free(iterator) }

        var stack = [OpenBlock(block: MarkdownBlock(kind: .blockQuote, startLine: 1, endLine: 1), collectsInline: false)]
        // Depth of cmark containers entered beyond maximumDepth (folded, not pushed).
        var folded = 0
        // Depth inside an inline container such as a link, to close its Markdown marks.
        var linkTargets: [UnsafePointer<CChar>?] = []
        // Open `<a …>` tags: an anchor whose tags are left out (nil, `<a name="…">`), or an
        // HTML link written as a Markdown one (its address).
        var htmlAnchors: [String?] = []

        while true {
            let event = cmark_iter_next(iterator)
            if event == CMARK_EVENT_DONE { break }
            guard let node = cmark_iter_get_node(iterator) else { continue }
            let type = cmark_node_get_type(node)
            let entering = event == CMARK_EVENT_ENTER
            let isBlock = (Int(type.rawValue) & Int(CMARK_NODE_TYPE_MASK)) == Int(CMARK_NODE_TYPE_BLOCK)

            if type == CMARK_NODE_DOCUMENT { continue }

            if isBlock {
                if entering {
                    guard let kind = blockKind(node, type) else { continue }
                    if stack.count > maximumDepth {
                        if isLeaf(type) { appendLeaf(node, kind, lineOffset: lineOffset, to: &stack[stack.count - 1].block) } else { folded += 1 }
                        continue
                    }
                    let start = lineOffset + Int(cmark_node_get_start_line(node))
                    let end = lineOffset + Int(cmark_node_get_end_line(node))
                    var block = MarkdownBlock(kind: kind, startLine: start, endLine: max(start, end))
                    switch kind {
                    case .code, .html:
                        block.text = literal(node)
                    default: break
                    }
                    let collects: Bool
                    switch kind {
                    case .heading, .paragraph, .tableCell: collects = true
                    default: collects = false
                    }
                    // Leaf blocks have no EXIT event.
                    if isLeaf(type) {
                        // A table written in HTML is the table it stands for.
                        if kind == .html, let table = HTMLTable.read(block) { block = table }
                        stack[stack.count - 1].block.children.append(block)
                    } else {
                        stack.append(OpenBlock(block: block, collectsInline: collects))
                    }
                } else {
                    guard !isLeaf(type), isConverted(node, type) else { continue }
                    if folded > 0 { folded -= 1; continue }
                    guard stack.count > 1 else { continue }
                    var finished = stack.removeLast().finished()
                    if case .item(task: nil) = finished.kind { readBallotBox(&finished) }
                    stack[stack.count - 1].block.children.append(finished)
                }
                continue
            }

            // Inline nodes: render into the nearest block that collects inline text.
            let target = stack.lastIndex(where: \.collectsInline) ?? stack.count - 1
            switch type {
            case CMARK_NODE_TEXT:
                stack[target].append(cmark_node_get_literal(node))
            case CMARK_NODE_HTML_INLINE:
                // `<a name="labels"></a>Labels`: an anchor that only names a place to link to
                // shows nothing, and the tags of an element that only styles its words
                // (`## <span class="rh">Further reading</span>`, `<kbd>Tab</kbd>`) leave the
                // words alone: neither is part of the text. In a heading no tag is: a site's
                // component there (`### NO_ROLE <Must />`, `## Errors <DevOnly />`) draws a
                // badge beside the title, and the words between tags are the title.
                // `<a href="…">words</a>` is a link like any other: its words, and its
                // address where links are kept.
                // (The tag is read as a String once, for all the questions asked of it.)
                guard let literal = cmark_node_get_literal(node) else { break }
                if case .heading = stack[target].block.kind {
                    // ("Checklist<br /><em>(10 points)</em>": the break parts the heading's words.)
                    if Self.isLineBreakTag(String(cString: literal)) { stack[target].append(" ") }
                    break
                }
                let tag = String(cString: literal)
                if Self.isTargetAnchor(tag) {
                    if !tag.containsUTF8("/>") { htmlAnchors.append(nil) }
                } else if let address = Self.linkAddress(tag) {
                    htmlAnchors.append(address)
                    stack[target].append("[")
                } else if stack[target].block.kind == .paragraph, Self.isLineBreakTag(tag) {
                    // "Say ‘Enter your name’.<br>" ends a line of the paragraph, as two spaces do.
                    stack[target].append("\n")
                } else if !htmlAnchors.isEmpty, tag == "</a>" {
                    if let address = htmlAnchors.removeLast() {
                        stack[target].append("](")
                        stack[target].appendText(address)
                        stack[target].append(")")
                    }
                } else if !Self.isStylingTag(tag) {
                    stack[target].append(literal)
                }
            case CMARK_NODE_CODE:
                let code = cmark_node_get_literal(node)
                let hasBacktick = code.map { strchr($0, Int32(UInt8(ascii: "`"))) != nil } ?? false
                stack[target].append(hasBacktick ? "`` " : "`")
                stack[target].append(code)
                stack[target].append(hasBacktick ? " ``" : "`")
            case CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK:
                stack[target].append("\n")
            case CMARK_NODE_EMPH:
                stack[target].append("*")
            case CMARK_NODE_STRONG:
                stack[target].append("**")
            case CMARK_NODE_LINK, CMARK_NODE_IMAGE:
                if entering {
                    stack[target].append(type == CMARK_NODE_IMAGE ? "![" : "[")
                    linkTargets.append(cmark_node_get_url(node))
                } else {
                    stack[target].append("](")
                    stack[target].append(linkTargets.popLast() ?? nil)
                    stack[target].append(")")
                }
            default:
                // Extension inlines (strikethrough) keep their text; marks are dropped.
                if entering { stack[target].append(cmark_node_get_literal(node)) }
            }
        }
        while stack.count > 1 {
            var finished = stack.removeLast().finished()
            if case .item(task: nil) = finished.kind { readBallotBox(&finished) }
            stack[stack.count - 1].block.children.append(finished)
        }
        return stack[0].block.children
    }

    /// "1. ☐ Labels are read aloud", "- ☑ …": a ballot box written as a character opens a
    /// task line as `[ ]` and `[x]` do; the box leaves the line's text. So does `[ ]` where
    /// cmark-gfm leaves it as text (a task line inside a block quote, "> * [ ] …").
    static func readBallotBox(_ item: inout MarkdownBlock) {
        guard let lead = item.children.first, lead.kind == .paragraph,
              let (mark, rest) = leadingBallotBox(Substring(lead.text)) else { return }
        item.children[0].text = String(rest)
        item.kind = .item(task: mark)
    }

    /// The ballot box that opens `text` ("☐", "☑", "[ ] ", "[x] ", "[✓] ") and the words
    /// after it; nil when no box opens it or nothing follows the box. (Also read on a
    /// heading: "### [ ] Every control has a label" is a task line written as one.)
    static func leadingBallotBox(_ text: Substring) -> (MarkdownBlock.TaskMark, Substring)? {
        guard let byte = text.utf8.first, byte == 0xE2 || byte == 0xF0 || byte == UInt8(ascii: "[") else { return nil }
        for (box, mark) in ballotBoxes where text.hasPrefix(box) {
            let rest = text.dropFirst(box.count).drop { $0 == " " }
            return rest.isEmpty ? nil : (mark, rest)
        }
        return nil
    }

    /// "☐ Labels are read aloud", "□ …": text opened by a ballot box written as a character
    /// and a space (a fence's checklist line written without a list marker).
    static func opensWithBallotBox(_ text: Substring) -> Bool {
        guard let byte = text.utf8.first, byte == 0xE2 || byte == 0xF0 else { return false }
        return ballotBoxes.contains { box, _ in box.utf8.first! >= 0xE2 && text.hasPrefix(box + " ") }
    }

    private static let ballotBoxes: [(String, MarkdownBlock.TaskMark)] = [
        ("☐", .open), ("⬜", .open), ("🔲", .open), ("□", .open), ("☑", .done), ("☒", .done),
        ("[ ] ", .open), ("[x] ", .done), ("[X] ", .done),
        // "- [✓] Every acceptance criterion met": a tick written inside the brackets.
        ("[✓] ", .done), ("[✔] ", .done), ("[✔️] ", .done), ("[√] ", .done), ("[✅] ", .done),
    ]

    /// Blocks that cmark's iterator enters but never exits.
    private static func isLeaf(_ type: cmark_node_type) -> Bool {
        type == CMARK_NODE_CODE_BLOCK || type == CMARK_NODE_HTML_BLOCK || type == CMARK_NODE_THEMATIC_BREAK
    }

    private static func appendLeaf(_ node: OpaquePointer, _ kind: MarkdownBlock.Kind, lineOffset: Int, to parent: inout MarkdownBlock) {
        // A leaf below the depth limit: keep its words in the ancestor as a paragraph.
        let line = lineOffset + Int(cmark_node_get_start_line(node))
        var block = MarkdownBlock(kind: .paragraph, startLine: line, endLine: line)
        if case .code = kind { block = MarkdownBlock(kind: kind, text: literal(node), startLine: line, endLine: line) }
        parent.children.append(block)
    }

    private static func blockKind(_ node: OpaquePointer, _ type: cmark_node_type) -> MarkdownBlock.Kind? {
        switch type {
        case CMARK_NODE_HEADING:
            return .heading(level: Int(cmark_node_get_heading_level(node)))
        case CMARK_NODE_PARAGRAPH:
            return .paragraph
        case CMARK_NODE_LIST:
            return .list(ordered: cmark_node_get_list_type(node) == CMARK_ORDERED_LIST,
                         start: Int(cmark_node_get_list_start(node)))
        case CMARK_NODE_ITEM:
            if typeString(node, is: "tasklist") {
                return .item(task: cmark_gfm_extensions_get_tasklist_item_checked(node) ? .done : .open)
            }
            return .item(task: nil)
        case CMARK_NODE_CODE_BLOCK:
            let info = cmark_node_get_fence_info(node).map { String(cString: $0) } ?? ""
            let language = info.split(separator: " ").first.map(String.init)
            return .code(language: language?.isEmpty == false ? language : nil)
        case CMARK_NODE_HTML_BLOCK:
            return .html
        case CMARK_NODE_THEMATIC_BREAK:
            return .thematicBreak
        case CMARK_NODE_BLOCK_QUOTE:
            return .blockQuote
        default:
            if typeString(node, is: "table") { return .table }
            if typeString(node, is: "table_header") { return .tableRow(header: true) }
            if typeString(node, is: "table_row") { return .tableRow(header: false) }
            if typeString(node, is: "table_cell") { return .tableCell }
            return nil
        }
    }

    /// Whether `blockKind` gives the node a kind (it was pushed when entered), without
    /// working the kind out again.
    private static func isConverted(_ node: OpaquePointer, _ type: cmark_node_type) -> Bool {
        switch type {
        case CMARK_NODE_HEADING, CMARK_NODE_PARAGRAPH, CMARK_NODE_LIST, CMARK_NODE_ITEM, CMARK_NODE_CODE_BLOCK,
             CMARK_NODE_HTML_BLOCK, CMARK_NODE_THEMATIC_BREAK, CMARK_NODE_BLOCK_QUOTE:
            return true
        default:
            return blockKind(node, type) != nil
        }
    }

    /// Whether cmark names the node's type `name` (extension nodes are told apart by name).
    private static func typeString(_ node: OpaquePointer, is name: StaticString) -> Bool {
        guard let type = cmark_node_get_type_string(node) else { return false }
        // A string literal's storage ends with a NUL, so strcmp may read it as a C string.
        return name.withUTF8Buffer { name in
            name.withMemoryRebound(to: CChar.self) { strcmp(type, $0.baseAddress!) == 0 }
        }
    }

    private static func literal(_ node: OpaquePointer) -> String {
        cmark_node_get_literal(node).map { String(cString: $0) } ?? ""
    }

    private static func trimInline(_ text: String) -> String {
        text.trimmingWhitespace()
    }
}

/// A link to a place on its own page whose words only say so (`[link](#spaces)`, `[¶](#top)`,
/// `[#](#x)`), written beside a rule so that readers can link to it: it is not part of the
/// text, and neither are the brackets around it ("(link) **Use two spaces.**").
enum Permalink {
    static let words: Set<String> = ["link", "permalink", "anchor", "¶", "#", "§", "🔗", "⚓"]

    /// Whether UTF-8 text holds "](#", the bytes every permalink has (told on the bytes:
    /// this runs for every block).
    static func mayHold(_ bytes: [UInt8]) -> Bool {
        guard bytes.count >= 4 else { return false }
        for index in 0..<(bytes.count - 2) where bytes[index] == UInt8(ascii: "]") {
            if bytes[index + 1] == UInt8(ascii: "("), bytes[index + 2] == UInt8(ascii: "#") { return true }
        }
        return false
    }

    static func removing(from text: String) -> String {
        guard text.containsUTF8("](#") else { return text }
        var result = ""
        var rest = text[...]
        while let close = rest.range(of: "](#") {
            guard let open = rest[..<close.lowerBound].lastIndex(of: "["),
                  words.contains(rest[rest.index(after: open)..<close.lowerBound].lowercased()),
                  let end = rest[close.upperBound...].firstIndex(of: ")") else {
                result += rest[..<close.upperBound]
                rest = rest[close.upperBound...]
                continue
            }
            var start = open
            var after = rest.index(after: end)
            // "(link)": the brackets go with it.
            if start > rest.startIndex, rest[rest.index(before: start)] == "(", after < rest.endIndex, rest[after] == ")" {
                start = rest.index(before: start)
                after = rest.index(after: after)
            }
            result += rest[..<start]
            rest = rest[after...]
            // (One space where the link stood between words.)
            if result.last?.isWhitespace ?? true { rest = rest.drop { $0 == " " } }
        }
        return result + rest
    }
}

/// Raw HTML as a document's text holds it.
enum HTMLMarkup {
    /// How many `<details>` elements the HTML opens, less those it closes.
    static func openedDetails(_ html: String) -> Int {
        guard html.contains("details") else { return 0 }
        let lowered = html.lowercased()
        return lowered.components(separatedBy: "<details").count - lowered.components(separatedBy: "</details").count
    }

    /// How many Do / Don't example containers the HTML opens, less those it closes: an MDX
    /// component named for them (`<DoDont>`, `<DoDontContainer>`, `<DoDontRow>`), whose
    /// `#### Do` and `#### Don't` headings label samples rather than open sections.
    static func openedExampleContainers(_ html: String) -> Int {
        guard html.utf8.count >= 7, html.range(of: "dodont", options: .caseInsensitive) != nil else { return 0 }
        var count = 0
        var rest = html[...]
        while let open = rest.firstIndex(of: "<") {
            let after = rest[rest.index(after: open)...]
            let closing = after.first == "/"
            let name = (closing ? after.dropFirst() : after).prefix { $0.isLetter || $0.isNumber }
            guard let end = after.firstIndex(of: ">") else { break }
            let selfClosing = after[..<end].hasUTF8Suffix("/")
            if name.lowercased().hasUTF8Prefix("dodont"), !selfClosing { count += closing ? -1 : 1 }
            rest = after[after.index(after: end)...]
        }
        return count
    }

    /// Whether the HTML opens a Do / Don't example container (`<DoDontContainer>`), closed
    /// in the same block or later.
    static func opensExampleContainer(_ html: String) -> Bool {
        // (A closing tag, "</DoDont>", has its slash before the name.)
        html.range(of: "<dodont", options: .caseInsensitive) != nil
    }

    /// What `exampleComponents` finds in one HTML block.
    typealias Components = (samples: [(correct: Bool, inner: Substring, caption: String?)], open: Bool?)

    /// The samples MDX writes as components (`<Do>` … `</Do>`, `<Dont>` … `</Dont>`, or
    /// `<DoDont type="do">` … `</DoDont>`): each one's verdict, its inside and the words of its
    /// `caption` attribute (`<Do caption="Name the action">`, a self-closing tag too), and the
    /// verdict of a tag left open for the blocks after.
    static func exampleComponents(_ html: String) -> Components {
        var samples: [(correct: Bool, inner: Substring, caption: String?)] = []
        var open: Bool?
        var rest = html[...]
        while let start = rest.firstIndex(of: "<") {
            let after = rest[rest.index(after: start)...]
            let name = after.prefix { $0.isLetter }
            guard let end = after.firstIndex(of: ">") else { break }
            let tag = after[..<end]
            let body = after[after.index(after: end)...]
            var correct: Bool? = name == "Do" ? true : name == "Dont" || name == "DoNot" ? false : nil
            if correct == nil, name == "DoDont", let type = attribute("type", in: tag)?.lowercased() {
                correct = type == "do" ? true : ["dont", "don't", "do-not"].contains(type) ? false : nil
            }
            if let correct {
                let caption = attribute("caption", in: tag)
                let selfClosing = tag.hasUTF8Suffix("/")
                if !selfClosing, let close = body.range(of: "</\(name)>") {
                    samples.append((correct, body[..<close.lowerBound], caption))
                    open = nil
                    rest = body[close.upperBound...]
                    continue
                }
                // (Self-closing, or left open for the blocks after, a picture between: its
                // caption is its words.)
                if let caption { samples.append((correct, body[..<body.startIndex], caption)) }
                if !selfClosing { open = correct }
            }
            rest = body
        }
        return (samples, open)
    }

    /// The value of an attribute in a tag's text (`name="…"` or `name='…'`, the name in any
    /// case, after a space), if the tag has it.
    static func attribute(_ name: String, in tag: Substring) -> String? {
        for quote in ["\"", "'"] {
            guard let start = tag.range(of: " " + name + "=" + quote, options: .caseInsensitive) else { continue }
            let value = tag[start.upperBound...]
            guard let end = value.firstIndex(of: Character(quote)) else { continue }
            return String(value[..<end])
        }
        return nil
    }

    /// The inside of the first `<name …>…</name>` element of `html`, if any.
    static func element(_ name: String, in html: Substring) -> Substring? {
        guard let open = html.range(of: "<\(name)"), let openEnd = html[open.upperBound...].firstIndex(of: ">"),
              let close = html.range(of: "</\(name)>", range: html.index(after: openEnd)..<html.endIndex) else { return nil }
        return html[html.index(after: openEnd)..<close.lowerBound]
    }

    /// Whether the HTML is only tags and comments, no words: `<details>`, `</details>`,
    /// `<!-- note to the authors -->` (a `<summary>` has words, and is not).
    static func isTagsOnly(_ html: String) -> Bool {
        var rest = html[...]
        while let first = rest.first {
            if first.isWhitespace {
                rest = rest.dropFirst()
            } else if rest.hasUTF8Prefix("<!--") {
                guard let end = rest.range(of: "-->") else { return false }
                rest = rest[end.upperBound...]
            } else if first == "<" {
                guard let end = rest.firstIndex(of: ">") else { return false }
                rest = rest[rest.index(after: end)...]
            } else {
                return false
            }
        }
        return true
    }
}

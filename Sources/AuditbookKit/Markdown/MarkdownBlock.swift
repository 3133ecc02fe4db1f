/// One block of a parsed Markdown document, copied out of cmark-gfm into plain Swift values.
///
/// `text` holds the block's inline content re-rendered as Markdown (headings, paragraphs,
/// table cells) or its literal (code, HTML). Line numbers are 1-based and refer to the text
/// that was parsed.
public struct MarkdownBlock: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        case heading(level: Int)
        case paragraph
        case list(ordered: Bool, start: Int)
        case item(task: TaskMark?)
        case code(language: String?)
        case table
        case tableRow(header: Bool)
        case tableCell
        case blockQuote
        case thematicBreak
        case html
    }

    /// The check box of a GFM task-list item.
    public enum TaskMark: Sendable, Equatable { case open, done }

    public var kind: Kind
    public var text: String
    public var children: [MarkdownBlock]
    public var startLine: Int
    public var endLine: Int

    public init(kind: Kind, text: String = "", children: [MarkdownBlock] = [], startLine: Int, endLine: Int) {
        self.kind = kind
        self.text = text
        self.children = children
        self.startLine = startLine
        self.endLine = endLine
    }

    /// The block's inline text with Markdown emphasis and code marks removed.
    public var plainText: String { MarkdownInline.plain(text) }

    /// A list (bulleted or numbered) or fenced / indented code, whatever its details.
    public var isList: Bool { if case .list = kind { return true } else { return false } }
    public var isOrderedList: Bool { if case .list(ordered: true, _) = kind { return true } else { return false } }
    public var isCode: Bool { if case .code = kind { return true } else { return false } }
    public var isHeading: Bool { if case .heading = kind { return true } else { return false } }

    /// A short paragraph on one line ending in a colon ("**Anti-patterns to flag:**",
    /// "Best practices:"): a label naming the list or code after it, not a statement.
    func isShortLabel(maxBytes: Int = 60) -> Bool {
        kind == .paragraph && text.utf8.count <= maxBytes && !text.containsASCII("\n")
            && plainText.trimmingSpaces().hasUTF8Suffix(":")
    }

    /// A list entry's first paragraph: the line a reader sees (its sub-lists, code and
    /// later paragraphs are its detail).
    public var leadParagraph: MarkdownBlock? { children.first { $0.kind == .paragraph } }

    /// The concatenated text of this block and everything inside it, one block a line.
    public var flattenedText: String {
        var parts: [String] = []
        var stack: [MarkdownBlock] = [self]
        while let block = stack.popLast() {
            if !block.text.isEmpty { parts.append(block.text) }
            stack.append(contentsOf: block.children.reversed())
        }
        return parts.joined(separator: "\n")
    }
}

/// Helpers for the inline Markdown kept in `MarkdownBlock.text`.
public enum MarkdownInline {
    /// Removes emphasis, strong and code-span marks and link targets, keeping the words. A
    /// code span's text is kept as written (`*`, `[x]`, `__init__`), and an asterisk with a
    /// space on both sides is a literal one, as CommonMark reads them.
    public static func plain(_ markdown: String) -> String {
        guard markdown.containsUTF8Byte(where: { $0 == UInt8(ascii: "*") || $0 == UInt8(ascii: "`") || $0 == UInt8(ascii: "_") || $0 == UInt8(ascii: "[") }) else {
            return markdown
        }
        // Every mark is ASCII, and no byte of a multi-byte scalar is ASCII, so the text is
        // read as UTF-8 bytes; scalars are decoded only beside an underscore.
        let bytes = Array(markdown.utf8)
        let tick = UInt8(ascii: "`"), space = UInt8(ascii: " ")
        func isSpaceOrEdge(_ index: Int) -> Bool { index < 0 || index >= bytes.count || bytes[index] == space || bytes[index] == UInt8(ascii: "\t") }
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        let literalStars = bytes.contains(UInt8(ascii: "*")) ? literalAsterisks(bytes) : []
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == tick {
                var run = index
                while run < bytes.count, bytes[run] == tick { run += 1 }
                let length = run - index
                // The closing run of as many backticks; without one the backticks are text.
                var close = run
                var found: Int?
                while close < bytes.count {
                    guard bytes[close] == tick else { close += 1; continue }
                    var end = close
                    while end < bytes.count, bytes[end] == tick { end += 1 }
                    if end - close == length { found = close; break }
                    close = end
                }
                guard let closing = found else {
                    index = run
                    continue
                }
                var content = bytes[run..<closing]
                if content.count >= 2, content.first == space, content.last == space, content.contains(where: { $0 != space }) {
                    content = content.dropFirst().dropLast()
                }
                out.append(contentsOf: content)
                index = closing + length
                continue
            }
            // Link targets go: [words](url) -> words
            // (A target may hold balanced parentheses: "(…/accessibilitylabel(_:)-1d7jv)".)
            if byte == UInt8(ascii: "]"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "("),
               let close = closingParenthesis(after: index + 1, in: bytes) {
                index = close + 1
                continue
            }
            // A reference link's label goes too: [words][ref] -> words
            if byte == UInt8(ascii: "]"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "["),
               let close = bytes[(index + 2)...].firstIndex(of: UInt8(ascii: "]")) {
                index = close + 1
                continue
            }
            // A bracket that opens a link goes with its target; one that opens no link
            // ("Max [X] characters", "[ ]") is text.
            if byte == UInt8(ascii: "["), opensLink(at: index, in: bytes) {
                index += 1
                continue
            }
            if byte == UInt8(ascii: "*") {
                if isSpaceOrEdge(index - 1) && isSpaceOrEdge(index + 1) && bytes.count > 1 || literalStars.contains(index) { out.append(byte) }
                index += 1
                continue
            }
            if byte == UInt8(ascii: "_") {
                // Keep snake_case underscores; drop emphasis underscores at word edges. One
                // between two marks ("label(_:)") opens and closes nothing: it is text.
                if index > 0, index + 1 < bytes.count, scalar(endingAt: index, in: bytes).isLetterOrNumber,
                   scalar(startingAt: index + 1, in: bytes).isLetterOrNumber {
                    out.append(byte)
                } else if index > 0, index + 1 < bytes.count, isLoneMark(bytes[index - 1]), isLoneMark(bytes[index + 1]) {
                    out.append(byte)
                }
                index += 1
                continue
            }
            out.append(byte)
            index += 1
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// The indices of asterisks that mark no emphasis, as CommonMark reads them: a run with
    /// spaces (or the text's edges) on both sides ("a ** b"), one that can only open with no
    /// run after it that can close ("#available(iOS 26.0, *)"), and one that can only close
    /// with no run before it that can open ("Price*"). Runs inside code spans are not told
    /// apart here: a code span's text is copied before any asterisk in it is looked at.
    static func literalAsterisks(_ bytes: [UInt8]) -> Set<Int> {
        let star = UInt8(ascii: "*")
        func isSpace(_ index: Int) -> Bool {
            index < 0 || index >= bytes.count || bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t")
                || bytes[index] == UInt8(ascii: "\n")
        }
        func isPunctuation(_ index: Int) -> Bool {
            guard index >= 0, index < bytes.count else { return false }
            let byte = bytes[index]
            return byte < 0x80 && !isSpace(index) && !(byte >= 0x30 && byte <= 0x39) && !(byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A)
        }
        // Each run: where it starts and ends, and whether it can open and close.
        var runs: [(start: Int, end: Int, opens: Bool, closes: Bool)] = []
        var index = 0
        while index < bytes.count {
            guard bytes[index] == star else { index += 1; continue }
            var end = index
            while end < bytes.count, bytes[end] == star { end += 1 }
            let before = index - 1, after = end
            let opens = !isSpace(after) && (!isPunctuation(after) || isSpace(before) || isPunctuation(before))
            let closes = !isSpace(before) && (!isPunctuation(before) || isSpace(after) || isPunctuation(after))
            runs.append((index, end, opens, closes))
            index = end
        }
        // (Whether a run after each can close, worked out once from the end: one pass each way.)
        var closerAfter = [Bool](repeating: false, count: runs.count + 1)
        for position in runs.indices.reversed() { closerAfter[position] = closerAfter[position + 1] || runs[position].closes }
        var literal: Set<Int> = []
        var earlierOpener = false
        for (position, run) in runs.enumerated() {
            let marksNothing = !run.opens && !run.closes
                || run.opens && !run.closes && !closerAfter[position + 1]
                || run.closes && !run.opens && !earlierOpener
            if marksNothing { literal.formUnion(run.start..<run.end) }
            if run.opens { earlierOpener = true }
        }
        return literal
    }

    /// ASCII punctuation other than an emphasis mark: beside an underscore on both sides,
    /// it leaves the underscore opening and closing nothing.
    private static func isLoneMark(_ byte: UInt8) -> Bool {
        byte < 0x80 && byte != UInt8(ascii: "_") && byte != UInt8(ascii: "*") && byte != UInt8(ascii: " ")
            && byte != UInt8(ascii: "\t") && byte != UInt8(ascii: "\n") && !(byte >= 0x30 && byte <= 0x39)
            && !(byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A)
    }

    /// The ")" that closes the "(" at `open`, parentheses inside counted; nil where none does.
    static func closingParenthesis(after open: Int, in bytes: [UInt8]) -> Int? {
        var depth = 0
        var index = open
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "("): depth += 1
            case UInt8(ascii: ")"):
                depth -= 1
                if depth == 0 { return index }
            case UInt8(ascii: " ") where depth > 1, UInt8(ascii: "\n"):
                // A space inside nested parentheses, or a line end, is no URL: fall back to the first ")".
                return bytes[(open + 1)...].firstIndex(of: UInt8(ascii: ")"))
            default: break
            }
            index += 1
        }
        return bytes[(open + 1)...].firstIndex(of: UInt8(ascii: ")"))
    }

    /// True when the "[" at `start` opens a link: its "]" (no other "[" before it) is
    /// followed by "(" or, for a reference link, "[".
    private static func opensLink(at start: Int, in bytes: [UInt8]) -> Bool {
        var index = start + 1
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "["): return false
            case UInt8(ascii: "]"):
                return index + 1 < bytes.count && (bytes[index + 1] == UInt8(ascii: "(") || bytes[index + 1] == UInt8(ascii: "["))
            default: index += 1
            }
        }
        return false
    }

    /// The scalar whose UTF-8 encoding ends just before `end`.
    private static func scalar(endingAt end: Int, in bytes: [UInt8]) -> Unicode.Scalar {
        var start = end - 1
        while start > 0, bytes[start] & 0xC0 == 0x80 { start -= 1 }
        return scalar(startingAt: start, in: bytes)
    }

    /// The scalar whose UTF-8 encoding starts at `start`.
    private static func scalar(startingAt start: Int, in bytes: [UInt8]) -> Unicode.Scalar {
        var decoder = UTF8()
        var iterator = bytes[start...].makeIterator()
        if case .scalarValue(let scalar) = decoder.decode(&iterator) { return scalar }
        return "\u{FFFD}"
    }
}

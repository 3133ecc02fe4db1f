import CCmarkGFM
import Foundation

/// Cuts a long Markdown text into pieces that cmark-gfm parses alone exactly as it parses
/// them together, so that they can be parsed side by side.
///
/// A piece starts at an ATX heading at the left margin ("## Title"). Such a line closes every
/// block open before it (a paragraph, list, block quote or table cannot run through it)
/// except fenced code and HTML blocks, and only link reference definitions reach across
/// blocks. So:
/// - fences are followed line by line (a run of three or more backticks or tildes indented
///   at most three spaces opens one; a run of the same character, as long or longer, with
///   nothing after it closes it) and no cut falls inside one. Fences inside list items can
///   mislead that, so the parser checks each piece: one that ends inside fenced code means
///   the cut was wrong, and the whole text is parsed in one piece instead;
/// - a text with a line that starts with `<` before a cut (an HTML block could take in the
///   heading), or with `]:` anywhere (a link reference definition applies to the whole
///   document), or with a carriage return (a line ending this count does not follow) is not
///   cut at all.
enum MarkdownPieces {
    struct Piece: Sendable {
        /// Byte offsets into the text.
        var range: Range<Int>
        /// Lines before the piece.
        var lineOffset: Int
        /// Lines in the piece, for all but the last (whose end is the text's).
        var lineCount: Int?
    }

    /// The pieces (about `count`, of about equal length), or none when the text cannot be
    /// cut safely.
    static func cut(_ bytes: UnsafeBufferPointer<UInt8>, into count: Int) -> [Piece] {
        guard count > 1, let base = bytes.baseAddress, !bytes.isEmpty,
              memchr(base, Int32(UInt8(ascii: "\r")), bytes.count) == nil, !containsLinkDefinitionMark(bytes) else { return [] }
        var cuts: [(offset: Int, line: Int)] = []
        var fence: (character: UInt8, length: Int)?
        var lineStart = 0, line = 0
        while lineStart < bytes.count, cuts.count < count - 1 {
            let end = memchr(base + lineStart, Int32(UInt8(ascii: "\n")), bytes.count - lineStart)
                .map { UnsafePointer($0.assumingMemoryBound(to: UInt8.self)) - base } ?? bytes.count
            let text = UnsafeBufferPointer(rebasing: bytes[lineStart..<end])
            var indent = 0
            while indent < text.count, text[indent] == UInt8(ascii: " ") || text[indent] == UInt8(ascii: "\t") { indent += 1 }
            if indent < text.count, text[indent] == UInt8(ascii: "<") { return [] }
            if let open = fence {
                if isClosingFence(text, character: open.character, length: open.length) { fence = nil }
            } else if let opened = openingFence(text) {
                fence = opened
            } else if line > 0, isHeading(text), lineStart >= (cuts.count + 1) * bytes.count / count {
                cuts.append((lineStart, line))
            }
            lineStart = end + 1
            line += 1
        }
        guard !cuts.isEmpty else { return [] }
        var pieces: [Piece] = []
        var previous = (offset: 0, line: 0)
        for cut in cuts {
            pieces.append(Piece(range: previous.offset..<cut.offset, lineOffset: previous.line, lineCount: cut.line - previous.line))
            previous = cut
        }
        pieces.append(Piece(range: previous.offset..<bytes.count, lineOffset: previous.line, lineCount: nil))
        return pieces
    }

    /// Whether the parsed piece (of `lineCount` lines) ends inside fenced code at the top
    /// level: code that the document's next piece would have continued.
    static func endsInOpenFence(_ document: OpaquePointer, _ bytes: UnsafeBufferPointer<UInt8>, lineCount: Int) -> Bool {
        guard let last = cmark_node_last_child(document), cmark_node_get_type(last) == CMARK_NODE_CODE_BLOCK else { return false }
        var length: Int32 = 0, offset: Int32 = 0
        var character: CChar = 0
        guard cmark_node_get_fenced(last, &length, &offset, &character) != 0 else { return false }
        // Fenced code ends at its closing fence or, open, at the last line of the piece.
        var end = bytes.count
        if end > 0, bytes[end - 1] == UInt8(ascii: "\n") { end -= 1 }
        var start = end
        while start > 0, bytes[start - 1] != UInt8(ascii: "\n") { start -= 1 }
        let lastLine = Int(cmark_node_get_end_line(last))
        guard lastLine >= lineCount else { return false }
        if Int(cmark_node_get_start_line(last)) == lastLine { return true }
        return !isClosingFence(UnsafeBufferPointer(rebasing: bytes[start..<end]), character: UInt8(bitPattern: character), length: Int(length))
    }

    /// "```swift" or "~~~": the fence character and the length of the run.
    private static func openingFence(_ line: UnsafeBufferPointer<UInt8>) -> (character: UInt8, length: Int)? {
        let (indent, character, length) = fenceRun(line)
        guard indent <= 3, length >= 3 else { return nil }
        // A backtick fence's info string has no backtick.
        if character == UInt8(ascii: "`"), line[(indent + length)...].contains(UInt8(ascii: "`")) { return nil }
        return (character, length)
    }

    private static func isClosingFence(_ line: UnsafeBufferPointer<UInt8>, character: UInt8, length: Int) -> Bool {
        let (indent, found, run) = fenceRun(line)
        return indent <= 3 && found == character && run >= length
            && line[(indent + run)...].allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
    }

    /// The spaces before a line's first character, that character if it is a backtick or a
    /// tilde, and how many times it repeats.
    private static func fenceRun(_ line: UnsafeBufferPointer<UInt8>) -> (indent: Int, character: UInt8, length: Int) {
        var indent = 0
        while indent < line.count, line[indent] == UInt8(ascii: " ") { indent += 1 }
        guard indent < line.count, line[indent] == UInt8(ascii: "`") || line[indent] == UInt8(ascii: "~") else { return (indent, 0, 0) }
        var end = indent
        while end < line.count, line[end] == line[indent] { end += 1 }
        return (indent, line[indent], end - indent)
    }

    /// "# Title" to "###### Title" at the left margin.
    private static func isHeading(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
        var marks = 0
        while marks < line.count, line[marks] == UInt8(ascii: "#") { marks += 1 }
        guard (1...6).contains(marks) else { return false }
        return marks == line.count || line[marks] == UInt8(ascii: " ") || line[marks] == UInt8(ascii: "\t")
    }

    /// Whether "]:" occurs anywhere: the mark of a link reference definition.
    private static func containsLinkDefinitionMark(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return false }
        var position = 0
        while position < bytes.count, let found = memchr(base + position, Int32(UInt8(ascii: "]")), bytes.count - position) {
            let index = UnsafePointer(found.assumingMemoryBound(to: UInt8.self)) - base
            if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: ":") { return true }
            position = index + 1
        }
        return false
    }
}

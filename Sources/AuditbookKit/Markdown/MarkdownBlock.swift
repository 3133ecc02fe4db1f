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
    /// Removes emphasis, strong and code-span marks and link targets, keeping the words.
    public static func plain(_ markdown: String) -> String {
        guard markdown.utf8.contains(where: { $0 == UInt8(ascii: "*") || $0 == UInt8(ascii: "`") || $0 == UInt8(ascii: "_") || $0 == UInt8(ascii: "[") }) else {
            return markdown
        }
        // Every mark is ASCII, so the text is read as scalars rather than characters.
        let scalars = Array(markdown.unicodeScalars)
        // Drop link targets: [words](url) -> words
        var cleaned: [Unicode.Scalar] = []
        cleaned.reserveCapacity(scalars.count)
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "]", index + 1 < scalars.count, scalars[index + 1] == "(",
               let close = scalars[(index + 2)...].firstIndex(of: ")") {
                index = close + 1
                continue
            }
            if scalar != "[" { cleaned.append(scalar) }
            index += 1
        }
        var out = String.UnicodeScalarView()
        for (i, scalar) in cleaned.enumerated() {
            if scalar == "*" || scalar == "`" { continue }
            if scalar == "_" {
                // Keep snake_case underscores; drop emphasis underscores at word edges.
                if i > 0, i + 1 < cleaned.count, cleaned[i - 1].isLetterOrNumber, cleaned[i + 1].isLetterOrNumber {
                    out.append(scalar)
                }
                continue
            }
            out.append(scalar)
        }
        return String(out)
    }
}

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
        guard markdown.contains(where: { $0 == "*" || $0 == "`" || $0 == "_" || $0 == "[" }) else {
            return markdown
        }
        var out = ""
        out.reserveCapacity(markdown.count)
        var chars = Array(markdown)
        var index = 0
        // Drop link targets: [words](url) -> words
        var cleaned: [Character] = []
        cleaned.reserveCapacity(chars.count)
        while index < chars.count {
            let c = chars[index]
            if c == "]", index + 1 < chars.count, chars[index + 1] == "(",
               let close = chars[(index + 2)...].firstIndex(of: ")") {
                index = close + 1
                continue
            }
            if c == "[" {
                index += 1
                continue
            }
            cleaned.append(c)
            index += 1
        }
        chars = cleaned
        for (i, c) in chars.enumerated() {
            if c == "*" || c == "`" { continue }
            if c == "_" {
                // Keep snake_case underscores; drop emphasis underscores at word edges.
                let before = i > 0 ? chars[i - 1] : " "
                let after = i + 1 < chars.count ? chars[i + 1] : " "
                if before.isLetter || before.isNumber, after.isLetter || after.isNumber {
                    out.append(c)
                }
                continue
            }
            out.append(c)
        }
        return out
    }
}

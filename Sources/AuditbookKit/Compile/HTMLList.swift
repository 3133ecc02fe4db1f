import Foundation

/// A raw HTML list (`<ul>` / `<ol>` with `<li>` entries) in a Markdown document, read as the
/// Markdown list it stands for, so its entries are read like any other list's.
enum HTMLList {
    /// The list an HTML block holds at its top level, or nil when it holds none. Entries keep
    /// their inline tags' text, bold and code as Markdown marks; nested lists are left out
    /// (they are detail of an entry).
    static func read(_ block: MarkdownBlock) -> MarkdownBlock? {
        let html = block.text
        guard html.containsUTF8("<li") || html.containsUTF8("<LI") else { return nil }
        let ordered = html.range(of: "<ol", options: .caseInsensitive).map { olRange in
            html.range(of: "<ul", options: .caseInsensitive).map { olRange.lowerBound < $0.lowerBound } ?? true
        } ?? false
        var entries: [MarkdownBlock] = []
        var depth = 0
        var current: String?
        var currentLine = block.startLine
        var line = block.startLine
        var index = html.startIndex
        while index < html.endIndex {
            let character = html[index]
            if character == "\n" { line += 1 }
            guard character == "<", let close = html[index...].firstIndex(of: ">") else {
                if depth == 1, current != nil { current!.append(character) }
                index = html.index(after: index)
                continue
            }
            let tag = html[html.index(after: index)..<close].lowercased()
            let name = tag.drop { $0 == "/" }.prefix { $0.isLetter }
            let closing = tag.hasUTF8Prefix("/")
            switch name {
            case "ul", "ol":
                if closing { depth -= 1 } else { depth += 1 }
            case "li" where depth == 1:
                if let text = current { entries.append(entry(text, line: currentLine)) }
                current = closing ? nil : ""
                currentLine = line
            case "br" where depth == 1 && current != nil, "p" where depth == 1 && current != nil:
                current?.append(" ")
            // "<li><strong>Design for stress.</strong> People under …": the bold and code an
            // entry is written with, as Markdown writes them, so a bold lead is its title.
            case "strong" where depth == 1 && current != nil, "b" where depth == 1 && current != nil:
                current?.append("**")
            case "code" where depth == 1 && current != nil:
                current?.append("`")
            default:
                break
            }
            index = html.index(after: close)
        }
        if let text = current { entries.append(entry(text, line: currentLine)) }
        let filled = entries.filter { !$0.children[0].text.isEmpty }
        guard !filled.isEmpty else { return nil }
        return MarkdownBlock(kind: .list(ordered: ordered, start: 1), children: filled, startLine: block.startLine, endLine: block.endLine)
    }

    /// The text of the paragraph the HTML block writes just before its list ("<p>It is divided
    /// into 9 sections that any store has:</p>" over `<ol>`), tags left out; nil when the list
    /// opens the block.
    static func leadText(_ block: MarkdownBlock) -> String? {
        let html = block.text
        let opening = [html.range(of: "<ol", options: .caseInsensitive), html.range(of: "<ul", options: .caseInsensitive)]
            .compactMap { $0?.lowerBound }.min()
        guard let opening else { return nil }
        var before = html[..<opening]
        if let paragraph = before.range(of: "<p", options: [.caseInsensitive, .backwards]) { before = before[paragraph.lowerBound...] }
        var text = ""
        var inTag = false
        for character in before {
            if character == "<" { inTag = true } else if character == ">" { inTag = false } else if !inTag { text.append(character) }
        }
        let plain = decode(text).split(whereSeparator: \.isWhitespace).joined(separator: " ")
        return plain.isEmpty ? nil : plain
    }

    private static func entry(_ html: String, line: Int) -> MarkdownBlock {
        let text = decode(html).split(whereSeparator: \.isWhitespace).joined(separator: " ")
        return MarkdownBlock(kind: .item(task: nil), children: [MarkdownBlock(kind: .paragraph, text: text, startLine: line, endLine: line)],
                             startLine: line, endLine: line)
    }

    /// The five character references every HTML list uses, and numeric ones.
    static func decode(_ text: String) -> String {
        guard text.containsASCII("&") else { return text }
        var result = text.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
            .replacingOccurrences(of: "&nbsp;", with: " ")
        while let start = result.range(of: "&#"), let end = result[start.upperBound...].firstIndex(of: ";"),
              let value = UInt32(result[start.upperBound..<end]), let scalar = Unicode.Scalar(value) {
            result.replaceSubrange(start.lowerBound...end, with: String(Character(scalar)))
        }
        return result.replacingOccurrences(of: "&amp;", with: "&")
    }
}

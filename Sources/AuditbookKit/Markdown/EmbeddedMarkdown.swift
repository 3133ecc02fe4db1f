import Foundation

/// Markdown written inside an HTML or MDX component block:
///
///     <Group>
///       <Do title="Do" />
///         - Name layers after what they show
///     </Group>
///
/// CommonMark reads the whole block as raw HTML (it runs to the next blank line), so the
/// lists a design system writes inside its components would be lost. A block whose lines
/// between the tags hold a Markdown list is read again as Markdown: each line that is only
/// tags becomes a blank line, or a bold label when its tag carries a `title` (the component's
/// visible heading: "Do", "Don't", "Note") or is named for a verdict (`<Dos>`, `<Donts>`), and each run of other lines loses its common indentation.
/// Lines keep their numbers, so items point at the document's own lines. A block of tags alone
/// with a title (the list after it, past a blank line) is that label.
enum EmbeddedMarkdown {
    /// The Markdown inside an HTML block's text, line for line, or nil when the block holds
    /// no Markdown list (plain HTML, a comment, a script) and stays raw HTML.
    static func source(of html: String) -> String? {
        let trimmedStart = html.drop { $0 == " " }
        for raw in ["<!--", "<script", "<style", "<pre", "<textarea", "<?", "<![CDATA["] where trimmedStart.lowercased().hasPrefix(raw) {
            return nil
        }
        let lines = html.split(separator: "\n", omittingEmptySubsequences: false)
        var hasContent = false
        var hasList = false
        for line in lines where !isTagsOnly(line) {
            let rest = line.drop { $0 == " " }
            guard !rest.isEmpty else { continue }
            hasContent = true
            if startsListItem(rest) { hasList = true }
        }
        // A component alone (`<Do title="Do" />` with the list after a blank line) is its label.
        if !hasContent, let label = lines.lazy.compactMap({ title(in: $0) }).first { return "**\(label)**" }
        guard hasList else { return nil }
        // Each run of lines between tags loses its own common indentation: a list nested
        // deep in components and a sentence after them at the margin are both top level.
        var result: [String] = []
        result.reserveCapacity(lines.count)
        var run: [Substring] = []
        func flush() {
            let indent = run.filter { !$0.allSatisfy { $0 == " " } }.map { $0.prefix { $0 == " " }.count }.min() ?? 0
            result += run.map { String($0.dropFirst(min(indent, $0.prefix { $0 == " " }.count))) }
            run = []
        }
        for line in lines {
            if isTagsOnly(line) {
                flush()
                result.append((title(in: line) ?? verdictComponent(line)).map { "**\($0)**" } ?? "")
            } else {
                run.append(line)
            }
        }
        flush()
        return result.joined(separator: "\n")
    }

    /// A line that is one or more tags and nothing else ("<Group>", "</Group>", "<Do title="Do" />").
    private static func isTagsOnly(_ line: Substring) -> Bool {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        guard trimmed.hasUTF8Prefix("<"), trimmed.hasUTF8Suffix(">") else { return false }
        // Text between tags ("<b>Note</b> read this") is content.
        var depth = 0
        for character in trimmed {
            if character == "<" { depth += 1 } else if character == ">" { depth = max(0, depth - 1) } else if depth == 0, !character.isWhitespace { return false }
        }
        return true
    }

    private static func startsListItem(_ text: Substring) -> Bool {
        for marker in ["- ", "* ", "+ "] where text.hasPrefix(marker) { return true }
        let digits = text.prefix { $0.isASCII && $0.isNumber }
        guard !digits.isEmpty, digits.count <= 3 else { return false }
        let after = text.dropFirst(digits.count)
        return after.hasUTF8Prefix(". ") || after.hasUTF8Prefix(") ")
    }

    /// "Do" or "Don't" for a line that opens a component named for one (Storybook's `<Dos>`
    /// and `<Donts>` inside `<Guidelines>`, `<Do>`, `<Dont>`, `<DoNot>`): the label its list
    /// stands under.
    private static func verdictComponent(_ line: Substring) -> String? {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        guard trimmed.hasUTF8Prefix("<"), !trimmed.hasUTF8Prefix("</"), !trimmed.hasUTF8Suffix("/>"),
              trimmed.dropFirst().firstIndex(of: "<") == nil else { return nil }
        switch trimmed.dropFirst().prefix(while: { $0.isLetter }).lowercased() {
        case "do", "dos": return "Do"
        case "dont", "donts", "donot": return "Don't"
        default: return nil
        }
    }

    /// The `title` attribute of a line's tag: the heading the component shows.
    private static func title(in line: Substring) -> String? {
        for quote in ["\"", "'"] {
            guard let start = line.range(of: "title=" + quote) else { continue }
            let rest = line[start.upperBound...]
            guard let end = rest.firstIndex(of: Character(quote)) else { continue }
            let value = rest[..<end].trimmingCharacters(in: .whitespaces)
            return value.isEmpty ? nil : HTMLList.decode(value)
        }
        return nil
    }
}

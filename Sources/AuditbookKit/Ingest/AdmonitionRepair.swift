/// Admonitions as Python-Markdown and MkDocs write them: a line `!!! note "Title"` (or a
/// collapsible `??? tip`, `???+ warning`) over a body indented four spaces.
///
///     !!! dont "Don't"
///         Hide the only way back behind a gesture.
///
/// CommonMark knows no admonition: it reads the opening line as a paragraph that the body
/// runs on into, or, after a blank line, reads the body as indented code, so a page's
/// Do / Don't boxes became code examples and made the page look as though it marked its
/// requirements in code. An admonition is a box set apart from the text, which CommonMark
/// writes as a block quote: outside fenced code each one becomes a block quote that opens
/// with its title in bold (the type, capitalised, where it has no title; nothing where its
/// title is `""`) and holds its body, unindented, admonitions inside it read the same way.
/// A titled admonition of a type GitHub's alerts have (`!!! warning "Never rely on colour
/// alone"`) keeps its type as an alert's marker before the title, `> [!WARNING] **Never
/// rely on colour alone**`: a warning stays a warning whatever its title says. Every line
/// keeps its number, and the change is reported.
///
/// Docusaurus and VitePress fence theirs with colons instead, the body unindented:
///
///     :::tip Keep it short
///     Two words make the best label.
///     :::
///
/// (`:::tip[Title]` too; an outer one uses more colons than those inside it.) Each is read
/// the same way, its closing line left blank.
struct AdmonitionRepair {
    func repair(_ text: String) -> (text: String, repairs: [Repair]) {
        // Nearly every document has no admonition: two searches say so.
        guard text.containsUTF8("!!! ") || text.containsUTF8("??? ") || text.containsUTF8("???+ ") || text.containsUTF8(":::")
        else { return (text, []) }
        let lines = text.lineSlices().map(String.init)
        var opened: [Int] = []
        let rewritten = Self.rewrite(lines, from: 0, opened: &opened)
        guard !opened.isEmpty else { return (text, []) }
        let repair = Repair(kind: .admonitions, count: opened.count, lines: opened.map { $0 + 1 },
                            detail: "admonitions (!!! note \"Title\" over an indented body, :::note … :::) were read as block quotes opening with their title in bold")
        return (rewritten.joined(separator: "\n"), [repair])
    }

    /// `lines` with every admonition outside fenced code made a block quote; `opened` gets
    /// the index of each one's opening line (plus `firstLine`, the index of `lines[0]`).
    static func rewrite(_ lines: [String], from firstLine: Int, opened: inout [Int]) -> [String] {
        var out: [String] = []
        out.reserveCapacity(lines.count)
        var code = FenceTracker()
        var index = 0
        while index < lines.count {
            let line = lines[index]
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            if code.isCode(trimmed) {
                out.append(line)
                index += 1
                continue
            }
            // (Spaces and tabs are a byte each: the bytes count them without a pass over the
            // line's Characters.)
            let indent = line.utf8.count - trimmed.utf8.count
            // ":::tip Title" … ":::": the body runs to the line of as many colons.
            if indent <= 3, let fenced = Self.colonFence(ofOpening: trimmed),
               let close = Self.closingColonFence(fenced.colons, in: lines, after: index) {
                opened.append(firstLine + index)
                let inner = Self.rewrite(Array(lines[(index + 1)..<close]), from: firstLine + index + 1, opened: &opened)
                let margin = String(line.prefix(indent))
                out.append(margin + Self.quoteOpening(type: fenced.type, title: fenced.title))
                for bodyLine in inner { out.append(bodyLine.isEmpty ? ">" : "> " + bodyLine) }
                out.append("")
                index = close + 1
                continue
            }
            guard indent <= 3, let opening = Self.opening(trimmed) else {
                out.append(line)
                index += 1
                continue
            }
            // The body: the lines indented four columns further, blank lines among them.
            var end = index + 1
            var lastIndented = index
            while end < lines.count {
                if lines[end].allSatisfy({ $0 == " " || $0 == "\t" }) {
                    end += 1
                } else if Self.columns(leading: lines[end]) >= indent + 4 {
                    lastIndented = end
                    end += 1
                } else {
                    break
                }
            }
            let body = lines[(index + 1)..<(lastIndented + 1)].map { Self.dropColumns(indent + 4, from: $0) }
            opened.append(firstLine + index)
            let inner = Self.rewrite(Array(body), from: firstLine + index + 1, opened: &opened)
            let margin = String(line.prefix(indent))
            out.append(margin + Self.quoteOpening(type: opening.type, title: opening.title))
            for bodyLine in inner { out.append(margin + (bodyLine.isEmpty ? ">" : "> " + bodyLine)) }
            index = lastIndented + 1
        }
        return out
    }

    /// The block quote's first line for an admonition of `type` titled `title` (without the
    /// margin): its title in bold, after an alert's marker where the type is one of GitHub's
    /// alerts and the title is the writer's own; ">" alone for no title.
    static func quoteOpening(type: Substring, title: String) -> String {
        guard !title.isEmpty else { return ">" }
        if let kind = alertKinds[type.lowercased()], title != typeTitle(type) { return "> [!\(kind)] **" + title + "**" }
        return "> **" + title + "**"
    }

    /// Admonition types by the GitHub alert each is (Python-Markdown's, MkDocs Material's and
    /// Docusaurus's names for them).
    private static let alertKinds: [String: String] = [
        "note": "NOTE", "info": "NOTE", "tip": "TIP", "hint": "TIP", "important": "IMPORTANT",
        "warning": "WARNING", "attention": "WARNING", "caution": "CAUTION", "danger": "CAUTION", "error": "CAUTION",
    ]

    /// The type and title an admonition's opening line gives it (`!!! tip "Keep it short"`:
    /// "tip", "Keep it short"; `??? warning`: "warning", "Warning"; `!!! note ""`: "note",
    /// none, ""), or nil when the line opens none.
    static func opening(_ line: Substring) -> (type: Substring, title: String)? {
        let marker = ["???+ ", "!!! ", "??? "].first { line.hasPrefix($0) }
        guard let marker else { return nil }
        let rest = line.dropFirst(marker.count).drop { $0 == " " }
        let type = rest.prefix { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_" || $0 == "-") }
        guard type.first?.isLetter == true else { return nil }
        // Further classes ("!!! note inline end"), then the title in quotes, if any.
        let after = rest.dropFirst(type.count)
        guard after.isEmpty || after.first == " " else { return nil }
        let words = after.trimmingSpaces()
        if let quote = words.firstIndex(of: "\"") {
            let quoted = words[words.index(after: quote)...]
            guard quoted.hasUTF8Suffix("\""),
                  words[..<quote].allSatisfy({ $0 == " " || $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" }) else { return nil }
            return (type, String(quoted.dropLast()))
        }
        guard words.allSatisfy({ $0 == " " || $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" }) else { return nil }
        return (type, typeTitle(type))
    }

    /// An admonition's type as its title: "good_practice" is "Good practice".
    static func typeTitle(_ type: Substring) -> String {
        guard let first = type.first else { return "" }
        return first.uppercased() + type.dropFirst().map { $0 == "_" || $0 == "-" ? " " : $0 }
    }

    /// An admonition's opening line fenced with colons: how many, its type and its title
    /// (`:::tip Keep it short` and `:::tip[Keep it short]`: "tip", "Keep it short"; `:::
    /// warning`: "warning", "Warning"); nil when the line opens none (`:::` alone closes one;
    /// `::: {.note}` names no type).
    static func colonFence(ofOpening line: Substring) -> (colons: Int, type: Substring, title: String)? {
        let colons = line.prefix { $0 == ":" }.count
        guard colons >= 3 else { return nil }
        let rest = line.dropFirst(colons).drop { $0 == " " }
        let type = rest.prefix { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_" || $0 == "-") }
        guard type.first?.isLetter == true else { return nil }
        var title = rest.dropFirst(type.count).trimmingSpaces()[...]
        if title.hasUTF8Prefix("["), title.hasUTF8Suffix("]") { title = title.dropFirst().dropLast() }
        guard !title.containsASCII("{"), !title.containsUTF8(":::") else { return nil }
        return (colons, type, title.isEmpty ? typeTitle(type) : String(title).trimmingSpaces())
    }

    /// The index of the line of `colons` colons alone that closes the admonition opened at
    /// `opening`, outside fenced code; nil when none does.
    static func closingColonFence(_ colons: Int, in lines: [String], after opening: Int) -> Int? {
        var code = FenceTracker()
        for index in (opening + 1)..<lines.count {
            let trimmed = lines[index].drop { $0 == " " || $0 == "\t" }
            if code.isCode(trimmed) { continue }
            let body = trimmed.trimmingSpaces()
            if body.count == colons, body.allSatisfy({ $0 == ":" }) { return index }
        }
        return nil
    }

    /// The columns a line's leading spaces and tabs take (a tab to the next multiple of four).
    static func columns(leading line: String) -> Int {
        var column = 0
        for character in line {
            if character == " " { column += 1 } else if character == "\t" { column += 4 - column % 4 } else { break }
        }
        return column
    }

    /// `line` without its first `count` columns of leading spaces and tabs.
    static func dropColumns(_ count: Int, from line: String) -> String {
        var column = 0
        var index = line.startIndex
        while index < line.endIndex, column < count {
            let character = line[index]
            if character == " " { column += 1 } else if character == "\t" { column += 4 - column % 4 } else { break }
            index = line.index(after: index)
        }
        // A tab that reached past `count` leaves the columns it overshot.
        return String(repeating: " ", count: max(0, column - count)) + line[index...]
    }
}

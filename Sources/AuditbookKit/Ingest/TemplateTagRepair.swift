/// Lines that hold only a site generator's template directives (`{% capture content %}`,
/// `{% include guidance.liquid %}` in Jekyll or Liquid, `{{< note >}}` in Hugo, a macro
/// call such as `{{ example({ item: "button" }) }}` in Nunjucks or Jinja, a kramdown
/// attribute list such as `{:.usa-content-list}` over the block it styles) are not
/// the document's words: outside fenced code they become blank lines, so a directive does
/// not run on into the list line above it or read as a requirement, every other line keeps
/// its number, and the repair is reported.
struct TemplateTagRepair {
    func repair(_ text: String) -> (text: String, repairs: [Repair]) {
        // Nearly every document has no directive at all: two searches say so.
        guard text.containsUTF8("{%") || text.containsUTF8("{{") || text.containsUTF8("{:") else { return (text, []) }
        var lines = text.lineSlices()
        var blanked: [Int] = []
        var code = FenceTracker()
        var continuing = 0
        for index in lines.indices {
            // The lines a directive written over several lines still holds.
            if continuing > 0 {
                continuing -= 1
                lines[index] = ""
                blanked.append(index + 1)
                continue
            }
            let trimmed = lines[index].drop { $0 == " " || $0 == "\t" }
            if code.isCode(trimmed) { continue }
            if Self.isDirectiveLine(trimmed) {
                // "* TOC" ⏎ "{:toc}": kramdown puts the table of contents where that one-line
                // list stands; the list line is a placeholder, not the document's words.
                if index > 0, Self.isContentsMarker(trimmed), Self.isListLine(lines[index - 1]), blanked.last != index {
                    lines[index - 1] = ""
                    blanked.append(index)
                }
                lines[index] = ""
                blanked.append(index + 1)
            } else if let more = Self.directiveContinues(from: index, in: lines) {
                // "{% include example.html" ⏎ "  alt=\"…\"" ⏎ "  file=\"…\" %}": one directive.
                lines[index] = ""
                blanked.append(index + 1)
                continuing = more
            }
        }
        guard !blanked.isEmpty else { return (text, []) }
        let repair = Repair(kind: .templateTags, count: blanked.count, lines: blanked,
                            detail: "lines holding only template directives ({% … %}, {{< … >}}, {{ macro(…) }}, {: …}) were left out")
        return (lines.joined(separator: "\n"), [repair])
    }

    /// kramdown's `{:toc}` (also `{: toc}`, `{:toc .class}`), the mark of the list line that
    /// the table of contents replaces.
    static func isContentsMarker(_ line: Substring) -> Bool {
        guard line.hasUTF8Prefix("{:"), line.hasUTF8Suffix("}") else { return false }
        return line.dropFirst(2).dropLast().split(separator: " ").first == "toc"
    }

    /// "* TOC", "1. Contents": a list marker and a few words on one line.
    static func isListLine(_ line: Substring) -> Bool {
        let tokens = line.split(separator: " ")
        guard let marker = tokens.first, marker.is("-") || marker.is("*") || marker.is("+") || FlatTokens.listNumber(marker) != nil else {
            return false
        }
        return (2...5).contains(tokens.count)
    }

    /// The marks that open a directive and the ones that close it: Liquid, Jekyll, Nunjucks
    /// and Jinja's `{% … %}`, Hugo's `{{< … >}}` and `{{% … %}}`, kramdown's `{: … }`.
    static let delimiters: [(open: String, close: String)] = [("{%", "%}"), ("{{<", ">}}"), ("{{%", "%}}"), ("{:", "}")]

    /// The mark that closes a directive opening `text`, or nil. `{{ name(` opens a macro
    /// call, closed by `}}`; other `{{ … }}` (a value, `{{ title }}`) stands in the text.
    static func closingMark<S: StringProtocol>(of text: S) -> String? {
        if let close = delimiters.first(where: { text.hasPrefix($0.open) })?.close { return close }
        guard text.hasUTF8Prefix("{{") else { return nil }
        let inside = text.dropFirst(2).drop { $0 == " " || $0 == "-" }
        let name = inside.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
        return !name.isEmpty && inside.dropFirst(name.count).hasUTF8Prefix("(") ? "}}" : nil
    }

    /// How many lines after `index` a directive opened on that line and not closed there
    /// runs on, to a line it closes with nothing after it; nil where the line opens none, or
    /// it does not close within twenty lines (text, not a directive).
    static func directiveContinues(from index: Int, in lines: [Substring]) -> Int? {
        let line = lines[index].drop { $0 == " " || $0 == "\t" }
        guard let close = closingMark(of: line), line.dropFirst(2).firstUTF8Range(of: close) == nil else { return nil }
        for later in (index + 1)..<min(lines.count, index + 21) {
            let text = lines[later]
            if text.trimmingSpaces().isEmpty { return nil }
            if let end = text.firstUTF8Range(of: close) {
                return text[end.upperBound...].trimmingSpaces().isEmpty ? later - index : nil
            }
        }
        return nil
    }

    /// `{% assign ID = "x" %}`, `{%- endcapture -%}`, `{{< note >}}`, `{{% tip %}}`: one
    /// directive or more, and nothing else, on the line.
    static func isDirectiveLine(_ line: Substring) -> Bool {
        var rest = line.trimmingSpaces()[...]
        guard !rest.isEmpty else { return false }
        while !rest.isEmpty {
            guard let close = closingMark(of: rest), let end = rest.dropFirst(2).firstUTF8Range(of: close) else { return false }
            rest = rest[end.upperBound...].drop { $0 == " " || $0 == "\t" }
        }
        return true
    }
}

/// Sections marked with tags of the writer's own naming, as prompts and agent skills mark
/// them:
///
///     <anti_patterns>
///     <anti_pattern name="Colour alone">
///     **Problem:** …
///     </anti_pattern>
///     </anti_patterns>
///
/// These are no HTML. CommonMark reads a name with an underscore as text, so the tag joins
/// the paragraph or the list line beside it ("Keep contrast at 4.5:1 </rules>"), and a name
/// it takes for an element (`<overview>`, `<rules>`) opens an HTML block that hides the
/// Markdown under it up to the next blank line. Where a name (lower case, not an HTML
/// element's) is opened and closed on lines of its own outside fenced code, those lines
/// become blank lines, so what they hold is read as the Markdown it is; a tag that names
/// its section (`name="…"` or `title="…"`) becomes a heading one level below the heading
/// above it, unless the section opens with a heading of its own. Every line keeps its
/// number, and the change is reported.
struct SectionTagRepair {
    func repair(_ text: String) -> (text: String, repairs: [Repair]) {
        // Nearly every document has no such tag: one search says so.
        guard text.containsUTF8("</") else { return (text, []) }
        var lines = text.lineSlices()
        var tags: [(line: Int, tag: Tag)] = []
        var headingLevels: [Int: Int] = [:]
        var code = FenceTracker()
        for index in lines.indices {
            let trimmed = lines[index].drop { $0 == " " || $0 == "\t" }
            if code.isCode(trimmed) { continue }
            // (Only a line that opens with "#" or "<" is read further: most lines are words.)
            guard let first = trimmed.utf8.first, first == UInt8(ascii: "#") || first == UInt8(ascii: "<"),
                  lines[index].utf8.count - trimmed.utf8.count <= 3 else { continue }
            if let level = Self.headingLevel(trimmed) {
                headingLevels[index] = level
            } else if let tag = Tag(trimmed) {
                tags.append((index, tag))
            }
        }
        let opened = Set(tags.filter { !$0.tag.closes }.map(\.tag.name))
        let closed = Set(tags.filter(\.tag.closes).map(\.tag.name))
        let paired = opened.intersection(closed)
        guard !paired.isEmpty else { return (text, []) }
        var changed: [Int] = []
        var level = 1
        var next = 0
        for (index, tag) in tags where paired.contains(tag.name) {
            // The last heading above the tag.
            while next < index {
                if let found = headingLevels[next] { level = found }
                next += 1
            }
            if let title = tag.title, !title.isEmpty, !Self.opensWithHeading(after: index, in: lines, headings: headingLevels) {
                lines[index] = Substring(String(repeating: "#", count: min(6, level + 1)) + " " + Self.words(ofName: title))
            } else {
                lines[index] = ""
            }
            changed.append(index + 1)
        }
        let repair = Repair(kind: .sectionTags, count: changed.count, lines: changed,
                            detail: "lines holding only a section tag of the writer's own naming (<overview>, </anti_pattern>) were left out, and a tag's name=\"…\" became a heading")
        return (lines.joined(separator: "\n"), [repair])
    }

    /// An opening or closing tag standing alone on a line.
    struct Tag {
        var name: String
        var closes: Bool
        /// The section's name, from `name="…"` or `title="…"`.
        var title: String?

        init?(_ line: Substring) {
            let text = line.trimmingSpaces()
            guard text.hasUTF8Prefix("<"), text.hasUTF8Suffix(">"), !text.hasUTF8Suffix("/>"), text.utf8.count <= 300 else { return nil }
            let inside = text.dropFirst().dropLast()
            closes = inside.hasUTF8Prefix("/")
            let rest = closes ? inside.dropFirst() : inside
            let name = rest.prefix { ($0.isASCII && ($0.isLowercase || $0.isNumber)) || $0 == "_" || $0 == "-" }
            guard let first = name.first, first.isLetter, !SectionTagRepair.htmlElements.contains(String(name)) else { return nil }
            let attributes = rest.dropFirst(name.count)
            guard attributes.isEmpty || attributes.first == " " else { return nil }
            guard !closes || attributes.allSatisfy({ $0 == " " }) else { return nil }
            guard !attributes.containsASCII("<"), !attributes.containsASCII(">") else { return nil }
            self.name = String(name)
            title = (HTMLMarkup.attribute("name", in: attributes) ?? HTMLMarkup.attribute("title", in: attributes)).map { $0.trimmingSpaces() }
        }
    }

    /// A name written as an identifier, "markdown_headings_in_body" or
    /// "wrong-naming-convention", as the words it stands for ("Markdown headings in body");
    /// any other name as it is.
    static func words(ofName name: String) -> String {
        guard !name.containsASCII(" ") else { return name }
        let separator: Character? = name.containsASCII("_") ? "_" : name.filter({ $0 == "-" }).count >= 2 ? "-" : nil
        guard let separator, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == separator }) else { return name }
        let words = name.split(separator: separator).joined(separator: " ")
        guard let first = words.first else { return name }
        return first.uppercased() + words.dropFirst()
    }

    /// The level of an ATX heading line ("## Title": 2), or nil.
    static func headingLevel(_ line: Substring) -> Int? {
        let hashes = line.prefix { $0 == "#" }.count
        guard (1...6).contains(hashes) else { return nil }
        let after = line.dropFirst(hashes)
        return after.isEmpty || after.first == " " || after.first == "\t" ? hashes : nil
    }

    /// Whether the first line with words after `index` is a heading.
    static func opensWithHeading(after index: Int, in lines: [Substring], headings: [Int: Int]) -> Bool {
        var line = index + 1
        while line < lines.count, lines[line].allSatisfy({ $0 == " " || $0 == "\t" }) { line += 1 }
        return headings[line] != nil
    }

    /// The elements of HTML (and SVG and MathML's roots), whose tags are the HTML they
    /// look like.
    static let htmlElements: Set<String> = [
        "a", "abbr", "address", "area", "article", "aside", "audio", "b", "base", "bdi", "bdo", "big", "blockquote", "body",
        "br", "button", "canvas", "caption", "center", "cite", "code", "col", "colgroup", "data", "datalist", "dd", "del",
        "details", "dfn", "dialog", "dir", "div", "dl", "dt", "em", "embed", "fieldset", "figcaption", "figure", "font",
        "footer", "form", "frame", "frameset", "h1", "h2", "h3", "h4", "h5", "h6", "head", "header", "hgroup", "hr", "html",
        "i", "iframe", "img", "input", "ins", "kbd", "label", "legend", "li", "link", "main", "map", "mark", "marquee", "math",
        "menu", "meta", "meter", "nav", "noframes", "noscript", "object", "ol", "optgroup", "option", "output", "p", "param",
        "picture", "pre", "progress", "q", "rp", "rt", "ruby", "s", "samp", "script", "search", "section", "select", "slot",
        "small", "source", "span", "strike", "strong", "style", "sub", "summary", "sup", "svg", "table", "tbody", "td",
        "template", "textarea", "tfoot", "th", "thead", "time", "title", "tr", "track", "tt", "u", "ul", "var", "video", "wbr",
    ]
}

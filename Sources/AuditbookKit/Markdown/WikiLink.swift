/// Links written as wikis and note-taking apps write them (Obsidian, Foam, GitHub wikis):
/// `[[STORE-1 - Testing local storage]]`, `[[Folder/Page|shown words]]`. CommonMark leaves
/// them as text, so a checklist of them kept the brackets in every title and its
/// identifiers unread. In a block's inline text (not in code spans) each becomes the words a
/// reader sees: the alias after `|`, else the page's name without its folders and `.md`,
/// a heading in it after `#` shown as "Page › Heading".
enum WikiLink {
    /// Whether UTF-8 text may hold a wiki link: "[[" with "]]" later (told on the bytes: this
    /// runs for every block).
    static func mayHold(_ bytes: [UInt8]) -> Bool {
        var opened = false
        var index = 0
        while index + 1 < bytes.count {
            if bytes[index] == UInt8(ascii: "["), bytes[index + 1] == UInt8(ascii: "[") { opened = true; index += 2; continue }
            if opened, bytes[index] == UInt8(ascii: "]"), bytes[index + 1] == UInt8(ascii: "]") { return true }
            index += 1
        }
        return false
    }

    static func replacing(in text: String) -> String {
        var result = ""
        var rest = text[...]
        while let open = rest.range(of: "[[") {
            let before = rest[..<open.lowerBound]
            // (Inside a code span, "[[" is code: copy the span whole.)
            if before.filter({ $0 == "`" }).count % 2 == 1, let tick = rest[open.lowerBound...].firstIndex(of: "`") {
                result += rest[...tick]
                rest = rest[rest.index(after: tick)...]
                continue
            }
            guard let close = rest[open.upperBound...].range(of: "]]"),
                  case let inner = rest[open.upperBound..<close.lowerBound], !inner.isEmpty, !inner.contains("\n"), !inner.contains("[") else {
                result += rest[..<open.upperBound]
                rest = rest[open.upperBound...]
                continue
            }
            result += before
            result += shown(inner)
            rest = rest[close.upperBound...]
        }
        return result + rest
    }

    /// The words a wiki link shows.
    static func shown(_ inner: Substring) -> String {
        if let bar = inner.firstIndex(of: "|") { return String(inner[inner.index(after: bar)...]).trimmingSpaces() }
        var page = inner
        var heading: Substring?
        if let hash = inner.firstIndex(of: "#") {
            page = inner[..<hash]
            heading = inner[inner.index(after: hash)...]
        }
        if let slash = page.lastIndex(of: "/") { page = page[page.index(after: slash)...] }
        if page.hasSuffix(".md") { page = page.dropLast(3) }
        let name = String(page).trimmingSpaces()
        guard let heading, !heading.isEmpty else { return name }
        return name.isEmpty ? String(heading) : name + " › " + heading
    }
}

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
        let bytes = Array(text.utf8)
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "`") {
                // (Inside a code span, "[[" is code: the span is copied as written.)
                let end = CodeSpan.end(in: bytes, at: index)
                out.append(contentsOf: bytes[index..<end])
                index = end
                continue
            }
            if bytes[index] == UInt8(ascii: "["), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "[") {
                if let close = closing(bytes, from: index + 2) {
                    out.append(contentsOf: shown(Substring(String(decoding: bytes[(index + 2)..<close], as: UTF8.self))).utf8)
                    index = close + 2
                } else {
                    out.append(contentsOf: bytes[index...(index + 1)])
                    index += 2
                }
                continue
            }
            out.append(bytes[index])
            index += 1
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// Where the "]]" that closes a link opened before `start` stands: the first "]]" after
    /// one word at least, with no line break or "[" before it; nil otherwise. A page's name
    /// holds no sentence: a colon, full stop, question or exclamation mark before a space
    /// ("[[LLM: Read the PRD first. Then …]]", a template's note to its tool) is no link.
    private static func closing(_ bytes: [UInt8], from start: Int) -> Int? {
        var index = start
        while index + 1 < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "]"), bytes[index + 1] == UInt8(ascii: "]") { return index > start ? index : nil }
            if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "[") { return nil }
            if bytes[index + 1] == UInt8(ascii: " "),
               byte == UInt8(ascii: ":") || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "?") || byte == UInt8(ascii: "!") {
                return nil
            }
            index += 1
        }
        return nil
    }

    /// The words a wiki link shows. Words in capitals alone ("[[UI/UX ONLY]]" after a
    /// heading, a template's mark of where a section applies) name no page: they are a
    /// remark, shown in brackets as written.
    static func shown(_ inner: Substring) -> String {
        if inner.contains(" "), inner.contains(where: \.isUppercase), !inner.contains(where: \.isLowercase) {
            return "(" + inner.trimmingSpaces() + ")"
        }
        if let bar = inner.firstIndex(of: "|") { return String(inner[inner.index(after: bar)...]).trimmingSpaces() }
        var page = inner
        var heading: Substring?
        if let hash = inner.firstIndex(of: "#") {
            page = inner[..<hash]
            heading = inner[inner.index(after: hash)...]
        }
        if let slash = page.lastIndex(of: "/") { page = page[page.index(after: slash)...] }
        if page.hasUTF8Suffix(".md") { page = page.dropLast(3) }
        let name = String(page).trimmingSpaces()
        guard let heading, !heading.isEmpty else { return name }
        return name.isEmpty ? String(heading) : name + " › " + heading
    }
}

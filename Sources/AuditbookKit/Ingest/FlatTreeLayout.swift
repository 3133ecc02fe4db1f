/// Lays out a tree drawn in plain-text fenced code (`Rules:` over `├── …` lines) that lost
/// its line breaks: each branch (`├──`, `└──`, after the `│` that nest it) starts a line
/// again, so `TreeListRepair` can read the tree as the list it draws. A diagram before the
/// first branch (a box drawn with `┌ ┐ └ ┘`) stays on a line of its own, a blank line
/// between it and the line that names the tree; where a branch at the top of the tree ends
/// on a colon before another such branch, its last words name the next tree (`DEFERENCE:`,
/// `❌ Poor fit:`, `Scales:`) and open a line of their own after a blank line.
enum FlatTreeLayout {
    /// The tree's lines, or nil where the code draws no tree of two branches or more.
    static func lines(_ code: Substring) -> [String]? {
        guard code.containsUTF8("├─") || code.containsUTF8("└─") else { return nil }
        let scalars = Array(code.unicodeScalars)
        // Each branch: where its nesting marks start, how deep it stands, where its words start.
        var branches: [(start: Int, depth: Int, isLast: Bool, text: Int)] = []
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            guard scalar == "├" || scalar == "└", index + 1 < scalars.count, scalars[index + 1] == "─" else {
                index += 1
                continue
            }
            var text = index + 1
            while text < scalars.count, scalars[text] == "─" { text += 1 }
            while text < scalars.count, scalars[text] == " " { text += 1 }
            // (A box's edge, "└────┘", is no branch.)
            guard text < scalars.count, !(0x2500...0x257F).contains(scalars[text].value) else {
                index = text
                continue
            }
            var start = index
            var depth = 0
            var back = index - 1
            while back >= 0, scalars[back] == " " || scalars[back] == "│" {
                if scalars[back] == "│" {
                    depth += 1
                    start = back
                }
                back -= 1
            }
            branches.append((start, depth, scalar == "└", text))
            index = text
        }
        guard branches.count >= 2 else { return nil }
        func words(_ range: Range<Int>) -> String {
            var text = String.UnicodeScalarView()
            text.append(contentsOf: scalars[range])
            return String(text).trimmingSpaces()
        }
        var lines: [String] = []
        // Before the first branch: a diagram, then the words that name the tree.
        let head = words(0..<branches[0].start)
        if let lastBox = head.unicodeScalars.lastIndex(where: { (0x2500...0x257F).contains($0.value) }) {
            let cut = head.unicodeScalars.index(after: lastBox)
            lines.append(String(head.unicodeScalars[..<cut]))
            lines.append("")
            let naming = String(head.unicodeScalars[cut...]).trimmingSpaces()
            if !naming.isEmpty { lines.append(naming) }
        } else if !head.isEmpty {
            lines.append(head)
        }
        for (offset, branch) in branches.enumerated() {
            let end = offset + 1 < branches.count ? branches[offset + 1].start : scalars.count
            var text = words(branch.text..<end)
            var naming: String?
            if branch.depth == 0, offset + 1 < branches.count, branches[offset + 1].depth == 0, text.hasUTF8Suffix(":"),
               let cut = Self.namingStart(text) {
                naming = String(text[cut...])
                text = String(text[..<cut]).trimmingSpaces()
            }
            lines.append(String(repeating: "│   ", count: branch.depth) + (branch.isLast ? "└── " : "├── ") + text)
            if let naming {
                lines.append("")
                lines.append(naming)
            }
        }
        return lines
    }

    /// Where the words naming the next tree start at the end of a last branch's words:
    /// at an emoji ("… with GraphQL ❌ Poor fit:"), at a run of capitals ("… drives design
    /// DEFERENCE:", "… precise MOBILE (Finger):"), or at the last capitalised word; nil where
    /// none is found after the first word.
    static func namingStart(_ text: String) -> String.Index? {
        let words = text.split(separator: " ")
        guard words.count >= 2 else { return nil }
        for word in words.dropFirst().reversed() {
            if let scalar = word.unicodeScalars.first, scalar.value >= 0x2000, scalar.properties.isEmoji { return word.startIndex }
        }
        // The first word of the last run of capitals.
        var start: String.Index?
        for word in words.dropFirst().reversed() {
            let letters = word.filter(\.isLetter)
            if letters.count >= 2, letters.allSatisfy(\.isUppercase) {
                start = word.startIndex
            } else if start != nil {
                break
            }
        }
        if let start { return start }
        // The last capitalised word with only lower-case words after it ("… precise Variable
        // font axes:", "… / Black Scales:").
        for word in words.dropFirst().reversed() {
            guard let first = word.first, first.isLetter else { continue }
            if first.isUppercase { return word.startIndex }
        }
        return nil
    }
}

/// Lists drawn as trees inside fenced code, as agent skills and design notes draw them:
///
///     ```
///     Rules:
///     ├── Three to five tabs
///     ├── A label under every icon
///     └── The tab bar stays on screen
///     ```
///
/// The fence keeps CommonMark from reading the lines as anything but code, so the lines of
/// such a list were never read, and a section that held only trees was read as one rule
/// titled by its heading. Where a group of tree lines (two or more, with the line above
/// them that names them, if any) stands in a fence with no language or a plain-text one,
/// the group is read as the Markdown list it draws: the naming line a paragraph, each tree
/// line a list line, nested as deep as the tree. What else the fence holds (a diagram, a
/// line of code, a sentence) stays code: the blank line between it and the group becomes
/// the fence that ends or reopens the code, and a fence that has no such blank line is left
/// as it is. A tree of paths (`src/`, `├── Button.swift`) is a file tree, not a list, and
/// stays code too. Every line keeps its number, and the change is reported.
struct TreeListRepair {
    func repair(_ text: String) -> (text: String, repairs: [Repair]) {
        // Nearly every document draws no tree: two searches say so.
        guard text.containsUTF8("├─") || text.containsUTF8("└─") else { return (text, []) }
        var lines = text.lineSlices().map(String.init)
        var changed: [Int] = []
        var index = 0
        while index < lines.count {
            guard let fence = Fence(opening: lines[index]) else {
                index += 1
                continue
            }
            guard let close = lines[(index + 1)...].firstIndex(where: { fence.isClosed(by: $0) }) else { break }
            if fence.isPlainText, let rewritten = Self.rewrite(body: Array(lines[(index + 1)..<close]), fence: fence) {
                if rewritten.opensWithList { lines[index] = "" }
                lines.replaceSubrange((index + 1)..<close, with: rewritten.body)
                if rewritten.closesWithList { lines[close] = "" }
                changed.append(contentsOf: rewritten.groupLines.map { index + 2 + $0 })
            }
            index = close + 1
        }
        guard !changed.isEmpty else { return (text, []) }
        let repair = Repair(kind: .treeLists, count: changed.count, lines: changed,
                            detail: "lists drawn as trees in fenced code (├── …) were read as the Markdown lists they draw")
        return (lines.joined(separator: "\n"), [repair])
    }

    /// A fence's opening line: its marks ("```", "~~~~") and whether what it holds is
    /// plain text (no language, or `text`, `txt`, `plain`, `plaintext`).
    struct Fence {
        let marks: Substring
        /// The spaces before the opening marks (a fence inside a list item's text): the lines
        /// made from the fence keep them, so they stay in the item.
        let indent: Substring
        let isPlainText: Bool

        init?(opening line: String) {
            let trimmed = line.drop { $0 == " " }
            // (Each space is a byte: the bytes count them without a pass over the line's
            // Characters.)
            let spaces = line.utf8.count - trimmed.utf8.count
            guard spaces <= 3, let mark = trimmed.first, mark == "`" || mark == "~" else { return nil }
            let marks = trimmed.prefix { $0 == mark }
            guard marks.count >= 3 else { return nil }
            let info = trimmed.dropFirst(marks.count).trimmingSpaces().lowercased()
            // (A backtick fence's info string holds no backtick.)
            guard mark == "~" || !info.containsASCII("`") else { return nil }
            self.marks = marks
            indent = line.prefix(spaces)
            isPlainText = ["", "text", "txt", "plain", "plaintext"].contains(info)
        }

        /// Whether `line` closes the fence: as many marks or more, and nothing after them.
        func isClosed(by line: String) -> Bool {
            let trimmed = line.drop { $0 == " " }
            guard line.utf8.count - trimmed.utf8.count <= 3, let mark = marks.first else { return false }
            let closing = trimmed.prefix { $0 == mark }
            return closing.count >= marks.count && trimmed.dropFirst(closing.count).allSatisfy { $0 == " " || $0 == "\t" }
        }
    }

    /// A tree line: how deep it stands (0 for the tree's first level) and its words.
    struct Entry {
        /// How deep the line stands, as the bars and indents before it count.
        var depth: Int
        /// Where its branch mark stands, in characters from the line's start: under a last
        /// branch the indent that nests a line is as wide as the drawing's ("└─ Question?"
        /// over "   └─ Answer": three spaces), which `depthsByColumn` reads.
        let column: Int
        let text: Substring

        /// "├── Label", "│   └── Nested label", "    ├── Nested under a last line".
        init?(_ line: String) {
            var rest = Substring(line).drop { $0 == " " }
            var depth = 0
            while true {
                if rest.hasUTF8Prefix("│") || rest.hasUTF8Prefix("|") {
                    let after = rest.dropFirst()
                    let spaces = after.prefix { $0 == " " }
                    guard !spaces.isEmpty else { break }
                    rest = after.dropFirst(spaces.count)
                } else if rest.hasUTF8Prefix("    ") {
                    rest = rest.dropFirst(4)
                } else {
                    break
                }
                depth += 1
            }
            guard rest.hasUTF8Prefix("├") || rest.hasUTF8Prefix("└") else { return nil }
            let afterBranch = rest.dropFirst()
            let rule = afterBranch.prefix { $0 == "─" }
            guard !rule.isEmpty else { return nil }
            let words = afterBranch.dropFirst(rule.count).trimmingSpaces()
            // (A box's edge, "├────┤", draws no line of a list.)
            guard let first = words.unicodeScalars.first, !(0x2500...0x257F).contains(first.value) else { return nil }
            self.depth = depth
            column = line.distance(from: line.startIndex, to: rest.startIndex)
            text = Substring(words)
        }

        /// "components/", "Button.swift", "index.ts # entry", "fetchUser()": a path or a
        /// name in code, as a file tree or a call tree draws it.
        var namesAPath: Bool {
            let head = text.prefix { $0 != " " }
            let after = text.dropFirst(head.count).trimmingSpaces()
            // (What follows a path is a comment on it, if anything.)
            guard after.isEmpty || ["#", "//", "←", "<-", "(", "-", "–", "—"].contains(where: { after.hasPrefix($0) }) else { return false }
            return head.contains { "/\\.(){}<>=_".contains($0) }
        }
    }

    /// The fence's lines rewritten with each tree group read as a list (`groupLines`: the
    /// indices in `body` of the lines that became a list's; `opensWithList`, `closesWithList`:
    /// no code is left before the first group or after the last, so that fence line goes), or
    /// nil where the body draws no list or its code could not be kept fenced around one.
    static func rewrite(body: [String], fence: Fence)
        -> (opensWithList: Bool, body: [String], closesWithList: Bool, groupLines: [Int])? {
        let entries = Self.depthsByColumn(body.map(Entry.init))
        // Groups: tree lines in a run, with the line just above the run that names them.
        var groups: [Range<Int>] = []
        for lines in Self.runs(entries) {
            let (index, end) = (lines.lowerBound, lines.upperBound)
            let start = index > 0 && Self.namesATree(body[index - 1]) ? index - 1 : index
            let run = entries[lines].compactMap { $0 }
            let topDepth = run.map(\.depth).min() ?? 0
            if run.count >= 2, run.contains(where: { $0.depth == topDepth }), !run.contains(where: \.namesAPath),
               start == index || !body[start].trimmingSpaces().hasUTF8Suffix("/"),
               groups.last.map({ $0.upperBound <= start }) ?? true {
                groups.append(start..<end)
            }
        }
        guard !groups.isEmpty else { return nil }
        var out = body
        var opensWithList = false
        var closesWithList = false
        // The code before each group, between groups and after the last.
        var regionStart = 0
        var bounds = groups.map { ($0.lowerBound, $0.upperBound) }
        bounds.append((body.count, body.count))
        for (groupStart, groupEnd) in bounds {
            let region = regionStart..<groupStart
            let content = region.filter { !Self.isBlank(body[$0]) }
            if let first = content.first, let last = content.last {
                // Code here: fenced by the fence lines at the body's ends, or by a blank line
                // between it and a group.
                if region.lowerBound > 0 {
                    guard let blank = region.first(where: { Self.isBlank(body[$0]) && $0 < first }) else { return nil }
                    out[blank] = String(fence.indent + fence.marks)
                }
                if groupStart < body.count {
                    guard let blank = region.last(where: { Self.isBlank(body[$0]) && $0 > last }) else { return nil }
                    out[blank] = String(fence.indent + fence.marks)
                }
            } else {
                // No code: the fence line at that end becomes a blank line.
                if region.lowerBound == 0 { opensWithList = true }
                if groupStart == body.count { closesWithList = true }
                // (A group with a naming line needs a blank line above it, or the line runs on
                // into the list above.)
                if region.lowerBound > 0, groupStart < body.count, region.isEmpty { return nil }
            }
            guard groupStart < body.count else { break }
            let run = (groupStart..<groupEnd).compactMap { entries[$0] }
            let topDepth = run.map(\.depth).min() ?? 0
            for line in groupStart..<groupEnd {
                if let entry = entries[line] {
                    out[line] = fence.indent + String(repeating: "  ", count: max(0, entry.depth - topDepth)) + "- " + entry.text
                } else {
                    out[line] = fence.indent + body[line].trimmingSpaces()
                }
            }
            regionStart = groupEnd
        }
        return (opensWithList, out, closesWithList, groups.flatMap { Array($0) })
    }

    /// Each run of tree lines with its depths read from where the branch marks stand: the
    /// leftmost column is the first level, the next one the second… A drawing that nests
    /// with bars and four-space indents reads as its bars say; one that nests a last
    /// branch's lines under narrower indents ("└─ Question?", "   └─ Answer") too.
    static func depthsByColumn(_ entries: [Entry?]) -> [Entry?] {
        var result = entries
        for run in runs(entries) {
            let columns = Set(entries[run].compactMap { $0?.column }).sorted()
            for line in run {
                result[line]?.depth = columns.firstIndex(of: entries[line]!.column) ?? 0
            }
        }
        return result
    }

    /// The runs of consecutive tree lines, by index.
    static func runs(_ entries: [Entry?]) -> [Range<Int>] {
        var runs: [Range<Int>] = []
        var index = 0
        while index < entries.count {
            guard entries[index] != nil else {
                index += 1
                continue
            }
            var end = index
            while end < entries.count, entries[end] != nil { end += 1 }
            runs.append(index..<end)
            index = end
        }
        return runs
    }

    /// "Rules:", "✅ DO use haptics for:", "Tap → Visual change": words over a tree that
    /// name it (not a blank line, nor code: `let x = 1`, `// comment`, `}`).
    static func namesATree(_ line: String) -> Bool {
        let trimmed = line.trimmingSpaces()
        guard let first = trimmed.first, !"/#*-+>|`{}[]()<".contains(first) else { return false }
        return !trimmed.contains { "=;{}".contains($0) }
    }

    private static func isBlank(_ line: String) -> Bool {
        line.allSatisfy { $0 == " " || $0 == "\t" }
    }
}

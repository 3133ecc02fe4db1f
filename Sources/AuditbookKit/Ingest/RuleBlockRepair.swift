/// Rules written as blocks of keys and quoted values, as some editor rule files write them:
///
///     rule "error_handling" {
///       description = "Standardise error handling"
///       when = "implementing error handling"
///       then = "Use do-catch blocks and say what went wrong"
///     }
///
/// This is no Markdown: CommonMark reads the whole file as one paragraph, and the document
/// was refused as having no requirements. Where a block opens and closes on lines of its own
/// outside fenced code, it becomes the paragraph the compiler reads as one rule: its opening
/// line "**Rule:** " and the description (or, without one, the rule's name as words), each
/// key's line "Key: value" (the description's line gives the name, "Name: `error_handling`"),
/// and the closing line a blank one. Every line keeps its number, and the change is reported.
struct RuleBlockRepair {
    func repair(_ text: String) -> (text: String, repairs: [Repair]) {
        // Nearly every document has no such block: one search says so.
        guard text.containsUTF8("rule \"") else { return (text, []) }
        var lines = text.lineSlices()
        var blocks: [Block] = []
        var code = FenceTracker()
        var open: Block?
        for index in lines.indices {
            let trimmed = lines[index].trimmingSpaces()[...]
            if open == nil, code.isCode(trimmed) { continue }
            if var block = open {
                if trimmed == "}" {
                    block.end = index
                    blocks.append(block)
                    open = nil
                } else if trimmed.hasUTF8Prefix("#") || trimmed.hasUTF8Prefix("//") {
                    block.comments.append(index)
                    open = block
                } else if trimmed.isEmpty {
                    // (A blank line ends the rule's paragraph: the keys after it are prose of
                    // the rule's place, no guidance of it.)
                    open = block
                } else if let pair = Self.pair(trimmed) {
                    block.pairs.append((index, pair.key, pair.value))
                    open = block
                } else {
                    // Anything else inside is no such block: the lines stay as they are.
                    open = nil
                }
            } else if let name = Self.opening(trimmed) {
                open = Block(name: name, start: index)
            }
        }
        blocks.removeAll { $0.pairs.isEmpty }
        guard !blocks.isEmpty else { return (text, []) }
        var changed: [Int] = []
        for block in blocks {
            let description = block.pairs.first { Self.titleKeys.contains($0.key.lowercased()) }
            lines[block.start] = Substring("**Rule:** " + (description?.value ?? SectionTagRepair.words(ofName: block.name)))
            for (line, key, value) in block.pairs {
                lines[line] = line == description?.line ? Substring("Name: `\(block.name)`") : Substring(Self.words(ofKey: key) + ": " + value)
            }
            // A comment ("# …", "// …") is a line of the guidance, without its marker ("#"
            // would open a heading).
            for line in block.comments {
                let comment = lines[line].trimmingSpaces().drop { $0 == "#" || $0 == "/" }.trimmingSpaces()
                lines[line] = Substring(comment)
            }
            lines[block.end] = ""
            changed.append(block.start + 1)
        }
        let repair = Repair(kind: .ruleBlocks, count: blocks.count, lines: changed,
                            detail: "rules written as blocks of keys (rule \"name\" { description = \"…\" }) were read as rules: the description titles each, its other keys are its guidance")
        return (lines.joined(separator: "\n"), [repair])
    }

    /// Keys whose value names the rule.
    static let titleKeys: Set<String> = ["description", "title", "summary", "rule"]

    struct Block {
        var name: String
        var start: Int
        var end = 0
        var pairs: [(line: Int, key: String, value: String)] = []
        var comments: [Int] = []
    }

    /// The name in `rule "name" {`, or nil.
    static func opening(_ line: Substring) -> String? {
        guard line.hasUTF8Prefix("rule "), line.hasUTF8Suffix("{") else { return nil }
        let inside = line.dropFirst(5).dropLast().trimmingSpaces()
        guard inside.count >= 3, inside.hasUTF8Prefix("\""), inside.hasUTF8Suffix("\"") else { return nil }
        let name = inside.dropFirst().dropLast()
        guard !name.isEmpty, !name.containsASCII("\"") else { return nil }
        return String(name)
    }

    /// `key = "value"` (a comma after it allowed): the key and the value, its escaped quotes
    /// unescaped.
    static func pair(_ line: Substring) -> (key: String, value: String)? {
        guard let equals = line.firstIndex(of: "=") else { return nil }
        let key = line[..<equals].trimmingSpaces()
        guard !key.isEmpty, key.allSatisfy({ ($0.isASCII && ($0.isLetter || $0.isNumber)) || $0 == "_" || $0 == "-" }) else { return nil }
        var value = line[line.index(after: equals)...].trimmingSpaces()[...]
        if value.hasUTF8Suffix(",") { value = value.dropLast().trimmingSpaces()[...] }
        guard value.count >= 2, value.hasUTF8Prefix("\""), value.hasUTF8Suffix("\"") else { return nil }
        return (String(key), value.dropFirst().dropLast().replacingOccurrences(of: "\\\"", with: "\""))
    }

    /// "when" → "When", "fix_hint" → "Fix hint".
    static func words(ofKey key: String) -> String {
        let words = key.replacingOccurrences(of: "_", with: " ").replacingOccurrences(of: "-", with: " ")
        guard let first = words.first else { return key }
        return first.uppercased() + words.dropFirst()
    }
}

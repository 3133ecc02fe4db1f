/// List lines typed with a bullet character rather than a Markdown list mark, as text pasted
/// from a word processor or a web page arrives:
///
///     • As a keyboard user, I want every control to be reachable with Tab.
///
///       ◦ Focus stays visible on every control
///
/// CommonMark reads such a line as a paragraph that starts with "•", so a document written
/// this way held no list and its requirements were read as prose. Where two lines or more
/// open with the same kind of typed bullet (•, ◦, ▪, ‣, ●, ○, ■, □, ▫, ·), outside fenced code, each bullet
/// becomes a `-` list mark with the line's own indentation, so a line indented under
/// another nests under it. Every line keeps its number, and the change is reported.
struct TypedBulletRepair {
    /// The characters typed as bullets, each with the space that must follow it.
    static let bullets: Set<Character> = ["•", "◦", "▪", "‣", "●", "○", "■", "□", "▫", "·"]

    func repair(_ text: String) -> (text: String, repairs: [Repair]) {
        // Nearly every document types no bullet: one pass over its bytes for their lead bytes
        // (0xE2 for U+2000–U+2FFF, 0xC2 for "·") says so.
        guard text.utf8.contains(where: { $0 == 0xE2 || $0 == 0xC2 }) else { return (text, []) }
        var lines = text.lineSlices().map(String.init)
        var code = FenceTracker()
        var bulleted: [Int] = []
        for (index, line) in lines.enumerated() {
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            if code.isCode(trimmed) { continue }
            guard let first = trimmed.first, Self.bullets.contains(first),
                  trimmed.dropFirst().first == " ", trimmed.dropFirst(2).contains(where: { !$0.isWhitespace }) else { continue }
            bulleted.append(index)
        }
        // (One typed bullet alone is as often an ornament, "· Updated today", as a list.)
        guard bulleted.count >= 2 else { return (text, []) }
        for index in bulleted {
            let line = lines[index]
            let indent = line.prefix { $0 == " " || $0 == "\t" }
            lines[index] = indent + "-" + line.dropFirst(indent.count + 1)
        }
        let repair = Repair(kind: .typedBullets, count: bulleted.count, lines: bulleted.map { $0 + 1 },
                            detail: "lines opened by a typed bullet (•) were read as the list lines they are")
        return (lines.joined(separator: "\n"), [repair])
    }
}

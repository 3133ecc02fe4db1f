/// List lines typed with a bullet character rather than a Markdown list mark, as text pasted
/// from a word processor or a web page arrives:
///
///     • As a keyboard user, I want every control to be reachable with Tab.
///
///       ◦ Focus stays visible on every control
///
/// CommonMark reads such a line as a paragraph that starts with "•", so a document written
/// this way held no list and its requirements were read as prose. Where two lines or more
/// open with a typed bullet (•, ◦, ▪, ‣, ●, ○, ■, □, ▫, ·), outside fenced code, each bullet
/// becomes a `-` list mark with the line's own indentation, so a line indented under
/// another nests under it. So do check boxes typed with no list mark (`[ ] Images have alt
/// text`, `☐ …`): each line gets a `-` before its box and is a task line. Every line keeps
/// its number, and the change is reported.
struct TypedBulletRepair {
    /// The characters typed as bullets, each with the space that must follow it.
    static let bullets: Set<Character> = ["•", "◦", "▪", "‣", "●", "○", "■", "□", "▫", "·"]
    /// Check boxes a line may open with, typed without a list mark.
    static let boxes: [String] = ["[ ] ", "[x] ", "[X] ", "☐ ", "☑ ", "☒ "]

    func repair(_ text: String) -> (text: String, repairs: [Repair]) {
        // Nearly every document types no bullet: one pass over its bytes for their lead bytes
        // (0xE2 for U+2000–U+2FFF, 0xC2 for "·") says so.
        guard text.utf8.contains(where: { $0 == 0xE2 || $0 == 0xC2 }) || text.containsUTF8("[ ] ") || text.containsUTF8("[x] ")
                || text.containsUTF8("[X] ") else { return (text, []) }
        var lines = text.lineSlices().map(String.init)
        var code = FenceTracker()
        var bulleted: [Int] = []
        var boxed: [Int] = []
        for (index, line) in lines.enumerated() {
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            if code.isCode(trimmed) { continue }
            if let box = Self.boxes.first(where: { trimmed.hasPrefix($0) }), trimmed.dropFirst(box.count).contains(where: { !$0.isWhitespace }) {
                boxed.append(index)
                continue
            }
            guard let first = trimmed.first, Self.bullets.contains(first),
                  trimmed.dropFirst().first == " ", trimmed.dropFirst(2).contains(where: { !$0.isWhitespace }) else { continue }
            bulleted.append(index)
        }
        if boxed.count < 2 { boxed = [] }
        for index in boxed {
            let line = lines[index]
            let indent = line.prefix { $0 == " " || $0 == "\t" }
            lines[index] = indent + "- " + line.dropFirst(indent.count)
        }
        // (One typed bullet alone is as often an ornament, "· Updated today", as a list.)
        if bulleted.count < 2 { bulleted = [] }
        guard !bulleted.isEmpty || !boxed.isEmpty else { return (text, []) }
        for index in bulleted {
            let line = lines[index]
            let indent = line.prefix { $0 == " " || $0 == "\t" }
            lines[index] = indent + "-" + line.dropFirst(indent.count + 1)
        }
        let changed = (bulleted + boxed).sorted()
        let what = [bulleted.isEmpty ? nil : "a typed bullet (•)", boxed.isEmpty ? nil : "a check box with no list mark ([ ])"]
            .compactMap { $0 }.joined(separator: " or ")
        let repair = Repair(kind: .typedBullets, count: changed.count, lines: changed.map { $0 + 1 },
                            detail: "lines opened by \(what) were read as the list lines they are")
        return (lines.joined(separator: "\n"), [repair])
    }
}

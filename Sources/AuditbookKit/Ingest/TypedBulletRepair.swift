/// List lines typed with a bullet character rather than a Markdown list mark, as text pasted
/// from a word processor or a web page arrives:
///
///     • As a keyboard user, I want every control to be reachable with Tab.
///
///       ◦ Focus stays visible on every control
///
/// CommonMark reads such a line as a paragraph that starts with "•", so a document written
/// this way held no list and its requirements were read as prose. Where two lines or more
/// open with a typed bullet (•, ◦, ▪, ‣, ●, ○, ■, □, ▫, ·, ▸, ►, ➤, or an en dash, –, which
/// word processors turn a typed "-" into), outside fenced code, each bullet
/// becomes a `-` list mark with the line's own indentation, so a line indented under
/// another nests under it. So do check boxes typed with no list mark (`[ ] Images have alt
/// text`, `☐ …`): each line gets a `-` before its box and is a task line. So do list lines
/// whose box was typed with no space in it (`- [] Keyboard testing`): CommonMark reads "[]"
/// as text, so each check kept it in its title and a line that was only a link was read as
/// a link. Every line keeps its number, and the change is reported.
struct TypedBulletRepair {
    /// The characters typed as bullets, each with the space that must follow it.
    static let bullets: Set<Character> = ["•", "◦", "▪", "‣", "●", "○", "■", "□", "▫", "·", "▸", "►", "➤", "–"]
    /// Check boxes a line may open with, typed without a list mark.
    static let boxes: [String] = ["[ ] ", "[x] ", "[X] ", "☐ ", "☑ ", "☒ "]

    /// Whether `bytes` from `index` open a list line whose box has no space in it: `- [] …`.
    private static func opensEmptyBox<Bytes: Collection>(_ bytes: Bytes, at index: Bytes.Index) -> Bool where Bytes.Element == UInt8 {
        guard index < bytes.endIndex, case let mark = bytes[index], mark == UInt8(ascii: "-") || mark == UInt8(ascii: "*") || mark == UInt8(ascii: "+") else { return false }
        let opening = bytes[index...].prefix(5)
        return opening.count == 5 && opening.dropFirst().elementsEqual(" [] ".utf8)
    }

    /// Whether two lines or more open (after spaces) with a typed bullet, two with a box, or
    /// two with a list mark and a box with no space in it:
    /// told on the bytes, so that a long document with neither (most have neither) is not
    /// cut into lines. (Every bullet and box opens with byte 0xE2, 0xC2 or "[".)
    static func mayHoldTypedLists(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            var bulleted = 0
            var boxed = 0
            var emptyBoxed = 0
            var index = 0
            var atLineStart = true
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: "\n") { atLineStart = true; index += 1; continue }
                if atLineStart, byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") { index += 1; continue }
                if atLineStart, byte == 0xE2 || byte == 0xC2 || byte == UInt8(ascii: "[") {
                    let opening = String(decoding: bytes[index..<min(index + 8, bytes.count)], as: UTF8.self)
                    if boxes.contains(where: opening.hasPrefix) { boxed += 1 }
                    else if let first = opening.first, bullets.contains(first), opening.dropFirst().first == " " { bulleted += 1 }
                    if bulleted >= 2 || boxed >= 2 { return true }
                } else if atLineStart, opensEmptyBox(bytes, at: index) {
                    emptyBoxed += 1
                    if emptyBoxed >= 2 { return true }
                }
                atLineStart = false
                // (The rest of the line is skipped on its bytes.)
                while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
            }
            return false
        }
    }

    func repair(_ text: String) -> (text: String, repairs: [Repair]) {
        // Nearly every document types no bullet: one pass over its bytes says so.
        guard Self.mayHoldTypedLists(text) else { return (text, []) }
        return repairLines(text)
    }

    /// The repair itself, line by line (`repair` asks `mayHoldTypedLists` first).
    func repairLines(_ text: String) -> (text: String, repairs: [Repair]) {
        var lines = text.lineSlices().map(String.init)
        var code = FenceTracker()
        var bulleted: [Int] = []
        var boxed: [Int] = []
        var emptyBoxed: [Int] = []
        for (index, line) in lines.enumerated() {
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            if code.isCode(trimmed) { continue }
            if Self.opensEmptyBox(trimmed.utf8, at: trimmed.utf8.startIndex), trimmed.dropFirst(5).contains(where: { !$0.isWhitespace }) {
                emptyBoxed.append(index)
                continue
            }
            if let box = Self.boxes.first(where: { trimmed.hasPrefix($0) }), trimmed.dropFirst(box.count).contains(where: { !$0.isWhitespace }) {
                boxed.append(index)
                continue
            }
            guard let first = trimmed.first, Self.bullets.contains(first),
                  trimmed.dropFirst().first == " ", trimmed.dropFirst(2).contains(where: { !$0.isWhitespace }) else { continue }
            bulleted.append(index)
        }
        if boxed.count < 2 { boxed = [] }
        if emptyBoxed.count < 2 { emptyBoxed = [] }
        for index in emptyBoxed {
            let line = lines[index]
            let indent = line.prefix { $0 == " " || $0 == "\t" }
            lines[index] = indent + line.dropFirst(indent.count).prefix(2) + "[ ]" + line.dropFirst(indent.count + 4)
        }
        for index in boxed {
            let line = lines[index]
            let indent = line.prefix { $0 == " " || $0 == "\t" }
            lines[index] = indent + "- " + line.dropFirst(indent.count)
        }
        // (One typed bullet alone is as often an ornament, "· Updated today", as a list.)
        if bulleted.count < 2 { bulleted = [] }
        guard !bulleted.isEmpty || !boxed.isEmpty || !emptyBoxed.isEmpty else { return (text, []) }
        for index in bulleted {
            let line = lines[index]
            let indent = line.prefix { $0 == " " || $0 == "\t" }
            lines[index] = indent + "-" + line.dropFirst(indent.count + 1)
        }
        let changed = (bulleted + boxed + emptyBoxed).sorted()
        let what = [bulleted.isEmpty ? nil : "a typed bullet (•)", boxed.isEmpty ? nil : "a check box with no list mark ([ ])",
                    emptyBoxed.isEmpty ? nil : "a check box with no space in it ([])"]
            .compactMap { $0 }.joined(separator: " or ")
        let repair = Repair(kind: .typedBullets, count: changed.count, lines: changed.map { $0 + 1 },
                            detail: "lines opened by \(what) were read as the list lines they are")
        return (lines.joined(separator: "\n"), [repair])
    }
}

/// A note a checklist template leaves for the tool that runs it, written in double brackets
/// after a label: "[[LLM: Before this section, read the PRD …]]", over one paragraph or
/// several blocks up to the "]]" that closes it. What it says is addressed to the tool (how
/// to go about the section, what to skip), not asked of a screen: it is no requirement, and
/// no content of the section it stands in.
enum ToolNote {
    /// What `--explain` says of a note's blocks.
    static let reason = "a note to the tool that runs the checklist (\"[[…]]\"), not asked of a screen"

    /// Whether `block` opens a note: a paragraph that starts with "[[" and a label of one to
    /// four words before a colon ("LLM:", "AI INSTRUCTIONS:", "Agent note:").
    static func opens(_ block: MarkdownBlock) -> Bool {
        guard block.kind == .paragraph else { return false }
        let bytes = block.text.utf8
        guard bytes.count > 4, bytes.starts(with: "[[".utf8) else { return false }
        var words = 0
        var inWord = false
        for byte in bytes.dropFirst(2).prefix(48) {
            switch byte {
            case UInt8(ascii: ":"):
                return words >= 1
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "/"), UInt8(ascii: "&"):
                if !inWord { words += 1; inWord = true }
                if words > 4 { return false }
            case UInt8(ascii: " "):
                inWord = false
            default:
                return false
            }
        }
        return false
    }

    /// Whether `block` ends the note it belongs to: its last words end in "]]".
    static func closes(_ block: MarkdownBlock) -> Bool {
        var last = block
        while let child = last.children.last { last = child }
        return last.text.trimmingWhitespace().hasUTF8Suffix("]]")
    }
}

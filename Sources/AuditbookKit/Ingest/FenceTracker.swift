/// Fenced code met line by line, for the repairs that read a document's lines before the
/// Markdown parser does and leave code as it is.
struct FenceTracker {
    /// The fence that opened the code the lines are in ("```" or "~~~"), if any.
    private var open: Substring?

    /// Whether `trimmed` (a line without its leading spaces and tabs) opens fenced code,
    /// closes it or stands inside it; the lines after it are read accordingly.
    mutating func isCode(_ trimmed: Substring) -> Bool {
        if let fence = open {
            if trimmed.hasPrefix(fence) { open = nil }
            return true
        }
        if trimmed.hasUTF8Prefix("```") || trimmed.hasUTF8Prefix("~~~") {
            open = trimmed.prefix(3)
            return true
        }
        return false
    }
}

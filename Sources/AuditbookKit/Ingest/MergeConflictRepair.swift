/// A leftover git merge conflict (`<<<<<<<` … `=======` … `>>>>>>>`): both sides are kept
/// and the markers become blank lines, so every line keeps its number, and the repair is
/// reported. Which side is right is the document owner's call, not the compiler's: each side's
/// lines are read as requirements (one side often adds a rule the other lacks), and the report
/// names the lines to resolve.
struct MergeConflictRepair {
    func repair(_ text: String) -> (text: String, repairs: [Repair]) {
        // Nearly every document has no marker at all: one search says so.
        guard text.containsUTF8("<<<<<<< ") || text.containsUTF8("\n<<<<<<<") else { return (text, []) }
        var lines = text.lineSlices()
        enum State { case outside, first, second }
        var state = State.outside
        var conflictLines: [Int] = []
        var inFence = false
        for index in lines.indices {
            let line = lines[index]
            if line.hasUTF8Prefix("```") || line.hasUTF8Prefix("~~~") { inFence.toggle() }
            switch state {
            case .outside where !inFence && Self.isMarker(line, "<"):
                state = .first
                conflictLines.append(index + 1)
                lines[index] = ""
            case .first where Self.isMarker(line, "="):
                state = .second
                lines[index] = ""
            case .second where Self.isMarker(line, ">"):
                state = .outside
                lines[index] = ""
            default:
                break
            }
        }
        guard !conflictLines.isEmpty, state == .outside else { return (text, []) }
        let repair = Repair(kind: .mergeConflict, count: conflictLines.count, lines: conflictLines,
                            detail: "an unresolved merge conflict was left in the document; its markers were dropped and both sides' lines read (resolve it to keep one)")
        return (lines.joined(separator: "\n"), [repair])
    }

    /// `<<<<<<< HEAD`, `=======`, `>>>>>>> 1a2b3c (message)`: seven marks at the margin.
    private static func isMarker(_ line: Substring, _ mark: Character) -> Bool {
        let marks = line.prefix { $0 == mark }
        guard marks.count == 7 else { return false }
        let rest = line.dropFirst(7)
        return mark == "=" ? rest.trimmingSpaces().isEmpty : (rest.isEmpty || rest.hasUTF8Prefix(" "))
    }
}

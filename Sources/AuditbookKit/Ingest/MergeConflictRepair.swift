/// A leftover git merge conflict (`<<<<<<<` … `=======` … `>>>>>>>`): the first side is
/// kept, the markers and the other side become blank lines, so every other line keeps its
/// number, and the repair is reported.
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
            case .second:
                if Self.isMarker(line, ">") { state = .outside }
                lines[index] = ""
            default:
                break
            }
        }
        guard !conflictLines.isEmpty, state == .outside else { return (text, []) }
        let repair = Repair(kind: .mergeConflict, count: conflictLines.count, lines: conflictLines,
                            detail: "an unresolved merge conflict was left in the document; the first side was kept and the other dropped")
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

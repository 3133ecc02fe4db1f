/// What became of one block of a document: an item (and why), a group of items, or skipped
/// (and why). `checklist compile --explain` lists them so an author can see how the
/// compiler read the document; `checklist lint` reads the skipped ones.
public struct CompileDecision: Codable, Sendable, Equatable {
    public enum Outcome: String, Codable, Sendable { case item, group, skipped }

    /// 1-based line in the document.
    public var line: Int
    /// "heading", "list line", "table row", "table", "paragraph".
    public var block: String
    public var outcome: Outcome
    /// The block's text, cleaned and shortened.
    public var text: String
    /// Why: "task line", "identifier and severity", "introduction", "link list", …
    public var reason: String
    /// The item it became, once IDs are assigned.
    public var itemID: String?
    /// Index into the run's pending items until IDs are assigned.
    var pendingIndex: Int?
    /// Skipped as a shape the compiler knows states no requirement (a setting, a field with
    /// nothing to check, a line saying when to read the document): `checklist lint` does not
    /// report it as a requirement it missed.
    var isKnownNonRequirement = false

    enum CodingKeys: String, CodingKey { case line, block, outcome, text, reason, itemID }

    init(line: Int, block: String, outcome: Outcome, text: String, reason: String, pendingIndex: Int? = nil) {
        self.line = line
        self.block = block
        self.outcome = outcome
        self.text = text.count > 90 ? String(text.prefix(89)) + "…" : text
        self.reason = reason
        self.pendingIndex = pendingIndex
    }

    /// "line 12  list line  → check layout/1.1  (task line)".
    public var summary: String {
        let what: String
        switch outcome {
        case .item: what = "→ \(itemID ?? "item")"
        case .group: what = "→ group"
        case .skipped: what = "skipped"
        }
        // (One line per decision: a block's own line breaks are spaces here.)
        let shown = text.contains(where: \.isNewline) ? text.split(whereSeparator: \.isNewline).joined(separator: " ") : text
        return "line \(line)  \(block)  \(what)  \(reason): \(shown)"
    }

    /// A skipped line that reads as a requirement: a list line with "must", "should",
    /// "never", "always" or a leading instruction verb; any block with an RFC 2119 keyword in
    /// capitals. (Prose paragraphs often say "should" while explaining; they are not flagged.)
    public var looksLikeRequirement: Bool {
        if StatementText.keywordSeverity(text) != nil { return true }
        guard block == "list line" else { return false }
        let words = Slug.words(text)
        if words.contains(where: { ["must", "should", "shall", "never", "always", "required"].contains($0) }) { return true }
        return words.count >= 4 && words.first.map { CompilationRun.instructionVerbs.contains($0) } == true
    }
}

extension CompilationRun {
    /// Records a decision; an item decision points at the item just added.
    mutating func decide(_ line: Int, _ block: String, _ outcome: CompileDecision.Outcome, _ text: String, _ reason: String) {
        decisions.append(CompileDecision(line: line + lineOffset, block: block, outcome: outcome, text: text, reason: reason,
                                         pendingIndex: outcome == .item ? pending.count - 1 : nil))
    }

    /// Records the line as the name of a group, in place of its having been skipped as prose
    /// just before ("Security" read as a paragraph, then found to head the list after it).
    mutating func decideGroup(_ line: Int, _ block: String, _ text: String, _ reason: String) {
        if let last = decisions.indices.last, decisions[last].line == line + lineOffset, decisions[last].outcome == .skipped {
            decisions.removeLast()
        }
        decide(line, block, .group, text, reason)
    }

    /// The document's words for `severity` when an item takes it from where it stands.
    func inheritedSeverityLabel(_ severity: Severity?) -> String? {
        guard let severity, let stated = statedSeverity, stated.severity == severity else { return nil }
        return stated.label
    }

    /// Records a line that became part of the item at `pendingIndex` (its guidance, or one
    /// of its conditions) rather than an item of its own.
    mutating func decide(_ line: Int, _ block: String, joining pendingIndex: Int, _ text: String, _ reason: String) {
        decisions.append(CompileDecision(line: line + lineOffset, block: block, outcome: .item, text: text, reason: reason,
                                         pendingIndex: pendingIndex))
    }

    /// Records a line skipped as a shape that states no requirement (see `isKnownNonRequirement`).
    mutating func decideNotARequirement(_ line: Int, _ block: String, _ text: String, _ reason: String) {
        var decision = CompileDecision(line: line + lineOffset, block: block, outcome: .skipped, text: text, reason: reason)
        decision.isKnownNonRequirement = true
        decisions.append(decision)
    }
}

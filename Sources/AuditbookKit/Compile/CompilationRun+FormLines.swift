import Foundation

/// Task lines of a form that are no checks of a screen: options to tick, evidence to attach,
/// the people who sign off, what the review hands back.
extension CompilationRun {
    /// Why a form's option is no requirement.
    static let optionPlace = "an option to choose (the form asks which applies), not a requirement"

    static let reviewRecordPlace = "what the review records or hands back (its findings, its deliverables), not a check of a screen"

    /// Why a line its icon marks as a tool or a reading is no item.
    static let iconMarkedResourceReason = "a tool or reading its icon marks (a link), not what to check"
    static let evidencePlace = "evidence to keep (attach it to the answer: `auditbook walk` takes screenshots), not a check"

    /// "Screenshot: `2026-02-01-home.png`", "Screenshot modal: `modal.png` (if any)", "Screen
    /// recording: flow.mov": a label that names a capture (a screenshot, recording or video),
    /// then the file it is kept in.
    static func namesEvidenceFile(_ text: String) -> Bool {
        // (Told on the bytes first: every task line passes here.)
        let bytes = text.utf8
        guard bytes.count <= 160, let lead = bytes.first.map({ $0 | 0x20 }),
              lead == UInt8(ascii: "s") || lead == UInt8(ascii: "r") || lead == UInt8(ascii: "v") || lead == UInt8(ascii: "c"),
              let colon = bytes.prefix(24).firstIndex(of: UInt8(ascii: ":")), let labelText = String(bytes[..<colon]) else { return false }
        let label = Slug.words(labelText)
        guard let first = label.first, label.count <= 3,
              ["screenshot", "screenshots", "screencast", "recording", "video", "capture"].contains(first)
                || label.count >= 2 && first == "screen" && ["recording", "capture", "shot"].contains(label[1]) else { return false }
        guard let rest = String(bytes[bytes.index(after: colon)...])?.trimmingSpaces(), let file = rest.split(separator: " ").first, let dot = file.lastIndex(of: ".") else { return false }
        let ext = file[file.index(after: dot)...].lowercased()
        return ["png", "jpg", "jpeg", "gif", "heic", "webp", "mov", "mp4", "webm"].contains(ext)
    }

    /// Task lines a form offers to tick one of: under a heading that asks what kind of change
    /// a pull request is ("Type of change"), short lines; under a heading that names what they
    /// answer ("Breaking changes"), "No breaking changes" beside "Breaking changes (explain
    /// below)" (a "No …" line and lines that open with the word it denies: the answer and its
    /// alternatives).
    static func offersAnswers(_ items: [MarkdownBlock], sectionTitle: String?) -> Bool {
        guard (2...8).contains(items.count), let title = sectionTitle.map(Slug.words) else { return false }
        // (An option is named before its remark: "Breaking change (a fix or feature that …)".)
        let texts = items.compactMap { $0.leadParagraph?.plainText }
        let lines = texts.map { Slug.words(optionName($0)) }
        guard lines.count == items.count, lines.allSatisfy({ !$0.isEmpty && $0.count <= 8 }) else { return false }
        if namesAKindOfChange(title) { return true }
        // "- [ ] Other (explain below)", "- [ ] Requires new settings (list them below)": an
        // option that leaves a blank to fill in, among the others of a form.
        if items.count >= 3, texts.contains(where: leavesABlank) { return true }
        // "## Sign-off" over "- [ ] ✅ All configurations tested", "- [ ] ⚠️ Minor issues found",
        // "- [ ] ❌ Major issues found": the outcome the tester ticks, a different mark on each.
        if title.count <= 4, namesSignOff(title) || title.contains(where: { ["status", "result", "results", "verdict", "outcome"].contains($0) }),
           case let marks = items.compactMap({ $0.leadParagraph?.plainText.trimmingSpaces().first }),
           marks.count == items.count, marks.allSatisfy(outcomeMarks.contains), Set(marks).count == marks.count {
            return true
        }
        guard items.count <= 5, let first = lines.first, first.count >= 2, first[0] == "no", title.contains(first[1]) else { return false }
        return lines.dropFirst().allSatisfy { $0[0] == first[1] }
    }

    /// "### Required approvals" over "- [ ] Design lead", "- [ ] QA lead": boxes for the people
    /// who sign off (names of a few words, none an instruction), not checks of a screen.
    static func namesSigners(_ items: [MarkdownBlock], sectionTitle: String?) -> Bool {
        guard (2...12).contains(items.count), let title = sectionTitle.map(Slug.words), title.count <= 4, namesSignOff(title) else { return false }
        return items.allSatisfy { item in
            guard let line = item.leadParagraph?.plainText.trimmingSpaces(), !line.isEmpty else { return false }
            // (A name states nothing: "Release notes are written", "Tests passed" do.)
            let words = Slug.words(line)
            return words.count <= 4 && !isInstruction(line) && !line.hasUTF8Suffix(".")
                && !words.contains { ["is", "are", "was", "were", "be", "been", "has", "have", "had"].contains($0) || $0.hasUTF8Suffix("ed") }
        }
    }

    /// "Required approvals", "Sign-off", "Signatures": a heading's words (`Slug.words`) name
    /// where the people who approve the work sign.
    static func namesSignOff(_ title: [String]) -> Bool {
        title.contains(where: { ["approvals", "approval", "approvers", "signoff", "signoffs", "signatures", "signatories"].contains($0) })
            || zip(title, title.dropFirst()).contains(where: { $0 == "sign" && $1 == "off" })
    }

    /// Marks of an outcome: passed, passed with remarks, failed.
    static let outcomeMarks: Set<Character> = ["✅", "⚠️", "⚠", "❌", "✔️", "✔", "✖️", "✖", "🟢", "🟡", "🟠", "🔴", "⛔", "🚫", "☑️"]

    /// An option's name: its text before a remark in brackets.
    private static func optionName(_ text: String) -> String {
        // (On the bytes: this runs for the lines of every task list.)
        guard let open = text.utf8.firstIndex(of: UInt8(ascii: "(")), open > text.startIndex else { return text }
        return String(text[..<open])
    }

    /// "Other", "Other (explain below)", "… (list below)", "… (please specify)": an option of a
    /// form that asks for more words than its box.
    static func leavesABlank(_ text: String) -> Bool {
        // (Turned away on its bytes unless it opens with "other" or closes a bracket: this
        // runs for the lines of every task list.)
        let bytes = text.utf8
        let opensOther = bytes.count >= 5 && bytes.prefix(5).lazy.map { $0 | 0x20 }.elementsEqual("other".utf8)
        guard opensOther || bytes.last == UInt8(ascii: ")") else { return false }
        if opensOther, case let words = Slug.words(text), words == ["other"] || words.first == "other" && text.containsASCII("(") { return true }
        guard bytes.last == UInt8(ascii: ")"), let open = text.lastIndex(of: "(") else { return false }
        let remark = Slug.words(String(text[open...]))
        guard (1...4).contains(remark.count) else { return false }
        return remark.last == "below" || remark.last == "specify" || remark == ["please", "explain"]
    }

    /// "<!-- Mark the relevant option with an 'x' -->", "Check all that apply.", "Please delete
    /// options that are not relevant": a form's instruction to pick among the lines below,
    /// which are options, not checks.
    static func asksToChooseOptions(_ text: String) -> Bool {
        guard text.utf8.count <= 160 else { return false }
        var words = Slug.words(MarkdownInline.plain(text))[...]
        if words.first == "please" { words = words.dropFirst() }
        // (The form's verb opens it: "Check that every option has a label" asks of a screen.)
        guard (3...16).contains(words.count), let verb = words.first,
              ["mark", "check", "select", "choose", "tick", "pick", "delete", "remove", "put"].contains(verb) else { return false }
        if zip(words, words.dropFirst()).contains(where: { $0 == "that" && ($1 == "apply" || $1 == "applies") }) { return true }
        return (words.contains("option") || words.contains("options"))
            && words.contains(where: ["relevant", "appropriate", "applicable", "apply", "applies", "not", "which", "all", "any", "one"].contains)
    }

    /// "Type of change", "Types of changes", "Change type", "What kind of change is this?".
    private static func namesAKindOfChange(_ words: [String]) -> Bool {
        words.count <= 8 && words.contains { $0 == "type" || $0 == "types" || $0 == "kind" }
            && words.contains { $0 == "change" || $0 == "changes" || $0 == "pr" }
    }
}

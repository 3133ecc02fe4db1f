/// A numbered label that stands as a heading without heading marks, over a list:
///
///     1. PERCEIVABLE
///     - Text alternatives for images
///
/// Prompts and plain-text guides group their lines so: each label is a numbered list of one
/// line, and the list after it a list of its own. `SectionTreeBuilder.numberedLineHeadings`
/// reads it as a heading (one level below the last heading written as one) titled by its
/// words alone, so its lines take its section and the label is no requirement (nor, by its
/// number, a rule). It counts in capitals, or where the document writes two labels at least
/// so. A Do / Don't label, a severity word or a note's label ("NOTE:", "EXAMPLES:") keeps its
/// own reading. (A paragraph in capitals, "DISABLED STATE:", is left as it is: read as a
/// heading, its code would make its lines a rule's guidance.)
enum NumberedLabel {
    /// "1. PERCEIVABLE", "2. Operable": a numbered list of one line, a few words and nothing
    /// under them; the words, and whether they are in capitals.
    static func read(_ list: MarkdownBlock) -> (name: String, capitals: Bool)? {
        guard list.children.count == 1, let entry = list.children.first, entry.children.count == 1,
              let lead = entry.leadParagraph, lead.text.utf8.count <= 60, !lead.text.containsASCII("\n") else { return nil }
        let plain = lead.plainText.trimmingSpaces()
        guard let name = labelName(plain) else { return nil }
        return (name, isCapitals(name))
    }

    /// The label's words without a closing colon: one to four words, no sentence, no Do /
    /// Don't label, severity word or note's label.
    private static func labelName(_ plain: String) -> String? {
        let name = plain.hasUTF8Suffix(":") ? String(plain.dropLast()).trimmingSpaces() : plain
        guard !name.isEmpty, !name.hasUTF8Suffix("."), !name.hasUTF8Suffix("?"), name.contains(where: \.isLetter) else { return nil }
        let words = Slug.words(name)
        guard (1...4).contains(words.count), !CompilationRun.isInstruction(name),
              CompilationRun.doDontLabel(name) == nil, HeadingText.namedSeverity(Substring(name)) == nil,
              !noteLabels.contains(words.joined(separator: " ")) else { return nil }
        return name
    }

    /// Every cased letter in capitals, four letters at least.
    private static func isCapitals(_ text: String) -> Bool {
        var letters = 0
        for character in text where character.isLetter {
            guard !character.isLowercase else { return false }
            letters += 1
        }
        return letters >= 4
    }

    /// Labels of a remark, a sample or a kind of statement: not a part of the document.
    private static let noteLabels: Set<String> = [
        "note", "notes", "warning", "warnings", "important", "tip", "tips", "caution", "example", "examples", "why",
        "todo", "rule", "rules", "required", "optional", "summary", "see also", "info", "hint", "hints",
    ]
}

/// A requirement written as a record of labelled fields, one to a line, as requirement
/// registers exported from a tracker or a spreadsheet arrive:
///
///     - **ID:** NAV-04
///       **Title:** Every screen has a way back
///       **Severity:** High
///       **How to test:** Open each screen from a deep link.
///
/// The field that names the requirement titles it; an identifier field numbers it, a
/// severity field grades it, a test field says how to test it, and the other fields are its
/// guidance. So it is where every line is a field (a line with no label continues the one
/// above), one names the requirement and one more identifies, grades or tests it: a record
/// of a person ("**Name:** …", "**Role:** …") or of a tool is none.
struct FieldRecord: Equatable {
    var title: String
    var identifier: String?
    /// The severity field's value as written ("High").
    var severityText: String?
    var howToTest: String?
    /// The other fields, "**Label:** value" each.
    var guidance: [String]

    /// Labels of the field that names the requirement, the first found titling it.
    private static let titleLabels = ["title", "requirement", "rule", "check", "statement", "criterion", "name", "summary", "description"]
    private static let identifierLabels: Set<String> = [
        "id", "identifier", "ref", "reference", "key", "code", "rule id", "requirement id", "check id", "req id",
    ]
    /// The section's grade fields (`LabelledFields`) and two more a register uses.
    private static let severityLabels = LabelledFields.severityLabels.union(["risk", "criticality"])

    /// A field that says how to test: a label over a test's steps (`namesTestSteps`), or one a
    /// register uses.
    private static func namesTest(_ label: String) -> Bool {
        ["test", "verification", "acceptance"].contains(label) || CompilationRun.namesTestSteps(label + ":")
    }

    /// The record `markdown` (a list line's or a paragraph's text) holds, or nil.
    static func read(_ markdown: String) -> FieldRecord? {
        // (Told on bytes first, then on the first line alone: most paragraphs open with no
        // label.)
        guard let newline = markdown.utf8.firstIndex(of: UInt8(ascii: "\n")), markdown[..<newline].containsASCII(":"),
              labelled(markdown[..<newline].trimmingSpaces()[...]) != nil else { return nil }
        var fields: [(label: String, written: String, value: String)] = []
        for rawLine in markdown.split(separator: "\n", omittingEmptySubsequences: true) {
            var line = rawLine.trimmingSpaces()[...]
            if line.hasUTF8Suffix("\\") { line = line.dropLast() }
            guard !line.isEmpty else { continue }
            if let field = labelled(line) {
                fields.append(field)
            } else if !fields.isEmpty {
                fields[fields.count - 1].value += " " + line
            } else {
                return nil
            }
        }
        guard fields.count >= 2, Set(fields.map(\.label)).count == fields.count,
              let titleLabel = titleLabels.first(where: { label in fields.contains { $0.label == label } }),
              fields.contains(where: { identifierLabels.contains($0.label) || severityLabels.contains($0.label) || namesTest($0.label) })
        else { return nil }
        var record = FieldRecord(title: "", identifier: nil, severityText: nil, howToTest: nil, guidance: [])
        for field in fields {
            let value = field.value.trimmingSpaces()
            guard !value.isEmpty else { continue }
            if field.label == titleLabel {
                record.title = value
            } else if record.identifier == nil, identifierLabels.contains(field.label), !value.containsASCII(" ") {
                record.identifier = MarkdownInline.plain(value)
            } else if record.severityText == nil, severityLabels.contains(field.label) {
                record.severityText = MarkdownInline.plain(value)
            } else if record.howToTest == nil, namesTest(field.label) {
                record.howToTest = value
            } else {
                record.guidance.append("**\(field.written):** \(value)")
            }
        }
        return record.title.isEmpty ? nil : record
    }

    /// "**Title:** text", "**Title**: text" or "Title: text" (a label of one to three words,
    /// letters and spaces): the label, lowercased, as written, and the text after it.
    static func labelled(_ line: Substring) -> (label: String, written: String, value: String)? {
        let label: Substring
        let rest: Substring
        if line.hasUTF8Prefix("**") {
            let inner = line.dropFirst(2)
            guard let close = inner.firstUTF8Range(of: "**") else { return nil }
            var name = inner[..<close.lowerBound]
            var after = inner[close.upperBound...]
            if name.hasUTF8Suffix(":") { name = name.dropLast() } else if after.hasUTF8Prefix(":") { after = after.dropFirst() } else { return nil }
            label = name
            rest = after
        } else {
            guard let colon = line.prefix(32).firstIndex(of: ":") else { return nil }
            label = line[..<colon]
            rest = line[line.index(after: colon)...]
            // ("Note: the total …" is a sentence with a colon; a bare label is set off by one.)
            guard rest.first == " " || rest.isEmpty else { return nil }
        }
        let written = label.trimmingSpaces()
        guard !written.isEmpty, written.split(separator: " ").count <= 3,
              written.allSatisfy({ $0.isLetter || $0 == " " || $0 == "-" }) else { return nil }
        return (Slug.words(written).joined(separator: " "), written, rest.trimmingSpaces())
    }
}

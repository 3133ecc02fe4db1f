import Foundation

/// What a document's front matter tells the compiler where no reading can decide, under an
/// `auditbook:` key (documented in Checklists/README.md):
///
/// ```yaml
/// auditbook:
///   requirements: [Checks, Release rules]   # sections whose every line is a requirement
///   rule-level: 3                           # headings at this level are rules
///   columns: {id: Ref, title: Statement, level: Priority}
///   severity: {blocker: critical, nice-to-have: low}
/// ```
struct CompileHints: Sendable, Equatable {
    /// Section titles as slug words.
    var requirementSections: Set<String> = []
    /// The same titles as the front matter writes them.
    var requirementNames: [String] = []
    var ruleLevel: Int?
    var columns = RequirementTable.ColumnHints.none
    var severityWords = SeverityWords.standard
    /// Hints that cannot be followed, each with what to write instead; the compiler reports
    /// them as findings rather than guessing.
    var problems: [String] = []

    static let columnKeys: Set<String> = ["id", "identifier", "title", "level"]

    init(_ frontMatter: FrontMatter) {
        if let sections = frontMatter["auditbook.requirements"] {
            requirementNames = sections.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
            requirementSections = Set(requirementNames.map(Slug.phrase))
        }
        if let level = frontMatter["auditbook.rule-level"] {
            if let number = Int(level.trimmingSpaces()), (1...6).contains(number) {
                ruleLevel = number
            } else {
                problems.append("auditbook.rule-level '\(level)' is not a heading level; write a number from 1 to 6")
            }
        }
        for key in frontMatter.fields.keys.sorted() where key.hasUTF8Prefix("auditbook.") {
            let name = key.dropFirst("auditbook.".count)
            let known = name == "requirements" || name == "rule-level" || name.hasUTF8Prefix("severity.")
                || (name.hasUTF8Prefix("columns.") && Self.columnKeys.contains(String(name.dropFirst("columns.".count))))
            if !known {
                problems.append("'\(key)' is not a hint auditbook reads; the hints are requirements, rule-level, columns (id, title, level) and severity (Checklists/README.md)")
            }
        }
        columns = RequirementTable.ColumnHints(identifier: frontMatter["auditbook.columns.id"] ?? frontMatter["auditbook.columns.identifier"],
                                               title: frontMatter["auditbook.columns.title"],
                                               level: frontMatter["auditbook.columns.level"])
        var words: [String: Severity] = [:]
        for (key, value) in frontMatter.fields.sorted(by: { $0.key < $1.key }) where key.hasUTF8Prefix("auditbook.severity.") {
            if let severity = Severity(rawValue: value.lowercased().trimmingSpaces()) {
                words[String(key.dropFirst("auditbook.severity.".count)).lowercased()] = severity
            } else {
                problems.append("\(key) '\(value)' is not a severity; write critical, high, medium or low")
            }
        }
        severityWords = SeverityWords(extra: words)
    }

    /// The problems, and the requirement sections the document has no section for.
    func problems(sectionTitles: Set<String>) -> [String] {
        problems + requirementNames.filter { !sectionTitles.contains(Slug.phrase($0)) }.map {
            "auditbook.requirements names '\($0)', but no section of the document has that title; use a heading's own words"
        }
    }

    func holdsRequirements(_ title: String) -> Bool {
        !requirementSections.isEmpty && requirementSections.contains(Slug.phrase(title))
    }
}

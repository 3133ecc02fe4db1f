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
    var ruleLevel: Int?
    var columns = RequirementTable.ColumnHints.none
    var severityWords = SeverityWords.standard

    init(_ frontMatter: FrontMatter) {
        if let sections = frontMatter["auditbook.requirements"] {
            requirementSections = Set(sections.split(separator: ",").map { Slug.words(String($0)).joined(separator: " ") })
        }
        ruleLevel = frontMatter["auditbook.rule-level"].flatMap { Int($0.trimmingSpaces()) }
        columns = RequirementTable.ColumnHints(identifier: frontMatter["auditbook.columns.id"] ?? frontMatter["auditbook.columns.identifier"],
                                               title: frontMatter["auditbook.columns.title"],
                                               level: frontMatter["auditbook.columns.level"])
        var words: [String: Severity] = [:]
        for (key, value) in frontMatter.fields where key.hasPrefix("auditbook.severity.") {
            if let severity = Severity(rawValue: value.lowercased().trimmingSpaces()) {
                words[String(key.dropFirst("auditbook.severity.".count)).lowercased()] = severity
            }
        }
        severityWords = SeverityWords(extra: words)
    }

    func holdsRequirements(_ title: String) -> Bool {
        !requirementSections.isEmpty && requirementSections.contains(Slug.words(title).joined(separator: " "))
    }
}

/// What a checklist item asks of a reviewer.
public enum ItemKind: String, Codable, Sendable, CaseIterable, Comparable {
    case check
    case rule
    case principle
    case antiPattern = "anti-pattern"

    public static func < (lhs: ItemKind, rhs: ItemKind) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

/// How much a failed item matters, from a document's `**Impact:**` lines, its front
/// matter or the canonical format.
public enum Severity: String, Codable, Sendable, CaseIterable, Comparable {
    case critical, high, medium, low

    public var rank: Int {
        switch self {
        case .critical: return 3
        case .high: return 2
        case .medium: return 1
        case .low: return 0
        }
    }

    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }

    /// Reads one severity word in any case, after any leading emoji or punctuation:
    /// "CRITICAL", "🟡 Warning", "medium (…)", "P1", "MEDIUM-HIGH" (its first word), "S2 (High)"
    /// (a code, then its word in brackets). The
    /// mapping is documented in Checklists/README.md ("Severity in other documents").
    public static func parse(_ raw: String) -> Severity? {
        let text = raw.drop { !$0.isLetter && !$0.isNumber }.lowercased()
        let word = text.prefix { $0.isLetter || $0.isNumber }
        // "NON-BLOCKING", "non-critical": to fix, but not enough to hold a release.
        if word == "non" {
            let next = text.dropFirst(3).drop { $0 == "-" || $0 == " " }.prefix { $0.isLetter }
            return next == "blocking" || next == "blocker" || next == "critical" ? .medium : nil
        }
        // "Extra credit", "Nice to have", "Nice-to-have": beyond what is required (`phrases`).
        if word == "extra" || word == "nice" {
            let spaced = text.prefix(16).replacingOccurrences(of: "-", with: " ")
            return phrases.contains(where: spaced.hasPrefix) ? .low : nil
        }
        if let severity = words[String(word)] { return severity }
        // "S2 (High)", "Sev 1 (Critical)": a grade's code, its meaning in brackets right after it.
        guard (1...4).contains(word.count), case let after = text.dropFirst(word.count).drop(while: { $0 == " " }),
              case let number = after.prefix(while: \.isNumber), number.count <= 2,
              case let rest = after.dropFirst(number.count).drop(while: { $0 == " " }), rest.first == "(" else { return nil }
        return words[String(rest.dropFirst().prefix { $0.isLetter || $0.isNumber })]
    }

    /// A Chinese, Japanese or Korean grade word alone ("高", "必須", "낮음"); nil for any
    /// other text, ASCII included.
    static func eastAsianGrade<S: StringProtocol>(_ word: S) -> Severity? {
        guard word.opensWithEastAsianText else { return nil }
        return words[String(word)]
    }

    /// Chinese, Japanese and Korean names of what grades a requirement, as a table's column
    /// or a labelled field names it: priority, severity, importance, impact, level.
    static let eastAsianFieldNames = [
        "优先级", "優先級", "严重程度", "嚴重程度", "严重性", "嚴重性", "重要性", "影响", "級別", "级别", "等级",
        "優先度", "重要度", "深刻度", "影響度", "レベル", "우선순위", "심각도", "중요도", "영향",
    ]

    /// Severity words of more than one word, as `Slug.words` joins them.
    static let phrases: Set<String> = ["extra credit", "nice to have"]

    /// Severity words and what they mean, lower case.
    static let words: [String: Severity] = [
        "critical": .critical, "blocker": .critical, "blocking": .critical, "showstopper": .critical, "p0": .critical,
        "high": .high, "major": .high, "serious": .high, "severe": .high, "error": .high, "important": .high, "p1": .high, "must": .high,
        "required": .high, "mandatory": .high,
        "medium": .medium, "moderate": .medium, "normal": .medium, "warning": .medium, "p2": .medium, "should": .medium,
        "recommended": .medium,
        "low": .low, "minor": .low, "trivial": .low, "suggestion": .low, "info": .low, "nit": .low, "p3": .low, "p4": .low,
        "may": .low, "could": .low, "optional": .low, "bonus": .low, "informational": .low, "cosmetic": .low, "advisory": .low,
        // Chinese, Japanese and Korean: fatal, high / serious, medium / normal, low / minor;
        // required, recommended, optional.
        "致命": .critical, "致命的": .critical, "치명적": .critical,
        "高": .high, "严重": .high, "重大": .high, "必须": .high, "必須": .high, "높음": .high, "필수": .high,
        "中": .medium, "一般": .medium, "推奨": .medium, "推荐": .medium, "중간": .medium, "보통": .medium, "권장": .medium,
        "低": .low, "轻微": .low, "建议": .low, "軽微": .low, "任意": .low, "可选": .low, "낮음": .low, "선택": .low,
    ]

    /// A conformance or assurance level written on its own: WCAG "A" / "AA" / "AAA",
    /// "Level AA" and "WCAG AA", assurance levels "L1" / "L2" / "L3". The lowest level is the one every
    /// product must meet, so failing it matters most.
    public static func parseLevel(_ raw: String) -> Severity? {
        var text = Substring(raw.trimmingSpaces())
        // "WCAG AA", "WCAG 2.2 AA": the standard named before its level.
        if text.hasUTF8Prefix("WCAG ") {
            text = text.dropFirst(5)
            if text.first?.isNumber == true { text = text.drop { $0.isNumber || $0 == "." }.drop { $0 == " " } }
        }
        if text.lowercased().hasUTF8Prefix("level ") { text = text.dropFirst(6) }
        switch text.trimmingSpaces() {
        case "A", "L1": return .high
        case "AA", "L2": return .medium
        case "AAA", "L3": return .low
        default: return nil
        }
    }

}

/// The severity words a document uses: the standard ones, and any its front matter adds
/// (`auditbook.severity.blocker: critical`).
public struct SeverityWords: Sendable, Equatable {
    public var extra: [String: Severity]
    /// NEVER and ALWAYS in capitals weigh as keywords: set for a document that writes its
    /// requirements with RFC 2119 keywords in capitals (`StatementText.keywordSeverity`).
    public var readsEmphaticKeywords = false

    /// Marks the document's own legend defines ("Items marked ⚠️ are critical"), by the
    /// mark without its variation selector (`MarkLegend`).
    public var marks: [String: SeverityMark] = [:]

    public static let standard = SeverityWords(extra: [:])

    public init(extra: [String: Severity]) {
        self.extra = extra
    }

    /// A line that opens or closes with one of the document's marks: what the mark means,
    /// and the line without it.
    func marked(_ text: Substring) -> (SeverityMark, Substring)? {
        guard !marks.isEmpty, let first = text.utf8.first, let last = text.utf8.last else { return nil }
        if first >= 0xE2, case let head = text.prefix(while: { $0 != " " }), let meaning = marks[MarkLegend.normalized(head)] {
            return (meaning, text[head.endIndex...].drop { $0 == " " })
        }
        if last >= 0x80, let space = text.lastIndex(of: " "), let meaning = marks[MarkLegend.normalized(text[text.index(after: space)...])] {
            return (meaning, text[..<space])
        }
        return nil
    }

    /// A mark the document's legend defines, written alone ("🔴" in a cell): what it means.
    func markMeaning(_ raw: String) -> SeverityMark? {
        guard !marks.isEmpty, (raw.utf8.first ?? 0) >= 0xE2, raw.utf8.count <= 12 else { return nil }
        return marks[MarkLegend.normalized(Substring(raw))]
    }

    /// The document's own words first (a mark its legend defines, "🔴" alone in a cell),
    /// then `Severity.parse`.
    public func parse(_ raw: String) -> Severity? {
        if let meaning = markMeaning(raw) { return meaning.severity }
        if !extra.isEmpty {
            let word = raw.drop { !$0.isLetter && !$0.isNumber }.lowercased().prefix { $0.isLetter || $0.isNumber || $0 == "-" }
            if let severity = extra[String(word)] { return severity }
        }
        return Severity.parse(raw)
    }
}

/// A code example attached to an item, marked correct or incorrect by the document.
public struct CodeExample: Codable, Sendable, Equatable {
    public enum Verdict: String, Codable, Sendable { case correct, incorrect }
    public var verdict: Verdict
    public var language: String?
    public var code: String
    /// The label that marked it ("Correct — register for specific traits"), if any.
    public var caption: String?

    public init(verdict: Verdict, language: String?, code: String, caption: String? = nil) {
        self.verdict = verdict
        self.language = language
        self.code = code
        self.caption = caption
    }
}

/// One compiled checklist item.
public struct ChecklistItem: Codable, Sendable, Equatable {
    /// Stable ID: `<checklist-id>/<number or slug>`.
    public var id: String
    public var number: String?
    public var title: String
    public var kind: ItemKind
    public var severity: Severity?
    /// The document's own word for the severity ("🟡 Warning", "L1", "MUST", "P1"), when it
    /// wrote one on the item itself.
    public var severityLabel: String?
    /// Headings from the document's top down to the item's section.
    public var sectionPath: [String]
    /// The number of the section the item comes from, when it has one.
    public var sectionNumber: String?
    /// Markdown.
    public var guidance: String
    public var examples: [CodeExample]
    /// IDs of items this one points at or restates.
    public var related: [String]
    public var tags: [String]
    public var platforms: [String]
    /// Markdown steps a reviewer follows on a device.
    public var howToTest: String?
    /// 1-based line in the (repaired) document.
    public var line: Int
    /// The WCAG success criteria it maps to, with where each mapping comes from; nil for none.
    public var criteria: [CriterionRef]?

    public init(id: String, number: String? = nil, title: String, kind: ItemKind, severity: Severity? = nil,
                sectionPath: [String] = [], sectionNumber: String? = nil, guidance: String = "",
                examples: [CodeExample] = [], related: [String] = [], tags: [String] = [],
                platforms: [String] = [], howToTest: String? = nil, line: Int, severityLabel: String? = nil, criteria: [CriterionRef]? = nil) {
        self.criteria = criteria
        self.id = id
        self.number = number
        self.title = title
        self.kind = kind
        self.severity = severity
        self.sectionPath = sectionPath
        self.sectionNumber = sectionNumber
        self.guidance = guidance
        self.examples = examples
        self.related = related
        self.tags = tags
        self.platforms = platforms
        self.howToTest = howToTest
        self.line = line
        self.severityLabel = severityLabel
    }

    /// The section path as one line, "Accessibility › Reduce Motion".
    public var section: String { sectionPath.joined(separator: " › ") }
}

/// The result of compiling one guideline document.
public struct CompiledChecklist: Sendable {
    public init(id: String, title: String, description: String? = nil, license: String? = nil, documentVersion: String? = nil,
                sourcePath: String, sourceDigest: String, items: [ChecklistItem], repairs: [Repair],
                findings: [DocumentFinding], notes: [String]) {
        self.id = id
        self.title = title
        self.description = description
        self.license = license
        self.documentVersion = documentVersion
        self.sourcePath = sourcePath
        self.sourceDigest = sourceDigest
        self.items = items
        self.repairs = repairs
        self.findings = findings
        self.notes = notes
    }

    public var id: String
    public var title: String
    public var description: String?
    public var license: String?
    /// The document's own version string (front matter), if it states one.
    public var documentVersion: String?
    public var sourcePath: String
    /// SHA-256 of the document's bytes, to tell an unchanged document.
    public var sourceDigest: String
    public var items: [ChecklistItem]
    public var repairs: [Repair]
    /// Structural problems found while compiling (`checklist lint` lists them all).
    public var findings: [DocumentFinding]
    /// Notes that are not problems ("no checklist lines; audits will ask its rules").
    public var notes: [String]
    /// What became of each block of the document, in order (`checklist compile --explain`).
    public var decisions: [CompileDecision] = []

    /// What `checklist compile` warns about: the findings the repairs do not already
    /// report, and the notes.
    public var warnings: [String] {
        let skipped = findings.filter { $0.kind == .skippedRequirement }.count
        return findings.filter { ![.flattened, .encoding, .unclosedFence, .nestedFence, .skippedRequirement].contains($0.kind) }.map(\.summary) + notes
            + (skipped == 0 ? [] : ["\(skipped) line\(skipped == 1 ? "" : "s") read as requirements but became no item; `checklist lint` lists them, `--explain` shows every block"])
    }

    public func count(of kind: ItemKind) -> Int { items.filter { $0.kind == kind }.count }
}

extension ChecklistItem {
    /// What a reviewer is asked, the right way round: pass means the screen meets it. A
    /// mistake is asked as "The screen avoids: …", unless its title already forbids it
    /// ("Don't nest scroll views", "No text in images", "Not cramming buttons in a row"),
    /// which is asked as written.
    public var question: String {
        guard kind == .antiPattern else { return title }
        let first = title.prefix { $0.isLetter || $0 == "'" || $0 == "’" }.lowercased()
        if ["don't", "don’t", "dont", "never", "avoid", "no", "not"].contains(first) { return title }
        if first == "do", title.dropFirst(2).hasUTF8Prefix(" not ") || title.dropFirst(2).hasUTF8Prefix(" NOT ") { return title }
        return "The screen avoids: \(title)"
    }
}

/// Reads a Markdown table as a list of requirements: one item per row, with the identifier,
/// title, level and other columns found from the header names and from what the cells hold.
///
/// A table is a requirement table when it has a column named for requirements (Rule,
/// Requirement, Criterion, Check…), or a text column beside an identifier or level column.
/// Rows that leave the level empty in a table with a level column are groups ("Guideline
/// 1.1"): they name the section of the rows below them.
struct RequirementTable {
    struct Row {
        var title: String
        var number: String?
        var severity: Severity?
        var severityLabel: String?
        /// The other columns, "Header: cell", as guidance.
        var guidance: String
        /// The group rows above this one, outermost first.
        var groups: [String]
        var line: Int
        /// The kind its column names ("Mistake", "Pitfall": an anti-pattern), if it names one.
        var kind: ItemKind? = nil
        /// A column that says how to test the row ("Steps", "How to test"), as the reviewer's
        /// steps; `<br>` breaks are its lines.
        var howToTest: String? = nil
        /// A row of a form whose other columns are where the answers go (`isAnswerSheet`).
        var isFormRow = false
        /// A row with a box to tick (`boxColumn`).
        var hasBox = false
    }

    /// A column that numbers the steps of one procedure ("| Step | Action | Expected |").
    static let stepNumberNames: Set<String> = ["step", "step #", "step no", "step no.", "step number", "step nr"]

    /// A header cell's name as the column names below are written: plain text, lower case.
    static func columnName(_ cell: MarkdownBlock) -> String {
        StatementText.clean(cell.text).lowercased().trimmingSpaces()
    }

    /// Whether a table's header names a column of requirements or of mistakes ("Rule",
    /// "Check", "Pass criterion", "Common mistake").
    static func namesRequirementColumn(_ table: MarkdownBlock) -> Bool {
        guard let header = table.children.first else { return false }
        return header.children.contains { cell in
            let name = columnName(cell)
            return requirementNames.contains(name) || mistakeNames.contains(name)
        }
    }

    /// "| Step | Action | Expected result |" over 1, 2, 3: one test's procedure, a step per
    /// row. What it tests is the heading or the item above it, not each step.
    static func isProcedure(_ table: MarkdownBlock) -> Bool {
        let rows = table.children.filter { if case .tableRow = $0.kind { return true } else { return false } }
        guard let header = rows.first, rows.count >= 2,
              let column = header.children.firstIndex(where: { stepNumberNames.contains(columnName($0)) })
        else { return false }
        let numbers = rows.dropFirst().compactMap { row in column < row.children.count ? Int(StatementText.clean(row.children[column].text).trimmingSpaces()) : nil }
        return numbers == Array(1...(rows.count - 1))
    }

    /// "| Screen | No sideways scrolling | Safe-area padding | Notes |" over "| Welcome | | |
    /// |", "| Login | | | |": a blank grid to fill in. Its columns, but the first and those
    /// for answers and notes, are the checks (named in words, two at least and longer than
    /// the row names), each asked of every row ("Asked of each: Welcome, Login"); the first
    /// column names what the rows are, not requirements. Nil for any other table.
    static func blankGridRows(_ table: MarkdownBlock) -> [Row]? {
        let rows = table.children.filter { if case .tableRow = $0.kind { return true } else { return false } }
        guard let header = rows.first, rows.count >= 2, header.children.count >= 3 else { return nil }
        let written = header.children.map { StatementText.clean($0.text).trimmingSpaces() }
        let names = written.map(withoutAnswerMarks)
        // ("| Theme | Loads ✅/❌ | Persists ✅/❌ |": columns whose names offer the answers are
        // checks, however short.)
        let offersAnswers = zip(written, names).filter { $0 != $1 }.count >= 2
        let lowered = names.map { $0.lowercased() }
        guard !requirementNames.contains(lowered[0]) else { return nil }
        let blanks: Set<String> = ["", "[ ]", "☐", "□", "⬜", "-", "—", "–"]
        let subjects = rows.dropFirst().map { row in row.children.first.map { StatementText.clean($0.text).trimmingSpaces() } ?? "" }
        guard subjects.allSatisfy({ !$0.isEmpty }),
              rows.dropFirst().allSatisfy({ row in row.children.dropFirst().allSatisfy { blanks.contains(StatementText.clean($0.text).trimmingSpaces()) } })
        else { return nil }
        let checks = (1..<names.count).filter { !names[$0].isEmpty && !answerColumnNames.contains(lowered[$0]) && severity(of: names[$0]) == nil }
        guard checks.count >= 2, offersAnswers
                || meanWordCount(checks.map { names[$0] }) >= 2 && meanWordCount(checks.map { names[$0] }) > meanWordCount(subjects) else {
            return nil
        }
        let asked = "Asked of each: " + subjects.joined(separator: ", ")
        return checks.map { Row(title: names[$0], number: nil, severity: nil, severityLabel: nil, guidance: asked, groups: [], line: header.startLine) }
    }

    /// "Loads ✅/❌", "Colors correct (Y/N)": a column's name without the answers to tick
    /// that follow it (marks or words either side of a slash).
    static func withoutAnswerMarks(_ name: String) -> String {
        guard let slash = name.lastIndex(of: "/"), let space = name[..<slash].lastIndex(of: " ") else { return name }
        var tail = name[name.index(after: space)...]
        let bracketed = tail.hasUTF8Prefix("(") && tail.hasUTF8Suffix(")")
        if bracketed { tail = tail.dropFirst().dropLast() }
        let sides = tail.split(separator: "/", omittingEmptySubsequences: false).map { $0.lowercased() }
        guard sides.count == 2, answerPairs.contains(where: { $0 == sides[0] && $1 == sides[1] }) else { return name }
        return String(name[..<space]).trimmingSpaces()
    }

    /// The two answers of a yes / no column, as a grid's header writes them.
    private static let answerPairs: [(String, String)] = [
        ("✅", "❌"), ("✓", "✗"), ("✔", "✘"), ("✔️", "❌"), ("y", "n"), ("yes", "no"), ("pass", "fail"), ("p", "f"),
    ]

    /// The columns of a grid where its answers and remarks go.
    private static let answerColumnNames: Set<String> = [
        "notes", "note", "status", "comments", "comment", "remarks", "result", "results", "owner", "date", "pass", "fail",
        "pass/fail", "n/a", "na", "score", "evidence", "done", "checked", "reviewer", "outcome", "issues", "findings",
    ]

    /// Columns a form leaves for the reviewer's answer, one for each answer it offers
    /// ("| Connection | N/A | No | Yes |") or one for the answer itself ("| Check | Done |").
    static let answerOptionNames: Set<String> = [
        "yes", "no", "n/a", "na", "not applicable", "y", "n", "pass", "fail", "passed", "failed", "pass/fail", "yes/no",
        "ok", "done", "checked", "tested", "complete", "completed", "result", "status", "✓", "✔", "✔️", "✅", "❌", "✗",
        // The same answers in the languages checklists are often written in ("| sim | não |
        // n.a |", "| oui | non | s/o |", "| ja | nein |").
        "sim", "não", "nao", "sí", "si", "oui", "non", "ja", "nein", "n.a", "n.a.", "n/d", "s/o", "n/v",
    ]

    /// A cell a reviewer fills in on a form: empty, a tick or cross, an unticked box, a
    /// yes / no.
    static func isAnswerMark(_ cell: String) -> Bool {
        let text = cell.trimmingSpaces()
        return text.isEmpty || answerMarks.contains(text.lowercased())
    }

    /// A box to tick, ticked or not: "[ ]", "[x]", "☐", "☑".
    static func isBox(_ cell: String) -> Bool {
        boxes.contains(cell.trimmingSpaces().lowercased())
    }

    private static let boxes: Set<String> = ["[ ]", "[x]", "[]", "☐", "☑", "☒", "□", "⬜"]

    private static let answerMarks: Set<String> = [
        "x", "✓", "✔", "✔️", "✅", "❌", "✗", "✘", "[ ]", "[x]", "☐", "☑", "☒", "-", "—", "–", "yes", "no", "y", "n", "n/a", "na",
        "sim", "não", "sí", "si", "oui", "non", "ja", "nein", "n.a", "n.a.",
    ]

    /// "| Connection | N/A | NO | YES |" over "| Wifi | | | |", "| Edge | X | | |": a form
    /// whose columns after the first are where the answers go (each an answer it offers, or
    /// notes), filled in with ticks or not at all. Each row is a check, named by its first
    /// cell, whatever that column is called.
    static func isAnswerSheet(headerCells: [String], body: [[String]]) -> Bool {
        guard headerCells.count >= 2, !headerCells[0].isEmpty else { return false }
        var offersAnswer = false
        for column in 1..<headerCells.count {
            let name = headerCells[column]
            if answerOptionNames.contains(name) {
                guard body.allSatisfy({ column >= $0.count || isAnswerMark(StatementText.clean($0[column])) }) else { return false }
                offersAnswer = true
            } else if !answerColumnNames.contains(name) {
                return false
            }
        }
        return offersAnswer && body.allSatisfy { !($0.first.map { StatementText.clean($0).isEmpty } ?? true) }
    }

    /// Columns that say how to test a row.
    static let stepNames: Set<String> = ["steps", "test steps", "procedure", "test procedure", "how to test", "how to check", "how to verify"]

    /// Why a table is not read as requirements, for `--explain`.
    enum Refusal: String {
        case noRequirementColumn = "table without a requirement column"
        case sectionIndex = "table that lists the document's own sections"
        case tooSmall = "table without rows"
        case codeNames = "table whose title column names code (test methods, symbols), not requirements"
        case levelLegend = "table that says what each level means (a legend), not requirements"
        case ratingScale = "rating scale: says what each score means, not requirements"
        case procedure = "steps of one procedure (a step per row), not requirements"
        case blankForm = "blank sheet of values to fill in (every column but the names empty), not requirements"
        case comparison = "comparison of options, factor by factor (a column per option), not requirements"
    }

    /// The columns a requirement table names (rules, mistakes, titles, levels, questions,
    /// steps, bounds, answers): no option of a comparison is called so.
    private static let tableColumnNames = requirementNames.union(mistakeNames).union(textNames).union(levelNames)
        .union(questionNames).union(stepNames).union(limitNames).union(answerColumnNames).union(answerOptionNames)

    /// Names a comparison's first column goes by: what each row compares the options on.
    static let factorNames: Set<String> = [
        "", "factor", "factors", "feature", "features", "aspect", "aspects", "dimension", "dimensions", "attribute",
        "attributes", "consideration", "considerations", "capability", "capabilities", "comparison", "compare",
    ]

    /// "| Factor | Unity | Godot | Unreal |" over short values: a first column named for the
    /// factors compared (or left unnamed), then two columns or more, each named for an option
    /// rather than for what a requirement table holds (a rule, a verdict, a level, a
    /// description), their cells a few words each.
    static func comparesOptions(headerCells: [String], body: [[String]]) -> Bool {
        guard headerCells.count >= 3, body.count >= 2, factorNames.contains(headerCells[0]) else { return false }
        for column in 1..<headerCells.count {
            let name = headerCells[column]
            guard !name.isEmpty, !tableColumnNames.contains(name), CompilationRun.doDontLabel(name, onlyVerdictWords: true) == nil,
                  Slug.words(name).count <= 3,
                  meanWordCount(body.map { column < $0.count ? StatementText.clean($0[column]) : "" }) <= 6 else { return false }
        }
        return true
    }

    static let requirementNames: Set<String> = [
        "rule", "rules", "requirement", "requirements", "criterion", "criteria", "success criterion", "check", "checks",
        "control", "guideline", "test", "item", "items", "checkpoint", "checkpoints", "recommendation", "statement",
        // "| Checklist | Yes | No | NA |": a checklist's lines, one a row, beside answer columns.
        "checklist", "checklist item", "checklist items", "check item",
        // "| Pass | How | Pass criterion |": what a pass of a test must show, a check per row.
        "pass criterion", "pass criteria", "acceptance criterion", "acceptance criteria", "success criteria",
        // "| Need | WCAG SC | Check for |": what the reviewer looks for, a check per row.
        "check for", "checks for", "look for", "what to check", "what to look for", "test for", "verify",
        // The same in Chinese, Japanese and Korean: requirement, rule, check item.
        "要求", "需求", "要件", "规则", "規則", "检查项", "检查项目", "检查内容", "チェック項目", "確認項目", "項目", "项目",
        "요구사항", "규칙", "점검 항목", "확인 항목", "항목",
    ]
    /// Columns whose rows are mistakes to avoid: each row is an anti-pattern.
    static let mistakeNames: Set<String> = [
        "mistake", "mistakes", "common mistake", "anti pattern", "anti-pattern", "antipattern", "pitfall", "pitfalls",
        "issue", "issues", "problem", "problems", "violation", "violations", "red flag", "red flags", "smell", "code smell",
        "bad practice",
    ]
    /// Columns of questions to a reviewer ("Question | If no | Action"), read as checks
    /// where no column answers them (a table of questions and answers is a FAQ).
    static let questionNames: Set<String> = ["question", "questions", "ask"]
    static let textNames: Set<String> = [
        "description", "title", "name", "summary", "text", "what",
        // A test-case table's case, before its steps and expected result.
        "test description", "test case", "test case title", "test case name", "test title", "test name", "scenario", "test scenario",
    ]
    static let levelNames = Set([
        "level", "severity", "priority", "impact", "conformance", "risk", "importance",
    ] + Severity.eastAsianFieldNames)
    /// Columns that rate a row on something other than how much it matters: High / Low
    /// there is no severity.
    /// Names of a column that states the bound a row sets ("| Rule | Limit |").
    static let limitNames: Set<String> = [
        "limit", "limits", "threshold", "thresholds", "minimum", "maximum", "min", "max", "ratio", "minimum ratio", "target",
    ]

    /// Words of a column's name that say it holds a measure ("Min contrast", "Target size").
    static let measuredNames: Set<String> = [
        "contrast", "ratio", "size", "min", "minimum", "max", "maximum", "limit", "threshold", "target", "spacing", "width",
        "height", "duration", "length",
    ]

    /// Words of a column's name that say it holds a dimension ("Font size" over Normal,
    /// Large): "Normal" there is a size, not a severity.
    static let dimensionNames: Set<String> = ["size", "sizes", "width", "height", "spacing", "length", "duration"]

    static let measureNames: Set<String> = [
        "effort", "cost", "complexity", "difficulty", "clarity", "speed", "frequency", "likelihood", "probability",
        "confidence", "usage", "popularity", "readability", "effectiveness", "adoption", "benefit", "value", "time",
        "compatibility", "scannability", "reach",
    ]

    /// The rows of `table` as requirements, or why it is not a requirement table.
    /// Column names a document's front matter gives (`auditbook.columns.title: Requirement`).
    struct ColumnHints: Sendable, Equatable {
        var identifier: String?
        var title: String?
        var level: String?
        static let none = ColumnHints()
    }

    /// `rowsAreItems`: the section says what its rows are (a section of principles or of
    /// anti-patterns): without a column named for them, each row is named by its first.
    static func read(_ table: MarkdownBlock, sectionTitles: Set<String>, words: SeverityWords = .standard,
                     hints: ColumnHints = .none, rowsAreItems: Bool = false) -> Result<[Row], RefusalError> {
        let rows = table.children.filter { if case .tableRow = $0.kind { return true } else { return false } }
        guard let header = rows.first, rows.count >= 2 else { return .failure(RefusalError(.tooSmall)) }
        let headerCells = header.children.map(columnName)
        let body = spannedCellsFilled(rows.dropFirst().map { row in row.children.map(\.text) })
        let columnCount = headerCells.count
        var words = words
        if words.marks.isEmpty { words.marks = trafficLights(headerCells: headerCells, body: body) }
        func cells(_ column: Int) -> [String] { body.map { column < $0.count ? StatementText.clean($0[column]) : "" } }
        // "| Use | Token | Class | Check |" over "| Caption | xs | text-xs | [ ] |": a column of
        // boxes to tick makes each row a line of a checklist, whatever the column is called;
        // the box is the row's state, never its title or guidance. (Boxes in several columns
        // are a grid: `blankGridRows`.)
        let boxColumns = columnCount < 2 ? [] : (1..<columnCount).filter { column in
            let values = cells(column)
            return values.contains(where: isBox) && values.allSatisfy { $0.isEmpty || isBox($0) }
        }
        let boxColumn = boxColumns.count == 1 ? boxColumns.first : nil

        // Identifiers tell rows apart: a column that repeats its values ("iOS 16") is not one.
        func hinted(_ name: String?) -> Int? {
            name.flatMap { name in headerCells.firstIndex(of: name.lowercased().trimmingSpaces()) }
        }
        func severity(of cell: String) -> Severity? { Self.severity(of: cell, words: words) }
        // (A column named Level holds levels: "H1" … "H6" are heading levels, not identifiers.)
        // ("| Guideline | Requirement |" over "| 1.1 Objectionable content | No … |": the number
        // opens the cell, the words after it name the row; the Requirement column states it.)
        let namesRequirement = { (column: Int) in requirementNames.contains(headerCells[column]) }
        let identifierColumn = hinted(hints.identifier) ?? (0..<columnCount).first { column in
            guard !levelNames.contains(headerCells[column]) else { return false }
            if (0..<columnCount).contains(where: { $0 != column && namesRequirement($0) }),
               mostly(cells(column), { leadingIdentifier(in: $0) != nil }) {
                return true
            }
            let values = cells(column).filter { !$0.isEmpty }
            // "| Stiffness |" over 300, 120, 400: whole numbers that count nothing off are
            // quantities. Whole numbers number rows counted from one, or under "#", "ID".
            if values.allSatisfy({ $0.allSatisfy(\.isNumber) }), !["#", "id", "no", "no.", "number", "nr", "ref"].contains(headerCells[column]),
               values.compactMap({ Int($0) }) != Array(1...max(1, values.count)) {
                return false
            }
            // "| Rule ID |" over "area-alt", "aria-roles": names a header calls identifiers,
            // one word each, every row its own.
            if identifierNames.contains(headerCells[column]), !values.isEmpty, Set(values).count == values.count,
               values.allSatisfy({ namedIdentifier(in: $0) != nil }) {
                return true
            }
            return Set(values).count * 10 >= values.count * 9 && mostly(cells(column)) { identifier(in: $0) != nil }
        }
        // A yes / no column named by a severity ("Blocking?", "Required"): yes is that
        // severity, no is low, another word in it ("Warning") its own.
        let flagColumn = (0..<columnCount).first { column in
            column != identifierColumn && flagSeverity(headerCells[column], words: words) != nil
                && mostly(cells(column)) { flag($0) != nil || severity(of: $0) != nil } && cells(column).contains { flag($0) != nil }
        }
        // A column named for levels first ("| Likelihood | Impact |": the impact grades the
        // row); one named otherwise grades it unless it measures something else of the row
        // ("| Clarity |", "| Effort |" over High, Low: how clear or costly, not how much it matters;
        // "| Font size |" over Normal, Large: a dimension).
        func holdsLevels(_ column: Int) -> Bool {
            column != identifierColumn && mostly(cells(column), allowingEmpty: true) { severity(of: $0) != nil }
        }
        let levelColumn = hinted(hints.level)
            ?? (0..<columnCount).first { column in
                holdsLevels(column) && (levelNames.contains(headerCells[column]) || Slug.words(headerCells[column]).contains(where: levelNames.contains))
            }
            ?? (0..<columnCount).first { column in
                holdsLevels(column) && cells(column).contains { !$0.isEmpty }
                    && !Slug.words(headerCells[column]).contains(where: { measureNames.contains($0) || dimensionNames.contains($0) })
            }
            ?? flagColumn
        // Read through a yes / no column, a cell's label is the header and the cell ("Blocking? Yes").
        let flagLevel: (severity: Severity, header: String)? = levelColumn.flatMap { column in
            guard column == flagColumn, let stated = flagSeverity(headerCells[column], words: words) else { return nil }
            return (stated, StatementText.clean(header.children[column].text).trimmingSpaces())
        }
        func level(of cell: String) -> (Severity, String)? {
            // (A mark the legend defines is labelled by the legend's word: "🔴" is "blocker".)
            guard let flagLevel else { return severity(of: cell).map { ($0, words.markMeaning(cell.trimmingSpaces())?.label ?? cell) } }
            let label = "\(flagLevel.header) \(cell)"
            if let yes = flag(cell) { return (yes ? flagLevel.severity : .low, label) }
            return severity(of: cell).map { ($0, label) }
        }
        let answered = headerCells.contains { $0 == "answer" || $0 == "answers" }
        // ("| Element | Min contrast | Requirement |" over "| Body text | 4.5:1 | WCAG AA |": a
        // column of levels grades the rows, whatever its name.)
        // Without a column named for requirements, the title is the wordiest other column.
        func meanWords(_ column: Int) -> Double { meanWordCount(cells(column)) }
        let namedColumns = (0..<columnCount).filter { column in
            guard column != identifierColumn, column != levelColumn, column != boxColumn else { return false }
            let name = headerCells[column]
            return requirementNames.contains(name) || mistakeNames.contains(name)
                || questionNames.contains(name) && !answered && mostly(cells(column)) { $0.hasUTF8Suffix("?") }
        }
        // ("| Check | Requirement |" over "| **Touch targets** | At least 44 by 44 points |":
        // the first names what each row is about, the one after it states the requirement.)
        let answerSheet = hints.title == nil && namedColumns.isEmpty && identifierColumn == nil
            && Self.isAnswerSheet(headerCells: headerCells, body: body)
        let named = hinted(hints.title) ?? (answerSheet ? 0 : nil) ?? (namedColumns.count >= 2 && namedColumns[0] == 0 && meanWords(0) <= 3
            && requirementNames.contains(headerCells[namedColumns[1]]) && meanWords(namedColumns[1]) > meanWords(0)
            ? namedColumns[1] : namedColumns.first)
        let candidates = (0..<columnCount).filter { $0 != identifierColumn && $0 != levelColumn && $0 != boxColumn }
        let textColumn = named ?? candidates.first { textNames.contains(headerCells[$0]) }
            ?? (rowsAreItems ? candidates.first { meanWords($0) >= 1 } : nil)
            // (Beside boxes, the row's name unless another column says more: "| Caption |
            // footnote | 12 pt | [ ] |" is about the caption.)
            ?? candidates.filter { meanWords($0) >= (boxColumn == nil ? 2 : 3) }.max { meanWords($0) < meanWords($1) }
            ?? (boxColumn != nil ? candidates.first { meanWords($0) >= 1 } : nil)
        // "| Factor | Unity | Godot |" over "| Cost | Revenue share | Free |": options compared
        // factor by factor. Its rows name what is compared, not what to do, even in a section
        // of principles.
        if hints.title == nil, named == nil, identifierColumn == nil, levelColumn == nil, boxColumn == nil,
           Self.comparesOptions(headerCells: headerCells, body: body) {
            return .failure(RefusalError(.comparison))
        }
        guard let titleColumn = textColumn,
              named != nil || identifierColumn != nil || levelColumn != nil || rowsAreItems || boxColumn != nil else {
            return .failure(RefusalError(.noRequirementColumn))
        }
        // "| Item | Per run | Runs a month | Total |" over "| Tokens | | | |": short names over
        // columns of values left blank to fill in (none of them an answer or notes column) are
        // a sheet to complete, not requirements.
        let blankColumns = (0..<columnCount).filter { $0 != titleColumn }
        if hints.title == nil, boxColumn == nil, identifierColumn == nil, levelColumn == nil, blankColumns.count >= 2,
           meanWords(titleColumn) < 3, blankColumns.allSatisfy({ column in
               let name = headerCells[column]
               return cells(column).allSatisfy(\.isEmpty) && !name.hasUTF8Suffix("?")
                   && !answerColumnNames.contains(name) && !answerOptionNames.contains(name)
           }) {
            return .failure(RefusalError(.blankForm))
        }
        // "| Score | Criteria |" over 5, 4, 3, 2, 1 (or "90–100", "A"…"F"): a rating scale says
        // what each score means; its rows are no requirements.
        if scaleNames.contains(headerCells[0]), body.count >= 3, hints.level == nil {
            let scores = cells(0)
            if scores.allSatisfy(Self.isScore), Set(scores).count == scores.count {
                return .failure(RefusalError(.ratingScale))
            }
        }
        if hints.title == nil, isProcedure(table) {
            return .failure(RefusalError(.procedure))
        }
        // "| Level | Description |" over one row per level ("A", "AA", "AAA"; "Critical",
        // "Serious", "Minor"): the level opens each row and no two rows share one. The table
        // says what the levels mean.
        if let levelColumn, levelColumn == 0, hints.level == nil, body.count >= 3 {
            let levels = cells(levelColumn)
            if !levels.contains(where: \.isEmpty), Set(levels.map { $0.lowercased() }).count == levels.count {
                return .failure(RefusalError(.levelLegend))
            }
        }
        // "| Scenario | Test |" over "| 4.2.1 | testTotalsOrder |": a table that traces the
        // requirements to code names them only by number.
        if mostly(cells(titleColumn), { isCodeName($0) }) {
            return .failure(RefusalError(.codeNames))
        }
        // A table of the document's own sections ("Priority | Category | Impact", "# | Category
        // | Covers") is an index: in its title column or any other, half the cells name one.
        // (Not its column of grades: "| Scenario | Severity |" over "| Modal traps focus |
        // Critical |" in a page whose legend has a "### Critical" section grades scenarios.)
        func namesSections(_ column: Int) -> Bool {
            let values = cells(column).filter { !$0.isEmpty }
            return !values.isEmpty && values.filter { sectionTitles.contains(Slug.phrase($0)) }.count * 2 >= values.count
        }
        if namesSections(titleColumn)
            || (0..<columnCount).contains(where: { $0 != titleColumn && $0 != levelColumn && namesSections($0) }) {
            return .failure(RefusalError(.sectionIndex))
        }

        // "| Element | Test | Expected |" over "| Links | Tab, then Enter | … |", "| Media |
        // Requirements |" over "| Live video | Captions |": where the column named for the
        // requirement holds a few words and the first column names what each row is about, the
        // title is both ("Links: Tab, then Enter").
        let subjectColumn: Int? = {
            // ("| Media query | Effect | Priority |" over "| `prefers-contrast: more` | Thicker
            // borders | Required |": graded rows whose wordiest column says what to do, a few
            // words, said of what the first names: "prefers-contrast: more: Thicker borders".)
            if named == nil, hints.title == nil, levelColumn != nil, titleColumn > 0, identifierColumn != 0, levelColumn != 0,
               flagColumn != 0, meanWords(titleColumn) <= 6, meanWords(0) <= 4,
               !mostly(cells(0), { identifier(in: $0) != nil || severity(of: $0) != nil }) {
                return 0
            }
            guard let named, named == titleColumn, named > 0, hints.title == nil,
                  let first = (0..<named).first(where: { $0 != identifierColumn && $0 != levelColumn && $0 != flagColumn }),
                  first == 0, meanWords(named) <= 4, meanWords(first) <= 4,
                  !mostly(cells(first), { identifier(in: $0) != nil || severity(of: $0) != nil }) else { return nil }
            return first
        }()

        // "| Family | Intent | Rules |" over "| Overlay | Scrims | Must stay readable … |": a
        // longer requirement that leaves out what it is about ("Must …", "Use for …") is
        // said of the thing its row names first.
        let impliedSubjectColumn: Int? = {
            guard subjectColumn == nil, let named, named == titleColumn, named > 0, hints.title == nil,
                  identifierColumn != 0, levelColumn != 0, flagColumn != 0, meanWords(0) <= 4,
                  !mostly(cells(0), { identifier(in: $0) != nil || severity(of: $0) != nil }) else { return nil }
            return 0
        }()

        // "| Requirement | Ratio | Use case |" over "| AA normal text | 4.5:1 | Body text |": a
        // requirement named in a few words, its measure beside it; the title is both ("AA
        // normal text: 4.5:1").
        let measureColumn: Int? = {
            // (So it is where the rows are graded and the title names the row in a few words:
            // "| Element | Min contrast | Level |" over "| Body text | 4.5:1 | AA |".)
            // (Its header names what is measured: "Min contrast", "Ratio", "Size"; not "Primary
            // SC" over criterion numbers.)
            if named == nil, hints.title == nil, levelColumn != nil, titleColumn == 0, meanWords(0) <= 4, identifierColumn == nil,
               case let next = 1, next < columnCount, next != levelColumn, next != flagColumn,
               Slug.words(headerCells[next]).contains(where: measuredNames.contains),
               meanWords(next) <= 2, mostly(cells(next), { $0.contains(where: \.isNumber) }) {
                return next
            }
            guard subjectColumn == nil, let named, named == titleColumn, hints.title == nil, meanWords(named) <= 4,
                  requirementNames.contains(headerCells[named]),
                  case let next = named + 1, next < columnCount, next != identifierColumn, next != levelColumn, next != flagColumn,
                  meanWords(next) <= 2 && mostly(cells(next), { $0.contains(where: \.isNumber) })
                    // ("| Rule | Limit |" over "| Flashing content | < 3 flashes per second |": a
                    // column named for the bound the row sets, whatever its cells hold.)
                    || limitNames.contains(headerCells[next]) && meanWords(next) <= 8 else { return nil }
            return next
        }()

        // "| Need | WCAG SC | Check for |" over "| … | 1.1.1 (A) | … |": a column of criteria
        // each with its level, no identifier column and no level column: the first criterion
        // numbers the row and its level grades it (the cell stays in the guidance, the other
        // criteria with it).
        let criteriaColumn = identifierColumn == nil && levelColumn == nil
            ? (0..<columnCount).first { $0 != titleColumn && mostly(cells($0)) { Self.levelledCriteria(in: $0) != nil } } : nil
        var result: [Row] = []
        var groups: [(depth: Int, title: String)] = []
        // "| 1. For navigation menus, check that: | yes | no | n/a |": a form whose first
        // header cell introduces the questions under it names their group; so does each row
        // further down that repeats the answers' names ("| 2. For headings, check that: | yes
        // | no | n/a |", a header row of its own in an HTML table).
        let answerColumns = answerSheet ? (1..<columnCount).filter { answerOptionNames.contains(headerCells[$0]) } : []
        if answerSheet, case let opening = StatementText.clean(header.children[0].text).trimmingSpaces(), opening.hasUTF8Suffix(":"),
           Slug.wordCount(opening) >= 3 {
            groups = [(0, opening.trimmingColons())]
        }
        for (offset, row) in rows.dropFirst().enumerated() {
            let cellTexts = body[offset]
            func cell(_ column: Int?) -> String { column.flatMap { $0 < cellTexts.count ? StatementText.clean(cellTexts[$0]) : nil } ?? "" }
            var title = cell(titleColumn)
            guard !title.isEmpty else { continue }
            if !answerColumns.isEmpty, answerColumns.allSatisfy({ cell($0).lowercased().trimmingSpaces() == headerCells[$0] }) {
                groups = [(0, title.trimmingColons())]
                continue
            }
            if let subjectColumn, case let subject = cell(subjectColumn), !subject.isEmpty {
                title = "\(subject): \(title)"
            } else if let impliedSubjectColumn, case let subject = cell(impliedSubjectColumn), !subject.isEmpty, Self.lacksSubject(title) {
                title = "\(subject): \(title)"
            }
            if let measureColumn, case let measure = cell(measureColumn), !measure.isEmpty { title = "\(title): \(measure)" }
            var number = identifierColumn.flatMap { identifier(in: cell($0)) ?? leadingIdentifier(in: cell($0))?.number ?? namedIdentifier(in: cell($0)) }
            // "| 1.1.1 Non-text Content (Level A) | Supports |": with no column of
            // identifiers, the one opening the title cell is the row's number, and a level
            // closing it grades the row, as on a list line.
            var titleLevel: (severity: Severity, label: String?)?
            if identifierColumn == nil, titleColumn < cellTexts.count {
                let read = StatementText.read(cellTexts[titleColumn], words: words)
                if let identifier = read.identifier, !read.title.isEmpty {
                    number = identifier
                    title = read.title
                    if let severity = read.severity { titleLevel = (severity, read.severityLabel) }
                }
            }
            if number == nil, let criteriaColumn, let first = Self.levelledCriteria(in: cell(criteriaColumn))?.first {
                number = first.number
                titleLevel = titleLevel ?? (first.severity, first.label)
            }
            let levelText = cell(levelColumn)
            if levelColumn != nil, levelText.isEmpty {
                // A group row: it names the rows below it, nested by its number's depth.
                let depth = number.map { $0.split(separator: ".").count } ?? 0
                groups.removeAll { $0.depth >= depth }
                groups.append((depth, title))
                continue
            }
            var guidance: [String] = []
            if let identifierColumn, let named = leadingIdentifier(in: cell(identifierColumn)) {
                guidance.append("**\(header.children[identifierColumn].text.trimmingSpaces()):** \(named.name)")
            }
            var steps: [String] = []
            for column in 0..<min(columnCount, cellTexts.count)
            where column != titleColumn && column != identifierColumn && column != levelColumn && column != subjectColumn
                && column != measureColumn && column != boxColumn {
                let text = cellTexts[column].trimmingSpaces()
                // (A form's answer columns hold the reviewer's answers, not guidance.)
                guard !text.isEmpty, !(answerOptionNames.contains(headerCells[column]) && Self.isAnswerMark(StatementText.clean(text)))
                else { continue }
                if stepNames.contains(headerCells[column]) {
                    steps.append(contentsOf: text.components(separatedBy: "<br>").map { $0.trimmingSpaces() }.filter { !$0.isEmpty })
                    continue
                }
                guidance.append("**\(header.children[column].text.trimmingSpaces()):** \(text)")
            }
            let tableLevel = level(of: levelText)
            let severity = tableLevel?.0 ?? (levelText.isEmpty ? titleLevel?.severity : nil)
            let severityLabel = levelText.isEmpty ? (tableLevel == nil ? titleLevel?.label : nil) : tableLevel?.1 ?? levelText
            result.append(Row(title: title, number: number, severity: severity, severityLabel: severityLabel,
                              guidance: guidance.joined(separator: "\n\n"), groups: groups.map(\.title), line: row.startLine,
                              kind: mistakeNames.contains(headerCells[titleColumn]) ? .antiPattern : nil,
                              howToTest: steps.isEmpty ? nil : steps.joined(separator: "\n"), isFormRow: answerSheet || boxColumn != nil, hasBox: boxColumn != nil))
        }
        return .success(result)
    }

    /// "| Element | Minimum | Recommended |" over "| Button | 44×44 pt | 48×48 pt |", "| Text
    /// size | Minimum contrast ratio |", "| Element | AA (minimum) | AAA (enhanced) |": a
    /// table of bounds. A column whose header names a minimum (or a WCAG level) holds a
    /// measure on most rows, and the columns before it name what each row is about, in a few
    /// words: each row sets that bound ("Button: minimum 44×44 pt"; under a level, "Normal
    /// text: 4.5:1", graded by the level). The other columns are its guidance ("Recommended:
    /// 48×48 pt"). nil for any other table, and for a record of results (a Pass or Status
    /// column).
    static func boundRows(_ table: MarkdownBlock, words: SeverityWords = .standard) -> [Row]? {
        let rows = table.children.filter { if case .tableRow = $0.kind { return true } else { return false } }
        guard let header = rows.first, rows.count >= 2 else { return nil }
        let headerTexts = header.children.map { StatementText.clean($0.text).trimmingSpaces() }
        let headerWords = headerTexts.map { Slug.words($0) }
        let body = rows.dropFirst().map { row in row.children.map { StatementText.clean($0.text).trimmingSpaces() } }
        func cells(_ column: Int) -> [String] { body.map { column < $0.count ? $0[column] : "" } }
        func meanWords(_ column: Int) -> Double { meanWordCount(cells(column)) }
        guard !headerWords.contains(where: { $0.contains(where: resultNames.contains) }) else { return nil }
        // The level a header opens with ("AA (minimum)", "WCAG AAA"), if any.
        func level(_ column: Int) -> String? {
            let words = headerWords[column].filter { $0 != "wcag" && $0 != "level" }
            guard let first = words.first, ["a", "aa", "aaa"].contains(first) else { return nil }
            return first.uppercased()
        }
        guard let bound = (1..<headerTexts.count).first(where: { column in
            (headerWords[column].contains { $0 == "minimum" || $0 == "min" } || level(column) != nil)
                && mostly(cells(column), allowingEmpty: true) { $0.contains(where: \.isNumber) } && meanWords(column) <= 4
        }) else { return nil }
        // "| Element | Normal | Large | AAA |": ratios before the bound make it one of several
        // bounds, not the row's minimum; such a table is not read as one of bounds.
        func isValue(_ cell: String) -> Bool { cell.isEmpty || ["-", "—", "–"].contains(cell) || !cell.containsASCII(" ") && cell.first?.isNumber == true }
        guard !(0..<bound).contains(where: { column in
            !headerWords[column].contains(where: otherValueNames.contains) && cells(column).allSatisfy(isValue)
                && cells(column).contains { $0.first?.isNumber == true }
        }) else { return nil }
        // What a row is about: the columns before the bound that name no other value of it
        // ("Platform", "Text size", not "Default size"), each in a few words, none of identifiers.
        let subjects = (0..<bound).filter { !headerWords[$0].contains(where: otherValueNames.contains) }
        guard !subjects.isEmpty, subjects.allSatisfy({ meanWords($0) <= 6 && !mostly(cells($0)) { identifier(in: $0) != nil } }) else { return nil }
        let graded = level(bound)
        // ("Minimum Size" reads "minimum size" after the subject; "WCAG AA" stays as written.)
        let boundName = headerTexts[bound].split(separator: " ").map { word in
            word.dropFirst().contains(where: \.isUppercase) ? String(word) : word.lowercased()
        }.joined(separator: " ")
        var result: [Row] = []
        for (offset, row) in rows.dropFirst().enumerated() {
            let cellTexts = body[offset]
            func cell(_ column: Int) -> String { column < cellTexts.count ? cellTexts[column] : "" }
            let value = cell(bound)
            let subject = subjects.map(cell).filter { !$0.isEmpty }.joined(separator: ", ")
            guard !subject.isEmpty, value.contains(where: \.isNumber) else { continue }
            let title = graded == nil ? "\(subject): \(boundName) \(value)" : "\(subject): \(value)"
            var guidance: [String] = []
            for column in 0..<min(headerTexts.count, cellTexts.count) where column != bound && !subjects.contains(column) {
                let text = row.children[column].text.trimmingSpaces()
                guard !text.isEmpty, !["-", "—", "–", "n/a", "na"].contains(text.lowercased()) else { continue }
                guidance.append("**\(header.children[column].text.trimmingSpaces()):** \(text)")
            }
            result.append(Row(title: title, number: nil, severity: graded.flatMap { severity(of: $0, words: words) },
                              severityLabel: graded, guidance: guidance.joined(separator: "\n\n"), groups: [], line: row.startLine,
                              kind: nil, howToTest: nil))
        }
        return result.isEmpty ? nil : result
    }

    /// Words of a column's name that say it records what was found, not what is required
    /// ("Pass", "Status", "Measured ratio").
    private static let resultNames: Set<String> = ["pass", "passes", "fail", "status", "result", "results", "measured", "actual"]

    /// Words of a column's name that say it holds another value of the row beside its bound
    /// ("Default size", "Recommended"): not what the row is about.
    private static let otherValueNames: Set<String> = [
        "default", "recommended", "typical", "maximum", "max", "standard", "ideal", "preferred", "optimal",
    ]

    /// "| Buttons | Labels start with a verb |" over "| | Tap areas are 44 pt |": a first
    /// column left empty under a value, as a spreadsheet's merged cells arrive, holds that
    /// value on each row below it until the next. So it is where the column names groups of
    /// rows: a few words each, every value once, no identifiers, and a column beside it
    /// filled on every row and wordier (a title column with a blank cell is a row without a
    /// title, not its neighbour's).
    static func spannedCellsFilled(_ body: [[String]]) -> [[String]] {
        func first(_ row: [String]) -> String { row.first.map { StatementText.clean($0).trimmingSpaces() } ?? "" }
        guard body.count >= 2, !first(body[0]).isEmpty, body.contains(where: { first($0).isEmpty }) else { return body }
        let values = body.map(first).filter { !$0.isEmpty }
        guard Set(values).count == values.count, meanWordCount(values) <= 4,
              values.allSatisfy({ $0.contains(where: \.isLetter) && identifier(in: $0) == nil }) else { return body }
        let widths = body.map(\.count).min() ?? 0
        let filledBeside = (1..<max(1, widths)).contains { column in
            let texts = body.map { StatementText.clean($0[column]).trimmingSpaces() }
            return texts.allSatisfy { !$0.isEmpty } && meanWordCount(texts) > meanWordCount(values)
        }
        guard filledBeside else { return body }
        var filled = body
        var current = body[0][0]
        for index in filled.indices where !filled[index].isEmpty {
            if first(filled[index]).isEmpty {
                filled[index][0] = current
            } else {
                current = filled[index][0]
            }
        }
        return filled
    }

    /// "| Check | Priority |" over "| … | 🔴 |", "| … | 🟢 |": in a column named for
    /// levels whose cells are coloured circles alone, with no legend to say what each
    /// means, the circles are a traffic light: red is the top of the scale (critical where
    /// orange is used too, high otherwise), orange high, yellow medium, green low.
    static func trafficLights(headerCells: [String], body: [[String]]) -> [String: SeverityMark] {
        let scale: [Character] = ["🔴", "🟠", "🟡", "🟢"]
        for column in headerCells.indices where levelNames.contains(headerCells[column]) {
            let values = body.compactMap { column < $0.count ? MarkLegend.normalized($0[column].trimmingSpaces()[...]) : nil }
                .filter { !$0.isEmpty }
            guard values.count >= 2, values.allSatisfy({ $0.count == 1 && scale.contains($0.first!) }) else { continue }
            let red: Severity = values.contains("🟠") ? .critical : .high
            return ["🔴": SeverityMark(severity: red, label: "🔴"), "🟠": SeverityMark(severity: .high, label: "🟠"),
                    "🟡": SeverityMark(severity: .medium, label: "🟡"), "🟢": SeverityMark(severity: .low, label: "🟢")]
        }
        return [:]
    }

    /// How many words a column's filled cells hold on average (0 for an empty column).
    private static func meanWordCount(_ cells: [String]) -> Double {
        let values = cells.filter { !$0.isEmpty }
        return values.isEmpty ? 0 : Double(values.reduce(0) { $0 + $1.split(separator: " ").count }) / Double(values.count)
    }

    struct RefusalError: Error {
        var reason: Refusal
        init(_ reason: Refusal) { self.reason = reason }
    }

    /// A severity word ("🔴 Critical", "HIGH") or a level ("AA", "L1").
    static func severity(of cell: String, words: SeverityWords = .standard) -> Severity? {
        var trimmed = Substring(cell.trimmingSpaces())
        // "Required (Windows High Contrast)": a level and a remark on where it comes from.
        if trimmed.utf8.last == UInt8(ascii: ")"), let open = trimmed.range(of: " ("), open.lowerBound > trimmed.startIndex {
            trimmed = trimmed[..<open.lowerBound]
        }
        guard !trimmed.isEmpty, trimmed.split(separator: " ").count <= 3 else { return nil }
        let text = String(trimmed)
        return Severity.parseLevel(text) ?? words.parse(text)
    }

    /// One word that reads as a name in code: `testTotalsOrder`, `test_totals`, `Receipt::total`, `reload()`.
    static func isCodeName(_ cell: String) -> Bool {
        let text = cell.trimmingSpaces()
        guard !text.isEmpty, !text.containsASCII(" ") else { return false }
        if text.containsASCII("_") || text.containsUTF8("::") || text.containsUTF8("()") { return true }
        // A lower-case letter then a capital inside the word: camelCase.
        return zip(text, text.dropFirst()).contains { $0.isLowercase && $1.isUppercase }
    }

    /// The severity a yes / no column's header names: "Blocking?", "Required", "Mandatory".
    static func flagSeverity(_ header: String, words: SeverityWords) -> Severity? {
        var name = Substring(header)
        while let last = name.last, last == "?" || last == ":" || last == " " { name = name.dropLast() }
        guard !name.isEmpty, !name.containsASCII(" ") else { return nil }
        return words.parse(String(name))
    }

    /// A yes / no cell: "Yes", "No", "Y", "N", or a Do / Don't mark (✅, ❌); nil for anything else.
    static func flag(_ cell: String) -> Bool? {
        let text = cell.trimmingSpaces().lowercased()
        if ["yes", "y", "true"].contains(text) || StatementText.correctMarks.contains(text) { return true }
        if ["no", "n", "false"].contains(text) || StatementText.incorrectMarks.contains(text) { return false }
        return nil
    }

    private static let scaleNames: Set<String> = ["score", "scores", "rating", "ratings", "grade", "grades", "points", "mark", "marks"]

    /// "5", "90–100", "<60", "A": a score or grade, or a range of them.
    static func isScore(_ cell: String) -> Bool {
        let text = cell.trimmingSpaces()
        guard !text.isEmpty, text.utf8.count <= 12 else { return false }
        if text.count == 1, let letter = text.first, "ABCDEF".contains(letter) { return true }
        return text.allSatisfy { $0.isNumber || "<>≤≥–—-+%. ".contains($0) } && text.contains(where: \.isNumber)
    }

    /// "1.1 Objectionable content", "3.1.1 In-app purchase": a dotted number (with a dot)
    /// opening a cell, then the words that name it.
    static func leadingIdentifier(in cell: String) -> (number: String, name: String)? {
        let text = String(cell.trimmingSpaces())
        guard text.utf8.count <= 60, let space = text.firstIndex(of: " ") else { return nil }
        let number = String(text[..<space]).trimmingDots()
        let name = String(text[space...]).trimmingSpaces()
        guard number.containsASCII("."), HeadingText.isDottedNumber(number), name.first?.isLetter == true else { return nil }
        return (String(number), String(name))
    }

    /// "1.1.1 (A)", "2.4.1 (A), 2.4.6 (AA)": WCAG criteria, each with its conformance level.
    static func levelledCriteria(in cell: String) -> [(number: String, severity: Severity, label: String)]? {
        let text = cell.trimmingSpaces()
        guard text.utf8.count <= 80, text.utf8.first?.isASCIIDigit == true,
              let read = HeadingText.levelledCriteria(Substring(text)), read.rest.isEmpty else { return nil }
        return read.criteria
    }

    /// The identifier a cell holds: "2.1", "S4", "ER-2", or the number that ends a label
    /// such as "Success criterion 1.4.3".
    static func identifier(in cell: String) -> String? {
        let text = cell.trimmingSpaces()
        guard !text.isEmpty, text.count <= 40 else { return nil }
        if HeadingText.isDottedNumber(text.trimmingDots()) || HeadingText.isCodeIdentifier(text) { return text.trimmingDots() }
        let words = text.split(separator: " ")
        if words.count <= 4, let last = words.last, HeadingText.isDottedNumber(String(last).trimmingDots()) || HeadingText.isCodeIdentifier(last),
           words.dropLast().allSatisfy({ $0.allSatisfy(\.isLetter) }) {
            return String(last).trimmingDots()
        }
        return nil
    }

    /// Headers of a column of identifiers, whatever form they take.
    private static let identifierNames: Set<String> = [
        "id", "rule id", "identifier", "key", "rule key", "check id", "code",
        // Number, serial number in Chinese, Japanese and Korean.
        "编号", "序号", "番号", "번호",
    ]

    /// "area-alt", "no_autofocus", "meta-refresh": an identifier in the form of a name, one
    /// word of letters, digits, hyphens, underscores or dots, a letter first.
    static func namedIdentifier(in cell: String) -> String? {
        let text = cell.trimmingSpaces()
        guard (2...60).contains(text.utf8.count), text.first?.isLetter == true,
              text.allSatisfy({ $0.isLetter || $0.isNumber || "-_.:".contains($0) }) else { return nil }
        return text
    }

    /// True when most non-empty cells pass (and, unless allowed, few are empty).
    private static func mostly(_ cells: [String], allowingEmpty: Bool = false, _ test: (String) -> Bool) -> Bool {
        let filled = cells.filter { !$0.trimmingSpaces().isEmpty }
        guard !filled.isEmpty, allowingEmpty || filled.count * 10 >= cells.count * 8 else { return false }
        return filled.filter(test).count * 10 >= filled.count * 9
    }

    /// "Must remain readable …", "Use for primary actions", "Only for markers …": a
    /// requirement written without what it is about, opening on a modal verb or on "for".
    /// So is an instruction whose verb has no object ("Use on every component", "Always
    /// export so others can extend it", "Always set – needed by the debugger") and a duty in
    /// the passive with no subject ("Required on every public type").
    static func lacksSubject(_ text: String) -> Bool {
        let words = Slug.words(text)
        guard words.count >= 3, let first = words.first else { return false }
        if ["must", "should", "shall", "may", "can", "cannot"].contains(first) { return true }
        if ["use", "only", "reserved", "reserve"].contains(first) && words[1] == "for" { return true }
        if ["required", "recommended", "mandatory", "needed"].contains(first), objectlessFollowers.contains(words[1]) { return true }
        // "Resize fluidly, support multiple windows, respect full screen", "VoiceOver labels,
        // full keyboard navigation, Reduce Motion support": a series of three short parts or
        // more (what is in brackets aside), each a trait of the thing the row names, no
        // statement of its own ("The title names the task, not the app" is one).
        let parts = CompilationRun.withoutParentheses(text).split(separator: ",").map { Slug.words(String($0)) }
        if parts.count >= 3, parts.allSatisfy({ $0.count <= 5 }),
           !words.contains(where: { ["must", "should", "shall", "is", "are", "never", "always"].contains($0) }) {
            return true
        }
        // (The text, not its words: a dash after the verb is where its object would be.)
        var tokens = text.lowercased().split(separator: " ").map { String($0.filter { $0.isLetter || $0.isNumber }) }[...]
        if tokens.first == "always" || tokens.first == "never" { tokens = tokens.dropFirst() }
        guard let verb = tokens.first, CompilationRun.instructionVerbs.contains(verb) || extraVerbs.contains(verb) else { return false }
        tokens = tokens.dropFirst()
        // ("Accept and merge via …": two verbs, one missing object.)
        if tokens.first == "and", let second = tokens.dropFirst().first, CompilationRun.instructionVerbs.contains(second) || extraVerbs.contains(second) {
            tokens = tokens.dropFirst(2)
        }
        guard let next = tokens.first else { return false }
        return next.isEmpty || objectlessFollowers.contains(next)
    }

    /// Words that can follow a verb with no object: prepositions, "so", "as" ("Use as a last
    /// resort"), a dash (read as empty).
    private static let objectlessFollowers: Set<String> = [
        "on", "in", "at", "for", "with", "via", "so", "to", "when", "where", "before", "after", "by", "from", "if", "unless",
        "everywhere", "throughout", "wherever", "whenever", "as",
    ]

    /// Verbs a row's requirement opens with besides the instruction verbs ("Export …", "Spread …").
    private static let extraVerbs: Set<String> = ["export", "spread", "merge", "accept", "pass", "call", "forward", "render", "import"]

}

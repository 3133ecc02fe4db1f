/// A heading and everything under it up to the next heading of the same or a higher level.
public struct Section: Sendable {
    public var level: Int
    /// The heading's number as written ("1.3", "13", "2.1"), without trailing dots.
    public var number: String?
    /// True for headings written as "Rule 1.1: Title".
    public var isRuleHeading: Bool
    /// The heading's words without its number, "Rule" prefix or decorative symbols.
    public var title: String
    /// What the section is for, judged from its title once, when the tree is built.
    var role: SectionRole
    /// A severity the heading itself states ("Navigation (CRITICAL)").
    var headingSeverity: Severity? = nil
    /// The heading's own words for it ("CRITICAL").
    var headingSeverityLabel: String? = nil
    /// A "DO:" / "DON'T:" prefix on the heading.
    var headingVerdict: CodeExample.Verdict? = nil
    /// A ✅ / ❌ mark the heading opens with (`HeadingText.mark`).
    var headingMark: CodeExample.Verdict? = nil
    /// A task box the heading opens with (`HeadingText.task`): the heading is a check.
    var headingTask: Bool? = nil
    /// One tier of a priority scale its sibling headings share ("🔴 Critical", "🟡 Important
    /// (Week 1)", "🟢 Enhancement", `markTiers`).
    var tier: Tier? = nil

    enum Tier: Sendable {
        /// Its lines are requirements of that grade.
        case requirements
        /// Its lines name the kinds of finding a review gives that grade ("Security
        /// vulnerabilities" under "Critical (Must fix)"): the scale's legend.
        case findings
    }
    public var line: Int
    /// Last line of this section, its sub-sections included.
    public var endLine: Int
    /// The blocks between the heading and its first sub-section.
    public var blocks: [MarkdownBlock]
    /// Notes to the tool that runs the checklist among them (`ToolNote`), set apart from
    /// `blocks`: no content of the section.
    var notes: [MarkdownBlock] = []
    public var children: [Section]

    /// The line the first sub-section starts on, or the line after the section.
    public var ownBodyEndLine: Int {
        (children.first?.line).map { $0 - 1 } ?? endLine
    }

    /// This section and every sub-section under it, in the order their headings stand.
    var inDocumentOrder: [Section] {
        var parts: [Section] = []
        var stack = [self]
        while let part = stack.popLast() {
            parts.append(part)
            stack.append(contentsOf: part.children.reversed())
        }
        return parts
    }
}

/// Builds the section tree of a parsed document.
public enum SectionTreeBuilder {
    /// Returns a synthetic root (level 0) holding the blocks before the first heading and
    /// the top-level sections. `lastLine` is the document's last line.
    public static func build(_ blocks: [MarkdownBlock], lastLine: Int, parallelism: Parallelism = .serial) -> Section {
        // Headings are read (number, rule form, severity, role) side by side first: a long
        // document has tens of thousands (profiled: a tenth of a second read in turn).
        let headingIndexes = blocks.indices.filter { if case .heading = blocks[$0].kind { true } else { false } }
        let headings = parallelism.forWork(.tasks(headingIndexes.count / 512)).map(headingIndexes) { index in
            read(blocks[index].text)
        }
        var nextHeading = 0
        var stack: [Section] = [Section(level: 0, number: nil, isRuleHeading: false, title: "", role: .guidance, line: 0,
                                        endLine: lastLine, blocks: [], children: [])]
        func closeTop(at line: Int) {
            var finished = stack.removeLast()
            finished.endLine = max(finished.line, line)
            numberCodeSeries(&finished.children)
            markTiers(&finished.children, parentTitle: finished.title)
            stack[stack.count - 1].children.append(finished)
        }
        // Closes the sections the heading ends and opens its own.
        func open(_ read: (heading: HeadingText, role: SectionRole), level: Int, at block: MarkdownBlock) {
            while stack.count > 1, stack.last!.level >= level { closeTop(at: block.startLine - 1) }
            let heading = read.heading
            stack.append(Section(level: level, number: heading.number, isRuleHeading: heading.isRule,
                                 title: heading.title, role: read.role,
                                 headingSeverity: heading.severity, headingSeverityLabel: heading.severityLabel, headingVerdict: heading.verdict,
                                 headingMark: heading.mark, headingTask: heading.task, line: block.startLine, endLine: block.endLine,
                                 blocks: [], children: []))
        }
        let lineHeadings = numberedLineHeadings(blocks)
        // The level of the last heading written as one: a numbered line stands one below it.
        var writtenLevel = 0
        // How many `<details>` elements are open: what they fold away is part of the section
        // they stand in, a heading inside them ("#### Why?") too. So is what a Do / Don't
        // example container holds (`<DoDont>` over "#### Do", "#### Don't").
        var openDetails = 0
        // The blocks of a note to the tool not yet closed by its "]]": set apart once it is,
        // kept as the section's own if a heading comes first.
        var note: [MarkdownBlock] = []
        func closeNote(closed: Bool) {
            if closed {
                stack[stack.count - 1].notes.append(contentsOf: note)
            } else {
                for block in note { MarkerlessList.append(block, to: &stack[stack.count - 1].blocks) }
            }
            note = []
        }
        for (index, block) in blocks.enumerated() {
            if block.kind == .html {
                openDetails = max(0, openDetails + HTMLMarkup.openedDetails(block.text) + HTMLMarkup.openedExampleContainers(block.text))
            }
            if !note.isEmpty, lineHeadings[index] != nil || block.isHeading && openDetails == 0 { closeNote(closed: false) }
            if let text = lineHeadings[index] {
                open(read(text), level: writtenLevel + 1, at: block)
            } else if case .heading(let level) = block.kind {
                // "##" alone: an empty heading names nothing and opens no section; what follows
                // stays with the section it is written in.
                let read = headings[nextHeading].heading
                if read.title.isEmpty, read.number == nil, read.verdict == nil, read.severity == nil {
                    nextHeading += 1
                    continue
                }
                if openDetails > 0 {
                    var folded = block
                    folded.kind = .paragraph
                    stack[stack.count - 1].blocks.append(folded)
                    nextHeading += 1
                    continue
                }
                writtenLevel = level
                open(headings[nextHeading], level: level, at: block)
                nextHeading += 1
            } else if !note.isEmpty || ToolNote.opens(block) {
                note.append(block)
                if ToolNote.closes(block) { closeNote(closed: true) }
            } else {
                MarkerlessList.append(block, to: &stack[stack.count - 1].blocks)
            }
        }
        if !note.isEmpty { closeNote(closed: false) }
        while stack.count > 1 { closeTop(at: lastLine) }
        numberCodeSeries(&stack[0].children)
        markTiers(&stack[0].children)
        return stack[0]
    }

    /// "## TC-01 Sign in with VoiceOver", "## TC-02 Sign in at the largest size": sibling
    /// headings that open with codes of one series (the same letters before a dash, each code
    /// its own), with only a space after the code, are numbered by them as "TC-01: …" is. A
    /// heading alone with such a code ("## UTF-8 encoding") keeps its title.
    static func numberCodeSeries(_ siblings: inout [Section]) {
        guard siblings.count >= 2 else { return }
        var series: [Substring: [(index: Int, code: Substring, title: Substring)]] = [:]
        // (Told on the first byte first: a code opens with a capital.)
        for (index, section) in siblings.enumerated() where section.number == nil && section.title.utf8.first.map({ $0 >= 0x41 && $0 <= 0x5A }) == true {
            guard let space = section.title.utf8.prefix(26).firstIndex(of: UInt8(ascii: " ")), case let code = section.title[..<space],
                  let dash = code.lastIndex(of: "-"), HeadingText.isCodeIdentifier(code),
                  case let title = section.title[section.title.index(after: space)...].drop(while: { $0 == " " }),
                  title.first?.isLetter == true else { continue }
            series[code[..<dash], default: []].append((index, code, title))
        }
        for members in series.values where members.count >= 2 && Set(members.map(\.code)).count == members.count {
            for member in members {
                siblings[member.index].number = String(member.code)
                siblings[member.index].title = String(member.title)
            }
        }
    }

    /// "### 🔴 Critical (Before launch)", "### 🟡 Important (Week 1)", "### 🟢 Enhancement
    /// (Month 1)": sibling headings over lists, at least half of them tiers of a priority
    /// scale (`HeadingText.tierSeverity`) and two at least, of two grades, one a grade
    /// rather than "Required" or "Optional" alone (props of a component are listed so;
    /// "Recommended" beside them makes a scale). Each tier grades its lines; a tier named by
    /// a severity word already does.
    ///
    /// "## P0 — Blocks release", "## P1 — Urgent": sibling headings numbered by priorities
    /// (P0 to P4, two different at least, no other number among them) are tiers of that
    /// priority, whatever their titles say.
    ///
    /// Under a heading that names how issues are graded ("## Issue classification", "## Bug
    /// severity", "## Triage"), every tier, and every sibling over a plain list beside them,
    /// says what kinds of finding take that grade ("### 🔴 Immediate (blocks release)" over
    /// "- Text cut off where it stops a task"): the scale's legend, whatever its lines name.
    static func markTiers(_ siblings: inout [Section], parentTitle: String? = nil) {
        guard siblings.count >= 2 else { return }
        let tiers: [(index: Int, severity: Severity)]
        var priorities: [(index: Int, severity: Severity)] = []
        for (index, section) in siblings.enumerated() where !section.isRuleHeading && section.headingVerdict == nil {
            guard let number = section.number else { continue }
            guard section.blocks.contains(where: \.isList), let priority = HeadingText.priorityNumber(number) else {
                priorities.removeAll()
                break
            }
            priorities.append((index, priority))
        }
        if priorities.count >= 2, Set(priorities.map { siblings[$0.index].number }).count == priorities.count {
            tiers = priorities
        } else {
            let titles = siblings.map { section in
                section.number == nil && !section.isRuleHeading && section.headingVerdict == nil && section.blocks.contains(where: \.isList)
                    ? section.title : nil
            }
            guard let graded = Self.tiers(among: titles) else { return }
            tiers = graded
        }
        // "- Security vulnerabilities", "- Coupling issues" under "Critical (Must fix)": kinds
        // of finding, what each grade of a review's findings covers, not requirements. (Boxed
        // lines are a checklist's, whatever they name.)
        let lists = tiers.flatMap { siblings[$0.index].blocks.filter(\.isList) }
        let lines = lists.flatMap(\.children).compactMap(\.leadParagraph)
        let gradesIssues = parentTitle.map(SectionRole.namesIssueGrading) ?? false
        let namesFindings = !lists.contains(where: CompilationRun.isTaskList)
            && (gradesIssues || lines.filter({ namesKindOfProblem($0.plainText) }).count * 2 > lines.count)
        if namesFindings, gradesIssues {
            for index in siblings.indices where siblings[index].children.isEmpty && siblings[index].blocks.contains(where: \.isList)
                && !siblings[index].blocks.contains(where: CompilationRun.isTaskList) {
                siblings[index].tier = .findings
            }
            return
        }
        for tier in tiers {
            siblings[tier.index].tier = namesFindings ? .findings : .requirements
            if namesFindings { continue }
            if siblings[tier.index].headingSeverity == nil {
                siblings[tier.index].headingSeverity = tier.severity
                siblings[tier.index].headingSeverityLabel = siblings[tier.index].number ?? siblings[tier.index].title
            }
        }
    }

    /// Which of sibling titles (nil: a sibling that cannot be a tier) name tiers of one
    /// priority scale (`HeadingText.tierSeverity`), and their grades: at least half of the
    /// siblings and two at least, of two grades, one a grade rather than "Required" or
    /// "Optional" alone; nil when they do not.
    static func tiers(among titles: [String?]) -> [(index: Int, severity: Severity)]? {
        guard titles.count >= 2 else { return nil }
        var tiers: [(index: Int, severity: Severity)] = []
        var grades = false
        for (index, title) in titles.enumerated() {
            guard let title, let tier = HeadingText.tierSeverity(title) else { continue }
            tiers.append((index, tier.severity))
            // ("Recommended" beside "Required" or "Optional": the middle of a scale; a
            // component's props are only required or optional.)
            grades = grades || tier.gradesAlone || tier.severity == .medium
        }
        guard tiers.count >= 2, tiers.count * 2 >= titles.count, Set(tiers.map(\.severity)).count >= 2, grades else { return nil }
        return tiers
    }

    /// "Security vulnerabilities", "Data loss/corruption risks", "Coupling issues",
    /// "Refactoring opportunities": a short line, no label, that names a kind of problem or of
    /// improvement rather than stating what must hold.
    static func namesKindOfProblem(_ line: String) -> Bool {
        guard line.utf8.count <= 60, !line.containsASCII(":") else { return false }
        let words = Slug.words(line)
        return words.count <= 6 && words.contains(where: problemNouns.contains)
    }

    private static let problemNouns: Set<String> = [
        "issues", "bugs", "vulnerabilities", "risks", "concerns", "violations", "regressions", "blockers", "problems",
        "bypasses", "debt", "smells", "defects", "failures", "crashes", "leaks", "flaws",
        "opportunities", "improvements", "optimizations", "optimisations", "enhancements", "suggestions",
    ]

    /// A heading's parts (number, rule form, severity) and the role its title gives the
    /// section. A title is clean text: "## [Best practices](…)" is "Best practices", "## Use
    /// `Label`" is "Use Label".
    static func read(_ text: String) -> (heading: HeadingText, role: SectionRole) {
        var heading = HeadingText.parse(text)
        heading.title = StatementText.clean(heading.title)
        return (heading, SectionRole.classify(heading.title))
    }

    /// "1. Be concise" ⏎ its explanation ⏎ "2. Write for every reader" ⏎ its explanation:
    /// numbered lines written as lists of one entry, each followed by prose that is not
    /// indented under it, numbered on from one to the next (two at least, no heading between).
    /// Each stands as a heading over what follows it; so does a run of paragraphs that are each
    /// only a bold, numbered title. The lines, "2. Title", by block index.
    /// A numbered label over a list of its own ("1. PERCEIVABLE", `NumberedLabel`) stands as a
    /// heading too, titled by its words alone.
    static func numberedLineHeadings(_ blocks: [MarkdownBlock]) -> [Int: String] {
        var found: [Int: String] = [:]
        var labels: [(index: Int, name: String, capitals: Bool)] = []
        var run: [(index: Int, text: String)] = []
        var nextNumber = 0
        func closeRun() {
            if run.count >= 2 { for entry in run { found[entry.index] = entry.text } }
            run = []
        }
        for (index, block) in blocks.enumerated() {
            switch block.kind {
            case .heading:
                closeRun()
            case .list(ordered: true, let start):
                if index + 1 < blocks.count, blocks[index + 1].isList, let label = NumberedLabel.read(block) {
                    closeRun()
                    labels.append((index, label.name, label.capitals))
                    continue
                }
                guard block.children.count == 1, let entry = block.children.first, entry.children.count == 1,
                      let lead = entry.leadParagraph, lead.text.utf8.count <= 100, !lead.text.containsASCII("\n"),
                      !lead.text.trimmingSpaces().hasUTF8Suffix(":"),
                      index + 1 < blocks.count, !blocks[index + 1].isList, !blocks[index + 1].isHeading else {
                    closeRun()
                    continue
                }
                if !run.isEmpty, start != nextNumber { closeRun() }
                run.append((index, "\(start). \(lead.text)"))
                nextNumber = start + 1
            // "**1. Focus on one task**" over the list that says how: a numbered title written
            // as a paragraph all in bold (no colon: "**1. Labels:**" labels what follows).
            case .paragraph where block.text.utf8.first == UInt8(ascii: "*"):
                guard let (number, title) = boldNumberedTitle(block.text) else { continue }
                if !run.isEmpty, number != nextNumber { closeRun() }
                run.append((index, "\(number). \(title)"))
                nextNumber = number + 1
            default:
                continue
            }
        }
        closeRun()
        for label in labels where label.capitals || labels.count >= 2 { found[label.index] = label.name }
        return found
    }

    /// The number and title of a paragraph that is only a bold, numbered title ("**2. Keep
    /// it brief**", "**2) Keep it brief**"), or nil.
    static func boldNumberedTitle(_ text: String) -> (Int, String)? {
        // (Read byte by byte first: a section tree meets every paragraph here.)
        let bytes = Array(text.utf8.prefix(101))
        guard bytes.count <= 100, bytes.count >= 9, bytes[0] == UInt8(ascii: "*"), bytes[1] == UInt8(ascii: "*"),
              (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[2]),
              bytes[bytes.count - 1] == UInt8(ascii: "*"), bytes[bytes.count - 2] == UInt8(ascii: "*"),
              !bytes.contains(UInt8(ascii: "\n")) else { return nil }
        let inner = text.dropFirst(2).dropLast(2)
        guard !inner.containsASCII("*"), !inner.hasUTF8Suffix(":") else { return nil }
        let digits = inner.prefix { $0.isASCII && $0.isNumber }
        guard (1...2).contains(digits.count), let number = Int(digits) else { return nil }
        let after = inner.dropFirst(digits.count)
        guard after.hasUTF8Prefix(". ") || after.hasUTF8Prefix(") ") else { return nil }
        let title = after.dropFirst(2).trimmingSpaces()
        guard title.first?.isLetter == true else { return nil }
        return (number, String(title))
    }
}

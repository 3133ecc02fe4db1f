import Foundation

/// The state of one compilation: walks the section tree and collects items.
struct CompilationRun {
    struct Pending {
        var item: ChecklistItem
        /// The part of the ID after the checklist ID, before de-duplication.
        var localID: String
        /// Section numbers the item's text refers to ("See Section 11.3").
        var references: [String]
        /// For a rule: the title of its closest numbered ancestor section.
        var parentTitle: String?
    }

    let source: SourceLines
    let lineOffset: Int
    let frontMatter: FrontMatter
    /// Documents in auditbook's own format mark items by numbered headings of any depth.
    let isCanonical: Bool
    let canonicalKind: ItemKind
    let defaultSeverity: Severity?
    var pending: [Pending] = []
    /// How much of a body's prose counts as requirements (see `collectStatements`).
    var statementMode: StatementMode = .marked
    /// How many rules came from code alone (no mark, no number, no labelled example): a
    /// document whose items are all of this kind is read again as unmarked.
    var evidenceRuleCount = 0
    /// The document's section titles as slug words, to tell an index of sections.
    var sectionTitles: Set<String> = []
    /// Whether the document writes its checklist lines as task lists (`- [ ]`).
    var usesTaskLists = false
    /// While reading a section that holds no prose items (an index, references).
    var strongMarksOnly = false
    /// What the front matter says where no reading can decide.
    let hints: CompileHints
    private(set) var findings: [DocumentFinding] = []
    /// What became of each block, in document order (for `--explain` and lint).
    var decisions: [CompileDecision] = []
    /// Every stated severity, and sections that state more than one, for the linter.
    private(set) var severityLines: [(line: Int, severity: Severity)] = []
    private(set) var sectionSeverities: [(line: Int, title: String, values: Set<Severity>)] = []

    /// Whether sibling sections may be walked side by side (a long document).
    private var walksSideBySide: Bool

    init(source: SourceLines, lineOffset: Int, frontMatter: FrontMatter, sideBySide: Bool = false) {
        self.walksSideBySide = sideBySide
        self.source = source
        self.lineOffset = lineOffset
        self.frontMatter = frontMatter
        self.isCanonical = frontMatter["format"]?.lowercased().hasPrefix("auditbook") ?? false
        self.canonicalKind = frontMatter["kind"].flatMap(ItemKind.init(rawValue:)) ?? .check
        self.hints = CompileHints(frontMatter)
        self.defaultSeverity = (frontMatter["severity"] ?? frontMatter["impact"] ?? frontMatter["priority"]).flatMap(hints.severityWords.parse)
    }

    // MARK: Walking sections

    mutating func walk(_ section: Section, path: [String], severity inherited: Severity?,
                       parentRole: SectionRole, isDocumentTitle: Bool = false, parentIsUnnumbered: Bool = false) {
        // A section the front matter names as holding requirements is read line by line.
        if !isCanonical, hints.holdsRequirements(section.title) {
            let mode = statementMode
            statementMode = .plain
            defer { statementMode = mode }
            let sectionPath = isDocumentTitle ? path : path + [section.title]
            decide(section.line, "heading", .group, section.title, "front matter: auditbook.requirements")
            collectTaskLists(section.blocks, path: sectionPath, severity: inherited)
            collectStatements(section.blocks, path: sectionPath, severity: inherited, sectionNumber: section.number)
            walkEach(section.children) { run, child in
                run.walk(child, path: sectionPath, severity: inherited, parentRole: .guidance)
            }
            return
        }
        let ownRole = section.role
        let role: SectionRole
        // A rule under a heading that merely names a kind ("Design principles") stays a rule:
        // only plain sub-sections take their parent's role.
        let isOwnRule = section.number != nil || section.isRuleHeading || Self.hasLabelledExample(section.blocks)
        switch (parentRole, ownRole) {
        case (.principles, .guidance) where isOwnRule && !isCanonical, (.antiPatterns, .guidance) where isOwnRule && !isCanonical:
            role = .guidance
        case (.checklist, .guidance), (.principles, .guidance), (.antiPatterns, .guidance), (.nonGuidance, .guidance):
            role = parentRole
        default:
            // A document called "… Checklist" is not a checklist in every list it holds.
            role = isDocumentTitle && ownRole == .checklist ? .guidance : ownRole
        }
        let metadata = LabelledFields.read(section.blocks, words: hints.severityWords)
        let severity = metadata.severity ?? section.headingSeverity ?? inherited
        if let stated = metadata.severity { severityLines.append((section.line + lineOffset, stated)) }
        if metadata.severities.count > 1 {
            sectionSeverities.append((section.line + lineOffset, section.title, metadata.severities))
        }
        let sectionPath = isDocumentTitle ? path : path + [section.title]

        switch role {
        case .nonGuidance:
            // Introductions, indexes and references hold no prose items, but a line marked as
            // a requirement (a task, an identifier, a severity) is one wherever it stands.
            let before = pending.count
            collectTaskLists(section.blocks, path: sectionPath, severity: severity)
            if !isCanonical {
                strongMarksOnly = true
                collectStatements(section.blocks, path: sectionPath, severity: severity, sectionNumber: section.number)
                strongMarksOnly = false
            }
            if pending.count > before {
                decide(section.line, "heading", .group, section.title, "heading over marked lines in an introduction, index or reference section")
            } else {
                decide(section.line, "heading", .skipped, section.title, "introduction, index or reference section: only marked lines count")
            }
        case .checklist:
            decide(section.line, "heading", .group, section.title, "checklist section")
            let before = pending.count
            if usesTaskLists { collectTaskLists(section.blocks, path: sectionPath, severity: severity) }
            collectListItems(section.blocks, kind: .check, path: sectionPath, severity: severity, sectionNumber: section.number)
            if pending.count == before, section.children.isEmpty {
                findings.append(DocumentFinding(kind: .emptyChecklist, line: section.line + lineOffset,
                                                message: "checklist section '\(section.title)' has no list items"))
            }
        case .principles:
            decide(section.line, "heading", .group, section.title, "principles section")
            collectListItems(section.blocks, kind: .principle, path: sectionPath, severity: severity, sectionNumber: section.number)
            if !isCanonical {
                collectStatements(section.blocks, path: sectionPath, severity: severity, sectionNumber: section.number,
                                  kind: .principle, paragraphsOnly: true)
            }
        case .antiPatterns:
            decide(section.line, "heading", .group, section.title, "anti-patterns section")
            collectListItems(section.blocks, kind: .antiPattern, path: sectionPath, severity: severity, sectionNumber: section.number)
            if !isCanonical {
                collectStatements(section.blocks, path: sectionPath, severity: severity, sectionNumber: section.number,
                                  kind: .antiPattern, paragraphsOnly: true)
            }
        case .guidance:
            collectTaskLists(section.blocks, path: isDocumentTitle ? [section.title] : sectionPath, severity: severity)
            if isCanonical {
                if !isDocumentTitle, isCanonicalRule(section) {
                    addRule(section, path: sectionPath, severity: severity, metadata: metadata, parentIsUnnumbered: parentIsUnnumbered,
                            why: "numbered heading (auditbook format)")
                    walkChildren(of: section, path: sectionPath, severity: severity, role: role, foldsUnnumbered: section.number != nil)
                    return
                }
            } else if !isDocumentTitle, let level = hints.ruleLevel, section.level == level {
                addRule(section, path: sectionPath, severity: severity, metadata: metadata, parentIsUnnumbered: parentIsUnnumbered,
                        why: "front matter: auditbook.rule-level \(level)")
                walkChildren(of: section, path: sectionPath, severity: severity, role: role, foldsUnnumbered: false)
                return
            } else if !isDocumentTitle, isNumberedRule(section) {
                addRule(section, path: sectionPath, severity: severity, metadata: metadata, parentIsUnnumbered: parentIsUnnumbered,
                        why: section.isRuleHeading ? "\"Rule N\" heading" : "numbered heading with guidance of its own")
                walkChildren(of: section, path: sectionPath, severity: severity, role: role, foldsUnnumbered: true)
                return
            } else {
                let tasks = section.blocks.contains { if case .list = $0.kind { return Self.isTaskList($0) } else { return false } }
                let produced = collectStatements(section.blocks, path: isDocumentTitle ? [section.title] : sectionPath,
                                                 severity: severity, sectionNumber: section.number)
                // A numbered heading whose list states no items of its own is a rule after all.
                let numberedRule = section.number != nil && hasOwnContent(section)
                if produced == 0, !tasks, !isDocumentTitle, numberedRule || isEvidenceRule(section) {
                    if section.headingVerdict == nil, !Self.hasLabelledExample(section.blocks) { evidenceRuleCount += 1 }
                    addRule(section, path: sectionPath, severity: severity, metadata: metadata, parentIsUnnumbered: parentIsUnnumbered,
                            why: numberedRule ? "numbered heading whose lists are its guidance"
                                : section.headingVerdict != nil ? "DO / DON'T heading" : "heading over examples or code of its own")
                    walkChildren(of: section, path: sectionPath, severity: severity, role: role, foldsUnnumbered: numberedRule)
                    return
                }
                if produced > 0 || tasks {
                    decide(section.line, "heading", .group, section.title, "heading over items")
                } else if !isDocumentTitle {
                    decide(section.line, "heading", .skipped, section.title,
                           hasOwnContent(section) ? "heading over prose with no requirement marks" : "heading over sub-headings only")
                }
            }
        }
        let parentIsUnnumbered = !isDocumentTitle && section.number == nil
        walkEach(section.children) { run, child in
            run.walk(child, path: sectionPath, severity: severity, parentRole: role, parentIsUnnumbered: parentIsUnnumbered)
        }
    }

    private mutating func walkChildren(of section: Section, path: [String], severity: Severity?, role: SectionRole, foldsUnnumbered: Bool) {
        let folds = foldsUnnumbered && section.number != nil
        walkEach(section.children.filter { !(folds && $0.number == nil && $0.role == .guidance) }) { run, child in
            run.walk(child, path: path, severity: severity, parentRole: role)
        }
    }

    /// Calls `body` with each of `sections` in order. In a long document the first sections
    /// with siblings are walked side by side instead: in contiguous groups of about equal
    /// length, one per core, each in a run of its own, whose items and findings are then
    /// appended in order. The walk of a section only ever appends, so the outcome is the same.
    mutating func walkEach(_ sections: [Section], _ body: (inout CompilationRun, Section) -> Void) {
        guard walksSideBySide, sections.count > 1 else {
            for section in sections { body(&self, section) }
            return
        }
        var template = self
        template.walksSideBySide = false
        template.pending = []
        template.findings = []
        template.decisions = []
        template.evidenceRuleCount = 0
        template.severityLines = []
        template.sectionSeverities = []
        let runs = Self.groups(sections, count: ProcessInfo.processInfo.activeProcessorCount).concurrentMap { group in
            var run = template
            for section in group { body(&run, section) }
            return run
        }
        for run in runs {
            let offset = pending.count
            decisions += run.decisions.map { decision in
                var decision = decision
                decision.pendingIndex = decision.pendingIndex.map { $0 + offset }
                return decision
            }
            pending += run.pending
            evidenceRuleCount += run.evidenceRuleCount
            findings += run.findings
            severityLines += run.severityLines
            sectionSeverities += run.sectionSeverities
        }
    }

    /// Sections in at most `count` contiguous groups of about equal numbers of lines.
    private static func groups(_ sections: [Section], count: Int) -> [[Section]] {
        let total = sections.reduce(0) { $0 + $1.endLine - $1.line + 1 }
        var groups: [[Section]] = [[]]
        var filled = 0
        for section in sections {
            if !groups[groups.count - 1].isEmpty, groups.count < count, filled >= groups.count * total / count { groups.append([]) }
            groups[groups.count - 1].append(section)
            filled += section.endLine - section.line + 1
        }
        return groups
    }

    /// In auditbook's own format a rule is a "Rule N:" heading or a numbered section that is
    /// not a mere group of numbered sub-sections.
    private func isCanonicalRule(_ section: Section) -> Bool {
        if section.isRuleHeading { return true }
        guard section.number != nil else { return false }
        return !section.children.contains { $0.number != nil } || hasOwnContent(section)
    }

    /// A numbered heading is a rule when its body says something of its own (prose, code, a
    /// table) and its lists are guidance rather than marked requirements; a numbered
    /// heading over nothing but a list is a group of the list's items.
    private func isNumberedRule(_ section: Section) -> Bool {
        if section.isRuleHeading { return true }
        guard section.number != nil else { return false }
        let substantive = hasOwnContent(section)
        if section.children.contains(where: { $0.number != nil }) && !substantive { return false }
        if hasMarkedList(section.blocks) || hasRequirementTable(section.blocks) { return false }
        let lists = section.blocks.filter { if case .list = $0.kind { return true } else { return false } }
        if !lists.isEmpty, !section.blocks.contains(where: { Self.isProse($0) }) { return false }
        return true
    }

    /// An unnumbered heading is a rule when its body holds labelled examples, code in a
    /// programming language, or a DO / DON'T prefix, and no items of its own.
    private func isEvidenceRule(_ section: Section) -> Bool {
        if section.headingVerdict != nil { return true }
        // Code under "Correct:" / "Incorrect:" labels marks a rule in any reading.
        if Self.hasLabelledExample(section.blocks) { return true }
        guard section.level >= 2 else { return false }
        if !ExampleExtractor.extract(section.blocks).examples.isEmpty { return true }
        return section.blocks.contains { block in
            guard case .code(let language) = block.kind, let language else { return false }
            return !Self.sampleLanguages.contains(language.lowercased())
        }
    }

    /// Fenced blocks that show output, commands or data rather than code to follow.
    static let sampleLanguages: Set<String> = [
        "", "text", "txt", "plain", "plaintext", "markdown", "md", "sh", "bash", "zsh", "shell", "console", "terminal",
        "json", "yaml", "yml", "toml", "csv", "log", "output", "diff", "gherkin", "mermaid",
    ]

    /// A label paragraph ("**Incorrect:**", "✅ Good") directly over a code block.
    static func hasLabelledExample(_ blocks: [MarkdownBlock]) -> Bool {
        zip(blocks, blocks.dropFirst()).contains { label, code in
            guard label.kind == .paragraph, case .code = code.kind else { return false }
            return ExampleExtractor.label(label.plainText) != nil
        }
    }

    private func hasOwnContent(_ section: Section) -> Bool {
        section.blocks.contains { !LabelledFields.isLabelLine($0) && $0.kind != .thematicBreak }
    }

    static func isProse(_ block: MarkdownBlock) -> Bool {
        switch block.kind {
        case .paragraph: return !LabelledFields.isLabelLine(block) && !block.plainText.trimmingSpaces().hasSuffix(":")
        case .code, .table, .html, .blockQuote: return true
        default: return false
        }
    }

    func hasMarkedList(_ blocks: [MarkdownBlock]) -> Bool {
        blocks.contains { block in
            guard case .list = block.kind else { return false }
            return block.children.contains { entry in
                guard let lead = entry.children.first(where: { $0.kind == .paragraph }) else { return false }
                return !StatementText.read(lead.text, words: hints.severityWords).marks.isDisjoint(with: [.identifier, .severity, .verdict])
            }
        }
    }

    func hasRequirementTable(_ blocks: [MarkdownBlock]) -> Bool {
        blocks.contains { block in
            guard block.kind == .table, case .success(let rows) = RequirementTable.read(block, sectionTitles: sectionTitles, words: hints.severityWords, hints: hints.columns) else { return false }
            return !rows.isEmpty
        }
    }

    private mutating func addRule(_ section: Section, path: [String], severity: Severity?, metadata: LabelledFields,
                                  parentIsUnnumbered: Bool, why: String) {
        // Unnumbered sub-sections of a numbered rule are part of its guidance.
        var blocks = section.blocks
        var extraHeadings: [MarkdownBlock] = []
        if section.number != nil {
            var stack = Array(section.children.reversed())
            while let child = stack.popLast() {
                guard child.number == nil, child.role == .guidance else { continue }
                let heading = MarkdownBlock(kind: .heading(level: child.level), text: child.title,
                                            startLine: child.line, endLine: child.line)
                extraHeadings.append(heading)
                blocks.append(heading)
                blocks.append(contentsOf: child.blocks)
                stack.append(contentsOf: child.children.reversed())
            }
        }
        let examples = ExampleExtractor.extract(blocks)
        var guidanceParts: [String] = []
        for (index, block) in blocks.enumerated() where !examples.consumed.contains(index) && !LabelledFields.isLabelLine(block) {
            if metadata.howToTestBlockLines.contains(block.startLine) { continue }
            if case .heading(let level) = block.kind {
                guidanceParts.append(String(repeating: "#", count: min(6, level + 1)) + " " + block.text)
            } else if block.kind != .thematicBreak {
                guidanceParts.append(source.slice(block.startLine, block.endLine))
            }
        }
        let guidance = guidanceParts.joined(separator: "\n\n")
        let kind: ItemKind = isCanonical ? (metadata.kind ?? canonicalKind) : (section.headingVerdict == .incorrect ? .antiPattern : .rule)
        let localID = section.number ?? Slug.make(section.title)
        let item = ChecklistItem(
            id: localID, number: section.number, title: section.title, kind: kind, severity: severity,
            sectionPath: path, sectionNumber: section.number, guidance: guidance, examples: examples.examples,
            tags: metadata.tags, platforms: metadata.platforms,
            howToTest: metadata.howToTest.map { source.slice($0.lowerBound, $0.upperBound).trimmingWhitespace() },
            line: section.line + lineOffset)
        if kind == .rule, guidance.trimmingWhitespace().isEmpty, examples.examples.isEmpty {
            findings.append(DocumentFinding(kind: .emptyRule, line: item.line, message: "rule '\(item.title)' has no guidance"))
        }
        pending.append(Pending(item: item, localID: localID, references: CrossReference.find(in: guidance),
                               parentTitle: parentIsUnnumbered ? path.dropLast().last : nil))
        decide(section.line, "heading", .item, item.title, why)
    }

    // MARK: List items

    /// Task-list lines (`- [ ] …`) anywhere in a section are checklist lines.
    mutating func collectTaskLists(_ blocks: [MarkdownBlock], path: [String], severity: Severity?) {
        for block in blocks {
            guard case .list = block.kind else { continue }
            let taskItems = block.children.filter { if case .item(task: .some) = $0.kind { return true } else { return false } }
            guard !taskItems.isEmpty else { continue }
            for (index, item) in block.children.enumerated() {
                guard case .item(task: .some) = item.kind else { continue }
                addListItem(item, index: index, list: block, kind: .check, path: path, severity: severity, sectionNumber: nil,
                            why: "task line")
            }
        }
    }

    private mutating func collectListItems(_ blocks: [MarkdownBlock], kind: ItemKind, path: [String],
                                           severity: Severity?, sectionNumber: String?) {
        for block in blocks {
            guard case .list = block.kind else { continue }
            // A document that marks its checklist lines with boxes marks them all: its other
            // lists (legends, links, notes) are not checks. Task lines are collected apart.
            if kind == .check, usesTaskLists { continue }
            for (index, item) in block.children.enumerated() {
                addListItem(item, index: index, list: block, kind: kind, path: path, severity: severity, sectionNumber: sectionNumber,
                            why: "line of a \(kind == .check ? "checklist" : kind == .principle ? "principles" : "anti-patterns") section")
            }
        }
    }

    private mutating func addListItem(_ item: MarkdownBlock, index: Int, list: MarkdownBlock, kind: ItemKind,
                                      path: [String], severity: Severity?, sectionNumber: String?, why: String) {
        guard let lead = item.children.first(where: { $0.kind == .paragraph }) ?? item.children.first else { return }
        let statement = StatementText.read(lead.text, words: hints.severityWords)
        var title = statement.title
        var rest = statement.rest
        // A checklist line's bold label names the check; the text after it is its guidance.
        if kind == .check, let label = statement.label, !label.name.isEmpty {
            title = label.name
            rest = label.text
        }
        if kind == .principle || kind == .antiPattern, !statement.marks.contains(.boldLead) {
            // A principle's or a mistake's title is its first sentence.
            let split = ListItemText.split(lead.text, kind: kind)
            title = StatementText.clean(split.title)
            rest = split.rest
        }
        guard !title.isEmpty else { return }
        var guidance: [String] = rest.isEmpty ? [] : [rest]
        for child in item.children where child.startLine != lead.startLine || child.kind != lead.kind {
            guidance.append(Self.dedent(source.slice(child.startLine, child.endLine)))
        }
        var number = statement.identifier
        if number == nil, case .list(ordered: true, let start) = list.kind { number = String(start + index) }
        let localID: String
        switch kind {
        case .principle: localID = "principle-" + (number ?? Slug.make(title, maxWords: 5))
        case .antiPattern: localID = "anti-pattern-" + (number ?? Slug.make(title, maxWords: 5))
        default: localID = statement.identifier.map { Slug.make($0) } ?? Slug.make(title)
        }
        let text = guidance.joined(separator: "\n\n")
        let entry = ChecklistItem(id: localID, number: number, title: title, kind: kind, severity: statement.severity ?? severity,
                                  sectionPath: path, sectionNumber: sectionNumber, guidance: text,
                                  line: item.startLine + lineOffset, severityLabel: statement.severity == nil ? nil : statement.severityLabel)
        pending.append(Pending(item: entry, localID: localID,
                               references: CrossReference.find(in: title + " " + text), parentTitle: nil))
        decide(item.startLine, "list line", .item, title, why)
    }

    private static func dedent(_ text: String) -> String {
        let lines = text.lineSlices()
        let indent = lines.filter { !$0.allSatisfy(\.isWhitespace) }
            .map { $0.prefix { $0 == " " }.count }.min() ?? 0
        return lines.map { String($0.dropFirst(min(indent, $0.prefix { $0 == " " }.count))) }.joined(separator: "\n")
    }

    // MARK: Finishing

    /// Assigns final IDs (unique within the checklist) and resolves cross-references.
    mutating func finish(checklistID: String) -> [ChecklistItem] {
        var used: [String: Int] = [:]
        // Numbering that restarts under unnumbered headings ("1. Labels" under Accessibility,
        // "1. Setup" under Localization) is qualified by the heading, for every such item.
        var numberCounts: [String: Int] = [:]
        for entry in pending where entry.item.number != nil && entry.localID == entry.item.number {
            numberCounts[entry.localID, default: 0] += 1
        }
        let numbersCollide = numberCounts.values.contains { $0 > 1 }
        var items: [ChecklistItem] = []
        for entry in pending {
            var local = entry.localID
            if numbersCollide, let parent = entry.parentTitle, entry.item.number != nil, entry.localID == entry.item.number {
                local = Slug.make(parent, maxWords: 4) + "-" + local
            }
            // A repeated ID takes the next free "-N": "foo", "foo-2", … (a document may also
            // have an item whose own slug is "foo-2", so the suffix is checked too).
            let base = local
            var seen = used[base, default: 0]
            while used[local] != nil {
                seen += 1
                local = "\(base)-\(seen + 1)"
            }
            used[base] = seen
            used[local] = 0
            var item = entry.item
            item.id = "\(checklistID)/\(local)"
            items.append(item)
        }
        for index in decisions.indices {
            if let pendingIndex = decisions[index].pendingIndex, pendingIndex < items.count {
                decisions[index].itemID = items[pendingIndex].id
            }
        }
        // Cross-references by section number.
        var bySection: [String: [String]] = [:]
        for item in items where item.kind != .check {
            if let number = item.sectionNumber ?? item.number { bySection[number, default: []].append(item.id) }
        }
        for (index, entry) in pending.enumerated() {
            for reference in entry.references {
                var targets = bySection[reference] ?? []
                if targets.isEmpty {
                    // A group section: point at its numbered rules.
                    targets = bySection.filter { $0.key.hasPrefix(reference + ".") }.flatMap(\.value).sorted().prefix(6).map { $0 }
                }
                if targets.isEmpty {
                    findings.append(DocumentFinding(kind: .missingSection, line: items[index].line,
                                                    message: "refers to section \(reference), which the document does not have"))
                }
                for target in targets where target != items[index].id && !items[index].related.contains(target) {
                    items[index].related.append(target)
                }
            }
        }
        return items
    }
}

/// "Section 11.3", "Rule 4.3", "§ 2.1" in an item's text.
enum CrossReference {
    /// The words that introduce a reference, lower case; a match ignores ASCII case.
    private static let words = ["section ", "sections ", "rule ", "§"].map { Array($0.utf8) }

    /// Section numbers the text refers to ("see Section 11.3", "Rule 2.1", "§4"), each
    /// once: those after "section " first, in order, then "sections ", "rule " and "§".
    static func find(in text: String) -> [String] {
        // One pass over the bytes finds every word's matches; they are then ordered by
        // word, then position, as if each word had been searched for in turn.
        var matches: [(word: Int, end: Int)] = []
        text.withUTF8Buffer { bytes in
            for start in bytes.indices {
                let first = bytes[start]
                guard first == UInt8(ascii: "s") || first == UInt8(ascii: "S") || first == UInt8(ascii: "r")
                    || first == UInt8(ascii: "R") || first == 0xC2 else { continue }
                for (number, word) in words.enumerated() where bytes.hasBytes(word, at: start, ignoringASCIICase: true) {
                    matches.append((number, start + word.count))
                }
            }
        }
        matches.sort { ($0.word, $0.end) < ($1.word, $1.end) }
        var result: [String] = []
        var lastEnd = (word: -1, end: 0)
        for match in matches {
            // Matches of one word never overlap, as when searching on from the last match.
            if match.word == lastEnd.word, match.end - words[match.word].count < lastEnd.end { continue }
            lastEnd = match
            let after = text.utf8[text.utf8.index(text.startIndex, offsetBy: match.end)...]
            let number = Substring(after).drop { $0 == " " }.prefix { $0.isNumber || $0 == "." }
            let cleaned = String(number).trimmingDots()
            if let first = cleaned.first, first.isNumber, !result.contains(cleaned) { result.append(cleaned) }
        }
        return result
    }
}

/// Splits a list item's first paragraph into a title and the rest.
enum ListItemText {
    static func split(_ text: String, kind: ItemKind) -> (title: String, rest: String) {
        let trimmed = text.replacingNewlinesWithSpaces().trimmingSpaces()
        // "**Title:** rest" or "**Title** — rest"
        if trimmed.hasPrefix("**"), let close = trimmed[trimmed.index(trimmed.startIndex, offsetBy: 2)...].firstUTF8Range(of: "**") {
            var title = String(trimmed[trimmed.index(trimmed.startIndex, offsetBy: 2)..<close.lowerBound])
            var rest = Substring(trimmed[close.upperBound...])
            while title.hasSuffix(":") || title.hasSuffix(".") { title.removeLast() }
            rest = rest.drop { $0 == ":" || $0 == " " || $0 == "—" || $0 == "–" || $0 == "-" || $0 == "." }
            if !rest.isEmpty || kind != .check {
                return (title.trimmingSpaces(), String(rest))
            }
        }
        guard kind == .principle || kind == .antiPattern else { return (trimmed, "") }
        // A principle's title is its first sentence.
        if let end = sentenceEnd(trimmed) {
            let title = String(trimmed[..<end]).trimmingSpaces()
            return (title, trimmed)
        }
        var title = trimmed
        while title.hasSuffix(".") { title.removeLast() }
        return (title, title == trimmed ? "" : trimmed)
    }

    private static func sentenceEnd(_ text: String) -> String.Index? {
        var inCode = false
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if character == "`" { inCode.toggle() }
            let next = text.index(after: index)
            if !inCode, character == "." || character == "!" || character == "?" || character == ";",
               next == text.endIndex || text[next] == " ", next < text.endIndex {
                return index
            }
            if !inCode, character == " ", text[next...].hasPrefix("-- ") || text[next...].hasPrefix("— ") {
                return index
            }
            index = next
        }
        return nil
    }
}

import Foundation

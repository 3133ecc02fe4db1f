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
        /// From a list of short names in an unmarked document (`- Compact`, `- Windowed`):
        /// dropped where the document states its requirements otherwise (`dropValueNames`).
        var namesValue = false
        /// From a line that is only a link to a WCAG success criterion ("- [2.4.3 Focus
        /// Order](…)"): its number, given to the requirements around it (`foldCriterionReferences`).
        var namesCriterion: String?
        /// Cited under a label that names criteria ("**WCAG SC:**"), not written as a link.
        var citesUnderLabel = false
        /// A numbered step of a section that names a procedure ("## Audit workflow" over "1.
        /// Map each issue to …"), in a document that marks nothing: dropped where the document
        /// states its requirements otherwise (`dropProcedureSteps`).
        var isProcedureStep = false
        /// A bold name over an instruction, asked only because its list is all such lines
        /// ("- **Mocks:** Generate …"): a weak mark, never what decides where a document's
        /// marks stand (`ChecklistCompiler.marksOnlyOneSection`).
        var isNamedInstruction = false
        /// A heading that names the component or API its code shows ("## Linear Meter" over
        /// `<d2l-meter-linear …>`), over prose that describes and instructs nobody, or any
        /// heading over code under a platform's heading ("## Guidance for iOS") or under
        /// "## Implementation": a demo,
        /// dropped where the document marks its requirements otherwise (`dropCodeDemos`).
        var isCodeDemo = false
        /// A numbered heading over prose and lists that explain and instruct nobody ("## 2.
        /// Components, tokens, and governance" over "A typical design system contains:"): a
        /// chapter, dropped where the document states its requirements otherwise
        /// (`dropExplanations`).
        var isExplanation = false
    }

    /// How many procedure steps `dropProcedureSteps` took out: lines the document writes
    /// plainly, counted where a reading is chosen by how much it finds.
    var droppedStepCount = 0

    /// What each of a list's lines asks of the whole list, or each of a run of sibling
    /// sections of them all (`answeredOnce`).
    enum ListQuestion: Hashable {
        /// Bold names over instructions (`labelsInstructions`).
        case labelsInstructions
        /// Lines that open with icons (`opensLinesWithIcons`).
        case icons
        /// A summary of the document's sections (`summarizesSections`).
        case sectionSummary
        /// A form's blanks (`isBlankForm`).
        case blankForm
        /// The answers of a question to choose from (`listsAnswerOptions`).
        case answerOptions
        /// A numbered sibling with no sub-headings whose lists instruct
        /// (`numberedSiblingListsInstruct`), code beside them allowed or not.
        case numberedSiblingsInstruct(besideCode: Bool)
        /// Bold labels that name topics shared by several lines (`labelsGroupLines`).
        case labelsGroupLines
        /// Lines closed by bracketed tags (`closingTags`), two at least.
        case closingTags
        /// Lines opened by serial numbers of one series (`leadingSerial`), two at least.
        case serialNumbers
        /// Numbered steps that find the way through an app's screens (`navigatesScreens`).
        case navigationSteps
    }

    struct ListAnswerKey: Hashable {
        let question: ListQuestion
        let start: Int
        let end: Int
    }

    /// The answers to `ListQuestion`s, by question and the first and last lines asked about.
    var listAnswers: [ListAnswerKey: Bool] = [:]

    let source: SourceLines
    let lineOffset: Int
    let frontMatter: FrontMatter
    /// Documents in auditbook's own format mark items by numbered headings of any depth.
    let isCanonical: Bool
    let canonicalKind: ItemKind
    let defaultSeverity: Severity?
    /// The severity the nearest enclosing section (or the front matter) states, in the
    /// document's own words: an item that takes that severity keeps the words as its label.
    var statedSeverity: (severity: Severity, label: String)?
    var pending: [Pending] = []
    /// How much of a body's prose counts as requirements (see `collectStatements`).
    var statementMode: StatementMode = .marked
    /// How many items only weak marks made: rules from code alone (no mark, no number, no
    /// labelled example) and plain lines under a label or heading that names requirements
    /// ("Best practices:"). A document whose items are all of these is read again as unmarked.
    var weakItemCount = 0
    /// Whether a section's title names the requirements its lines are ("## Requirements",
    /// "## Checklist", "Best practices:").
    var namesItsRequirements = false
    /// How many items are lines of a list of mistakes ("## Common pitfalls").
    var mistakeItemCount = 0
    /// The identifier a page is titled by ("# MASVS-STORAGE-1"), the number of the one
    /// requirement a section of it states.
    var pageIdentifier: String?
    /// How many items only weak marks made, for the choice of reading. A list of mistakes
    /// marks what to avoid, not where the requirements are: a page of plain instructions
    /// beside its "Common pitfalls" is read as unmarked, unless a section of the page names
    /// its requirements (then the rest of the page is guidance on them).
    var weakMarkCount: Int { weakItemCount + (namesItsRequirements ? 0 : mistakeItemCount) }
    /// The document's section titles as slug words, to tell an index of sections.
    var sectionTitles: Set<String> = []
    /// The numbers of its numbered headings: a list line numbered like one is an index entry.
    var sectionNumbers: Set<String> = []
    /// Bold labels that open list lines in three sections or more ("**Free/Paid:**",
    /// "**Browser:**", "**Pros:**" under each tool of a catalog): the fields of a record
    /// repeated per section, facts rather than requirements.
    var recordLabels: Set<String> = []
    /// How many of the list's lines at a line are such fields, by its first line (`recordFieldShare`).
    var recordLists: [Int: RecordFieldShare] = [:]
    struct RecordFieldShare { var fields: Int, labelled: Int }
    /// Whether the document writes its checklist lines as task lists (`- [ ]`).
    var usesTaskLists = false
    /// Whether two paragraphs or more open with an identifier ("REQ-10: …"): each is an item.
    var readsIdentifierParagraphs = false
    /// The plain reading of a page that asks its checks as questions: its other plain lines
    /// that instruct nothing are facts about the question above them.
    var asksQuestions = false
    /// The document writes its requirements with RFC 2119 keywords in capitals: its other
    /// bullets of instructions are advice, not requirements (`ChecklistCompiler.statesByKeywords`).
    var statesByKeywords = false
    /// The second reading of a document whose first found nothing: the prose under its
    /// title, or of a document with no heading, is read as any section's is (a short page of
    /// guidance written as sentences: "Use definition lists for glossaries.").
    var readsTitleProse = false
    /// The reading of a document whose first found nothing but lists that grade each line by
    /// a level of its own ("- Critical: every control has a spoken label", "- High: …"): those
    /// lines are its requirements, not a legend of the levels (`isSeverityLegend`).
    var readsLevelledLists = false
    static let severityLegendReason = "severity legend: defines a level, states no requirement"
    /// While reading a section that holds no prose items (an index, references).
    var strongMarksOnly = false
    /// Where unmarked lines are being skipped (`strongMarksOnly`), for the explanation.
    static let referencePlace = "an introduction, notes or reference section"
    var markedOnlyPlace = referencePlace
    static let procedureStepPlace = "a step of a procedure"
    /// While reading a section that points elsewhere (related documents, references).
    var pointersOnly = false
    /// Lines of sub-sections of a principles or anti-patterns section whose lines are the
    /// fields of one item (`fieldSections`): the heading is the item.
    var fieldSectionLines: Set<Int> = []
    /// Sections titled "Requirements" whose own lines are sentences that became items: their
    /// sub-sections' sentences are requirements too, obliging or not ("Charts also have a
    /// longer description").
    var requirementSentencePaths: Set<[String]> = []
    /// Sections whose prose closes on an obligation that introduces their sub-sections
    /// ("These rules MUST be followed:"): the sub-sections' lines are requirements, marked and
    /// graded by its keyword.
    var obligingLeadIns: [[String]: (severity: Severity, label: String)] = [:]
    /// Sections whose heading states a severity ("## 4. Privacy ⚠️ CRITICAL"): the lines of
    /// their lists are requirements, marked and graded by it.
    var gradedSectionPaths: Set<[String]> = []
    /// What the front matter says where no reading can decide.
    var hints: CompileHints
    var findings: [DocumentFinding] = []
    /// What became of each block, in document order (for `--explain` and lint).
    var decisions: [CompileDecision] = []
    /// Every stated severity, and sections that state more than one, for the linter.
    var severityLines: [(line: Int, severity: Severity)] = []
    var sectionSeverities: [(line: Int, title: String, values: Set<Severity>)] = []
    /// The sub-sections of an examples section whose code marks its parts right and wrong
    /// ("## Examples" › "### Semantic styles" over `// ✅ …` and `// ❌ …`), by line (as the
    /// decisions number it): given to the item they show once the walk is done
    /// (`attachSampleSections`).
    var sampleSections: [(line: Int, title: String, examples: [CodeExample])] = []

    /// How many jobs may walk sibling sections side by side (a long document).
    private(set) var parallelism: Parallelism

    init(source: SourceLines, lineOffset: Int, frontMatter: FrontMatter, parallelism: Parallelism = .serial) {
        self.parallelism = parallelism
        self.source = source
        self.lineOffset = lineOffset
        self.frontMatter = frontMatter
        self.isCanonical = frontMatter["format"]?.lowercased().hasUTF8Prefix("auditbook") ?? false
        self.canonicalKind = frontMatter["kind"].flatMap(ItemKind.init(rawValue:)) ?? .check
        self.hints = CompileHints(frontMatter)
        let documentSeverity = Self.documentSeverity(in: frontMatter)
        self.defaultSeverity = documentSeverity.flatMap(hints.severityWords.parse)
        self.statedSeverity = defaultSeverity.flatMap { severity in documentSeverity.map { (severity, $0) } }
    }

    /// The severity the front matter gives the whole document: `severity`, `impact` or
    /// `priority`, or a key that ends in one of them (`rule_severity`, `meta.impact`, a
    /// site's own prefix before the word).
    static func documentSeverity(in frontMatter: FrontMatter) -> String? {
        let names = ["severity", "impact", "priority"]
        for name in names { if let value = frontMatter[name] { return value } }
        for name in names {
            for key in frontMatter.fields.keys.sorted() where key.utf8.count > name.utf8.count && !key.hasUTF8Prefix("auditbook.") {
                guard key.lowercased().hasSuffix(name), let value = frontMatter[key] else { continue }
                let separator = key.utf8[key.utf8.index(key.utf8.endIndex, offsetBy: -(name.utf8.count + 1))]
                if separator == UInt8(ascii: "_") || separator == UInt8(ascii: "-") || separator == UInt8(ascii: ".") { return value }
            }
        }
        return nil
    }

    // MARK: Walking sections

    mutating func walk(_ section: Section, path: [String], severity inherited: Severity?,
                       parentRole: SectionRole, isDocumentTitle: Bool = false, parentIsUnnumbered: Bool = false,
                       siblings: [Section] = [], ruleSiblings: Int = 0) {
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
        // "## Severity levels" over "- **[Blocking]** 🔴 - Must fix before merge": the
        // document's legend of its severities, not requirements graded by them.
        // So is one whose sub-sections are each named by a severity ("### Critical", "### High").
        let severityHeadings = !section.children.isEmpty
            && section.children.allSatisfy({ HeadingText.namedSeverity(Substring($0.title)) != nil && $0.children.isEmpty })
        if !isCanonical, !isDocumentTitle, SectionRole.namesLegend(section.title), holdsSeverityLines(section.blocks) || severityHeadings {
            decide(section.line, "heading", .skipped, section.title, "legend: what the document's severities mean")
            for entry in [section] + (severityHeadings ? section.children : []) {
                if entry.line != section.line {
                    decide(entry.line, "heading", .skipped, entry.title, "legend entry: says what a severity means")
                }
                for block in entry.blocks where block.kind == .paragraph {
                    decideNotARequirement(block.startLine, "paragraph", block.plainText, "legend entry: says what a severity means")
                }
                for block in entry.blocks where block.isList {
                    skipLines(of: block, "legend entry: says what a severity means")
                }
            }
            if severityHeadings { return }
            let sectionPath = path + [section.title]
            walkEach(section.children) { run, child in
                run.walk(child, path: sectionPath, severity: inherited, parentRole: parentRole)
            }
            return
        }
        // "#### 🚨 Critical (Must address)" over "- Security vulnerabilities", "- Data loss
        // risks", beside "#### 💡 Suggestions": what each grade of a review's findings covers.
        if !isCanonical, !isDocumentTitle, section.tier == .findings {
            decide(section.line, "heading", .skipped, section.title, "grade of a review's findings, over the kinds of finding it covers")
            for block in section.blocks where block.kind == .paragraph {
                decideNotARequirement(block.startLine, "paragraph", block.plainText, "says what a grade of findings covers")
            }
            for block in section.blocks where block.isList {
                skipLines(of: block, "a kind of finding its grade covers, not a requirement")
            }
            let sectionPath = path + [section.title]
            walkEach(section.children) { run, child in
                run.walk(child, path: sectionPath, severity: inherited, parentRole: parentRole)
            }
            return
        }
        let ownRole = section.role
        let readRole: SectionRole
        // A rule under a heading that merely names a kind ("Design principles") stays a rule:
        // only plain sub-sections take their parent's role.
        let isOwnRule = section.number != nil || section.isRuleHeading || Self.hasLabelledExample(section.blocks)
        // "### ❌ Don't do this:" / "### ✓ Do this:": a heading that is only a Do / Don't label
        // gives its lists their verdict; a Do under a section of mistakes holds rules.
        // (Read only where a list or a section of mistakes asks: most headings are never read so.)
        let (readsLabel, title) = (!isCanonical && !isDocumentTitle, section.title)
        // (The heading's mark, "✅ Success technique(s)", went into its verdict: it is read with it.)
        let mark = section.headingVerdict.map { $0 == .correct ? "✅ " : "❌ " } ?? ""
        func labelVerdict() -> CodeExample.Verdict? {
            // (A tier of a priority scale, "Recommended" beside "Required", is no Do.)
            readsLabel && section.tier != .requirements ? Self.doDontLabel(mark + MarkdownInline.plain(title), onlyVerdictWords: true) : nil
        }
        switch (parentRole, ownRole) {
        case (.principles, .guidance) where isOwnRule && !isCanonical, (.antiPatterns, .guidance) where isOwnRule && !isCanonical,
             (.antiPatterns, .guidance) where labelVerdict() == .correct,
             // ("## Common issues to look for" › "### ✅ Good accessibility": a Do among the
             // mistakes, marked so whatever its words, is never one of them.)
             (.antiPatterns, .guidance) where section.headingMark == .correct || section.headingVerdict == .correct:
            readRole = .guidance
        // ("## Overview" over "### Best practices": a part named for the rules holds them,
        // under an introduction too; not under an output format or a reference section.)
        // (So does a part titled by an instruction, "### Find nonlocalized strings": a
        // documentation page whose one "## Overview" holds all its topics.)
        case (.nonGuidance, .guidance) where path.last.map(SectionRole.namesIntroduction) == true
            && (Self.requirementsLabel(MarkdownInline.plain(section.title)) || isInstructionHeading(section, siblings: siblings)):
            readRole = ownRole
        case (.checklist, .guidance), (.principles, .guidance), (.antiPatterns, .guidance), (.nonGuidance, .guidance):
            readRole = parentRole
        default:
            // A document called "… Checklist" is not a checklist in every list it holds, and
            // one called "… Notes" is not all remarks; one called "… Glossary" or "Resources"
            // is all terms or pointers.
            // (Nor is one called "… Design Principles" that opens "Use this checklist to guide
            // reviews": what it calls itself, its sections' lines are checks; a section named
            // for principles still holds principles.)
            readRole = isDocumentTitle && (ownRole == .checklist || ownRole == .nonGuidance && !SectionRole.namesReferenceMatter(section.title)
                                           || ownRole == .principles && Self.callsItselfAChecklist(section.blocks))
                ? .guidance : ownRole
        }
        // "## 11. Code Examples": code that shows the rules, not a rule of its own, and
        // neither are the headings over its samples: read as a reference section.
        // So does "## Key patterns" over nothing but code: samples named as a kind of them.
        let namesExamples = !isCanonical && !isDocumentTitle && readRole == .guidance
            && (SectionRole.namesExamples(section.title)
                || section.children.isEmpty && !section.blocks.isEmpty && section.blocks.allSatisfy(\.isCode)
                    && SectionRole.namesSamples(section.title))
        let role = namesExamples ? .nonGuidance : readRole
        let metadata = LabelledFields.read(section.blocks, words: hints.severityWords)
        // ("# Suggestions", "# Warnings": a document titled by a word that also names a
        // severity is about that subject; it grades nothing.)
        let titleNamesSubject = isDocumentTitle && HeadingText.namedSeverity(Substring(section.title)) != nil
        // (Under "These rules MUST be followed:", the keyword grades the lines.)
        let obliged = obligingLeadIns.isEmpty ? nil : obligingLeadIns[path]
        let severity = metadata.severity ?? (titleNamesSubject ? nil : section.headingSeverity) ?? obliged?.severity ?? inherited
        let enclosing = statedSeverity
        defer { statedSeverity = enclosing }
        if let stated = metadata.severity, let label = metadata.severityLabel {
            statedSeverity = (stated, label)
        } else if !titleNamesSubject, let stated = section.headingSeverity, let label = section.headingSeverityLabel {
            statedSeverity = (stated, label)
        } else if let obliged {
            statedSeverity = obliged
        }
        if let stated = metadata.severity { severityLines.append((section.line + lineOffset, stated)) }
        if metadata.severities.count > 1 {
            sectionSeverities.append((section.line + lineOffset, section.title, metadata.severities))
        }
        let sectionPath = isDocumentTitle ? path : path + [section.title]
        // (A grade, "⚠️ CRITICAL", "(P1)": not "(Required)", "(Optional)", which say whether the
        // step or the part applies, whatever its lines are.)
        if !isDocumentTitle, !titleNamesSubject, section.headingSeverity != nil, let label = section.headingSeverityLabel,
           Slug.words(label).allSatisfy({ !["required", "optional", "recommended", "mandatory", "must", "should", "may", "shall"].contains($0) }) {
            gradedSectionPaths.insert(sectionPath)
        }

        // What changed in the document, version by version (a version number is no
        // identifier), or how to conduct the review (its "❌ Be vague" is the reviewer's
        // don't, not a screen's): nothing there is to be checked, not even a marked line.
        if role == .nonGuidance, !isCanonical, !isDocumentTitle, let asksNothing = Self.sectionAskingNothing(section.title) {
            for part in section.inDocumentOrder {
                decide(part.line, "heading", .skipped, part.title, part.line == section.line ? asksNothing.whole : asksNothing.part)
            }
            return
        }
        // "### [ ] Every control has a spoken label" over how to check it: a task line written
        // as a heading, its body the check's guidance; its sub-sections are read as any are.
        if section.headingTask != nil, !isCanonical, !isDocumentTitle, role != .nonGuidance {
            addRule(section, path: path, severity: severity, metadata: metadata, parentIsUnnumbered: parentIsUnnumbered,
                    kind: .check, why: "heading with a task box: a check, its body the guidance")
            walkChildren(of: section, path: sectionPath, severity: severity, role: role, foldsUnnumbered: false)
            return
        }
        let visit = SectionVisit(section: section, path: path, sectionPath: sectionPath, severity: severity, metadata: metadata,
                                 role: role, ownRole: ownRole, parentRole: parentRole, isDocumentTitle: isDocumentTitle,
                                 parentIsUnnumbered: parentIsUnnumbered, siblings: siblings, ruleSiblings: ruleSiblings, labelVerdict: labelVerdict)
        switch role {
        case .nonGuidance:
            // Introductions, indexes and references hold no prose items, but a line marked as
            // a requirement (a task, an identifier, a severity) is one wherever it stands.
            let before = pending.count
            collectTaskLists(section.blocks, path: sectionPath, severity: severity)
            // (A risk register's grades say how likely or how bad a risk is: its graded
            // lines are risks, not requirements; its task lines are still tasks.)
            if !isCanonical, !SectionRole.namesRiskRegister(section.title) {
                strongMarksOnly = true
                pointersOnly = SectionRole.isPointerList(section.title)
                collectStatements(section.blocks, path: sectionPath, severity: severity, sectionNumber: section.number)
                strongMarksOnly = false
                pointersOnly = false
            }
            let kindOfSection = namesExamples ? "an examples section" : "an introduction, index, notes or reference section"
            if pending.count == before, !namesExamples, path.contains(where: SectionRole.namesExamples),
               case let samples = ExampleExtractor.extract(section.blocks).examples, !samples.isEmpty {
                sampleSections.append((section.line + lineOffset, MarkdownInline.plain(section.title), samples))
            }
            if pending.count > before {
                decide(section.line, "heading", .group, section.title, "heading over marked lines in \(kindOfSection)")
            } else if namesExamples {
                decide(section.line, "heading", .skipped, section.title, "examples section: code that shows the rules, not rules of its own")
            } else {
                decide(section.line, "heading", .skipped, section.title, "introduction, index, notes or reference section: only marked lines count")
            }
        case .checklist:
            if readChecklistSection(visit) == .done { return }
        case .principles where fieldSectionLines.contains(section.line), .antiPatterns where fieldSectionLines.contains(section.line):
            let kind: ItemKind = role == .principles ? .principle : .antiPattern
            addRule(section, path: sectionPath, severity: severity, metadata: metadata, parentIsUnnumbered: parentIsUnnumbered,
                    kind: kind, why: "heading over the fields of one \(kind == .principle ? "principle" : "anti-pattern") (labels its siblings share)")
            walkChildren(of: section, path: sectionPath, severity: severity, role: role, foldsUnnumbered: false)
            return
        case .principles, .antiPatterns:
            if readKindSection(visit) == .done { return }
        case .guidance:
            if readGuidanceSection(visit) == .done { return }
        }
        let parentIsUnnumbered = !isDocumentTitle && section.number == nil
        if (role == .principles || role == .antiPatterns) && !isCanonical {
            fieldSectionLines.formUnion(Self.fieldSections(section.children))
        } else if role == .guidance, !isCanonical {
            fieldSectionLines.formUnion(Self.fieldSections(section.children, ruleFieldsOnly: true))
        }
        // (A child heading is read beside its siblings: see `isInstructionHeading`, and
        // how many of them are rules over examples.)
        let siblings = section.children
        let ruleSiblings = statementMode == .marked && !isCanonical ? Self.exampleRules(among: siblings) : 0
        let walkChild: @Sendable (inout CompilationRun, Section) -> Void = { run, child in
            run.walk(child, path: sectionPath, severity: severity, parentRole: role, parentIsUnnumbered: parentIsUnnumbered,
                     siblings: siblings, ruleSiblings: ruleSiblings)
        }
        guard !isCanonical, let procedure = Self.testProcedureIndex(section.children) else {
            walkEach(section.children, walkChild)
            return
        }
        // "### Procedures" (numbered steps) beside "### Outcome" (what must then be true): the
        // steps say how to test the checks after them, and are no checks themselves.
        walkEach(Array(section.children[..<procedure]), walkChild)
        let steps = section.children[procedure]
        let outcomeStart = pending.count
        walkEach(Array(section.children[(procedure + 1)...]), walkChild)
        let outcomes = pending.indices.dropFirst(outcomeStart).filter { pending[$0].item.kind == .check }
        guard !outcomes.isEmpty else {
            // Nothing after them to test: the steps are read as any section's lines are.
            walkChild(&self, steps)
            return
        }
        let howToTest = procedureText(steps)
        for index in outcomes where pending[index].item.howToTest == nil { pending[index].item.howToTest = howToTest }
        // (Decisions are put in line order when the run finishes.)
        decide(steps.line, "heading", .skipped, steps.title, "test procedure: how to test the checks after it (their how-to-test)")
        for part in steps.inDocumentOrder {
            if part.line != steps.line {
                decide(part.line, "heading", .skipped, part.title, "part of the test procedure above")
            }
            for block in part.blocks where block.isList {
                skipLines(of: block, "step of the test procedure: part of the how-to-test of the checks after it")
            }
        }
    }

    /// The sub-section that is a test procedure (its title names one, "Procedures", "Test
    /// steps", and its lists, and its own sub-sections', are all numbered steps), when a
    /// section with a list follows it.
    static func testProcedureIndex(_ sections: [Section]) -> Int? {
        guard sections.count >= 2 else { return nil }
        for index in sections.indices.dropLast() {
            let section = sections[index]
            // (Its steps are told on block kinds before its title is read.)
            guard section.blocks.contains(where: \.isOrderedList) || section.children.contains(where: { $0.blocks.contains(where: \.isOrderedList) }),
                  namesProcedure(section.title) || namesTesting(section.title) else { continue }
            let lists = section.inDocumentOrder.flatMap { $0.blocks.filter(\.isList) }
            guard !lists.isEmpty, lists.allSatisfy(\.isOrderedList) else { continue }
            let later = sections[(index + 1)...]
            if later.contains(where: { $0.blocks.contains { $0.isList && !$0.isOrderedList } }) { return index }
        }
        return nil
    }

    /// A procedure's steps as written, each of its parts' under its title.
    func procedureText(_ steps: Section) -> String {
        var parts: [String] = []
        for part in steps.inDocumentOrder {
            let lists = part.blocks.filter(\.isList)
            guard !lists.isEmpty else { continue }
            if part.line != steps.line { parts.append(MarkdownInline.plain(part.title) + ":") }
            for list in lists { parts.append(source.slice(list.startLine, list.endLine).trimmingWhitespace()) }
        }
        return parts.joined(separator: "\n")
    }

    mutating func walkChildren(of section: Section, path: [String], severity: Severity?, role: SectionRole, foldsUnnumbered: Bool) {
        let folds = foldsUnnumbered && section.number != nil
        let ruleSiblings = statementMode == .marked && !isCanonical ? Self.exampleRules(among: section.children) : 0
        walkEach(section.children.filter { !(folds && Self.foldsIntoRule($0)) }) { run, child in
            run.walk(child, path: path, severity: severity, parentRole: role, ruleSiblings: ruleSiblings)
        }
    }

    /// Calls `body` with each of `sections` in order. In a long document the first sections
    /// with siblings are walked side by side instead: in contiguous groups of about equal
    /// length, four per core (`groupsPerJob`), each in a run of its own, whose items and
    /// findings are then appended in order. The walk of a section only ever appends, so the
    /// outcome is the same.
    mutating func walkEach(_ sections: [Section], _ body: @Sendable (inout CompilationRun, Section) -> Void) {
        guard parallelism.jobs > 1, sections.count > 1 else {
            for section in sections { body(&self, section) }
            return
        }
        var template = self
        template.parallelism = .serial
        template.pending = []
        template.findings = []
        template.decisions = []
        template.weakItemCount = 0
        template.namesItsRequirements = false
        template.mistakeItemCount = 0
        template.severityLines = []
        template.sectionSeverities = []
        template.sampleSections = []
        // (Four groups a job, taken by whichever job is free: sections of equal length take
        // unequal time, and one group a job left a core idle for a third of the walk.)
        let shares = parallelism.jobs * Self.groupsPerJob
        let runs = Parallelism(jobs: shares).map(Self.groups(sections, count: shares)) { [template] group in
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
            weakItemCount += run.weakItemCount
            namesItsRequirements = namesItsRequirements || run.namesItsRequirements
            mistakeItemCount += run.mistakeItemCount
            findings += run.findings
            severityLines += run.severityLines
            sectionSeverities += run.sectionSeverities
            sampleSections += run.sampleSections
        }
    }

    /// Whether the opening paragraphs speak of the document as a checklist ("Use this
    /// checklist to guide design reviews.").
    static func callsItselfAChecklist(_ blocks: [MarkdownBlock]) -> Bool {
        blocks.prefix(3).contains { block in
            guard block.kind == .paragraph, block.text.utf8.count <= 600, block.text.containsUTF8("hecklist") else { return false }
            let words = Slug.words(block.plainText)
            return zip(words, words.dropFirst()).contains { ["this", "the"].contains($0) && ["checklist", "checklists"].contains($1) }
        }
    }

    /// How many groups of sections each job walks, in turn (`walkEach`).
    static let groupsPerJob = 4

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
}

extension CompilationRun {
    /// Why a section is skipped whole, marked lines included, and why each of its parts is:
    /// the document's history, or advice on conducting the review. Nil for any other section.
    static func sectionAskingNothing(_ title: String) -> (whole: String, part: String)? {
        if SectionRole.namesHistory(title) {
            return ("the document's history: what changed, not what to check", "part of the document's history")
        }
        if SectionRole.namesPlatformRelease(title) {
            return ("what a release of a platform changed: facts to know, not what to check", "part of what a platform release changed")
        }
        if SectionRole.namesReviewerAdvice(title) {
            return ("advice on conducting the review, not what to check", "part of the advice on conducting the review")
        }
        return nil
    }
}

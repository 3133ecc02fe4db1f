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
        switch role {
        case .nonGuidance:
            // Introductions, indexes and references hold no prose items, but a line marked as
            // a requirement (a task, an identifier, a severity) is one wherever it stands.
            let before = pending.count
            collectTaskLists(section.blocks, path: sectionPath, severity: severity)
            if !isCanonical {
                strongMarksOnly = true
                pointersOnly = SectionRole.isPointerList(section.title)
                collectStatements(section.blocks, path: sectionPath, severity: severity, sectionNumber: section.number)
                strongMarksOnly = false
                pointersOnly = false
            }
            let kindOfSection = namesExamples ? "an examples section" : "an introduction, index, notes or reference section"
            if pending.count > before {
                decide(section.line, "heading", .group, section.title, "heading over marked lines in \(kindOfSection)")
            } else if namesExamples {
                decide(section.line, "heading", .skipped, section.title, "examples section: code that shows the rules, not rules of its own")
            } else {
                decide(section.line, "heading", .skipped, section.title, "introduction, index, notes or reference section: only marked lines count")
            }
        case .checklist:
            let before = pending.count
            let decided = decisions.count
            if usesTaskLists { collectTaskLists(section.blocks, path: sectionPath, severity: severity) }
            let beforeLines = pending.count
            collectListItems(section.blocks, kind: .check, path: sectionPath, severity: severity, sectionNumber: section.number,
                             namedChecklist: ownRole == .checklist)
            // "## Mac citizen checklist" over `| Area | Requirement |`: a requirement table's rows.
            let tables = section.blocks.filter { $0.kind == .table }
            if !tables.isEmpty {
                // (Only the tables are read here: a table of bounds beside code or prose is the
                // heading's detail, `addRule` below.)
                collectStatements(tables, path: sectionPath, severity: severity, sectionNumber: section.number, kind: .check,
                                  readsBounds: false)
            }
            // Plain lines under a checklist's name mark no more than the name does: where
            // nothing else is marked, the document's other plain lists are read too.
            if !usesTaskLists { weakItemCount += pending.count - beforeLines }
            if pending.count > beforeLines { namesItsRequirements = true }
            // No line of its own became or joined an item.
            let holdsNoLines = pending.count == before && !decisions[decided...].contains { $0.outcome == .item }
            // "## Acceptance criteria" › "### Scenario 2.1: Every control has a name" over its
            // Given / When / Then: a heading under a checklist, over prose of its own and no
            // lines, is one check (a numbered one, or one that reads as a statement).
            // (Not a heading over prose that only says what the rules below cover: "These rules
            // focus on the page's appearance …", nor one whose prose only sends the reader on:
            // "Note: for system errors, see [System messages](#system-messages).")
            if holdsNoLines, section.children.isEmpty, !isDocumentTitle, ownRole == .guidance,
               section.number != nil || section.isRuleHeading || Slug.wordCount(section.title) >= 3,
               section.blocks.contains(where: { Self.isProse($0) || $0.kind == .paragraph }),
               !section.blocks.allSatisfy({ $0.kind == .paragraph && (Self.describesDocument($0.plainText) || StatementText.sendsReaderOn($0.text)) }) {
                addRule(section, path: sectionPath, severity: severity, metadata: metadata, parentIsUnnumbered: parentIsUnnumbered,
                        kind: .check, why: "heading under a checklist, over prose of its own")
                return
            }
            // (Decided after its lines: the explanation lists decisions by line.)
            decide(section.line, "heading", .group, section.title, "checklist section")
            // (A list the compiler knows states no requirement, such as settings, is no omission.)
            if holdsNoLines, section.children.isEmpty, !decisions[decided...].contains(where: \.isKnownNonRequirement) {
                findings.append(DocumentFinding(kind: .emptyChecklist, line: section.line + lineOffset,
                                                message: "checklist section '\(section.title)' has no list items"))
            }
        case .principles where fieldSectionLines.contains(section.line), .antiPatterns where fieldSectionLines.contains(section.line):
            let kind: ItemKind = role == .principles ? .principle : .antiPattern
            addRule(section, path: sectionPath, severity: severity, metadata: metadata, parentIsUnnumbered: parentIsUnnumbered,
                    kind: kind, why: "heading over the fields of one \(kind == .principle ? "principle" : "anti-pattern") (labels its siblings share)")
            walkChildren(of: section, path: sectionPath, severity: severity, role: role, foldsUnnumbered: false)
            return
        case .principles, .antiPatterns:
            let kind: ItemKind = role == .principles ? .principle : .antiPattern
            let kinds = kind == .principle ? "principles" : "anti-patterns"
            // "## Common pitfalls" over nothing but "### ❌ Don't do this" and "### ✅ Do this
            // instead", code under each: the labels are the verdicts of the section's examples,
            // no mistake or principle of their own; the section is the one item.
            if !isCanonical, !isDocumentTitle, ownRole == role, Self.hasVerdictLabelChildren(section),
               case let examples = verdictExampleChildren(section), !examples.isEmpty, examples.count == section.children.count {
                addRule(section, path: sectionPath, severity: severity, metadata: metadata, parentIsUnnumbered: parentIsUnnumbered,
                        kind: kind, folding: examples, why: "heading over its Correct / Incorrect examples")
                for child in examples {
                    decide(child.line, "heading", .skipped, child.title, "example of the \(kind == .principle ? "principle" : "anti-pattern") above")
                }
                return
            }
            // "## Common mistakes" › "### Hardcoded strings" over code or prose and no list:
            // the sub-section is one mistake (or principle), named by its heading.
            if !isCanonical, !isDocumentTitle, ownRole != role, section.children.isEmpty, hasOwnContent(section),
               !section.blocks.contains(where: { $0.isList || $0.kind == .table }) {
                // ("## Concurrency anti-patterns" › "### ❌ Manual dispatch", "### ✅ Use
                // async/await": the heading marked right, or saying what to do, is the way
                // out of the mistake beside it, a rule; a Do is never an anti-pattern.)
                let followed = kind == .antiPattern && section.headingVerdict != .incorrect && section.headingMark != .incorrect
                    && (section.headingVerdict == .correct || section.headingMark == .correct
                        || Self.saysWhatToDo(section.title) && !Self.forbids(section.title))
                addRule(section, path: sectionPath, severity: severity, metadata: metadata, parentIsUnnumbered: parentIsUnnumbered,
                        kind: followed ? .rule : kind,
                        why: followed ? "heading in a section of anti-patterns that says what to do instead, over content of its own"
                            : "heading in a section of \(kinds), over content of its own")
                return
            }
            // "### Design principles" over "- [ ] **Principles defined**: …": a document that
            // boxes its checklist lines marks these as checks, whatever the heading names (a
            // checklist asks whether the principles are kept); its plain lists there are not.
            if kind == .principle, usesTaskLists, section.blocks.contains(where: { $0.isList && Self.isTaskList($0) }) {
                decide(section.line, "heading", .group, section.title, "heading over task lines (boxed lines are checks, whatever the heading names)")
                collectTaskLists(section.blocks, path: sectionPath, severity: severity)
                collectListItems(section.blocks, kind: .check, path: sectionPath, severity: severity, sectionNumber: section.number,
                                 namedChecklist: false)
            } else {
                decide(section.line, "heading", .group, section.title, "\(kinds) section")
                let beforeLines = pending.count
                collectListItems(section.blocks, kind: kind, path: sectionPath, severity: severity, sectionNumber: section.number)
                if kind == .antiPattern { mistakeItemCount += pending.count - beforeLines }
                if !isCanonical {
                    collectStatements(section.blocks, path: sectionPath, severity: severity, sectionNumber: section.number,
                                      kind: kind, paragraphsOnly: true, tableRowsAreItems: ownRole == role)
                }
            }
        case .guidance:
            // A rule heading in a section of anti-patterns names a mistake ("3. Hardcoded font
            // sizes"), unless it says what to do ("Use semantic colours", a DO heading).
            // "### iOS (SwiftUI)" over Incorrect / Correct code, one per platform: how the
            // document's rule is built there; its lines still count as anywhere else.
            // (Asked only where a heading would become a rule: every section comes here.)
            var namesPlatform: Bool { SectionRole.namesPlatformOnly(section.title) }
            let mistakeKind: ItemKind? = parentRole == .antiPatterns && section.headingVerdict != .correct
                && !Self.saysWhatToDo(MarkdownInline.plain(section.title)) ? .antiPattern : nil
            // "# Forms 2.0 - Rule 4.2.1" over nothing but "### Description" (the requirement),
            // "### Level", "### Background", "### References": a page of one rule, its fields
            // under headings. The title names the page; the description states its one check.
            if isDocumentTitle, !isCanonical, isOneRulePage(section) {
                addRule(section, path: sectionPath, severity: severity, metadata: metadata, parentIsUnnumbered: false,
                        kind: .check, folding: section.children[...], titledByFields: true,
                        number: Self.trailingRequirementNumber(MarkdownInline.plain(section.title)) ?? pageIdentifier,
                        why: "page of one rule, its fields under sub-headings (Description states it)")
                for child in section.children { decide(child.line, "heading", .skipped, child.title, "field of the page's one rule") }
                return
            }
            // "# no-positive-tab-order" over "Avoid positive tab indexes …", "## Rule details"
            // and its "### Valid" / "### Invalid" code: a page of one rule its opening states.
            if isDocumentTitle, !isCanonical, let lead = leadStatedRulePage(section) {
                addRule(section, path: sectionPath, severity: severity, metadata: metadata, parentIsUnnumbered: false,
                        folding: section.children[...], number: pageIdentifier ?? lead.name, lead: lead,
                        why: lead.block == nil ? "page of one rule its title states, its samples labelled by verdict below"
                            : "page of one rule its opening paragraph states, its samples labelled by verdict below")
                for child in section.children { decide(child.line, "heading", .skipped, child.title, "part of the page's one rule") }
                return
            }
            let pendingBefore = pending.count
            collectTaskLists(section.blocks, path: isDocumentTitle ? [section.title] : sectionPath, severity: severity)
            // "# MASVS-STORAGE-1" › "## Control" over "The app securely stores sensitive data.":
            // a heading that names the one requirement its paragraph states (a standard's page
            // per control), numbered by the page's identifier; its sibling sections of prose
            // ("## Description") are the guidance.
            // ("## Criterion" over the statement, then "**Checked against:**" and its list: the
            // label and its lines detail the one statement, as its guidance.)
            if !isCanonical, !isDocumentTitle, pending.count == pendingBefore, section.children.isEmpty,
               SectionRole.namesStatement(section.title), section.blocks.first?.kind == .paragraph,
               section.blocks.dropFirst().allSatisfy({ $0.isList && !Self.isTaskList($0)
                   || $0.kind == .paragraph && (LabelledFields.isLabelLine($0) || $0.plainText.trimmingSpaces().hasUTF8Suffix(":")) }),
               case let words = Slug.words(section.blocks[0].plainText), (3...60).contains(words.count) {
                var statement = StatementText.read(section.blocks[0].text, words: hints.severityWords)
                statement.identifier = statement.identifier ?? pageIdentifier
                let details = section.blocks.count > 1 ? [source.slice(section.blocks[1].startLine, section.endLine).trimmingWhitespace()] : []
                let guidance = (details + siblings.filter { $0.line != section.line && $0.children.isEmpty && $0.blocks.allSatisfy { $0.kind == .paragraph } }
                    .map { source.slice($0.line, $0.endLine).trimmingWhitespace() }).joined(separator: "\n\n")
                addStatement(statement, kind: .check, guidance: guidance, path: path, severity: severity, sectionNumber: section.number,
                             line: section.blocks[0].startLine, block: "paragraph", why: "the statement under a heading that names it the requirement")
                decide(section.line, "heading", .group, section.title, "names the requirement its paragraph states")
                return
            }
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
            } else if !isDocumentTitle, fieldSectionLines.contains(section.line) {
                // "## Labels on every field" over "- **Rule ID:** …", "- **Why:** …", "- **Fix:**
                // …", the labels its sibling headings use too: the fields of one rule, graded
                // and numbered by its own fields.
                let fields = LabelledFields.read(section.blocks.filter(\.isList).flatMap(\.children).compactMap(\.leadParagraph),
                                                 words: hints.severityWords)
                if metadata.severity == nil, let stated = fields.severity, let label = fields.severityLabel {
                    statedSeverity = (stated, label)
                }
                addRule(section, path: sectionPath, severity: metadata.severity == nil ? fields.severity ?? severity : severity,
                        metadata: metadata, parentIsUnnumbered: parentIsUnnumbered, kind: mistakeKind,
                        why: "heading over the fields of one rule (labels its siblings share)")
                if section.number == nil, let identifier = Self.fieldIdentifier(section) {
                    pending[pending.count - 1].item.number = identifier
                    pending[pending.count - 1].localID = identifier
                }
                walkChildren(of: section, path: sectionPath, severity: severity, role: role, foldsUnnumbered: false)
                return
            } else if !isDocumentTitle, !section.isRuleHeading, metadata.severity == nil, section.headingSeverity == nil,
                      case let definesKind = section.number != nil && SectionRole.namesKinds(path.last ?? ""),
                      definesKind || section.number != nil && Self.namesProcedure(path.last ?? "")
                        || section.children.isEmpty && Self.namesNumberedStep(section.title) {
                // "## Inspector workflow" › "### 2. Select the target", or "### Step 2: Reproduce
                // it" anywhere: a step of a procedure, how to go about the work rather than what
                // to ask in the review. (A "Step 2" over sub-headings of its own is a part of the
                // document, read as any heading is; so is a "Phase 2", a stage of the work.)
                // "## Types of affordance" › "### 1. Explicit affordance": one of the kinds its
                // section names, defined, not a rule.
                // Its lines are read as a reference section's are: a line marked as a requirement,
                // or under a Do / Don't label ("**Anti-patterns:**"), is one wherever it stands.
                (strongMarksOnly, markedOnlyPlace) = (true, definesKind ? "a definition of a kind" : Self.procedureStepPlace)
                collectStatements(section.blocks, path: sectionPath, severity: severity, sectionNumber: section.number)
                (strongMarksOnly, markedOnlyPlace) = (false, Self.referencePlace)
                let marked = pending.count > pendingBefore
                decide(section.line, "heading", marked ? .group : .skipped, section.title,
                       definesKind ? (marked ? "a kind its section names, over marked lines" : "one of the kinds its section names, defined (not a rule)")
                       : marked ? "numbered step of a procedure, over marked lines" : "numbered step of a procedure (its section names a workflow)")
                walkChildren(of: section, path: sectionPath, severity: severity, role: .nonGuidance, foldsUnnumbered: false)
                return
            } else if !isDocumentTitle, isNumberedRule(section),
                      // (A numbered heading over task lines of its own groups them: its prose, or a
                      // "**FAIL if:**" under them, says what they share, unless it holds code
                      // labelled Incorrect and Correct, a rule closing on its checklist.)
                      pending.count == pendingBefore || Self.hasLabelledPair(section.blocks) {
                let before = pending.count
                addRule(section, path: sectionPath, severity: severity, metadata: metadata, parentIsUnnumbered: parentIsUnnumbered,
                        kind: mistakeKind, why: section.isRuleHeading ? (section.number == nil ? "heading labelled as one item (\"Rule:\", \"Mistake:\")" : "\"Rule N\" heading")
                            : "numbered heading with guidance of its own")
                // (A principle of a section of principles, "### 3. Deference" over what it means
                // in practice, explains by nature: it is asked beside its numbered siblings.)
                if pending.count == before + 1, !section.isRuleHeading, mistakeKind == nil, metadata.severity == nil,
                   parentRole != .principles, explainsOnly(section) {
                    pending[before].isExplanation = true
                }
                walkChildren(of: section, path: sectionPath, severity: severity, role: role, foldsUnnumbered: true)
                return
            } else if !isDocumentTitle, case let examples = verdictExampleChildren(section), !examples.isEmpty, !namesPlatform {
                // "## SEO" over "- Use logical keywords", "- Describe the image", then "#### Do"
                // and "#### Don't" over code: the lines are the requirements, the examples show
                // the last of them (as code right after a list does).
                if section.blocks.contains(where: { $0.isList && !Self.isTaskList($0) && $0.children.count >= 2 && Self.listStatesInstructions($0) }) {
                    let before = pending.count
                    collectStatements(section.blocks, path: sectionPath, severity: severity, sectionNumber: section.number,
                                      namesRequirements: true)
                    if pending.count > before {
                        decide(section.line, "heading", .group, section.title, "heading over lines of instructions and their Do / Don't examples")
                        var blocks: [MarkdownBlock] = []
                        for child in examples {
                            blocks.append(MarkdownBlock(kind: .heading(level: child.level), text: child.title, startLine: child.line, endLine: child.line))
                            blocks.append(contentsOf: child.blocks)
                            decide(child.line, "heading", .skipped, child.title, "example of the line above")
                        }
                        pending[pending.count - 1].item.examples.append(contentsOf: ExampleExtractor.extract(blocks).examples)
                        walkEach(Array(section.children[examples.endIndex...])) { run, child in
                            run.walk(child, path: sectionPath, severity: severity, parentRole: role)
                        }
                        return
                    }
                }
                addRule(section, path: sectionPath, severity: severity, metadata: metadata, parentIsUnnumbered: parentIsUnnumbered,
                        kind: mistakeKind, folding: examples, why: "heading over its Correct / Incorrect examples")
                for child in examples {
                    decide(child.line, "heading", .skipped, child.title, "example of the rule above")
                }
                walkEach(Array(section.children[examples.endIndex...])) { run, child in
                    run.walk(child, path: sectionPath, severity: severity, parentRole: role)
                }
                return
            } else if !isDocumentTitle, parentRole != .antiPatterns, section.tier != .requirements, isInstructionHeading(section, siblings: siblings) {
                // A weak mark, like code alone: a document of such headings and plain lists
                // elsewhere is read again as unmarked.
                weakItemCount += 1
                addRule(section, path: sectionPath, severity: severity, metadata: metadata, parentIsUnnumbered: parentIsUnnumbered,
                        why: "heading that is an instruction, over prose of its own")
                // "#### Example" and "##### Failure example" over code under it: how the rule
                // is met and how it fails.
                let samples = codeSampleChildren(section)
                guard !samples.sections.isEmpty, let last = pending.indices.last else {
                    walkChildren(of: section, path: sectionPath, severity: severity, role: role, foldsUnnumbered: false)
                    return
                }
                pending[last].item.examples += samples.examples
                for part in samples.sections.flatMap(\.inDocumentOrder) {
                    decide(part.line, "heading", .skipped, part.title, "example of the rule above")
                }
                walkEach(Array(section.children[samples.sections.endIndex...])) { run, child in
                    run.walk(child, path: sectionPath, severity: severity, parentRole: role)
                }
                return
            } else {
                let tasks = section.blocks.contains { if case .list = $0.kind { return Self.isTaskList($0) } else { return false } }
                let namesRequirements = !isDocumentTitle && section.headingVerdict == nil && section.number == nil
                    && !section.isRuleHeading && (section.tier == .requirements || Self.requirementsLabel(section.title)
                        || Self.statesRequirements(title: section.title, blocks: section.blocks)
                        // "## Requirements" › "### For buttons": its sub-sections' lists too, when
                        // they oblige ("must", "should") or the parent's own lines were such sentences.
                        || path.last.map { Self.statesRequirements(title: $0, blocks: section.blocks,
                                                                   obligations: requirementSentencePaths.isEmpty || !requirementSentencePaths.contains(path)) } ?? false
                        || !obligingLeadIns.isEmpty && obligingLeadIns[path] != nil)
                let decidedBefore = decisions.count
                // (Asked up to three times below, and read from every code block: read once.)
                lazy var evidenceRule = Self.isEvidenceRule(section)
                var produced = collectStatements(section.blocks, path: isDocumentTitle ? [section.title] : sectionPath,
                                                 severity: severity, sectionNumber: section.number, readsLoneInstruction: !isDocumentTitle || readsTitleProse,
                                                 readsKeywordProse: (!isDocumentTitle || readsTitleProse) && section.number == nil && !section.isRuleHeading
                                                    && !evidenceRule,
                                                 namesRequirements: namesRequirements, headingVerdict: labelVerdict)
                if namesRequirements, produced > 0, Self.statesRequirements(title: section.title, blocks: section.blocks) {
                    requirementSentencePaths.insert(sectionPath)
                }
                if namesRequirements, produced > 0 { namesItsRequirements = true }
                if !section.children.isEmpty, let last = section.blocks.last, let obligation = Self.obligation(over: last) {
                    obligingLeadIns[sectionPath] = obligation
                }
                // "## 3.3 Concurrency" over "- Never use …", "- Prefer …": a numbered heading that
                // names a topic (not an instruction itself: "1.1 Use system colours" over how is a
                // rule), over lists of instructions and no prose, groups them. So does a topic
                // heading over bullets of instructions in a document whose marks are elsewhere (a
                // rules file closing on a short self-check): numbered lines are steps to follow.
                if produced == 0, !tasks, !isDocumentTitle, !section.isRuleHeading, !statesByKeywords,
                   section.number != nil || section.blocks.allSatisfy({ !$0.isOrderedList }) && !Self.namesStep(section.title),
                   !Self.isInstruction(MarkdownInline.plain(section.title)) || Self.namesBodyOfRules(MarkdownInline.plain(section.title)),
                   case let lines = listInstructions(section.blocks, besideCode: namesPlatform),
                   lines.instruct(halfWill: ruleSiblings >= 2)
                    || lines.instruct(halfWill: true) && numberedSiblingListsInstruct(section, among: siblings, besideCode: namesPlatform) {
                    // (The lines are decided again: the first reading skipped them all.)
                    decisions.removeSubrange(decidedBefore...)
                    produced = collectStatements(section.blocks, path: sectionPath, severity: severity, sectionNumber: section.number,
                                                 namesRequirements: true)
                }
                // A numbered heading whose list states no items of its own is a rule after all;
                // so is a heading over code labelled Incorrect and Correct, beside its own task
                // lines (a rule file that closes on a checklist of the rule).
                let numberedRule = section.number != nil && hasOwnContent(section) && !namesItsRules(section)
                    && !Self.introducesNumberedRules(section)
                // In a style guide whose rules are headings over their examples ("## Semicolons"
                // over Preferred / Not Preferred code), a heading beside them over prose that
                // instructs ("## No Emoji": "Do not use emoji …") is a rule too.
                let topicRule = ruleSiblings >= 2 && statementMode == .marked && section.number == nil && section.children.isEmpty
                    && Self.proseInstructs(section.blocks)
                if produced == 0, !tasks || Self.hasLabelledPair(section.blocks), !isDocumentTitle,
                   numberedRule || evidenceRule || topicRule, !namesPlatform {
                    let weak = section.headingVerdict == nil
                        && (!Self.hasLabelledExample(section.blocks) || Self.codeOnlyInExampleContainers(section.blocks))
                    if weak { weakItemCount += 1 }
                    addRule(section, path: sectionPath, severity: severity, metadata: metadata, parentIsUnnumbered: parentIsUnnumbered,
                            kind: mistakeKind, why: numberedRule ? "numbered heading whose lists are its guidance"
                                : section.headingVerdict != nil ? "DO / DON'T heading"
                                : evidenceRule ? "heading over examples or code of its own"
                                : "heading over prose that instructs, beside headings over their examples")
                    // (So is a heading over code under "## Guidance for iOS" or "## Implementation":
                    // how a requirement is built, "Setting a custom view as a tab bar".)
                    if weak, !numberedRule, evidenceRule, let last = pending.indices.last,
                       Self.isCodeDemo(section) || path.contains(where: { SectionRole.namesPlatformOnly($0) || SectionRole.namesImplementation($0) }) {
                        pending[last].isCodeDemo = true
                    }
                    walkChildren(of: section, path: sectionPath, severity: severity, role: role, foldsUnnumbered: numberedRule)
                    return
                }
                if produced > 0 || tasks {
                    decide(section.line, "heading", .group, section.title, "heading over items")
                } else if !isDocumentTitle {
                    decide(section.line, "heading", .skipped, section.title,
                           hasOwnContent(section) && namesPlatform ? "names a platform only: how the rules are built there (its code), not a rule of its own"
                           : hasOwnContent(section) ? "heading over prose with no requirement marks" : "heading over sub-headings only")
                }
            }
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

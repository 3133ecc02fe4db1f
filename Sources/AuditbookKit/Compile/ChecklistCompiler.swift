import Foundation

/// Turns one guideline document into a checklist: sections → items of four kinds, with
/// stable IDs, guidance, severity, examples and links between items.
public struct ChecklistCompiler: Sendable {
    /// How many jobs may compile documents side by side, and parse, repair and walk one
    /// long document in pieces.
    public var parallelism: Parallelism

    public init(parallelism: Parallelism = .allCores) { self.parallelism = parallelism }

    /// Reads and compiles the document at `path`. `id` overrides the checklist ID.
    public func compile(path: String, id: String? = nil) throws -> CompiledChecklist {
        try compile(data: DocumentDecoder.readData(path), sourcePath: path, id: id)
    }

    /// Compiles several documents side by side, one per core, and returns each outcome in
    /// the order given. Documents share nothing while they compile, so the only order that
    /// matters (storing them) is the caller's. (cmark-gfm registers its extensions in a
    /// global list on first use: that is done before any thread asks for them.)
    public func compile(paths: [String], id: String? = nil) -> [Result<CompiledChecklist, any Error>] {
        MarkdownParser.prepare()
        // Documents side by side, each compiled in turn: two levels of splitting would
        // only contend for the same cores.
        let (outer, inner) = split(.tasks(paths.count))
        return outer.map(paths) { path in Result { try inner.compile(path: path, id: id) } }
    }

    public func compile(documents: [(data: Data, sourcePath: String)]) -> [Result<CompiledChecklist, any Error>] {
        MarkdownParser.prepare()
        let (outer, inner) = split(.tasks(documents.count))
        return outer.map(documents.map { Document(data: $0.data, sourcePath: $0.sourcePath) }) { document in
            Result { try inner.compile(data: document.data, sourcePath: document.sourcePath) }
        }
    }

    private struct Document: Sendable { var data: Data; var sourcePath: String }

    /// The parallelism for a batch (one job per document) and for each of its documents
    /// (all jobs when there is one document, else serial).
    private func split(_ batch: Parallelism.Work) -> (outer: Parallelism, inner: ChecklistCompiler) {
        let outer = parallelism.forWork(batch)
        return (outer, outer.jobs > 1 ? ChecklistCompiler(parallelism: .serial) : self)
    }

    public func compile(data: Data, sourcePath: String, id: String? = nil) throws -> CompiledChecklist {
        let document = try PreparedDocument.prepare(data, name: sourcePath, parallelism: parallelism)
        return try compile(document, sourcePath: sourcePath, id: id)
    }

    public func compile(_ document: PreparedDocument, sourcePath: String, id: String? = nil) throws -> CompiledChecklist {
        let checklist = analyze(document, sourcePath: sourcePath, id: id)
        if let fatal = checklist.findings.first(where: { $0.kind == .noHeadings || $0.kind == .noItems }) {
            throw AuditbookError.badInput(file: sourcePath, reason: fatal.message)
        }
        return checklist
    }

    /// Reads and analyses a document without refusing it: a document with no headings or no
    /// items comes back with that as a finding, for `checklist lint`.
    public func analyze(path: String) throws -> CompiledChecklist {
        let data = try DocumentDecoder.readData(path)
        return analyze(try PreparedDocument.prepare(data, name: path, parallelism: parallelism), sourcePath: path)
    }

    /// Compiles a prepared document, reporting what is wrong as findings.
    public func analyze(_ document: PreparedDocument, sourcePath: String, id: String? = nil) -> CompiledChecklist {
        PhaseClock.mark("prepared")
        let (blocks, fenceLines) = FencedChecklist.reading(MarkdownParser().parse(document.markdown, parallelism: parallelism))
        PhaseClock.mark("parsed")
        let source = SourceLines(document.markdown)
        var root = SectionTreeBuilder.build(blocks, lastLine: source.count, parallelism: parallelism)
        PhaseClock.mark("sections")
        let fileStem = URL(fileURLWithPath: sourcePath).deletingPathExtension().lastPathComponent
        let frontMatter = document.frontMatter ?? FrontMatter()
        // "# {{ title }}": a site generator's page fills its heading from the front matter.
        for index in root.children.indices where root.children[index].title.hasUTF8Prefix("{") {
            root.children[index].title = Self.fillingPlaceholder(root.children[index].title, from: frontMatter)
        }
        let docTitle = root.children.count == 1 && root.children[0].level == 1 ? root.children[0] : nil
        // (A front-matter name written as a title, "name: iOS SwiftUI Accessibility", gives
        // its slug: an ID is typed on command lines and joined into every item's ID.)
        // (A title with no word in ASCII, "画面レビュー", leaves the ID to the file's name.)
        let checklistID = id ?? (frontMatter["id"] ?? frontMatter["name"]).map(Slug.identifier)
            ?? Slug.make([docTitle?.title, frontMatter["title"]].compactMap { $0 }.first(where: Slug.isSpelled) ?? fileStem, maxWords: 8)
        let title = frontMatter["title"] ?? docTitle.map { MarkdownInline.plain($0.title) } ?? frontMatter["name"] ?? fileStem

        // A document that marks its requirements in any way is read for those marks only;
        // one that marks nothing is read again with its plain bullets and instructions.
        // Most documents are read once: only when the marked reading finds nothing but
        // headings over code is the document walked again.
        let facts = DocumentFacts.read(root, markdown: document.markdown, parallelism: parallelism.forWork(.text(bytes: document.markdown.utf8.count)))
        var run = walk(root, source: source, document: document, frontMatter: frontMatter, docTitle: docTitle, mode: .marked,
                       facts: facts)
        PhaseClock.mark("walked")
        if run.pending.count == run.weakMarkCount {
            run = walk(root, source: source, document: document, frontMatter: frontMatter, docTitle: docTitle, mode: .plain,
                       facts: facts)
        } else if let rows = Self.marksOnlyOneTable(run) ?? Self.marksOnlyOneSection(run) ?? Self.marksOnlyHeadingExamples(run) {
            // A page of guidelines whose only strong marks are one table ("| Field | Required |"
            // over yes / no) or one section (a topic called "Mistakes" read as anti-patterns):
            // that is a part of the page, not the page's only requirements. Read unmarked, where
            // that finds three times as many items (six more at least) and more than the marked
            // reading.
            let plain = walk(root, source: source, document: document, frontMatter: frontMatter, docTitle: docTitle, mode: .plain,
                             facts: facts)
            // (Steps of a procedure the plain reading sets aside are lines it read too.)
            let found = plain.pending.count + plain.droppedStepCount
            if found >= rows * 3, found >= rows + 6, plain.pending.count > run.pending.count { run = plain }
        }
        if run.statementMode == .plain {
            // A page that asks its checks as questions ("Have you …?", "Does your app …?")
            // states facts beside them: read again, those facts are the questions' guidance.
            if Self.asksQuestions(run.pending) {
                run = walk(root, source: source, document: document, frontMatter: frontMatter, docTitle: docTitle, mode: .plain,
                           asksQuestions: true, facts: facts)
            }
        }
        // "# Toggles" over prose that instructs and a "Notes:" list, then only the criteria it
        // meets and links: the title's section is the page's body, not an introduction to
        // sections below, and its prose states requirements as any section's does. Read so,
        // where every item came from that section and an instruction there was set aside as
        // the introduction's.
        if !run.isCanonical, let docTitle, !run.pending.isEmpty, run.pending.allSatisfy({ $0.item.sectionPath == [docTitle.title] }),
           run.decisions.contains(where: { $0.outcome == .skipped && $0.reason == CompilationRun.introductionInstructionReason }) {
            let body = walk(root, source: source, document: document, frontMatter: frontMatter, docTitle: docTitle, mode: run.statementMode,
                            asksQuestions: run.asksQuestions, facts: facts, readsTitleProse: true)
            if body.pending.count > run.pending.count { run = body }
        }
        // Nothing found: a short page of guidance may state it in sentences under its title
        // (or under no heading at all). Read that prose as any section's.
        // (A page whose only lines link to the WCAG criteria it meets is such a page too.)
        if run.holdsOnlyCriterionReferences, !run.isCanonical {
            var prose = walk(root, source: source, document: document, frontMatter: frontMatter, docTitle: docTitle, mode: .plain,
                             facts: facts, readsTitleProse: true)
            // A page of prose whose blank lines were lost reads as one paragraph, its parts
            // joined by two spaces ("…on a page.  Use a definition list …"): read once more
            // with each part a paragraph of its own.
            if prose.pending.isEmpty, case let parted = Self.partingDoubleSpacedParagraphs(root), parted.blocks.count > root.blocks.count
                || parted.children.map(\.blocks.count) != root.children.map(\.blocks.count) {
                prose = walk(parted, source: source, document: document, frontMatter: frontMatter, docTitle: docTitle, mode: .plain,
                             facts: facts.reading(parted), readsTitleProse: true)
            }
            if !prose.holdsOnlyCriterionReferences || run.pending.isEmpty && !prose.pending.isEmpty { run = prose }
        }
        // Still nothing, but lists that grade each line by a level of its own, each level once
        // ("- Critical: every control has a spoken label", "- High: text grows with the text
        // size"), set aside as legends: with no requirement anywhere else, the lines are the
        // document's requirements, graded. (Under a heading that names a grade, "## Severity",
        // such a list stays a legend.)
        if run.pending.isEmpty, !run.isCanonical, run.decisions.contains(where: { $0.reason == CompilationRun.severityLegendReason }) {
            let levelled = walk(root, source: source, document: document, frontMatter: frontMatter, docTitle: docTitle, mode: run.statementMode,
                                asksQuestions: run.asksQuestions, facts: facts, readsTitleProse: run.readsTitleProse, readsLevelledLists: true)
            if !levelled.pending.isEmpty { run = levelled }
        }
        // Still nothing: a page that is one requirement, stated by its title ("Keyboard focus
        // does not get trapped", the rest of the page notes on it), is that one check.
        if run.pending.isEmpty, !run.isCanonical, !SectionRole.namesReferenceMatter(title), Self.statesRequirement(title) {
            // (Its severity: the front matter's, else one its opening lines state, "**Impact:** Low".)
            let opening = LabelledFields.read(docTitle?.blocks ?? root.blocks, words: run.hints.severityWords)
            run.addPageRequirement(title: title, line: docTitle?.line ?? 1, stated: opening.severity.map { ($0, opening.severityLabel ?? "") },
                                   guidance: source.slice((docTitle?.line ?? 0) + 1, source.count).trimmingWhitespace())
        }
        // The run read the hints and the section titles already. A hint that cannot be
        // followed is reported even when the document yields nothing (it may be why).
        let hintFindings = run.hints.problems(sectionTitles: run.sectionTitles).map {
            DocumentFinding(kind: .invalidFrontMatter, line: 1, message: $0)
        }
        guard !run.pending.isEmpty else {
            // "Copy this checklist into your review": a document whose only list is a
            // Markdown sample is read with that sample's fences taken away (line numbers kept).
            if let sample = FencedChecklist.firstSample(blocks), let unfenced = FencedChecklist.removingFences(of: sample, from: document) {
                var checklist = analyze(unfenced, sourcePath: sourcePath, id: id)
                if !checklist.items.isEmpty {
                    checklist.notes.insert("its only checklist is the Markdown sample at line \(sample.startLine + document.lineOffset): read as the document's checklist", at: 0)
                    return checklist
                }
            }
            let finding = root.children.isEmpty
                ? DocumentFinding(kind: .noHeadings, line: 1, message: "has no headings and no list or table of requirements; add sections (# Title, ## Section) with task lists (- [ ] …) or numbered rules")
                : SectionRole.namesReferenceMatter(title)
                ? DocumentFinding(kind: .noItems, line: 1, message: "has no checklist items: its title '\(title)' names a glossary or a list of resources, which asks for nothing; compile the guideline documents it goes with")
                : DocumentFinding(kind: .noItems, line: 1, message: "has no checklist items; add a task list (- [ ] …), a section named Checklist, or numbered rules")
            var empty = CompiledChecklist(id: checklistID, title: title, sourcePath: sourcePath, sourceDigest: document.digest,
                                          items: [], repairs: document.repairs, findings: [finding] + hintFindings + Self.skippedRequirements(run.decisions),
                                          notes: [])
            empty.decisions = run.decisions.sorted { $0.line < $1.line }
            return empty
        }
        var items = run.finish(checklistID: checklistID)
        PhaseClock.mark("finished")
        ItemLinker.linkRestatements(&items, parallelism: parallelism)
        PhaseClock.mark("linked")
        // WCAG success criteria: those each item names (a bare number counts in a document
        // about WCAG), else suggestions a person confirms with `checklist map`.
        // (A byte search: Foundation's `contains` took a tenth of a second on a 10 MB document.)
        let aboutWCAG = document.markdown.containsUTF8("WCAG") || title.containsUTF8("WCAG")
        let criteria = Self.criteria(of: items, aboutWCAG: aboutWCAG, parallelism: parallelism.forWork(.text(bytes: document.markdown.utf8.count)))
        for index in items.indices {
            items[index].criteria = criteria[index]
            // (Once they are the item's criteria, the numbers a title cites at its end are no words of it.)
            if aboutWCAG, let cited = CriterionMapping.closingCriteria(items[index].title) { items[index].title = cited.head }
        }
        PhaseClock.mark("criteria")
        var notes = fenceLines.map {
            "the checklist in the Markdown sample at line \($0 + document.lineOffset) is read as its section's own lines"
        }
        var findings = run.findings + DocumentLinter.findings(items: items, repairs: document.repairs,
                                                              severityLines: run.severityLines,
                                                              sectionSeverities: run.sectionSeverities)
        findings += document.warnings.map { DocumentFinding(kind: .invalidFrontMatter, line: 1, message: $0) }
        findings += hintFindings
        findings += Self.skippedRequirements(run.decisions)
        findings.sort { $0.line < $1.line }
        PhaseClock.mark("linted")
        if run.readsLevelledLists {
            notes.append("its lists that grade each line by a level are read as its requirements (nothing else in it states one), not as legends of the levels")
        }
        if !items.contains(where: { $0.kind == .check }) {
            // ("its 1 item", not "its 1 rules": a page that is one requirement has one.)
            notes.append("no checklist lines; audits will ask its \(items.count == 1 ? "1 item" : "\(items.count) items") (rules, principles, anti-patterns) instead")
        }
        var checklist = CompiledChecklist(
            id: checklistID, title: title, description: frontMatter["description"], license: frontMatter["license"],
            documentVersion: frontMatter["version"] ?? frontMatter["metadata.version"], sourcePath: sourcePath,
            sourceDigest: document.digest, items: items, repairs: document.repairs, findings: findings, notes: notes)
        checklist.decisions = run.decisions.sorted { $0.line < $1.line }
        // With cores to spare (one document compiled on all of them), the document's blocks,
        // sections and the walk's state are freed on another thread while the checklist goes
        // on to be stored (profiled: a fifth of a second for a 50 MB document, in turn).
        // Documents compiled side by side already keep every core busy: freed in turn.
        if parallelism.jobs > 1 { Parallelism.releaseElsewhere((blocks, root, run)) }
        return checklist
    }

    /// `{{ title }}`, `{{ page.title }}`: the front-matter field the template names (the
    /// last part of a dotted name), or the text as written when there is none.
    static func fillingPlaceholder(_ title: String, from frontMatter: FrontMatter) -> String {
        // (`{{ title }}` in Jekyll, Hugo or Nunjucks; `{frontmatter.title}` in MDX.)
        let braces = title.hasUTF8Prefix("{{") && title.hasUTF8Suffix("}}") ? 2 : 1
        guard title.hasUTF8Prefix("{"), title.hasUTF8Suffix("}") else { return title }
        let name = title.dropFirst(braces).dropLast(braces).trimmingSpaces()
        guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "." || $0 == "_" }) else { return title }
        let key = name.split(separator: ".").last.map(String.init) ?? name
        return frontMatter[name].map { MarkdownInline.plain($0) } ?? frontMatter[key].map { MarkdownInline.plain($0) } ?? title
    }

    /// A page title that states a requirement as a sentence: "Keyboard focus does not get
    /// trapped", "There is time to read and act", "Use standard controls …" (a verb that
    /// states what is or must be, an instruction, or "No …"), four words at least; not a question
    /// word's or a preposition's title ("How to test", "About the checklist"); three words will
    /// do for an instruction ("Use active voice").
    static func statesRequirement(_ title: String) -> Bool {
        guard title.utf8.count <= 300 else { return false }
        let words = Slug.words(MarkdownInline.plain(title))
        // ("Use active voice", "Avoid branded names": an instruction verb and its object
        // state one in three words.)
        guard words.count >= 3, let first = words.first else { return false }
        if CompilationRun.instructionVerbs.contains(first), CompilationRun.isInstruction(title) { return true }
        guard words.count >= 4 else { return false }
        guard !topicOpeners.contains(first) else { return false }
        // "No new window without user action": a prohibition.
        return first == "no" || words.dropFirst().contains { statingVerbs.contains($0) }
    }

    /// Words that open a title naming a topic or the document itself ("How to test",
    /// "About this checklist", "Our approach is …"): those that open titles without being
    /// verbs (`titleOpenerWords`), but not a condition ("Where an error occurs, …"), "You
    /// can …" or "No …", which still state a requirement.
    private static let topicOpeners: Set<String> = CompilationRun.titleOpenerWords
        .subtracting(["when", "where", "if", "once", "while", "because", "since", "until", "you", "we", "it", "they", "i", "he", "she",
                      "no", "not"])
        .union(["this", "these", "those", "our", "my", "welcome", "introduction", "overview"])

    private static let statingVerbs: Set<String> = [
        "is", "are", "has", "have", "can", "cannot", "must", "should", "shall", "does", "do", "doesn", "don", "isn", "aren",
        "will", "won", "respects", "reflects", "reflect", "describe", "describes", "meets", "meet", "provides", "provide",
    ]

    /// Each item's WCAG criteria, worked out side by side: only the criteria cross threads,
    /// not copies of the items.
    static func criteria(of items: [ChecklistItem], aboutWCAG: Bool, parallelism: Parallelism) -> [[CriterionRef]?] {
        parallelism.map(Array(items.indices)) { index in
            CriterionMapping.criteria(for: items[index], listed: items[index].criteria?.map(\.num) ?? [], aboutWCAG: aboutWCAG)
        }
    }

    /// Lines that read as requirements ("… must …", "Never …", an instruction) but became no
    /// item, each with the way to make it one.
    static func skippedRequirements(_ decisions: [CompileDecision]) -> [DocumentFinding] {
        decisions.filter { $0.outcome == .skipped && $0.block != "heading" && !$0.isKnownNonRequirement && $0.looksLikeRequirement }.map { decision in
            DocumentFinding(kind: .skippedRequirement, line: decision.line,
                            message: "'\(decision.text)' reads as a requirement but became no item (\(decision.reason)); mark it (a task box, an identifier or a severity tag) or name its section in the front matter's auditbook.requirements")
        }
    }
}

extension ChecklistCompiler {
    /// The section (and its sub-sections) with every paragraph parted where a sentence ends
    /// and two spaces stand before the next, capitalised one: where blank lines became
    /// spaces, that is where a paragraph ended.
    static func partingDoubleSpacedParagraphs(_ section: Section) -> Section {
        var parted = section
        parted.blocks = section.blocks.flatMap { block -> [MarkdownBlock] in
            guard block.kind == .paragraph, block.text.containsUTF8(".  ") else { return [block] }
            var parts: [String] = []
            var rest = Substring(block.text)
            while let gap = rest.range(of: ".  "), rest[gap.upperBound...].first.map({ $0.isUppercase || $0 == "[" || $0 == "*" }) == true {
                parts.append(String(rest[...gap.lowerBound]))
                rest = rest[gap.upperBound...]
            }
            parts.append(String(rest))
            return parts.map { MarkdownBlock(kind: .paragraph, text: $0.trimmingSpaces(), startLine: block.startLine, endLine: block.endLine) }
        }
        parted.children = section.children.map(partingDoubleSpacedParagraphs)
        return parted
    }

    /// One walk over the section tree in the given reading mode.
    fileprivate func walk(_ root: Section, source: SourceLines, document: PreparedDocument, frontMatter: FrontMatter, docTitle: Section?,
                          mode: CompilationRun.StatementMode, asksQuestions: Bool = false, facts: DocumentFacts,
                          readsTitleProse: Bool = false, readsLevelledLists: Bool = false) -> CompilationRun {
        var run = CompilationRun(source: source, lineOffset: document.lineOffset, frontMatter: frontMatter,
                                 parallelism: parallelism.forWork(.text(bytes: document.markdown.utf8.count)))
        run.statementMode = mode
        // (A page titled by an identifier alone, "# MASVS-STORAGE-1", numbers its requirement.)
        if let title = docTitle?.title.trimmingSpaces(), !title.containsASCII(" "), title.contains(where: \.isNumber),
           StatementText.isIdentifierSpan(Substring(title)) {
            run.pageIdentifier = title
        }
        run.asksQuestions = asksQuestions
        run.statesByKeywords = facts.statesByKeywords
        run.hints.severityWords.readsEmphaticKeywords = facts.writesCapitalKeywords
        run.hints.severityWords.marks = facts.marks
        run.readsTitleProse = readsTitleProse
        run.readsLevelledLists = readsLevelledLists
        run.sectionTitles = facts.sectionTitles
        run.sectionNumbers = facts.sectionNumbers
        run.recordLabels = facts.recordLabels
        run.usesTaskLists = facts.usesTaskLists
        run.readsIdentifierParagraphs = facts.readsIdentifierParagraphs
        // Above the first heading, a trail of the pages that lead to this one is navigation.
        var rootBlocks = root.blocks
        if let trail = rootBlocks.firstIndex(where: run.isBreadcrumbTrail) {
            run.skipLines(of: rootBlocks[trail], "a breadcrumb trail: the pages that lead to this one, navigation above its title")
            rootBlocks.remove(at: trail)
        }
        for part in root.inDocumentOrder {
            for note in part.notes {
                if note.isList {
                    run.skipLines(of: note, ToolNote.reason)
                } else {
                    run.decideNotARequirement(note.startLine, note.kind == .paragraph ? "paragraph" : "block", note.plainText, ToolNote.reason)
                }
            }
        }
        run.collectTaskLists(rootBlocks, path: [], severity: run.defaultSeverity)
        if !run.isCanonical {
            run.collectStatements(rootBlocks, path: [], severity: run.defaultSeverity, sectionNumber: nil,
                                  readsLoneInstruction: readsTitleProse, readsKeywordProse: readsTitleProse)
        }
        run.walkEach(root.children) { run, section in
            run.walk(section, path: [], severity: run.defaultSeverity, parentRole: .guidance,
                     isDocumentTitle: section.level == 1 && docTitle != nil)
        }
        if mode == .plain {
            run.dropValueNames()
            run.dropProcedureSteps()
        }
        run.dropPlaceholders()
        run.dropCodeDemos()
        run.dropExplanations()
        run.dropDocumentUse()
        run.dropRecordFields()
        run.foldCriterionReferences()
        run.attachSampleSections()
        return run
    }

    /// How many rows the one table has whose rows are all the strong marks of a marked
    /// reading (every item but the weakly marked ones, bold titles and headings over code);
    /// nil where the strong marks are anything else.
    /// (The cells of a Do / Don't table count as its rows do: "| Bad | Good | Why |".)
    static func marksOnlyOneTable(_ run: CompilationRun) -> Int? {
        let rows = run.decisions.filter { $0.outcome == .item && ($0.block == "table row" || $0.block == "table cell") }
        guard !rows.isEmpty, rows.count == run.pending.count - run.weakMarkCount, rows.count <= 12 else { return nil }
        // (Rows a line apart: one table.)
        let lines = Set(rows.map(\.line)).sorted()
        return lines.last! - lines.first! == lines.count - 1 ? rows.count : nil
    }

    /// How many items a marked reading found where each is a heading over its Do / Don't
    /// examples (a design-system page: `#### Do` and `#### Don't` over code, its guidance in
    /// plain lists around them); nil otherwise.
    static func marksOnlyHeadingExamples(_ run: CompilationRun) -> Int? {
        let strong = run.pending.count - run.weakMarkCount
        guard strong > 0 else { return nil }
        let headings = run.decisions.filter {
            $0.outcome == .item && $0.block == "heading" && $0.reason == "heading over its Correct / Incorrect examples"
        }.count
        return headings >= strong ? headings : nil
    }

    /// How many items a marked reading found where all of them, twelve at most, stand in one
    /// section; nil otherwise.
    static func marksOnlyOneSection(_ run: CompilationRun) -> Int? {
        // (Most runs find far more than twelve items: turned away before any is looked at.)
        let marked = run.pending.indices.lazy.filter { !run.pending[$0].isNamedInstruction }
        guard marked.prefix(13).count <= 12, let first = marked.first, case let path = run.pending[first].item.sectionPath, !path.isEmpty,
              marked.allSatisfy({ run.pending[$0].item.sectionPath == path }) else { return nil }
        return marked.count
    }

    /// Whether the document writes its requirements with RFC 2119 keywords in capitals
    /// ("… MUST be reviewed", "… SHOULD happen within two days"), three times at least.
    static func statesByKeywords(_ markdown: String) -> Bool {
        writesKeywords(markdown, spaced: true)
    }

    /// Whether the document writes MUST, SHOULD or SHALL in capitals, as words of their own,
    /// three times at least ("- **MUST** keep …", "Labels SHOULD …"): it marks its
    /// requirements with RFC 2119 keywords, and NEVER and ALWAYS in capitals are more of them.
    static func writesCapitalKeywords(_ markdown: String) -> Bool {
        writesKeywords(markdown, spaced: false)
    }

    /// MUST, SHOULD or SHALL in capitals three times at least: between spaces (`spaced`, in
    /// running text), or with no letter on either side.
    private static func writesKeywords(_ markdown: String, spaced: Bool) -> Bool {
        func isLetter(_ byte: UInt8?) -> Bool {
            guard let byte else { return false }
            return (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A || byte >= 0x80
        }
        func stands(_ byte: UInt8?) -> Bool { spaced ? byte == UInt8(ascii: " ") : !isLetter(byte) }
        var count = 0
        for keyword in StatementText.obligingKeywords {
            var rest = markdown[...]
            while count < 3, let found = rest.firstUTF8Range(of: keyword) {
                if stands(markdown.utf8[..<found.lowerBound].last), stands(markdown.utf8[found.upperBound...].first) { count += 1 }
                rest = markdown[found.upperBound...]
            }
        }
        return count >= 3
    }

    /// Whether a plain reading's items are questions to the reader often enough (a quarter,
    /// four at least) that the page asks its checks as questions, and its other lines are
    /// sentences (half of them at least end on a full stop or a colon), facts beside the
    /// questions. A checklist whose other lines name what to look at ("Gutters (fixed or
    /// fluid)", "Validation messages displayed", "Animation examples") asks each of them too.
    static func asksQuestions(_ pending: [CompilationRun.Pending]) -> Bool {
        let questions = pending.filter { $0.item.title.containsASCII("?") }.count
        guard questions >= 4 && questions * 4 >= pending.count else { return false }
        let others = pending.lazy.map(\.item.title).filter { !$0.containsASCII("?") }
        let sentences = others.filter { $0.hasUTF8Suffix(".") || $0.hasUTF8Suffix(":") || $0.hasUTF8Suffix("。") }
        return sentences.count * 2 >= others.count
    }

    static func sectionTitles(_ root: Section) -> Set<String> {
        var titles: Set<String> = []
        var stack = root.children
        while let section = stack.popLast() {
            let plain = MarkdownInline.plain(section.title)
            titles.insert(Slug.phrase(plain))
            // "Visual Hierarchy (hier-)" is also named without what its brackets add.
            if plain.hasUTF8Suffix(")"), let open = plain.lastIndex(of: "("), open != plain.startIndex {
                titles.insert(Slug.phrase(String(plain[..<open])))
            }
            stack.append(contentsOf: section.children)
        }
        // (A title of no words in Latin letters, "## 色", has no phrase to be named by: every
        // line in such a script would match it.)
        titles.remove("")
        return titles
    }

    /// The bold labels ("**Browser:** Chrome") that open list lines of their own in three
    /// sections or more, in lower case: a record's fields, written out for each section.
    static func recordLabels(_ root: Section) -> Set<String> {
        var sectionsByLabel: [String: Int] = [:]
        var stack = root.children
        while let section = stack.popLast() {
            var labels: Set<String> = []
            for block in section.blocks where block.isList {
                for entry in block.children {
                    if let label = entry.leadParagraph.flatMap({ CompilationRun.recordLabel($0.text) }) { labels.insert(label) }
                }
            }
            for label in labels { sectionsByLabel[label, default: 0] += 1 }
            stack.append(contentsOf: section.children)
        }
        return Set(sectionsByLabel.filter { $0.value >= 3 }.keys)
    }

    /// The numbers of the document's numbered headings ("1.4.3", "A1").
    static func sectionNumbers(_ root: Section) -> Set<String> {
        var numbers: Set<String> = []
        var stack = root.children
        while let section = stack.popLast() {
            if let number = section.number { numbers.insert(number) }
            stack.append(contentsOf: section.children)
        }
        return numbers
    }

    /// Whether two paragraphs or more of the document open with an identifier ("REQ-10: …").
    static func hasIdentifierParagraphs(_ root: Section) -> Bool {
        var count = 0
        var stack = [root]
        while let section = stack.popLast() {
            count += CompilationRun.identifierParagraphs(section.blocks).count
            if count >= 2 { return true }
            stack.append(contentsOf: section.children)
        }
        return false
    }

    static func hasTaskList(_ root: Section) -> Bool {
        func inBlocks(_ blocks: [MarkdownBlock]) -> Bool {
            blocks.contains { block in
                if case .item(task: .some) = block.kind { return true }
                return inBlocks(block.children)
            }
        }
        var stack = [root]
        while let section = stack.popLast() {
            if inBlocks(section.blocks) { return true }
            stack.append(contentsOf: section.children)
        }
        return false
    }
}

/// The document's lines, for slicing guidance out of the source as it was written. Lines
/// are kept as the byte offsets where they start, not as a Substring each.
struct SourceLines {
    private let text: String
    /// The UTF-8 offset of each line's first byte.
    private let starts: [Int]

    init(_ text: String) {
        self.text = text
        starts = [0] + text.newlineOffsets().map { $0 + 1 }
    }

    var count: Int { starts.count }

    /// Lines `from...to` (1-based, inclusive), clamped to the document.
    func slice(_ from: Int, _ to: Int) -> String {
        let lower = max(1, from), upper = min(starts.count, to)
        guard lower <= upper else { return "" }
        // From the first line's start to the end of the last line, without its "\n".
        let end = upper < starts.count ? starts[upper] - 1 : text.utf8.count
        let bytes = text.utf8
        return String(text[bytes.index(bytes.startIndex, offsetBy: starts[lower - 1])..<bytes.index(bytes.startIndex, offsetBy: end)])
    }
}

/// What every reading of a document asks of the whole document before it walks it: read
/// once for all its readings (a short page is often read twice), in two halves side by side
/// for a long one (profiled on the benchmark's 10 MB corpus: 130 ms in turn before the walk).
struct DocumentFacts: Sendable {
    /// RFC 2119 keywords in capitals in running text, three times at least (`ChecklistCompiler.statesByKeywords`).
    var statesByKeywords = false
    /// As words of their own anywhere, three times at least (`ChecklistCompiler.writesCapitalKeywords`).
    var writesCapitalKeywords = false
    /// The marks the document's legend gives a severity (`MarkLegend`).
    var marks: [String: SeverityMark] = [:]
    /// Section titles as slug phrases (`ChecklistCompiler.sectionTitles`).
    var sectionTitles: Set<String> = []
    /// The numbers of numbered headings (`ChecklistCompiler.sectionNumbers`).
    var sectionNumbers: Set<String> = []
    /// Bold labels of a record repeated per section (`ChecklistCompiler.recordLabels`).
    var recordLabels: Set<String> = []
    /// Any line of the document is a task line (`ChecklistCompiler.hasTaskList`).
    var usesTaskLists = false
    /// Two paragraphs or more open with an identifier (`ChecklistCompiler.hasIdentifierParagraphs`).
    var readsIdentifierParagraphs = false

    static func read(_ root: Section, markdown: String, parallelism: Parallelism) -> DocumentFacts {
        let halves = parallelism.map([false, true]) { second in
            var facts = DocumentFacts()
            if second {
                facts.marks = MarkLegend.read(root)
                facts.recordLabels = ChecklistCompiler.recordLabels(root)
                facts.usesTaskLists = ChecklistCompiler.hasTaskList(root)
                facts.readsIdentifierParagraphs = ChecklistCompiler.hasIdentifierParagraphs(root)
            } else {
                facts.statesByKeywords = ChecklistCompiler.statesByKeywords(markdown)
                facts.writesCapitalKeywords = ChecklistCompiler.writesCapitalKeywords(markdown)
                facts.sectionTitles = ChecklistCompiler.sectionTitles(root)
                facts.sectionNumbers = ChecklistCompiler.sectionNumbers(root)
            }
            return facts
        }
        var facts = halves[0]
        facts.marks = halves[1].marks
        facts.recordLabels = halves[1].recordLabels
        facts.usesTaskLists = halves[1].usesTaskLists
        facts.readsIdentifierParagraphs = halves[1].readsIdentifierParagraphs
        return facts
    }

    /// These facts for another tree of the same document (its paragraphs parted): the
    /// keywords and the legend are the document's, the rest the tree's.
    func reading(_ tree: Section) -> DocumentFacts {
        var facts = self
        facts.sectionTitles = ChecklistCompiler.sectionTitles(tree)
        facts.sectionNumbers = ChecklistCompiler.sectionNumbers(tree)
        facts.recordLabels = ChecklistCompiler.recordLabels(tree)
        facts.usesTaskLists = ChecklistCompiler.hasTaskList(tree)
        facts.readsIdentifierParagraphs = ChecklistCompiler.hasIdentifierParagraphs(tree)
        return facts
    }
}

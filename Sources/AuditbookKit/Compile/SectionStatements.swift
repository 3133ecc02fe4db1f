/// Requirements stated inside a section's body rather than by its heading: list lines,
/// Do / Don't lists, ✅ / ❌ lines, requirement tables and, in a document that has no other
/// form, plain bullets and instruction paragraphs.
extension CompilationRun {
    /// How much of a body's prose counts as requirements. A document that marks its items
    /// (tasks, identifiers, severities, keywords, verdicts, bold lead-ins, tables, numbered
    /// rules) is read `.marked`; one that marks nothing is read `.plain`.
    enum StatementMode: Equatable { case marked, plain }

    /// Reads the statements of one section body; returns how many items it added.
    @discardableResult
    mutating func collectStatements(_ blocks: [MarkdownBlock], path: [String], severity: Severity?,
                                    sectionNumber: String?, kind sectionKind: ItemKind = .check, paragraphsOnly: Bool = false,
                                    readsLoneInstruction: Bool = false, readsKeywordProse: Bool = false,
                                    namesRequirements: Bool = false, tableRowsAreItems: Bool = false, readsBounds: Bool = true,
                                    headingVerdict: () -> CodeExample.Verdict? = { nil }) -> Int {
        let before = pending.count
        // What the paragraph just before a list said of it; any other block ends it.
        var label: ListLabel?
        var verdictItems: [Int] = []
        var labelledItems: [Int] = []
        // The item the list just above made last (nil after any other block), and code after
        // such a list whose comments mark its examples.
        var lineBeforeCode: Int?
        // The item a "- **Implementation:**" line closing a list gives the code after the list.
        var labelledCode: (item: Int, caption: String)?
        var codeAfterLines: [(item: Int, examples: [CodeExample])] = []
        // A "good practice:" / "bad practice:" label between such a list and its code.
        var codeVerdict: (verdict: CodeExample.Verdict, caption: String)?
        // (Whether the section's lists write their rules in bold: folded examples between
        // entries may part one list in several.)
        let boldOpenings = Self.opensWithBoldInstructions(blocks.filter(\.isList).flatMap(\.children))
        // "Security" over "- No secrets in logs", "Accessibility" over "- Controls have labels":
        // the lines' group, as a heading would name it.
        let groupLabels = Self.listGroupLabels(blocks)
        // "REQ-10: Every field has a visible label." in paragraphs of their own, in a document
        // with others like them.
        let identifierParagraphs = paragraphsOnly || !readsIdentifierParagraphs ? [] : Set(Self.identifierParagraphs(blocks))
        // An instruction that ends in a colon introduces what follows; it is not one itself.
        let instructionParagraphs = statementMode == .plain ? blocks.filter {
            $0.kind == .paragraph && Self.isInstruction($0.plainText) && !$0.plainText.trimmingSpaces().hasUTF8Suffix(":")
        }.count : 0
        // "**Support text alternatives to audio.** … such as:" over "- **Captions** give …": a
        // guideline whose list describes what it asks for (its lines are its guidance), by the
        // list's index; read once, for the counts below and for the walk.
        let detailedInstructions: [Int: Statement] = statementMode != .plain ? [:] : blocks.indices.reduce(into: [:]) { found, index in
            guard index > 0, blocks[index].isList, blocks[index - 1].kind == .paragraph, blocks[index - 1].text.hasUTF8Prefix("**"),
                  case let statement = StatementText.read(blocks[index - 1].text, words: hints.severityWords),
                  statement.marks.contains(.boldLead), !statement.rest.isEmpty, Self.isInstruction(statement.title),
                  !Self.listStatesInstructions(blocks[index]) else { return }
            found[index] = statement
        }
        // (A list of samples, of reasons or of asides (tools, known defects) after the paragraph
        // that introduces it counts as no lines: "Write button text in sentence case. For
        // example:" over ten wordings.)
        func countEntries(linksToo: Bool) -> Int {
            blocks.indices.reduce(0) { count, index in
                guard case .list = blocks[index].kind else { return count }
                if statementMode == .plain, index > 0, blocks[index - 1].kind == .paragraph,
                   Self.listIntroduction(blocks[index - 1].plainText) != nil || Self.asideLabel(blocks[index - 1].plainText) != nil
                    || Self.opensSentenceListFinishes(blocks[index - 1].plainText, blocks[index])
                    || detailedInstructions[index] != nil { return count }
                if Self.namesSampleTabs(blocks[index]) { return count }
                if !linksToo, blocks[index].children.allSatisfy({ $0.leadParagraph.map { StatementText.isLinkOnly($0.text[...]) } ?? false }) {
                    return count
                }
                return count + blocks[index].children.count
            }
        }
        let listEntries = countEntries(linksToo: true)
        // (Nor, beside two instructions or more, does a list of links alone: where to read
        // more, not lines to answer.)
        let linkEntries = listEntries - countEntries(linksToo: false)
        // A section of instructions, or (`readsLoneInstruction`: a section under a heading of
        // its own, not the document's introduction) one whose only statement is one.
        // Beside instructions in prose, a list of a few words a line that instructs nothing
        // ("- Enabled", "- Dimmed") names values: states, sizes, options.
        // (Not a list an instruction introduces: "Check these pairs." over "- Text on tint".)
        func introducedByInstruction(_ index: Int) -> Bool {
            guard index > 0, blocks[index - 1].kind == .paragraph else { return false }
            let plain = blocks[index - 1].plainText
            return Self.isInstruction(plain) || Self.closesOnWhatToLookAt(plain)
        }
        // ("Pointer Control (head)", "App name (you supply a short one)": a name and what sets
        // it apart.)
        func namesAValue(_ lead: String) -> Bool {
            Self.withoutParentheses(lead).split(separator: " ").count <= 2 && !Self.isInstruction(lead)
        }
        func namesValues(_ index: Int) -> Bool {
            !introducedByInstruction(index) && blocks[index].children.allSatisfy { entry in
                entry.leadParagraph.map { namesAValue($0.plainText) } ?? false
            }
        }
        // Lines that name (`- Windowed`) or define (`- **Full screen.** Windows fill the
        // screen`: a term and what it means, no term an instruction) styles, states or tabs.
        func namesOrDefinesValues(_ index: Int) -> Bool {
            !introducedByInstruction(index) && blocks[index].children.allSatisfy { entry in
                guard let lead = entry.leadParagraph else { return false }
                let plain = lead.plainText.trimmingSpaces()
                if entry.children.count == 1, !plain.hasUTF8Suffix("."), !plain.hasUTF8Suffix(":"), !plain.hasUTF8Suffix("?"), namesAValue(plain) {
                    return true
                }
                // ("1. **Alt text** - Descriptive alt for images": a numbered list ranks or counts
                // duties; the values a feature offers are bulleted.)
                guard lead.text.hasUTF8Prefix("**"), !blocks[index].isOrderedList else { return false }
                let statement = StatementText.read(lead.text, words: hints.severityWords)
                let term = statement.label?.name ?? statement.title
                // ("**Color independence** - Don't rely on color alone": a duty named by its
                // subject, not a value defined.)
                return statement.marks.contains(.boldLead) && !statement.rest.isEmpty && term.split(separator: " ").count <= 3
                    && !Self.isInstruction(term + " " + statement.rest) && !Self.saysWhatToDo(term)
                    && !Self.isInstruction(Self.sentenceCase(statement.rest.trimmingSpaces()))
            }
        }
        let listsNameValues = statementMode == .plain && instructionParagraphs >= 1 && listEntries > 0
            && blocks.indices.allSatisfy { index in
                guard case .list = blocks[index].kind else { return true }
                return namesValues(index)
            }
        // One such list beside a list of instructions ("- Zoom" over a paragraph of videos,
        // then "- Keep content in view"): the features the page shows, not requirements.
        let instructingLists = statementMode == .plain && !listsNameValues
            ? blocks.filter { $0.isList && Self.listStatesInstructions($0) }.count : 0
        let readsProse = statementMode == .plain && (instructionParagraphs >= 2 && instructionParagraphs > listEntries - linkEntries
                                                     || readsLoneInstruction && instructionParagraphs == 1 && listEntries == 0)
        let hasCode = blocks.contains { $0.isCode }
        func listFollows(_ index: Int) -> Bool {
            blocks[(index + 1)...].contains { $0.isList }
        }
        func nextIsList(_ index: Int) -> Bool { index + 1 < blocks.count && blocks[index + 1].isList }
        let headingNamesValueKinds = path.last.map { Self.namesValueKinds($0, asHeading: true) } ?? false
        // The last block of a Do / Don't example container being read (`<DoDont>` … `</DoDont>`).
        var containerEnd: Int?
        // "### Error messages should:" over "1. **Identify the field:** …": a heading that opens
        // the duty its first list's lines finish, as a paragraph would.
        if !strongMarksOnly, let heading = path.last, let first = blocks.first, first.isList, !Self.isTaskList(first),
           case let opening = Self.sentenceCase(Self.leadOpening(MarkdownInline.plain(heading))),
           Self.endsOnModal(opening), Self.completedByFragments(opening + ":", first) {
            label = .lead(MarkdownBlock(kind: .paragraph, text: opening + ":", startLine: first.startLine, endLine: first.startLine))
        }
        for (index, block) in blocks.enumerated() {
            if let end = containerEnd {
                if index <= end { continue }
                containerEnd = nil
            }
            // "3. Views must not read models. Good and bad practice:" ⏎ "good practice:" over code ⏎
            // "bad practice:" over code: labelled examples of the list line above them.
            if lineBeforeCode != nil, block.kind == .paragraph, index + 1 < blocks.count, blocks[index + 1].isCode,
               block.text.utf8.count <= 60, !block.text.containsASCII("\n"), let example = ExampleExtractor.label(block.plainText) {
                codeVerdict = (example.verdict, example.caption)
                decide(block.startLine, "paragraph", .skipped, block.plainText, "label of the code after it: an example of the list line above")
                continue
            }
            // "- [ ] Avoids hard-coded colours" ⏎ "**Anti-patterns to flag:**" over code whose
            // comments mark its parts ("// ❌ Hard-coded", "// ✅ Semantic"): the label names
            // the code, whose marks give the verdicts; examples of the list line above.
            if lineBeforeCode != nil, block.kind == .paragraph, index + 1 < blocks.count, case .code(let language) = blocks[index + 1].kind,
               block.isShortLabel(),
               !ExampleExtractor.splitMarkedCode(blocks[index + 1].text, language: language).isEmpty {
                decide(block.startLine, "paragraph", .skipped, block.plainText, "label of the marked code after it: examples of the list line above")
                continue
            }
            if !block.isList, !block.isCode { lineBeforeCode = nil }
            if !block.isCode { labelledCode = nil; codeVerdict = nil }
            // "<DoDont>" over "#### Do" / "Create purchase order" / "#### Don't" / …: samples
            // of the requirement just above, not requirements of their own.
            if block.kind == .html, HTMLMarkup.opensExampleContainer(block.text) {
                var depth = 0
                var end = blocks.count - 1
                for later in index..<blocks.count where blocks[later].kind == .html {
                    depth += HTMLMarkup.openedExampleContainers(blocks[later].text)
                    if depth <= 0 { end = later; break }
                }
                containerEnd = end
                label = nil
                let target = pending.count > before ? pending.count - 1 : nil
                // With no requirement above it, a container whose Do and Don't parts state
                // instructions ("<Do>" over "- Show one hint at a time", "<Dont>" over "- Don't
                // point at hidden elements") holds the section's requirements themselves.
                // So does one whose every part is captioned (`<DoDont type="do" caption="Put the
                // key words first">` over a picture), after a requirement too: its captions
                // state rules of their own, the pictures only show them.
                if target == nil || Self.captionsEveryPart(blocks[index...end]), let stated = Self.containerInstructions(blocks[index...end]) {
                    // (Weak marks: a page of such containers and plain lines elsewhere is read
                    // as unmarked, its plain lines items too.)
                    let start = pending.count
                    defer { if statementMode != .plain { weakItemCount += pending.count - start } }
                    for line in stated {
                        var statement = StatementText.read(line.text, words: hints.severityWords)
                        guard !statement.title.isEmpty else { continue }
                        if statement.verdict == nil { statement.verdict = line.verdict; statement.marks.insert(.verdict) }
                        // ("Do follow a clear hierarchy": the part's verdict said twice.)
                        if line.verdict == .correct, statement.title.hasUTF8Prefix("Do "),
                           let verb = Slug.words(statement.title).dropFirst().first, Self.instructionVerbs.contains(verb) {
                            let rest = statement.title.dropFirst(3)
                            statement.title = rest.prefix(1).uppercased() + rest.dropFirst()
                        }
                        // (A part's words: "Don't fix the height. In the picture below, …": the
                        // first sentence is the item, the rest why.)
                        var guidance = statement.rest
                        if line.isPart, guidance.isEmpty { guidance = Self.keepingFirstSentence(&statement) }
                        let before = pending.count
                        addStatement(statement, kind: Self.kind(of: statement, in: sectionKind), guidance: guidance, path: path,
                                     severity: severity, sectionNumber: sectionNumber, line: line.line, block: "list line",
                                     why: line.verdict == .correct ? "instruction in a Do part" : "instruction in a Don't part")
                        if let example = line.example, pending.count > before { pending[pending.count - 1].item.examples.append(example) }
                    }
                    continue
                }
                let examples = Self.containerExamples(blocks[index...end])
                if let target { pending[target].item.examples.append(contentsOf: examples) }
                for inner in blocks[index...end] where inner.kind != .html {
                    decide(inner.startLine, inner.isList ? "list" : inner.isCode ? "code" : "paragraph", .skipped, inner.plainText,
                           target == nil ? "Do / Don't sample with no requirement above it" : "Do / Don't sample of the item above")
                }
                continue
            }
            switch block.kind {
            case .paragraph where strongMarksOnly:
                // A Do / Don't label marks the list after it wherever it stands.
                let plain = block.plainText
                if let verdict = Self.doDontLabel(plain) {
                    label = .verdict(verdict)
                    decide(block.startLine, "paragraph", .group, plain, verdict == .correct ? "Do label over the list below" : "Don't label over the list below")
                    continue
                }
                // ("**Parameters**:" over "- `shape`: Shape defining the bounds": a label that says
                // its lines are no requirements says so here too, where a name in code would
                // mark them as identifiers.)
                label = nextIsList(index) ? Self.asideLabel(plain).map { .aside($0.linesAre) } : nil
                decide(block.startLine, "paragraph", .skipped, plain, "prose in \(markedOnlyPlace)")
            // (A step of a procedure may state its checks in a table whose header names them,
            // "| Pass | How | Pass criterion |": those rows are requirements, read below.)
            case .table where strongMarksOnly && !(markedOnlyPlace == Self.procedureStepPlace && RequirementTable.namesRequirementColumn(block)):
                decide(block.startLine, "table", .skipped, block.children.first.map { $0.children.map { StatementText.clean($0.text) }.joined(separator: " | ") } ?? "",
                       "table in an introduction, notes, output or reference section")
            case .paragraph where Self.isPictureOnly(block):
                // A picture alone: its description says what it shows, not what to check.
                label = nil
                decideNotARequirement(block.startLine, "paragraph", block.plainText, "an image (its description shows, it asks nothing)")
            case .paragraph where index > 0 && Self.isPictureOnly(blocks[index - 1]) && Self.isEmphasisOnly(block.text):
                // "_Notify the user when things might not work_" under a picture: its caption.
                label = nil
                decideNotARequirement(block.startLine, "paragraph", block.plainText, "the caption of the picture above (it asks nothing)")
            case .paragraph:
                let plain = block.plainText
                if let verdict = Self.doDontLabel(plain) {
                    label = .verdict(verdict)
                    decide(block.startLine, "paragraph", .group, plain, verdict == .correct ? "Do label over the list below" : "Don't label over the list below")
                    continue
                }
                // "✅ DO use haptics for:" over "- Button taps", "- Toggle switches": a Do (or a
                // Don't) that each line below completes, "Use haptics for button taps" a Do.
                if nextIsList(index), let lead = Self.verdictLead(block.text, list: blocks[index + 1]) {
                    label = .lead(MarkdownBlock(kind: .paragraph, text: lead.opening + ":", startLine: block.startLine, endLine: block.endLine),
                                  verdict: lead.verdict)
                    decide(block.startLine, "paragraph", .group, plain,
                           lead.verdict == .correct ? "Do that each line below completes" : "Don't that each line below completes")
                    continue
                }
                label = nil
                // "**Intensity levels:**" over "- **Subtle**: minimal refraction": the list names
                // and defines the values a setting takes, it asks nothing.
                if nextIsList(index), Self.namesValueKinds(plain), Self.namesTerms(blocks[index + 1]) {
                    label = .aside("names a value (a level, style or state) and what it means, not a requirement")
                    decide(block.startLine, "paragraph", .skipped, plain, "names kinds of values: the list below defines them")
                    continue
                }
                // "**Minimum size: 44x44 points** (the HIG's figure)" over "- Prevents mis-taps":
                // a bold requirement with its measure; the list below says why or how, its guidance.
                if nextIsList(index), !Self.isTaskList(blocks[index + 1]), let measured = Self.boldMeasure(block.text),
                   !Self.listStatesInstructions(blocks[index + 1]),
                   blocks[index + 1].children.compactMap(\.leadParagraph).allSatisfy({ lead in
                       StatementText.read(lead.text, words: hints.severityWords).marks.isDisjoint(with: Statement.Marks.strong)
                   }) {
                    let details = Self.detailLines(of: blocks[index + 1])
                    let statement = Statement(title: measured.title, identifier: nil, severity: nil, severityLabel: nil, rest: "",
                                              marks: [], isLinkOnly: false)
                    addStatement(statement, kind: sectionKind, guidance: ([measured.note] + details).filter { !$0.isEmpty }.joined(separator: "\n"),
                                 path: path, severity: severity, sectionNumber: sectionNumber, line: block.startLine, block: "paragraph",
                                 why: "bold requirement with its measure, over the list that details it")
                    label = .aside("detail of the requirement above (its guidance)")
                    continue
                }
                if nextIsList(index), let aside = Self.asideLabel(plain) {
                    label = .aside(aside.linesAre)
                    decide(block.startLine, "paragraph", .skipped, plain, "\(aside.says): the list below is not requirements")
                    continue
                }
                // "Purpose" ⏎ "- Track readiness …", "How to use" ⏎ "- Run the checks at …": a
                // line written where a heading would be, naming an introduction, the document's
                // use or a reference part, over its list.
                if nextIsList(index), Self.namesNonGuidancePart(block), !Self.namesTickedCases(blocks, at: index + 1) {
                    label = .aside("under a line that names an introduction, a use or a reference part, not a requirement")
                    decide(block.startLine, "paragraph", .skipped, plain, "names an introduction, a use or a reference part, as a heading would")
                    continue
                }
                // "Icons can either be:" over "1. Functional, or 2. Decorative.": the list
                // finishes a sentence that instructs nobody. In a document that marks nothing it
                // names parts, options or outcomes; where the section holds requirements ("✅
                // Success techniques") the sentence and its list are one statement.
                // ("… are set by its:" over "1. `keyboardOptions` property": a description the
                // list's short fragments finish, as a series would.)
                if nextIsList(index), Self.opensSentenceListFinishes(plain, blocks[index + 1]) {
                    if statementMode == .plain {
                        label = .aside(Self.finishesSentence)
                        decide(block.startLine, "paragraph", .skipped, plain, "opens a sentence the list below finishes, and asks for nothing")
                        continue
                    }
                    if namesRequirements || headingVerdict() != nil {
                        label = .conditions(block)
                        decide(block.startLine, "paragraph", .group, plain, "opens a sentence the list below finishes: the two are one statement")
                        continue
                    }
                }
                if nextIsList(index), let condition = Self.conditionLabel(plain) {
                    if condition == .documentUse {
                        label = .aside("when to read the document")
                        decide(block.startLine, "paragraph", .skipped, plain, "says when to read the document: the list below is not requirements")
                        continue
                    }
                    if condition == .exemptions {
                        label = .aside("a case where the requirement does not apply")
                        decide(block.startLine, "paragraph", .skipped, plain, "says when a requirement does not apply: the list below is not requirements")
                        continue
                    }
                    if statementMode == .plain || namesRequirements || headingVerdict() != nil, Self.isConditionList(blocks[index + 1]) {
                        label = .conditions(block)
                        decide(block.startLine, "paragraph", .group, plain, "label of conditions: it and the list below are one statement")
                        continue
                    }
                }
                // "Write button text in sentence case. For example:" over sample wordings, "…users
                // double click buttons because they:" over "- have a slow connection": a list of
                // samples or of reasons, no requirements. An instruction the paragraph opens with
                // ("Keep the answers because people:") is one item, in a document that marks
                // nothing, the list its guidance.
                if nextIsList(index), let introduction = Self.listIntroduction(plain) {
                    let samples = introduction.lines == .samples
                    label = samples ? .examples
                        : introduction.lines == .values ? .aside("one of the values or options a setting takes, and what it does: not a requirement")
                        : .aside("completes a sentence that gives a reason, a purpose or a finding, not a requirement")
                    if statementMode == .plain, let instruction = introduction.instruction {
                        let list = source.slice(blocks[index + 1].startLine, blocks[index + 1].endLine)
                        var statement = StatementText.read(instruction, words: hints.severityWords)
                        let explanation = Self.keepingFirstSentence(&statement)
                        addStatement(statement, kind: sectionKind,
                                     guidance: [explanation, samples ? list : plain + "\n\n" + list].filter { !$0.isEmpty }.joined(separator: "\n\n"),
                                     path: path, severity: severity,
                                     sectionNumber: sectionNumber, line: block.startLine, block: "paragraph",
                                     why: samples ? "instruction over its examples" : "instruction before the reasons or purposes its list gives")
                    } else {
                        decide(block.startLine, "paragraph", .skipped, plain,
                               introduction.lines == .values ? "introduces the values or options of a setting: the list below says what each does"
                                   : !samples ? "introduces reasons, purposes or findings: the list below completes it"
                                   : introduction.instruction == nil ? "introduces samples: the list below holds them, not requirements"
                                   : "prose (the document marks its requirements): an instruction over its examples")
                    }
                    continue
                }
                // "Check the app can be used with…" over "- a keyboard", "- a switch": each
                // fragment completes the instruction, and the two are one check.
                // (Where plain lines are items: the document marks none, or the section names them.)
                // (A duty the lines finish, "Names should:", marks them in any reading.)
                if statementMode == .plain || namesRequirements || Self.endsOnModal(Self.leadOpening(plain)), nextIsList(index),
                   Self.isInstruction(plain) || Slug.wordCount(plain) == 1 && Self.endsAwaitingObject(plain.trimmingSpaces()),
                   Self.completedByFragments(plain, blocks[index + 1]) {
                    label = .lead(block)
                    decide(block.startLine, "paragraph", .group, plain, "instruction that each line below completes")
                    continue
                }
                // "**How to Test:**" over "1. Unplug the mouse", "2. Tab through the screen", after
                // the section's checks: the steps of testing them, each check's how-to-test.
                if nextIsList(index), Self.namesTestSteps(plain),
                   case let tested = pending.indices.filter({ pending[$0].item.sectionPath == path && pending[$0].item.line < block.startLine + lineOffset }),
                   !tested.isEmpty {
                    label = .testSteps(tested)
                    decide(block.startLine, "paragraph", .group, plain, "how-to-test label over the steps of testing the section's checks")
                    continue
                }
                // "Do examples", "Examples:" over a list: the list's lines are samples.
                if Self.isExamplesLabel(plain), nextIsList(index) {
                    label = .examples
                    decide(block.startLine, "paragraph", .skipped, plain, "examples label: the list below holds samples, not requirements")
                    continue
                }
                // "**Success (Green):** `--green-500`" over "- ✅ Success messages" and "- ❌ Never
                // for destructive actions": a bold name the marked lines are about, which they
                // do not repeat; it is their guidance.
                // (Not "**Rule:** Every destructive action asks first.", a rule of its own: the
                // name is followed by a value at most, never a sentence.)
                if nextIsList(index), block.text.hasUTF8Prefix("**"), let bold = StatementText.read(block.text, words: hints.severityWords).label,
                   !Self.isInstruction(bold.name), Self.kindLabelledStatement(block.text, words: hints.severityWords) == nil,
                   case let value = MarkdownInline.plain(bold.text).trimmingSpaces(), Slug.wordCount(value) <= 6, !value.hasUTF8Suffix("."),
                   Self.marksEveryLineWithVerdict(blocks[index + 1]) {
                    label = .subject(block.text.trimmingWhitespace())
                    decide(block.startLine, "paragraph", .group, plain, "names what the ✅ / ❌ lines below are about (their guidance)")
                    continue
                }
                if Self.requirementsLabel(plain), nextIsList(index) {
                    label = .requirements
                    decide(block.startLine, "paragraph", .group, plain, "label that names requirements over the list below")
                    continue
                }
                // "**Accessibility:** what the Accessibility section covers": a summary of the
                // document's own sections.
                // "**Avoid for**: Unrelated fields, mobile users": the cases a pattern does not
                // suit, as under "When not to use".
                if block.text.hasUTF8Prefix("**"), let bold = StatementText.read(block.text, words: hints.severityWords).label {
                    if namesSection(bold.name, besides: path.last) {
                        decide(block.startLine, "paragraph", .skipped, plain, "describes a section of this document (a summary of its contents)")
                        continue
                    }
                    if Self.namesSuitedCases(Slug.words(bold.name)) {
                        decideNotARequirement(block.startLine, "paragraph", plain, "says which cases it suits or does not, as \"When to use\" does")
                        continue
                    }
                }
                // "**SL-01: Centre content in view.**" over its explanation: a paragraph opened by a
                // bold identifier and title states one requirement, the rest is its guidance.
                if !paragraphsOnly, let opened = Self.identifierOpenedParagraph(block.text, words: hints.severityWords) {
                    labelledItems.append(pending.count)
                    addStatement(opened.statement, kind: sectionKind == .check ? .rule : sectionKind, guidance: opened.guidance, path: path,
                                 severity: severity, sectionNumber: sectionNumber, line: block.startLine, block: "paragraph",
                                 why: "paragraph opened by a bold identifier and title")
                    continue
                }
                // "**SHELF-02: Use the layout that suits the content.**" over "- **Banner**: one large
                // item …", "- **Rows**: …": a bold identifier and an instruction alone, over a list
                // that names and describes its options (no instruction among them), is the
                // requirement; the list is its guidance.
                if !paragraphsOnly, nextIsList(index), !Self.isTaskList(blocks[index + 1]),
                   let opened = Self.identifierOpenedParagraph(block.text, words: hints.severityWords, alone: true),
                   Self.isInstruction(opened.statement.title) || Self.saysWhatToDo(opened.statement.title),
                   Self.namesTerms(blocks[index + 1]) || !Self.listStatesInstructions(blocks[index + 1])
                    && blocks[index + 1].children.allSatisfy({ $0.leadParagraph?.text.hasUTF8Prefix("**") == true }) {
                    let details = Self.detailLines(of: blocks[index + 1])
                    labelledItems.append(pending.count)
                    addStatement(opened.statement, kind: sectionKind == .check ? .rule : sectionKind, guidance: details.joined(separator: "\n"),
                                 path: path, severity: severity, sectionNumber: sectionNumber, line: block.startLine, block: "paragraph",
                                 why: "bold identifier and instruction over the list of options that details it")
                    label = .aside("detail of the requirement above (its guidance)")
                    continue
                }
                // "REQ-10: Every field has a visible label." beside "REQ-11: …": each paragraph
                // opened by an identifier states one requirement, as the line of a list would.
                if identifierParagraphs.contains(index) {
                    let statement = StatementText.read(block.text.replacingNewlinesWithSpaces(), words: hints.severityWords)
                    if statement.identifier != nil, !statement.title.isEmpty {
                        labelledItems.append(pending.count)
                        addStatement(statement, kind: sectionKind, guidance: statement.rest, path: path, severity: severity,
                                     sectionNumber: sectionNumber, line: block.startLine, block: "paragraph",
                                     why: "paragraph opened by an identifier, one of several")
                        continue
                    }
                }
                // "**Rule:** Always use the short size names.": a paragraph labelled with the kind
                // of statement it is states one; the section's code is its examples.
                // A document that boxes its checklist lines states its checks there.
                if let labelled = Self.kindLabelledStatement(block.text, words: hints.severityWords),
                   labelled.kind != .check || !usesTaskLists {
                    // ("**Principle**: …", "**Best practice**: …" beside plain instructions name
                    // a kind as a remark may: alone they do not make a document one that marks
                    // its requirements, and where it marks none they are read as its other
                    // instructions are, the label gone.)
                    let namesKindInPassing = labelled.kind == .principle || Slug.words(labelled.label) == ["best", "practice"]
                    if statementMode != .plain, namesKindInPassing { weakItemCount += 1 }
                    labelledItems.append(pending.count)
                    addStatement(labelled.statement, kind: namesKindInPassing && statementMode == .plain && sectionKind == .check ? .check : labelled.kind,
                                 guidance: labelled.statement.rest, path: path, severity: severity,
                                 sectionNumber: sectionNumber, line: block.startLine, block: "paragraph",
                                 why: "paragraph labelled \(labelled.label.trimmingColons()):")
                    continue
                }
                // "The hit area MUST be at least 44 points.": each sentence with an RFC 2119
                // keyword in capitals is one requirement, the prose around it explanation
                // (`readsKeywordProse`: under a plain heading, not a rule's own body).
                // ("**Privacy policy MUST:**" over its list introduces the list: its lines are the
                // requirements. "These rules MUST be followed:" closing the section introduces
                // the sub-sections after it.)
                let introducesList = (nextIsList(index) || index == blocks.count - 1) && plain.trimmingSpaces().hasUTF8Suffix(":")
                if introducesList, index == blocks.count - 1, Self.obligation(over: block) != nil {
                    decideNotARequirement(block.startLine, "paragraph", plain, "introduces the sub-sections after it, whose lines its keyword obliges")
                    continue
                }
                let keywordSentences = readsKeywordProse && !introducesList ? Self.keywordSentences(plain) : []
                if !keywordSentences.isEmpty {
                    for sentence in keywordSentences {
                        let statement = StatementText.read(sentence, words: hints.severityWords)
                        guard !statement.title.isEmpty, statement.marks.contains(.keyword) else { continue }
                        addStatement(statement, kind: sectionKind, guidance: "", path: path, severity: severity,
                                     sectionNumber: sectionNumber, line: block.startLine, block: "paragraph",
                                     why: "sentence with an RFC 2119 keyword")
                    }
                    continue
                }
                // "**Every meaningful image needs a description.**" alone, its explanation in the
                // prose after it: in a document that marks its requirements, a sentence set wholly
                // in bold that states one is one, as a bold title on a list line is. (A weak mark:
                // a document of nothing else is read as unmarked, where it is a lone instruction.)
                // So is a paragraph that opens on such a sentence, "**Review the change, not the
                // file.** Judge whether …": the rest of the paragraph is its guidance. (Not "**Use
                // as a last resort.**", said of what its heading names.)
                // (A bold lead that only states a fact, "**Glass cannot sample other glass.**",
                // or a preference, "**Undo beats confirming.**", is the paragraph's point, not a
                // requirement: the lead must instruct or oblige. In a section with code, the
                // heading over it is the rule the code shows, and the lead its guidance.)
                let boldOnly = Self.isBoldSentenceOnly(block.text)
                if statementMode != .plain, !paragraphsOnly, !introducesList,
                   let lead = boldOnly ? plain : blocks.contains(where: \.isCode) ? nil
                       : Self.boldSentenceLead(block.text).flatMap({ RequirementTable.lacksSubject($0) ? nil : $0 }),
                   case let words = Slug.words(lead), (4...25).contains(words.count),
                   // (Not "**Don't skip this step.**", "**Read the following first.**": about the document.)
                   !words.contains(where: ["this", "these", "following", "below", "above", "step", "section"].contains),
                   Self.isInstruction(lead) || (boldOnly ? ChecklistCompiler.statesRequirement(lead) : Self.headingStatesDuty(words)) {
                    // (Not "**✅ DO: Use a form for settings**", a Do its heading's rule holds.)
                    let statement = StatementText.read(block.text, words: hints.severityWords)
                    if !statement.title.isEmpty, statement.verdict == nil, statement.label == nil {
                        weakItemCount += 1
                        addStatement(statement, kind: sectionKind, guidance: statement.rest, path: path, severity: severity,
                                     sectionNumber: sectionNumber, line: block.startLine, block: "paragraph",
                                     why: boldOnly ? "sentence set wholly in bold that states a requirement"
                                        : "bold sentence opening a paragraph, an instruction (the rest its guidance)")
                        continue
                    }
                }
                // "Have you accounted for right-to-left text? Does your layout mirror?": in an
                // unmarked document, each question a section's prose asks the reader is a check.
                if statementMode == .plain, readsLoneInstruction, plain.utf8.last == UInt8(ascii: "?") || plain.containsUTF8("? "),
                   case let questions = Self.readerQuestions(plain), !questions.isEmpty {
                    for question in questions {
                        let statement = StatementText.read(question, words: hints.severityWords)
                        guard !statement.title.isEmpty else { continue }
                        addStatement(statement, kind: sectionKind, guidance: "", path: path, severity: severity,
                                     sectionNumber: sectionNumber, line: block.startLine, block: "paragraph",
                                     why: "question to the reader (the document has no marked lines)")
                    }
                    continue
                }
                let nextIsCode = index + 1 < blocks.count && { if case .code = blocks[index + 1].kind { return true } else { return false } }()
                if Self.isVerdictParagraph(block.text), !(nextIsCode && ExampleExtractor.label(plain).map { Self.isExampleLabel($0.caption) } == true) {
                    let lines = block.text.split(separator: "\n")
                    for (lineIndex, line) in lines.enumerated() where Self.opensWithVerdict(Substring(line.trimmingSpaces())) {
                        var statement = StatementText.read(String(line), words: hints.severityWords)
                        guard !statement.title.isEmpty else { continue }
                        // "*Why:* They adapt to Dark Mode." on a line after it, before the next
                        // ✅ / ❌ line: its explanation.
                        let following = lines[(lineIndex + 1)...].prefix { !Self.opensWithVerdict(Substring($0.trimmingSpaces())) }
                        if !following.isEmpty, let (_, why) = StatementText.splittingExplanation(([line] + following).joined(separator: "\n")) {
                            statement.rest = statement.rest.isEmpty ? why : statement.rest + "\n\n" + why
                        }
                        // "✅ This checklist covers every flow …": a closing word on the document.
                        if Self.describesDocument(statement.title) {
                            decideNotARequirement(block.startLine, "paragraph", statement.title, "says what the document is or covers, asks nothing")
                            continue
                        }
                        // "🟢 **Level 1**", "🔴 Critical": a mark beside a level or a grade alone is a
                        // badge saying what the document is graded, not a Do.
                        if Self.namesGradeAlone(statement.title) {
                            decideNotARequirement(block.startLine, "paragraph", statement.title, "a level or grade badge, asks nothing")
                            continue
                        }
                        // "✅ = Better (approved in review)": a legend line, what the mark means.
                        if statement.title.hasUTF8Prefix("=") {
                            decideNotARequirement(block.startLine, "paragraph", statement.title, "legend: says what the mark means, asks nothing")
                            continue
                        }
                        verdictItems.append(pending.count)
                        addStatement(statement, kind: Self.kind(of: statement, in: sectionKind),
                                     guidance: statement.rest, path: path, severity: severity, sectionNumber: sectionNumber,
                                     line: block.startLine, block: "paragraph", why: statement.verdict == .incorrect ? "❌ line" : "✅ line")
                    }
                } else if readsProse || readsLoneInstruction, nextIsList(index), let statement = detailedInstructions[index + 1] {
                    // A guideline whose list describes what it asks for: the list is its
                    // guidance, not more items.
                    let details = Self.detailLines(of: blocks[index + 1])
                    addStatement(statement, kind: sectionKind, guidance: ([statement.rest] + details).joined(separator: "\n"), path: path,
                                 severity: severity, sectionNumber: sectionNumber, line: block.startLine, block: "paragraph",
                                 why: "bold instruction over the list that details it")
                    label = .aside("detail of the instruction above (its guidance)")
                    continue
                } else if readsProse || readsLoneInstruction && statementMode == .plain && !nextIsList(index) && listFollows(index),
                          Self.isInstruction(plain), !plain.trimmingSpaces().hasUTF8Suffix(":") {
                    // (Under a heading of its own, an instruction between the section's prose
                    // and a later list it does not introduce is one beside the list's lines;
                    // one after every list is a closing remark.)
                    // ("**Title.** Explanation": the explanation is its guidance.)
                    // ("Every element needs a description." ⏎ "❌ Poor: "Button"" ⏎ "✅ Good: "Add to
                    // cart"": the lines after the instruction are its samples.)
                    let samples = ExampleExtractor.trailingTextExamples(block.text)
                    var statement = StatementText.read(samples?.head ?? block.text, words: hints.severityWords)
                    var guidance = statement.marks.contains(.boldLead) ? statement.rest : ""
                    // ("Consider making them one element. This keeps the list short.": the
                    // instruction is the title, the sentences after it why.)
                    if guidance.isEmpty { guidance = Self.keepingFirstSentence(&statement) }
                    let before = pending.count
                    // (Under a pitfall, "Every modal needs a title." says how to avoid it: a check.)
                    // ("**Don't** chase every ranking trick": the label is the line's verdict; its
                    // title without it says the opposite, so the item is a mistake to avoid.)
                    // ("### Don't" over "Show two prominent buttons side by side.": the heading's
                    // verdict is the paragraph's, as it is a list's.)
                    if statement.verdict == nil { statement.verdict = headingVerdict() }
                    let kind = statement.verdict == .incorrect ? ItemKind.antiPattern
                        : statement.verdict == .correct ? Self.kind(of: statement, in: sectionKind)
                        : sectionKind == .antiPattern && !Self.forbids(statement.title) ? ItemKind.check : sectionKind
                    addStatement(statement, kind: kind, guidance: guidance, path: path,
                                 severity: severity, sectionNumber: sectionNumber, line: block.startLine, block: "paragraph",
                                 why: "instruction paragraph (the document has no marked lines)")
                    if let samples, pending.count > before { pending[pending.count - 1].item.examples += samples.examples }
                } else if statementMode == .plain, readsProse || readsLoneInstruction, nextIsList(index),
                          plain.trimmingSpaces().hasUTF8Suffix(":"),
                          // ("**Prioritize comfort.** … consider these tips:": read with its bold
                          // opening, which is the title.)
                          let earlier = Self.earlierInstruction(Self.sentences((block.text.hasUTF8Prefix("**") ? block.text : plain).replacingNewlinesWithSpaces())),
                          let first = Slug.words(earlier).first, !Self.remarkOpenings.contains(first) {
                    // "Follow the team's review guide. When reviewing, look in particular for:"
                    // over instructions of their own: the sentence before the opening is one too
                    // (not "It can be tricky to decide …", "Typically, settings are …": remarks).
                    var statement = StatementText.read(earlier, words: hints.severityWords)
                    let guidance = statement.marks.contains(.boldLead) ? statement.rest : Self.keepingFirstSentence(&statement)
                    addStatement(statement, kind: sectionKind, guidance: guidance, path: path,
                                 severity: severity, sectionNumber: sectionNumber, line: block.startLine, block: "paragraph",
                                 why: "instruction before the sentence that opens the list below")
                } else if !LabelledFields.isLabelLine(block),
                          !(nextIsList(index) && Self.isTaskList(blocks[index + 1]) && Self.boldGroupLabel(block) != nil) {
                    // (A bold line over task lines is their group: `collectTaskLists` says so.)
                    decide(block.startLine, "paragraph", .skipped, plain, skippedProseReason(plain))
                }
            case .list:
                defer { label = nil }
                // (Lines about a subject named above them are read as any others, then given it.)
                let subject: String? = { if case .subject(let text)? = label { return text } else { return nil } }()
                if subject != nil { label = nil }
                let subjectItems = pending.count
                defer {
                    if let subject {
                        for item in subjectItems..<pending.count {
                            let guidance = pending[item].item.guidance
                            pending[item].item.guidance = guidance.isEmpty ? subject : subject + "\n\n" + guidance
                        }
                    }
                }
                if Self.isTaskList(block) || paragraphsOnly { continue }
                // "#### Four thickness options" over "1. **Thin** — lighter interactions": a
                // heading naming kinds of values over their definitions, as a label would be.
                if label == nil, headingNamesValueKinds, Self.namesTerms(block),
                   !Self.isSeverityLegend(block, sectionTitle: path.last, words: hints.severityWords) {
                    label = .aside("names a value (a level, style or state) and what it means, not a requirement")
                }
                // An annotated picture over "1. **Background color.** White", "2. **Header.** …":
                // the numbered parts the picture points at, not requirements.
                if label == nil, case .list(ordered: true, _) = block.kind, index > 0, Self.isPictureOnly(blocks[index - 1]), Self.namesParts(block) {
                    label = .aside("names a part of the annotated picture above, not a requirement")
                }
                // "- Example", "- Layout 1", "- Layout 2": the tabs of a pictured sample, a list
                // opened by an examples label and naming nothing else in a few words.
                if label == nil, Self.namesSampleTabs(block) {
                    label = .aside("names a tab of a pictured sample, not a requirement")
                }
                if case .testSteps(let tested)? = label {
                    for entry in block.children {
                        guard let lead = entry.leadParagraph else { continue }
                        let step = MarkdownInline.plain(lead.text).trimmingSpaces()
                        for item in tested { addDetail(step, to: item, asStep: true) }
                        decide(entry.startLine, "list line", joining: tested[tested.count - 1], step,
                               "a step under a how-to-test label: added to how to test the section's checks")
                    }
                    continue
                }
                // "- **GIVEN** VoiceOver is on", "- **WHEN** …", "- **THEN** the state is read": the
                // steps of one scenario, how a requirement is tested, not requirements each.
                if label == nil, Self.isScenarioSteps(block) {
                    // They say how to test the requirement they stand under: the last item of
                    // this section or of one it stands in ("#### Scenario: …" under "###
                    // Requirement: …"), its how-to-test, the scenario's name first.
                    if let tested = pending.indices.last(where: { path.starts(with: pending[$0].item.sectionPath) }) {
                        if let name = path.last, pending[tested].item.sectionPath.count < path.count {
                            addDetail(name, to: tested, asStep: true)
                        }
                        for entry in block.children {
                            guard let lead = entry.leadParagraph else { continue }
                            let step = MarkdownInline.plain(lead.text).trimmingSpaces()
                            addDetail(step, to: tested, asStep: true)
                            decide(entry.startLine, "list line", joining: tested, step,
                                   "a step of a scenario (Given / When / Then): added to how to test the requirement above")
                        }
                        continue
                    }
                    label = .aside("a step of a scenario (Given / When / Then): how the requirement is tested")
                }
                if case .aside(let linesAre)? = label {
                    decideAside(block, linesAre)
                    continue
                }
                if case .conditions(let conditionLabel)? = label {
                    var statement = StatementText.read(conditionLabel.text, words: hints.severityWords)
                    let title = statement.title.trimmingColons()
                    let conditions = block.children.compactMap { $0.leadParagraph.map { StatementText.withoutSeriesEnding(StatementText.clean($0.text)) } }
                    statement.title = title + ": " + conditions.joined(separator: "; ")
                    // (Under a Do / Don't heading, as the list's lines would be.)
                    if statement.verdict == nil { statement.verdict = headingVerdict() }
                    addStatement(statement, kind: Self.kind(of: statement, in: sectionKind), guidance: "", path: path, severity: severity, sectionNumber: sectionNumber,
                                 line: conditionLabel.startLine, block: "paragraph", why: "label of conditions with its list")
                    for entry in block.children {
                        decide(entry.startLine, "list line", joining: pending.count - 1, entry.leadParagraph?.plainText ?? "", "condition of the statement above")
                    }
                    continue
                }
                if case .lead(let lead, let leadVerdict)? = label {
                    // ("Use bold sparingly. Don't use it to emphasize:": the last sentence is the
                    // one the lines complete; an instruction before it is one of its own.)
                    let sentences = Self.sentences(lead.plainText.replacingNewlinesWithSpaces())
                    let opening = Self.leadOpening(sentences.last ?? lead.plainText)
                    if let earlier = Self.earlierInstruction(sentences) {
                        // ("Keep a list of what code cannot prove. Typical cases:": the lines are
                        // samples of the instruction, its guidance.)
                        let samples = !Self.isInstruction(opening) && !Self.endsAwaitingObject(opening + ":")
                        let list = samples ? source.slice(block.startLine, block.endLine) : ""
                        addStatement(StatementText.read(earlier, words: hints.severityWords), kind: sectionKind, guidance: list, path: path,
                                     severity: severity, sectionNumber: sectionNumber, line: lead.startLine, block: "paragraph",
                                     why: samples ? "instruction over samples of what it asks" : "instruction before the one the list below completes")
                        if samples {
                            for entry in block.children {
                                decide(entry.startLine, "list line", joining: pending.count - 1, entry.leadParagraph?.plainText ?? "", "sample of the instruction above")
                            }
                            continue
                        }
                    }
                    // (In a marked reading these lines are weak marks, as lines under a heading
                    // that names requirements are: a page of them is read again as unmarked.)
                    // (A Do / Don't over them marks them as a ✅ / ❌ line would.)
                    if statementMode != .plain, leadVerdict == nil { weakItemCount += block.children.count }
                    for entry in block.children {
                        guard let line = entry.leadParagraph else { continue }
                        var statement = StatementText.read(line.text, words: hints.severityWords)
                        statement.title = opening + " " + Self.continuingSentence(statement.title)
                        if let leadVerdict {
                            statement.verdict = leadVerdict
                            statement.marks.insert(.verdict)
                        }
                        addStatement(statement, kind: Self.kind(of: statement, in: sectionKind), guidance: statement.rest, path: path,
                                     severity: severity, sectionNumber: sectionNumber, line: entry.startLine, block: "list line",
                                     why: leadVerdict == nil ? "completes the instruction above it"
                                         : leadVerdict == .correct ? "completes the Do above it" : "completes the Don't above it")
                    }
                    continue
                }
                if case .examples? = label {
                    for entry in block.children {
                        decide(entry.startLine, "list line", .skipped, entry.leadParagraph?.plainText ?? "", "sample under an examples label")
                    }
                    continue
                }
                // "- ❌ Poor: "OK"" ⏎ "- ✅ Good: "Save draft"": samples of wording, the examples
                // of the rule the section states (`ExampleExtractor`), not rules of their own.
                if ExampleExtractor.textExamples(inList: block) != nil {
                    for entry in block.children {
                        decideNotARequirement(entry.startLine, "list line", entry.leadParagraph?.plainText ?? "", "sample of wording: an example of the rule above")
                    }
                    continue
                }
                if Self.isSeverityLegend(block, sectionTitle: path.last, label: index > 0 && blocks[index - 1].kind == .paragraph ? blocks[index - 1].plainText : nil,
                                         words: hints.severityWords) {
                    for entry in block.children {
                        decide(entry.startLine, "list line", .skipped, entry.leadParagraph?.plainText ?? "", "severity legend: defines a level, states no requirement")
                    }
                    continue
                }
                if Self.isSettingsList(block) {
                    skipSettings(block)
                    continue
                }
                if instructingLists > 0, !Self.listStatesInstructions(block), namesValues(index) {
                    skipLines(of: block, "names a value, a state or a feature beside the section's instructions")
                    continue
                }
                if Self.isLabelDefinitions(block, sectionTitle: path.last) {
                    for entry in block.children {
                        decideNotARequirement(entry.startLine, "list line", entry.leadParagraph?.plainText ?? "",
                                              "defines a label the team tags work with, states no requirement")
                    }
                    continue
                }
                // "**When to use:**" over "- ✅ Tab bar icons", "- ✅ Icon-only buttons": the cases
                // the section's feature suits, ticked, named rather than asked for; the section
                // states the requirement (its heading, its code).
                if label == nil, Self.namesTickedCases(blocks, at: index) {
                    skipLines(of: block, "a case the section applies to, ticked under its label (named, not asked for)")
                    continue
                }
                let itemsBefore = pending.count
                // (Under a heading that is a Do / Don't label, "### ❌ Don't do this", a list no
                // paragraph labels takes the heading's verdict.)
                let verdict = label == nil ? headingVerdict() : label?.verdict
                // "- **Implementation:**" closing the list, the code after it (not indented under
                // it: a flattened copy loses that) is the example of the line above it.
                var entries = block.children[...]
                var codeLabel: (line: Int, caption: String)?
                if let caption = Self.listLabelsCode(blocks, codeAt: index + 1, words: hints.severityWords), let last = entries.last {
                    entries = entries.dropLast()
                    codeLabel = (last.startLine, caption)
                }
                // (Not where the line above the list became an item itself.)
                var entryPath = path
                if label == nil, index > 0, let group = groupLabels[index - 1],
                   pending.last.map({ $0.item.line != blocks[index - 1].startLine + lineOffset }) ?? true {
                    decideGroup(blocks[index - 1].startLine, "paragraph", group, Self.groupLineReason)
                    entryPath.append(group)
                }
                for entry in entries {
                    collectEntry(entry, list: block, verdict: verdict, path: entryPath, severity: severity,
                                 sectionNumber: sectionNumber, kind: sectionKind, prose: readsProse || listsNameValues,
                                 named: (label?.namesRequirements == true || namesRequirements) && !listsNameValues,
                                 boldOpenings: boldOpenings)
                }
                // (Not a list a label introduces, nor one of ✅ / ❌ lines: code after it shows
                // the section, not its last line.)
                let marksVerdicts = block.children.last?.leadParagraph.map {
                    $0.plainText.unicodeScalars.first?.isASCII == false && ExampleExtractor.verdict(startOf: $0.plainText) != nil
                } ?? false
                lineBeforeCode = pending.count > itemsBefore && label == nil && verdict == nil && !marksVerdicts ? pending.count - 1 : nil
                if let codeLabel {
                    if pending.count > itemsBefore {
                        labelledCode = (pending.count - 1, codeLabel.caption)
                        decide(codeLabel.line, "list line", joining: pending.count - 1, codeLabel.caption,
                               "label of the code after it, showing how the line above is met: its example")
                    } else {
                        decide(codeLabel.line, "list line", .skipped, codeLabel.caption, "label of the code after it")
                    }
                }
                // "- Compact", "- Inline", "- Wheels" under a plain heading: names of styles,
                // states or features, unless the document has nothing else to ask.
                if statementMode == .plain, label == nil, !namesRequirements, sectionKind == .check, block.children.count >= 2,
                   namesOrDefinesValues(index) {
                    for pendingIndex in itemsBefore..<pending.count { pending[pendingIndex].namesValue = true }
                }
            case .html:
                // "<!-- docs: start donts -->" over a list: the site's marker of its Don'ts.
                if let verdict = Self.commentVerdict(block.text) {
                    label = .verdict(verdict)
                    decide(block.startLine, "html", .group, block.text.trimmingWhitespace(),
                           verdict == .correct ? "comment marking the list below as Do's" : "comment marking the list below as Don'ts")
                    continue
                }
                // A raw HTML list is read as the Markdown list it stands for.
                defer { label = nil }
                guard !paragraphsOnly, let list = HTMLList.read(block) else { continue }
                // "<p>It is divided into 9 sections that any store consists of:</p>" over
                // `<ol><li>Homepage</li>…`: the list finishes a sentence that asks nothing.
                if label == nil, let lead = HTMLList.leadText(block), Self.opensSentenceListFinishes(lead, list) {
                    decideAside(list, Self.finishesSentence)
                    continue
                }
                for entry in list.children {
                    collectEntry(entry, list: list, verdict: label?.verdict, path: path, severity: severity,
                                 sectionNumber: sectionNumber, kind: sectionKind, prose: readsProse)
                }
            case .table:
                label = nil
                // "| Bad | Good |" over "| OK | Save changes |": wordings the section calls
                // right or wrong, samples rather than requirements: the examples of the item
                // before them in the section, or of the section's heading as a rule.
                if let columns = Self.verdictColumns(block), let samples = Self.sampleCells(block, columns: columns), let heading = path.last {
                    var target = pending.count > before ? pending.count - 1 : nil
                    if target == nil {
                        let prose = blocks[..<index].filter { $0.kind == .paragraph }.map { source.slice($0.startLine, $0.endLine) }
                        addStatement(Statement(title: heading, identifier: nil, severity: nil, severityLabel: nil, rest: "", marks: [], isLinkOnly: false),
                                     kind: sectionKind == .antiPattern ? .rule : sectionKind,
                                     guidance: prose.joined(separator: "\n\n"), path: path,
                                     severity: severity, sectionNumber: sectionNumber, line: block.startLine, block: "table",
                                     why: "table of sample wordings called right and wrong: the section's heading is the rule, the samples its examples")
                        target = pending.count > before ? pending.count - 1 : nil
                        // (Weak: samples mark no requirement, and a page of them and plain lines
                        // elsewhere is read as unmarked, its plain lines items too.)
                        if statementMode != .plain, target != nil { weakItemCount += 1 }
                    } else {
                        decide(block.startLine, "table", joining: target!, heading, "table of sample wordings called right and wrong: examples of the item above")
                    }
                    if let target { pending[target].item.examples += samples }
                    continue
                }
                // "| Do | Don't |": each cell under a verdict column is one requirement.
                if let columns = Self.verdictColumns(block) {
                    let reasonColumn = Self.reasonColumn(block)
                    for row in block.children.dropFirst() {
                        let reason = reasonColumn.flatMap { $0 < row.children.count ? row.children[$0].text.trimmingSpaces() : nil } ?? ""
                        for (column, verdict) in columns where column < row.children.count {
                            var statement = StatementText.read(row.children[column].text, words: hints.severityWords)
                            guard !statement.title.isEmpty else { continue }
                            statement.verdict = verdict
                            statement.marks.insert(.verdict)
                            let guidance = [statement.rest, reason].filter { !$0.isEmpty }.joined(separator: "\n\n")
                            addStatement(statement, kind: Self.kind(of: statement, in: sectionKind), guidance: guidance, path: path,
                                         severity: severity, sectionNumber: sectionNumber, line: row.startLine, block: "table cell",
                                         why: verdict == .correct ? "cell of a Do column" : "cell of a Don't column")
                        }
                    }
                    continue
                }
                let rows: [RequirementTable.Row]
                var setsBounds = false
                // Under a heading that names principles or anti-patterns, each row of a table
                // is one (`tableRowsAreItems`).
                switch RequirementTable.read(block, sectionTitles: sectionTitles, words: hints.severityWords, hints: hints.columns,
                                             rowsAreItems: tableRowsAreItems) {
                case .success(let read): rows = read
                case .failure(let refusal):
                    // "| Error type | Do | Don't |": the Do / Don't cells of a row, about the
                    // thing its first column names.
                    if refusal.reason == .noRequirementColumn, let columns = Self.subjectVerdictColumns(block) {
                        collectSubjectVerdictRows(block, columns: columns, path: path, severity: severity, sectionNumber: sectionNumber,
                                                  sectionKind: sectionKind)
                        continue
                    }
                    // "| Screen | Safe-area padding | Tap targets ≥ 44 pt | Notes |" over "| Login |
                    // | | |": a blank grid to fill in, each column a check asked of every row.
                    if refusal.reason == .noRequirementColumn, hints.columns == .none, let grid = RequirementTable.blankGridRows(block) {
                        for row in grid {
                            addStatement(Statement(title: row.title, identifier: nil, severity: nil, severityLabel: nil, rest: "", marks: .identifier,
                                                   isLinkOnly: false),
                                         kind: .check, guidance: row.guidance, path: path, severity: severity, sectionNumber: sectionNumber,
                                         line: row.line, block: "table column", why: "column of a blank grid (a check asked of each row)")
                        }
                        continue
                    }
                    // "| Element | Minimum | Recommended |" as all a section states (no item of
                    // its own before it, no code it would show): each row sets a bound. (After
                    // an item of its section, "**Use the default sizes.**" over such a table,
                    // the table is that item's detail.)
                    if readsBounds, refusal.reason == .noRequirementColumn, pending.last?.item.sectionPath != path,
                       !blocks.contains(where: \.isCode),
                       !blocks.prefix(while: { $0.startLine < block.startLine }).contains(where: Self.statesRuleOverDetail),
                       let bounds = RequirementTable.boundRows(block, words: hints.severityWords) {
                        // (A weak mark: a page whose only marks these rows are is read as unmarked.)
                        if statementMode != .plain { weakItemCount += bounds.count }
                        rows = bounds
                        setsBounds = true
                    } else {
                        decide(block.startLine, "table", .skipped, block.children.first.map { $0.children.map { StatementText.clean($0.text) }.joined(separator: " | ") } ?? "",
                               refusal.reason.rawValue)
                        continue
                    }
                }
                // ("Try every screen with the network in each state below." over a form: what
                // each of its rows asks, said once.)
                let formLead = rows.first?.isFormRow == true && index > 0 && blocks[index - 1].kind == .paragraph
                    ? source.slice(blocks[index - 1].startLine, blocks[index - 1].endLine).trimmingWhitespace() : ""
                for row in rows {
                    let statement = Statement(title: row.title, identifier: row.number, severity: row.severity,
                                              severityLabel: row.severityLabel, rest: "", marks: .identifier, isLinkOnly: false)
                    let kind = row.kind ?? sectionKind
                    addStatement(statement, kind: kind, guidance: [formLead, row.guidance].filter { !$0.isEmpty }.joined(separator: "\n\n"),
                                 path: path + row.groups,
                                 severity: severity, sectionNumber: sectionNumber, line: row.line, block: "table row",
                                 why: setsBounds ? "row of a table of bounds (a minimum it sets)"
                                    : kind == .antiPattern ? "row of a table of mistakes" : kind == .principle ? "row of a table of principles"
                                    : row.isFormRow ? "row of a form whose other columns take the answers"
                                    : "requirement table row")
                    if let steps = row.howToTest, let last = pending.indices.last, pending[last].item.line == row.line + lineOffset {
                        pending[last].item.howToTest = steps
                    }
                }
            case .code(let language):
                label = nil
                if let (target, caption) = labelledCode {
                    labelledCode = nil
                    lineBeforeCode = nil
                    pending[target].item.examples += ExampleExtractor.labelledExamples(block.text, language: language, caption: caption)
                    continue
                }
                if let item = lineBeforeCode, let (verdict, caption) = codeVerdict {
                    codeVerdict = nil
                    codeAfterLines.append((item, ExampleExtractor.labelledExamples(block.text, language: language, caption: caption, verdict: verdict)))
                    continue
                }
                // "* **1.6** Don't add a space before the colon." over code not indented under
                // it, `// PREFERRED` / `// NOT PREFERRED` in it: the line's examples.
                if let item = lineBeforeCode, case let marked = ExampleExtractor.splitMarkedCode(block.text, language: language), !marked.isEmpty {
                    codeAfterLines.append((item, marked))
                } else if let item = lineBeforeCode, pending[item].item.title.utf8.last == UInt8(ascii: ":") {
                    let introduced = Self.introducingExample(pending[item].item.title, code: block.text, language: language)
                    pending[item].item.title = introduced.title
                    codeAfterLines.append((item, introduced.examples))
                    lineBeforeCode = nil
                } else {
                    lineBeforeCode = nil
                }
                continue
            case .blockQuote:
                label = nil
                // "> [!IMPORTANT]" over "> Always give icon-only buttons a label.": a
                // requirement the document sets apart to stress it. Other alerts (a note, a
                // tip) and quotations comment on the text around them.
                let paragraphs = block.children.filter { $0.kind == .paragraph }
                let alert = paragraphs.first.flatMap { Self.githubAlert($0.text) }
                if !strongMarksOnly, let alert, ["IMPORTANT", "WARNING", "CAUTION"].contains(alert.kind), paragraphs.count == 1,
                   block.children.count == 1, case let body = MarkdownInline.plain(String(alert.body)).trimmingSpaces(),
                   (4...320).contains(body.utf8.count),
                   Self.isInstruction(body) || Self.saysWhatToDo(body) || StatementText.keywordSeverity(body) != nil || sectionKind == .check {
                    let statement = StatementText.read(String(alert.body), words: hints.severityWords)
                    // (A weak mark: a document of plain lists and one alert is still read as unmarked.)
                    if statementMode != .plain { weakItemCount += 1 }
                    addStatement(statement, kind: sectionKind == .antiPattern ? .rule : sectionKind, guidance: statement.rest, path: path,
                                 severity: severity, sectionNumber: sectionNumber, line: block.startLine, block: "block quote",
                                 why: "requirement set apart in a GitHub \(alert.kind) alert")
                } else {
                    decideNotARequirement(block.startLine, "block quote", MarkdownInline.plain(paragraphs.first?.text ?? ""),
                                          alert.map { "a \($0.kind.lowercased()) set apart (a GitHub alert): commentary, not a requirement" }
                                              ?? "a quotation set apart with \">\": not read as requirements")
                }
            default:
                label = nil
            }
        }
        // Code beside ✅ / ❌ lines is their example; otherwise that of a "**Rule:**" paragraph,
        // or of the list line it follows.
        if let first = verdictItems.first {
            let examples = ExampleExtractor.extract(blocks).examples
            for example in examples {
                let target = verdictItems.first { pending[$0].item.kind == (example.verdict == .correct ? .rule : .antiPattern) } ?? first
                pending[target].item.examples.append(example)
            }
        } else if hasCode, let first = labelledItems.first {
            pending[first].item.examples.append(contentsOf: ExampleExtractor.extract(blocks).examples)
        } else {
            for (item, examples) in codeAfterLines { pending[item].item.examples.append(contentsOf: examples) }
        }
        return pending.count - before
    }

    /// The paragraphs of `blocks` that open with an identifier and a colon or a dash
    /// ("REQ-10: Every field …", "A1 - Labels are …"): where a document has two or more, a
    /// requirement each (one alone may be a note that names a standard, "ISO-9001: …").
    static func identifierParagraphs(_ blocks: [MarkdownBlock]) -> [Int] {
        var found: [Int] = []
        for index in blocks.indices where blocks[index].kind == .paragraph {
            let text = blocks[index].text
            guard let first = text.utf8.first, first >= UInt8(ascii: "A"), first <= UInt8(ascii: "Z") else { continue }
            let word = text.prefix { !$0.isWhitespace && $0 != ":" }
            guard HeadingText.isCodeIdentifier(word) else { continue }
            let after = text.dropFirst(word.count)
            let rest: Substring
            if after.hasUTF8Prefix(":") {
                rest = after.dropFirst()
            } else if after.hasUTF8Prefix(" - ") || after.hasUTF8Prefix(" – ") || after.hasUTF8Prefix(" — ") {
                rest = after.dropFirst(3)
            } else {
                continue
            }
            guard Slug.wordCount(String(rest.prefix(200))) >= 3 else { continue }
            found.append(index)
        }
        return found
    }

    /// "**SL-01: Centre content in view.**⏎Place windows …": a paragraph whose first line is a
    /// bold identifier and title; the statement, and the lines after it as guidance.
    /// `alone`: the bold identifier and title may be the whole paragraph (guidance empty).
    static func identifierOpenedParagraph(_ markdown: String, words: SeverityWords, alone: Bool = false) -> (statement: Statement, guidance: String)? {
        guard markdown.hasUTF8Prefix("**") else { return nil }
        let firstLine = markdown.prefix { $0 != "\n" }
        // The bold span closes on the first line (a flattened copy runs the explanation on after it).
        guard let close = firstLine.dropFirst(2).firstUTF8Range(of: "**"),
              firstLine.utf8.distance(from: firstLine.startIndex, to: close.lowerBound) <= 200 else { return nil }
        let inner = firstLine[firstLine.index(firstLine.startIndex, offsetBy: 2)..<close.lowerBound]
        let word = inner.prefix { !$0.isWhitespace && $0 != ":" }
        guard HeadingText.isCodeIdentifier(word), inner.dropFirst(word.count).hasUTF8Prefix(":") else { return nil }
        var statement = StatementText.read(String(inner), words: words)
        statement.identifier = statement.identifier ?? String(word)
        if statement.title.hasPrefix(String(word)) {
            statement.title = String(statement.title.dropFirst(word.count).drop { $0 == ":" || $0 == " " })
        }
        while statement.title.hasUTF8Suffix(".") { statement.title.removeLast() }
        guard !statement.title.isEmpty else { return nil }
        statement.marks.insert(.identifier)
        // (A bold line alone, "**A1: Labels**", stands over the list after it as its group.)
        let guidance = markdown[close.upperBound...].drop { $0 == "." || $0 == ":" }.trimmingCharacters(in: .whitespacesAndNewlines)
        guard alone || !guidance.isEmpty else { return nil }
        return (statement, guidance)
    }

    /// A paragraph opening with a label that names its kind ("**Rule:** …", "**Requirement:** …",
    /// "**Guideline:** …"): the statement after the label, and the kind of item it is.
    static func kindLabelledStatement(_ markdown: String, words: SeverityWords) -> (statement: Statement, kind: ItemKind, label: String)? {
        guard markdown.hasUTF8Prefix("**"), markdown.utf8.count <= 600 else { return nil }
        // "**Rule:** Name views by what they show" over "Why: …" lines: the labelled line is the
        // statement, the lines after it its guidance.
        if let newline = markdown.firstIndex(of: "\n"),
           var labelled = kindLabelledStatement(String(markdown[..<newline]).trimmingSpaces(), words: words) {
            let rest = markdown[markdown.index(after: newline)...].trimmingWhitespace()
            labelled.statement.rest = [labelled.statement.rest, String(rest)].filter { !$0.isEmpty }.joined(separator: "\n")
            return labelled
        }
        guard let label = StatementText.read(markdown, words: words).label, !label.text.isEmpty else { return nil }
        // "**Guideline**: [Focus](/guidelines/focus)": the label points to the guideline's own
        // page; it states nothing here.
        if StatementText.isLinkOnly(label.text[...]) { return nil }
        // "**Core principle**: …", "**Golden rule:** …": a qualifier names which rule it is; the
        // last word still names its kind. ("**Related rule:** …" points elsewhere; not read.)
        var name = label.name.lowercased().trimmingSpaces()
        if let space = name.firstIndex(of: " "), kindQualifiers.contains(String(name[..<space])) {
            name = String(name[name.index(after: space)...]).trimmingSpaces()
        }
        let kind: ItemKind
        switch name {
        case "rule", "guideline", "best practice": kind = .rule
        case "principle": kind = .principle
        case "requirement", "check", "criterion": kind = .check
        // "**Expected result**: every tab is read with its position": what a test script's
        // steps must show, the check its steps lead to.
        case _ where namesExpectedOutcome(Slug.words(name)): kind = .check
        default: return nil
        }
        let statement = StatementText.read(label.text, words: words)
        guard !statement.title.isEmpty else { return nil }
        return (statement, kind, label.name)
    }

    /// Words that qualify a kind's label without changing it: "Core principle", "Key rule".
    private static let kindQualifiers: Set<String> = [
        "core", "key", "main", "guiding", "golden", "general", "basic", "design", "fundamental", "primary", "central",
        "governing", "cardinal", "overarching", "underlying",
    ]

    /// Whether a list writes its rules in bold: two entries at least open with a bold title
    /// ("- **Keep lines short.** …") or an instruction in bold that the sentence runs on from
    /// ("- **Omit the `internal` keyword** when …"), one of them so. Its other entries' bold
    /// openings are their rules too ("- **Only override with ARIA** when …").
    static func opensWithBoldInstructions(_ entries: [MarkdownBlock]) -> Bool {
        var titles = 0
        var sentences = 0
        for entry in entries {
            guard let lead = entry.leadParagraph, lead.text.hasUTF8Prefix("**") else { continue }
            if let bold = StatementText.boldLead(Substring(lead.text)) {
                if bold.label == nil { titles += 1 }
            } else if StatementText.boldOpeningSentence(Substring(lead.text), instructs: true) != nil {
                sentences += 1
            }
            if sentences >= 1, titles + sentences >= 2 { return true }
        }
        return false
    }

    /// "Examples:", "For example:", "e.g.": a line that only introduces samples.
    /// A verdict word before it is the samples' verdict ("Do examples", "Bad examples:").
    static func isExamplesLabel(_ title: String) -> Bool {
        guard title.utf8.count <= 24 else { return false }
        let words = Slug.words(MarkdownInline.plain(title))
        if ["for example", "for instance", "e g", "eg", "such as"].contains(words.joined(separator: " ")) { return true }
        // "Example 1:", "Example 2": one of a page's numbered samples.
        if words.count == 2, words[0] == "example" || words[0] == "examples", words[1].allSatisfy(\.isNumber) { return true }
        guard let last = words.last, last == "examples" || last == "example" || last == "samples", words.count <= 3 else { return false }
        let before = words.dropLast().joined(separator: " ")
        return words.count == 1 || SectionRole.namesExamples(title)
            || ["do", "dont", "don t", "good", "bad", "correct", "incorrect", "right", "wrong"].contains(before)
    }

    /// "Example: a \"No messages\" title over a Start button", "e.g. 44 pt = 88 px at @2x": a
    /// line that gives a sample of what a line before it asks; the sample (nil for any other
    /// line, and for "Examples:" alone, a label of the lines under it).
    static func sampleLine(_ text: String) -> String? {
        let trimmed = text.trimmingSpaces()
        guard trimmed.utf8.first.map({ $0 == UInt8(ascii: "E") || $0 == UInt8(ascii: "e") || $0 == UInt8(ascii: "F") || $0 == UInt8(ascii: "f") }) == true
        else { return nil }
        // (The longest opener is 14 characters: only so many are lower-cased.)
        let opening = trimmed.prefix(14).lowercased()
        for opener in ["example:", "examples:", "e.g.", "e.g.,", "e.g:", "for example,", "for example:", "for instance,", "for instance:"] {
            guard trimmed.utf8.count > opener.utf8.count, opening.hasPrefix(opener) else { continue }
            let sample = trimmed.dropFirst(opener.count).drop(while: { $0 == " " || $0 == "," || $0 == ":" })
            return sample.isEmpty ? nil : String(sample)
        }
        return nil
    }

    /// The ✅ / ❌ mark a list entry's line opens with.
    static func leadingVerdict(of entry: MarkdownBlock) -> CodeExample.Verdict? {
        entry.leadParagraph.flatMap { StatementText.leadingVerdictMark(Substring($0.plainText.trimmingSpaces()))?.0 }
    }

    /// Whether a line of `list` opens with a ❌ (a Don't a ✅ beside it may answer).
    static func holdsDont(_ list: MarkdownBlock) -> Bool {
        list.children.contains { leadingVerdict(of: $0) == .incorrect }
    }

    /// Every line of `list` opens with a ✅ / ❌ mark (two lines at least).
    static func marksEveryLineWithVerdict(_ list: MarkdownBlock) -> Bool {
        list.children.count >= 2 && list.children.allSatisfy { leadingVerdict(of: $0) != nil }
    }

    /// Why the lines of a list that finishes a sentence asking nothing are no items.
    static let finishesSentence = "completes a sentence that names parts, options or outcomes, not a requirement"

    /// Records every line of `list` as a known non-requirement, for `linesAre`.
    private mutating func decideAside(_ list: MarkdownBlock, _ linesAre: String) {
        for entry in list.children {
            decideNotARequirement(entry.startLine, "list line", entry.leadParagraph?.plainText ?? "", linesAre)
        }
    }

    /// "Use either:" over "- `aria-label` on the button, or" and "- hidden text inside it": an
    /// opening of four words at most that its sub-list's two to four alternatives finish
    /// ("either", "one of", or entries joined by "or" / "and"); the whole sentence, or nil.
    /// (A copy that lost its line breaks keeps the sub-list on the line: "Use either: - `aria-label`
    /// on the button, or - hidden text inside it".)
    static func finishedByAlternatives(_ title: String, _ nested: [MarkdownBlock]) -> String? {
        var title = title
        var parts: [String] = []
        if nested.isEmpty, let flattened = title.firstUTF8Range(of: ": - ") {
            parts = title[flattened.upperBound...].components(separatedBy: " - ").map { $0.trimmingSpaces() }
            title = String(title[..<flattened.lowerBound]) + ":"
        } else {
            guard nested.count == 1 else { return nil }
            for child in nested[0].children {
                guard !child.children.contains(where: \.isList), let lead = child.leadParagraph else { return nil }
                parts.append(MarkdownInline.plain(lead.text).replacingNewlinesWithSpaces().trimmingSpaces())
            }
        }
        guard title.hasUTF8Suffix(":"), (2...4).contains(parts.count), parts.allSatisfy({ !$0.isEmpty && Slug.wordCount($0) <= 12 }) else { return nil }
        let opening = Slug.words(title)
        guard (1...4).contains(opening.count) else { return nil }
        let joined = parts.dropLast().contains { part in ["or", "and"].contains(Slug.words(part).last ?? "") }
        guard joined || opening.contains(where: { ["either", "one", "both", "any"].contains($0) }) else { return nil }
        let body = parts.enumerated().map { index, part -> String in
            let last = index == parts.count - 1
            let bare = part.hasUTF8Suffix(".") && !last ? String(part.dropLast()) : part
            return last || bare.hasUTF8Suffix(",") || ["or", "and"].contains(Slug.words(bare).last ?? "") ? bare : bare + ","
        }
        return String(title.dropLast()) + " " + body.joined(separator: " ")
    }

    /// Every line opens with a name in bold of four words at most ("1. **Header.** Teams
    /// provide …", "2. **Call to action**"): the parts of something, named.
    static func namesParts(_ list: MarkdownBlock) -> Bool {
        list.children.allSatisfy { entry in
            guard let lead = entry.leadParagraph, lead.text.hasUTF8Prefix("**"), let close = lead.text.dropFirst(2).firstUTF8Range(of: "**") else { return false }
            return lead.text[lead.text.index(lead.text.startIndex, offsetBy: 2)..<close.lowerBound].split(separator: " ").count <= 4
        }
    }

    /// "**Implementation:**", "**Example:**": a line that is only a short label closing on a
    /// colon, with no mark of a requirement; over code, it labels that code.
    static func labelsCode(_ statement: Statement, lead: MarkdownBlock) -> Bool {
        statement.rest.isEmpty && statement.identifier == nil && statement.marks.isDisjoint(with: Statement.Marks.strong)
            && lead.plainText.trimmingSpaces().hasUTF8Suffix(":") && Slug.wordCount(statement.title) <= 4
    }

    /// The caption of the code at `index` where the list before it closes on a line that
    /// labels it ("- **Implementation:**" over code not indented under it): that code shows
    /// the list's line above the label. Nil for any other block.
    static func listLabelsCode(_ blocks: [MarkdownBlock], codeAt index: Int, words: SeverityWords) -> String? {
        guard index > 0, index < blocks.count, blocks[index].isCode, blocks[index - 1].isList, !isTaskList(blocks[index - 1]),
              blocks[index - 1].children.count >= 2, let last = blocks[index - 1].children.last, last.children.count == 1,
              let lead = last.leadParagraph, lead.text.hasUTF8Prefix("**"),
              case let statement = StatementText.read(lead.text, words: words), labelsCode(statement, lead: lead) else { return nil }
        return statement.title
    }

    /// "Show the value beside the stepper. People should never have to guess.": an instruction
    /// paragraph's first sentence is its title; returns the sentences after it (its guidance),
    /// empty where the title is one sentence or its first is no instruction.
    static func keepingFirstSentence(_ statement: inout Statement) -> String {
        let sentences = Self.sentences(statement.title)
        // (Its opening sentence is read in the whole text: "Prioritize comfort." is two words.)
        guard sentences.count > 1, isInstruction(statement.title) else { return "" }
        statement.title = sentences[0]
        return sentences.dropFirst().joined(separator: " ")
    }

    /// "- Example", "- Layout 1", "- Layout 2": a list opened by an examples label whose other
    /// lines are names of three words at most, no instruction (the tabs of a pictured sample).
    static func namesSampleTabs(_ list: MarkdownBlock) -> Bool {
        guard list.children.count >= 2, let first = list.children.first?.leadParagraph, isExamplesLabel(first.plainText) else { return false }
        return list.children.dropFirst().allSatisfy { entry in
            entry.leadParagraph.map { Slug.wordCount($0.plainText) <= 3 && !isInstruction($0.plainText) } ?? false
        }
    }

    /// "**Review the change, not the file.** Judge whether …": the plain text of the one
    /// sentence set in bold that opens a paragraph of more prose (its full stop inside the
    /// bold); nil for a bold label ("**Tip:** …"), a bold phrase ("**Optimistic updates**
    /// show …") or a paragraph wholly in bold.
    static func boldSentenceLead(_ text: String) -> String? {
        guard text.hasUTF8Prefix("**") || text.hasUTF8Prefix("__"), case let mark = String(text.prefix(2)),
              let close = text.dropFirst(2).firstUTF8Range(of: mark) else { return nil }
        let inner = text[text.index(text.startIndex, offsetBy: 2)..<close.lowerBound]
        let after = text[close.upperBound...]
        guard inner.utf8.count >= 8, inner.hasUTF8Suffix(".") || inner.hasUTF8Suffix("!"), !inner.containsUTF8(": "),
              after.hasUTF8Prefix(" "), after.contains(where: \.isLetter) else { return nil }
        let plain = MarkdownInline.plain(String(inner))
        return CompilationRun.sentences(plain).count == 1 ? plain : nil
    }

    /// "**Every image needs a description.**", "**Label every field**.": one sentence, all of
    /// it bold (a full stop may close it outside), and nothing else; no label in it ("**DO:
    /// …**", "**Note: …**").
    static func isBoldSentenceOnly(_ text: String) -> Bool {
        var trimmed = Substring(text.trimmingSpaces())
        if trimmed.hasUTF8Suffix(".") || trimmed.hasUTF8Suffix("!") { trimmed = trimmed.dropLast() }
        guard trimmed.utf8.count >= 8, trimmed.hasUTF8Prefix("**") || trimmed.hasUTF8Prefix("__"), case let mark = trimmed.prefix(2),
              trimmed.hasSuffix(mark), case let inner = trimmed.dropFirst(2).dropLast(2), !inner.contains(mark),
              !inner.hasUTF8Suffix(":"), !inner.containsUTF8(": ") else { return false }
        return CompilationRun.sentences(String(inner)).count == 1
    }

    /// A paragraph written wholly in one emphasis ("_A caption_", "*A caption.*").
    static func isEmphasisOnly(_ text: String) -> Bool {
        let trimmed = text.trimmingSpaces()
        guard trimmed.utf8.count >= 3, let first = trimmed.first, first == "_" || first == "*", trimmed.last == first,
              trimmed.dropFirst().first != first else { return false }
        return !trimmed.dropFirst().dropLast().contains(first)
    }

    /// A picture alone: `![Anatomy](…)`, `<img src="…" alt="…"/>`.
    static func isPictureOnly(_ block: MarkdownBlock) -> Bool {
        switch block.kind {
        case .paragraph:
            return block.text.hasUTF8Prefix("![") && StatementText.clean(block.text).isEmpty
        case .html:
            let text = block.text.trimmingWhitespace()
            return text.lowercased().hasUTF8Prefix("<img") && text.hasUTF8Suffix(">") && !text.dropFirst().containsASCII("<")
        default:
            return false
        }
    }

    /// The entries of the sub-lists under a list entry that groups or labels them.
    private mutating func collectEntries(of lists: [MarkdownBlock], verdict: CodeExample.Verdict?, path: [String], severity: Severity?,
                                         sectionNumber: String?, kind: ItemKind, prose: Bool, named: Bool = false) {
        for list in lists {
            let boldOpenings = Self.opensWithBoldInstructions(list.children)
            for entry in list.children {
                collectEntry(entry, list: list, verdict: verdict, path: path, severity: severity, sectionNumber: sectionNumber,
                             kind: kind, prose: prose, named: named, boldOpenings: boldOpenings)
            }
        }
    }

    /// One list entry: an item, a group of items (its sub-list holds marked entries), or
    /// nothing (a link, a quotation, prose in a marked document).
    private mutating func collectEntry(_ entry: MarkdownBlock, list: MarkdownBlock, verdict: CodeExample.Verdict?,
                                       path: [String], severity: Severity?, sectionNumber: String?, kind: ItemKind, prose: Bool,
                                       named: Bool = false, boldOpenings: Bool = false) {
        guard let lead = entry.leadParagraph else { return }
        // Its task lines are checks of their own, under it (`collectTaskLists` took them).
        if Self.groupsTaskLines(entry) { return }
        let nested = entry.children.filter { $0.isList }
        // "- DO:" over "  - Use system sheets", "- Don't" over its lines: a list entry that
        // is only a Do / Don't label labels its sub-list, as a label paragraph labels a list.
        if !nested.isEmpty, lead.text.utf8.count <= 60, let labelVerdict = Self.doDontLabel(lead.plainText) {
            decide(entry.startLine, "list line", .group, lead.plainText, "\(labelVerdict == .correct ? "Do" : "Don't") label over its sub-list")
            collectEntries(of: nested, verdict: labelVerdict, path: path, severity: severity, sectionNumber: sectionNumber, kind: kind, prose: prose)
            return
        }
        var statement = StatementText.read(lead.text, words: hints.severityWords, boldOpenings: boldOpenings)
        if let finished = Self.finishedByAlternatives(statement.title, nested) { statement.title = finished }
        // "- **Free/Paid:** Free" under each tool of a catalog: a field of a record, and so is
        // every labelled line of a list that holds two such fields ("- **Note:** …"). A list
        // is a record where such fields are half its labelled lines at least: one line of a
        // section's own list ("- **Accessibility:** Minimum font sizes" among "- **Style
        // usage:** …") whose label other sections share is a line like its neighbours.
        if !recordLabels.isEmpty, lead.text.hasUTF8Prefix("**"), statement.marks.isDisjoint(with: Statement.Marks.strong),
           let label = Self.recordLabel(lead.text, maxWords: 8), case let share = recordFieldShare(list),
           share.fields * 2 >= share.labelled, recordLabels.contains(label) || share.fields >= 2 {
            decideNotARequirement(entry.startLine, "list line", lead.plainText, "a field written out in each section (a record of facts), not a requirement")
            return
        }
        let nestedMarked = nested.flatMap(\.children).contains { child in
            guard let childLead = child.leadParagraph else { return false }
            return !StatementText.read(childLead.text, words: hints.severityWords).marks.isDisjoint(with: Statement.Marks.strong.subtracting(.keyword))
        }
        // A short entry over marked lines is their group ("1. Navigation — CRITICAL" over
        // "1.1 Use tabs — HIGH"); an entry that introduces its sub-list ("…:") keeps it as detail.
        let introducesList = lead.plainText.trimmingSpaces().hasUTF8Suffix(":")
        // ("- When suggesting a change:" over "- **Say which lines it adds**": the
        // circumstance the marked lines apply in is their group too.)
        let circumstance = introducesList && Self.namesCircumstance(statement.title)
        if nestedMarked, !introducesList || circumstance, statement.title.split(separator: " ").count <= (circumstance ? 16 : 8) {
            decide(entry.startLine, "list line", .group, statement.title, "list entry over marked lines")
            collectEntries(of: nested, verdict: verdict, path: statement.title.isEmpty ? path : path + [statement.title],
                           severity: statement.severity ?? severity, sectionNumber: sectionNumber, kind: kind, prose: prose)
            return
        }
        // "- Linting" over "- [eslint-plugin-jsx-a11y](…)" lines: the name of a group of links
        // (tools, pages to read), asking nothing.
        if !nested.isEmpty, statement.identifier == nil, statement.marks.isDisjoint(with: Statement.Marks.strong),
           Slug.wordCount(statement.title) <= 4, !Self.isInstruction(statement.title),
           nested.flatMap(\.children).allSatisfy({ $0.leadParagraph.map { StatementText.isLinkOnly(Substring($0.text)) } ?? false }) {
            decideNotARequirement(entry.startLine, "list line", statement.title, "names a group of links (asks nothing)")
            return
        }
        // "1. **VoiceOver support**" over "- Every control must have a label": a bare bold
        // title over lines that mostly state duties or instructions groups them as requirements,
        // in a document that marks its requirements too.
        // (Not in a "Testing protocol" or "Review workflow", nor under "### Phase 1: Context
        // gathering": there they are the procedure's steps.)
        // A title in a list whose other titles are such groups ("3. **Sufficient contrast**" over
        // "- Minimum 4.5:1 for body text" after two) is one too: the list reads as one.
        if !nestedMarked, !named, statementMode != .plain, statement.marks.contains(.boldLead), statement.rest.isEmpty,
           statement.title.split(separator: " ").count <= 6, !Self.namesProcedureOrStep(path.last ?? "") {
            let leads = nested.flatMap(\.children).compactMap(\.leadParagraph)
            let groupsDuties = Self.groupsDuties(leads)
            if groupsDuties || (!leads.isEmpty && Self.titlesGroupDuties(in: list, besides: entry, words: hints.severityWords)) {
                decide(entry.startLine, "list line", .group, statement.title,
                       groupsDuties ? "bold title over lines that state duties" : "bold title in a list of titles over duties")
                collectEntries(of: nested, verdict: verdict, path: path + [statement.title], severity: severity,
                               sectionNumber: sectionNumber, kind: kind, prose: prose, named: true)
                return
            }
        }
        // "- Accessible:" over "- Test for keyboard use", "- Test with a screen reader": a short
        // label the lines under it answer with instructions, in a page that marks nothing;
        // "- When suggesting a change:" over them, the circumstance they apply in.
        if statementMode == .plain, !nestedMarked, !nested.isEmpty, statement.rest.isEmpty, statement.identifier == nil,
           statement.marks.isDisjoint(with: Statement.Marks.strong), lead.plainText.trimmingSpaces().hasUTF8Suffix(":"),
           case let name = statement.title.trimmingColons(), !name.isEmpty,
           Slug.wordCount(name) <= 5 || Slug.wordCount(name) <= 16 && Self.namesCircumstance(name), !Self.isInstruction(name),
           !Self.isExamplesLabel(name),
           !Self.namesProcedureOrStep(path.last ?? ""), Self.groupsDuties(nested.flatMap(\.children).compactMap(\.leadParagraph)) {
            decide(entry.startLine, "list line", .group, name, "short label over the instructions under it")
            collectEntries(of: nested, verdict: verdict, path: path + [name], severity: severity, sectionNumber: sectionNumber,
                           kind: kind, prose: prose, named: named)
            return
        }
        // "- 📱 Labels", "- ✅ State feedback", "- 🚨 Errors": a ✅ among other pictures that
        // open a list's lines is one more icon, not a Do.
        if statement.verdict != nil, lead.text.utf8.first.map({ $0 >= 0x80 }) == true, opensLinesWithIcons(list) {
            statement.verdict = nil
            statement.marks.remove(.verdict)
        }
        // (In such a list of coloured circles, "- 🟡 Minimize", each line's circle goes, as
        // the 🔴 and 🟢 of its neighbours do.)
        if let first = statement.title.first, Self.colouredCircles.contains(first), opensLinesWithIcons(list) {
            statement.title = statement.title.dropFirst().trimmingSpaces()
        }
        // A verdict the line gives itself ("❌ …"), not one its list's label gives it.
        let ownVerdict = statement.verdict
        if statement.verdict == nil, let verdict {
            statement.verdict = verdict
            statement.marks.insert(.verdict)
        }
        guard !statement.title.isEmpty else { return }
        func skip(_ reason: String) { decide(entry.startLine, "list line", .skipped, statement.title, reason) }
        // "- **Evaluator name:**", "- **Date:**", each line a bold label with nothing after it:
        // the blanks of a form to fill in, not requirements.
        if isBlankForm(list) { return skip("a blank of a form to fill in (a label with no value)") }
        // "- Chrome (latest), Safari, Firefox" under "Browsers", "- Tablet: 768x1024" under
        // "Viewports": a condition the checks are run under, named, not a check. (A line there
        // that instructs, "- Test on a real device", is one; so is a boxed line.)
        if let heading = path.last, statement.marks.isDisjoint(with: Statement.Marks.strong),
           SectionRole.namesTestConditions(heading),
           ![statement.title, Self.textAfterLabel(statement.title)].contains(where: { Self.isInstruction($0) || Self.saysWhatToDo($0) }) {
            return skip("names a condition to test under (a browser, device or screen size), not a check")
        }
        // "- Settings", "- Paywall" under "Screens to check": where the checks are asked, the
        // audit's screens, not checks. (A name of a few words: an instruction there, "Settings —
        // Check that every switch has a label", or a boxed line, is one.)
        if let heading = path.last, statement.marks.isDisjoint(with: Statement.Marks.strong), SectionRole.namesScreensToCheck(heading),
           Slug.wordCount(statement.title) <= 6,
           ![statement.title, Self.textAfterLabel(statement.title)].contains(where: { Self.isInstruction($0) || Self.saysWhatToDo($0) }) {
            return skip("names a screen to check, where the checks are asked (add it to an audit with `auditbook screen add`), not a check")
        }
        // "- ✅ Light mode: 100% compliant" under "Conclusion": in a summary a tick reports
        // what was done. (A Do there instructs, "✅ Use semantic colours", or answers a Don't
        // in its list or before it in its section.)
        if strongMarksOnly, markedOnlyPlace == Self.referencePlace, ownVerdict == .correct,
           statement.marks.subtracting(.verdict).isDisjoint(with: Statement.Marks.strong),
           !Self.isInstruction(statement.title),
           !Self.holdsDont(list),
           !pending.contains(where: { $0.item.kind == .antiPattern && $0.item.sectionPath == path }) {
            return skip("a tick in a summary: reports what was done, not a Do")
        }
        // "- ✅ Generally good at layout" beside "- ⚠️ Loves fixed font sizes": a strength
        // noted beside weaknesses (a tool's or a library's record), not a Do. (A ✅ that
        // instructs, or answers a ❌ in its list, is one.)
        if ownVerdict == .correct, !Self.isInstruction(statement.title), !Self.saysWhatToDo(statement.title),
           list.children.contains(where: { $0.leadParagraph?.plainText.trimmingSpaces().unicodeScalars.first?.value == 0x26A0 }),
           !Self.holdsDont(list) {
            return skip("a strength noted beside warnings (⚠️), not a Do")
        }
        // "- **Implementation:**" over code, the line after "- **MUST** respect reduced
        // motion": a label of code showing how the line above is met, its example.
        if Self.labelsCode(statement, lead: lead),
           case let details = entry.children.filter({ $0.startLine != lead.startLine || $0.kind != lead.kind }),
           !details.isEmpty, details.allSatisfy(\.isCode),
           let last = pending.indices.last, pending[last].item.sectionPath == path, pending[last].item.line >= list.startLine {
            for block in details {
                guard case .code(let language) = block.kind else { continue }
                pending[last].item.examples += ExampleExtractor.labelledExamples(block.text, language: language, caption: statement.title)
            }
            decide(entry.startLine, "list line", joining: last, statement.title, "label of code showing how the line above is met: its example")
            return
        }
        // "- Example: a \"No messages\" title over a Start button" after "- Explain what will
        // appear": a sample of what the line above asks, its example; with no line above it in
        // its list, a sample of the section's subject, asking nothing itself.
        if nested.isEmpty, ownVerdict == nil, let sample = Self.sampleLine(lead.plainText) {
            guard let last = pending.indices.last, pending[last].item.sectionPath == path,
                  pending[last].item.line >= list.startLine + lineOffset else {
                return skip("an example (a sample of the section's subject), not a requirement")
            }
            pending[last].item.examples.append(CodeExample(verdict: .correct, language: nil, code: sample))
            decide(entry.startLine, "list line", joining: last, statement.title, "a sample of what the line above asks: its example")
            return
        }
        // "- ✅ = Pass (accessible)", "- ⚠️ = Needs a fix": what a mark means, a legend line.
        if Self.definesAMark(lead.plainText) {
            return skip("a legend: what a mark means")
        }
        // "- N/A" under "Applicable criteria", "- None", "- TBD": a place held, nothing stated.
        if statement.identifier == nil, statement.title.utf8.count <= 4,
           ["n/a", "na", "none", "tbd", "todo", "-", "—", "–"].contains(statement.title.lowercased().trimmingCharacters(in: .punctuationCharacters.subtracting(["/", "-", "—", "–"]))) {
            return skip("a placeholder (states nothing)")
        }
        // "- [2.4.3 Focus Order](…)" under "Applicable WCAG Success Criteria": a WCAG success
        // criterion the requirements around it meet. An item only where the document has no
        // other (a list of criteria to check); elsewhere its number goes to those requirements
        // (`foldCriterionReferences`).
        var namedCriterion: String?
        // (Not "[Bypass blocks (WCAG 2.4.1 - Level A)](…)": a criterion listed with its level
        // is one the document asks to be met, an item.)
        if statement.isLinkOnly, statement.severity == nil,
           lead.text.drop(while: { $0 == "*" || $0 == "_" || $0 == " " }).dropFirst().first?.isNumber == true,
           let reference = Self.criterionReference(statement) {
            namedCriterion = reference.num
            statement.identifier = reference.num
            statement.title = reference.name
        }
        // A link whose text is an instruction ("[Make sure text can be resized](…)") states it,
        // the page it links to the why; other lines of links point elsewhere.
        if statement.identifier == nil,
           statement.isLinkOnly || StatementText.pointsElsewhere(lead.text) || StatementText.invitesFurtherReading(statement.title),
           !Self.isInstruction(statement.title) {
            return skip(statement.isLinkOnly ? "link only" : "points to reading elsewhere")
        }
        if statement.identifier == nil, StatementText.sendsToFile(statement.title) {
            return skip("points to another file to read")
        }
        // "- `scripts/record_trace.py` — wraps the recorder": what a file of the project does.
        // (Not "- `Info.plist` — add the camera usage key": an instruction about the file.)
        if statement.identifier == nil, let said = StatementText.describedFile(lead.text), !Self.isInstruction(StatementText.clean(said)) {
            return skip("says what a file of the project holds or does")
        }
        // "- `app.css`" over "- Holds the imports": a project's file tree.
        if statement.identifier == nil, statement.marks.isDisjoint(with: Statement.Marks.strong), StatementText.namesFileOnly(lead.text) {
            return skip("names a file or folder of the project (a file tree)")
        }
        // "- [Alerts](…) — An alert gives people critical information they need right away.":
        // an index of pages and what each is about (not "[Labels](…) — Every control must have one").
        if statement.identifier == nil, statement.marks.isDisjoint(with: Statement.Marks.strong),
           let abstract = StatementText.linkedPageAbstract(lead.text), case let about = MarkdownInline.plain(String(abstract)),
           !Self.isInstruction(about), !Self.saysWhatToDo(about) {
            return skip("an index entry: a linked page and what it is about")
        }
        if Self.isEmptyField(statement.title) {
            return decideNotARequirement(entry.startLine, "list line", statement.title, "a field with nothing to check (n/a, none, or only an address)")
        }
        if let (instruction, address) = Self.addressAfterInstruction(statement.title) {
            statement.title = instruction
            statement.rest = statement.rest.isEmpty ? address : address + "\n\n" + statement.rest
        }
        if Self.isQuotation(statement.title) {
            // `❌ "Lock the font size on this screen"`: a request the line itself marks wrong
            // (or right) is one to answer; other quotations are examples.
            guard ownVerdict != nil else { return skip("quotation (an example, not a requirement)") }
            statement.title = Self.unquoted(statement.title)
        }
        // "- As a VoiceOver tester, what should I expect to hear?": a question the writer asks
        // in the first person (one the document sets out to answer), not a check of a screen.
        if statement.title.hasUTF8Suffix("?"), statement.marks.isDisjoint(with: Statement.Marks.strong),
           Slug.words(statement.title).contains(where: { $0 == "i" || $0 == "my" || $0 == "me" }) {
            return skip("a question the writer asks in the first person, not a check")
        }
        // "2. Flag issues by severity", "Provide concrete fixes and a short rationale": how the
        // review reports what it found, addressed to whoever runs it, not a check of a screen.
        if statement.marks.isDisjoint(with: Statement.Marks.strong), Self.saysHowToReport(statement.title) {
            return skip("says how to report the review's findings, not what to check")
        }
        // "- Examples:" over sample lines: a label of the samples under it, asking nothing.
        if Self.isExamplesLabel(statement.title) { return skip("examples label: the lines under it are samples, not requirements") }
        // An entry that names a heading of this document is navigation (a table of contents).
        if sectionTitles.contains(Slug.phrase(statement.title)) {
            return skip("names a heading of this document (contents)")
        }
        if let label = statement.label, namesSection(label.name, besides: path.last), summarizesSections(list, besides: path.last) {
            return skip("describes a section of this document (a summary of its contents)")
        }
        // "1.4.3 - Contrast (text unreadable)" under "Testing priority", where the document
        // has a heading numbered 1.4.3: an entry of an index of its own sections.
        if let number = statement.identifier, sectionNumbers.contains(number),
           statement.marks.subtracting(.identifier).isDisjoint(with: Statement.Marks.strong) {
            return skip("numbered like a heading of this document (an index of its sections)")
        }
        // Where a section points elsewhere, an identifier names another document.
        if pointersOnly, statement.marks.subtracting(.identifier).isDisjoint(with: Statement.Marks.strong) {
            return skip("names another document (a section of related documents or references)")
        }
        // (Lines under a heading whose parent's keyword obliges them, "These rules MUST be
        // followed:", or whose own heading grades them, "## Privacy ⚠️ CRITICAL", are marked
        // by it.)
        let strong = !statement.marks.isDisjoint(with: Statement.Marks.strong)
            || !obligingLeadIns.isEmpty && obligingLeadIns[Array(path.dropLast())] != nil
            || !gradedSectionPaths.isEmpty && gradedSectionPaths.contains(path)
        // In a document that marks its items, a bold title ("**Title.** …", "**Title** — …")
        // is one; a bold label ("**Label:** …") is a detail of what surrounds it.
        // A document that boxes its checklist lines does not mark requirements in bold.
        let boldTitle = statement.marks.contains(.boldLead) && !statement.marks.contains(.label) && !usesTaskLists
        // "- **Unit tests:** Follow Given-When-Then." among lines of the same shape: a list of
        // instructions, each under a bold name, not details of something above them.
        // (Read only where nothing else makes the line eligible; a list is read once.)
        let namedInstruction = !strongMarksOnly && !(strong || boldTitle || named || statementMode == .plain)
            && statement.marks.contains(.label) && statement.label.map { Self.isInstruction($0.text) } == true
            && labelsInstructions(list)
        let eligible = strongMarksOnly ? strong : strong || boldTitle || named || statementMode == .plain || namedInstruction
        // "- **S1/S2**: search for …": a detail of two items above.
        if !strong, statement.label != nil, addsToEarlierItem(statement, line: entry.startLine, path: path) { return }
        // "- **Fix:** Pad the icon to 48 dp" after "- **Check:** …" in the same list: how to
        // meet (or test) the line above, not a requirement of its own.
        if let label = statement.label, let field = Self.detailLabel(label.name), let last = pending.indices.last,
           pending[last].item.sectionPath == path, pending[last].item.line >= list.startLine + lineOffset,
           case let detail = MarkdownInline.plain(label.text).trimmingSpaces(), !detail.isEmpty {
            addDetail(field == .howToTest ? detail : label.name + ": " + detail, to: last, asStep: field == .howToTest)
            decide(entry.startLine, "list line", joining: last, statement.title,
                   field == .howToTest ? "how to test the line above (its label says so): added to how to test it"
                                       : "how to meet the line above (its label says so): added to its guidance")
            return
        }
        // "### Review process" over "1. **Read the change**: Open the files it touches": where
        // the document marks its checks, the numbered steps of how to go about the review.
        // ("1. **Spacing** — Is spacing systematic?": a question asks what to check at that step.)
        // (So in one stage of it, "### Phase 1: Context gathering" over "1. **Analyze the PR**".)
        if !strong, statementMode == .marked, list.isOrderedList, let heading = path.last, Self.namesProcedureOrStep(heading),
           !lead.text.containsASCII("?") {
            // (Known for what it is: `checklist lint` does not ask for it to be marked.)
            return decideNotARequirement(entry.startLine, "list line", statement.title, "a step of the review's procedure (the document marks its checks)")
        }
        guard eligible else {
            // (A step of the test's preparation, under "Setup", is known for what it is:
            // `checklist lint` does not ask for it to be marked.)
            if strongMarksOnly, path.contains(where: SectionRole.namesPreparation) {
                return decideNotARequirement(entry.startLine, "list line", statement.title, "a step of the test's preparation, not what to check")
            }
            return skip(strongMarksOnly ? "unmarked line in \(markedOnlyPlace)"
                        : statement.marks.contains(.label) ? "bold label (a detail; the document marks its requirements)"
                        : statement.marks.contains(.boldLead) ? "bold title (the document boxes its checklist lines)"
                        : "plain line (the document marks its requirements)")
        }
        // (A criterion named by a link is given to the section's instructions below.)
        if prose, !named, namedCriterion == nil, !Self.isInstruction(statement.title) { return skip("not an instruction") }
        // "India groups digits in twos" under "Does your number format follow the locale?": a
        // line that neither asks nor instructs, in a page that asks its checks, is a fact
        // about the question before it in its section.
        if asksQuestions, !strong, !named, !statement.title.containsASCII("?"), !Self.isInstruction(Self.textAfterLabel(statement.title)) {
            let text = source.slice(entry.startLine, entry.endLine).trimmingWhitespace()
            guard let last = pending.indices.last, pending[last].item.sectionPath == path else {
                // A section of facts and no question: its heading is what the reviewer is asked.
                guard let heading = path.last else { return skip("statement of fact (the page asks its checks as questions)") }
                addStatement(Statement(title: heading, identifier: nil, severity: nil, severityLabel: nil, rest: "", marks: [], isLinkOnly: false),
                             kind: kind, guidance: text, path: path, severity: severity, sectionNumber: sectionNumber, line: entry.startLine,
                             why: "section of facts with no question (the page asks its checks as questions): its heading, the facts its guidance")
                return
            }
            pending[last].item.guidance += (pending[last].item.guidance.isEmpty ? "" : "\n\n") + text
            decide(entry.startLine, "list line", joining: last, statement.title, "fact about the question above (the page asks its checks as questions)")
            return
        }
        if statement.identifier == nil, case .list(ordered: true, let start) = list.kind,
           let position = list.children.firstIndex(of: entry) {
            statement.identifier = String(start + position)
        }
        // "- **Check:** Do icons have a description?": a label that only says what kind of
        // line it is leaves the title, as in a checklist.
        if let label = statement.label, Self.isTypeLabel(label.name), case let text = StatementText.clean(label.text), !text.isEmpty,
           statement.title.hasSuffix(text) {
            statement.title = text
        }
        var guidance: [String] = statement.rest.isEmpty ? [] : [statement.rest]
        // "[Make sure tables are accessible](…)": the page the instruction links to.
        if statement.isLinkOnly, let open = lead.text.firstUTF8Range(of: "]("), let close = lead.text[open.upperBound...].firstIndex(of: ")") {
            guidance.append(String(lead.text[open.upperBound..<close]))
        }
        // Code under the line, marked by its comments ("// WRONG", "// RIGHT") or by labels
        // above it, is the line's examples; the rest, without the tags that only fold it
        // away (`<details>`) and the author's comments, its guidance.
        let details = entry.children.filter { $0.startLine != lead.startLine || $0.kind != lead.kind }
        var examples = details.contains(where: \.isCode) ? ExampleExtractor.extract(details) : ExampleExtractor.Result(examples: [], consumed: [])
        // (Code under a line ending in a colon is the example it introduces, as code after
        // the list is.)
        if examples.examples.isEmpty, statement.title.utf8.last == UInt8(ascii: ":"), let first = details.first,
           case .code(let language) = first.kind {
            let introduced = Self.introducingExample(statement.title, code: first.text, language: language)
            statement.title = introduced.title
            examples = ExampleExtractor.Result(examples: introduced.examples, consumed: [0])
        }
        for (index, child) in details.enumerated() where !examples.consumed.contains(index) && !(child.kind == .html && HTMLMarkup.isTagsOnly(child.text)) {
            guidance.append(Self.dedent(source.slice(child.startLine, child.endLine)))
        }
        if !strong, named || boldTitle || namedInstruction { weakItemCount += 1 }
        let before = pending.count
        addStatement(statement, kind: Self.kind(of: statement, in: kind),
                     guidance: guidance.joined(separator: "\n\n"), path: path, severity: severity,
                     sectionNumber: sectionNumber, line: entry.startLine, why: Self.reason(for: statement, plain: statementMode == .plain, named: named))
        if pending.count > before {
            pending[pending.count - 1].item.examples = examples.examples
            pending[pending.count - 1].namesCriterion = namedCriterion
            pending[pending.count - 1].isNamedInstruction = namedInstruction
            if statementMode == .plain, !strong, list.isOrderedList,
               Self.namesProcedureOrStep(path.last ?? "") || answeredOnce(.navigationSteps, list, { _ in Self.navigatesScreens(list) }) {
                pending[pending.count - 1].isProcedureStep = true
            }
            // (A link to a criterion states no requirement of the document's: weak, as a
            // marked reading's only items it leaves the document read as unmarked.)
            if namedCriterion != nil, strong || !(named || boldTitle || namedInstruction) { weakItemCount += 1 }
        }
    }

    /// The WCAG success criterion a line that is only a link names ("[2.4.3 Focus Order]",
    /// "[1.1.1: Non-text Content]"): its number and name.
    static func criterionReference(_ statement: Statement) -> (num: String, name: String)? {
        if let identifier = statement.identifier, WCAG.criterion(identifier) != nil { return (identifier, statement.title) }
        let title = Substring(statement.title)
        let number = title.prefix { $0.isNumber || $0 == "." }
        guard WCAG.criterion(String(number)) != nil else { return nil }
        let name = title.dropFirst(number.count).drop { $0 == ":" || $0 == " " || $0 == "-" || $0 == "–" || $0 == "—" }
        return (String(number), name.isEmpty ? WCAG.criterion(String(number))!.title : String(name))
    }

    /// "Fallback: Load the base language" → "Load the base language": the text after a
    /// label of a few words; the whole text where there is none.
    static func textAfterLabel(_ text: String) -> String {
        guard let colon = text.range(of: ": "), text[..<colon.lowerBound].split(separator: " ").count <= 4 else { return text }
        return String(text[colon.upperBound...])
    }

    /// "**Use the platform's type sizes.** Smaller text …", "Keep text readable.": a paragraph
    /// that states a rule (an instruction, or a bold lead sentence), not one that introduces
    /// what follows ("Follow these minimums:"). A table after it is the rule's detail.
    static func statesRuleOverDetail(_ block: MarkdownBlock) -> Bool {
        guard block.kind == .paragraph else { return false }
        let plain = block.plainText.trimmingSpaces()
        guard !plain.hasUTF8Suffix(":") else { return false }
        return block.text.hasUTF8Prefix("**") || block.text.hasUTF8Prefix("__") || isInstruction(plain)
    }

    /// The columns of a table whose header labels every column Do / Don't (also ✅ / ❌,
    /// Good / Bad, Correct / Incorrect, Avoid), with each one's verdict; nil for any other
    /// table. A table that names its rows in a column of their own ("Rule | Do | Don't") is
    /// a requirement table: a row is one item there, its Do and Don't the guidance.
    static func verdictColumns(_ table: MarkdownBlock) -> [(column: Int, verdict: CodeExample.Verdict)]? {
        guard let header = table.children.first, case .tableRow(header: true) = header.kind else { return nil }
        let columns = header.children.enumerated().compactMap { column, cell in
            doDontLabel(StatementText.clean(cell.text)).map { (column: column, verdict: $0) }
        }
        // ("| Bad | Good | Why |": one more column may say why, `reasonColumn`.)
        let reasons = reasonColumn(table) == nil ? 0 : 1
        return columns.count >= 2 && columns.count + reasons == header.children.count
            || !columns.isEmpty && columns.count == header.children.count ? columns : nil
    }

    /// "1. Inline spinner on the button that started the work:" over code, after the line or
    /// under it: the line introduces its example. The title without its colon (unless its
    /// last words wait for what the colon opens, "Listen for:"), and the code as the example.
    static func introducingExample(_ title: String, code: String, language: String?) -> (title: String, examples: [CodeExample]) {
        let caption = droppingColon(title)
        return (endsAwaitingObject(title) ? title : caption, ExampleExtractor.labelledExamples(code, language: language, caption: caption))
    }

    /// The cells of a Do / Don't table as examples, where they are sample wordings (quoted,
    /// or a few words that instruct nothing: "OK", "Save changes") rather than requirements
    /// ("Use sentence case"); nil otherwise.
    static func sampleCells(_ table: MarkdownBlock, columns: [(column: Int, verdict: CodeExample.Verdict)]) -> [CodeExample]? {
        let rows = table.children.dropFirst()
        guard rows.count >= 2, rows.count <= 12 else { return nil }
        // ("| Bad | Good | Why |": the reason is each sample's caption.)
        let reasonColumn = reasonColumn(table)
        var samples: [CodeExample] = []
        for row in rows {
            let reason = reasonColumn.flatMap { $0 < row.children.count ? StatementText.clean(row.children[$0].text) : nil }
            for (column, verdict) in columns where column < row.children.count {
                let text = StatementText.clean(row.children[column].text)
                guard !text.isEmpty else { continue }
                // (A quoted cell is a wording whatever it says: "Enter your street name".)
                guard isQuotation(text) ? text.split(separator: " ").count <= 20
                    : text.split(separator: " ").count <= 6 && !isInstruction(text) && !forbids(text) else { return nil }
                samples.append(CodeExample(verdict: verdict, language: nil, code: text, caption: reason?.isEmpty == false ? reason : nil))
            }
        }
        return samples.count >= 2 ? samples : nil
    }

    /// The Do and Don't columns of a table whose first column names what each row is about
    /// ("| Error type | Do | Don't |", "| Trait | Do | Don't | Why |"): a Do and a Don't at
    /// least, and besides them the first column, one describing it and a reason column at
    /// most (their cells are the items' guidance). Nil for any other
    /// table (one whose first column names requirements, "Rule | Do | Don't", is a
    /// requirement table, read before this is asked).
    static func subjectVerdictColumns(_ table: MarkdownBlock) -> [(column: Int, verdict: CodeExample.Verdict)]? {
        guard let header = table.children.first, case .tableRow(header: true) = header.kind, header.children.count >= 3 else { return nil }
        let columns = header.children.enumerated().compactMap { column, cell in
            doDontLabel(StatementText.clean(cell.text)).map { (column: column, verdict: $0) }
        }
        guard columns.count >= 2, columns.first?.column ?? 0 > 0, columns.contains(where: { $0.verdict == .correct }),
              columns.contains(where: { $0.verdict == .incorrect }) else { return nil }
        // (One column more may describe the subject: "| Trait | What it means | Do | Don't |".)
        return header.children.count - columns.count - (reasonColumn(table) == nil ? 0 : 1) <= 2 ? columns : nil
    }

    /// The rows of a table `subjectVerdictColumns` reads. A cell that states what to do or
    /// avoid is an item, titled by the row's subject and the cell ("Network: Retry with
    /// backoff", a rule; "Network: Retry forever", an anti-pattern). Cells that quote
    /// wording ("| Plain | "Save your draft" | "Persist the state" |") are samples: the row
    /// is one item titled by its subject, the quotations its correct and incorrect examples.
    mutating func collectSubjectVerdictRows(_ table: MarkdownBlock, columns: [(column: Int, verdict: CodeExample.Verdict)], path: [String],
                                            severity: Severity?, sectionNumber: String?, sectionKind: ItemKind) {
        let reasonColumn = Self.reasonColumn(table)
        let verdictColumns = Set(columns.map(\.column))
        let notes = (1..<(table.children.first?.children.count ?? 1)).filter { !verdictColumns.contains($0) && $0 != reasonColumn }
        for row in table.children.dropFirst() where !row.children.isEmpty {
            let subject = StatementText.clean(row.children[0].text)
            let reason = (notes + (reasonColumn.map { [$0] } ?? [])).compactMap { $0 < row.children.count ? row.children[$0].text.trimmingSpaces() : nil }
                .filter { !$0.isEmpty }.joined(separator: "\n\n")
            var samples: [CodeExample] = []
            for (column, verdict) in columns where column < row.children.count {
                let cell = StatementText.clean(row.children[column].text)
                guard !cell.isEmpty else { continue }
                if Self.isQuotation(cell) {
                    samples.append(CodeExample(verdict: verdict, language: nil, code: cell))
                    continue
                }
                guard !subject.isEmpty else { continue }
                var statement = StatementText.read(subject + ": " + row.children[column].text.trimmingSpaces(), words: hints.severityWords)
                guard !statement.title.isEmpty else { continue }
                statement.verdict = verdict
                statement.marks.insert(.verdict)
                addStatement(statement, kind: Self.kind(of: statement, in: sectionKind), guidance: reason, path: path, severity: severity,
                             sectionNumber: sectionNumber, line: row.startLine, block: "table cell",
                             why: verdict == .correct ? "cell of a Do column, about its row's subject" : "cell of a Don't column, about its row's subject")
            }
            guard !samples.isEmpty, !subject.isEmpty else { continue }
            let before = pending.count
            // (A rule, as the Do cells of such a table are.)
            var statement = StatementText.read(row.children[0].text, words: hints.severityWords)
            statement.verdict = .correct
            statement.marks.insert(.verdict)
            addStatement(statement, kind: Self.kind(of: statement, in: sectionKind), guidance: reason, path: path,
                         severity: severity, sectionNumber: sectionNumber, line: row.startLine, block: "table row",
                         why: "row of a Do / Don't table whose cells quote wording: its subject, the quotations its examples")
            if pending.count > before { pending[pending.count - 1].item.examples = samples }
        }
    }

    /// The column of a Do / Don't table that says why ("Why", "Reason", "Rationale"), if any.
    static func reasonColumn(_ table: MarkdownBlock) -> Int? {
        guard let header = table.children.first, case .tableRow(header: true) = header.kind else { return nil }
        return header.children.firstIndex { cell in
            ["why", "reason", "reasons", "rationale", "because", "why it matters"].contains(Slug.words(StatementText.clean(cell.text)).joined(separator: " "))
        }
    }

    /// The sentences of a paragraph that state a requirement with an RFC 2119 keyword in
    /// capitals. The boilerplate that explains the keywords ("… are to be interpreted as
    /// described in RFC 2119") states none.
    static func keywordSentences(_ text: String) -> [String] {
        // A byte scan of the whole paragraph first: most paragraphs have no keyword at all.
        guard StatementText.keywordSeverity(text) != nil else { return [] }
        return sentences(text.replacingNewlinesWithSpaces()).filter { sentence in
            guard StatementText.keywordSeverity(sentence) != nil else { return false }
            if sentence.containsUTF8("RFC 2119") || sentence.containsUTF8("RFC2119") || sentence.containsUTF8("RFC 8174") || sentence.containsUTF8("BCP 14") {
                return false
            }
            let named = ["MUST", "SHOULD", "SHALL", "MAY", "REQUIRED", "RECOMMENDED", "OPTIONAL"].filter { sentence.containsUTF8($0) }
            return named.count < 3
        }
    }

    /// The sentences of a paragraph that ask the reader something about their work: a
    /// question of four words or more addressed to them ("Have you …?", "Does your app …?",
    /// "…, do you need …?", "When …, does your app …?"), not an open or rhetorical one
    /// ("Why does this matter?").
    static func readerQuestions(_ text: String) -> [String] {
        let all = sentences(text.replacingNewlinesWithSpaces())
        return all.indices.filter { index in
            let sentence = all[index]
            guard sentence.hasUTF8Suffix("?") else { return false }
            // "Are you building a navigation? Use the `<nav>` element …": a question the next
            // sentence answers with what to do leads into that instruction; it asks nothing.
            if index + 1 < all.count, isInstruction(all[index + 1]) { return false }
            // ("But when should you …?": the conjunction ties it to the sentence before.)
            var words = Slug.words(sentence)
            if ["but", "and", "so", "yet", "or"].contains(words.first ?? "") { words.removeFirst() }
            // "When a screen mixes scripts, does your layout …?" asks after its clause.
            guard words.count >= 4, let first = words.first,
                  !["what", "why", "how", "when", "where", "who", "which", "whose"].contains(first) || sentence.containsUTF8(", ") else { return false }
            return words.contains { $0 == "you" || $0 == "your" }
        }.map { all[$0] }
    }

    /// A text's sentences: each ends at ".", "!" or "?" before a space and a capital, a digit
    /// or a quotation mark, except after an abbreviation ("e.g.", "i.e.", "etc.") or inside a
    /// quotation that closes later (`a message like "Leave this page? Changes are lost."`).
    static func sentences(_ text: String) -> [String] {
        let characters = Array(text)
        var sentences: [String] = []
        var start = 0
        var index = 0
        var quotationEnd: Int?
        while index < characters.count {
            let character = characters[index]
            if index == quotationEnd {
                quotationEnd = nil
                // (`… a message like "Leave this page?" Then …`: a quotation closing its sentence.)
                if index > 0, ".!?".contains(characters[index - 1]), index + 2 < characters.count, characters[index + 1] == " ",
                   characters[index + 2].isUppercase || characters[index + 2].isNumber {
                    sentences.append(String(characters[start...index]).trimmingSpaces())
                    start = index + 2
                    index += 2
                    continue
                }
            } else if quotationEnd == nil, character == "\"" || character == "“" {
                quotationEnd = characters[(index + 1)...].firstIndex { $0 == "\"" || $0 == "”" }
            }
            if quotationEnd == nil, character == "." || character == "!" || character == "?", index + 2 < characters.count, characters[index + 1] == " ",
               characters[index + 2].isUppercase || characters[index + 2].isNumber || "\"“'‘".contains(characters[index + 2]) {
                var wordStart = index
                while wordStart > start, characters[wordStart - 1].isLetter || characters[wordStart - 1] == "." { wordStart -= 1 }
                let word = String(characters[wordStart..<index]).lowercased()
                if character != "." || !abbreviations.contains(word) {
                    sentences.append(String(characters[start...index]).trimmingSpaces())
                    start = index + 2
                    index += 2
                    continue
                }
            }
            index += 1
        }
        if start < characters.count { sentences.append(String(characters[start...]).trimmingSpaces()) }
        return sentences.filter { !$0.isEmpty }
    }

    private static let abbreviations: Set<String> = ["e.g", "i.e", "etc", "vs", "cf", "approx", "incl", "no", "fig", "min", "max", "dr", "mr", "ms"]

    /// Whether the text ends on an abbreviation (its last run of letters and stops: "(e.g",
    /// " etc"), so that a stop after it ends no sentence.
    static func endsWithAbbreviation(_ text: Substring) -> Bool {
        let word = text.reversed().prefix { $0.isLetter || $0 == "." }
        return word.count <= 6 && abbreviations.contains(String(word.reversed()).lowercased())
    }

    /// Why a paragraph of a section became no item, in words.
    private func skippedProseReason(_ text: String) -> String {
        guard statementMode == .plain else { return "prose (the document marks its requirements)" }
        guard Self.isInstruction(text) else { return "prose that gives no instruction" }
        if text.trimmingSpaces().hasUTF8Suffix(":") { return "introduces what follows" }
        return Self.introductionInstructionReason
    }

    /// Why an instruction in prose was read as the introduction's, or as one beside lines
    /// that are the items.
    static let introductionInstructionReason = "an instruction in the introduction or beside the section's lists (its lines are the items)"

    mutating func addStatement(_ statement: Statement, kind: ItemKind, guidance: String, path: [String],
                               severity: Severity?, sectionNumber: String?, line: Int, block: String = "list line", why: String) {
        if block == "list line", addsToEarlierItem(statement, line: line, path: path) { return }
        // "- P0:", "- Before:", "- <rule-id> — <one-line rationale>": the blanks of a
        // report template, to be filled in; they ask nothing.
        if block == "list line", guidance.isEmpty, Self.isTemplateBlank(statement.title) {
            decideNotARequirement(line, block, statement.title, "a blank of a template to fill in, asks nothing")
            return
        }
        if block == "list line", guidance.isEmpty, (statement.identifier ?? statement.title).utf8.first?.isASCIIDigit == true,
           Self.isNumberList([statement.identifier, statement.title].compactMap { $0 }.joined(separator: " ")) {
            decideNotARequirement(line, block, statement.title, Self.numberListReason)
            return
        }
        let localID: String
        switch kind {
        case .antiPattern: localID = "anti-pattern-" + (statement.identifier.map { Slug.make($0) } ?? Slug.make(statement.title, maxWords: 5))
        case .principle: localID = "principle-" + (statement.identifier.map { Slug.make($0) } ?? Slug.make(statement.title, maxWords: 5))
        default: localID = statement.identifier.map { Slug.make($0) } ?? Slug.make(statement.title)
        }
        let item = ChecklistItem(id: localID, number: statement.identifier, title: statement.title, kind: kind,
                                 severity: statement.severity ?? severity, sectionPath: path, sectionNumber: sectionNumber,
                                 guidance: guidance, line: line + lineOffset,
                                 severityLabel: statement.severity == nil ? inheritedSeverityLabel(severity) : statement.severityLabel)
        pending.append(Pending(item: item, localID: localID,
                               references: CrossReference.find(in: statement.title + " " + guidance), parentTitle: nil))
        decide(line, block, .item, statement.title, why)
    }

    /// "P0:", "Files reviewed:" (a label of three words at most with nothing after it), or
    /// a line of placeholders only, "<rule-id> — <one-line rationale>" (words in angle
    /// brackets and the marks between them; not "Present in <head>", nor a generic type,
    /// "StateFlow<UiState>").
    static func isTemplateBlank(_ title: String) -> Bool {
        if title.utf8.last == UInt8(ascii: ":"), title.split(separator: " ").count <= 3 { return true }
        guard title.utf8.contains(UInt8(ascii: "<")) else { return false }
        var rest = ""
        var placeholders = 0
        var inside: String?
        for character in title {
            if character == "<" { inside = ""; continue }
            if character == ">", let word = inside {
                guard !word.isEmpty, word.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == " " || $0 == "_" }) else { return false }
                placeholders += 1
                inside = nil
                continue
            }
            if inside != nil { inside!.append(character) } else { rest.append(character) }
        }
        return placeholders >= 1 && inside == nil && Slug.words(rest).isEmpty
    }

    /// True when `label` is the title of one of the document's sections (not the one it
    /// stands in: "## Buttons" › "**Buttons:** …" labels its own section's line).
    func namesSection(_ label: String, besides current: String?) -> Bool {
        let name = Slug.phrase(label)
        return !name.isEmpty && sectionTitles.contains(name) && name != current.map(Slug.phrase)
    }

    /// "- **S3**: how to check it" after S3 was stated: a list line that repeats an
    /// identifier an item above has (one written in the text, not a list's own count) adds
    /// to that item's guidance; it is not a second item. True when it did.
    /// Under a heading that says how to test ("### How to check"), the detail is the item's
    /// test steps, not more of its guidance. "- **S1/S2**: …" adds to both items.
    mutating func addsToEarlierItem(_ statement: Statement, line: Int, path: [String]) -> Bool {
        let numbers: [String]
        if statement.marks.contains(.identifier), let number = statement.identifier {
            numbers = [number]
        } else if let label = statement.label, let joint = Self.jointIdentifiers(label.name) {
            numbers = joint
        } else {
            return false
        }
        guard !numbers.contains(where: { $0.allSatisfy(\.isNumber) }) else { return false }
        let earlier = numbers.compactMap { number in pending.lastIndex { $0.item.number == number } }
        guard earlier.count == numbers.count else { return false }
        // (A line naming several items is "**S1/S2**: text": the text is the detail.)
        let detail = numbers.count > 1 ? MarkdownInline.plain(statement.label?.text ?? "").trimmingSpaces()
            : [statement.title, statement.rest].filter { !$0.isEmpty }.joined(separator: " ")
        guard !detail.isEmpty else { return false }
        let testing = path.last.map(Self.namesTesting) ?? false
        // "### Buttons" › "- [ ] 2.5.8 (AA) - At least 24x24px" after "| Large tap targets |
        // 2.5.8 (AA) |" under "### Motor": a WCAG criterion cited again under another topic is
        // a check of that topic, not a detail of the first.
        if numbers.count == 1, !testing, HeadingText.isCriterionNumber(numbers[0]),
           pending[earlier[0]].item.sectionPath != path {
            return false
        }
        for index in earlier { addDetail(detail, to: index, asStep: testing) }
        let field = testing ? "how to test it" : "its guidance"
        decide(line, "list line", joining: earlier[0], statement.title,
               "detail of item \(numbers.joined(separator: ", ")) above (same identifier): added to \(field)")
        return true
    }

    /// "<!-- docs: start dos -->", "<!-- donts -->": an HTML comment (the last of the block)
    /// that opens a part of the page named Do's or Don'ts, with its verdict; nil for any
    /// other block, and for a comment that closes one ("<!-- docs: end dos -->").
    static func commentVerdict(_ block: String) -> CodeExample.Verdict? {
        guard block.hasUTF8Prefix("<!--"), block.utf8.count <= 200, case let html = block.trimmingWhitespace(),
              let open = html.range(of: "<!--", options: .backwards),
              let close = html.range(of: "-->", options: .backwards), open.upperBound <= close.lowerBound,
              html[close.upperBound...].trimmingSpaces().isEmpty else { return nil }
        let words = Slug.words(html[open.upperBound..<close.lowerBound].replacingOccurrences(of: "'", with: "").replacingOccurrences(of: "’", with: ""))
        guard let last = words.last, words.count <= 4, !words.contains("end") else { return nil }
        switch last {
        case "dos", "do": return .correct
        case "donts", "dont": return .incorrect
        default: return nil
        }
    }

    /// Where a labelled line's text goes when its label names a detail of the line before
    /// it ("Fix:", "How to fix:", "Solution:"; "Tool:", "How to test:"), nil for any other label.
    /// "How to test:", "**How to Test:**", "Test steps:", "Steps to test", "To verify:": a
    /// label over the steps of testing what is above it.
    static func namesTestSteps(_ plain: String) -> Bool {
        let text = plain.trimmingSpaces()
        guard text.utf8.count <= 40, text.hasUTF8Suffix(":") else { return false }
        return ["how to test", "how to check", "how to verify", "test steps", "testing steps", "steps to test", "steps to verify",
                "to test", "to verify", "verification steps", "test procedure", "testing"].contains(Slug.words(text).joined(separator: " "))
    }

    enum DetailField { case guidance, howToTest }
    static func detailLabel(_ name: String) -> DetailField? {
        switch Slug.words(MarkdownInline.plain(name)).joined(separator: " ") {
        case "fix", "how to fix", "solution", "remedy", "remediation", "workaround", "to fix": return .guidance
        case "tool", "tools", "how to test", "how to check", "how to verify", "test with", "check with": return .howToTest
        default: return nil
        }
    }

    /// Adds a line's text to an earlier item: a step of how to test it ("- …" on a line of its
    /// own), or a paragraph of its guidance.
    mutating func addDetail(_ detail: String, to index: Int, asStep: Bool) {
        if asStep {
            let steps = pending[index].item.howToTest ?? ""
            pending[index].item.howToTest = steps + (steps.isEmpty ? "" : "\n") + "- " + detail
        } else {
            pending[index].item.guidance += (pending[index].item.guidance.isEmpty ? "" : "\n\n") + detail
        }
    }

    /// "S1/S2", "A3, A4": identifiers of items named together.
    static func jointIdentifiers(_ label: String) -> [String]? {
        guard label.utf8.count <= 40, label.containsASCII("/") || label.containsASCII(",") else { return nil }
        let parts = label.split(whereSeparator: { $0 == "/" || $0 == "," }).map { $0.trimmingSpaces() }
        guard parts.count >= 2, parts.allSatisfy({ HeadingText.isCodeIdentifier($0) || HeadingText.isDottedNumber($0) }) else { return nil }
        return parts
    }

    /// "How to check", "How to test", "Testing", "Verification": a section that says how to
    /// test the items above it.
    static func namesTesting(_ title: String) -> Bool {
        guard title.utf8.count <= 32 else { return false }
        return testingTitles.contains(Slug.words(MarkdownInline.plain(title)).joined(separator: " "))
    }

    private static let testingTitles: Set<String> = [
        "how to check", "how to test", "how to verify", "how to audit", "how to detect", "testing", "verification",
        "test steps", "test procedure", "detection", "how to check it", "how to test it",
        "evaluation methodology", "test methodology", "testing methodology", "methodology", "how to evaluate",
        "evaluation method", "test method", "testing procedure",
        "methodologie d evaluation", "methodologie", "comment tester", "procedure de test",
    ]

    /// A Don't is an anti-pattern and a Do a rule, wherever they stand; other lines take
    /// their section's kind (a checklist line, a principle).
    /// "Avoid …", "Never …", "Don't …", "Do not …": an instruction that forbids.
    static func forbids(_ text: String) -> Bool {
        let words = Slug.words(text)
        guard let first = words.first else { return false }
        return ["avoid", "never", "don", "dont", "stop", "refrain", "no"].contains(first) || first == "do" && words.dropFirst().first == "not"
    }

    static func kind(of statement: Statement, in sectionKind: ItemKind) -> ItemKind {
        switch statement.verdict {
        case .incorrect?: return .antiPattern
        // (A Do among a section's mistakes is how to avoid them: never one of them.)
        case .correct?: return sectionKind == .check || sectionKind == .antiPattern ? .rule : sectionKind
        case nil: return sectionKind
        }
    }

    /// Which marks made a line an item, in words.
    static func reason(for statement: Statement, plain: Bool, named: Bool = false) -> String {
        var marks: [String] = []
        if statement.marks.contains(.identifier) { marks.append("identifier") }
        if statement.marks.contains(.severity) { marks.append("severity") }
        if statement.marks.contains(.keyword) { marks.append("RFC 2119 keyword") }
        if let verdict = statement.verdict { marks.append(verdict == .correct ? "Do" : "Don't") }
        if statement.marks.contains(.boldLead), !statement.marks.contains(.label) { marks.append("bold title") }
        if marks.isEmpty, named { return "line under a label or heading that names requirements" }
        if marks.isEmpty, plain, statement.title.hasUTF8Suffix("?") { return "question to the reader (the document has no marked lines)" }
        if marks.isEmpty { return plain ? "plain line (the document has no marked lines)" : "bold label" }
        return marks.joined(separator: ", ")
    }

    // MARK: Reading blocks

    /// The list at `index` names, ticked, the cases its section applies to, under a label
    /// that neither asks nor names requirements ("When to use:" over "- ✅ Close buttons").
    static func namesTickedCases(_ blocks: [MarkdownBlock], at index: Int) -> Bool {
        guard index > 0, blocks[index - 1].kind == .paragraph,
              // (Asked of every list after a paragraph: one that does not end in a colon is turned away on its bytes.)
              blocks[index - 1].text.utf8.last(where: { $0 != 0x20 && $0 != 0x0A && $0 != UInt8(ascii: "*") && $0 != UInt8(ascii: "_") }) == UInt8(ascii: ":")
        else { return false }
        var intro = Substring(blocks[index - 1].plainText.trimmingSpaces())
        // ("**3. Let components handle position:**": the number of a step, then its instruction.)
        if let dot = intro.firstIndex(where: { $0 == "." || $0 == ")" }), dot > intro.startIndex,
           intro[..<dot].allSatisfy(\.isNumber), intro[intro.index(after: dot)...].first == " " {
            intro = intro[intro.index(dot, offsetBy: 2)...]
        }
        let text = String(intro)
        // ("Good identifiers are:" over "- ✅ Unique within the app": what a thing must be.)
        let predicates = ["is", "are", "be"].contains(Slug.words(text).last ?? "")
        return text.hasUTF8Suffix(":") && !predicates && !isInstruction(text) && !requirementsLabel(text) && doDontLabel(text) == nil
            && listsMarkedCases(blocks[index])
    }

    /// Every line opens with ✅ or ❌, and the ticked ones (two or more) each name a case in a
    /// few words ("Tab bar icons", "Acronyms (SQL, API)"): no instruction, no sentence.
    static func listsMarkedCases(_ list: MarkdownBlock) -> Bool {
        var ticked = 0
        for entry in list.children {
            guard let lead = entry.leadParagraph,
                  let (verdict, rest) = StatementText.leadingVerdictMark(Substring(lead.plainText.trimmingSpaces())) else { return false }
            guard verdict == .correct else { continue }
            let text = String(rest)
            guard Slug.wordCount(withoutParentheses(text)) <= 6, !text.hasUTF8Suffix("."), !text.containsASCII(":"),
                  !isInstruction(text), !saysWhatToDo(text) else { return false }
            ticked += 1
        }
        return ticked >= 2
    }

    static func isTaskList(_ list: MarkdownBlock) -> Bool {
        list.children.contains { if case .item(task: .some) = $0.kind { return true } else { return false } }
    }

    /// A list entry without a box over task lines ("3. **Test checklist**" over "- [ ] …"),
    /// at any depth under entries without one: the group of those checks.
    static func groupsTaskLines(_ entry: MarkdownBlock) -> Bool {
        if case .item(task: .some) = entry.kind { return false }
        return entry.children.contains { $0.isList && (isTaskList($0) || $0.children.contains(where: groupsTaskLines)) }
    }

    /// How many lines of `list` open with a record's field (`recordLabels`), and how many
    /// with any bold label; worked out once per list, however many of its lines ask.
    private mutating func recordFieldShare(_ list: MarkdownBlock) -> RecordFieldShare {
        if let known = recordLists[list.startLine] { return known }
        var share = RecordFieldShare(fields: 0, labelled: 0)
        for entry in list.children {
            guard let lead = entry.leadParagraph, let label = Self.recordLabel(lead.text, maxWords: 8) else { continue }
            share.labelled += 1
            if recordLabels.contains(label) { share.fields += 1 }
        }
        recordLists[list.startLine] = share
        return share
    }

    /// "**Browser:** Chrome", "**Pros**:": a list line's bold label of four words at most and
    /// no digit (not a criterion, "**1.1.1 (A) - Non-text Content:**"), in lower case,
    /// without its colon; nil for a line that opens otherwise.
    static func recordLabel(_ text: String, maxWords: Int = 4) -> String? {
        guard text.hasUTF8Prefix("**"), let close = text.dropFirst(2).firstUTF8Range(of: "**") else { return nil }
        var label = text[text.index(text.startIndex, offsetBy: 2)..<close.lowerBound]
        if label.hasUTF8Suffix(":") { label = label.dropLast() } else if !text[close.upperBound...].hasUTF8Prefix(":") { return nil }
        guard !label.isEmpty, label.split(separator: " ").count <= maxWords, !label.contains(where: \.isNumber) else { return nil }
        return label.lowercased()
    }

    /// The blocks of a Do / Don't example container, each with the verdict of the label above
    /// it (a "Do" or "Don't" heading or paragraph, a `<Do>` or `<Dont>` tag left open), and an
    /// HTML block's components (`<Do>` … `</Do>` samples it closes itself). The label
    /// paragraphs themselves are left out.
    static func containerParts(_ blocks: ArraySlice<MarkdownBlock>)
        -> [(verdict: CodeExample.Verdict?, block: MarkdownBlock, components: HTMLMarkup.Components?)] {
        var verdict: CodeExample.Verdict?
        var parts: [(verdict: CodeExample.Verdict?, block: MarkdownBlock, components: HTMLMarkup.Components?)] = []
        for block in blocks {
            if block.kind == .paragraph, let stated = doDontLabel(block.plainText.trimmingSpaces(), onlyVerdictWords: true) {
                verdict = stated
                continue
            }
            let components = block.kind == .html ? HTMLMarkup.exampleComponents(block.text) : nil
            parts.append((verdict, block, components))
            if let open = components?.open { verdict = open ? .correct : .incorrect }
        }
        return parts
    }

    /// Whether each of a Do / Don't container's parts, two at least, has a caption (a
    /// `caption` attribute or a `<Caption>` element).
    static func captionsEveryPart(_ blocks: ArraySlice<MarkdownBlock>) -> Bool {
        let samples = blocks.filter { $0.kind == .html }.flatMap { HTMLMarkup.exampleComponents($0.text).samples }
        return samples.count >= 2 && samples.allSatisfy { $0.caption != nil || HTMLMarkup.element("Caption", in: $0.inner) != nil }
    }

    /// The samples a Do / Don't example container holds, each with its part's verdict: code,
    /// a wording, or a list's lines as one sample.
    static func containerExamples(_ blocks: ArraySlice<MarkdownBlock>) -> [CodeExample] {
        var examples: [CodeExample] = []
        for (verdict, block, components) in containerParts(blocks) {
            switch block.kind {
            case .paragraph:
                let plain = block.plainText.trimmingSpaces()
                if let verdict, !plain.isEmpty, !(block.text.hasUTF8Prefix("![") && StatementText.clean(block.text).isEmpty) {
                    examples.append(CodeExample(verdict: verdict, language: nil, code: plain))
                }
            case .code(let language):
                if let verdict { examples.append(CodeExample(verdict: verdict, language: language, code: block.text)) }
            case .list:
                let lines = block.children.compactMap { $0.leadParagraph?.plainText.trimmingSpaces() }
                if let verdict, !lines.isEmpty { examples.append(CodeExample(verdict: verdict, language: nil, code: lines.joined(separator: "\n"))) }
            case .html:
                examples += (components?.samples ?? []).compactMap { componentExample($0.inner, verdict: $0.correct ? .correct : .incorrect) }
            default:
                continue
            }
        }
        return examples
    }

    /// The instructions a Do / Don't container states, each with its verdict, its line and
    /// the code shown with it: the lines of lists inside `<Do>` / `<Dont>`, and a part's own
    /// words or `<Caption>`. Nil unless every part's words and most lines are instructions,
    /// and the Don't part's forbid ("Don't point at hidden elements"): a container of sample
    /// wordings ("<Do><em>Enter a name</em></Do>", a Don't of "Pick one") or of pictures
    /// states none.
    static func containerInstructions(_ blocks: ArraySlice<MarkdownBlock>)
        -> [(text: String, verdict: CodeExample.Verdict, line: Int, example: CodeExample?, isPart: Bool)]? {
        var found: [(text: String, verdict: CodeExample.Verdict, line: Int, example: CodeExample?, isPart: Bool)] = []
        var lines = 0, instructing = 0
        for (verdict, block, components) in containerParts(blocks) {
            switch block.kind {
            case .paragraph:
                let plain = block.plainText.trimmingSpaces()
                // (A picture shows; it says nothing.)
                if let verdict, !plain.isEmpty, !(block.text.hasUTF8Prefix("![") && StatementText.clean(block.text).isEmpty) {
                    lines += 1
                    if isInstruction(plain) || forbids(plain) { instructing += 1 }
                    found.append((block.text, verdict, block.startLine, nil, true))
                }
            case .list:
                guard let verdict else { return nil }
                for entry in block.children {
                    guard let lead = entry.leadParagraph else { continue }
                    lines += 1
                    if isInstruction(lead.plainText) || forbids(lead.plainText) { instructing += 1 }
                    found.append((lead.text, verdict, entry.startLine, nil, false))
                }
            case .html:
                let samples = components?.samples ?? []
                for sample in samples {
                    let part: CodeExample.Verdict = sample.correct ? .correct : .incorrect
                    // (Words set in <em> or quotes are sample wordings; a picture shows, it does not say.)
                    let caption = HTMLMarkup.element("Caption", in: sample.inner) ?? sample.caption.map { Substring($0) }
                    let words = caption ?? (sample.inner.containsASCII("<") ? nil : sample.inner)
                    guard let words, case let text = MarkdownInline.plain(String(words)).replacingNewlinesWithSpaces().trimmingSpaces(),
                          !text.isEmpty, isInstruction(text) || forbids(text) else { return nil }
                    var example = componentExample(sample.inner, verdict: part)
                    example?.caption = nil
                    found.append((text, part, block.startLine, example, true))
                }
                // (A part whose tags stand on lines of their own, as a flattened copy's come
                // back: its `<Caption>` is a block after the opening `<Do>`.)
                if samples.isEmpty, let verdict, let caption = HTMLMarkup.element("Caption", in: block.text[...]) {
                    let text = MarkdownInline.plain(String(caption)).replacingNewlinesWithSpaces().trimmingSpaces()
                    guard !text.isEmpty, isInstruction(text) || forbids(text) else { return nil }
                    found.append((text, verdict, block.startLine, nil, true))
                }
            default:
                continue
            }
        }
        let donts = found.filter { $0.verdict == .incorrect }
        guard !found.isEmpty, instructing * 2 >= lines, !donts.isEmpty,
              donts.allSatisfy({ forbids(MarkdownInline.plain($0.text)) }) else { return nil }
        return found
    }

    /// `<Code className="language-html">{`<button>OK</button>`}</Code>` and `<Caption>The
    /// button has no redundant label.</Caption>` inside a `<Do>` or `<Dont>`: the code with its
    /// caption. (A picture's caption says what a picture shows: no sample to attach.)
    static func componentExample(_ inner: Substring, verdict: CodeExample.Verdict) -> CodeExample? {
        func element(_ name: String) -> Substring? { HTMLMarkup.element(name, in: inner) }
        let caption = element("Caption").map { MarkdownInline.plain(String($0)).replacingNewlinesWithSpaces().trimmingSpaces() }
        var code = element("Code").map { $0.trimmingWhitespace() }
        // (JSX writes the code as a template literal: {`…`}.)
        if let literal = code, literal.hasUTF8Prefix("{`"), literal.hasUTF8Suffix("`}") { code = String(literal.dropFirst(2).dropLast(2)) }
        var language: String?
        if let open = inner.range(of: "language-") {
            language = String(inner[open.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "-" })
        }
        guard let code, !code.isEmpty else { return nil }
        return CodeExample(verdict: verdict, language: language, code: code, caption: caption?.isEmpty == false ? caption : nil)
    }

    /// A label's words as `doDontLabel` compares them: lower case, curly apostrophes
    /// straight, spaces, colons, stops and emphasis marks trimmed from either end.
    /// (In Swift, scalar by scalar: Foundation's replacing and trimming copied every short
    /// line of a document into UTF-16, and made the set of trimmed characters, each time.)
    static func labelWords(_ label: Substring) -> String {
        var words = label.lowercased()
        if words.containsUTF8("’") { words = String(String.UnicodeScalarView(words.unicodeScalars.map { $0 == "’" ? "'" : $0 })) }
        return words.trimming { $0 == " " || $0 == ":" || $0 == "." || $0 == "*" || $0 == "_" }
    }

    /// A paragraph that labels the list after it: "**✔️ Do**", "Don't:", "❌ Avoid".
    /// `onlyVerdictWords`: only a Do / Don't word ("Do this", "❌ Avoid"), not a label that
    /// names good or bad practices, mistakes or signs (as a heading, "Common issues" names a
    /// topic that its own sub-sections and examples detail).
    static func doDontLabel(_ text: String, onlyVerdictWords: Bool = false) -> CodeExample.Verdict? {
        // The longest label, with its marks and emphasis, is well under 40 bytes.
        guard text.utf8.count <= 40 else { return nil }
        var body = Substring(text.trimmingSpaces())
        var markVerdict: CodeExample.Verdict?
        if let (verdict, rest) = StatementText.leadingVerdictMark(body) {
            markVerdict = verdict
            body = rest
        }
        let words = labelWords(body)
        switch words {
        case "do", "dos", "do's", "do this", "do this instead", "do instead", "instead", "always", "good", "correct", "right", "recommended", "prefer",
             // A writing guide's columns: "| Instead of | Write |", "| Avoid | Use instead |".
             "use", "use instead", "write", "say",
             // The same labels in French, German and Spanish guides ("**À faire :**").
             "à faire", "a faire", "richtig", "empfohlen", "correcto", "recomendado", "hacer":
            return .correct
        case "don't", "dont", "don'ts", "donts", "do not", "don't do this", "dont do this", "do not do this", "avoid", "never", "bad", "wrong",
             "incorrect", "not recommended", "instead of", "don't use", "don't write", "don't say",
             "à éviter", "a eviter", "à ne pas faire", "a ne pas faire", "falsch", "vermeiden", "nicht empfohlen",
             "incorrecto", "evitar", "no hacer":
            return .incorrect
        // WCAG's words for the ways to meet a criterion and to fail it, after a mark that
        // gives the verdict ("✅ Success technique(s)", "🚫 Failures"). Without a mark they
        // name a topic ("Common failures:" over what to inspect for).
        case _ where markVerdict != nil && HeadingText.techniqueLabels.contains(words):
            return markVerdict
        case "" where markVerdict != nil:
            return markVerdict
        default:
            return onlyVerdictWords ? nil : signsLabel(words) ?? mistakesLabel(words) ?? practicesLabel(words)
        }
    }

    /// "✅ = Pass (accessible)", "🟡 = Not tested yet": one to three marks (scalars from
    /// U+2000: pictures, symbols), then "=" and what they mean.
    static func definesAMark(_ text: String) -> Bool {
        guard let lead = text.utf8.first, lead >= 0xE2 else { return false }
        let body = text.trimmingSpaces()
        guard let equals = body.prefix(16).firstIndex(of: "="), case let marks = body[..<equals].trimmingCharacters(in: .whitespaces),
              !marks.isEmpty, marks.count <= 3,
              marks.unicodeScalars.allSatisfy({ $0.value >= 0x2000 || $0 == "\u{FE0F}" || $0 == " " }),
              body[body.index(after: equals)...].contains(where: \.isLetter) else { return false }
        return true
    }

    /// "Good patterns", "Bad practices", "Bad uses": a label over practices to follow, or to avoid, as a
    /// Do or Don't label is. ("**Best practices:**" titles a topic: its lines are read as the
    /// section's own, checks in a checklist.)
    static func practicesLabel(_ words: String) -> CodeExample.Verdict? {
        let parts = words.split(separator: " ")
        guard parts.count == 2, ["patterns", "practices", "habits", "uses", "usage", "approaches"].contains(parts[1]) else { return nil }
        switch parts[0] {
        case "good", "recommended", "preferred", "correct": return .correct
        case "bad", "poor", "wrong", "incorrect": return .incorrect
        default: return nil
        }
    }

    /// "Common issues", "Common animation mistakes", "Pitfalls", "Red flags": a label over
    /// the mistakes a screen must not make.
    static func mistakesLabel(_ words: String) -> CodeExample.Verdict? {
        let parts = words.split(separator: " ")
        guard let first = parts.first, let last = parts.last, parts.count <= 4 else { return nil }
        if ["red flags", "pitfalls", "mistakes", "anti-patterns", "antipatterns", "mistakes to avoid", "things to avoid"]
            .contains(words) { return .incorrect }
        guard parts.count >= 2, ["common", "typical", "frequent"].contains(first),
              ["issues", "mistakes", "pitfalls", "problems", "anti-patterns", "antipatterns"].contains(last) else { return nil }
        return .incorrect
    }

    /// "Native signals" / "Non-native signals", "Strong hierarchy indicators" / "Weak …",
    /// "Good signs" / "Warning signs": labels over signs of what a screen should show and of
    /// what it must not.
    static func signsLabel(_ words: String) -> CodeExample.Verdict? {
        let parts = words.split(separator: " ")
        guard (2...4).contains(parts.count), let last = parts.last, ["signals", "indicators", "signs"].contains(last) else { return nil }
        let first = parts[0]
        let negative = ["non", "un", "incons", "incoh", "incorr", "insuff", "inadeq", "inacc"].contains { first.hasPrefix($0) }
            || ["weak", "poor", "bad", "negative", "warning", "red", "missing", "broken"].contains(first)
        return negative ? .incorrect : .correct
    }

    /// A list that defines severity levels ("**Blocker**: must be fixed before merge",
    /// "**Minor**: polish"): every line opens with a different level and a colon or dash,
    /// and there are three such lines or the section's title names levels ("Severity").
    static func isSeverityLegend(_ list: MarkdownBlock, sectionTitle: String?, label listLabel: String? = nil, words: SeverityWords) -> Bool {
        guard list.children.count >= 2, list.children.count <= 8 else { return false }
        var labels: [String] = []
        var graded = 0
        var keyworded = 0
        var banded = 0
        var rests: [Substring] = []
        for entry in list.children {
            guard let lead = entry.leadParagraph else { return false }
            // The label is in the first few words: only they are made plain.
            let text = MarkdownInline.plain(String(lead.text.prefix(64)))
            guard let cut = [":", " - ", " — ", " – "].compactMap({ text.firstUTF8Range(of: $0)?.lowerBound }).min() else { return false }
            let label = text[..<cut].trimmingSpaces()
            guard label.utf8.count <= 24 else { return false }
            rests.append(text[cut...])
            if Severity.parseLevel(label) != nil || words.parse(label) != nil { graded += 1 }
            else if StatementText.keywordSeverity(String(label)) != nil { keyworded += 1 }
            else if Self.isScoreBand(label) { banded += 1 }
            labels.append(label.lowercased())
        }
        // Under "Severity levels" or "**Fix priority:**" every line grades (a level may come
        // twice: "Medium: … ", "Medium: …", what to give each kind of issue).
        let titleWords = Slug.words(sectionTitle ?? "") + Slug.words(listLabel.map { $0.count <= 60 ? $0 : "" } ?? "")
        if titleWords.contains(where: { ["severity", "severities", "level", "levels", "priority", "priorities", "rubric",
                                         "score", "scores", "scoring", "rating", "ratings", "grading"].contains($0) }) {
            if graded == labels.count { return true }
            // ("Severity mapping" over "0 to 59: major redesign required", "90 to 100: premium
            // quality": what each band of a score means.)
            if banded == labels.count, Set(labels).count == labels.count { return true }
            // ("Severity guide:" over "**MUST FIX** — …", "**SHOULD FIX** — …", "**CONSIDER** —
            // …", "**QUESTION** — …": a team's own scale, each word once, half of them graded
            // by a level or an RFC 2119 keyword.)
            if labels.count >= 3, Set(labels).count == labels.count, (graded + keyworded) * 2 >= labels.count,
               labels.allSatisfy({ $0.split(separator: " ").count <= 3 }) {
                return true
            }
        }
        // Elsewhere, three levels at least, each once ("Critical: Must see immediately", …,
        // "Supportive: Helpful context": one label may be a level of the writer's own); not
        // where every line goes on to tell the reader what to do to the product ("**Must**:
        // test with a keyboard", "**Should**: run the scanner": requirements, each graded; most
        // of them is enough, "**Extra credit**: try it with a screen reader" among them).
        guard Set(labels).count == labels.count, graded >= 3, graded >= labels.count - 1 else { return false }
        var instructing = 0
        for (index, rest) in rests.enumerated() {
            if Self.instructsBesideLevel(rest) { instructing += 1 }
            if instructing * 2 > rests.count { return false }
            // (Stops once a majority can no longer be reached.)
            if (instructing + rests.count - index - 1) * 2 <= rests.count { return true }
        }
        return true
    }

    /// "test with a keyboard, no mouse", "run the scanner on every screen": after a level
    /// and its colon or dash, an instruction of four words or more that is not about what to
    /// do with a finding of that level ("fix before release", "must be fixed", "polish").
    static func instructsBesideLevel(_ rest: Substring) -> Bool {
        let text = String(rest.drop { [":", "-", "—", "–", " "].contains($0) })
        let words = Slug.words(String(text.prefix(48)))
        // ("Must fix before production", "Should fix for better quality": what to do with the
        // finding, its modal said first.)
        let verb = words.count >= 2 && ["must", "should", "could", "may", "can"].contains(words[0]) ? words[1] : words.first
        guard words.count >= 4, let verb, !findingVerbs.contains(verb) else { return false }
        return isInstruction(text.prefix(1).uppercased() + text.dropFirst())
    }

    /// Verbs that say what to do with a finding, not with the product.
    private static let findingVerbs: Set<String> = [
        "fix", "address", "resolve", "block", "merge", "ship", "release", "consider", "polish", "track", "log", "report",
        "escalate", "handle", "defer", "discuss", "schedule", "triage", "patch", "revert", "flag", "note", "document",
    ]

    /// The lines of a list that details the statement above it, as Markdown list lines for
    /// that statement's guidance.
    static func detailLines(of list: MarkdownBlock) -> [String] {
        list.children.compactMap { $0.leadParagraph.map { "- " + $0.text } }
    }

    /// "[!IMPORTANT] Always …": a GitHub alert's kind, in capitals, and the text after its
    /// marker (nil for a paragraph that opens otherwise).
    static func githubAlert(_ text: String) -> (kind: String, body: Substring)? {
        guard text.hasUTF8Prefix("[!"), let close = text.firstIndex(of: "]"), text.distance(from: text.startIndex, to: close) <= 12 else { return nil }
        let kind = text[text.index(text.startIndex, offsetBy: 2)..<close]
        guard !kind.isEmpty, kind.allSatisfy({ $0.isASCII && $0.isLetter }) else { return nil }
        return (kind.uppercased(), text[text.index(after: close)...].drop { $0 == " " || $0 == "\n" })
    }

    /// "0 to 59", "90-100", "80%+", "< 60": a band of scores, digits and the words and signs
    /// that bound them.
    static func isScoreBand<S: StringProtocol>(_ label: S) -> Bool {
        guard label.contains(where: \.isNumber) else { return false }
        return label.split(separator: " ").allSatisfy { word in
            word == "to" || word.allSatisfy { $0.isNumber || "-–—%+<>≥≤=.".contains($0) }
        }
    }

    /// "## PR labels" over "- `priority:critical` - Security fixes": under a heading that
    /// names labels or tags, a list whose every line is a label in code or bold and what it
    /// means (no instruction) defines the labels a team tags its work with.
    static func isLabelDefinitions(_ list: MarkdownBlock, sectionTitle: String?) -> Bool {
        guard let title = sectionTitle, title.utf8.count <= 40, let last = Slug.words(title).last,
              ["labels", "tags"].contains(last), list.children.count >= 2 else { return false }
        return list.children.allSatisfy { entry in
            guard let lead = entry.leadParagraph?.text, lead.hasUTF8Prefix("`") || lead.hasUTF8Prefix("**") else { return false }
            let mark = lead.hasUTF8Prefix("`") ? "`" : "**"
            guard let close = lead.dropFirst(mark.count).firstCharacterRange(of: mark) else { return false }
            // A label is one token, written as tags are: "priority:critical", "needs-design",
            // "bug" (not "**Buttons**", a topic of UI labels).
            let label = lead[lead.index(lead.startIndex, offsetBy: mark.count)..<close.lowerBound]
            guard !label.isEmpty, !label.containsASCII(" "),
                  label.contains(where: { ":-/_".contains($0) }) || label.allSatisfy({ !$0.isUppercase }) else { return false }
            let meaning = Slug.words(String(lead[close.upperBound...]))
            // (What a label means opens with no instruction verb and obliges nothing.)
            return meaning.first.map { !instructionVerbs.contains($0) } == true
                && !meaning.contains { $0 == "must" || $0 == "should" || $0 == "shall" }
        }
    }

    /// What the paragraph just before a list says the list is.
    enum ListLabel {
        /// "Do", "❌ Avoid": its lines are Do's or Don'ts.
        case verdict(CodeExample.Verdict)
        /// "**Best practices:**": its lines are items even where the document marks its items
        /// otherwise, as under a heading that names them ("## Guidelines").
        case requirements
        /// "Examples:", "Do examples": its lines are samples.
        case examples
        /// "**Prefer undo when:**" over short conditions: it and its lines are one statement.
        case conditions(MarkdownBlock)
        /// "Use this skill when:", "Usage tips:", "Choose one:": its lines say when or how to
        /// read the document, or are the answers to pick from; or they detail the instruction
        /// above them. No line is an item (what they are, for `--explain`).
        case aside(String)
        /// "**How to Test:**" over numbered steps after the section's checks (`namesTestSteps`):
        /// each line is a step of testing those items (their indices in `pending`).
        case testSteps([Int])
        /// "**Success (Green):**" over "- ✅ Success messages": what the marked lines are about,
        /// their guidance.
        case subject(String)
        /// "Check the app can be used with…" over "- a keyboard": each line completes it.
        /// With a verdict ("✅ DO use haptics for:", "❌ DON'T use them for:"), each line is a
        /// Do or a Don't.
        case lead(MarkdownBlock, verdict: CodeExample.Verdict? = nil)

        var verdict: CodeExample.Verdict? {
            if case .verdict(let verdict) = self { return verdict }
            return nil
        }

        var namesRequirements: Bool {
            if case .requirements = self { return true }
            return false
        }
    }

    /// "State: n/a", "Notes: none", "Full information: https://…": a label whose value
    /// states nothing to check.
    static func isEmptyField(_ title: String) -> Bool {
        // "No additional considerations for tvOS.": a platform with nothing to check.
        if title.hasUTF8Prefix("No "), case let words = Slug.words(title), words.count >= 3, words.count <= 10,
           ["additional", "specific", "other", "further"].contains(words[1]),
           ["considerations", "consideration", "guidance", "requirements", "notes"].contains(words[2]) { return true }
        guard let colon = title.prefix(40).firstCharacterRange(of: ": ") else { return false }
        guard title[..<colon.lowerBound].split(separator: " ").count <= 4 else { return false }
        let value = title[colon.upperBound...].trimmingSpaces()
        // ("ALWAYS follow Apple's HIG: https://…": an instruction and where it is written.)
        if addressAfterInstruction(title) != nil { return false }
        // ("VoiceOver: ...": a blank of a template, to be filled in.)
        if ["n/a", "na", "none", "-", "—", "–", "tbd", "not applicable", "...", "…"].contains(value.lowercased()) { return true }
        return (value.hasUTF8Prefix("https://") || value.hasUTF8Prefix("http://")) && !value.containsASCII(" ")
    }

    /// "ALWAYS follow Apple's HIG: https://…": an instruction, then only the address of the
    /// text it asks to follow (its guidance).
    static func addressAfterInstruction(_ title: String) -> (instruction: String, address: String)? {
        guard let colon = title.prefix(80).firstCharacterRange(of: ": ") else { return nil }
        let value = title[colon.upperBound...].trimmingSpaces()
        guard value.hasUTF8Prefix("https://") || value.hasUTF8Prefix("http://"), !value.containsASCII(" ") else { return nil }
        let instruction = String(title[..<colon.lowerBound]).trimmingSpaces()
        guard isInstruction(instruction) else { return nil }
        return (instruction, value)
    }

    /// "[Short description]", "[MUST FIX / CONSIDER] — [What is wrong]": a template's blanks,
    /// to be filled in (a report format's heading or line), nothing to check. Words outside
    /// the brackets make a title: "[Draft] Labels on every control" is one. So is a title
    /// with no letter and no digit at all ("...", "…", "—"): a line left for more.
    static func isPlaceholder(_ title: String) -> Bool {
        if let first = title.utf8.first, !first.isASCIIAlphanumeric,
           !title.contains(where: { $0.isLetter || $0.isNumber }) {
            return true
        }
        guard title.utf8.first == UInt8(ascii: "["), title.utf8.last == UInt8(ascii: "]") || title.utf8.last == UInt8(ascii: ".") else {
            return false
        }
        var depth = 0
        var insideLetters = 0
        for character in title {
            switch character {
            case "[": depth += 1
            case "]": depth -= 1; if depth < 0 { return false }
            default:
                if depth > 0 {
                    if character.isLetter { insideLetters += 1 }
                } else if character.isLetter || character.isNumber {
                    return false
                }
            }
        }
        // ("[x]", "[ ]": a box, not a blank.)
        return depth == 0 && insideLetters >= 2
    }

    /// "Intensity levels:", "**Button styles:**", "States:": a short label whose last word
    /// names kinds of values (levels, styles, states, variants…).
    /// (`asHeading`: a heading's title, "#### Four thickness options", which ends in no colon.)
    static func namesValueKinds(_ text: String, asHeading: Bool = false) -> Bool {
        guard text.utf8.count <= 40 else { return false }
        let trimmed = text.trimmingSpaces()
        guard asHeading || trimmed.hasUTF8Suffix(":") || trimmed.hasUTF8Suffix(":**") else { return false }
        let words = Slug.words(MarkdownInline.plain(trimmed))
        guard let last = words.last, words.count <= 3 else { return false }
        return valueKindNouns.contains(last)
    }

    /// Every line opens with a term of at most three words, bold, that is no instruction
    /// ("**Subtle**: …", "**Compact.** …"), or is only such a term ("Compact").
    /// (In a list of four or more, one term may read as an instruction: "Use case testing"
    /// among "Boundary values", "Decision tables", … is a name like them.)
    static func namesTerms(_ list: MarkdownBlock) -> Bool {
        let terms = list.children.filter { entry in
            guard let lead = entry.leadParagraph else { return false }
            let plain = lead.plainText.trimmingSpaces()
            if lead.text.hasUTF8Prefix("**"), let bold = StatementText.boldLead(Substring(StatementText.boldLeadOnItsOwnLine(lead.text))) {
                let term = bold.label.map { String($0.name) } ?? String(bold.title)
                return term.split(separator: " ").count <= 3 && !isInstruction(term) && !saysWhatToDo(term)
            }
            return plain.split(separator: " ").count <= 3 && !isInstruction(plain)
        }.count
        return terms == list.children.count || list.children.count >= 4 && terms == list.children.count - 1
    }

    private static let valueKindNouns: Set<String> = [
        "levels", "styles", "states", "variants", "variations", "types", "modes", "sizes", "kinds", "weights", "tiers", "presets",
        "themes", "materials", "options", "values", "purposes", "categories", "techniques", "methods",
    ]

    /// A list whose lines open with Given, then When, Then, And or But (a Then among them):
    /// the steps of one scenario.
    static func isScenarioSteps(_ list: MarkdownBlock) -> Bool {
        guard list.children.count >= 3 else { return false }
        var sawThen = false
        for (index, entry) in list.children.enumerated() {
            // (Every list is asked: its first line's opening word is read from its bytes, past
            // any emphasis, and most lists are turned away there.)
            guard let text = entry.leadParagraph?.text else { return false }
            let word = text.drop { $0 == "*" || $0 == "_" }.prefix { $0.isASCII && $0.isLetter }
            guard (3...5).contains(word.utf8.count), case let first = word.lowercased(),
                  index == 0 ? first == "given" : ["when", "then", "and", "but", "given"].contains(first) else { return false }
            sawThen = sawThen || first == "then"
        }
        return sawThen
    }

    /// A one-line paragraph of a few words, no sentence, that titles what follows as a heading
    /// would and names a part no requirement is in ("Purpose", "How to use", "**Features**:",
    /// "**When to use this pattern**:"; not a note, which may instruct).
    static func namesNonGuidancePart(_ paragraph: MarkdownBlock) -> Bool {
        let text = paragraph.text
        guard text.utf8.count <= 40, !text.containsASCII("\n") else { return false }
        let plain = MarkdownInline.plain(text).trimmingSpaces().trimmingColons()
        let words = Slug.words(plain)
        guard let last = plain.last, !".!?".contains(last), (1...5).contains(words.count) else { return false }
        // ("iOS review note:" over "- Look for orientation locks …": a remark may instruct.)
        if let word = words.last, word == "note" || word == "notes" { return false }
        return SectionRole.classify(plain) == .nonGuidance
    }

    /// "Best for", "Useful for", "Avoid for", "Not for": words that name the cases a pattern
    /// suits or does not (what "When to use" says), not what a screen must do.
    static func namesSuitedCases(_ words: [String]) -> Bool {
        guard words.last == "for", words.count >= 2, words.count <= 8 else { return false }
        let before = words[words.count - 2]
        return ["useful", "best", "good", "ideal", "suited", "great", "used"].contains(before)
            || words.count == 2 && ["avoid", "not"].contains(before)
            || words.count == 3 && words[0] == "not" && ["recommended", "suited", "ideal", "meant"].contains(before)
    }

    /// "Usage tips:", "How to use this template:" over a list: how to work with the document;
    /// "Choose one:", "[Select one:]" over a list: the answers a form offers, one to be
    /// picked. Neither list holds requirements. What the label says and what its lines are.
    /// (Over task lines, a label that describes the document introduces its checks:
    /// `overTaskLines` leaves that reading out.)
    static func asideLabel(_ text: String, overTaskLines: Bool = false) -> (says: String, linesAre: String)? {
        guard text.utf8.count <= 160 else { return nil }
        let trimmed = text.trimmingSpaces()
        // "**Why semantic HTML first?**" over "- Screen readers read the accessibility tree": the
        // list answers why, its lines are reasons.
        if !overTaskLines, trimmed.utf8.count <= 100, case let plain = MarkdownInline.plain(trimmed).trimmingSpaces(), plain.hasUTF8Suffix("?"),
           Slug.words(plain).first == "why" {
            return ("asks why", "a reason, not a requirement")
        }
        guard trimmed.hasUTF8Suffix(":") || trimmed.hasUTF8Suffix(":]") || trimmed.hasUTF8Suffix(":**") else { return nil }
        // "… patterns that accomplish the following goals (in rough priority order):": what
        // the document aims at, as a "Goals" section is.
        if !overTaskLines, case let words = Slug.words(MarkdownInline.plain(trimmed)),
           let aim = words.lastIndex(where: { ["goals", "aims", "objectives"].contains($0) }), aim > 0,
           ["following", "these", "our", "its", "main", "primary", "key"].contains(words[aim - 1]) {
            return ("names the document's goals", "a goal the document serves, not a requirement")
        }
        guard text.utf8.count <= 80 else { return nil }
        // "These principles should evolve with:", "This guide covers:": a label whose subject
        // is the document introduces what the document is or rests on.
        if !overTaskLines, describesDocument(MarkdownInline.plain(trimmed)) {
            return ("says what the document covers or rests on", "what the document covers or rests on, not a requirement")
        }
        let words = Slug.words(MarkdownInline.plain(trimmed))
        // "**Related skills:**", "See also:", "Further reading:" over a list: other documents
        // to read, as under a heading of that name.
        if !overTaskLines, SectionRole.isPointerList(words: words) {
            return ("points to other documents", "another document to read, not a requirement")
        }
        // "To evaluate the contrast, you can use the following tools:": what to check with.
        if words.count >= 2, words.count <= 14, words.last == "tools", ["following", "these", "several", "some"].contains(words[words.count - 2]) {
            return ("names tools to check with", "a tool to check with, not a requirement")
        }
        // "Interstitial loading screens are useful for:", "Best for:", "Avoid for:": the cases
        // a pattern suits or does not, as under "When to use".
        if !overTaskLines, namesSuitedCases(words) {
            return ("says what it is used for", "a case it suits or does not, not a requirement")
        }
        guard text.utf8.count <= 48, let first = words.first, words.count <= 5 else { return nil }
        if words.count >= 2, ["choose", "select", "pick", "tick", "mark"].contains(first),
           words[1] == "one" || (words.count >= 3 && words[1] == "only" && words[2] == "one") {
            return ("offers answers to choose one of", "an answer to choose, not a requirement")
        }
        // "**Right side** (choose one):": the options for one part, one to be picked.
        if words.count >= 3, words.last == "one", ["choose", "select", "pick"].contains(words[words.count - 2]),
           MarkdownInline.plain(trimmed).containsASCII("(") {
            return ("offers options to choose one of", "an option to choose, not a requirement")
        }
        // "**The diagnostics skill** covers:", "Topics covered:": what a document is about.
        if let last = words.last, words.count <= 4, last == "covers" || last == "covered" || (last == "topics" && words.count <= 2) {
            return ("names what a document covers", "a topic covered, not a requirement")
        }
        // "Tools to consider:", "Useful APIs:", "Relevant modifiers:": what to build with, not
        // what a screen must do.
        if words.count <= 3, let noun = ["tools", "apis", "api", "modifiers"].first(where: words.contains),
           words.count == 1 || words.starts(with: [noun, "to", "consider"]) || words.starts(with: [noun, "to", "use"])
            || ["useful", "relevant", "helpful", "key"].contains(first) && words.count == 2 {
            return ("names tools or APIs to build with", "a tool or API to build with, not a requirement")
        }
        // "Required properties:", "Props:", "Parameters:" over "- `size`: sm, md, lg": a
        // component's API, what it is built with, not what a screen must do.
        if words.count <= 3, let last = words.last, ["properties", "props", "parameters", "params", "attributes", "arguments"].contains(last) {
            return ("names a component's properties", "a property of a component's API, not a requirement")
        }
        // "Platform defects:", "Known issues:", "Limitations:": what is wrong with the platform
        // or the component today, to know about, not what a screen must do. (Not "Common bugs:",
        // which names faults to look for.)
        if let last = words.last, words.count <= 4,
           words.contains("known") && ["issues", "bugs", "defects", "problems", "limitations"].contains(last)
            || words.count >= 2 && ["defects", "bugs"].contains(last)
                && ["platform", "os", "ios", "android", "framework", "browser", "system", "vendor", "component", "apple"].contains(words[words.count - 2])
            || words.count == 1 && ["limitations", "caveats"].contains(last) {
            return ("names known problems of the platform or component", "a known problem, not a requirement")
        }
        // "DELIVERABLES:", "Output format:": what a tool is to hand back, addressed to the tool.
        if ["deliverables", "deliverable", "your deliverables", "expected deliverables", "output format", "response format"]
            .contains(words.joined(separator: " ")) {
            return ("says what the tool is to hand back", "part of what the tool is to hand back, not a requirement")
        }
        let usage = first == "usage" && (words.count == 1 || ["tips", "notes", "instructions", "guide"].contains(words[1]))
            || words.starts(with: ["how", "to", "use"]) || words.starts(with: ["tips", "for", "using"])
        return usage ? ("says how to use the document", "how to use the document") : nil
    }

    /// What a short label that ends by introducing conditions is about.
    enum ConditionLabel {
        /// "Prefer undo when:", "Require a confirmation if:": the label and its conditions
        /// are one statement.
        case conditions
        /// "Use this skill when:", "Read these guidelines if:": when to read the document,
        /// not what a screen must do.
        case documentUse
        /// "You don't need a prompt if you only:": when a requirement does not apply.
        case exemptions
    }

    static func conditionLabel(_ text: String) -> ConditionLabel? {
        let trimmed = text.trimmingSpaces()
        guard trimmed.hasUTF8Suffix(":"), trimmed.utf8.count <= 120 else { return nil }
        let words = Slug.words(trimmed)
        // "The techniques above do not apply in these cases:", "Exceptions:": where a
        // requirement does not hold.
        // (Not "No exceptions:", which makes the lines below stricter.)
        if words.count <= 16, !words.contains("no"), words.last == "exceptions" || words.last == "exemptions"
            || zip(words, words.dropFirst()).contains(where: { ($0 == "not" || $0 == "t") && $1 == "apply" }) {
            return .exemptions
        }
        guard trimmed.utf8.count <= 64 else { return nil }
        guard words.count >= 2, words.count <= 10 else { return nil }
        let aboutDocument = SectionRole.namesTheDocument(words)
        // "Use this skill when the user:" names when to read the document wherever its
        // "when" stands; any other label of conditions ends on it ("Show the banner when:").
        if aboutDocument, words.count <= 8, words.contains(where: { $0 == "when" || $0 == "if" }) { return .documentUse }
        // "… when:", "… if you:", "… if you only:": the conditions follow.
        var tail = words[...]
        if tail.last == "only" { tail = tail.dropLast() }
        if let last = tail.last, ["you", "it", "they", "we"].contains(last), tail.count >= 2,
           ["when", "if", "unless"].contains(tail[tail.endIndex - 2]) { tail = tail.dropLast() }
        guard let last = tail.last, ["when", "if", "unless"].contains(last) else { return nil }
        if aboutDocument { return .documentUse }
        // ("You don't need a prompt if you only:", "A banner is not required when:"; not
        // "Do not autoplay when:", a prohibition with its conditions.)
        let joined = " " + tail.joined(separator: " ") + " "
        let denies = [" don t need ", " doesn t need ", " needn t ", " no need ", " not required ", " not needed ", " not necessary "]
            .contains { joined.contains($0) }
        return denies ? .exemptions : .conditions
    }

    /// "This checklist ensures …", "These guidelines cover …": a sentence whose subject is
    /// the document itself.
    static func describesDocument(_ text: String) -> Bool {
        let words = Slug.words(String(text.prefix(40)))
        guard words.count >= 3, words[0] == "this" || words[0] == "these" else { return false }
        return SectionRole.documentNouns.contains(words[1])
    }


    /// An instruction left open ("…", "...", ":") over a list whose every line is a short
    /// lowercase fragment ("a keyboard", "increased text size"): no line is a sentence.
    static func completedByFragments(_ lead: String, _ list: MarkdownBlock) -> Bool {
        let text = lead.trimmingSpaces()
        guard text.hasUTF8Suffix("…") || text.hasUTF8Suffix("...") || text.hasUTF8Suffix(":"), !list.isOrderedList || endsOnModal(text),
              list.children.count >= 2 else { return false }
        var lowercase = 0
        let awaits = endsAwaitingObject(text)
        // "Look in particular for:" over "- Watch for retain cycles", "- Ensure that …": lines
        // opening on a verb cannot finish a preposition other than "to"; where at least half
        // of them do, they are instructions of their own under an opening that points at them.
        if awaits, let last = Slug.words(text).last, last != "to", !instructionVerbs.contains(last),
           case let verbs = list.children.filter({ $0.leadParagraph.map { opensOnVerb($0.plainText) } == true }).count,
           verbs >= 2, verbs * 2 >= list.children.count {
            return false
        }
        // "Names should:" over "- Say what the setting changes.", "- Not include the type.":
        // a duty whose verbs the lines give, each a sentence of its own.
        let modal = endsOnModal(text)
        // ("Verify adherence to these skills:" over "- `skills/naming/SKILL.md` - Naming": files
        // the lines name and describe finish nothing; they point elsewhere.)
        let fragments = list.children.allSatisfy { entry in
            guard entry.children.count == 1, let lead = entry.leadParagraph, case let line = lead.plainText.trimmingSpaces(),
                  let first = line.first, !line.containsUTF8(". ") else { return false }
            if lead.text.hasUTF8Prefix("`"), StatementText.describedFile(lead.text) != nil || StatementText.namesFileOnly(lead.text) { return false }
            if first.isLowercase { lowercase += 1 }
            let last = line.last ?? " "
            // (Words in brackets explain the fragment: "Proper nouns (brands, people)".)
            let words = line.split(separator: " ").count - (line.firstIndex(of: "(").map { line[$0...].split(separator: " ").count } ?? 0)
            return words <= (awaits || modal ? 12 : 8) && !(modal ? ":;?!" : ".:;?!").contains(last) && !(awaits && line.containsUTF8(": "))
        }
        // (A name may open a fragment: "CSS off", "VoiceOver".) An opening that ends on a
        // word the lines complete ("Use sentence case for:", "… or emphasize:", "Capitalize:")
        // takes capitalized fragments too.
        return fragments && (lowercase * 3 >= list.children.count * 2 || awaits || modal)
    }

    /// "When suggesting a change:", "Before you merge:": an opening that says when the lines
    /// after it apply, and asks nothing itself.
    static func namesCircumstance(_ text: String) -> Bool {
        let words = Slug.words(text)
        guard words.count >= 2, let first = words.first,
              ["when", "whenever", "if", "while", "before", "after", "during", "once"].contains(first) else { return false }
        return !words.contains { $0 == "must" || $0 == "should" } && !text.containsUTF8(", ")
    }

    /// The sentences before a paragraph's last one, joined, where they instruct ("Use bold
    /// sparingly. Don't use it to emphasize:" → "Use bold sparingly.").
    static func earlierInstruction(_ sentences: [String]) -> String? {
        guard sentences.count > 1 else { return nil }
        let earlier = sentences.dropLast().joined(separator: " ")
        return isInstruction(earlier) ? earlier : nil
    }

    /// Words that open a remark on what surrounds it rather than an instruction, even where
    /// a duty word follows ("It can be tricky to decide whether … should …").
    static let remarkOpenings: Set<String> = ["it", "this", "that", "there", "typically", "usually", "generally", "normally", "often"]

    /// "Ensure that …", "Watch for leaks", "Review that each view …": a line that opens on
    /// the verb of an instruction, or on a reviewer's verb followed by what it looks for.
    static func opensOnVerb(_ line: String) -> Bool {
        if isInstruction(line) { return true }
        let words = Slug.words(line)
        return words.count >= 3 && ["review", "watch", "look", "check", "verify", "test", "confirm", "scan"].contains(words[0])
            && ["that", "for", "whether", "if", "out"].contains(words[1])
    }

    /// "Names should", "Hints must not": words that end on the duty the lines after them
    /// give the verbs of.
    static func endsOnModal(_ text: String) -> Bool {
        let words = Slug.words(text)
        return words.last.map { ["should", "must", "shall"].contains($0) } == true
            || words.count >= 2 && words.last == "not" && ["should", "must"].contains(words[words.count - 2])
    }

    /// "Error Messages Should" → "Error messages should": a heading's capitals, but the first
    /// and those of names ("VoiceOver", "iOS", "API"), lowered to read as a sentence.
    static func sentenceCase(_ title: String) -> String {
        var first = true
        return title.split(separator: " ", omittingEmptySubsequences: false).map { word -> String in
            defer { first = false }
            guard !first, let initial = word.first, initial.isUppercase, word.dropFirst().allSatisfy({ !$0.isUppercase }) else { return String(word) }
            return word.lowercased()
        }.joined(separator: " ")
    }

    /// "Headings" as it reads after "Use sentence case for": a capital that only opened the
    /// line lowered ("VoiceOver", "ZIP code", "Apple's" and "I" keep theirs).
    static func continuingSentence(_ fragment: String) -> String {
        let word = fragment.prefix { $0.isLetter }
        guard let first = word.first, first.isUppercase, word.count >= 2, word.dropFirst().allSatisfy(\.isLowercase) else { return fragment }
        // ("Apple's design guidelines": a name's possessive keeps its capital.)
        let after = fragment.dropFirst(word.count)
        if after.hasUTF8Prefix("'s") || after.hasUTF8Prefix("\u{2019}s") { return fragment }
        return first.lowercased() + fragment.dropFirst()
    }

    /// "Use sentence case for:", "Don't use bold to emphasize:", "Capitalize:": an
    /// instruction whose last word, a preposition or a verb, waits for the lines below.
    static func endsAwaitingObject(_ lead: String) -> Bool {
        guard lead.hasUTF8Suffix(":") else { return false }
        let words = Slug.words(lead)
        guard let last = words.last else { return false }
        if ["for", "to", "with", "in", "on", "of", "about", "from", "like", "including"].contains(last) { return true }
        return words.count == 1 && instructionVerbs.contains(last) || words.count >= 2 && ["or", "and", "don", "t", "not", "to"].contains(words[words.count - 2])
            && instructionVerbs.contains(last)
    }

    /// "Icons can either be:" over "1. Functional, or 2. Decorative.", "… are set by its:" over
    /// short fragments: a sentence that instructs nobody, which the list below finishes.
    static func opensSentenceListFinishes(_ lead: String, _ list: MarkdownBlock) -> Bool {
        // ("Conventions here include:" over "- Suffix view types with View": lines that each
        // instruct are requirements of their own, not the end of the sentence.)
        lead.trimmingSpaces().hasUTF8Suffix(":") && (isSeries(list) || endsDescribing(lead) && holdsFragments(list) && !listStatesInstructions(list))
            && !isInstruction(lead) && !saysWhatToDo(lead) && conditionLabel(lead) == nil
    }

    /// "The keyboard's actions are set by its:", "Each card is made of:": a sentence of some
    /// length left open on a word that needs what follows (a preposition, a possessive, a
    /// verb of being or of holding).
    static func endsDescribing(_ lead: String) -> Bool {
        let words = Slug.words(lead)
        guard words.count >= 4, let last = words.last else { return false }
        // (Not "The contrast requirements are:": what follows is what must hold.)
        guard !words.contains(where: ["requirements", "requirement", "rules", "rule", "criteria", "standards", "guidelines",
                                      "minimums", "limits", "thresholds"].contains) else { return false }
        if ["by", "its", "their", "of", "from", "are", "is", "include", "includes", "contains", "contain", "as"].contains(last) { return true }
        // "Colour is often used to show:", "Icons can be used to indicate:": what a thing
        // serves for, the lines its objects (not "… is required to provide:", a duty).
        return words.count >= 5 && words[words.count - 2] == "to" && words.contains("used")
            && !words.contains(where: ["must", "should", "required", "need", "needs", "shall"].contains)
    }

    /// Every line a short fragment: eight words at most, no full stop, nothing under it.
    static func holdsFragments(_ list: MarkdownBlock) -> Bool {
        list.children.count >= 2 && list.children.allSatisfy { entry in
            guard entry.children.count == 1, let line = entry.leadParagraph?.plainText.trimmingSpaces() else { return false }
            return !line.isEmpty && !line.hasUTF8Suffix(".") && line.split(separator: " ").count <= 8
        }
    }

    /// "Icons can either be:" over "1. Functional, or" / "2. Decorative.": a list that is one
    /// sentence cut into lines, each line but the last closed by a comma or semicolon and the
    /// one before the last by "and" or "or". Under a paragraph that tells nobody to do
    /// anything it names parts, options or outcomes, no requirements.
    static func isSeries(_ list: MarkdownBlock) -> Bool {
        guard list.children.count >= 2 else { return false }
        var lines: [String] = []
        for entry in list.children {
            guard entry.children.count == 1, let line = entry.leadParagraph?.plainText.trimmingSpaces(), !line.isEmpty else { return false }
            lines.append(line)
        }
        guard let last = lines.last, !last.hasUTF8Suffix(":"), !last.hasUTF8Suffix(","), !last.hasUTF8Suffix(";") else { return false }
        let penultimate = lines[lines.count - 2]
        guard seriesConjunction(penultimate) != nil else { return false }
        return lines.dropLast(2).allSatisfy { $0.hasUTF8Suffix(",") || $0.hasUTF8Suffix(";") || seriesConjunction($0) != nil }
    }

    /// The ending ", and", ", or", "; and", "; or" of a line that a list continues, its length.
    static func seriesConjunction<S: StringProtocol>(_ line: S) -> Int? {
        for ending in [", and", ", or", "; and", "; or", ", and/or", ", and that", ", or that"] where line.hasSuffix(ending) { return ending.count }
        return nil
    }

    /// What a paragraph that introduces a list says the list holds, where that is no
    /// requirements: samples ("… For example:") or reasons (`introducesReasons`); and the
    /// instruction it opens with, if any. Nil for any other paragraph.
    static func listIntroduction(_ text: String) -> (lines: IntroducedLines, instruction: String?)? {
        if let instruction = instructionBeforeExamples(text) { return (.samples, instruction) }
        if namesExamplesBelow(text) || closesOnExampleOpener(text) { return (.samples, nil) }
        if introducesReasons(text) { return (.reasons, instructionBeforeReason(text)) }
        if namesValuesBelow(text) { return (.values, nil) }
        return nil
    }

    enum IntroducedLines { case samples, reasons, values }

    /// "Options for this attribute are the following:", "Possible values:", "The modifier
    /// takes one of these values:": a short sentence, no instruction and no duty, that says
    /// the list below holds the values a setting takes ("- `polite`: announced when idle"),
    /// what each does rather than what to check.
    static func namesValuesBelow(_ text: String) -> Bool {
        let trimmed = text.trimmingSpaces()
        guard trimmed.hasUTF8Suffix(":"), trimmed.utf8.count <= 100, !isInstruction(trimmed) else { return false }
        let words = Slug.words(trimmed)
        guard words.count <= 12, !words.contains(where: { Self.dutyWords.contains($0) }) else { return false }
        return words.contains { ["options", "values", "choices", "constants"].contains($0) }
    }

    /// Words that make a sentence a duty, whatever else it says.
    private static let dutyWords: Set<String> = ["must", "should", "shall", "required", "require", "requires", "need", "needs", "ensure"]

    /// A paragraph that ends by leaving open, for the list below, why or what for rather than
    /// what to do: a reason ("… because they:", "… since:"), a benefit ("This helps users
    /// to:", "This will let you:"), a possibility ("… text fields may be:") or a finding
    /// ("Research showed users:").
    static func introducesReasons(_ text: String) -> Bool {
        let trimmed = text.trimmingSpaces()
        guard trimmed.hasUTF8Suffix(":"), trimmed.utf8.count <= 300 else { return false }
        let words = Slug.words(trimmed)
        guard let last = words.last else { return false }
        if ["because", "since", "showed", "shows", "found"].contains(last) { return true }
        // "The package serves several purposes:", "Its benefits:": what something is for.
        if ["purposes", "benefits", "advantages", "factors"].contains(last), !isInstruction(trimmed) { return true }
        guard words.count >= 2 else { return false }
        let before = words[words.count - 2]
        let people: Set<String> = ["they", "it", "we", "you", "people", "users", "them", "he", "she"]
        // "because they:", "showed users:", "found that users:" (not "… so that:", "… so they:":
        // what an instruction is for there is what must then hold, "- Line height is 1.5 times").
        if ["because", "showed", "found"].contains(before), people.contains(last) || last == "that" { return true }
        // "may be:", "can be:", "might be:", "could be:"
        if last == "be", ["may", "can", "might", "could"].contains(before) { return true }
        // "The right length depends on:", "Which to use varies with:": what a choice turns on.
        if last == "on" && ["depends", "depend", "hinges", "turns"].contains(before) || last == "with" && ["varies", "vary"].contains(before) {
            return true
        }
        // "helps users to:", "allows you to:", "lets you:", "will let you:", "enables them to:"
        let benefits: Set<String> = ["help", "helps", "allow", "allows", "let", "lets", "enable", "enables"]
        if people.contains(last), benefits.contains(before) { return true }
        if last == "to", words.count >= 3, people.contains(before), benefits.contains(words[words.count - 3]) { return true }
        return false
    }

    /// "Keep the answers people gave because they:": the instruction before a reason left open
    /// ("because:", "because they:", "since:"), without it; nil where the text is no instruction.
    static func instructionBeforeReason(_ text: String) -> String? {
        var head = Substring(text.trimmingSpaces())
        guard head.hasUTF8Suffix(":") else { return nil }
        head = head.dropLast()
        let lowered = head.lowercased()
        for ending in [" because they", " because people", " because users", " because", " since"] where lowered.hasSuffix(ending) {
            let instruction = String(head.dropLast(ending.count)).trimmingSpaces()
            return isInstruction(instruction) ? instruction : nil
        }
        return nil
    }

    /// "Write button text in sentence case, describing its action. For example:": an
    /// instruction whose last sentence only introduces samples; the instruction, without it.
    /// "Some examples of this are:", "Examples of such links include:", "Here are a few
    /// examples:": a short sentence, no instruction, that says the list below holds samples.
    static func namesExamplesBelow(_ text: String) -> Bool {
        let trimmed = text.trimmingSpaces()
        guard trimmed.hasUTF8Suffix(":"), trimmed.utf8.count <= 80 else { return false }
        let words = Slug.words(trimmed)
        guard !isInstruction(trimmed) else { return false }
        // "The package demonstrates concepts like:", "… shows patterns such as:": samples of
        // what the sentence names (not "Avoid patterns like:", an instruction).
        if words.count >= 3, words.last == "like" || words.suffix(2) == ["such", "as"] { return true }
        return words.count <= 10 && words.contains { $0 == "examples" || $0 == "example" }
    }

    /// "There are cases where a message must be announced. For example:": a paragraph whose
    /// last sentence is only "For example:" (or "For instance:"), whatever came before it.
    static func closesOnExampleOpener(_ text: String) -> Bool {
        let trimmed = text.trimmingSpaces()
        guard trimmed.hasUTF8Suffix(":") else { return false }
        for opener in ["For example:", "For instance:", "for example:", "for instance:"] where trimmed.hasSuffix(opener) {
            let before = trimmed.dropLast(opener.count).trimmingSpaces()
            return before.isEmpty || before.hasUTF8Suffix(".") || before.hasUTF8Suffix(",")
        }
        // "… helping people decide. For example, people might use a chart to:": a last sentence
        // that opens on the words and says what the samples below are of (not "For example,
        // check that:", an instruction).
        guard trimmed.containsUTF8("For example, ") || trimmed.containsUTF8("For instance, "), let last = sentences(trimmed).last else { return false }
        for opener in ["For example, ", "For instance, "] where last.hasPrefix(opener) {
            return !isInstruction(String(last.dropFirst(opener.count)))
        }
        // ("For example, a flow in a social app might be “reply to a comment.” Its tasks could
        // include:": a paragraph that is an example from its first word leads into its samples.)
        if trimmed.hasUTF8Prefix("For example, ") || trimmed.hasUTF8Prefix("For instance, "), trimmed.utf8.count <= 300 {
            return !isInstruction(last)
        }
        return false
    }

    static func instructionBeforeExamples(_ text: String) -> String? {
        let trimmed = text.trimmingSpaces()
        guard trimmed.hasUTF8Suffix(":"), trimmed.utf8.count <= 400 else { return nil }
        for opener in ["For example:", "For instance:", "Examples:", "Example:", "for example:", "for instance:"] where trimmed.hasSuffix(opener) {
            let before = trimmed.dropLast(opener.count).trimmingSpaces()
            guard before.hasUTF8Suffix(".") || before.hasUTF8Suffix(","), case let instruction = String(before.dropLast()),
                  isInstruction(instruction) else { return nil }
            return instruction
        }
        return nil
    }

    /// The instruction without the mark that left it open.
    static func leadOpening(_ lead: String) -> String {
        var text = Substring(lead.trimmingSpaces())
        for mark in ["…", "...", ":"] where text.hasSuffix(mark) { text = text.dropLast(mark.count) }
        return text.trimmingSpaces()
    }

    /// A list of two to eight short conditions, one line each.
    static func isConditionList(_ list: MarkdownBlock) -> Bool {
        guard (2...8).contains(list.children.count) else { return false }
        return list.children.allSatisfy { entry in
            guard entry.children.count == 1, let lead = entry.leadParagraph else { return false }
            return lead.plainText.split(separator: " ").count <= 12
        }
    }

    /// A list of settings: each line a label and a value that is code alone ("**Token
    /// file:** `src/tokens.css`", "- Screen reader: `[CONFIGURE]`"), or an option named in
    /// code and its default ("`search_roots` — folders to scan (default `src`)"), or values
    /// named in code with what each stands for ("`date` — Date only"). It names values to
    /// fill in or look up; it states no requirement.
    static func isSettingsList(_ list: MarkdownBlock) -> Bool {
        guard !list.children.isEmpty else { return false }
        if list.children.allSatisfy({ entry in
            guard entry.children.count == 1, let lead = entry.leadParagraph, lead.text.hasUTF8Prefix("`"), lead.text.utf8.count <= 300 else { return false }
            let lower = lead.text.lowercased()
            return lower.containsUTF8("(default") || lower.containsUTF8("default:") || lower.containsUTF8("defaults to")
        }) {
            return true
        }
        // "`date` — Date only", "`datetime` — Date and time": values a field takes, each a
        // plain word in code and a few words on what it stands for, no instruction.
        if list.children.count >= 2, list.children.allSatisfy({ entry in
            guard entry.children.count == 1, let lead = entry.leadParagraph, lead.text.hasUTF8Prefix("`"), lead.text.utf8.count <= 120,
                  let end = lead.text.dropFirst().firstIndex(of: "`"), case let word = lead.text[lead.text.index(after: lead.text.startIndex)..<end],
                  !word.isEmpty, word.allSatisfy({ $0.isASCII && ($0.isLetter || $0 == "_") }), word.first?.isLowercase == true else { return false }
            let rest = lead.text[lead.text.index(after: end)...]
            guard let separator = StatementText.separators.first(where: rest.hasPrefix) else { return false }
            let meaning = MarkdownInline.plain(String(rest.dropFirst(separator.count)))
            return (1...4).contains(Slug.wordCount(meaning)) && !isInstruction(meaning) && !ChecklistCompiler.statesRequirement(meaning)
        }) {
            return true
        }
        return list.children.allSatisfy { entry in
            guard entry.children.count == 1, let lead = entry.leadParagraph, lead.text.utf8.count <= 300,
                  let colon = lead.text.firstUTF8Range(of: ":** ") ?? lead.text.firstUTF8Range(of: "**: ") ?? lead.text.firstUTF8Range(of: ": ") else { return false }
            let value = lead.text[colon.upperBound...].trimmingSpaces()
            guard value.hasUTF8Prefix("`") else { return false }
            // Outside its code spans, the value has no word.
            var outside = ""
            var inCode = false
            for character in value {
                if character == "`" { inCode.toggle() } else if !inCode { outside.append(character) }
            }
            return !inCode && !outside.contains { $0.isLetter }
        }
    }

    /// "Best practices:", "**Guidelines**", "Key rules", "Recommendations": a short label or
    /// title that names what follows as requirements.
    static func requirementsLabel(_ text: String) -> Bool {
        if criteriaIntroduction(text) { return true }
        guard text.utf8.count <= 48 else { return false }
        let words = Slug.words(text)
        // "Rules for every screen", "Two rules that beat everything else", "Best practices for
        // variables": the noun first (or after a count, "our" or "best"), then what the rules are for.
        if words.count > 2, words.count <= 8,
           let noun = words.prefix(2).firstIndex(where: requirementNouns.contains), noun + 1 < words.count,
           ["for", "that", "which", "to", "we", "you"].contains(words[noun + 1]),
           noun == 0 || ["two", "three", "four", "five", "six", "seven", "ten", "our", "the", "key", "golden", "core", "best", "general", "global"].contains(words[0]) {
            return true
        }
        // "Expected behavior:", "Expected results": what a tester confirms, a check per line.
        if namesExpectedOutcome(words) { return true }
        guard let last = words.last, words.count <= 4 else { return false }
        if words == ["must"] || words == ["must", "have"] || words == ["musts"] || words == ["what", "to", "do"] { return true }
        // "Critical", "Minor issues", "High priority": lines graded by a severity.
        if HeadingText.namedSeverity(Substring(MarkdownInline.plain(text).trimmingSpaces())) != nil { return true }
        guard requirementNouns.contains(last), let first = words.first else { return false }
        // "Sorting rules", "Plural rules" are rules of a domain; "Key rules", "Rules" the document's.
        // ("Global rules", "Common rules", "Essential rules": the document's own, by their reach or weight.)
        if last == "rules", words.count > 1, !["key", "golden", "general", "design", "core", "basic", "ground", "house", "our", "the",
                                                "global", "common", "shared", "universal", "mandatory", "essential", "main"].contains(first) {
            return false
        }
        // Not "Related guidelines" or "See the rules" (they point elsewhere), nor a step of a
        // procedure ("Step 1: Gather requirements", "Review the rules").
        if ["related", "see", "about", "step", "phase", "stage"].contains(first) || instructionVerbs.contains(first) { return false }
        return !words.contains { $0.utf8.contains { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") } }
    }

    /// The text with its bracketed asides taken out: "App name (you supply it)" → "App name".
    static func withoutParentheses(_ text: String) -> String {
        guard text.containsASCII("(") else { return text }
        var result = ""
        var depth = 0
        for character in text {
            if character == "(" { depth += 1 } else if character == ")", depth > 0 { depth -= 1 } else if depth == 0 { result.append(character) }
        }
        return result
    }

    /// A list whose lines are mostly instructions or duties ("- Break long flows into steps"),
    /// not descriptions ("- **Captions** give …") or ways ("- Tightening springs").
    /// "**Minimum size: 44x44 points**", "**Spacing: at least 8 points between targets**
    /// (HIG)": a paragraph that is one bold name of a few words and its measure (a figure in
    /// it), perhaps a note in parentheses after it. Nil for any other paragraph.
    static func boldMeasure(_ markdown: String) -> (title: String, note: String)? {
        guard markdown.hasUTF8Prefix("**"), markdown.utf8.count <= 200, !markdown.containsASCII("\n") else { return nil }
        let body = markdown.dropFirst(2)
        guard let close = body.range(of: "**") else { return nil }
        let bold = body[..<close.lowerBound]
        let after = body[close.upperBound...].trimmingSpaces()
        guard after.isEmpty || after.hasUTF8Prefix("(") && after.hasUTF8Suffix(")"),
              let colon = bold.range(of: ": "), case let name = String(bold[..<colon.lowerBound]), Slug.wordCount(name) <= 4,
              !namesStep(name), !name.containsASCII("\""),
              case let value = bold[colon.upperBound...], containsMeasure(value), Slug.wordCount(String(value)) <= 10 else { return nil }
        return (StatementText.clean(String(bold)), after.isEmpty ? "" : String(after.dropFirst().dropLast()))
    }

    /// A figure with its unit: "44x44", "8px", "4.5:1", "200 ms", "16 points" (not "Type 1").
    static func containsMeasure(_ text: Substring) -> Bool {
        let words = text.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "(" || $0 == ")" })
        for (index, word) in words.enumerated() {
            guard let first = word.first, first.isNumber else { continue }
            let unit = word.drop { $0.isNumber || $0 == "." }.lowercased()
            if ["x", "%", ":", "px", "pt", "dp", "sp", "ms", "s", "em", "rem", "pts"].contains(where: { unit.hasPrefix($0) }) { return true }
            if unit.isEmpty, index + 1 < words.count,
               ["points", "pixels", "px", "pt", "dp", "ms", "seconds", "characters", "chars", "words", "lines", "percent"].contains(words[index + 1].lowercased()) {
                return true
            }
        }
        return false
    }

    static func listStatesInstructions(_ list: MarkdownBlock) -> Bool {
        let leads = list.children.compactMap(\.leadParagraph)
        return leads.filter { isInstruction($0.plainText) }.count * 2 > leads.count
    }

    /// A list of two lines or more, each only a bold label closed by a colon and nothing
    /// under it ("- **Evaluator name:**", "- **Site URL:**").
    mutating func isBlankForm(_ list: MarkdownBlock) -> Bool {
        answeredOnce(.blankForm, list) { _ in Self.isBlankForm(list) }
    }

    static func isBlankForm(_ list: MarkdownBlock) -> Bool {
        list.children.count >= 2 && list.children.allSatisfy { entry in
            guard entry.children.count == 1, let lead = entry.leadParagraph, lead.text.hasUTF8Prefix("**") else { return false }
            let text = lead.text.trimmingSpaces()
            return (text.hasUTF8Suffix(":**") || text.hasUTF8Suffix("**:")) && text.dropFirst(2).dropLast(3).firstIndex(of: "*") == nil
        }
    }

    static let colouredCircles: Set<Character> = ["🔴", "🟠", "🟡", "🟢", "🔵", "🟣", "🟤", "⚫", "⚪"]

    /// Whether most lines of `list` open with a picture that is no verdict mark ("📱", "🚨",
    /// "🧭"), three different ones at least: the list's icons.
    mutating func opensLinesWithIcons(_ list: MarkdownBlock) -> Bool {
        answeredOnce(.icons, list) { _ in Self.opensLinesWithIcons(list) }
    }

    static func opensLinesWithIcons(_ list: MarkdownBlock) -> Bool {
        let opening = list.children.compactMap(\.leadParagraph).map { lead -> (picture: Character, verdict: Bool)? in
            let text = lead.plainText.trimmingSpaces()
            guard let first = text.first, let scalar = first.unicodeScalars.first, scalar.value >= 0x80,
                  scalar.properties.isEmojiPresentation || first.unicodeScalars.contains("\u{FE0F}") else { return nil }
            return (first, ExampleExtractor.verdict(startOf: text) != nil)
        }
        let icons = opening.compactMap { $0 }.filter { !$0.verdict }
        // "- 🔴 Close", "- 🟡 Minimize", "- 🟢 Zoom": coloured circles beside a middle colour
        // are colours or grades on a scale, not Do and Don't.
        let circles = opening.compactMap { $0?.picture }
        let scale = circles.count == opening.count && circles.allSatisfy(colouredCircles.contains)
            && circles.contains(where: { $0 != "🔴" && $0 != "🟢" }) && Set(circles).count >= 2
        return scale || icons.count * 2 > opening.count && Set(icons.map(\.picture)).count >= 3
    }

    /// "- **Setup**: …", "- **Usage**: …" over a document with those sections: a list is a
    /// summary of the document's contents where half its labelled lines at least name one of
    /// its headings. (One such line among others, "- **Plain language**: Clear, simple
    /// communication" in a list of duties, is a duty that shares a heading's words.)
    mutating func summarizesSections(_ list: MarkdownBlock, besides current: String?) -> Bool {
        answeredOnce(.sectionSummary, list) { run in
            let labels = list.children.compactMap(\.leadParagraph).compactMap { StatementText.read($0.text, words: run.hints.severityWords).label }
            return labels.filter { run.namesSection($0.name, besides: current) }.count * 2 >= labels.count
        }
    }

    /// Sub-list lines that mostly state duties or instructions ("- Every control must have a
    /// label"), two at least: what a bold title over them groups.
    static func groupsDuties(_ leads: [MarkdownBlock]) -> Bool {
        leads.count >= 2 && leads.filter({ Self.instructs($0.text) }).count * 2 > leads.count
    }

    /// A line (Markdown) that instructs, after its bold name or number where it opens with
    /// one ("**Geometry:** Avoid …", "**3** **Rule configuration**: Configure …").
    static func instructs(_ markdown: String) -> Bool {
        let plain = MarkdownInline.plain(markdown)
        return Self.isInstruction(plain) || markdown.hasUTF8Prefix("**") && Self.isInstruction(Self.textAfterLabel(plain))
    }

    /// A list of two or more lines, each a bold name and a text ("- **Mocks:** Generate …"),
    /// every one of whose texts instructs: the names title instructions. Kept by the list's
    /// first and last lines, as every line of a list asks it.
    mutating func labelsInstructions(_ list: MarkdownBlock) -> Bool {
        answeredOnce(.labelsInstructions, list) { run in Self.labelsInstructions(list, words: run.hints.severityWords) }
    }

    /// What a question asked of a whole list by each of its lines answers, worked out by
    /// `answer` the first time and kept by the list's first and last lines.
    mutating func answeredOnce(_ question: ListQuestion, _ list: MarkdownBlock, _ answer: (Self) -> Bool) -> Bool {
        answeredOnce(question, start: list.startLine, end: list.endLine, answer)
    }

    mutating func answeredOnce(_ question: ListQuestion, start: Int, end: Int, _ answer: (Self) -> Bool) -> Bool {
        let key = ListAnswerKey(question: question, start: start, end: end)
        if let known = listAnswers[key] { return known }
        let found = answer(self)
        listAnswers[key] = found
        return found
    }

    static func labelsInstructions(_ list: MarkdownBlock, words: SeverityWords) -> Bool {
        let leads = list.children.compactMap(\.leadParagraph)
        guard leads.count >= 2, leads.count == list.children.count else { return false }
        return leads.allSatisfy { lead in
            guard lead.text.hasUTF8Prefix("**"), let label = StatementText.read(lead.text, words: words).label else { return false }
            return Self.isInstruction(label.text)
        }
    }

    /// Most of the other bold titles of `list` with sub-lists, two at least, group duties.
    static func titlesGroupDuties(in list: MarkdownBlock, besides entry: MarkdownBlock, words: SeverityWords) -> Bool {
        let siblings = list.children.filter { $0.startLine != entry.startLine && $0.children.contains(where: \.isList) }
            .compactMap { sibling -> [MarkdownBlock]? in
                guard let lead = sibling.leadParagraph, lead.text.hasUTF8Prefix("**"),
                      StatementText.read(lead.text, words: words).rest.isEmpty else { return nil }
                return sibling.children.filter(\.isList).flatMap(\.children).compactMap(\.leadParagraph)
            }
        return siblings.count >= 2 && siblings.filter(groupsDuties).count * 2 > siblings.count
    }

    /// "Step 2: Demonstrate the risk", "Phase 1 — Audit": a step of a procedure, whose lines
    /// are what to do in it rather than requirements.
    static func namesStep(_ title: String) -> Bool {
        guard let first = Slug.words(title).first else { return false }
        return ["step", "phase", "stage"].contains(first)
    }

    /// "Step 2: Reproduce locally": a heading that names itself a numbered step of a procedure.
    static func namesNumberedStep(_ title: String) -> Bool {
        let words = Slug.words(String(title.prefix(24)))
        guard words.count >= 2, words[0] == "step" else { return false }
        return words[1].utf8.allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
    }

    /// A section that says how to go about the work (`namesProcedure`) or is one stage of it
    /// ("Phase 1: Context gathering", "Step 2: Reproduce it", `namesStep`).
    static func namesProcedureOrStep(_ title: String) -> Bool {
        namesProcedure(title) || namesStep(title)
    }

    /// "1. Open Settings.", "2. Go to **General > Language**.", "3. Choose Arabic.": numbered
    /// steps, three at least, two in three of them finding the way through an app's screens
    /// (opening, going to, tapping, choosing): how to reach what is checked, a procedure's
    /// steps rather than requirements.
    static func navigatesScreens(_ list: MarkdownBlock) -> Bool {
        let leads = list.children.compactMap(\.leadParagraph)
        guard leads.count >= 3 else { return false }
        let navigating = leads.filter { lead in
            let words = Slug.words(lead.plainText).prefix(3)
            guard let first = words.first else { return false }
            if navigationVerbs.contains(first) { return true }
            // ("Go to", "Navigate to", "Switch to", "Turn on", "Scroll down to".)
            return words.count >= 2 && (["go", "navigate", "switch", "scroll", "return", "head"].contains(first) && ["to", "back", "down", "up"].contains(words[words.startIndex + 1])
                || first == "turn" && ["on", "off"].contains(words[words.startIndex + 1]))
        }.count
        return navigating * 3 >= leads.count * 2
    }

    private static let navigationVerbs: Set<String> = [
        "open", "reopen", "launch", "relaunch", "tap", "click", "select", "choose", "press", "enable", "disable", "swipe",
        "install", "sign", "log", "restart", "close",
    ]

    /// "Manual testing protocol", "Review workflow", "Test procedure": a section that says
    /// how to go about the work, whose list entries are its steps.
    static func namesProcedure(_ title: String) -> Bool {
        guard title.utf8.count <= 48 else { return false }
        let words = Slug.words(MarkdownInline.plain(title))
        guard let last = words.last, words.count <= 4 else { return false }
        return ["protocol", "procedure", "procedures", "process", "workflow", "methodology"].contains(last)
    }

    /// "## Requirements" over a list of sentences ("Colour alone is not used to convey
    /// information…"): the document's requirements. The same heading over short lines or
    /// versions ("- Xcode 15 or later", "- iOS 17+") lists what a tool needs, and over links to
    /// WCAG criteria cites another standard: neither is.
    /// `obligations`: every line must also say "must", "should" or the like (a sub-section of
    /// the requirements, where a "Why?" beside them explains them).
    static func statesRequirements(title: String, blocks: [MarkdownBlock], obligations: Bool = false) -> Bool {
        // Every section's title and its parent's are asked: most are turned away on bytes.
        guard title.utf8.count <= 40, title.containsUTF8("equirements") || title.containsUTF8("EQUIREMENTS") else { return false }
        let words = Slug.words(title)
        // "Accessibility requirements", "Requirements for both native and web".
        guard words.last == "requirements" && words.count <= 3
                || words.first == "requirements" && (3...7).contains(words.count) && words[1] == "for",
              !words.contains(where: ["system", "technical", "software", "hardware", "installation", "install", "build", "related", "see", "platform"].contains)
        else { return false }
        let leads = blocks.flatMap { block -> [MarkdownBlock] in
            guard case .list = block.kind else { return [] }
            return block.children.compactMap { $0.leadParagraph }
        }
        // Lines that open with a link or name WCAG cite another standard's criteria.
        guard !leads.isEmpty, !leads.contains(where: { $0.text.hasUTF8Prefix("[") || $0.text.containsUTF8("WCAG") }) else { return false }
        return leads.map(\.plainText).allSatisfy { line in
            let lineWords = line.split(separator: " ")
            let lower = line.lowercased()
            let versioned = lineWords.contains { $0.hasUTF8Suffix("+") && $0.contains(where: \.isNumber) }
                || ["or later", "or newer", "or above", "or higher", "installed"].contains { lower.contains($0) }
            let obliges = !obligations || ["must", "should", "shall", "required", "needs to", "has to", "have to"].contains { lower.contains($0) }
            return lineWords.count >= 6 && !versioned && obliges
        }
    }

    /// "These rules MUST be followed:": a paragraph whose RFC 2119 keyword in capitals obliges
    /// the reader to what comes after it; the keyword's severity and the keyword itself.
    static func obligation(over block: MarkdownBlock) -> (severity: Severity, label: String)? {
        guard block.kind == .paragraph else { return nil }
        let plain = block.plainText.trimmingSpaces()
        guard plain.hasUTF8Suffix(":"), plain.utf8.count <= 200, let sentence = keywordSentences(plain).last else { return nil }
        return StatementText.keywordSeverity(sentence).map { (severity: $0.0, label: $0.1) }
    }

    /// "Ensure you meet the criteria below before handing off:", "Check the following before
    /// release:": a sentence that tells the reader to meet or check the list it introduces.
    /// So is a sentence that ends on the verb the list completes ("For each kind of data the
    /// app stores, verify:", "Things to check:", "Before release, make sure that:").
    static func criteriaIntroduction(_ text: String) -> Bool {
        let trimmed = text.trimmingSpaces()
        guard trimmed.hasUTF8Suffix(":"), trimmed.utf8.count <= 200 else { return false }
        let words = Slug.words(trimmed)
        if let last = words.last {
            let verb = last == "that" ? words.dropLast().last : last
            if let verb, ["verify", "check", "ensure", "confirm"].contains(verb) || verb == "sure" && words.dropLast(last == "that" ? 2 : 1).last == "make" {
                return true
            }
        }
        guard let first = words.first, ["ensure", "make", "check", "verify", "confirm", "meet"].contains(first) || words.contains("must"),
              words.contains("below") || words.contains("following") else { return false }
        return first == "check" || first == "verify" || words.contains { ["criteria", "checks", "checklist", "requirements", "items"].contains($0) }
    }

    /// Not "requirements": a section or label of that name lists what a tool needs (an OS,
    /// a package) as often as what a screen must do, and cites other standards' criteria.
    private static let requirementNouns: Set<String> = [
        "practices", "guidelines", "rules", "recommendations", "musts", "dos", "checks",
    ]
    /// "Expected result", "Expected behaviour", "Expected outcomes" (as words): what a tester
    /// confirms, a label over checks or of one.
    static func namesExpectedOutcome(_ words: [String]) -> Bool {
        words.count == 2 && words[0] == "expected" && expectedOutcomeNouns.contains(words[1])
    }
    private static let expectedOutcomeNouns: Set<String> = [
        "behavior", "behaviour", "behaviors", "behaviours", "result", "results", "outcome", "outcomes",
    ]

    /// "✅ DO use haptics for:", "❌ Don't use them for:", "**Don't** animate:": one line that
    /// opens with a Do / Don't mark or a bold Do / Don't word, then an instruction left open
    /// on a colon that each line of `list` completes (short fragments: "Button taps"). The
    /// verdict, and the instruction without its mark or word ("Use haptics for").
    static func verdictLead(_ markdown: String, list: MarkdownBlock) -> (verdict: CodeExample.Verdict, opening: String)? {
        let text = Substring(markdown.trimmingSpaces())
        guard text.utf8.count <= 160, text.hasUTF8Suffix(":"), !text.containsASCII("\n") else { return nil }
        var verdict: CodeExample.Verdict
        var rest: Substring
        if let (markVerdict, afterMark) = StatementText.leadingVerdictMark(text) {
            verdict = markVerdict
            rest = afterMark
            // ("✅ DO use …": the word says what the mark says; "✅ Use …" has the mark alone.)
            if let (wordVerdict, afterWord) = StatementText.leadingDoDontWord(rest) {
                guard wordVerdict == markVerdict else { return nil }
                rest = afterWord
            }
        } else if let (wordVerdict, afterWord) = StatementText.boldDoDontWord(text) {
            verdict = wordVerdict
            rest = afterWord
        } else {
            return nil
        }
        let opening = MarkdownInline.plain(String(rest.dropLast())).trimmingSpaces()
        guard let first = opening.first, first.isLetter, Slug.wordCount(opening) >= 2,
              Self.completedByFragments(opening + ":", list) else { return nil }
        return (verdict, first.uppercased() + opening.dropFirst())
    }

    /// A paragraph whose first line opens with ✅ / ❌ (each such line is one statement).
    static func isVerdictParagraph(_ markdown: String) -> Bool {
        opensWithVerdict(Substring(markdown.trimmingSpaces()))
    }

    /// "Level 1", "Level AA", "AA", "Critical", "High priority": a level or a grade, nothing else.
    static func namesGradeAlone(_ title: String) -> Bool {
        let words = Slug.words(title)
        guard !words.isEmpty, words.count <= 3 else { return false }
        if words.count == 2, words[0] == "level", words[1].allSatisfy(\.isNumber) { return true }
        return Severity.parseLevel(title) != nil || HeadingText.namedSeverity(Substring(title)) != nil
    }

    /// "✅ Use text styles", "**DON'T:** Fire requests from a view's body": a line that opens
    /// with a Do / Don't mark or label.
    static func opensWithVerdict(_ line: Substring) -> Bool {
        StatementText.leadingVerdictMark(line) != nil || StatementText.leadingDoDontLabel(line, boldWord: false) != nil
    }

    /// "Correct", "Good — semantic colours", "Incorrect (fixed sizes)": words that label
    /// code, as opposed to a requirement written beside a mark.
    static func isExampleLabel(_ caption: String) -> Bool {
        let words = Slug.words(caption)
        guard let first = words.first else { return true }
        return ["correct", "incorrect", "good", "bad", "wrong", "right", "example", "do", "dont", "don", "avoid", "yes", "no"].contains(first)
            && words.count <= 8
    }

    /// A line that is only a quotation ("Is this label right?"): an example prompt, not a rule.
    /// `"Lock the font size"` → `Lock the font size` (and `"…".` → `…`).
    static func unquoted(_ text: String) -> String {
        var inner = Substring(text).dropFirst()
        if let last = inner.last, !"\"”'’".contains(last) { inner = inner.dropLast() }
        return String(inner.dropLast()).trimmingSpaces()
    }

    static func isQuotation(_ text: String) -> Bool {
        guard let first = text.first, let last = text.last else { return false }
        let quoted = "\"“'‘".contains(first) && "\"”'’".contains(last) || "\"“".contains(first) && text.dropLast().last.map { "\"”".contains($0) } == true
        // (Not `"Close Button" → reads "Close Button, button"`: two quotations and words between.)
        guard quoted, "\"“".contains(first) else { return quoted }
        let closing = text.dropFirst().firstIndex { "\"”".contains($0) }
        return closing.map { text.distance(from: $0, to: text.endIndex) <= 2 } ?? false
    }

    /// Words that open an instruction ("Use …", "Avoid …"), lower case.
    /// Labels of a paragraph that says why a rule holds ("Rationale:", "_Reason:_").
    static let explanationLabels: Set<String> = ["rationale", "reason", "reasons", "why", "explanation", "motivation", "background"]

    /// "Test Design Standards", "Review Guidelines": a title that names a body of rules, read
    /// as a noun phrase even where its first word is also a verb.
    static func namesBodyOfRules(_ title: String) -> Bool {
        let words = Slug.words(title)
        guard (2...5).contains(words.count), let last = words.last else { return false }
        return ["standards", "guidelines", "requirements", "rules", "conventions", "practices"].contains(last)
    }

    static let instructionVerbs: Set<String> = [
        "add", "adopt", "allow", "always", "announce", "apply", "avoid", "check", "choose", "confirm", "consider",
        "declare", "define", "describe", "design", "disable", "display", "do", "don", "dont", "enable", "ensure",
        "follow", "give", "group", "handle", "hide", "honor", "honour", "include", "increase", "keep", "label", "let",
        "limit", "localise", "localize", "maintain", "make", "mark", "minimise", "minimize", "never", "offer", "place",
        "prefer", "present", "provide", "put", "reduce", "remove", "request", "require", "respect", "scale", "set",
        "show", "specify", "start", "stop", "store", "support", "test", "treat", "use", "verify", "wrap", "write",
        // Verbs guideline pages open their instructions with as often ("Be clear.", "Flip
        // controls that …", "Reserve red for …").
        "accommodate", "adapt", "adjust", "align", "anticipate", "balance", "be", "build", "capitalize", "clarify",
        "communicate", "convey", "determine", "differentiate", "distinguish", "emphasize", "emphasise", "explain",
        "favor", "favour", "flip", "match", "mirror", "prioritize", "prioritise", "preserve", "refrain",
        "reserve", "resist", "reverse", "separate", "simplify", "strive", "tailor", "tell", "warn",
        "reflect", "change", "position", "pair", "indicate", "ask", "help", "validate", "optimize", "optimise",
        "characterize", "characterise", "express",
        "create", "aim", "take", "supply", "respond", "adhere", "refer", "recognize", "recognise", "get", "encourage",
        "customize", "customise", "try", "represent", "pick", "integrate", "implement", "exclude", "defer", "collect",
        "assign", "teach", "suggest", "streamline", "retain", "restore", "rely", "recommend", "manage", "learn", "launch",
        "inform", "incorporate", "identify", "extend", "embrace", "coordinate", "continue", "combine", "append",
        "accelerate", "weigh", "vary", "understand", "revert", "refine", "organize", "organise", "personalize",
        "personalise", "persist", "deliver", "enhance", "delay",
        // (Style guides' verbs: "Omit the keyword …", "Extract long blocks …".)
        "omit", "extract", "indent", "trim",
        // ("Leave at least 8 points between targets.")
        "leave", "generate",
        // ("Prevent accidental taps by …", "Protect tokens at rest", "Encrypt …", "Sanitize …".)
        "prevent", "protect", "encrypt", "sanitize", "sanitise",
        // A tester's verbs ("Navigate with the keyboard alone", "Swipe through each screen",
        // "Inspect every control with the Accessibility Inspector", "Rotate the device …").
        "navigate", "swipe", "inspect", "rotate", "measure",
        // (Human interface guidelines' bold openings: "Augment audio cues with visual cues.",
        // "Downplay the launch experience.", "Eliminate app interactions …".)
        "acknowledge", "aid", "animate", "augment", "beware", "configure", "consolidate", "constrain", "decide", "demonstrate",
        "denote", "detect", "disclose", "discard", "downplay", "eliminate", "establish", "examine", "explore", "expose",
        "gather", "improve", "maximise", "maximize", "modify", "permit", "populate", "postpone", "raise", "relocate",
        "replace", "soften", "summarise", "summarize",
        // (A tester's and a reviewer's: "Run a pseudo-language build …", "Simulate a slow network".)
        "run", "simulate", "evaluate", "assess", "activate", "dismiss", "submit", "resize",
        // ("Save what people typed between the steps of a form.")
        "save",
    ]

    /// Verbs that open a sentence as often as the noun spelled the same ("Focus on the task"
    /// and "Focus indicators …", "List the options" and "List items …"): an instruction only
    /// where the next word opens what the verb acts on (`objectOpenings`).
    static let nounLikeVerbs: Set<String> = [
        "account", "act", "anchor", "break", "center", "centre", "cluster", "craft", "dim", "factor", "finish",
        "fit", "focus", "guide", "inset", "lead", "link", "list", "look", "map", "order", "pause", "pay", "perform",
        "preview", "process", "prompt", "update",
        // ("Turn on VoiceOver", "Tap each button", "Have a native speaker read …", not "Have you …?")
        "have", "review", "open", "turn", "tap", "press", "select", "type", "compare", "record", "document", "listen",
        "watch", "wait", "zoom", "toggle", "switch", "hold", "speak", "trigger", "scroll", "drag", "enter", "close",
        "clear", "reset", "save", "search", "sort", "filter", "audit", "capture", "load",
    ]

    /// Words that open what a verb acts on, or how: a determiner ("the", "your"), "people",
    /// or a verb's particle ("on", "for", "up"). (Not "in": "Process in progress" names a state.)
    static let objectOpenings: Set<String> = objectDeterminers.union([
        "that", "only", "people", "users", "them", "it", "what", "how", "when", "whether", "on", "to", "for", "with",
        "into", "about", "up", "out", "down", "attention",
    ])

    /// Whether `words` open on an instruction's verb, allowing for a noun spelled the same.
    static func opensOnInstructionVerb(_ words: some Collection<String>) -> Bool {
        guard let first = words.first else { return false }
        if instructionVerbs.contains(first) { return true }
        guard nounLikeVerbs.contains(first), let second = words.dropFirst().first else { return false }
        // ("Audit and test your app": a verb joined to another that opens an instruction.)
        return objectOpenings.contains(second) || second == "and" && words.dropFirst(2).first.map(instructionVerbs.contains) == true
    }

    /// Instruction verbs that take a clause ("Ensure labels are …", "Make sure …").
    private static let clauseVerbs: Set<String> = [
        "ensure", "check", "verify", "confirm", "make", "test", "validate", "ask", "tell", "warn", "determine",
        "indicate", "explain", "understand", "recognize", "recognise", "learn", "suggest", "recommend", "inform", "be",
    ]

    /// "Flag issues by severity", "Prioritize fixes by impact", "Provide concrete fixes and a
    /// short rationale": a verb of reporting, then (within three words) what the review found
    /// or proposes. ("Flag force unwraps" names what to look for; "Provide visual feedback"
    /// is asked of the screen.)
    static func saysHowToReport(_ text: String) -> Bool {
        let words = Slug.words(text)
        guard words.count >= 2, let first = words.first, reportVerbs.contains(first) else { return false }
        return words.dropFirst().prefix(3).contains(where: reviewOutputs.contains)
    }

    private static let reportVerbs: Set<String> = [
        "flag", "report", "list", "group", "rank", "sort", "summarize", "summarise", "prioritize", "prioritise",
        "categorize", "categorise", "classify", "provide", "include", "give", "return", "output", "propose",
    ]
    private static let reviewOutputs: Set<String> = ["issues", "findings", "fixes", "recommendations", "rationale", "remediations"]

    /// A title or line that opens with an instruction verb or states a duty ("Use …",
    /// "Labels must …"), however short.
    static func saysWhatToDo(_ text: String) -> Bool {
        let words = Slug.words(text)
        guard let first = words.first else { return false }
        return instructionVerbs.contains(first) || words.contains { $0 == "must" || $0 == "should" || $0 == "shall" }
    }

    /// A sentence that tells the reader what to do: a paragraph whose first sentence opens
    /// with an instruction verb or states a duty (a duty in a later sentence of prose that
    /// opens otherwise, "Where people use a device … the text must be large", is explanation).
    static func isInstruction(_ text: String) -> Bool {
        guard Slug.wordCount(text) >= 3 else { return false }
        let sentence = firstSentence(text)
        let words = Slug.words(String(sentence))
        guard words.count >= 2, let first = words.first else { return false }
        // "Let's break this down", "I should preface this section": the writer narrating,
        // not telling the reader what a screen must do.
        if first == "i" || first == "let" && words[1] == "s" { return false }
        // "Use of `.stringsdict` is still manual": the noun, not the verb. "Note that comments
        // differ from documentation, which should …": a remark on what is said around it.
        if first == "use" && words[1] == "of" || first == "note" && words[1] == "that" { return false }
        // "This means we should leave room for longer strings": what the sentence before
        // implies, an explanation of it.
        if ["this", "that", "which"].contains(first), ["means", "implies"].contains(words[1]) { return false }
        // "Follow these guidelines to offer sign-in when …": a section's opening, pointing at
        // the guidelines after it.
        if first == "follow", ["these", "the"].contains(words[1]), words.count > 2,
           ["guidelines", "recommendations", "tips", "best", "following"].contains(words[2]) { return false }
        // "This doesn't mean the reviewer should be unhelpful": what the sentence before does not say.
        if words.count >= 4, ["this", "that", "it"].contains(first), words[1] == "doesn" || words[1] == "does" && words[2] == "not",
           words.contains("mean") { return false }
        // "Learn more about resizing at …": further reading offered, nothing asked.
        if StatementText.invitesFurtherReading(String(sentence)) { return false }
        // "Rationale: … so it should be positioned with it.": why a rule holds, not one.
        if explanationLabels.contains(first),
           sentence.drop(while: { $0 == "_" || $0 == "*" }).dropFirst(first.count).drop(while: { $0 == "_" || $0 == "*" }).hasUTF8Prefix(":") {
            return false
        }
        // "Help buttons are circular …", "Display names are …": the first word names a kind of
        // thing, the verb is "are" (not "Ensure labels are …", "Check text is …", whose verb
        // takes the clause after it).
        let namesAThing = words.count >= 3 && (words[2] == "are" || words[2] == "is") && !clauseVerbs.contains(first)
        if opensOnInstructionVerb(words), !namesAThing { return true }
        // "Visually balance …": an adverb before the verb. "In general, avoid …", "Where
        // possible, use …": a short opening phrase, then the verb.
        if first.hasUTF8Suffix("ly"), opensOnInstructionVerb(words.dropFirst()) { return true }
        // ("When designing shortcut keys, ensure …": a longer clause that says when. "For each
        // critical flow, turn on a feature …": the verb may take its particle.)
        if let comma = sentence.firstIndex(of: ","), case let opening = Slug.words(String(sentence[..<comma])),
           opening.count <= 3 || opening.count <= 16 && ["when", "whenever", "if", "where", "while", "before", "after", "once", "unless",
                                                           "in", "for", "to", "as", "within", "on", "outside"].contains(first),
           opensOnInstructionVerb(Slug.words(String(sentence[sentence.index(after: comma)...]))) {
            return true
        }
        // "Simplicity — Support familiar interactions …": a name of one to three words, a dash,
        // then the instruction.
        if let dash = sentence.firstUTF8Range(of: " — ", limit: 60) ?? sentence.firstUTF8Range(of: " – ", limit: 60),
           case let name = Slug.words(String(sentence[..<dash.lowerBound])),
           (1...3).contains(name.count), sentence[..<dash.lowerBound].first?.isUppercase == true,
           case let rest = Slug.words(String(sentence[dash.upperBound...])), rest.count >= 3, opensOnInstructionVerb(rest) {
            return true
        }
        if words.contains(where: { $0 == "must" || $0 == "should" || $0 == "shall" }) { return true }
        if isUserStory(sentence, words: words) { return true }
        // "A trigger test is required for every modal", "Inline styles are not allowed": a
        // duty or a ban stated of the thing built, in the passive. (Not "No setup is
        // required", "If a password is required, …", "… that is required to be entered …",
        // "They are not required": nothing asked, a condition, a clause, a pronoun for
        // something said elsewhere; nor "is required to support …": what something serves.)
        if let be = words.firstIndex(where: { $0 == "is" || $0 == "are" }), be > 0, be + 1 < words.count,
           !["note", "this", "these", "that", "those", "they", "it"].contains(first),
           !words[..<be].contains(where: { ["no", "nothing", "what", "which", "who", "that", "if", "when", "where", "unless", "whether"].contains($0) }) {
            let after = words[(be + 1)...].drop { $0 == "always" }
            if let word = after.first, ["required", "mandatory", "prohibited", "forbidden"].contains(word),
               after.dropFirst().first != "to" {
                return true
            }
            if after.first == "not", let word = after.dropFirst().first, ["allowed", "permitted"].contains(word) { return true }
        }
        // "Every meaningful element needs a description", "All images need alt text": what
        // each thing built needs, a duty of all of them.
        if ["every", "each", "all"].contains(first), let need = words.firstIndex(where: { $0 == "needs" || $0 == "need" }),
           need >= 2, need <= 5, need + 1 < words.count, !words[1..<need].contains(where: needHedges.contains) {
            return true
        }
        // "Date pickers in the wheel style need a visible label", "Icon buttons need an
        // accessibility label": what a kind of thing built needs, a duty of each of them, as
        // above. (Only with the thing needed after it, and nothing before it that says who
        // needs or how likely: "Users need a way back", "Most apps need a login screen".)
        if let need = words.firstIndex(where: { $0 == "needs" || $0 == "need" }), (2...8).contains(need), need + 2 < words.count,
           ["a", "an", "the", "their", "its", "visible", "unique", "clear"].contains(words[need + 1]),
           !["this", "that", "it", "what", "which", "if", "when", "where", "most", "many", "some", "few", "every", "each", "all"].contains(first),
           !words[..<need].contains(where: needHedges.contains) {
            return true
        }
        // "The call to action needs to be unique": a duty of the thing built, as "must" states
        // one. Only where nothing before it says who needs or how likely it is ("you may need
        // to …", "users need to …", "does not need to …", "when datasets need to be compared").
        guard let need = words.firstIndex(where: { $0 == "needs" || $0 == "need" }), need > 0, need + 2 < words.count,
              words[need + 1] == "to" else { return false }
        guard !words[..<need].contains(where: needHedges.contains) else { return false }
        return !["know", "understand", "learn", "read", "remember"].contains(words[need + 2])
    }

    /// "As a keyboard user, I want every control to take focus", "As someone who zooms, I
    /// need the layout to reflow": a user story, the need a screen must meet, stated as a
    /// requirement is. (Not "As a result, I want …", "As a rule, …": an aside, not a role.)
    static func isUserStory(_ sentence: Substring, words: [String]) -> Bool {
        guard words.count >= 6, words[0] == "as", words[1] == "a" || words[1] == "an" || words[1] == "someone",
              !["result", "rule", "reminder", "side", "whole", "consequence", "matter", "general", "default", "first"].contains(words[2]),
              let comma = sentence.firstIndex(of: ",") else { return false }
        let after = Slug.words(String(sentence[sentence.index(after: comma)...].prefix(40)))
        return after.count >= 3 && after[0] == "i" && ["want", "need", "expect", "would", "must", "can"].contains(after[1])
    }

    /// Words before "need to" that make it no duty of the thing built: who needs, how likely,
    /// or a clause it stands in.
    private static let needHedges: Set<String> = [
        "you", "we", "i", "they", "users", "user", "people", "someone", "developers", "designers", "reviewers", "testers",
        "teams", "team", "readers", "everyone", "your", "our",
        "may", "might", "would", "will", "ll", "could", "can", "not", "t", "never", "no", "only",
        "often", "sometimes", "usually", "typically", "generally", "normally", "rarely",
        "if", "when", "where", "whether", "because", "that", "which", "who", "as", "unless", "once",
    ]

    /// The text up to the end of its first sentence (". ", "! ", "? ", or a line end after one).
    /// "You are reviewing for regressions. Focus, in order of priority:": a paragraph whose
    /// last sentence sends the reader to the list after it, what to look at or for.
    static func closesOnWhatToLookAt(_ text: String) -> Bool {
        let trimmed = text.trimmingSpaces()
        guard trimmed.hasUTF8Suffix(":"), trimmed.utf8.count <= 400 else { return false }
        var last = Substring(trimmed)
        while let stop = last.firstCharacterRange(of: ". ") { last = last[stop.upperBound...] }
        let words = Slug.words(String(last))
        guard let first = words.first else { return false }
        return ["focus", "look", "review", "watch", "scan"].contains(first) || Self.isInstruction(String(last))
    }

    static func firstSentence(_ text: String) -> Substring {
        var previous: Character?
        var previousIndex = text.startIndex
        for index in text.indices {
            let character = text[index]
            if character == " " || character == "\n", let previous, previous == "." || previous == "!" || previous == "?",
               // (Not the stop of "e.g.", "i.e.", "etc.": "Icon buttons (i.e. with a shortcut) should …".)
               previous != "." || !endsWithAbbreviation(text[..<previousIndex]) {
                return text[..<index]
            }
            previous = character
            previousIndex = index
        }
        return text[...]
    }
}

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
}

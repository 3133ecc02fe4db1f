/// A paragraph over a list: what it says of the list's lines (Do / Don't, conditions, samples,
/// reasons, asides, steps of testing), or of the document.
extension CompilationRun {
    /// What the paragraph at `index` says of the list after it (Do / Don't, conditions, samples,
    /// reasons, asides, steps of testing) or of the document; false when it says neither.
    mutating func readsListLabel(at index: Int, plain: String, _ body: SectionBody, _ walk: inout BodyWalk) -> Bool {
        let blocks = body.blocks, block = blocks[index]
        let path = body.path, severity = body.severity, sectionNumber = body.sectionNumber, sectionKind = body.kind
        if let verdict = Self.doDontLabel(plain) {
            walk.label = .verdict(verdict)
            decide(block.startLine, "paragraph", .group, plain, verdict == .correct ? "Do label over the list below" : "Don't label over the list below")
            return true
        }
        // "✅ DO use haptics for:" over "- Button taps", "- Toggle switches": a Do (or a
        // Don't) that each line below completes, "Use haptics for button taps" a Do.
        if body.nextIsList(index), let lead = Self.verdictLead(block.text, list: blocks[index + 1]) {
            walk.label = .lead(MarkdownBlock(kind: .paragraph, text: lead.opening + ":", startLine: block.startLine, endLine: block.endLine),
                               verdict: lead.verdict)
            decide(block.startLine, "paragraph", .group, plain,
                   lead.verdict == .correct ? "Do that each line below completes" : "Don't that each line below completes")
            return true
        }
        walk.label = nil
        // "**WCAG SC:**" over "- 1.1.1 Non-text Content (Level A)": the criteria the
        // section's requirements meet, not requirements of their own.
        if body.nextIsList(index), Self.namesCriteriaLabel(plain), Self.citesCriteria(blocks[index + 1]) {
            walk.label = .criteria
            decide(block.startLine, "paragraph", .group, plain, "names the WCAG criteria the section's requirements meet")
            return true
        }
        // "**Intensity levels:**" over "- **Subtle**: minimal refraction": the list names
        // and defines the values a setting takes, it asks nothing.
        if body.nextIsList(index), Self.namesValueKinds(plain), Self.namesTerms(blocks[index + 1]) {
            walk.label = .aside("names a value (a level, style or state) and what it means, not a requirement")
            decide(block.startLine, "paragraph", .skipped, plain, "names kinds of values: the list below defines them")
            return true
        }
        // "**Minimum size: 44x44 points** (the HIG's figure)" over "- Prevents mis-taps":
        // a bold requirement with its measure; the list below says why or how, its guidance.
        if body.nextIsList(index), !Self.isTaskList(blocks[index + 1]), let measured = Self.boldMeasure(block.text),
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
            walk.label = .aside("detail of the requirement above (its guidance)")
            return true
        }
        // "**The site shows a short summary of its purpose**" over "- At first glance …": a
        // requirement in bold, stated as a sentence, over the line that explains it.
        if body.nextIsList(index), let stated = Self.explainedStatement(block, over: blocks[index + 1]) {
            let statement = Statement(title: stated, identifier: nil, severity: nil, severityLabel: nil, rest: "",
                                      marks: [], isLinkOnly: false)
            // (A weak mark: a document of such sentences and plain lists is still read as unmarked.)
            if statementMode != .plain { weakItemCount += 1 }
            addStatement(statement, kind: sectionKind, guidance: Self.detailLines(of: blocks[index + 1]).joined(separator: "\n"),
                         path: path, severity: severity, sectionNumber: sectionNumber, line: block.startLine, block: "paragraph",
                         why: "requirement in bold over the line that explains it")
            walk.label = .aside("detail of the requirement above (its guidance)")
            return true
        }
        if body.nextIsList(index), let aside = Self.asideLabel(plain) {
            walk.label = .aside(aside.linesAre)
            decide(block.startLine, "paragraph", .skipped, plain, "\(aside.says): the list below is not requirements")
            return true
        }
        // "Purpose" ⏎ "- Track readiness …", "How to use" ⏎ "- Run the checks at …": a
        // line written where a heading would be, naming an introduction, the document's
        // use or a reference part, over its list.
        if body.nextIsList(index), Self.namesNonGuidancePart(block), !Self.namesTickedCases(blocks, at: index + 1) {
            walk.label = .aside("under a line that names an introduction, a use or a reference part, not a requirement")
            decide(block.startLine, "paragraph", .skipped, plain, "names an introduction, a use or a reference part, as a heading would")
            return true
        }
        // "Icons can either be:" over "1. Functional, or 2. Decorative.": the list
        // finishes a sentence that instructs nobody. In a document that marks nothing it
        // names parts, options or outcomes; where the section holds requirements ("✅
        // Success techniques") the sentence and its list are one statement.
        // ("… are set by its:" over "1. `keyboardOptions` property": a description the
        // list's short fragments finish, as a series would.)
        if body.nextIsList(index), Self.opensSentenceListFinishes(plain, blocks[index + 1]) {
            if statementMode == .plain {
                walk.label = .aside(Self.finishesSentence)
                decide(block.startLine, "paragraph", .skipped, plain, "opens a sentence the list below finishes, and asks for nothing")
                return true
            }
            if body.namesRequirements || body.headingVerdict() != nil {
                walk.label = .conditions(block)
                decide(block.startLine, "paragraph", .group, plain, "opens a sentence the list below finishes: the two are one statement")
                return true
            }
        }
        if body.nextIsList(index), let condition = Self.conditionLabel(plain) {
            if condition == .documentUse {
                walk.label = .aside("when to read the document")
                decide(block.startLine, "paragraph", .skipped, plain, "says when to read the document: the list below is not requirements")
                return true
            }
            if condition == .exemptions {
                walk.label = .aside("a case where the requirement does not apply")
                decide(block.startLine, "paragraph", .skipped, plain, "says when a requirement does not apply: the list below is not requirements")
                return true
            }
            if statementMode == .plain || body.namesRequirements || body.headingVerdict() != nil, Self.isConditionList(blocks[index + 1]) {
                walk.label = .conditions(block)
                decide(block.startLine, "paragraph", .group, plain, "label of conditions: it and the list below are one statement")
                return true
            }
        }
        // "Focus reaching a control should not change the page, such as:" over "- submitting
        // a form", "- loading a new page": a requirement whose cases the lowercase fragments
        // below name. One item, the fragments its guidance (where the section's lines are read).
        if statementMode == .plain || body.namesRequirements, body.nextIsList(index),
           let requirement = Self.requirementBeforeCases(plain), Self.holdsLowercaseFragments(blocks[index + 1]) {
            var statement = StatementText.read(requirement, words: hints.severityWords)
            let explanation = Self.keepingFirstSentence(&statement)
            var cases = Substring(plain.trimmingSpaces()).dropFirst(requirement.count)
            while let first = cases.first, first == "," || first == ";" || first == " " { cases = cases.dropFirst() }
            addStatement(statement, kind: sectionKind,
                         guidance: [explanation, cases.prefix(1).uppercased() + cases.dropFirst() + "\n\n"
                                     + source.slice(blocks[index + 1].startLine, blocks[index + 1].endLine)]
                             .filter { !$0.isEmpty }.joined(separator: "\n\n"),
                         path: path, severity: severity, sectionNumber: sectionNumber, line: block.startLine, block: "paragraph",
                         why: "requirement over the cases it names (the list below completes it)")
            walk.label = .aside("a case the requirement above names (its guidance)")
            return true
        }
        // "Write button text in sentence case. For example:" over sample wordings, "…users
        // double click buttons because they:" over "- have a slow connection": a list of
        // samples or of reasons, no requirements. An instruction the paragraph opens with
        // ("Keep the answers because people:") is one item, in a document that marks
        // nothing, the list its guidance.
        if body.nextIsList(index), let introduction = Self.listIntroduction(plain) {
            let samples = introduction.lines == .samples
            walk.label = samples ? .examples
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
            return true
        }
        // "Check the app can be used with…" over "- a keyboard", "- a switch": each
        // fragment completes the instruction, and the two are one check.
        // (Where plain lines are items: the document marks none, or the section names them.)
        // (A duty the lines finish, "Names should:", marks them in any reading.)
        if statementMode == .plain || body.namesRequirements || Self.opensDutyTheLinesFinish(plain), body.nextIsList(index),
           Self.isInstruction(plain) || Slug.wordCount(plain) == 1 && Self.endsAwaitingObject(plain.trimmingSpaces()),
           Self.completedByFragments(plain, blocks[index + 1]) {
            walk.label = .lead(block)
            decide(block.startLine, "paragraph", .group, plain, "instruction that each line below completes")
            return true
        }
        // "**How to Test:**" over "1. Unplug the mouse", "2. Tab through the screen", after
        // the section's checks: the steps of testing them, each check's how-to-test.
        if body.nextIsList(index), Self.namesTestSteps(plain),
           case let tested = pending.indices.filter({ pending[$0].item.sectionPath == path && pending[$0].item.line < block.startLine + lineOffset }),
           !tested.isEmpty {
            walk.label = .testSteps(tested)
            decide(block.startLine, "paragraph", .group, plain, "how-to-test label over the steps of testing the section's checks")
            return true
        }
        // "Do examples", "Examples:" over a list: the list's lines are samples.
        if Self.isExamplesLabel(plain), body.nextIsList(index) {
            walk.label = .examples
            decide(block.startLine, "paragraph", .skipped, plain, "examples label: the list below holds samples, not requirements")
            return true
        }
        // "**Success (Green):** `--green-500`" over "- ✅ Success messages" and "- ❌ Never
        // for destructive actions": a bold name the marked lines are about, which they
        // do not repeat; it is their guidance.
        // (Not "**Rule:** Every destructive action asks first.", a rule of its own: the
        // name is followed by a value at most, never a sentence.)
        if body.nextIsList(index), block.text.hasUTF8Prefix("**"), let bold = StatementText.read(block.text, words: hints.severityWords).label,
           !Self.isInstruction(bold.name), Self.kindLabelledStatement(block.text, words: hints.severityWords) == nil,
           case let value = MarkdownInline.plain(bold.text).trimmingSpaces(), Slug.wordCount(value) <= 6, !value.hasUTF8Suffix("."),
           Self.marksEveryLineWithVerdict(blocks[index + 1]) {
            walk.label = .subject(block.text.trimmingWhitespace())
            decide(block.startLine, "paragraph", .group, plain, "names what the ✅ / ❌ lines below are about (their guidance)")
            return true
        }
        if Self.requirementsLabel(plain), body.nextIsList(index) {
            walk.label = .requirements
            decide(block.startLine, "paragraph", .group, plain, "label that names requirements over the list below")
            return true
        }
        // "**Accessibility:** what the Accessibility section covers": a summary of the
        // document's own sections.
        // "**Avoid for**: Unrelated fields, mobile users": the cases a pattern does not
        // suit, as under "When not to use".
        if block.text.hasUTF8Prefix("**"), let bold = StatementText.read(block.text, words: hints.severityWords).label {
            if namesSection(bold.name, besides: path.last) {
                decide(block.startLine, "paragraph", .skipped, plain, "describes a section of this document (a summary of its contents)")
                return true
            }
            if Self.namesSuitedCases(Slug.words(bold.name)) {
                decideNotARequirement(block.startLine, "paragraph", plain, "says which cases it suits or does not, as \"When to use\" does")
                return true
            }
        }
        return false
    }
}

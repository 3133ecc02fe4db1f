/// Reading one list's lines into items, and adding an item (or detail to an earlier one) as
/// the body's reading decides.
extension CompilationRun {
    /// Why the lines of a list that finishes a sentence asking nothing are no items.
    static let finishesSentence = "completes a sentence that names parts, options or outcomes, not a requirement"

    /// Records every line of `list` as a known non-requirement, for `linesAre`.
    mutating func decideAside(_ list: MarkdownBlock, _ linesAre: String) {
        for entry in list.children {
            decideNotARequirement(entry.startLine, "list line", entry.leadParagraph?.plainText ?? "", linesAre)
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
    mutating func collectEntry(_ entry: MarkdownBlock, list: MarkdownBlock, verdict: CodeExample.Verdict?,
                                       path: [String], severity: Severity?, sectionNumber: String?, kind: ItemKind, prose: Bool,
                                       named: Bool = false, boldOpenings: Bool = false) {
        guard let lead = entry.leadParagraph else { return }
        // Its task lines are checks of their own, under it (`collectTaskLists` took them).
        if Self.groupsTaskLines(entry) { return }
        if let record = FieldRecord.read(lead.text) {
            return addFieldRecord(record, kind: kind, path: path, severity: severity, sectionNumber: sectionNumber, line: entry.startLine,
                                  block: "list line")
        }
        let nested = entry.children.filter { $0.isList }
        // "- DO:" over "  - Use system sheets", "- Don't" over its lines: a list entry that
        // is only a Do / Don't label labels its sub-list, as a label paragraph labels a list.
        if !nested.isEmpty, lead.text.utf8.count <= 60, let labelVerdict = Self.doDontLabel(lead.plainText) {
            decide(entry.startLine, "list line", .group, lead.plainText, "\(labelVerdict == .correct ? "Do" : "Don't") label over its sub-list")
            collectEntries(of: nested, verdict: labelVerdict, path: path, severity: severity, sectionNumber: sectionNumber, kind: kind, prose: prose)
            return
        }
        var statement = StatementText.read(lead.text, words: hints.severityWords, boldOpenings: boldOpenings)
        if let finished = Self.finishedByAlternatives(statement.title, nested) ?? Self.finishedByValues(statement.title, nested) {
            statement.title = finished
        }
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
        // ("- **Yes** - Handle web links too" beside "- **No** - …": an answer to choose.)
        if Self.answerWord(lead.text) != nil, listsAnswerOptions(list) {
            return decideNotARequirement(entry.startLine, "list line", statement.title, "an answer to choose (an option of a question), not a requirement")
        }
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
        // "- Rationale:" over "- keeps one identity", "- avoids prompts", after "- Do not launch
        // the debug binary": why the line above holds, its guidance, not a check of its own.
        if Self.labelsCode(statement, lead: lead), !nested.isEmpty,
           case let words = Slug.words(statement.title), words.count <= 3, let first = words.first,
           Self.explanationLabels.contains(first) || words == ["notes"] || words == ["note"],
           let last = pending.indices.last, pending[last].item.sectionPath == path, pending[last].item.line >= list.startLine + lineOffset {
            let details = entry.children.filter { $0.startLine != lead.startLine || $0.kind != lead.kind }
            let text = Self.dedent(source.slice(details.map(\.startLine).min() ?? entry.startLine, entry.endLine))
            let guidance = pending[last].item.guidance
            pending[last].item.guidance = (guidance.isEmpty ? "" : guidance + "\n\n") + statement.title.trimmingColons() + ":\n\n" + text
            decide(entry.startLine, "list line", joining: last, statement.title, "says why the line above holds: its guidance")
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
        // "🛠 Check the page with [a validator](…)": a tool or a reading its icon marks.
        if statement.identifier == nil, statement.severity == nil, StatementText.isIconMarkedResource(lead.text) {
            return decideNotARequirement(entry.startLine, "list line", statement.title, Self.iconMarkedResourceReason)
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
        let detailsLeft = details.indices.filter { !examples.consumed.contains($0) && !(details[$0].kind == .html && HTMLMarkup.isTagsOnly(details[$0].text)) }
        // "- Images that inform have a text alternative:" over the cases: the colon opens the
        // line's details, which are its guidance; the title stands without it.
        if !detailsLeft.isEmpty, statement.rest.isEmpty, let closed = Self.closingDetails(statement.title) {
            statement.title = closed.title
            if let opening = closed.opening { guidance.append(opening) }
        }
        for index in detailsLeft {
            guidance.append(Self.dedent(source.slice(details[index].startLine, details[index].endLine)))
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

    /// Why a paragraph of a section became no item, in words.
    func skippedProseReason(_ text: String) -> String {
        guard statementMode == .plain else { return "prose (the document marks its requirements)" }
        guard Self.isInstruction(text) else { return "prose that gives no instruction" }
        if text.trimmingSpaces().hasUTF8Suffix(":") { return "introduces what follows" }
        return Self.introductionInstructionReason
    }

    /// Why an instruction in prose was read as the introduction's, or as one beside lines
    /// that are the items.
    static let introductionInstructionReason = "an instruction in the introduction or beside the section's lists (its lines are the items)"

    /// A requirement written as a record of fields (`FieldRecord`): titled, numbered, graded
    /// and tested by its fields.
    mutating func addFieldRecord(_ record: FieldRecord, kind: ItemKind, path: [String], severity: Severity?,
                                 sectionNumber: String?, line: Int, block: String) {
        var statement = StatementText.read(record.title, words: hints.severityWords)
        statement.identifier = record.identifier ?? statement.identifier
        // "### A11Y-01" over the record: a heading that is only a code numbers the record it
        // holds, the record's title names it.
        var path = path
        if statement.identifier == nil, let last = path.last, HeadingText.isCodeIdentifier(last) {
            statement.identifier = last
            path.removeLast()
        }
        if let text = record.severityText, let stated = hints.severityWords.parse(text) {
            statement.severity = stated
            statement.severityLabel = text
        }
        let guidance = ([statement.rest] + record.guidance).filter { !$0.isEmpty }.joined(separator: "\n\n")
        addStatement(statement, kind: kind, guidance: guidance, path: path, severity: severity, sectionNumber: sectionNumber,
                     line: line, block: block, why: "a record of fields: its title, number and grade are fields of it")
        if let steps = record.howToTest, let last = pending.indices.last, pending[last].item.line == line + lineOffset {
            pending[last].item.howToTest = steps
        }
    }

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
}

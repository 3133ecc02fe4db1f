import Foundation

/// Checklist lines: task lists anywhere, and the lines of checklist, principle and
/// anti-pattern sections.
extension CompilationRun {
    // MARK: List items

    /// Why a form's option is no requirement.
    static let optionPlace = "an option to choose (the form asks which applies), not a requirement"

    /// Task-list lines (`- [ ] …`) anywhere in a section are checklist lines.
    mutating func collectTaskLists(_ blocks: [MarkdownBlock], path: [String], severity: Severity?) {
        var group: String?
        var groupLine = 0
        // "**Privacy policy MUST:**" over task lines: the keyword's severity is theirs, and its label.
        var labelSeverity: (severity: Severity, label: String)?
        // "Choose one:" over "- [ ] Ready to merge": answers to pick from, not checks.
        var aside: String?
        // "**Must have**", "**Nice to have**", "**Critical**" over task lines: the grade the
        // label names is its lines'; "**Required**" beside "**Nice to have**" too, as tiers
        // of one scale are read beside each other (`SectionTreeBuilder.tiers`).
        var groupSeverity: (severity: Severity, label: String)?
        var groupIsSummary = false
        let plainLabels = Self.listGroupLabels(blocks)
        let groupLabels = blocks.indices.map { blocks[$0].kind == .paragraph ? Self.boldGroupLabel(blocks[$0]) ?? plainLabels[$0] : nil }
        let labelTiers = Self.boldLabelTiers(groupLabels, of: blocks)
        let enclosing = statedSeverity
        defer { statedSeverity = enclosing }
        // The last task line of the list just read, while only a short label ("**Anti-patterns
        // to flag:**") stands between it and code: code whose comments mark its parts right or
        // wrong ("// ❌ Hard-coded", "// ✅ Semantic") gives that line its examples.
        var lastTaskLine: Int?
        for (index, block) in blocks.enumerated() {
            if case .code(let language) = block.kind {
                if let target = lastTaskLine, case let marked = ExampleExtractor.splitMarkedCode(block.text, language: language), !marked.isEmpty {
                    pending[target].item.examples += marked
                }
                lastTaskLine = nil
                continue
            }
            if lastTaskLine != nil, !(index + 1 < blocks.count && blocks[index + 1].isCode && block.isShortLabel()) {
                lastTaskLine = nil
            }
            if block.kind == .paragraph {
                group = groupLabels[index]
                groupSeverity = group.flatMap { label in
                    (labelTiers[index] ?? HeadingText.namedSeverity(Substring(label))).map { ($0, label) }
                }
                groupLine = block.startLine
                // (Only a short line ending in a colon is read: every paragraph of a section passes
                // here. The parser hands paragraphs over trimmed, so no copy is made to test them.)
                let text = block.text
                labelSeverity = text.utf8.count <= 120 && (text.hasUTF8Suffix(":") || text.hasUTF8Suffix(":**"))
                    ? StatementText.keywordSeverity(text).map { ($0.0, $0.1) } : nil
                aside = Self.asideLabel(text, overTaskLines: true)?.linesAre
                    ?? (index + 1 < blocks.count && blocks[index + 1].isList && Self.asksToChooseOptions(text) ? Self.optionPlace : nil)
                groupIsSummary = false
                continue
            }
            // "<!-- Mark the relevant option with an 'x' -->" over task lines: a form's options.
            if block.kind == .html, index + 1 < blocks.count, blocks[index + 1].isList, block.text.hasUTF8Prefix("<!--"),
               case let comment = block.text.dropFirst(4), let close = comment.range(of: "-->"),
               Self.asksToChooseOptions(String(comment[..<close.lowerBound])) {
                aside = Self.optionPlace
                continue
            }
            // "<details><summary>Images</summary>" over task lines: the folded part's name is
            // their group, as a bold line over them would be.
            if block.kind == .html, index + 1 < blocks.count, blocks[index + 1].isList, Self.isTaskList(blocks[index + 1]),
               let summary = HTMLMarkup.element("summary", in: block.text[...]).map({ StatementText.clean(String($0)).trimmingColons() }),
               !summary.isEmpty {
                (group, groupLine, labelSeverity, aside, groupIsSummary) = (summary, block.startLine, nil, nil, true)
                groupSeverity = HeadingText.namedSeverity(Substring(summary)).map { ($0, summary) }
                continue
            }
            guard case .list = block.kind else { group = nil; groupSeverity = nil; labelSeverity = nil; aside = nil; continue }
            defer { group = nil; groupSeverity = nil; labelSeverity = nil; aside = nil; statedSeverity = enclosing }
            let taskItems = block.children.filter { if case .item(task: .some) = $0.kind { return true } else { return false } }
            if let aside = aside ?? (Self.offersAnswers(taskItems, sectionTitle: path.last) ? "an answer to choose, not a requirement" : nil)
                ?? (Self.namesSigners(taskItems, sectionTitle: path.last) ? "a person or role who signs off, not a requirement" : nil)
                ?? (path.last.map(SectionRole.namesReviewRecord) == true ? Self.reviewRecordPlace : nil) {
                for item in taskItems { decideNotARequirement(item.startLine, "list line", item.leadParagraph?.plainText ?? "", aside) }
                continue
            }
            if let stated = labelSeverity ?? groupSeverity { statedSeverity = stated }
            let lineSeverity = labelSeverity?.severity ?? groupSeverity?.severity ?? severity
            guard !taskItems.isEmpty else {
                collectNestedTaskLines(of: block, path: group.map { path + [$0] } ?? path, severity: lineSeverity)
                continue
            }
            if let group {
                decide(groupLine, groupIsSummary ? "html" : "paragraph", .group, group,
                       groupIsSummary ? "names the folded part (<summary>) that holds the task lines below"
                            : blocks[index - 1].text.hasUTF8Prefix("**") || blocks[index - 1].text.hasUTF8Prefix("__") ? "bold line over the task lines below"
                            : "short line over the task lines below that names their group")
            }
            let before = pending.count
            addTaskLines(of: block, kind: .check, path: group.map { path + [$0] } ?? path, severity: lineSeverity,
                         sectionNumber: nil, why: "task line")
            if pending.count > before { lastTaskLine = pending.count - 1 }
        }
    }

    /// "3. **Test checklist**" over "- [ ] Labels are read": the task lines under a list
    /// entry without a box are checks, grouped under the entry's words (at any depth).
    mutating func collectNestedTaskLines(of list: MarkdownBlock, path: [String], severity: Severity?) {
        for (index, entry) in list.children.enumerated() where Self.groupsTaskLines(entry) {
            guard let lead = entry.leadParagraph else { continue }
            // "- Verify every variable is set" over "- [ ] Verified by: ____ Date: ____": the
            // box is where the check is signed, and the line above it is the check.
            let boxes = entry.children.filter { Self.isTaskList($0) }.flatMap(\.children)
            if !boxes.isEmpty, boxes.allSatisfy({ Self.isSignOffField($0.leadParagraph?.plainText ?? "") }) {
                addListItem(entry, index: index, list: list, kind: .check, path: path, severity: severity, sectionNumber: nil,
                            why: "list line over its sign-off box")
                for box in boxes {
                    decideNotARequirement(box.startLine, "list line", box.leadParagraph?.plainText ?? "",
                                          "a sign-off box for the line above: who checked it, and when")
                }
                continue
            }
            let group = StatementText.clean(lead.text).trimmingColons()
            let groupPath = group.isEmpty ? path : path + [group]
            decide(entry.startLine, "list line", .group, group, "list line over task lines")
            for nested in entry.children where nested.isList {
                if Self.isTaskList(nested) {
                    addTaskLines(of: nested, kind: .check, path: groupPath, severity: severity, sectionNumber: nil,
                                 why: "task line under a list line")
                } else {
                    collectNestedTaskLines(of: nested, path: groupPath, severity: severity)
                }
            }
        }
    }

    /// Whether half the lines of `list` (two at least) name headings of this document, with
    /// or without a remark in brackets ("Build requirements (Xcode 16)").
    /// (Read until the answer is known: most lists name no section, and are turned away once
    /// more than half their lines have failed.)
    func namesOwnSections(_ list: MarkdownBlock) -> Bool {
        let count = list.children.count
        guard count >= 2 else { return false }
        var naming = 0
        var failing = 0
        for entry in list.children {
            if let lead = entry.leadParagraph, case let title = StatementText.read(lead.text, words: hints.severityWords).title,
               sectionTitles.contains(Slug.phrase(title)) || sectionTitles.contains(Slug.phrase(Self.withoutParentheses(title))) {
                naming += 1
            } else {
                failing += 1
                // (Half the lines at least must name sections.)
                if failing * 2 > count { return false }
            }
        }
        return naming >= 2 && naming * 2 >= count
    }

    /// "- Xcode", "- Localization", "- Preparing your interface for localization" above a
    /// page's first heading: the trail of pages that leads to this one, its last line a
    /// heading of the page (its title), every line a name of a few words. Navigation, no
    /// requirements.
    func isBreadcrumbTrail(_ list: MarkdownBlock) -> Bool {
        guard case .list = list.kind, (2...8).contains(list.children.count) else { return false }
        var names: [String] = []
        for entry in list.children {
            guard entry.children.count <= 1, let lead = entry.leadParagraph, !lead.text.containsASCII("\n") else { return false }
            let name = MarkdownInline.plain(lead.text).trimmingSpaces()
            guard !name.isEmpty, name.utf8.count <= 80, Slug.wordCount(name) <= 8,
                  !name.contains(where: { ".!?:;".contains($0) }), !Self.isInstruction(name) else { return false }
            names.append(name)
        }
        return names.last.map { sectionTitles.contains(Slug.phrase($0)) } ?? false
    }

    /// "Verified by: ________ Date: ________", "Signed:": labels of blanks to fill in when
    /// signing a check off (at most three, of three words or fewer), nothing else.
    static func isSignOffField(_ text: String) -> Bool {
        let plain = text.filter { $0 != "_" }.trimmingSpaces()
        guard plain.hasUTF8Suffix(":"), plain.utf8.count <= 80 else { return false }
        let labels = plain.dropLast().split(separator: ":").map { $0.trimmingCharacters(in: .whitespaces) }
        return (1...3).contains(labels.count) && labels.allSatisfy { !$0.isEmpty && $0.split(separator: " ").count <= 3 }
    }

    /// Which of `labels` (the bold group label of each of `blocks`, `boldGroupLabel`), over
    /// lists, are tiers of one priority scale, by the index of their paragraph.
    static func boldLabelTiers(_ labels: [String?], of blocks: [MarkdownBlock]) -> [Int: Severity] {
        var overLists: [(index: Int, title: String)] = []
        for (index, label) in labels.enumerated() where index + 1 < blocks.count {
            guard let label, case .list = blocks[index + 1].kind else { continue }
            overLists.append((index, label))
        }
        guard overLists.count >= 2, let tiers = SectionTreeBuilder.tiers(among: overLists.map(\.title)) else { return [:] }
        return Dictionary(uniqueKeysWithValues: tiers.map { (overLists[$0.index].index, $0.severity) })
    }

    /// "**1.1.1 – Non-text content**", "**[Forms](…)**": a paragraph that is one bold line,
    /// standing as a heading over the list after it. Not a label ("**Note:**").
    static func boldGroupLabel(_ paragraph: MarkdownBlock) -> String? {
        // Most paragraphs are longer, open or end with something else, or are labels
        // ("**Correct:**"): turned away on their bytes.
        let raw = Array(paragraph.text.utf8.prefix(131))
        let space = UInt8(ascii: " ")
        guard raw.count <= 130, let start = raw.firstIndex(where: { $0 != space }),
              let end = raw.lastIndex(where: { $0 != space }), end - start >= 5,
              raw[start] == raw[start + 1], raw[end] == raw[end - 1], raw[start] == raw[end],
              raw[start] == UInt8(ascii: "*") || raw[start] == UInt8(ascii: "_"),
              raw[end - 2] != UInt8(ascii: ":"), raw[end - 2] != UInt8(ascii: "."),
              !raw.contains(UInt8(ascii: "\n")) else { return nil }
        let text = paragraph.text.trimmingSpaces()
        let inner = text.dropFirst(2).dropLast(2)
        guard !inner.containsUTF8("**"), !inner.containsUTF8("__") else { return nil }
        let plain = MarkdownInline.plain(text).trimmingSpaces()
        guard !plain.isEmpty, !plain.hasUTF8Suffix(":"), !plain.hasUTF8Suffix(".") else { return nil }
        return plain
    }

    /// "Security" over "- No secrets in logs", "UI (if applicable)" over "- Empty states
    /// checked": a line of a few words in title form, standing alone right above a list,
    /// names the list's group as a heading would; by the index of its paragraph. Read only
    /// where two such lines at least stand over lists: one alone as often introduces its list
    /// as names it. (Not a label with a role of its own: "Avoid:", "Usage tips:", "Choose
    /// one:", "Test with:", "Privacy policy MUST:", which are read where they stand.)
    /// (A bold line, "**Offline use**", is such a line too.)
    static func listGroupLabels(_ blocks: [MarkdownBlock]) -> [String?] {
        var labels = [String?](repeating: nil, count: blocks.count)
        var count = 0
        for index in blocks.indices.dropLast() where blocks[index].kind == .paragraph {
            guard case .list = blocks[index + 1].kind,
                  let label = plainGroupLabel(blocks[index].text) ?? boldGroupLabel(blocks[index]).flatMap({
                      asideLabel(blocks[index].text) == nil && doDontLabel($0) == nil && HeadingText.namedSeverity(Substring($0)) == nil ? $0 : nil
                  }) else { continue }
            labels[index] = label
            count += 1
        }
        return count >= 2 ? labels : [String?](repeating: nil, count: blocks.count)
    }

    /// Why `--explain` shows such a line as a group.
    static let groupLineReason = "short line over the list below that names its group"

    /// The group a short line of plain text names for the list below it ("Error handling:"
    /// → "Error handling"), or nil where it is a sentence, an instruction or a label with a
    /// role of its own (see `listGroupLabels`).
    static func plainGroupLabel(_ text: String) -> String? {
        // Most paragraphs are sentences, longer than a label or over several lines: turned
        // away on their bytes.
        let bytes = text.utf8
        guard bytes.count <= 60, let first = bytes.first, !bytes.contains(UInt8(ascii: "\n")),
              ![UInt8(ascii: "*"), UInt8(ascii: "_"), UInt8(ascii: "["), UInt8(ascii: "<"), UInt8(ascii: "!"), UInt8(ascii: "`")].contains(first),
              !text.containsUTF8(". "), !text.containsUTF8("]("), !text.containsUTF8("`") else { return nil }
        let plain = MarkdownInline.plain(text).trimmingSpaces()
        let label = plain.trimmingColons()
        guard let initial = label.unicodeScalars.first, initial.properties.isUppercase || ("0"..."9").contains(initial),
              let last = label.last, last.isLetter || last.isNumber || last == ")",
              (1...6).contains(Slug.wordCount(label)), !Self.isInstruction(label), !Self.endsAwaitingObject(plain),
              Self.asideLabel(text) == nil, Self.asideLabel(text, overTaskLines: true) == nil, Self.doDontLabel(plain) == nil,
              StatementText.keywordSeverity(text) == nil else { return nil }
        return label
    }

    /// `namedChecklist`: the section's own title names a checklist (not only one above it).
    mutating func collectListItems(_ blocks: [MarkdownBlock], kind: ItemKind, path: [String],
                                           severity: Severity?, sectionNumber: String?, namedChecklist: Bool = true) {
        // A document that marks its checklist lines with boxes marks them all: the other
        // lists of a section with task lines (legends, links, notes) are not checks, nor are
        // the plain lists of a sub-section of a checklist ("### Getting ready" beside boxed
        // sections). Task lines are collected apart. A section named as a checklist with no
        // boxes at all is read whole.
        let boxed = kind == .check && usesTaskLists && (!namedChecklist || blocks.contains { block in
            if case .list = block.kind { return Self.isTaskList(block) } else { return false }
        })
        var aside: String?
        // "**DO:**" over a list in a section named for mistakes: that list says what to do.
        var labelsDos = false
        // "Security" or "**Security**" over "- No secrets in logs": the line names the group of
        // the lines below, as a heading would.
        let groupLabels = Self.listGroupLabels(blocks)
        var group: (title: String, line: Int)?
        for (index, block) in blocks.enumerated() {
            if block.kind == .paragraph {
                aside = Self.asideLabel(block.text)?.linesAre
                labelsDos = kind == .antiPattern && Self.doDontLabel(block.plainText) == .correct
                group = groupLabels[index].map { ($0, block.startLine) }
                continue
            }
            guard case .list = block.kind else { aside = nil; labelsDos = false; group = nil; continue }
            defer { aside = nil; labelsDos = false; group = nil }
            if boxed {
                // ("### Getting ready" › "- **Simulator:** open the app" beside boxed sections.)
                if !Self.isTaskList(block) { skipLines(of: block, "plain line (the document boxes its checklist lines)") }
                continue
            }
            // "**Usage tips:**" over "1. Copy this checklist…": how to use the document.
            if let aside, !Self.isTaskList(block) {
                skipLines(of: block, aside)
                continue
            }
            if Self.isSettingsList(block) {
                skipSettings(block)
                continue
            }
            // "**Critical sections:**" over "- ✅ Privacy manifest file", "- ✅ No debug code":
            // a summary naming the document's own sections, not checks of its own.
            if namesOwnSections(block) {
                skipLines(of: block, "names sections of this document (a summary of its contents)")
                continue
            }
            // A topic named for mistakes whose lines each say what to do ("## Mistakes" over
            // "- Anticipate mistakes …", "- Offer a way to undo …"): how to handle people's
            // mistakes, rules, not mistakes to avoid.
            let listKind = kind == .antiPattern && (labelsDos || Self.listsWhatToDo(block)) ? ItemKind.rule : kind
            if let group { decideGroup(group.line, "paragraph", group.title, Self.groupLineReason) }
            let listPath = group.map { path + [$0.title] } ?? path
            for (index, item) in block.children.enumerated() where !(usesTaskLists && Self.groupsTaskLines(item)) {
                addListItem(item, index: index, list: block, kind: listKind, path: listPath, severity: severity, sectionNumber: sectionNumber,
                            why: labelsDos ? "line under a Do label in a section named for mistakes"
                                : listKind != kind ? "instruction in a section named for mistakes (says what to do)"
                                : "line of a \(kind == .check ? "checklist" : kind == .principle ? "principles" : "anti-patterns") section",
                            titleIsFirstSentence: listKind != kind)
            }
        }
    }

    mutating func skipSettings(_ list: MarkdownBlock) {
        skipLines(of: list, "setting: names a value in code, states no requirement")
    }

    /// Records each line of `list` as one the compiler knows states no requirement.
    mutating func skipLines(of list: MarkdownBlock, _ reason: String) {
        for entry in list.children {
            decideNotARequirement(entry.startLine, "list line", entry.leadParagraph?.plainText ?? "", reason)
        }
    }

    /// `titleIsFirstSentence`: the line's first sentence is its title, the whole line its
    /// guidance, as for a principle or a mistake (an instruction among mistakes).
    mutating func addListItem(_ item: MarkdownBlock, index: Int, list: MarkdownBlock, kind: ItemKind,
                                      path: [String], severity: Severity?, sectionNumber: String?, why: String,
                                      titleIsFirstSentence: Bool = false) {
        guard let lead = item.leadParagraph ?? item.children.first else { return }
        let statement = StatementText.read(lead.text, words: hints.severityWords)
        // "- DO: Use .task …" among a section's mistakes says how to avoid them: a rule.
        var kind = kind
        if kind == .antiPattern, statement.verdict == .correct { kind = .rule }
        // "- ❌ Don't hardcode colour values" among a section's principles: a mistake to
        // avoid, asked as one, not a principle.
        if kind == .principle, statement.verdict == .incorrect { kind = .antiPattern }
        // So does "- Use the word "and" instead of an ampersand" among "Do not …" lines: an
        // instruction that names what to write in place of the mistake; and "- Prefer
        // SwiftUI-first architecture", "- Use only Apple frameworks" among "No …" lines: one
        // that says which way to go.
        if kind == .antiPattern, statement.verdict == nil, Self.prescribesInstead(statement.title) || Self.prescribesPreference(statement.title) {
            kind = .rule
        }
        // A test step over the results to expect ("Test screen reader gestures" over
        // "Swipe: focus moves to the heading"): the results are what a reviewer answers.
        if kind == .check, !statement.title.isEmpty, let results = Self.expectedResults(of: item) {
            decide(item.startLine, "list line", .group, statement.title, "test step over the results to expect")
            for list in results {
                for (index, result) in list.children.enumerated() {
                    addListItem(result, index: index, list: list, kind: kind, path: path + [statement.title], severity: severity,
                                sectionNumber: sectionNumber, why: "result to expect of a test step")
                }
            }
            return
        }
        if addsToEarlierItem(statement, line: item.startLine, path: path) { return }
        if Self.isEmptyField(statement.title) {
            return decideNotARequirement(item.startLine, "list line", statement.title, "a field with nothing to check (n/a, none, or only an address)")
        }
        if Self.isNumberList(lead.plainText) {
            return decideNotARequirement(item.startLine, "list line", lead.plainText, Self.numberListReason)
        }
        var title = statement.title
        var rest = statement.rest
        var tags = statement.status.map { [Slug.make($0)] } ?? []
        // A checklist line's bold label names the check; the text after it is its guidance.
        // A label that only says what kind of line it is ("**Test:** …", the same label on
        // the lines beside it) is a tag: the text after it is the check.
        if kind == .check, let label = statement.label, !label.name.isEmpty {
            if Self.isTypeLabel(label.name) || Self.labelRepeats(label.name, in: list, at: index)
                || answeredOnce(.labelsGroupLines, list, { run in Self.labelsGroupLines(list, words: run.hints.severityWords) }) {
                let text = StatementText.clean(label.text)
                if !text.isEmpty {
                    title = text
                    rest = ""
                    tags.append(Slug.make(label.name))
                }
            } else if label.name.utf8.count <= 24, SectionRole.namesPlatformOnly(label.name), case let text = StatementText.clean(label.text), !text.isEmpty {
                // "- [ ] **Android:** Accessibility Scanner, Lint": the platform says where the
                // check applies; "Android" alone asks nothing.
                title = label.name + ": " + text
                rest = ""
            } else if case let measure = StatementText.withoutClosingTick(StatementText.clean(label.text)), Self.isMeasure(measure) {
                // "- [ ] **Memory**: <300MB peak": the bound is the check's, said with its name.
                title = label.name + ": " + measure
                rest = ""
            } else {
                title = label.name
                rest = label.text
            }
        }
        // "- [ ] CHK004 Are the colours of both modes specified? [Gap, Spec §FR-002]": what the
        // line looks for and where the spec says it, in brackets closing it, as the lines
        // beside it close: its tags, not its words.
        // "- [ ] CHK001 Are …", "- [ ] CHK002 Is …": a checklist's serial numbers, written
        // with no separator after them, number the lines of a list that opens each so.
        var serial: String?
        if statement.identifier == nil, let (number, after) = Self.leadingSerial(title),
           answeredOnce(.serialNumbers, list, { _ in Self.numbersSerially(list) }) {
            serial = number
            title = String(after)
        }
        if let (head, closing) = Self.closingTags(title),
           answeredOnce(.closingTags, list, { _ in
               list.children.lazy.compactMap(\.leadParagraph).filter { Self.closingTags(StatementText.clean($0.text)) != nil }.prefix(2).count == 2
           }) {
            title = head
            tags.append(contentsOf: closing.map { Slug.make($0) })
        }
        if kind == .principle || kind == .antiPattern || titleIsFirstSentence, !statement.marks.contains(.boldLead) {
            // A principle's or a mistake's title is its first sentence (after any ✅ / ❌ mark).
            let line = Substring(lead.text.trimmingSpaces())
            var text = (StatementText.leadingVerdictMark(line) ?? StatementText.leadingDoDontLabel(line)).map { String($0.1) } ?? lead.text
            // ("- `A11Y-3` — Reading the orientation for layout": the identifier is the number;
            // the title is what follows it.)
            if statement.identifier != nil, let (_, after) = StatementText.leadingIdentifier(Substring(text)), !after.isEmpty {
                text = String(after)
            }
            let split = ListItemText.split(text, kind: titleIsFirstSentence ? .principle : kind)
            title = StatementText.clean(split.title)
            rest = split.rest
            // ("[Contrast (Minimum) (WCAG 1.4.3 - Level AA)](…)": the criterion the statement
            // took as its number and level closes no title.)
            if let criterion = HeadingText.trailingCriterion(title), criterion.number == statement.identifier {
                title = String(criterion.head).trimmingSpaces()
            }
        }
        // `❌ **"Add a logo to every bar"**`: a quoted request is the mistake, without its quotes.
        if kind == .antiPattern, Self.isQuotation(title) { title = Self.unquoted(title) }
        guard !title.isEmpty else { return }
        if statement.identifier == nil, StatementText.sendsToFile(title) {
            return decide(item.startLine, "list line", .skipped, title, "points to another file to read")
        }
        // "- [x] [Text alternatives](doc/TextAlternatives.md)": a project's index of its pages,
        // ticked as each is written; a page's name, no check (not "[Label every field](…)").
        if statement.identifier == nil, statement.isLinkOnly, Self.linksToLocalPage(lead.text), !Self.isInstruction(title) {
            return decide(item.startLine, "list line", .skipped, title, "links to another page of the project (an index of its pages)")
        }
        // "- [Colour and contrast](#colour-and-contrast)" over the lines of its sub-sections:
        // a line that only links to a heading of this document is its table of contents, under
        // whatever heading it stands ("## Checklist" too).
        if statement.identifier == nil, statement.isLinkOnly, lead.text.containsUTF8("](#"), sectionTitles.contains(Slug.phrase(title)) {
            return decide(item.startLine, "list line", .skipped, title, "names a heading of this document (contents)")
        }
        // Task lines under a task line are checks of their own, not its guidance.
        let isTask: Bool = { if case .item(task: .some) = item.kind { return true } else { return false } }()
        let nestedTasks = isTask ? item.children.filter { $0.isList && Self.isTaskList($0) } : []
        let nestedTaskLines = Set(nestedTasks.map(\.startLine))
        // "- [ ] All screenshots:" over "- [ ] No mockups", "- [ ] Correct orientation": a line
        // that ends by introducing the task lines under it names their group; it is none itself.
        // So does a bold label with nothing after it ("- [ ] **Define a palette:**").
        // So does a bold name in title case ("- [ ] **Memory Management Validation**"), as a
        // heading would.
        let introducesLines = rest.isEmpty && (title.hasUTF8Suffix(":") || lead.plainText.trimmingSpaces().hasUTF8Suffix(":"))
        if !nestedTasks.isEmpty, introducesLines || rest.isEmpty && statement.marks.contains(.boldLead) && statement.label == nil && Self.isTitleCased(title),
           case let group = title.trimmingColons(), !group.isEmpty {
            decide(item.startLine, "list line", .group, group, "task line that introduces the task lines under it")
            for list in nestedTasks {
                addTaskLines(of: list, kind: kind, path: path + [group], severity: statement.severity ?? severity, sectionNumber: sectionNumber,
                             why: "task line under a task line that names its group")
            }
            return
        }
        // "- Venues list:" over "  - Filters apply correctly", "  - Empty state shown": in a
        // checklist section, a short name that only introduces the lines under it is their
        // group, and each of them a check. (Not "- Test with:" over "- VoiceOver": words
        // that wait for what the colon opens make one check of the line and its fragments.)
        if kind == .check, !isTask, introducesLines,
           case let nested = item.children.filter({ $0.isList && !Self.isTaskList($0) }), nested.count == 1, nested[0].children.count >= 2,
           !Self.endsAwaitingObject(title), case let group = title.trimmingColons(), !group.isEmpty,
           Slug.wordCount(group) <= 6, !Self.isInstruction(group) {
            decide(item.startLine, "list line", .group, group, "line that names the group of the checks under it")
            for (index, child) in nested[0].children.enumerated() {
                addListItem(child, index: index, list: nested[0], kind: kind, path: path + [group], severity: statement.severity ?? severity,
                            sectionNumber: sectionNumber, why: "line under a line that names its group")
            }
            return
        }
        // "- [ ] Font weights used consistently:" over the weights: the colon opens the
        // details under the check, which are its guidance; the title is the check. (Not
        // "… grows to:", "Listen for:": words that wait for what the colon opens keep it.)
        if isTask, title.utf8.last == UInt8(ascii: ":"), !Self.endsAwaitingObject(title),
           item.children.contains(where: { $0.startLine != lead.startLine || $0.kind != lead.kind }) {
            title = Self.droppingColon(title)
        }
        var guidance: [String] = rest.isEmpty ? [] : [rest]
        // ("- Wrong: `alt="photo"`" ⏎ "- Right: `alt="Sales up a fifth"`" under the line: its
        // samples of both verdicts, examples rather than guidance.)
        var samples: [CodeExample] = []
        for child in item.children where (child.startLine != lead.startLine || child.kind != lead.kind) && !nestedTaskLines.contains(child.startLine) {
            if child.isList, let found = ExampleExtractor.textExamples(inList: child) {
                samples += found
                continue
            }
            guidance.append(Self.dedent(source.slice(child.startLine, child.endLine)))
        }
        var number = statement.identifier ?? serial
        if number == nil, case .list(ordered: true, let start) = list.kind { number = String(start + index) }
        let localID: String
        switch kind {
        case .principle: localID = "principle-" + (number ?? Slug.make(title, maxWords: 5))
        case .antiPattern: localID = "anti-pattern-" + (number ?? Slug.make(title, maxWords: 5))
        default: localID = (statement.identifier ?? serial).map { Slug.make($0) } ?? Slug.make(title)
        }
        let text = guidance.joined(separator: "\n\n")
        if text.isEmpty, nestedTasks.isEmpty, Self.isTemplateBlank(title) {
            decideNotARequirement(item.startLine, "list line", title, "a blank of a template to fill in, asks nothing")
            return
        }
        var entry = ChecklistItem(id: localID, number: number, title: title, kind: kind, severity: statement.severity ?? severity,
                                  sectionPath: path, sectionNumber: sectionNumber, guidance: text,
                                  tags: tags,
                                  line: item.startLine + lineOffset, severityLabel: statement.severity == nil ? inheritedSeverityLabel(severity) : statement.severityLabel)
        entry.examples += samples
        pending.append(Pending(item: entry, localID: localID,
                               references: CrossReference.find(in: title + " " + text), parentTitle: nil))
        decide(item.startLine, "list line", .item, title, why)
        for list in nestedTasks {
            addTaskLines(of: list, kind: kind, path: path, severity: severity, sectionNumber: sectionNumber, why: "task line under a task line")
        }
    }

    /// "CHK001 Are the colours specified?": a serial number (two to six capitals, an
    /// optional dash, digits) and the words after the space that follows it.
    static func leadingSerial(_ title: String) -> (number: String, rest: Substring)? {
        let word = title.prefix { $0 != " " }
        let letters = word.prefix { $0.isASCII && $0.isUppercase }
        guard (2...6).contains(letters.count) else { return nil }
        var digits = word.dropFirst(letters.count)
        if digits.first == "-" { digits = digits.dropFirst() }
        guard (1...5).contains(digits.count), digits.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        let rest = title.dropFirst(word.count).drop { $0 == " " }
        guard rest.first?.isLetter == true else { return nil }
        return (String(word), rest)
    }

    /// Two lines of `list` at least open with serial numbers of one series, each a different
    /// number ("CHK001", "CHK002"; not "AES-256" twice).
    static func numbersSerially(_ list: MarkdownBlock) -> Bool {
        var seen: [Substring: Set<String>] = [:]
        for lead in list.children.lazy.compactMap(\.leadParagraph) {
            guard let (number, _) = leadingSerial(StatementText.clean(lead.text)) else { continue }
            let series = number.prefix { $0.isLetter }
            seen[series, default: []].insert(number)
            if seen[series]!.count >= 2 { return true }
        }
        return false
    }

    /// "… for both themes? [Completeness, Gap]", "… defined? [Gap, Spec §FR-002]": the words
    /// before a closing bracket of short capitalised tags, and the tags. Not a severity
    /// ("[CRITICAL]", read as one), a box or a placeholder standing alone.
    static func closingTags(_ title: String) -> (head: String, tags: [String])? {
        guard title.utf8.last == UInt8(ascii: "]"), let open = title.lastIndex(of: "[") else { return nil }
        let head = title[..<open].trimmingSpaces()
        guard !head.isEmpty, title[..<open].last == " " else { return nil }
        let inner = title[title.index(after: open)..<title.index(before: title.endIndex)]
        guard !inner.containsASCII("["), Severity.parse(String(inner)) == nil || inner.containsASCII(",") else { return nil }
        let parts = inner.split(separator: ",").map { $0.trimmingSpaces() }
        guard !parts.isEmpty, parts.allSatisfy({ part in
            guard let first = part.first, first.isUppercase || first == "§", part.count <= 32 else { return false }
            return part.split(separator: " ").count <= 4
        }) else { return nil }
        return (head, parts)
    }

    /// "Launch Time Validation": two to six words, each of four letters or more capitalised,
    /// ending in no full stop, as a heading is written.
    static func isTitleCased(_ text: String) -> Bool {
        let words = text.split(separator: " ")
        guard (2...6).contains(words.count), text.last?.isLetter == true else { return false }
        return words.allSatisfy { word in word.count < 4 || word.first?.isUppercase == true }
    }

    /// "<300MB peak", "≥ 30 fps", "44 × 44 pt": a bound, a few words opening with a number or a
    /// comparison.
    static func isMeasure(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, text.contains(where: \.isNumber), text.split(separator: " ").count <= 6 else { return false }
        return "<>≤≥~".unicodeScalars.contains(first) || first.properties.numericType != nil
    }

    /// Each task line of `list` (its plain lines aside) as an item.
    private mutating func addTaskLines(of list: MarkdownBlock, kind: ItemKind, path: [String], severity: Severity?,
                                       sectionNumber: String?, why: String) {
        // "- [ ] Objects stay visible" then "- - Options stay visible": where every other line
        // of a list of task lines has that form (an empty line over a list of one line), each
        // is a task line whose box was typed as a second dash.
        func dashedLine(_ child: MarkdownBlock) -> MarkdownBlock? {
            guard case .item(task: nil) = child.kind, child.leadParagraph == nil, child.children.count == 1,
                  let inner = child.children.first, case .list(ordered: false, _) = inner.kind, inner.children.count == 1,
                  let line = inner.children.first, case .item(task: nil) = line.kind, line.leadParagraph != nil else { return nil }
            return line
        }
        let readsDashes = list.children.allSatisfy { child in
            if case .item(task: .some) = child.kind { return true } else { return dashedLine(child) != nil }
        }
        for (index, child) in list.children.enumerated() {
            guard case .item(task: .some) = child.kind else {
                if readsDashes, let line = dashedLine(child), let inner = child.children.first {
                    addListItem(line, index: 0, list: inner, kind: kind, path: path, severity: severity, sectionNumber: sectionNumber,
                                why: "task line whose box was typed as a dash")
                } else if let lead = child.leadParagraph, !child.children.contains(where: \.isList) {
                    // "- **Score**: _/5" among task lines: no box, so no check (a line that
                    // reads as a requirement is one `checklist lint` names: its box may be missing).
                    decide(child.startLine, "list line", .skipped, lead.plainText, "plain line among task lines (no box)")
                }
                continue
            }
            // "- [ ] Screenshot: `home-dark.png`": the evidence to keep, attached to an answer,
            // not a check of the screen.
            if let lead = child.leadParagraph, Self.namesEvidenceFile(lead.plainText) {
                decideNotARequirement(child.startLine, "list line", lead.plainText, Self.evidencePlace)
                continue
            }
            addListItem(child, index: index, list: list, kind: kind, path: path, severity: severity, sectionNumber: sectionNumber, why: why)
        }
    }

    static let reviewRecordPlace = "what the review records or hands back (its findings, its deliverables), not a check of a screen"
    static let evidencePlace = "evidence to keep (attach it to the answer: `auditbook walk` takes screenshots), not a check"

    /// "Screenshot: `2026-02-01-home.png`", "Screenshot modal: `modal.png` (if any)", "Screen
    /// recording: flow.mov": a label that names a capture (a screenshot, recording or video),
    /// then the file it is kept in.
    static func namesEvidenceFile(_ text: String) -> Bool {
        // (Told on the bytes first: every task line passes here.)
        let bytes = text.utf8
        guard bytes.count <= 160, let lead = bytes.first.map({ $0 | 0x20 }),
              lead == UInt8(ascii: "s") || lead == UInt8(ascii: "r") || lead == UInt8(ascii: "v") || lead == UInt8(ascii: "c"),
              let colon = bytes.prefix(24).firstIndex(of: UInt8(ascii: ":")), let labelText = String(bytes[..<colon]) else { return false }
        let label = Slug.words(labelText)
        guard let first = label.first, label.count <= 3,
              ["screenshot", "screenshots", "screencast", "recording", "video", "capture"].contains(first)
                || label.count >= 2 && first == "screen" && ["recording", "capture", "shot"].contains(label[1]) else { return false }
        guard let rest = String(bytes[bytes.index(after: colon)...])?.trimmingSpaces(), let file = rest.split(separator: " ").first, let dot = file.lastIndex(of: ".") else { return false }
        let ext = file[file.index(after: dot)...].lowercased()
        return ["png", "jpg", "jpeg", "gif", "heic", "webp", "mov", "mp4", "webm"].contains(ext)
    }

    /// Task lines a form offers to tick one of: under a heading that asks what kind of change
    /// a pull request is ("Type of change"), short lines; under a heading that names what they
    /// answer ("Breaking changes"), "No breaking changes" beside "Breaking changes (explain
    /// below)" (a "No …" line and lines that open with the word it denies: the answer and its
    /// alternatives).
    static func offersAnswers(_ items: [MarkdownBlock], sectionTitle: String?) -> Bool {
        guard (2...8).contains(items.count), let title = sectionTitle.map(Slug.words) else { return false }
        // (An option is named before its remark: "Breaking change (a fix or feature that …)".)
        let texts = items.compactMap { $0.leadParagraph?.plainText }
        let lines = texts.map { Slug.words(optionName($0)) }
        guard lines.count == items.count, lines.allSatisfy({ !$0.isEmpty && $0.count <= 8 }) else { return false }
        if namesAKindOfChange(title) { return true }
        // "- [ ] Other (explain below)", "- [ ] Requires new settings (list them below)": an
        // option that leaves a blank to fill in, among the others of a form.
        if items.count >= 3, texts.contains(where: leavesABlank) { return true }
        // "## Sign-off" over "- [ ] ✅ All configurations tested", "- [ ] ⚠️ Minor issues found",
        // "- [ ] ❌ Major issues found": the outcome the tester ticks, a different mark on each.
        if title.count <= 4, namesSignOff(title) || title.contains(where: { ["status", "result", "results", "verdict", "outcome"].contains($0) }),
           case let marks = items.compactMap({ $0.leadParagraph?.plainText.trimmingSpaces().first }),
           marks.count == items.count, marks.allSatisfy(outcomeMarks.contains), Set(marks).count == marks.count {
            return true
        }
        guard items.count <= 5, let first = lines.first, first.count >= 2, first[0] == "no", title.contains(first[1]) else { return false }
        return lines.dropFirst().allSatisfy { $0[0] == first[1] }
    }

    /// "### Required approvals" over "- [ ] Design lead", "- [ ] QA lead": boxes for the people
    /// who sign off (names of a few words, none an instruction), not checks of a screen.
    static func namesSigners(_ items: [MarkdownBlock], sectionTitle: String?) -> Bool {
        guard (2...12).contains(items.count), let title = sectionTitle.map(Slug.words), title.count <= 4, namesSignOff(title) else { return false }
        return items.allSatisfy { item in
            guard let line = item.leadParagraph?.plainText.trimmingSpaces(), !line.isEmpty else { return false }
            // (A name states nothing: "Release notes are written", "Tests passed" do.)
            let words = Slug.words(line)
            return words.count <= 4 && !isInstruction(line) && !line.hasUTF8Suffix(".")
                && !words.contains { ["is", "are", "was", "were", "be", "been", "has", "have", "had"].contains($0) || $0.hasUTF8Suffix("ed") }
        }
    }

    /// "Required approvals", "Sign-off", "Signatures": a heading's words (`Slug.words`) name
    /// where the people who approve the work sign.
    static func namesSignOff(_ title: [String]) -> Bool {
        title.contains(where: { ["approvals", "approval", "approvers", "signoff", "signoffs", "signatures", "signatories"].contains($0) })
            || zip(title, title.dropFirst()).contains(where: { $0 == "sign" && $1 == "off" })
    }

    /// Marks of an outcome: passed, passed with remarks, failed.
    static let outcomeMarks: Set<Character> = ["✅", "⚠️", "⚠", "❌", "✔️", "✔", "✖️", "✖", "🟢", "🟡", "🟠", "🔴", "⛔", "🚫", "☑️"]

    /// An option's name: its text before a remark in brackets.
    private static func optionName(_ text: String) -> String {
        // (On the bytes: this runs for the lines of every task list.)
        guard let open = text.utf8.firstIndex(of: UInt8(ascii: "(")), open > text.startIndex else { return text }
        return String(text[..<open])
    }

    /// "Other", "Other (explain below)", "… (list below)", "… (please specify)": an option of a
    /// form that asks for more words than its box.
    static func leavesABlank(_ text: String) -> Bool {
        // (Turned away on its bytes unless it opens with "other" or closes a bracket: this
        // runs for the lines of every task list.)
        let bytes = text.utf8
        let opensOther = bytes.count >= 5 && bytes.prefix(5).lazy.map { $0 | 0x20 }.elementsEqual("other".utf8)
        guard opensOther || bytes.last == UInt8(ascii: ")") else { return false }
        if opensOther, case let words = Slug.words(text), words == ["other"] || words.first == "other" && text.containsASCII("(") { return true }
        guard bytes.last == UInt8(ascii: ")"), let open = text.lastIndex(of: "(") else { return false }
        let remark = Slug.words(String(text[open...]))
        guard (1...4).contains(remark.count) else { return false }
        return remark.last == "below" || remark.last == "specify" || remark == ["please", "explain"]
    }

    /// "<!-- Mark the relevant option with an 'x' -->", "Check all that apply.", "Please delete
    /// options that are not relevant": a form's instruction to pick among the lines below,
    /// which are options, not checks.
    static func asksToChooseOptions(_ text: String) -> Bool {
        guard text.utf8.count <= 160 else { return false }
        var words = Slug.words(MarkdownInline.plain(text))[...]
        if words.first == "please" { words = words.dropFirst() }
        // (The form's verb opens it: "Check that every option has a label" asks of a screen.)
        guard (3...16).contains(words.count), let verb = words.first,
              ["mark", "check", "select", "choose", "tick", "pick", "delete", "remove", "put"].contains(verb) else { return false }
        if zip(words, words.dropFirst()).contains(where: { $0 == "that" && ($1 == "apply" || $1 == "applies") }) { return true }
        return (words.contains("option") || words.contains("options"))
            && words.contains(where: ["relevant", "appropriate", "applicable", "apply", "applies", "not", "which", "all", "any", "one"].contains)
    }

    /// "Type of change", "Types of changes", "Change type", "What kind of change is this?".
    private static func namesAKindOfChange(_ words: [String]) -> Bool {
        words.count <= 8 && words.contains { $0 == "type" || $0 == "types" || $0 == "kind" }
            && words.contains { $0 == "change" || $0 == "changes" || $0 == "pr" }
    }

    /// Every line of `list` opens with a verb that says what to do, none with one that warns
    /// ("Avoid", "Never", "Don't").
    static func listsWhatToDo(_ list: MarkdownBlock) -> Bool {
        list.children.count >= 2 && list.children.allSatisfy { entry in
            guard let lead = entry.leadParagraph, case let words = Slug.words(lead.plainText), let first = words.first else { return false }
            return !["avoid", "never", "don", "dont", "do", "stop", "no", "not"].contains(first) && saysWhatToDo(lead.plainText)
        }
    }

    /// "Use the word "and" instead of an ampersand", "Prefer system colours rather than hex
    /// values": an instruction (not a ban) that says what to do in place of something else.
    static func prescribesInstead(_ text: String) -> Bool {
        guard let first = Slug.words(text).first, instructionVerbs.contains(first), !forbids(text) else { return false }
        return text.containsUTF8(" instead of ") || text.containsUTF8(" rather than ")
    }

    /// "Prefer system colours", "Always pair colour with a label", "Use only Apple
    /// frameworks": an instruction that says which way to go, never a mistake to avoid.
    static func prescribesPreference(_ text: String) -> Bool {
        let words = Slug.words(text)
        guard let first = words.first else { return false }
        return first == "prefer" || first == "always" || first == "use" && words.dropFirst().first == "only"
    }

    /// Labels that name the kind of a line, not what it checks.
    static func isTypeLabel(_ label: String) -> Bool {
        ["test", "check", "verify", "requirement", "rule", "item", "task", "todo", "criterion", "control", "guideline"]
            .contains(label.lowercased().trimmingSpaces())
    }

    /// The same label opens the line before or after this one in its list.
    static func labelRepeats(_ label: String, in list: MarkdownBlock, at index: Int) -> Bool {
        let prefix = label + ":"
        return [index - 1, index + 1].contains { neighbour in
            guard list.children.indices.contains(neighbour),
                  let lead = list.children[neighbour].leadParagraph else { return false }
            return lead.plainText.hasPrefix(prefix)
        }
    }

    /// Most lines of `list` (six at least) open with a bold label that other lines share:
    /// "**Forms:** Label every field", "**Forms:** Mark required fields", … "**Legal:** …".
    /// The labels are topics grouping the lines, each line's check the text after its label,
    /// a topic named once included.
    static func labelsGroupLines(_ list: MarkdownBlock, words: SeverityWords) -> Bool {
        guard list.children.count >= 6 else { return false }
        var counts: [String: Int] = [:]
        for entry in list.children {
            guard let lead = entry.leadParagraph, let label = StatementText.read(lead.text, words: words).label,
                  label.name.split(separator: " ").count <= 4 else { continue }
            counts[label.name.lowercased(), default: 0] += 1
        }
        let labelled = counts.values.reduce(0, +)
        let shared = counts.values.filter { $0 >= 2 }.reduce(0, +)
        return labelled * 4 >= list.children.count * 3 && shared * 3 >= labelled * 2
    }

    static let numberListReason = "only numbers of criteria (an index of a summary), no requirement stated"

    /// "1.1.1, 1.2.1, 1.3.1" (or "4.1.3" alone): a line of dotted numbers and nothing else,
    /// a summary's index of the criteria stated elsewhere.
    static func isNumberList(_ text: String) -> Bool {
        // (Nearly every line is turned away on its first byte, before any splitting.)
        guard text.utf8.first?.isASCIIDigit == true else { return false }
        var numbers = 0
        for part in text.split(whereSeparator: { $0 == "," || $0 == " " || $0 == ";" }) {
            guard part.utf8.allSatisfy({ $0.isASCIIDigit || $0 == UInt8(ascii: ".") }),
                  part.utf8.first?.isASCIIDigit == true, part.utf8.contains(UInt8(ascii: ".")) else { return false }
            numbers += 1
        }
        return numbers >= 1
    }

    /// The sub-lists of a checklist line that is a test step: a line of its own over lists
    /// whose every entry is a result to expect, "Action: what happens" (`isExpectedResult`).
    /// Nil for any other line, whose sub-lists are its guidance.
    static func expectedResults(of item: MarkdownBlock) -> [MarkdownBlock]? {
        // "No loss of content when adjusting:" introduces the values its sub-list sets.
        if let lead = item.children.first, lead.kind == .paragraph, lead.plainText.trimmingSpaces().hasUTF8Suffix(":") { return nil }
        var lists: [MarkdownBlock] = []
        for (index, child) in item.children.enumerated() {
            switch child.kind {
            case .paragraph where index == 0: continue
            case .list: lists.append(child)
            default: return nil
            }
        }
        // Among results of that form, half of them at least, a longer action ("When no
        // control is in the toast: it is announced"), a shorter outcome ("Doubletap: Activates
        // controls") or none here ("Group: n/a") is one too.
        let entries = lists.flatMap(\.children)
        guard !lists.isEmpty, entries.allSatisfy({ isExpectedResult($0, loosely: true) }),
              entries.filter({ isExpectedResult($0) }).count * 2 >= entries.count else { return nil }
        return lists
    }

    /// "Swipe: focus moves to the heading": a short action (up to six words, no sentence in
    /// it), a colon and a space, then at least three words of outcome. Not a labelled field
    /// ("Level: AA"), an address or an outcome that is only "N/A". `loosely`: an action of up
    /// to fourteen words, and any outcome.
    static func isExpectedResult(_ entry: MarkdownBlock, loosely: Bool = false) -> Bool {
        guard case .item(task: nil) = entry.kind, let lead = entry.children.first, lead.kind == .paragraph,
              entry.children.dropFirst().allSatisfy({ $0.isList }) else { return false }
        let text = lead.plainText.replacingNewlinesWithSpaces().trimmingSpaces()
        guard let colon = text.firstIndex(of: ":"), text[colon...].hasUTF8Prefix(": ") else { return false }
        let action = text[..<colon]
        let actionWords = Slug.words(String(action))
        guard (1...(loosely ? 14 : 6)).contains(actionWords.count), !action.contains(where: { ".!?;:".contains($0) }),
              !LabelledFields.isFieldLabel(String(action)) else { return false }
        // ("Wrong: `alt="photo"`", "Correct: …", "Before: …" under a line give it examples
        // marked right or wrong, not results of an action.)
        if actionWords.count <= 2, ExampleExtractor.verdict(startOf: String(action)) != nil
            || ExampleExtractor.fixLabelVerdict(String(action)) != nil { return false }
        let outcome = text[text.index(after: colon)...].trimmingSpaces()
        return loosely ? !outcome.isEmpty : Slug.wordCount(outcome) >= 3
    }

    static func dedent(_ text: String) -> String {
        let lines = text.lineSlices()
        let indent = lines.filter { !$0.allSatisfy(\.isWhitespace) }
            .map { $0.prefix { $0 == " " }.count }.min() ?? 0
        return lines.map { String($0.dropFirst(min(indent, $0.prefix { $0 == " " }.count))) }.joined(separator: "\n")
    }
}

/// Splits a list item's first paragraph into a title and the rest.
enum ListItemText {
    static func split(_ text: String, kind: ItemKind) -> (title: String, rest: String) {
        let trimmed = text.replacingNewlinesWithSpaces().trimmingSpaces()
        // "**Title:** rest" or "**Title** — rest"
        // (Not "**Untitled** attachments": bold words the sentence runs on from are emphasis.)
        if trimmed.hasUTF8Prefix("**"), let close = trimmed[trimmed.index(trimmed.startIndex, offsetBy: 2)...].firstUTF8Range(of: "**"),
           case let after = trimmed[close.upperBound...],
           after.isEmpty || !after.hasUTF8Prefix(" ") || after.hasUTF8Prefix(" —") || after.hasUTF8Prefix(" –") || after.hasUTF8Prefix(" -")
            || trimmed[..<close.lowerBound].hasUTF8Suffix(":") || trimmed[..<close.lowerBound].hasUTF8Suffix(".") {
            var title = String(trimmed[trimmed.index(trimmed.startIndex, offsetBy: 2)..<close.lowerBound])
            var rest = Substring(trimmed[close.upperBound...])
            while title.hasUTF8Suffix(":") || title.hasUTF8Suffix(".") { title.removeLast() }
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
        while title.hasUTF8Suffix(".") { title.removeLast() }
        return (title, title == trimmed ? "" : trimmed)
    }

    private static func sentenceEnd(_ text: String) -> String.Index? {
        var inCode = false
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if character == "`" { inCode.toggle() }
            let next = text.index(after: index)
            // (Not the stop of "e.g.", "i.e.", "etc.", "vs.": "… re-orient the device (e.g. a
            // game) …" goes on.)
            if !inCode, character == "." || character == "!" || character == "?" || character == ";",
               next == text.endIndex || text[next] == " ", next < text.endIndex,
               character != "." || !CompilationRun.endsWithAbbreviation(text[..<index]) {
                return index
            }
            if !inCode, character == " ", text[next...].hasUTF8Prefix("-- ") || text[next...].hasUTF8Prefix("— ") {
                return index
            }
            index = next
        }
        return nil
    }
}

import Foundation

extension CompilationRun {
    /// A link whose target is a page of the project ("doc/Headings.md",
    /// "./rules/contrast.md#level", a site's "testers" or "guides/forms.html"), not a web
    /// address, an anchor of this page or a file such as an image.
    static func linksToLocalPage(_ markdown: String) -> Bool {
        guard let open = markdown.firstUTF8Range(of: "]("), let close = markdown[open.upperBound...].firstIndex(of: ")") else { return false }
        // (A link's title, `(forms.md "Forms")`, follows its target after a space.)
        let target = (markdown[open.upperBound..<close].split(separator: " ").first ?? "").lowercased()
        guard !target.containsUTF8("://"), !target.hasUTF8Prefix("#"), !target.hasUTF8Prefix("mailto:") else { return false }
        let path = target.split(separator: "#", maxSplits: 1).first ?? ""
        guard let name = path.split(separator: "/").last, !name.isEmpty else { return !path.isEmpty }
        guard let dot = name.lastIndex(of: ".") else { return true }
        return ["md", "mdx", "markdown", "html", "htm"].contains(name[name.index(after: dot)...])
    }
}

import Foundation

/// One list line as an item: its serial number, tags and measure, its expected results, and
/// the lines whose label or numbers say they are no requirement.
extension CompilationRun {
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
        // ("- Images that inform have a text alternative:" over the cases, a line that is no
        // task: the same, and a short sentence that opens them, "For example:", leads them.)
        if !isTask, rest.isEmpty, item.children.contains(where: { $0.startLine != lead.startLine || $0.kind != lead.kind }),
           let closed = Self.closingDetails(title) {
            title = closed.title
            if let opening = closed.opening { guidance.append(opening) }
        }
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
}

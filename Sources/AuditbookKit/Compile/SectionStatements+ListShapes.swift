/// What a list is, read from its lines: task lines, series and fragments that finish a
/// sentence, conditions, lines that instruct or group duties.
extension CompilationRun {
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
            guard nested.count == 1, let texts = flatEntryTexts(nested[0]) else { return nil }
            parts = texts
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

    /// "- Identity:" over "  - Sign in with Apple", "- Storage:" over "  - SwiftData" and
    /// "  - CloudKit": a short name whose value (or few short values) the sub-list gives is
    /// one line, "Storage: SwiftData, CloudKit", not a line that says only "Storage:".
    static func finishedByValues(_ title: String, _ nested: [MarkdownBlock]) -> String? {
        guard title.hasUTF8Suffix(":"), nested.count == 1, (1...6).contains(nested[0].children.count),
              case let name = Slug.words(title), (1...3).contains(name.count), !isInstruction(title),
              !isInstruction(String(title.dropLast())), !endsAwaitingObject(title),
              // ("- Examples:" over samples: the samples stay samples.)
              !isExamplesLabel(title), !isExamplesLabel(String(title.dropLast())) else { return nil }
        guard let texts = flatEntryTexts(nested[0]) else { return nil }
        let several = texts.count > 1
        // (Several values are names, "SwiftData", "CloudKit sync"; "Recalculate the total",
        // "Block inactive products" are rules, each a line of its own.)
        guard texts.allSatisfy({ value in
            !value.isEmpty && !value.hasUTF8Suffix(":") && Slug.wordCount(value) <= (several ? 4 : 12) && (!several || !isInstruction(value))
        }) else { return nil }
        let values = texts.enumerated().map { index, value in
            value.hasUTF8Suffix(".") && index < texts.count - 1 ? String(value.dropLast()) : value
        }
        return title + " " + values.joined(separator: ", ")
    }

    /// The plain text of each entry of `list`, one line each; nil when an entry holds a list
    /// of its own or no text.
    static func flatEntryTexts(_ list: MarkdownBlock) -> [String]? {
        var texts: [String] = []
        for child in list.children {
            guard !child.children.contains(where: \.isList), let lead = child.leadParagraph else { return nil }
            texts.append(MarkdownInline.plain(lead.text).replacingNewlinesWithSpaces().trimmingSpaces())
        }
        return texts
    }

    /// Every line opens with a name in bold of four words at most ("1. **Header.** Teams
    /// provide …", "2. **Call to action**"): the parts of something, named.
    static func namesParts(_ list: MarkdownBlock) -> Bool {
        list.children.allSatisfy { entry in
            guard let lead = entry.leadParagraph, lead.text.hasUTF8Prefix("**"), let close = lead.text.dropFirst(2).firstUTF8Range(of: "**") else { return false }
            return lead.text[lead.text.index(lead.text.startIndex, offsetBy: 2)..<close.lowerBound].split(separator: " ").count <= 4
        }
    }

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

    /// The lines of a list that details the statement above it, as Markdown list lines for
    /// that statement's guidance.
    static func detailLines(of list: MarkdownBlock) -> [String] {
        list.children.compactMap { $0.leadParagraph.map { "- " + $0.text } }
    }

    /// An instruction left open ("…", "...", ":") over a list whose every line is a short
    /// lowercase fragment ("a keyboard", "increased text size"): no line is a sentence.
    static func completedByFragments(_ lead: String, _ list: MarkdownBlock) -> Bool {
        let text = lead.trimmingSpaces()
        guard text.hasUTF8Suffix("…") || text.hasUTF8Suffix("...") || text.hasUTF8Suffix(":"), !list.isOrderedList || endsOnModal(text),
              list.children.count >= 2 else { return false }
        var lowercase = 0
        let holds = endsOnDutyToHold(text)
        let awaits = endsAwaitingObject(text) || holds
        // "Look in particular for:" over "- Watch for retain cycles", "- Ensure that …": lines
        // opening on a verb cannot finish a preposition other than "to"; where at least half
        // of them do, they are instructions of their own under an opening that points at them.
        // (Nor the object of "must support:", a verb of holding.)
        if awaits, let last = Slug.words(text).last, last != "to", holds || !instructionVerbs.contains(last),
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

    /// "Focus should not change the page, such as:", "Never move focus on its own, for
    /// example:": a sentence that states a duty or instructs, then opens the cases the list
    /// below names. The sentence without its opener (and the comma before it); nil otherwise.
    static func requirementBeforeCases(_ text: String) -> String? {
        let trimmed = text.trimmingSpaces()
        guard trimmed.hasUTF8Suffix(":"), trimmed.utf8.count <= 400 else { return nil }
        guard let sentence = splittingCaseOpener(trimmed, openers: [" such as:", " for example:", " for instance:", " e.g.:", " like:", " including:"])?.before,
              Slug.wordCount(sentence) >= 4, isInstruction(sentence) || saysWhatToDo(sentence) else { return nil }
        return sentence
    }

    /// Two lines at least, each a fragment that continues a sentence: one line, opening on a
    /// lowercase letter, sixteen words at most ("- submitting a form;").
    static func holdsLowercaseFragments(_ list: MarkdownBlock) -> Bool {
        list.children.count >= 2 && list.children.allSatisfy { entry in
            guard entry.children.count == 1, let line = entry.leadParagraph?.plainText.trimmingSpaces(),
                  let first = line.first, first.isLowercase else { return false }
            return line.split(separator: " ").count <= 16 && !line.containsUTF8(". ")
        }
    }

    /// "Icons can either be:" over "1. Functional, or 2. Decorative.", "… are set by its:" over
    /// short fragments: a sentence that instructs nobody, which the list below finishes.
    static func opensSentenceListFinishes(_ lead: String, _ list: MarkdownBlock) -> Bool {
        // ("Conventions here include:" over "- Suffix view types with View": lines that each
        // instruct are requirements of their own, not the end of the sentence.)
        lead.trimmingSpaces().hasUTF8Suffix(":") && (isSeries(list) || endsDescribing(lead) && holdsFragments(list) && !listStatesInstructions(list))
            && !isInstruction(lead) && !saysWhatToDo(lead) && conditionLabel(lead) == nil
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

    /// A list of two to eight short conditions, one line each.
    static func isConditionList(_ list: MarkdownBlock) -> Bool {
        guard (2...8).contains(list.children.count) else { return false }
        return list.children.allSatisfy { entry in
            guard entry.children.count == 1, let lead = entry.leadParagraph else { return false }
            return lead.plainText.split(separator: " ").count <= 12
        }
    }

    static func listStatesInstructions(_ list: MarkdownBlock) -> Bool {
        let leads = list.children.compactMap(\.leadParagraph)
        return leads.filter { isInstruction($0.plainText) }.count * 2 > leads.count
    }

    /// Sub-list lines that mostly state duties or instructions ("- Every control must have a
    /// label"), two at least: what a bold title over them groups.
    static func groupsDuties(_ leads: [MarkdownBlock]) -> Bool {
        leads.count >= 2 && leads.filter({ Self.instructs($0.text) }).count * 2 > leads.count
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
}

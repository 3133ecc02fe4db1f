import Foundation

/// Which headings are rules, and the rule items they make.
extension CompilationRun {
    /// In auditbook's own format a rule is a "Rule N:" heading or a numbered section that is
    /// not a mere group of numbered sub-sections.
    func isCanonicalRule(_ section: Section) -> Bool {
        if section.isRuleHeading { return true }
        guard section.number != nil else { return false }
        return !section.children.contains { $0.number != nil } || hasOwnContent(section)
    }

    /// A numbered heading is a rule when its body says something of its own (prose, code, a
    /// table) and its lists are guidance rather than marked requirements; a numbered
    /// heading over nothing but a list is a group of the list's items.
    func isNumberedRule(_ section: Section) -> Bool {
        if section.isRuleHeading { return true }
        guard section.number != nil else { return false }
        let substantive = hasOwnContent(section)
        if section.children.contains(where: { $0.number != nil }) && !substantive { return false }
        // "## 1. How to test" over "### Web" and "### Mobile", each a list of instructions and
        // nothing of its own: a part of a guide whose sub-sections state its checks.
        if !substantive, !section.children.isEmpty,
           section.children.allSatisfy({ $0.number == nil && $0.children.isEmpty && listsInstruct($0.blocks) }) {
            return false
        }
        // "## 1. Build requirements ⚠️ CRITICAL" over "### Xcode version" and its task lines
        // (or "### Top reasons" and its ❌ lines): a part of a checklist that groups the lines
        // under it, with nothing of its own to ask.
        // (So is "### 1.1 Welcome screen" over "#### Keyboard" and its task lines: a part of a
        // test plan. Not "### M10 — Supply chain": a named requirement of a standard, whatever
        // is under it.)
        if !substantive, let number = section.number, HeadingText.isDottedNumber(number),
           section.inDocumentOrder.contains(where: { $0.blocks.contains(where: Self.isTaskList) || hasMarkedList($0.blocks) }) {
            return false
        }
        if Self.introducesNumberedRules(section) { return false }
        // "## 1. Navigation patterns" with nothing of its own over "### Tab bar" and "### Sheets",
        // each a topic whose labelled lists say how ("**Use when:** …", "**Best practices:**" over
        // its lines): a chapter whose topics hold its rules, not one rule with theirs as its guidance.
        if !substantive, section.children.count >= 2,
           section.children.allSatisfy({ $0.number == nil && !Self.namesRuleField($0.title) && $0.blocks.contains(where: \.isList) }),
           section.children.filter({ child in
               child.blocks.indices.contains { index in
                   index + 1 < child.blocks.count && child.blocks[index + 1].isList && child.blocks[index].isShortLabel(maxBytes: 48)
               }
           }).count >= 2 {
            return false
        }
        // "## 6. Native components" over "### Forms" and "### Menus", each with a "**✅ DO:
        // Use Form for settings**" over code of its own: a part of the guide whose
        // sub-sections state its rules, not one rule with all of theirs as its examples.
        // (Sub-headings that are Do / Don't labels, "### Incorrect", are the rule's examples,
        // as "❌ **Incorrect — no label:**" over code is one; a single DO among sub-sections
        // of prose is an aside of the one rule.)
        if !substantive, section.children.count >= 2,
           section.children.allSatisfy({ $0.number == nil && $0.headingVerdict == nil && $0.headingMark == nil }),
           section.children.filter({ $0.blocks.contains { $0.kind == .paragraph && Self.statesDoOrDont($0.plainText) } }).count >= 2 {
            return false
        }
        // "## 1. Colour fundamentals" with nothing of its own over "### Why phones differ" and
        // "### Priorities", topics of its chapter in lists and tables (none numbered, none a
        // rule's field or a part named for its kind, "### Principle"): a chapter of the
        // guide, numbered as chapters are, not one rule with their content as its guidance.
        // (Not a title that instructs, "## 2. Use semantic colours", nor a criterion's or a
        // standard's number, "### 1.4.3 Contrast", "### M10 — Supply chain".)
        if !substantive, section.children.count >= 2, let number = section.number, number.allSatisfy(\.isNumber),
           !Self.titleInstructs(section.title), !Self.isInstruction(MarkdownInline.plain(section.title)),
           section.children.allSatisfy({ $0.number == nil && $0.headingVerdict == nil && $0.headingMark == nil
               && !Self.namesRuleField($0.title) && SectionRole.classify($0.title) != .principles
               && !HeadingText.namesOneItem(Slug.words($0.title).first ?? "") }),
           // (Topics over code, "### Timer with tolerance" and its sample, show how the
           // chapter's one technique is built: the chapter is the rule they illustrate.)
           !section.inDocumentOrder.contains(where: { $0.blocks.contains(where: \.isCode) }) {
            return false
        }
        // "## 1. Spatial layout" over an introduction and "### Rules": its rules are there.
        if namesItsRules(section) { return false }
        // "### Timing adjustable (WCAG 2.2.1)" over "#### ✅ Success technique(s)" and "#### 🚫
        // Failures" that list what to do and what fails: those lines are its items. (Where
        // one of them is prose only, it would be an item titled "Failures": the criterion is
        // the rule, that prose its guidance.)
        if !substantive, Self.hasVerdictLabelChildren(section), section.children.allSatisfy({ child in
            child.inDocumentOrder.contains(where: { $0.blocks.contains { $0.isList && !Self.isTaskList($0) } })
        }) {
            return false
        }
        if hasMarkedList(section.blocks) || hasRequirementTable(section.blocks) { return false }
        // "## 1. Clear content" over "**The site shows its purpose without scrolling**" and the
        // line that explains it, twice at least: the requirements are those bold sentences.
        if Self.explainedStatementCount(section.blocks) >= 2 { return false }
        let lists = section.blocks.filter { $0.isList }
        // ("**Requirement**: Content shown on hover must be:" over what it must be states the
        // heading's requirement, as prose would.)
        // (Code a list's last line labels, "- **Implementation:**", belongs to that list.)
        if !lists.isEmpty, !section.blocks.indices.contains(where: { index in
               Self.isProse(section.blocks[index]) && Self.listLabelsCode(section.blocks, codeAt: index, words: hints.severityWords) == nil
           }),
           !section.blocks.contains(where: { $0.kind == .paragraph && Self.kindLabelledStatement($0.text, words: hints.severityWords) != nil }) {
            return false
        }
        return true
    }

    /// How many bold sentences in `blocks` stand over a list that explains them
    /// (`explainsStatement`).
    static func explainedStatementCount(_ blocks: [MarkdownBlock]) -> Int {
        blocks.indices.dropLast().filter { explainedStatement(blocks[$0], over: blocks[$0 + 1]) != nil }.count
    }

    /// "## 2. Components, tokens, and governance" over "A typical design system contains:"
    /// and the parts it names: a chapter that explains. Its title and every sentence and list
    /// line in it and under it instruct nobody, it holds no code, table, quotation, grade or
    /// verdict, and its prose runs to two paragraphs and three sentences at least. (A sentence
    /// or two, "Screenshots show the app as it is today.", state a requirement as a fact.)
    func explainsOnly(_ section: Section) -> Bool {
        guard !Self.titleInstructs(section.title), !Self.isInstruction(MarkdownInline.plain(section.title)) else { return false }
        let parts = section.inDocumentOrder
        let paragraphs = parts.flatMap(\.blocks).filter { $0.kind == .paragraph }
        guard paragraphs.count >= 2, paragraphs.reduce(0, { $0 + Self.sentences($1.plainText.replacingNewlinesWithSpaces()).count }) >= 3 else {
            return false
        }
        return parts.allSatisfy { part in
            guard part.headingSeverity == nil, part.headingVerdict == nil, part.headingMark == nil,
                  !Self.proseInstructs(part.blocks), !hasMarkedList(part.blocks) else { return false }
            return part.blocks.allSatisfy { block in
                switch block.kind {
                case .paragraph, .thematicBreak, .html: return true
                case .list: return block.children.allSatisfy { entry in
                    guard let text = entry.leadParagraph?.plainText else { return true }
                    return !Self.isInstruction(text) && !Self.asksReviewer(text) && !Self.forbids(text)
                }
                default: return false
                }
            }
        }
    }

    /// "✅ DO: Use Form for settings", "DON'T: Nest scroll views": a line that says Do or
    /// Don't in words (a mark before them or not), not a caption ("❌ Incorrect — …:").
    static func statesDoOrDont(_ plain: String) -> Bool {
        let line = Substring(plain.trimmingSpaces())
        let body = StatementText.leadingVerdictMark(line)?.1 ?? line
        return StatementText.leadingDoDontLabel(body, boldWord: false) != nil
    }

    /// "## 1. Loading" over "**Impact: HIGH**", a sentence on why it matters, and "### 1.1
    /// …", "### 1.2 …": a category of the rules numbered under it, introduced, not a rule of
    /// its own (its prose instructs nobody; it holds no lines, table or code).
    static func introducesNumberedRules(_ section: Section) -> Bool {
        guard let number = section.number, !section.children.isEmpty,
              section.children.contains(where: { child in
                  guard let sub = child.number?.utf8, sub.count > number.utf8.count + 1, sub.starts(with: number.utf8) else { return false }
                  return sub[sub.index(sub.startIndex, offsetBy: number.utf8.count)] == UInt8(ascii: ".")
              }) else {
            return false
        }
        return !section.blocks.contains(where: { $0.isList || $0.isCode || $0.kind == .table }) && !proseInstructs(section.blocks)
    }

    /// An unnumbered heading is a rule when its body holds labelled examples, code in a
    /// programming language, or a DO / DON'T prefix, and no items of its own.
    static func isEvidenceRule(_ section: Section) -> Bool {
        if section.headingVerdict != nil { return true }
        // "## The Problem", "## Solution", "## Examples" over code marked right or wrong: a
        // part of the page showing what its rules mean, no rule of its own.
        func unlessAPart(_ evidence: Bool) -> Bool { evidence && !namesPagePart(section.title) }
        // Code under "Correct:" / "Incorrect:" labels marks a rule in any reading.
        if Self.hasLabelledExample(section.blocks) { return unlessAPart(true) }
        guard section.level >= 2 else { return false }
        if !ExampleExtractor.extract(section.blocks).examples.isEmpty { return unlessAPart(true) }
        return unlessAPart(section.blocks.contains { block in
            guard case .code(let language) = block.kind, let language else { return false }
            return !Self.sampleLanguages.contains(language.lowercased())
        })
    }

    /// "The Problem", "Solution", "Examples", "Before and after": a heading that names a part
    /// of a page (an article aside), not a subject a rule could be about.
    static func namesPagePart(_ title: String) -> Bool {
        guard title.utf8.count <= 32 else { return false }
        var words = Slug.words(MarkdownInline.plain(title))
        if let first = words.first, ["the", "a", "an", "our"].contains(first) { words.removeFirst() }
        return !words.isEmpty && pageParts.contains(words.joined(separator: " "))
    }

    private static let pageParts: Set<String> = [
        "problem", "the problem", "solution", "fix", "the fix", "example", "examples", "code example", "code examples", "sample",
        "samples", "overview", "background", "context", "impact", "before", "after", "before and after", "result", "results",
        "demo", "usage", "why", "why it matters", "explanation", "summary",
    ]

    /// How many of `sections` (two at most are counted) are rules over examples marked right
    /// or wrong ("**Preferred:**" over code, `// WRONG` in it), or Do / Don't headings. Only
    /// sections holding code are looked into.
    static func exampleRules(among sections: [Section]) -> Int {
        guard sections.count >= 3 else { return 0 }
        var count = 0
        for section in sections where section.headingVerdict != nil || section.blocks.contains(where: \.isCode) {
            if section.headingVerdict != nil || !ExampleExtractor.extract(section.blocks).examples.isEmpty { count += 1 }
            if count == 2 { break }
        }
        return count
    }

    /// "## Linear Meter" over "Linear meters show a horizontal bar." and
    /// `<d2l-meter-linear value="3">`: a heading that is no instruction, each word of it
    /// within one of the names in the section's code (its runs of letters, any case:
    /// `meter`, `linear`, `readonly`, `NavigationStack`), over prose that instructs nobody.
    /// It names what the code shows: a demo of a component or an API, not a requirement.
    /// (Not "## Accessibility labels" over `.accessibilityLabel(…)`: no name holds "labels";
    /// nor a heading over "Use …".)
    static func isCodeDemo(_ section: Section) -> Bool {
        let title = MarkdownInline.plain(section.title)
        let words = Set(Slug.words(title).filter { $0.utf8.count >= 2 && $0.utf8.allSatisfy { $0 >= UInt8(ascii: "a") && $0 <= UInt8(ascii: "z") } })
        guard !words.isEmpty, words.count <= 5, !isInstruction(title), !proseInstructs(section.blocks) else { return false }
        var names = Set<[UInt8]>()
        for block in section.blocks {
            guard case .code = block.kind else { continue }
            var name: [UInt8] = []
            for byte in block.text.utf8 {
                switch byte {
                case UInt8(ascii: "a")...UInt8(ascii: "z"): name.append(byte)
                case UInt8(ascii: "A")...UInt8(ascii: "Z"): name.append(byte | 0x20)
                default:
                    if name.count >= 2 { names.insert(name) }
                    name.removeAll(keepingCapacity: true)
                }
            }
            if name.count >= 2 { names.insert(name) }
        }
        guard !names.isEmpty else { return false }
        return words.allSatisfy { word in
            let bytes = Array(word.utf8)
            return names.contains { $0.count >= bytes.count && $0.firstRange(of: bytes) != nil }
        }
    }

    /// Whether a sentence of the blocks' paragraphs (not a label line) is an instruction:
    /// "Avoid block comments inline with code.", "The organization should be set to …".
    static func proseInstructs(_ blocks: [MarkdownBlock]) -> Bool {
        blocks.contains { block in
            guard block.kind == .paragraph, !LabelledFields.isLabelLine(block) else { return false }
            var rest = Substring(block.plainText.replacingNewlinesWithSpaces())
            while !rest.isEmpty {
                let sentence = firstSentence(String(rest))
                if isInstruction(String(sentence)) { return true }
                rest = rest.dropFirst(sentence.count).drop { $0 == " " }
            }
            return false
        }
    }

    /// Whether a sub-section's title names the requirements under it ("### Rules").
    /// "## 1. Spatial layout" over "### Rules"; "## 1. Menu bar" over "### Rule 1.1 — …" and
    /// its siblings: the sub-headings say they are the rules, the section's own paragraph
    /// introduces their category.
    func namesItsRules(_ section: Section) -> Bool {
        section.children.contains { $0.number == nil && Self.requirementsLabel($0.title) }
            || !section.isRuleHeading && !section.children.isEmpty && section.children.allSatisfy(\.isRuleHeading)
    }

    /// An unnumbered plain sub-section of a numbered rule is part of its guidance; not one
    /// that holds task lines ("### Original ideas" over `- [ ] …`): those are checks, nor one
    /// whose title names the requirements under it ("### Rules").
    static func foldsIntoRule(_ child: Section) -> Bool {
        guard child.number == nil else { return false }
        // "## 1. Calm first" › "### Principle" over its one statement: the rule's own words.
        if child.children.isEmpty, ["principle", "rule", "guideline"].contains(child.title.lowercased().trimmingSpaces()),
           child.blocks.allSatisfy({ $0.kind == .paragraph }) {
            return true
        }
        return child.role == .guidance && !requirementsLabel(child.title)
            && !child.blocks.contains { if case .list = $0.kind { return isTaskList($0) } else { return false } }
    }

    /// Blocks that are lists (and labels over them) and no other prose, whose lines are mostly
    /// instructions ("Never use …", "Prefer …", "All … must …"): two lines at least.
    /// `besideCode`: code may stand beside the lists (a platform's section: its instructions
    /// and how they are written there).
    /// `halfWill`: half the lines instructing is enough (beside headings that are rules over
    /// their examples, a topic's lines are written as terse as "Tabs, not spaces.").
    func listsInstruct(_ blocks: [MarkdownBlock], besideCode: Bool = false, halfWill: Bool = false) -> Bool {
        listInstructions(blocks, besideCode: besideCode).instruct(halfWill: halfWill)
    }

    /// How many list lines `blocks` hold and how many of them instruct, as `listsInstruct`
    /// reads them (no lines at all where other prose stands beside the lists): counted
    /// once where both shares are asked about.
    struct ListInstructions {
        var entries = 0
        var instructions = 0

        func instruct(halfWill: Bool) -> Bool {
            entries >= 2 && (halfWill ? instructions * 2 >= entries : instructions * 3 >= entries * 2)
        }
    }

    func listInstructions(_ blocks: [MarkdownBlock], besideCode: Bool = false) -> ListInstructions {
        var entries = 0
        var instructions = 0
        for block in blocks {
            switch block.kind {
            case .list:
                for entry in block.children {
                    guard let lead = entry.leadParagraph else { continue }
                    entries += 1
                    let text = lead.plainText
                    // ("No placeholder text in the build": a ban, as "Never …" is; "No need to …"
                    // is a remark.)
                    if Self.isInstruction(text) || Self.asksReviewer(text) { instructions += 1 }
                    else if Self.forbids(text), case let words = Slug.words(text), words.count >= 3, words[1] != "need" { instructions += 1 }
                }
            case .paragraph:
                guard LabelledFields.isLabelLine(block) || block.plainText.trimmingSpaces().hasUTF8Suffix(":") else { return ListInstructions() }
            case .thematicBreak, .html:
                continue
            // (A table that stated no item beside the lists, "| Context | Button text |" over
            // sample wordings, is their illustration.)
            case .table:
                continue
            case .code where besideCode:
                continue
            default:
                return ListInstructions()
            }
        }
        return ListInstructions(entries: entries, instructions: instructions)
    }

    /// "**1. Perceivable**" over lines of which four in seven oblige or instruct, beside
    /// "**2. Operable**" whose lines nearly all do: numbered headings of one shape are read
    /// alike. Where a numbered sibling with no sub-headings has lists that instruct (two lines
    /// in three), half of this heading's lines instructing is enough.
    /// (Asked only of a heading whose own lists fell short of two in three, so the answer is
    /// the same for every heading of the run: it is found once per run of siblings.)
    mutating func numberedSiblingListsInstruct(_ section: Section, among siblings: [Section], besideCode: Bool) -> Bool {
        guard section.number != nil, section.children.isEmpty, let first = siblings.first, let last = siblings.last else { return false }
        return answeredOnce(.numberedSiblingsInstruct(besideCode: besideCode), start: first.line, end: last.line) { run in
            siblings.contains { sibling in
                sibling.number != nil && sibling.children.isEmpty && run.listsInstruct(sibling.blocks, besideCode: besideCode)
            }
        }
    }

    /// A question the reviewer answers about the work, a list line that ends in a question
    /// mark: "Does the code do what the description says?", "N+1 query patterns?". A check,
    /// as an instruction is.
    static func asksReviewer(_ line: String) -> Bool {
        // (Read on the bytes: every line of a list asked about comes here.)
        let bytes = line.utf8
        guard bytes.count <= 200, bytes.last(where: { $0 != UInt8(ascii: " ") }) == UInt8(ascii: "?"),
              let first = line.first(where: { $0 != " " }), first.isUppercase || first.isNumber else { return false }
        return true
    }

    /// Whether at least two lines of the blocks' lists (or short paragraphs over them: "🔴
    /// **CRITICAL** - fix now" over examples) open with a severity.
    func holdsSeverityLines(_ blocks: [MarkdownBlock]) -> Bool {
        var graded = 0
        for block in blocks {
            if block.isList {
                for entry in block.children {
                    guard let lead = entry.leadParagraph else { continue }
                    // (Not "`image-missing-label` (error) — …": a rule named by its
                    // identifier, graded, in a catalog of rules.)
                    let statement = StatementText.read(lead.text, words: hints.severityWords)
                    if statement.marks.contains(.severity), !(statement.identifier.map { StatementText.isSlug(Substring($0)) || $0.containsASCII("_") } ?? false) {
                        graded += 1
                    }
                }
            } else if block.kind == .paragraph, block.text.utf8.count <= 120, !block.text.containsASCII("\n"),
                      Self.opensWithSeverityName(block.plainText, words: hints.severityWords) {
                graded += 1
            }
        }
        return graded >= 2
    }

    /// "🔴 CRITICAL - fix now", "High priority: before merge": a severity's name, then what
    /// it means.
    static func opensWithSeverityName(_ text: String, words: SeverityWords) -> Bool {
        let body = String(text.drop { !$0.isLetter })
        let head = SectionRole.remarkStart(body).flatMap { String(body.utf8[..<$0]) } ?? body
        guard !head.isEmpty, head.split(separator: " ").count <= 3 else { return false }
        return words.parse(head) != nil
    }

    func hasOwnContent(_ section: Section) -> Bool {
        section.blocks.contains { !LabelledFields.isLabelLine($0) && $0.kind != .thematicBreak && !Self.isPreparationLine($0) }
    }

    /// "**Setup**: Settings > Accessibility > VoiceOver > On": how the tester gets ready for
    /// the section's checks, a label naming the preparation and a colon. No guidance of a
    /// rule: a numbered part over sub-sections that opens with it is a part still.
    static func isPreparationLine(_ block: MarkdownBlock) -> Bool {
        guard block.kind == .paragraph, block.text.utf8.first == UInt8(ascii: "*") || block.text.utf8.first?.isASCIIUppercase == true,
              block.text.utf8.prefix(44).contains(UInt8(ascii: ":")) else { return false }
        let text = block.plainText
        guard let colon = text.utf8.prefix(40).firstIndex(of: UInt8(ascii: ":")) else { return false }
        return SectionRole.namesPreparation(String(text[..<colon]))
    }

    static func isProse(_ block: MarkdownBlock) -> Bool {
        switch block.kind {
        case .paragraph: return !LabelledFields.isLabelLine(block) && !block.plainText.trimmingSpaces().hasUTF8Suffix(":")
        case .code, .table, .html, .blockQuote: return true
        default: return false
        }
    }
}

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
        // Code under "Correct:" / "Incorrect:" labels marks a rule in any reading.
        if Self.hasLabelledExample(section.blocks) { return true }
        guard section.level >= 2 else { return false }
        if !ExampleExtractor.extract(section.blocks).examples.isEmpty { return true }
        return section.blocks.contains { block in
            guard case .code(let language) = block.kind, let language else { return false }
            return !Self.sampleLanguages.contains(language.lowercased())
        }
    }

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

    /// Fenced blocks that show output, commands or data rather than code to follow.
    static let sampleLanguages: Set<String> = [
        "", "text", "txt", "plain", "plaintext", "markdown", "md", "sh", "bash", "zsh", "shell", "console", "terminal",
        "json", "yaml", "yml", "toml", "csv", "log", "output", "diff", "gherkin", "mermaid",
    ]

    /// A label paragraph ("**Incorrect:**", "✅ Good") directly over a code block.
    static func hasLabelledExample(_ blocks: [MarkdownBlock]) -> Bool {
        !labelledVerdicts(blocks).isEmpty
    }

    /// Whether all the code among `blocks`, some at least, stands in Do / Don't example
    /// containers (`<DoDont>` … `</DoDont>`): samples of the lines around it, which mark the
    /// heading above no more than a sample in prose would.
    static func codeOnlyInExampleContainers(_ blocks: [MarkdownBlock]) -> Bool {
        var depth = 0
        var contained = false
        for block in blocks {
            if block.kind == .html { depth = max(0, depth + HTMLMarkup.openedExampleContainers(block.text)) }
            guard block.isCode else { continue }
            if depth == 0 { return false }
            contained = true
        }
        return contained
    }

    /// Code labelled as wrong and code labelled as right ("**Incorrect:**" and "**Correct:**"
    /// over code): a rule shown both ways. ("**Fix:**" alone, a troubleshooting answer, is not.)
    static func hasLabelledPair(_ blocks: [MarkdownBlock]) -> Bool {
        labelledVerdicts(blocks).count == 2
    }

    /// The verdicts of the labels that stand right over code among `blocks`.
    private static func labelledVerdicts(_ blocks: [MarkdownBlock]) -> Set<CodeExample.Verdict> {
        var verdicts: Set<CodeExample.Verdict> = []
        for (label, code) in zip(blocks, blocks.dropFirst()) {
            guard label.kind == .paragraph, case .code = code.kind, let verdict = ExampleExtractor.label(label.plainText)?.verdict else { continue }
            verdicts.insert(verdict)
        }
        return verdicts
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

    /// An unnumbered heading that is itself an instruction ("Don't remove the default menu
    /// items", "Include a privacy policy"), over prose of its own: its body explains it.
    /// Not where the body states requirements itself: task lines, marked lines, a requirement
    /// table, sentences with an RFC 2119 keyword, or lists whose lines are mostly instructions.
    /// `siblings`: the section and its sibling headings. Sub-headings that are mostly
    /// instructions are written alike ("### Keep hints short", "### Never trap focus"): where
    /// two of them at least are, a title whose first word is no known verb but reads as one
    /// before its object ("Autofocus the error summary", "Label every field") is one too.
    func isInstructionHeading(_ section: Section, siblings: [Section] = []) -> Bool {
        guard section.number == nil, !section.isRuleHeading, section.headingVerdict == nil else { return false }
        let title = MarkdownInline.plain(section.title).trimmingSpaces()
        // Among sibling headings that instruct, a heading is read as one of them: a long
        // instruction ("Ensure that every part of the interface can be reached with the input
        // the game uses"), or one with nothing under it, is a rule as theirs are.
        lazy var amongInstructions = siblings.count >= 3 && Self.instructionSiblings(siblings) >= 2
        guard title.utf8.count <= 90 || title.utf8.count <= 220 && amongInstructions,
              !title.hasUTF8Suffix(":"), !title.hasUTF8Suffix("?") else { return false }
        let words = Slug.words(title)
        guard words.count >= 3, let first = words.first else { return false }
        let statesDuty = Self.headingStatesDuty(words)
        guard words.count <= (statesDuty ? 16 : 12) || words.count <= 36 && amongInstructions,
              Self.headingVerbs.contains(first) || statesDuty || Self.opensWithVerbAndObject(words, unknownVerb: false)
                // "Always include alt text on an image": the verb after the adverb.
                || first == "always" && Self.headingVerbs.contains(words[1])
                || Self.instructsAfterCondition(title)
                || Self.opensWithVerbAndObject(words, unknownVerb: true) && Self.instructionSiblings(siblings) >= 2 else { return false }
        // Prose of its own: a paragraph, a quotation that argues for it, or a table of values.
        // A heading that states a duty over a list explaining it ("If the image has no alt
        // text, …"; not a list of more duties, see below) is the rule too.
        let explainsInList = statesDuty && section.blocks.contains(where: \.isList)
        // (Among them, a heading over nothing, or over links to where it is seen, is one too.)
        if section.blocks.isEmpty { return section.children.isEmpty && amongInstructions }
        guard explainsInList || section.blocks.contains(where: {
            $0.kind == .paragraph && !LabelledFields.isLabelLine($0) || $0.kind == .blockQuote || $0.kind == .table
        }) || amongInstructions else { return false }
        if hasMarkedList(section.blocks) || hasRequirementTable(section.blocks) { return false }
        var entries = 0
        var instructions = 0
        for block in section.blocks {
            switch block.kind {
            case .list:
                if Self.isTaskList(block) { return false }
                for entry in block.children {
                    // ("- For example, a search icon …": a sample of the rule, not a line of its own.)
                    guard let lead = entry.leadParagraph, Self.sampleLine(lead.plainText) == nil else { continue }
                    entries += 1
                    if Self.isInstruction(lead.plainText) { instructions += 1 }
                }
            case .paragraph:
                if StatementText.keywordSeverity(block.plainText) != nil { return false }
            default:
                break
            }
        }
        // (Where the document marks its requirements elsewhere, one line under a heading that
        // states the duty restates or details it.)
        return instructions * 2 <= entries || entries == 0 || explainsInList && statementMode == .marked && entries == 1
    }

    /// "When specifying a type, always associate the colon with it", "If a list scrolls, keep
    /// its header visible": a short clause that says when, a comma, then an instruction.
    static func instructsAfterCondition(_ title: String) -> Bool {
        guard let comma = title.range(of: ", ") else { return false }
        let condition = Slug.words(String(title[..<comma.lowerBound]))
        guard let first = condition.first, (2...8).contains(condition.count),
              ["when", "whenever", "if", "where", "while", "before", "after", "unless", "once"].contains(first) else { return false }
        let instruction = Slug.words(String(title[comma.upperBound...]))
        guard instruction.count >= 2 else { return false }
        // ("…, always associate …": "always" or "never" before a verb instructs, whatever the verb.)
        return headingVerbs.contains(instruction[0]) || instruction[0] == "always" || instruction[0] == "never"
    }

    /// How many of `siblings` (two at most are counted) are titled as instructions, of three
    /// or more.
    static func instructionSiblings(_ siblings: [Section]) -> Int {
        guard siblings.count >= 3 else { return 0 }
        var count = 0
        for sibling in siblings where titleInstructs(sibling.title) {
            count += 1
            if count == 2 { break }
        }
        return count
    }

    /// A heading title that opens with an instruction verb or states a duty ("Keep hints
    /// short", "Labels must be unique", "Never trap focus"), whatever its body.
    static func titleInstructs(_ title: String) -> Bool {
        guard title.utf8.count <= 120 else { return false }
        let words = Slug.words(MarkdownInline.plain(title))
        guard words.count >= 3, let first = words.first else { return false }
        return headingVerbs.contains(first) || headingStatesDuty(words) || opensWithVerbAndObject(words, unknownVerb: false)
    }

    /// "Images should have alt text", "Do not use colour alone", "Never …": a heading's words
    /// state a duty. ("If the icon should be hidden": the keyword is in a condition, which
    /// states nothing.)
    static func headingStatesDuty(_ words: [String]) -> Bool {
        guard let first = words.first else { return false }
        return first != "if" && words.contains(where: { $0 == "must" || $0 == "should" || $0 == "shall" })
            || words.starts(with: ["do", "not"]) || words.starts(with: ["don", "t"]) || first == "never"
    }

    /// "Check the contrast", "Label every field": a word that can be a verb, then a
    /// determiner opening its object; a noun-phrase heading seldom reads so. `unknownVerb`:
    /// the first word need not be a known instruction verb, only not a word of another
    /// part of speech that opens titles ("About the", "All the", "What the", "Handling the").
    static func opensWithVerbAndObject(_ words: [String], unknownVerb: Bool) -> Bool {
        // ("Turn on the shortcut", "Set up every device": a verb and its particle, then the object.)
        let object = words.count >= 4 && verbParticles.contains(words[1]) ? 2 : 1
        guard words.count >= 3, objectDeterminers.contains(words[object]) else { return false }
        if instructionVerbs.contains(words[0]) { return true }
        guard unknownVerb, !words[0].hasUTF8Suffix("ing"), !words[0].hasUTF8Suffix("ed"), !titleOpenerWords.contains(words[0]),
              !objectDeterminers.contains(words[0]) else { return false }
        return true
    }

    /// The particles of phrasal verbs ("turn on", "set up", "switch off", "zoom out").
    static let verbParticles: Set<String> = ["on", "off", "up", "down", "out", "in", "back", "over"]

    static let objectDeterminers: Set<String> = [
        "the", "a", "an", "every", "each", "all", "your", "any", "this", "these", "those", "their", "its", "our", "both",
    ]

    /// Words that open titles without being verbs: prepositions, conjunctions, question
    /// words, auxiliaries, pronouns.
    static let titleOpenerWords: Set<String> = [
        "about", "above", "across", "after", "against", "along", "among", "around", "at", "before", "behind", "below",
        "beneath", "beside", "between", "beyond", "by", "during", "for", "from", "in", "inside", "into", "near", "of",
        "off", "on", "onto", "outside", "over", "past", "since", "through", "throughout", "to", "toward", "towards",
        "under", "until", "up", "upon", "with", "within", "without", "and", "or", "but", "if", "when", "while", "because",
        "so", "as", "than", "what", "how", "why", "where", "who", "which", "whose", "is", "are", "was", "were", "be",
        "does", "do", "did", "can", "could", "will", "would", "should", "shall", "may", "might", "must", "has", "have",
        "had", "it", "they", "we", "you", "i", "he", "she", "not", "no", "once", "beyond", "via", "per", "like", "meet",
    ]

    /// Instruction verbs that open a heading only as verbs: not those that as often open a
    /// noun phrase ("Test method", "Label placement", "Always-on display", "Design tokens").
    static let headingVerbs: Set<String> = instructionVerbs.subtracting([
        "always", "check", "design", "display", "do", "group", "label", "limit", "mark", "place", "present", "request",
        "scale", "set", "start", "stop", "store", "test", "write",
        "balance", "build", "match", "mirror", "reverse", "flip", "tell", "warn",
        // ("Run configuration", "Submit button", "Resize handles".)
        "run", "simulate", "evaluate", "assess", "activate", "dismiss", "submit", "resize",
    ])

    func hasMarkedList(_ blocks: [MarkdownBlock]) -> Bool {
        blocks.indices.contains { index in
            let block = blocks[index]
            // (Ticked cases the section applies to mark no requirement of their own.)
            guard case .list = block.kind, !Self.namesTickedCases(blocks, at: index) else { return false }
            return block.children.contains { entry in
                guard let lead = entry.leadParagraph else { return false }
                return !StatementText.read(lead.text, words: hints.severityWords).marks.isDisjoint(with: [.identifier, .severity, .verdict])
            }
        }
    }

    func hasRequirementTable(_ blocks: [MarkdownBlock]) -> Bool {
        blocks.contains { block in
            guard block.kind == .table, case .success(let rows) = RequirementTable.read(block, sectionTitles: sectionTitles, words: hints.severityWords, hints: hints.columns) else { return false }
            return !rows.isEmpty
        }
    }

    /// The sub-sections that are Correct / Incorrect headings over code alone, opening a
    /// section with content of its own ("## Size names" › "### ✅ Correct naming", "### ❌
    /// Incorrect naming"): the section is one rule and they are its examples. Sub-sections
    /// after them ("### Size scale") are walked as usual. Empty when the section is not such a rule.
    /// Whether every sub-section of `section` is headed by a Do / Don't label alone, its mark
    /// and a word that only says which ("✅ Success technique(s)", "🚫 Failures", "❌ Don't"),
    /// not a topic of its own ("✅ Modern sheet APIs").
    static func hasVerdictLabelChildren(_ section: Section) -> Bool {
        !section.children.isEmpty && section.children.allSatisfy { child in
            guard child.number == nil, let verdict = child.headingVerdict ?? child.headingMark else { return false }
            return doDontLabel((verdict == .correct ? "✅ " : "❌ ") + MarkdownInline.plain(child.title), onlyVerdictWords: true) != nil
        }
    }

    func verdictExampleChildren(_ section: Section) -> ArraySlice<Section> {
        guard section.number == nil, !section.children.isEmpty else { return [] }
        // "### Language of page (WCAG 3.1.1)" with nothing of its own over "#### ✅ Success
        // techniques" and "#### 🚫 Failures": marks on a few words that name no instruction,
        // over prose and code (no lists, whose lines would be items), say how the heading is
        // met and how it fails. The heading is the rule; they are its guidance and examples
        // (its code, where there is any).
        guard hasOwnContent(section) else {
            guard Self.hasVerdictLabelChildren(section),
                  section.children.contains(where: { ($0.headingVerdict ?? $0.headingMark) == .correct }),
                  section.children.allSatisfy({ child in
                      child.inDocumentOrder.allSatisfy { part in !part.blocks.contains { $0.isList || $0.kind == .table } }
                  }) else { return [] }
            return section.children[...]
        }
        let run = section.children.prefix { child in
            child.children.isEmpty && child.number == nil
                && (child.headingVerdict != nil || ExampleExtractor.label(child.title) != nil)
                && child.blocks.contains { $0.isCode }
                && !child.blocks.contains { if case .list = $0.kind { return true } else { return $0.kind == .table } }
        }
        return run
    }

    /// A table of samples that one column's marks call right or wrong (`| Colour | Usage |`
    /// over `| Pure black `#000000` | ❌ Avoid |` and `| Dark grey `#121212` | ✅ Recommended |`):
    /// each row's first cell is a sample with its mark's verdict, captioned by the words after
    /// the mark and the row's other cells. Every cell of that column, and of no other, opens
    /// with a mark and has words after it (a table of bare ✅ and ❌ says what is supported),
    /// and both marks are there.
    static func markedSampleRows(_ table: MarkdownBlock) -> [CodeExample]? {
        let rows = table.children.dropFirst()
        guard (2...12).contains(rows.count), let header = table.children.first, let firstRow = rows.first,
              case let width = header.children.count, width >= 2, rows.allSatisfy({ $0.children.count == width }),
              // (Turned away on the bytes of the first row: a mark is a scalar past ASCII.)
              firstRow.children.dropFirst().contains(where: { $0.text.utf8.contains { $0 >= 0xE2 } }) else { return nil }
        func mark(_ cell: MarkdownBlock) -> (CodeExample.Verdict, Substring)? {
            guard let (verdict, rest) = StatementText.leadingVerdictMark(Substring(StatementText.clean(cell.text))), !rest.isEmpty else { return nil }
            return (verdict, rest)
        }
        let marked = (0..<width).filter { column in rows.allSatisfy { mark($0.children[column]) != nil } }
        guard marked.count == 1, let column = marked.first, column > 0 else { return nil }
        var samples: [CodeExample] = []
        for row in rows {
            let cells = row.children.map { StatementText.clean($0.text) }
            guard !cells[0].isEmpty, let (verdict, rest) = mark(row.children[column]) else { return nil }
            let notes = [String(rest)] + cells.indices.filter { $0 != 0 && $0 != column }.map { cells[$0] }.filter { !$0.isEmpty }
            samples.append(CodeExample(verdict: verdict, language: nil, code: cells[0], caption: notes.joined(separator: " — ")))
        }
        return Set(samples.map(\.verdict)).count == 2 ? samples : nil
    }

    /// A table of three columns, one a Don't, one a Do and one that names the row (`| Avoid |
    /// Prefer | Name |`): the two verdict columns, and the third as each row's caption.
    static func verdictPairWithCaption(_ table: MarkdownBlock) -> (columns: [(column: Int, verdict: CodeExample.Verdict)], caption: Int)? {
        guard let header = table.children.first, case .tableRow(header: true) = header.kind, header.children.count == 3 else { return nil }
        let verdicts = header.children.map { doDontLabel(StatementText.clean($0.text)) }
        guard verdicts.contains(.correct), verdicts.contains(.incorrect), let caption = verdicts.firstIndex(where: { $0 == nil }) else { return nil }
        return (verdicts.enumerated().compactMap { column, verdict in verdict.map { (column: column, verdict: $0) } }, caption)
    }

    /// The sub-sections a rule heading opens with that name its samples and hold code and no
    /// lines ("#### Example", then "##### Failure example" under it), with the examples their
    /// code gives: a label's verdict, correct under a plain "Example".
    func codeSampleChildren(_ section: Section) -> (sections: ArraySlice<Section>, examples: [CodeExample]) {
        let run = section.children.prefix { child in
            child.number == nil
                && child.inDocumentOrder.allSatisfy { part in
                    Self.namesSamples(part) && !part.blocks.contains { $0.isList || $0.kind == .table }
                }
                && child.inDocumentOrder.contains { $0.blocks.contains(where: \.isCode) }
        }
        var examples: [CodeExample] = []
        for part in run.flatMap(\.inDocumentOrder) {
            let label = ExampleExtractor.label(part.title)
            let verdict = part.headingVerdict ?? label?.verdict ?? part.headingMark ?? .correct
            let found = ExampleExtractor.extract(part.blocks)
            examples += found.examples
            for (index, block) in part.blocks.enumerated() where !found.consumed.contains(index) {
                guard case .code(let language) = block.kind, !Self.sampleLanguages.contains(language?.lowercased() ?? "") else { continue }
                examples.append(CodeExample(verdict: verdict, language: language, code: ExampleExtractor.trimmed(block.text),
                                            caption: label?.caption ?? (Self.isExamplesLabel(part.title) ? nil : MarkdownInline.plain(part.title))))
            }
        }
        return (run, examples)
    }

    /// A heading that names samples: "Example", "Examples", "Failure example", "✅ Correct".
    static func namesSamples(_ section: Section) -> Bool {
        section.headingVerdict != nil || isExamplesLabel(section.title) || ExampleExtractor.label(section.title) != nil
    }

    /// "Giving an image view a label:": a heading that introduces its code is titled without
    /// the colon.
    static func droppingColon(_ title: String) -> String {
        title.utf8.last == UInt8(ascii: ":") ? title.trimmingColons().trimmingSpaces() : title
    }

    /// `titledByFields`: the section's heading names the page, not its requirement (a page
    /// of one rule), so a sub-section that states the requirement titles it.
    mutating func addRule(_ section: Section, path: [String], severity: Severity?, metadata: LabelledFields,
                          parentIsUnnumbered: Bool, kind stated: ItemKind? = nil, folding folded: ArraySlice<Section>? = nil,
                          titledByFields: Bool = false, number pageNumber: String? = nil, lead: LeadStatement? = nil, why: String) {
        // Unnumbered sub-sections of a numbered rule are part of its guidance, as are the
        // sub-sections `folded` names.
        var blocks = section.blocks
        // `lead`: what states the rule where the section's heading does not: a sentence of its
        // own paragraph (the title; the rest of the paragraph opens the guidance).
        if let index = lead?.block { blocks.remove(at: index) }
        var extraHeadings: [MarkdownBlock] = []
        // "#### Evaluation methodology" under a criterion: how to test it, not its guidance.
        var testingLines: [ClosedRange<Int>] = []
        // The verdict a folded sub-section's mark gives the blocks under it ("#### ✅ Success
        // techniques", "#### 🚫 Failures"), by their index in `blocks`.
        var markedBlocks: [Int: CodeExample.Verdict] = [:]
        // "## Rule 4.1" (or a page's "# Forms - Rule 4.1") over "### Description" stating the
        // requirement and "### Level" grading it: the rule's title and severity.
        let fields = section.number != nil || folded != nil
            ? Self.ruleFieldChildren(folded ?? section.children[...], words: hints.severityWords) : RuleFieldChildren()
        let statesTitle = fields.statement != nil && (titledByFields || Self.namesOnlyItsNumber(section))
        if section.number != nil || folded != nil {
            var stack = (folded ?? section.children[...]).reversed().map { ($0, CodeExample.Verdict?.none) }
            while let (child, inherited) = stack.popLast() {
                if child.line == fields.severity?.line || statesTitle && child.line == fields.statement?.line { continue }
                // (A one-rule page's "## Accessibility guidelines" citing "WCAG 2.4.3": the
                // criteria its rule meets, kept with it.)
                guard Self.foldsIntoRule(child) || lead != nil && child.number == nil
                        && source.slice(child.line, child.ownBodyEndLine - 1).containsUTF8("WCAG") else { continue }
                if Self.namesTesting(child.title), child.endLine > child.line {
                    testingLines.append((child.line + 1)...child.endLine)
                    continue
                }
                let heading = MarkdownBlock(kind: .heading(level: child.level), text: child.title,
                                            startLine: child.line, endLine: child.line)
                extraHeadings.append(heading)
                blocks.append(heading)
                let verdict = child.headingVerdict ?? child.headingMark ?? inherited
                if let verdict {
                    for index in blocks.endIndex..<(blocks.endIndex + child.blocks.count) { markedBlocks[index] = verdict }
                }
                blocks.append(contentsOf: child.blocks)
                stack.append(contentsOf: child.children.reversed().map { ($0, verdict) })
            }
        }
        var examples = ExampleExtractor.extract(blocks)
        // Code under a marked sub-section that no label of its own gave a verdict (prose stands
        // between the mark and the code) takes the mark's.
        for (index, verdict) in markedBlocks.sorted(by: { $0.key < $1.key }) where !examples.consumed.contains(index) {
            guard case .code(let language) = blocks[index].kind, !Self.sampleLanguages.contains(language?.lowercased() ?? "") else { continue }
            examples.examples.append(CodeExample(verdict: verdict, language: language, code: ExampleExtractor.trimmed(blocks[index].text)))
            examples.consumed.insert(index)
        }
        // "### ❌ Fixed row heights" over code that marks nothing itself: the heading's mark is
        // the code's verdict.
        if examples.examples.isEmpty, section.headingVerdict == nil, let mark = section.headingMark {
            for (index, block) in blocks.enumerated() {
                guard case .code(let language) = block.kind, !Self.sampleLanguages.contains(language?.lowercased() ?? "") else { continue }
                examples.examples.append(CodeExample(verdict: mark, language: language, code: block.text))
                examples.consumed.insert(index)
            }
        }
        // "| Good | Bad |" in the rule's own body: each cell is a sample of wording or of a
        // screen the rule calls right or wrong.
        // ("| Avoid | Prefer | Name |": one Don't and one Do column, and one that names each
        // row's pair, its caption.)
        for (index, block) in blocks.enumerated() where block.kind == .table && !examples.consumed.contains(index) {
            guard block.children.count <= 13 else { continue }
            if let samples = Self.markedSampleRows(block) {
                examples.examples += samples
                examples.consumed.insert(index)
                continue
            }
            guard let (columns, captionColumn) = Self.verdictColumns(block).map({ ($0, Int?.none) })
                    ?? Self.verdictPairWithCaption(block) else { continue }
            let cells = block.children.dropFirst().flatMap { row in
                let caption = captionColumn.flatMap { $0 < row.children.count ? StatementText.clean(row.children[$0].text) : nil }
                return columns.compactMap { column, verdict -> CodeExample? in
                    guard column < row.children.count, case let text = StatementText.clean(row.children[column].text),
                          !text.isEmpty, text.utf8.count <= 200 else { return nil }
                    return CodeExample(verdict: verdict, language: nil, code: text, caption: caption?.isEmpty == false ? caption : nil)
                }
            }
            guard !cells.isEmpty else { continue }
            examples.examples += cells
            examples.consumed.insert(index)
        }
        var guidanceParts: [String] = []
        for (index, block) in blocks.enumerated() where !examples.consumed.contains(index) && !LabelledFields.isLabelLine(block) {
            if metadata.howToTestBlockLines.contains(block.startLine) { continue }
            // ("<!-- end auto-generated rule header -->": a comment, which no reader sees.)
            if block.kind == .html, case let text = block.text.trimmingWhitespace(), text.hasUTF8Prefix("<!--"), text.hasUTF8Suffix("-->"),
               !text.dropFirst(4).containsUTF8("<!--") { continue }
            if case .heading(let level) = block.kind {
                guidanceParts.append(String(repeating: "#", count: min(6, level + 1)) + " " + block.text)
            } else if block.kind == .paragraph, case let text = source.slice(block.startLine, block.endLine), text.hasUTF8Prefix(" ") {
                // (A paragraph's indentation means nothing in Markdown, and as guidance it would
                // read as code: a Gherkin scenario's steps keep their fence's. The indentation
                // its lines share goes.)
                let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
                let shared = lines.filter { !$0.allSatisfy(\.isWhitespace) }.map { $0.prefix { $0 == " " }.count }.min() ?? 0
                guidanceParts.append(lines.map { $0.dropFirst(min(shared, $0.prefix { $0 == " " }.count)) }.joined(separator: "\n"))
            } else if block.kind != .thematicBreak {
                guidanceParts.append(source.slice(block.startLine, block.endLine))
            }
        }
        if let rest = lead?.rest, !rest.isEmpty { guidanceParts.insert(rest, at: 0) }
        let guidance = guidanceParts.joined(separator: "\n\n")
        // ("### ❌ Completion handler pyramid" over its code: a heading marked wrong names
        // the mistake, unless its words say what to do.)
        let marksMistake = section.headingVerdict == .incorrect
            || section.headingVerdict == nil && section.headingMark == .incorrect && !Self.saysWhatToDo(section.title)
        let kind: ItemKind = stated ?? (isCanonical ? (metadata.kind ?? canonicalKind) : (marksMistake ? .antiPattern : .rule))
        let number = section.number ?? pageNumber
        let title = lead?.title ?? (statesTitle ? fields.statement?.text ?? section.title : section.title)
        let localID = number ?? Slug.make(title)
        // ("### Requirement: Toggles SHALL announce their state": the keyword in capitals
        // grades it where nothing above it does.)
        // (A level its own sub-section states outweighs one the rule inherits.)
        let ownLevel = metadata.severity == nil && section.headingSeverity == nil ? fields.severity : nil
        let keyword = ownLevel.map { ($0.severity, $0.label) }
            ?? (severity == nil ? StatementText.keywordSeverity(title, emphatic: hints.severityWords.readsEmphaticKeywords) : nil)
        var item = ChecklistItem(
            id: localID, number: number, title: Self.droppingColon(title), kind: kind, severity: ownLevel?.severity ?? severity ?? keyword?.0,
            sectionPath: path, sectionNumber: number, guidance: guidance, examples: examples.examples,
            tags: metadata.tags, platforms: metadata.platforms,
            howToTest: metadata.howToTest.map { source.slice($0.lowerBound, $0.upperBound).trimmingWhitespace() }
                ?? (testingLines.isEmpty ? nil : testingLines.map { source.slice($0.lowerBound, $0.upperBound).trimmingWhitespace() }
                    .joined(separator: "\n\n")),
            line: section.line + lineOffset, severityLabel: keyword?.1 ?? inheritedSeverityLabel(severity))
        // What a `WCAG:` field lists; the compiler checks it against WCAG when it finishes.
        if !metadata.criteria.isEmpty { item.criteria = metadata.criteria.map { CriterionRef(num: $0, source: .document) } }
        if kind == .rule, guidance.trimmingWhitespace().isEmpty, examples.examples.isEmpty, item.howToTest == nil {
            findings.append(DocumentFinding(kind: .emptyRule, line: item.line, message: "rule '\(item.title)' has no guidance"))
        }
        pending.append(Pending(item: item, localID: localID, references: CrossReference.find(in: guidance),
                               parentTitle: parentIsUnnumbered ? path.dropLast().last : nil))
        decide(section.line, "heading", .item, item.title, why)
    }

    /// The one check of a page that is one requirement, titled by the page's title; the
    /// page's body is its guidance, the document's severity its severity.
    ///
    /// `stated`: a severity the page's opening lines state, where the front matter states none.
    mutating func addPageRequirement(title: String, line: Int, stated: (Severity, String)?, guidance: String) {
        let localID = Slug.make(title)
        let severity = defaultSeverity ?? stated?.0
        let label = defaultSeverity == nil ? stated?.1 : inheritedSeverityLabel(defaultSeverity)
        let item = ChecklistItem(id: localID, title: title, kind: .check, severity: severity, guidance: guidance,
                                 line: line + lineOffset, severityLabel: label)
        pending.append(Pending(item: item, localID: localID, references: CrossReference.find(in: guidance)))
        decide(line, "heading", .item, title, "the page's title states its one requirement (no line of the page is one)")
    }

    // MARK: Sections of fields

    /// The sub-sections (by line) whose list lines are the fields of one item rather than
    /// items: "### Pure grey" over "- **Detection:** …" and "- **Fix:** …", or "WHEN … → DO …"
    /// and "BECAUSE …" lines, where the same labels recur under the sibling headings. A
    /// sub-section counts when every line of its lists opens with a label and at least half
    /// of them with one another sibling uses too; distinct labels ("**Missing labels:** …",
    /// "**Tiny targets:** …") are items of their own.
    ///
    /// `ruleFieldsOnly`: in a section of guidance, where a list of labelled lines may as well
    /// name subjects ("**Labels:** …", "**Contrast:** …" under each platform), only where more
    /// than half its labels, and two at least, name a rule's parts ("**Rule ID:**", "**Why:**",
    /// "**Fix:**"; not "**Standard:**" beside "**Fix:**", a requirement and how to meet it).
    static func fieldSections(_ siblings: [Section], ruleFieldsOnly: Bool = false) -> Set<Int> {
        guard siblings.count >= 2 else { return [] }
        let labels: [[String]?] = siblings.map { sibling in
            let entries = sibling.blocks.flatMap { block -> [MarkdownBlock] in
                if case .list = block.kind { return block.children } else { return [] }
            }
            guard entries.count >= 2 else { return nil }
            var found: [String] = []
            for entry in entries {
                guard let lead = entry.children.first, lead.kind == .paragraph, let label = fieldLabel(lead.plainText) else { return nil }
                found.append(label)
            }
            return found
        }
        var siblingsUsing: [String: Int] = [:]
        for case let found? in labels { for label in Set(found) { siblingsUsing[label, default: 0] += 1 } }
        var lines: Set<Int> = []
        for (sibling, found) in zip(siblings, labels) {
            guard let found else { continue }
            let shared = found.filter { (siblingsUsing[$0] ?? 0) >= 2 }.count
            if ruleFieldsOnly, case let parts = found.filter(ruleFieldLabels.contains).count, parts < 2 || parts * 2 <= found.count { continue }
            if shared * 2 >= found.count { lines.insert(sibling.line) }
        }
        return lines
    }

    /// The sub-sections of a rule that are its fields by their headings: "### Description"
    /// over one short paragraph stating the requirement (a sentence or a question), and
    /// "### Level" (or Severity, Priority, Impact) over one line that grades it ("AA", "High").
    struct RuleFieldChildren {
        var statement: (text: String, line: Int)?
        var severity: (severity: Severity, label: String, line: Int)?
    }

    static func ruleFieldChildren(_ children: ArraySlice<Section>, words: SeverityWords) -> RuleFieldChildren {
        var fields = RuleFieldChildren()
        for child in children where child.children.isEmpty && child.number == nil && child.blocks.count == 1 {
            guard child.blocks[0].kind == .paragraph, case let name = Slug.words(MarkdownInline.plain(child.title)).joined(separator: " ") else { continue }
            let text = StatementText.clean(child.blocks[0].text)
            if fields.statement == nil, statementFieldNames.contains(name), (2...60).contains(Slug.wordCount(text)) {
                fields.statement = (text, child.line)
            } else if fields.severity == nil, severityFieldNames.contains(name), Slug.wordCount(text) <= 4 {
                if let level = Severity.parseLevel(text) {
                    fields.severity = (level, text.lowercased().hasUTF8Prefix("level") || text.hasUTF8Prefix("WCAG") ? text : "Level " + text, child.line)
                } else if let graded = words.parse(text) {
                    fields.severity = (graded, text, child.line)
                }
            }
        }
        return fields
    }

    private static let statementFieldNames: Set<String> = [
        "description", "requirement", "statement", "question", "rule", "summary", "criterion", "control", "check", "test",
    ]
    private static let severityFieldNames: Set<String> = [
        "level", "severity", "priority", "impact", "conformance level", "wcag level", "criticality", "risk level",
    ]

    /// A page whose sub-sections are all fields of one rule, by their headings, one of them
    /// stating it ("Description" over a sentence or a question), and that has no list or
    /// table of its own.
    func isOneRulePage(_ section: Section) -> Bool {
        guard section.children.count >= 2,
              section.children.allSatisfy({ $0.children.isEmpty && $0.number == nil && Self.namesRuleField($0.title) }),
              !section.blocks.contains(where: { $0.isList || $0.kind == .table }) else { return false }
        // ("## Control" over its statement is read where it stands, as a standard's page is.)
        guard let statement = Self.ruleFieldChildren(section.children[...], words: hints.severityWords).statement,
              let child = section.children.first(where: { $0.line == statement.line }) else { return false }
        return !SectionRole.namesStatement(child.title)
    }

    /// "# no-positive-tab-order" over "Avoid positive tab indexes: …", then "## Rule details"
    /// over its "### Valid" and "### Invalid" code, and "## Resources": a page of one rule
    /// (a linter's rule page), the sections below naming parts of that rule
    /// (`namesRulePart`) or labelling its samples by verdict, one sample at least and
    /// nothing that states requirements of its own (no numbered or rule heading, task list or
    /// table). (Samples under a heading that labels them, or under a paragraph that does:
    /// "Examples of **incorrect** code for this rule:".) The rule is stated by the page's title where that instructs ("# Disallow
    /// unused variables (no-unused-vars)"), else by the first sentence of its first three
    /// paragraphs that states a rule.
    func leadStatedRulePage(_ section: Section) -> LeadStatement? {
        // (A list of its facts, "- **Identifier:** `reduce_motion`", "- **Enabled by default:**
        // No", may stand under the title: every line a label and its value.)
        func isFieldList(_ block: MarkdownBlock) -> Bool {
            block.isList && !block.children.isEmpty
                && block.children.allSatisfy { $0.children.count == 1 && $0.leadParagraph.map { Self.fieldLabel($0.plainText) != nil } == true }
        }
        guard section.number == nil, !section.children.isEmpty,
              !section.blocks.contains(where: { $0.isList && !isFieldList($0) || $0.kind == .table || $0.isCode }) else { return nil }
        var samples = 0
        for child in section.children {
            guard Self.isVerdictSample(child) || Self.namesRulePart(child.title) else { return nil }
            for part in child.inDocumentOrder {
                guard part.number == nil, !part.isRuleHeading,
                      !part.blocks.contains(where: { $0.kind == .table || $0.isList && Self.isTaskList($0) }) else { return nil }
                if Self.isVerdictSample(part) || !Self.labelledVerdicts(part.blocks).isEmpty { samples += 1 }
            }
        }
        guard samples > 0 else { return nil }
        let (heading, name) = Self.ruleName(MarkdownInline.plain(section.title).trimmingSpaces())
        // (The title, only where it opens on a linter's verb or states a duty: "Reduce Motion
        // Respected", "Image Labels" name the rule.)
        let headingWords = Slug.words(heading)
        if headingWords.count >= 3, Self.ruleVerbs.contains(headingWords[0]) || Self.headingStatesDuty(headingWords) {
            return LeadStatement(block: nil, title: heading, rest: "", name: name)
        }
        for index in section.blocks.indices.filter({ section.blocks[$0].kind == .paragraph }).prefix(3) {
            let text = section.blocks[index].text
            var rest = text[...]
            for _ in 0..<3 where !rest.isEmpty {
                let sentence = Self.firstSentence(String(rest))
                if Self.statesRule(MarkdownInline.plain(String(sentence))) {
                    let before = text[..<rest.startIndex].trimmingSpaces(), after = rest.dropFirst(sentence.count).trimmingSpaces()
                    return LeadStatement(block: index, title: StatementText.read(String(sentence), words: hints.severityWords).title,
                                         rest: [before, after].filter { !$0.isEmpty }.joined(separator: " "), name: name)
                }
                rest = rest.dropFirst(sentence.count).drop { $0 == " " || $0 == "\n" }
            }
        }
        return nil
    }

    /// The statement of a page's one rule (`leadStatedRulePage`).
    struct LeadStatement {
        /// The paragraph that states it, by its index in the section's blocks; nil where the
        /// page's title does.
        var block: Int?
        var title: String
        /// The rest of that paragraph.
        var rest: String
        /// The rule's name in the form of an identifier, its number.
        var name: String?
    }

    /// "a11y/no-positive-tab-order", "Disallow unused variables (no-unused-vars)": a page
    /// title that is a rule's name in the form of an identifier (its last part, after the
    /// plugin's name), or ends with one in brackets; the title without it, and the name.
    static func ruleName(_ title: String) -> (title: String, name: String?) {
        func isName(_ text: Substring) -> Bool {
            !text.isEmpty && !text.containsASCII(" ") && (text.containsASCII("-") || text.containsASCII("_"))
                && text.allSatisfy { $0.isLetter || $0.isNumber || "-_/.".contains($0) }
        }
        var head = title[...]
        if head.hasUTF8Suffix(")"), let open = head.lastIndex(of: "("), case let inner = head[head.index(after: open)..<head.index(before: head.endIndex)],
           isName(inner) {
            head = head[..<open].trimmingSpaces()[...]
            return (String(head), inner.split(separator: "/").last.map(String.init))
        }
        let last = head.split(separator: "/").last ?? head
        return (title, isName(head) ? String(last) : nil)
    }

    /// "Enforce that every image has a label.", "Buttons must have a name.", "Disallows
    /// positive tab indexes.": a sentence that states a rule (an instruction, a duty, or a
    /// linter's verb for what its rule does).
    static func statesRule(_ text: String) -> Bool {
        let sentence = String(firstSentence(text))
        let words = Slug.words(sentence)
        guard words.count >= 3, let first = words.first else { return false }
        return ruleVerbs.contains(first) || isInstruction(sentence) || headingStatesDuty(words)
            || words.contains { $0 == "cannot" } || words.starts(with: ["only"])
    }

    static let ruleVerbs: Set<String> = [
        "enforce", "enforces", "disallow", "disallows", "require", "requires", "ensure", "ensures", "prevent", "prevents",
        "forbid", "forbids", "prohibit", "prohibits", "prefer", "prefers", "avoid", "avoids",
    ]

    /// A sub-section that is one sample of a rule labelled by its verdict ("### Good", "###
    /// Invalid", "#### ❌ Incorrect"): code, no lines, nothing under it.
    static func isVerdictSample(_ section: Section) -> Bool {
        section.children.isEmpty && section.number == nil
            && (section.headingVerdict != nil || ExampleExtractor.label(section.title) != nil)
            && section.blocks.contains(where: \.isCode) && !section.blocks.contains(where: \.isList)
    }

    /// "Rule details", "Options", "Accessibility guidelines", "Resources", "How do I resolve
    /// this error?": a heading naming a part of one rule's page, not a subject of its own.
    static func namesRulePart(_ title: String) -> Bool {
        if namesRuleField(title) { return true }
        let plain = MarkdownInline.plain(title).trimmingSpaces()
        if plain.hasUTF8Suffix("?") { return true }
        let words = Slug.words(plain)
        guard let last = words.last, words.count <= 5 else { return false }
        // ("How to fix", "How to resolve": meeting the rule; "When not to use it": where it
        // does not apply.)
        return rulePartNouns.contains(last) || words.starts(with: ["how", "to"]) || words.first == "when"
    }

    private static let rulePartNouns: Set<String> = [
        "details", "options", "configuration", "settings", "guidelines", "standards", "resources", "references", "reading",
        "links", "usage", "examples", "version", "versions", "compatibility", "implementation", "notes", "exceptions",
    ]

    /// "Description", "Level", "How to check", "References": a heading that names a field of one rule.
    static func namesRuleField(_ title: String) -> Bool {
        guard title.utf8.count <= 40 else { return false }
        let name = Slug.words(MarkdownInline.plain(title)).joined(separator: " ")
        return ruleFieldLabels.contains(name) || statementFieldNames.contains(name) || severityFieldNames.contains(name)
            || namesTesting(title) || ruleFieldExtras.contains(name)
    }

    private static let ruleFieldExtras: Set<String> = [
        "background", "context", "notes", "note", "details", "explanation", "purpose", "objective", "goal", "intent",
        "resources", "related", "related rules", "see also", "further reading", "links", "sources", "standards", "tools",
    ]

    /// "Rule 4.1", "Criterion 2": a heading whose words only number its item.
    static func namesOnlyItsNumber(_ section: Section) -> Bool {
        guard section.number != nil else { return false }
        return Slug.words(MarkdownInline.plain(section.title)).allSatisfy { word in
            HeadingText.namesOneRequirement(word) || word.allSatisfy { $0.isNumber } || HeadingText.isDottedNumber(word)
        }
    }

    /// "Forms 2.0 - Rule 4.2.1": a page title that ends by numbering the one requirement of
    /// the page; the number.
    static func trailingRequirementNumber(_ title: String) -> String? {
        let words = title.split(separator: " ")
        guard words.count >= 2, case let number = words[words.count - 1].trimmingCharacters(in: .punctuationCharacters),
              HeadingText.isDottedNumber(number) || !number.isEmpty && number.allSatisfy(\.isNumber),
              HeadingText.namesOneRequirement(words[words.count - 2]) else { return nil }
        return number
    }

    /// Labels that name a part of one rule rather than a subject of its own.
    static let ruleFieldLabels: Set<String> = [
        "description", "summary", "rule", "rule id", "id", "identifier", "category", "reason", "rationale", "why", "because",
        "consequence", "consequences", "impact", "severity", "priority", "level", "fix", "how to fix", "remediation", "detection",
        "how to detect", "check", "how to check", "how to test", "test", "example", "examples", "applies to", "scope", "problem",
        "solution", "when", "then", "do", "instead", "exceptions", "exception", "references", "reference", "wcag", "see also",
    ]

    /// The identifier a field list gives its rule ("- **Rule ID**: UI_LABELS_001"): one word
    /// with a digit in it, under a label that names an identifier.
    static func fieldIdentifier(_ section: Section) -> String? {
        for entry in section.blocks.filter(\.isList).flatMap(\.children) {
            guard let lead = entry.leadParagraph, let label = fieldLabel(lead.plainText),
                  ["rule id", "id", "identifier"].contains(label),
                  let colon = lead.plainText.firstIndex(of: ":") else { continue }
            let value = lead.plainText[lead.plainText.index(after: colon)...].trimmingSpaces()
            if !value.isEmpty, value.count <= 40, !value.contains(where: \.isWhitespace), value.contains(where: \.isNumber) {
                return value
            }
        }
        return nil
    }

    /// Words that open a field of a rule in capitals: "WHEN … → DO …", "BECAUSE …".
    private static let fieldWords: Set<String> = ["WHEN", "IF", "BECAUSE", "THEN", "WHY", "UNLESS", "INSTEAD"]

    /// The label a line opens with, lower-cased: "Detection" for "Detection: …" (bold or not,
    /// up to eight words, no sentence in it), "when" for "WHEN …"; nil for a line without one.
    static func fieldLabel(_ text: String) -> String? {
        let line = text.trimmingSpaces()
        if let space = line.firstIndex(of: " "), fieldWords.contains(String(line[..<space])) {
            return line[..<space].lowercased()
        }
        guard let colon = line.firstIndex(of: ":"), line[colon...].hasUTF8Prefix(": ") || line.index(after: colon) == line.endIndex else { return nil }
        let label = line[..<colon]
        let words = Slug.words(String(label))
        guard (1...8).contains(words.count), !label.contains(where: { ".!?;".contains($0) }) else { return nil }
        return words.joined(separator: " ")
    }
}

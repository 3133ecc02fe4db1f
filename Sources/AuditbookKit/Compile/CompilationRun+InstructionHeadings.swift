import Foundation

/// Headings that are instructions ("### Label every icon-only button"), read beside their siblings.
extension CompilationRun {
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
    /// "### Does every image that carries meaning have a label?" over prose on how to tell:
    /// among sibling headings that ask such questions (two at least), a question that
    /// answers yes or no (opening on "Does", "Is", "Can", "Are"…) over prose of its own is
    /// what a reviewer answers, a check. ("### How do I turn on VoiceOver?" asks for an
    /// explanation, as an FAQ's headings do: no check.)
    func isQuestionHeading(_ section: Section, siblings: [Section]) -> Bool {
        guard section.number == nil, !section.isRuleHeading, section.headingVerdict == nil, section.children.isEmpty,
              Self.asksYesOrNo(section.title), !section.blocks.isEmpty,
              siblings.lazy.filter({ Self.asksYesOrNo($0.title) }).prefix(2).count == 2 else { return false }
        return !section.blocks.contains(where: Self.isTaskList) && !hasMarkedList(section.blocks) && !hasRequirementTable(section.blocks)
    }

    /// "Does every image have a label?", "Can the flow be finished with VoiceOver alone?":
    /// a question of three words or more that answers yes or no.
    static func asksYesOrNo(_ title: String) -> Bool {
        guard title.utf8.count <= 200, title.hasUTF8Suffix("?") else { return false }
        let words = Slug.words(MarkdownInline.plain(title))
        return words.count >= 3 && yesNoOpenings.contains(words[0])
    }

    private static let yesNoOpenings: Set<String> = [
        "does", "do", "is", "are", "can", "could", "will", "would", "should", "has", "have", "was", "were", "did", "may", "must",
    ]

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
}

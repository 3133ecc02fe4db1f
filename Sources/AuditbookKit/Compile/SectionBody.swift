/// A section body as `collectStatements` reads it: the section's place and how to read it,
/// and what holds of its blocks as a whole, worked out once before they are read one by one.
struct SectionBody {
    let blocks: [MarkdownBlock]
    let path: [String]
    let severity: Severity?
    let sectionNumber: String?
    /// The kind the section's plain statements take.
    let kind: ItemKind
    let paragraphsOnly: Bool
    let readsLoneInstruction: Bool
    let readsKeywordProse: Bool
    let namesRequirements: Bool
    let tableRowsAreItems: Bool
    let readsBounds: Bool
    /// The heading's Do / Don't verdict, read only where a block asks for it.
    let headingVerdict: () -> CodeExample.Verdict?
    /// How many items the run held before the body was read.
    let itemCountBefore: Int
    let words: SeverityWords

    /// Whether the section's lists write their rules in bold: folded examples between
    /// entries may part one list in several.
    let boldOpenings: Bool
    /// "Security" over "- No secrets in logs", "Accessibility" over "- Controls have labels":
    /// the lines' group, as a heading would name it, by the paragraph's block index.
    let groupLabels: [String?]
    /// "REQ-10: Every field has a visible label." in paragraphs of their own, in a document
    /// with others like them.
    let identifierParagraphs: Set<Int>
    /// "**Support text alternatives to audio.** … such as:" over "- **Captions** give …": a
    /// guideline whose list describes what it asks for (its lines are its guidance), by the
    /// list's index.
    let detailedInstructions: [Int: Statement]
    /// "Sheets slide up over the screen. Every sheet must have a way to close it.": the
    /// paragraphs whose instruction follows the sentence that sets the scene
    /// (`laterInstruction`), by index: the instruction and the rest.
    let laterInstructions: [Int: (sentence: String, context: String)]
    /// Beside instructions in prose, every list names values ("- Enabled", "- Dimmed"): states,
    /// sizes, options.
    let listsNameValues: Bool
    /// Whether a list states instructions, where the lists do not all name values: a list of
    /// names beside it ("- Zoom" over a paragraph of videos, then "- Keep content in view")
    /// names the features the page shows, not requirements. Asked only of a body with a list
    /// of names (most bodies have none): looked for then.
    var hasInstructingList: Bool {
        !listsNameValues && blocks.contains { $0.isList && CompilationRun.listStatesInstructions($0) }
    }
    /// The body's instruction paragraphs are its requirements (a document that marks nothing).
    let readsProse: Bool
    /// "**Anticipate errors.** Explain …", twice or more in a section that also has lists: the
    /// paragraphs that open on a bold instruction, by index. Each states a requirement, as it
    /// does in a section of prose alone, whatever the lists beside it hold.
    let boldLeadInstructions: Set<Int>
    let hasCode: Bool
    /// The heading names kinds of values ("#### Four thickness options").
    let headingNamesValueKinds: Bool

    func nextIsList(_ index: Int) -> Bool { index + 1 < blocks.count && blocks[index + 1].isList }

    func listFollows(_ index: Int) -> Bool { blocks[(index + 1)...].contains { $0.isList } }

    func namesValues(_ index: Int) -> Bool { Self.namesValues(blocks, index) }

    /// Lines that name (`- Windowed`) or define (`- **Full screen.** Windows fill the screen`:
    /// a term and what it means, no term an instruction) styles, states or tabs.
    func namesOrDefinesValues(_ index: Int) -> Bool {
        !Self.introducedByInstruction(blocks, index) && blocks[index].children.allSatisfy { entry in
            guard let lead = entry.leadParagraph else { return false }
            let plain = lead.plainText.trimmingSpaces()
            if entry.children.count == 1, !plain.hasUTF8Suffix("."), !plain.hasUTF8Suffix(":"), !plain.hasUTF8Suffix("?"), Self.namesAValue(plain) {
                return true
            }
            // ("1. **Alt text** - Descriptive alt for images": a numbered list ranks or counts
            // duties; the values a feature offers are bulleted.)
            guard lead.text.hasUTF8Prefix("**"), !blocks[index].isOrderedList else { return false }
            let statement = StatementText.read(lead.text, words: words)
            let term = statement.label?.name ?? statement.title
            // ("**Color independence** - Don't rely on color alone": a duty named by its
            // subject, not a value defined.)
            return statement.marks.contains(.boldLead) && !statement.rest.isEmpty && term.split(separator: " ").count <= 3
                && !CompilationRun.isInstruction(term + " " + statement.rest) && !CompilationRun.saysWhatToDo(term)
                && !CompilationRun.isInstruction(CompilationRun.sentenceCase(statement.rest.trimmingSpaces()))
        }
    }

    /// A list an instruction introduces ("Check these pairs." over "- Text on tint") names
    /// what to check, not values.
    private static func introducedByInstruction(_ blocks: [MarkdownBlock], _ index: Int) -> Bool {
        guard index > 0, blocks[index - 1].kind == .paragraph else { return false }
        let plain = blocks[index - 1].plainText
        return CompilationRun.isInstruction(plain) || CompilationRun.closesOnWhatToLookAt(plain)
    }

    /// "Pointer Control (head)", "App name (you supply a short one)": a name and what sets it
    /// apart.
    private static func namesAValue(_ lead: String) -> Bool {
        let plain = CompilationRun.withoutParentheses(lead)
        // (Chinese and Japanese run their words together: a line of more than six of their
        // characters is a sentence, "正文是否随系统字号变化", not a name.)
        if plain.holdsEastAsianText, plain.count > 6 { return false }
        return plain.split(separator: " ").count <= 2 && !CompilationRun.isInstruction(lead)
    }

    /// A list of a few words a line that instructs nothing ("- Enabled", "- Dimmed").
    private static func namesValues(_ blocks: [MarkdownBlock], _ index: Int) -> Bool {
        !introducedByInstruction(blocks, index) && blocks[index].children.allSatisfy { entry in
            entry.leadParagraph.map { namesAValue($0.plainText) } ?? false
        }
    }
}

extension SectionBody {
    /// Works out what holds of `blocks` as a whole, as `run` reads them.
    init(_ blocks: [MarkdownBlock], path: [String], severity: Severity?, sectionNumber: String?, kind: ItemKind,
         paragraphsOnly: Bool, readsLoneInstruction: Bool, readsKeywordProse: Bool, namesRequirements: Bool,
         tableRowsAreItems: Bool, readsBounds: Bool, headingVerdict: @escaping () -> CodeExample.Verdict?, run: CompilationRun) {
        typealias Run = CompilationRun
        let words = run.hints.severityWords
        let plainMode = run.statementMode == .plain
        // An instruction that ends in a colon introduces what follows; it is not one itself.
        // ("Sheets slide up over the screen. Every sheet must have a way to close it.": one
        // that instructs after setting the scene counts too.)
        var laterInstructions: [Int: (sentence: String, context: String)] = [:]
        let instructionParagraphs = plainMode ? blocks.indices.filter { index in
            let block = blocks[index]
            guard block.kind == .paragraph, !block.plainText.trimmingSpaces().hasUTF8Suffix(":") else { return false }
            if Run.isInstruction(block.plainText) { return true }
            guard block.text.utf8.count <= 600, Run.mayInstructAfterItsFirstSentence(block.text),
                  let later = Run.laterInstruction(block.text.replacingNewlinesWithSpaces()) else { return false }
            laterInstructions[index] = later
            return true
        }.count : 0
        let boldLeads = !plainMode ? [] : blocks.indices.filter { index in
            let block = blocks[index]
            guard block.kind == .paragraph, block.text.hasUTF8Prefix("**"), !block.plainText.trimmingSpaces().hasUTF8Suffix(":") else { return false }
            let statement = StatementText.read(block.text, words: words)
            return statement.marks.contains(.boldLead) && !statement.title.isEmpty && Run.isInstruction(statement.title)
        }
        // (Read once, for the counts below and for the walk.)
        let detailedInstructions: [Int: Statement] = !plainMode ? [:] : blocks.indices.reduce(into: [:]) { found, index in
            guard index > 0, blocks[index].isList, blocks[index - 1].kind == .paragraph, blocks[index - 1].text.hasUTF8Prefix("**"),
                  case let statement = StatementText.read(blocks[index - 1].text, words: words),
                  statement.marks.contains(.boldLead), !statement.rest.isEmpty, Run.isInstruction(statement.title),
                  !Run.listStatesInstructions(blocks[index]) else { return }
            found[index] = statement
        }
        // (A list of samples, of reasons or of asides (tools, known defects) after the paragraph
        // that introduces it counts as no lines: "Write button text in sentence case. For
        // example:" over ten wordings.)
        func countEntries(linksToo: Bool) -> Int {
            blocks.indices.reduce(0) { count, index in
                guard case .list = blocks[index].kind else { return count }
                if plainMode, index > 0, blocks[index - 1].kind == .paragraph,
                   Run.listIntroduction(blocks[index - 1].plainText) != nil || Run.asideLabel(blocks[index - 1].plainText) != nil
                    || Run.opensSentenceListFinishes(blocks[index - 1].plainText, blocks[index])
                    || detailedInstructions[index] != nil { return count }
                if Run.namesSampleTabs(blocks[index]) { return count }
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
        let listsNameValues = plainMode && instructionParagraphs >= 1 && listEntries > 0
            && blocks.indices.allSatisfy { index in
                guard case .list = blocks[index].kind else { return true }
                return Self.namesValues(blocks, index)
            }
        self.init(
            blocks: blocks, path: path, severity: severity, sectionNumber: sectionNumber, kind: kind,
            paragraphsOnly: paragraphsOnly, readsLoneInstruction: readsLoneInstruction, readsKeywordProse: readsKeywordProse,
            namesRequirements: namesRequirements, tableRowsAreItems: tableRowsAreItems, readsBounds: readsBounds,
            headingVerdict: headingVerdict, itemCountBefore: run.pending.count, words: words,
            boldOpenings: Run.opensWithBoldInstructions(blocks.filter(\.isList).flatMap(\.children)),
            groupLabels: Run.listGroupLabels(blocks),
            identifierParagraphs: paragraphsOnly || !run.readsIdentifierParagraphs ? [] : Set(Run.identifierParagraphs(blocks)),
            detailedInstructions: detailedInstructions,
            laterInstructions: laterInstructions,
            listsNameValues: listsNameValues,
            // A section of instructions, or (`readsLoneInstruction`: a section under a heading of
            // its own, not the document's introduction) one whose only statement is one.
            readsProse: plainMode && (instructionParagraphs >= 2 && instructionParagraphs > listEntries - linkEntries
                                      || readsLoneInstruction && instructionParagraphs == 1 && listEntries == 0),
            boldLeadInstructions: boldLeads.count >= 2 ? Set(boldLeads) : [],
            hasCode: blocks.contains { $0.isCode },
            headingNamesValueKinds: path.last.map { Run.namesValueKinds($0, asHeading: true) } ?? false)
    }
}

/// What the reading of a section body carries from one block to the next.
struct BodyWalk {
    /// What the paragraph just before a list said of it; any other block ends it.
    var label: CompilationRun.ListLabel?
    /// Items made from ✅ / ❌ lines: the section's code is their examples.
    var verdictItems: [Int] = []
    /// Items made from paragraphs labelled with their kind or identifier ("**Rule:** …",
    /// "**SL-01: …**"): the section's code is the first one's examples.
    var labelledItems: [Int] = []
    /// The item the list just above made last (nil after any other block), and code after
    /// such a list whose comments mark its examples.
    var lineBeforeCode: Int?
    /// The item a "- **Implementation:**" line closing a list gives the code after the list.
    var labelledCode: (item: Int, caption: String)?
    var codeAfterLines: [(item: Int, examples: [CodeExample])] = []
    /// A "good practice:" / "bad practice:" label between such a list and its code.
    var codeVerdict: (verdict: CodeExample.Verdict, caption: String)?
    /// The last block of a Do / Don't example container being read (`<DoDont>` … `</DoDont>`).
    var containerEnd: Int?
}

import Foundation

/// Adding the item a rule heading makes, with its guidance, fields and examples folded in.
extension CompilationRun {
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
}

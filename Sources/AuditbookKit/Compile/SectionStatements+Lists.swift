/// A section body's lists, read as the label over them says or line by line.
extension CompilationRun {
    /// Reads the list at `index` as the label above it says, or line by line (`collectEntry`).
    mutating func readList(at index: Int, _ body: SectionBody, _ walk: inout BodyWalk) {
        let blocks = body.blocks, block = blocks[index]
        let path = body.path, severity = body.severity, sectionNumber = body.sectionNumber, sectionKind = body.kind
        defer { walk.label = nil }
        // (Lines about a subject named above them are read as any others, then given it.)
        let subject: String? = { if case .subject(let text)? = walk.label { return text } else { return nil } }()
        if subject != nil { walk.label = nil }
        let subjectItems = pending.count
        defer {
            if let subject {
                for item in subjectItems..<pending.count {
                    let guidance = pending[item].item.guidance
                    pending[item].item.guidance = guidance.isEmpty ? subject : subject + "\n\n" + guidance
                }
            }
        }
        if Self.isTaskList(block) || body.paragraphsOnly { return }
        // "#### Four thickness options" over "1. **Thin** — lighter interactions": a
        // heading naming kinds of values over their definitions, as a label would be.
        if walk.label == nil, body.headingNamesValueKinds, Self.namesTerms(block),
           !Self.isSeverityLegend(block, sectionTitle: path.last, words: hints.severityWords, elsewhere: !readsLevelledLists) {
            walk.label = .aside("names a value (a level, style or state) and what it means, not a requirement")
        }
        // An annotated picture over "1. **Background color.** White", "2. **Header.** …":
        // the numbered parts the picture points at, not requirements.
        if walk.label == nil, case .list(ordered: true, _) = block.kind, index > 0, Self.isPictureOnly(blocks[index - 1]), Self.namesParts(block) {
            walk.label = .aside("names a part of the annotated picture above, not a requirement")
        }
        // "- Example", "- Layout 1", "- Layout 2": the tabs of a pictured sample, a list
        // opened by an examples label and naming nothing else in a few words.
        if walk.label == nil, Self.namesSampleTabs(block) {
            walk.label = .aside("names a tab of a pictured sample, not a requirement")
        }
        if case .testSteps(let tested)? = walk.label {
            for entry in block.children {
                guard let lead = entry.leadParagraph else { continue }
                let step = MarkdownInline.plain(lead.text).trimmingSpaces()
                for item in tested { addDetail(step, to: item, asStep: true) }
                decide(entry.startLine, "list line", joining: tested[tested.count - 1], step,
                       "a step under a how-to-test label: added to how to test the section's checks")
            }
            return
        }
        // "- **GIVEN** VoiceOver is on", "- **WHEN** …", "- **THEN** the state is read": the
        // steps of one scenario, how a requirement is tested, not requirements each.
        if walk.label == nil, Self.isScenarioSteps(block) {
            // They say how to test the requirement they stand under: the last item of
            // this section or of one it stands in ("#### Scenario: …" under "###
            // Requirement: …"), its how-to-test, the scenario's name first.
            if let tested = pending.indices.last(where: { path.starts(with: pending[$0].item.sectionPath) }) {
                if let name = path.last, pending[tested].item.sectionPath.count < path.count {
                    addDetail(name, to: tested, asStep: true)
                }
                for entry in block.children {
                    guard let lead = entry.leadParagraph else { continue }
                    let step = MarkdownInline.plain(lead.text).trimmingSpaces()
                    addDetail(step, to: tested, asStep: true)
                    decide(entry.startLine, "list line", joining: tested, step,
                           "a step of a scenario (Given / When / Then): added to how to test the requirement above")
                }
                return
            }
            walk.label = .aside("a step of a scenario (Given / When / Then): how the requirement is tested")
        }
        if case .aside(let linesAre)? = walk.label {
            decideAside(block, linesAre)
            return
        }
        // `- ✅ "Save draft" - says what is kept`, `- ❌ "OK" - says nothing`: wordings marked
        // right and wrong, the examples of the item above in the section; with none, samples
        // (the section's heading may be the rule they show).
        // ("**Error messages**:" over them: the label names the rule they show.)
        if walk.label == nil, let samples = Self.markedWordingSamples(block) {
            let above = index > 0 ? blocks[index - 1] : nil
            let label = above.flatMap { $0.kind == .paragraph ? $0.plainText.trimmingSpaces() : nil }
                .flatMap { $0.hasUTF8Suffix(":") && (1...5).contains(Slug.wordCount($0)) ? $0.trimmingColons().trimmingSpaces() : nil }
            if let last = pending.indices.last, pending[last].item.sectionPath == path, let above,
               (above.startLine + lineOffset...above.endLine + lineOffset).contains(pending[last].item.line) {
                pending[last].item.examples += samples
                for entry in block.children {
                    decide(entry.startLine, "list line", joining: last, entry.leadParagraph?.plainText ?? "",
                           "a wording marked right or wrong: an example of the item above")
                }
            } else if let label, !label.isEmpty, Set(samples.map(\.verdict)).count == 2 {
                let statement = Statement(title: label, identifier: nil, severity: nil, severityLabel: nil, rest: "", marks: [], isLinkOnly: false)
                let before = pending.count
                addStatement(statement, kind: sectionKind == .check ? .check : .rule, guidance: "", path: path, severity: severity,
                             sectionNumber: sectionNumber, line: blocks[index - 1].startLine, block: "paragraph",
                             why: "label over wordings marked right and wrong: the rule they show")
                if pending.count > before { pending[pending.count - 1].item.examples = samples }
                decideAside(block, "a wording marked right or wrong: an example of the label above")
            } else {
                decideAside(block, "a wording marked right or wrong: a sample, not a requirement")
            }
            return
        }
        // "- Don't let focus alone change the page, as in:" closing a list, then a list of its
        // own (another bullet) of lowercase fragments, "- submitting a form", "- loading a new
        // page": the cases that complete the line above, its guidance.
        if walk.label == nil, index > 0, blocks[index - 1].isList, let above = blocks[index - 1].children.last,
           above.children.count == 1, let lead = above.leadParagraph, lead.plainText.trimmingSpaces().hasUTF8Suffix(":"),
           Self.holdsLowercaseFragments(block),
           let last = pending.indices.last, pending[last].item.line == above.startLine + lineOffset {
            var guidance = [pending[last].item.guidance]
            if let closed = Self.closingDetails(pending[last].item.title) {
                pending[last].item.title = closed.title
                guidance.append(closed.opening ?? "")
            }
            guidance.append(source.slice(block.startLine, block.endLine).trimmingWhitespace())
            pending[last].item.guidance = guidance.filter { !$0.isEmpty }.joined(separator: "\n\n")
            for entry in block.children {
                decide(entry.startLine, "list line", joining: last, entry.leadParagraph?.plainText ?? "",
                       "a case that completes the line above (its colon opens them): its guidance")
            }
            return
        }
        // Each cited criterion stands as a line naming it, which `foldCriterionReferences`
        // gives to the requirements of its section (or keeps, where there are none).
        if case .criteria? = walk.label {
            for entry in block.children {
                guard let lead = entry.leadParagraph, let num = Self.criterionCitation(lead.text), let criterion = WCAG.criterion(num) else { continue }
                let statement = Statement(title: criterion.title, identifier: num, severity: nil, severityLabel: nil, rest: "", marks: [],
                                          isLinkOnly: false)
                addStatement(statement, kind: .check, guidance: "", path: path, severity: severity, sectionNumber: sectionNumber,
                             line: entry.startLine, block: "list line", why: "a WCAG criterion the section's requirements meet")
                if let last = pending.indices.last, pending[last].item.line == entry.startLine {
                    pending[last].namesCriterion = num
                    pending[last].citesUnderLabel = true
                }
            }
            return
        }
        if case .conditions(let conditionLabel)? = walk.label {
            var statement = StatementText.read(conditionLabel.text, words: hints.severityWords)
            let title = statement.title.trimmingColons()
            let conditions = block.children.compactMap { $0.leadParagraph.map { StatementText.withoutSeriesEnding(StatementText.clean($0.text)) } }
            statement.title = title + ": " + conditions.joined(separator: "; ")
            // (Under a Do / Don't heading, as the list's lines would be.)
            if statement.verdict == nil { statement.verdict = body.headingVerdict() }
            addStatement(statement, kind: Self.kind(of: statement, in: sectionKind), guidance: "", path: path, severity: severity, sectionNumber: sectionNumber,
                         line: conditionLabel.startLine, block: "paragraph", why: "label of conditions with its list")
            for entry in block.children {
                decide(entry.startLine, "list line", joining: pending.count - 1, entry.leadParagraph?.plainText ?? "", "condition of the statement above")
            }
            return
        }
        if case .lead(let lead, let leadVerdict)? = walk.label {
            // ("Use bold sparingly. Don't use it to emphasize:": the last sentence is the
            // one the lines complete; an instruction before it is one of its own.)
            let sentences = Self.sentences(lead.plainText.replacingNewlinesWithSpaces())
            let opening = Self.leadOpening(sentences.last ?? lead.plainText)
            if let earlier = Self.earlierInstruction(sentences) {
                // ("Keep a list of what code cannot prove. Typical cases:": the lines are
                // samples of the instruction, its guidance.)
                let samples = !Self.isInstruction(opening) && !Self.endsAwaitingObject(opening + ":")
                let list = samples ? source.slice(block.startLine, block.endLine) : ""
                addStatement(StatementText.read(earlier, words: hints.severityWords), kind: sectionKind, guidance: list, path: path,
                             severity: severity, sectionNumber: sectionNumber, line: lead.startLine, block: "paragraph",
                             why: samples ? "instruction over samples of what it asks" : "instruction before the one the list below completes")
                if samples {
                    for entry in block.children {
                        decide(entry.startLine, "list line", joining: pending.count - 1, entry.leadParagraph?.plainText ?? "", "sample of the instruction above")
                    }
                    return
                }
            }
            // (In a marked reading these lines are weak marks, as lines under a heading
            // that names requirements are: a page of them is read again as unmarked.)
            // (A Do / Don't over them marks them as a ✅ / ❌ line would.)
            if statementMode != .plain, leadVerdict == nil { weakItemCount += block.children.count }
            for entry in block.children {
                guard let line = entry.leadParagraph else { continue }
                var statement = StatementText.read(line.text, words: hints.severityWords)
                statement.title = opening + " " + Self.continuingSentence(statement.title)
                if let leadVerdict {
                    statement.verdict = leadVerdict
                    statement.marks.insert(.verdict)
                }
                addStatement(statement, kind: Self.kind(of: statement, in: sectionKind), guidance: statement.rest, path: path,
                             severity: severity, sectionNumber: sectionNumber, line: entry.startLine, block: "list line",
                             why: leadVerdict == nil ? "completes the instruction above it"
                                 : leadVerdict == .correct ? "completes the Do above it" : "completes the Don't above it")
            }
            return
        }
        if case .examples? = walk.label {
            for entry in block.children {
                decide(entry.startLine, "list line", .skipped, entry.leadParagraph?.plainText ?? "", "sample under an examples label")
            }
            return
        }
        // "- ❌ Poor: "OK"" ⏎ "- ✅ Good: "Save draft"": samples of wording, the examples
        // of the rule the section states (`ExampleExtractor`), not rules of their own.
        if ExampleExtractor.textExamples(inList: block) != nil {
            for entry in block.children {
                decideNotARequirement(entry.startLine, "list line", entry.leadParagraph?.plainText ?? "", "sample of wording: an example of the rule above")
            }
            return
        }
        if Self.isSeverityLegend(block, sectionTitle: path.last, label: index > 0 && blocks[index - 1].kind == .paragraph ? blocks[index - 1].plainText : nil,
                                 words: hints.severityWords, elsewhere: !readsLevelledLists) {
            for entry in block.children {
                decide(entry.startLine, "list line", .skipped, entry.leadParagraph?.plainText ?? "", Self.severityLegendReason)
            }
            return
        }
        if Self.isSettingsList(block) {
            skipSettings(block)
            return
        }
        // (So in a marked reading: "**Purposeful animation**:" over "- State transitions"
        // beside "**Accessibility**:" over "- Provide non-animated alternatives".)
        if body.namesValues(index), body.hasInstructingList, !Self.listStatesInstructions(block),
           statementMode == .plain || !block.children.contains(where: { entry in
               entry.leadParagraph.map { StatementText.leadingVerdictMark(Substring($0.text.trimmingSpaces())) != nil } ?? false
           }) {
            skipLines(of: block, "names a value, a state or a feature beside the section's instructions")
            return
        }
        if Self.isLabelDefinitions(block, sectionTitle: path.last) {
            for entry in block.children {
                decideNotARequirement(entry.startLine, "list line", entry.leadParagraph?.plainText ?? "",
                                      "defines a label the team tags work with, states no requirement")
            }
            return
        }
        // "**When to use:**" over "- ✅ Tab bar icons", "- ✅ Icon-only buttons": the cases
        // the section's feature suits, ticked, named rather than asked for; the section
        // states the requirement (its heading, its code).
        if walk.label == nil, Self.namesTickedCases(blocks, at: index) {
            skipLines(of: block, "a case the section applies to, ticked under its label (named, not asked for)")
            return
        }
        let itemsBefore = pending.count
        // (Under a heading that is a Do / Don't label, "### ❌ Don't do this", a list no
        // paragraph labels takes the heading's verdict.)
        let verdict = walk.label == nil ? body.headingVerdict() : walk.label?.verdict
        // "- **Implementation:**" closing the list, the code after it (not indented under
        // it: a flattened copy loses that) is the example of the line above it.
        var entries = block.children[...]
        var codeLabel: (line: Int, caption: String)?
        if let caption = Self.listLabelsCode(blocks, codeAt: index + 1, words: hints.severityWords), let last = entries.last {
            entries = entries.dropLast()
            codeLabel = (last.startLine, caption)
        }
        // (Not where the line above the list became an item itself.)
        var entryPath = path
        if walk.label == nil, index > 0, let group = body.groupLabels[index - 1],
           pending.last.map({ $0.item.line != blocks[index - 1].startLine + lineOffset }) ?? true {
            decideGroup(blocks[index - 1].startLine, "paragraph", group, Self.groupLineReason)
            entryPath.append(group)
        }
        for entry in entries {
            collectEntry(entry, list: block, verdict: verdict, path: entryPath, severity: severity,
                         sectionNumber: sectionNumber, kind: sectionKind, prose: body.readsProse || body.listsNameValues,
                         named: (walk.label?.namesRequirements == true || body.namesRequirements) && !body.listsNameValues,
                         boldOpenings: body.boldOpenings)
        }
        // (Not a list a label introduces, nor one of ✅ / ❌ lines: code after it shows
        // the section, not its last line.)
        let marksVerdicts = block.children.last?.leadParagraph.map {
            $0.plainText.unicodeScalars.first?.isASCII == false && ExampleExtractor.verdict(startOf: $0.plainText) != nil
        } ?? false
        walk.lineBeforeCode = pending.count > itemsBefore && walk.label == nil && verdict == nil && !marksVerdicts ? pending.count - 1 : nil
        if let codeLabel {
            if pending.count > itemsBefore {
                walk.labelledCode = (pending.count - 1, codeLabel.caption)
                decide(codeLabel.line, "list line", joining: pending.count - 1, codeLabel.caption,
                       "label of the code after it, showing how the line above is met: its example")
            } else {
                decide(codeLabel.line, "list line", .skipped, codeLabel.caption, "label of the code after it")
            }
        }
        // "- Compact", "- Inline", "- Wheels" under a plain heading: names of styles,
        // states or features, unless the document has nothing else to ask.
        if statementMode == .plain, walk.label == nil, !body.namesRequirements, sectionKind == .check, block.children.count >= 2,
           body.namesOrDefinesValues(index) {
            for pendingIndex in itemsBefore..<pending.count { pending[pendingIndex].namesValue = true }
        }
    }
}

/// The sections `walk` reads as guidance: rules stated by headings, and the statements of
/// section bodies.
extension CompilationRun {
    /// A section of guidance: a page of one rule, a heading that is a rule (numbered, an
    /// instruction, over its examples or fields), a step of a procedure, or the statements of its body.
    mutating func readGuidanceSection(_ visit: SectionVisit) -> SectionVisit.Outcome {
        let section = visit.section, path = visit.path, sectionPath = visit.sectionPath, severity = visit.severity,
            metadata = visit.metadata, role = visit.role, parentRole = visit.parentRole,
            isDocumentTitle = visit.isDocumentTitle, parentIsUnnumbered = visit.parentIsUnnumbered, siblings = visit.siblings
        // A rule heading in a section of anti-patterns names a mistake ("3. Hardcoded font
        // sizes"), unless it says what to do ("Use semantic colours", a DO heading).
        // "### iOS (SwiftUI)" over Incorrect / Correct code, one per platform: how the
        // document's rule is built there; its lines still count as anywhere else.
        // (Asked only where a heading would become a rule: every section comes here.)
        var namesPlatform: Bool { SectionRole.namesPlatformOnly(section.title) }
        let mistakeKind: ItemKind? = parentRole == .antiPatterns && section.headingVerdict != .correct
            && !Self.saysWhatToDo(MarkdownInline.plain(section.title)) ? .antiPattern : nil
        // "# Forms 2.0 - Rule 4.2.1" over nothing but "### Description" (the requirement),
        // "### Level", "### Background", "### References": a page of one rule, its fields
        // under headings. The title names the page; the description states its one check.
        if isDocumentTitle, !isCanonical, isOneRulePage(section) {
            addRule(section, path: sectionPath, severity: severity, metadata: metadata, parentIsUnnumbered: false,
                    kind: .check, folding: section.children[...], titledByFields: true,
                    number: Self.trailingRequirementNumber(MarkdownInline.plain(section.title)) ?? pageIdentifier,
                    why: "page of one rule, its fields under sub-headings (Description states it)")
            for child in section.children { decide(child.line, "heading", .skipped, child.title, "field of the page's one rule") }
            return .done
        }
        // "# no-positive-tab-order" over "Avoid positive tab indexes …", "## Rule details"
        // and its "### Valid" / "### Invalid" code: a page of one rule its opening states.
        if isDocumentTitle, !isCanonical, let lead = leadStatedRulePage(section) {
            addRule(section, path: sectionPath, severity: severity, metadata: metadata, parentIsUnnumbered: false,
                    folding: section.children[...], number: pageIdentifier ?? lead.name, lead: lead,
                    why: lead.block == nil ? "page of one rule its title states, its samples labelled by verdict below"
                        : "page of one rule its opening paragraph states, its samples labelled by verdict below")
            for child in section.children { decide(child.line, "heading", .skipped, child.title, "part of the page's one rule") }
            return .done
        }
        let pendingBefore = pending.count
        collectTaskLists(section.blocks, path: isDocumentTitle ? [section.title] : sectionPath, severity: severity)
        // "# MASVS-STORAGE-1" › "## Control" over "The app securely stores sensitive data.":
        // a heading that names the one requirement its paragraph states (a standard's page
        // per control), numbered by the page's identifier; its sibling sections of prose
        // ("## Description") are the guidance.
        // ("## Criterion" over the statement, then "**Checked against:**" and its list: the
        // label and its lines detail the one statement, as its guidance.)
        if !isCanonical, !isDocumentTitle, pending.count == pendingBefore, section.children.isEmpty,
           SectionRole.namesStatement(section.title), section.blocks.first?.kind == .paragraph,
           section.blocks.dropFirst().allSatisfy({ $0.isList && !Self.isTaskList($0)
               || $0.kind == .paragraph && (LabelledFields.isLabelLine($0) || $0.plainText.trimmingSpaces().hasUTF8Suffix(":")) }),
           case let words = Slug.words(section.blocks[0].plainText), (3...60).contains(words.count) {
            var statement = StatementText.read(section.blocks[0].text, words: hints.severityWords)
            statement.identifier = statement.identifier ?? pageIdentifier
            let details = section.blocks.count > 1 ? [source.slice(section.blocks[1].startLine, section.endLine).trimmingWhitespace()] : []
            let guidance = (details + siblings.filter { $0.line != section.line && $0.children.isEmpty && $0.blocks.allSatisfy { $0.kind == .paragraph } }
                .map { source.slice($0.line, $0.endLine).trimmingWhitespace() }).joined(separator: "\n\n")
            addStatement(statement, kind: .check, guidance: guidance, path: path, severity: severity, sectionNumber: section.number,
                         line: section.blocks[0].startLine, block: "paragraph", why: "the statement under a heading that names it the requirement")
            decide(section.line, "heading", .group, section.title, "names the requirement its paragraph states")
            return .done
        }
        if isCanonical {
            if !isDocumentTitle, isCanonicalRule(section) {
                addRule(section, path: sectionPath, severity: severity, metadata: metadata, parentIsUnnumbered: parentIsUnnumbered,
                        why: "numbered heading (auditbook format)")
                walkChildren(of: section, path: sectionPath, severity: severity, role: role, foldsUnnumbered: section.number != nil)
                return .done
            }
        } else if !isDocumentTitle, let level = hints.ruleLevel, section.level == level {
            addRule(section, path: sectionPath, severity: severity, metadata: metadata, parentIsUnnumbered: parentIsUnnumbered,
                    why: "front matter: auditbook.rule-level \(level)")
            walkChildren(of: section, path: sectionPath, severity: severity, role: role, foldsUnnumbered: false)
            return .done
        } else if !isDocumentTitle, fieldSectionLines.contains(section.line) {
            // "## Labels on every field" over "- **Rule ID:** …", "- **Why:** …", "- **Fix:**
            // …", the labels its sibling headings use too: the fields of one rule, graded
            // and numbered by its own fields.
            let fields = LabelledFields.read(section.blocks.filter(\.isList).flatMap(\.children).compactMap(\.leadParagraph),
                                             words: hints.severityWords)
            if metadata.severity == nil, let stated = fields.severity, let label = fields.severityLabel {
                statedSeverity = (stated, label)
            }
            addRule(section, path: sectionPath, severity: metadata.severity == nil ? fields.severity ?? severity : severity,
                    metadata: metadata, parentIsUnnumbered: parentIsUnnumbered, kind: mistakeKind,
                    why: "heading over the fields of one rule (labels its siblings share)")
            if section.number == nil, let identifier = Self.fieldIdentifier(section) {
                pending[pending.count - 1].item.number = identifier
                pending[pending.count - 1].localID = identifier
            }
            walkChildren(of: section, path: sectionPath, severity: severity, role: role, foldsUnnumbered: false)
            return .done
        } else if !isDocumentTitle, !section.isRuleHeading, metadata.severity == nil, section.headingSeverity == nil,
                  case let definesKind = section.number != nil && SectionRole.namesKinds(path.last ?? ""),
                  definesKind || section.number != nil && Self.namesProcedure(path.last ?? "")
                    || section.children.isEmpty && Self.namesNumberedStep(section.title) {
            // "## Inspector workflow" › "### 2. Select the target", or "### Step 2: Reproduce
            // it" anywhere: a step of a procedure, how to go about the work rather than what
            // to ask in the review. (A "Step 2" over sub-headings of its own is a part of the
            // document, read as any heading is; so is a "Phase 2", a stage of the work.)
            // "## Types of affordance" › "### 1. Explicit affordance": one of the kinds its
            // section names, defined, not a rule.
            // Its lines are read as a reference section's are: a line marked as a requirement,
            // or under a Do / Don't label ("**Anti-patterns:**"), is one wherever it stands.
            (strongMarksOnly, markedOnlyPlace) = (true, definesKind ? "a definition of a kind" : Self.procedureStepPlace)
            collectStatements(section.blocks, path: sectionPath, severity: severity, sectionNumber: section.number)
            (strongMarksOnly, markedOnlyPlace) = (false, Self.referencePlace)
            let marked = pending.count > pendingBefore
            decide(section.line, "heading", marked ? .group : .skipped, section.title,
                   definesKind ? (marked ? "a kind its section names, over marked lines" : "one of the kinds its section names, defined (not a rule)")
                   : marked ? "numbered step of a procedure, over marked lines" : "numbered step of a procedure (its section names a workflow)")
            walkChildren(of: section, path: sectionPath, severity: severity, role: .nonGuidance, foldsUnnumbered: false)
            return .done
        } else if !isDocumentTitle, isNumberedRule(section),
                  // (A numbered heading over task lines of its own groups them: its prose, or a
                  // "**FAIL if:**" under them, says what they share, unless it holds code
                  // labelled Incorrect and Correct, a rule closing on its checklist.)
                  pending.count == pendingBefore || Self.hasLabelledPair(section.blocks) {
            let before = pending.count
            addRule(section, path: sectionPath, severity: severity, metadata: metadata, parentIsUnnumbered: parentIsUnnumbered,
                    kind: mistakeKind, why: section.isRuleHeading ? (section.number == nil ? "heading labelled as one item (\"Rule:\", \"Mistake:\")" : "\"Rule N\" heading")
                        : "numbered heading with guidance of its own")
            // (A principle of a section of principles, "### 3. Deference" over what it means
            // in practice, explains by nature: it is asked beside its numbered siblings.)
            if pending.count == before + 1, !section.isRuleHeading, mistakeKind == nil, metadata.severity == nil,
               parentRole != .principles, explainsOnly(section) {
                pending[before].isExplanation = true
            }
            walkChildren(of: section, path: sectionPath, severity: severity, role: role, foldsUnnumbered: true)
            return .done
        } else if !isDocumentTitle, case let examples = verdictExampleChildren(section), !examples.isEmpty, !namesPlatform {
            // "## SEO" over "- Use logical keywords", "- Describe the image", then "#### Do"
            // and "#### Don't" over code: the lines are the requirements, the examples show
            // the last of them (as code right after a list does).
            if section.blocks.contains(where: { $0.isList && !Self.isTaskList($0) && $0.children.count >= 2 && Self.listStatesInstructions($0) }) {
                let before = pending.count
                collectStatements(section.blocks, path: sectionPath, severity: severity, sectionNumber: section.number,
                                  namesRequirements: true)
                if pending.count > before {
                    decide(section.line, "heading", .group, section.title, "heading over lines of instructions and their Do / Don't examples")
                    var blocks: [MarkdownBlock] = []
                    for child in examples {
                        blocks.append(MarkdownBlock(kind: .heading(level: child.level), text: child.title, startLine: child.line, endLine: child.line))
                        blocks.append(contentsOf: child.blocks)
                        decide(child.line, "heading", .skipped, child.title, "example of the line above")
                    }
                    pending[pending.count - 1].item.examples.append(contentsOf: ExampleExtractor.extract(blocks).examples)
                    walkEach(Array(section.children[examples.endIndex...])) { run, child in
                        run.walk(child, path: sectionPath, severity: severity, parentRole: role)
                    }
                    return .done
                }
            }
            addRule(section, path: sectionPath, severity: severity, metadata: metadata, parentIsUnnumbered: parentIsUnnumbered,
                    kind: mistakeKind, folding: examples, why: "heading over its Correct / Incorrect examples")
            for child in examples {
                decide(child.line, "heading", .skipped, child.title, "example of the rule above")
            }
            walkEach(Array(section.children[examples.endIndex...])) { run, child in
                run.walk(child, path: sectionPath, severity: severity, parentRole: role)
            }
            return .done
        } else if !isDocumentTitle, parentRole != .antiPatterns, section.tier != .requirements, isInstructionHeading(section, siblings: siblings) {
            // A weak mark, like code alone: a document of such headings and plain lists
            // elsewhere is read again as unmarked.
            weakItemCount += 1
            addRule(section, path: sectionPath, severity: severity, metadata: metadata, parentIsUnnumbered: parentIsUnnumbered,
                    why: "heading that is an instruction, over prose of its own")
            // "#### Example" and "##### Failure example" over code under it: how the rule
            // is met and how it fails.
            let samples = codeSampleChildren(section)
            guard !samples.sections.isEmpty, let last = pending.indices.last else {
                walkChildren(of: section, path: sectionPath, severity: severity, role: role, foldsUnnumbered: false)
                return .done
            }
            pending[last].item.examples += samples.examples
            for part in samples.sections.flatMap(\.inDocumentOrder) {
                decide(part.line, "heading", .skipped, part.title, "example of the rule above")
            }
            walkEach(Array(section.children[samples.sections.endIndex...])) { run, child in
                run.walk(child, path: sectionPath, severity: severity, parentRole: role)
            }
            return .done
        } else if !isDocumentTitle, parentRole != .antiPatterns, section.tier != .requirements, isQuestionHeading(section, siblings: siblings) {
            // (A weak mark, as an instruction heading is.)
            weakItemCount += 1
            addRule(section, path: sectionPath, severity: severity, metadata: metadata, parentIsUnnumbered: parentIsUnnumbered,
                    kind: .check, why: "a question the reviewer answers yes or no, among questions, over prose of its own")
            return .done
        } else {
            return readGuidanceStatements(visit, mistakeKind: mistakeKind, namesPlatform: namesPlatform)
        }
        return .readChildren
    }

    /// "Scenario: A wrong password is announced", "Scenario Outline: …": the scenario's name.
    static func scenarioName(_ title: String) -> String? {
        guard let first = title.utf8.first, first | 0x20 == UInt8(ascii: "s"), let colon = title.prefix(18).firstIndex(of: ":"),
              ["scenario", "scenario outline"].contains(title[..<colon].lowercased()) else { return nil }
        let name = title[title.index(after: colon)...].trimmingSpaces()
        return name.isEmpty ? nil : name
    }

    /// The statements of a guidance section's body, where its heading is no rule of its own; the
    /// heading becomes one after all where its body states nothing and it is numbered, over its
    /// examples, or an instruction beside rules over theirs.
    mutating func readGuidanceStatements(_ visit: SectionVisit, mistakeKind: ItemKind?, namesPlatform: Bool) -> SectionVisit.Outcome {
        let section = visit.section, path = visit.path, sectionPath = visit.sectionPath, severity = visit.severity,
            metadata = visit.metadata, role = visit.role, isDocumentTitle = visit.isDocumentTitle,
            parentIsUnnumbered = visit.parentIsUnnumbered, siblings = visit.siblings, ruleSiblings = visit.ruleSiblings,
            labelVerdict = visit.labelVerdict
        let tasks = section.blocks.contains { if case .list = $0.kind { return Self.isTaskList($0) } else { return false } }
        let namesRequirements = !isDocumentTitle && section.headingVerdict == nil && section.number == nil
            && !section.isRuleHeading && (section.tier == .requirements || Self.requirementsLabel(section.title)
                || Self.statesRequirements(title: section.title, blocks: section.blocks)
                // "## Requirements" › "### For buttons": its sub-sections' lists too, when
                // they oblige ("must", "should") or the parent's own lines were such sentences.
                || path.last.map { Self.statesRequirements(title: $0, blocks: section.blocks,
                                                           obligations: requirementSentencePaths.isEmpty || !requirementSentencePaths.contains(path)) } ?? false
                || !obligingLeadIns.isEmpty && obligingLeadIns[path] != nil)
        let decidedBefore = decisions.count
        // (Asked up to three times below, and read from every code block: read once.)
        lazy var evidenceRule = Self.isEvidenceRule(section)
        var produced = collectStatements(section.blocks, path: isDocumentTitle ? [section.title] : sectionPath,
                                         severity: severity, sectionNumber: section.number, readsLoneInstruction: !isDocumentTitle || readsTitleProse,
                                         readsKeywordProse: (!isDocumentTitle || readsTitleProse) && section.number == nil && !section.isRuleHeading
                                            && !evidenceRule,
                                         namesRequirements: namesRequirements, headingVerdict: labelVerdict)
        // (Criteria cited under a label, "**WCAG SC:**" over "- 1.1.1 Non-text Content", are
        // the section's requirements' criteria, not requirements: a numbered heading over
        // them and prose is still a rule, and takes them.)
        for index in (pending.count - produced)..<pending.count where pending[index].citesUnderLabel { produced -= 1 }
        if namesRequirements, produced > 0, Self.statesRequirements(title: section.title, blocks: section.blocks) {
            requirementSentencePaths.insert(sectionPath)
        }
        if namesRequirements, produced > 0 { namesItsRequirements = true }
        if !section.children.isEmpty, let last = section.blocks.last, let obligation = Self.obligation(over: last) {
            obligingLeadIns[sectionPath] = obligation
        }
        // "## 3.3 Concurrency" over "- Never use …", "- Prefer …": a numbered heading that
        // names a topic (not an instruction itself: "1.1 Use system colours" over how is a
        // rule), over lists of instructions and no prose, groups them. So does a topic
        // heading over bullets of instructions in a document whose marks are elsewhere (a
        // rules file closing on a short self-check): numbered lines are steps to follow.
        if produced == 0, !tasks, !isDocumentTitle, !section.isRuleHeading, !statesByKeywords,
           section.number != nil || section.blocks.allSatisfy({ !$0.isOrderedList }) && !Self.namesStep(section.title),
           !Self.isInstruction(MarkdownInline.plain(section.title)) || Self.namesBodyOfRules(MarkdownInline.plain(section.title)),
           case let lines = listInstructions(section.blocks, besideCode: namesPlatform),
           lines.instruct(halfWill: ruleSiblings >= 2)
            || lines.instruct(halfWill: true) && numberedSiblingListsInstruct(section, among: siblings, besideCode: namesPlatform) {
            // (The lines are decided again: the first reading skipped them all.)
            decisions.removeSubrange(decidedBefore...)
            produced = collectStatements(section.blocks, path: sectionPath, severity: severity, sectionNumber: section.number,
                                         namesRequirements: true)
        }
        // A numbered heading whose list states no items of its own is a rule after all;
        // so is a heading over code labelled Incorrect and Correct, beside its own task
        // lines (a rule file that closes on a checklist of the rule).
        let numberedRule = section.number != nil && hasOwnContent(section) && !namesItsRules(section)
            && !Self.introducesNumberedRules(section)
        // In a style guide whose rules are headings over their examples ("## Semicolons"
        // over Preferred / Not Preferred code), a heading beside them over prose that
        // instructs ("## No Emoji": "Do not use emoji …") is a rule too.
        let topicRule = ruleSiblings >= 2 && statementMode == .marked && section.number == nil && section.children.isEmpty
            && Self.proseInstructs(section.blocks)
        // "### Badge counts are accurate" over "**Severity:** High" and a paragraph that says
        // how: a heading its own field grades is a requirement, whatever its words.
        let gradedRule = metadata.severity != nil && section.children.isEmpty && hasOwnContent(section)
        // "## Scenario: A wrong password is announced" over its Given / When / Then steps: an
        // acceptance test standing alone, a requirement. (Under a rule, "### Requirement: …"
        // › "#### Scenario: …", its steps are that rule's how-to-test.)
        let scenario = produced == 0 && !isDocumentTitle && section.children.isEmpty ? Self.scenarioName(section.title) : nil
        let scenarioRule = scenario != nil && Self.holdsScenarioSteps(section.blocks)
            && !pending.contains { !$0.item.sectionPath.isEmpty && path.starts(with: $0.item.sectionPath) }
        // "#### Buttons for actions" over "The formula is verb + noun." and "> ✅ Edit photo",
        // "> ❌ Edit" (or a list of them, `- ✅ "Edit photo" - names the thing`): a heading over
        // prose and wordings set apart as right and wrong (both), nothing else, is a rule
        // those wordings show.
        // (Each block's wordings, read once: nil for a block that holds none.)
        let blockSamples = produced == 0 && section.children.isEmpty
            ? section.blocks.map { $0.kind == .blockQuote ? Self.markedQuoteSamples($0) : Self.markedWordingSamples($0) } : []
        let quotedSamples = blockSamples.compactMap { $0 }.flatMap { $0 }
        let quotedSamplesRule = !quotedSamples.isEmpty && Set(quotedSamples.map(\.verdict)).count == 2
            && zip(section.blocks, blockSamples).allSatisfy { block, samples in block.kind == .paragraph || samples != nil }
        if produced == 0, !tasks || Self.hasLabelledPair(section.blocks), !isDocumentTitle,
           numberedRule || evidenceRule || topicRule || gradedRule || scenarioRule || quotedSamplesRule, !namesPlatform {
            let weak = section.headingVerdict == nil
                && (!Self.hasLabelledExample(section.blocks) || Self.codeOnlyInExampleContainers(section.blocks))
            if weak { weakItemCount += 1 }
            addRule(section, path: sectionPath, severity: severity, metadata: metadata, parentIsUnnumbered: parentIsUnnumbered,
                    kind: mistakeKind, why: numberedRule ? "numbered heading whose lists are its guidance"
                        : section.headingVerdict != nil ? "DO / DON'T heading"
                        : evidenceRule ? "heading over examples or code of its own"
                        : topicRule ? "heading over prose that instructs, beside headings over their examples"
                        : scenarioRule ? "acceptance scenario over its Given / When / Then steps"
                        : quotedSamplesRule && !gradedRule ? "heading over prose and wordings marked right and wrong"
                        : "heading graded by a field of its own (\"**Severity:** …\")")
            if quotedSamplesRule, !numberedRule, !evidenceRule, let last = pending.indices.last {
                // (The wordings are its examples; its prose alone is its guidance.)
                pending[last].item.examples += quotedSamples
                pending[last].item.guidance = section.blocks.filter { $0.kind == .paragraph }
                    .map { source.slice($0.startLine, $0.endLine).trimmingWhitespace() }.joined(separator: "\n\n")
            }
            if scenarioRule, !numberedRule, let scenario, let last = pending.indices.last {
                pending[last].item.title = scenario
                pending[last].localID = Slug.make(scenario)
            }
            // (Its prose, skipped as no instruction above, is the rule's guidance.)
            if gradedRule || scenarioRule || quotedSamplesRule, !numberedRule, !evidenceRule, !topicRule {
                for index in decisions.indices[decidedBefore...] where decisions[index].outcome == .skipped {
                    decisions[index].reason = "guidance of the heading above, a rule"
                    decisions[index].isKnownNonRequirement = true
                }
            }
            // (So is a heading over code under "## Guidance for iOS" or "## Implementation":
            // how a requirement is built, "Setting a custom view as a tab bar".)
            if weak, !numberedRule, evidenceRule, let last = pending.indices.last,
               Self.isCodeDemo(section) || path.contains(where: { SectionRole.namesPlatformOnly($0) || SectionRole.namesImplementation($0) }) {
                pending[last].isCodeDemo = true
            }
            walkChildren(of: section, path: sectionPath, severity: severity, role: role, foldsUnnumbered: numberedRule)
            return .done
        }
        if produced > 0 || tasks {
            decide(section.line, "heading", .group, section.title, "heading over items")
        } else if !isDocumentTitle {
            decide(section.line, "heading", .skipped, section.title,
                   hasOwnContent(section) && namesPlatform ? "names a platform only: how the rules are built there (its code), not a rule of its own"
                   : hasOwnContent(section) ? "heading over prose with no requirement marks" : "heading over sub-headings only")
        }
        return .readChildren
    }
}

/// A section body's paragraphs: what each states, or why it states nothing.
extension CompilationRun {
    /// Reads the paragraph at `index`: a label over the list after it, a statement, or prose set
    /// aside (with the reason `--explain` shows).
    mutating func readParagraph(at index: Int, _ body: SectionBody, _ walk: inout BodyWalk) {
        let blocks = body.blocks, block = blocks[index]
        // "**ID:** A11Y-01" ⏎ "**Title:** …" ⏎ "**Severity:** High": a requirement written as
        // a record of fields, numbered and graded by them, wherever it stands.
        if let record = FieldRecord.read(block.text) {
            walk.label = nil
            return addFieldRecord(record, kind: body.kind, path: body.path, severity: body.severity, sectionNumber: body.sectionNumber,
                                  line: block.startLine, block: "paragraph")
        }
        if strongMarksOnly {
            // A Do / Don't label marks the list after it wherever it stands.
            let plain = block.plainText
            if let verdict = Self.doDontLabel(plain) {
                walk.label = .verdict(verdict)
                decide(block.startLine, "paragraph", .group, plain, verdict == .correct ? "Do label over the list below" : "Don't label over the list below")
                return
            }
            // ("**Parameters**:" over "- `shape`: Shape defining the bounds": a label that says
            // its lines are no requirements says so here too, where a name in code would
            // mark them as identifiers.)
            walk.label = body.nextIsList(index) ? Self.asideLabel(plain).map { .aside($0.linesAre) } : nil
            decide(block.startLine, "paragraph", .skipped, plain, "prose in \(markedOnlyPlace)")
            return
        }
        if Self.isPictureOnly(block) {
            // A picture alone: its description says what it shows, not what to check.
            walk.label = nil
            decideNotARequirement(block.startLine, "paragraph", block.plainText, "an image (its description shows, it asks nothing)")
            return
        }
        if index > 0 && Self.isPictureOnly(blocks[index - 1]) && Self.isEmphasisOnly(block.text) {
            // "_Notify the user when things might not work_" under a picture: its caption.
            walk.label = nil
            decideNotARequirement(block.startLine, "paragraph", block.plainText, "the caption of the picture above (it asks nothing)")
            return
        }
        let plain = block.plainText
        if readsListLabel(at: index, plain: plain, body, &walk) { return }
        readParagraphStatements(at: index, plain: plain, body, &walk)
    }

    /// The statements the paragraph at `index` makes: an identifier or kind label opening it,
    /// RFC 2119 sentences, a bold requirement, questions, ✅ / ❌ lines, instructions; or why it makes none.
    mutating func readParagraphStatements(at index: Int, plain: String, _ body: SectionBody, _ walk: inout BodyWalk) {
        let blocks = body.blocks, block = blocks[index]
        let path = body.path, severity = body.severity, sectionNumber = body.sectionNumber, sectionKind = body.kind
        // "**SL-01: Centre content in view.**" over its explanation: a paragraph opened by a
        // bold identifier and title states one requirement, the rest is its guidance.
        if !body.paragraphsOnly, let opened = Self.identifierOpenedParagraph(block.text, words: hints.severityWords) {
            walk.labelledItems.append(pending.count)
            addStatement(opened.statement, kind: sectionKind == .check ? .rule : sectionKind, guidance: opened.guidance, path: path,
                         severity: severity, sectionNumber: sectionNumber, line: block.startLine, block: "paragraph",
                         why: "paragraph opened by a bold identifier and title")
            return
        }
        // "**SHELF-02: Use the layout that suits the content.**" over "- **Banner**: one large
        // item …", "- **Rows**: …": a bold identifier and an instruction alone, over a list
        // that names and describes its options (no instruction among them), is the
        // requirement; the list is its guidance.
        if !body.paragraphsOnly, body.nextIsList(index), !Self.isTaskList(blocks[index + 1]),
           let opened = Self.identifierOpenedParagraph(block.text, words: hints.severityWords, alone: true),
           Self.isInstruction(opened.statement.title) || Self.saysWhatToDo(opened.statement.title),
           Self.namesTerms(blocks[index + 1]) || !Self.listStatesInstructions(blocks[index + 1])
            && blocks[index + 1].children.allSatisfy({ $0.leadParagraph?.text.hasUTF8Prefix("**") == true }) {
            let details = Self.detailLines(of: blocks[index + 1])
            walk.labelledItems.append(pending.count)
            addStatement(opened.statement, kind: sectionKind == .check ? .rule : sectionKind, guidance: details.joined(separator: "\n"),
                         path: path, severity: severity, sectionNumber: sectionNumber, line: block.startLine, block: "paragraph",
                         why: "bold identifier and instruction over the list of options that details it")
            walk.label = .aside("detail of the requirement above (its guidance)")
            return
        }
        // "REQ-10: Every field has a visible label." beside "REQ-11: …": each paragraph
        // opened by an identifier states one requirement, as the line of a list would.
        if body.identifierParagraphs.contains(index) {
            let statement = StatementText.read(block.text.replacingNewlinesWithSpaces(), words: hints.severityWords)
            if statement.identifier != nil, !statement.title.isEmpty {
                walk.labelledItems.append(pending.count)
                addStatement(statement, kind: sectionKind, guidance: statement.rest, path: path, severity: severity,
                             sectionNumber: sectionNumber, line: block.startLine, block: "paragraph",
                             why: "paragraph opened by an identifier, one of several")
                return
            }
        }
        // "**Rule:** Always use the short size names.": a paragraph labelled with the kind
        // of statement it is states one; the section's code is its examples.
        // A document that boxes its checklist lines states its checks there.
        if let labelled = Self.kindLabelledStatement(block.text, words: hints.severityWords),
           labelled.kind != .check || !usesTaskLists {
            // ("**Principle**: …", "**Best practice**: …" beside plain instructions name
            // a kind as a remark may: alone they do not make a document one that marks
            // its requirements, and where it marks none they are read as its other
            // instructions are, the label gone.)
            let namesKindInPassing = labelled.kind == .principle || Slug.words(labelled.label) == ["best", "practice"]
            if statementMode != .plain, namesKindInPassing { weakItemCount += 1 }
            walk.labelledItems.append(pending.count)
            addStatement(labelled.statement, kind: namesKindInPassing && statementMode == .plain && sectionKind == .check ? .check : labelled.kind,
                         guidance: labelled.statement.rest, path: path, severity: severity,
                         sectionNumber: sectionNumber, line: block.startLine, block: "paragraph",
                         why: "paragraph labelled \(labelled.label.trimmingColons()):")
            return
        }
        // "The hit area MUST be at least 44 points.": each sentence with an RFC 2119
        // keyword in capitals is one requirement, the prose around it explanation
        // (`readsKeywordProse`: under a plain heading, not a rule's own body).
        // ("**Privacy policy MUST:**" over its list introduces the list: its lines are the
        // requirements. "These rules MUST be followed:" closing the section introduces
        // the sub-sections after it.)
        let introducesList = (body.nextIsList(index) || index == blocks.count - 1) && plain.trimmingSpaces().hasUTF8Suffix(":")
        if introducesList, index == blocks.count - 1, Self.obligation(over: block) != nil {
            decideNotARequirement(block.startLine, "paragraph", plain, "introduces the sub-sections after it, whose lines its keyword obliges")
            return
        }
        let keywordSentences = body.readsKeywordProse && !introducesList ? Self.keywordSentences(plain) : []
        if !keywordSentences.isEmpty {
            for sentence in keywordSentences {
                let statement = StatementText.read(sentence, words: hints.severityWords)
                guard !statement.title.isEmpty, statement.marks.contains(.keyword) else { continue }
                addStatement(statement, kind: sectionKind, guidance: "", path: path, severity: severity,
                             sectionNumber: sectionNumber, line: block.startLine, block: "paragraph",
                             why: "sentence with an RFC 2119 keyword")
            }
            return
        }
        // "所有有意义的图片必须提供替代文本。装饰性图片应对读屏软件隐藏。": in an unmarked
        // document, each sentence of Chinese, Japanese or Korean prose that obliges, forbids or
        // recommends is one requirement, graded by the phrase that says so (`EastAsianDuty`).
        if statementMode == .plain, body.readsKeywordProse, !introducesList, case let duties = EastAsianDuty.sentences(plain), !duties.isEmpty {
            for duty in duties {
                var statement = StatementText.read(duty.text, words: hints.severityWords)
                guard !statement.title.isEmpty else { continue }
                if statement.severity == nil {
                    statement.severity = duty.severity
                    statement.severityLabel = duty.phrase
                }
                addStatement(statement, kind: sectionKind, guidance: "", path: path, severity: severity,
                             sectionNumber: sectionNumber, line: block.startLine, block: "paragraph",
                             why: "sentence that obliges or recommends (\(duty.phrase))")
            }
            return
        }
        // "**Every meaningful image needs a description.**" alone, its explanation in the
        // prose after it: in a document that marks its requirements, a sentence set wholly
        // in bold that states one is one, as a bold title on a list line is. (A weak mark:
        // a document of nothing else is read as unmarked, where it is a lone instruction.)
        // So is a paragraph that opens on such a sentence, "**Review the change, not the
        // file.** Judge whether …": the rest of the paragraph is its guidance. (Not "**Use
        // as a last resort.**", said of what its heading names.)
        // (A bold lead that only states a fact, "**Glass cannot sample other glass.**",
        // or a preference, "**Undo beats confirming.**", is the paragraph's point, not a
        // requirement: the lead must instruct or oblige. In a section with code, the
        // heading over it is the rule the code shows, and the lead its guidance.)
        let boldOnly = Self.isBoldSentenceOnly(block.text)
        if statementMode != .plain, !body.paragraphsOnly, !introducesList,
           let lead = boldOnly ? plain : blocks.contains(where: \.isCode) ? nil
               : Self.boldSentenceLead(block.text).flatMap({ RequirementTable.lacksSubject($0) ? nil : $0 }),
           case let words = Slug.words(lead), (4...25).contains(words.count),
           // (Not "**Don't skip this step.**", "**Read the following first.**": about the document.)
           !words.contains(where: ["this", "these", "following", "below", "above", "step", "section"].contains),
           Self.isInstruction(lead) || (boldOnly ? ChecklistCompiler.statesRequirement(lead) : Self.headingStatesDuty(words)) {
            // (Not "**✅ DO: Use a form for settings**", a Do its heading's rule holds.)
            let statement = StatementText.read(block.text, words: hints.severityWords)
            if !statement.title.isEmpty, statement.verdict == nil, statement.label == nil {
                weakItemCount += 1
                addStatement(statement, kind: sectionKind, guidance: statement.rest, path: path, severity: severity,
                             sectionNumber: sectionNumber, line: block.startLine, block: "paragraph",
                             why: boldOnly ? "sentence set wholly in bold that states a requirement"
                                : "bold sentence opening a paragraph, an instruction (the rest its guidance)")
                return
            }
        }
        // "Have you accounted for right-to-left text? Does your layout mirror?": in an
        // unmarked document, each question a section's prose asks the reader is a check.
        if statementMode == .plain, body.readsLoneInstruction, plain.utf8.last == UInt8(ascii: "?") || plain.containsUTF8("? "),
           case let questions = Self.readerQuestions(plain), !questions.isEmpty {
            for question in questions {
                let statement = StatementText.read(question, words: hints.severityWords)
                guard !statement.title.isEmpty else { continue }
                addStatement(statement, kind: sectionKind, guidance: "", path: path, severity: severity,
                             sectionNumber: sectionNumber, line: block.startLine, block: "paragraph",
                             why: "question to the reader (the document has no marked lines)")
            }
            return
        }
        let nextIsCode = index + 1 < blocks.count && { if case .code = blocks[index + 1].kind { return true } else { return false } }()
        if Self.isVerdictParagraph(block.text), !(nextIsCode && ExampleExtractor.label(plain).map { Self.isExampleLabel($0.caption) } == true) {
            let lines = block.text.split(separator: "\n")
            for (lineIndex, line) in lines.enumerated() where Self.opensWithVerdict(Substring(line.trimmingSpaces())) {
                var statement = StatementText.read(String(line), words: hints.severityWords)
                guard !statement.title.isEmpty else { continue }
                // "*Why:* They adapt to Dark Mode." on a line after it, before the next
                // ✅ / ❌ line: its explanation.
                let following = lines[(lineIndex + 1)...].prefix { !Self.opensWithVerdict(Substring($0.trimmingSpaces())) }
                if !following.isEmpty, let (_, why) = StatementText.splittingExplanation(([line] + following).joined(separator: "\n")) {
                    statement.rest = statement.rest.isEmpty ? why : statement.rest + "\n\n" + why
                }
                // "✅ This checklist covers every flow …": a closing word on the document.
                if Self.describesDocument(statement.title) {
                    decideNotARequirement(block.startLine, "paragraph", statement.title, "says what the document is or covers, asks nothing")
                    continue
                }
                // "❌ This rule is deprecated.", "🚫 This rule is disabled in …": a linter's
                // badge saying what becomes of its rule, not a Don't.
                if Self.describesRuleItself(statement.title) {
                    decideNotARequirement(block.startLine, "paragraph", statement.title, "says what becomes of a linter's rule, asks nothing")
                    continue
                }
                // "🟢 **Level 1**", "🔴 Critical": a mark beside a level or a grade alone is a
                // badge saying what the document is graded, not a Do.
                if Self.namesGradeAlone(statement.title) {
                    decideNotARequirement(block.startLine, "paragraph", statement.title, "a level or grade badge, asks nothing")
                    continue
                }
                // "✅ = Better (approved in review)": a legend line, what the mark means.
                if statement.title.hasUTF8Prefix("=") {
                    decideNotARequirement(block.startLine, "paragraph", statement.title, "legend: says what the mark means, asks nothing")
                    continue
                }
                walk.verdictItems.append(pending.count)
                addStatement(statement, kind: Self.kind(of: statement, in: sectionKind),
                             guidance: statement.rest, path: path, severity: severity, sectionNumber: sectionNumber,
                             line: block.startLine, block: "paragraph", why: statement.verdict == .incorrect ? "❌ line" : "✅ line")
            }
        } else if body.readsProse || body.readsLoneInstruction, body.nextIsList(index), let statement = body.detailedInstructions[index + 1] {
            // A guideline whose list describes what it asks for: the list is its
            // guidance, not more items.
            let details = Self.detailLines(of: blocks[index + 1])
            addStatement(statement, kind: sectionKind, guidance: ([statement.rest] + details).joined(separator: "\n"), path: path,
                         severity: severity, sectionNumber: sectionNumber, line: block.startLine, block: "paragraph",
                         why: "bold instruction over the list that details it")
            walk.label = .aside("detail of the instruction above (its guidance)")
            return
        } else if body.readsProse || body.boldLeadInstructions.contains(index)
                    || body.readsLoneInstruction && statementMode == .plain && !body.nextIsList(index) && body.listFollows(index),
                  Self.isInstruction(plain), !plain.trimmingSpaces().hasUTF8Suffix(":") {
            // (Under a heading of its own, an instruction between the section's prose
            // and a later list it does not introduce is one beside the list's lines;
            // one after every list is a closing remark.)
            // ("**Title.** Explanation": the explanation is its guidance.)
            // ("Every element needs a description." ⏎ "❌ Poor: "Button"" ⏎ "✅ Good: "Add to
            // cart"": the lines after the instruction are its samples.)
            let samples = ExampleExtractor.trailingTextExamples(block.text)
            var statement = StatementText.read(samples?.head ?? block.text, words: hints.severityWords)
            var guidance = statement.marks.contains(.boldLead) ? statement.rest : ""
            // ("Consider making them one element. This keeps the list short.": the
            // instruction is the title, the sentences after it why.)
            if guidance.isEmpty { guidance = Self.keepingFirstSentence(&statement) }
            let before = pending.count
            // (Under a pitfall, "Every modal needs a title." says how to avoid it: a check.)
            // ("**Don't** chase every ranking trick": the label is the line's verdict; its
            // title without it says the opposite, so the item is a mistake to avoid.)
            // ("### Don't" over "Show two prominent buttons side by side.": the heading's
            // verdict is the paragraph's, as it is a list's.)
            if statement.verdict == nil { statement.verdict = body.headingVerdict() }
            addStatement(statement, kind: Self.paragraphKind(of: statement, in: sectionKind), guidance: guidance, path: path,
                         severity: severity, sectionNumber: sectionNumber, line: block.startLine, block: "paragraph",
                         why: "instruction paragraph (the document has no marked lines)")
            if let samples, pending.count > before { pending[pending.count - 1].item.examples += samples.examples }
        } else if statementMode == .plain, body.readsProse || body.readsLoneInstruction, body.nextIsList(index),
                  plain.trimmingSpaces().hasUTF8Suffix(":"),
                  // ("**Prioritize comfort.** … consider these tips:": read with its bold
                  // opening, which is the title.)
                  let earlier = Self.earlierInstruction(Self.sentences((block.text.hasUTF8Prefix("**") ? block.text : plain).replacingNewlinesWithSpaces())),
                  let first = Slug.words(earlier).first, !Self.remarkOpenings.contains(first) {
            // "Follow the team's review guide. When reviewing, look in particular for:"
            // over instructions of their own: the sentence before the opening is one too
            // (not "It can be tricky to decide …", "Typically, settings are …": remarks).
            var statement = StatementText.read(earlier, words: hints.severityWords)
            let guidance = statement.marks.contains(.boldLead) ? statement.rest : Self.keepingFirstSentence(&statement)
            addStatement(statement, kind: sectionKind, guidance: guidance, path: path,
                         severity: severity, sectionNumber: sectionNumber, line: block.startLine, block: "paragraph",
                         why: "instruction before the sentence that opens the list below")
        } else if body.readsProse, statementMode == .plain, !body.nextIsList(index), !plain.trimmingSpaces().hasUTF8Suffix(":"),
                  let (sentence, context) = body.laterInstructions[index] {
            // "Sheets slide up over the screen. Every sheet must have a way to close it.": the
            // sentence that instructs, after the one that sets the scene; the rest is its guidance.
            var statement = StatementText.read(sentence, words: hints.severityWords)
            if statement.verdict == nil { statement.verdict = body.headingVerdict() }
            addStatement(statement, kind: Self.paragraphKind(of: statement, in: sectionKind), guidance: context, path: path, severity: severity, sectionNumber: sectionNumber,
                         line: block.startLine, block: "paragraph", why: "instruction after the sentence that sets the scene")
        } else if !LabelledFields.isLabelLine(block),
                  !(body.nextIsList(index) && Self.isTaskList(blocks[index + 1]) && Self.boldGroupLabel(block) != nil) {
            // (A bold line over task lines is their group: `collectTaskLists` says so.)
            decide(block.startLine, "paragraph", .skipped, plain, skippedProseReason(plain))
        }
    }

    /// The kind of an instruction read from a paragraph: a Don't is an anti-pattern, a Do the
    /// section's kind of rule; under a pitfall, an instruction that forbids nothing says how
    /// to avoid it, a check.
    static func paragraphKind(of statement: Statement, in sectionKind: ItemKind) -> ItemKind {
        statement.verdict == .incorrect ? .antiPattern
            : statement.verdict == .correct ? kind(of: statement, in: sectionKind)
            : sectionKind == .antiPattern && !forbids(statement.title) ? .check : sectionKind
    }
}

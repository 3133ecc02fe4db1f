/// Requirements stated inside a section's body rather than by its heading: list lines,
/// Do / Don't lists, ✅ / ❌ lines, requirement tables and, in a document that has no other
/// form, plain bullets and instruction paragraphs.
extension CompilationRun {
    /// How much of a body's prose counts as requirements. A document that marks its items
    /// (tasks, identifiers, severities, keywords, verdicts, bold lead-ins, tables, numbered
    /// rules) is read `.marked`; one that marks nothing is read `.plain`.
    enum StatementMode: Equatable { case marked, plain }

    /// Reads the statements of one section body; returns how many items it added.
    @discardableResult
    mutating func collectStatements(_ blocks: [MarkdownBlock], path: [String], severity: Severity?,
                                    sectionNumber: String?, kind sectionKind: ItemKind = .check, paragraphsOnly: Bool = false,
                                    readsLoneInstruction: Bool = false, readsKeywordProse: Bool = false,
                                    namesRequirements: Bool = false, tableRowsAreItems: Bool = false, readsBounds: Bool = true,
                                    headingVerdict: @escaping () -> CodeExample.Verdict? = { nil }) -> Int {
        let body = SectionBody(blocks, path: path, severity: severity, sectionNumber: sectionNumber, kind: sectionKind,
                               paragraphsOnly: paragraphsOnly, readsLoneInstruction: readsLoneInstruction,
                               readsKeywordProse: readsKeywordProse, namesRequirements: namesRequirements,
                               tableRowsAreItems: tableRowsAreItems, readsBounds: readsBounds, headingVerdict: headingVerdict, run: self)
        var walk = BodyWalk()
        // "### Error messages should:" over "1. **Identify the field:** …": a heading that opens
        // the duty its first list's lines finish, as a paragraph would.
        if !strongMarksOnly, let heading = path.last, let first = blocks.first, first.isList, !Self.isTaskList(first),
           case let opening = Self.sentenceCase(Self.leadOpening(MarkdownInline.plain(heading))),
           Self.endsOnModal(opening), Self.completedByFragments(opening + ":", first) {
            walk.label = .lead(MarkdownBlock(kind: .paragraph, text: opening + ":", startLine: first.startLine, endLine: first.startLine))
        }
        for (index, block) in blocks.enumerated() {
            if let end = walk.containerEnd {
                if index <= end { continue }
                walk.containerEnd = nil
            }
            // "3. Views must not read models. Good and bad practice:" ⏎ "good practice:" over code ⏎
            // "bad practice:" over code: labelled examples of the list line above them.
            if walk.lineBeforeCode != nil, block.kind == .paragraph, index + 1 < blocks.count, blocks[index + 1].isCode,
               block.text.utf8.count <= 60, !block.text.containsASCII("\n"), let example = ExampleExtractor.label(block.plainText) {
                walk.codeVerdict = (example.verdict, example.caption)
                decide(block.startLine, "paragraph", .skipped, block.plainText, "label of the code after it: an example of the list line above")
                continue
            }
            // "- [ ] Avoids hard-coded colours" ⏎ "**Anti-patterns to flag:**" over code whose
            // comments mark its parts ("// ❌ Hard-coded", "// ✅ Semantic"): the label names
            // the code, whose marks give the verdicts; examples of the list line above.
            if walk.lineBeforeCode != nil, block.kind == .paragraph, index + 1 < blocks.count, case .code(let language) = blocks[index + 1].kind,
               block.isShortLabel(),
               !ExampleExtractor.splitMarkedCode(blocks[index + 1].text, language: language).isEmpty {
                decide(block.startLine, "paragraph", .skipped, block.plainText, "label of the marked code after it: examples of the list line above")
                continue
            }
            if !block.isList, !block.isCode { walk.lineBeforeCode = nil }
            if !block.isCode { walk.labelledCode = nil; walk.codeVerdict = nil }
            // "<DoDont>" over "#### Do" / "Create purchase order" / "#### Don't" / …: samples
            // of the requirement just above, not requirements of their own.
            if block.kind == .html, HTMLMarkup.opensExampleContainer(block.text) {
                readExampleContainer(at: index, body, &walk)
                continue
            }
            switch block.kind {
            case .paragraph: readParagraph(at: index, body, &walk)
            case .list: readList(at: index, body, &walk)
            case .html: readHTML(at: index, body, &walk)
            case .table: readTable(at: index, body, &walk)
            case .code(let language): readCode(at: index, language: language, body, &walk)
            case .blockQuote: readQuote(at: index, body, &walk)
            default: walk.label = nil
            }
        }
        // Code beside ✅ / ❌ lines is their example; otherwise that of a "**Rule:**" paragraph,
        // or of the list line it follows.
        if let first = walk.verdictItems.first {
            let examples = ExampleExtractor.extract(blocks).examples
            for example in examples {
                let target = walk.verdictItems.first { pending[$0].item.kind == (example.verdict == .correct ? .rule : .antiPattern) } ?? first
                pending[target].item.examples.append(example)
            }
        } else if body.hasCode, let first = walk.labelledItems.first {
            pending[first].item.examples.append(contentsOf: ExampleExtractor.extract(blocks).examples)
        } else {
            for (item, examples) in walk.codeAfterLines { pending[item].item.examples.append(contentsOf: examples) }
        }
        return pending.count - body.itemCountBefore
    }

    /// "<DoDont>" over "#### Do" / … / "#### Don't" / …, up to its closing tag: samples of the
    /// requirement just above, or the section's requirements where its parts state them.
    mutating func readExampleContainer(at index: Int, _ body: SectionBody, _ walk: inout BodyWalk) {
        let blocks = body.blocks
        let path = body.path, severity = body.severity, sectionNumber = body.sectionNumber, sectionKind = body.kind
        var depth = 0
        var end = blocks.count - 1
        for later in index..<blocks.count where blocks[later].kind == .html {
            depth += HTMLMarkup.openedExampleContainers(blocks[later].text)
            if depth <= 0 { end = later; break }
        }
        walk.containerEnd = end
        walk.label = nil
        let target = pending.count > body.itemCountBefore ? pending.count - 1 : nil
        // With no requirement above it, a container whose Do and Don't parts state
        // instructions ("<Do>" over "- Show one hint at a time", "<Dont>" over "- Don't
        // point at hidden elements") holds the section's requirements themselves.
        // So does one whose every part is captioned (`<DoDont type="do" caption="Put the
        // key words first">` over a picture), after a requirement too: its captions
        // state rules of their own, the pictures only show them.
        if target == nil || Self.captionsEveryPart(blocks[index...end]), let stated = Self.containerInstructions(blocks[index...end]) {
            // (Weak marks: a page of such containers and plain lines elsewhere is read
            // as unmarked, its plain lines items too.)
            let start = pending.count
            defer { if statementMode != .plain { weakItemCount += pending.count - start } }
            for line in stated {
                var statement = StatementText.read(line.text, words: hints.severityWords)
                guard !statement.title.isEmpty else { continue }
                if statement.verdict == nil { statement.verdict = line.verdict; statement.marks.insert(.verdict) }
                // ("Do follow a clear hierarchy": the part's verdict said twice.)
                if line.verdict == .correct, statement.title.hasUTF8Prefix("Do "),
                   let verb = Slug.words(statement.title).dropFirst().first, Self.instructionVerbs.contains(verb) {
                    let rest = statement.title.dropFirst(3)
                    statement.title = rest.prefix(1).uppercased() + rest.dropFirst()
                }
                // (A part's words: "Don't fix the height. In the picture below, …": the
                // first sentence is the item, the rest why.)
                var guidance = statement.rest
                if line.isPart, guidance.isEmpty { guidance = Self.keepingFirstSentence(&statement) }
                let before = pending.count
                addStatement(statement, kind: Self.kind(of: statement, in: sectionKind), guidance: guidance, path: path,
                             severity: severity, sectionNumber: sectionNumber, line: line.line, block: "list line",
                             why: line.verdict == .correct ? "instruction in a Do part" : "instruction in a Don't part")
                if let example = line.example, pending.count > before { pending[pending.count - 1].item.examples.append(example) }
            }
            return
        }
        let examples = Self.containerExamples(blocks[index...end])
        if let target { pending[target].item.examples.append(contentsOf: examples) }
        for inner in blocks[index...end] where inner.kind != .html {
            decide(inner.startLine, inner.isList ? "list" : inner.isCode ? "code" : "paragraph", .skipped, inner.plainText,
                   target == nil ? "Do / Don't sample with no requirement above it" : "Do / Don't sample of the item above")
        }
        return
    }

    /// A raw HTML block: a comment marking the list below as Do's or Don'ts, or an HTML list read as
    /// the Markdown list it stands for.
    mutating func readHTML(at index: Int, _ body: SectionBody, _ walk: inout BodyWalk) {
        let block = body.blocks[index]
        let path = body.path, severity = body.severity, sectionNumber = body.sectionNumber, sectionKind = body.kind
        // "<!-- docs: start donts -->" over a list: the site's marker of its Don'ts.
        if let verdict = Self.commentVerdict(block.text) {
            walk.label = .verdict(verdict)
            decide(block.startLine, "html", .group, block.text.trimmingWhitespace(),
                   verdict == .correct ? "comment marking the list below as Do's" : "comment marking the list below as Don'ts")
            return
        }
        // A raw HTML list is read as the Markdown list it stands for.
        defer { walk.label = nil }
        guard !body.paragraphsOnly, let list = HTMLList.read(block) else { return }
        // "<p>It is divided into 9 sections that any store consists of:</p>" over
        // `<ol><li>Homepage</li>…`: the list finishes a sentence that asks nothing.
        if walk.label == nil, let lead = HTMLList.leadText(block), Self.opensSentenceListFinishes(lead, list) {
            decideAside(list, Self.finishesSentence)
            return
        }
        for entry in list.children {
            collectEntry(entry, list: list, verdict: walk.label?.verdict, path: path, severity: severity,
                         sectionNumber: sectionNumber, kind: sectionKind, prose: body.readsProse)
        }
    }

    /// Code after a list line: the examples of that line, as the label or comments between say.
    mutating func readCode(at index: Int, language: String?, _ body: SectionBody, _ walk: inout BodyWalk) {
        let block = body.blocks[index]
        walk.label = nil
        if let (target, caption) = walk.labelledCode {
            walk.labelledCode = nil
            walk.lineBeforeCode = nil
            pending[target].item.examples += ExampleExtractor.labelledExamples(block.text, language: language, caption: caption)
            return
        }
        if let item = walk.lineBeforeCode, let (verdict, caption) = walk.codeVerdict {
            walk.codeVerdict = nil
            walk.codeAfterLines.append((item, ExampleExtractor.labelledExamples(block.text, language: language, caption: caption, verdict: verdict)))
            return
        }
        // "* **1.6** Don't add a space before the colon." over code not indented under
        // it, `// PREFERRED` / `// NOT PREFERRED` in it: the line's examples.
        if let item = walk.lineBeforeCode, case let marked = ExampleExtractor.splitMarkedCode(block.text, language: language), !marked.isEmpty {
            walk.codeAfterLines.append((item, marked))
        } else if let item = walk.lineBeforeCode, pending[item].item.title.utf8.last == UInt8(ascii: ":") {
            let introduced = Self.introducingExample(pending[item].item.title, code: block.text, language: language)
            pending[item].item.title = introduced.title
            walk.codeAfterLines.append((item, introduced.examples))
            walk.lineBeforeCode = nil
        } else {
            walk.lineBeforeCode = nil
        }
    }

    /// "> ✅ Save changes", "> ❌ Save Changes": a block quote whose every paragraph opens with
    /// a verdict mark over a wording of forty words at most; those wordings, as examples.
    static func markedQuoteSamples(_ block: MarkdownBlock) -> [CodeExample]? {
        guard block.kind == .blockQuote, !block.children.isEmpty else { return nil }
        var samples: [CodeExample] = []
        for paragraph in block.children {
            guard paragraph.kind == .paragraph,
                  let (verdict, rest) = StatementText.leadingVerdictMark(Substring(paragraph.plainText.trimmingSpaces())),
                  case let sample = rest.trimmingSpaces(), !sample.isEmpty, sample.split(separator: " ").count <= 40 else { return nil }
            samples.append(CodeExample(verdict: verdict, language: nil, code: sample))
        }
        return samples
    }

    /// "Do not edit the content above: updates overwrite it", "Don't modify this file by
    /// hand": a warning to whoever edits the document, about the document, not a requirement
    /// of what it reviews.
    static func addressesEditors(_ text: String) -> Bool {
        let words = Slug.words(text)
        guard words.count <= 40, words.contains(where: { ["edit", "editing", "modify", "modifying"].contains($0) }) else { return false }
        return words.contains(where: { ["overwritten", "regenerated", "overwrite", "overwrites"].contains($0) })
            || zip(words, words.dropFirst()).contains { $0 == "this" && ["file", "document", "template", "page"].contains($1) }
    }

    /// A block quote: a requirement set apart in a GitHub alert, or commentary.
    mutating func readQuote(at index: Int, _ body: SectionBody, _ walk: inout BodyWalk) {
        let block = body.blocks[index]
        let path = body.path, severity = body.severity, sectionNumber = body.sectionNumber, sectionKind = body.kind
        walk.label = nil
        // "> [!IMPORTANT]" over "> Always give icon-only buttons a label.": a
        // requirement the document sets apart to stress it (so is a warning or caution,
        // ":::danger" … ":::" and "> **Warning**" too). Other alerts (a note, a tip) and
        // quotations comment on the text around them.
        let paragraphs = block.children.filter { $0.kind == .paragraph }
        // "> ✅ Get started" and "> ❌ Get Started", after "- Write headings in sentence case":
        // wordings set apart and marked right or wrong, the examples of the line above (in
        // its section). Every paragraph of the quote opens with a mark and holds a few words.
        if let samples = Self.markedQuoteSamples(block), let last = pending.indices.last, pending[last].item.sectionPath == path {
            pending[last].item.examples += samples
            decide(block.startLine, "block quote", joining: last, samples[0].code,
                   "a wording set apart and marked right or wrong: an example of the line above")
            return
        }
        let alert = paragraphs.first.flatMap { Self.githubAlert($0.text) }
        // The alert's first paragraph states it; a few more paragraphs after it explain it
        // ("!!! danger "Never trap focus"" over a rule and a remark on it).
        if !strongMarksOnly, let alert, ["IMPORTANT", "WARNING", "CAUTION"].contains(alert.kind), paragraphs.count <= 3,
           block.children.count == paragraphs.count,
           case let body = MarkdownInline.plain(String(alert.body)).trimmingSpaces(),
           (4...320).contains(body.utf8.count),
           Self.isInstruction(body) || Self.saysWhatToDo(body) || StatementText.keywordSeverity(body) != nil || sectionKind == .check,
           !Self.addressesEditors(body) {
            let statement = StatementText.read(String(alert.body), words: hints.severityWords)
            let guidance = ([statement.rest] + paragraphs.dropFirst().map(\.text)).filter { !$0.isEmpty }.joined(separator: "\n\n")
            // (A weak mark: a document of plain lists and one alert is still read as unmarked.)
            if statementMode != .plain { weakItemCount += 1 }
            addStatement(statement, kind: sectionKind == .antiPattern ? .rule : sectionKind, guidance: guidance, path: path,
                         severity: severity, sectionNumber: sectionNumber, line: block.startLine, block: "block quote",
                         why: "requirement set apart in \(alert.kind == "IMPORTANT" ? "an" : "a") \(alert.kind) alert")
        } else {
            decideNotARequirement(block.startLine, "block quote", MarkdownInline.plain(paragraphs.first?.text ?? ""),
                                  alert.map { "a \($0.kind.lowercased()) set apart (an alert): commentary, not a requirement" }
                                      ?? "a quotation set apart with \">\": not read as requirements")
        }
    }
}

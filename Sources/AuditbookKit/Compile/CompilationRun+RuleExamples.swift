import Foundation

/// The examples a rule heading stands over: code labelled right or wrong, Do / Don't
/// sub-headings, sample rows and captions.
extension CompilationRun {
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
    static func labelledVerdicts(_ blocks: [MarkdownBlock]) -> Set<CodeExample.Verdict> {
        var verdicts: Set<CodeExample.Verdict> = []
        for (label, code) in zip(blocks, blocks.dropFirst()) {
            guard label.kind == .paragraph, case .code = code.kind, let verdict = ExampleExtractor.label(label.plainText)?.verdict else { continue }
            verdicts.insert(verdict)
        }
        return verdicts
    }

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
                // ("### ✅ Modern pattern" / "### ❌ Deprecated pattern" over code: a mark on
                // a name of a kind of sample is its verdict too.)
                || child.headingMark != nil && namesSampleKind(MarkdownInline.plain(child.title)) && child.blocks.contains(where: \.isCode)
        }
    }

    /// "Modern pattern", "Old approach", "Preferred usage": three words at most, the last a
    /// noun for a sample of code (after the heading's mark).
    static func namesSampleKind(_ title: String) -> Bool {
        let words = Slug.words(title)
        guard (1...3).contains(words.count), let last = words.last else { return false }
        return ["pattern", "patterns", "example", "examples", "approach", "code", "version", "usage", "way", "style",
                "implementation", "practice", "sample", "snippet"].contains(last)
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
}

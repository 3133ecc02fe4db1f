/// Checklists written inside a Markdown code fence, as text to copy:
///
///     ### Manual review checklist
///     ```markdown
///     #### Keyboard
///     - [ ] Every control can be reached with Tab
///     ```
///
/// Agent files and templates often show their checklist this way. Two readings, one test
/// of what such a fence is (Markdown, or unlabelled, with task lines):
/// - under a heading that ends by naming a checklist ("Manual testing checklist"), the
///   fence is that section's checklist: its blocks are read as the document's own lines
///   (keeping their numbers), its headings nested under the heading above it (`reading`);
/// - a document that yields nothing else is read with its first such fence's lines as its
///   own (`firstSample`, `removingFences`).
/// A fence elsewhere (an output template, a sample of the syntax, a checklist under
/// "Examples") stays code.
enum FencedChecklist {
    /// `blocks` with each fence of task lines under a checklist heading replaced by the
    /// blocks its Markdown holds.
    /// The lines of the fences read so, for the compiler's notes.
    static func reading(_ blocks: [MarkdownBlock]) -> (blocks: [MarkdownBlock], fenceLines: [Int]) {
        guard blocks.contains(where: { holdsTaskLines($0, atLeast: 2, boxes: true) || isGherkin($0) }) else { return (blocks, []) }
        var fenceLines: [Int] = []
        var result: [MarkdownBlock] = []
        result.reserveCapacity(blocks.count)
        var heading: (level: Int, text: String)?
        // The levels of the open headings that name samples ("Examples", "Example 4: …"):
        // a checklist under one is a sample of what the document makes.
        var sampleLevels: [Int] = []
        for block in blocks {
            if case .heading(let level) = block.kind {
                heading = (level, block.text)
                sampleLevels.removeAll { $0 >= level }
                if SectionRole.namesExamples(MarkdownInline.plain(block.text)) { sampleLevels.append(level) }
            }
            // "## Acceptance criteria" over a Gherkin fence: each scenario is one of the
            // section's checks, titled by its name, its steps the prose under it.
            if isGherkin(block), sampleLevels.isEmpty, let heading, SectionTreeBuilder.read(heading.text).role == .checklist,
               let markdown = gherkinMarkdown(block.text, level: heading.level) {
                fenceLines.append(block.startLine)
                result += MarkdownParser().parse(markdown, afterLine: block.startLine)
                continue
            }
            guard holdsTaskLines(block, atLeast: 2, boxes: true), sampleLevels.isEmpty, let heading,
                  namesAChecklist(heading.text) || isLabelledChecklist(block) else {
                result.append(block)
                continue
            }
            fenceLines.append(block.startLine)
            let inner = MarkdownParser().parse(listingBoxLines(block.text), afterLine: block.startLine)
            // The fence's own headings stand below the heading it is under.
            let innerLevels = inner.compactMap { if case .heading(let level) = $0.kind { level } else { nil } }
            let shift = innerLevels.min().map { heading.level + 1 - $0 } ?? 0
            result += inner.map { inner in
                guard case .heading(let level) = inner.kind, shift > 0 else { return inner }
                var nested = inner
                nested.kind = .heading(level: level + shift)
                return nested
            }
        }
        return (result, fenceLines)
    }

    /// "Manual testing checklist", "Review checklist": a heading whose last word names a
    /// checklist (not "How to write a checklist line", which is about writing one).
    private static func namesAChecklist(_ heading: String) -> Bool {
        let read = SectionTreeBuilder.read(heading)
        guard read.role == .checklist, let last = Slug.words(read.heading.title).last else { return false }
        return last == "checklist" || last == "checklists"
    }

    /// A fence labelled Gherkin ("```gherkin", "```feature", "```cucumber"), or an
    /// unlabelled one that opens with "Feature:" or "Scenario:".
    static func isGherkin(_ block: MarkdownBlock) -> Bool {
        guard case .code(let language) = block.kind else { return false }
        let label = (language ?? "").lowercased()
        if ["gherkin", "feature", "cucumber"].contains(label) { return true }
        guard label.isEmpty else { return false }
        // (Every fence of a document is asked: only its first line with words is read, not
        // the whole fence cut into lines.)
        var rest = block.text[...]
        while true {
            let end = rest.firstIndex(of: "\n") ?? rest.endIndex
            let line = rest[..<end]
            if !line.allSatisfy(\.isWhitespace) {
                let opening = line.drop { $0 == " " }
                return opening.hasUTF8Prefix("Feature:") || opening.hasUTF8Prefix("Scenario:")
            }
            guard end < rest.endIndex else { return false }
            rest = rest[rest.index(after: end)...]
        }
    }

    /// Gherkin as Markdown, one line for each of its lines (so they keep the document's
    /// numbers): "Feature:" and "Rule:" a heading below `level`, each "Scenario:" (or
    /// "Example:", "Scenario Outline:") a heading below those over its steps, as a paragraph
    /// unindented; comments and tags blank. Nil when it names no scenario.
    static func gherkinMarkdown(_ text: String, level: Int) -> String? {
        var lines: [String] = []
        var scenarios = 0
        var ruleOpen = false
        func heading(_ depth: Int, _ title: Substring) -> String {
            String(repeating: "#", count: min(6, level + depth)) + " " + title.trimmingSpaces()
        }
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let body = line.drop { $0 == " " || $0 == "\t" }
            func after(_ keyword: String) -> Substring? {
                body.hasPrefix(keyword) ? body.dropFirst(keyword.count) : nil
            }
            if let title = after("Feature:") {
                ruleOpen = false
                lines.append(heading(1, title.isEmpty ? "Feature" : title))
            } else if let title = after("Rule:") {
                ruleOpen = true
                lines.append(heading(2, title))
            } else if let title = after("Scenario Outline:") ?? after("Scenario Template:") ?? after("Scenario:") ?? after("Example:") {
                scenarios += 1
                lines.append(heading(ruleOpen ? 3 : 2, title))
            } else if body.hasUTF8Prefix("#") || body.hasUTF8Prefix("@") {
                lines.append("")
            } else {
                // (A step's doc string, """ … """, or a table row stays text of the paragraph.)
                lines.append(String(body))
            }
        }
        return scenarios == 0 ? nil : lines.joined(separator: "\n")
    }

    /// The first top-level fence that holds a task line.
    static func firstSample(_ blocks: [MarkdownBlock]) -> MarkdownBlock? {
        blocks.first { holdsTaskLines($0, atLeast: 1) }
    }

    /// `document` with the fence lines of `block` blank, its content then read as Markdown.
    static func removingFences(of block: MarkdownBlock, from document: PreparedDocument) -> PreparedDocument? {
        var lines = document.markdown.split(separator: "\n", omittingEmptySubsequences: false)
        let opening = block.startLine - 1
        guard opening >= 0, opening < lines.count else { return nil }
        let fence = lines[opening].drop { $0 == " " }
        guard let mark = fence.first, mark == "`" || mark == "~" else { return nil }
        let marker = fence.prefix { $0 == mark }
        lines[opening] = ""
        let closing = block.endLine - 1
        if closing > opening, closing < lines.count, lines[closing].drop(while: { $0 == " " }).hasPrefix(marker) { lines[closing] = "" }
        var unfenced = document
        unfenced.markdown = lines.joined(separator: "\n")
        return unfenced
    }

    /// A fence labelled as a checklist ("```checklist"): its lines are the section's
    /// checklist under any heading ("Final validation").
    private static func isLabelledChecklist(_ block: MarkdownBlock) -> Bool {
        guard case .code(let language) = block.kind else { return false }
        return ["checklist", "todo"].contains((language ?? "").lowercased())
    }

    /// The fence's text with each line opened by a ballot box ("□ Loading states for every
    /// request") made a list line, which the parser then reads as a task line
    /// (`MarkdownParser.readBallotBox`).
    private static func listingBoxLines(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 >= 0xE2 }) else { return text }
        return text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            let body = line.drop { $0 == " " }
            return MarkdownParser.opensWithBallotBox(body) ? "- " + body : String(line)
        }.joined(separator: "\n")
    }

    /// Fenced Markdown (or an unlabelled fence, or one labelled a checklist) with at least
    /// `count` task lines; lines opened by a ballot box count where `boxes` (the fence is
    /// then read with `listingBoxLines`).
    private static func holdsTaskLines(_ block: MarkdownBlock, atLeast count: Int, boxes: Bool = false) -> Bool {
        guard case .code(let language) = block.kind, ["", "markdown", "md"].contains((language ?? "").lowercased()) || isLabelledChecklist(block) else {
            return false
        }
        var taskLines = 0
        for line in block.text.split(separator: "\n") {
            let body = line.drop { $0 == " " }
            if ["- [ ]", "* [ ]", "- [x]", "* [x]", "- [X]", "* [X]"].contains(where: { body.hasPrefix($0) }) || boxes && MarkdownParser.opensWithBallotBox(body) {
                taskLines += 1
                if taskLines >= count { return true }
            }
        }
        return false
    }
}

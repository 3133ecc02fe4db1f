/// Samples laid out beside their verdicts: tables with Do / Don't columns, components holding
/// Do and Don't parts, and the code or instructions they carry.
extension CompilationRun {
    /// The columns of a table whose header labels every column Do / Don't (also ✅ / ❌,
    /// Good / Bad, Correct / Incorrect, Avoid), with each one's verdict; nil for any other
    /// table. A table that names its rows in a column of their own ("Rule | Do | Don't") is
    /// a requirement table: a row is one item there, its Do and Don't the guidance.
    static func verdictColumns(_ table: MarkdownBlock) -> [(column: Int, verdict: CodeExample.Verdict)]? {
        guard let header = table.children.first, case .tableRow(header: true) = header.kind else { return nil }
        let columns = header.children.enumerated().compactMap { column, cell in
            doDontLabel(StatementText.clean(cell.text)).map { (column: column, verdict: $0) }
        }
        // ("| Bad | Good | Why |": one more column may say why, `reasonColumn`.)
        let reasons = reasonColumn(table) == nil ? 0 : 1
        return columns.count >= 2 && columns.count + reasons == header.children.count
            || !columns.isEmpty && columns.count == header.children.count ? columns : nil
    }

    /// `✅ "Save draft" - says what is kept`, `❌ “OK”: says nothing`: a verdict mark, a quoted
    /// wording of eight words at most, then nothing or a dash, colon or bracket and why. The
    /// wording as an example with its verdict, the why its caption; nil for any other line.
    static func markedWording(_ markdown: String) -> CodeExample? {
        // (Every verdict mark is a non-ASCII scalar: most lines are told so on their first
        // bytes, before they are made plain.)
        guard let first = markdown.utf8.first(where: { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "*") && $0 != UInt8(ascii: "_") }),
              first >= 0x80 else { return nil }
        // (And the wording's opening quote comes within its first bytes.)
        let head = Array(markdown.utf8.prefix(28))
        guard head.contains(UInt8(ascii: "\"")) || head.contains(UInt8(ascii: "'"))
                || zip(head, head.dropFirst()).contains(where: { $0 == 0xE2 && $1 == 0x80 }) else { return nil }
        let text = MarkdownInline.plain(markdown).trimmingSpaces()
        guard let (verdict, rest) = StatementText.leadingVerdictMark(Substring(text)) else { return nil }
        let body = rest.trimmingSpaces()
        let closing: [Character: Character] = ["\"": "\"", "“": "”", "'": "'", "‘": "’"]
        guard let open = body.first, let close = closing[open] else { return nil }
        let inner = body.dropFirst()
        guard let end = inner.firstIndex(of: close) else { return nil }
        let wording = inner[..<end].trimmingSpaces()
        // (Not `❌ "Hide the labels, the icons are obvious"`: a request the line turns down, a
        // mistake of its own; a short label, `✅ "Save draft"`, is a wording whatever its verb.)
        let words = wording.split(separator: " ").count
        guard !wording.isEmpty, words <= 8, words <= 4 || !isInstruction(String(wording)) else { return nil }
        var after = inner[inner.index(after: end)...].drop { $0 == " " }
        guard after.isEmpty || ["-", "—", "–", ":", "("].contains(after.first!) else { return nil }
        if after.first == "(" {
            after = after.dropFirst()
            if after.last == ")" { after = after.dropLast() }
        } else {
            after = after.drop { "-—–: ".contains($0) }
        }
        let caption = after.trimmingSpaces()
        return CodeExample(verdict: verdict, language: nil, code: wording, caption: caption.isEmpty ? nil : caption)
    }

    /// A list of two lines at least, each one line of `markedWording`: the wordings.
    static func markedWordingSamples(_ list: MarkdownBlock) -> [CodeExample]? {
        guard list.isList, list.children.count >= 2 else { return nil }
        var samples: [CodeExample] = []
        for entry in list.children {
            guard entry.children.count == 1, let lead = entry.leadParagraph, let sample = markedWording(lead.text) else { return nil }
            samples.append(sample)
        }
        return samples
    }

    /// "1. Inline spinner on the button that started the work:" over code, after the line or
    /// under it: the line introduces its example. The title without its colon (unless its
    /// last words wait for what the colon opens, "Listen for:"), and the code as the example.
    static func introducingExample(_ title: String, code: String, language: String?) -> (title: String, examples: [CodeExample]) {
        let caption = droppingColon(title)
        return (endsAwaitingObject(title) ? title : caption, ExampleExtractor.labelledExamples(code, language: language, caption: caption))
    }

    /// The cells of a Do / Don't table as examples, where they are sample wordings (quoted,
    /// or a few words that instruct nothing: "OK", "Save changes") rather than requirements
    /// ("Use sentence case"); nil otherwise.
    /// "| | Example text |" over rows that open with a picture saying right or wrong ("![A
    /// checkmark in a circle to indicate correct usage.](…)", "![An X in a circle …]") and go
    /// on with the sample: the samples, each with its picture's verdict. Nil unless every row
    /// is so.
    static func pictureMarkedSamples(_ table: MarkdownBlock) -> [CodeExample]? {
        let rows = table.children.dropFirst()
        guard !rows.isEmpty, rows.count <= 20 else { return nil }
        var samples: [CodeExample] = []
        for row in rows {
            guard row.children.count >= 2, let verdict = pictureVerdict(row.children[0].text),
                  let sample = row.children.dropFirst().lazy.map({ StatementText.clean($0.text) }).first(where: { !$0.isEmpty }) else { return nil }
            samples.append(CodeExample(verdict: verdict, language: nil, code: sample))
        }
        return samples
    }

    /// A cell that is one picture whose description says right or wrong: a checkmark, "correct
    /// usage", "a correct example"; an X or a cross, "incorrect usage", "an invalid code".
    static func pictureVerdict(_ cell: String) -> CodeExample.Verdict? {
        let text = cell.trimmingSpaces()
        guard text.hasUTF8Prefix("!["), text.hasUTF8Suffix(")"), let close = text.firstUTF8Range(of: "]("),
              !text[close.upperBound...].containsASCII(" ") else { return nil }
        let words = Slug.words(String(text[text.index(text.startIndex, offsetBy: 2)..<close.lowerBound]))
        if words.contains(where: ["incorrect", "invalid", "wrong", "cross", "crossout"].contains) || words.contains("x") && words.contains("circle") {
            return .incorrect
        }
        if words.contains(where: ["correct", "checkmark", "valid", "tick"].contains) || words.contains("check") && words.contains("mark") {
            return .correct
        }
        return nil
    }

    static func sampleCells(_ table: MarkdownBlock, columns: [(column: Int, verdict: CodeExample.Verdict)]) -> [CodeExample]? {
        let rows = table.children.dropFirst()
        guard rows.count >= 2, rows.count <= 12 else { return nil }
        // ("| Bad | Good | Why |": the reason is each sample's caption.)
        let reasonColumn = reasonColumn(table)
        var samples: [CodeExample] = []
        for row in rows {
            let reason = reasonColumn.flatMap { $0 < row.children.count ? StatementText.clean(row.children[$0].text) : nil }
            for (column, verdict) in columns where column < row.children.count {
                let text = StatementText.clean(row.children[column].text)
                guard !text.isEmpty else { continue }
                // (A quoted cell is a wording whatever it says: "Enter your street name".)
                guard isQuotation(text) ? text.split(separator: " ").count <= 20
                    : text.split(separator: " ").count <= 6 && !isInstruction(text) && !forbids(text) else { return nil }
                samples.append(CodeExample(verdict: verdict, language: nil, code: text, caption: reason?.isEmpty == false ? reason : nil))
            }
        }
        return samples.count >= 2 ? samples : nil
    }

    /// The Do and Don't columns of a table whose first column names what each row is about
    /// ("| Error type | Do | Don't |", "| Trait | Do | Don't | Why |"): a Do and a Don't at
    /// least, and besides them the first column, one describing it and a reason column at
    /// most (their cells are the items' guidance). Nil for any other
    /// table (one whose first column names requirements, "Rule | Do | Don't", is a
    /// requirement table, read before this is asked).
    static func subjectVerdictColumns(_ table: MarkdownBlock) -> [(column: Int, verdict: CodeExample.Verdict)]? {
        guard let header = table.children.first, case .tableRow(header: true) = header.kind, header.children.count >= 3 else { return nil }
        let columns = header.children.enumerated().compactMap { column, cell in
            doDontLabel(StatementText.clean(cell.text)).map { (column: column, verdict: $0) }
        }
        guard columns.count >= 2, columns.first?.column ?? 0 > 0, columns.contains(where: { $0.verdict == .correct }),
              columns.contains(where: { $0.verdict == .incorrect }) else { return nil }
        // (One column more may describe the subject: "| Trait | What it means | Do | Don't |".)
        return header.children.count - columns.count - (reasonColumn(table) == nil ? 0 : 1) <= 2 ? columns : nil
    }

    /// The column of a Do / Don't table that says why ("Why", "Reason", "Rationale"), if any.
    static func reasonColumn(_ table: MarkdownBlock) -> Int? {
        guard let header = table.children.first, case .tableRow(header: true) = header.kind else { return nil }
        return header.children.firstIndex { cell in
            ["why", "reason", "reasons", "rationale", "because", "why it matters"].contains(Slug.words(StatementText.clean(cell.text)).joined(separator: " "))
        }
    }

    /// The blocks of a Do / Don't example container, each with the verdict of the label above
    /// it (a "Do" or "Don't" heading or paragraph, a `<Do>` or `<Dont>` tag left open), and an
    /// HTML block's components (`<Do>` … `</Do>` samples it closes itself). The label
    /// paragraphs themselves are left out.
    static func containerParts(_ blocks: ArraySlice<MarkdownBlock>)
        -> [(verdict: CodeExample.Verdict?, block: MarkdownBlock, components: HTMLMarkup.Components?)] {
        var verdict: CodeExample.Verdict?
        var parts: [(verdict: CodeExample.Verdict?, block: MarkdownBlock, components: HTMLMarkup.Components?)] = []
        for block in blocks {
            if block.kind == .paragraph, let stated = doDontLabel(block.plainText.trimmingSpaces(), onlyVerdictWords: true) {
                verdict = stated
                continue
            }
            let components = block.kind == .html ? HTMLMarkup.exampleComponents(block.text) : nil
            parts.append((verdict, block, components))
            if let open = components?.open { verdict = open ? .correct : .incorrect }
        }
        return parts
    }

    /// Whether each of a Do / Don't container's parts, two at least, has a caption (a
    /// `caption` attribute or a `<Caption>` element).
    static func captionsEveryPart(_ blocks: ArraySlice<MarkdownBlock>) -> Bool {
        let samples = blocks.filter { $0.kind == .html }.flatMap { HTMLMarkup.exampleComponents($0.text).samples }
        return samples.count >= 2 && samples.allSatisfy { $0.caption != nil || HTMLMarkup.element("Caption", in: $0.inner) != nil }
    }

    /// The samples a Do / Don't example container holds, each with its part's verdict: code,
    /// a wording, or a list's lines as one sample.
    static func containerExamples(_ blocks: ArraySlice<MarkdownBlock>) -> [CodeExample] {
        var examples: [CodeExample] = []
        for (verdict, block, components) in containerParts(blocks) {
            switch block.kind {
            case .paragraph:
                let plain = block.plainText.trimmingSpaces()
                if let verdict, !plain.isEmpty, !(block.text.hasUTF8Prefix("![") && StatementText.clean(block.text).isEmpty) {
                    examples.append(CodeExample(verdict: verdict, language: nil, code: plain))
                }
            case .code(let language):
                if let verdict { examples.append(CodeExample(verdict: verdict, language: language, code: block.text)) }
            case .list:
                let lines = block.children.compactMap { $0.leadParagraph?.plainText.trimmingSpaces() }
                if let verdict, !lines.isEmpty { examples.append(CodeExample(verdict: verdict, language: nil, code: lines.joined(separator: "\n"))) }
            case .html:
                examples += (components?.samples ?? []).compactMap { componentExample($0.inner, verdict: $0.correct ? .correct : .incorrect) }
            default:
                continue
            }
        }
        return examples
    }

    /// The instructions a Do / Don't container states, each with its verdict, its line and
    /// the code shown with it: the lines of lists inside `<Do>` / `<Dont>`, and a part's own
    /// words or `<Caption>`. Nil unless every part's words and most lines are instructions,
    /// and the Don't part's forbid ("Don't point at hidden elements"): a container of sample
    /// wordings ("<Do><em>Enter a name</em></Do>", a Don't of "Pick one") or of pictures
    /// states none.
    static func containerInstructions(_ blocks: ArraySlice<MarkdownBlock>)
        -> [(text: String, verdict: CodeExample.Verdict, line: Int, example: CodeExample?, isPart: Bool)]? {
        var found: [(text: String, verdict: CodeExample.Verdict, line: Int, example: CodeExample?, isPart: Bool)] = []
        var lines = 0, instructing = 0
        for (verdict, block, components) in containerParts(blocks) {
            switch block.kind {
            case .paragraph:
                let plain = block.plainText.trimmingSpaces()
                // (A picture shows; it says nothing.)
                if let verdict, !plain.isEmpty, !(block.text.hasUTF8Prefix("![") && StatementText.clean(block.text).isEmpty) {
                    lines += 1
                    if isInstruction(plain) || forbids(plain) { instructing += 1 }
                    found.append((block.text, verdict, block.startLine, nil, true))
                }
            case .list:
                guard let verdict else { return nil }
                for entry in block.children {
                    guard let lead = entry.leadParagraph else { continue }
                    lines += 1
                    if isInstruction(lead.plainText) || forbids(lead.plainText) { instructing += 1 }
                    found.append((lead.text, verdict, entry.startLine, nil, false))
                }
            case .html:
                let samples = components?.samples ?? []
                for sample in samples {
                    let part: CodeExample.Verdict = sample.correct ? .correct : .incorrect
                    // (Words set in <em> or quotes are sample wordings; a picture shows, it does not say.)
                    let caption = HTMLMarkup.element("Caption", in: sample.inner) ?? sample.caption.map { Substring($0) }
                    let words = caption ?? (sample.inner.containsASCII("<") ? nil : sample.inner)
                    guard let words, case let text = MarkdownInline.plain(String(words)).replacingNewlinesWithSpaces().trimmingSpaces(),
                          !text.isEmpty, isInstruction(text) || forbids(text) else { return nil }
                    var example = componentExample(sample.inner, verdict: part)
                    example?.caption = nil
                    found.append((text, part, block.startLine, example, true))
                }
                // (A part whose tags stand on lines of their own, as a flattened copy's come
                // back: its `<Caption>` is a block after the opening `<Do>`.)
                if samples.isEmpty, let verdict, let caption = HTMLMarkup.element("Caption", in: block.text[...]) {
                    let text = MarkdownInline.plain(String(caption)).replacingNewlinesWithSpaces().trimmingSpaces()
                    guard !text.isEmpty, isInstruction(text) || forbids(text) else { return nil }
                    found.append((text, verdict, block.startLine, nil, true))
                }
            default:
                continue
            }
        }
        let donts = found.filter { $0.verdict == .incorrect }
        guard !found.isEmpty, instructing * 2 >= lines, !donts.isEmpty,
              donts.allSatisfy({ forbids(MarkdownInline.plain($0.text)) }) else { return nil }
        return found
    }

    /// `<Code className="language-html">{`<button>OK</button>`}</Code>` and `<Caption>The
    /// button has no redundant label.</Caption>` inside a `<Do>` or `<Dont>`: the code with its
    /// caption. (A picture's caption says what a picture shows: no sample to attach.)
    static func componentExample(_ inner: Substring, verdict: CodeExample.Verdict) -> CodeExample? {
        func element(_ name: String) -> Substring? { HTMLMarkup.element(name, in: inner) }
        let caption = element("Caption").map { MarkdownInline.plain(String($0)).replacingNewlinesWithSpaces().trimmingSpaces() }
        var code = element("Code").map { $0.trimmingWhitespace() }
        // (JSX writes the code as a template literal: {`…`}.)
        if let literal = code, literal.hasUTF8Prefix("{`"), literal.hasUTF8Suffix("`}") { code = String(literal.dropFirst(2).dropLast(2)) }
        var language: String?
        if let open = inner.range(of: "language-") {
            language = String(inner[open.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "-" })
        }
        guard let code, !code.isEmpty else { return nil }
        return CodeExample(verdict: verdict, language: language, code: code, caption: caption?.isEmpty == false ? caption : nil)
    }
}

/// Verdict words and labels: what marks a line, paragraph or code comment as the right or the
/// wrong way (Do / Don't, ✅ / ❌, Preferred / Not Preferred, "// WRONG"), and the paragraphs
/// that point at the examples below them.
extension CompilationRun {
    /// "Examples:", "For example:", "e.g.": a line that only introduces samples.
    /// A verdict word before it is the samples' verdict ("Do examples", "Bad examples:").
    static func isExamplesLabel(_ title: String) -> Bool {
        guard title.utf8.count <= 24 else { return false }
        let words = Slug.words(MarkdownInline.plain(title))
        if ["for example", "for instance", "e g", "eg", "such as"].contains(words.joined(separator: " ")) { return true }
        // "Example 1:", "Example 2": one of a page's numbered samples.
        if words.count == 2, words[0] == "example" || words[0] == "examples", words[1].allSatisfy(\.isNumber) { return true }
        guard let last = words.last, last == "examples" || last == "example" || last == "samples", words.count <= 3 else { return false }
        let before = words.dropLast().joined(separator: " ")
        return words.count == 1 || SectionRole.namesExamples(title)
            || ["do", "dont", "don t", "good", "bad", "correct", "incorrect", "right", "wrong"].contains(before)
    }

    /// "Example: a \"No messages\" title over a Start button", "e.g. 44 pt = 88 px at @2x": a
    /// line that gives a sample of what a line before it asks; the sample (nil for any other
    /// line, and for "Examples:" alone, a label of the lines under it).
    static func sampleLine(_ text: String) -> String? {
        let trimmed = text.trimmingSpaces()
        guard trimmed.utf8.first.map({ $0 == UInt8(ascii: "E") || $0 == UInt8(ascii: "e") || $0 == UInt8(ascii: "F") || $0 == UInt8(ascii: "f") }) == true
        else { return nil }
        // (The longest opener is 14 characters: only so many are lower-cased.)
        let opening = trimmed.prefix(14).lowercased()
        for opener in ["example:", "examples:", "e.g.", "e.g.,", "e.g:", "for example,", "for example:", "for instance,", "for instance:"] {
            guard trimmed.utf8.count > opener.utf8.count, opening.hasPrefix(opener) else { continue }
            let sample = trimmed.dropFirst(opener.count).drop(while: { $0 == " " || $0 == "," || $0 == ":" })
            return sample.isEmpty ? nil : String(sample)
        }
        return nil
    }

    /// The ✅ / ❌ mark a list entry's line opens with.
    static func leadingVerdict(of entry: MarkdownBlock) -> CodeExample.Verdict? {
        entry.leadParagraph.flatMap { StatementText.leadingVerdictMark(Substring($0.plainText.trimmingSpaces()))?.0 }
    }

    /// Whether a line of `list` opens with a ❌ (a Don't a ✅ beside it may answer).
    static func holdsDont(_ list: MarkdownBlock) -> Bool {
        list.children.contains { leadingVerdict(of: $0) == .incorrect }
    }

    /// Every line of `list` opens with a ✅ / ❌ mark (two lines at least).
    static func marksEveryLineWithVerdict(_ list: MarkdownBlock) -> Bool {
        list.children.count >= 2 && list.children.allSatisfy { leadingVerdict(of: $0) != nil }
    }

    /// "**Implementation:**", "**Example:**": a line that is only a short label closing on a
    /// colon, with no mark of a requirement; over code, it labels that code.
    static func labelsCode(_ statement: Statement, lead: MarkdownBlock) -> Bool {
        statement.rest.isEmpty && statement.identifier == nil && statement.marks.isDisjoint(with: Statement.Marks.strong)
            && lead.plainText.trimmingSpaces().hasUTF8Suffix(":") && Slug.wordCount(statement.title) <= 4
    }

    /// The caption of the code at `index` where the list before it closes on a line that
    /// labels it ("- **Implementation:**" over code not indented under it): that code shows
    /// the list's line above the label. Nil for any other block.
    static func listLabelsCode(_ blocks: [MarkdownBlock], codeAt index: Int, words: SeverityWords) -> String? {
        guard index > 0, index < blocks.count, blocks[index].isCode, blocks[index - 1].isList, !isTaskList(blocks[index - 1]),
              blocks[index - 1].children.count >= 2, let last = blocks[index - 1].children.last, last.children.count == 1,
              let lead = last.leadParagraph, lead.text.hasUTF8Prefix("**"),
              case let statement = StatementText.read(lead.text, words: words), labelsCode(statement, lead: lead) else { return nil }
        return statement.title
    }

    /// "- Example", "- Layout 1", "- Layout 2": a list opened by an examples label whose other
    /// lines are names of three words at most, no instruction (the tabs of a pictured sample).
    static func namesSampleTabs(_ list: MarkdownBlock) -> Bool {
        guard list.children.count >= 2, let first = list.children.first?.leadParagraph, isExamplesLabel(first.plainText) else { return false }
        return list.children.dropFirst().allSatisfy { entry in
            entry.leadParagraph.map { Slug.wordCount($0.plainText) <= 3 && !isInstruction($0.plainText) } ?? false
        }
    }

    /// "<!-- docs: start dos -->", "<!-- donts -->": an HTML comment (the last of the block)
    /// that opens a part of the page named Do's or Don'ts, with its verdict; nil for any
    /// other block, and for a comment that closes one ("<!-- docs: end dos -->").
    static func commentVerdict(_ block: String) -> CodeExample.Verdict? {
        guard block.hasUTF8Prefix("<!--"), block.utf8.count <= 200, case let html = block.trimmingWhitespace(),
              let open = html.range(of: "<!--", options: .backwards),
              let close = html.range(of: "-->", options: .backwards), open.upperBound <= close.lowerBound,
              html[close.upperBound...].trimmingSpaces().isEmpty else { return nil }
        let words = Slug.words(html[open.upperBound..<close.lowerBound].replacingOccurrences(of: "'", with: "").replacingOccurrences(of: "’", with: ""))
        guard let last = words.last, words.count <= 4, !words.contains("end") else { return nil }
        switch last {
        case "dos", "do": return .correct
        case "donts", "dont": return .incorrect
        default: return nil
        }
    }

    /// A label's words as `doDontLabel` compares them: lower case, curly apostrophes
    /// straight, spaces, colons, stops and emphasis marks trimmed from either end.
    /// (In Swift, scalar by scalar: Foundation's replacing and trimming copied every short
    /// line of a document into UTF-16, and made the set of trimmed characters, each time.)
    static func labelWords(_ label: Substring) -> String {
        var words = label.lowercased()
        if words.containsUTF8("’") { words = String(String.UnicodeScalarView(words.unicodeScalars.map { $0 == "’" ? "'" : $0 })) }
        // (A full-width colon or full stop closes a Chinese or Japanese label: "**推荐：**".)
        return words.trimming { $0 == " " || $0 == ":" || $0 == "." || $0 == "*" || $0 == "_" || $0 == "：" || $0 == "。" }
    }

    /// Do / Don't labels in Chinese, Japanese and Korean.
    private static let eastAsianDoDont: [String: CodeExample.Verdict] = {
        let correct = ["推荐", "推荐做法", "正确", "正确做法", "正确示例", "正例", "应该", "建议", "良い例", "正しい例", "推奨", "すべきこと",
                       "좋은 예", "올바른 예", "권장"]
        let incorrect = ["不推荐", "不要", "避免", "错误", "错误做法", "错误示例", "反例", "不应该", "禁止", "悪い例", "誤った例", "非推奨",
                         "避けること", "避けるべきこと", "してはいけないこと", "나쁜 예", "잘못된 예", "피해야 할 것",
                         // Mistakes to look for ("典型问题：" over what goes wrong), as "Common mistakes:" is.
                         // (Not 常见问题, which is an FAQ.)
                         "典型问题", "常见错误", "易错点", "常见陷阱", "反模式", "よくある間違い", "よくある問題", "アンチパターン",
                         "흔한 실수", "흔한 문제", "안티패턴"]
        return Dictionary(uniqueKeysWithValues: correct.map { ($0, CodeExample.Verdict.correct) } + incorrect.map { ($0, .incorrect) })
    }()

    /// A paragraph that labels the list after it: "**✔️ Do**", "Don't:", "❌ Avoid".
    /// `onlyVerdictWords`: only a Do / Don't word ("Do this", "❌ Avoid"), not a label that
    /// names good or bad practices, mistakes or signs (as a heading, "Common issues" names a
    /// topic that its own sub-sections and examples detail).
    static func doDontLabel(_ text: String, onlyVerdictWords: Bool = false) -> CodeExample.Verdict? {
        // The longest label, with its marks and emphasis, is well under 40 bytes.
        guard text.utf8.count <= 40 else { return nil }
        var body = Substring(text.trimmingSpaces())
        var markVerdict: CodeExample.Verdict?
        if let (verdict, rest) = StatementText.leadingVerdictMark(body) {
            markVerdict = verdict
            body = rest
        }
        let words = labelWords(body)
        switch words {
        case "do", "dos", "do's", "do this", "do this instead", "do instead", "instead", "always", "good", "correct", "right", "recommended", "prefer",
             // A writing guide's columns: "| Instead of | Write |", "| Avoid | Use instead |".
             "use", "use instead", "write", "say",
             // The same labels in French, German and Spanish guides ("**À faire :**").
             "à faire", "a faire", "richtig", "empfohlen", "correcto", "recomendado", "hacer":
            return .correct
        case "don't", "dont", "don'ts", "donts", "do not", "don't do this", "dont do this", "do not do this", "avoid", "never", "bad", "wrong",
             "incorrect", "not recommended", "instead of", "don't use", "don't write", "don't say",
             "à éviter", "a eviter", "à ne pas faire", "a ne pas faire", "falsch", "vermeiden", "nicht empfohlen",
             "incorrecto", "evitar", "no hacer":
            return .incorrect
        // And in Chinese, Japanese and Korean ("**推荐：**", "### 良い例"), told on the first byte.
        case _ where words.opensWithEastAsianText && eastAsianDoDont[words] != nil:
            return eastAsianDoDont[words]
        // WCAG's words for the ways to meet a criterion and to fail it, after a mark that
        // gives the verdict ("✅ Success technique(s)", "🚫 Failures"). Without a mark they
        // name a topic ("Common failures:" over what to inspect for).
        case _ where markVerdict != nil && HeadingText.techniqueLabels.contains(words):
            return markVerdict
        case "" where markVerdict != nil:
            return markVerdict
        default:
            return onlyVerdictWords ? nil : signsLabel(words) ?? mistakesLabel(words) ?? practicesLabel(words)
        }
    }

    /// "✅ = Pass (accessible)", "🟡 = Not tested yet": one to three marks (scalars from
    /// U+2000: pictures, symbols), then "=" and what they mean.
    static func definesAMark(_ text: String) -> Bool {
        guard let lead = text.utf8.first, lead >= 0xE2 else { return false }
        let body = text.trimmingSpaces()
        guard let equals = body.prefix(16).firstIndex(of: "="), case let marks = body[..<equals].trimmingCharacters(in: .whitespaces),
              !marks.isEmpty, marks.count <= 3,
              marks.unicodeScalars.allSatisfy({ $0.value >= 0x2000 || $0 == "\u{FE0F}" || $0 == " " }),
              body[body.index(after: equals)...].contains(where: \.isLetter) else { return false }
        return true
    }

    /// "Good patterns", "Bad practices", "Bad uses": a label over practices to follow, or to avoid, as a
    /// Do or Don't label is. ("**Best practices:**" titles a topic: its lines are read as the
    /// section's own, checks in a checklist.)
    static func practicesLabel(_ words: String) -> CodeExample.Verdict? {
        let parts = words.split(separator: " ")
        guard parts.count == 2, ["patterns", "practices", "habits", "uses", "usage", "approaches"].contains(parts[1]) else { return nil }
        switch parts[0] {
        case "good", "recommended", "preferred", "correct": return .correct
        case "bad", "poor", "wrong", "incorrect": return .incorrect
        default: return nil
        }
    }

    /// "Common issues", "Common animation mistakes", "Pitfalls", "Red flags": a label over
    /// the mistakes a screen must not make.
    static func mistakesLabel(_ words: String) -> CodeExample.Verdict? {
        let parts = words.split(separator: " ")
        guard let first = parts.first, let last = parts.last else { return nil }
        // "Flag:", "Flag in the shared package:", "Watch out for:": what a reviewer is to catch.
        // (Not "Look for:", which may open what a screen must show.)
        if first == "flag", parts.count == 1 || parts.count <= 6 && ["in", "these", "any", "anything"].contains(parts[1]) { return .incorrect }
        guard parts.count <= 4 else { return nil }
        if ["red flags", "pitfalls", "mistakes", "anti-patterns", "antipatterns", "mistakes to avoid", "things to avoid",
            "watch out for", "watch for", "look out for", "beware of", "things to flag", "what to flag"]
            .contains(words) { return .incorrect }
        guard parts.count >= 2, ["common", "typical", "frequent"].contains(first),
              ["issues", "mistakes", "pitfalls", "problems", "anti-patterns", "antipatterns"].contains(last) else { return nil }
        return .incorrect
    }

    /// "Native signals" / "Non-native signals", "Strong hierarchy indicators" / "Weak …",
    /// "Good signs" / "Warning signs": labels over signs of what a screen should show and of
    /// what it must not.
    static func signsLabel(_ words: String) -> CodeExample.Verdict? {
        let parts = words.split(separator: " ")
        guard (2...4).contains(parts.count), let last = parts.last, ["signals", "indicators", "signs"].contains(last) else { return nil }
        let first = parts[0]
        let negative = ["non", "un", "incons", "incoh", "incorr", "insuff", "inadeq", "inacc"].contains { first.hasPrefix($0) }
            || ["weak", "poor", "bad", "negative", "warning", "red", "missing", "broken"].contains(first)
        return negative ? .incorrect : .correct
    }

    /// "Write button text in sentence case, describing its action. For example:": an
    /// instruction whose last sentence only introduces samples; the instruction, without it.
    /// "Some examples of this are:", "Examples of such links include:", "Here are a few
    /// examples:": a short sentence, no instruction, that says the list below holds samples.
    static func namesExamplesBelow(_ text: String) -> Bool {
        let trimmed = text.trimmingSpaces()
        guard trimmed.hasUTF8Suffix(":"), trimmed.utf8.count <= 80 else { return false }
        let words = Slug.words(trimmed)
        guard !isInstruction(trimmed) else { return false }
        // "The package demonstrates concepts like:", "… shows patterns such as:": samples of
        // what the sentence names (not "Avoid patterns like:", an instruction).
        if words.count >= 3, words.last == "like" || words.suffix(2) == ["such", "as"] { return true }
        return words.count <= 10 && words.contains { $0 == "examples" || $0 == "example" }
    }

    /// "There are cases where a message must be announced. For example:": a paragraph whose
    /// last sentence is only "For example:" (or "For instance:"), whatever came before it.
    static func closesOnExampleOpener(_ text: String) -> Bool {
        let trimmed = text.trimmingSpaces()
        guard trimmed.hasUTF8Suffix(":") else { return false }
        for opener in ["For example:", "For instance:", "for example:", "for instance:"] where trimmed.hasSuffix(opener) {
            let before = trimmed.dropLast(opener.count).trimmingSpaces()
            return before.isEmpty || before.hasUTF8Suffix(".") || before.hasUTF8Suffix(",")
        }
        // "… helping people decide. For example, people might use a chart to:": a last sentence
        // that opens on the words and says what the samples below are of (not "For example,
        // check that:", an instruction).
        guard trimmed.containsUTF8("For example, ") || trimmed.containsUTF8("For instance, "), let last = sentences(trimmed).last else { return false }
        for opener in ["For example, ", "For instance, "] where last.hasPrefix(opener) {
            return !isInstruction(String(last.dropFirst(opener.count)))
        }
        // ("For example, a flow in a social app might be “reply to a comment.” Its tasks could
        // include:": a paragraph that is an example from its first word leads into its samples.)
        if trimmed.hasUTF8Prefix("For example, ") || trimmed.hasUTF8Prefix("For instance, "), trimmed.utf8.count <= 300 {
            return !isInstruction(last)
        }
        return false
    }

    static func instructionBeforeExamples(_ text: String) -> String? {
        let trimmed = text.trimmingSpaces()
        guard trimmed.hasUTF8Suffix(":"), trimmed.utf8.count <= 400 else { return nil }
        for opener in ["For example:", "For instance:", "Examples:", "Example:", "for example:", "for instance:"] where trimmed.hasSuffix(opener) {
            let before = trimmed.dropLast(opener.count).trimmingSpaces()
            guard before.hasUTF8Suffix(".") || before.hasUTF8Suffix(","), case let instruction = String(before.dropLast()),
                  isInstruction(instruction) else { return nil }
            return instruction
        }
        return nil
    }

    /// "✅ DO use haptics for:", "❌ Don't use them for:", "**Don't** animate:": one line that
    /// opens with a Do / Don't mark or a bold Do / Don't word, then an instruction left open
    /// on a colon that each line of `list` completes (short fragments: "Button taps"). The
    /// verdict, and the instruction without its mark or word ("Use haptics for").
    static func verdictLead(_ markdown: String, list: MarkdownBlock) -> (verdict: CodeExample.Verdict, opening: String)? {
        let text = Substring(markdown.trimmingSpaces())
        guard text.utf8.count <= 160, text.hasUTF8Suffix(":"), !text.containsASCII("\n") else { return nil }
        var verdict: CodeExample.Verdict
        var rest: Substring
        if let (markVerdict, afterMark) = StatementText.leadingVerdictMark(text) {
            verdict = markVerdict
            rest = afterMark
            // ("✅ DO use …": the word says what the mark says; "✅ Use …" has the mark alone.)
            if let (wordVerdict, afterWord) = StatementText.leadingDoDontWord(rest) {
                guard wordVerdict == markVerdict else { return nil }
                rest = afterWord
            }
        } else if let (wordVerdict, afterWord) = StatementText.boldDoDontWord(text) {
            verdict = wordVerdict
            rest = afterWord
        } else if let afterWord = Self.afterForbiddingWord(text) {
            // "NEVER use semantic colours for:", "Don't animate:": a ban the lines complete.
            verdict = .incorrect
            rest = afterWord
        } else {
            return nil
        }
        let opening = MarkdownInline.plain(String(rest.dropLast())).trimmingSpaces()
        guard let first = opening.first, first.isLetter, Slug.wordCount(opening) >= 2,
              Self.completedByFragments(opening + ":", list) else { return nil }
        return (verdict, first.uppercased() + opening.dropFirst())
    }

    /// "Never use …", "NEVER use …", "Don't animate …", "Do not …": the words after a plain
    /// word that forbids, where a verb in lower case follows it.
    static func afterForbiddingWord(_ text: Substring) -> Substring? {
        for word in ["never ", "don't ", "don\u{2019}t ", "dont ", "do not "] where text.utf8.count > word.utf8.count {
            let head = text.prefix(word.count)
            guard head.lowercased() == word else { continue }
            let rest = text.dropFirst(word.count).drop { $0 == " " }
            guard let first = rest.first, first.isLowercase, first.isLetter else { return nil }
            return rest
        }
        return nil
    }

    /// A paragraph whose first line opens with ✅ / ❌ (each such line is one statement).
    static func isVerdictParagraph(_ markdown: String) -> Bool {
        opensWithVerdict(Substring(markdown.trimmingSpaces()))
    }

    /// "Level 1", "Level AA", "AA", "Critical", "High priority": a level or a grade, nothing else.
    static func namesGradeAlone(_ title: String) -> Bool {
        let words = Slug.words(title)
        guard !words.isEmpty, words.count <= 3 else { return false }
        if words.count == 2, words[0] == "level", words[1].allSatisfy(\.isNumber) { return true }
        return Severity.parseLevel(title) != nil || HeadingText.namedSeverity(Substring(title)) != nil
    }

    /// "✅ Use text styles", "**DON'T:** Fire requests from a view's body": a line that opens
    /// with a Do / Don't mark or label.
    static func opensWithVerdict(_ line: Substring) -> Bool {
        StatementText.leadingVerdictMark(line) != nil || StatementText.leadingDoDontLabel(line, boldWord: false) != nil
    }

    /// "Correct", "Good — semantic colours", "Incorrect (fixed sizes)": words that label
    /// code, as opposed to a requirement written beside a mark.
    static func isExampleLabel(_ caption: String) -> Bool {
        let words = Slug.words(caption)
        guard let first = words.first else { return true }
        return ["correct", "incorrect", "good", "bad", "wrong", "right", "example", "do", "dont", "don", "avoid", "yes", "no"].contains(first)
            && words.count <= 8
    }
}

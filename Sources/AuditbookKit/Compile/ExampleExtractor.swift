/// Finds the correct and incorrect code examples among a section's blocks: code after a
/// "Correct:" / "Incorrect:" / ✅ / ❌ label (a paragraph, or a heading folded into a rule), and code whose own comments carry the marks
/// (`// ✅ Good: …`, `// ❌ …`).
enum ExampleExtractor {
    struct Result {
        var examples: [CodeExample]
        /// Indices (in the input) of the blocks consumed as labels or examples.
        var consumed: Set<Int>
    }

    static func extract(_ blocks: [MarkdownBlock]) -> Result {
        var examples: [CodeExample] = []
        var consumed: Set<Int> = []
        var pending: (verdict: CodeExample.Verdict, caption: String, index: Int)?
        for (index, block) in blocks.enumerated() {
            switch block.kind {
            case .paragraph, .heading:
                // "Good: Please sign in." ⏎ "Bad: You must be registered to proceed.": sample
                // wording, each line with its verdict.
                if block.kind == .paragraph, let samples = textExamples(block.text) {
                    examples.append(contentsOf: samples)
                    consumed.insert(index)
                    pending = nil
                    continue
                }
                // (A heading is a label where a rule's sub-sections are its examples.)
                if let label = label(block.plainText) {
                    pending = (label.verdict, label.caption, index)
                } else {
                    pending = nil
                }
            case .list:
                // "- ❌ Poor: "OK"" ⏎ "- ✅ Good: "Save draft"": the same pair, as list lines.
                if let samples = textExamples(inList: block) {
                    examples.append(contentsOf: samples)
                    consumed.insert(index)
                }
                pending = nil
            case .code(let language):
                // Code whose own comments mark both verdicts is read by them, whatever a short
                // sentence above it opens with ("Prefer the right trait.").
                if let label = pending, commentLines(in: block.text) >= 2,
                   case let marked = splitMarkedCode(block.text, language: language), Set(marked.map(\.verdict)).count == 2 {
                    examples.append(contentsOf: marked)
                    consumed.insert(label.index)
                    consumed.insert(index)
                } else if let label = pending {
                    examples.append(CodeExample(verdict: label.verdict, language: language, code: trimmed(block.text),
                                                caption: label.caption.isEmpty ? nil : label.caption))
                    consumed.insert(label.index)
                    consumed.insert(index)
                } else {
                    let marked = splitMarkedCode(block.text, language: language)
                    if !marked.isEmpty {
                        examples.append(contentsOf: marked)
                        consumed.insert(index)
                    }
                }
            default:
                pending = nil
            }
        }
        return Result(examples: examples, consumed: consumed)
    }

    /// A paragraph whose every line is a verdict word and a sample of text, both verdicts in
    /// it ("Good: Please sign in." ⏎ "**Bad:** You must be registered …", "Poor example: …"):
    /// the samples. Words that state a rule ("Do:", "Avoid:") are not read here: those lines
    /// are items.
    static func textExamples(_ markdown: String) -> [CodeExample]? {
        // Nearly every paragraph is turned away on its first bytes: a verdict word's first
        // letter (after any emphasis), and a colon soon after it.
        guard markdown.utf8.count <= 600 else { return nil }
        let head = markdown.utf8.prefix(24)
        guard head.contains(UInt8(ascii: ":")), let letter = head.first(where: { $0.isASCIILetter }),
              "gbpcrwGBPCRW".utf8.contains(letter), markdown.utf8.contains(UInt8(ascii: "\n")) else { return nil }
        var examples: [CodeExample] = []
        for line in markdown.split(separator: "\n") {
            let plain = MarkdownInline.plain(String(line)).trimmingSpaces()
            guard let colon = plain.firstIndex(of: ":") else { return nil }
            let words = Slug.words(String(plain[..<colon]))
            let sample = plain[plain.index(after: colon)...].trimmingSpaces()
            // (A long one describes a mistake or its fix rather than showing wording.)
            guard !sample.isEmpty, sample.utf8.count <= 160, let first = words.first, words.count <= 2, words.count == 1 || words[1] == "example",
                  let verdict = textVerdicts[first] else { return nil }
            examples.append(CodeExample(verdict: verdict, language: "text", code: String(sample), caption: nil))
        }
        // Both verdicts side by side: a pair of samples, not a description of a mistake.
        return Set(examples.map(\.verdict)).count == 2 ? examples : nil
    }

    /// Code a label shows beside a requirement ("**Implementation:**" over it, or "bad
    /// practice:" with its verdict): read by its own comments where they mark verdicts, else one
    /// example of the label's verdict (correct where it gives none), the label its caption.
    static func labelledExamples(_ code: String, language: String?, caption: String, verdict: CodeExample.Verdict = .correct) -> [CodeExample] {
        let marked = splitMarkedCode(code, language: language)
        return marked.isEmpty ? [CodeExample(verdict: verdict, language: language, code: trimmed(code), caption: caption)] : marked
    }

    /// A paragraph that opens with a statement and closes on lines of samples with their
    /// verdicts ("Every element needs a description." ⏎ "❌ Poor: "Button"" ⏎ "✅ Good: "Add
    /// to cart""): the statement's lines, and the samples.
    static func trailingTextExamples(_ markdown: String) -> (head: String, examples: [CodeExample])? {
        guard markdown.utf8.count <= 900, markdown.utf8.contains(UInt8(ascii: "\n")) else { return nil }
        let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.count >= 3 else { return nil }
        for start in 1...(lines.count - 2) {
            if let examples = textExamples(lines[start...].joined(separator: "\n")) {
                return (lines[..<start].joined(separator: "\n"), examples)
            }
        }
        return nil
    }

    /// A list of two to six one-line entries read as `textExamples` once a leading ✅ / ❌
    /// mark is set aside ("- ❌ Poor: "OK"", "- ✅ Good: "Save draft""), the mark agreeing with
    /// the word where there is one.
    static func textExamples(inList list: MarkdownBlock) -> [CodeExample]? {
        guard case .list = list.kind, (2...6).contains(list.children.count) else { return nil }
        // (Turned away on the first line's bytes: a colon among its first few.)
        guard let first = list.children.first?.leadParagraph?.text, first.utf8.prefix(32).contains(UInt8(ascii: ":")) else { return nil }
        var lines: [String] = []
        var marks: [CodeExample.Verdict?] = []
        for entry in list.children {
            guard entry.children.count == 1, let lead = entry.leadParagraph, !lead.text.containsASCII("\n") else { return nil }
            let text = lead.text.trimmingSpaces()
            if let (verdict, rest) = StatementText.leadingVerdictMark(Substring(text)) {
                lines.append(String(rest))
                marks.append(verdict)
            } else {
                lines.append(text)
                marks.append(nil)
            }
        }
        guard let examples = textExamples(lines.joined(separator: "\n")), examples.count == marks.count,
              zip(examples, marks).allSatisfy({ $1 == nil || $0.verdict == $1 }) else { return nil }
        return examples
    }

    private static let textVerdicts: [String: CodeExample.Verdict] = [
        "good": .correct, "better": .correct, "best": .correct, "correct": .correct, "right": .correct,
        "bad": .incorrect, "poor": .incorrect, "worse": .incorrect, "incorrect": .incorrect, "wrong": .incorrect,
    ]

    /// Reads a label paragraph such as "✅ **Correct — use semantic colors:**" or "Incorrect:".
    static func label(_ text: String) -> (verdict: CodeExample.Verdict, caption: String)? {
        if let verdict = fixLabelVerdict(text) { return (verdict, text.trimmingSpaces().trimmingColons().trimmingSpaces()) }
        if let closing = closingLabel(text) { return closing }
        if let verdict = outcomeLabelVerdict(text) { return (verdict, text.trimmingSpaces().trimmingColons().trimmingSpaces()) }
        // Most paragraphs are not labels: when the first non-space byte is ASCII, the byte
        // reading can say so without trimming a copy first (spaces are not letters to it).
        if let first = text.utf8.first(where: { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") }), first < 0x80,
           asciiVerdict(startOf: text) == .verdict(nil) {
            return nil
        }
        let trimmedText = text.trimmingSpaces()
        guard !trimmedText.isEmpty, let verdict = verdict(startOf: trimmedText) else { return nil }
        // A label introduces code: it is short or ends with a colon. (Counting characters
        // costs a pass over the text; at most 60 bytes is at most 60 characters.)
        let bytes = trimmedText.utf8.count
        guard bytes <= 60 || trimmedText.count <= 240 else { return nil }
        guard trimmedText.hasUTF8Suffix(":") || bytes <= 60 || trimmedText.count <= 60 else { return nil }
        return (verdict, trimmedText.trimmingColons().trimmingSpaces())
    }

    /// "Valid" / "Invalid", "Succeed" / "Fail", "Passing examples", "Non-triggering
    /// examples", "Examples of **incorrect** code for this rule:": a rule's samples labelled
    /// by whether they meet it (how a linter's rule pages label theirs). The outcome words
    /// are labels only alone (with at most "example", "code" or "case" after them): opening
    /// a sentence they say something else ("Valid values are …", "Pass the value on").
    static func outcomeLabelVerdict(_ text: String) -> CodeExample.Verdict? {
        let bytes = text.utf8.count
        guard bytes <= 200, bytes <= 40 || text.utf8.last == UInt8(ascii: ":") else { return nil }
        // (Nearly every short text opens with another word: told on its first word's bytes,
        // before the text is made plain and cut into words.)
        let opensWithOutcome = text.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
            guard let start = bytes.firstIndex(where: \.isASCIILetter) else { return false }
            let end = bytes[start...].firstIndex { !$0.isASCIILetter } ?? bytes.endIndex
            return outcomeFirstWords.contains { word in
                word.count == end - start && zip(word, bytes[start..<end]).allSatisfy { $0 == $1 | 0x20 }
            }
        }
        guard opensWithOutcome != false else { return nil }
        var words = Slug.words(MarkdownInline.plain(text))
        if words.count >= 4, words[0] == "examples" || words[0] == "example", words[1] == "of" {
            return outcomeVerdicts[words[2]] ?? textVerdicts[words[2]]
        }
        while let last = words.last, words.count >= 2, sampleNouns.contains(last) { words.removeLast() }
        switch words.count {
        case 1: return outcomeVerdicts[words[0]]
        case 2 where words[0] == "non": return outcomeVerdicts["non" + words[1]]
        default: return nil
        }
    }

    private static let outcomeVerdicts: [String: CodeExample.Verdict] = [
        "valid": .correct, "succeed": .correct, "succeeds": .correct, "pass": .correct, "passes": .correct, "passing": .correct,
        "compliant": .correct, "nontriggering": .correct,
        "invalid": .incorrect, "fail": .incorrect, "fails": .incorrect, "failing": .incorrect, "noncompliant": .incorrect,
        "triggering": .incorrect,
    ]

    /// The first words of outcome labels, lower-case bytes.
    private static let outcomeFirstWords: [[UInt8]] = (Array(outcomeVerdicts.keys) + ["non", "example", "examples"]).map { Array($0.utf8) }

    private static let sampleNouns: Set<String> = ["example", "examples", "code", "case", "cases", "usage", "snippet", "snippets"]

    /// "…try to exit early. So, instead of this:" over the code to avoid, "use this:" over the
    /// code to write: a paragraph whose last words, before its colon, point at the code below
    /// as the one to leave or the one to take. The caption is those words.
    static func closingLabel(_ text: String) -> (verdict: CodeExample.Verdict, caption: String)? {
        guard text.utf8.last == UInt8(ascii: ":"), text.utf8.count <= 400 else { return nil }
        let words = Slug.words(MarkdownInline.plain(text))
        for (phrase, verdict) in closingPhrases where words.count >= phrase.count && Array(words.suffix(phrase.count)) == phrase {
            // (The phrase is the whole clause: after a sentence's end, a comma or nothing.)
            let clause = text.dropLast().split(whereSeparator: { ".,;".contains($0) }).last.map { Slug.words(String($0)) } ?? []
            guard clause.count <= phrase.count + 1 else { continue }
            return (verdict, phrase.joined(separator: " "))
        }
        return nil
    }

    private static let closingPhrases: [([String], CodeExample.Verdict)] = [
        (["instead", "of", "this"], .incorrect), (["rather", "than", "this"], .incorrect), (["not", "this"], .incorrect),
        (["use", "this"], .correct), (["do", "this"], .correct), (["write", "this"], .correct), (["prefer", "this"], .correct),
    ]

    /// "What to flag:" over the code to find and "Fix:" over its repair, "Before:" /
    /// "After (fixed):", "Problem:" / "Solution:": labels that give code a verdict only as a
    /// label (alone, or with a caption in brackets or after a dash), not as the opening of a
    /// sentence ("After making fixes:"). Most texts are turned away on their length.
    static func fixLabelVerdict(_ text: String) -> CodeExample.Verdict? {
        guard text.utf8.count <= 48 else { return nil }
        // Nearly every short text opens with none of the labels: told on its bytes first.
        var copy = text
        let opensWithLabel = copy.withUTF8 { bytes in
            guard let start = bytes.firstIndex(where: { $0.isASCIILetter || $0 >= 0x80 }) else { return false }
            return bytes[start] >= 0x80 || fixLabelBytes.contains { bytes.hasBytes($0, at: start, ignoringASCIICase: true) }
        }
        guard opensWithLabel else { return nil }
        var head = Substring(MarkdownInline.plain(text).trimmingSpaces().lowercased())
        while head.hasUTF8Suffix(":") || head.hasUTF8Suffix(" ") { head.removeLast() }
        for (phrase, verdict) in fixLabels where head.hasPrefix(phrase) {
            let rest = head.dropFirst(phrase.count)
            if rest.isEmpty || [" (", " —", " –", " - ", " ["].contains(where: { rest.hasPrefix($0) }) { return verdict }
        }
        return nil
    }

    private static let fixLabelBytes = fixLabels.map { Array($0.0.utf8) }

    private static let fixLabels: [(String, CodeExample.Verdict)] = [
        ("what to flag", .incorrect), ("flag", .incorrect), ("before", .incorrect), ("problem", .incorrect),
        ("problematic", .incorrect), ("failure example", .incorrect), ("failing example", .incorrect), ("fail example", .incorrect),
        ("pass example", .correct),
        ("fix", .correct), ("fixed", .correct), ("the fix", .correct), ("solution", .correct), ("after", .correct),
        ("better", .correct), ("instead", .correct), ("use instead", .correct), ("passing example", .correct),
    ]

    private static let correctWords = ["correct", "good", "right", "do", "prefer", "preferred", "recommended", "yes", "modern"]
    private static let incorrectWords = ["incorrect", "wrong", "bad", "don't", "don’t", "dont", "do not", "avoid", "never", "no", "not recommended", "not preferred",
                                         "deprecated", "old", "legacy"]

    /// The verdict a text opens with, if it opens with a mark or a label word.
    static func verdict(startOf text: String) -> CodeExample.Verdict? {
        if let first = text.utf8.first, first >= 0x80 {
            // (No mark has a canonical decomposition: a text opens with one only where its
            // bytes do, told before the Character comparison.)
            for mark in correctMarks where text.utf8.starts(with: mark.utf8) && text.hasPrefix(mark) { return .correct }
            for mark in incorrectMarks where text.utf8.starts(with: mark.utf8) && text.hasPrefix(mark) { return .incorrect }
        }
        if case .verdict(let verdict) = asciiVerdict(startOf: text) { return verdict }
        return characterVerdict(startOf: text)
    }

    private static let correctMarks = ["✅", "✔", "👍", "🟢"]
    private static let incorrectMarks = ["❌", "✗", "✘", "🚫", "⛔", "👎", "🔴"]

    /// The label word a text opens with, read Character by Character.
    static func characterVerdict(startOf text: String) -> CodeExample.Verdict? {
        let letters = text.drop { !$0.isLetter }
        // Every label word opens with an ASCII letter, and no letter outside ASCII lower-cases
        // to one of theirs: a text whose first letter is outside ASCII ("注意", "Ä") opens
        // with none.
        guard let first = letters.unicodeScalars.first, first.isASCII else { return eastAsianVerdict(startOf: letters) }
        // The longest label word is 15 characters and the one after it must be checked:
        // lower-casing the first 20 letters is enough.
        let words = Substring(letters.prefix(20).lowercased())
        for word in incorrectWords where words.hasPrefix(word) {
            if isWordEnd(words.dropFirst(word.count)) { return .incorrect }
        }
        for word in correctWords where words.hasPrefix(word) {
            if isWordEnd(words.dropFirst(word.count)) { return .correct }
        }
        return nil
    }

    /// Label words in Chinese, Japanese and Korean, the ones to avoid first ("不推荐" before
    /// "推荐", "非推奨" before "推奨"). These scripts put no space after a word, so each is read
    /// as a prefix.
    private static let eastAsianIncorrect = [
        "错误示例", "错误写法", "错误做法", "错误用法", "错误的", "反例", "不推荐", "不正确", "避免", "不要",
        "悪い例", "誤った例", "間違った例", "間違い例", "非推奨", "잘못된 예", "나쁜 예",
    ]
    private static let eastAsianCorrect = [
        "正确示例", "正确写法", "正确做法", "正确用法", "正确的", "正例", "推荐", "良い例", "正しい例", "推奨", "올바른 예", "좋은 예",
    ]
    /// "错误" and "正确" (wrong, right) also mean "error" and "correctly": labels only alone.
    private static let eastAsianBareLabels: [String: CodeExample.Verdict] = [
        "错误": .incorrect, "正确": .correct, "誤り": .incorrect, "正しい": .correct, "잘못됨": .incorrect, "올바름": .correct,
    ]

    /// The verdict a text in Chinese, Japanese or Korean opens with, if any.
    static func eastAsianVerdict(startOf text: Substring) -> CodeExample.Verdict? {
        guard text.opensWithEastAsianText else { return nil }
        if eastAsianIncorrect.contains(where: { text.hasPrefix($0) }) { return .incorrect }
        if eastAsianCorrect.contains(where: { text.hasPrefix($0) }) { return .correct }
        let bare = text.prefix { $0.isLetter }
        guard let verdict = eastAsianBareLabels[String(bare)], text.dropFirst(bare.count).allSatisfy({ !$0.isLetter && !$0.isNumber }) else { return nil }
        return verdict
    }

    enum Reading: Equatable {
        case verdict(CodeExample.Verdict?)
        case needsCharacters
    }

    private static let correctBytes = correctWords.map { Array($0.utf8) }
    private static let incorrectBytes = incorrectWords.map { Array($0.utf8) }

    /// `verdict(startOf:)` read on the bytes, which decides nearly every text: it needs the
    /// Character path only where a non-ASCII scalar comes before the first letter or right
    /// after a label word (it might be a letter, or a mark combining with the word's end).
    static func asciiVerdict(startOf text: String) -> Reading {
        func isLetter(_ byte: UInt8) -> Bool { (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) }
        var text = text
        return text.withUTF8 { bytes in
            var start = 0
            while start < bytes.count, !isLetter(bytes[start]) {
                if bytes[start] >= 0x80 { return .needsCharacters }
                start += 1
            }
            func matches(_ word: [UInt8]) -> Reading? {
                guard bytes.hasBytes(word, at: start, ignoringASCIICase: true) else { return nil }
                let end = start + word.count
                if end == bytes.count { return .verdict(nil) }
                if bytes[end] >= 0x80 { return .needsCharacters }
                return isLetter(bytes[end]) ? nil : .verdict(nil)
            }
            for (words, verdict) in [(incorrectBytes, CodeExample.Verdict.incorrect), (correctBytes, .correct)] {
                for word in words {
                    switch matches(word) {
                    case .verdict?: return .verdict(verdict)
                    case .needsCharacters?: return .needsCharacters
                    case nil: continue
                    }
                }
            }
            return .verdict(nil)
        }
    }

    private static func isWordEnd(_ rest: Substring) -> Bool {
        guard let next = rest.first else { return true }
        return !next.isLetter
    }

    /// Splits code at comment lines that carry a verdict; nil verdict segments are dropped.
    static func splitMarkedCode(_ code: String, language: String?) -> [CodeExample] {
        let lines = code.lineSlices()
        var segments: [(CodeExample.Verdict, String, [Substring])] = []
        var sawMarker = false
        for line in lines {
            // (Most lines open with no comment, told on their first bytes: only a comment line
            // is trimmed and read.)
            guard mayOpenComment(line) else {
                if !segments.isEmpty { segments[segments.count - 1].2.append(line) }
                continue
            }
            let stripped = line.trimmingSpaces()
            if let body = commentBody(stripped), let verdict = markerVerdict(body) {
                sawMarker = true
                segments.append((verdict, captionOf(body), [line]))
            } else if !segments.isEmpty {
                segments[segments.count - 1].2.append(line)
            }
        }
        if !sawMarker, let paired = splitPairedComments(lines, language: language) { return paired }
        guard sawMarker else {
            // Marks only at line ends (`x = .white // ❌`): one verdict for the whole block.
            let marks = lines.compactMap { line -> CodeExample.Verdict? in
                guard let range = line.firstUTF8Range(of: "//") else { return nil }
                let comment = line[range.upperBound...].trimmingSpaces()
                if comment.hasUTF8Prefix("✅") { return .correct }
                if comment.hasUTF8Prefix("❌") { return .incorrect }
                return nil
            }
            if let first = marks.first, marks.allSatisfy({ $0 == first }) {
                return [CodeExample(verdict: first, language: language, code: trimmed(code))]
            }
            return []
        }
        // (A word marker with no code under it, "// DON'T use it for plain buttons" at the
        // block's end, is a remark: no example. After a mark, "// ❌ .padding(20)", the
        // comment may be the code.)
        return segments.filter { _, _, lines in
            lines.dropFirst().contains { !$0.allSatisfy(\.isWhitespace) }
                || commentBody(lines[0].trimmingSpaces())?.unicodeScalars.first?.isASCII == false
        }.map { verdict, caption, lines in
            CodeExample(verdict: verdict, language: language, code: trimmed(lines.joined(separator: "\n")),
                        caption: caption.isEmpty ? nil : caption)
        }
    }

    /// Code that opens with a comment such as "// Avoid" or "// Prefer link when the action
    /// navigates", and holds another of the other verdict: each comment opens an example.
    /// Such words carry no colon, so one alone is an ordinary comment ("// Avoid a retain
    /// cycle"); the block must open with one and hold both verdicts. "Do", "No", "Yes" and
    /// "Old" open too many ordinary comments to be read so.
    private static func splitPairedComments(_ lines: [Substring], language: String?) -> [CodeExample]? {
        guard let first = lines.first(where: { !$0.trimmingSpaces().isEmpty }),
              let body = commentBody(first.trimmingSpaces()), pairedVerdict(body) != nil else { return nil }
        var segments: [(CodeExample.Verdict, String, [Substring])] = []
        for line in lines {
            if mayOpenComment(line), let body = commentBody(line.trimmingSpaces()), let verdict = pairedVerdict(body) {
                segments.append((verdict, body, [line]))
            } else if !segments.isEmpty {
                segments[segments.count - 1].2.append(line)
            }
        }
        guard segments.contains(where: { $0.0 == .correct }), segments.contains(where: { $0.0 == .incorrect }) else { return nil }
        return segments.map { verdict, caption, lines in
            CodeExample(verdict: verdict, language: language, code: trimmed(lines.joined(separator: "\n")), caption: caption)
        }
    }

    /// The verdict of a comment opened by a label word, but not by one of the words that
    /// open ordinary comments as often.
    private static func pairedVerdict(_ body: String) -> CodeExample.Verdict? {
        guard let verdict = verdict(startOf: body) else { return nil }
        let word = body.prefix { $0.isLetter }.lowercased()
        return ["do", "no", "yes", "old"].contains(word) ? nil : verdict
    }

    /// How many lines (two at most are counted) open with a comment (`//`, `#`, `--`, `/*`,
    /// `<!--` after any indent): told on the bytes, before the code is split into lines.
    static func commentLines(in code: String) -> Int {
        var code = code
        return code.withUTF8 { bytes in
            var count = 0
            var index = 0
            while index < bytes.count {
                while index < bytes.count, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") { index += 1 }
                if index + 1 < bytes.count {
                    let pair = (bytes[index], bytes[index + 1])
                    if pair == (UInt8(ascii: "/"), UInt8(ascii: "/")) || pair == (UInt8(ascii: "/"), UInt8(ascii: "*"))
                        || pair == (UInt8(ascii: "#"), UInt8(ascii: " ")) || pair == (UInt8(ascii: "-"), UInt8(ascii: "-"))
                        || pair == (UInt8(ascii: "<"), UInt8(ascii: "!")) {
                        count += 1
                        if count == 2 { return count }
                    }
                }
                while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
                index += 1
            }
            return count
        }
    }

    /// The verdict a comment line marks its code with: a mark or a label word
    /// (`isMarker`), or a verdict in capitals, "// VULNERABLE — user input in the query" over
    /// "// SAFE — a bound parameter", "// REQUIRED pattern" (in capitals only: "// Safe to
    /// call twice", "// Required for the preview" are ordinary comments).
    static func markerVerdict(_ body: String) -> CodeExample.Verdict? {
        if let verdict = verdict(startOf: body), isMarker(body) { return verdict }
        guard let first = body.utf8.first, first >= UInt8(ascii: "I"), first <= UInt8(ascii: "V") else { return nil }
        for (word, verdict) in capitalMarkers where body.hasPrefix(word) && isWordEnd(body.dropFirst(word.count)) { return verdict }
        return nil
    }

    private static let capitalMarkers: [(String, CodeExample.Verdict)] = [
        ("VULNERABLE", .incorrect), ("INSECURE", .incorrect), ("UNSAFE", .incorrect), ("SAFE", .correct), ("SECURE", .correct),
        ("REQUIRED", .correct),
    ]

    /// A marker comment opens with a mark, with a label word and a colon ("// Good: …"), or
    /// with a label word in capitals ("// RIGHT", "// NOT RECOMMENDED. However, …").
    private static func isMarker(_ body: String) -> Bool {
        if let first = body.unicodeScalars.first, !first.isASCII { return true }
        let head = body.prefix(24).lowercased()
        if head.containsASCII(":") || head.hasUTF8Prefix("correct") || head.hasUTF8Prefix("incorrect")
            || head.hasUTF8Prefix("wrong") || head.hasUTF8Prefix("bad") || head.hasUTF8Prefix("good") { return true }
        return (correctWords + incorrectWords).contains { word in
            word.count > 2 && body.hasPrefix(word.uppercased()) && isWordEnd(body.dropFirst(word.count))
        }
    }

    /// Whether a line may open with a comment once its spaces are trimmed (`commentBody`):
    /// false where its first byte after spaces and tabs is ASCII and opens none of the
    /// comment marks, or where it holds nothing else. (A byte outside ASCII may be a space
    /// `trimmingSpaces` takes away: such a line is left to the full reading.)
    static func mayOpenComment(_ line: Substring) -> Bool {
        for byte in line.utf8 where byte != UInt8(ascii: " ") && byte != UInt8(ascii: "\t") {
            return byte >= 0x80 || byte == UInt8(ascii: "/") || byte == UInt8(ascii: "#") || byte == UInt8(ascii: "-")
                || byte == UInt8(ascii: "<")
        }
        return false
    }

    private static func captionOf(_ body: String) -> String {
        var text = Substring(body)
        while let first = text.unicodeScalars.first, !first.isASCII || first == " " { text = text.dropFirst() }
        return String(text)
    }

    private static func commentBody(_ line: String) -> String? {
        for prefix in ["//", "# ", "-- ", "/*", "<!--"] where line.hasPrefix(prefix) {
            var body = line.dropFirst(prefix.count).trimmingSpaces()
            if body.hasUTF8Suffix("*/") { body = String(body.dropLast(2)).trimmingSpaces() }
            if body.hasUTF8Suffix("-->") { body = String(body.dropLast(3)).trimmingSpaces() }
            return body
        }
        return nil
    }

    /// The code without blank lines' newlines at either end ("\n" is always a Character of
    /// its own, so trimming the bytes is trimming Characters).
    static func trimmed(_ code: String) -> String {
        let bytes = code.utf8
        guard bytes.first == UInt8(ascii: "\n") || bytes.last == UInt8(ascii: "\n") else { return code }
        guard let first = bytes.firstIndex(where: { $0 != UInt8(ascii: "\n") }),
              let last = bytes.lastIndex(where: { $0 != UInt8(ascii: "\n") }) else { return "" }
        return String(code[first...last])
    }
}

import Foundation

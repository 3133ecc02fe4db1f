/// The marks a line opens with: a verdict mark or Do / Don't label, a status or state word,
/// a tag or badge.
extension StatementText {
    static func leadingVerdictMark(_ text: Substring) -> (CodeExample.Verdict, Substring)? {
        // Every mark is a non-ASCII scalar.
        guard let first = text.utf8.first, first >= 0x80 else { return nil }
        for mark in correctMarks where text.hasPrefix(mark) { return (.correct, dropMark(text.dropFirst(mark.count))) }
        for mark in incorrectMarks where text.hasPrefix(mark) { return (.incorrect, dropMark(text.dropFirst(mark.count))) }
        return nil
    }

    /// "🔴 Critical: every control has a spoken label", "⚠️ **Major** — …": a picture, then a
    /// word that only grades (`gradeOnlyWords`: no "Required" or "Recommended", which a Do
    /// may be labelled with), then a colon or a dash, then the requirement. The word is the
    /// line's severity, as "[Critical]" would be; a red circle or cross before it is no Don't.
    static func leadingGrade(_ text: Substring, words: SeverityWords) -> (Severity, String, Substring)? {
        // (Every statement is read here: nearly every line is turned away on its first byte.)
        guard let lead = text.utf8.first else { return nil }
        var body: Substring
        if lead >= 0xE2 {
            guard let first = text.first,
                  first.unicodeScalars.allSatisfy({ $0.properties.isEmoji && $0.value >= 0x80 || $0 == "\u{FE0F}" || $0 == "\u{200D}" })
            else { return nil }
            body = text.dropFirst().drop { $0 == " " }
        } else {
            // ("Minor: the title fits on one line" beside "⚠️ Major: …": the word alone, capitalised, then a colon.)
            guard lead >= UInt8(ascii: "A"), lead <= UInt8(ascii: "Z") else { return nil }
            body = text
        }
        let plain = body.startIndex == text.startIndex
        let bold = body.hasUTF8Prefix("**")
        if bold { body = body.dropFirst(2) }
        // (On bytes, and the separator looked for before the word is: most lines open with a
        // capital, and every grade word is ASCII, eleven letters at most.)
        var end = body.utf8.startIndex
        var length = 0
        while end != body.utf8.endIndex, length <= 11, case let byte = body.utf8[end], byte.isASCIILetter || byte.isASCIIDigit {
            body.utf8.formIndex(after: &end)
            length += 1
        }
        guard (2...11).contains(length) else { return nil }
        let word = body[..<end]
        var after = body[end...]
        if plain, after.utf8.first != UInt8(ascii: ":") { return nil }
        var colonInBold = false
        if bold {
            if after.hasUTF8Prefix(":**") {
                after = after.dropFirst(3)
                colonInBold = true
            } else if after.hasUTF8Prefix("**") {
                after = after.dropFirst(2)
            } else {
                return nil
            }
        }
        let separator = colonInBold ? "" : [":", " — ", " – ", " - "].first { after.hasPrefix($0) }
        guard let separator, !plain || separator == ":",
              gradeOnlyWords.contains(word.lowercased()), let severity = words.parse(String(word)) else { return nil }
        let rest = after.dropFirst(separator.count).drop { $0 == " " }
        guard !rest.isEmpty, !plain || rest.split(separator: " ").count >= 3 else { return nil }
        return (severity, String(word), rest)
    }

    /// Severity words that say nothing but a grade.
    private static let gradeOnlyWords: Set<String> = [
        "critical", "blocker", "blocking", "showstopper", "high", "major", "serious", "severe", "medium", "moderate",
        "low", "minor", "trivial", "cosmetic", "p0", "p1", "p2", "p3", "p4",
    ]

    /// "✅ Automated: …", "⚠️ Manual review — …": an emoji, then one to three capitalised
    /// words, then a colon or a dash, then the requirement (three words or more). The words
    /// are a status the document tracks (a tag), not part of the title; a verdict word
    /// ("✅ Do: …") is left to the Do / Don't reading.
    static func leadingStatus(_ text: Substring) -> (status: String, rest: Substring)? {
        guard let first = text.unicodeScalars.first, first.value >= 0x2000, first.properties.isEmoji else { return nil }
        // (ASCII "*", "#" and the digits are emoji too, as keycap bases: "🤖 **Automated:**"
        // keeps its bold marks, and so is no status written plainly.)
        let body = text.drop { $0 == " " || $0.unicodeScalars.allSatisfy { $0.value >= 0x80 && ($0.properties.isEmoji || $0.properties.isEmojiPresentation)
            || $0 == "\u{FE0F}" || $0 == "\u{200D}" } }
        guard body.first?.isUppercase == true else { return nil }
        var words: [Substring] = []
        var cursor = body.startIndex
        while words.count < 3, cursor < body.endIndex {
            let end = body[cursor...].firstIndex { !($0.isLetter || $0 == "/" || $0 == "-") } ?? body.endIndex
            guard end > cursor else { return nil }
            words.append(body[cursor..<end])
            let after = body[end...]
            for separator in [":", " — ", " – ", " - ", " | "] where after.hasPrefix(separator) {
                let rest = after.dropFirst(separator.count).drop { $0 == " " }
                let status = words.joined(separator: " ")
                guard rest.split(separator: " ").count >= 3, ExampleExtractor.verdict(startOf: status) == nil else { return nil }
                // After a Do / Don't mark, words that name a state ("✅ Automated:", "❌ Failed:");
                // others label what the line is about ("✅ Text: 4.5:1 at least").
                if leadingVerdictMark(text) != nil, !isStateWord(words[words.count - 1]) { return nil }
                return (status, rest)
            }
            guard after.first == " " else { return nil }
            cursor = after.index(after: after.startIndex)
        }
        return nil
    }

    /// A word that names the state of a check rather than its subject: a past participle
    /// ("Automated", "Verified", "Failed") or one of the usual status words.
    static func isStateWord(_ word: Substring) -> Bool {
        let lower = word.lowercased()
        return lower.hasUTF8Suffix("ed") || stateWords.contains(lower)
    }

    private static let stateWords: Set<String> = [
        "manual", "review", "todo", "pending", "done", "partial", "pass", "fail", "automatic", "auto", "wip", "blocked", "open", "ok",
    ]

    /// "✅ Do: Use …" → "Use …": after a mark, a label word that says the same verdict
    /// ("Do:", "Don't:", "Avoid:") is not part of the title.
    static func dropVerdictLabel(_ text: Substring, agreeingWith verdict: CodeExample.Verdict) -> Substring {
        guard let colon = text.prefix(16).firstIndex(of: ":") else { return text }
        let label = text[..<colon]
        let rest = text[text.index(after: colon)...].drop { $0 == " " }
        // Words alone: a colon in code ("Never `outline: none` …") ends no label.
        guard label.split(separator: " ").count <= 2, !rest.isEmpty, label.allSatisfy({ $0.isLetter || $0 == " " || $0 == "'" || $0 == "’" }),
              ExampleExtractor.verdict(startOf: String(label)) == verdict else { return text }
        return rest
    }

    /// "Do: …", "DON'T: …", "**Don't:** …": a Do / Don't word and a colon opening a line
    /// that goes on to say what (two words at least); the verdict and the rest. Also a bold
    /// Do / Don't word that is the first word of the sentence, "**Do** label buttons with a
    /// verb.", "**Don't** use …": the rest, capitalised.
    /// `boldWord: false` reads the labels alone (a paragraph's "**Do not** attempt … The
    /// system handles it." is prose that stresses its advice, not a Don't line).
    static func leadingDoDontLabel(_ text: Substring, boldWord: Bool = true) -> (CodeExample.Verdict, Substring)? {
        // (Nearly every line is turned away on its first letters, "Do" in any case.)
        let body = text.utf8.drop { $0 == UInt8(ascii: "*") || $0 == UInt8(ascii: "_") }
        guard body.count >= 3, body.first! | 0x20 == UInt8(ascii: "d"), body.dropFirst().first! | 0x20 == UInt8(ascii: "o") else { return nil }
        guard let colon = text.prefix(16).firstIndex(of: ":") else { return boldWord ? boldDoDontWord(text) : nil }
        let label = text[..<colon].trimmingCharacters(in: .init(charactersIn: "*_ ")).lowercased().replacingOccurrences(of: "’", with: "'")
        let verdict: CodeExample.Verdict
        switch label {
        case "do": verdict = .correct
        case "don't", "dont", "do not": verdict = .incorrect
        default: return nil
        }
        let opened = text.prefix { $0 == "*" || $0 == "_" }
        var rest = text[text.index(after: colon)...]
        if !opened.isEmpty, rest.hasPrefix(opened) { rest = rest.dropFirst(opened.count) }
        rest = rest.drop { $0 == " " }
        // (`**Do:** “Color palette”`: a quoted wording is a sample of the line above.)
        guard rest.split(separator: " ").count >= 2, let opening = rest.first, !"\"“‘'`«".contains(opening) else { return nil }
        return (verdict, rest)
    }

    /// "**Do** label buttons with a verb.", "**Don't** use “OK” …", "**Do** not …": a bold Do
    /// or Don't opening a sentence whose next word is lower case.
    static func boldDoDontWord(_ text: Substring) -> (CodeExample.Verdict, Substring)? {
        let marker: Substring = text.hasUTF8Prefix("**") ? "**" : text.hasUTF8Prefix("__") ? "__" : ""
        guard !marker.isEmpty else { return nil }
        let inner = text.dropFirst(2)
        guard let close = inner.prefix(12).range(of: marker) else { return nil }
        var verdict: CodeExample.Verdict
        switch inner[..<close.lowerBound].lowercased().replacingOccurrences(of: "’", with: "'") {
        case "do": verdict = .correct
        case "don't", "dont", "do not": verdict = .incorrect
        default: return nil
        }
        var rest = inner[close.upperBound...]
        guard rest.first == " " else { return nil }
        rest = rest.drop { $0 == " " }
        if verdict == .correct, rest.hasUTF8Prefix("not ") {
            verdict = .incorrect
            rest = rest.dropFirst(4).drop { $0 == " " }
        }
        guard let first = rest.first, first.isLowercase, rest.split(separator: " ").count >= 2 else { return nil }
        return (verdict, Substring(first.uppercased() + rest.dropFirst()))
    }

    /// "DO use", "Don't use", "DO NOT use": a Do or Don't word in any case opening `text`,
    /// then a lower-case word; the verdict and the text after the word.
    static func leadingDoDontWord(_ text: Substring) -> (CodeExample.Verdict, Substring)? {
        let word = text.prefix { $0.isLetter || $0 == "'" || $0 == "\u{2019}" }
        var verdict: CodeExample.Verdict
        switch word.lowercased().replacingOccurrences(of: "\u{2019}", with: "'") {
        case "do": verdict = .correct
        case "don't", "dont": verdict = .incorrect
        default: return nil
        }
        var rest = text.dropFirst(word.count)
        guard rest.first == " " else { return nil }
        rest = rest.drop { $0 == " " }
        if verdict == .correct, rest.lowercased().hasUTF8Prefix("not ") {
            verdict = .incorrect
            rest = rest.dropFirst(4).drop { $0 == " " }
        }
        guard let first = rest.first, first.isLowercase else { return nil }
        return (verdict, rest)
    }

    private static func dropMark(_ text: Substring) -> Substring {
        text.drop { $0 == " " || $0 == "\u{FE0F}" }
    }

    /// `[CRITICAL]`, `(HIGH)`, `**[MAJOR]**` at the start of the line.
    static func leadingTag(_ text: Substring, words: SeverityWords = .standard) -> (Severity, String, Substring)? {
        var body = text
        var bold = false
        if body.hasUTF8Prefix("**[") || body.hasUTF8Prefix("**(") { body = body.dropFirst(2); bold = true }
        // "【高】…", "［中］…", "[低] …": a Chinese, Japanese or Korean grade in brackets.
        // (Asked of every line: one that opens with no bracket is turned away on its first byte.)
        if let lead = body.utf8.first, lead == UInt8(ascii: "[") || lead == UInt8(ascii: "(") || lead == 0xE3 || lead == 0xEF,
           let open = body.first, let close = HeadingText.brackets.first(where: { $0.open == open })?.close,
           let end = body.firstIndex(of: close), case let word = body[body.index(after: body.startIndex)..<end],
           let severity = Severity.eastAsianGrade(word) {
            return (severity, String(word), body[body.index(after: end)...].drop { $0 == " " || $0 == ":" || $0 == "：" || $0 == "-" })
        }
        guard let open = body.first, open == "[" || open == "(" else { return nil }
        let close: Character = open == "[" ? "]" : ")"
        guard let end = body.firstIndex(of: close) else { return nil }
        let word = body[body.index(after: body.startIndex)..<end]
        guard word.count <= 16, !word.containsASCII(" ") || word.split(separator: " ").count <= 2,
              let severity = words.parse(String(word)), word.first?.isUppercase == true else { return nil }
        // "[Title](url)" is a link, not a tag.
        var rest = body[body.index(after: end)...]
        if rest.hasUTF8Prefix("(") && open == "[" { return nil }
        if bold, rest.hasUTF8Prefix("**") { rest = rest.dropFirst(2) } else if bold {
            // "**[Low] Labels wrap at large sizes**: …": the bold run goes on past the tag, and
            // its words are still the line's bold lead.
            return (severity, String(word), Substring("**" + rest.drop { $0 == " " || $0 == ":" || $0 == "-" }))
        }
        return (severity, String(word), rest.drop { $0 == " " || $0 == ":" || $0 == "-" || $0 == "—" || $0 == "–" })
    }

    /// An image badge whose alternative text is a severity: `![High](…)`.
    static func leadingBadge(_ text: Substring, words: SeverityWords = .standard) -> (Severity, String, Substring)? {
        guard text.hasUTF8Prefix("!["), let close = text.firstUTF8Range(of: "]("),
              let end = text[close.upperBound...].firstIndex(of: ")") else { return nil }
        let alt = text[text.index(text.startIndex, offsetBy: 2)..<close.lowerBound]
        guard let severity = words.parse(String(alt)), alt.split(separator: " ").count <= 2 else { return nil }
        return (severity, String(alt), text[text.index(after: end)...].drop { $0 == " " })
    }

    /// (" : " as French typography sets the colon: "R-12 : Labels".)
    static let separators = [" - ", " — ", " – ", ": ", " : ", " -- "]
}

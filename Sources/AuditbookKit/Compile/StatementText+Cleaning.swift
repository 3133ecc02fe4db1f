/// Clean title text: markup tags, attribute lists, answer blanks, closing ticks and anchor
/// links, series endings and leading icons taken off.
extension StatementText {
    /// "Progressive loading implemented ✅": a tick closing a line is the author's record
    /// that it was met, a status, not a word of the title; so is the colon that led to it
    /// ("Can activate with Enter: ✅").
    static func withoutClosingTick(_ title: String) -> String {
        guard let last = title.unicodeScalars.last, last.value >= 0x2000 else { return title }
        for mark in correctMarks where title.hasSuffix(mark) {
            var rest = title.dropLast(mark.count).trimmingSpaces()
            if rest.hasUTF8Suffix(":") { rest = rest.dropLast().trimmingSpaces() }
            return rest.isEmpty ? title : String(rest)
        }
        return title
    }

    /// "Pass color contrast requirements, and": a line of a list that is one sentence cut
    /// into lines, without the comma and conjunction that joined it to the next.
    static func withoutSeriesEnding(_ title: String) -> String {
        let bytes = title.utf8
        guard let last = bytes.last, last == UInt8(ascii: ",") || last == UInt8(ascii: ";") || last == UInt8(ascii: "d")
                || last == UInt8(ascii: "r") else { return title }
        var trimmed = Substring(title)
        if let length = CompilationRun.seriesConjunction(trimmed) {
            trimmed = trimmed.dropLast(length)
        } else if last == UInt8(ascii: ",") || last == UInt8(ascii: ";") {
            trimmed = trimmed.dropLast()
        } else {
            return title
        }
        let result = trimmed.trimmingSpaces()
        return result.isEmpty ? title : result
    }

    static func clean<S: StringProtocol>(_ markdown: S) -> String {
        var text = withoutMarkupTags(withoutAttributeLists(String(markdown)))
        while let image = text.firstUTF8Range(of: "!["), let close = text[image.upperBound...].firstUTF8Range(of: "]("),
              let end = text[close.upperBound...].firstIndex(of: ")") {
            text.removeSubrange(image.lowerBound...end)
        }
        if text.utf8.last == UInt8(ascii: ")") { text = withoutTrailingAnchorLink(text) }
        var plain = withoutAnswerBlank(MarkdownInline.plain(text))
        // "[Text has a 3:1 contrast ratio.](…)." : the link's sentence and the line's each
        // closed by a full stop, one stop in the title.
        if plain.hasUTF8Suffix(".."), !plain.hasUTF8Suffix("...") { plain.removeLast() }
        // Most titles have single spaces already and no tab or space at either end.
        let bytes = plain.utf8
        if !plain.containsUTF8("  "), !bytes.contains(UInt8(ascii: "\t")), bytes.first != UInt8(ascii: " "), bytes.last != UInt8(ascii: " ") {
            return plain
        }
        return plain.split(whereSeparator: { $0 == " " || $0 == "\t" }).joined(separator: " ")
    }

    /// "Label every field [→ details](#forms)", "Label every field. [Why](#why)": a link of
    /// three words at most, to a heading of the same document, set apart at the end of a line
    /// of two words or more, sends the reader to where the line is explained; it is no word
    /// of the title.
    static func withoutTrailingAnchorLink(_ markdown: String) -> String {
        guard let target = markdown.range(of: "](#", options: .backwards),
              !markdown[target.upperBound...].dropLast().contains(where: { $0 == " " || $0 == ")" || $0 == "(" }),
              let open = markdown[..<target.lowerBound].lastIndex(of: "[") else { return markdown }
        let linkText = markdown[markdown.index(after: open)..<target.lowerBound]
        guard !linkText.containsASCII("["), linkText.split(separator: " ").count <= 3 else { return markdown }
        let head = markdown[..<open].trimmingSpaces()
        guard MarkdownInline.plain(head).split(separator: " ").count >= 2 else { return markdown }
        // (Only a pointer set apart: its text opens with an arrow or a sign, or the line's
        // sentence has ended before it. "… in [fieldset with legend](#…)" links its own words.)
        guard let first = linkText.first, !first.isLetter && !first.isNumber || ".!:;—–".contains(head.last ?? " ") else { return markdown }
        return head
    }

    /// "Is every screen usable with a keyboard? [YES/NO]", "… (Y/N)", "… [PASS / FAIL]": the
    /// blank of an answer form after a check, which the walk asks for; not part of the title.
    static func withoutAnswerBlank(_ title: String) -> String {
        guard let last = title.utf8.last, last == UInt8(ascii: "]") || last == UInt8(ascii: ")") else { return title }
        guard let start = title.lastIndex(of: last == UInt8(ascii: "]") ? "[" : "("), start > title.startIndex else { return title }
        let inner = title[title.index(after: start)..<title.index(before: title.endIndex)].lowercased()
            .replacingOccurrences(of: "n/a", with: "na")
        guard inner.containsASCII("/") || inner.containsASCII("|") else { return title }
        let words = inner.split(whereSeparator: { $0 == "/" || $0 == "|" || $0 == " " || $0 == "," })
        guard words.count >= 2, words.allSatisfy({ answerWords.contains(String($0)) }) else { return title }
        let head = title[..<start].trimmingSpaces()
        // ("Standards (Pass/Fail)": in round brackets after anything but a question, a
        // remark on the title, which stays.)
        guard !head.isEmpty, last == UInt8(ascii: "]") || head.hasUTF8Suffix("?") else { return title }
        return head
    }

    private static let answerWords: Set<String> = ["yes", "no", "y", "n", "pass", "fail", "warn", "na", "true", "false", "done", "partial"]

    /// `<img width="456" src="…" />`, `<Box as="p" mt="0">`, `</Box>`, `<br>`: markup a page
    /// writes around its words (an MDX component, a picture, a line break), not words. A bare
    /// element name written as text, "Use a real <button>", and code spans are kept.
    static func withoutMarkupTags(_ text: String) -> String {
        guard text.containsUTF8("<"), text.containsUTF8(">") else { return text }
        var result = ""
        var index = text.startIndex
        var inCode = false
        while index < text.endIndex {
            let character = text[index]
            if character == "`" { inCode.toggle() }
            if !inCode, character == "<", let close = text[index...].prefix(400).firstIndex(of: ">") {
                let inner = text[text.index(after: index)..<close]
                let name = inner.drop { $0 == "/" }.prefix { $0.isLetter || $0.isNumber }
                // (An element with attributes is markup where a page lays out its words with
                // it, `<a href="…">`, `<img src="…">`; one named as a subject, "Ensure
                // <meta name="viewport"> allows zoom", is words.)
                if let initial = name.first, initial.isLetter,
                   initial.isUppercase || inner.hasUTF8Suffix("/") || formattingTags.contains(name.lowercased())
                    || (inner.containsASCII("=") || inner.hasUTF8Prefix("/")) && layoutTags.contains(name.lowercased()) {
                    index = text.index(after: close)
                    if !result.isEmpty, result.last != " " { result.append(" ") }
                    continue
                }
            }
            result.append(character)
            index = text.index(after: index)
        }
        return result
    }

    private static let formattingTags: Set<String> = [
        "img", "br", "p", "div", "span", "b", "i", "em", "strong", "sup", "sub", "small", "abbr", "kbd", "u", "mark", "picture", "source",
        "code", "tt", "samp", "var",
    ]

    /// Elements a page lays out its words with, besides the formatting ones.
    private static let layoutTags: Set<String> = [
        "a", "font", "center", "details", "summary", "figure", "figcaption", "table", "thead", "tbody", "tr", "td", "th", "hr",
        "h1", "h2", "h3", "h4", "h5", "h6", "ul", "ol", "li", "section", "article", "header", "footer", "nav", "svg", "path", "video",
        "iframe", "blockquote", "pre", "dl", "dt", "dd", "aside",
    ]

    /// `## Contrast {#contrast .rule}`, `*web views*{lang=en}`, `{: .note}`: the attribute
    /// lists Pandoc, kramdown and markdown-it-attrs write after a heading or a span, which
    /// CommonMark leaves in the text.
    static func withoutAttributeLists(_ text: String) -> String {
        guard text.containsUTF8("{"), text.containsUTF8("}") else { return text }
        var result = ""
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "{") {
            guard let close = rest[open...].firstIndex(of: "}"), isAttributeList(rest[rest.index(after: open)..<close]) else {
                result += rest[...open]
                rest = rest[rest.index(after: open)...]
                continue
            }
            var before = rest[..<open]
            // The space before a heading's list goes with it.
            while before.last == " " { before = before.dropLast() }
            result += before
            rest = rest[rest.index(after: close)...]
        }
        return result + rest
    }

    /// `#id .class key=value key="a b"`, optionally after a colon: an attribute list's body.
    static func isAttributeList(_ body: Substring) -> Bool {
        var body = body.trimmingSpaces()[...]
        if body.hasUTF8Prefix(":") { body = body.dropFirst().drop { $0 == " " } }
        guard !body.isEmpty, body.utf8.count <= 120 else { return false }
        var parts: [Substring] = []
        var current = ""
        var quoted = false
        for character in body {
            if character == "\"" { quoted.toggle() }
            if character == " ", !quoted { if !current.isEmpty { parts.append(Substring(current)) }; current = ""; continue }
            current.append(character)
        }
        guard !quoted else { return false }
        if !current.isEmpty { parts.append(Substring(current)) }
        return !parts.isEmpty && parts.allSatisfy { part in
            if part.hasUTF8Prefix("#") || part.hasUTF8Prefix(".") {
                let name = part.dropFirst()
                return !name.isEmpty && name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" || $0 == ":" }
            }
            guard let equals = part.firstIndex(of: "=") else { return false }
            let key = part[..<equals]
            return !key.isEmpty && key.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }
                && part.index(after: equals) < part.endIndex
        }
    }

    // MARK: Leading marks

    /// The text after the picture that opens it and the spaces after that ("🧭 Focus order"
    /// → "Focus order"), or nil where it opens otherwise. Keycaps ("1️⃣"), whose first
    /// character is a digit, stay. A coloured circle or square goes too: where it grades the
    /// line ("🔴 Critical: …", a legend's mark), the readers before this one took it.
    static func droppingLeadingIcon(_ text: Substring) -> Substring? {
        // (Every statement is read here: a scalar at U+2000 or above opens with a byte of 0xE2
        // or more, and nearly every line is turned away on that byte, before a Character is formed.)
        guard let lead = text.utf8.first, lead >= 0xE2, let first = text.first, let scalar = first.unicodeScalars.first, scalar.value >= 0x2000,
              scalar.properties.isEmojiPresentation || first.unicodeScalars.contains("\u{FE0F}"),
              first.unicodeScalars.allSatisfy({ $0.properties.isEmoji || $0 == "\u{FE0F}" || $0 == "\u{200D}" || $0.properties.isEmojiModifier }),
              case let rest = text.dropFirst(), rest.first == " " else { return nil }
        let body = rest.drop { $0 == " " }
        // ("🟡 = Not tested yet": the picture is what the line defines, a legend's.)
        return body.isEmpty || body.hasUTF8Prefix("=") ? nil : body
    }
}

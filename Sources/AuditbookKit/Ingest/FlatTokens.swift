import Foundation

/// Splitting flattened prose into words, with code spans kept whole.
enum FlatTokens {
    static func split(_ text: Substring) -> [Substring] {
        // Words are found as byte offsets in the contiguous UTF-8, then cut from the text.
        var contiguous = text
        let ranges = contiguous.withUTF8 { wordRanges(in: $0) }
        let utf8 = text.utf8
        return ranges.map { range in
            text[utf8.index(utf8.startIndex, offsetBy: range.lowerBound)..<utf8.index(utf8.startIndex, offsetBy: range.upperBound)]
        }
    }

    /// The byte ranges of the words between spaces; a code span runs to the matching run of
    /// backticks (within 4,000 bytes), spaces and all.
    private static func wordRanges(in bytes: UnsafeBufferPointer<UInt8>) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        // A tab separates words as a space does ("| 5.1 |<tab>Data is encrypted"): tables
        // and headings written with tabs keep them when their line breaks are lost.
        let space = UInt8(ascii: " "), tab = UInt8(ascii: "\t"), tick = UInt8(ascii: "`")
        var index = 0
        while index < bytes.count {
            while index < bytes.count, bytes[index] == space || bytes[index] == tab { index += 1 }
            guard index < bytes.count else { break }
            let start = index
            while index < bytes.count, bytes[index] != space, bytes[index] != tab {
                if bytes[index] == tick {
                    var afterTicks = index
                    while afterTicks < bytes.count, bytes[afterTicks] == tick { afterTicks += 1 }
                    let rest = UnsafeBufferPointer(rebasing: bytes[afterTicks...])
                    // A span closes within its paragraph: two spaces are a blank line lost (a
                    // lone backtick in a table cell, "| Cmd+` | …", is the character itself).
                    if let close = firstByteOffsets(of: UnsafeBufferPointer(rebasing: bytes[index..<afterTicks]), in: rest, limit: 4_000),
                       !containsBlankLine(UnsafeBufferPointer(rebasing: rest[..<close.lowerBound])) {
                        index = afterTicks + close.upperBound
                        continue
                    }
                }
                index += 1
            }
            ranges.append(start..<index)
        }
        return ranges
    }

    /// Two spaces in a row after a character that is no space: where a blank line was.
    private static func containsBlankLine(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let space = UInt8(ascii: " ")
        guard bytes.count >= 3 else { return false }
        for index in 1..<(bytes.count - 1) where bytes[index] == space && bytes[index + 1] == space && bytes[index - 1] != space {
            return true
        }
        return false
    }

    static func isHeadingMarker(_ token: Substring) -> Bool {
        !token.utf8.isEmpty && token.utf8.count <= 6 && token.utf8.allSatisfy { $0 == UInt8(ascii: "#") }
    }

    /// "<", "=" or ">" for a merge-conflict marker ("<<<<<<<", "=======", ">>>>>>>").
    static func conflictMarker(_ token: Substring) -> Character? {
        guard token.utf8.count == 7, let first = token.first, "<=>".contains(first), token.allSatisfy({ $0 == first }) else { return nil }
        return first
    }

    /// Where a template directive that opens at `index` ("{%", "{%-", "{{<", "{{%") ends:
    /// the index after the token that closes it, within a few words; nil for any other token.
    static func templateDirectiveEnd(_ tokens: [Substring], at index: Int) -> Int? {
        // ("{{ example({ … }) }}" splits after "{{": the call's name is the next token.)
        let opening = tokens[index].is("{{") && index + 1 < tokens.count ? Substring(tokens[index] + " " + tokens[index + 1]) : tokens[index]
        guard tokens[index].utf8.first == UInt8(ascii: "{"), let close = TemplateTagRepair.closingMark(of: opening) else { return nil }
        return (index..<min(tokens.count, index + 24)).first { tokens[$0].hasUTF8Suffix(close) && ($0 > index || tokens[$0].utf8.count > close.utf8.count + 1) }
            .map { $0 + 1 }
    }

    /// The end of a conflict marker's label: the branch or commit after "<<<<<<<" or
    /// ">>>>>>>", with the commit's message when it follows in parentheses.
    static func conflictLabelEnd(_ tokens: [Substring], after marker: Int) -> Int {
        var end = marker + 1
        guard end < tokens.count, !isBlockMarker(tokens[end]) else { return end }
        end += 1
        guard end < tokens.count, tokens[end].hasUTF8Prefix("(") else { return end }
        var depth = 0
        for index in end..<min(tokens.count, end + 40) {
            for character in tokens[index] {
                if character == "(" { depth += 1 } else if character == ")" { depth -= 1 }
            }
            if depth <= 0 { return index + 1 }
        }
        return end
    }

    /// A token that opens a block: a heading, list or conflict marker, a table bar, a rule.
    static func isBlockMarker(_ token: Substring) -> Bool {
        isHeadingMarker(token) || token.is("-") || token.is("*") || token.is("+") || token.is("|") || token.is("---")
            || listNumber(token) != nil || conflictMarker(token) != nil
    }

    /// After a lone ">", a heading marker, another ">", a capitalised bold or italic word, or a bullet
    /// before a task box or a capitalised word: the quote's next line, not a comparison
    /// ("Lighthouse > 90").
    static func opensQuotedBlock(_ tokens: [Substring], after index: Int) -> Bool {
        guard index + 1 < tokens.count else { return false }
        let next = tokens[index + 1]
        if isHeadingMarker(next) || next.is(">") { return true }
        // "> **Required** > * [ ] …": a bold label opening the quote's next line.
        if next.hasUTF8Prefix("**"), next.dropFirst(2).first?.isUppercase == true { return true }
        if next.hasUTF8Prefix("_") || next.hasUTF8Prefix("*"), next.dropFirst().first?.isUppercase == true { return true }
        guard next.is("-") || next.is("*") || next.is("+"), index + 2 < tokens.count else { return false }
        let after = tokens[index + 2]
        return after.hasUTF8Prefix("[") || after.first?.isUppercase == true
    }

    /// "3." or "12)" as a list marker.
    static func listNumber(_ token: Substring) -> Int? {
        // Byte counts stand in for character counts: only ASCII digits parse.
        guard let last = token.utf8.last, last == UInt8(ascii: ".") || last == UInt8(ascii: ")"),
              token.utf8.count >= 2, token.utf8.count <= 4 else { return nil }
        return Int(token.dropLast())
    }

    /// Can this word open a list item?
    static func startsItem(_ token: Substring) -> Bool {
        guard let first = token.first else { return false }
        if first.fastIsUppercase || first.fastIsNumber || first == "`" || first == "*" || first == "[" || first == "\"" || first == "@"
            || first == "." || first == "(" || first == "“" || first == "_" { return true }
        if first.fastIsLowercase, token.hasUppercaseAfterFirst { return true }
        // "- :white_check_mark: Use …": an emoji written as its shortcode, as an emoji does.
        if first == ":", token.utf8.count >= 3, token.last == ":",
           token.dropFirst().dropLast().allSatisfy({ ($0.isASCII && ($0.isLowercase || $0.isNumber)) || $0 == "_" || $0 == "+" || $0 == "-" }) {
            return true
        }
        // "- <ul> for unordered lists": an item that opens with a tag it names.
        if first == "<", token.utf8.dropFirst().first?.isASCIILetter == true { return true }
        return first.unicodeScalars.first.map { !$0.isASCII && !$0.properties.isAlphabetic } ?? false
    }

    /// "[label]:" before an address ("https://…", "/docs/…", "#top"): a link reference
    /// definition, which stands on a line of its own.
    static func isLinkDefinition(_ tokens: [Substring], at index: Int) -> Bool {
        let token = tokens[index]
        guard token.utf8.first == UInt8(ascii: "["), token.utf8.count >= 4, token.hasUTF8Suffix("]:"), index + 1 < tokens.count,
              !token.dropFirst().dropLast(2).containsASCII("]") else { return false }
        let address = tokens[index + 1]
        return address.containsUTF8("://") || address.hasUTF8Prefix("/") || address.hasUTF8Prefix("#") || address.hasUTF8Prefix("mailto:")
    }

    /// Where an HTML tag that stands on a line of its own in documents ends: a component's
    /// ("<Group>", "</TwoCol>", "<Do title="Do" />": a capitalised name, as JSX and MDX
    /// write them) or a block element's ("<div>", "<details>"). Nil for any other token.
    /// `sectionTags`: the names the document opens and closes in tags of its own naming
    /// (`sectionTagNames`), which stand on lines of their own too.
    static func blockTagEnd(_ tokens: [Substring], at index: Int, sectionTags: Set<Substring> = []) -> Int? {
        let token = tokens[index]
        // An HTML comment ("<!-- … -->") stands apart too, however long.
        if token.utf8.starts(with: "<!--".utf8) {
            var end = index
            while end < tokens.count, end - index < 400 {
                if tokens[end].hasUTF8Suffix("-->") { return end + 1 }
                end += 1
            }
            return nil
        }
        var name = token.utf8.dropFirst()
        guard token.utf8.first == UInt8(ascii: "<") else { return nil }
        if name.first == UInt8(ascii: "/") { name = name.dropFirst() }
        guard let first = name.first, first.isASCIILetter else { return nil }
        if !first.isASCIIUppercase {
            let word = String(decoding: name.prefix { $0.isASCIIAlphanumeric }, as: UTF8.self)
            guard blockTags.contains(word) || isSectionTag(token, in: sectionTags) else { return nil }
        }
        var end = index
        while end < tokens.count, end - index < 16 {
            if tokens[end].hasUTF8Suffix(">") { return end + 1 }
            end += 1
        }
        return nil
    }

    /// Where a table written in HTML that opens at `index` ends: after the token that
    /// closes it (`</table>`, any case), within the next 20,000 words; nil if none does.
    static func htmlTableEnd(_ tokens: [Substring], from index: Int) -> Int? {
        let opening = tokens[index]
        guard opening.count == 6 || opening.dropFirst(6).first.map({ $0 == ">" || $0 == " " }) == true else { return nil }
        var end = index
        while end < tokens.count, end - index < 20_000 {
            if tokens[end].containsUTF8("</table>") || tokens[end].containsUTF8("</TABLE>") { return end + 1 }
            end += 1
        }
        return nil
    }

    private static let blockTags: Set<String> = ["div", "details", "summary", "section", "aside", "figure", "center", "br", "hr"]

    /// `<details>`, `</details>`, `<DoDont>`, `</DoDontContainer>`: tags that open or close a
    /// container of blocks, never inside a sentence (what follows one may be a sample's last
    /// words, "Jane Smith, content strategist </DoDont> **Use lowercase for:**").
    static func isContainerTag(_ token: Substring) -> Bool {
        guard token.utf8.first == UInt8(ascii: "<") else { return false }
        var name = token.utf8.dropFirst()
        if name.first == UInt8(ascii: "/") { name = name.dropFirst() }
        let word = String(decoding: name.prefix { $0.isASCIIAlphanumeric }, as: UTF8.self).lowercased()
        return word == "details" || word.hasUTF8Prefix("dodont")
    }

    /// The names the tokens open and close in tags of the writer's own naming, as prompts
    /// and agent skills mark sections (`<overview>` … `</overview>`, `<anti_pattern name="…">`
    /// … `</anti_pattern>`): lower case, no HTML element's (see `SectionTagRepair`). A name
    /// only opened (a placeholder, "Replace <name> with …") is none.
    static func sectionTagNames(_ tokens: [Substring]) -> Set<Substring> {
        var closed: Set<Substring> = []
        for token in tokens where token.utf8.starts(with: "</".utf8) && token.hasUTF8Suffix(">") {
            let name = tagName(token)
            if !name.isEmpty { closed.insert(name) }
        }
        guard !closed.isEmpty else { return [] }
        var paired: Set<Substring> = []
        for token in tokens where token.utf8.first == UInt8(ascii: "<") && !token.utf8.starts(with: "</".utf8) {
            let name = tagName(token)
            if closed.contains(name) { paired.insert(name) }
        }
        return paired
    }

    /// Whether `token` opens or closes a tag whose name is one of `names`.
    static func isSectionTag(_ token: Substring, in names: Set<Substring>) -> Bool {
        !names.isEmpty && token.utf8.first == UInt8(ascii: "<") && names.contains(tagName(token))
    }

    /// The lower-case name a tag token opens or closes that no HTML element has ("" for any
    /// other token): "<anti_pattern" → "anti_pattern", "</rules>" → "rules".
    private static func tagName(_ token: Substring) -> Substring {
        var name = token.dropFirst()
        if name.first == "/" { name = name.dropFirst() }
        let word = name.prefix { ($0.isASCII && ($0.isLowercase || $0.isNumber)) || $0 == "_" || $0 == "-" }
        let after = name.dropFirst(word.count)
        guard let first = word.first, first.isLetter, after.isEmpty || after == ">",
              !SectionTagRepair.htmlElements.contains(String(word)) else { return "" }
        return word
    }

    /// Where an admonition's opening ends: "!!!", "???" or "???+", a lower-case type, and a
    /// title in quotes if one follows (`!!! dont "Don't"`, `??? note`). Nil for any other token.
    static func admonitionOpeningEnd(_ tokens: [Substring], at index: Int) -> Int? {
        let token = tokens[index]
        guard token.is("!!!") || token.is("???") || token.is("???+"), index + 1 < tokens.count,
              let first = tokens[index + 1].first, first.isASCII, first.isLowercase,
              tokens[index + 1].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" }) else { return nil }
        var end = index + 2
        guard end < tokens.count, tokens[end].hasUTF8Prefix("\"") else { return end }
        while end < tokens.count, end - index < 16 {
            let word = tokens[end]
            end += 1
            if word.hasUTF8Suffix("\""), word.count > 1 || end - 1 > index + 2 { return end }
        }
        return index + 2
    }

    /// `<br>`, `<hr/>`: tags that as often stand inside a sentence as on a line of their own.
    static func isVoidTag(_ token: Substring) -> Bool {
        let name = token.utf8.dropFirst().prefix { $0.isASCIIAlphanumeric }
        return token.utf8.first == UInt8(ascii: "<") && (name.elementsEqual("br".utf8) || name.elementsEqual("hr".utf8))
    }

    static let metadataLabels: Set<String> = ["impact", "severity", "priority", "level", "tags", "platforms", "kind"]

    /// The end of a metadata label and its value ("**Tags:** touch, layout"), or nil.
    static func metadataLabelEnd(_ tokens: [Substring], at index: Int) -> Int? {
        let token = tokens[index]
        guard token.utf8.starts(with: "**".utf8), token.hasUTF8Suffix(":**") else { return nil }
        let name = token.dropFirst(2).dropLast(3).lowercased()
        guard metadataLabels.contains(name), index + 1 < tokens.count else { return nil }
        var end = index + 1
        while end < tokens.count, tokens[end].hasUTF8Suffix(","), end - index < 24 { end += 1 }
        return min(end + 1, tokens.count)
    }

    /// Marks that may stand before a bold label.
    static let verdictMarks: Set<Unicode.Scalar> = ["✅", "❌", "✔", "✗", "⚠"]

    /// "**Label:**", "**Label — words:**" or a ✅/❌ mark followed by bold.
    /// A verdict mark followed by bold words: `✅ **ALWAYS …**`, `❌ **NEVER …**`.
    /// "✅", "❌": a Do / Don't mark standing as a word of its own.
    static func isVerdictMark(_ token: Substring) -> Bool {
        guard let first = token.unicodeScalars.first, !first.isASCII, token.count <= 2 else { return false }
        return verdictMarks.contains(first)
    }

    static func isVerdictLine(_ tokens: [Substring], at index: Int) -> Bool {
        guard index + 1 < tokens.count, let first = tokens[index].unicodeScalars.first, !first.isASCII,
              Self.verdictMarks.contains(first), tokens[index].count <= 2 else { return false }
        return tokens[index + 1].hasUTF8Prefix("**")
    }

    static func isLabelStart(_ tokens: [Substring], at index: Int) -> Bool {
        var position = index
        // Only a bold run or a mark (not ASCII) can open a label.
        guard let firstByte = tokens[index].utf8.first, firstByte == UInt8(ascii: "*") || firstByte >= 0x80 else { return false }
        if let first = tokens[position].unicodeScalars.first, Self.verdictMarks.contains(first),
           tokens[position].count <= 2, position + 1 < tokens.count {
            position += 1
        }
        guard tokens[position].hasUTF8Prefix("**") else { return false }
        // The bold run must close with a colon within a few words.
        for offset in 0..<8 where position + offset < tokens.count {
            let word = tokens[position + offset]
            if offset > 0 || word.count > 2, word.hasUTF8Suffix(":**") || word.hasUTF8Suffix(":**.") { return true }
            if offset > 0 || word.dropFirst(2).containsUTF8("**") {
                if word.hasUTF8Suffix("**") || word.containsUTF8("**:") { return word.containsASCII(":") }
            }
        }
        return false
    }
}

/// A GFM table on one line: `| a | b | |---|---| | 1 | 2 |`.
enum FlatTable {
    struct Table {
        var lines: [String]
        var end: Int
    }

    static func parse(_ tokens: [Substring], from start: Int) -> Table? {
        // Find the delimiter row: cells of dashes and colons.
        var index = start
        var header: [[Substring]] = []
        var cell: [Substring] = []
        guard tokens[index].is("|") else { return nil }
        index += 1
        while index < tokens.count, index - start < 200 {
            let token = tokens[index]
            if token.is("|") {
                // "| LEVEL | | --- |": the header row's closing bar and the delimiter row's
                // opening one stand side by side; no empty cell lies between them.
                let rowSeam = cell.isEmpty && index > start && tokens[index - 1].is("|") && index + 1 < tokens.count
                    && (isDelimiter(tokens[index + 1]) || isShortDelimiter(tokens, at: index + 1))
                if !rowSeam { header.append(cell) }
                cell = []
                index += 1
                if index < tokens.count, isDelimiter(tokens[index]) || isShortDelimiter(tokens, at: index) { break }
                continue
            }
            if isDelimiter(token) { break }
            cell.append(token)
            index += 1
        }
        guard index < tokens.count, isDelimiter(tokens[index]) || isShortDelimiter(tokens, at: index), !header.isEmpty else { return nil }
        // The delimiter row may be one token ("|---|---|") or several ("| --- | --- |").
        var delimiterCells = 0
        while index < tokens.count {
            let token = tokens[index]
            if isDelimiter(token) || isShortDelimiter(tokens, at: index) {
                delimiterCells += token.split(separator: "|").filter { $0.containsASCII("-") }.count
                index += 1
                // "| --- |": the bar after a lone dash run closes its cell.
                if !token.hasUTF8Suffix("|"), index < tokens.count, tokens[index].is("|") { index += 1 }
            } else if token.is("|"), index + 1 < tokens.count, isDelimiter(tokens[index + 1]) || isShortDelimiter(tokens, at: index + 1) {
                index += 1
            } else {
                break
            }
        }
        let columns = header.count
        guard delimiterCells == columns || delimiterCells == 0 else { return nil }
        var lines = ["| " + header.map { $0.joined(separator: " ") }.joined(separator: " | ") + " |",
                     "|" + String(repeating: " --- |", count: columns)]
        // Rows: `| c1 | c2 | … |` with exactly `columns` cells.
        while index < tokens.count, tokens[index].is("|") {
            var row: [String] = []
            var position = index + 1
            var words: [Substring] = []
            while position < tokens.count, row.count < columns {
                let token = tokens[position]
                if token.is("|") {
                    row.append(words.joined(separator: " "))
                    words = []
                } else if token.utf8.count > 1, token.utf8.first == UInt8(ascii: "|"), row.count + 1 < columns {
                    // "|22/10/2025": a bar written against the cell's text.
                    row.append(words.joined(separator: " "))
                    words = [token.dropFirst()]
                } else if token.utf8.count > 1, token.utf8.last == UInt8(ascii: "|"), !token.hasUTF8Suffix("\\|") {
                    words.append(token.dropLast())
                    row.append(words.joined(separator: " "))
                    words = []
                } else {
                    words.append(token)
                }
                position += 1
            }
            guard row.count == columns else { break }
            lines.append("| " + row.joined(separator: " | ") + " |")
            index = position
        }
        return Table(lines: lines, end: index)
    }

    /// "| - | :-: |": a delimiter cell of fewer than three dashes, as GFM allows, counted only
    /// between bars (a lone dash elsewhere is a list marker or a dash in a sentence).
    private static func isShortDelimiter(_ tokens: [Substring], at index: Int) -> Bool {
        guard index > 0, index + 1 < tokens.count, tokens[index - 1].is("|"), tokens[index + 1].is("|") else { return false }
        let token = tokens[index]
        return !token.isEmpty && token.utf8.count <= 4 && token.containsASCII("-") && token.allSatisfy { $0 == "-" || $0 == ":" }
    }

    private static func isDelimiter(_ token: Substring) -> Bool {
        token.containsASCII("-") && token.allSatisfy { $0 == "-" || $0 == "|" || $0 == ":" } && token.filter { $0 == "-" }.count >= 3
    }
}

extension Substring {
    /// Whether the token is exactly `literal`, compared as bytes: for the ASCII marks the
    /// rebuilder looks for this is the same as `==`, without Unicode comparison.
    func `is`(_ literal: StaticString) -> Bool {
        utf8.elementsEqual(UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
    }
}

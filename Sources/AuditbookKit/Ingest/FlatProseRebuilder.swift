/// Rebuilds the prose of a flattened document (the text between code fences) into
/// Markdown blocks by recognising block markers in the word stream.
struct FlatProseRebuilder {
    let vocabulary: FlatVocabulary

    enum ListContext: Equatable {
        case bullet
        case ordered(next: Int)
    }

    /// The block being built, carried across code fences.
    struct State {
        var current: [Substring] = []
        var isListItem = false
        var list: ListContext?
        var afterHeading = false
        /// The block is a run of metadata labels ("Severity: high", "Tags: a, b").
        var isMetadata = false
    }

    func rebuild(_ text: Substring, state: inout State, into out: inout [String], stats: inout FlatStats) {
        let tokens = FlatTokens.split(text)
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            // Most words start with a letter, and such a word opens no block: it goes on the
            // current one.
            if let first = token.utf8.first, first.isASCIILetter {
                if state.isMetadata { close(&state, into: &out) }
                state.current.append(token)
                state.afterHeading = false
                index += 1
                continue
            }
            let boundary = atBoundary(state)
            // Headings.
            if FlatTokens.isHeadingMarker(token), index + 1 < tokens.count {
                close(&state, into: &out)
                let run = headingRun(tokens, from: index + 1)
                let split = TitleSplitter(vocabulary: vocabulary).split(Array(tokens[(index + 1)..<run]))
                out.append("")
                out.append(String(token) + " " + split.title.joinedWithSpaces())
                out.append("")
                stats.headings += 1
                if split.splitAt < run - index - 1 { stats.splitTitles += 1 }
                index = index + 1 + split.splitAt
                state.afterHeading = true
                state.list = nil
                continue
            }
            // Horizontal rules.
            if token.is("---") || token.is("***") || token.is("___"), boundary || state.current.isEmpty || endsSentence(state.current.last) {
                close(&state, into: &out)
                out.append(contentsOf: ["", "---", ""])
                stats.rules += 1
                state.list = nil
                index += 1
                continue
            }
            // Tables.
            if token.is("|"), boundary || endsSentence(state.current.last), let table = FlatTable.parse(tokens, from: index) {
                close(&state, into: &out)
                out.append("")
                out.append(contentsOf: table.lines)
                out.append("")
                stats.tables += 1
                state.list = nil
                index = table.end
                continue
            }
            // Task and bullet list items.
            if token.is("-") || token.is("*") || token.is("+"), index + 1 < tokens.count {
                let next = tokens[index + 1]
                // A marker after a run of spaces inside a list item was indented: a line break
                // became one space, and the indentation is still there. It opens a nested item.
                let indent = index > 0 ? Self.gap(between: tokens[index - 1], and: token) - 1 : 0
                if state.isListItem, state.list != nil, indent >= 2, indent <= 8, FlatTokens.startsItem(next) || next.is("[") {
                    close(&state, into: &out, keepList: true)
                    state.isListItem = true
                    state.current = [Substring(String(repeating: " ", count: indent) + String(token))]
                    index += 1
                    stats.listItems += 1
                    continue
                }
                let isTask = next.is("[") && index + 2 < tokens.count && tokens[index + 2].is("]")
                let isDoneTask = next.is("[x]") || next.is("[X]")
                if isTask || isDoneTask || ((state.list == .bullet || boundary || endsSentence(state.current.last)) && FlatTokens.startsItem(next)) {
                    close(&state, into: &out, keepList: true)
                    if state.list != .bullet { out.append("") }
                    state.list = .bullet
                    state.isListItem = true
                    if isTask {
                        state.current = ["-", "[ ]"]
                        index += 3
                    } else if isDoneTask {
                        state.current = ["-", "[x]"]
                        index += 2
                    } else {
                        state.current = ["-"]
                        index += 1
                    }
                    stats.listItems += 1
                    continue
                }
            }
            // Numbered list items.
            if let number = FlatTokens.listNumber(token), index + 1 < tokens.count, FlatTokens.startsItem(tokens[index + 1]) {
                let expected: Int? = { if case .ordered(let next) = state.list { return next } else { return nil } }()
                if number == expected || (number == 1 && (boundary || endsSentence(state.current.last))) {
                    close(&state, into: &out, keepList: true)
                    if expected == nil { out.append("") }
                    state.list = .ordered(next: number + 1)
                    state.isListItem = true
                    state.current = ["\(number)."]
                    index += 1
                    stats.listItems += 1
                    continue
                }
            }
            // Metadata labels each take a line of one paragraph, and their value is one word or
            // a comma-separated list: "**Severity:** high **Tags:** a, b Guidance starts here".
            if let valueEnd = FlatTokens.metadataLabelEnd(tokens, at: index), boundary || state.isMetadata || endsSentence(state.current.last) || state.afterHeading {
                if !state.isMetadata { close(&state, into: &out) }
                let line = tokens[index..<valueEnd].joinedWithSpaces()
                if state.isMetadata, let last = state.current.popLast() {
                    state.current.append(Substring(last + "\n" + line))
                } else {
                    state.current = [Substring(line)]
                }
                state.isMetadata = true
                state.afterHeading = false
                stats.labels += 1
                index = valueEnd
                continue
            }
            if state.isMetadata { close(&state, into: &out) }
            // A ✅ / ❌ mark before bold words ("❌ **NEVER nest scroll views**") starts a line
            // of its own: such lines state one requirement each.
            if FlatTokens.isVerdictLine(tokens, at: index), !state.current.isEmpty, !FlatTokens.isLabelStart(tokens, at: index) {
                close(&state, into: &out)
                stats.labels += 1
            }
            // Bold labels ("**Correct:**", "✅ **Incorrect — …:**", "**Impact:** HIGH") open a paragraph.
            if FlatTokens.isLabelStart(tokens, at: index), boundary || endsSentence(state.current.last),
               !(state.isListItem && state.current.count <= 2) {
                if !state.current.isEmpty { close(&state, into: &out) }
                stats.labels += 1
            }
            state.current.append(token)
            state.afterHeading = false
            index += 1
        }
    }

    /// Ends the block being built. A list stays open across items unless `keepList` is false.
    func close(_ state: inout State, into out: inout [String], keepList: Bool = false) {
        defer {
            state.current = []
            state.isListItem = false
            state.isMetadata = false
            if !keepList { state.list = nil }
        }
        guard !state.current.isEmpty else { return }
        let text = state.current.joinedWithSpaces()
        if state.isListItem {
            out.append(text)
        } else {
            if !(out.last?.isEmpty ?? true) { out.append("") }
            out.append(text)
            out.append("")
        }
        if !keepList, state.isListItem { out.append("") }
    }

    /// How many characters separate two tokens of the same text.
    static func gap(between previous: Substring, and token: Substring) -> Int {
        guard previous.endIndex <= token.startIndex else { return 0 }
        return previous.base.utf8.distance(from: previous.endIndex, to: token.startIndex)
    }

    private func atBoundary(_ state: State) -> Bool {
        state.current.isEmpty && !state.isListItem || state.afterHeading
    }

    private func endsSentence(_ token: Substring?) -> Bool {
        guard let token, let last = token.last else { return true }
        return last == "." || last == ":" || last == "!" || last == "?" || (last == ")" && token.count > 1 && token.dropLast().last == ".")
            || token.hasSuffix(".**") || token.hasSuffix(":**") || token.hasSuffix(".*")
    }

    /// Where a heading's words end: at the next block marker.
    private func headingRun(_ tokens: [Substring], from start: Int) -> Int {
        var index = start
        while index < tokens.count {
            let token = tokens[index]
            // Block markers do not start with a letter.
            if index > start, token.utf8.first.map({ !$0.isASCIILetter }) ?? true {
                if FlatTokens.isHeadingMarker(token) || token.is("---") || token.is("|") { return index }
                if (token.is("-") || token.is("*")), index + 1 < tokens.count, FlatTokens.startsItem(tokens[index + 1]) || tokens[index + 1].is("[") { return index }
                if FlatTokens.listNumber(token) == 1, index + 1 < tokens.count, FlatTokens.startsItem(tokens[index + 1]) { return index }
                if FlatTokens.isLabelStart(tokens, at: index) || FlatTokens.isVerdictLine(tokens, at: index) { return index }
            }
            index += 1
            if index - start > 40 { break }
        }
        return index
    }
}

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
        let space = UInt8(ascii: " "), tick = UInt8(ascii: "`")
        var index = 0
        while index < bytes.count {
            while index < bytes.count, bytes[index] == space { index += 1 }
            guard index < bytes.count else { break }
            let start = index
            while index < bytes.count, bytes[index] != space {
                if bytes[index] == tick {
                    var afterTicks = index
                    while afterTicks < bytes.count, bytes[afterTicks] == tick { afterTicks += 1 }
                    let rest = UnsafeBufferPointer(rebasing: bytes[afterTicks...])
                    if let close = firstByteOffsets(of: UnsafeBufferPointer(rebasing: bytes[index..<afterTicks]), in: rest, limit: 4_000) {
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

    static func isHeadingMarker(_ token: Substring) -> Bool {
        !token.utf8.isEmpty && token.utf8.count <= 6 && token.utf8.allSatisfy { $0 == UInt8(ascii: "#") }
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
        return first.unicodeScalars.first.map { !$0.isASCII && !$0.properties.isAlphabetic } ?? false
    }

    static let metadataLabels: Set<String> = ["impact", "severity", "priority", "level", "tags", "platforms", "kind"]

    /// The end of a metadata label and its value ("**Tags:** touch, layout"), or nil.
    static func metadataLabelEnd(_ tokens: [Substring], at index: Int) -> Int? {
        let token = tokens[index]
        guard token.utf8.starts(with: "**".utf8), token.hasSuffix(":**") else { return nil }
        let name = token.dropFirst(2).dropLast(3).lowercased()
        guard metadataLabels.contains(name), index + 1 < tokens.count else { return nil }
        var end = index + 1
        while end < tokens.count, tokens[end].hasSuffix(","), end - index < 24 { end += 1 }
        return min(end + 1, tokens.count)
    }

    /// Marks that may stand before a bold label.
    static let verdictMarks: Set<Unicode.Scalar> = ["✅", "❌", "✔", "✗", "⚠"]

    /// "**Label:**", "**Label — words:**" or a ✅/❌ mark followed by bold.
    /// A verdict mark followed by bold words: `✅ **ALWAYS …**`, `❌ **NEVER …**`.
    static func isVerdictLine(_ tokens: [Substring], at index: Int) -> Bool {
        guard index + 1 < tokens.count, let first = tokens[index].unicodeScalars.first, !first.isASCII,
              Self.verdictMarks.contains(first), tokens[index].count <= 2 else { return false }
        return tokens[index + 1].hasPrefix("**")
    }

    static func isLabelStart(_ tokens: [Substring], at index: Int) -> Bool {
        var position = index
        // Only a bold run or a mark (not ASCII) can open a label.
        guard let firstByte = tokens[index].utf8.first, firstByte == UInt8(ascii: "*") || firstByte >= 0x80 else { return false }
        if let first = tokens[position].unicodeScalars.first, Self.verdictMarks.contains(first),
           tokens[position].count <= 2, position + 1 < tokens.count {
            position += 1
        }
        guard tokens[position].hasPrefix("**") else { return false }
        // The bold run must close with a colon within a few words.
        for offset in 0..<8 where position + offset < tokens.count {
            let word = tokens[position + offset]
            if offset > 0 || word.count > 2, word.hasSuffix(":**") || word.hasSuffix(":**.") { return true }
            if offset > 0 || word.dropFirst(2).containsUTF8("**") {
                if word.hasSuffix("**") || word.containsUTF8("**:") { return word.containsASCII(":") }
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
                header.append(cell)
                cell = []
                index += 1
                if index < tokens.count, isDelimiter(tokens[index]) { break }
                continue
            }
            if isDelimiter(token) { break }
            cell.append(token)
            index += 1
        }
        guard index < tokens.count, isDelimiter(tokens[index]), !header.isEmpty else { return nil }
        // The delimiter row may be one token ("|---|---|") or several ("| --- | --- |").
        var delimiterCells = 0
        while index < tokens.count {
            let token = tokens[index]
            if isDelimiter(token) {
                delimiterCells += token.split(separator: "|").filter { $0.containsASCII("-") }.count
                index += 1
                // "| --- |": the bar after a lone dash run closes its cell.
                if !token.hasSuffix("|"), index < tokens.count, tokens[index].is("|") { index += 1 }
            } else if token.is("|"), index + 1 < tokens.count, isDelimiter(tokens[index + 1]) {
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
                if tokens[position].is("|") {
                    row.append(words.joined(separator: " "))
                    words = []
                } else {
                    words.append(tokens[position])
                }
                position += 1
            }
            guard row.count == columns else { break }
            lines.append("| " + row.joined(separator: " | ") + " |")
            index = position
        }
        return Table(lines: lines, end: index)
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

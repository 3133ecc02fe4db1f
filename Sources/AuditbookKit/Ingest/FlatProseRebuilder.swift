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

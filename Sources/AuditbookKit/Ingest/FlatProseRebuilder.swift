/// Rebuilds the prose of a flattened document (the text between code fences) into
/// Markdown blocks by recognising block markers in the word stream.
struct FlatProseRebuilder {
    let vocabulary: FlatVocabulary
    /// The document holds a merge-conflict opening marker: "=======" is its middle then.
    var hasConflict = false
    /// The words of the title its front matter gives ("title: Keep the system Back button"):
    /// a heading that opens with them, then a capitalised word, ends there (a rule file
    /// repeats its title as its heading; "Back" inside it starts no sentence).
    var knownTitle: [Substring] = []

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
        /// The bullet list's marker character, and whether its last item was a task.
        var bulletMarker: UInt8?
        /// The spaces after the list's first marker: where they are two or more ("-   Item"),
        /// a marker with one space after it ("Guideline 2.1 - Performance") is text.
        var markerPadding = 1
        var tasks = false
        /// The list's items are fragments that complete the line before it ("…used with:
        /// - a keyboard - VoiceOver"): a marker before a lowercase word opens one too.
        var fragments = false
        /// The spaces the line before the list left at its end: the gap before the list's
        /// first marker less the blank line's two. An author who ends lines with a hard
        /// break's two spaces leaves them before the next item too ("…format.  ⏎- India"),
        /// where they would otherwise read as a nested item's indentation.
        var trailing = 0
        /// The gap before the list's first marker: a later marker after the same gap stands
        /// where the first did (a list indented under a tag line keeps its indentation).
        var listGap = 0
        /// The gap before the current list item's marker: a capitalised word after no more
        /// than that gap (and one) stands no further in than the marker, so it opens a paragraph
        /// after the list ("  * Search  ⏎⏎⏎By default, …" in pages whose lines end in a space).
        var itemGap = 0
        /// The number the last numbered list under the current heading would go on with: "2."
        /// after "1. Be brief ⏎ Its explanation." starts a line (numbered lines with prose
        /// between them, not indented under them).
        var resumesAt: Int?
        /// Where the open list's lines start in the output.
        var listStart = 0
        /// An item of the open list read "Label - text" (`separatesLabel`).
        var listHasLabelDash = false
        /// A hard break's two spaces the document was seen to leave at its lines' ends (the
        /// gap before a heading after a blank line was four): a list that opens with no blank
        /// line before it cannot show them, and they are no indentation there either.
        var hardBreaks = 0

        /// A list starts after `gap` spaces, at `start` in the output: where its later items
        /// stand, and what the line before it left at its end.
        mutating func opensList(after gap: Int, at start: Int) {
            listGap = gap
            listStart = start
            listHasLabelDash = false
            trailing = min(12, max(hardBreaks, gap - 2))
        }
    }

    /// Words that end with an attribute list (`{id="crit-1-1"}`, `{class="a b"}`, spaces and all).
    static func endsWithAttributeList(_ words: ArraySlice<Substring>) -> Bool {
        guard words.last?.hasUTF8Suffix("}") == true, let open = words.lastIndex(where: { $0.hasUTF8Prefix("{") }) else { return false }
        return StatementText.isAttributeList(words[open...].joinedWithSpaces().dropFirst().dropLast())
    }

    /// The dash after a list item's bold title ("- **Title** - text"): the item so far is its
    /// marker and one bold span, the dash stands between single spaces, and plain words
    /// follow (another bold span or a task box would open the next item).
    private func separatesBoldTitle(_ state: State, _ tokens: [Substring], at index: Int, gap: Int) -> Bool {
        // The bold span opens the item's text and closes at its last word.
        // (Or code spans alone: "- `TYPE_VIEW_CLICKED` / `TYPE_VIEW_FOCUSED` - text"; or one
        // link: "- [`nav-tab-bar`](rules/nav-tab-bar.md) - text".)
        let title = state.current.dropFirst(state.tasks ? 2 : 1)
        guard state.isListItem, tokens[index].is("-"), gap == 1,
              Self.isBoldTitleAlone(title, allowingColon: true) || Self.isCodeTitleAlone(title) || Self.isLinkAlone(title),
              Self.gap(between: tokens[index], and: tokens[index + 1]) == 1 else { return false }
        let next = tokens[index + 1]
        return !next.hasUTF8Prefix("**") && !next.hasUTF8Prefix("[") && !next.hasUTF8Prefix("`")
    }

    /// "iOS", "macOS", "iPadOS": a name in lowercase first with a capital after, such as opens
    /// a sentence.
    static func isCamelCaseName(_ token: Substring) -> Bool {
        guard let first = token.utf8.first, first.isASCIILetter, !first.isASCIIUppercase else { return false }
        return token.utf8.dropFirst().prefix { $0.isASCIILetter }.contains { $0.isASCIIUppercase }
    }

    /// "**1** **Labels**: …": a line that opens with a number in bold, as the compiler reads
    /// lines numbered so (`MarkerlessList.boldNumber`), then bold words.
    static func opensWithBoldNumber(_ line: String) -> Bool {
        guard let number = MarkerlessList.boldNumber(line) else { return false }
        return line.dropFirst(number.length).hasUTF8Prefix("**")
    }

    /// "**1**", "**12.**": a number in bold, the token `MarkerlessList.boldNumber` reads.
    static func isBoldNumber(_ token: Substring) -> Bool {
        MarkerlessList.boldNumber(String(token) + " ")?.length == token.count + 1
    }

    /// Words that are one link and nothing else ("[`nav-tab-bar`](rules/nav-tab-bar.md)",
    /// "[Tab bars](tabs.md)"), five words at most, as `StatementText.isLinkOnly` reads a line.
    static func isLinkAlone(_ words: ArraySlice<Substring>) -> Bool {
        guard (1...5).contains(words.count), words.first?.hasUTF8Prefix("[") == true else { return false }
        return StatementText.isLinkOnly(Substring(words.joinedWithSpaces()))
    }

    /// Words that are code spans of one word each, perhaps parted by slashes or commas.
    static func isCodeTitleAlone(_ words: ArraySlice<Substring>) -> Bool {
        guard (1...5).contains(words.count), words.first?.hasUTF8Prefix("`") == true else { return false }
        return words.allSatisfy { word in
            let span = word.hasUTF8Suffix(",") ? word.dropLast() : word
            return word.is("/") || span.count >= 3 && span.hasUTF8Prefix("`") && span.hasUTF8Suffix("`") && !span.dropFirst().dropLast().containsASCII("`")
        }
    }

    /// A dash between single spaces after a bullet item's first one to three words (no
    /// sentence ending among them, the first capitalised), in a list an earlier item of which
    /// reads "Label - text" the same way.
    private func separatesLabel(_ state: State, _ tokens: [Substring], at index: Int, gap: Int) -> Bool {
        state.listHasLabelDash && state.isListItem && state.list == .bullet && !state.tasks && gap == 1
            && Self.gap(between: tokens[index], and: tokens[index + 1]) == 1 && Self.isShortLabel(state.current.dropFirst())
    }

    /// A bullet item's line that reads "- Label - text": one to three words, then a dash.
    private static func readsLabelDash(_ line: String) -> Bool {
        guard line.hasUTF8Prefix("- ") else { return false }
        let words = line.dropFirst(2).split(separator: " ", maxSplits: 4, omittingEmptySubsequences: false)
        guard let dash = words.firstIndex(of: "-"), dash >= 1, dash <= 3 else { return false }
        return isShortLabel(words[..<dash])
    }

    /// One to three words, the first capitalised, none ending a sentence or a clause.
    private static func isShortLabel(_ words: ArraySlice<Substring>) -> Bool {
        guard (1...3).contains(words.count), let first = words.first?.first, first.isUppercase else { return false }
        return words.allSatisfy { word in
            guard let last = word.last else { return false }
            return !".:;,!?".contains(last) && !word.hasUTF8Prefix("**") && !word.hasUTF8Prefix("[")
        }
    }

    /// "reviewing  1. remove self … 2. use let …": a numbered item whose text starts with a
    /// lowercase word, the first after a broken line, a later one numbered as the list
    /// expects next.
    private func opensLowercaseItem(_ tokens: [Substring], at index: Int, number: Int, list: ListContext?, brokeLine: Bool) -> Bool {
        guard index > 0, let first = tokens[index + 1].first, first.isLowercase, first.isLetter else { return false }
        if case .ordered(let next) = list { return number == next }
        return number == 1 && brokeLine
    }

    func rebuild(_ text: Substring, state: inout State, into out: inout [String], stats: inout FlatStats) {
        var tokens = FlatTokens.split(text)
        // "> ### Keyboard checklist > * [ ] …": a block quote's marker before a heading, a list
        // marker or a bold label stood at a line's start; the quote's blocks are read in its
        // place (as `MarkdownParser` reads a quote of headings and task lines), so the marker
        // is left out. (The words around it keep their places: the gap over it is a line break's.)
        if tokens.contains(where: { $0.is(">") }) {
            tokens = tokens.indices.filter { !(tokens[$0].is(">") && FlatTokens.opensQuotedBlock(tokens, after: $0)) }.map { tokens[$0] }
        }
        // Tags of the writer's own naming that mark sections, opened and closed here.
        let sectionTags = FlatTokens.sectionTagNames(tokens)
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            // Two spaces where a line break became one space and a blank line another: a
            // line ended there (a paragraph's end, or a line before a list item). Nobody
            // writes two spaces inside a sentence, so after a word that ends none this is
            // read as a break; after a sentence it may be a typist's double space.
            // (Three or more: a trailing space or a hard break's two before the break.)
            let gap = index > 0 ? Self.gap(between: tokens[index - 1], and: token) : 0
            // (Two spaces inside a link's text, "[Timing (WCAG 2.2.1  - Level A)](…)", are a typo.)
            let brokeLine = gap >= 2 && !endsSentence(tokens[index - 1]) && !Self.insideLinkText(state.current, tokens, at: index)
            // Most words start with a letter, and such a word opens no block: it goes on the
            // current one, unless a blank line stood before it (a new paragraph, which ends
            // any list: an indented one would stand further in).
            if let first = token.utf8.first, first.isASCIILetter {
                // Two spaces after a sentence and before a capital are a blank line: a new
                // paragraph. In a list item, one with nothing indented after it: a paragraph
                // after the list, not more of the item (its own paragraphs would stand further in).
                // (Not right after a list marker: "8.  For …" pads the marker with a space.)
                let afterMarker = state.isListItem && state.current.count <= (state.tasks ? 2 : 1)
                // (A name such as "iOS" or "macOS" opens a sentence as a capital does.)
                let endsParagraph = gap >= 2 && (first.isASCIIUppercase || Self.isCamelCaseName(token))
                    && endsSentence(tokens[index - 1]) && !afterMarker
                // A list item's text wrapped onto an indented line ("…the only ⏎  guaranteed
                // screen.") goes on: one space for the line break, the rest its indentation.
                let indent = gap - 1 - state.trailing
                // (So does the text under an item that is so far a bold title alone: "- **Layout**
                // ⏎  Touch targets …".)
                // (And a lowercase word after a line that ended in a space and no sentence:
                // "- [ ] Is input escaped ⏎to prevent …", the item's sentence going on unindented.)
                let lazyLine = state.isListItem && gap == 2 && state.trailing == 0 && !first.isASCIIUppercase
                    && !Self.isCamelCaseName(token) && state.current.count > (state.tasks ? 2 : 1)
                    && tokens[index - 1].last.map { $0.isLetter || $0 == "," } == true
                let continuesItem = lazyLine || state.isListItem && indent >= 2 && indent <= 12
                    && (!first.isASCIIUppercase || gap >= state.itemGap + 2
                        || Self.isBoldTitleAlone(state.current.dropFirst(state.tasks ? 2 : 1), allowingHardBreak: true))
                // (Spaces right after a list marker pad it, "*   Technical …": no line broke there.)
                if state.isMetadata || !continuesItem && !afterMarker && (brokeLine || endsParagraph) { close(&state, into: &out) }
                if continuesItem { Self.setOffBoldTitle(&state, gap: gap) }
                state.current.append(token)
                state.afterHeading = false
                index += 1
                continue
            }
            // A line of a symbol alone ("⎯", "* * *" aside) after a broken line stands apart: a divider.
            if brokeLine, !state.current.isEmpty, token.unicodeScalars.allSatisfy({ HeadingText.isDecoration($0) }) {
                close(&state, into: &out)
            }
            let boundary = atBoundary(state)
            // Where a line may have started: a block's start, a broken line, a sentence's end.
            // A short bold line ("**Do**", "**Good examples**") is a label over what follows.
            // So is a paragraph that is one bold sentence ("**Use semantic elements for content**"
            // over "* Examples:").
            let mayStartLine = boundary || brokeLine || endsSentence(state.current.last) || Self.isBoldLabel(state.current)
                || Self.isBoldNameAndMeasure(state.current)
                || !state.isListItem && state.current.count <= 24 && Self.isBoldTitleAlone(state.current[...], allowingColon: true)
                || !state.isListItem && Self.isMarkedBoldLine(state.current)
            // "…consistently.  **macOS**  Use …": bold words after a sentence and a blank line
            // open a paragraph (in a list item, one not indented under it).
            if token.hasUTF8Prefix("**"), gap >= 2, index > 0, endsSentence(tokens[index - 1]), !state.current.isEmpty,
               !(state.isListItem && gap - 1 - state.trailing >= 2) {
                close(&state, into: &out)
            }
            // A leftover merge-conflict marker ("<<<<<<< HEAD", "=======", ">>>>>>> branch")
            // stood on a line of its own, where `MergeConflictRepair` finds it afterwards.
            if let marker = FlatTokens.conflictMarker(token), marker != "=" || hasConflict {
                close(&state, into: &out)
                let end = marker == "=" ? index + 1 : FlatTokens.conflictLabelEnd(tokens, after: index)
                out.append(tokens[index..<end].joinedWithSpaces())
                out.append("")
                index = end
                continue
            }
            // A link reference definition ("[hig]: https://…") stood on a line of its own, at
            // the end of a paragraph or of a list item.
            if FlatTokens.isLinkDefinition(tokens, at: index) {
                putAlone(tokens[index..<(index + 2)], state: &state, into: &out)
                index += 2
                continue
            }
            // A template directive ("{% endcapture %}", "{{< note >}}") stood on a line of its
            // own, where `TemplateTagRepair` finds it afterwards.
            if let end = FlatTokens.templateDirectiveEnd(tokens, at: index) {
                close(&state, into: &out)
                out.append(tokens[index..<end].joinedWithSpaces())
                out.append("")
                index = end
                continue
            }
            // Headings.
            if FlatTokens.isHeadingMarker(token), index + 1 < tokens.count {
                // Four spaces before a heading after a list read with no trailing spaces: a
                // hard break's two and a blank line's two. The list's lines each ended so, and
                // its deeper items stood two spaces further in than they were: they are taken
                // back, and later lists in the segment know it from their start.
                let misreadList = state.list != nil && state.trailing == 0 && gap == 4 ? state.listStart : nil
                close(&state, into: &out)
                if let start = misreadList, Self.takeBackIndentation(2, of: &out, from: start) { state.hardBreaks = 2 }
                let (run, endsAtBreak) = headingRun(tokens, from: index + 1, sectionTags: sectionTags)
                // A heading that ends where its line did is its title whole; otherwise its
                // title is told apart from the sentence that ran on after it.
                // (A quoted question ends at its closing quote either way.)
                let words = Array(tokens[(index + 1)..<run])
                let splitter = TitleSplitter(vocabulary: vocabulary)
                // "… labelled? {id="crit-9-11"}": an attribute list closes the heading's line.
                let closedByAttributes = endsAtBreak && Self.endsWithAttributeList(words[...])
                var split = closedByAttributes ? TitleSplitter.Split(title: words, splitAt: words.count)
                    : endsAtBreak ? (TitleSplitter.quotedTitleEnd(words) ?? TitleSplitter.boldBodyStart(words))
                        .map { TitleSplitter.Split(title: Array(words[..<$0]), splitAt: $0) }
                        ?? splitter.splitAtLineEnd(words)
                        ?? TitleSplitter.Split(title: words, splitAt: words.count)
                    : splitter.split(words)
                // The document's last heading, run on to its end, ends where a line did too.
                if run == tokens.count, split.splitAt == words.count, let atEnd = splitter.splitAtLineEnd(words) { split = atEnd }
                split = TitleSplitter.corrected(split, of: words, knownTitle: knownTitle)
                out.append("")
                out.append(String(token) + " " + split.title.joinedWithSpaces())
                out.append("")
                stats.headings += 1
                if split.splitAt < run - index - 1 { stats.splitTitles += 1 }
                index = index + 1 + split.splitAt
                state.afterHeading = true
                state.list = nil
                state.resumesAt = nil
                continue
            }
            // Horizontal rules.
            if token.is("---") || token.is("***") || token.is("___"), mayStartLine || state.current.isEmpty {
                close(&state, into: &out)
                out.append(contentsOf: ["", "---", ""])
                stats.rules += 1
                state.list = nil
                index += 1
                continue
            }
            // Tables.
            if token.is("|"), mayStartLine, let table = FlatTable.parse(tokens, from: index) {
                close(&state, into: &out)
                out.append("")
                out.append(contentsOf: table.lines)
                out.append("")
                stats.tables += 1
                state.list = nil
                index = table.end
                continue
            }
            // An admonition's opening ("!!! dont \"Don't\"", "??? note") stood on a line of its
            // own (its body, indented under it, cannot be told from what follows any more).
            if let end = FlatTokens.admonitionOpeningEnd(tokens, at: index) {
                putAlone(tokens[index..<end], blankAfter: false, state: &state, into: &out)
                stats.labels += 1
                index = end
                continue
            }
            // A table written in HTML ("<table> <tr><th>ID</th> … </table>") is one block: it
            // goes on a line of its own, whole, where the HTML table reader finds it.
            if token.utf8.starts(with: "<table".utf8) || token.utf8.starts(with: "<TABLE".utf8),
               let end = FlatTokens.htmlTableEnd(tokens, from: index) {
                putAlone(tokens[index..<end], state: &state, into: &out)
                stats.tables += 1
                index = end
                continue
            }
            // A component or block tag ("<Group>", "</Group>", "<Do title="Do" />") stood on a
            // line of its own, where a sentence ended, a tag closed or a list, a heading or
            // another tag follows: inline HTML inside a sentence stays in it.
            // (A `<br>` after a sentence may still be inside its paragraph: only what follows it
            // says it stood alone.)
            if let end = FlatTokens.blockTagEnd(tokens, at: index, sectionTags: sectionTags),
               mayStartLine && !FlatTokens.isVoidTag(token) || index > 0 && tokens[index - 1].hasUTF8Suffix(">") || end == tokens.count
                || FlatTokens.isContainerTag(token) || FlatTokens.isSectionTag(token, in: sectionTags)
                || FlatTokens.blockTagEnd(tokens, at: end, sectionTags: sectionTags) != nil || FlatTokens.isHeadingMarker(tokens[end])
                || (tokens[end].is("-") || tokens[end].is("*") || tokens[end].is("+") || FlatTokens.listNumber(tokens[end]) != nil) {
                putAlone(tokens[index..<end], state: &state, into: &out)
                stats.labels += 1
                index = end
                continue
            }
            // "… this view. > Carefully consider …": a quote marker after a sentence's end and
            // before a capital opened a quoted paragraph (a note after a list, say). So does one
            // before a quotation that opens on a capital, whatever ends before it ("- Save
            // progress > "Long forms lose people …"": a cited source after a list line).
            if token.is(">"), !state.current.isEmpty, index + 1 < tokens.count, case let following = tokens[index + 1],
               let next = following.first(where: { $0 != "*" && $0 != "_" && $0 != "\"" && $0 != "“" }), next.isUppercase,
               endsSentence(state.current.last) || following.first == "\"" || following.first == "“" {
                close(&state, into: &out)
                state.current = [token]
                index += 1
                continue
            }
            // Task and bullet list items.
            // ("- **Embrace the focus system** - Embrace …": a dash right after an item's bold
            // title, before plain words, separates the title from its text.)
            // "- Contrast - 4.5:1 for body text" in a list whose earlier items read "Label - text":
            // the dash after the item's short label is the label's, not a new item.
            if token.is("-"), index + 1 < tokens.count, separatesLabel(state, tokens, at: index, gap: gap) {
                state.current.append(token)
                index += 1
                continue
            }
            // ("1.5 - 1.0 = 0.5", "3 * 4": a sign between two numbers is arithmetic.)
            // ("- **1.4.3 (AA) - Contrast:** text": a dash inside a bold span is the span's; so is
            // one inside a link's text that a bracket closes on the same line, "- [No keyboard
            // trap (WCAG 2.1.2 - Level A)](…)".)
            if token.is("-") || token.is("*") || token.is("+"), index + 1 < tokens.count,
               !separatesBoldTitle(state, tokens, at: index, gap: gap), !Self.insideBoldSpan(state.current, tokens, at: index),
               !(gap < 2 && Self.insideLinkText(state.current, tokens, at: index) && Self.insideParentheses(state.current, tokens, at: index)),
               !(index > 0 && Self.isNumber(tokens[index - 1]) && Self.isNumber(tokens[index + 1])) {
                let next = tokens[index + 1]
                // A marker after a run of spaces inside a list item was indented: a line break
                // became one space, and the indentation is still there. It opens a nested item.
                let indent = gap - 1 - state.trailing
                // (In lowercase too, under an item that introduces them, "…including:", or
                // after a nested item so indented: fragments that finish the item's sentence.)
                let nestedFragment = next.first.map { $0.isLowercase && $0.isLetter } == true
                    && (state.current.last?.hasUTF8Suffix(":") == true || state.current.first?.hasUTF8Prefix(" ") == true && gap == state.itemGap)
                if state.isListItem, state.list != nil, indent >= 2, indent <= 12, gap != state.listGap,
                   FlatTokens.startsItem(next) || next.is("[") || nestedFragment {
                    close(&state, into: &out, keepList: true)
                    state.isListItem = true
                    state.itemGap = gap
                    state.current = [Substring(String(repeating: " ", count: indent) + String(token))]
                    index += 1
                    stats.listItems += 1
                    continue
                }
                let isTask = next.is("[") && index + 2 < tokens.count && tokens[index + 2].is("]")
                let isDoneTask = next.is("[x]") || next.is("[X]")
                // Within a list, a marker goes on it only where it may: the same character
                // as its items' (a "+" in a "-" list is text), and in a list of tasks, a
                // plain dash after a word that ends no sentence is a dash in the text.
                let padding = Self.gap(between: token, and: next)
                let continuesList = state.list == .bullet && token.utf8.first == state.bulletMarker && !state.tasks
                    && (state.markerPadding < 2 || padding == state.markerPadding)
                // "- ✅ …" stands only at a line's start: a Do / Don't item wherever it comes.
                let isVerdictItem = token.is("-") && next.count <= 2 && next.unicodeScalars.first.map { FlatTokens.verdictMarks.contains($0) } == true
                // "…can be used with…  - a keyboard" (or "* a keyboard"): a blank line after a
                // line left open, then an item in lowercase, opens a list of fragments.
                let lowercase = next.first.map { $0.isLowercase && $0.isLetter } ?? false
                let opensFragments = state.list != .bullet && (token.is("-") || token.is("*")) && gap >= 2 && lowercase
                    && ["…", "...", ":", ";"].contains { tokens[index - 1].hasUTF8Suffix($0) }
                if isTask || isDoneTask || opensFragments || ((continuesList || mayStartLine || isVerdictItem || labelsList(state, tokens, at: index))
                    && (FlatTokens.startsItem(next) || continuesList && state.fragments && lowercase)) {
                    close(&state, into: &out, keepList: true)
                    if state.list != .bullet {
                        out.append("")
                        state.opensList(after: gap, at: out.count)
                        state.markerPadding = padding
                        state.fragments = opensFragments
                    }
                    state.list = .bullet
                    state.bulletMarker = token.utf8.first
                    state.tasks = isTask || isDoneTask
                    state.isListItem = true
                    state.itemGap = gap
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
            // (An item may open with a lowercase word, "1. remove unused imports": where a line
            // broke before the first, or a sentence ended before the next one expected.)
            if let number = FlatTokens.listNumber(token), index + 1 < tokens.count,
               FlatTokens.startsItem(tokens[index + 1]) || opensLowercaseItem(tokens, at: index, number: number, list: state.list, brokeLine: brokeLine) {
                // Indented inside a list item ("must have:   1. …"), as far as the item's
                // text at least (CommonMark's rule): a nested step. Less indented, it is an
                // item of the list further out ("(N/A) ⏎⏎2." leaves a space before the break).
                let indent = gap - 1 - state.trailing
                if state.isListItem, state.list != nil, indent >= max(2, Self.contentColumn(state.current)), indent <= 12, gap != state.listGap {
                    close(&state, into: &out, keepList: true)
                    state.isListItem = true
                    state.itemGap = gap
                    state.current = [Substring(String(repeating: " ", count: indent) + String(token))]
                    index += 1
                    stats.listItems += 1
                    continue
                }
                let expected: Int? = { if case .ordered(let next) = state.list { return next } else { return nil } }()
                let resumes = expected == nil && number == state.resumesAt && gap >= 2 && mayStartLine
                // (Where no block is open, under a heading or after code, a list may open at any
                // number: "### Status bars ⏎⏎7. …" goes on numbering the lists of the sections
                // before, "```⏎⏎4. …" the list the code stood in.)
                // (A list may number every item alike, "0." or "1." each: Markdown counts them. The
                // same number again after a blank line, or where a line may start, is its next item.)
                let repeatsNumber = number <= 1 && expected == number + 1 && gap >= 2
                if number == expected || (number <= 1 && mayStartLine) || repeatsNumber || resumes || boundary && state.current.isEmpty {
                    close(&state, into: &out, keepList: true)
                    if expected == nil {
                        out.append("")
                        state.opensList(after: gap, at: out.count)
                    }
                    state.list = .ordered(next: number + 1)
                    state.resumesAt = number + 1
                    state.isListItem = true
                    state.itemGap = gap
                    state.current = ["\(number)."]
                    index += 1
                    stats.listItems += 1
                    continue
                }
            }
            // Metadata labels each take a line of one paragraph, and their value is one word or
            // a comma-separated list: "**Severity:** high **Tags:** a, b Guidance starts here".
            if let valueEnd = FlatTokens.metadataLabelEnd(tokens, at: index), mayStartLine || state.isMetadata || state.afterHeading {
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
            // of its own: such lines state one requirement each. Right after a list marker
            // ("- ✅ **Typed** errors") it is the item's own first word.
            let onlyMarker = state.isListItem && state.current.count <= (state.tasks ? 2 : 1)
            // So does any ✅ / ❌ mark in a paragraph of lines that each open with one ("✅ Use
            // text styles ✅ Test at AX5": a mark and a capital after it).
            let inVerdictLines = !state.isListItem && state.current.first.map { FlatTokens.isVerdictMark($0) } == true
                && Self.opensMarkedLine(tokens, at: index)
            // The first of them may follow the line that introduces them ("… only if: ✅ You
            // have measured it ✅ You …"): a mark after a colon, where another mark follows.
            let opensVerdictLines = !state.isListItem && index > 0 && tokens[index - 1].hasUTF8Suffix(":")
                && Self.marksLines(tokens, from: index)
            // (A mark before a bold label, "❌ **Role redundancy:** …", is a label's start, below;
            // among lines that each open with a mark it starts a line as the others do.)
            let labelStart = FlatTokens.isLabelStart(tokens, at: index)
            var closedMarkedLine = false
            if FlatTokens.isVerdictLine(tokens, at: index) || inVerdictLines || opensVerdictLines, !state.current.isEmpty, !onlyMarker,
               !labelStart || inVerdictLines {
                close(&state, into: &out)
                stats.labels += 1
                closedMarkedLine = true
            }
            // "**1** **Labels**: Give …  **2** **Contrast**: …": a number in bold before a bold
            // label opens a line with it (lines numbered in bold, as an ordered list is).
            let numbersLabel = !state.isListItem && Self.isBoldNumber(token) && index + 1 < tokens.count
                && FlatTokens.isLabelStart(tokens, at: index + 1)
            if numbersLabel, !state.current.isEmpty {
                close(&state, into: &out)
                stats.labels += 1
            }
            // Bold labels ("**Correct:**", "✅ **Incorrect — …:**", "**Impact:** HIGH") open a paragraph.
            if labelStart, mayStartLine, !closedMarkedLine,
               !(state.current.count == 1 && Self.isBoldNumber(state.current[0])),
               !(state.isListItem && state.current.count <= 2) {
                if !state.current.isEmpty { close(&state, into: &out) }
                stats.labels += 1
            }
            // Bold words after a line break ("…promotions ⏎⏎**Good examples**"), or capitalised
            // after a sentence and a blank line ("…dialog. ⏎⏎**Test on a device.**"), open a paragraph.
            let boldOpens = token.utf8.starts(with: "**".utf8)
                && (brokeLine || gap >= 2 && token.utf8.dropFirst(2).first?.isASCIIUppercase == true)
            // (Not a list item's first word, unless a blank line stood before it, not indented:
            // "- `a` ⏎⏎**Paths:**".)
            let leavesItem = brokeLine && gap - 1 - state.trailing < 2 && state.current.count > (state.tasks ? 2 : 1)
            if boldOpens, !state.current.isEmpty, !(state.isListItem && state.current.count <= 2) || leavesItem {
                close(&state, into: &out)
            }
            // So does a link opening a sentence after a sentence and a blank line ("…its
            // background. ⏎⏎['Large' text](…) is defined as …"), as a capital would.
            if token.utf8.first == UInt8(ascii: "["), gap >= 2, endsSentence(tokens[index - 1]), !state.current.isEmpty,
               token.utf8.dropFirst().first(where: { $0.isASCIILetter })?.isASCIIUppercase == true,
               !(state.isListItem && (2...12).contains(gap - 1 - state.trailing)) {
                close(&state, into: &out)
            }
            // "- **Layout**   Touch targets …": after an item that is so far one bold title, a
            // run of spaces is where its line broke (a hard break, then the indented text that
            // explains it): the title is set off as it was.
            if state.isListItem, !token.hasUTF8Prefix("**"), !token.is("-"), !token.is("—") { Self.setOffBoldTitle(&state, gap: gap) }
            state.current.append(token)
            state.afterHeading = false
            index += 1
        }
    }

    /// Sets a list item's bold title off from the text after it with a dash, where so far the
    /// item is that title alone and a run of spaces follows it (its line broke there: a hard
    /// break, "**Battery**\\" too, then the indented text that explains it).
    static func setOffBoldTitle(_ state: inout State, gap: Int) {
        guard state.isListItem, gap >= 3 else { return }
        let lead = state.tasks ? 2 : 1
        guard state.current.count > lead else { return }
        if let last = state.current.last, last.hasUTF8Suffix("**\\") { state.current[state.current.count - 1] = last.dropLast() }
        guard isBoldTitleAlone(state.current.dropFirst(lead)) else { return }
        state.current.append("—")
    }

    /// Words that are one bold run ("**UI", "&", "UX**"), closing with no colon.
    /// (`allowingColon`: "**Label:**" too; `allowingHardBreak`: a backslash after the span.)
    static func isBoldTitleAlone(_ words: ArraySlice<Substring>, allowingHardBreak: Bool = false, allowingColon: Bool = false) -> Bool {
        guard let first = words.first, var last = words.last else { return false }
        if allowingHardBreak, last.hasUTF8Suffix("**\\") { last = last.dropLast() }
        guard first.hasUTF8Prefix("**"), last.hasUTF8Suffix("**"),
              allowingColon || !last.hasUTF8Suffix(":**"), !last.hasUTF8Suffix("***") else { return false }
        let text = (words.dropLast() + [last]).joinedWithSpaces()
        return text.utf8.count > 4 && !text.dropFirst(2).dropLast(2).containsUTF8("**")
    }

    /// Ends the block being built. A list stays open across items unless `keepList` is false.
    /// Closes the block open and puts `words` on a line of their own, a blank line before
    /// them and (`blankAfter`) after them; no list goes on past them.
    func putAlone(_ words: ArraySlice<Substring>, blankAfter: Bool = true, state: inout State, into out: inout [String]) {
        close(&state, into: &out)
        if !(out.last?.isEmpty ?? true) { out.append("") }
        out.append(words.joinedWithSpaces())
        if blankAfter { out.append("") }
        state.list = nil
    }

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
            if !state.listHasLabelDash, Self.readsLabelDash(text) { state.listHasLabelDash = true }
        } else {
            // (Lines numbered in bold, "**2** **Contrast**: …", go on the paragraph of the line
            // numbered before them, as they stood.)
            if out.count >= 2, out.last == "", Self.opensWithBoldNumber(text), Self.opensWithBoldNumber(out[out.count - 2]) {
                out.removeLast()
            } else if !(out.last?.isEmpty ?? true) {
                out.append("")
            }
            out.append(text)
            out.append("")
        }
        if !keepList, state.isListItem { out.append("") }
    }

    /// Takes `spaces` of indentation off every indented line of `out` from `start` on, where
    /// each such line has that much at least; says whether there were any.
    static func takeBackIndentation(_ spaces: Int, of out: inout [String], from start: Int) -> Bool {
        guard start < out.count else { return false }
        let indented = out[start...].filter { $0.utf8.first == UInt8(ascii: " ") }
        guard !indented.isEmpty, indented.allSatisfy({ $0.utf8.prefix(spaces).allSatisfy { $0 == UInt8(ascii: " ") } }) else { return false }
        for index in start..<out.count where out[index].utf8.first == UInt8(ascii: " ") {
            out[index] = String(out[index].dropFirst(spaces))
        }
        return true
    }

    /// The column where a list item's text starts: its marker's indentation and width and
    /// the space after it ("   1. " → 6).
    static func contentColumn(_ item: [Substring]) -> Int {
        guard let marker = item.first else { return 0 }
        return marker.utf8.count + 1
    }

    /// The block so far is one short bold span standing alone: "**Do**", "**Good examples**".
    static func isBoldLabel(_ current: [Substring]) -> Bool {
        guard let first = current.first, let last = current.last, current.count <= 4,
              first.utf8.starts(with: "**".utf8), last.hasUTF8Suffix("**"), first.utf8.count + (current.count == 1 ? 0 : 2) > 4 else { return false }
        return !current.dropFirst().dropLast().contains { $0.containsASCII("*") }
    }

    /// Whether the ✅ / ❌ mark at `index` and another within the next few words on the same
    /// line each come before a capitalised word: lines that each open with a mark.
    static func marksLines(_ tokens: [Substring], from index: Int) -> Bool {
        guard opensMarkedLine(tokens, at: index) else { return false }
        var cursor = index + 1
        while cursor < min(tokens.count, index + 40) {
            if Self.gap(between: tokens[cursor - 1], and: tokens[cursor]) >= 2 { return false }
            if FlatTokens.isVerdictMark(tokens[cursor]) { return opensMarkedLine(tokens, at: cursor) }
            cursor += 1
        }
        return false
    }

    /// "❌ **Sharing one view model between screens** (before iOS 17)": a ✅ / ❌ mark, one bold
    /// run and perhaps a short note in parentheses. Such a line is whole: what follows (the
    /// list of its reasons) stands on lines of its own.
    static func isMarkedBoldLine(_ current: [Substring]) -> Bool {
        guard let mark = current.first, FlatTokens.isVerdictMark(mark), current.count >= 2, current.count <= 20,
              current[1].hasUTF8Prefix("**"),
              let close = current.indices.dropFirst().first(where: { current[$0].hasUTF8Suffix("**") }) else { return false }
        return isNoteOrNothing(current[(close + 1)...])
    }

    /// "**Minimum size: 44x44 points** (the platform's figure)": a line that is one bold
    /// name and its measure (a colon after the first words, a figure after it), perhaps a
    /// note in parentheses: what the line holds ends there, and a list may follow.
    static func isBoldNameAndMeasure(_ current: [Substring]) -> Bool {
        guard let first = current.first, first.utf8.starts(with: "**".utf8), current.count <= 16,
              let close = current.firstIndex(where: { $0.hasUTF8Suffix("**") }), close >= 1, close <= 9,
              current[...close].prefix(4).contains(where: { $0.hasUTF8Suffix(":") }),
              current[...close].contains(where: { $0.contains(where: \.isNumber) }) else { return false }
        return isNoteOrNothing(current[(close + 1)...])
    }

    /// The words after a line's bold span are none, or one short note in parentheses.
    private static func isNoteOrNothing(_ note: ArraySlice<Substring>) -> Bool {
        guard let opening = note.first else { return true }
        return opening.hasUTF8Prefix("(") && note.last?.hasUTF8Suffix(")") == true && note.count <= 6
            && !note.dropLast().contains { $0.hasUTF8Suffix(")") }
    }

    /// A ✅ / ❌ mark at `index` before a capitalised word, code or bold: a marked line's start.
    static func opensMarkedLine(_ tokens: [Substring], at index: Int) -> Bool {
        FlatTokens.isVerdictMark(tokens[index]) && index + 1 < tokens.count
            && tokens[index + 1].first.map { $0.isUppercase || $0 == "`" || $0 == "*" } == true
    }

    /// How many characters separate two tokens of the same text.
    /// "1.5", "44", "0,5": a number written alone.
    static func isNumber(_ token: Substring) -> Bool {
        guard let first = token.utf8.first, first >= UInt8(ascii: "0"), first <= UInt8(ascii: "9") else { return false }
        return token.utf8.allSatisfy { ($0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9")) || $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: ",") }
    }

    static func gap(between previous: Substring, and token: Substring) -> Int {
        guard previous.endIndex <= token.startIndex else { return 0 }
        return previous.base.utf8.distance(from: previous.endIndex, to: token.startIndex)
    }

    /// "Baseline - Build and run - Tests pass": a short line of words with no colon ("Baseline",
    /// "UI (if applicable)") over a list whose items open with a capital. Read as a list where
    /// two items or more follow before the line breaks: a dash between words of one sentence
    /// rarely comes twice before a capital ("GDPR compliant - If the app …" is a title and its text).
    func labelsList(_ state: State, _ tokens: [Substring], at index: Int) -> Bool {
        guard !state.isListItem, !state.isMetadata, (1...8).contains(state.current.count),
              !state.current.contains(where: { endsSentence($0) || $0.hasUTF8Suffix(",") }) else { return false }
        var items = 0
        var cursor = index
        while cursor + 1 < tokens.count {
            if cursor > index, Self.gap(between: tokens[cursor - 1], and: tokens[cursor]) >= 2 { break }
            if FlatTokens.isHeadingMarker(tokens[cursor]) { break }
            if tokens[cursor].is("-"), tokens[cursor + 1].first?.fastIsUppercase == true { items += 1 }
            if items >= 2 { return true }
            cursor += 1
        }
        return false
    }

    /// Whether a "[" opened in the block being built is still open and a "](" closes it
    /// within the next few words: the words between are a link's text.
    static func insideLinkText(_ current: [Substring], _ tokens: [Substring], at index: Int) -> Bool {
        guard leavesOpen(current, UInt8(ascii: "["), UInt8(ascii: "]")) else { return false }
        return tokens[index..<min(tokens.count, index + 8)].contains { $0.containsUTF8("](") }
    }

    /// Whether the last words of `current` open a bracket (`opening`) they do not close.
    static func leavesOpen(_ current: [Substring], _ opening: UInt8, _ closing: UInt8) -> Bool {
        var depth = 0
        for token in current.suffix(16) {
            for byte in token.utf8 {
                if byte == opening { depth += 1 } else if byte == closing, depth > 0 { depth -= 1 }
            }
        }
        return depth > 0
    }

    /// Whether a parenthesis opened in `current` (a heading's words so far) is still open and a
    /// ")" closes it within the next few words on the same line: "(WCAG 1.3.4 - Level AA)"
    /// holds a dash of its text, no list marker.
    static func insideParentheses(_ current: [Substring], _ tokens: [Substring], at index: Int) -> Bool {
        guard leavesOpen(current, UInt8(ascii: "("), UInt8(ascii: ")")) else { return false }
        var cursor = index + 1
        while cursor < min(tokens.count, index + 9) {
            if Self.gap(between: tokens[cursor - 1], and: tokens[cursor]) >= 2 { return false }
            if tokens[cursor].containsUTF8(")") { return true }
            cursor += 1
        }
        return false
    }

    /// Whether a "**" opened in the block being built is still open and another closes it
    /// within the next few words on the same line: the words between are bold text.
    static func insideBoldSpan(_ current: [Substring], _ tokens: [Substring], at index: Int) -> Bool {
        guard current.count <= 64 else { return false }
        var open = false
        var inCode = false
        for token in current {
            var previousStar = false
            for byte in token.utf8 {
                if byte == UInt8(ascii: "`") { inCode.toggle() }
                if inCode || byte == UInt8(ascii: "`") {
                    previousStar = false
                } else if byte == UInt8(ascii: "*") {
                    if previousStar { open.toggle(); previousStar = false } else { previousStar = true }
                } else {
                    previousStar = false
                }
            }
        }
        guard open else { return false }
        var cursor = index + 1
        while cursor < min(tokens.count, index + 9) {
            if Self.gap(between: tokens[cursor - 1], and: tokens[cursor]) >= 2 { return false }
            if tokens[cursor].containsUTF8("**"), !tokens[cursor].containsUTF8("`") { return true }
            cursor += 1
        }
        return false
    }

    private func atBoundary(_ state: State) -> Bool {
        state.current.isEmpty && !state.isListItem || state.afterHeading
    }

    private func endsSentence(_ token: Substring?) -> Bool {
        guard let token, let last = token.last else { return true }
        return last == "." || last == ":" || last == "!" || last == "?" || (last == ")" && token.count > 1 && token.dropLast().last == ".")
            || token.hasUTF8Suffix(".**") || token.hasUTF8Suffix(":**") || token.hasUTF8Suffix(".*")
    }

    /// Where a heading's words end: at the next block marker, or where its line broke (two
    /// spaces or more after a word that ends no sentence), and whether it was the break. A dash
    /// before that break is part of the title ("Buttons - sizes"), unless another follows
    /// it: a list right under the heading.
    private func headingRun(_ tokens: [Substring], from start: Int, sectionTags: Set<Substring> = []) -> (end: Int, atBreak: Bool) {
        var limit = min(tokens.count, start + 41)
        var lineEnd: Int?
        for index in (start + 1)..<max(start + 1, limit) where Self.gap(between: tokens[index - 1], and: tokens[index]) >= 2
            && !endsSentence(tokens[index - 1]) {
            lineEnd = index
            break
        }
        // A long heading closed by an attribute list before a break ("… l’utilisateur ?
        // {id="crit-9-11"}"): its line ends there, however many words it has.
        if lineEnd == nil, let close = (limit..<min(tokens.count, start + 121)).first(where: { index in
            tokens[index - 1].hasUTF8Suffix("}") && Self.gap(between: tokens[index - 1], and: tokens[index]) >= 2
        }), Self.endsWithAttributeList(tokens[start..<close]) {
            lineEnd = close
            limit = close + 1
        }
        func isDash(_ index: Int) -> Bool {
            (tokens[index].is("-") || tokens[index].is("*") || tokens[index].is("+")) && index + 1 < tokens.count
                && (FlatTokens.startsItem(tokens[index + 1]) || tokens[index + 1].is("["))
        }
        var index = start
        while index < tokens.count {
            if index == lineEnd { return (index, true) }
            let token = tokens[index]
            // "Data + Education Inline", "(Weather + Contacts)": a plus between words is one of
            // the title's, unless padded like a marker or before a task box.
            // (Not after a colon or a sentence's end: "… changes are: + Accurate" opens a list.)
            let titlePlus = token.is("+") && index > start && index + 1 < tokens.count
                && Self.gap(between: token, and: tokens[index + 1]) == 1 && Self.gap(between: tokens[index - 1], and: token) == 1
                && !tokens[index + 1].hasUTF8Prefix("[") && !endsSentence(tokens[index - 1]) && !tokens[index - 1].hasUTF8Suffix(":")
            // Block markers do not start with a letter.
            if index > start, !titlePlus, token.utf8.first.map({ !$0.isASCIILetter }) ?? true {
                if FlatTokens.isHeadingMarker(token) || token.is("---") || token.is("|") || FlatTokens.blockTagEnd(tokens, at: index, sectionTags: sectionTags) != nil
                    || token.is(">") && FlatTokens.opensQuotedBlock(tokens, after: index) {
                    return (index, false)
                }
                if isDash(index) {
                    // A dash before a task box ("- [ ]") opens a task line, never a title's clause.
                    let opensTask = index + 1 < tokens.count && (tokens[index + 1].is("[x]") || tokens[index + 1].is("[X]")
                        || tokens[index + 1].is("[") && index + 2 < tokens.count && tokens[index + 2].is("]"))
                    // A marker padded with spaces ("-   **Icons**: …") opens a list item: a
                    // title's dash stands between single spaces.
                    let padded = Self.gap(between: token, and: tokens[index + 1]) >= 2
                    // A title that already names a section of mistakes or checks ("Anti-patterns
                    // to avoid - Animation on every scroll") ends before the dash: a one-line list.
                    // (Not where a numbered list follows the line's break: "Checklist - Automated ⏎⏎1. …"
                    // is one title over that list.)
                    let namesKind = {
                        [.antiPatterns, .checklist].contains(SectionRole.classify(tokens[start..<index].joined(separator: " ")))
                            && !(lineEnd.map { $0 < tokens.count && FlatTokens.listNumber(tokens[$0]) != nil } ?? false)
                    }
                    // (The text's end is a line's: a fence or the document's end follows.)
                    // ("Orientation (WCAG 1.3.4 - Level AA)": a dash inside parentheses is the title's.)
                    let titleDash = !opensTask && !padded && ((lineEnd ?? (tokens.count - start <= 41 ? tokens.count : nil))
                        .map { end in !((index + 1)..<end).contains(where: isDash) } ?? false
                        && !namesKind() || Self.insideParentheses(Array(tokens[start..<index]), tokens, at: index))
                    // ("### 3. GDPR compliant - If the app is released in the EU and has a sign-in,
                    // it complies with GDPR ⏎⏎": a dozen words and more after the dash, to the
                    // line's end, are a list line under the heading, not the rest of its title.)
                    let longTail = lineEnd.map { $0 - index - 1 > 12 } ?? false
                    if !titleDash || longTail && !Self.insideParentheses(Array(tokens[start..<index]), tokens, at: index) { return (index, false) }
                }
                if (FlatTokens.listNumber(token) ?? 2) <= 1, index + 1 < tokens.count, FlatTokens.startsItem(tokens[index + 1]) { return (index, false) }
                if FlatTokens.isLabelStart(tokens, at: index) || FlatTokens.isVerdictLine(tokens, at: index) { return (index, false) }
            }
            index += 1
            if index >= limit { break }
        }
        return (index, false)
    }
}

import Foundation

/// Rebuilds one flattened line: splits off front matter and fenced code, then hands the
/// prose between fences to `FlatProseRebuilder` and the code to `FlatCodeLayout`.
struct FlatDocumentRebuilder {
    let line: String
    let isDocumentStart: Bool

    init(_ line: String, isDocumentStart: Bool) {
        self.line = line
        self.isDocumentStart = isDocumentStart
    }

    /// The line rebuilt as Markdown. `onAllCores` says whether to spread the work over the
    /// cores; by default, when the line is long.
    func rebuild(stats: inout FlatStats, parallelism: Parallelism = .allCores) -> String {
        var text = Substring(line)
        var frontMatter: [String] = []
        if isDocumentStart, let (yaml, rest) = FlatFrontMatter.split(text) {
            frontMatter = ["---"] + yaml + ["---", ""]
            stats.frontMatter += 1
            text = rest
        }
        let segments = Self.segments(text, stats: &stats)
        let parallelism = parallelism.forWork(.text(bytes: text.utf8.count))
        let prose = FlatProseRebuilder(vocabulary: FlatVocabulary(segments.filter { !$0.isCode }.map(\.text), parallelism: parallelism),
                                       hasConflict: text.containsUTF8("<<<<<<< "), knownTitle: FlatFrontMatter.titleWords(frontMatter))
        // Segments alternate prose and code, and a prose segment's last block closes at
        // the fence after it, so each segment is rebuilt on its own: side by side on a long
        // line. The one thing a prose segment takes from the one before is whether that
        // ended on a heading; each is rebuilt assuming not, then again, in order, where
        // it did.
        let pieces = parallelism.map(segments) { prose.rebuild($0, afterHeading: false) }
        var afterHeading = false
        var parts = [CollapsedLines(frontMatter)]
        // (The list item a prose segment ended in, where the next fence stood indented
        // under it: `- **Exposure**: … ⏎    ```kotlin` is that item's code.)
        // The text right after such code, indented as far, goes on in the item too.
        var openItem: (column: Int, indent: Int)?
        var nestedCode: (column: Int, indent: Int)?
        for (segment, var piece) in zip(segments, pieces) {
            if !segment.isCode {
                if afterHeading { piece = prose.rebuild(segment, afterHeading: true) }
                afterHeading = piece.endsAfterHeading
                if let code = nestedCode, segment.text.utf8.prefix(while: { $0 == UInt8(ascii: " ") }).count - 1 == code.indent,
                   let first = segment.text.utf8.first(where: { $0 != UInt8(ascii: " ") }), first.isASCIILetter {
                    piece.text = piece.text.indenting(by: code.column, firstParagraphOnly: true)
                }
                let spaces = segment.text.utf8.reversed().prefix { $0 == UInt8(ascii: " ") }.count
                openItem = piece.listItemColumn.map { (column: $0, indent: spaces - 1 - piece.trailing) }
                nestedCode = nil
            } else if let item = openItem, item.indent >= 2, item.indent <= 12 {
                piece.text = piece.text.indenting(by: item.column)
                nestedCode = item
            }
            parts.append(piece.text)
            stats.add(piece.stats)
        }
        return CollapsedLines.joined(parts)
    }

    struct Segment: Sendable {
        var text: Substring
        var isCode: Bool
        var language: String?
    }

    /// Prose and fenced code, alternating. An opening fence's language is the word glued to
    /// it (```swift); an unclosed fence runs to the end of the line and is closed.
    static func segments(_ text: Substring, stats: inout FlatStats) -> [Segment] {
        var segments: [Segment] = []
        var rest = text
        while let open = rest.firstUTF8Range(of: "```") {
            segments.append(Segment(text: rest[..<open.lowerBound], isCode: false))
            var afterOpen = rest[open.upperBound...]
            let language = afterOpen.prefix { $0.fastIsLetter || $0.fastIsNumber || $0 == "-" || $0 == "+" || $0 == "#" }
            afterOpen = afterOpen.dropFirst(language.count)
            if let close = afterOpen.firstUTF8Range(of: "```") {
                segments.append(Segment(text: afterOpen[..<close.lowerBound], isCode: true,
                                        language: language.isEmpty ? nil : String(language)))
                rest = afterOpen[close.upperBound...]
            } else {
                stats.unclosedFences += 1
                segments.append(Segment(text: afterOpen, isCode: true, language: language.isEmpty ? nil : String(language)))
                rest = rest[rest.endIndex...]
            }
        }
        segments.append(Segment(text: rest, isCode: false))
        return segments
    }
}

/// YAML front matter that lost its line breaks: `--- name: x description: y ---`.
enum FlatFrontMatter {
    /// The words of the `title:` among rebuilt front matter lines, without quotes.
    static func titleWords(_ lines: [String]) -> [Substring] {
        guard let line = lines.first(where: { $0.hasUTF8Prefix("title: ") }) else { return [] }
        var value = Substring(line.dropFirst(7))
        if let quote = value.first, quote == "\"" || quote == "'", value.count >= 2, value.last == quote {
            value = value.dropFirst().dropLast()
        }
        guard !value.contains("\\") else { return [] }
        return value.split(separator: " ")
    }

    static func split(_ text: Substring) -> ([String], Substring)? {
        guard text.hasUTF8Prefix("--- ") else { return nil }
        let body = text.dropFirst(4)
        guard let close = body.firstUTF8Range(of: " ---", limit: 20_000) else { return nil }
        let yaml = body[..<close.lowerBound]
        // Front matter that was never closed ("--- title: … # Writing …"): the "---" a
        // later rule or table row holds is not its end, and a heading comes first.
        if yaml.firstUTF8Range(of: " # ") != nil || yaml.firstUTF8Range(of: " ## ") != nil { return nil }
        let rest = body[close.upperBound...]
        // Each `key:` (a lower-case identifier followed by a colon) starts a line; a key
        // with no value opens a nested map for the keys after it.
        let words = yaml.split(separator: " ", omittingEmptySubsequences: true)
        var entries: [(key: Substring, value: [Substring])] = []
        var inQuotes = false
        for word in words {
            let isKey = !inQuotes && word.hasUTF8Suffix(":") && word.count > 1 && word.count <= 32
                && word.first?.isLetter == true && word.first?.isLowercase == true
                && word.dropLast().allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" }
            if isKey || entries.isEmpty {
                entries.append((word.dropLast(isKey ? 1 : 0), []))
            } else {
                entries[entries.count - 1].value.append(word)
                for character in word where character == "\"" { inQuotes.toggle() }
            }
        }
        var lines: [String] = []
        var nested = false
        for entry in entries {
            let value = entry.value.joined(separator: " ")
            let indent = nested ? "  " : ""
            if value.isEmpty {
                lines.append(indent + entry.key + ":")
                nested = true
            } else if value.hasUTF8Prefix("\"") || value.hasUTF8Prefix("'") || value.hasUTF8Prefix("[") {
                lines.append(indent + entry.key + ": " + value)
            } else {
                lines.append(indent + entry.key + ": " + JSONText.quote(value))
            }
        }
        return (lines, rest)
    }
}

/// Word statistics of a flattened document used to split titles from sentences: which
/// pairs of capitalised words recur (proper nouns such as "Dynamic Type").
struct FlatVocabulary {
    private var bigrams: [String: Int] = [:]

    /// Counts the pairs in `texts`, a share of the texts per job.
    init(_ texts: [Substring], parallelism: Parallelism = .serial) {
        let shares = min(parallelism.jobs, texts.count)
        guard shares > 1 else {
            bigrams = Self.count(texts[...])
            return
        }
        let ranges = (0..<shares).map { Parallelism.share($0, of: shares, count: texts.count) }
        let counts = parallelism.map(ranges) { Self.count(texts[$0]) }
        bigrams = counts[0]
        for more in counts.dropFirst() { bigrams.merge(more, uniquingKeysWith: +) }
    }

    static func count(_ texts: ArraySlice<Substring>) -> [String: Int] {
        var bigrams: [String: Int] = [:]
        for text in texts {
            let counted: Void? = text.utf8.withContiguousStorageIfAvailable { countWords(in: $0, of: text, into: &bigrams) }
            if counted == nil {
                let copy = Substring(String(text))
                copy.utf8.withContiguousStorageIfAvailable { countWords(in: $0, of: copy, into: &bigrams) }
            }
        }
        return bigrams
    }

    /// The pairs of one text, found on its bytes: a word is cut as a `Substring` (and
    /// cleaned by characters) only when a byte outside ASCII lies at an end of it, so the
    /// common word costs no reference counting (profiled: two thirds of the count was the
    /// retain and release of cutting every word).
    private static func countWords(in bytes: UnsafeBufferPointer<UInt8>, of text: Substring, into bigrams: inout [String: Int]) {
        // The previous cleaned word: a range of `bytes`, or its own bytes when it was cleaned by characters.
        var previous: Range<Int>?
        var previousOwned: [UInt8]?
        var previousIsCapitalised = false
        Substring.forEachSpaceSeparatedRange(in: bytes) { wordRange in
            var start = wordRange.lowerBound, end = wordRange.upperBound
            while start != end, bytes[start] < 0x80, !bytes[start].isASCIIAlphanumeric { start += 1 }
            while start != end, bytes[end - 1] < 0x80, !bytes[end - 1].isASCIIAlphanumeric { end -= 1 }
            var owned: [UInt8]?
            let capitalised: Bool
            if start == end || (bytes[start] < 0x80 && bytes[end - 1] < 0x80) {
                let cleaned = UnsafeBufferPointer(rebasing: bytes[start..<end])
                if cleaned.allSatisfy({ $0 < 0x80 }) {
                    capitalised = isCapitalisedASCII(cleaned)
                } else {
                    capitalised = isCapitalised(cut(text, from: start, to: end))
                }
            } else {
                let cleaned = clean(cut(text, from: wordRange.lowerBound, to: wordRange.upperBound))
                owned = Array(cleaned.utf8)
                capitalised = isCapitalised(cleaned)
            }
            if capitalised, previousIsCapitalised {
                func withBytes<R>(_ range: Range<Int>?, _ owned: [UInt8]?, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
                    if let owned { return owned.withUnsafeBufferPointer(body) }
                    return body(UnsafeBufferPointer(rebasing: bytes[range ?? 0..<0]))
                }
                let key = withBytes(previous, previousOwned) { first in withBytes(start..<end, owned) { second in Self.key(first, second) } }
                bigrams[key, default: 0] += 1
            }
            previous = owned == nil ? start..<end : nil
            previousOwned = owned
            previousIsCapitalised = capitalised
        }
    }

    /// The simple form of `count`, each word cut and cleaned as a `Substring`: what the
    /// byte scan must agree with (tests hold them equal).
    static func countCuttingWords(_ texts: ArraySlice<Substring>) -> [String: Int] {
        var bigrams: [String: Int] = [:]
        for text in texts {
            var previous: Substring?
            var previousIsCapitalised = false
            text.forEachSpaceSeparatedWord { word in
                let cleaned = clean(word)
                let capitalised = isCapitalised(cleaned)
                if let previous, capitalised, previousIsCapitalised { bigrams[key(previous, cleaned), default: 0] += 1 }
                previous = cleaned
                previousIsCapitalised = capitalised
            }
        }
        return bigrams
    }

    /// The text's characters between two byte offsets of its UTF-8.
    private static func cut(_ text: Substring, from start: Int, to end: Int) -> Substring {
        let utf8 = text.utf8
        return text[utf8.index(utf8.startIndex, offsetBy: start)..<utf8.index(utf8.startIndex, offsetBy: end)]
    }

    /// `isCapitalised` of an all-ASCII word.
    private static func isCapitalisedASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let first = bytes.first else { return false }
        if (0x41...0x5A).contains(first) { return true }
        return (0x61...0x7A).contains(first) && bytes.dropFirst().contains { (0x41...0x5A).contains($0) }
    }

    /// "first second" from the words' bytes.
    private static func key(_ first: UnsafeBufferPointer<UInt8>, _ second: UnsafeBufferPointer<UInt8>) -> String {
        String(unsafeUninitializedCapacity: first.count + 1 + second.count) { buffer in
            var position = buffer.initialize(fromContentsOf: first)
            buffer[position] = UInt8(ascii: " ")
            position += 1
            return position + UnsafeMutableBufferPointer(rebasing: buffer[position...]).initialize(fromContentsOf: second)
        }
    }

    /// "first second", written straight from the words' UTF-8.
    private static func key(_ first: Substring, _ second: Substring) -> String {
        let firstCount = first.utf8.count
        return String(unsafeUninitializedCapacity: firstCount + 1 + second.utf8.count) { buffer in
            var position = buffer.initialize(fromContentsOf: first.utf8)
            buffer[position] = UInt8(ascii: " ")
            position += 1
            return position + UnsafeMutableBufferPointer(rebasing: buffer[position...]).initialize(fromContentsOf: second.utf8)
        }
    }

    func isPhrase(_ first: Substring, _ second: Substring) -> Bool {
        (bigrams[Self.key(Self.clean(first), Self.clean(second))] ?? 0) >= 2
    }

    /// The word without the punctuation around it.
    static func clean(_ word: Substring) -> Substring {
        // ASCII at both ends (nearly every word): trim bytes, no grapheme breaking.
        let trim: (start: Int, end: Int, isASCII: Bool)? = word.utf8.withContiguousStorageIfAvailable { bytes in
            var start = 0, end = bytes.count
            while start != end, bytes[start] < 0x80, !bytes[start].isASCIIAlphanumeric { start += 1 }
            while start != end, bytes[end - 1] < 0x80, !bytes[end - 1].isASCIIAlphanumeric { end -= 1 }
            return (start, end, start == end || (bytes[start] < 0x80 && bytes[end - 1] < 0x80))
        }
        guard let trim else { return cleanCharacters(word) }
        let utf8 = word.utf8
        let trimmed = word[utf8.index(utf8.startIndex, offsetBy: trim.start)..<utf8.index(utf8.startIndex, offsetBy: trim.end)]
        return trim.isASCII ? trimmed : cleanCharacters(trimmed)
    }

    /// `clean` by characters, for a word with a character outside ASCII at either end.
    private static func cleanCharacters(_ word: Substring) -> Substring {
        word.drop { !$0.isLetter && !$0.isNumber }.reversed().drop { !$0.isLetter && !$0.isNumber }.reversed()
            .reduce(into: Substring()) { $0.append($1) }
    }

    static func isCapitalised(_ word: Substring) -> Bool {
        let ascii: Bool?? = word.utf8.withContiguousStorageIfAvailable { bytes in
            guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
            guard let first = bytes.first else { return false }
            if (0x41...0x5A).contains(first) { return true }
            return (0x61...0x7A).contains(first) && bytes.dropFirst().contains { (0x41...0x5A).contains($0) }
        }
        if let ascii = ascii ?? nil { return ascii }
        guard let first = word.first else { return false }
        return first.isUppercase || (first.isLowercase && word.dropFirst().contains { $0.isUppercase })
    }
}

extension FlatProseRebuilder {
    /// A segment rebuilt: its Markdown lines, what was restored, and (for prose) whether it
    /// ended right after a heading.
    struct Piece: Sendable {
        var text = CollapsedLines()
        var stats = FlatStats()
        var endsAfterHeading = false
        /// (Prose) the column where the text of the list item it ended in starts, if it did.
        var listItemColumn: Int?
        /// (Prose) the spaces the lines of that list were seen to leave at their ends.
        var trailing = 0
    }

    /// Rebuilds one segment of a flattened line as if everything before it had been
    /// rebuilt: prose starts with no open block (the previous one closed at a fence, or
    /// this is the first) and ends by closing its last block.
    func rebuild(_ segment: FlatDocumentRebuilder.Segment, afterHeading: Bool) -> Piece {
        // The segment's own copy of its text: the words cut from it then share that, not
        // the whole line's storage, whose reference count every core would be updating.
        var segment = segment
        segment.text = Substring(String(segment.text))
        var piece = Piece()
        var lines: [String] = []
        if segment.isCode, let language = segment.language, ["markdown", "md"].contains(language.lowercased()) {
            // A Markdown sample ("paste this checklist") is prose: its lines come back as prose's do.
            var state = State()
            var sample: [String] = []
            rebuild(segment.text, state: &state, into: &sample, stats: &piece.stats)
            close(&state, into: &sample)
            lines = ["", "```" + language] + sample.drop { $0.isEmpty } + ["```", ""]
            piece.stats.codeBlocks = 1
        } else if segment.isCode, ["", "text", "txt", "plain", "plaintext"].contains((segment.language ?? "").lowercased()),
                  let tree = FlatTreeLayout.lines(segment.text) {
            // A tree drawn in plain text: its branches start lines again, as `TreeListRepair` reads them.
            lines = ["", "```" + (segment.language ?? "")] + tree + ["```", ""]
            piece.stats.codeBlocks = 1
        } else if segment.isCode {
            lines = ["", "```" + (segment.language ?? "")] + FlatCodeLayout.layout(segment.text) + ["```", ""]
            piece.stats.codeBlocks = 1
        } else {
            var state = State()
            state.afterHeading = afterHeading
            rebuild(segment.text, state: &state, into: &lines, stats: &piece.stats)
            if state.isListItem, !state.current.isEmpty {
                piece.listItemColumn = Self.contentColumn(state.current)
                piece.trailing = state.trailing
            }
            close(&state, into: &lines)
            piece.endsAfterHeading = state.afterHeading
        }
        piece.text = CollapsedLines(lines)
        return piece
    }
}

/// Lines joined by newlines with each run of blank lines made one and none at the start,
/// kept as the text from the first to the last non-blank line and whether blank lines lay
/// before and after it. Pieces are collapsed where they are made (on any core) and the seams
/// joined at the end.
struct CollapsedLines: Sendable {
    /// The lines from the first non-blank one to the last, collapsed and joined.
    var body = ""
    var blankBefore = false
    var blankAfter = false

    init() {}

    init(_ lines: [String]) {
        var first = lines.startIndex, end = lines.endIndex
        while first != end, lines[first].isEmpty { first += 1 }
        while end != first, lines[end - 1].isEmpty { end -= 1 }
        blankBefore = first != lines.startIndex
        blankAfter = end != lines.endIndex
        let kept = lines[first..<end].indices.filter { $0 == first || !(lines[$0].isEmpty && lines[$0 - 1].isEmpty) }
        var length = max(0, kept.count - 1)
        for index in kept { length += lines[index].utf8.count }
        body.reserveCapacity(length)
        for index in kept {
            if index != first { body.append("\n") }
            body.append(lines[index])
        }
    }

    /// The same lines moved `spaces` further in (blank lines stay blank); with
    /// `firstParagraphOnly`, only those before the first blank line.
    func indenting(by spaces: Int, firstParagraphOnly: Bool = false) -> CollapsedLines {
        var copy = self
        let margin = String(repeating: " ", count: spaces)
        var moving = true
        copy.body = body.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            if line.isEmpty { moving = moving && !firstParagraphOnly }
            return moving && !line.isEmpty ? margin + line : String(line)
        }.joined(separator: "\n")
        return copy
    }

    /// The parts' lines, one after another, collapsed as one text: no blank line at the
    /// start, at most one anywhere else.
    static func joined(_ parts: [CollapsedLines]) -> String {
        var text = ""
        text.reserveCapacity(parts.reduce(0) { $0 + $1.body.utf8.count + 2 })
        var blankPending = false
        for part in parts {
            blankPending = blankPending || part.blankBefore
            guard !part.body.isEmpty else {
                blankPending = blankPending || part.blankAfter
                continue
            }
            if !text.isEmpty { text.append(blankPending ? "\n\n" : "\n") }
            text.append(part.body)
            blankPending = part.blankAfter
        }
        if blankPending, !text.isEmpty { text.append("\n") }
        return text
    }
}

/// A list written without markers: a paragraph whose every line is an instruction of its
/// own ("Use the system font" ⏎ "Respect Reduce Motion" ⏎ "Tests should cover every flow"),
/// as rule files written line by line have them. Read as a list, one entry a line, so each
/// line is asked as the list line it stands for; a paragraph of wrapped prose never is one.
enum MarkerlessList {
    /// Appends to `blocks` what `block` stands for: a lettered list and the line that leads
    /// it (`lettered`), a list without markers (`list`), or the block itself.
    static func append(_ block: MarkdownBlock, to blocks: inout [MarkdownBlock]) {
        if let (lead, list) = lettered(block) {
            if let lead { blocks.append(lead) }
            blocks.append(list)
        } else {
            blocks.append(list(from: block) ?? block)
        }
    }

    /// A list lettered in the text ("a) label each field;" ⏎ "b) show the error …", or
    /// "(a) …", "A) …"), which CommonMark leaves a paragraph: the letters run from a (or A)
    /// one a line, two lines at least, each entry's wrapped lines after it; lines before the
    /// first entry lead the list ("Every form must:"). The list is unordered: its letters
    /// are no numbers of the items.
    static func lettered(_ block: MarkdownBlock) -> (lead: MarkdownBlock?, list: MarkdownBlock)? {
        guard block.kind == .paragraph, opensALetteredLine(block.text) else { return nil }
        let lines = block.text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.trimmingSpaces() }
        guard (2...80).contains(lines.count), block.endLine - block.startLine + 1 == lines.count,
              let first = lines.firstIndex(where: { ["a", "A"].contains(letterMarker($0)?.letter) }),
              let opening = letterMarker(lines[first]), var expected = opening.letter.utf8.first else { return nil }
        let style = opening.style
        var entries: [(line: Int, text: String)] = []
        for offset in first..<lines.count {
            if let marker = letterMarker(lines[offset]), marker.style == style, marker.letter.utf8.first == expected {
                entries.append((offset, String(lines[offset].dropFirst(marker.length))))
                expected += 1
            } else if entries.isEmpty || lines[offset].isEmpty {
                return nil
            } else {
                entries[entries.count - 1].text += " " + lines[offset]
            }
        }
        guard entries.count >= 2 else { return nil }
        let items = entries.map { entry in
            let number = block.startLine + entry.line
            return MarkdownBlock(kind: .item(task: nil), children: [MarkdownBlock(kind: .paragraph, text: entry.text, startLine: number, endLine: number)],
                                 startLine: number, endLine: number)
        }
        let list = MarkdownBlock(kind: .list(ordered: false, start: 1), children: items, startLine: block.startLine + first, endLine: block.endLine)
        let lead = first == 0 ? nil
            : MarkdownBlock(kind: .paragraph, text: lines[..<first].joined(separator: "\n"), startLine: block.startLine, endLine: block.startLine + first - 1)
        return (lead, list)
    }

    /// Whether a line of `text` after its first, or its first, opens with "a)", "(a)", "a.",
    /// "A)" or "(A)": told from the bytes, as every paragraph of a document is asked.
    static func opensALetteredLine(_ text: String) -> Bool {
        let bytes = text.utf8
        guard bytes.contains(UInt8(ascii: "\n")) else { return false }
        var lineStart = bytes.startIndex
        while lineStart < bytes.endIndex {
            var marker = bytes[lineStart...].prefix(3).makeIterator()
            var first = marker.next()
            if first == UInt8(ascii: "(") { first = marker.next() }
            if first == UInt8(ascii: "a") || first == UInt8(ascii: "A"), let close = marker.next(),
               close == UInt8(ascii: ")") || close == UInt8(ascii: ".") {
                return true
            }
            guard let newline = bytes[lineStart...].firstIndex(of: UInt8(ascii: "\n")) else { return false }
            lineStart = bytes.index(after: newline)
        }
        return false
    }

    /// "a) ", "(a) ", "a. " opening a line (one letter, either case, but a capital not with a
    /// stop): the letter, how the marker is written, and how many characters it takes with
    /// its space.
    static func letterMarker(_ line: String) -> (letter: String, style: Int, length: Int)? {
        let bytes = Array(line.utf8.prefix(5))
        func isLetter(_ byte: UInt8) -> Bool { (0x61...0x7A).contains(byte) || (0x41...0x5A).contains(byte) }
        if bytes.count >= 5, bytes[0] == UInt8(ascii: "("), isLetter(bytes[1]), bytes[2] == UInt8(ascii: ")"), bytes[3] == UInt8(ascii: " "),
           bytes[4] != UInt8(ascii: " ") {
            return (String(UnicodeScalar(bytes[1])), 0, 4)
        }
        // (Not "A. Smith wrote …": a capital and a stop is how names are shortened.)
        if bytes.count >= 4, isLetter(bytes[0]), bytes[1] == UInt8(ascii: ")") || bytes[1] == UInt8(ascii: ".") && (0x61...0x7A).contains(bytes[0]),
           bytes[2] == UInt8(ascii: " "), bytes[3] != UInt8(ascii: " ") {
            return (String(UnicodeScalar(bytes[0])), bytes[1] == UInt8(ascii: ")") ? 1 : 2, 3)
        }
        return nil
    }

    /// The list `block` stands for, or nil when it is not such a paragraph.
    ///
    /// Lines with no closing stop, each opening with a capital (or a bold name), are lines of
    /// a list when more than half of them instruct; lines that close as sentences only when
    /// every one of them does (one sentence a line is also how some authors write prose).
    static func list(from block: MarkdownBlock) -> MarkdownBlock? {
        guard block.kind == .paragraph, let first = block.text.utf8.first,
              first == UInt8(ascii: "*") || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(first),
              block.text.utf8.contains(UInt8(ascii: "\n")) else { return nil }
        let lines = block.text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.trimmingSpaces() }
        guard (2...60).contains(lines.count), block.endLine - block.startLine + 1 == lines.count else { return nil }
        // ("**Detection**: …" ⏎ "**Issue**: …" ⏎ "**Fix**: …": the fields of one finding.)
        if lines.contains(where: opensWithFieldRole) { return nil }
        // ("**DON'T:** …" ⏎ "**DO:** …": lines of Do / Don't, read as such line by line, flattened or not.)
        if lines.contains(where: { CompilationRun.opensWithVerdict(Substring($0)) }) { return nil }
        // ("Also, an error message should …" ⏎ "Alternatively, …": each line goes on from
        // the one before it, as sentences of prose do.)
        if lines.dropFirst().contains(where: refersBack) { return nil }
        // ("Use this checklist as the minimum bar." ⏎ "Prefer …": how to take the document,
        // its introduction in short lines, not its requirements.)
        if lines.contains(where: { SectionRole.namesTheDocument(Slug.words(String($0.prefix(40)))) }) { return nil }
        var instructing = 0
        var stops = 0
        for line in lines {
            guard let head = line.utf8.first, head == UInt8(ascii: "*") || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(head),
                  !continuesOnNextLine(line) else { return nil }
            if let last = line.utf8.last, last == UInt8(ascii: ".") || last == UInt8(ascii: "!") || last == UInt8(ascii: "?") { stops += 1 }
            if CompilationRun.instructs(line) { instructing += 1 }
        }
        let isList = stops == 0 ? lines.count >= 3 && instructing * 2 > lines.count : instructing == lines.count && stops == lines.count
        guard isList else { return nil }
        // ("**1** **Coverage**: Test …" ⏎ "**2** …": numbered in bold, as an ordered list is.)
        let numbers = lines.map(boldNumber)
        let numbered = numbers.allSatisfy { $0 != nil } && zip(numbers.dropFirst(), numbers).allSatisfy { $0!.value == $1!.value + 1 }
        let entries = lines.enumerated().map { offset, line in
            let number = block.startLine + offset
            let text = numbered ? String(line.dropFirst(numbers[offset]!.length)) : line
            return MarkdownBlock(kind: .item(task: nil), children: [MarkdownBlock(kind: .paragraph, text: text, startLine: number, endLine: number)],
                                 startLine: number, endLine: number)
        }
        return MarkdownBlock(kind: .list(ordered: numbered, start: numbered ? numbers[0]!.value : 1), children: entries,
                             startLine: block.startLine, endLine: block.endLine)
    }

    /// "**3** " or "**3.** " opening a line: the number, and how many characters it takes.
    static func boldNumber(_ line: String) -> (value: Int, length: Int)? {
        guard line.hasUTF8Prefix("**") else { return nil }
        let digits = line.dropFirst(2).prefix { $0.isASCII && $0.isNumber }
        guard !digits.isEmpty, digits.count <= 3, let value = Int(digits) else { return nil }
        var rest = line.dropFirst(2 + digits.count)
        if rest.hasUTF8Prefix(".") { rest = rest.dropFirst() }
        guard rest.hasUTF8Prefix("** ") else { return nil }
        return (value, line.count - rest.dropFirst(3).count)
    }

    /// A line that opens by going on from the one before it ("Also, …", "This keeps …").
    static func refersBack(_ line: String) -> Bool {
        guard let first = Slug.words(String(line.prefix(24))).first else { return false }
        return continuingWords.contains(first)
    }

    private static let continuingWords: Set<String> = [
        "also", "alternatively", "however", "otherwise", "then", "instead", "additionally", "furthermore", "moreover", "this",
        "that", "these", "those", "it", "its", "they", "their", "so", "but", "and", "or", "because", "similarly", "likewise",
        "finally", "hence", "thus", "therefore", "still", "yet",
    ]

    /// A line that opens with the name of a part of one finding or rule ("Fix:", "Why:",
    /// "Impact:"), not a name of its own.
    static func opensWithFieldRole(_ line: String) -> Bool {
        let plain = MarkdownInline.plain(String(line.prefix(60)))
        guard let colon = plain.firstIndex(of: ":") else { return false }
        return fieldRoles.contains(Slug.phrase(String(plain[..<colon])))
    }

    private static let fieldRoles: Set<String> = [
        "fix", "fixes", "issue", "problem", "symptom", "symptoms", "cause", "detection", "detect", "solution", "impact", "severity",
        "priority", "example", "examples", "note", "notes", "result", "expected", "actual", "why", "rationale", "reason", "before",
        "after", "risk", "effort", "status", "owner", "input", "output", "source", "see also", "purpose", "goal", "usage",
        "critical", "important", "warning", "tip", "caution",
    ]

    /// A line cut off mid-sentence: it ends on a comma, an opening bracket, a dash or a word
    /// that needs the next one ("and", "the", "to").
    static func continuesOnNextLine(_ line: String) -> Bool {
        guard let last = line.last else { return true }
        if [",", ";", "(", "[", "-", "–", "—", "/", "&"].contains(last) { return true }
        let word = line.split(separator: " ").last.map { $0.lowercased() } ?? ""
        return ["and", "or", "the", "a", "an", "to", "of", "with", "for", "that", "which", "but"].contains(word)
    }
}

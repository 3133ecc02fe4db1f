/// A list written without markers: a paragraph whose every line is an instruction of its
/// own ("Use the system font" ⏎ "Respect Reduce Motion" ⏎ "Tests should cover every flow"),
/// as rule files written line by line have them. Read as a list, one entry a line, so each
/// line is asked as the list line it stands for; a paragraph of wrapped prose never is one.
enum MarkerlessList {
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

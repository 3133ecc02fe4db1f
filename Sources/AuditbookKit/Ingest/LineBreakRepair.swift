/// Rebuilds the structure of Markdown whose line breaks were lost (a whole document pasted
/// onto one line): front matter, headings (their titles split from the sentence that
/// follows), horizontal rules, bold labels, bullet, numbered and task lists, tables and
/// fenced code blocks (laid out one statement per line where that can be recovered).
///
/// It works line by line, so a document that lost only some of its breaks is repaired
/// where it was damaged; a line is rebuilt only when it is long and carries Markdown
/// structure in its middle.
public struct LineBreakRepair: Sendable {
    /// A line this long with block markers inside it is taken as flattened.
    static let minimumFlattenedLength = 400

    /// How many jobs may rebuild one long line.
    public var parallelism: Parallelism

    public init(parallelism: Parallelism = .allCores) { self.parallelism = parallelism }

    public struct Result: Sendable {
        public var text: String
        public var repairs: [Repair]
    }

    public func repair(_ text: String) -> Result {
        let lines = text.lineSlices()
        // A document that is one line is judged at any length; elsewhere only long lines are.
        let isOneLine = lines.lazy.filter { !$0.isEmpty }.prefix(2).count <= 1
        let minimumLength = isOneLine ? 40 : Self.minimumFlattenedLength
        var flattened: [Int] = []
        var inFence = false
        for (index, line) in lines.enumerated() {
            if Self.opensFence(line) { inFence.toggle() }
            if !inFence, line.utf8.count >= minimumLength, Self.looksFlattened(line, wholeDocument: isOneLine) { flattened.append(index) }
        }
        guard !flattened.isEmpty else { return Result(text: text, repairs: []) }
        var stats = FlatStats()
        var output = lines.map(String.init)
        for index in flattened {
            let line = Self.unspacedHeadingsAsMarks(Self.typedBulletsAsMarks(output[index]))
            output[index] = FlatDocumentRebuilder(line, isDocumentStart: index == 0).rebuild(stats: &stats, parallelism: parallelism)
        }
        let rebuiltLines = flattened.map { $0 + 1 }
        let result = output.joined(separator: "\n")
        var repairs = [Repair(kind: .lineBreaks, count: stats.blocks, lines: rebuiltLines,
                              detail: "restored line breaks lost from \(rebuiltLines.count == 1 ? "a flattened line" : "\(rebuiltLines.count) flattened lines"): \(stats.summary)")]
        if stats.splitTitles > 0 {
            repairs.append(Repair(kind: .headingTitle, count: stats.splitTitles, lines: rebuiltLines,
                                  detail: "separated heading titles from the sentence that followed them"))
        }
        if stats.codeBlocks > 0 {
            repairs.append(Repair(kind: .codeLayout, count: stats.codeBlocks, lines: rebuiltLines,
                                  detail: "laid out flattened code blocks one statement per line"))
        }
        if stats.unclosedFences > 0 {
            repairs.append(Repair(kind: .unclosedFence, count: stats.unclosedFences, lines: rebuiltLines,
                                  detail: "closed a code fence that was never closed"))
        }
        return Result(text: result, repairs: repairs)
    }

    /// A flattened line's typed bullets ("… Moving around • As a keyboard user, I want …
    /// • As …"), two of a kind at least, as the `-` list marks they stand for, so the line's lists are
    /// rebuilt as a Markdown list's are (`TypedBulletRepair` reads them where the breaks
    /// survived).
    static func typedBulletsAsMarks(_ line: String) -> String {
        guard line.containsUTF8("• ") || line.containsUTF8("◦ ") else { return line }
        var text = line
        for bullet in ["•", "◦"] where text.containsUTF8(" \(bullet) ", atLeast: 2) {
            text = text.replacingUTF8Occurrences(of: " \(bullet) ", with: " - ")
            if text.hasPrefix(bullet + " ") { text = "-" + text.dropFirst() }
        }
        return text
    }

    /// A flattened line's headings written with no space after their hashes ("… things.
    /// ###Labels * Name each …", `HeadingSpaceRepair`), given that space so the rebuilt lines
    /// break before them. Inside the line only two hashes or more after a space are read so.
    static func unspacedHeadingsAsMarks(_ line: String) -> String {
        guard line.containsUTF8(" ##") || line.hasUTF8Prefix("#") else { return line }
        var text = line
        // Where a space goes: after the hashes that open each such heading (read on the bytes;
        // most flattened lines have none).
        let insertions: [Int] = text.withUTF8 { bytes in
            var found: [Int] = []
            var index = 0
            while index < bytes.count {
                if bytes[index] == UInt8(ascii: "#"), index == 0 || bytes[index - 1] == UInt8(ascii: " "),
                   let hashes = HeadingSpaceRepair.unspacedHeadingHashes(UnsafeBufferPointer(rebasing: bytes[index..<min(bytes.count, index + 16)])),
                   index == 0 || hashes >= 2 {
                    found.append(index + hashes)
                    index += hashes
                    continue
                }
                index += 1
            }
            return found
        }
        guard !insertions.isEmpty else { return line }
        var output = ""
        output.reserveCapacity(line.utf8.count + insertions.count)
        var start = line.utf8.startIndex
        for offset in insertions {
            let end = line.utf8.index(line.utf8.startIndex, offsetBy: offset)
            output += line[start..<end]
            output += " "
            start = end
        }
        output += line[start...]
        return output
    }

    /// Whether a line starts with ``` or ~~~, read on its first three bytes (a Character
    /// comparison per line cost more than the rest of the scan).
    static func opensFence(_ line: Substring) -> Bool {
        var bytes = line.utf8.makeIterator()
        guard let first = bytes.next(), first == UInt8(ascii: "`") || first == UInt8(ascii: "~") else { return false }
        return bytes.next() == first && bytes.next() == first
    }

    /// A long line is flattened when block markers stand in its middle: two or more
    /// headings, list items or fences after a space.
    /// `wholeDocument`: the line is all the document has, so list markers count too ("- ",
    /// "* ", a numbered list's "1. " and "2. "): in a long line of a document they may be a
    /// sentence's dashes or numbers, but a document of one line with two of them has lost
    /// its breaks (a sentence on its own would have given no items either way).
    static func looksFlattened(_ line: Substring, wholeDocument: Bool = false) -> Bool {
        // "# Accordions  We offer …  Use …": a document of one line that opens with a heading
        // and holds a double space lost the breaks after its heading and between paragraphs.
        if wholeDocument, line.hasUTF8Prefix("#"), line.drop(while: { $0 == "#" }).hasUTF8Prefix(" "), line.containsUTF8("  ") { return true }
        // "| Item | Level | | :--- | :--- | | 1.1.1 | A |": a document of one line that opens
        // with a table row and holds its delimiter row lost the breaks between its rows (a
        // table's header and delimiter never share a line).
        if wholeDocument, line.hasUTF8Prefix("|"),
           ["|---", "| ---", "|:--", "| :--"].contains(where: { line.containsUTF8($0) }) { return true }
        let markers: [[UInt8]] = (["## ", "### ", "- [ ] ", "```", "--- ", "# ", "|---"] + (wholeDocument ? ["1. ", "2. ", "- ", "* "] : []))
            .map { Array($0.utf8) }
        var count = 0
        var copy = line
        return copy.withUTF8 { bytes in
            // Markers are ASCII and follow a space: a scan of the bytes.
            var index = 1
            while index < min(bytes.count, 200_000) {
                if bytes[index - 1] == UInt8(ascii: " ") {
                    let rest = UnsafeBufferPointer(rebasing: bytes[index...])
                    if markers.contains(where: { rest.starts(with: $0) }) {
                        count += 1
                        if count >= 2 { return true }
                    }
                }
                index += 1
            }
            return false
        }
    }
}

/// Counts of what a rebuild restored, for the repair report.
struct FlatStats: Sendable {
    var headings = 0
    var splitTitles = 0
    var listItems = 0
    var tables = 0
    var codeBlocks = 0
    var rules = 0
    var labels = 0
    var frontMatter = 0
    var unclosedFences = 0

    var blocks: Int { headings + listItems + tables + codeBlocks + rules + labels + frontMatter }

    mutating func add(_ other: FlatStats) {
        headings += other.headings
        splitTitles += other.splitTitles
        listItems += other.listItems
        tables += other.tables
        codeBlocks += other.codeBlocks
        rules += other.rules
        labels += other.labels
        frontMatter += other.frontMatter
        unclosedFences += other.unclosedFences
    }

    var summary: String {
        var parts: [String] = []
        if frontMatter > 0 { parts.append("front matter") }
        if headings > 0 { parts.append("\(headings) headings") }
        if listItems > 0 { parts.append("\(listItems) list items") }
        if tables > 0 { parts.append("\(tables) tables") }
        if codeBlocks > 0 { parts.append("\(codeBlocks) code blocks") }
        if labels > 0 { parts.append("\(labels) labels") }
        if rules > 0 { parts.append("\(rules) rules") }
        return parts.isEmpty ? "paragraphs" : parts.joined(separator: ", ")
    }
}

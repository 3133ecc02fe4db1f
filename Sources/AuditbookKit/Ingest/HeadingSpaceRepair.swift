import Foundation

/// Headings written with no space after their hashes, as Markdown was written before
/// CommonMark (and as GitHub rendered it until 2017):
///
///     ###Basics
///     ##<a name="principles"></a>Governing principles
///
/// CommonMark reads such a line as a paragraph, so a document written this way lost those
/// headings: their sections ran into the one above, and a title became a line of text. A line
/// outside fenced code, indented three spaces at most, whose one to six hashes are followed
/// by a letter or an HTML anchor (`<a `) becomes the heading it was meant to be, a space put
/// after its hashes. A single hash needs a capital after it: "#hashtag" and "#include" are no
/// headings. Every line keeps its number, and the change is reported.
struct HeadingSpaceRepair {
    func repair(_ text: String) -> (text: String, repairs: [Repair]) {
        // Nearly every document puts its spaces there: one pass over the bytes says so.
        guard Self.mayHoldUnspacedHeadings(text) else { return (text, []) }
        return repairLines(text)
    }

    /// The repair itself, line by line (`repair` asks `mayHoldUnspacedHeadings` first).
    func repairLines(_ text: String) -> (text: String, repairs: [Repair]) {
        var lines = text.lineSlices().map(String.init)
        var code = FenceTracker()
        var changed: [Int] = []
        for index in lines.indices {
            let trimmed = lines[index].drop { $0 == " " }
            if code.isCode(trimmed) { continue }
            guard lines[index].utf8.count - trimmed.utf8.count <= 3, let hashes = Self.unspacedHeadingHashes(trimmed.utf8) else { continue }
            let indent = lines[index].utf8.count - trimmed.utf8.count
            lines[index] = String(repeating: " ", count: indent) + String(repeating: "#", count: hashes) + " " + trimmed.dropFirst(hashes)
            changed.append(index + 1)
        }
        guard !changed.isEmpty else { return (text, []) }
        let repair = Repair(kind: .headingSpace, count: changed.count, lines: changed,
                            detail: "headings written with no space after their hashes (###Basics) were read as the headings they are")
        return (lines.joined(separator: "\n"), [repair])
    }

    /// How many hashes open `line` (without its indentation) when it is a heading written
    /// with no space after them; nil otherwise.
    static func unspacedHeadingHashes<Bytes: Collection>(_ line: Bytes) -> Int? where Bytes.Element == UInt8 {
        let hashes = line.prefix { $0 == UInt8(ascii: "#") }.count
        guard (1...6).contains(hashes) else { return nil }
        let after = line.dropFirst(hashes)
        guard let first = after.first else { return nil }
        if first == UInt8(ascii: "<") { return after.starts(with: "<a ".utf8) ? hashes : nil }
        guard first.isASCIIAlphanumeric, !first.isASCIIDigit else { return nil }
        // ("#hashtag", "#include <…>", "#pragma": one hash before a word in lowercase.)
        if hashes == 1, !first.isASCIIUppercase { return nil }
        // ("#FFFFFF", "#E5E5EA": a colour, not a title.)
        let word = after.prefix { $0 != UInt8(ascii: " ") }
        if word.count == 6 || word.count == 8 || word.count == 3,
           word.allSatisfy({ $0.isASCIIDigit || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains($0) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains($0) }) {
            return nil
        }
        return hashes
    }

    /// Whether a line may open with hashes and no space after them: told on the bytes, line
    /// starts found with `memchr` (a byte-by-byte loop was a twentieth of a second on the
    /// benchmark's 10 MB corpus).
    static func mayHoldUnspacedHeadings(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            guard let base = bytes.baseAddress else { return false }
            var index = 0
            while index < bytes.count {
                // (Up to three spaces may indent a heading.)
                var start = index
                while start < min(bytes.count, index + 3), bytes[start] == UInt8(ascii: " ") { start += 1 }
                if start < bytes.count, bytes[start] == UInt8(ascii: "#"),
                   unspacedHeadingHashes(UnsafeBufferPointer(rebasing: bytes[start..<min(bytes.count, start + 16)])) != nil {
                    return true
                }
                guard let newline = memchr(base + index, Int32(UInt8(ascii: "\n")), bytes.count - index) else { return false }
                index = base.distance(to: newline.assumingMemoryBound(to: UInt8.self)) + 1
            }
            return false
        }
    }
}

import Foundation

/// A page copied out of a browser as plain text: its headings lost their marks and stand as
/// short lines of their own, each over the prose of its section,
///
///     Best practices
///     Design with accessibility in mind. Accessibility is not only …
///
///     Gestures
///     Prefer simplified gestures for common interactions. …
///
/// CommonMark reads each as the first line of the paragraph under it, so the document has one
/// section and every guideline's first sentence opens with the heading's words. In a document
/// with no heading at all, a line that opens a paragraph (after a blank line, outside fenced
/// code), is short (seven words at most, no sentence's end: ".", ":", "!", "?", ";", ","), opens on
/// a capital or a name such as "visionOS", and has prose after it (on the next line or after a
/// blank line: a sentence of four words or more) is a heading: the first line of the
/// document, the title; the others its sections. Three such lines at least are needed, the
/// shape of a page rather than of one odd line; "Note", "Important", "Tip" and "Warning" stay
/// the labels they are. On such a page, short one-line paragraphs after a sentence ending in a
/// colon are the list it introduces (`listLines`). Every line keeps its number, and the
/// change is reported.
struct PlainPageRepair {
    func repair(_ text: String) -> (text: String, repairs: [Repair]) {
        guard !Self.hasHeadings(text) else { return (text, []) }
        var lines = text.lineSlices().map(String.init)
        var code = FenceTracker()
        var found: [Int] = []
        var afterBlank = true
        var inCode = Array(repeating: false, count: lines.count)
        for index in lines.indices {
            let trimmed = lines[index].drop { $0 == " " || $0 == "\t" }
            inCode[index] = code.isCode(trimmed)
        }
        let listLines = Self.listLines(lines, inCode: inCode)
        for index in lines.indices {
            let line = lines[index]
            let blank = Self.isBlank(line)
            defer { afterBlank = blank && !inCode[index] }
            guard afterBlank, !inCode[index], !listLines.contains(index), Self.mayBeTitle(line) else { continue }
            var next = index + 1
            while next < lines.count, !inCode[next], Self.isBlank(lines[next]) { next += 1 }
            guard next < lines.count, !inCode[next], Self.isProse(lines[next]) else { continue }
            found.append(index)
        }
        guard found.count >= 3 else { return (text, []) }
        let firstText = lines.firstIndex { !Self.isBlank($0) }
        for index in found {
            lines[index] = (index == firstText ? "# " : "## ") + lines[index].trimmingSpaces()
        }
        for index in listLines.sorted() {
            lines[index] = "- " + lines[index].trimmingSpaces()
        }
        let changed = (found + listLines).sorted()
        let detail = "a page copied as plain text: short lines over the prose of their sections were read as its headings"
            + (listLines.isEmpty ? "" : ", and short lines after a sentence ending in a colon as the list it introduces")
        let repair = Repair(kind: .plainPage, count: changed.count, lines: changed.map { $0 + 1 }, detail: detail)
        return (lines.joined(separator: "\n"), [repair])
    }

    /// "The tasks could include:" over "Read posted comments." and "Edit the response.", each a
    /// paragraph of one short line: the list the sentence introduces, its marks lost. Two
    /// lines at least, twelve words each at most, up to the first longer paragraph.
    static func listLines(_ lines: [String], inCode: [Bool]) -> Set<Int> {
        var found: Set<Int> = []
        var index = 0
        while index < lines.count {
            defer { index += 1 }
            guard !inCode[index], lines[index].trimmingSpaces().hasUTF8Suffix(":"),
                  index + 1 < lines.count, Self.isBlank(lines[index + 1]) else { continue }
            var entries: [Int] = []
            var next = index + 1
            while true {
                while next < lines.count, !inCode[next], Self.isBlank(lines[next]) { next += 1 }
                guard next < lines.count, !inCode[next], case let text = lines[next].trimmingSpaces(), !text.isEmpty,
                      text.split(separator: " ").count <= 12, text.first.map({ $0.isUppercase || $0.isLowercase }) == true,
                      next + 1 >= lines.count || Self.isBlank(lines[next + 1]) else { break }
                entries.append(next)
                next += 1
            }
            if entries.count >= 2 { found.formUnion(entries) }
        }
        return found
    }

    private static func isBlank(_ line: String) -> Bool {
        line.allSatisfy { $0 == " " || $0 == "\t" }
    }

    /// Whether text opens on a capital, or on a name that may open in lower case ("visionOS",
    /// "iOS": a capital after its first letter).
    private static func opensOnCapitalOrName(_ text: String) -> Bool {
        guard let first = text.first else { return false }
        return first.isUppercase || first.isLowercase && Substring(text.prefix { !$0.isWhitespace }).hasUppercaseAfterFirst
    }

    /// Labels that stand alone over the paragraph they introduce, not sections.
    private static let labels: Set<String> = ["note", "important", "tip", "warning", "caution", "example", "tldr", "summary"]

    /// A short line that may be a heading without its marks.
    static func mayBeTitle(_ line: String) -> Bool {
        let indent = line.prefix { $0 == " " }.count
        guard indent <= 3 else { return false }
        let text = line.trimmingSpaces()
        guard (2...60).contains(text.utf8.count), let last = text.last else { return false }
        guard Self.opensOnCapitalOrName(text) else { return false }
        guard last.isLetter || last.isNumber || last == ")" else { return false }
        let words = text.split(separator: " ")
        guard words.count <= 7, !labels.contains(text.lowercased()) else { return false }
        // (Markdown of any kind says the line was written as Markdown: "|", "**", "`", links.)
        return !text.contains { "|*`[<>#_".contains($0) }
    }

    /// A line of prose: a sentence of four words or more opening on a capital (or a name),
    /// not a list line, a table row, a quote, code or markup.
    static func isProse(_ line: String) -> Bool {
        let text = line.trimmingSpaces()
        guard let first = text.first, first == "“" || first == "\"" || Self.opensOnCapitalOrName(text) else { return false }
        let words = text.split(separator: " ").count
        return words >= 8 || words >= 4 && (text.hasUTF8Suffix(".") || text.hasUTF8Suffix("!") || text.hasUTF8Suffix("?") || text.hasUTF8Suffix(":"))
    }

    /// Whether any line is a heading already: "#" to "######" opening a line (three spaces of
    /// indentation at most) before a space or the line's end, a line of "=" or "-" under a
    /// line of text, or an HTML heading. Read on the bytes, line by line, and stopped at the
    /// first heading: nearly every document has one in its first lines (splitting the whole
    /// text into lines first cost 0.75 % of compiling the benchmark corpus).
    static func hasHeadings(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            let newline = UInt8(ascii: "\n"), space = UInt8(ascii: " "), tab = UInt8(ascii: "\t")
            var start = 0
            var previousText = false
            var fence: UInt8?
            while start < bytes.count {
                var end = start
                while end < bytes.count, bytes[end] != newline { end += 1 }
                var first = start
                while first < end, bytes[first] == space || bytes[first] == tab { first += 1 }
                let indent = first - start
                let line = UnsafeBufferPointer(rebasing: bytes[first..<end])
                defer { start = end + 1 }
                // Fenced code ("```", "~~~") holds no headings: "# comment" in shell code.
                if line.count >= 3, let mark = line.first, mark == UInt8(ascii: "`") || mark == UInt8(ascii: "~"),
                   line[1] == mark, line[2] == mark {
                    fence = fence == nil ? mark : (fence == mark ? nil : fence)
                    previousText = false
                    continue
                }
                if fence != nil { continue }
                if indent <= 3, let mark = line.first {
                    let hashes = line.prefix { $0 == UInt8(ascii: "#") }.count
                    if (1...6).contains(hashes), line.count == hashes || line[hashes] == space || line[hashes] == tab { return true }
                    if previousText, mark == UInt8(ascii: "=") || mark == UInt8(ascii: "-"),
                       line.allSatisfy({ $0 == mark || $0 == space || $0 == tab || $0 == UInt8(ascii: "\r") }) { return true }
                    if mark == UInt8(ascii: "<"), line.count >= 3, line[1] | 0x20 == UInt8(ascii: "h"),
                       (UInt8(ascii: "1")...UInt8(ascii: "6")).contains(line[2]) { return true }
                }
                previousText = !line.isEmpty && !(line.count >= 2 && (line[0] == UInt8(ascii: "-") || line[0] == UInt8(ascii: "*")) && line[1] == space)
            }
            return false
        }
    }
}

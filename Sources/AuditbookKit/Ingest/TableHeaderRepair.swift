import Foundation

/// Tables whose header row has fewer cells than the delimiter row under it, as a converter
/// from HTML writes a table whose first header cell was empty (a column of ✓ / ✗ pictures):
///
///     | Example text
///     ---|---
///     ![A checkmark …](check.png)| Use the full name
///
/// GitHub's table extension reads a table only where the two rows have as many cells, so
/// such a table was a paragraph of pipes and its samples were lost. Outside fenced code, a
/// header row short of cells gets empty ones: at its start where it opens with a pipe that
/// its body rows do not (the pipe was the separator after an empty first cell), else at its
/// end. Every line keeps its number, and the change is reported.
struct TableHeaderRepair {
    func repair(_ text: String) -> (text: String, repairs: [Repair]) {
        // Most documents have no table, or tables whose rows agree: the delimiter rows,
        // found with `memmem`, say so before any line is walked or copied.
        guard Self.mayHoldShortHeaders(text) else { return (text, []) }
        let short = Self.shortHeaders(text)
        guard !short.isEmpty else { return (text, []) }
        var lines = text.lineSlices().map(String.init)
        var changed: [Int] = []
        for (line, missing) in short where line + 1 < lines.count {
            let header = lines[line].trimmingSpaces()
            let opensWithPipe = header.hasUTF8Prefix("|")
            let bodyOpensWithPipe = line + 2 < lines.count && lines[line + 2].trimmingSpaces().hasUTF8Prefix("|")
            if opensWithPipe && !bodyOpensWithPipe {
                lines[line] = "|" + String(repeating: " |", count: missing) + " " + header.dropFirst().trimmingSpaces()
            } else {
                let closed = header.hasUTF8Suffix("|") ? header : header + " |"
                lines[line] = closed + String(repeating: " |", count: missing)
            }
            changed.append(line + 1)
        }
        guard !changed.isEmpty else { return (text, []) }
        let repair = Repair(kind: .tableHeaders, count: changed.count, lines: Array(changed.prefix(12)),
                            detail: "table header rows with fewer cells than the rows under them were given empty cells, so the tables read as tables")
        return (lines.joined(separator: "\n"), [repair])
    }

    /// Whether some delimiter row ("---|---", "| --- | --- |") has a line above it with fewer
    /// cells: only the lines with a pipe in them are looked at (found with `memchr`), fenced
    /// code not told apart (`shortHeaders` does that), so a document whose tables agree is not
    /// walked line by line.
    static func mayHoldShortHeaders(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            guard let base = bytes.baseAddress else { return false }
            var from = 0
            while from < bytes.count, let hit = memchr(base + from, Int32(UInt8(ascii: "|")), bytes.count - from) {
                let at = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
                var start = at
                while start > 0, bytes[start - 1] != UInt8(ascii: "\n") { start -= 1 }
                var end = at
                while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
                if start > 0, let columns = delimiterCells(UnsafeBufferPointer(rebasing: bytes[start..<end])) {
                    var above = start - 1
                    while above > 0, bytes[above - 1] != UInt8(ascii: "\n") { above -= 1 }
                    let header = UnsafeBufferPointer(rebasing: bytes[above..<(start - 1)])
                    if header.contains(where: { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") }), rowCells(header) < columns {
                        return true
                    }
                }
                from = end + 1
            }
            return false
        }
    }

    /// The 0-based lines of header rows short of cells, and how many each lacks.
    static func shortHeaders(_ text: String) -> [(line: Int, missing: Int)] {
        var text = text
        return text.withUTF8 { bytes in
            var found: [(line: Int, missing: Int)] = []
            var previous: Range<Int>?
            var lineNumber = 0
            var start = 0
            var fence: UInt8?
            while start <= bytes.count {
                var end = start
                if let base = bytes.baseAddress, start < bytes.count,
                   let newline = memchr(base + start, Int32(UInt8(ascii: "\n")), bytes.count - start) {
                    end = base.distance(to: newline.assumingMemoryBound(to: UInt8.self))
                } else {
                    end = bytes.count
                }
                let line = start..<end
                var first = line.lowerBound
                while first < line.upperBound, bytes[first] == UInt8(ascii: " ") || bytes[first] == UInt8(ascii: "\t") { first += 1 }
                // (Fenced code: its lines are nobody's table.)
                if first + 2 < line.upperBound, bytes[first] == UInt8(ascii: "`") || bytes[first] == UInt8(ascii: "~"),
                   bytes[first + 1] == bytes[first], bytes[first + 2] == bytes[first] {
                    fence = fence == nil ? bytes[first] : (fence == bytes[first] ? nil : fence)
                } else if fence == nil, let header = previous,
                          let columns = delimiterCells(UnsafeBufferPointer(rebasing: bytes[line])) {
                    let cells = rowCells(UnsafeBufferPointer(rebasing: bytes[header]))
                    if cells >= 1, cells < columns { found.append((lineNumber - 1, columns - cells)) }
                }
                previous = first < line.upperBound && fence == nil ? line : nil
                lineNumber += 1
                start = end + 1
            }
            return found
        }
    }

    /// The cells of a delimiter row ("---|---", "| :--- | ---: |"); nil for any other line.
    static func delimiterCells(_ line: UnsafeBufferPointer<UInt8>) -> Int? {
        var pipes = 0
        var dashes = 0
        for byte in line {
            switch byte {
            case UInt8(ascii: "|"): pipes += 1
            case UInt8(ascii: "-"): dashes += 1
            case UInt8(ascii: ":"), UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"): continue
            default: return nil
            }
        }
        guard pipes >= 1, dashes >= 3 else { return nil }
        return rowCells(line)
    }

    /// How many cells a table row holds: its pipes (not escaped) split it, a pipe opening or
    /// closing it is a border.
    static func rowCells(_ line: UnsafeBufferPointer<UInt8>) -> Int {
        var first = 0, last = line.count
        while first < last, [UInt8(ascii: " "), UInt8(ascii: "\t")].contains(line[first]) { first += 1 }
        while last > first, [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r")].contains(line[last - 1]) { last -= 1 }
        guard first < last else { return 0 }
        var pipes = 0
        var index = first
        while index < last {
            if line[index] == UInt8(ascii: "\\") { index += 2; continue }
            if line[index] == UInt8(ascii: "|") { pipes += 1 }
            index += 1
        }
        var cells = pipes + 1
        if line[first] == UInt8(ascii: "|") { cells -= 1 }
        if last - first > 1, line[last - 1] == UInt8(ascii: "|") { cells -= 1 }
        return max(cells, 1)
    }
}

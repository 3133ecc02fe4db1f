/// Repairs UTF-8 text that was once decoded as Mac Roman, Windows-1252 or Latin-1 and
/// saved again ("mojibake"): `‚úÖ` becomes ✅, `A√±adir` becomes Añadir.
///
/// Works run by run: each stretch of non-ASCII characters is mapped back to the bytes the
/// wrong code page would have produced, and only byte sequences that form valid multi-byte
/// UTF-8 are replaced. A correct "Añadir" or "café" stays, because one accented letter maps
/// to a single high byte, which is never valid UTF-8 on its own. Damage in only part of a
/// document is repaired where it is, and the rest is left alone.
public struct EncodingRepair: Sendable {
    public enum CodePage: String, CaseIterable, Sendable {
        case macRoman = "Mac Roman"
        case windows1252 = "Windows-1252"
        case latin1 = "Latin-1"

        public var upperHalf: [UInt32] {
            switch self {
            case .macRoman: return CodePageTables.macRoman
            case .windows1252: return CodePageTables.windows1252
            case .latin1: return CodePageTables.latin1
            }
        }
    }

    private let reverse: [CodePage: [UInt32: UInt8]]

    public init() {
        var reverse: [CodePage: [UInt32: UInt8]] = [:]
        for page in CodePage.allCases {
            var map: [UInt32: UInt8] = [:]
            for (offset, scalar) in page.upperHalf.enumerated() { map[scalar] = UInt8(0x80 + offset) }
            reverse[page] = map
        }
        self.reverse = reverse
    }

    public struct Result: Sendable {
        public var text: String
        public var repairs: [Repair]
    }

    public func repair(_ text: String) -> Result {
        // Fast path: pure ASCII text cannot carry mojibake.
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return Result(text: text, repairs: []) }
        let view = text.unicodeScalars
        var replacements: [(range: Range<String.Index>, scalars: [Unicode.Scalar])] = []
        var counts: [CodePage: Int] = [:]
        var lines: [Int] = []
        // Runs of non-ASCII characters are runs of bytes ≥ 0x80: found on the UTF-8, with
        // only the runs decoded to scalars.
        var runs: [(Range<Int>, line: Int)] = []
        var copy = text
        copy.withUTF8 { bytes in
            var line = 1
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                if byte < 0x80 {
                    if byte == UInt8(ascii: "\n") { line += 1 }
                    index += 1
                    continue
                }
                let start = index
                while index < bytes.count, bytes[index] >= 0x80 { index += 1 }
                // A UTF-8 sequence is at least two bytes, so its mojibake is at least two
                // characters: four bytes or more.
                if index - start >= 4 { runs.append((start..<index, line)) }
            }
        }
        for (bytes, line) in runs {
            let lower = text.utf8.index(text.startIndex, offsetBy: bytes.lowerBound)
            let upper = text.utf8.index(lower, offsetBy: bytes.count)
            let run = Array(view[lower..<upper])
            if run.count >= 2, let (fixed, page, repaired) = repairRun(run[...]) {
                replacements.append((lower..<upper, fixed))
                counts[page, default: 0] += repaired
                if lines.last != line { lines.append(line) }
            }
        }
        guard !replacements.isEmpty else { return Result(text: text, repairs: []) }
        // Appending a slice of a scalar view copies the whole output each time (quadratic in
        // the number of repairs); appending Substrings and single scalars to a String does not.
        var output = ""
        output.reserveCapacity(text.utf8.count)
        var previous = text.startIndex
        for replacement in replacements {
            output += text[previous..<replacement.range.lowerBound]
            for scalar in replacement.scalars { output.unicodeScalars.append(scalar) }
            previous = replacement.range.upperBound
        }
        output += text[previous...]
        let total = counts.values.reduce(0, +)
        let pages = CodePage.allCases.filter { counts[$0] != nil }.map(\.rawValue).joined(separator: " and ")
        let repair = Repair(kind: .encoding, count: total, lines: lines,
                            detail: "re-decoded UTF-8 that had been read as \(pages)")
        return Result(text: output, repairs: [repair])
    }

    /// Tries each code page on one run of non-ASCII scalars; returns the repaired run, the
    /// page used and how many characters were repaired, or nil when nothing was mojibake.
    private func repairRun(_ run: ArraySlice<Unicode.Scalar>) -> ([Unicode.Scalar], CodePage, Int)? {
        var best: ([Unicode.Scalar], CodePage, Int)?
        for page in CodePage.allCases {
            guard let map = reverse[page] else { continue }
            var out: [Unicode.Scalar] = []
            var repaired = 0
            var position = run.startIndex
            while position < run.endIndex {
                if let (decoded, used) = decodeSequence(run, from: position, map: map) {
                    out.append(decoded)
                    repaired += 1
                    position += used
                } else {
                    out.append(run[position])
                    position += 1
                }
            }
            if repaired > 0, repaired > (best?.2 ?? 0) { best = (out, page, repaired) }
        }
        return best
    }

    /// Decodes one UTF-8 sequence whose bytes are the code-page images of `run[from...]`.
    private func decodeSequence(_ run: ArraySlice<Unicode.Scalar>, from start: Int, map: [UInt32: UInt8])
        -> (Unicode.Scalar, Int)?
    {
        guard let lead = map[run[start].value] else { return nil }
        let length: Int
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0...0xEF: length = 3
        case 0xF0...0xF4: length = 4
        default: return nil
        }
        guard start + length <= run.endIndex else { return nil }
        var bytes = [lead]
        for offset in 1..<length {
            guard let byte = map[run[start + offset].value], byte & 0xC0 == 0x80 else { return nil }
            bytes.append(byte)
        }
        guard let decoded = String(validating: bytes, as: UTF8.self), let scalar = decoded.unicodeScalars.first,
              Self.isPlausible(scalar)
        else { return nil }
        return (scalar, length)
    }

    /// Rejects decodes that land on characters real text does not carry (C1 controls,
    /// private use, unassigned), which keeps false repairs away.
    private static func isPlausible(_ scalar: Unicode.Scalar) -> Bool {
        if (0x80...0x9F).contains(scalar.value) { return false }
        switch scalar.properties.generalCategory {
        case .control, .privateUse, .unassigned, .surrogate, .format: return scalar.value == 0x200D
        // A lone combining mark is what the wrong code page's decode produces (Windows-1252
        // "Ã±" read as Mac Roman gives U+0331), not what a document contains.
        case .nonspacingMark, .enclosingMark, .spacingMark: return scalar.value == 0xFE0F || scalar.value == 0x20E3
        default: return true
        }
    }
}

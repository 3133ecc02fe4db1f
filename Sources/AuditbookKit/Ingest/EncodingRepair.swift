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
        // The blocks (128 code points each) of the letters the text carries as they are: a
        // lone Cyrillic, Greek or Hebrew letter written correctly.
        var cleanBlocks = Set<UInt32>()
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
                if index - start >= 4 {
                    runs.append((start..<index, line))
                } else if index - start == 2, byte >= 0xCE, byte <= 0xDF {
                    cleanBlocks.insert((UInt32(byte & 0x1F) << 6 | UInt32(bytes[start + 1] & 0x3F)) >> 7)
                }
            }
        }
        var candidates: [(range: Range<String.Index>, line: Int, fixed: [Unicode.Scalar], page: CodePage, repaired: Int, lone: UInt32?)] = []
        for (bytes, line) in runs {
            let lower = text.utf8.index(text.startIndex, offsetBy: bytes.lowerBound)
            let upper = text.utf8.index(lower, offsetBy: bytes.count)
            let run = Array(view[lower..<upper])
            let afterLetter = bytes.lowerBound > 0 && text.utf8[text.utf8.index(before: lower)].isASCIILetter
            if run.count >= 2, let (fixed, page, repaired, decoded) = repairRun(run[...], afterLetter: afterLetter) {
                candidates.append((lower..<upper, line, fixed, page, repaired, Self.loneScriptLetter(decoded)))
            }
        }
        // A run that decodes to one letter of another script ("’é" read back as Mac Roman is
        // the Armenian "Վ") is French, not damage, unless the document carries that script:
        // written correctly, or repaired in runs of two letters or more (a Russian word).
        let repairedBlocks = Set(candidates.filter { $0.lone == nil }.flatMap { candidate in
            candidate.fixed.filter { Self.isScriptLetter($0) }.map { $0.value >> 7 }
        })
        for candidate in candidates {
            if let block = candidate.lone, !cleanBlocks.contains(block), !repairedBlocks.contains(block) { continue }
            replacements.append((candidate.range, candidate.fixed))
            counts[candidate.page, default: 0] += candidate.repaired
            if lines.last != candidate.line { lines.append(candidate.line) }
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
    private func repairRun(_ run: ArraySlice<Unicode.Scalar>, afterLetter: Bool = false) -> ([Unicode.Scalar], CodePage, Int, decoded: [Unicode.Scalar])? {
        var best: ([Unicode.Scalar], CodePage, Int, decoded: [Unicode.Scalar])?
        for page in CodePage.allCases {
            guard let map = reverse[page] else { continue }
            var out: [Unicode.Scalar] = []
            var decodedScalars: [Unicode.Scalar] = []
            var position = run.startIndex
            while position < run.endIndex {
                // A combining accent is text only after a letter ("e" + U+0301: "é" as macOS
                // often writes it, decomposed).
                if let (decoded, used) = decodeSequence(run, from: position, map: map),
                   !Self.decomposingAccents.contains(decoded.value)
                    || (out.last.map { $0.properties.isAlphabetic } ?? afterLetter) {
                    out.append(decoded)
                    decodedScalars.append(decoded)
                    position += used
                } else {
                    out.append(run[position])
                    position += 1
                }
            }
            if !decodedScalars.isEmpty, decodedScalars.count > (best?.2 ?? 0) { best = (out, page, decodedScalars.count, decodedScalars) }
        }
        return best
    }

    /// A letter of a script other than Latin, written with a two-byte UTF-8 sequence (Greek,
    /// Cyrillic, Armenian, Hebrew, Arabic …), or of the rarely used Latin Extended-B.
    static func isScriptLetter(_ scalar: Unicode.Scalar) -> Bool {
        (0x0180..<0x0800).contains(scalar.value) && scalar.properties.isAlphabetic
    }

    /// The block of the one letter a run decodes to, when that is all it decodes to and the
    /// letter is of another script; nil otherwise.
    private static func loneScriptLetter(_ decoded: [Unicode.Scalar]) -> UInt32? {
        guard decoded.count == 1, let letter = decoded.first, isScriptLetter(letter) else { return nil }
        return letter.value >> 7
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
        // (A sequence needs its length in characters, one less where a byte was left out.)
        guard run.endIndex - start >= length - 1 else { return nil }
        // The lead and the continuation bytes that follow it; where a decoder wrote U+FFFD for
        // a byte it had no character for, a 0 in `bytes` and its offset in `unknown`.
        var bytes = [lead]
        var unknown: [Int] = []
        var position = start + 1
        while bytes.count < length, position < run.endIndex {
            let scalar = run[position]
            if scalar.value == 0xFFFD {
                unknown.append(bytes.count)
                bytes.append(0)
            } else if let byte = map[scalar.value], byte & 0xC0 == 0x80 {
                bytes.append(byte)
            } else {
                break
            }
            position += 1
        }
        if bytes.count == length {
            if unknown.isEmpty { return Self.decoded(bytes).map { ($0, length) } }
            // "â€�": after E2 80 the lost byte was nearly always 0x9D, a closing quotation
            // mark ”, or, before an emoji, 0x8D, the joiner inside a sequence such as 👩‍💻.
            if length == 3, lead == 0xE2, bytes[1] == 0x80, unknown == [2] {
                let next = start + 3 < run.endIndex ? map[run[start + 3].value] : nil
                bytes[2] = next == 0xF0 ? 0x8D : 0x9D
                return Self.decoded(bytes).map { ($0, length) }
            }
            // Bytes Windows-1252 has no character for (0x81, 0x8D, 0x8F, 0x90, 0x9D), written
            // as U+FFFD or left out: "â�Œ" or "âŒ" for ❌ (E2 9D 8C), "â­" for ⭐ (E2 AD 90).
            // Of the bytes that could have stood there, the one that makes an emoji, when
            // only one does, is the byte that was lost.
            guard unknown.count <= 2 else { return nil }
            return Self.onlyEmoji(bytes, unknown: unknown).map { ($0, length) }
        }
        // One byte short, none replaced: left out where it stood, at any place after the lead.
        guard bytes.count == length - 1, unknown.isEmpty, length >= 3 else { return nil }
        var found: Unicode.Scalar?
        for gap in 1..<length {
            var candidate = bytes
            candidate.insert(0, at: gap)
            guard let emoji = Self.onlyEmoji(candidate, unknown: [gap]) else { continue }
            if found != nil, found != emoji { return nil }
            found = emoji
        }
        return found.map { ($0, length - 1) }
    }

    /// The bytes Windows-1252 maps to no character.
    private static let undefinedWindows1252Bytes: [UInt8] = [0x81, 0x8D, 0x8F, 0x90, 0x9D]

    /// The one emoji `bytes` make when each byte at an offset in `unknown` is one of the
    /// bytes Windows-1252 leaves undefined; nil when none does, or more than one.
    private static func onlyEmoji(_ bytes: [UInt8], unknown: [Int]) -> Unicode.Scalar? {
        var found: Unicode.Scalar?
        var candidate = bytes
        func search(_ index: Int) -> Bool {
            guard index < unknown.count else {
                guard let scalar = decoded(candidate),
                      scalar.properties.isEmojiPresentation || scalar.properties.isEmoji && scalar.value >= 0x2000 else { return true }
                if found != nil { return false }
                found = scalar
                return true
            }
            for byte in undefinedWindows1252Bytes {
                candidate[unknown[index]] = byte
                if !search(index + 1) { return false }
            }
            return true
        }
        return search(0) ? found : nil
    }

    /// The one plausible scalar `bytes` are the UTF-8 of, or nil.
    private static func decoded(_ bytes: [UInt8]) -> Unicode.Scalar? {
        guard let text = String(validating: bytes, as: UTF8.self), let scalar = text.unicodeScalars.first,
              text.unicodeScalars.count == 1, isPlausible(scalar) else { return nil }
        return scalar
    }

    /// The accents a decomposed Latin letter carries: grave, acute, circumflex, tilde,
    /// macron, breve, dot, diaeresis, ring, double acute, caron, cedilla, ogonek.
    static let decomposingAccents: Set<UInt32> = [
        0x0300, 0x0301, 0x0302, 0x0303, 0x0304, 0x0306, 0x0307, 0x0308, 0x030A, 0x030B, 0x030C, 0x0327, 0x0328,
    ]

    /// Rejects decodes that land on characters real text does not carry (C1 controls,
    /// private use, unassigned), which keeps false repairs away.
    private static func isPlausible(_ scalar: Unicode.Scalar) -> Bool {
        if (0x80...0x9F).contains(scalar.value) { return false }
        switch scalar.properties.generalCategory {
        case .control, .privateUse, .unassigned, .surrogate, .format: return scalar.value == 0x200D
        // A lone combining mark is what the wrong code page's decode produces (Windows-1252
        // "Ã±" read as Mac Roman gives U+0331), not what a document contains.
        case .nonspacingMark, .enclosingMark, .spacingMark:
            return scalar.value == 0xFE0F || scalar.value == 0x20E3 || decomposingAccents.contains(scalar.value)
        default: return true
        }
    }
}

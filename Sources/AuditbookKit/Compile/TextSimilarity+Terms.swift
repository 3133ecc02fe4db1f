import Foundation

/// How a text becomes terms: words and code identifiers split at case changes, lower-cased,
/// stop words dropped, a few synonyms folded together.
extension TextSimilarity {
    static let stopWords: Set<String> = [
        "a", "an", "the", "and", "or", "of", "to", "in", "on", "for", "with", "by", "is", "are", "be", "as",
        "at", "it", "its", "this", "that", "these", "those", "from", "use", "using", "used", "when", "all",
        "every", "each", "not", "no", "do", "does", "must", "should", "can", "will", "your", "you", "than",
        "then", "into", "only", "also", "has", "have", "set", "sure", "make", "ensure", "instead", "any",
        "via", "so", "if", "but", "more", "most", "over", "such", "their", "they", "them", "which", "what",
        "how", "why", "true", "false", "let", "var", "func", "self", "return", "e", "g", "eg", "ie", "etc",
    ]

    /// Lower-cased words, light plural folding, and camelCase identifiers split into parts
    /// as well as kept whole (`isReduceMotionEnabled` → itself, "reduce", "motion").
    public static func terms(_ text: String) -> [String] {
        var terms: [String] = []
        forEachWord(in: text) { word, isASCII in
            if isASCII {
                addASCIIWord(word, to: &terms)
            } else {
                addWord(Array(String(decoding: word, as: UTF8.self).unicodeScalars), isASCII: false, to: &terms)
            }
        }
        return terms
    }

    /// Calls `body` with each word of `text` (a run of letters and digits) as UTF-8 bytes,
    /// and whether it is all ASCII. Words are found on the bytes; only a non-ASCII byte is
    /// decoded to a scalar.
    static func forEachWord<Text: StringProtocol>(in text: Text, _ body: (UnsafeBufferPointer<UInt8>, Bool) -> Void) {
        text.withUTF8Buffer { forEachWord(inBytes: $0, body) }
    }

    static func forEachWord(inBytes bytes: UnsafeBufferPointer<UInt8>, _ body: (UnsafeBufferPointer<UInt8>, Bool) -> Void) {
        var start = -1
        var isASCII = true
        func flush(_ end: Int) {
            guard start >= 0 else { return }
            body(UnsafeBufferPointer(rebasing: bytes[start..<end]), isASCII)
            start = -1
            isASCII = true
        }
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte < 0x80 {
                if byte.isASCIIAlphanumeric {
                    if start < 0 { start = index }
                } else {
                    flush(index)
                }
                index += 1
                continue
            }
            let (scalar, length) = Self.decodeScalar(bytes, at: index)
            if scalar.isLetterOrNumber {
                if start < 0 { start = index }
                isASCII = false
            } else {
                flush(index)
            }
            index += length
        }
        flush(bytes.count)
    }

    /// The scalar whose (valid, non-ASCII) UTF-8 encoding starts at `index`, and its length.
    static func decodeScalar(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (Unicode.Scalar, Int) {
        let lead = UInt32(bytes[index])
        let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
        var value = lead & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
        for offset in 1..<length where index + offset < bytes.count {
            value = value << 6 | (UInt32(bytes[index + offset]) & 0x3F)
        }
        return (Unicode.Scalar(value) ?? "\u{FFFD}", length)
    }

    static let longestStopWord = stopWords.map(\.utf8.count).max() ?? 0
    static let longestSynonym = synonyms.keys.map(\.utf8.count).max() ?? 0

    static func isUpper(_ byte: UInt8) -> Bool { (0x41...0x5A).contains(byte) }
    static func isLower(_ byte: UInt8) -> Bool { (0x61...0x7A).contains(byte) }
    static func isDigit(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) }

    /// Whether an ASCII word has a part boundary before `position`: camelCase, or a change
    /// between digits and letters.
    static func isCut(_ word: UnsafeBufferPointer<UInt8>, at position: Int) -> Bool {
        let byte = word[position], last = word[position - 1]
        return (isUpper(byte) && isLower(last)) || isDigit(byte) != isDigit(last)
    }

    /// `addWord` for a word of ASCII letters and digits, on its bytes.
    static func addASCIIWord(_ word: UnsafeBufferPointer<UInt8>, to terms: inout [String]) {
        forEachPart(ofASCIIWord: word) { part, isWhole in
            let lowered = SpellingTable.lowered(part)
            if isWhole {
                terms.append(lowered)
            } else if !isStopWord(lowered) {
                terms.append(foldASCII(lowered))
            }
        }
    }

    /// The pieces of an ASCII word that give terms, in order: the whole word when it has
    /// parts (`isWhole`), then each part longer than one letter (or starting with a digit).
    static func forEachPart(ofASCIIWord word: UnsafeBufferPointer<UInt8>,
                                    _ body: (UnsafeBufferPointer<UInt8>, _ isWhole: Bool) -> Void) {
        if (1..<word.count).contains(where: { isCut(word, at: $0) }) { body(word, true) }
        var start = 0
        for end in 1...word.count where end == word.count || isCut(word, at: end) {
            if end - start > 1 || isDigit(word[start]) { body(UnsafeBufferPointer(rebasing: word[start..<end]), false) }
            start = end
        }
    }

    static func isStopWord(_ lowered: String) -> Bool {
        lowered.utf8.count <= longestStopWord && stopWords.contains(lowered)
    }

    /// One word's terms: the whole word when it has parts, then each part.
    static func addWord(_ word: [Unicode.Scalar], isASCII: Bool, to terms: inout [String]) {
        // Part boundaries: camelCase, and "44x44pt" → 44, x, 44, pt, so sizes match however
        // they are written.
        var cuts: [Int] = [0]
        for position in 1..<max(1, word.count) {
            let scalar = word[position], last = word[position - 1]
            let isUpper = scalar.isASCII ? ("A"..."Z").contains(scalar) : scalar.properties.isUppercase
            let isDigit = ("0"..."9").contains(scalar)
            let lastIsLower = last.isASCII ? ("a"..."z").contains(last) : last.properties.isLowercase
            let lastIsDigit = ("0"..."9").contains(last)
            if (isUpper && lastIsLower) || isDigit != lastIsDigit { cuts.append(position) }
        }
        cuts.append(word.count)
        func lowered(_ range: Range<Int>) -> String {
            if isASCII {
                // ASCII: lower-case byte by byte, without going through Unicode case mapping.
                return String(unsafeUninitializedCapacity: range.count) { buffer in
                    for (offset, scalar) in word[range].enumerated() {
                        let byte = UInt8(scalar.value)
                        buffer[offset] = (0x41...0x5A).contains(byte) ? byte + 0x20 : byte
                    }
                    return range.count
                }
            }
            var text = String.UnicodeScalarView()
            text.append(contentsOf: word[range])
            return String(text).lowercased()
        }
        if cuts.count > 2 { terms.append(lowered(0..<word.count)) }
        for index in 0..<(cuts.count - 1) {
            let piece = lowered(cuts[index]..<cuts[index + 1])
            guard piece.count > 1 || piece.first?.isNumber == true, !stopWords.contains(piece) else { continue }
            terms.append(isASCII ? foldASCII(piece) : fold(piece))
        }
    }

    /// British spellings and near-synonyms guideline authors use for the same thing.
    static let synonyms: [String: String] = [
        "colour": "color", "colours": "color", "tap": "touch", "tappable": "touch", "hit": "touch",
        "behaviour": "behavior", "grey": "gray", "centre": "center", "localise": "localize",
        "localised": "localize", "recognise": "recognize", "honour": "honor", "favourite": "favorite",
        "pt": "point", "points": "point", "dismissal": "dismiss", "mirroring": "mirror",
    ]

    /// `fold` for an ASCII word: byte counts and suffixes, no grapheme breaking.
    static func foldASCII(_ word: String) -> String {
        let bytes = word.utf8
        let count = bytes.count
        if count <= longestSynonym, let synonym = synonyms[word] { return synonym }
        guard count > 4 else { return word }
        func ends(_ suffix: StaticString) -> Bool {
            bytes.reversed().starts(with: UnsafeBufferPointer(start: suffix.utf8Start, count: suffix.utf8CodeUnitCount).reversed())
        }
        func dropping(_ count: Int) -> String { String(Substring(word.utf8.dropLast(count))) }
        if ends("ies") { return dropping(3) + "y" }
        if ends("ing"), count > 6 { return dropping(3) }
        if ends("ed"), count > 5 { return dropping(2) }
        if ends("s"), !ends("ss") { return dropping(1) }
        return word
    }

    static func fold(_ word: String) -> String {
        if let synonym = synonyms[word] { return synonym }
        guard word.count > 4 else { return word }
        if word.hasUTF8Suffix("ies") { return String(word.dropLast(3)) + "y" }
        if word.hasUTF8Suffix("ing"), word.count > 6 { return String(word.dropLast(3)) }
        if word.hasUTF8Suffix("ed"), word.count > 5 { return String(word.dropLast(2)) }
        if word.hasUTF8Suffix("s"), !word.hasUTF8Suffix("ss") { return String(word.dropLast()) }
        return word
    }
}

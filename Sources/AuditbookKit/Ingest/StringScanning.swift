import Foundation

extension StringProtocol {
    /// Whether the text's UTF-8 begins with `marker`'s. The markers the readers look for
    /// ("**", "- ", "✅", " — ") are compared byte by byte: `hasPrefix` on a substring
    /// compares grapheme clusters one at a time, and with `hasSuffix` it was a tenth of
    /// rebuilding a flattened document's lines (profiled). The bytes decide as the clusters
    /// do except where a mark combines with a marker's last character, and they also find
    /// "✅" in "✅️" (with its emoji variation selector), which the clusters do not.
    func hasUTF8Prefix(_ marker: String) -> Bool {
        var bytes = utf8.makeIterator()
        for byte in marker.utf8 {
            guard bytes.next() == byte else { return false }
        }
        return true
    }

    /// Whether the text's UTF-8 ends with `marker`'s, compared as `hasUTF8Prefix` compares.
    func hasUTF8Suffix(_ marker: String) -> Bool {
        let bytes = utf8
        let count = marker.utf8.count
        guard bytes.count >= count else { return false }
        var index = bytes.index(bytes.endIndex, offsetBy: -count)
        for byte in marker.utf8 {
            guard bytes[index] == byte else { return false }
            bytes.formIndex(after: &index)
        }
        return true
    }
}

extension StringProtocol where SubSequence == Substring {
    /// Whether the text contains the ASCII character `scalar`, by its byte. (`contains("(")`
    /// goes through Foundation's string search.)
    func containsASCII(_ scalar: Unicode.Scalar) -> Bool {
        utf8.contains(UInt8(ascii: scalar))
    }

    /// Whether the text contains `needle`, matched on UTF-8.
    func containsUTF8(_ needle: String) -> Bool {
        firstUTF8Range(of: needle) != nil
    }

    /// The first occurrence of `needle`, by a linear scan of UTF-8 (byte matching is exact
    /// for UTF-8), looking at most `limit` bytes ahead. Foundation's `range(of:)` bridges to
    /// UTF-16 offsets and is quadratic on long non-ASCII substrings.
    ///
    /// `ignoringASCIICase` matches A–Z in the text to a–z in `needle`, which must be lower
    /// case: the same matches as searching `lowercased()` for an ASCII needle, without
    /// copying the text.
    func firstUTF8Range(of needle: String, limit: Int = .max, ignoringASCIICase: Bool = false) -> Range<Index>? {
        let text = self[...]
        let found: Range<Int>?? = text.utf8.withContiguousStorageIfAvailable { bytes in
            var needle = needle
            return needle.withUTF8 { pattern in
                ignoringASCIICase ? firstByteOffsets(of: pattern, in: bytes, limit: limit, ignoringASCIICase: true)
                    : firstByteOffsets(of: pattern, in: bytes, limit: limit)
            }
        }
        guard let offsets = found ?? firstByteOffsets(of: Array(needle.utf8), in: Array(text.utf8), limit: limit,
                                                       ignoringASCIICase: ignoringASCIICase) else { return nil }
        let lower = text.utf8.index(text.startIndex, offsetBy: offsets.lowerBound)
        return lower..<text.utf8.index(lower, offsetBy: offsets.count)
    }
}

extension StringProtocol where SubSequence == Substring {
    /// Whether `needle` stands in the text `count` times at least, found as
    /// `firstUTF8Range` finds it (the search stops at the last one it needs).
    func containsUTF8(_ needle: String, atLeast count: Int) -> Bool {
        var found = 0
        var rest = self[...]
        while found < count, let range = rest.firstUTF8Range(of: needle) {
            found += 1
            rest = rest[range.upperBound...]
        }
        return found >= count
    }

    /// The text with every `needle` replaced by `replacement`, found on the UTF-8 as
    /// `firstUTF8Range` finds it (Foundation's replacing bridges long non-ASCII text to UTF-16).
    func replacingUTF8Occurrences(of needle: String, with replacement: String) -> String {
        var result = ""
        result.reserveCapacity(utf8.count)
        var rest = self[...]
        while let range = rest.firstUTF8Range(of: needle) {
            result += rest[..<range.lowerBound]
            result += replacement
            rest = rest[range.upperBound...]
        }
        result += rest
        return result
    }

    /// The range `firstRange(of:)` finds Character by Character, found by a byte search: a
    /// needle whose first and last characters are ASCII (the first not a line feed) found
    /// where the bytes either side are ASCII too stands on Character boundaries, so it is the
    /// first Character match; anywhere else (a mark combining with its last space) the
    /// Character search decides. The Character search of the standard library was a tenth
    /// of reading a 345 KB glossary (profiled).
    func firstCharacterRange(of needle: String) -> Range<Index>? {
        let text = self[...]
        guard let first = needle.utf8.first, let last = needle.utf8.last, first < 0x80, first != UInt8(ascii: "\n"), last < 0x80 else {
            return text.firstRange(of: needle)
        }
        // (Every Character match is a byte match: no byte match, no Character match.)
        guard let found = text.firstUTF8Range(of: needle) else { return nil }
        let bytes = text.utf8
        let before = found.lowerBound == bytes.startIndex || bytes[bytes.index(before: found.lowerBound)] < 0x80
        let after = found.upperBound == bytes.endIndex || bytes[found.upperBound] < 0x80
        return before && after ? found : text.firstRange(of: needle)
    }
}

/// Where `pattern` first stands in `bytes`, starting at most `limit` bytes in. The one
/// byte search behind substring search on text and the JSON export's splicing.
func firstByteOffsets<Text: RandomAccessCollection<UInt8>, Pattern: RandomAccessCollection<UInt8>>(
    of pattern: Pattern, in bytes: Text, from start: Int = 0, limit: Int = .max, ignoringASCIICase: Bool = false
) -> Range<Int>? where Text.Index == Int, Pattern.Index == Int {
    guard !pattern.isEmpty else { return nil }
    let end = bytes.count - pattern.count
    var offset = start
    while offset <= end, offset < limit {
        if bytes.hasBytes(pattern, at: offset, ignoringASCIICase: ignoringASCIICase) { return offset..<(offset + pattern.count) }
        offset += 1
    }
    return nil
}

/// `firstByteOffsets` on contiguous bytes, exact: memchr finds each candidate first byte.
func firstByteOffsets(of pattern: UnsafeBufferPointer<UInt8>, in bytes: UnsafeBufferPointer<UInt8>, limit: Int = .max) -> Range<Int>? {
    guard let first = pattern.first, let base = bytes.baseAddress, bytes.count >= pattern.count else { return nil }
    let last = min(bytes.count - pattern.count, limit == .max ? .max : limit - 1)
    var offset = 0
    while offset <= last, let hit = memchr(base + offset, Int32(first), last - offset + 1) {
        let found = UnsafePointer(hit.assumingMemoryBound(to: UInt8.self)) - base
        if memcmp(base + found, pattern.baseAddress!, pattern.count) == 0 { return found..<(found + pattern.count) }
        offset = found + 1
    }
    return nil
}

extension RandomAccessCollection where Element == UInt8, Index == Int {
    /// Whether `pattern` stands at `offset`. `ignoringASCIICase` matches A–Z here to a–z in
    /// `pattern`, which must then be lower case.
    @inline(__always)
    func hasBytes<Pattern: RandomAccessCollection<UInt8>>(_ pattern: Pattern, at offset: Int, ignoringASCIICase: Bool = false) -> Bool
    where Pattern.Index == Int {
        guard offset >= startIndex, offset + pattern.count <= endIndex else { return false }
        for index in 0..<pattern.count {
            var byte = self[offset + index]
            if ignoringASCIICase, (0x41...0x5A).contains(byte) { byte |= 0x20 }
            if byte != pattern[pattern.startIndex + index] { return false }
        }
        return true
    }
}

extension UInt8 {
    /// A–Z or a–z.
    var isASCIILetter: Bool {
        (0x41...0x5A).contains(self) || (0x61...0x7A).contains(self)
    }

    /// A–Z.
    var isASCIIUppercase: Bool { (0x41...0x5A).contains(self) }

    /// 0–9.
    var isASCIIDigit: Bool { (0x30...0x39).contains(self) }

    /// The byte with A–Z made a–z.
    var asciiLowercased: UInt8 { (0x41...0x5A).contains(self) ? self | 0x20 : self }

    /// An ASCII letter or digit: what a word is made of wherever words are found on bytes.
    var isASCIIAlphanumeric: Bool {
        (0x30...0x39).contains(self) || (0x41...0x5A).contains(self) || (0x61...0x7A).contains(self)
    }
}

extension Unicode.Scalar {
    /// A letter or digit of any script: what a word is made of outside ASCII.
    var isLetterOrNumber: Bool {
        isASCII ? UInt8(value).isASCIIAlphanumeric : properties.isAlphabetic || properties.numericType != nil
    }

    /// Foundation's `CharacterSet.whitespaces`: tab and the space separators (Zs).
    var isHorizontalWhitespace: Bool {
        if value < 0x80 { return value == 0x20 || value == 0x09 }
        return properties.generalCategory == .spaceSeparator
    }

    /// Foundation's `CharacterSet.whitespacesAndNewlines`: Z*, U+0009–U+000D and U+0085.
    var isWhitespaceOrNewline: Bool {
        if value < 0x80 { return value == 0x20 || (0x09...0x0D).contains(value) }
        if value == 0x85 { return true }
        switch properties.generalCategory {
        case .spaceSeparator, .lineSeparator, .paragraphSeparator: return true
        default: return false
        }
    }
}

extension StringProtocol where SubSequence == Substring {
    /// The text without leading and trailing spaces and tabs. The same as
    /// `trimmingCharacters(in: .whitespaces)`, which on Linux goes through NSString and costs
    /// a copy into UTF-16 on every call.
    func trimmingSpaces() -> String { trimming(\.isHorizontalWhitespace) }

    /// The same as `trimmingCharacters(in: .whitespacesAndNewlines)`, in Swift.
    func trimmingWhitespace() -> String { trimming(\.isWhitespaceOrNewline) }

    /// The text without the scalars `isTrimmed` holds at either end: the same as
    /// `trimmingCharacters(in:)` with a set of those scalars, in Swift.
    func trimming(_ isTrimmed: (Unicode.Scalar) -> Bool) -> String {
        let scalars = self[...].unicodeScalars
        var start = scalars.startIndex, end = scalars.endIndex
        while start < end, isTrimmed(scalars[start]) { start = scalars.index(after: start) }
        while end > start {
            let before = scalars.index(before: end)
            guard isTrimmed(scalars[before]) else { break }
            end = before
        }
        return String(Substring(scalars[start..<end]))
    }
}

extension StringProtocol where SubSequence == Substring {
    /// The text's lines, split at "\n" bytes; empty lines kept. `split(separator: "\n")`
    /// does the same through grapheme breaking, many times slower on a long document.
    func lineSlices() -> [Substring] {
        let text = self[...]
        let ends = newlineOffsets()
        var lines: [Substring] = []
        lines.reserveCapacity(ends.count + 1)
        // Offsets into the UTF-8: each line is cut by index arithmetic.
        let bytes = text.utf8
        var start = bytes.startIndex
        for end in ends {
            let endIndex = bytes.index(bytes.startIndex, offsetBy: end)
            lines.append(text[start..<endIndex])
            start = bytes.index(after: endIndex)
        }
        lines.append(text[start..<bytes.endIndex])
        return lines
    }
}

extension StringProtocol {
    /// The UTF-8 offsets of the text's "\n" bytes, found in contiguous storage.
    func newlineOffsets() -> [Int] {
        withUTF8Buffer { bytes in
            var offsets: [Int] = []
            for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") { offsets.append(offset) }
            return offsets
        }
    }

    /// Calls `body` with the text's UTF-8: its own storage when contiguous (native
    /// strings), else a copy.
    func withUTF8Buffer<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        utf8.withContiguousStorageIfAvailable(body) ?? Array(utf8).withUnsafeBufferPointer(body)
    }
}

extension StringProtocol {
    /// Whether any UTF-8 byte of the text satisfies `predicate`, read from contiguous
    /// storage: iterating `utf8` checks bounds and indices byte by byte, several times slower.
    @inline(__always)
    func containsUTF8Byte(where predicate: (UInt8) -> Bool) -> Bool {
        utf8.withContiguousStorageIfAvailable { $0.contains(where: predicate) } ?? utf8.contains(where: predicate)
    }
}

extension String {
    /// `prefix(count)`, without walking Characters when the first `count` + 1 bytes are
    /// ASCII (then each byte is a Character: the text has no "\r\n").
    func leadingCharacters(_ count: Int) -> Substring {
        let bytes = utf8
        if bytes.count <= count { return self[...] }
        let isASCII = bytes.withContiguousStorageIfAvailable { !$0[...count].contains { $0 >= 0x80 || $0 == 0x0D } }
        if isASCII == true { return self[..<bytes.index(startIndex, offsetBy: count)] }
        return prefix(count)
    }

    /// Every "\n" byte replaced by a space: the same as Foundation's
    /// `replacingOccurrences(of: "\n", with: " ")` (which replaces the "\n" of "\r\n" too),
    /// without the round trip through NSString.
    func replacingNewlinesWithSpaces() -> String {
        guard utf8.contains(UInt8(ascii: "\n")) else { return self }
        return String(decoding: utf8.map { $0 == UInt8(ascii: "\n") ? UInt8(ascii: " ") : $0 }, as: UTF8.self)
    }
}

extension Substring {
    /// The words between runs of spaces (U+0020), found by scanning UTF-8.
    func spaceSeparatedWords() -> [Substring] {
        var words: [Substring] = []
        forEachSpaceSeparatedWord { words.append($0) }
        return words
    }

    /// Calls `body` with each word between runs of spaces, in order.
    func forEachSpaceSeparatedWord(_ body: (Substring) -> Void) {
        // Word boundaries are found on the contiguous bytes, then cut from the text (a text
        // without contiguous UTF-8, such as a bridged one, is copied into a native one first).
        let utf8 = self.utf8
        let found: Void? = utf8.withContiguousStorageIfAvailable { bytes in
            Self.forEachSpaceSeparatedRange(in: bytes) { range in
                body(self[utf8.index(utf8.startIndex, offsetBy: range.lowerBound)..<utf8.index(utf8.startIndex, offsetBy: range.upperBound)])
            }
        }
        if found == nil { String(self)[...].forEachSpaceSeparatedWord(body) }
    }

    /// Calls `body` with the byte range of each word between runs of spaces, in order.
    static func forEachSpaceSeparatedRange(in bytes: UnsafeBufferPointer<UInt8>, _ body: (Range<Int>) -> Void) {
        var index = 0
        while index < bytes.count {
            while index < bytes.count, bytes[index] == UInt8(ascii: " ") { index += 1 }
            guard index < bytes.count else { break }
            let start = index
            while index < bytes.count, bytes[index] != UInt8(ascii: " ") { index += 1 }
            body(start..<index)
        }
    }
}

extension Character {
    // Character's case and letter properties look up Unicode tables even for ASCII, and the
    // flattened-document repair asks them of every word. These answer ASCII from the byte
    // (nearly every character of a guideline) and ask the tables only for the rest.

    /// `isUppercase`, from the byte for ASCII.
    var fastIsUppercase: Bool {
        if let byte = asciiValue { return (0x41...0x5A).contains(byte) }
        return isUppercase
    }

    /// `isLowercase`, from the byte for ASCII.
    var fastIsLowercase: Bool {
        if let byte = asciiValue { return (0x61...0x7A).contains(byte) }
        return isLowercase
    }

    /// `isLetter`, from the byte for ASCII.
    var fastIsLetter: Bool {
        if let byte = asciiValue { return (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) }
        return isLetter
    }

    /// `isNumber`, from the byte for ASCII.
    var fastIsNumber: Bool {
        if let byte = asciiValue { return (0x30...0x39).contains(byte) }
        return isNumber
    }
}

extension Substring {
    /// Whether a character after the first is upper-case ("iPhone", "macOS"), on bytes when
    /// the word is ASCII.
    var hasUppercaseAfterFirst: Bool {
        let ascii: Bool?? = utf8.withContiguousStorageIfAvailable { bytes in
            bytes.allSatisfy { $0 < 0x80 } ? bytes.dropFirst().contains { (0x41...0x5A).contains($0) } : nil
        }
        if let ascii = ascii ?? nil { return ascii }
        return dropFirst().contains(where: \.isUppercase)
    }
}

extension Collection where Element == Substring {
    /// `joined(separator: " ")`, writing into one allocation of the final size.
    func joinedWithSpaces() -> String {
        guard let first else { return "" }
        var length = count - 1
        for word in self { length += word.utf8.count }
        var text = String()
        text.reserveCapacity(length)
        text.append(contentsOf: first)
        for word in dropFirst() {
            text.append(" ")
            text.append(contentsOf: word)
        }
        return text
    }
}

extension UInt8 {
    /// Whether the byte opens a scalar from U+3000 to U+DFFF in UTF-8: CJK punctuation, kana,
    /// ideographs, Hangul.
    var leadsEastAsianScalar: Bool { self >= 0xE3 && self <= 0xED }
}

extension StringProtocol {
    /// Whether the text holds Chinese, Japanese or Korean (told on its bytes).
    var holdsEastAsianText: Bool { utf8.contains { $0.leadsEastAsianScalar } }

    /// Whether the text opens with Chinese, Japanese or Korean (told on its first byte).
    var opensWithEastAsianText: Bool { utf8.first?.leadsEastAsianScalar == true }
}

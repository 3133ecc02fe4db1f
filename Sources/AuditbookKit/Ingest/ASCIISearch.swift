extension StringProtocol where SubSequence == Substring {
    /// The first occurrence of `needle`, by a linear scan of UTF-8 (byte matching is exact
    /// for UTF-8), looking at most `limit` bytes ahead. Foundation's `range(of:)` bridges to
    /// UTF-16 offsets and is quadratic on long non-ASCII substrings.
    func firstUTF8Range(of needle: String, limit: Int = .max) -> Range<Index>? {
        let pattern = Array(needle.utf8)
        guard let first = pattern.first else { return nil }
        let bytes = utf8
        var index = bytes.startIndex
        var scanned = 0
        while index != bytes.endIndex, scanned < limit {
            scanned += 1
            if bytes[index] == first {
                var candidate = index
                var matched = 0
                while matched < pattern.count, candidate != bytes.endIndex, bytes[candidate] == pattern[matched] {
                    matched += 1
                    candidate = bytes.index(after: candidate)
                }
                if matched == pattern.count { return index..<candidate }
            }
            index = bytes.index(after: index)
        }
        return nil
    }
}

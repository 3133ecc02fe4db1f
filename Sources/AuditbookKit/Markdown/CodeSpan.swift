/// Inline code as CommonMark delimits it: a run of backticks closed by the next run of as
/// many. The rewrites of a block's inline text (`EmojiShortcode`, `WikiLink`) copy a span
/// as written.
enum CodeSpan {
    /// The index after the code span that opens with the backticks at `index` in `bytes`:
    /// after its closing run, or after the opening run alone where none closes it.
    static func end(in bytes: [UInt8], at index: Int) -> Int {
        let run = bytes[index...].prefix { $0 == UInt8(ascii: "`") }.count
        var next = index + run
        while next < bytes.count {
            guard bytes[next] == UInt8(ascii: "`") else { next += 1; continue }
            let closing = bytes[next...].prefix { $0 == UInt8(ascii: "`") }.count
            if closing == run { return next + closing }
            next += closing
        }
        return index + run
    }
}

/// A fenced sample of Markdown that holds fenced code of its own, written with fences of
/// the same length:
///
///     ```markdown
///     **Current code:**
///     ```swift
///     Text("Save")
///     ```
///     ```
///
/// CommonMark closes the sample at the inner code's first fence, so the inner code's
/// closing fence opens a block that runs on, and every heading and list after it, often to
/// the end of the document, reads as code. The author meant the fences to nest. When the
/// document as CommonMark reads it ends inside fenced code and reading a fence with an info
/// string inside a fence as a nested one closes every fence, the sample's own fences are
/// lengthened (```` over ```) so the parser reads it whole; every line keeps its number, and
/// the repair is reported. A document whose fences pair up as written is left as it is.
struct NestedFenceRepair {
    func repair(_ text: String) -> (text: String, repairs: [Repair]) {
        // Most documents have no fence, or fences that pair up: one count says so.
        guard text.containsUTF8("```") || text.containsUTF8("~~~") else { return (text, []) }
        let fences = Self.fenceLines(text)
        guard Self.endsInOpenFence(fences.map(\.fence)), let samples = Self.nestedSamples(fences) else { return (text, []) }
        var lines = text.lineSlices()
        let byLine = Dictionary(fences.map { ($0.line, $0.fence) }, uniquingKeysWith: { first, _ in first })
        for sample in samples {
            for index in [sample.open, sample.close] {
                guard let fence = byLine[index] else { continue }
                let line = lines[index]
                let indent = line.prefix { $0 == " " || $0 == "\t" }
                let rest = line.dropFirst(indent.count + fence.length)
                lines[index] = indent + String(repeating: fence.mark, count: sample.length) + rest
            }
        }
        let repair = Repair(kind: .nestedFence, count: samples.count, lines: samples.map { $0.open + 1 },
                            detail: "a fenced sample holding fenced code of its own, its fences as long as the code's, was read as one sample (its fences lengthened) rather than closed at the code's first fence")
        return (lines.joined(separator: "\n"), [repair])
    }

    /// The lines (0-based) that are code fences. Lines are found on bytes and only those whose
    /// first character after indentation is a backtick or a tilde are read: splitting a long
    /// document into lines to look at each cost a fifth of a second on 10 MB.
    static func fenceLines(_ text: String) -> [(line: Int, fence: Fence)] {
        var text = text
        return text.withUTF8 { bytes in
            var result: [(line: Int, fence: Fence)] = []
            var line = 0
            var start = 0
            while start < bytes.count {
                var first = start
                while first < bytes.count, bytes[first] == UInt8(ascii: " ") || bytes[first] == UInt8(ascii: "\t") { first += 1 }
                var end = first
                while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
                if first < end, bytes[first] == UInt8(ascii: "`") || bytes[first] == UInt8(ascii: "~"),
                   let fence = fence(bytes[first..<end]) ?? fence(Substring(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self))) {
                    result.append((line, fence))
                }
                line += 1
                start = end + 1
            }
            return result
        }
    }

    /// A line that is a code fence: its mark, how many, and whether an info string follows.
    struct Fence: Equatable {
        var mark: Character
        var length: Int
        var hasInfo: Bool
    }

    /// The fence an ASCII line (its indentation taken off) is, read on its bytes; nil when it
    /// is none, or holds other bytes (read then as text by `fence(_:)`, which knows Unicode spaces).
    private static func fence(_ line: Slice<UnsafeBufferPointer<UInt8>>) -> Fence? {
        guard let mark = line.first else { return nil }
        let length = line.prefix { $0 == mark }.count
        guard length >= 3 else { return nil }
        let info = line.dropFirst(length)
        if info.contains(where: { $0 >= 0x80 }) { return nil }
        if mark == UInt8(ascii: "`") && info.contains(UInt8(ascii: "`")) { return nil }
        return Fence(mark: Character(Unicode.Scalar(mark)), length: length,
                     hasInfo: info.contains { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") })
    }

    /// The fence a line is, at any indentation (a fence in a list item is indented).
    static func fence(_ line: Substring) -> Fence? {
        let trimmed = line.drop { $0 == " " || $0 == "\t" }
        guard let mark = trimmed.first, mark == "`" || mark == "~" else { return nil }
        let length = trimmed.prefix { $0 == mark }.count
        guard length >= 3 else { return nil }
        let info = trimmed.dropFirst(length).trimmingSpaces()
        // A backtick fence's info string holds no backtick (``` `x` ``` is code in a line).
        if mark == "`" && info.containsASCII("`") { return nil }
        return Fence(mark: mark, length: length, hasInfo: !info.isEmpty)
    }

    /// Whether the fences, paired as CommonMark pairs them (a fence closes the open one when
    /// it has the same mark, is at least as long and has no info string), leave one open.
    static func endsInOpenFence(_ fences: [Fence]) -> Bool {
        var open: Fence?
        for fence in fences {
            if let current = open {
                if closes(fence, current) { open = nil }
            } else {
                open = fence
            }
        }
        return open != nil
    }

    /// A sample whose fences are to be lengthened: its opening and closing lines (0-based)
    /// and the length its fences take, one more than the longest fence inside it.
    struct Sample: Equatable {
        var open: Int
        var close: Int
        var length: Int
    }

    /// The outermost fenced blocks that hold nested fences when a fence with an info string
    /// inside an open fence opens a nested one, or nil when that reading also leaves a fence
    /// open (the document is not one of nested samples).
    static func nestedSamples(_ fences: [(line: Int, fence: Fence)]) -> [Sample]? {
        var stack: [(line: Int, fence: Fence)] = []
        var longestInside = 0
        var samples: [Sample] = []
        for (index, fence) in fences {
            guard let top = stack.last else {
                stack = [(index, fence)]
                longestInside = 0
                continue
            }
            if fence.hasInfo && fence.mark == top.fence.mark {
                stack.append((index, fence))
                longestInside = max(longestInside, fence.length)
            } else if closes(fence, top.fence) {
                stack.removeLast()
                if stack.isEmpty && longestInside > 0 {
                    samples.append(Sample(open: top.line, close: index, length: max(longestInside, top.fence.length) + 1))
                }
            }
        }
        return stack.isEmpty && !samples.isEmpty ? samples : nil
    }

    private static func closes(_ fence: Fence, _ open: Fence) -> Bool {
        fence.mark == open.mark && fence.length >= open.length && !fence.hasInfo
    }
}

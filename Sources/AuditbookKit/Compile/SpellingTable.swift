import Foundation

/// The distinct lower-cased spellings of ASCII words in a corpus, in an open-addressing hash
/// table keyed by their bytes, each with the term numbers it stands for as a whole word and
/// as a part of one (`unknown` until first needed, `none` for a stop word).
struct SpellingTable: Sendable {
    static let unknown: Int32 = -2
    static let none: Int32 = -1

    struct Entry {
        var start: Int
        var length: Int
        var hash: UInt64
        var whole = SpellingTable.unknown
        var part = SpellingTable.unknown
    }

    var entries: [Entry] = []
    private var bytes: [UInt8] = []
    /// Entry number + 1 per slot, 0 when free; the count is a power of two.
    private var slots = [Int32](repeating: 0, count: 1024)

    static func lower(_ byte: UInt8) -> UInt8 { (0x41...0x5A).contains(byte) ? byte | 0x20 : byte }

    /// The word lower-cased, as a String.
    static func lowered(_ word: UnsafeBufferPointer<UInt8>) -> String {
        String(unsafeUninitializedCapacity: word.count) { buffer in
            for offset in 0..<word.count { buffer[offset] = lower(word[offset]) }
            return word.count
        }
    }

    /// The spelling of an entry, as a String.
    func string(_ entry: Int) -> String {
        String(decoding: bytes[entries[entry].start..<(entries[entry].start + entries[entry].length)], as: UTF8.self)
    }

    /// FNV-1a over the lower-cased bytes.
    private static func hash(_ word: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in word { hash = (hash ^ UInt64(lower(byte))) &* 0x100_0000_01b3 }
        return hash
    }

    /// The entry of `word` lower-cased, or the free slot where it would go.
    private func find(_ word: UnsafeBufferPointer<UInt8>, hash: UInt64) -> (entry: Int?, slot: Int) {
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while slots[slot] != 0 {
            let candidate = Int(slots[slot]) - 1
            if entries[candidate].hash == hash, matches(candidate, word) { return (candidate, slot) }
            slot = (slot + 1) & mask
        }
        return (nil, slot)
    }

    /// The entry of `word` lower-cased, added if it is new.
    mutating func entry(for word: UnsafeBufferPointer<UInt8>) -> Int {
        let hash = Self.hash(word)
        let (found, slot) = find(word, hash: hash)
        if let found { return found }
        entries.append(Entry(start: bytes.count, length: word.count, hash: hash))
        for byte in word { bytes.append(Self.lower(byte)) }
        slots[slot] = Int32(entries.count)
        if entries.count * 2 > slots.count { grow() }
        return entries.count - 1
    }

    private func matches(_ entry: Int, _ word: UnsafeBufferPointer<UInt8>) -> Bool {
        let start = entries[entry].start
        guard entries[entry].length == word.count else { return false }
        for offset in 0..<word.count where bytes[start + offset] != Self.lower(word[offset]) { return false }
        return true
    }

    private mutating func grow() {
        slots = [Int32](repeating: 0, count: slots.count * 2)
        let mask = slots.count - 1
        for (number, entry) in entries.enumerated() {
            var slot = Int(truncatingIfNeeded: entry.hash) & mask
            while slots[slot] != 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(number + 1)
        }
    }
}

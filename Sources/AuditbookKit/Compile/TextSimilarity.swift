import Foundation

/// TF-IDF cosine similarity over the words and code identifiers of checklist items: the one
/// mechanism behind "this checklist line restates that rule" and "these two documents ask
/// for the same thing".
///
/// Terms are interned as integers when the corpus is read, so vectors, document frequencies
/// and the index's postings are arrays indexed by term rather than dictionaries of strings.
public struct TextSimilarity: Sendable {
    /// A text's terms and their TF-IDF weights, by term number (ascending).
    public struct Vector: Sendable {
        var terms: [Int32] = []
        var weights: [Double] = []
        var norm: Double = 0
    }

    private var ids: [String: Int32] = [:]
    private var documentFrequency: [Int32] = []
    private var documentCount = 0
    /// For each corpus text read by `init(parts:)`, how many terms its first part gave.
    private var firstPartTermCounts: [Int] = []
    /// The corpus texts' terms as numbers, in corpus order.
    private var corpusTerms: [[Int32]] = []
    /// Each term's IDF weight, worked out once the corpus is read.
    private var inverseDocumentFrequency: [Double] = []

    /// A corpus of texts already split into terms (`terms(_:)`).
    public init(termLists: [[String]]) {
        corpusTerms.reserveCapacity(termLists.count)
        var seen: [Int32] = []
        for terms in termLists { append(terms.map { number($0) }, seen: &seen) }
        weighTerms()
    }

    /// A corpus of texts, split into the terms `terms(_:)` finds and numbered in the same
    /// order, without building a String for every word: an ASCII word is looked up by its
    /// bytes, and what a spelling stands for is worked out once, the first time it is seen.
    public init(texts: [String]) {
        self.init(parts: texts.map { [$0[...]] })
    }

    /// A corpus of texts each given as parts, read as if the parts were joined by spaces:
    /// the same terms as `init(texts:)` on the joined texts. A part equal to the one
    /// before it (a title counted twice) is read once and its terms repeated.
    public init(parts: [[Substring]]) {
        corpusTerms.reserveCapacity(parts.count)
        firstPartTermCounts.reserveCapacity(parts.count)
        var seen: [Int32] = []
        var spellings = SpellingTable()
        for text in parts {
            var numbers: [Int32] = []
            var previous: (part: Substring, terms: Range<Int>)?
            for (index, part) in text.enumerated() {
                let start = numbers.count
                if let previous, previous.part == part {
                    numbers.append(contentsOf: numbers[previous.terms])
                } else {
                    Self.forEachWord(in: part) { word, isASCII in
                        if isASCII {
                            addASCIIWord(word, spellings: &spellings, to: &numbers)
                        } else {
                            var terms: [String] = []
                            Self.addWord(Array(String(decoding: word, as: UTF8.self).unicodeScalars), isASCII: false, to: &terms)
                            for term in terms { numbers.append(number(term)) }
                        }
                    }
                }
                previous = (part, start..<numbers.count)
                if index == 0 { firstPartTermCounts.append(numbers.count) }
            }
            if text.isEmpty { firstPartTermCounts.append(0) }
            append(numbers, seen: &seen)
        }
        weighTerms()
    }

    private mutating func weighTerms() {
        inverseDocumentFrequency = documentFrequency.map { log((Double(documentCount) + 1) / (Double($0) + 1)) + 1 }
    }

    /// How many terms the first part of the corpus text at `position` gave (`init(parts:)`).
    public func firstPartTermCount(corpusEntry position: Int) -> Int {
        firstPartTermCounts[position]
    }

    /// The number of `term`, numbering it if it is new.
    private mutating func number(_ term: String) -> Int32 {
        if let known = ids[term] { return known }
        let id = Int32(documentFrequency.count)
        ids[term] = id
        documentFrequency.append(0)
        return id
    }

    /// Adds a text's term numbers to the corpus. A term counts once per text towards its
    /// document frequency: `seen` holds the last text that counted each term.
    private mutating func append(_ numbers: [Int32], seen: inout [Int32]) {
        documentCount += 1
        if seen.count < documentFrequency.count {
            seen.append(contentsOf: repeatElement(-1, count: documentFrequency.count - seen.count))
        }
        for id in numbers where seen[Int(id)] != Int32(documentCount) {
            seen[Int(id)] = Int32(documentCount)
            documentFrequency[Int(id)] += 1
        }
        corpusTerms.append(numbers)
    }

    /// `addASCIIWord(_:to:)` giving term numbers, through the table of spellings.
    private mutating func addASCIIWord(_ word: UnsafeBufferPointer<UInt8>, spellings: inout SpellingTable, to numbers: inout [Int32]) {
        Self.forEachPart(ofASCIIWord: word) { part, isWhole in
            let entry = spellings.entry(for: part)
            if isWhole {
                if spellings.entries[entry].whole == SpellingTable.unknown {
                    spellings.entries[entry].whole = number(spellings.string(entry))
                }
                numbers.append(spellings.entries[entry].whole)
            } else {
                if spellings.entries[entry].part == SpellingTable.unknown {
                    let piece = spellings.string(entry)
                    spellings.entries[entry].part = Self.isStopWord(piece) ? SpellingTable.none : number(Self.foldASCII(piece))
                }
                if spellings.entries[entry].part != SpellingTable.none { numbers.append(spellings.entries[entry].part) }
            }
        }
    }

    /// The vector of the corpus's text at `position`.
    public func vector(corpusEntry position: Int) -> Vector {
        vector(numbers: corpusTerms[position])
    }

    /// The vector of the corpus's text at `position` without its first `count` terms.
    public func vector(corpusEntry position: Int, droppingFirst count: Int) -> Vector {
        vector(numbers: Array(corpusTerms[position].dropFirst(count)))
    }

    private func vector(numbers: [Int32]) -> Vector {
        var result = Vector()
        var sum = 0.0
        let sorted = numbers.sorted()
        var index = 0
        while index < sorted.count {
            let term = sorted[index]
            var end = index + 1
            while end < sorted.count, sorted[end] == term { end += 1 }
            let idf = inverseDocumentFrequency[Int(term)]
            let value = (1 + log(Double(end - index))) * idf
            result.terms.append(term)
            result.weights.append(value)
            sum += value * value
            index = end
        }
        result.norm = sum.squareRoot()
        return result
    }

    /// An inverted index over vectors, for finding the most similar ones without comparing
    /// every pair: scores accumulate through the postings of the query's terms, and terms
    /// shared by more than `maximumPosting` vectors (too common to tell anything apart) are
    /// skipped in large collections.
    public struct Index: Sendable {
        private var postings: [[(position: Int32, weight: Double)]] = []
        private var norms: [Double] = []
        private let maximumPosting: Int

        public init(_ vectors: [Vector]) {
            self.init(vectors, maximumPosting: Self.maximumPosting(count: vectors.count), skipping: [])
        }

        /// An index of part of a larger set of vectors that answers as the larger index
        /// would: the terms too common in the whole set (`commonTerms(_:)` of it) are left
        /// out, and no other term is.
        public init(part vectors: [Vector], skipping common: Set<Int32>) {
            self.init(vectors, maximumPosting: .max, skipping: common)
        }

        private init(_ vectors: [Vector], maximumPosting: Int, skipping common: Set<Int32>) {
            for (position, vector) in vectors.enumerated() {
                norms.append(vector.norm)
                for (term, weight) in zip(vector.terms, vector.weights) where !common.contains(term) {
                    if Int(term) >= postings.count { postings.append(contentsOf: repeatElement([], count: Int(term) - postings.count + 1)) }
                    postings[Int(term)].append((Int32(position), weight))
                }
            }
            self.maximumPosting = maximumPosting
        }

        /// Terms found in more vectors than a query reads: they say little about likeness.
        static func maximumPosting(count: Int) -> Int { count <= 400 ? Int.max : max(40, count / 20) }

        /// The terms an index of all of `vectors` skips.
        public static func commonTerms(_ vectors: [Vector]) -> Set<Int32> {
            let limit = maximumPosting(count: vectors.count)
            guard limit < Int.max else { return [] }
            var counts: [Int32: Int] = [:]
            for vector in vectors { for term in vector.terms { counts[term, default: 0] += 1 } }
            return Set(counts.filter { $0.value > limit }.keys)
        }

        /// Dot products accumulate in a dense array the size of the index, kept between
        /// queries (and cleared through the list of positions touched) by a caller that
        /// scores many queries.
        public struct Scratch: Sendable {
            fileprivate var dots: [Double] = []
            fileprivate var touched: [Int] = []
            public init() {}
        }

        /// (position, cosine) of the vectors that share a discriminating term with `query`,
        /// in the order they were first reached.
        public func scores(for query: Vector, scratch: inout Scratch) -> [(Int, Double)] {
            guard query.norm > 0 else { return [] }
            if scratch.dots.count < norms.count { scratch.dots = Array(repeating: 0, count: norms.count) }
            for (term, weight) in zip(query.terms, query.weights) where Int(term) < postings.count {
                let list = postings[Int(term)]
                guard list.count <= maximumPosting else { continue }
                for (position, other) in list {
                    let slot = Int(position)
                    if scratch.dots[slot] == 0 { scratch.touched.append(slot) }
                    scratch.dots[slot] += weight * other
                }
            }
            var result: [(Int, Double)] = []
            result.reserveCapacity(scratch.touched.count)
            for position in scratch.touched {
                if norms[position] > 0 { result.append((position, scratch.dots[position] / (query.norm * norms[position]))) }
                scratch.dots[position] = 0
            }
            scratch.touched.removeAll(keepingCapacity: true)
            return result
        }
    }

    private static let stopWords: Set<String> = [
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
    private static func forEachWord<Text: StringProtocol>(in text: Text, _ body: (UnsafeBufferPointer<UInt8>, Bool) -> Void) {
        text.withUTF8Buffer { forEachWord(inBytes: $0, body) }
    }

    private static func forEachWord(inBytes bytes: UnsafeBufferPointer<UInt8>, _ body: (UnsafeBufferPointer<UInt8>, Bool) -> Void) {
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
    private static func decodeScalar(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (Unicode.Scalar, Int) {
        let lead = UInt32(bytes[index])
        let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
        var value = lead & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
        for offset in 1..<length where index + offset < bytes.count {
            value = value << 6 | (UInt32(bytes[index + offset]) & 0x3F)
        }
        return (Unicode.Scalar(value) ?? "\u{FFFD}", length)
    }

    private static let longestStopWord = stopWords.map(\.utf8.count).max() ?? 0
    private static let longestSynonym = synonyms.keys.map(\.utf8.count).max() ?? 0

    private static func isUpper(_ byte: UInt8) -> Bool { (0x41...0x5A).contains(byte) }
    private static func isLower(_ byte: UInt8) -> Bool { (0x61...0x7A).contains(byte) }
    private static func isDigit(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) }

    /// Whether an ASCII word has a part boundary before `position`: camelCase, or a change
    /// between digits and letters.
    private static func isCut(_ word: UnsafeBufferPointer<UInt8>, at position: Int) -> Bool {
        let byte = word[position], last = word[position - 1]
        return (isUpper(byte) && isLower(last)) || isDigit(byte) != isDigit(last)
    }

    /// `addWord` for a word of ASCII letters and digits, on its bytes.
    private static func addASCIIWord(_ word: UnsafeBufferPointer<UInt8>, to terms: inout [String]) {
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
    private static func forEachPart(ofASCIIWord word: UnsafeBufferPointer<UInt8>,
                                    _ body: (UnsafeBufferPointer<UInt8>, _ isWhole: Bool) -> Void) {
        if (1..<word.count).contains(where: { isCut(word, at: $0) }) { body(word, true) }
        var start = 0
        for end in 1...word.count where end == word.count || isCut(word, at: end) {
            if end - start > 1 || isDigit(word[start]) { body(UnsafeBufferPointer(rebasing: word[start..<end]), false) }
            start = end
        }
    }

    private static func isStopWord(_ lowered: String) -> Bool {
        lowered.utf8.count <= longestStopWord && stopWords.contains(lowered)
    }

    /// One word's terms: the whole word when it has parts, then each part.
    private static func addWord(_ word: [Unicode.Scalar], isASCII: Bool, to terms: inout [String]) {
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
    private static let synonyms: [String: String] = [
        "colour": "color", "colours": "color", "tap": "touch", "tappable": "touch", "hit": "touch",
        "behaviour": "behavior", "grey": "gray", "centre": "center", "localise": "localize",
        "localised": "localize", "recognise": "recognize", "honour": "honor", "favourite": "favorite",
        "pt": "point", "points": "point", "dismissal": "dismiss", "mirroring": "mirror",
    ]

    /// `fold` for an ASCII word: byte counts and suffixes, no grapheme breaking.
    private static func foldASCII(_ word: String) -> String {
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

    private static func fold(_ word: String) -> String {
        if let synonym = synonyms[word] { return synonym }
        guard word.count > 4 else { return word }
        if word.hasSuffix("ies") { return String(word.dropLast(3)) + "y" }
        if word.hasSuffix("ing"), word.count > 6 { return String(word.dropLast(3)) }
        if word.hasSuffix("ed"), word.count > 5 { return String(word.dropLast(2)) }
        if word.hasSuffix("s"), !word.hasSuffix("ss") { return String(word.dropLast()) }
        return word
    }
}

/// The distinct lower-cased spellings of ASCII words in a corpus, in an open-addressing hash
/// table keyed by their bytes, each with the term numbers it stands for as a whole word and
/// as a part of one (`unknown` until first needed, `none` for a stop word).
private struct SpellingTable: Sendable {
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

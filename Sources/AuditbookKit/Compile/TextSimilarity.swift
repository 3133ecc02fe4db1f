import Foundation

/// TF-IDF cosine similarity over the words and code identifiers of checklist items: the one
/// mechanism behind "this checklist line restates that rule" and "these two documents ask
/// for the same thing".
///
/// Terms are interned as integers when the corpus is read, so vectors, document frequencies
/// and the index's postings are arrays indexed by term rather than dictionaries of strings.
public struct TextSimilarity: Sendable {
    /// A text's terms and their TF-IDF weights, by term number (ascending).
    public struct Vector: Sendable, Equatable {
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
        self.init(readingParts: parts[...])
        weighTerms()
    }

    /// `init(parts:)` with the texts read in shares side by side, one per job, each
    /// numbering its own terms; the shares are then merged in order, each share's new terms
    /// numbered in the order it first saw them, so every term gets the number the reading in
    /// turn gives it and the vectors are the same to the bit (tests hold the two equal).
    /// Reading the texts was two fifths of linking a large document's items (profiled).
    public init(parts: [[Substring]], parallelism: Parallelism) {
        let bytes = parts.reduce(0) { total, text in text.reduce(total) { $0 + $1.utf8.count } }
        let jobs = min(parallelism.forWork(.text(bytes: bytes)).jobs, parts.count)
        guard jobs > 1 else {
            self.init(parts: parts)
            return
        }
        let ranges = (0..<jobs).map { Parallelism.share($0, of: jobs, count: parts.count) }
        self.init(merging: parallelism.map(ranges) { TextSimilarity(readingParts: parts[$0]) })
    }

    /// The corpus of `shares` read one after another.
    private init(merging shares: [TextSimilarity]) {
        for share in shares {
            var termsByNumber = [String](repeating: "", count: share.documentFrequency.count)
            for (term, id) in share.ids { termsByNumber[Int(id)] = term }
            let renumbered = termsByNumber.map { number($0) }
            for (id, frequency) in share.documentFrequency.enumerated() { documentFrequency[Int(renumbered[id])] += frequency }
            documentCount += share.documentCount
            firstPartTermCounts += share.firstPartTermCounts
            corpusTerms += share.corpusTerms.map { $0.map { renumbered[Int($0)] } }
        }
        weighTerms()
    }

    /// Reads `parts` into the corpus, numbering terms in the order they are first seen,
    /// without weighing them.
    private init(readingParts parts: ArraySlice<[Substring]>) {
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
}

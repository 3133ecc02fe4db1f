/// TF-IDF cosine similarity over the words and code identifiers of checklist items: the one
/// mechanism behind "this checklist line restates that rule" and "these two documents ask
/// for the same thing".
public struct TextSimilarity: Sendable {
    public struct Vector: Sendable {
        var weights: [String: Double]
        var norm: Double
    }

    private var documentFrequency: [String: Int] = [:]
    private var documentCount = 0

    public init<S: Sequence>(corpus: S) where S.Element == String {
        self.init(termLists: corpus.map(Self.terms))
    }

    /// Document frequencies from texts already split into terms (`terms(_:)`), so that a
    /// caller that also wants their vectors splits each text once.
    public init(termLists: [[String]]) {
        for terms in termLists {
            documentCount += 1
            for term in Set(terms) { documentFrequency[term, default: 0] += 1 }
        }
    }

    public func vector(_ text: String) -> Vector { vector(terms: Self.terms(text)) }

    public func vector(terms: [String]) -> Vector {
        var counts: [String: Double] = [:]
        for term in terms { counts[term, default: 0] += 1 }
        var weights: [String: Double] = [:]
        weights.reserveCapacity(counts.count)
        var sum = 0.0
        for (term, count) in counts {
            let df = Double(documentFrequency[term] ?? 0)
            let idf = log((Double(documentCount) + 1) / (df + 1)) + 1
            let weight = (1 + log(count)) * idf
            weights[term] = weight
            sum += weight * weight
        }
        return Vector(weights: weights, norm: sum.squareRoot())
    }

    /// An inverted index over vectors, for finding the most similar ones without comparing
    /// every pair: scores accumulate through the postings of the query's terms, and terms
    /// shared by more than `maximumPosting` vectors (too common to tell anything apart) are
    /// skipped in large collections.
    public struct Index: Sendable {
        private var postings: [String: [(Int, Double)]] = [:]
        private var norms: [Double] = []
        private let maximumPosting: Int

        public init(_ vectors: [Vector]) {
            for (position, vector) in vectors.enumerated() {
                norms.append(vector.norm)
                for (term, weight) in vector.weights { postings[term, default: []].append((position, weight)) }
            }
            maximumPosting = vectors.count <= 400 ? Int.max : max(40, vectors.count / 20)
        }

        /// (position, cosine) of the vectors that share a discriminating term with `query`,
        /// in the order they were first reached.
        public func scores(for query: Vector) -> [(Int, Double)] {
            var scratch = Scratch()
            return scores(for: query, scratch: &scratch)
        }

        /// Dot products accumulate in a dense array the size of the index, kept between
        /// queries (and cleared through the list of positions touched) by a caller that
        /// scores many queries.
        public struct Scratch: Sendable {
            fileprivate var dots: [Double] = []
            fileprivate var touched: [Int] = []
            public init() {}
        }

        public func scores(for query: Vector, scratch: inout Scratch) -> [(Int, Double)] {
            guard query.norm > 0 else { return [] }
            if scratch.dots.count < norms.count { scratch.dots = Array(repeating: 0, count: norms.count) }
            for (term, weight) in query.weights {
                guard let list = postings[term], list.count <= maximumPosting else { continue }
                for (position, other) in list {
                    if scratch.dots[position] == 0 { scratch.touched.append(position) }
                    scratch.dots[position] += weight * other
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
        var word: [Unicode.Scalar] = []
        var isASCII = true
        for scalar in text.unicodeScalars {
            let isWordScalar = scalar.isASCII
                ? (("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar))
                : scalar.properties.isAlphabetic || scalar.properties.numericType != nil
            if isWordScalar {
                word.append(scalar)
                isASCII = isASCII && scalar.isASCII
            } else if !word.isEmpty {
                addWord(word, isASCII: isASCII, to: &terms)
                word.removeAll(keepingCapacity: true)
                isASCII = true
            }
        }
        if !word.isEmpty { addWord(word, isASCII: isASCII, to: &terms) }
        return terms
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
            terms.append(fold(piece))
        }
    }

    /// British spellings and near-synonyms guideline authors use for the same thing.
    private static let synonyms: [String: String] = [
        "colour": "color", "colours": "color", "tap": "touch", "tappable": "touch", "hit": "touch",
        "behaviour": "behavior", "grey": "gray", "centre": "center", "localise": "localize",
        "localised": "localize", "recognise": "recognize", "honour": "honor", "favourite": "favorite",
        "pt": "point", "points": "point", "dismissal": "dismiss", "mirroring": "mirror",
    ]

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

import Foundation

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
        for text in corpus {
            documentCount += 1
            for term in Set(Self.terms(text)) { documentFrequency[term, default: 0] += 1 }
        }
    }

    public func vector(_ text: String) -> Vector {
        var counts: [String: Double] = [:]
        for term in Self.terms(text) { counts[term, default: 0] += 1 }
        var weights: [String: Double] = [:]
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

        /// (position, cosine) of the vectors that share a discriminating term with `query`.
        public func scores(for query: Vector) -> [(Int, Double)] {
            guard query.norm > 0 else { return [] }
            var dots: [Int: Double] = [:]
            for (term, weight) in query.weights {
                guard let list = postings[term], list.count <= maximumPosting else { continue }
                for (position, other) in list { dots[position, default: 0] += weight * other }
            }
            return dots.compactMap { position, dot in
                norms[position] > 0 ? (position, dot / (query.norm * norms[position])) : nil
            }
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
        var current = ""
        func flush() {
            guard !current.isEmpty else { return }
            let whole = current.lowercased()
            var parts: [String] = []
            var part = String.UnicodeScalarView()
            var previous: Unicode.Scalar?
            for scalar in current.unicodeScalars {
                let isUpper = scalar.isASCII ? ("A"..."Z").contains(scalar) : scalar.properties.isUppercase
                let isDigit = ("0"..."9").contains(scalar)
                if let last = previous {
                    let lastIsLower = last.isASCII ? ("a"..."z").contains(last) : last.properties.isLowercase
                    let lastIsDigit = ("0"..."9").contains(last)
                    // camelCase, and "44x44pt" → 44, x, 44, pt: sizes match however they are written.
                    if (isUpper && lastIsLower) || isDigit != lastIsDigit {
                        parts.append(String(part).lowercased())
                        part = String.UnicodeScalarView()
                    }
                }
                part.append(scalar)
                previous = scalar
            }
            if !part.isEmpty { parts.append(String(part).lowercased()) }
            if parts.count > 1 { terms.append(whole) }
            for piece in parts { add(piece) }
            current = ""
        }
        func add(_ word: String) {
            guard word.count > 1 || word.first?.isNumber == true, !stopWords.contains(word) else { return }
            terms.append(fold(word))
        }
        for scalar in text.unicodeScalars {
            let isWordScalar = scalar.isASCII
                ? (("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar))
                : scalar.properties.isAlphabetic || scalar.properties.numericType != nil
            if isWordScalar { current.unicodeScalars.append(scalar) } else { flush() }
        }
        flush()
        return terms
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

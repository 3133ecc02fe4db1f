extension TextSimilarity {
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
        /// A twentieth of the collection, and never more than `postingCeiling`: a term that a
        /// thousand rules share tells none of them apart however long the document, and a
        /// limit that grew with the collection made scoring grow with its square (a 50 MB
        /// document's linking took 14 times a 10 MB one's).
        static func maximumPosting(count: Int) -> Int { count <= 400 ? Int.max : max(40, min(count / 20, postingCeiling)) }

        /// The most vectors a term may be found in and still be read.
        static let postingCeiling = 1_000

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
}

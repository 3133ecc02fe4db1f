

/// An item of another checklist that asks for the same thing.
public struct Equivalent: Sendable, Codable, Equatable {
    public var id: String
    public var checklist: String
    public var title: String
    public var kind: ItemKind
    public var score: Double

    package init(id: String, checklist: String, title: String, kind: ItemKind, score: Double) {
        self.id = id
        self.checklist = checklist
        self.title = title
        self.kind = kind
        self.score = score
    }
}

/// Finds pairs of items from different checklists whose texts are alike.
public enum EquivalenceFinder {
    public struct Pair: Sendable { public var a: String; public var b: String; public var score: Double }

    /// An item of the latest version of a checklist, as the rule reads it.
    public struct Entry: Sendable {
        public var id: String
        public var checklist: String
        /// `comparedText(title:guidance:)`.
        public var text: String

        public init(id: String, checklist: String, text: String) {
            self.id = id
            self.checklist = checklist
            self.text = text
        }
    }

    /// How alike two items of different checklists must be to count as one requirement.
    public static let threshold = 0.38

    /// The text two items are compared by: the title counts twice beside the guidance's start.
    public static func comparedText(title: String, guidance: String) -> String {
        title + " " + title + " " + guidance.prefix(300)
    }

    public static func pairs(_ entries: [(id: String, checklist: String, text: String)], threshold: Double) -> [Pair] {
        let similarity = TextSimilarity(texts: entries.map(\.text))
        let vectors = entries.indices.map { similarity.vector(corpusEntry: $0) }
        // Pairs are only ever between checklists, so each checklist gets an index of its own
        // and the smaller of two is asked against the larger: one large checklist is never
        // scored against itself (which grew with the square of its items).
        var order: [String] = []
        var members: [String: [Int]] = [:]
        for (position, entry) in entries.enumerated() {
            if members[entry.checklist] == nil { order.append(entry.checklist) }
            members[entry.checklist, default: []].append(position)
        }
        let common = TextSimilarity.Index.commonTerms(vectors)
        let indexes = order.map { TextSimilarity.Index(part: members[$0]!.map { vectors[$0] }, skipping: common) }
        var found: [(first: Int, second: Int, score: Double)] = []
        var scratch = TextSimilarity.Index.Scratch()
        for a in order.indices {
            for b in order.indices where b > a {
                let (asking, asked) = members[order[a]]!.count <= members[order[b]]!.count ? (a, b) : (b, a)
                let targets = members[order[asked]]!
                for position in members[order[asking]]! {
                    for (local, score) in indexes[asked].scores(for: vectors[position], scratch: &scratch) where score >= threshold {
                        let other = targets[local]
                        found.append((min(position, other), max(position, other), score))
                    }
                }
            }
        }
        found.sort { ($0.first, $0.second) < ($1.first, $1.second) }
        return found.map { Pair(a: entries[$0.first].id, b: entries[$0.second].id, score: $0.score) }
    }

    /// The same pairs from one index of every item, each scored against all others: the
    /// plain form `pairs` must agree with (tests compare the two).
    static func pairsScoringEveryItem(_ entries: [(id: String, checklist: String, text: String)], threshold: Double) -> [Pair] {
        let similarity = TextSimilarity(texts: entries.map(\.text))
        let vectors = entries.indices.map { similarity.vector(corpusEntry: $0) }
        let index = TextSimilarity.Index(vectors)
        var result: [Pair] = []
        var scratch = TextSimilarity.Index.Scratch()
        for (position, vector) in vectors.enumerated() {
            for (other, score) in index.scores(for: vector, scratch: &scratch)
            where other > position && entries[other].checklist != entries[position].checklist && score >= threshold {
                result.append(Pair(a: entries[position].id, b: entries[other].id, score: score))
            }
        }
        return result
    }
}

/// Links checklist lines, principles and anti-patterns to the rules they restate, by text
/// similarity, when the document does not say so itself.
enum ItemLinker {
    /// How alike a line and a rule must be to link them.
    static let restatementThreshold = 0.22

    static func linkRestatements(_ items: inout [ChecklistItem]) {
        let ruleIndices = items.indices.filter { items[$0].kind == .rule }
        let askerIndices = items.indices.filter { items[$0].kind != .rule && items[$0].related.isEmpty }
        guard !ruleIndices.isEmpty, !askerIndices.isEmpty else { return }
        let similarity = TextSimilarity(corpus: items.map { text(of: $0) })
        let ruleVectors = ruleIndices.map { similarity.vector(text(of: items[$0])) }
        // Inverted index: only rules that share a term with the line are scored.
        var postings: [String: [Int]] = [:]
        for (position, vector) in ruleVectors.enumerated() {
            for term in vector.weights.keys { postings[term, default: []].append(position) }
        }
        for index in askerIndices {
            let vector = similarity.vector(items[index].title + " " + items[index].guidance.prefix(1200))
            var candidates = Set<Int>()
            for term in vector.weights.keys { candidates.formUnion(postings[term] ?? []) }
            var scored: [(Int, Double)] = []
            for position in candidates {
                var score = TextSimilarity.cosine(vector, ruleVectors[position])
                let rule = items[ruleIndices[position]]
                // A checklist group named like the rule's section ("Layout & Safe Areas") is a strong hint.
                if let group = items[index].sectionPath.last, rule.sectionPath.contains(where: { sameWords($0, group) }) {
                    score += 0.12
                }
                scored.append((position, score))
            }
            scored.sort { $0.1 > $1.1 || ($0.1 == $1.1 && $0.0 < $1.0) }
            guard let best = scored.first, best.1 >= restatementThreshold else { continue }
            for (position, score) in scored.prefix(2) where score >= max(restatementThreshold, best.1 - 0.04) {
                items[index].related.append(items[ruleIndices[position]].id)
            }
        }
    }

    private static func text(of item: ChecklistItem) -> String {
        let guidance = item.guidance.prefix(1200)
        return item.title + " " + item.title + " " + guidance
    }

    private static func sameWords(_ a: String, _ b: String) -> Bool {
        Slug.words(a) == Slug.words(b)
    }
}

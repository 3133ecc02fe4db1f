/// Links checklist lines, principles and anti-patterns to the rules they restate, by text
/// similarity, when the document does not say so itself.
enum ItemLinker {
    /// How alike a line and a rule must be to link them.
    static let restatementThreshold = 0.22

    static func linkRestatements(_ items: inout [ChecklistItem]) {
        let ruleIndices = items.indices.filter { items[$0].kind == .rule }
        let askerIndices = items.indices.filter { items[$0].kind != .rule && items[$0].related.isEmpty }
        guard !ruleIndices.isEmpty, !askerIndices.isEmpty else { return }
        let termLists = items.map { TextSimilarity.terms(text(of: $0)) }
        let similarity = TextSimilarity(termLists: termLists)
        let index = TextSimilarity.Index(ruleIndices.map { similarity.vector(terms: termLists[$0]) })
        // Section names as word lists, computed once: a checklist group named like a rule's
        // section ("Layout & Safe Areas") is a strong hint.
        var sectionWords: [String: [String]] = [:]
        func words(_ title: String) -> [String] {
            if let known = sectionWords[title] { return known }
            let words = Slug.words(title)
            sectionWords[title] = words
            return words
        }
        let ruleSections = ruleIndices.map { Set(items[$0].sectionPath.map(words)) }
        var scratch = TextSimilarity.Index.Scratch()
        for asker in askerIndices {
            let vector = similarity.vector(items[asker].title + " " + items[asker].guidance.prefix(1200))
            let group = items[asker].sectionPath.last.map(words)
            var scored: [(Int, Double)] = []
            for (position, cosine) in index.scores(for: vector, scratch: &scratch) {
                let bonus = group.map { ruleSections[position].contains($0) } == true ? 0.12 : 0
                scored.append((position, cosine + bonus))
            }
            scored.sort { $0.1 > $1.1 || ($0.1 == $1.1 && $0.0 < $1.0) }
            guard let best = scored.first, best.1 >= restatementThreshold else { continue }
            for (position, score) in scored.prefix(2) where score >= max(restatementThreshold, best.1 - 0.04) {
                items[asker].related.append(items[ruleIndices[position]].id)
            }
        }
    }

    private static func text(of item: ChecklistItem) -> String {
        let guidance = item.guidance.prefix(1200)
        return item.title + " " + item.title + " " + guidance
    }
}

/// Links checklist lines, principles and anti-patterns to the rules they restate, by text
/// similarity, when the document does not say so itself.
enum ItemLinker {
    /// How alike a line and a rule must be to link them.
    static let restatementThreshold = 0.22

    static func linkRestatements(_ items: inout [ChecklistItem], parallelism: Parallelism = .serial) {
        let ruleIndices = items.indices.filter { items[$0].kind == .rule }
        let askerIndices = items.indices.filter { items[$0].kind != .rule && items[$0].related.isEmpty }
        guard !ruleIndices.isEmpty, !askerIndices.isEmpty else { return }
        let similarity = TextSimilarity(parts: items.map(textParts(of:)), parallelism: parallelism)
        let ruleVectors = parallelism.forWork(.tasks(ruleIndices.count / 1024)).map(ruleIndices) { similarity.vector(corpusEntry: $0) }
        let index = TextSimilarity.Index(ruleVectors)
        // Section names as word lists: a checklist group named like a rule's section ("Layout &
        // Safe Areas") is a strong hint. Each distinct list is numbered, so the check per
        // scored rule compares integers.
        var sectionNumbers: [String: Int] = [:], wordListNumbers: [[String]: Int] = [:]
        func number(_ title: String) -> Int {
            if let known = sectionNumbers[title] { return known }
            let words = Slug.words(title)
            let number = wordListNumbers[words] ?? wordListNumbers.count
            wordListNumbers[words] = number
            sectionNumbers[title] = number
            return number
        }
        let ruleSections = ruleIndices.map { items[$0].sectionPath.map(number) }
        let groups = askerIndices.map { items[$0].sectionPath.last.map(number) }

        // The rules (as positions in the index) each asker restates. Askers are scored
        // independently, so a large checklist scores them on all cores, in slices.
        let restated: @Sendable (Range<Int>) -> [[Int]] = { [similarity, index, askerIndices, groups, ruleSections] slice in
            var scratch = TextSimilarity.Index.Scratch()
            return slice.map { position in
                let asker = askerIndices[position]
                // The asker's own text without its title's second copy: the same terms minus
                // the first copy of the title's.
                let vector = similarity.vector(corpusEntry: asker, droppingFirst: similarity.firstPartTermCount(corpusEntry: asker))
                return bestRules(for: vector, in: index, group: groups[position], ruleSections: ruleSections, scratch: &scratch)
            }
        }
        let slices = stride(from: 0, to: askerIndices.count, by: sliceSize).map { $0..<min($0 + sliceSize, askerIndices.count) }
        let links = parallelism.forWork(.scoredPairs(askerIndices.count * ruleIndices.count)).map(slices, restated)
        for (position, rules) in zip(askerIndices.indices, links.joined()) {
            items[askerIndices[position]].related += rules.map { items[ruleIndices[$0]].id }
        }
    }

    private static let sliceSize = 512

    /// The one or two rules an asker restates: the best-scoring rule if it clears the
    /// threshold, and the runner-up if it scores nearly as well. A rule in a section named
    /// like the asker's group scores a bonus.
    private static func bestRules(for vector: TextSimilarity.Vector, in index: TextSimilarity.Index, group: Int?,
                                  ruleSections: [[Int]], scratch: inout TextSimilarity.Index.Scratch) -> [Int] {
        // The two best, by score then position: only they can be linked.
        var best: (Int, Double)?, second: (Int, Double)?
        func ranksAbove(_ a: (Int, Double), _ b: (Int, Double)?) -> Bool {
            guard let b else { return true }
            return a.1 > b.1 || (a.1 == b.1 && a.0 < b.0)
        }
        for (position, cosine) in index.scores(for: vector, scratch: &scratch) {
            let bonus = group.map { ruleSections[position].contains($0) } == true ? 0.12 : 0
            let candidate = (position, cosine + bonus)
            if ranksAbove(candidate, best) {
                second = best
                best = candidate
            } else if ranksAbove(candidate, second) {
                second = candidate
            }
        }
        guard let best, best.1 >= restatementThreshold else { return [] }
        return [best, second].compactMap { $0 }.filter { $0.1 >= max(restatementThreshold, best.1 - 0.04) }.map(\.0)
    }

    /// What an item is compared by: its title twice (to weigh it), then the start of its
    /// guidance.
    private static func textParts(of item: ChecklistItem) -> [Substring] {
        [item.title[...], item.title[...], item.guidance.leadingCharacters(1200)]
    }
}

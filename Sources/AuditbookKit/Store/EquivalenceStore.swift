import GRDB

/// An item of another checklist that asks for the same thing.
public struct Equivalent: Sendable, Codable, Equatable {
    public var id: String
    public var checklist: String
    public var title: String
    public var kind: ItemKind
    public var score: Double
}

extension Workbook {
    /// How alike two items of different checklists must be to count as one requirement.
    public static let equivalenceThreshold = 0.38

    /// Recomputes the links between items of different checklists (latest versions) that
    /// state the same requirement. One transaction.
    public func refreshEquivalents() throws {
        try perform(path) {
            try writer.write { db in
                let rows = try Row.fetchAll(db, sql: """
                    SELECT i.itemId, v.checklistId, i.title, i.guidance, i.kind FROM item i
                    JOIN checklistVersion v ON v.id = i.versionId
                    WHERE v.version = (SELECT MAX(version) FROM checklistVersion w WHERE w.checklistId = v.checklistId)
                    """)
                let entries = rows.map { row -> (id: String, checklist: String, text: String) in
                    let guidance: String = row["guidance"]
                    let title: String = row["title"]
                    return (row["itemId"], row["checklistId"], title + " " + title + " " + guidance.prefix(300))
                }
                let pairs = EquivalenceFinder.pairs(entries, threshold: Self.equivalenceThreshold)
                try db.execute(sql: "DELETE FROM equivalence")
                let insert = try db.cachedStatement(sql: "INSERT OR REPLACE INTO equivalence (itemId, otherItemId, score) VALUES (?, ?, ?)")
                for pair in pairs {
                    try insert.execute(arguments: [pair.a, pair.b, pair.score])
                    try insert.execute(arguments: [pair.b, pair.a, pair.score])
                }
            }
        }
    }

    /// The items of other checklists equivalent to `itemID`, best first.
    public func equivalents(of itemID: String) throws -> [Equivalent] {
        try perform(path) {
            try writer.read { db in
                guard try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM item WHERE itemId = ?)", arguments: [itemID]) == true else {
                    throw AuditbookError.missingInput("no item '\(itemID)' in the workbook; list items with: auditbook checklist show CHECKLIST-ID")
                }
                return try Row.fetchAll(db, sql: """
                    SELECT e.otherItemId, e.score, i.title, i.kind, v.checklistId FROM equivalence e
                    JOIN item i ON i.itemId = e.otherItemId
                    JOIN checklistVersion v ON v.id = i.versionId
                    WHERE e.itemId = ?
                      AND v.version = (SELECT MAX(version) FROM checklistVersion w WHERE w.checklistId = v.checklistId)
                    ORDER BY e.score DESC, e.otherItemId
                    """, arguments: [itemID]).map {
                    Equivalent(id: $0["otherItemId"], checklist: $0["checklistId"], title: $0["title"],
                               kind: ItemKind(rawValue: $0["kind"]) ?? .check, score: ($0["score"] as Double * 1000).rounded() / 1000)
                }
            }
        }
    }
}

/// Finds pairs of items from different checklists whose texts are alike.
public enum EquivalenceFinder {
    public struct Pair: Sendable { public var a: String; public var b: String; public var score: Double }

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

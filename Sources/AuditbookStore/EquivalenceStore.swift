import AuditbookKit
import GRDB

extension Workbook {
    /// Replaces the links between items of different checklists (latest versions) with
    /// those `pairs(entries)` finds: the rule is the caller's (`EquivalenceFinder`); reading
    /// the items and storing the links is one transaction.
    public func replaceEquivalents(_ pairs: ([EquivalenceFinder.Entry]) -> [EquivalenceFinder.Pair]) throws {
        try perform(path) {
            try writer.write { db in
                try Self.writeEquivalents(db, pairs(try Self.latestEntries(db, excluding: [])))
            }
        }
    }

    public func equivalenceEntries(excluding excluded: Set<String>) throws -> (entries: [EquivalenceFinder.Entry], latest: [String: Int]) {
        try perform(path) {
            try writer.read { db in
                (try Self.latestEntries(db, excluding: excluded), try Self.latestVersions(db))
            }
        }
    }

    public func replaceEquivalents(_ pairs: [EquivalenceFinder.Pair], ifLatestVersionsAre latest: [String: Int]) throws -> Bool {
        try perform(path) {
            try writer.write { db in
                guard try Self.latestVersions(db) == latest else { return false }
                try Self.writeEquivalents(db, pairs)
                return true
            }
        }
    }

    private static func latestVersions(_ db: Database) throws -> [String: Int] {
        var latest: [String: Int] = [:]
        for row in try Row.fetchAll(db, sql: "SELECT checklistId, MAX(version) FROM checklistVersion GROUP BY checklistId") {
            latest[try row.value(0)] = try row.value(1)
        }
        return latest
    }

    private static func latestEntries(_ db: Database, excluding excluded: Set<String>) throws -> [EquivalenceFinder.Entry] {
        let rows = try Row.fetchAll(db, sql: """
            SELECT i.itemId, v.checklistId, i.title, i.guidance FROM item i
            JOIN checklistVersion v ON v.id = i.versionId
            WHERE v.version = (SELECT MAX(version) FROM checklistVersion w WHERE w.checklistId = v.checklistId)
            ORDER BY i.id
            """)
        return try rows.compactMap { row in
            let checklist: String = try row.value("checklistId")
            guard !excluded.contains(checklist) else { return nil }
            return EquivalenceFinder.Entry(id: try row.value("itemId"), checklist: checklist,
                                           text: EquivalenceFinder.comparedText(title: try row.value("title"), guidance: try row.value("guidance")))
        }
    }

    private static func writeEquivalents(_ db: Database, _ pairs: [EquivalenceFinder.Pair]) throws {
        try db.execute(sql: "DELETE FROM equivalence")
        let insert = try db.cachedStatement(sql: "INSERT OR REPLACE INTO equivalence (itemId, otherItemId, score) VALUES (?, ?, ?)")
        for pair in pairs {
            try insert.execute(arguments: [pair.a, pair.b, pair.score])
            try insert.execute(arguments: [pair.b, pair.a, pair.score])
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
                    Equivalent(id: try $0.value("otherItemId"), checklist: try $0.value("checklistId"), title: try $0.value("title"),
                               kind: try $0.word("kind", as: ItemKind.self), score: (try $0.value("score") as Double * 1000).rounded() / 1000)
                }
            }
        }
    }
}

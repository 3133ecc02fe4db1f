import AuditbookKit
import Foundation
import GRDB

extension Workbook {
    /// Stores a compiled checklist as a new version, or does nothing when its content is the
    /// same as the latest version's. One transaction.
    @discardableResult
    public func store(_ compiled: CompiledChecklist) throws -> StoreOutcome {
        let digest = Self.contentDigest(compiled)
        var counts: [String: Int] = [:]
        for item in compiled.items { counts[item.kind.rawValue, default: 0] += 1 }
        return try perform(path) {
            try writer.write { db in
                let latest = try Row.fetchOne(db, sql: """
                    SELECT id, version, contentDigest FROM checklistVersion
                    WHERE checklistId = ? ORDER BY version DESC LIMIT 1
                    """, arguments: [compiled.id])
                if let latest, latest["contentDigest"] as String == digest {
                    return StoreOutcome(id: compiled.id, version: latest["version"], status: .unchanged,
                                        counts: counts, keptIDs: compiled.items.count)
                }
                let now = Date()
                if latest == nil {
                    try db.execute(sql: "INSERT INTO checklist (id, createdAt) VALUES (?, ?)", arguments: [compiled.id, now])
                }
                let previousIDs: Set<String>
                if let latestID: Int64 = latest?["id"] {
                    previousIDs = Set(try String.fetchAll(db, sql: "SELECT itemId FROM item WHERE versionId = ?", arguments: [latestID]))
                } else {
                    previousIDs = []
                }
                let version = (latest?["version"] as Int? ?? 0) + 1
                try db.execute(sql: """
                    INSERT INTO checklistVersion (checklistId, version, title, description, license, documentVersion,
                        sourcePath, sourceDigest, contentDigest, repairs, warnings, compiledAt)
                    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                    """, arguments: [compiled.id, version, compiled.title, compiled.description, compiled.license,
                                     compiled.documentVersion, compiled.sourcePath, compiled.sourceDigest, digest,
                                     JSONText.encode(compiled.repairs), JSONText.encode(compiled.warnings), now])
                try Self.insertItems(db, versionID: db.lastInsertedRowID, compiled.items)
                let kept = compiled.items.filter { previousIDs.contains($0.id) }.count
                return StoreOutcome(id: compiled.id, version: version, status: latest == nil ? .new : .updated,
                                    counts: counts, keptIDs: kept)
            }
        }
    }

    /// Inserts a version's items in order; returns each item ID's row ID.
    @discardableResult
    static func insertItems(_ db: Database, versionID: Int64, _ items: [ChecklistItem]) throws -> [String: Int64] {
        let insert = try db.cachedStatement(sql: """
            INSERT INTO item (versionId, itemId, position, number, title, kind, severity, sectionPath, sectionNumber,
                guidance, examples, related, tags, platforms, howToTest, line, severityLabel)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """)
        var rowIDs: [String: Int64] = [:]
        for (position, item) in items.enumerated() {
            try insert.execute(arguments: [
                versionID, item.id, position, item.number, item.title, item.kind.rawValue, item.severity?.rawValue,
                JSONText.encode(item.sectionPath), item.sectionNumber, item.guidance,
                item.examples.isEmpty ? "[]" : JSONText.encode(item.examples), JSONText.encode(item.related),
                JSONText.encode(item.tags), JSONText.encode(item.platforms), item.howToTest, item.line, item.severityLabel,
            ])
            rowIDs[item.id] = db.lastInsertedRowID
        }
        return rowIDs
    }

    static func contentDigest(_ compiled: CompiledChecklist) -> String {
        var text = compiled.title + "\u{1}" + (compiled.description ?? "") + "\u{1}" + (compiled.documentVersion ?? "")
        for item in compiled.items {
            text += "\u{2}" + item.id + "\u{1}" + (item.number ?? "") + "\u{1}" + item.title + "\u{1}" + item.kind.rawValue
            text += "\u{1}" + (item.severity?.rawValue ?? "") + "\u{1}" + item.section + "\u{1}" + item.guidance
            text += "\u{1}" + JSONText.encode(item.examples) + "\u{1}" + item.related.joined(separator: ",")
            text += "\u{1}" + item.tags.joined(separator: ",") + "\u{1}" + item.platforms.joined(separator: ",")
            text += "\u{1}" + (item.howToTest ?? "") + "\u{1}\(item.line)"
            if let label = item.severityLabel { text += "\u{1}" + label }
        }
        return SHA256Digest.hex(text)
    }

    /// The latest version of every checklist, by ID.
    public func checklists() throws -> [ChecklistSummary] {
        try perform(path) {
            try writer.read { db in
                try Row.fetchAll(db, sql: """
                    SELECT v.checklistId, v.title, v.version, v.sourcePath,
                           (SELECT COUNT(*) FROM item WHERE item.versionId = v.id) AS items
                    FROM checklistVersion v
                    WHERE v.version = (SELECT MAX(version) FROM checklistVersion w WHERE w.checklistId = v.checklistId)
                    ORDER BY v.checklistId
                    """).map {
                    ChecklistSummary(id: $0["checklistId"], title: $0["title"], version: $0["version"],
                                     source: $0["sourcePath"], items: $0["items"])
                }
            }
        }
    }

    /// One checklist with its items: the latest version, or `version`.
    public func checklist(id: String, version: Int? = nil) throws -> StoredChecklist {
        try perform(path) {
            try writer.read { db in
                let row: Row?
                if let version {
                    row = try Row.fetchOne(db, sql: "SELECT * FROM checklistVersion WHERE checklistId = ? AND version = ?",
                                           arguments: [id, version])
                } else {
                    row = try Row.fetchOne(db, sql: "SELECT * FROM checklistVersion WHERE checklistId = ? ORDER BY version DESC LIMIT 1",
                                           arguments: [id])
                }
                guard let row else {
                    let known = try String.fetchAll(db, sql: "SELECT id FROM checklist ORDER BY id")
                    let hint = known.isEmpty ? "compile one with: auditbook checklist compile FILE" : "known: " + known.joined(separator: ", ")
                    throw AuditbookError.missingInput("no checklist '\(id)'\(version.map { " version \($0)" } ?? "") in the workbook; \(hint)")
                }
                let versionID: Int64 = row["id"]
                let items = try Self.items(db, sql: "SELECT * FROM item WHERE versionId = ? ORDER BY position", arguments: [versionID])
                return StoredChecklist(
                    summary: ChecklistSummary(id: row["checklistId"], title: row["title"], version: row["version"],
                                              source: row["sourcePath"], items: items.count),
                    description: row["description"], license: row["license"], documentVersion: row["documentVersion"],
                    repairs: JSONText.decode([Repair].self, row["repairs"], default: []),
                    warnings: JSONText.decode([String].self, row["warnings"], default: []),
                    compiledAt: row["compiledAt"], items: items.map(\.item))
            }
        }
    }

    /// Decodes item rows; `rowID` is the row's primary key, used by audits.
    static func items(_ db: Database, sql: String, arguments: StatementArguments) throws -> [(rowID: Int64, item: ChecklistItem)] {
        try Row.fetchAll(db, sql: sql, arguments: arguments).map { ($0["id"], item(from: $0)) }
    }

    /// Decodes the columns of one `item` row (any query that selects `item.*`).
    static func item(from row: Row) -> ChecklistItem {
        ChecklistItem(
            id: row["itemId"], number: row["number"], title: row["title"],
            kind: ItemKind(rawValue: row["kind"]) ?? .check, severity: (row["severity"] as String?).flatMap(Severity.init(rawValue:)),
            sectionPath: JSONText.decode([String].self, row["sectionPath"], default: []), sectionNumber: row["sectionNumber"],
            guidance: row["guidance"], examples: JSONText.decode([CodeExample].self, row["examples"], default: []),
            related: JSONText.decode([String].self, row["related"], default: []),
            tags: JSONText.decode([String].self, row["tags"], default: []),
            platforms: JSONText.decode([String].self, row["platforms"], default: []),
            howToTest: row["howToTest"], line: row["line"], severityLabel: row["severityLabel"])
    }
}

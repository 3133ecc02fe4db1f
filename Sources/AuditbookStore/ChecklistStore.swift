import AuditbookKit
import Foundation
import GRDB

extension Workbook {
    /// Stores a compiled checklist as a new version, or does nothing when its content is the
    /// same as the latest version's. One transaction.
    @discardableResult
    public func store(_ compiled: CompiledChecklist) throws -> StoreOutcome {
        // Examples as JSON, encoded once for the digest and the rows (profiled: encoding them
        // twice cost a twentieth of storing a large corpus).
        let examples = compiled.items.map(Self.examplesText)
        let digest = Self.contentDigest(compiled, examples: examples)
        var counts: [String: Int] = [:]
        for item in compiled.items { counts[item.kind.rawValue, default: 0] += 1 }
        return try perform(path) {
            try writer.write { db in
                let latest = try ChecklistVersionRecord.find(compiled.id).fetchOne(db)
                if let latest, latest.contentDigest == digest {
                    return StoreOutcome(id: compiled.id, version: latest.version, status: .unchanged,
                                        counts: counts, keptIDs: compiled.items.count)
                }
                let now = Date()
                if latest == nil {
                    try db.execute(sql: "INSERT INTO checklist (id, createdAt) VALUES (?, ?)", arguments: [compiled.id, now])
                }
                let previousIDs: Set<String>
                if let latestID = latest?.id {
                    previousIDs = Set(try ItemRecord.of(version: latestID).select(ItemRecord.Columns.itemId, as: String.self).fetchAll(db))
                } else {
                    previousIDs = []
                }
                let version = (latest?.version ?? 0) + 1
                var record = ChecklistVersionRecord(
                    checklistId: compiled.id, version: version, title: compiled.title, description: compiled.description,
                    license: compiled.license, documentVersion: compiled.documentVersion, sourcePath: compiled.sourcePath,
                    sourceDigest: compiled.sourceDigest, contentDigest: digest, repairs: JSONText.encode(compiled.repairs),
                    warnings: JSONText.encode(compiled.warnings), compiledAt: now)
                try record.insert(db)
                var items = compiled.items
                if let latestID = latest?.id { try Self.carryConfirmedCriteria(db, from: latestID, into: &items) }
                try Self.insertItems(db, versionID: record.id!, items, examples: examples)
                let kept = compiled.items.filter { previousIDs.contains($0.id) }.count
                return StoreOutcome(id: compiled.id, version: version, status: latest == nil ? .new : .updated,
                                    counts: counts, keptIDs: kept)
            }
        }
    }

    /// Inserts a version's items in order; returns each item ID's row ID.
    @discardableResult
    static func insertItems(_ db: Database, versionID: Int64, _ items: [ChecklistItem], examples: [String]? = nil) throws -> [String: Int64] {
        // The bulk path: a compile stores thousands of items. Inserted through one cached
        // statement with the record's values rather than a record insert per item, which
        // (profiled) cost 0.3 s more on the benchmark's 10 MB corpus.
        let insert = try db.cachedStatement(sql: """
            INSERT INTO item (versionId, itemId, position, number, title, kind, severity, sectionPath, sectionNumber,
                guidance, examples, related, tags, platforms, howToTest, line, severityLabel, criteria)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """)
        var rowIDs: [String: Int64] = [:]
        for (position, item) in items.enumerated() {
            let record = ItemRecord(item, versionID: versionID, position: position, examples: examples?[position])
            try insert.execute(arguments: [
                record.versionId, record.itemId, record.position, record.number, record.title, record.kind, record.severity,
                record.sectionPath, record.sectionNumber, record.guidance, record.examples, record.related, record.tags,
                record.platforms, record.howToTest, record.line, record.severityLabel, record.criteria,
            ])
            rowIDs[item.id] = db.lastInsertedRowID
        }
        return rowIDs
    }

    /// A mapping a person confirmed (`checklist map`) survives recompiling: an item of the
    /// new version that the document maps to nothing itself keeps its predecessor's
    /// confirmed criteria.
    static func carryConfirmedCriteria(_ db: Database, from versionID: Int64, into items: inout [ChecklistItem]) throws {
        var confirmed: [String: [CriterionRef]] = [:]
        for row in try Row.fetchAll(db, sql: "SELECT itemId, criteria FROM item WHERE versionId = ? AND criteria LIKE '%:confirmed%'",
                                    arguments: [versionID]) {
            let refs = CriterionText.decode(try row.value(1)) ?? []
            confirmed[try row.value(0)] = refs.filter { $0.source == .confirmed }
        }
        guard !confirmed.isEmpty else { return }
        for index in items.indices {
            guard let kept = confirmed[items[index].id], !(items[index].criteria ?? []).contains(where: { $0.source == .document }) else { continue }
            items[index].criteria = kept
        }
    }

    /// An item's examples as stored: JSON, "[]" for none.
    static func examplesText(_ item: ChecklistItem) -> String {
        item.examples.isEmpty ? "[]" : JSONText.encode(item.examples)
    }

    static func contentDigest(_ compiled: CompiledChecklist, examples: [String]? = nil) -> String {
        var text = compiled.title + "\u{1}" + (compiled.description ?? "") + "\u{1}" + (compiled.documentVersion ?? "")
        for (index, item) in compiled.items.enumerated() {
            text += "\u{2}" + item.id + "\u{1}" + (item.number ?? "") + "\u{1}" + item.title + "\u{1}" + item.kind.rawValue
            text += "\u{1}" + (item.severity?.rawValue ?? "") + "\u{1}" + item.section + "\u{1}" + item.guidance
            text += "\u{1}" + (examples?[index] ?? examplesText(item)) + "\u{1}" + item.related.joined(separator: ",")
            text += "\u{1}" + item.tags.joined(separator: ",") + "\u{1}" + item.platforms.joined(separator: ",")
            text += "\u{1}" + (item.howToTest ?? "") + "\u{1}\(item.line)"
            if let label = item.severityLabel { text += "\u{1}" + label }
            if let criteria = item.criteria { text += "\u{3}" + CriterionText.encode(criteria) }
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
                    ChecklistSummary(id: try $0.value("checklistId"), title: try $0.value("title"), version: try $0.value("version"),
                                     source: try $0.value("sourcePath"), items: try $0.value("items"))
                }
            }
        }
    }

    /// One checklist with its items: the latest version, or `version`.
    public func checklist(id: String, version: Int? = nil) throws -> StoredChecklist {
        try perform(path) {
            try writer.read { db in
                guard let record = try ChecklistVersionRecord.find(id, version: version).fetchOne(db) else {
                    let known = try String.fetchAll(db, sql: "SELECT id FROM checklist ORDER BY id")
                    let hint = known.isEmpty ? "compile one with: auditbook checklist compile FILE" : "known: " + known.joined(separator: ", ")
                    throw AuditbookError.missingInput("no checklist '\(id)'\(version.map { " version \($0)" } ?? "") in the workbook; \(hint)")
                }
                let items = try ItemRecord.of(version: record.id!).fetchAll(db)
                return StoredChecklist(
                    summary: ChecklistSummary(id: record.checklistId, title: record.title, version: record.version,
                                              source: record.sourcePath, items: items.count),
                    description: record.description, license: record.license, documentVersion: record.documentVersion,
                    repairs: try StoredJSON.decode([Repair].self, record.repairs, table: "checklistVersion", column: "repairs", rowID: record.id),
                    warnings: try StoredJSON.strings(record.warnings, table: "checklistVersion", column: "warnings", rowID: record.id),
                    compiledAt: record.compiledAt, items: try items.map { try $0.item() })
            }
        }
    }
}

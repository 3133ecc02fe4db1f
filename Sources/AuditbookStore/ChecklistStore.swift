import AuditbookKit
import Foundation
import GRDB

extension Workbook {
    /// Stores a compiled checklist as a new version, or does nothing when its content is the
    /// same as the latest version's. One transaction.
    @discardableResult
    public func store(_ compiled: CompiledChecklist) throws -> StoreOutcome {
        // The rows and the content digest are worked out on all cores before the write
        // transaction starts, so the transaction only compares and inserts (profiled: the
        // JSON columns and the digest were half of storing the benchmark's 10 MB corpus).
        let prepared = PreparedItems(compiled, parallelism: .allCores)
        PhaseClock.mark("rows prepared")
        var counts: [String: Int] = [:]
        for item in compiled.items { counts[item.kind.rawValue, default: 0] += 1 }
        return try perform(path) {
            try writer.write { db in
                let latest = try ChecklistVersionRecord.find(compiled.id).fetchOne(db)
                if let latest, latest.contentDigest == prepared.digest {
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
                    sourceDigest: compiled.sourceDigest, contentDigest: prepared.digest, repairs: JSONText.encode(compiled.repairs),
                    warnings: JSONText.encode(compiled.warnings), compiledAt: now)
                try record.insert(db)
                var records = prepared.records
                if let latestID = latest?.id { try Self.carryConfirmedCriteria(db, from: latestID, into: &records) }
                try Self.insertRecords(db, versionID: record.id!, records)
                PhaseClock.mark("rows inserted")
                let kept = compiled.items.filter { previousIDs.contains($0.id) }.count
                return StoreOutcome(id: compiled.id, version: version, status: latest == nil ? .new : .updated,
                                    counts: counts, keptIDs: kept)
            }
        }
    }

    /// Inserts a version's items in order; returns each item ID's row ID.
    @discardableResult
    static func insertItems(_ db: Database, versionID: Int64, _ items: [ChecklistItem]) throws -> [String: Int64] {
        try insertRecords(db, versionID: versionID, items.enumerated().map { ItemRecord($1, versionID: versionID, position: $0) })
    }

    /// Inserts rows made by `ItemRecord.init` (any version ID: `versionID` is the one
    /// stored); returns each item ID's row ID.
    @discardableResult
    static func insertRecords(_ db: Database, versionID: Int64, _ records: [ItemRecord]) throws -> [String: Int64] {
        // The bulk path: a compile stores thousands of items. Inserted through one cached
        // statement with the record's values rather than a record insert per item, which
        // (profiled) cost 0.3 s more on the benchmark's 10 MB corpus.
        let insert = try BulkInsert(db, sql: """
            INSERT INTO item (versionId, itemId, position, number, title, kind, severity, sectionPath, sectionNumber,
                guidance, examples, related, tags, platforms, howToTest, line, severityLabel, criteria)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """)
        defer { insert.finish() }
        // A large version is written in one go: SQLite's page cache (2 MB by default) would
        // spill its pages to the WAL and read them back while the items are inserted.
        let cacheKiB = try Int.fetchOne(db, sql: "PRAGMA cache_size") ?? -2000
        try db.execute(sql: "PRAGMA cache_size = -65536")
        defer { try? db.execute(sql: "PRAGMA cache_size = \(cacheKiB)") }
        var rowIDs: [String: Int64] = [:]
        rowIDs.reserveCapacity(records.count)
        for record in records {
            rowIDs[record.itemId] = try insert.insert([
                .integer(versionID), .text(record.itemId), .integer(Int64(record.position)), .text(record.number), .text(record.title),
                .text(record.kind), .text(record.severity), .text(record.sectionPath), .text(record.sectionNumber),
                .text(record.guidance), .text(record.examples), .text(record.related), .text(record.tags), .text(record.platforms),
                .text(record.howToTest), .integer(Int64(record.line)), .text(record.severityLabel), .text(record.criteria),
            ])
        }
        return rowIDs
    }

    /// A mapping a person confirmed (`checklist map`) survives recompiling: an item of the
    /// new version that the document maps to nothing itself keeps its predecessor's
    /// confirmed criteria.
    static func carryConfirmedCriteria(_ db: Database, from versionID: Int64, into records: inout [ItemRecord]) throws {
        var confirmed: [String: [CriterionRef]] = [:]
        for row in try Row.fetchAll(db, sql: "SELECT itemId, criteria FROM item WHERE versionId = ? AND criteria LIKE '%:confirmed%'",
                                    arguments: [versionID]) {
            let refs = CriterionText.decode(try row.value(1)) ?? []
            confirmed[try row.value(0)] = refs.filter { $0.source == .confirmed }
        }
        guard !confirmed.isEmpty else { return }
        for index in records.indices {
            guard let kept = confirmed[records[index].itemId] else { continue }
            let own = records[index].criteria.flatMap(CriterionText.decode) ?? []
            guard !own.contains(where: { $0.source == .document }) else { continue }
            records[index].criteria = CriterionText.encode(kept)
        }
    }

    /// An item's examples as stored: JSON, "[]" for none.
    static func examplesText(_ item: ChecklistItem) -> String {
        JSONText.encode(examples: item.examples)
    }

    static func contentDigest(_ compiled: CompiledChecklist) -> String {
        PreparedItems(compiled, parallelism: .serial).digest
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

/// A checklist's items as the rows `insertRecords` stores, and its content digest: the
/// SHA-256 of its header and of every item's stored values, which tells an unchanged
/// recompile from a new version. Rows and each item's part of the digest are made in
/// contiguous shares on `parallelism`'s jobs; the digest is fed the parts in order, so it is
/// the same whatever the jobs.
struct PreparedItems {
    var records: [ItemRecord]
    var digest: String

    /// Items per share.
    static let shareSize = 1024

    init(_ compiled: CompiledChecklist, parallelism: Parallelism) {
        let items = compiled.items
        let shares = stride(from: 0, to: items.count, by: Self.shareSize).map { $0..<min($0 + Self.shareSize, items.count) }
        let made = parallelism.forWork(.tasks(shares.count)).map(shares) { range -> (records: [ItemRecord], parts: [String]) in
            var records: [ItemRecord] = []
            var parts: [String] = []
            records.reserveCapacity(range.count)
            parts.reserveCapacity(range.count)
            for position in range {
                let item = items[position]
                let record = ItemRecord(item, versionID: 0, position: position, examples: Workbook.examplesText(item))
                parts.append(Self.digestPart(item, examples: record.examples))
                records.append(record)
            }
            return (records, parts)
        }
        var hasher = SHA256Digest.Hasher()
        hasher.update(compiled.title + "\u{1}" + (compiled.description ?? "") + "\u{1}" + (compiled.documentVersion ?? ""))
        records = []
        records.reserveCapacity(items.count)
        for share in made {
            records.append(contentsOf: share.records)
            for part in share.parts { hasher.update(part) }
        }
        digest = hasher.finalizeHex()
    }

    /// One item's part of the content digest.
    static func digestPart(_ item: ChecklistItem, examples: String) -> String {
        var text = "\u{2}" + item.id + "\u{1}" + (item.number ?? "") + "\u{1}" + item.title + "\u{1}" + item.kind.rawValue
        text += "\u{1}" + (item.severity?.rawValue ?? "") + "\u{1}" + item.section + "\u{1}" + item.guidance
        text += "\u{1}" + examples + "\u{1}" + item.related.joined(separator: ",")
        text += "\u{1}" + item.tags.joined(separator: ",") + "\u{1}" + item.platforms.joined(separator: ",")
        text += "\u{1}" + (item.howToTest ?? "") + "\u{1}\(item.line)"
        if let label = item.severityLabel { text += "\u{1}" + label }
        if let criteria = item.criteria { text += "\u{3}" + CriterionText.encode(criteria) }
        return text
    }
}

import AuditbookKit
import Foundation
import GRDB

extension Workbook {
    /// Stores a compiled checklist as a new version, or does nothing when its content is the
    /// same as the latest version's. One transaction.
    @discardableResult
    public func store(_ compiled: CompiledChecklist) throws -> StoreOutcome {
        try store([compiled])[0]
    }

    /// Stores several compiled checklists as `store` does each, in one transaction (a new
    /// workbook's bundled checklists: one commit instead of one each).
    @discardableResult
    public func store(_ checklists: [CompiledChecklist]) throws -> [StoreOutcome] {
        // The rows and each item's part of the content digest are made on the other cores
        // from here on, share by share, while the transaction below inserts the shares
        // already made (profiled: making them was a third of storing the benchmark's 10 MB
        // corpus, inserting them half).
        let prepared = checklists.map { PreparedItems($0, parallelism: .allCores) }
        // The rows made for the insert are freed on another thread once it is done.
        defer { Parallelism.releaseElsewhere(prepared) }
        return try perform(path) {
            try writer.write { db in
                try zip(checklists, prepared).map { try Self.store($0, prepared: $1, in: db) }
            }
        }
    }

    /// Stores one compiled checklist, its rows made by `prepared`, in the open transaction.
    private static func store(_ compiled: CompiledChecklist, prepared: PreparedItems, in db: Database) throws -> StoreOutcome {
        var counts: [String: Int] = [:]
        for index in compiled.items.indices { counts[compiled.items[index].kind.rawValue, default: 0] += 1 }
        let latest = try ChecklistVersionRecord.find(compiled.id).fetchOne(db)
        // A checklist stored before: its digest tells an unchanged recompile before
        // anything is written. A first version's is worked out as its rows go in.
        let knownDigest = latest == nil ? nil : prepared.digest()
        if let latest, latest.contentDigest == knownDigest {
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
            sourceDigest: compiled.sourceDigest, contentDigest: knownDigest ?? "", repairs: JSONText.encode(compiled.repairs),
            warnings: JSONText.encode(compiled.warnings), compiledAt: now)
        try record.insert(db)
        let versionID = record.id!
        let confirmed = try latest?.id.map { try confirmedCriteria(db, of: $0) } ?? [:]
        var hasher = prepared.digestHasher()
        try withItemInserter(db) { inserter in
            for index in 0..<prepared.shares.count {
                let share = prepared.shares.value(at: index)
                var records = share.records
                carry(confirmed, into: &records)
                try inserter.insertAll(records[...], versionID: versionID)
                if knownDigest == nil { for part in share.parts { hasher.update(part) } }
            }
        }
        if knownDigest == nil {
            try db.execute(sql: "UPDATE checklistVersion SET contentDigest = ? WHERE id = ?", arguments: [hasher.finalizeHex(), versionID])
        }
        PhaseClock.mark("rows inserted")
        let kept = previousIDs.isEmpty ? 0 : compiled.items.indices.filter { previousIDs.contains(compiled.items[$0].id) }.count
        return StoreOutcome(id: compiled.id, version: version, status: latest == nil ? .new : .updated,
                            counts: counts, keptIDs: kept)
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
        var rowIDs: [String: Int64] = [:]
        rowIDs.reserveCapacity(records.count)
        try withItemInserter(db) { inserter in
            for record in records { rowIDs[record.itemId] = try inserter.insert(record, versionID: versionID) }
        }
        return rowIDs
    }

    /// Item rows inserted through one cached statement with the values bound directly
    /// (`BulkInsert`): a compile stores thousands of items, and a record insert per item
    /// cost (profiled) 0.3 s more on the benchmark's 10 MB corpus.
    struct ItemInserter {
        fileprivate let statement: BulkInsert
        /// The same insert for `batchSize` rows at once.
        fileprivate let batchStatement: BulkInsert

        /// Rows per batch statement (18 values each; SQLite allows 32,766).
        static let batchSize = 32

        static let columns = """
            INSERT INTO item (versionId, itemId, position, number, title, kind, severity, sectionPath, sectionNumber,
                guidance, examples, related, tags, platforms, howToTest, line, severityLabel, criteria)
            VALUES
            """
        static let row = "(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"

        func insert(_ record: ItemRecord, versionID: Int64) throws -> Int64 {
            try statement.insert(Self.values(record, versionID: versionID))
        }

        /// Inserts `records` in order, `batchSize` rows per statement where it can: each
        /// statement's fixed cost (its program, the row ID sequence) paid once per batch.
        func insertAll(_ records: ArraySlice<ItemRecord>, versionID: Int64) throws {
            var start = records.startIndex
            while records.endIndex - start >= Self.batchSize {
                let batch = records[start..<(start + Self.batchSize)]
                _ = try batchStatement.insert(batch.flatMap { Self.values($0, versionID: versionID) })
                start += Self.batchSize
            }
            for record in records[start...] { _ = try insert(record, versionID: versionID) }
        }

        private static func values(_ record: ItemRecord, versionID: Int64) -> [BulkInsert.Value] {
            [
                .integer(versionID), .text(record.itemId), .integer(Int64(record.position)), .text(record.number), .text(record.title),
                .text(record.kind), .text(record.severity), .text(record.sectionPath), .text(record.sectionNumber),
                .text(record.guidance), .text(record.examples), .text(record.related), .text(record.tags), .text(record.platforms),
                .text(record.howToTest), .integer(Int64(record.line)), .text(record.severityLabel), .text(record.criteria),
            ]
        }
    }

    /// Runs `body` with an inserter of item rows, SQLite's page cache enlarged meanwhile: a
    /// large version is written in one go, and the default 2 MB cache would spill its pages
    /// to the WAL and read them back while the items are inserted.
    static func withItemInserter<Result>(_ db: Database, _ body: (ItemInserter) throws -> Result) throws -> Result {
        let statement = try BulkInsert(db, sql: ItemInserter.columns + " " + ItemInserter.row)
        defer { statement.finish() }
        let batchStatement = try BulkInsert(db, sql: ItemInserter.columns + " "
                                            + Array(repeating: ItemInserter.row, count: ItemInserter.batchSize).joined(separator: ", "))
        defer { batchStatement.finish() }
        let cacheKiB = try Int.fetchOne(db, sql: "PRAGMA cache_size") ?? -2000
        try db.execute(sql: "PRAGMA cache_size = -65536")
        defer { try? db.execute(sql: "PRAGMA cache_size = \(cacheKiB)") }
        return try body(ItemInserter(statement: statement, batchStatement: batchStatement))
    }

    /// The criteria a person confirmed (`checklist map`) on the items of a version, by item
    /// ID: such a mapping survives recompiling (`carry`).
    static func confirmedCriteria(_ db: Database, of versionID: Int64) throws -> [String: [CriterionRef]] {
        var confirmed: [String: [CriterionRef]] = [:]
        for row in try Row.fetchAll(db, sql: "SELECT itemId, criteria FROM item WHERE versionId = ? AND criteria LIKE '%:confirmed%'",
                                    arguments: [versionID]) {
            let refs = CriterionText.decode(try row.value(1)) ?? []
            confirmed[try row.value(0)] = refs.filter { $0.source == .confirmed }
        }
        return confirmed
    }

    /// An item of the new version that the document maps to nothing itself keeps its
    /// predecessor's confirmed criteria.
    static func carry(_ confirmed: [String: [CriterionRef]], into records: inout [ItemRecord]) {
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
        PreparedItems(compiled, parallelism: .serial).digest()
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
/// contiguous shares on `parallelism`'s other threads, begun as soon as this is made, so a
/// caller takes the first shares while later ones are still being made; the digest is fed
/// the parts in order, so it is the same whatever the jobs.
struct PreparedItems {
    /// The rows of a run of items, and each one's part of the digest.
    struct Share: Sendable {
        var records: [ItemRecord]
        var parts: [String]
    }

    /// The shares, in item order, made on the jobs as they come free.
    let shares: ValueStream<Share>
    /// The checklist's header, the first thing the digest reads.
    private let header: String

    /// Items per share.
    static let shareSize = 1024

    init(_ compiled: CompiledChecklist, parallelism: Parallelism) {
        let items = compiled.items
        let count = (items.count + Self.shareSize - 1) / Self.shareSize
        header = compiled.title + "\u{1}" + (compiled.description ?? "") + "\u{1}" + (compiled.documentVersion ?? "")
        shares = parallelism.forWork(.tasks(count)).stream(count: count) { share in
            let range = (share * Self.shareSize)..<min((share + 1) * Self.shareSize, items.count)
            var made = Share(records: [], parts: [])
            made.records.reserveCapacity(range.count)
            made.parts.reserveCapacity(range.count)
            for position in range {
                let item = items[position]
                let record = ItemRecord(item, versionID: 0, position: position, examples: Workbook.examplesText(item))
                made.parts.append(Self.digestPart(item, examples: record.examples))
                made.records.append(record)
            }
            return made
        }
    }

    /// A hasher that has read the header: the parts of every share, fed in order, make the digest.
    func digestHasher() -> SHA256Digest.Hasher {
        var hasher = SHA256Digest.Hasher()
        hasher.update(header)
        return hasher
    }

    /// The content digest, once every share is made.
    func digest() -> String {
        var hasher = digestHasher()
        for index in 0..<shares.count {
            for part in shares.value(at: index).parts { hasher.update(part) }
        }
        return hasher.finalizeHex()
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

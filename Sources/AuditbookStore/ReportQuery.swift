import AuditbookKit
import Foundation
import GRDB

extension Workbook {
    /// Reads everything the workbook holds for an audit into an `AuditReport`, as one
    /// consistent snapshot.
    ///
    /// Two parts are read beside the snapshot, on another core, in a read of their own, and
    /// come out as the snapshot holds them:
    /// - evidence contents: a blob is stored under the SHA-256 of its bytes and never changed
    ///   or deleted; a file added between the two reads is read afterwards. (A report of
    ///   some screens or of failures holds only some of the evidence: it is read in the
    ///   snapshot.)
    /// - the change history, cut to the snapshot's last entry (`ReportQuery.snapshotHistory`).
    public func report(auditID: String? = nil, scope: ReportScope = ReportScope(), now: Date = Date(),
                       parallelism: Parallelism = .allCores) throws -> AuditReport {
        let auditID = try resolveAudit(auditID)
        let evidenceAside = scope.evidenceData && scope.screens.isEmpty && !scope.failuresOnly
        guard evidenceAside || scope.history else {
            return try perform(path) { try writer.read { try ReportQuery(db: $0, auditID: auditID, scope: scope).build(now: now) } }
        }
        var snapshotScope = scope
        snapshotScope.evidenceData = scope.evidenceData && !evidenceAside
        snapshotScope.history = false
        var ((report, lastHistoryID), (contents, history)) = try parallelism.both({ [snapshotScope] in
            try perform(path) {
                try writer.read { db in
                    let last = scope.history ? try ReportQuery.lastHistoryID(auditID: auditID, db: db) : 0
                    return (try ReportQuery(db: db, auditID: auditID, scope: snapshotScope).build(now: now), last)
                }
            }
        }, {
            try perform(path) {
                try writer.read { db in
                    (evidenceAside ? try Self.evidenceContents(auditID: auditID, db: db) : [:],
                     scope.history ? try ReportQuery.history(auditID: auditID, after: 0, through: .max, db: db) : [])
                }
            }
        })
        if scope.history {
            report.history = try ReportQuery.snapshotHistory(history, through: lastHistoryID) { after, through in
                try perform(path) { try writer.read { try ReportQuery.history(auditID: auditID, after: after, through: through, db: $0) } }
            }
        }
        if evidenceAside {
            let added = report.blobs.map(\.sha256).filter { contents[$0] == nil }
            try forEachEvidence(added) { hash, _, data in contents[hash] = data }
            for index in report.blobs.indices { report.blobs[index].content = contents.removeValue(forKey: report.blobs[index].sha256) }
        }
        return report
    }

    /// The contents of every file the audit's results and findings hold, by SHA-256.
    private static func evidenceContents(auditID: String, db: Database) throws -> [String: Data] {
        var contents: [String: Data] = [:]
        let rows = try Row.fetchCursor(db, sql: """
            SELECT sha256, data FROM blob WHERE sha256 IN (
                SELECT e.sha256 FROM evidence e JOIN result r ON r.id = e.resultId WHERE r.auditId = ? AND e.sha256 IS NOT NULL)
            """, arguments: [auditID])
        while let row = try rows.next() { contents[try row.value(0)] = try row.value(1) }
        return contents
    }
}

extension Workbook {
    /// Calls `body` with each evidence file's type and contents, one file at a time.
    public func forEachEvidence(_ hashes: [String], _ body: (String, String, Data) throws -> Void) throws {
        guard !hashes.isEmpty else { return }
        try perform(path) {
            try writer.read { db in
                for hash in hashes {
                    guard let row = try Row.fetchOne(db, sql: "SELECT mimeType, data FROM blob WHERE sha256 = ?", arguments: [hash]) else { continue }
                    try body(hash, try row.value(0), try row.value(1))
                }
            }
        }
    }
}

extension Workbook {
    /// SQL that is true for a screen that counts in totals: every named screen, and the
    /// app-wide one once something was recorded on it or when the audit has no other.
    static let screenCounts = """
        (screen.isAppWide = 0 OR EXISTS (SELECT 1 FROM result r WHERE r.screenId = screen.id)
         OR NOT EXISTS (SELECT 1 FROM screen o WHERE o.auditId = screen.auditId AND o.isAppWide = 0))
        """

    /// Inserts one evidence row with every column given (copying or importing evidence).
    static func insertEvidenceRow(_ db: Database, _ values: StatementArguments) throws {
        try db.cachedStatement(sql: """
            INSERT INTO evidence (resultId, findingId, kind, sha256, fileName, url, conditionKey, conditionValue, addedBy, addedAt)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """).execute(arguments: values)
    }
}

/// The queries behind `Workbook.report`: a handful of set-wise reads, joined in memory.
struct ReportQuery {
    let db: Database
    let auditID: String
    let scope: ReportScope

    func build(now: Date) throws -> AuditReport {
        let record = try AuditRecord.fetchOne(db, key: auditID)!
        let audit = AuditReport.Audit(
            id: auditID, title: record.title, app: record.app, build: record.build, platform: record.platform, state: record.state,
            createdBy: record.createdBy, createdAt: record.createdAt, copiedFrom: record.copiedFrom,
            filters: try StoredJSON.decode([String: String].self, record.filters, table: "audit", column: "filters", rowID: nil).filter { !$0.value.isEmpty })
        let checklists = try self.checklists()
        var screens = try self.screens()
        if !scope.screens.isEmpty {
            let wanted = try scope.screens.map { name -> String in
                guard let screen = screens.first(where: { $0.name.lowercased() == name.lowercased() }) else {
                    throw AuditbookError.missingInput("no screen '\(name)' in audit \(auditID); screens: \(screens.map(\.name).joined(separator: ", "))")
                }
                return screen.name
            }
            screens = screens.filter { wanted.contains($0.name) }.map { var screen = $0; screen.counted = true; return screen }
        }
        let auditItems = try self.auditItems()
        var results = try Self.results(db, auditID: auditID)
        let screenNames = Set(screens.map(\.name))
        results = results.filter { screenNames.contains($0.screen) }

        let tally = AuditTally(
            screens: screens.map { AuditTally.Screen(name: $0.name, counted: $0.counted) },
            items: auditItems,
            answers: results.map { AuditTally.Answer(screen: $0.screen, item: $0.item, outcome: $0.status, impacts: $0.findings.map(\.impact)) })
        var items = zip(auditItems, tally.items).map { item, counted in
            ReportItem(id: item.id, checklist: item.checklist, requirement: item.requirement, section: item.section,
                       conformance: counted.conformance, counts: counted.counts)
        }
        for index in screens.indices {
            screens[index].counts = tally.screenCounts[index]
            screens[index].percentComplete = tally.screenCounts[index].percentComplete
        }
        let conditions = Set(results.flatMap { $0.conditions.map { "\($0.key)=\($0.value)" } }).sorted()
        let dates = results.map(\.updatedAt)
        let summary = AuditReport.Summary(
            totals: tally.totals, percentComplete: tally.totals.percentComplete, conformance: tally.conformance,
            failuresByImpact: tally.failuresByImpact, sections: tally.sections,
            reviewers: Set(results.map(\.reviewer)).sorted(), conditions: conditions,
            firstResultAt: dates.min(), lastResultAt: dates.max())

        if scope.failuresOnly {
            items = items.filter { $0.conformance == .fail }
            results = results.filter { $0.status == .fail }
        }
        let hashes = Set(results.flatMap { $0.evidence.compactMap(\.sha256) + $0.findings.flatMap { $0.evidence.compactMap(\.sha256) } })
        return AuditReport(
            generatedAt: now, generator: "auditbook \(AuditbookVersion.current)", audit: audit, checklists: checklists,
            screens: screens, items: items, results: results, blobs: try blobs(hashes), signoffs: try signoffs(),
            history: scope.history ? try history() : [], summary: summary)
    }

    private func checklists() throws -> [AuditReport.Checklist] {
        try ChecklistVersionRecord.fetchAll(db, sql: """
            SELECT v.* FROM auditChecklist a JOIN checklistVersion v ON v.id = a.versionId WHERE a.auditId = ? ORDER BY v.checklistId
            """, arguments: [auditID]).map { version in
            AuditReport.Checklist(
                id: version.checklistId, version: version.version, title: version.title, description: version.description,
                license: version.license, documentVersion: version.documentVersion, source: version.sourcePath,
                sourceDigest: version.sourceDigest, contentDigest: version.contentDigest, compiledAt: version.compiledAt,
                items: try ItemRecord.of(version: version.id!).fetchAll(db).map { try $0.item() })
        }
    }

    func screens() throws -> [ReportScreen] {
        let rows = try Row.fetchAll(db, sql: """
            SELECT name, description, isAppWide,
                   \(Workbook.screenCounts) AS counted
            FROM screen WHERE auditId = ? ORDER BY position
            """, arguments: [auditID])
        return try rows.map { ReportScreen(name: try $0.value("name"), description: try $0.value("description"), isAppWide: try $0.value("isAppWide"), counted: try $0.value("counted"),
                                       counts: OutcomeCounts(), percentComplete: 0) }
    }

    func auditItems() throws -> [AuditTally.Item] {
        try Row.fetchAll(db, sql: """
            SELECT i.itemId, i.sectionPath, v.checklistId, ai.requirementKey FROM auditItem ai
            JOIN item i ON i.id = ai.itemRowId JOIN checklistVersion v ON v.id = i.versionId
            WHERE ai.auditId = ? ORDER BY ai.position
            """, arguments: [auditID]).map { row in
            let path = try StoredJSON.strings(try row.value("sectionPath"), table: "item", column: "sectionPath", rowID: nil)
            let checklist: String = try row.value("checklistId")
            return AuditTally.Item(id: try row.value("itemId"), checklist: checklist, requirement: try row.value("requirementKey"),
                                   section: AuditTally.sectionName(checklist: checklist, sectionPath: path))
        }
    }

    /// Every answer of the audit with the impacts of its findings: what the tally needs,
    /// without notes or evidence.
    func answers() throws -> [AuditTally.Answer] {
        var impacts: [Int64: [Impact]] = [:]
        for row in try Row.fetchAll(db, sql: """
            SELECT f.resultId, f.impact FROM finding f JOIN result r ON r.id = f.resultId WHERE r.auditId = ? AND r.status = 'fail'
            """, arguments: [auditID]) {
            impacts[try row.value(0), default: []].append(try row.word(1, as: Impact.self))
        }
        // Names and item IDs are read once each; the results alone are scanned, by a cursor.
        let (screens, items) = try Self.resultKeys(db, auditID: auditID)
        var answers: [AuditTally.Answer] = []
        let cursor = try Row.fetchCursor(db, sql: "SELECT screenId, itemRowId, status, id FROM result WHERE auditId = ?", arguments: [auditID])
        while let row = try cursor.next() {
            guard let screen = screens[try row.value(0)], let item = items[try row.value(1)] else { continue }
            answers.append(AuditTally.Answer(screen: screen.name, item: item.id, outcome: try row.word(2, as: Outcome.self), impacts: impacts[try row.value(3)] ?? []))
        }
        return answers
    }

    private func blobs(_ hashes: Set<String>) throws -> [AuditReport.Blob] {
        guard !hashes.isEmpty else { return [] }
        let columns = scope.evidenceData ? "sha256, mimeType, size, data" : "sha256, mimeType, size"
        var blobs: [AuditReport.Blob] = []
        for hash in hashes.sorted() {
            guard let row = try Row.fetchOne(db, sql: "SELECT \(columns) FROM blob WHERE sha256 = ?", arguments: [hash]) else { continue }
            let data: Data? = scope.evidenceData ? try row.value("data") : nil
            blobs.append(AuditReport.Blob(sha256: hash, mimeType: try row.value("mimeType"), size: try row.value("size"), content: data))
        }
        return blobs
    }

    private func signoffs() throws -> [AuditReport.Signoff] {
        var snapshots: [Int64: [SignedResult]] = [:]
        for row in try Row.fetchAll(db, sql: """
            SELECT sr.* FROM signoffResult sr JOIN signoff s ON s.id = sr.signoffId WHERE s.auditId = ? ORDER BY sr.signoffId, sr.screenName, sr.itemId
            """, arguments: [auditID]) {
            snapshots[try row.value("signoffId"), default: []].append(SignedResult(screen: try row.value("screenName"), item: try row.value("itemId"), status: try row.value("status"), digest: try row.value("digest")))
        }
        var items: [Int64: [SignedItem]] = [:]
        for row in try Row.fetchAll(db, sql: """
            SELECT si.signoffId, si.itemId, si.severity, si.digest FROM signoffItem si JOIN signoff s ON s.id = si.signoffId
            WHERE s.auditId = ? ORDER BY si.signoffId, si.itemId
            """, arguments: [auditID]) {
            items[try row.value(0), default: []].append(SignedItem(item: try row.value(1), severity: try row.value(2), digest: try row.value(3)))
        }
        return try SignoffRecord.of(audit: auditID).fetchAll(db).map { signoff in
            AuditReport.Signoff(reviewer: signoff.reviewer, role: signoff.role, decision: signoff.decision, comment: signoff.comment,
                                digest: signoff.digest, signedAt: signoff.signedAt, revokedAt: signoff.revokedAt,
                                revokedReason: signoff.revokedReason, results: snapshots[signoff.id!] ?? [],
                                statement: signoff.statement, signature: signoff.signature,
                                items: signoff.statement == nil ? nil : items[signoff.id!] ?? [])
        }
    }

    private func history() throws -> [HistoryEntry] {
        try Self.history(auditID: auditID, after: 0, through: .max, db: db).map(\.entry)
    }

    /// The audit's history entries with ids in `after+1...through`, in order, with their ids.
    static func history(auditID: String, after: Int64, through: Int64, db: Database) throws -> [(id: Int64, entry: HistoryEntry)] {
        // As many entries as results, or more: read like the results, by a cursor.
        var entries: [(id: Int64, entry: HistoryEntry)] = []
        let cursor = try Row.fetchCursor(db, sql: """
            SELECT id, at, reviewer, screenName, itemId, action, oldStatus, newStatus, oldNote, newNote
            FROM history WHERE auditId = ? AND id > ? AND id <= ? ORDER BY id
            """, arguments: [auditID, after, through])
        while let row = try cursor.next() {
            entries.append((try row.value(0), HistoryEntry(at: try Self.date(row, 1), reviewer: try row.value(2), screen: try row.value(3), item: try row.value(4), action: try row.value(5),
                                                 oldStatus: try row.value(6), newStatus: try row.value(7), oldNote: try row.value(8), newNote: try row.value(9))))
        }
        return entries
    }

    /// The history of a snapshot whose last entry has id `lastID`, from entries read in
    /// another transaction. The history is append-only (triggers refuse updates and deletes)
    /// and its ids only grow, so the snapshot's entries are exactly those up to `lastID`: the
    /// ones read, less any after it, plus any the other read was too early to see (`missing`
    /// reads the entries with ids in `after+1...through`).
    static func snapshotHistory(_ read: [(id: Int64, entry: HistoryEntry)], through lastID: Int64,
                                missing: (_ after: Int64, _ through: Int64) throws -> [(id: Int64, entry: HistoryEntry)]) rethrows -> [HistoryEntry] {
        var entries = read.prefix { $0.id <= lastID }
        let lastRead = entries.last?.id ?? 0
        if lastRead < lastID { entries += try missing(lastRead, lastID) }
        return entries.map(\.entry)
    }

    /// The id of the audit's last history entry, 0 when it has none.
    static func lastHistoryID(auditID: String, db: Database) throws -> Int64 {
        try Int64.fetchOne(db, sql: "SELECT MAX(id) FROM history WHERE auditId = ?", arguments: [auditID]) ?? 0
    }
}

import AuditbookKit
import Foundation
import GRDB

extension Workbook {
    static let currentAuditKey = "currentAudit"

    /// Creates an audit of the latest versions of `spec.checklists`, with its screens and the
    /// app-wide pseudo-screen, and makes it the current audit. One transaction.
    public func createAudit(_ spec: AuditSpec, createdBy: String) throws -> AuditSummary {
        let title = spec.title.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !title.isEmpty else { throw AuditbookError.usage("an audit needs a title") }
        guard !spec.checklists.isEmpty else {
            throw AuditbookError.about(.checklists, .usage("an audit needs at least one checklist"))
        }
        let screens = try AuditRules.validScreenNames(spec.screens)
        let id: String = try perform(path) {
            try writer.write { db in
                let versions = try spec.checklists.map { checklistID -> Int64 in
                    guard let version = try Int64.fetchOne(db, sql: """
                        SELECT id FROM checklistVersion WHERE checklistId = ? ORDER BY version DESC LIMIT 1
                        """, arguments: [checklistID]) else {
                        let known = try String.fetchAll(db, sql: "SELECT id FROM checklist ORDER BY id").joined(separator: ", ")
                        throw AuditbookError.missingInput("no checklist '\(checklistID)' in the workbook; known: \(known)")
                    }
                    return version
                }
                let chosen = try Self.selectItems(db, versions: versions, spec: spec)
                guard !chosen.isEmpty else {
                    throw AuditbookError.about(.itemFilters, .usage("no items match these filters"))
                }
                let id = try Self.newAuditID(db)
                let filters = JSONText.encode([
                    "kinds": spec.kinds.map(\.rawValue).joined(separator: ","),
                    "minSeverity": spec.minimumSeverity?.rawValue ?? "",
                    "tags": spec.tags.joined(separator: ","),
                    "sections": spec.sections.joined(separator: ","),
                ])
                try AuditRecord(id: id, title: title, app: spec.app, build: spec.build, platform: spec.platform?.rawValue,
                                filters: filters, state: "open", createdBy: createdBy, createdAt: Date()).insert(db)
                for version in Set(versions) {
                    try db.execute(sql: "INSERT INTO auditChecklist (auditId, versionId) VALUES (?, ?)", arguments: [id, version])
                }
                let groups = try Self.requirementKeys(db, items: chosen.map { ($0.rowID, $0.itemID) })
                for (position, item) in chosen.enumerated() {
                    try db.execute(sql: "INSERT INTO auditItem (auditId, itemRowId, position, requirementKey) VALUES (?, ?, ?, ?)",
                                   arguments: [id, item.rowID, position, groups[item.rowID] ?? item.itemID])
                }
                for (position, name) in screens.enumerated() {
                    var screen = ScreenRecord(auditId: id, name: name, position: position, isAppWide: false)
                    try screen.insert(db)
                }
                var appWide = ScreenRecord(auditId: id, name: Screen.appWideName, position: 1_000_000, isAppWide: true)
                try appWide.insert(db)
                try Self.setCurrent(db, id)
                return id
            }
        }
        return try audit(id)
    }

    private struct ChosenItem { var rowID: Int64; var itemID: String }

    /// The audit's items, chosen by `AuditRules.selectedItems` from each checklist version.
    private static func selectItems(_ db: Database, versions: [Int64], spec: AuditSpec) throws -> [ChosenItem] {
        var chosen: [ChosenItem] = []
        for version in versions {
            let items = try ItemRecord.of(version: version).fetchAll(db)
            chosen += AuditRules.selectedItems(try items.map { try $0.item() }, spec: spec).map { ChosenItem(rowID: items[$0].id!, itemID: items[$0].itemId) }
        }
        return chosen
    }

    /// Each chosen item's requirement key (`AuditRules.requirementKeys`) from the stored
    /// equivalence links.
    private static func requirementKeys(_ db: Database, items: [(Int64, String)]) throws -> [Int64: String] {
        let links = try Row.fetchAll(db, sql: "SELECT itemId, otherItemId FROM equivalence WHERE itemId < otherItemId").map {
            (try $0.value("itemId") as String, try $0.value("otherItemId") as String)
        }
        let keys = AuditRules.requirementKeys(itemIDs: items.map(\.1), links: links)
        return Dictionary(items.map { ($0.0, keys[$0.1] ?? $0.1) }, uniquingKeysWith: { first, _ in first })
    }

    static func newAuditID(_ db: Database) throws -> String {
        let alphabet = Array("abcdefghjkmnpqrstuvwxyz23456789")
        var generator = SystemRandomNumberGenerator()
        while true {
            let id = String((0..<6).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] })
            if try !Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM audit WHERE id = ?)", arguments: [id])! { return id }
        }
    }

    static func setCurrent(_ db: Database, _ id: String) throws {
        try db.execute(sql: "INSERT OR REPLACE INTO setting (key, value) VALUES (?, ?)", arguments: [currentAuditKey, id])
    }

    /// The current audit's ID, if there is one.
    public func currentAuditID() throws -> String? {
        try perform(path) {
            try writer.read { db in
                try String.fetchOne(db, sql: "SELECT value FROM setting WHERE key = ? AND value IN (SELECT id FROM audit)", arguments: [Self.currentAuditKey])
            }
        }
    }

    /// Resolves `id` (or the current audit when nil) to an existing audit ID.
    public func resolveAudit(_ id: String?) throws -> String {
        if let id {
            let exists = try perform(path) { try writer.read { try Bool.fetchOne($0, sql: "SELECT EXISTS (SELECT 1 FROM audit WHERE id = ?)", arguments: [id])! } }
            guard exists else { throw AuditbookError.missingInput("no audit '\(id)'; list them with: auditbook audit list") }
            return id
        }
        guard let current = try currentAuditID() else {
            throw AuditbookError.about(.audit, .missingInput("no current audit"))
        }
        return current
    }

    /// Makes `id` the current audit.
    public func useAudit(_ id: String) throws {
        let id = try resolveAudit(id)
        try perform(path) { try writer.write { try Self.setCurrent($0, id) } }
    }

    /// Every item ID the audit asks, in order (equivalent items of other checklists included).
    public func auditItemIDs(_ id: String? = nil) throws -> [String] {
        let id = try resolveAudit(id)
        return try perform(path) {
            try writer.read { db in
                try String.fetchAll(db, sql: """
                    SELECT i.itemId FROM auditItem ai JOIN item i ON i.id = ai.itemRowId WHERE ai.auditId = ? ORDER BY ai.position
                    """, arguments: [id])
            }
        }
    }

    public func audits() throws -> [AuditSummary] {
        let ids = try perform(path) { try writer.read { try String.fetchAll($0, sql: "SELECT id FROM audit ORDER BY createdAt, id") } }
        return try ids.map { try audit($0) }
    }

    public func audit(_ id: String? = nil) throws -> AuditSummary {
        let id = try resolveAudit(id)
        let current = try currentAuditID()
        return try perform(path) {
            try writer.read { db in
                let record = try AuditRecord.fetchOne(db, key: id)!
                let checklists = try Row.fetchAll(db, sql: """
                    SELECT v.checklistId, v.version FROM auditChecklist a JOIN checklistVersion v ON v.id = a.versionId
                    WHERE a.auditId = ? ORDER BY v.checklistId
                    """, arguments: [id]).map { "\(try $0.value("checklistId") as String)@\(try $0.value("version") as Int)" }
                let screens = try ScreenRecord.of(audit: id).fetchAll(db).map(\.name)
                let items = try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM auditItem WHERE auditId = ?", arguments: [id]) ?? 0
                return AuditSummary(id: id, title: record.title, app: record.app, build: record.build, platform: record.platform,
                                    state: record.state, createdBy: record.createdBy, createdAt: record.createdAt,
                                    copiedFrom: record.copiedFrom, checklists: checklists, screens: screens, items: items,
                                    isCurrent: id == current)
            }
        }
    }
}

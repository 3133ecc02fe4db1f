import AuditbookKit
import Foundation
import GRDB

// The workbook's main tables as Codable records, each with its columns. The domain's types
// (`ChecklistItem`, `Screen`, `AuditSummary`) are built from them and never see a row.
// List columns are JSON text written by `JSONText`, so the stored bytes are what they were.
// The few queries that read hundreds of thousands of rows (a report's results and history)
// read columns by position instead (`ReportQuery+Results.swift`).

/// One compilation of a checklist that changed something.
struct ChecklistVersionRecord: Codable, FetchableRecord, MutablePersistableRecord {
    static let databaseTableName = "checklistVersion"
    enum Columns {
        static let id = Column(CodingKeys.id)
        static let checklistId = Column(CodingKeys.checklistId)
        static let version = Column(CodingKeys.version)
    }

    var id: Int64?
    var checklistId: String
    var version: Int
    var title: String
    var description: String?
    var license: String?
    var documentVersion: String?
    var sourcePath: String
    var sourceDigest: String
    var contentDigest: String
    var repairs: String
    var warnings: String
    var compiledAt: Date

    mutating func didInsert(_ inserted: InsertionSuccess) { id = inserted.rowID }

    /// The latest version of `checklistID`, or the given one.
    static func find(_ checklistID: String, version: Int? = nil) -> QueryInterfaceRequest<ChecklistVersionRecord> {
        let request = filter(Columns.checklistId == checklistID)
        if let version { return request.filter(Columns.version == version) }
        return request.order(Columns.version.desc).limit(1)
    }
}

/// An item of one checklist version.
struct ItemRecord: Codable, FetchableRecord, MutablePersistableRecord {
    static let databaseTableName = "item"
    enum Columns {
        static let id = Column(CodingKeys.id)
        static let versionId = Column(CodingKeys.versionId)
        static let itemId = Column(CodingKeys.itemId)
        static let position = Column(CodingKeys.position)
    }

    var id: Int64?
    var versionId: Int64
    var itemId: String
    var position: Int
    var number: String?
    var title: String
    var kind: String
    var severity: String?
    var sectionPath: String
    var sectionNumber: String?
    var guidance: String
    var examples: String
    var related: String
    var tags: String
    var platforms: String
    var howToTest: String?
    var line: Int
    var severityLabel: String?

    mutating func didInsert(_ inserted: InsertionSuccess) { id = inserted.rowID }

    init(_ item: ChecklistItem, versionID: Int64, position: Int) {
        versionId = versionID
        itemId = item.id
        self.position = position
        number = item.number
        title = item.title
        kind = item.kind.rawValue
        severity = item.severity?.rawValue
        sectionPath = JSONText.encode(item.sectionPath)
        sectionNumber = item.sectionNumber
        guidance = item.guidance
        examples = item.examples.isEmpty ? "[]" : JSONText.encode(item.examples)
        related = JSONText.encode(item.related)
        tags = JSONText.encode(item.tags)
        platforms = JSONText.encode(item.platforms)
        howToTest = item.howToTest
        line = item.line
        severityLabel = item.severityLabel
    }

    var item: ChecklistItem {
        ChecklistItem(
            id: itemId, number: number, title: title, kind: ItemKind(rawValue: kind) ?? .check,
            severity: severity.flatMap(Severity.init(rawValue:)),
            sectionPath: JSONText.decode([String].self, sectionPath, default: []), sectionNumber: sectionNumber,
            guidance: guidance, examples: JSONText.decode([CodeExample].self, examples, default: []),
            related: JSONText.decode([String].self, related, default: []), tags: JSONText.decode([String].self, tags, default: []),
            platforms: JSONText.decode([String].self, platforms, default: []), howToTest: howToTest, line: line,
            severityLabel: severityLabel)
    }

    /// The items of a checklist version, in document order.
    static func of(version versionID: Int64) -> QueryInterfaceRequest<ItemRecord> {
        filter(Columns.versionId == versionID).order(Columns.position)
    }
}

/// An audit.
struct AuditRecord: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "audit"

    var id: String
    var title: String
    var app: String?
    var build: String?
    var platform: String?
    var filters: String
    var state: String
    var copiedFrom: String?
    var createdBy: String
    var createdAt: Date
}

/// A screen of an audit (the app-wide one included).
struct ScreenRecord: Codable, FetchableRecord, MutablePersistableRecord {
    static let databaseTableName = "screen"
    enum Columns {
        static let auditId = Column(CodingKeys.auditId)
        static let position = Column(CodingKeys.position)
    }

    var id: Int64?
    var auditId: String
    var name: String
    var description: String?
    var position: Int
    var isAppWide: Bool

    mutating func didInsert(_ inserted: InsertionSuccess) { id = inserted.rowID }

    var screen: Screen { Screen(id: id ?? 0, name: name, description: description, isAppWide: isAppWide) }

    /// The audit's screens in order.
    static func of(audit auditID: String) -> QueryInterfaceRequest<ScreenRecord> {
        filter(Columns.auditId == auditID).order(Columns.position)
    }
}

/// A sign-off of an audit, revoked or not.
struct SignoffRecord: Codable, FetchableRecord, MutablePersistableRecord {
    static let databaseTableName = "signoff"
    enum Columns {
        static let id = Column(CodingKeys.id)
        static let auditId = Column(CodingKeys.auditId)
    }

    var id: Int64?
    var auditId: String
    var reviewer: String
    var role: String
    var decision: String
    var comment: String?
    var digest: String
    var signedAt: Date
    var revokedAt: Date?
    var revokedReason: String?

    mutating func didInsert(_ inserted: InsertionSuccess) { id = inserted.rowID }

    /// The audit's sign-offs in the order they were given.
    static func of(audit auditID: String) -> QueryInterfaceRequest<SignoffRecord> {
        filter(Columns.auditId == auditID).order(Columns.id)
    }
}

/// One change to a result, in the append-only history.
struct HistoryRecord: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "history"
    enum Columns {
        static let id = Column(CodingKeys.id)
        static let auditId = Column(CodingKeys.auditId)
        static let screenName = Column(CodingKeys.screenName)
        static let itemId = Column(CodingKeys.itemId)
    }

    var id: Int64?
    var auditId: String
    var screenName: String
    var itemId: String
    var action: String
    var oldStatus: String?
    var newStatus: String?
    var oldNote: String?
    var newNote: String?
    var reviewer: String
    var at: Date

    var entry: HistoryEntry {
        HistoryEntry(at: at, reviewer: reviewer, screen: screenName, item: itemId, action: action,
                     oldStatus: oldStatus, newStatus: newStatus, oldNote: oldNote, newNote: newNote)
    }
}

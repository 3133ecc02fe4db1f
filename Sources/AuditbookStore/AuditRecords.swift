import AuditbookKit
import Foundation
import GRDB

// The tables of audits as Codable records, each with its columns (see Records.swift).
// `import` of a report or of tens of thousands of results, and the report's reads, stay on
// cached statements and cursors: they move every row of an audit.

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
    /// The canonical `SignoffStatement` text signed (nil on sign-offs made before v5).
    var statement: String? = nil
    /// An SSH signature over `statement`.
    var signature: String? = nil

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

/// An answer: one item on one screen.
struct ResultRecord: Codable, FetchableRecord, MutablePersistableRecord {
    static let databaseTableName = "result"
    enum Columns {
        static let screenId = Column(CodingKeys.screenId)
        static let itemRowId = Column(CodingKeys.itemRowId)
    }

    var id: Int64?
    var auditId: String
    var screenId: Int64
    var itemRowId: Int64
    var status: String
    var note: String?
    var reviewer: String
    var updatedAt: Date
    var carriedOver: Bool
    /// The item whose answer this is, when shared across a requirement group.
    var sharedFrom: String? = nil

    mutating func didInsert(_ inserted: InsertionSuccess) { id = inserted.rowID }

    /// The answer for an item on a screen, if there is one.
    static func find(screen screenID: Int64, item itemRowID: Int64) -> QueryInterfaceRequest<ResultRecord> {
        filter(Columns.screenId == screenID && Columns.itemRowId == itemRowID)
    }
}

/// A finding on a failed answer.
struct FindingRecord: Codable, FetchableRecord, MutablePersistableRecord {
    static let databaseTableName = "finding"

    var id: Int64?
    var resultId: Int64
    var title: String
    var note: String?
    var impact: String
    var createdAt: Date

    mutating func didInsert(_ inserted: InsertionSuccess) { id = inserted.rowID }
}

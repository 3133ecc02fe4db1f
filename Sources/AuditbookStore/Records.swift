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

import Foundation

/// What storing a compiled checklist did.
public struct StoreOutcome: Sendable, Encodable {
    public enum Status: String, Sendable, Encodable { case new, updated, unchanged }
    public var id: String
    public var version: Int
    public var status: Status
    public var counts: [String: Int]
    /// Item IDs that the previous version also had.
    public var keptIDs: Int

    package init(id: String, version: Int, status: Status, counts: [String: Int], keptIDs: Int) {
        self.id = id
        self.version = version
        self.status = status
        self.counts = counts
        self.keptIDs = keptIDs
    }
}

/// A checklist as listed: its latest version.
public struct ChecklistSummary: Sendable, Codable, Equatable {
    public var id: String
    public var title: String
    public var version: Int
    public var source: String
    public var items: Int

    package init(id: String, title: String, version: Int, source: String, items: Int) {
        self.id = id
        self.title = title
        self.version = version
        self.source = source
        self.items = items
    }
}

/// A stored checklist version with its items.
public struct StoredChecklist: Sendable {
    public var summary: ChecklistSummary
    public var description: String?
    public var license: String?
    public var documentVersion: String?
    public var repairs: [Repair]
    public var warnings: [String]
    public var compiledAt: Date
    public var items: [ChecklistItem]

    package init(summary: ChecklistSummary, description: String? = nil, license: String? = nil, documentVersion: String? = nil, repairs: [Repair], warnings: [String], compiledAt: Date, items: [ChecklistItem]) {
        self.summary = summary
        self.description = description
        self.license = license
        self.documentVersion = documentVersion
        self.repairs = repairs
        self.warnings = warnings
        self.compiledAt = compiledAt
        self.items = items
    }
}

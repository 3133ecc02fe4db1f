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
    var criteria: String?

    mutating func didInsert(_ inserted: InsertionSuccess) { id = inserted.rowID }

    init(_ item: ChecklistItem, versionID: Int64, position: Int, examples: String? = nil) {
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
        self.examples = examples ?? Workbook.examplesText(item)
        related = JSONText.encode(item.related)
        tags = JSONText.encode(item.tags)
        platforms = JSONText.encode(item.platforms)
        howToTest = item.howToTest
        line = item.line
        severityLabel = item.severityLabel
        criteria = item.criteria.map(CriterionText.encode)
    }

    /// The item, every stored value checked: a damaged one throws `DamagedValue`.
    func item() throws -> ChecklistItem {
        func strings(_ text: String, _ column: String) throws -> [String] {
            try StoredJSON.strings(text, table: "item", column: column, rowID: id)
        }
        guard let kind = ItemKind(rawValue: kind) else { throw DamagedValue(table: "item", column: "kind", value: kind, rowID: id) }
        let severity = try severity.map { text in
            guard let value = Severity(rawValue: text) else { throw DamagedValue(table: "item", column: "severity", value: text, rowID: id) }
            return value
        }
        return ChecklistItem(
            id: itemId, number: number, title: title, kind: kind, severity: severity,
            sectionPath: try strings(sectionPath, "sectionPath"), sectionNumber: sectionNumber,
            guidance: guidance, examples: try StoredJSON.decode([CodeExample].self, examples, table: "item", column: "examples", rowID: id),
            related: try strings(related, "related"), tags: try strings(tags, "tags"),
            platforms: try strings(platforms, "platforms"), howToTest: howToTest, line: line,
            severityLabel: severityLabel, criteria: criteria.flatMap(CriterionText.decode))
    }

    /// The items of a checklist version, in document order.
    static func of(version versionID: Int64) -> QueryInterfaceRequest<ItemRecord> {
        filter(Columns.versionId == versionID).order(Columns.position)
    }
}

extension Row {
    /// The value of `column`, converted; a stored value that does not convert (a damaged
    /// file: text where a date belongs, a blob where a number does) throws `DamagedValue`,
    /// where GRDB's subscript would stop the program.
    func value<Value: DatabaseValueConvertible>(_ column: String) throws -> Value {
        do { return try decode(Value.self, forColumn: column) } catch let error as RowDecodingError {
            throw DamagedValue(error, column: column, value: self[column], row: self)
        }
    }

    /// The value at `index`, converted; throws like `value(_:)` for a name.
    func value<Value: DatabaseValueConvertible>(_ index: Int) throws -> Value {
        do { return try decode(Value.self, atIndex: index) } catch let error as RowDecodingError {
            throw DamagedValue(error, column: columnNames[columnNames.index(columnNames.startIndex, offsetBy: index)], value: self[index], row: self)
        }
    }

    /// A value of one of a fixed set of words (a status, an impact): a word outside the set
    /// is a damaged file, not a default.
    func word<Value: RawRepresentable>(_ index: Int, as type: Value.Type) throws -> Value where Value.RawValue == String {
        let raw: String = try value(index)
        guard let word = Value(rawValue: raw) else {
            throw DamagedValue(nil, column: columnNames[columnNames.index(columnNames.startIndex, offsetBy: index)], value: self[index], row: self)
        }
        return word
    }

    func word<Value: RawRepresentable>(_ column: String, as type: Value.Type) throws -> Value where Value.RawValue == String {
        let raw: String = try value(column)
        guard let word = Value(rawValue: raw) else { throw DamagedValue(nil, column: column, value: self[column], row: self) }
        return word
    }
}

/// The JSON columns of the workbook, read strictly: a value that is not JSON of its type is a
/// damaged file (`DamagedValue`), never an empty default.
enum StoredJSON {
    static func decode<T: Decodable>(_ type: T.Type, _ text: String, table: String, column: String, rowID: Int64?) throws -> T {
        guard let value = JSONText.parse(type, text) else { throw DamagedValue(table: table, column: column, value: text, rowID: rowID) }
        return value
    }

    static func strings(_ text: String, table: String, column: String, rowID: Int64?) throws -> [String] {
        guard let value = JSONText.parse([String].self, text) else { throw DamagedValue(table: table, column: column, value: text, rowID: rowID) }
        return value
    }
}

/// A value read from the workbook that is not what its column holds: the file was damaged
/// or edited by hand. `Workbook.perform` reports it as bad data (exit 65) in one line.
struct DamagedValue: Error, CustomStringConvertible {
    var table: String?
    var column: String
    var value: String
    var rowID: Int64?

    init(table: String?, column: String, value: String, rowID: Int64?) {
        self.table = table
        self.column = column
        self.value = "\"\(value.prefix(60))\""
        self.rowID = rowID
    }

    init(_ error: RowDecodingError?, column: String, value: DatabaseValue, row: Row) {
        self.column = column
        switch value.storage {
        case .blob(let data): self.value = "a blob of \(data.count) bytes"
        default: self.value = String(String(describing: value).prefix(60))
        }
        rowID = row.hasColumn("id") ? row["id"] as Int64? : nil
        table = error.flatMap { Self.table(in: "\($0)") }
    }

    /// From an error GRDB raised decoding a whole record: its column, value and row, which it
    /// gives only in its description ("could not decode Date from database value "x" -
    /// column: "signedAt", column index: 7, row: [id:1 …], sql: `SELECT …`").
    init(_ error: RowDecodingError) {
        let text = "\(error)"
        func between(_ start: String, _ end: String) -> String? {
            guard let lower = text.range(of: start)?.upperBound, let upper = text[lower...].range(of: end)?.lowerBound else { return nil }
            return String(text[lower..<upper])
        }
        column = between("column: \"", "\"") ?? "?"
        value = between("database value ", " - ").map { String($0.prefix(60)) } ?? "a value"
        rowID = between("row: [id:", " ").flatMap { Int64($0) }
        table = Self.table(in: text)
    }

    /// The first table of the query in GRDB's error ("sql: `SELECT … FROM result r …`").
    static func table(in text: String) -> String? {
        guard let sql = text.range(of: "sql: `").map({ text[$0.upperBound...] }),
              let range = sql.range(of: #"(?i)\bFROM\s+["`]?\w+"#, options: .regularExpression) else { return nil }
        return sql[range].split(separator: " ", omittingEmptySubsequences: true).last.map { $0.filter { $0 != "\"" && $0 != "`" } }
    }

    var description: String {
        "is damaged: column '\(column)'" + (table.map { " of table \($0)" } ?? "") + (rowID.map { ", row id \($0)," } ?? "")
            + " holds \(value), which auditbook cannot read; restore the workbook from a backup or import a JSON export into a new one"
    }
}

/// An item's criteria as stored: "1.4.3:document,1.4.11:suggested".
enum CriterionText {
    static func encode(_ criteria: [CriterionRef]) -> String {
        criteria.map { "\($0.num):\($0.source.rawValue)" }.joined(separator: ",")
    }

    static func decode(_ text: String) -> [CriterionRef]? {
        let refs = text.split(separator: ",").compactMap { pair -> CriterionRef? in
            let parts = pair.split(separator: ":", maxSplits: 1)
            guard parts.count == 2, let source = CriterionRef.Source(rawValue: String(parts[1])) else { return nil }
            return CriterionRef(num: String(parts[0]), source: source)
        }
        return refs.isEmpty ? nil : refs
    }
}

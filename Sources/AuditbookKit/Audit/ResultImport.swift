import CSV
import Foundation
import GRDB

/// Results read from a JSON or CSV file, for `auditbook import`.
///
/// JSON: `{"results": [{"screen", "item", "status", "note", "reviewer", "conditions": {"key": "value"},
/// "links": ["https://…"]}]}` (or the array alone). CSV: a header row with `screen,item,status`
/// and optionally `note,reviewer,conditions,links` (conditions as `key=value;key=value`,
/// links separated by spaces).
public struct ImportedResult: Codable, Sendable, Equatable {
    public var screen: String
    public var item: String
    public var status: String
    public var note: String?
    public var reviewer: String?
    public var conditions: [String: String]?
    public var links: [String]?

    public init(screen: String, item: String, status: String, note: String? = nil, reviewer: String? = nil,
                conditions: [String: String]? = nil, links: [String]? = nil) {
        self.screen = screen
        self.item = item
        self.status = status
        self.note = note
        self.reviewer = reviewer
        self.conditions = conditions
        self.links = links
    }
}

public struct ImportSummary: Sendable, Encodable {
    public var read: Int
    public var changed: Int
    public var unchanged: Int
    public var screensAdded: [String]
}

public enum ResultFile {
    public static func read(path: String) throws -> [ImportedResult] {
        let data = try DocumentDecoder.readData(path)
        guard let text = String(data: data, encoding: .utf8) else { throw AuditbookError.badInput(file: path, reason: "is not UTF-8 text") }
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        if trimmed.hasPrefix("{") || trimmed.hasPrefix("[") { return try json(data, path: path) }
        return try csv(text, path: path)
    }

    static func json(_ data: Data, path: String) throws -> [ImportedResult] {
        struct Wrapper: Decodable { var results: [ImportedResult] }
        do {
            if let wrapped = try? JSONDecoder().decode(Wrapper.self, from: data) { return wrapped.results }
            return try JSONDecoder().decode([ImportedResult].self, from: data)
        } catch {
            throw AuditbookError.badInput(file: path, reason: "is not a results file (\(Self.describe(error))); see the README for the format")
        }
    }

    static func csv(_ text: String, path: String) throws -> [ImportedResult] {
        let reader: CSVReader
        do { reader = try CSVReader(string: text, hasHeaderRow: true, trimFields: true) } catch {
            throw AuditbookError.badInput(file: path, reason: "is not valid CSV (\(error))")
        }
        let header = (reader.headerRow ?? []).map { $0.lowercased() }
        for required in ["screen", "item", "status"] where !header.contains(required) {
            throw AuditbookError.badInput(file: path, reason: "has no '\(required)' column; the header needs screen,item,status")
        }
        var results: [ImportedResult] = []
        var line = 1
        while let row = reader.next() {
            line += 1
            guard row.count == header.count else {
                throw AuditbookError.badInput(file: path, reason: "row \(line) has \(row.count) fields, the header has \(header.count)")
            }
            var fields: [String: String] = [:]
            for (name, value) in zip(header, row) { fields[name] = value }
            var conditions: [String: String] = [:]
            for pair in (fields["conditions"] ?? "").split(separator: ";") {
                let parts = pair.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
                if parts.count == 2 { conditions[parts[0]] = parts[1] }
            }
            let links = (fields["links"] ?? "").split(separator: " ").map(String.init)
            results.append(ImportedResult(screen: fields["screen"] ?? "", item: fields["item"] ?? "", status: fields["status"] ?? "",
                                          note: fields["note"].flatMap { $0.isEmpty ? nil : $0 },
                                          reviewer: fields["reviewer"].flatMap { $0.isEmpty ? nil : $0 },
                                          conditions: conditions.isEmpty ? nil : conditions, links: links.isEmpty ? nil : links))
        }
        return results
    }

    static func describe(_ error: Error) -> String {
        if case DecodingError.keyNotFound(let key, _) = error { return "missing '\(key.stringValue)'" }
        if case DecodingError.typeMismatch(_, let context) = error { return "wrong type at \(context.codingPath.map(\.stringValue).joined(separator: "."))" }
        if case DecodingError.dataCorrupted = error { return "invalid JSON" }
        return "\(error)"
    }
}

extension Workbook {
    /// Imports results in one transaction: every row is checked first, and a bad row changes
    /// nothing. Rows equal to what is stored change nothing, so importing twice is a no-op.
    public func importResults(_ rows: [ImportedResult], auditID: String? = nil, reviewer: String, file: String) throws -> ImportSummary {
        let auditID = try resolveAudit(auditID)
        var parsed: [(row: ImportedResult, outcome: Outcome, note: String?, conditions: [TestCondition], links: [String])] = []
        for (index, row) in rows.enumerated() {
            guard let outcome = Outcome.parse(row.status) else {
                throw AuditbookError.badInput(file: file, reason: "result \(index + 1): unknown status '\(row.status)'; use pass, fail, na, cant-tell or untested")
            }
            let note = row.note.flatMap { $0.first?.isWhitespace == true || $0.last?.isWhitespace == true ? $0.trimmingCharacters(in: .whitespacesAndNewlines) : $0 }
            if outcome.requiresNote, note?.isEmpty ?? true {
                throw AuditbookError.badInput(file: file, reason: "result \(index + 1) (\(row.screen) · \(row.item)): a note is required for \(outcome.rawValue)")
            }
            do {
                let conditions = try (row.conditions ?? [:]).sorted { $0.key < $1.key }.map { try TestCondition.parse("\($0.key)=\($0.value)") }
                let links = try (row.links ?? []).map(EvidenceFile.validateLink)
                parsed.append((row, outcome, note?.isEmpty == true ? nil : note, conditions, links))
            } catch let error as AuditbookError {
                throw AuditbookError.badInput(file: file, reason: "result \(index + 1): \(error)")
            }
        }
        return try perform(path) {
            try writer.write { db in
                try Self.requireOpen(db, auditID)
                var screens: [String: Screen] = [:]
                var members: [String: [(rowID: Int64, itemID: String)]] = [:]
                var changed = 0, unchanged = 0
                let now = Date()
                // What is stored already, read once rather than row by row.
                struct Key: Hashable { var screen: Int64; var item: Int64 }
                var stored: [Key: (id: Int64, status: String, note: String?)] = [:]
                for row in try Row.fetchAll(db, sql: "SELECT id, screenId, itemRowId, status, note FROM result WHERE auditId = ?", arguments: [auditID]) {
                    stored[Key(screen: row["screenId"], item: row["itemRowId"])] = (row["id"], row["status"], row["note"])
                }
                let insert = try db.cachedStatement(sql: "INSERT INTO result (auditId, screenId, itemRowId, status, note, reviewer, updatedAt) VALUES (?, ?, ?, ?, ?, ?, ?)")
                let update = try db.cachedStatement(sql: "UPDATE result SET status = ?, note = ?, reviewer = ?, updatedAt = ?, carriedOver = 0 WHERE id = ?")
                let log = try db.cachedStatement(sql: """
                    INSERT INTO history (auditId, screenName, itemId, action, oldStatus, newStatus, oldNote, newNote, reviewer, at)
                    VALUES (?, ?, ?, 'import', ?, ?, ?, ?, ?, ?)
                    """)
                for (index, entry) in parsed.enumerated() {
                    let screenKey = entry.row.screen
                    let screen: Screen
                    if let cached = screens[screenKey] { screen = cached } else {
                        do { screen = try Self.screen(db, auditID: auditID, name: entry.row.screen) } catch let error as AuditbookError {
                            throw AuditbookError.badInput(file: file, reason: "result \(index + 1): \(error)")
                        }
                        screens[screenKey] = screen
                    }
                    let group: [(rowID: Int64, itemID: String)]
                    if let cached = members[entry.row.item] { group = cached } else {
                        do { group = try Self.requirementMembers(db, auditID: auditID, itemID: entry.row.item) } catch let error as AuditbookError {
                            throw AuditbookError.badInput(file: file, reason: "result \(index + 1): \(error)")
                        }
                        members[entry.row.item] = group
                    }
                    let note = entry.note
                    let who = entry.row.reviewer ?? reviewer
                    var rowChanged = false
                    for member in group {
                        let key = Key(screen: screen.id, item: member.rowID)
                        let existing = stored[key]
                        let oldStatus: String? = existing?.status, oldNote: String? = existing?.note
                        let resultID: Int64
                        if let existing {
                            resultID = existing.id
                            if oldStatus != entry.outcome.rawValue || oldNote != note {
                                try update.execute(arguments: [entry.outcome.rawValue, note, who, now, resultID])
                            }
                        } else {
                            try insert.execute(arguments: [auditID, screen.id, member.rowID, entry.outcome.rawValue, note, who, now])
                            resultID = db.lastInsertedRowID
                        }
                        stored[key] = (resultID, entry.outcome.rawValue, note)
                        if oldStatus != entry.outcome.rawValue || oldNote != note {
                            rowChanged = true
                            try log.execute(arguments: [auditID, screen.name, member.itemID, oldStatus, entry.outcome.rawValue, oldNote, note, who, now])
                        }
                        if !entry.conditions.isEmpty || !entry.links.isEmpty {
                            try Self.attach(db, resultID: resultID, findingID: nil, files: [], links: entry.links, conditions: entry.conditions, by: who, at: now)
                        }
                    }
                    if rowChanged { changed += 1 } else { unchanged += 1 }
                }
                return ImportSummary(read: parsed.count, changed: changed, unchanged: unchanged, screensAdded: [])
            }
        }
    }
}

import CSV
import Foundation

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

    package init(read: Int, changed: Int, unchanged: Int, screensAdded: [String]) {
        self.read = read
        self.changed = changed
        self.unchanged = unchanged
        self.screensAdded = screensAdded
    }
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

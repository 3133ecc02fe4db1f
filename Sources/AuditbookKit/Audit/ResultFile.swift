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
    /// Where the row starts in its file (CSV), for messages; not part of the format.
    public var line: Int?

    enum CodingKeys: String, CodingKey { case screen, item, status, note, reviewer, conditions, links }

    /// How a message names this row: its line in a CSV file, else its place in the file.
    package func place(index: Int) -> String {
        line.map { "line \($0)" } ?? "result \(index + 1)"
    }

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
    /// Rows marked untested: they change nothing.
    public var withoutAnswer: Int
    /// Rows of one requirement group on one screen that disagree, named; each was stored as
    /// given and nothing was shared between them.
    public var disagreements: [String]

    package init(read: Int, changed: Int, unchanged: Int, screensAdded: [String], withoutAnswer: Int = 0, disagreements: [String] = []) {
        self.read = read
        self.changed = changed
        self.unchanged = unchanged
        self.screensAdded = screensAdded
        self.withoutAnswer = withoutAnswer
        self.disagreements = disagreements
    }
}

public enum ResultFile {
    public static func read(path: String) throws -> [ImportedResult] {
        let data = try DocumentDecoder.readData(path)
        guard let text = String(data: data, encoding: .utf8) else { throw AuditbookError.badInput(file: path, reason: "is not UTF-8 text") }
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        if trimmed.hasUTF8Prefix("{") || trimmed.hasUTF8Prefix("[") { return try json(data, path: path) }
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
        let lines: [Int]
        do { lines = try CSVStructure.recordLines(text) } catch let problem as CSVStructure.Problem {
            throw AuditbookError.badInput(file: path, reason: "line \(problem.line): \(problem.message); nothing was imported")
        }
        let reader: CSVReader
        do { reader = try CSVReader(string: text, hasHeaderRow: true, trimFields: true) } catch {
            throw AuditbookError.badInput(file: path, reason: "is not valid CSV (\(error))")
        }
        let header = (reader.headerRow ?? []).map { $0.lowercased() }
        for required in ["screen", "item", "status"] where !header.contains(required) {
            throw AuditbookError.badInput(file: path, reason: "has no '\(required)' column; the header needs screen,item,status")
        }
        var results: [ImportedResult] = []
        var record = 0
        while let row = reader.next() {
            record += 1
            let line = record < lines.count ? lines[record] : lines.last ?? record + 1
            if row == [""] { continue }
            guard row.count == header.count else {
                throw AuditbookError.badInput(file: path, reason: "line \(line) has \(row.count) fields, the header has \(header.count); nothing was imported")
            }
            var fields: [String: String] = [:]
            for (name, value) in zip(header, row) { fields[name] = ReportEscaping.csvCell(value) }
            var conditions: [String: String] = [:]
            for pair in (fields["conditions"] ?? "").split(separator: ";") {
                let parts = pair.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
                if parts.count == 2 { conditions[parts[0]] = parts[1] }
            }
            let links = (fields["links"] ?? "").split(separator: " ").map(String.init)
            var result = ImportedResult(screen: fields["screen"] ?? "", item: fields["item"] ?? "", status: fields["status"] ?? "",
                                        note: fields["note"].flatMap { $0.isEmpty ? nil : $0 },
                                        reviewer: fields["reviewer"].flatMap { $0.isEmpty ? nil : $0 },
                                        conditions: conditions.isEmpty ? nil : conditions, links: links.isEmpty ? nil : links)
            result.line = line
            results.append(result)
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

/// The record structure of a CSV text, checked strictly before the CSV reader (which is
/// lenient) parses it: a quoted field that is never closed would swallow every following row
/// into one cell, and text after a closing quote means the quoting is wrong. Also gives the
/// line each record starts on (a quoted cell may span lines), for messages.
enum CSVStructure {
    struct Problem: Error {
        var line: Int
        var message: String
    }

    /// The first line of each record, the header's included.
    static func recordLines(_ text: String) throws -> [Int] {
        enum State { case fieldStart, unquoted, quoted, afterQuote }
        var state = State.fieldStart
        var line = 1, openedOn = 1
        var starts = [1]
        var previousCR = false
        for scalar in text.unicodeScalars {
            let newline = scalar == "\n" || scalar == "\r"
            defer { previousCR = scalar == "\r" }
            if newline {
                if scalar == "\n" && previousCR { continue }
                line += 1
                if state != .quoted {
                    state = .fieldStart
                    starts.append(line)
                }
                continue
            }
            switch state {
            case .quoted:
                if scalar == "\"" { state = .afterQuote }
            case .afterQuote:
                if scalar == "\"" { state = .quoted }
                else if scalar == "," { state = .fieldStart }
                else if scalar != " " && scalar != "\t" {
                    throw Problem(line: line, message: "text after the closing quote of a field; write a quote inside a quoted field as two (\"\")")
                }
            case .fieldStart:
                if scalar == "\"" {
                    state = .quoted
                    openedOn = line
                } else if scalar == "," {
                    state = .fieldStart
                } else if scalar != " " && scalar != "\t" {
                    state = .unquoted
                }
            case .unquoted:
                if scalar == "," { state = .fieldStart }
            }
        }
        if state == .quoted {
            throw Problem(line: openedOn, message: "a quoted field opens here and is never closed, so every row after it would be read as its text; close the quote, or write a quote inside a field as two (\"\")")
        }
        return starts
    }
}

import AuditbookKit
import Foundation
import GRDB

extension ReportQuery {
    /// Every stored result of the audit with its findings, evidence and conditions, in
    /// screen order then item order. Shared with sign-off digests.
    static func results(_ db: Database, auditID: String) throws -> [ReportResult] {
        var evidenceByResult: [Int64: [ReportResult.Evidence]] = [:]
        var evidenceByFinding: [Int64: [ReportResult.Evidence]] = [:]
        var conditionsByResult: [Int64: [String: String]] = [:]
        for row in try Row.fetchAll(db, sql: """
            SELECT e.*, b.mimeType, b.size FROM evidence e JOIN result r ON r.id = e.resultId LEFT JOIN blob b ON b.sha256 = e.sha256
            WHERE r.auditId = ? ORDER BY e.id
            """, arguments: [auditID]) {
            let resultID: Int64 = try row.value("resultId")
            let kind: String = try row.value("kind")
            if kind == "condition" {
                conditionsByResult[resultID, default: [:]][try row.value("conditionKey")] = try row.value("conditionValue")
                continue
            }
            let evidence = ReportResult.Evidence(kind: kind, sha256: row["sha256"], fileName: try row.value("fileName"), mimeType: try row.value("mimeType"),
                                                 size: try row.value("size"), url: try row.value("url"), addedBy: try row.value("addedBy"), addedAt: try row.value("addedAt"))
            if let findingID: Int64 = try row.value("findingId") { evidenceByFinding[findingID, default: []].append(evidence) } else {
                evidenceByResult[resultID, default: []].append(evidence)
            }
        }
        var findingsByResult: [Int64: [ReportResult.Finding]] = [:]
        for row in try Row.fetchAll(db, sql: """
            SELECT f.* FROM finding f JOIN result r ON r.id = f.resultId WHERE r.auditId = ? ORDER BY f.id
            """, arguments: [auditID]) {
            let id: Int64 = try row.value("id")
            findingsByResult[try row.value("resultId"), default: []].append(ReportResult.Finding(
                title: try row.value("title"), note: try row.value("note"), impact: try row.word("impact", as: Impact.self), createdAt: try row.value("createdAt"),
                evidence: evidenceByFinding[id] ?? []))
        }
        // This runs over every result of the audit. Screens and items are few: they are read
        // once, and the results alone are scanned (by a cursor reading columns by position),
        // then put in screen and item order here, which costs less than SQLite joining and
        // sorting every row.
        let (screens, items) = try resultKeys(db, auditID: auditID)
        var results: [ReportResult] = []
        var order: [(screen: Int64, item: Int64, id: Int64)] = []
        let cursor = try Row.fetchCursor(db, sql: """
            SELECT id, status, note, reviewer, updatedAt, carriedOver, screenId, itemRowId
            FROM result WHERE auditId = ?
            """, arguments: [auditID])
        while let row = try cursor.next() {
            let id: Int64 = try row.value(0)
            guard let screen = screens[try row.value(6)], let item = items[try row.value(7)] else { continue }
            order.append((screen.position, item.position ?? .min, id))
            results.append(ReportResult(
                screen: screen.name, item: item.id, status: try row.word(1, as: Outcome.self), note: try row.value(2), reviewer: try row.value(3),
                updatedAt: try Self.date(row, 4), carriedOver: try row.value(5),
                findings: findingsByResult[id] ?? [], evidence: evidenceByResult[id] ?? [], conditions: conditionsByResult[id] ?? [:]))
        }
        return results.indices.sorted { order[$0] < order[$1] }.map { results[$0] }
    }

    /// The audit's screens, and the items its results are about, by row ID: what a scan of
    /// the results needs to name and order them (read once, not joined to every row).
    static func resultKeys(_ db: Database, auditID: String) throws -> (screens: [Int64: (name: String, position: Int64)], items: [Int64: (id: String, position: Int64?)]) {
        var screens: [Int64: (name: String, position: Int64)] = [:]
        for row in try Row.fetchAll(db, sql: "SELECT id, name, position FROM screen WHERE auditId = ?", arguments: [auditID]) {
            screens[try row.value(0)] = (try row.value(1), try row.value(2))
        }
        var items: [Int64: (id: String, position: Int64?)] = [:]
        for row in try Row.fetchAll(db, sql: """
            SELECT DISTINCT i.id, i.itemId, ai.position FROM item i
            JOIN (SELECT DISTINCT itemRowId FROM result WHERE auditId = ?1) r ON r.itemRowId = i.id
            LEFT JOIN auditItem ai ON ai.auditId = ?1 AND ai.itemRowId = i.id
            """, arguments: [auditID]) {
            items[try row.value(0)] = (try row.value(1), try row.value(2))
        }
        return (screens, items)
    }

    /// The timestamp in column `index`, read from the text GRDB stores ("yyyy-MM-dd
    /// HH:mm:ss.SSS", UTC) without a date formatter: tens of thousands are read per report.
    /// Any other form is left to GRDB.
    static func date(_ row: Row, _ index: Int) throws -> Date {
        if let text = try row.value(index) as String?, let milliseconds = epochMilliseconds(text) {
            return Date(timeIntervalSince1970: Double(milliseconds) / 1000)
        }
        return try row.value(index)
    }

    static func epochMilliseconds(_ text: String) -> Int64? {
        var text = text
        return text.withUTF8 { bytes -> Int64? in
            guard bytes.count == 23, bytes[4] == 0x2D, bytes[7] == 0x2D, bytes[10] == 0x20, bytes[13] == 0x3A,
                  bytes[16] == 0x3A, bytes[19] == 0x2E else { return nil }
            func number(_ start: Int, _ count: Int) -> Int64? {
                var value: Int64 = 0
                for index in start..<(start + count) {
                    let digit = Int64(bytes[index]) - 48
                    guard (0...9).contains(digit) else { return nil }
                    value = value * 10 + digit
                }
                return value
            }
            guard let year = number(0, 4), let month = number(5, 2), let day = number(8, 2), let hour = number(11, 2),
                  let minute = number(14, 2), let second = number(17, 2), let millisecond = number(20, 3),
                  (1...12).contains(month), (1...31).contains(day) else { return nil }
            // Days from 1970-01-01 to the civil date (Howard Hinnant's days_from_civil).
            let y = month <= 2 ? year - 1 : year
            let era = (y >= 0 ? y : y - 399) / 400
            let yearOfEra = y - era * 400
            let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
            let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
            let days = era * 146_097 + dayOfEra - 719_468
            return ((days * 24 + hour) * 60 + minute) * 60_000 + second * 1000 + millisecond
        }
    }
}

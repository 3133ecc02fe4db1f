import AuditbookKit
import Foundation
import GRDB

extension Workbook {
    /// `auditbook status`: the audit's tally (`AuditTally`, the rule the report's summary
    /// uses too) per counted screen and section.
    public func status(auditID: String? = nil) throws -> AuditStatus {
        let auditID = try resolveAudit(auditID)
        return try perform(path) {
            try writer.read { db in
                let title = try String.fetchOne(db, sql: "SELECT title FROM audit WHERE id = ?", arguments: [auditID]) ?? ""
                let query = ReportQuery(db: db, auditID: auditID, scope: .resultsOnly)
                let screens = try query.screens().map { AuditTally.Screen(name: $0.name, counted: $0.counted) }
                let tally = AuditTally(screens: screens, items: try query.auditItems(), answers: try query.answers())
                return AuditStatus(audit: auditID, title: title, screens: screens, tally: tally)
            }
        }
    }
}

extension Workbook {
    public func history(auditID: String? = nil, screen: String? = nil, item: String? = nil) throws -> [HistoryEntry] {
        let auditID = try resolveAudit(auditID)
        return try perform(path) {
            try writer.read { db in
                var sql = "SELECT * FROM history WHERE auditId = ?"
                var arguments: StatementArguments = [auditID]
                if let screen { sql += " AND screenName = ? COLLATE NOCASE"; arguments += [screen] }
                if let item { sql += " AND itemId = ?"; arguments += [item] }
                return try Row.fetchAll(db, sql: sql + " ORDER BY id", arguments: arguments).map {
                    HistoryEntry(at: $0["at"], reviewer: $0["reviewer"], screen: $0["screenName"], item: $0["itemId"], action: $0["action"],
                                 oldStatus: $0["oldStatus"], newStatus: $0["newStatus"], oldNote: $0["oldNote"], newNote: $0["newNote"])
                }
            }
        }
    }
}

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
                var request = HistoryRecord.filter(HistoryRecord.Columns.auditId == auditID)
                if let screen { request = request.filter(HistoryRecord.Columns.screenName.collating(.nocase) == screen) }
                if let item { request = request.filter(HistoryRecord.Columns.itemId == item) }
                return try request.order(HistoryRecord.Columns.id).fetchAll(db).map(\.entry)
            }
        }
    }
}

import AuditbookKit
import Foundation
import GRDB

extension Workbook {
    /// Records a sign-off, with the statement it signs (`SignoffStatement`: its record, the
    /// results, items and history as they are, its place among the audit's sign-offs) and,
    /// when `sign` is given, a signature over that statement; locks the audit: changing a
    /// result afterwards needs `reopen`. One transaction.
    public func signoff(auditID: String? = nil, reviewer: String, role: String, decision: SignoffDecision,
                        comment: String?, at date: Date = Date(), sign: ((String) throws -> String)? = nil) throws -> SignoffReceipt {
        let reviewer = reviewer.trimmingCharacters(in: .whitespacesAndNewlines)
        let role = role.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !reviewer.isEmpty else { throw AuditbookError.about(.reviewer, .usage("a sign-off needs a reviewer")) }
        guard !role.isEmpty else { throw AuditbookError.about(.role, .usage("a sign-off needs a role")) }
        let trimmed = comment?.trimmingCharacters(in: .whitespacesAndNewlines)
        let comment = trimmed?.isEmpty == true ? nil : trimmed
        if decision == .reject, comment == nil {
            throw AuditbookError.about(.comment, .usage("a rejection needs a comment saying why"))
        }
        let auditID = try resolveAudit(auditID)
        let scope = ReportScope(evidenceData: false, history: true)
        func statement(_ db: Database) throws -> (SignoffStatement, AuditReport) {
            let report = try ReportQuery(db: db, auditID: auditID, scope: scope).build(now: date)
            return (SignoffStatement(report: report, reviewer: reviewer, role: role, decision: decision, comment: comment, signedAt: date), report)
        }
        // Signing may wait for a passphrase, so it happens outside the write transaction; the
        // statement is made again inside it, and must not have changed in between.
        var signature: String?, preparedText: String?
        if let sign {
            preparedText = try perform(path) { try writer.read { try statement($0).0.text } }
            signature = try sign(preparedText!)
        }
        return try perform(path) {
            try writer.write { db in
                let (made, report) = try statement(db)
                if let preparedText, preparedText != made.text {
                    throw AuditbookError.refused("audit \(auditID) changed while the sign-off was being signed; sign it again")
                }
                let snapshot = ResultDigest.snapshot(report.results)
                var signoff = SignoffRecord(auditId: auditID, reviewer: reviewer, role: role, decision: decision.rawValue,
                                            comment: comment, digest: made.digest, signedAt: date, statement: made.text, signature: signature)
                try signoff.insert(db)
                try Self.storeSnapshot(db, signoffID: signoff.id!, snapshot)
                try Self.storeItems(db, signoffID: signoff.id!, ItemDigest.snapshot(report))
                try HistoryRecord(auditId: auditID, screenName: "", itemId: "", action: SignoffHistory.signoffPrefix + role,
                                  oldStatus: nil, newStatus: decision.rawValue, oldNote: nil, newNote: comment, reviewer: reviewer, at: date).insert(db)
                try db.execute(sql: "UPDATE audit SET state = 'signed' WHERE id = ?", arguments: [auditID])
                return SignoffReceipt(audit: auditID, reviewer: reviewer, role: role, decision: decision, digest: made.digest,
                                      results: snapshot.count, untested: report.summary.totals.untested, signed: signature != nil)
            }
        }
    }

    static func storeItems(_ db: Database, signoffID: Int64, _ items: [SignedItem]) throws {
        let insert = try db.cachedStatement(sql: "INSERT INTO signoffItem (signoffId, itemId, severity, digest) VALUES (?, ?, ?, ?)")
        for item in items { try insert.execute(arguments: [signoffID, item.item, item.severity, item.digest]) }
    }

    static func storeSnapshot(_ db: Database, signoffID: Int64, _ snapshot: [SignedResult]) throws {
        let insert = try db.cachedStatement(sql: "INSERT INTO signoffResult (signoffId, screenName, itemId, status, digest) VALUES (?, ?, ?, ?, ?)")
        for entry in snapshot {
            try insert.execute(arguments: [signoffID, entry.screen, entry.item, entry.status, entry.digest])
        }
    }

    /// Reopens a signed audit so results can change again; its sign-offs are marked as no
    /// longer holding, with who reopened it and why.
    public func reopen(auditID: String? = nil, reviewer: String, reason: String?, at date: Date = Date()) throws -> Int {
        let auditID = try resolveAudit(auditID)
        return try perform(path) {
            try writer.write { db in
                let state = try String.fetchOne(db, sql: "SELECT state FROM audit WHERE id = ?", arguments: [auditID])
                guard state == "signed" else {
                    throw AuditbookError.refused("audit \(auditID) is not signed off (it is \(state ?? "missing")); there is nothing to reopen")
                }
                let why = "reopened by \(reviewer)" + ((reason?.isEmpty ?? true) ? "" : ": \(reason!)")
                try db.execute(sql: "UPDATE signoff SET revokedAt = ?, revokedReason = ? WHERE auditId = ? AND revokedAt IS NULL",
                               arguments: [date, why, auditID])
                let revoked = db.changesCount
                try HistoryRecord(auditId: auditID, screenName: "", itemId: "", action: SignoffHistory.reopen,
                                  oldStatus: nil, newStatus: nil, oldNote: nil, newNote: reason?.isEmpty == false ? reason : nil,
                                  reviewer: reviewer, at: date).insert(db)
                try db.execute(sql: "UPDATE audit SET state = 'reopened' WHERE id = ?", arguments: [auditID])
                return revoked
            }
        }
    }
}

import AuditbookKit
import Foundation
import GRDB

extension Workbook {
    /// Records a sign-off with the digest of the audit's results and locks the audit:
    /// changing a result afterwards needs `reopen`. One transaction.
    public func signoff(auditID: String? = nil, reviewer: String, role: String, decision: SignoffDecision,
                        comment: String?, at date: Date = Date()) throws -> SignoffReceipt {
        let reviewer = reviewer.trimmingCharacters(in: .whitespacesAndNewlines)
        let role = role.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !reviewer.isEmpty else { throw AuditbookError.about(.reviewer, .usage("a sign-off needs a reviewer")) }
        guard !role.isEmpty else { throw AuditbookError.about(.role, .usage("a sign-off needs a role")) }
        let comment = comment?.trimmingCharacters(in: .whitespacesAndNewlines)
        if decision == .reject, comment?.isEmpty ?? true {
            throw AuditbookError.about(.comment, .usage("a rejection needs a comment saying why"))
        }
        let auditID = try resolveAudit(auditID)
        return try perform(path) {
            try writer.write { db in
                let report = try ReportQuery(db: db, auditID: auditID, scope: .resultsOnly).build(now: date)
                let snapshot = ResultDigest.snapshot(report.results)
                let digest = ResultDigest.root(snapshot)
                var signoff = SignoffRecord(auditId: auditID, reviewer: reviewer, role: role, decision: decision.rawValue,
                                            comment: comment?.isEmpty == true ? nil : comment, digest: digest, signedAt: date)
                try signoff.insert(db)
                try Self.storeSnapshot(db, signoffID: signoff.id!, snapshot)
                try db.execute(sql: "UPDATE audit SET state = 'signed' WHERE id = ?", arguments: [auditID])
                return SignoffReceipt(audit: auditID, reviewer: reviewer, role: role, decision: decision, digest: digest,
                                      results: snapshot.count, untested: report.summary.totals.untested)
            }
        }
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
                try db.execute(sql: "UPDATE audit SET state = 'reopened' WHERE id = ?", arguments: [auditID])
                return revoked
            }
        }
    }
}

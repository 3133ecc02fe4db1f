import Foundation
import GRDB

/// A reviewer's decision on an audit.
public enum SignoffDecision: String, Codable, Sendable, CaseIterable {
    case approve, reject
}

/// What `signoff` recorded.
public struct SignoffReceipt: Codable, Sendable {
    public var audit: String
    public var reviewer: String
    public var role: String
    public var decision: SignoffDecision
    public var digest: String
    public var results: Int
    /// Screen × item pairs still untested when signed.
    public var untested: Int
}

/// Digests of results, the basis of sign-offs. A result's digest covers what a reviewer
/// decided and showed (status, note, reviewer, findings, evidence hashes, links,
/// conditions), not timestamps or row IDs, so it survives export and import unchanged.
enum ResultDigest {
    static func digest(of result: ReportResult) -> String {
        let separator = "\u{1F}"
        func evidence(_ list: [ReportResult.Evidence]) -> String {
            list.map { $0.kind == "file" ? "file:" + ($0.sha256 ?? "") : "link:" + ($0.url ?? "") }.sorted().joined(separator: ",")
        }
        let findings = result.findings.map {
            [$0.impact.rawValue, $0.title, $0.note ?? "", evidence($0.evidence)].joined(separator: separator)
        }.sorted()
        let fields = [
            result.screen, result.item, result.status.rawValue, result.note ?? "", result.reviewer,
            findings.joined(separator: "\u{1E}"), evidence(result.evidence),
            result.conditions.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ","),
        ]
        return SHA256Digest.hex(fields.joined(separator: separator))
    }

    static func snapshot(_ results: [ReportResult]) -> [SignedResult] {
        results.map { SignedResult(screen: $0.screen, item: $0.item, status: $0.status.rawValue, digest: digest(of: $0)) }
            .sorted { ($0.screen, $0.item) < ($1.screen, $1.item) }
    }

    /// The audit digest: SHA-256 over the sorted snapshot rows (screen, item, status and the
    /// result's digest), so neither a result nor the stored snapshot can change unseen.
    static func root(_ snapshot: [SignedResult]) -> String {
        SHA256Digest.hex(snapshot.sorted { ($0.screen, $0.item) < ($1.screen, $1.item) }
            .map { "\($0.screen)\u{1F}\($0.item)\u{1F}\($0.status)\u{1F}\($0.digest)\n" }.joined())
    }
}

extension Workbook {
    /// Records a sign-off with the digest of the audit's results and locks the audit:
    /// changing a result afterwards needs `reopen`. One transaction.
    public func signoff(auditID: String? = nil, reviewer: String, role: String, decision: SignoffDecision,
                        comment: String?, at date: Date = Date()) throws -> SignoffReceipt {
        let reviewer = reviewer.trimmingCharacters(in: .whitespacesAndNewlines)
        let role = role.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !reviewer.isEmpty else { throw AuditbookError.usage("a sign-off needs a reviewer: --reviewer NAME") }
        guard !role.isEmpty else { throw AuditbookError.usage("a sign-off needs a role, e.g. --role qa-lead") }
        let comment = comment?.trimmingCharacters(in: .whitespacesAndNewlines)
        if decision == .reject, comment?.isEmpty ?? true {
            throw AuditbookError.usage("a rejection needs a comment saying why: --comment TEXT")
        }
        let auditID = try resolveAudit(auditID)
        return try perform(path) {
            try writer.write { db in
                let report = try ReportQuery(db: db, auditID: auditID, scope: .resultsOnly).build(now: date)
                let snapshot = ResultDigest.snapshot(report.results)
                let digest = ResultDigest.root(snapshot)
                try db.execute(sql: """
                    INSERT INTO signoff (auditId, reviewer, role, decision, comment, digest, signedAt) VALUES (?, ?, ?, ?, ?, ?, ?)
                    """, arguments: [auditID, reviewer, role, decision.rawValue, comment?.isEmpty == true ? nil : comment, digest, date])
                let signoffID = db.lastInsertedRowID
                try Self.storeSnapshot(db, signoffID: signoffID, snapshot)
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

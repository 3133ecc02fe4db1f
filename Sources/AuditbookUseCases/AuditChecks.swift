import AuditbookKit
import Foundation

/// How `verify` and `gate` treat sign-off signatures.
public struct SignoffTrust: Sendable {
    /// An OpenSSH allowed-signers file naming whose keys count.
    public var trustedSigners: String?
    /// Whether an unsigned sign-off counts as not holding.
    public var requireSigned: Bool

    public init(trustedSigners: String? = nil, requireSigned: Bool = false) {
        self.trustedSigners = trustedSigners
        self.requireSigned = requireSigned
    }
}

/// `verify`, `gate` and `diff`: the domain's rules over audits read from storage.
extension AuditReportSource {
    /// Checks every sign-off against the audit as it is now: results, evidence bytes (each
    /// file hashed again), items, history, the sign-off records and their signatures.
    public func verify(auditID: String? = nil, trust: SignoffTrust = SignoffTrust()) throws -> Verification {
        try checked(auditID: auditID, trust: trust).verification
    }

    public func gate(auditID: String? = nil, policy: GatePolicy, trust: SignoffTrust = SignoffTrust()) throws -> GateReport {
        let (report, verification) = try checked(auditID: auditID, trust: trust)
        return GateReport(report: report, policy: policy, verification: verification)
    }

    /// The audit read with its history, and its sign-offs checked: what `verify` and `gate` share.
    private func checked(auditID: String?, trust: SignoffTrust) throws -> (report: AuditReport, verification: Verification) {
        let checker = SSHSignatures(trustedSigners: trust.trustedSigners)
        try checker.validate()
        let report = try report(auditID: auditID, scope: ReportScope(evidenceData: false, history: true), now: Date(), parallelism: .allCores)
        return (report, Verification(report: report, badEvidence: try badEvidence(in: report), signatures: checker, requireSigned: trust.requireSigned))
    }

    public func diff(_ a: String, _ b: String) throws -> AuditDiff {
        AuditDiff(from: try results(auditID: a), to: try results(auditID: b))
    }

    /// The evidence files of `report` whose stored bytes no longer hash to their SHA-256.
    func badEvidence(in report: AuditReport) throws -> Set<String> {
        var hashes: Set<String> = []
        for result in report.results {
            for evidence in result.evidence + result.findings.flatMap(\.evidence) { if let hash = evidence.sha256 { hashes.insert(hash) } }
        }
        var bad: Set<String> = []
        try forEachEvidence(hashes.sorted()) { hash, _, data in
            if SHA256Digest.hex(data) != hash { bad.insert(hash) }
        }
        return bad
    }
}

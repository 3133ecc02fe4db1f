import Foundation

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
    /// Whether it carries an SSH signature.
    public var signed: Bool

    package init(audit: String, reviewer: String, role: String, decision: SignoffDecision, digest: String, results: Int, untested: Int, signed: Bool = false) {
        self.signed = signed
        self.audit = audit
        self.reviewer = reviewer
        self.role = role
        self.decision = decision
        self.digest = digest
        self.results = results
        self.untested = untested
    }
}

/// Digests of results, the basis of sign-offs. A result's digest covers what a reviewer
/// decided and showed (status, note, reviewer, findings, evidence hashes, links,
/// conditions), not timestamps or row IDs, so it survives export and import unchanged.
package enum ResultDigest {
    package static func digest(of result: ReportResult) -> String {
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

    package static func snapshot(_ results: [ReportResult]) -> [SignedResult] {
        results.map { SignedResult(screen: $0.screen, item: $0.item, status: $0.status.rawValue, digest: digest(of: $0)) }
            .sorted { ($0.screen, $0.item) < ($1.screen, $1.item) }
    }

    /// The audit digest: SHA-256 over the sorted snapshot rows (screen, item, status and the
    /// result's digest), so neither a result nor the stored snapshot can change unseen.
    package static func root(_ snapshot: [SignedResult]) -> String {
        SHA256Digest.hex(snapshot.sorted { ($0.screen, $0.item) < ($1.screen, $1.item) }
            .map { "\($0.screen)\u{1F}\($0.item)\u{1F}\($0.status)\u{1F}\($0.digest)\n" }.joined())
    }
}

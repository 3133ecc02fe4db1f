import Foundation

/// What a sign-off signs: its own record (who, in what role, which decision, with what
/// comment, when), the results as they were (the root of their digests), the items as they
/// were asked (texts and severities), the audit's history up to that moment, and its place
/// among the audit's sign-offs (the one before it, and those revoked before it). The
/// canonical text of this value is stored with the sign-off; its SHA-256 is the sign-off's
/// digest, and an SSH signature, when there is one, is over that text.
///
/// A digest alone can be recomputed by anyone holding the file; what it catches is a change
/// to one part that was not carried into all the others. A signature cannot be recomputed
/// without the signer's key.
public struct SignoffStatement: Codable, Sendable, Equatable {
    public static let currentFormat = "auditbook-signoff/1"
    /// The SSH signature namespace (`ssh-keygen -Y sign -n`).
    public static let namespace = "auditbook-signoff@auditbook"

    public var format: String
    public var audit: String
    public var reviewer: String
    public var role: String
    public var decision: String
    public var comment: String?
    /// Millisecond UTC timestamp, as `ReportJSON.timestamp` writes it.
    public var signedAt: String
    public var results: String
    public var items: String
    public var history: String
    public var historyCount: Int
    /// The digest of the audit's sign-off before this one.
    public var previous: String?
    /// The digests of the audit's earlier sign-offs that were revoked when this one was made.
    public var revoked: [String]

    /// The statement for a new sign-off of `report` (read with its history).
    package init(report: AuditReport, reviewer: String, role: String, decision: SignoffDecision, comment: String?, signedAt: Date) {
        format = Self.currentFormat
        audit = report.audit.id
        self.reviewer = reviewer
        self.role = role
        self.decision = decision.rawValue
        self.comment = comment
        self.signedAt = ReportJSON.timestamp(signedAt)
        results = ResultDigest.root(ResultDigest.snapshot(report.results))
        items = ItemDigest.root(ItemDigest.snapshot(report))
        history = HistoryDigest.digest(report.history)
        historyCount = report.history.count
        previous = report.signoffs.last?.digest
        revoked = report.signoffs.filter { $0.revokedAt != nil }.map(\.digest)
    }

    /// The canonical text: JSON with sorted keys, no spaces.
    public var text: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try! encoder.encode(self), as: UTF8.self)
    }

    public var digest: String { SHA256Digest.hex(text) }

    /// A stored statement, when it is one.
    public static func parse(_ text: String) -> SignoffStatement? {
        try? JSONDecoder().decode(SignoffStatement.self, from: Data(text.utf8))
    }

    /// The fields of a sign-off record that differ from what was signed, named.
    public func differences(from signoff: AuditReport.Signoff, audit: String) -> [String] {
        var found: [String] = []
        func compare(_ name: String, _ now: String?, _ signed: String?) {
            if now != signed { found.append("\(name) is \(now.map { "'\($0)'" } ?? "empty") now, '\(signed ?? "")' as signed") }
        }
        compare("audit", audit, self.audit)
        compare("reviewer", signoff.reviewer, reviewer)
        compare("role", signoff.role, role)
        compare("decision", signoff.decision, decision)
        compare("comment", signoff.comment, comment)
        compare("signed at", ReportJSON.timestamp(signoff.signedAt), signedAt)
        return found
    }
}

/// An item as a sign-off saw it: the digest covers its title, kind and severity, so a
/// reworded item or a lowered severity (which could flip the gate) shows.
public struct SignedItem: Codable, Sendable, Equatable {
    public var item: String
    public var severity: String?
    public var digest: String

    package init(item: String, severity: String?, digest: String) {
        self.item = item
        self.severity = severity
        self.digest = digest
    }
}

package enum ItemDigest {
    package static func snapshot(_ report: AuditReport) -> [SignedItem] {
        let asked = Set(report.items.map(\.id))
        var seen: Set<String> = []
        var items: [SignedItem] = []
        for checklist in report.checklists {
            for item in checklist.items where asked.contains(item.id) && seen.insert(item.id).inserted {
                let fields = [item.id, item.title, item.kind.rawValue, item.severity?.rawValue ?? ""]
                items.append(SignedItem(item: item.id, severity: item.severity?.rawValue, digest: SHA256Digest.hex(fields.joined(separator: "\u{1F}"))))
            }
        }
        return items.sorted { $0.item < $1.item }
    }

    package static func root(_ items: [SignedItem]) -> String {
        SHA256Digest.hex(items.sorted { $0.item < $1.item }.map { "\($0.item)\u{1F}\($0.digest)\n" }.joined())
    }
}

package enum HistoryDigest {
    /// SHA-256 over the entries in order: what changed, from what to what, by whom, when
    /// (to the millisecond, so it survives export and import).
    package static func digest(_ entries: some Collection<HistoryEntry>) -> String {
        SHA256Digest.hex(entries.map { entry in
            [ReportJSON.timestamp(entry.at), entry.reviewer, entry.screen, entry.item, entry.action, entry.oldStatus ?? "",
             entry.newStatus ?? "", entry.oldNote ?? "", entry.newNote ?? ""].joined(separator: "\u{1F}") + "\n"
        }.joined())
    }
}

/// Checks the SSH signature of a sign-off statement (`ssh-keygen -Y`, in the use cases).
public protocol SignatureChecker: Sendable {
    func check(statement: String, signature: String) -> SignatureStatus
}

/// What is known about a sign-off's signature.
public enum SignatureStatus: Codable, Sendable, Equatable {
    /// No signature: the digest alone, which anyone with the file can recompute.
    case unsigned
    /// A good signature by a key the trusted-signers file lists for `principal`.
    case trusted(principal: String, key: String)
    /// A good signature, but no trusted-signers file was given to say whose key it is.
    case unchecked(key: String)
    /// The signature does not verify, or its key is not a trusted signer.
    case bad(reason: String)

    public var fails: Bool { if case .bad = self { return true } else { return false } }

    public var description: String {
        switch self {
        case .unsigned: return "unsigned (digest only)"
        case .trusted(let principal, let key): return "signed by \(principal) (\(key))"
        case .unchecked(let key): return "signed with \(key); signer not checked (give --trusted-signers)"
        case .bad(let reason): return "BAD SIGNATURE: \(reason)"
        }
    }
}

/// How sign-offs and reopenings are written to an audit's history (with an empty screen and
/// item): `signoff as ROLE` with the decision as the new status and the comment as the note,
/// and `reopen` with the reason.
public enum SignoffHistory {
    public static let signoffPrefix = "signoff as "
    public static let reopen = "reopen"

    public static func isAuditEvent(_ entry: HistoryEntry) -> Bool {
        entry.screen.isEmpty && entry.item.isEmpty
    }
}

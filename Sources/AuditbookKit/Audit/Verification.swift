import Foundation

/// `auditbook verify`: whether each sign-off still holds for the results as they are now.
public struct Verification: Codable, Sendable {
    public struct Change: Codable, Sendable, Equatable {
        public enum Kind: String, Codable, Sendable { case changed, added, removed }
        public var screen: String
        public var item: String
        public var kind: Kind
        /// Status when signed (nil for a result added since).
        public var signedStatus: String?
        /// Status now (nil for a result removed since).
        public var currentStatus: String?

        package init(screen: String, item: String, kind: Kind, signedStatus: String? = nil, currentStatus: String? = nil) {
            self.screen = screen
            self.item = item
            self.kind = kind
            self.signedStatus = signedStatus
            self.currentStatus = currentStatus
        }
    }

    public struct Check: Codable, Sendable {
        public var reviewer: String
        public var role: String
        public var decision: String
        public var signedAt: Date
        /// Revoked by `audit reopen`: listed, not checked.
        public var revoked: Bool
        /// The stored snapshot still hashes to the sign-off's digest.
        public var snapshotIntact: Bool
        public var changes: [Change]
        /// Everything else found changed since signing, each in a sentence: the sign-off
        /// record itself, the items as signed, the history, earlier sign-offs, evidence bytes.
        public var problems: [String]
        /// Whether the sign-off carries a statement (made by auditbook 0.9 or later); an older
        /// one's digest covers its results only.
        public var hasStatement: Bool
        public var signature: SignatureStatus
        /// Whether an unsigned sign-off counts as not holding (`--require-signed`).
        public var signatureRequired: Bool
        public var holds: Bool {
            !revoked && snapshotIntact && changes.isEmpty && problems.isEmpty && !signature.fails
                && !(signatureRequired && signature == .unsigned)
        }

        package init(reviewer: String, role: String, decision: String, signedAt: Date, revoked: Bool, snapshotIntact: Bool, changes: [Change],
                     problems: [String] = [], hasStatement: Bool = true, signature: SignatureStatus = .unsigned, signatureRequired: Bool = false) {
            self.reviewer = reviewer
            self.role = role
            self.decision = decision
            self.signedAt = signedAt
            self.revoked = revoked
            self.snapshotIntact = snapshotIntact
            self.changes = changes
            self.problems = problems
            self.hasStatement = hasStatement
            self.signature = signature
            self.signatureRequired = signatureRequired
        }
    }

    public var audit: String
    public var digest: String
    public var signoffs: [Check]
    /// What is wrong with the audit's sign-offs as a whole: one the history records that is
    /// no longer there, a revocation the history does not record.
    public var problems: [String]
    /// Every sign-off that was not revoked still holds, and none is missing.
    public var verified: Bool { problems.isEmpty && signoffs.allSatisfy { $0.revoked || $0.holds } }

    /// Compares each sign-off with the audit as it is now: its record with the statement it
    /// signed, its results, items and history with theirs, its place among the audit's
    /// sign-offs, and its signature. `report` must carry the history; `badEvidence` lists the
    /// evidence files whose bytes no longer hash to their SHA-256.
    public init(report: AuditReport, badEvidence: Set<String> = [], signatures: (any SignatureChecker)? = nil, requireSigned: Bool = false) {
        let current = ResultDigest.snapshot(report.results)
        audit = report.audit.id
        digest = ResultDigest.root(current)
        struct Key: Hashable { var screen: String; var item: String }
        let now = Dictionary(current.map { (Key(screen: $0.screen, item: $0.item), $0) }, uniquingKeysWith: { a, _ in a })
        let items = Dictionary(ItemDigest.snapshot(report).map { ($0.item, $0) }, uniquingKeysWith: { a, _ in a })
        // Which results show each evidence file whose bytes changed.
        var tampered: [Key: [String]] = [:]
        if !badEvidence.isEmpty {
            for result in report.results {
                for evidence in result.evidence + result.findings.flatMap(\.evidence) {
                    if let hash = evidence.sha256, badEvidence.contains(hash) {
                        tampered[Key(screen: result.screen, item: result.item), default: []].append(evidence.fileName ?? hash)
                    }
                }
            }
        }
        let all = report.signoffs
        problems = Self.historyProblems(report)
        signoffs = all.enumerated().map { index, signoff in
            let revoked = signoff.revokedAt != nil
            var changes: [Change] = []
            var problems: [String] = []
            let statement = signoff.statement.flatMap(SignoffStatement.parse)
            if !revoked {
                let then = Dictionary(signoff.results.map { (Key(screen: $0.screen, item: $0.item), $0) }, uniquingKeysWith: { a, _ in a })
                for entry in signoff.results {
                    let key = Key(screen: entry.screen, item: entry.item)
                    if let present = now[key] {
                        if present.digest != entry.digest {
                            changes.append(Change(screen: entry.screen, item: entry.item, kind: .changed, signedStatus: entry.status, currentStatus: present.status))
                        }
                    } else {
                        changes.append(Change(screen: entry.screen, item: entry.item, kind: .removed, signedStatus: entry.status, currentStatus: nil))
                    }
                    for file in tampered[key] ?? [] {
                        problems.append("evidence '\(file)' on \(entry.screen) · \(entry.item): its bytes no longer match the SHA-256 they were stored under")
                    }
                }
                for entry in current where then[Key(screen: entry.screen, item: entry.item)] == nil {
                    changes.append(Change(screen: entry.screen, item: entry.item, kind: .added, signedStatus: nil, currentStatus: entry.status))
                }
                // `audit reopen` revokes every sign-off of the audit at once, so one revoked after
                // this one was made while this one stands means a record was edited.
                for other in all where other.revokedAt.map({ $0 > signoff.signedAt }) == true {
                    problems.append("the sign-off by \(other.reviewer) (\(other.role), \(other.decision)) is marked revoked at "
                                    + "\(ReportJSON.timestamp(other.revokedAt!)), after this one was made, yet this one is not; reopening revokes every sign-off, so one of the two records was edited")
                }
                if let text = signoff.statement {
                    problems += Self.statementProblems(text: text, statement: statement, signoff: signoff, report: report, items: items,
                                                       earlier: Array(all[..<index]))
                }
            }
            let snapshotIntact = statement.map { $0.results == ResultDigest.root(signoff.results) && SHA256Digest.hex(signoff.statement!) == signoff.digest }
                ?? (ResultDigest.root(signoff.results) == signoff.digest)
            var signature = SignatureStatus.unsigned
            if let signed = signoff.signature {
                if let text = signoff.statement, let signatures {
                    signature = signatures.check(statement: text, signature: signed)
                } else if signoff.statement == nil {
                    signature = .bad(reason: "a signature without the statement it signs")
                } else {
                    signature = .bad(reason: "no way to check it here (ssh-keygen not found)")
                }
            }
            return Check(reviewer: signoff.reviewer, role: signoff.role, decision: signoff.decision, signedAt: signoff.signedAt,
                         revoked: revoked, snapshotIntact: snapshotIntact, changes: changes, problems: problems,
                         hasStatement: signoff.statement != nil, signature: signature, signatureRequired: requireSigned)
        }
    }

    /// Sign-offs and reopenings are written to the history as they happen (`signoff as ROLE`,
    /// `reopen`). A sign-off the history records that is gone (a deleted rejection), or a
    /// sign-off marked revoked when the history records no reopening then, means a record
    /// was edited. Only sign-offs made with statements are held to this: older ones were not
    /// written to the history.
    static func historyProblems(_ report: AuditReport) -> [String] {
        var problems: [String] = []
        let signed = report.signoffs.filter { $0.statement != nil }
        for entry in report.history where entry.action.hasPrefix(SignoffHistory.signoffPrefix) {
            let role = String(entry.action.dropFirst(SignoffHistory.signoffPrefix.count))
            let found = report.signoffs.contains {
                $0.reviewer == entry.reviewer && $0.role == role && $0.decision == entry.newStatus
                    && ReportJSON.timestamp($0.signedAt) == ReportJSON.timestamp(entry.at)
            }
            if !found {
                problems.append("the history records a sign-off by \(entry.reviewer) (\(role), \(entry.newStatus ?? "?")) at \(ReportJSON.timestamp(entry.at)) that is no longer in the workbook")
            }
        }
        let reopenings = Set(report.history.filter { $0.action == SignoffHistory.reopen }.map { ReportJSON.timestamp($0.at) })
        for signoff in signed {
            if let revoked = signoff.revokedAt, !reopenings.contains(ReportJSON.timestamp(revoked)) {
                problems.append("the sign-off by \(signoff.reviewer) (\(signoff.role), \(signoff.decision)) is marked revoked at \(ReportJSON.timestamp(revoked)), but the history records no reopening then")
            }
        }
        return problems
    }

    /// What no longer matches a sign-off's statement: the record, the items, the history and
    /// the sign-offs before it.
    static func statementProblems(text: String, statement: SignoffStatement?, signoff: AuditReport.Signoff, report: AuditReport,
                                  items: [String: SignedItem], earlier: [AuditReport.Signoff]) -> [String] {
        guard let statement, statement.format == SignoffStatement.currentFormat else {
            return ["the signed statement is unreadable (edited, or made by a newer auditbook)"]
        }
        var problems: [String] = []
        if SHA256Digest.hex(text) != signoff.digest { problems.append("the signed statement no longer hashes to the sign-off's digest (one of them was edited)") }
        problems += statement.differences(from: signoff, audit: report.audit.id).map { "the sign-off record was edited: \($0)" }
        let signedItems = signoff.items ?? []
        if ItemDigest.root(signedItems) != statement.items {
            problems.append("the items kept with the sign-off no longer match what it signed")
        }
        for signed in signedItems {
            guard let present = items[signed.item] else {
                problems.append("item \(signed.item) is no longer in the audit")
                continue
            }
            if present.severity != signed.severity {
                problems.append("item \(signed.item): severity \(signed.severity ?? "none") as signed, \(present.severity ?? "none") now")
            } else if present.digest != signed.digest {
                problems.append("item \(signed.item): its text changed since signing")
            }
        }
        let signedIDs = Set(signedItems.map(\.item))
        for item in items.keys.sorted() where !signedIDs.contains(item) {
            problems.append("item \(item) was added to the audit since signing")
        }
        if report.history.count < statement.historyCount
            || HistoryDigest.digest(report.history.prefix(statement.historyCount)) != statement.history {
            problems.append("the history up to this sign-off was rewritten (\(statement.historyCount) entries signed, "
                            + "\(min(report.history.count, statement.historyCount)) of them left, not all as they were)")
        }
        if statement.previous != earlier.last?.digest {
            problems.append(statement.previous == nil
                ? "a sign-off was added before this one since it was signed"
                : "the sign-off before this one was removed or changed")
        }
        let revokedNow = Set(earlier.filter { $0.revokedAt != nil }.map(\.digest))
        for digest in statement.revoked where !revokedNow.contains(digest) {
            problems.append("an earlier sign-off (digest \(digest.prefix(12))…) was revoked when this one was made, and is no longer marked revoked or is gone")
        }
        return problems
    }
}

/// How severe a failure must be to stop the gate.
public enum GateLevel: String, Codable, Sendable, CaseIterable {
    case blocking, major, minor, any

    func stops(_ impact: Impact) -> Bool {
        switch self {
        case .any, .minor: return true
        case .major: return impact >= .major
        case .blocking: return impact == .blocking
        }
    }
}

/// What the gate asks of an audit.
public struct GatePolicy: Sendable {
    public var failOn: GateLevel
    public var requireComplete: Bool
    public var requiredRoles: [String]

    public init(failOn: GateLevel = .any, requireComplete: Bool = false, requiredRoles: [String] = []) {
        self.failOn = failOn
        self.requireComplete = requireComplete
        self.requiredRoles = requiredRoles
    }
}

/// `auditbook gate`: each check with why it passed or failed, for CI logs.
public struct GateReport: Codable, Sendable {
    public struct Check: Codable, Sendable {
        public var name: String
        public var passed: Bool
        public var detail: String

        package init(name: String, passed: Bool, detail: String) {
            self.name = name
            self.passed = passed
            self.detail = detail
        }
    }

    /// One result a CI system should point at: a failure (error) or can't tell (warning).
    public struct Annotation: Codable, Sendable, Equatable {
        public enum Level: String, Codable, Sendable { case error, warning }
        public var level: Level
        public var screen: String
        public var item: String
        public var title: String
        public var message: String

        package init(level: Level, screen: String, item: String, title: String, message: String) {
            self.level = level
            self.screen = screen
            self.item = item
            self.title = title
            self.message = message
        }
    }

    public var audit: String
    public var checks: [Check]
    /// Failed results (errors) and can't-tell results (warnings), in the report's order.
    public var annotations: [Annotation] = []
    public var passed: Bool { checks.allSatisfy(\.passed) }

    /// The impact of a failed result: its most severe finding, else its item's severity
    /// (critical → blocking, high or none → major, medium and low → minor).
    static func impact(of result: ReportResult, severity: Severity?) -> Impact {
        if let worst = result.findings.map(\.impact).max() { return worst }
        switch severity {
        case .critical: return .blocking
        case .high, nil: return .major
        case .medium, .low: return .minor
        }
    }

    /// Why a sign-off no longer holds, in a few words for a CI log.
    static func why(_ check: Verification.Check) -> String {
        var reasons: [String] = []
        if !check.changes.isEmpty { reasons.append("\(check.changes.count) result(s) changed since signing") }
        if !check.snapshotIntact { reasons.append("its stored snapshot was altered") }
        reasons += check.problems.prefix(3)
        if check.problems.count > 3 { reasons.append("\(check.problems.count - 3) more problem(s)") }
        if check.signature.fails || (check.signatureRequired && check.signature == .unsigned) { reasons.append(check.signature.description) }
        return reasons.joined(separator: ", ")
    }

    public init(report: AuditReport, policy: GatePolicy, verification: Verification? = nil) {
        audit = report.audit.id
        var severity: [String: Severity] = [:]
        for checklist in report.checklists { for item in checklist.items { severity[item.id] = item.severity } }
        let counted = Set(report.screens.filter(\.counted).map(\.name))
        let failures = report.results.filter { $0.status == .fail && counted.contains($0.screen) }
        let stopping = failures.filter { policy.failOn.stops(Self.impact(of: $0, severity: severity[$0.item])) }
        var checks: [Check] = []
        let examples = stopping.prefix(5).map { "\($0.screen) · \($0.item) (\(Self.impact(of: $0, severity: severity[$0.item]).rawValue))" }
        checks.append(Check(
            name: "failures (--fail-on \(policy.failOn.rawValue))", passed: stopping.isEmpty,
            detail: stopping.isEmpty
                ? "\(failures.count) failed result(s), none at or above \(policy.failOn.rawValue)"
                : "\(stopping.count) failed result(s) at or above \(policy.failOn.rawValue): " + examples.joined(separator: ", ")
                    + (stopping.count > examples.count ? ", …" : "")))
        if policy.requireComplete {
            let untested = report.summary.totals.untested
            checks.append(Check(name: "complete", passed: untested == 0,
                                detail: untested == 0 ? "every item answered on every screen" : "\(untested) screen × item pair(s) untested"))
        }
        let verification = verification ?? Verification(report: report)
        let broken = verification.signoffs.filter { !$0.revoked && !$0.holds }
        checks.append(Check(name: "sign-offs verify", passed: broken.isEmpty && verification.problems.isEmpty,
                            detail: broken.isEmpty && verification.problems.isEmpty
                                ? "\(verification.signoffs.filter { !$0.revoked }.count) sign-off(s) hold"
                                : (verification.problems + broken.map { "\($0.role) (\($0.reviewer)): " + Self.why($0) }).joined(separator: "; ")))
        let holding = verification.signoffs.filter(\.holds)
        if let rejection = holding.first(where: { $0.decision == SignoffDecision.reject.rawValue }) {
            checks.append(Check(name: "no rejection", passed: false, detail: "rejected by \(rejection.reviewer) (\(rejection.role))"))
        }
        for role in policy.requiredRoles {
            let approval = holding.first { $0.role.lowercased() == role.lowercased() && $0.decision == SignoffDecision.approve.rawValue }
            checks.append(Check(name: "sign-off by \(role)", passed: approval != nil,
                                detail: approval.map { "approved by \($0.reviewer)" } ?? "no approving sign-off by \(role) that still holds"))
        }
        self.checks = checks
        var titles: [String: String] = [:]
        for checklist in report.checklists { for item in checklist.items { titles[item.id] = item.title } }
        annotations = report.results.filter { counted.contains($0.screen) && ($0.status == .fail || $0.status == .cantTell) }.map { result in
            let findings = result.findings.map { "[\($0.impact.rawValue)] \($0.title)" + ($0.note.map { ": \($0)" } ?? "") }
            let message = ([result.note ?? ""] + findings).filter { !$0.isEmpty }.joined(separator: "\n")
            return Annotation(level: result.status == .fail ? .error : .warning, screen: result.screen, item: result.item,
                              title: "\(result.screen) · \(titles[result.item] ?? result.item)",
                              message: message.isEmpty ? (result.status == .fail ? "failed" : "can't tell") : message)
        }
    }
}

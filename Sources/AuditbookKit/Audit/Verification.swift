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
        public var holds: Bool { !revoked && snapshotIntact && changes.isEmpty }

        package init(reviewer: String, role: String, decision: String, signedAt: Date, revoked: Bool, snapshotIntact: Bool, changes: [Change]) {
            self.reviewer = reviewer
            self.role = role
            self.decision = decision
            self.signedAt = signedAt
            self.revoked = revoked
            self.snapshotIntact = snapshotIntact
            self.changes = changes
        }
    }

    public var audit: String
    public var digest: String
    public var signoffs: [Check]
    /// Every sign-off that was not revoked still holds.
    public var verified: Bool { signoffs.allSatisfy { $0.revoked || $0.holds } }

    /// Compares each sign-off's snapshot with the results now.
    public init(report: AuditReport) {
        let current = ResultDigest.snapshot(report.results)
        audit = report.audit.id
        digest = ResultDigest.root(current)
        struct Key: Hashable { var screen: String; var item: String }
        let now = Dictionary(current.map { (Key(screen: $0.screen, item: $0.item), $0) }, uniquingKeysWith: { a, _ in a })
        signoffs = report.signoffs.map { signoff in
            let revoked = signoff.revokedAt != nil
            var changes: [Change] = []
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
                }
                for entry in current where then[Key(screen: entry.screen, item: entry.item)] == nil {
                    changes.append(Change(screen: entry.screen, item: entry.item, kind: .added, signedStatus: nil, currentStatus: entry.status))
                }
            }
            return Check(reviewer: signoff.reviewer, role: signoff.role, decision: signoff.decision, signedAt: signoff.signedAt,
                         revoked: revoked, snapshotIntact: ResultDigest.root(signoff.results) == signoff.digest, changes: changes)
        }
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

    public init(report: AuditReport, policy: GatePolicy) {
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
        let verification = Verification(report: report)
        let broken = verification.signoffs.filter { !$0.revoked && !$0.holds }
        checks.append(Check(name: "sign-offs verify", passed: broken.isEmpty,
                            detail: broken.isEmpty ? "\(verification.signoffs.filter { !$0.revoked }.count) sign-off(s) hold"
                                : broken.map { "\($0.role) (\($0.reviewer)): \($0.changes.count) result(s) changed since signing" }.joined(separator: "; ")))
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

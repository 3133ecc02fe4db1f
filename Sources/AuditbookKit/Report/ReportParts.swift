import Foundation

/// A screen of the audit with its outcome counts.
public struct ReportScreen: Codable, Sendable {
    public var name: String
    public var description: String?
    public var isAppWide: Bool
    /// Whether the screen counts in totals and roll-ups (the app-wide screen counts once
    /// something was recorded on it, or when the audit has no other screen).
    public var counted: Bool
    public var counts: OutcomeCounts
    public var percentComplete: Double

    package init(name: String, description: String? = nil, isAppWide: Bool, counted: Bool, counts: OutcomeCounts, percentComplete: Double) {
        self.name = name
        self.description = description
        self.isAppWide = isAppWide
        self.counted = counted
        self.counts = counts
        self.percentComplete = percentComplete
    }
}

/// One section (checklist › top heading) with its counts, over all screens and per screen.
public struct SectionSummary: Codable, Sendable {
    public var name: String
    public var checklist: String
    public var counts: OutcomeCounts
    /// Counts per screen, in the order of `AuditReport.screens` that are counted.
    public var perScreen: [OutcomeCounts]

    package init(name: String, checklist: String, counts: OutcomeCounts, perScreen: [OutcomeCounts]) {
        self.name = name
        self.checklist = checklist
        self.counts = counts
        self.perScreen = perScreen
    }
}

/// An item of the audit: where it comes from and how it did.
public struct ReportItem: Codable, Sendable {
    public var id: String
    public var checklist: String
    /// Items of several checklists that state one requirement share a key.
    public var requirement: String
    public var section: String
    /// fail, then cant-tell, then untested, then pass; na only when every screen is n/a.
    public var conformance: Outcome
    public var counts: OutcomeCounts

    package init(id: String, checklist: String, requirement: String, section: String, conformance: Outcome, counts: OutcomeCounts) {
        self.id = id
        self.checklist = checklist
        self.requirement = requirement
        self.section = section
        self.conformance = conformance
        self.counts = counts
    }
}

/// One stored answer, with its findings and evidence.
public struct ReportResult: Codable, Sendable {
    public var screen: String
    public var item: String
    public var status: Outcome
    public var note: String?
    public var reviewer: String
    public var updatedAt: Date
    public var carriedOver: Bool
    public var findings: [Finding]
    public var evidence: [Evidence]
    public var conditions: [String: String]

    public struct Finding: Codable, Sendable {
        public var title: String
        public var note: String?
        public var impact: Impact
        public var createdAt: Date
        public var evidence: [Evidence]

        package init(title: String, note: String? = nil, impact: Impact, createdAt: Date, evidence: [Evidence]) {
            self.title = title
            self.note = note
            self.impact = impact
            self.createdAt = createdAt
            self.evidence = evidence
        }
    }

    public struct Evidence: Codable, Sendable {
        /// file or link.
        public var kind: String
        public var sha256: String?
        public var fileName: String?
        public var mimeType: String?
        public var size: Int?
        public var url: String?
        public var addedBy: String
        public var addedAt: Date

        package init(kind: String, sha256: String? = nil, fileName: String? = nil, mimeType: String? = nil, size: Int? = nil, url: String? = nil, addedBy: String, addedAt: Date) {
            self.kind = kind
            self.sha256 = sha256
            self.fileName = fileName
            self.mimeType = mimeType
            self.size = size
            self.url = url
            self.addedBy = addedBy
            self.addedAt = addedAt
        }
    }

    package init(screen: String, item: String, status: Outcome, note: String? = nil, reviewer: String, updatedAt: Date, carriedOver: Bool, findings: [Finding], evidence: [Evidence], conditions: [String: String]) {
        self.screen = screen
        self.item = item
        self.status = status
        self.note = note
        self.reviewer = reviewer
        self.updatedAt = updatedAt
        self.carriedOver = carriedOver
        self.findings = findings
        self.evidence = evidence
        self.conditions = conditions
    }
}

/// A result as it stood when a sign-off was given.
public struct SignedResult: Codable, Sendable, Equatable {
    public var screen: String
    public var item: String
    public var status: String
    public var digest: String

    package init(screen: String, item: String, status: String, digest: String) {
        self.screen = screen
        self.item = item
        self.status = status
        self.digest = digest
    }
}

extension Outcome {
    /// Rolls outcomes over screens up to one: fail, then can't tell, then untested, then
    /// pass; n/a only when nothing else was seen.
    static func rollUp(_ counts: OutcomeCounts) -> Outcome {
        for outcome in [Outcome.fail, .cantTell, .untested, .pass] where counts[outcome] > 0 { return outcome }
        return counts.na > 0 ? .na : .untested
    }
}

import Foundation

/// Everything the workbook holds for one audit, as plain values: the one input of every
/// report renderer and the body of the JSON export (`Schemas/report-v1.schema.json`).
/// `auditbook import` reads it back into another workbook with nothing lost.
public struct AuditReport: Codable, Sendable {
    public static let schemaName = "auditbook-report"
    public static let schemaVersion = 1

    public var schema: String = AuditReport.schemaName
    public var schemaVersion: Int = AuditReport.schemaVersion
    public var generatedAt: Date
    public var generator: String
    public var audit: Audit
    /// The exact checklist versions the audit asks, with every item of each version.
    public var checklists: [Checklist]
    public var screens: [ReportScreen]
    /// The audit's items in order, each with its conformance rolled up over the screens.
    public var items: [ReportItem]
    /// Every stored result (an item never answered on a screen has no result: it is untested).
    public var results: [ReportResult]
    /// Evidence file contents, once per SHA-256; `data` is base64 unless left out.
    public var blobs: [Blob]
    public var signoffs: [Signoff]
    public var history: [HistoryEntry]
    public var summary: Summary

    /// Every field of the export. The JSON export writes them one by one in key order and
    /// names each in a switch over these cases, so a new field does not compile until the
    /// export writes it.
    enum CodingKeys: String, CodingKey, CaseIterable {
        case schema, schemaVersion, generatedAt, generator, audit, checklists, screens, items, results, blobs, signoffs, history, summary
    }

    public struct Audit: Codable, Sendable {
        public var id: String
        public var title: String
        public var app: String?
        public var build: String?
        public var platform: String?
        /// open, signed or reopened.
        public var state: String
        public var createdBy: String
        public var createdAt: Date
        public var copiedFrom: String?
        public var filters: [String: String]

        package init(id: String, title: String, app: String? = nil, build: String? = nil, platform: String? = nil, state: String, createdBy: String, createdAt: Date, copiedFrom: String? = nil, filters: [String: String]) {
            self.id = id
            self.title = title
            self.app = app
            self.build = build
            self.platform = platform
            self.state = state
            self.createdBy = createdBy
            self.createdAt = createdAt
            self.copiedFrom = copiedFrom
            self.filters = filters
        }
    }

    public struct Checklist: Codable, Sendable {
        public var id: String
        public var version: Int
        public var title: String
        public var description: String?
        public var license: String?
        public var documentVersion: String?
        public var source: String
        public var sourceDigest: String
        public var contentDigest: String
        public var compiledAt: Date
        public var items: [ChecklistItem]

        package init(id: String, version: Int, title: String, description: String? = nil, license: String? = nil, documentVersion: String? = nil, source: String, sourceDigest: String, contentDigest: String, compiledAt: Date, items: [ChecklistItem]) {
            self.id = id
            self.version = version
            self.title = title
            self.description = description
            self.license = license
            self.documentVersion = documentVersion
            self.source = source
            self.sourceDigest = sourceDigest
            self.contentDigest = contentDigest
            self.compiledAt = compiledAt
            self.items = items
        }
    }

    public struct Blob: Codable, Sendable {
        public var sha256: String
        public var mimeType: String
        public var size: Int
        /// The file's bytes, written to JSON as base64 `data` (left out when not asked for).
        public var content: Data?

        public init(sha256: String, mimeType: String, size: Int, content: Data?) {
            self.sha256 = sha256
            self.mimeType = mimeType
            self.size = size
            self.content = content
        }

        enum CodingKeys: String, CodingKey { case sha256, mimeType, size, data }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            sha256 = try container.decode(String.self, forKey: .sha256)
            mimeType = try container.decode(String.self, forKey: .mimeType)
            size = try container.decode(Int.self, forKey: .size)
            if let base64 = try container.decodeIfPresent(String.self, forKey: .data) {
                guard let content = Data(base64Encoded: base64) else {
                    throw DecodingError.dataCorruptedError(forKey: .data, in: container, debugDescription: "evidence \(sha256.prefix(12)) is not base64")
                }
                self.content = content
            }
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(sha256, forKey: .sha256)
            try container.encode(mimeType, forKey: .mimeType)
            try container.encode(size, forKey: .size)
            try container.encodeIfPresent(content?.base64EncodedString(), forKey: .data)
        }
    }

    public struct Signoff: Codable, Sendable {
        public var reviewer: String
        public var role: String
        /// approve or reject.
        public var decision: String
        public var comment: String?
        /// SHA-256 over the per-result digests at the time of signing.
        public var digest: String
        public var signedAt: Date
        public var revokedAt: Date?
        public var revokedReason: String?
        /// The results as they were signed, so `verify` can name each one that changed.
        public var results: [SignedResult]

        package init(reviewer: String, role: String, decision: String, comment: String? = nil, digest: String, signedAt: Date, revokedAt: Date? = nil, revokedReason: String? = nil, results: [SignedResult]) {
            self.reviewer = reviewer
            self.role = role
            self.decision = decision
            self.comment = comment
            self.digest = digest
            self.signedAt = signedAt
            self.revokedAt = revokedAt
            self.revokedReason = revokedReason
            self.results = results
        }
    }

    public struct Summary: Codable, Sendable {
        /// Outcome counts over every screen × item.
        public var totals: OutcomeCounts
        public var percentComplete: Double
        /// Items by their rolled-up conformance.
        public var conformance: OutcomeCounts
        /// Findings on failed results, by impact.
        public var failuresByImpact: [String: Int]
        public var sections: [SectionSummary]
        public var reviewers: [String]
        /// Every test condition recorded, as "key=value".
        public var conditions: [String]
        public var firstResultAt: Date?
        public var lastResultAt: Date?

        package init(totals: OutcomeCounts, percentComplete: Double, conformance: OutcomeCounts, failuresByImpact: [String: Int], sections: [SectionSummary], reviewers: [String], conditions: [String], firstResultAt: Date? = nil, lastResultAt: Date? = nil) {
            self.totals = totals
            self.percentComplete = percentComplete
            self.conformance = conformance
            self.failuresByImpact = failuresByImpact
            self.sections = sections
            self.reviewers = reviewers
            self.conditions = conditions
            self.firstResultAt = firstResultAt
            self.lastResultAt = lastResultAt
        }
    }

    package init(schema: String = AuditReport.schemaName, schemaVersion: Int = AuditReport.schemaVersion, generatedAt: Date, generator: String, audit: Audit, checklists: [Checklist], screens: [ReportScreen], items: [ReportItem], results: [ReportResult], blobs: [Blob], signoffs: [Signoff], history: [HistoryEntry], summary: Summary) {
        self.schema = schema
        self.schemaVersion = schemaVersion
        self.generatedAt = generatedAt
        self.generator = generator
        self.audit = audit
        self.checklists = checklists
        self.screens = screens
        self.items = items
        self.results = results
        self.blobs = blobs
        self.signoffs = signoffs
        self.history = history
        self.summary = summary
    }
}

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

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
        /// SHA-256 of `statement` (or, for sign-offs made before statements, over the
        /// per-result digests at the time of signing).
        public var digest: String
        public var signedAt: Date
        public var revokedAt: Date?
        public var revokedReason: String?
        /// The results as they were signed, so `verify` can name each one that changed.
        public var results: [SignedResult]
        /// The canonical text of the `SignoffStatement` signed; its SHA-256 is `digest`. Absent
        /// on sign-offs made before auditbook kept statements (their digest covers results only).
        public var statement: String?
        /// An SSH signature (`ssh-keygen -Y sign`, armored) over `statement`.
        public var signature: String?
        /// The items as they were signed, so `verify` can name each one that changed.
        public var items: [SignedItem]?

        package init(reviewer: String, role: String, decision: String, comment: String? = nil, digest: String, signedAt: Date, revokedAt: Date? = nil, revokedReason: String? = nil, results: [SignedResult],
                     statement: String? = nil, signature: String? = nil, items: [SignedItem]? = nil) {
            self.statement = statement
            self.signature = signature
            self.items = items
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

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
    }

    public struct Blob: Codable, Sendable {
        public var sha256: String
        public var mimeType: String
        public var size: Int
        /// The file's bytes, written to JSON as base64 `data` (left out when not asked for).
        public var content: Data?
        /// Written as `data` in place of the content: the JSON export's marker for where it
        /// streams the base64 itself.
        var dataPlaceholder: String?

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
            try container.encodeIfPresent(dataPlaceholder ?? content?.base64EncodedString(), forKey: .data)
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
}

/// One section (checklist › top heading) with its counts, over all screens and per screen.
public struct SectionSummary: Codable, Sendable {
    public var name: String
    public var checklist: String
    public var counts: OutcomeCounts
    /// Counts per screen, in the order of `AuditReport.screens` that are counted.
    public var perScreen: [OutcomeCounts]
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
    }
}

/// A result as it stood when a sign-off was given.
public struct SignedResult: Codable, Sendable, Equatable {
    public var screen: String
    public var item: String
    public var status: String
    public var digest: String
}

extension Outcome {
    /// Rolls outcomes over screens up to one: fail, then can't tell, then untested, then
    /// pass; n/a only when nothing else was seen.
    static func rollUp(_ counts: OutcomeCounts) -> Outcome {
        for outcome in [Outcome.fail, .cantTell, .untested, .pass] where counts[outcome] > 0 { return outcome }
        return counts.na > 0 ? .na : .untested
    }
}

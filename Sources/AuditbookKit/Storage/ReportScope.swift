import Foundation

/// Which part of an audit a report covers.
public struct ReportScope: Sendable {
    /// Only these screens (all when empty).
    public var screens: [String]
    /// Only items whose conformance is fail, and only failed results.
    public var failuresOnly: Bool
    /// Carry evidence file contents (base64) in `AuditReport.blobs`.
    public var evidenceData: Bool
    /// Carry the change history (the JSON export does; the other formats do not show it).
    public var history: Bool

    /// Results, findings and evidence metadata only: what sign-off, verify, gate and diff
    /// read (no evidence contents, no change history).
    public static let resultsOnly = ReportScope(evidenceData: false, history: false)

    public init(screens: [String] = [], failuresOnly: Bool = false, evidenceData: Bool = true, history: Bool = true) {
        self.screens = screens
        self.failuresOnly = failuresOnly
        self.evidenceData = evidenceData
        self.history = history
    }
}

import Foundation

// What the domain needs from storage, as protocols over plain values. `AuditbookStore`'s
// `Workbook` provides them over SQLite; the use cases (`AuditbookUseCases`) are written
// against these, so another store (a server, a merged view of two workbooks) can stand in.

/// Where compiled checklists are kept.
public protocol ChecklistStorage: Sendable {
    /// Stores a compiled checklist as a new version, or nothing when it is unchanged.
    @discardableResult func store(_ compiled: CompiledChecklist) throws -> StoreOutcome
    /// The latest version of every checklist.
    func checklists() throws -> [ChecklistSummary]
    /// Replaces the links between items of different checklists (latest versions) with the
    /// pairs `pairs` finds among them, reading and writing as one change.
    func replaceEquivalents(_ pairs: ([EquivalenceFinder.Entry]) -> [EquivalenceFinder.Pair]) throws
    /// The items of the latest versions of every checklist but `excluded`, as the equivalence
    /// rule reads them, and the latest version number of every checklist.
    func equivalenceEntries(excluding excluded: Set<String>) throws -> (entries: [EquivalenceFinder.Entry], latest: [String: Int])
    /// Replaces the links with `pairs`, found beforehand, when the latest version of every
    /// checklist is still the one in `latest`; returns false and changes nothing when another
    /// version was stored since.
    func replaceEquivalents(_ pairs: [EquivalenceFinder.Pair], ifLatestVersionsAre latest: [String: Int]) throws -> Bool
}

/// Where audits are read from for reports, verification, the gate and diffs.
public protocol AuditReportSource: Sendable {
    /// Everything held for an audit (the current one when `auditID` is nil), as one snapshot.
    func report(auditID: String?, scope: ReportScope, now: Date, parallelism: Parallelism) throws -> AuditReport
    /// Calls `body` with each evidence file's SHA-256, type and contents, one at a time.
    func forEachEvidence(_ hashes: [String], _ body: (String, String, Data) throws -> Void) throws
}

extension AuditReportSource {
    /// An audit's results, findings and evidence metadata (no contents, no history): what
    /// sign-off, verify, the gate and diffs read.
    public func results(auditID: String?) throws -> AuditReport {
        try report(auditID: auditID, scope: .resultsOnly, now: Date(), parallelism: .allCores)
    }
}

import Foundation
import GRDB

/// Which part of an audit a report covers.
public struct ReportScope: Sendable {
    /// Only these screens (all when empty).
    public var screens: [String]
    /// Only items whose conformance is fail, and only failed results.
    public var failuresOnly: Bool
    /// Carry evidence file contents (base64) in `AuditReport.blobs`.
    public var evidenceData: Bool

    public init(screens: [String] = [], failuresOnly: Bool = false, evidenceData: Bool = true) {
        self.screens = screens
        self.failuresOnly = failuresOnly
        self.evidenceData = evidenceData
    }
}

extension Workbook {
    /// Reads everything the workbook holds for an audit into an `AuditReport`, in one read
    /// transaction so the report is one consistent snapshot.
    public func report(auditID: String? = nil, scope: ReportScope = ReportScope(), now: Date = Date()) throws -> AuditReport {
        let auditID = try resolveAudit(auditID)
        return try perform(path) { try writer.read { try ReportQuery(db: $0, auditID: auditID, scope: scope).build(now: now) } }
    }
}

/// The queries behind `Workbook.report`: a handful of set-wise reads, joined in memory.
struct ReportQuery {
    let db: Database
    let auditID: String
    let scope: ReportScope

    func build(now: Date) throws -> AuditReport {
        let row = try Row.fetchOne(db, sql: "SELECT * FROM audit WHERE id = ?", arguments: [auditID])!
        let audit = AuditReport.Audit(
            id: auditID, title: row["title"], app: row["app"], build: row["build"], platform: row["platform"], state: row["state"],
            createdBy: row["createdBy"], createdAt: row["createdAt"], copiedFrom: row["copiedFrom"],
            filters: JSONText.decode([String: String].self, row["filters"], default: [:]).filter { !$0.value.isEmpty })
        let checklists = try self.checklists()
        var screens = try self.screens()
        if !scope.screens.isEmpty {
            let wanted = try scope.screens.map { name -> String in
                guard let screen = screens.first(where: { $0.name.lowercased() == name.lowercased() }) else {
                    throw AuditbookError.missingInput("no screen '\(name)' in audit \(auditID); screens: \(screens.map(\.name).joined(separator: ", "))")
                }
                return screen.name
            }
            screens = screens.filter { wanted.contains($0.name) }.map { var screen = $0; screen.counted = true; return screen }
        }
        let auditItems = try self.auditItems()
        var results = try Self.results(db, auditID: auditID)
        let screenNames = Set(screens.map(\.name))
        results = results.filter { screenNames.contains($0.screen) }

        // Outcome of every (screen, item); a missing result is untested.
        var outcome: [String: [String: Outcome]] = [:]
        for result in results { outcome[result.screen, default: [:]][result.item] = result.status }
        let counted = screens.filter(\.counted)
        var sectionOrder: [String] = []
        var sectionChecklist: [String: String] = [:]
        var sectionCounts: [String: (OutcomeCounts, [OutcomeCounts])] = [:]
        var items: [ReportItem] = []
        var totals = OutcomeCounts(), conformance = OutcomeCounts()
        for item in auditItems {
            var counts = OutcomeCounts()
            if sectionCounts[item.section] == nil {
                sectionOrder.append(item.section)
                sectionChecklist[item.section] = item.checklist
                sectionCounts[item.section] = (OutcomeCounts(), Array(repeating: OutcomeCounts(), count: counted.count))
            }
            for (index, screen) in counted.enumerated() {
                let value = outcome[screen.name]?[item.id] ?? .untested
                counts[value] += 1
                sectionCounts[item.section]!.0[value] += 1
                sectionCounts[item.section]!.1[index][value] += 1
            }
            totals.add(counts)
            let rolled = Outcome.rollUp(counts)
            conformance[rolled] += 1
            items.append(ReportItem(id: item.id, checklist: item.checklist, requirement: item.requirement, section: item.section,
                                    conformance: rolled, counts: counts))
        }
        for index in screens.indices {
            var counts = OutcomeCounts()
            for item in auditItems { counts[outcome[screens[index].name]?[item.id] ?? .untested] += 1 }
            screens[index].counts = counts
            screens[index].percentComplete = counts.percentComplete
        }
        var failuresByImpact = ["blocking": 0, "major": 0, "minor": 0]
        for result in results where result.status == .fail {
            for finding in result.findings { failuresByImpact[finding.impact.rawValue, default: 0] += 1 }
        }
        let conditions = Set(results.flatMap { $0.conditions.map { "\($0.key)=\($0.value)" } }).sorted()
        let dates = results.map(\.updatedAt)
        let summary = AuditReport.Summary(
            totals: totals, percentComplete: totals.percentComplete, conformance: conformance, failuresByImpact: failuresByImpact,
            sections: sectionOrder.map { SectionSummary(name: $0, checklist: sectionChecklist[$0]!, counts: sectionCounts[$0]!.0, perScreen: sectionCounts[$0]!.1) },
            reviewers: Set(results.map(\.reviewer)).sorted(), conditions: conditions,
            firstResultAt: dates.min(), lastResultAt: dates.max())

        if scope.failuresOnly {
            items = items.filter { $0.conformance == .fail }
            results = results.filter { $0.status == .fail }
        }
        let hashes = Set(results.flatMap { $0.evidence.compactMap(\.sha256) + $0.findings.flatMap { $0.evidence.compactMap(\.sha256) } })
        return AuditReport(
            generatedAt: now, generator: "auditbook \(AuditbookVersion.current)", audit: audit, checklists: checklists,
            screens: screens, items: items, results: results, blobs: try blobs(hashes), signoffs: try signoffs(),
            history: try history(), summary: summary)
    }

    private func checklists() throws -> [AuditReport.Checklist] {
        try Row.fetchAll(db, sql: """
            SELECT v.* FROM auditChecklist a JOIN checklistVersion v ON v.id = a.versionId WHERE a.auditId = ? ORDER BY v.checklistId
            """, arguments: [auditID]).map { row in
            AuditReport.Checklist(
                id: row["checklistId"], version: row["version"], title: row["title"], description: row["description"],
                license: row["license"], documentVersion: row["documentVersion"], source: row["sourcePath"],
                sourceDigest: row["sourceDigest"], contentDigest: row["contentDigest"], compiledAt: row["compiledAt"],
                items: try Workbook.items(db, sql: "SELECT * FROM item WHERE versionId = ? ORDER BY position", arguments: [row["id"]]).map(\.item))
        }
    }

    private func screens() throws -> [ReportScreen] {
        let rows = try Row.fetchAll(db, sql: """
            SELECT name, description, isAppWide,
                   (isAppWide = 0 OR EXISTS (SELECT 1 FROM result r WHERE r.screenId = screen.id)
                    OR NOT EXISTS (SELECT 1 FROM screen o WHERE o.auditId = screen.auditId AND o.isAppWide = 0)) AS counted
            FROM screen WHERE auditId = ? ORDER BY position
            """, arguments: [auditID])
        return rows.map { ReportScreen(name: $0["name"], description: $0["description"], isAppWide: $0["isAppWide"], counted: $0["counted"],
                                       counts: OutcomeCounts(), percentComplete: 0) }
    }

    private struct AuditItemRow { var id: String; var checklist: String; var requirement: String; var section: String }

    private func auditItems() throws -> [AuditItemRow] {
        try Row.fetchAll(db, sql: """
            SELECT i.itemId, i.sectionPath, v.checklistId, ai.requirementKey FROM auditItem ai
            JOIN item i ON i.id = ai.itemRowId JOIN checklistVersion v ON v.id = i.versionId
            WHERE ai.auditId = ? ORDER BY ai.position
            """, arguments: [auditID]).map { row in
            let path = JSONText.decode([String].self, row["sectionPath"], default: [])
            let checklist: String = row["checklistId"]
            return AuditItemRow(id: row["itemId"], checklist: checklist, requirement: row["requirementKey"],
                                section: checklist + " › " + (path.first ?? "(document)"))
        }
    }

    /// Every stored result of the audit with its findings, evidence and conditions, in
    /// screen order then item order. Shared with sign-off digests.
    static func results(_ db: Database, auditID: String) throws -> [ReportResult] {
        var evidenceByResult: [Int64: [ReportResult.Evidence]] = [:]
        var evidenceByFinding: [Int64: [ReportResult.Evidence]] = [:]
        var conditionsByResult: [Int64: [String: String]] = [:]
        for row in try Row.fetchAll(db, sql: """
            SELECT e.*, b.mimeType, b.size FROM evidence e JOIN result r ON r.id = e.resultId LEFT JOIN blob b ON b.sha256 = e.sha256
            WHERE r.auditId = ? ORDER BY e.id
            """, arguments: [auditID]) {
            let resultID: Int64 = row["resultId"]
            let kind: String = row["kind"]
            if kind == "condition" {
                conditionsByResult[resultID, default: [:]][row["conditionKey"]] = row["conditionValue"]
                continue
            }
            let evidence = ReportResult.Evidence(kind: kind, sha256: row["sha256"], fileName: row["fileName"], mimeType: row["mimeType"],
                                                 size: row["size"], url: row["url"], addedBy: row["addedBy"], addedAt: row["addedAt"])
            if let findingID: Int64 = row["findingId"] { evidenceByFinding[findingID, default: []].append(evidence) } else {
                evidenceByResult[resultID, default: []].append(evidence)
            }
        }
        var findingsByResult: [Int64: [ReportResult.Finding]] = [:]
        for row in try Row.fetchAll(db, sql: """
            SELECT f.* FROM finding f JOIN result r ON r.id = f.resultId WHERE r.auditId = ? ORDER BY f.id
            """, arguments: [auditID]) {
            let id: Int64 = row["id"]
            findingsByResult[row["resultId"], default: []].append(ReportResult.Finding(
                title: row["title"], note: row["note"], impact: Impact(rawValue: row["impact"]) ?? .major, createdAt: row["createdAt"],
                evidence: evidenceByFinding[id] ?? []))
        }
        return try Row.fetchAll(db, sql: """
            SELECT r.id, r.status, r.note, r.reviewer, r.updatedAt, r.carriedOver, s.name AS screenName, i.itemId
            FROM result r JOIN screen s ON s.id = r.screenId JOIN item i ON i.id = r.itemRowId
            LEFT JOIN auditItem ai ON ai.auditId = r.auditId AND ai.itemRowId = r.itemRowId
            WHERE r.auditId = ? ORDER BY s.position, ai.position
            """, arguments: [auditID]).map { row in
            let id: Int64 = row["id"]
            return ReportResult(screen: row["screenName"], item: row["itemId"], status: Outcome(rawValue: row["status"]) ?? .untested,
                                note: row["note"], reviewer: row["reviewer"], updatedAt: row["updatedAt"], carriedOver: row["carriedOver"],
                                findings: findingsByResult[id] ?? [], evidence: evidenceByResult[id] ?? [],
                                conditions: conditionsByResult[id] ?? [:])
        }
    }

    private func blobs(_ hashes: Set<String>) throws -> [AuditReport.Blob] {
        guard !hashes.isEmpty else { return [] }
        let columns = scope.evidenceData ? "sha256, mimeType, size, data" : "sha256, mimeType, size"
        var blobs: [AuditReport.Blob] = []
        for hash in hashes.sorted() {
            guard let row = try Row.fetchOne(db, sql: "SELECT \(columns) FROM blob WHERE sha256 = ?", arguments: [hash]) else { continue }
            let data: Data? = scope.evidenceData ? row["data"] : nil
            blobs.append(AuditReport.Blob(sha256: hash, mimeType: row["mimeType"], size: row["size"], data: data?.base64EncodedString()))
        }
        return blobs
    }

    private func signoffs() throws -> [AuditReport.Signoff] {
        var snapshots: [Int64: [SignedResult]] = [:]
        for row in try Row.fetchAll(db, sql: """
            SELECT sr.* FROM signoffResult sr JOIN signoff s ON s.id = sr.signoffId WHERE s.auditId = ? ORDER BY sr.signoffId, sr.screenName, sr.itemId
            """, arguments: [auditID]) {
            snapshots[row["signoffId"], default: []].append(SignedResult(screen: row["screenName"], item: row["itemId"], status: row["status"], digest: row["digest"]))
        }
        return try Row.fetchAll(db, sql: "SELECT * FROM signoff WHERE auditId = ? ORDER BY id", arguments: [auditID]).map { row in
            AuditReport.Signoff(reviewer: row["reviewer"], role: row["role"], decision: row["decision"], comment: row["comment"],
                                digest: row["digest"], signedAt: row["signedAt"], revokedAt: row["revokedAt"],
                                revokedReason: row["revokedReason"], results: snapshots[row["id"]] ?? [])
        }
    }

    private func history() throws -> [HistoryEntry] {
        try Row.fetchAll(db, sql: "SELECT * FROM history WHERE auditId = ? ORDER BY id", arguments: [auditID]).map {
            HistoryEntry(at: $0["at"], reviewer: $0["reviewer"], screen: $0["screenName"], item: $0["itemId"], action: $0["action"],
                         oldStatus: $0["oldStatus"], newStatus: $0["newStatus"], oldNote: $0["oldNote"], newNote: $0["newNote"])
        }
    }
}

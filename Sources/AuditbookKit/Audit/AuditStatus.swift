import Foundation
import GRDB

/// Counts of each outcome, encoded with the outcome names as keys.
public struct OutcomeCounts: Codable, Sendable, Equatable {
    public var pass = 0, fail = 0, na = 0, cantTell = 0, untested = 0

    enum CodingKeys: String, CodingKey {
        case pass, fail, na, untested
        case cantTell = "cant-tell"
    }

    public init() {}

    public subscript(_ outcome: Outcome) -> Int {
        get {
            switch outcome {
            case .pass: return pass
            case .fail: return fail
            case .na: return na
            case .cantTell: return cantTell
            case .untested: return untested
            }
        }
        set {
            switch outcome {
            case .pass: pass = newValue
            case .fail: fail = newValue
            case .na: na = newValue
            case .cantTell: cantTell = newValue
            case .untested: untested = newValue
            }
        }
    }

    public var total: Int { pass + fail + na + cantTell + untested }
    public var answered: Int { total - untested }
    public var percentComplete: Double { total == 0 ? 0 : (Double(answered) * 1000 / Double(total)).rounded() / 10 }

    mutating func add(_ other: OutcomeCounts) {
        for outcome in Outcome.allCases { self[outcome] += other[outcome] }
    }
}

/// `auditbook status`: per screen and per section, the count of each outcome.
public struct AuditStatus: Codable, Sendable {
    public struct SectionStatus: Codable, Sendable {
        public var name: String
        public var counts: OutcomeCounts
        public var percentComplete: Double
    }

    public struct ScreenStatus: Codable, Sendable {
        public var name: String
        public var counts: OutcomeCounts
        public var percentComplete: Double
        public var sections: [SectionStatus]
        public var failuresByImpact: [String: Int]
    }

    public var audit: String
    public var title: String
    public var screens: [ScreenStatus]
    public var totals: OutcomeCounts
    public var percentComplete: Double
    public var failuresByImpact: [String: Int]
}

extension Workbook {
    public func status(auditID: String? = nil) throws -> AuditStatus {
        let auditID = try resolveAudit(auditID)
        return try perform(path) {
            try writer.read { db in
                let title = try String.fetchOne(db, sql: "SELECT title FROM audit WHERE id = ?", arguments: [auditID]) ?? ""
                // The app-wide screen counts only once something was recorded on it.
                let screens = try Row.fetchAll(db, sql: """
                    SELECT id, name FROM screen WHERE auditId = ? AND \(Self.screenCounts) ORDER BY position
                    """, arguments: [auditID])
                let sections = try Row.fetchAll(db, sql: """
                    SELECT ai.itemRowId, i.sectionPath, v.checklistId FROM auditItem ai JOIN item i ON i.id = ai.itemRowId
                    JOIN checklistVersion v ON v.id = i.versionId WHERE ai.auditId = ? ORDER BY ai.position
                    """, arguments: [auditID])
                var sectionOf: [Int64: String] = [:]
                var sectionOrder: [String] = []
                for row in sections {
                    let path = JSONText.decode([String].self, row["sectionPath"], default: [])
                    let name = (row["checklistId"] as String) + " › " + (path.first ?? "(document)")
                    sectionOf[row["itemRowId"]] = name
                    if !sectionOrder.contains(name) { sectionOrder.append(name) }
                }
                let results = try Row.fetchAll(db, sql: "SELECT screenId, itemRowId, status FROM result WHERE auditId = ?", arguments: [auditID])
                var outcome: [Int64: [Int64: Outcome]] = [:]
                for row in results { outcome[row["screenId"], default: [:]][row["itemRowId"]] = Outcome(rawValue: row["status"]) }
                let impacts = try Row.fetchAll(db, sql: """
                    SELECT r.screenId, f.impact, COUNT(*) AS n FROM finding f JOIN result r ON r.id = f.resultId
                    WHERE r.auditId = ? AND r.status = 'fail' GROUP BY r.screenId, f.impact
                    """, arguments: [auditID])
                var screenStatuses: [AuditStatus.ScreenStatus] = []
                var totals = OutcomeCounts()
                var allImpacts: [String: Int] = ["blocking": 0, "major": 0, "minor": 0]
                for screen in screens {
                    let screenID: Int64 = screen["id"]
                    var counts = OutcomeCounts()
                    var perSection: [String: OutcomeCounts] = [:]
                    for row in sections {
                        let itemRow: Int64 = row["itemRowId"]
                        let value = outcome[screenID]?[itemRow] ?? .untested
                        counts[value] += 1
                        perSection[sectionOf[itemRow]!, default: OutcomeCounts()][value] += 1
                    }
                    var byImpact: [String: Int] = ["blocking": 0, "major": 0, "minor": 0]
                    for row in impacts where row["screenId"] as Int64 == screenID {
                        byImpact[row["impact"], default: 0] += row["n"] as Int
                        allImpacts[row["impact"], default: 0] += row["n"] as Int
                    }
                    totals.add(counts)
                    screenStatuses.append(AuditStatus.ScreenStatus(
                        name: screen["name"], counts: counts, percentComplete: counts.percentComplete,
                        sections: sectionOrder.compactMap { name in perSection[name].map { AuditStatus.SectionStatus(name: name, counts: $0, percentComplete: $0.percentComplete) } },
                        failuresByImpact: byImpact))
                }
                return AuditStatus(audit: auditID, title: title, screens: screenStatuses, totals: totals,
                                   percentComplete: totals.percentComplete, failuresByImpact: allImpacts)
            }
        }
    }
}

/// One change to a result, from the append-only history.
public struct HistoryEntry: Codable, Sendable {
    public var at: Date
    public var reviewer: String
    public var screen: String
    public var item: String
    public var action: String
    public var oldStatus: String?
    public var newStatus: String?
    public var oldNote: String?
    public var newNote: String?
}

extension Workbook {
    public func history(auditID: String? = nil, screen: String? = nil, item: String? = nil) throws -> [HistoryEntry] {
        let auditID = try resolveAudit(auditID)
        return try perform(path) {
            try writer.read { db in
                var sql = "SELECT * FROM history WHERE auditId = ?"
                var arguments: StatementArguments = [auditID]
                if let screen { sql += " AND screenName = ? COLLATE NOCASE"; arguments += [screen] }
                if let item { sql += " AND itemId = ?"; arguments += [item] }
                return try Row.fetchAll(db, sql: sql + " ORDER BY id", arguments: arguments).map {
                    HistoryEntry(at: $0["at"], reviewer: $0["reviewer"], screen: $0["screenName"], item: $0["itemId"], action: $0["action"],
                                 oldStatus: $0["oldStatus"], newStatus: $0["newStatus"], oldNote: $0["oldNote"], newNote: $0["newNote"])
                }
            }
        }
    }
}

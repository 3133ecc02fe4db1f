import AuditbookKit
import Foundation
import GRDB

extension Workbook {
    /// The walk's steps: each requirement once per screen, screen by screen. Without a
    /// screen name, all named screens (or the app-wide one when there are none).
    public func walkSteps(auditID: String? = nil, screen: String? = nil) throws -> [WalkStep] {
        let auditID = try resolveAudit(auditID)
        return try perform(path) {
            try writer.read { db in
                var screens: [Screen]
                if let screen {
                    screens = [try Self.screen(db, auditID: auditID, name: screen)]
                } else {
                    screens = try ScreenRecord.of(audit: auditID).fetchAll(db).map(\.screen)
                    let named = screens.filter { !$0.isAppWide }
                    if !named.isEmpty { screens = named }
                }
                let rows = try Row.fetchAll(db, sql: """
                    SELECT i.*, ai.requirementKey, v.title AS checklistTitle FROM auditItem ai
                    JOIN item i ON i.id = ai.itemRowId JOIN checklistVersion v ON v.id = i.versionId
                    WHERE ai.auditId = ? ORDER BY ai.position
                    """, arguments: [auditID])
                var groups: [String: [String]] = [:]
                for row in rows { groups[try row.value("requirementKey"), default: []].append(try row.value("itemId")) }
                var seenKeys = Set<String>()
                var questions: [(rowID: Int64, item: ChecklistItem, key: String, checklistTitle: String, versionID: Int64)] = []
                for row in rows where seenKeys.insert(try row.value("requirementKey")).inserted {
                    questions.append((try row.value("id"), try ItemRecord(row: row).item(), try row.value("requirementKey"), try row.value("checklistTitle"), try row.value("versionId")))
                }
                var relatedCache: [String: ChecklistItem] = [:]
                func relatedItems(_ ids: [String], version: Int64) throws -> [ChecklistItem] {
                    try ids.compactMap { id in
                        if let cached = relatedCache[id] { return cached }
                        let found = try ItemRecord.filter(ItemRecord.Columns.versionId == version && ItemRecord.Columns.itemId == id).fetchOne(db)?.item()
                        relatedCache[id] = found
                        return found
                    }
                }
                var steps: [WalkStep] = []
                for (screenIndex, screen) in screens.enumerated() {
                    let results = try Row.fetchAll(db, sql: "SELECT itemRowId, status, note FROM result WHERE screenId = ?", arguments: [screen.id])
                    var byItem: [Int64: (Outcome, String?)] = [:]
                    for row in results { byItem[try row.value("itemRowId")] = (try row.word("status", as: Outcome.self), try row.value("note")) }
                    for question in questions {
                        let answer = byItem[question.rowID]
                        steps.append(WalkStep(
                            screen: screen.name, screenIndex: screenIndex + 1, screenCount: screens.count, item: question.item,
                            alsoAnswers: (groups[question.key] ?? []).filter { $0 != question.item.id },
                            related: try relatedItems(question.item.related, version: question.versionID),
                            checklistTitle: question.checklistTitle, outcome: answer?.0 ?? .untested, note: answer?.1))
                    }
                }
                return steps
            }
        }
    }
}

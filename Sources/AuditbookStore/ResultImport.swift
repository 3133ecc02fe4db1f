import AuditbookKit
import CSV
import Foundation
import GRDB

extension Workbook {
    /// Imports results in one transaction: every row is checked first, and a bad row changes
    /// nothing. Rows equal to what is stored change nothing, so importing twice is a no-op.
    public func importResults(_ rows: [ImportedResult], auditID: String? = nil, reviewer: String, file: String) throws -> ImportSummary {
        let auditID = try resolveAudit(auditID)
        var parsed: [(row: ImportedResult, outcome: Outcome, note: String?, conditions: [TestCondition], links: [String])] = []
        for (index, row) in rows.enumerated() {
            guard let outcome = Outcome.parse(row.status) else {
                throw AuditbookError.badInput(file: file, reason: "result \(index + 1): unknown status '\(row.status)'; use pass, fail, na, cant-tell or untested")
            }
            let note = row.note.flatMap { $0.first?.isWhitespace == true || $0.last?.isWhitespace == true ? $0.trimmingCharacters(in: .whitespacesAndNewlines) : $0 }
            if outcome.requiresNote, note?.isEmpty ?? true {
                throw AuditbookError.badInput(file: file, reason: "result \(index + 1) (\(row.screen) · \(row.item)): a note is required for \(outcome.rawValue)")
            }
            do {
                let conditions = try (row.conditions ?? [:]).sorted { $0.key < $1.key }.map { try TestCondition.parse("\($0.key)=\($0.value)") }
                let links = try (row.links ?? []).map(EvidenceFile.validateLink)
                parsed.append((row, outcome, note?.isEmpty == true ? nil : note, conditions, links))
            } catch let error as AuditbookError {
                throw AuditbookError.badInput(file: file, reason: "result \(index + 1): \(error)")
            }
        }
        return try perform(path) {
            try writer.write { db in
                try Self.requireOpen(db, auditID)
                var screens: [String: Screen] = [:]
                var members: [String: [(rowID: Int64, itemID: String)]] = [:]
                var changed = 0, unchanged = 0
                let now = Date()
                // What is stored already, read once rather than row by row.
                struct Key: Hashable { var screen: Int64; var item: Int64 }
                var stored: [Key: (id: Int64, status: String, note: String?)] = [:]
                for row in try Row.fetchAll(db, sql: "SELECT id, screenId, itemRowId, status, note FROM result WHERE auditId = ?", arguments: [auditID]) {
                    stored[Key(screen: row["screenId"], item: row["itemRowId"])] = (row["id"], row["status"], row["note"])
                }
                let insert = try db.cachedStatement(sql: "INSERT INTO result (auditId, screenId, itemRowId, status, note, reviewer, updatedAt) VALUES (?, ?, ?, ?, ?, ?, ?)")
                let update = try db.cachedStatement(sql: "UPDATE result SET status = ?, note = ?, reviewer = ?, updatedAt = ?, carriedOver = 0 WHERE id = ?")
                let log = try db.cachedStatement(sql: """
                    INSERT INTO history (auditId, screenName, itemId, action, oldStatus, newStatus, oldNote, newNote, reviewer, at)
                    VALUES (?, ?, ?, 'import', ?, ?, ?, ?, ?, ?)
                    """)
                for (index, entry) in parsed.enumerated() {
                    let screenKey = entry.row.screen
                    let screen: Screen
                    if let cached = screens[screenKey] { screen = cached } else {
                        do { screen = try Self.screen(db, auditID: auditID, name: entry.row.screen) } catch let error as AuditbookError {
                            throw AuditbookError.badInput(file: file, reason: "result \(index + 1): \(error)")
                        }
                        screens[screenKey] = screen
                    }
                    let group: [(rowID: Int64, itemID: String)]
                    if let cached = members[entry.row.item] { group = cached } else {
                        do { group = try Self.requirementMembers(db, auditID: auditID, itemID: entry.row.item) } catch let error as AuditbookError {
                            throw AuditbookError.badInput(file: file, reason: "result \(index + 1): \(error)")
                        }
                        members[entry.row.item] = group
                    }
                    let note = entry.note
                    let who = entry.row.reviewer ?? reviewer
                    var rowChanged = false
                    for member in group {
                        let key = Key(screen: screen.id, item: member.rowID)
                        let existing = stored[key]
                        let oldStatus: String? = existing?.status, oldNote: String? = existing?.note
                        let resultID: Int64
                        if let existing {
                            resultID = existing.id
                            if oldStatus != entry.outcome.rawValue || oldNote != note {
                                try update.execute(arguments: [entry.outcome.rawValue, note, who, now, resultID])
                            }
                        } else {
                            try insert.execute(arguments: [auditID, screen.id, member.rowID, entry.outcome.rawValue, note, who, now])
                            resultID = db.lastInsertedRowID
                        }
                        stored[key] = (resultID, entry.outcome.rawValue, note)
                        if oldStatus != entry.outcome.rawValue || oldNote != note {
                            rowChanged = true
                            try log.execute(arguments: [auditID, screen.name, member.itemID, oldStatus, entry.outcome.rawValue, oldNote, note, who, now])
                        }
                        if !entry.conditions.isEmpty || !entry.links.isEmpty {
                            try Self.attach(db, resultID: resultID, findingID: nil, files: [], links: entry.links, conditions: entry.conditions, by: who, at: now)
                        }
                    }
                    if rowChanged { changed += 1 } else { unchanged += 1 }
                }
                return ImportSummary(read: parsed.count, changed: changed, unchanged: unchanged, screensAdded: [])
            }
        }
    }
}

import AuditbookKit
import Foundation
import GRDB

extension Workbook {
    /// Records one answer, with its evidence, in one transaction. An item that states the
    /// same requirement as items of other checklists in the audit records all of them.
    @discardableResult
    public func record(_ input: ResultInput, auditID: String? = nil, maxEvidenceBytes: Int = EvidenceFile.defaultLimit,
                       action: String = "record") throws -> RecordOutcome {
        let note = input.note?.trimmingCharacters(in: .whitespacesAndNewlines)
        if input.outcome.requiresNote, note?.isEmpty ?? true {
            throw AuditbookError.about(.note, .usage("a note is required for \(input.outcome.rawValue): say what you saw"))
        }
        let files = try input.evidence.map { try EvidenceFile.load($0, limit: maxEvidenceBytes) }
        let findingFiles = try input.findings.map { try $0.evidence.map { try EvidenceFile.load($0, limit: maxEvidenceBytes) } }
        let links = try input.links.map(EvidenceFile.validateLink)
        let auditID = try resolveAudit(auditID)
        return try perform(path) {
            try writer.write { db in
                try Self.requireOpen(db, auditID)
                let screen = try Self.screen(db, auditID: auditID, name: input.screen)
                let members = try Self.requirementMembers(db, auditID: auditID, itemID: input.item)
                let now = Date()
                var changed = false
                var written: [String] = []
                for member in members {
                    let shared = member.itemID != input.item
                    let existing = try ResultRecord.find(screen: screen.id, item: member.rowID).fetchOne(db)
                    // Sharing never overwrites an answer a group mate was given for itself.
                    if shared, let existing,
                       !AuditRules.mayShare(onto: .init(status: Outcome(rawValue: existing.status) ?? .untested,
                                                        carriedOver: existing.carriedOver, sharedFrom: existing.sharedFrom)) {
                        continue
                    }
                    let oldStatus = existing?.status, oldNote = existing?.note
                    var result = existing ?? ResultRecord(auditId: auditID, screenId: screen.id, itemRowId: member.rowID,
                                                          status: input.outcome.rawValue, note: note, reviewer: input.reviewer,
                                                          updatedAt: now, carriedOver: false)
                    let answerChanged = oldStatus != input.outcome.rawValue || oldNote != note
                    let sharedFrom = shared ? input.item : nil
                    if existing == nil || answerChanged || result.sharedFrom != sharedFrom || result.carriedOver {
                        if answerChanged || existing == nil {
                            result.reviewer = input.reviewer
                            result.updatedAt = now
                        }
                        result.status = input.outcome.rawValue
                        result.note = note
                        result.carriedOver = false
                        result.sharedFrom = sharedFrom
                        try result.save(db)
                    }
                    let resultID = result.id!
                    if answerChanged {
                        changed = true
                        try HistoryRecord(auditId: auditID, screenName: screen.name, itemId: member.itemID, action: action,
                                          oldStatus: oldStatus, newStatus: input.outcome.rawValue, oldNote: oldNote, newNote: note,
                                          reviewer: input.reviewer, at: now).insert(db)
                    }
                    if try Self.attach(db, resultID: resultID, findingID: nil, files: files, links: links, conditions: input.conditions,
                                       by: input.reviewer, at: now) {
                        changed = true
                    }
                    for (finding, evidence) in zip(input.findings, findingFiles) {
                        var record = FindingRecord(resultId: resultID, title: finding.title, note: finding.note,
                                                   impact: finding.impact.rawValue, createdAt: now)
                        try record.insert(db)
                        try Self.attach(db, resultID: resultID, findingID: record.id, files: evidence, links: [], conditions: [],
                                        by: input.reviewer, at: now)
                        changed = true
                    }
                    written.append(member.itemID)
                }
                return RecordOutcome(audit: auditID, screen: screen.name, items: written, status: input.outcome, changed: changed)
            }
        }
    }

    static func requireOpen(_ db: Database, _ auditID: String) throws {
        let state = try String.fetchOne(db, sql: "SELECT state FROM audit WHERE id = ?", arguments: [auditID])
        if state == "signed" {
            throw AuditbookError.refused("audit \(auditID) is signed off; reopen it first with: auditbook audit reopen \(auditID)")
        }
    }

    static func screen(_ db: Database, auditID: String, name: String) throws -> Screen {
        guard let row = try Row.fetchOne(db, sql: "SELECT * FROM screen WHERE auditId = ? AND name = ? COLLATE NOCASE",
                                         arguments: [auditID, name.trimmingCharacters(in: .whitespaces)]) else {
            let names = try String.fetchAll(db, sql: "SELECT name FROM screen WHERE auditId = ? ORDER BY position", arguments: [auditID])
            throw AuditbookError.missingInput("no screen '\(name)' in audit \(auditID); screens: \(names.joined(separator: ", "))")
        }
        return Screen(id: try row.value("id"), name: try row.value("name"), description: try row.value("description"), isAppWide: try row.value("isAppWide"))
    }

    static func requirementMembers(_ db: Database, auditID: String, itemID: String) throws -> [(rowID: Int64, itemID: String)] {
        guard let key = try String.fetchOne(db, sql: """
            SELECT ai.requirementKey FROM auditItem ai JOIN item i ON i.id = ai.itemRowId WHERE ai.auditId = ? AND i.itemId = ?
            """, arguments: [auditID, itemID]) else {
            throw AuditbookError.about(.item, .missingInput("item '\(itemID)' is not in audit \(auditID)"))
        }
        return try Row.fetchAll(db, sql: """
            SELECT ai.itemRowId, i.itemId FROM auditItem ai JOIN item i ON i.id = ai.itemRowId
            WHERE ai.auditId = ? AND ai.requirementKey = ? ORDER BY ai.position
            """, arguments: [auditID, key]).map { (try $0.value("itemRowId"), try $0.value("itemId")) }
    }

    /// Adds evidence to a result, skipping what it has already (the same file, link or
    /// condition value); says whether anything was added.
    @discardableResult
    static func attach(_ db: Database, resultID: Int64, findingID: Int64?, files: [EvidenceFile], links: [String],
                       conditions: [TestCondition], by reviewer: String, at date: Date) throws -> Bool {
        var added = false
        for file in files {
            try db.execute(sql: "INSERT OR IGNORE INTO blob (sha256, mimeType, size, data) VALUES (?, ?, ?, ?)",
                           arguments: [file.sha256, file.mimeType, file.data.count, file.data])
            let exists = try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM evidence WHERE resultId = ? AND sha256 = ? AND findingId IS ?)",
                                           arguments: [resultID, file.sha256, findingID])!
            if !exists {
                try db.execute(sql: "INSERT INTO evidence (resultId, findingId, kind, sha256, fileName, addedBy, addedAt) VALUES (?, ?, 'file', ?, ?, ?, ?)",
                               arguments: [resultID, findingID, file.sha256, file.fileName, reviewer, date])
                added = true
            }
        }
        for link in links {
            let exists = try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM evidence WHERE resultId = ? AND url = ?)", arguments: [resultID, link])!
            if !exists {
                try db.execute(sql: "INSERT INTO evidence (resultId, findingId, kind, url, addedBy, addedAt) VALUES (?, ?, 'link', ?, ?, ?)",
                               arguments: [resultID, findingID, link, reviewer, date])
                added = true
            }
        }
        for condition in conditions {
            let current = try String.fetchOne(db, sql: "SELECT conditionValue FROM evidence WHERE resultId = ? AND kind = 'condition' AND conditionKey = ?",
                                              arguments: [resultID, condition.key])
            if current == condition.value { continue }
            added = true
            try db.execute(sql: "DELETE FROM evidence WHERE resultId = ? AND kind = 'condition' AND conditionKey = ?", arguments: [resultID, condition.key])
            try db.execute(sql: """
                INSERT INTO evidence (resultId, findingId, kind, conditionKey, conditionValue, addedBy, addedAt) VALUES (?, NULL, 'condition', ?, ?, ?, ?)
                """, arguments: [resultID, condition.key, condition.value, reviewer, date])
        }
        return added
    }
}

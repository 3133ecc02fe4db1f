import AuditbookKit
import Foundation
import GRDB

extension Workbook {
    public func screens(auditID: String? = nil) throws -> [Screen] {
        let auditID = try resolveAudit(auditID)
        return try perform(path) {
            try writer.read { db in
                try Row.fetchAll(db, sql: "SELECT * FROM screen WHERE auditId = ? ORDER BY position", arguments: [auditID]).map {
                    Screen(id: try $0.value("id"), name: try $0.value("name"), description: try $0.value("description"), isAppWide: try $0.value("isAppWide"))
                }
            }
        }
    }

    public func addScreen(_ name: String, description: String?, auditID: String? = nil) throws -> Screen {
        let auditID = try resolveAudit(auditID)
        let name = try AuditRules.validScreenNames([name])[0]
        return try perform(path) {
            try writer.write { db in
                try Self.requireOpen(db, auditID)
                if try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM screen WHERE auditId = ? AND name = ? COLLATE NOCASE)", arguments: [auditID, name])! {
                    throw AuditbookError.usage("audit \(auditID) already has a screen '\(name)'")
                }
                let position = try Int.fetchOne(db, sql: "SELECT COALESCE(MAX(position), -1) + 1 FROM screen WHERE auditId = ? AND isAppWide = 0", arguments: [auditID]) ?? 0
                try db.execute(sql: "INSERT INTO screen (auditId, name, description, position) VALUES (?, ?, ?, ?)",
                               arguments: [auditID, name, description, position])
                return Screen(id: db.lastInsertedRowID, name: name, description: description, isAppWide: false)
            }
        }
    }

    public func renameScreen(_ name: String, to newName: String, auditID: String? = nil) throws {
        let auditID = try resolveAudit(auditID)
        let newName = try AuditRules.validScreenNames([newName])[0]
        try perform(path) {
            try writer.write { db in
                try Self.requireOpen(db, auditID)
                let screen = try Self.screen(db, auditID: auditID, name: name)
                guard !screen.isAppWide else { throw AuditbookError.usage("the \(Screen.appWideName) screen cannot be renamed") }
                if try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM screen WHERE auditId = ? AND name = ? COLLATE NOCASE AND id != ?)",
                                     arguments: [auditID, newName, screen.id])! {
                    throw AuditbookError.usage("audit \(auditID) already has a screen '\(newName)'")
                }
                try db.execute(sql: "UPDATE screen SET name = ? WHERE id = ?", arguments: [newName, screen.id])
            }
        }
    }

    /// A carried-over result keeps what explained it: its findings (with their impact) and
    /// its evidence, files, links and conditions.
    private static func carryFindingsAndEvidence(_ db: Database, from sourceID: String, to targetID: String) throws {
        var newResult: [Int64: Int64] = [:]
        for row in try Row.fetchAll(db, sql: """
            SELECT r.id AS old, nr.id AS new FROM result r JOIN screen o ON o.id = r.screenId
            JOIN screen n ON n.auditId = ? AND n.name = o.name JOIN result nr ON nr.screenId = n.id AND nr.itemRowId = r.itemRowId
            WHERE r.auditId = ?
            """, arguments: [targetID, sourceID]) {
            newResult[try row.value("old")] = try row.value("new")
        }
        var newFinding: [Int64: Int64] = [:]
        for row in try Row.fetchAll(db, sql: """
            SELECT f.* FROM finding f JOIN result r ON r.id = f.resultId WHERE r.auditId = ? ORDER BY f.id
            """, arguments: [sourceID]) {
            guard let resultID = newResult[try row.value("resultId")] else { continue }
            try db.execute(sql: "INSERT INTO finding (resultId, title, note, impact, createdAt) VALUES (?, ?, ?, ?, ?)",
                           arguments: [resultID, row["title"], row["note"], row["impact"], row["createdAt"]])
            newFinding[try row.value("id")] = db.lastInsertedRowID
        }
        for row in try Row.fetchAll(db, sql: """
            SELECT e.* FROM evidence e JOIN result r ON r.id = e.resultId WHERE r.auditId = ? ORDER BY e.id
            """, arguments: [sourceID]) {
            guard let resultID = newResult[try row.value("resultId")] else { continue }
            let findingID = (try row.value("findingId") as Int64?).flatMap { newFinding[$0] }
            try Self.insertEvidenceRow(db, [resultID, findingID, row["kind"], row["sha256"], row["fileName"], row["url"], row["conditionKey"],
                                            row["conditionValue"], row["addedBy"], row["addedAt"]])
        }
    }

    /// Removes a screen; refused when it has results, unless `force`.
    public func removeScreen(_ name: String, force: Bool, auditID: String? = nil) throws {
        let auditID = try resolveAudit(auditID)
        try perform(path) {
            try writer.write { db in
                let screen = try Self.screen(db, auditID: auditID, name: name)
                guard !screen.isAppWide else { throw AuditbookError.usage("the \(Screen.appWideName) screen cannot be removed") }
                let results = try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM result WHERE screenId = ?", arguments: [screen.id]) ?? 0
                if results > 0, !force {
                    throw AuditbookError.about(.removingResults, .refused("screen '\(screen.name)' has \(results) results"))
                }
                try Self.requireOpen(db, auditID)
                try db.execute(sql: "DELETE FROM screen WHERE id = ?", arguments: [screen.id])
            }
        }
    }

    /// A re-audit: the same checklists, items and screens; with `carryResults`, the previous
    /// results too, marked as carried over. Becomes the current audit.
    public func copyAudit(_ sourceID: String?, title: String?, build: String? = nil, carryResults: Bool, by reviewer: String) throws -> AuditSummary {
        let sourceID = try resolveAudit(sourceID)
        let newID: String = try perform(path) {
            try writer.write { db in
                let source = try Row.fetchOne(db, sql: "SELECT * FROM audit WHERE id = ?", arguments: [sourceID])!
                let id = try Self.newAuditID(db)
                let now = Date()
                try db.execute(sql: """
                    INSERT INTO audit (id, title, app, build, platform, filters, copiedFrom, createdBy, createdAt)
                    SELECT ?, ?, app, COALESCE(?, build), platform, filters, id, ?, ? FROM audit WHERE id = ?
                    """, arguments: [id, title ?? "\(try source.value("title") as String) (re-audit)", build, reviewer, now, sourceID])
                try db.execute(sql: "INSERT INTO auditChecklist SELECT ?, versionId FROM auditChecklist WHERE auditId = ?", arguments: [id, sourceID])
                try db.execute(sql: "INSERT INTO auditItem SELECT ?, itemRowId, position, requirementKey FROM auditItem WHERE auditId = ?", arguments: [id, sourceID])
                try db.execute(sql: "INSERT INTO screen (auditId, name, description, position, isAppWide) SELECT ?, name, description, position, isAppWide FROM screen WHERE auditId = ? ORDER BY position",
                               arguments: [id, sourceID])
                if carryResults {
                    try db.execute(sql: """
                        INSERT INTO result (auditId, screenId, itemRowId, status, note, reviewer, updatedAt, carriedOver)
                        SELECT ?, n.id, r.itemRowId, r.status, r.note, r.reviewer, r.updatedAt, 1
                        FROM result r JOIN screen o ON o.id = r.screenId JOIN screen n ON n.auditId = ? AND n.name = o.name
                        WHERE r.auditId = ?
                        """, arguments: [id, id, sourceID])
                    try db.execute(sql: """
                        INSERT INTO history (auditId, screenName, itemId, action, oldStatus, newStatus, oldNote, newNote, reviewer, at)
                        SELECT ?, s.name, i.itemId, 'carry-over', NULL, r.status, NULL, r.note, ?, ?
                        FROM result r JOIN screen s ON s.id = r.screenId JOIN item i ON i.id = r.itemRowId WHERE r.auditId = ?
                        """, arguments: [id, reviewer, now, id])
                    try Self.carryFindingsAndEvidence(db, from: sourceID, to: id)
                }
                try Self.setCurrent(db, id)
                return id
            }
        }
        return try audit(newID)
    }

}

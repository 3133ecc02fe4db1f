import AuditbookKit
import Foundation
import GRDB

extension Workbook {
    /// Imports results in one transaction: every row is checked first, and a bad row changes
    /// nothing. Each answered row is stored for its own item exactly as the file gives it; the
    /// answer is shared to the item's requirement-group mates the file does not answer, unless
    /// a mate has an answer of its own or the group's rows disagree (reported, rows named).
    /// `untested` rows change nothing. Rows equal to what is stored change nothing, so
    /// importing a file twice is a no-op.
    public func importResults(_ rows: [ImportedResult], auditID: String? = nil, reviewer: String, file: String) throws -> ImportSummary {
        let auditID = try resolveAudit(auditID)
        let answers = try rows.enumerated().map { try ImportedAnswer(row: $0.element, index: $0.offset, file: file) }
        return try perform(path) {
            try writer.write { db in
                try Self.requireOpen(db, auditID)
                var importer = try ResultImporter(db: db, auditID: auditID, reviewer: reviewer, file: file)
                return try importer.run(answers)
            }
        }
    }
}

/// One row of an import file, checked: its outcome, note, conditions and links.
private struct ImportedAnswer {
    var row: ImportedResult
    var place: String
    var outcome: Outcome
    var note: String?
    var conditions: [TestCondition]
    var links: [String]

    init(row: ImportedResult, index: Int, file: String) throws {
        self.row = row
        place = row.place(index: index)
        let status = row.status.trimmingCharacters(in: .whitespaces)
        guard !status.isEmpty else {
            throw AuditbookError.badInput(file: file, reason: "\(place) (\(row.screen) · \(row.item)): the status is empty; write pass, fail, na, cant-tell or untested (untested changes nothing), or drop the row")
        }
        guard let outcome = Outcome.parse(status) else {
            throw AuditbookError.badInput(file: file, reason: "\(place): unknown status '\(row.status)'; use pass, fail, na, cant-tell or untested")
        }
        self.outcome = outcome
        let note = row.note?.trimmingCharacters(in: .whitespacesAndNewlines)
        self.note = note?.isEmpty == true ? nil : note
        if outcome.requiresNote, self.note == nil {
            throw AuditbookError.badInput(file: file, reason: "\(place) (\(row.screen) · \(row.item)): a note is required for \(outcome.rawValue)")
        }
        do {
            conditions = try (row.conditions ?? [:]).sorted { $0.key < $1.key }.map { try TestCondition.parse("\($0.key)=\($0.value)") }
            links = try (row.links ?? []).map(EvidenceFile.validateLink)
        } catch let error as AuditbookError {
            throw AuditbookError.badInput(file: file, reason: "\(place): \(error)")
        }
    }

    func agrees(with other: ImportedAnswer) -> Bool { outcome == other.outcome && note == other.note }
}

/// The work of one import inside its transaction: what is stored is read once, then each
/// answer is written where it belongs.
private struct ResultImporter {
    struct Key: Hashable { var screen: Int64; var item: Int64 }
    struct Stored { var id: Int64; var status: String; var note: String?; var carriedOver: Bool; var sharedFrom: String? }
    struct Member { var rowID: Int64; var itemID: String; var group: String }

    let db: Database
    let auditID: String
    let reviewer: String
    let file: String
    let now = Date()
    var stored: [Key: Stored] = [:]
    var members: [String: Member] = [:]
    var groups: [String: [Member]] = [:]
    var screens: [String: Screen] = [:]
    let insert: Statement, update: Statement, log: Statement

    init(db: Database, auditID: String, reviewer: String, file: String) throws {
        self.db = db
        self.auditID = auditID
        self.reviewer = reviewer
        self.file = file
        for row in try Row.fetchAll(db, sql: "SELECT id, screenId, itemRowId, status, note, carriedOver, sharedFrom FROM result WHERE auditId = ?",
                                    arguments: [auditID]) {
            stored[Key(screen: try row.value(1), item: try row.value(2))] = Stored(id: try row.value(0), status: try row.value(3), note: try row.value(4), carriedOver: try row.value(5), sharedFrom: try row.value(6))
        }
        for row in try Row.fetchAll(db, sql: """
            SELECT ai.itemRowId, i.itemId, ai.requirementKey FROM auditItem ai JOIN item i ON i.id = ai.itemRowId
            WHERE ai.auditId = ? ORDER BY ai.position
            """, arguments: [auditID]) {
            let member = Member(rowID: try row.value(0), itemID: try row.value(1), group: try row.value(2))
            if members[member.itemID] == nil { members[member.itemID] = member }
            groups[member.group, default: []].append(member)
        }
        insert = try db.cachedStatement(sql: """
            INSERT INTO result (auditId, screenId, itemRowId, status, note, reviewer, updatedAt, sharedFrom) VALUES (?, ?, ?, ?, ?, ?, ?, ?)
            """)
        // Reviewer and time stay when only where the answer came from changes.
        update = try db.cachedStatement(sql: """
            UPDATE result SET status = ?, note = ?, reviewer = COALESCE(?, reviewer), updatedAt = COALESCE(?, updatedAt), carriedOver = 0,
                sharedFrom = ? WHERE id = ?
            """)
        log = try db.cachedStatement(sql: """
            INSERT INTO history (auditId, screenName, itemId, action, oldStatus, newStatus, oldNote, newNote, reviewer, at)
            VALUES (?, ?, ?, 'import', ?, ?, ?, ?, ?, ?)
            """)
    }

    mutating func run(_ answers: [ImportedAnswer]) throws -> ImportSummary {
        // Where each row lands, checked before anything is written.
        struct Placed { var answer: ImportedAnswer; var screen: Screen; var member: Member }
        var placed: [Placed] = []
        var explicit: [Key: Placed] = [:]
        var withoutAnswer = 0
        for answer in answers {
            let screen = try self.screen(answer)
            guard let member = members[answer.row.item.trimmingCharacters(in: .whitespaces)] else {
                throw AuditbookError.badInput(file: file, reason: "\(answer.place): item '\(answer.row.item)' is not in audit \(auditID); see: auditbook audit show \(auditID)")
            }
            if answer.outcome == .untested { withoutAnswer += 1; continue }
            let key = Key(screen: screen.id, item: member.rowID)
            if let earlier = explicit[key] {
                guard earlier.answer.agrees(with: answer) else {
                    throw AuditbookError.badInput(file: file, reason: "\(earlier.answer.place) and \(answer.place) answer \(screen.name) · \(member.itemID) differently; keep one of them")
                }
                continue
            }
            let entry = Placed(answer: answer, screen: screen, member: member)
            explicit[key] = entry
            placed.append(entry)
        }

        var changed = 0, unchanged = 0
        var disagreements: [String] = []
        struct GroupKey: Hashable { var screen: Int64; var group: String }
        var answeredInGroup: [GroupKey: [Placed]] = [:]
        for entry in placed where (groups[entry.member.group]?.count ?? 0) > 1 {
            answeredInGroup[GroupKey(screen: entry.screen.id, group: entry.member.group), default: []].append(entry)
        }
        var shared: Set<GroupKey> = []
        for entry in placed {
            var rowChanged = try write(entry.answer, screen: entry.screen, member: entry.member, sharedFrom: nil)
            // Share to the group mates this file does not answer, if the group's rows agree.
            let mates = (groups[entry.member.group] ?? []).filter { $0.rowID != entry.member.rowID }
            let groupKey = GroupKey(screen: entry.screen.id, group: entry.member.group)
            if !mates.isEmpty, shared.insert(groupKey).inserted {
                let answered = answeredInGroup[groupKey] ?? [entry]
                if answered.allSatisfy({ $0.answer.agrees(with: entry.answer) }) {
                    for mate in mates where explicit[Key(screen: entry.screen.id, item: mate.rowID)] == nil {
                        rowChanged = try write(entry.answer, screen: entry.screen, member: mate, sharedFrom: entry.member.itemID) || rowChanged
                    }
                } else {
                    disagreements.append("\(entry.screen.name): " + answered.map { "\($0.answer.place) (\($0.member.itemID): \($0.answer.outcome.rawValue))" }
                        .joined(separator: ", ") + " state one requirement but disagree; each is stored as given, nothing is shared")
                }
            }
            if rowChanged { changed += 1 } else { unchanged += 1 }
        }
        return ImportSummary(read: answers.count, changed: changed, unchanged: unchanged + withoutAnswer, screensAdded: [],
                             withoutAnswer: withoutAnswer, disagreements: disagreements)
    }

    private mutating func screen(_ answer: ImportedAnswer) throws -> Screen {
        // Keyed as the screen lookup matches names: trimmed, any case.
        let key = answer.row.screen.trimmingCharacters(in: .whitespaces).lowercased()
        if let cached = screens[key] { return cached }
        do {
            let screen = try Workbook.screen(db, auditID: auditID, name: answer.row.screen)
            screens[key] = screen
            return screen
        } catch let error as AuditbookError {
            throw AuditbookError.badInput(file: file, reason: "\(answer.place): \(error)")
        }
    }

    /// Stores `answer` for `member` on `screen` (shared from another item when `sharedFrom`
    /// is set, and then only onto an answer that may be shared over); says whether it changed.
    private mutating func write(_ answer: ImportedAnswer, screen: Screen, member: Member, sharedFrom: String?) throws -> Bool {
        let key = Key(screen: screen.id, item: member.rowID)
        let existing = stored[key]
        if sharedFrom != nil, let existing,
           !AuditRules.mayShare(onto: .init(status: Outcome(rawValue: existing.status) ?? .untested, carriedOver: existing.carriedOver,
                                            sharedFrom: existing.sharedFrom)) {
            return false
        }
        let who = answer.row.reviewer ?? reviewer
        let answerChanged = existing?.status != answer.outcome.rawValue || existing?.note != answer.note
        let resultID: Int64
        if let existing {
            resultID = existing.id
            if answerChanged || existing.sharedFrom != sharedFrom || existing.carriedOver {
                try update.execute(arguments: [answer.outcome.rawValue, answer.note, answerChanged ? who : nil, answerChanged ? now : nil, sharedFrom, resultID])
            }
        } else {
            try insert.execute(arguments: [auditID, screen.id, member.rowID, answer.outcome.rawValue, answer.note, who, now, sharedFrom])
            resultID = db.lastInsertedRowID
        }
        stored[key] = Stored(id: resultID, status: answer.outcome.rawValue, note: answer.note, carriedOver: false, sharedFrom: sharedFrom)
        if answerChanged {
            try log.execute(arguments: [auditID, screen.name, member.itemID, existing?.status, answer.outcome.rawValue, existing?.note, answer.note, who, now])
        }
        let attached = try Workbook.attach(db, resultID: resultID, findingID: nil, files: [], links: answer.links, conditions: answer.conditions,
                                           by: who, at: now)
        return answerChanged || attached
    }
}

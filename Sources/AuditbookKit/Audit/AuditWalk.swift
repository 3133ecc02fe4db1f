import Foundation
import GRDB

/// One question of the walk: a requirement on a screen.
public struct WalkStep: Sendable {
    public var screen: String
    public var screenIndex: Int
    public var screenCount: Int
    public var item: ChecklistItem
    /// IDs of the items of other checklists answered together with this one.
    public var alsoAnswers: [String]
    /// The rules this item points at or restates, for their guidance and examples.
    public var related: [ChecklistItem]
    public var checklistTitle: String
    public var outcome: Outcome
    public var note: String?
}

/// The walk through an audit as a state machine with no I/O: commands in, effects out.
/// The caller stores each `record` effect (one transaction) and reports back.
public struct AuditWalk: Sendable {
    public enum Command: Sendable, Equatable {
        case answer(Outcome, note: String?)
        case skip
        case back
        case undo
        case jump(Int)
    }

    public enum Effect: Sendable, Equatable {
        /// Store this answer for step `step`; `restoring` is true for an undo.
        case record(step: Int, outcome: Outcome, note: String?, restoring: Bool)
        case moved
        case atStart
        case nothingToUndo
        case finished
    }

    public private(set) var steps: [WalkStep]
    public private(set) var position: Int
    private var undoStack: [(step: Int, outcome: Outcome, note: String?)] = []

    /// Starts at the first unanswered step (or at the end when all are answered).
    public init(steps: [WalkStep]) {
        self.steps = steps
        position = steps.firstIndex { $0.outcome == .untested } ?? steps.count
    }

    public var current: WalkStep? { position < steps.count ? steps[position] : nil }
    public var isFinished: Bool { position >= steps.count }
    public var answered: Int { steps.filter { $0.outcome != .untested }.count }

    /// Position of the current step within its screen (1-based) and the screen's size.
    public var itemOfScreen: (index: Int, count: Int) {
        guard let current else { return (0, 0) }
        let onScreen = steps.indices.filter { steps[$0].screen == current.screen }
        return ((onScreen.firstIndex(of: position) ?? 0) + 1, onScreen.count)
    }

    public mutating func apply(_ command: Command) -> Effect {
        switch command {
        case .answer(let outcome, let note):
            guard position < steps.count else { return .finished }
            let step = position
            undoStack.append((step, steps[step].outcome, steps[step].note))
            steps[step].outcome = outcome
            steps[step].note = note
            advance()
            return .record(step: step, outcome: outcome, note: note, restoring: false)
        case .skip:
            guard position < steps.count else { return .finished }
            advance()
            return isFinished ? .finished : .moved
        case .back:
            guard position > 0 else { return .atStart }
            position -= 1
            return .moved
        case .undo:
            guard let last = undoStack.popLast() else { return .nothingToUndo }
            steps[last.step].outcome = last.outcome
            steps[last.step].note = last.note
            position = last.step
            return .record(step: last.step, outcome: last.outcome, note: last.note, restoring: true)
        case .jump(let index):
            position = max(0, min(index, steps.count))
            return .moved
        }
    }

    /// After an answer, the next unanswered step after it, else the next step.
    private mutating func advance() {
        let next = position + 1
        if let unanswered = steps[next...].firstIndex(where: { $0.outcome == .untested }) {
            position = unanswered
        } else {
            position = min(next, steps.count)
        }
    }
}

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
                    screens = try Row.fetchAll(db, sql: "SELECT * FROM screen WHERE auditId = ? ORDER BY position", arguments: [auditID]).map {
                        Screen(id: $0["id"], name: $0["name"], description: $0["description"], isAppWide: $0["isAppWide"])
                    }
                    let named = screens.filter { !$0.isAppWide }
                    if !named.isEmpty { screens = named }
                }
                let rows = try Row.fetchAll(db, sql: """
                    SELECT i.*, ai.requirementKey, v.title AS checklistTitle FROM auditItem ai
                    JOIN item i ON i.id = ai.itemRowId JOIN checklistVersion v ON v.id = i.versionId
                    WHERE ai.auditId = ? ORDER BY ai.position
                    """, arguments: [auditID])
                var groups: [String: [String]] = [:]
                for row in rows { groups[row["requirementKey"], default: []].append(row["itemId"]) }
                var seenKeys = Set<String>()
                var questions: [(rowID: Int64, item: ChecklistItem, key: String, checklistTitle: String, versionID: Int64)] = []
                for row in rows where seenKeys.insert(row["requirementKey"]).inserted {
                    questions.append((row["id"], Workbook.item(from: row), row["requirementKey"], row["checklistTitle"], row["versionId"]))
                }
                var relatedCache: [String: ChecklistItem] = [:]
                func relatedItems(_ ids: [String], version: Int64) throws -> [ChecklistItem] {
                    try ids.compactMap { id in
                        if let cached = relatedCache[id] { return cached }
                        let found = try Workbook.items(db, sql: "SELECT * FROM item WHERE versionId = ? AND itemId = ?", arguments: [version, id]).first?.item
                        relatedCache[id] = found
                        return found
                    }
                }
                var steps: [WalkStep] = []
                for (screenIndex, screen) in screens.enumerated() {
                    let results = try Row.fetchAll(db, sql: "SELECT itemRowId, status, note FROM result WHERE screenId = ?", arguments: [screen.id])
                    var byItem: [Int64: (Outcome, String?)] = [:]
                    for row in results { byItem[row["itemRowId"]] = (Outcome(rawValue: row["status"]) ?? .untested, row["note"]) }
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

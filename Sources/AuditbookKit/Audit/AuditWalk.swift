import Foundation

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

    package init(screen: String, screenIndex: Int, screenCount: Int, item: ChecklistItem, alsoAnswers: [String], related: [ChecklistItem], checklistTitle: String, outcome: Outcome, note: String? = nil) {
        self.screen = screen
        self.screenIndex = screenIndex
        self.screenCount = screenCount
        self.item = item
        self.alsoAnswers = alsoAnswers
        self.related = related
        self.checklistTitle = checklistTitle
        self.outcome = outcome
        self.note = note
    }
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

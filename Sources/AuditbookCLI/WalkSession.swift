import AuditbookKit
import AuditbookStore
import AuditbookUseCases
import Foundation

/// Drives an `AuditWalk` through a terminal: shows each item, reads answers, and stores
/// each one in its own transaction before moving on.
public final class WalkSession {
    private let book: Workbook
    private let auditID: String
    private var walk: AuditWalk
    private let terminal: WalkTerminal
    private let reviewer: String
    private let maxEvidenceBytes: Int
    private var showFullGuidance = false
    /// Evidence gathered with `e` for the current item, stored with its next answer.
    private var pendingEvidence: [String] = []
    private var pendingLinks: [String] = []
    private var pendingConditions: [TestCondition] = []

    public init(book: Workbook, auditID: String, walk: AuditWalk, terminal: WalkTerminal, reviewer: String,
                maxEvidenceBytes: Int = EvidenceFile.defaultLimit) {
        self.book = book
        self.auditID = auditID
        self.walk = walk
        self.terminal = terminal
        self.reviewer = reviewer
        self.maxEvidenceBytes = maxEvidenceBytes
    }

    private var render: WalkRenderer { WalkRenderer(color: terminal.useColor, columns: terminal.columns) }

    /// Runs until the walk is finished, the reviewer quits, or input ends. Every answer is
    /// already stored when this returns.
    public func run() {
        if walk.steps.isEmpty {
            terminal.write("This audit has no items to walk.\n")
            return
        }
        var lastShown = -1
        while let step = walk.current {
            if walk.position != lastShown {
                terminal.write(render.step(step, walk: walk, full: showFullGuidance))
                lastShown = walk.position
            }
            let command: String?
            if terminal.isInteractive {
                terminal.write(render.prompt)
                switch terminal.readKey() {
                case .end, .interrupt:
                    command = nil
                case .character(let character):
                    terminal.write("\(character == "\n" ? "" : String(character))\n")
                    command = String(character)
                }
            } else {
                command = terminal.readLine(prompt: render.prompt)
                if command != nil { terminal.write("\n") }
            }
            guard let command else { return finish(interrupted: true) }
            if !handle(command, step: step) { return finish(interrupted: false) }
            if walk.position != lastShown { lastShown = -1 }
        }
        finish(interrupted: false)
    }

    /// A finding's impact as typed at the prompt or in a line: "b" / "blocking", "m" / "major"
    /// or nothing, "n" / "mi" / "minor"; nil for anything else.
    static func impact(answering text: String) -> Impact? {
        switch text.trimmingCharacters(in: .whitespaces).lowercased() {
        case "b", "blocking": return .blocking
        case "", "m", "major": return .major
        case "n", "mi", "minor": return .minor
        default: return nil
        }
    }

    /// Handles one command line or key; false means quit.
    private func handle(_ input: String, step: WalkStep) -> Bool {
        let trimmed = input.trimmingCharacters(in: .whitespaces)
        let word = trimmed.split(separator: " ", maxSplits: 1).first.map(String.init)?.lowercased() ?? ""
        let rest = trimmed.split(separator: " ", maxSplits: 1).dropFirst().first.map(String.init)
        switch word {
        case "p", "pass": answer(.pass, note: rest, finding: nil)
        case "f", "fail", "n", "na", "n/a", "c", "cant-tell":
            let outcome: Outcome = word.hasPrefix("f") ? .fail : word.hasPrefix("n") ? .na : .cantTell
            // Line form: "f note | finding title | impact"
            let parts = rest?.split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) } ?? []
            var note = parts.first.flatMap { $0.isEmpty ? nil : $0 }
            if note == nil { note = ask("Note (required for \(outcome.label)): ") }
            if note == nil, terminal.lastLineWasCancelled {
                terminal.write("Cancelled; nothing was recorded.\n")
                return true
            }
            guard let note, !note.isEmpty else {
                terminal.write(render.warning("A note is required for \(outcome.label); nothing was recorded.") + "\n")
                return true
            }
            var finding: FindingInput?
            if outcome == .fail {
                let title = parts.count > 1 ? parts[1] : (terminal.isInteractive ? ask("Finding title (Enter to skip): ") ?? "" : "")
                if !title.isEmpty {
                    var impact: Impact?
                    if parts.count > 2 {
                        impact = Self.impact(answering: parts[2])
                        if impact == nil {
                            terminal.write(render.warning("Impact '\(parts[2])' is not blocking, major or minor; nothing was recorded.") + "\n")
                            return true
                        }
                    } else if terminal.isInteractive {
                        // Asked again until the answer is one of the three (Enter is major).
                        while impact == nil {
                            guard let text = ask("Impact: [b]locking, [m]ajor, mi[n]or (Enter = major): ") else {
                                if terminal.lastLineWasCancelled {
                                    terminal.write("Cancelled; nothing was recorded.\n")
                                    return true
                                }
                                impact = .major
                                break
                            }
                            impact = Self.impact(answering: text)
                            if impact == nil { terminal.write("Type b, m or n (or Enter for major).\n") }
                        }
                    }
                    finding = FindingInput(title: title, impact: impact ?? .major)
                }
            }
            answer(outcome, note: note, finding: finding)
        case "s", "skip":
            _ = walk.apply(.skip)
        case "b", "back":
            if walk.apply(.back) == .atStart { terminal.write("Already at the first item.\n") }
        case "u", "undo":
            apply(walk.apply(.undo), undoing: true)
        case "e", "evidence":
            collectEvidence(rest)
        case "g", "guidance":
            showFullGuidance.toggle()
            terminal.write(render.step(step, walk: walk, full: showFullGuidance))
        case "?", "h", "help":
            terminal.write(render.help)
        case "q", "quit", "exit":
            return false
        case "", "\n":
            break
        default:
            terminal.write("Unknown command '\(trimmed)'. Press ? for help.\n")
        }
        return true
    }

    private func answer(_ outcome: Outcome, note: String?, finding: FindingInput?) {
        var walkCopy = walk
        let effect = walkCopy.apply(.answer(outcome, note: note))
        guard case .record(let index, _, _, _) = effect else { return }
        let step = walk.steps[index]
        do {
            try book.record(ResultInput(screen: step.screen, item: step.item.id, outcome: outcome, note: note, reviewer: reviewer,
                                        evidence: pendingEvidence, links: pendingLinks, conditions: pendingConditions,
                                        findings: finding.map { [$0] } ?? []),
                            auditID: auditID, maxEvidenceBytes: maxEvidenceBytes, action: "walk")
            walk = walkCopy
            pendingEvidence = []
            pendingLinks = []
            pendingConditions = []
            terminal.write(render.saved(outcome, step: step) + "\n")
        } catch {
            terminal.write(render.warning("Not saved: \(error)") + "\n")
        }
    }

    private func apply(_ effect: AuditWalk.Effect, undoing: Bool) {
        switch effect {
        case .nothingToUndo:
            terminal.write("Nothing to undo.\n")
        case .record(let index, let outcome, let note, _):
            let step = walk.steps[index]
            do {
                try book.record(ResultInput(screen: step.screen, item: step.item.id, outcome: outcome, note: note, reviewer: reviewer),
                                auditID: auditID, action: "undo")
                terminal.write("Undone: \(step.item.id) on \(step.screen) is \(outcome.label) again.\n")
            } catch {
                terminal.write(render.warning("Undo not saved: \(error)") + "\n")
            }
        default:
            break
        }
    }

    private func collectEvidence(_ inline: String?) {
        let text = inline ?? ask("Evidence — a file path, an http(s) link, or a condition KEY=VALUE: ") ?? ""
        let value = text.trimmingCharacters(in: .whitespaces)
        guard !value.isEmpty else { return }
        do {
            if value.hasPrefix("http://") || value.hasPrefix("https://") {
                pendingLinks.append(try EvidenceFile.validateLink(value))
            } else if value.contains("="), !FileManager.default.fileExists(atPath: value) {
                pendingConditions.append(try TestCondition.parse(value))
            } else {
                _ = try EvidenceFile.load(value, limit: maxEvidenceBytes)
                pendingEvidence.append(value)
            }
            terminal.write("Added; it is saved with your answer to this item.\n")
        } catch {
            terminal.write(render.warning("\(error)") + "\n")
        }
    }

    private func ask(_ prompt: String) -> String? {
        terminal.readLine(prompt: prompt)?.trimmingCharacters(in: .whitespaces)
    }

    private func finish(interrupted: Bool) {
        let answered = walk.answered
        let message = walk.isFinished ? "All \(walk.steps.count) items answered." : "Stopped; \(answered) of \(walk.steps.count) answered."
        terminal.write("\n\(message) Every answer is saved. Resume with: auditbook walk --resume\n")
    }
}

import ArgumentParser
import AuditbookKit
import AuditbookStore
import AuditbookUseCases
import Foundation

/// `auditbook walk`: the main job. Walks the current audit screen by screen; on a fresh
/// workbook it first starts an audit of every checklist in it (the bundled ones).
struct WalkCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "walk",
        abstract: "Walk the current audit item by item, screen by screen (the default command).",
        discussion: """
            On a terminal, one key per answer; otherwise one command per line, so a walk can be scripted.
            Ctrl-C or the end of input stops cleanly: each answer is saved as it is given.
            """)

    @OptionGroup var workbook: WorkbookOptions
    @OptionGroup var audit: AuditOption
    @OptionGroup var reviewer: ReviewerOption
    @Option(help: "Walk only this screen.", completion: .custom(WorkbookCompletions.screens)) var screen: String?
    @Flag(help: "Continue the current audit; fail if there is none, instead of starting one.") var resume = false
    @OptionGroup var evidenceLimit: EvidenceLimitOption

    func run() throws {
        let book = try workbook.open()
        let auditID: String
        var started: (id: String, checklists: Int, items: Int)?
        if let current = try audit.audit ?? book.currentAuditID() {
            auditID = try book.resolveAudit(current)
        } else if resume {
            throw AuditbookError.missingInput("no audit to resume; start one with: auditbook audit new TITLE --screen NAME, or run auditbook walk")
        } else {
            let date = Date().formatted(date: .abbreviated, time: .omitted)
            let created = try book.createAudit(AuditSpec(title: "UI audit \(date)", checklists: AuditRules.defaultChecklists(try book.checklists())),
                                               createdBy: reviewer.resolved)
            auditID = created.id
            started = (created.id, created.checklists.count, created.items)
        }
        let terminal = ProcessTerminal()
        signal(SIGINT) { _ in
            // Outside raw mode (line input), Ctrl-C lands here: every answer is already saved.
            FileHandle.standardError.write(Data("\nStopped; every answer is saved.\n".utf8))
            Foundation.exit(130)
        }
        let steps = try book.walkSteps(auditID: auditID, screen: screen)
        if let started {
            // Items that ask for the same thing in two checklists are one question: say so,
            // or "70 items" beside "item 1/69" reads like a miscount.
            let questions = steps.count
            let asked = questions == started.items ? "" : ", asked as \(questions) questions (an item two checklists share is asked once)"
            Console.standard.error("Started audit \(started.id) of the \(started.checklists) bundled checklists: \(started.items) items\(asked), on the \(Screen.appWideName) screen.")
            Console.standard.error("Add screens with: auditbook screen add NAME   ·   the workbook is \(book.path)")
        }
        let session = WalkSession(book: book, auditID: auditID, walk: AuditWalk(steps: steps), terminal: terminal,
                                  reviewer: reviewer.resolved, maxEvidenceBytes: evidenceLimit.bytes)
        session.run()
        terminal.restore()
    }
}

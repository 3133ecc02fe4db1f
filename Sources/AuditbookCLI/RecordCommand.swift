import ArgumentParser
import AuditbookKit
import AuditbookStore
import AuditbookUseCases
import Foundation

/// `auditbook record`: one answer, scriptable.
struct RecordCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "record", abstract: "Record one result: an item on a screen, with a note and evidence. One transaction.")

    @OptionGroup var workbook: WorkbookOptions
    @OptionGroup var audit: AuditOption
    @OptionGroup var reviewer: ReviewerOption
    @OptionGroup var output: OutputOptions
    @Option(help: "The screen's name.", completion: .custom(WorkbookCompletions.screens)) var screen: String
    @Option(help: "The item ID, e.g. voiceover/4.1.", completion: .custom(WorkbookCompletions.itemIDs)) var item: String
    @Option(help: "pass, fail, na, cant-tell or untested.") var status: Outcome
    @Option(help: "Required for fail, na and cant-tell.") var note: String?
    @Option(name: .customLong("evidence"), help: "A file to attach (repeatable).") var evidence: [String] = []
    @Option(name: .customLong("link"), help: "An http(s) link, e.g. to the tracker or PR (repeatable).") var links: [String] = []
    @Option(name: .customLong("condition"), help: "A test condition KEY=VALUE, e.g. appearance=dark (repeatable).") var conditions: [String] = []
    @Option(name: .customLong("finding"), help: "A finding of a failure, \"Title\" or \"Title | note\" (repeatable).") var findings: [String] = []
    @Option(name: .customLong("finding-evidence"), help: "A file for the finding of the same position, N:FILE (1-based; repeatable).") var findingEvidence: [String] = []
    @Option(name: .customLong("impact"), help: "blocking, major or minor, one per --finding in order (default major).") var impacts: [Impact] = []
    @Option(name: .customLong("max-evidence-mb"), help: "Largest evidence file accepted, in MB.") var maxEvidenceMB: Int = 20

    func validate() throws {
        if impacts.count > findings.count { throw ValidationError("there are more --impact values than --finding titles") }
        if !findings.isEmpty, status != .fail { throw ValidationError("findings belong to a failure: use --status fail") }
        if maxEvidenceMB <= 0 { throw ValidationError("--max-evidence-mb must be positive") }
    }

    func run() throws {
        let parsedConditions = try conditions.map(TestCondition.parse)
        var evidenceByFinding: [Int: [String]] = [:]
        for entry in findingEvidence {
            let parts = entry.split(separator: ":", maxSplits: 1).map(String.init)
            guard parts.count == 2, let number = Int(parts[0]), number >= 1, number <= findings.count else {
                throw ValidationError("--finding-evidence '\(entry)' must be N:FILE with N from 1 to \(findings.count)")
            }
            evidenceByFinding[number - 1, default: []].append(parts[1])
        }
        let findingInputs = findings.enumerated().map { index, text in
            let parts = text.split(separator: "|", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            return FindingInput(title: parts[0], note: parts.count > 1 ? parts[1] : nil,
                                impact: index < impacts.count ? impacts[index] : .major, evidence: evidenceByFinding[index] ?? [])
        }
        let outcome = try workbook.open().record(
            ResultInput(screen: screen, item: item, outcome: status, note: note, reviewer: reviewer.resolved, evidence: evidence,
                        links: links, conditions: parsedConditions, findings: findingInputs),
            auditID: audit.audit, maxEvidenceBytes: maxEvidenceMB * 1_048_576)
        if output.json { return try Console.standard.json(outcome) }
        let also = outcome.items.count > 1 ? " (also \(outcome.items.dropFirst().joined(separator: ", ")))" : ""
        Console.standard.out("\(outcome.status.symbol) \(outcome.status.label)  \(outcome.screen) · \(outcome.items[0])\(also)\(outcome.changed ? "" : "  (unchanged)")")
    }
}

/// `auditbook status`: progress and outcomes per screen and section.
struct StatusCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "status", abstract: "Show the count of each outcome per screen and section.")
    @OptionGroup var workbook: WorkbookOptions
    @OptionGroup var audit: AuditOption
    @OptionGroup var output: OutputOptions
    @Flag(help: "Show every section of every screen.") var sections = false

    func run() throws {
        let status = try workbook.openForReading().status(auditID: audit.audit)
        if output.json { return try Console.standard.json(status) }
        let console = Console.standard
        console.out(console.style("\(status.audit) — \(status.title)", .bold) + "   \(status.percentComplete)% complete")
        func line(_ name: String, _ counts: OutcomeCounts, indent: String) -> String {
            let cells = Outcome.allCases.map { "\($0.symbol) \($0.label) \(counts[$0])" }.joined(separator: "  ")
            return "\(indent)\(name.padding(toLength: max(name.count, 28), withPad: " ", startingAt: 0))  \(String(format: "%5.1f", counts.percentComplete))%  \(cells)"
        }
        for screen in status.screens {
            console.out(line(screen.name, screen.counts, indent: ""))
            if sections { for section in screen.sections { console.out(line(section.name, section.counts, indent: "    ")) } }
        }
        console.out(line("Total", status.totals, indent: ""))
        let impacts = ["blocking", "major", "minor"].map { "\($0) \(status.failuresByImpact[$0] ?? 0)" }.joined(separator: ", ")
        console.out("findings on failures: \(impacts)")
    }
}

/// `auditbook history`: every change to a result.
struct HistoryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "history", abstract: "Show the append-only log of changes to results.")
    @OptionGroup var workbook: WorkbookOptions
    @OptionGroup var audit: AuditOption
    @OptionGroup var output: OutputOptions
    @Option(help: "Only this screen.", completion: .custom(WorkbookCompletions.screens)) var screen: String?
    @Option(help: "Only this item ID.", completion: .custom(WorkbookCompletions.itemIDs)) var item: String?

    func run() throws {
        let entries = try workbook.openForReading().history(auditID: audit.audit, screen: screen, item: item)
        if output.json { return try Console.standard.json(entries) }
        let formatter = ISO8601DateFormatter()
        for entry in entries {
            let change = "\(entry.oldStatus ?? "—") → \(entry.newStatus ?? "—")"
            Console.standard.out("\(formatter.string(from: entry.at))  \(entry.reviewer)  \(entry.action)  \(entry.screen) · \(entry.item)  \(change)\(entry.newNote.map { "  “\($0)”" } ?? "")")
        }
    }
}

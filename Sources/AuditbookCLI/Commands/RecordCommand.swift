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
    @OptionGroup var evidenceLimit: EvidenceLimitOption

    func validate() throws {
        if impacts.count > findings.count { throw ValidationError("there are more --impact values than --finding titles") }
        if !findings.isEmpty, status != .fail { throw ValidationError("findings belong to a failure: use --status fail") }
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
            auditID: audit.audit, maxEvidenceBytes: evidenceLimit.bytes)
        if output.json { return try Console.standard.json(outcome) }
        let also = outcome.items.count > 1 ? " (also \(outcome.items.dropFirst().joined(separator: ", ")))" : ""
        Console.standard.out("\(outcome.status.symbol) \(outcome.status.label)  \(outcome.screen) · \(outcome.items[0])\(also)\(outcome.changed ? "" : "  (unchanged)")")
    }
}


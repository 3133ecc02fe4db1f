import ArgumentParser
import AuditbookKit
import AuditbookStore
import AuditbookUseCases
import Foundation

/// `auditbook audit …`: create, list, show, switch and copy audits.
struct AuditCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "audit", abstract: "Create and manage audits.",
        subcommands: [New.self, List.self, Show.self, Use.self, Copy.self, Reopen.self])

    struct New: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Start an audit of one or more checklists; it becomes the current audit.")
        @OptionGroup var workbook: WorkbookOptions
        @OptionGroup var output: OutputOptions
        @OptionGroup var reviewer: ReviewerOption
        @Argument(help: "The audit's title.") var title: String
        @Option(name: .customLong("checklist"), help: "A checklist ID (repeatable; default: every checklist in the workbook).") var checklists: [String] = []
        @Option(name: .customLong("screen"), help: "A screen to audit (repeatable).") var screens: [String] = []
        @Option(help: "The app's name.") var app: String?
        @Option(help: "The build or version under test.") var build: String?
        @Option(help: "iOS, iPadOS, macOS, watchOS, tvOS or visionOS: keeps the items for that platform.") var platform: Platform?
        @Option(help: "Item kinds, comma-separated (default: checks, or rules where a checklist has no checks).") var kind: String?
        @Option(name: .customLong("min-severity"), help: "Only items of this severity or higher.") var minSeverity: Severity?
        @Option(name: .customLong("tag"), help: "Only items with this tag (repeatable).") var tags: [String] = []
        @Option(name: .customLong("section"), help: "Only items whose section names contain this (repeatable).") var sections: [String] = []

        func run() throws {
            let kinds = try (kind ?? "").split(separator: ",").map { raw -> ItemKind in
                guard let kind = ItemKind(rawValue: raw.trimmingCharacters(in: .whitespaces)) else {
                    throw ValidationError("unknown kind '\(raw)'; use check, rule, principle or anti-pattern")
                }
                return kind
            }
            let book = try workbook.open()
            let ids = checklists.isEmpty ? try book.checklists().sorted { $0.source < $1.source }.map(\.id) : checklists
            let audit = try book.createAudit(AuditSpec(title: title, checklists: ids, screens: screens, app: app, build: build,
                                                       platform: platform, kinds: kinds, minimumSeverity: minSeverity,
                                                       tags: tags, sections: sections), createdBy: reviewer.resolved)
            if output.json { return try Console.standard.json(audit) }
            Console.standard.out(audit.id)
            Console.standard.error("audit \(audit.id) '\(audit.title)': \(audit.items) items × \(audit.screens.count) screens; it is now the current audit. Next: auditbook walk")
        }
    }

    struct List: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "List the audits in the workbook.")
        @OptionGroup var workbook: WorkbookOptions
        @OptionGroup var output: OutputOptions

        func run() throws {
            let audits = try workbook.openForReading().audits()
            if output.json { return try Console.standard.json(audits) }
            if audits.isEmpty { Console.standard.error("no audits yet; start one with: auditbook audit new TITLE --screen NAME") }
            for audit in audits {
                Console.standard.out("\(audit.isCurrent ? "*" : " ") \(audit.id)  \(audit.title)  [\(audit.state)]  \(audit.items) items, \(audit.screens.count) screens  \(audit.app ?? "")")
            }
        }
    }

    struct Show: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Show an audit: checklists and versions, screens, items.")
        @OptionGroup var workbook: WorkbookOptions
        @OptionGroup var output: OutputOptions
        @Argument(help: "The audit ID (default: the current audit).") var id: String?
        @Flag(help: "List the audit's item IDs too.") var items = false

        func run() throws {
            let book = try workbook.open()
            let audit = try book.audit(id)
            let itemIDs = items ? try book.auditItemIDs(audit.id) : []
            if output.json {
                struct Shown: Encodable { var audit: AuditSummary; var items: [String]? }
                return try Console.standard.json(Shown(audit: audit, items: items ? itemIDs : nil))
            }
            let console = Console.standard
            console.out(console.style("\(audit.id) — \(audit.title)", .bold) + (audit.isCurrent ? "  (current)" : ""))
            console.out("state: \(audit.state)   app: \(audit.app ?? "—")   build: \(audit.build ?? "—")   platform: \(audit.platform ?? "—")")
            console.out("checklists: \(audit.checklists.joined(separator: ", "))")
            console.out("screens: \(audit.screens.joined(separator: ", "))")
            console.out("items: \(audit.items)   created by \(audit.createdBy) on \(audit.createdAt.formatted(date: .abbreviated, time: .shortened))\(audit.copiedFrom.map { "   copied from \($0)" } ?? "")")
            for itemID in itemIDs { console.out("  \(itemID)") }
        }
    }

    struct Use: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Make an audit the current one.")
        @OptionGroup var workbook: WorkbookOptions
        @Argument(help: "The audit ID.") var id: String

        func run() throws {
            try workbook.open().useAudit(id)
            Console.standard.error("audit \(id) is now the current audit")
        }
    }

    struct Copy: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Start a re-audit with the same checklists and screens; it becomes the current audit.")
        @OptionGroup var workbook: WorkbookOptions
        @OptionGroup var output: OutputOptions
        @OptionGroup var reviewer: ReviewerOption
        @Argument(help: "The audit to copy (default: the current audit).") var id: String?
        @Option(help: "Title of the new audit.") var title: String?
        @Option(help: "The build under test in the re-audit (default: the copied audit's).") var build: String?
        @Flag(name: .customLong("carry-results"), help: "Carry the previous results over (with their findings and evidence), marked as carried over.") var carryResults = false

        func run() throws {
            let audit = try workbook.open().copyAudit(id, title: title, build: build, carryResults: carryResults, by: reviewer.resolved)
            if output.json { return try Console.standard.json(audit) }
            Console.standard.out(audit.id)
            Console.standard.error("audit \(audit.id) copied from \(audit.copiedFrom ?? "?")\(carryResults ? " with its results carried over" : ""); it is now the current audit")
        }
    }

    struct Reopen: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Reopen a signed audit so its results can change; its sign-offs are recorded as no longer holding.")
        @OptionGroup var workbook: WorkbookOptions
        @OptionGroup var reviewer: ReviewerOption
        @Argument(help: "The audit ID (default: the current audit).") var id: String?
        @Option(help: "Why it is reopened (kept with the revoked sign-offs).") var reason: String?

        func run() throws {
            let revoked = try workbook.open().reopen(auditID: id, reviewer: reviewer.resolved, reason: reason)
            Console.standard.error("reopened; \(revoked) sign-off(s) no longer hold. Sign again once the results are final: auditbook signoff")
        }
    }
}

import ArgumentParser
import AuditbookKit
import AuditbookStore
import AuditbookUseCases
import Foundation

extension AuditCommand {
    struct New: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "new", abstract: "Start an audit of one or more checklists; it becomes the current audit.")
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
            let ids = checklists.isEmpty ? AuditRules.defaultChecklists(try book.checklists()) : checklists
            let audit = try book.createAudit(AuditSpec(title: title, checklists: ids, screens: screens, app: app, build: build,
                                                       platform: platform, kinds: kinds, minimumSeverity: minSeverity,
                                                       tags: tags, sections: sections), createdBy: reviewer.resolved)
            if output.json { return try Console.standard.json(audit) }
            Console.standard.out(audit.id)
            Console.standard.error("audit \(audit.id) '\(audit.title)': \(audit.items) items × \(audit.screens.count) screens; it is now the current audit. Next: auditbook walk")
        }
    }
}

import ArgumentParser
import AuditbookKit
import AuditbookStore
import AuditbookUseCases
import Foundation

extension AuditCommand {
    struct Copy: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "copy", abstract: "Start a re-audit with the same checklists and screens; it becomes the current audit.")
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
}

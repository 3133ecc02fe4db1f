import ArgumentParser
import AuditbookKit
import AuditbookStore
import AuditbookUseCases

extension ChecklistCommand {
    /// `auditbook checklist list`
    struct ChecklistList: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "list", abstract: "List the checklists in the workbook.")

        @OptionGroup var workbook: WorkbookOptions
        @OptionGroup var output: OutputOptions

        func run() throws {
            let console = Console.standard
            let checklists = try workbook.openForReading().checklists()
            if output.json { return try console.json(checklists) }
            if checklists.isEmpty {
                console.error("no checklists yet; compile one with: auditbook checklist compile FILE")
                return
            }
            let width = checklists.map(\.id.count).max() ?? 0
            for checklist in checklists {
                let id = checklist.id.padding(toLength: width, withPad: " ", startingAt: 0)
                console.out("\(console.style(id, .bold))  v\(checklist.version)  \(String(checklist.items).leftPadded(4)) items  \(checklist.title)")
            }
        }
    }
}

extension String {
    func leftPadded(_ width: Int) -> String {
        count >= width ? self : String(repeating: " ", count: width - count) + self
    }
}

import Foundation

import ArgumentParser

/// `auditbook checklist …`: compile guideline documents and look at the checklists.
struct ChecklistCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "checklist",
        abstract: "Compile guideline documents into checklists, list, show and lint them.",
        subcommands: [ChecklistCompile.self, ChecklistList.self, ChecklistShow.self, ChecklistLint.self, ChecklistRelated.self, ChecklistMap.self]
    )
}

import ArgumentParser
import AuditbookKit
import AuditbookStore
import AuditbookUseCases

/// `auditbook screen …`: the screens of the current audit.
struct ScreenCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "screen", abstract: "Add, list, rename and remove the screens of an audit.",
        subcommands: [Add.self, List.self, Rename.self, Remove.self])
}

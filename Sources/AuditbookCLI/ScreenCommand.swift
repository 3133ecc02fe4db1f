import ArgumentParser
import AuditbookKit
import AuditbookStore
import AuditbookUseCases

/// `auditbook screen …`: the screens of the current audit.
struct ScreenCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "screen", abstract: "Add, list, rename and remove the screens of an audit.",
        subcommands: [Add.self, List.self, Rename.self, Remove.self])

    struct Add: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Add a screen.")
        @OptionGroup var workbook: WorkbookOptions
        @OptionGroup var audit: AuditOption
        @Argument(help: "The screen's name, e.g. Checkout.") var name: String
        @Option(help: "Where it is, e.g. \"Settings > Account\".") var description: String?

        func run() throws {
            let screen = try workbook.open().addScreen(name, description: description, auditID: audit.audit)
            Console.standard.error("added screen '\(screen.name)'")
        }
    }

    struct List: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "List the screens.")
        @OptionGroup var workbook: WorkbookOptions
        @OptionGroup var audit: AuditOption
        @OptionGroup var output: OutputOptions

        func run() throws {
            let screens = try workbook.openForReading().screens(auditID: audit.audit)
            if output.json { return try Console.standard.json(screens) }
            for screen in screens {
                Console.standard.out("\(screen.name)\(screen.description.map { "  — \($0)" } ?? "")\(screen.isAppWide ? "  (items about the whole app)" : "")")
            }
        }
    }

    struct Rename: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Rename a screen.")
        @OptionGroup var workbook: WorkbookOptions
        @OptionGroup var audit: AuditOption
        @Argument var name: String
        @Argument(help: "The new name.") var newName: String

        func run() throws {
            try workbook.open().renameScreen(name, to: newName, auditID: audit.audit)
            Console.standard.error("renamed '\(name)' to '\(newName)'")
        }
    }

    struct Remove: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Remove a screen (refused when it has results, unless --force).")
        @OptionGroup var workbook: WorkbookOptions
        @OptionGroup var audit: AuditOption
        @Argument var name: String
        @Flag(help: "Remove it with its results.") var force = false

        func run() throws {
            try workbook.open().removeScreen(name, force: force, auditID: audit.audit)
            Console.standard.error("removed screen '\(name)'")
        }
    }
}

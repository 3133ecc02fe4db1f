import ArgumentParser
import AuditbookKit
import AuditbookStore
import AuditbookUseCases
import Foundation

/// The `auditbook` command: audit workbooks for Apple-platform UI reviews.
public struct Auditbook: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "auditbook",
        abstract: "Turn UI guideline documents into checklists and walk audits screen by screen.",
        discussion: """
            The workbook is ./auditbook.sqlite unless --workbook or AUDITBOOK_WORKBOOK names another.
            \(ExitStatus.summary)
            """,
        version: AuditbookVersion.current,
        subcommands: [WalkCommand.self, ChecklistCommand.self, AuditCommand.self, ScreenCommand.self, RecordCommand.self,
                      StatusCommand.self, HistoryCommand.self, ImportCommand.self, ReportCommand.self, SignoffCommand.self,
                      VerifyCommand.self, GateCommand.self, DiffCommand.self, DemoCommand.self],
        defaultSubcommand: WalkCommand.self
    )

    public init() {}

    /// `auditbook --workbook X checklist list`, as git takes `-C`: a workbook named before the
    /// subcommand is passed on through $AUDITBOOK_WORKBOOK, which every command reads (and
    /// a --workbook after the subcommand still overrides it).
    static func hoistingWorkbook(_ arguments: [String]) -> [String] {
        var arguments = arguments
        guard let first = arguments.first else { return arguments }
        if first == "--workbook", arguments.count >= 2, !arguments[1].hasPrefix("-") {
            setenv("AUDITBOOK_WORKBOOK", arguments[1], 1)
            arguments.removeFirst(2)
        } else if first.hasPrefix("--workbook="), first.count > "--workbook=".count {
            setenv("AUDITBOOK_WORKBOOK", String(first.dropFirst("--workbook=".count)), 1)
            arguments.removeFirst()
        }
        return arguments
    }

    /// Options whose value is free text a person types.
    static let textOptions: Set<String> = ["--note", "--comment", "--finding", "--title", "--description", "--reason", "--condition"]

    /// `--note "-2 px"`: a value that starts with "-" but is clearly text (a space in it, or a
    /// digit after the dash) is passed as `--note=-2 px`, which is what the parser needs; an
    /// option name after --note is left alone, and the parser says a value is missing.
    static func joiningDashedText(_ arguments: [String]) -> [String] {
        var result: [String] = []
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            if argument == "--" { result += arguments[index...]; break }
            if textOptions.contains(argument), index + 1 < arguments.count {
                let value = arguments[index + 1]
                let clearlyText = value.hasPrefix("-") && value != "-" && !value.hasPrefix("--")
                    && (value.contains(" ") || value.dropFirst().first?.isNumber == true)
                if clearlyText || (value.hasPrefix("--") && value.contains(" ")) {
                    result.append("\(argument)=\(value)")
                    index += 2
                    continue
                }
            }
            result.append(argument)
            index += 1
        }
        return result
    }

    /// Whether ArgumentParser threw `error` itself (parsing, validation, help, a command's
    /// ExitCode): anything else reaching the entry point is unexpected.
    static func isArgumentParserError(_ error: any Error) -> Bool {
        if error is ValidationError || error is CleanExit || error is ExitCode { return true }
        let code = exitCode(for: error)
        return code == .validationFailure || code == .success
    }

    /// Runs the command line, mapping every error to its documented exit code in one place.
    public static func main() {
        do {
            PhaseClock.mark("main")
            var command = try parseAsRoot(Self.joiningDashedText(Self.hoistingWorkbook(Array(CommandLine.arguments.dropFirst()))))
            try command.run()
            PhaseClock.mark("done")
        } catch let status as ExitStatus {
            // The command already said why.
            Foundation.exit(status.rawValue)
        } catch let error as AuditbookError {
            Console.standard.error("auditbook: error: \(ErrorMessage.text(error))")
            Foundation.exit(ExitStatus(error).rawValue)
        } catch where !isArgumentParserError(error) {
            Console.standard.error("auditbook: unexpected error: \(String(describing: error).split(separator: "\n").joined(separator: "; ")); please report it with the command you ran")
            Foundation.exit(ExitStatus.unexpected.rawValue)
        } catch {
            let code = exitCode(for: error)
            let message = self.message(for: error).trimmingCharacters(in: .whitespacesAndNewlines)
            // Help, --version and a command's own exit status (already explained) go through as they are.
            guard code != .success, !message.isEmpty else { exit(withError: error) }
            // A usage error reads like every other error: one line, then the usage on a second.
            Console.standard.error("auditbook: error: " + message.split(separator: "\n").joined(separator: "; "))
            if let usage = fullMessage(for: error).split(separator: "\n").first(where: { $0.hasPrefix("Usage:") }) {
                Console.standard.error(String(usage))
            }
            Foundation.exit(code.rawValue)
        }
    }
}

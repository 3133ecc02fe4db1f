import ArgumentParser
import AuditbookKit
import AuditbookStore
import AuditbookUseCases
import Foundation

/// `--reviewer`, else $AUDITBOOK_REVIEWER, else `git config user.name`, else the login name.
struct ReviewerOption: ParsableArguments {
    @Option(name: .long, help: "Who is answering (default: $AUDITBOOK_REVIEWER, git config user.name, or the login name).")
    var reviewer: String?

    var resolved: String {
        if let reviewer, !reviewer.trimmingCharacters(in: .whitespaces).isEmpty { return reviewer }
        let environment = ProcessInfo.processInfo.environment
        if let name = environment["AUDITBOOK_REVIEWER"], !name.isEmpty { return name }
        if let name = Self.gitUserName(), !name.isEmpty { return name }
        return environment["USER"] ?? environment["LOGNAME"] ?? NSUserName()
    }

    private static func gitUserName() -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "config", "user.name"]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle(forWritingAtPath: "/dev/null")
        guard (try? process.run()) != nil else { return nil }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }
}

/// `--audit`, for commands that work on one audit (default: the current one).
struct AuditOption: ParsableArguments {
    @Option(name: .long, help: "The audit ID (default: the current audit).", completion: .custom(WorkbookCompletions.auditIDs))
    var audit: String?
}

extension Outcome: ExpressibleByArgument {
    public init?(argument: String) {
        guard let outcome = Outcome.parse(argument) else { return nil }
        self = outcome
    }
}
extension Impact: ExpressibleByArgument {}
extension Platform: ExpressibleByArgument {
    public init?(argument: String) {
        guard let platform = Platform.parse(argument) else { return nil }
        self = platform
    }
}

import ArgumentParser
import AuditbookKit
import AuditbookStore
import AuditbookUseCases
import Foundation

/// `--workbook`, shared by every command that opens the workbook.
struct WorkbookOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("The workbook file (default: $AUDITBOOK_WORKBOOK, else ./auditbook.sqlite).", valueName: "path"))
    var workbook: String?

    var path: String {
        if let workbook, !workbook.isEmpty { return workbook }
        if let fromEnvironment = ProcessInfo.processInfo.environment["AUDITBOOK_WORKBOOK"], !fromEnvironment.isEmpty {
            return fromEnvironment
        }
        return Workbook.defaultFileName
    }

    func open() throws -> Workbook {
        try Workbook.open(path: path)
    }

    /// For a command with work to do before it opens the workbook (`Workbook.beginOpening`).
    func beginOpening() -> Workbook.Opening {
        Workbook.beginOpening(path: path)
    }

    /// For commands that only read: a read-only workbook (an archived audit) still opens.
    func openForReading() throws -> Workbook {
        try Workbook.openForReading(path: path)
    }
}

/// `--jobs`, for commands whose work is split over the cores.
struct JobsOption: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("How many jobs may run at once (default: the machine's cores; 1 runs everything in turn).", valueName: "n"))
    var jobs: Int?

    func validate() throws {
        if let jobs, jobs < 1 { throw ValidationError("--jobs \(jobs): give 1 or more") }
    }

    var parallelism: Parallelism { jobs.map(Parallelism.init(jobs:)) ?? .allCores }
}

/// `--max-evidence-mb`, for the commands that attach evidence.
struct EvidenceLimitOption: ParsableArguments {
    @Option(name: .customLong("max-evidence-mb"), help: ArgumentHelp("Largest evidence file accepted, in MB (1 to \(EvidenceFile.largestLimit / 1_048_576)).", valueName: "mb"))
    var maxEvidenceMB: Int = EvidenceFile.defaultLimit / 1_048_576

    func validate() throws {
        guard (1...(EvidenceFile.largestLimit / 1_048_576)).contains(maxEvidenceMB) else {
            throw ValidationError("--max-evidence-mb \(maxEvidenceMB): give 1 to \(EvidenceFile.largestLimit / 1_048_576) (SQLite keeps at most 1 GB in one value)")
        }
    }

    var bytes: Int { maxEvidenceMB * 1_048_576 }
}

/// `--json`, for every command that lists or reports.
struct OutputOptions: ParsableArguments {
    @Flag(name: .long, help: "Print JSON (keys sorted) instead of text.")
    var json = false
}

extension ItemKind: ExpressibleByArgument {}
extension Severity: ExpressibleByArgument {}

/// Whose signatures count when sign-offs are checked (`verify`, `gate`).
struct SignoffTrustOptions: ParsableArguments {
    @Option(name: .customLong("trusted-signers"), help: ArgumentHelp(
        "An OpenSSH allowed-signers file ('principal key-type key' per line, as git's gpg.ssh.allowedSignersFile): a signed sign-off must be signed by a key it lists (default: $AUDITBOOK_TRUSTED_SIGNERS).",
        valueName: "path")) var trustedSigners: String?
    @Flag(name: .customLong("require-signed"), help: "Count an unsigned sign-off as not holding.") var requireSigned = false

    var trust: SignoffTrust {
        let environment = ProcessInfo.processInfo.environment["AUDITBOOK_TRUSTED_SIGNERS"]
        return SignoffTrust(trustedSigners: trustedSigners ?? (environment?.isEmpty == false ? environment : nil), requireSigned: requireSigned)
    }
}

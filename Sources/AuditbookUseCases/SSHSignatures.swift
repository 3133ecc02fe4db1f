import AuditbookKit
import Foundation

/// Sign-off signatures made and checked with OpenSSH's `ssh-keygen -Y`, the way git signs
/// commits with SSH keys: a reviewer signs with the key they already have, and a
/// trusted-signers file (OpenSSH's allowed-signers format: `principal key-type key`) says
/// whose keys count. The namespace keeps an auditbook signature from passing as any other.
public struct SSHSignatures: SignatureChecker {
    /// The allowed-signers file; without one a good signature is reported with its key but no
    /// signer.
    public let trustedSigners: String?
    let tool: String?

    public init(trustedSigners: String?) {
        self.trustedSigners = trustedSigners
        tool = Self.findTool()
    }

    /// `ssh-keygen` on the PATH, if there is one.
    static func findTool() -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return (path.split(separator: ":").map { "\($0)/ssh-keygen" } + ["/usr/bin/ssh-keygen"])
            .first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Checks that the trusted-signers file can be read, before any work is done.
    public func validate() throws {
        guard let trustedSigners else { return }
        guard FileManager.default.isReadableFile(atPath: trustedSigners) else {
            throw AuditbookError.about(.trustedSigners, .missingInput("cannot read the trusted-signers file \(trustedSigners); it lists 'principal key-type key' per line, as OpenSSH's allowed_signers"))
        }
        guard tool != nil else {
            throw AuditbookError.about(.trustedSigners, .missingInput("ssh-keygen is not installed, so signatures cannot be checked; install OpenSSH (apt-get install openssh-client)"))
        }
    }

    /// Signs `statement` with the SSH private key at `key` (or the public key of a key held by
    /// ssh-agent); returns the armored signature.
    public static func sign(statement: String, key: String) throws -> String {
        guard let tool = findTool() else {
            throw AuditbookError.about(.signKey, .missingInput("ssh-keygen is not installed, so the sign-off cannot be signed; install OpenSSH (apt-get install openssh-client)"))
        }
        guard FileManager.default.isReadableFile(atPath: key) else {
            throw AuditbookError.about(.signKey, .missingInput("cannot read the SSH key \(key); give a private key (e.g. ~/.ssh/id_ed25519)"))
        }
        let run = try Self.run(tool, ["-Y", "sign", "-f", key, "-n", SignoffStatement.namespace], input: statement)
        guard run.status == 0, run.output.contains("BEGIN SSH SIGNATURE") else {
            throw AuditbookError.about(.signKey, .badInput(file: key, reason: "could not sign with it (ssh-keygen: \(run.error.trimmingCharacters(in: .whitespacesAndNewlines).split(separator: "\n").last ?? "failed")); give an SSH private key"))
        }
        return run.output
    }

    public func check(statement: String, signature: String) -> SignatureStatus {
        guard let tool else { return .bad(reason: "ssh-keygen is not installed, so the signature cannot be checked") }
        do {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("auditbook-sig-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: folder) }
            let file = folder.appendingPathComponent("signoff.sig").path
            try Data(signature.utf8).write(to: URL(fileURLWithPath: file))
            guard let trustedSigners else {
                let run = try Self.run(tool, ["-Y", "check-novalidate", "-n", SignoffStatement.namespace, "-s", file], input: statement)
                return run.status == 0 ? .unchecked(key: Self.key(in: run.output)) : .bad(reason: "the signature does not match the statement")
            }
            let found = try Self.run(tool, ["-Y", "find-principals", "-s", file, "-f", trustedSigners], input: "")
            let principals = found.output.split(separator: "\n").map(String.init).filter { !$0.isEmpty }
            guard found.status == 0, !principals.isEmpty else {
                let run = try Self.run(tool, ["-Y", "check-novalidate", "-n", SignoffStatement.namespace, "-s", file], input: statement)
                return .bad(reason: run.status == 0 ? "signed with \(Self.key(in: run.output)), which \(trustedSigners) does not list"
                                                    : "the signature does not match the statement")
            }
            for principal in principals {
                let run = try Self.run(tool, ["-Y", "verify", "-f", trustedSigners, "-I", principal, "-n", SignoffStatement.namespace, "-s", file],
                                       input: statement)
                if run.status == 0 { return .trusted(principal: principal, key: Self.key(in: run.output)) }
            }
            return .bad(reason: "the signature by \(principals.joined(separator: ", ")) does not match the statement")
        } catch {
            return .bad(reason: "could not run ssh-keygen (\(error))")
        }
    }

    /// "ED25519 key SHA256:…" from ssh-keygen's "Good … signature … with ED25519 key SHA256:…".
    static func key(in output: String) -> String {
        guard let range = output.range(of: " with ") else { return "an SSH key" }
        return output[range.upperBound...].trimmingCharacters(in: .whitespacesAndNewlines)
    }

    static func run(_ tool: String, _ arguments: [String], input: String) throws -> (status: Int32, output: String, error: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        let stdin = Pipe(), stdout = Pipe(), stderr = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        stdin.fileHandleForWriting.write(Data(input.utf8))
        try stdin.fileHandleForWriting.close()
        // Both are small; read them whole, then wait.
        let output = stdout.fileHandleForReading.readDataToEndOfFile()
        let error = stderr.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: output, as: UTF8.self), String(decoding: error, as: UTF8.self))
    }
}

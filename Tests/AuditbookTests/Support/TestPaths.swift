@testable import AuditbookCLI
import AuditbookKit
import Foundation
import XCTest

/// Where the tests find their fixtures, the reference documents and the built binary.
enum TestPaths {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func fixture(_ name: String) -> String {
        packageRoot.appendingPathComponent("Tests/Fixtures").appendingPathComponent(name).path
    }

    static func fixtureText(_ name: String) throws -> String {
        try String(contentsOfFile: fixture(name), encoding: .utf8)
    }

    static let seedsFolder = packageRoot.deletingLastPathComponent().appendingPathComponent("shared/seeds")

    /// A reference document from ../shared/seeds. Skips the test when the folder is absent,
    /// except under CI, where a missing seed is a failure.
    static func seed(_ prefix: String) throws -> String {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: seedsFolder.path)) ?? []
        if let name = names.first(where: { $0.hasPrefix(prefix) }) {
            return seedsFolder.appendingPathComponent(name).path
        }
        if ProcessInfo.processInfo.environment["CI"] == "true" {
            XCTFail("reference document \(prefix)* is missing from \(seedsFolder.path); CI must have ../shared/seeds")
            throw XCTSkip("seed missing")
        }
        throw XCTSkip("reference documents not found at \(seedsFolder.path); seed tests skipped")
    }

    /// The built `auditbook` executable, next to the test bundle.
    static var binary: URL {
        var folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for _ in 0..<4 {
            let candidate = folder.appendingPathComponent("auditbook")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            folder = folder.deletingLastPathComponent()
        }
        return packageRoot.appendingPathComponent(".build/debug/auditbook")
    }

    /// A new folder for one test's files. Every folder made here is removed when the test
    /// process exits (set `AUDITBOOK_KEEP_TEST_FILES=1` to keep them for a look after a failure).
    static func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("auditbook-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        TemporaryFolders.shared.add(url)
        return url
    }
}

/// The folders the tests made, removed at exit.
final class TemporaryFolders: @unchecked Sendable {
    static let shared = TemporaryFolders()
    private let lock = NSLock()
    private var folders: [URL] = []

    private init() {
        guard ProcessInfo.processInfo.environment["AUDITBOOK_KEEP_TEST_FILES"] == nil else { return }
        atexit { TemporaryFolders.shared.removeAll() }
    }

    func add(_ folder: URL) {
        lock.withLock { folders.append(folder) }
    }

    private func removeAll() {
        let made = lock.withLock { folders }
        for folder in made { try? FileManager.default.removeItem(at: folder) }
    }
}

/// Runs the built binary and captures stdout, stderr and the exit status apart.
struct CommandResult {
    var stdout: String
    var stderr: String
    var status: Int32
}

enum BinaryRunner {
    static func run(_ arguments: [String], in folder: URL, environment: [String: String] = [:], stdin: String? = nil,
                    executable: String? = nil) throws -> CommandResult {
        let process = Process()
        process.executableURL = executable.map { URL(fileURLWithPath: $0) } ?? TestPaths.binary
        process.arguments = arguments
        process.currentDirectoryURL = folder
        var env = ProcessInfo.processInfo.environment
        env["NO_COLOR"] = "1"
        env["AUDITBOOK_WORKBOOK"] = nil
        env["AUDITBOOK_REVIEWER"] = "Test Reviewer"
        for (key, value) in environment { env[key] = value }
        process.environment = env
        let out = Pipe(), err = Pipe(), input = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = input
        try process.run()
        if let stdin { input.fileHandleForWriting.write(Data(stdin.utf8)) }
        try input.fileHandleForWriting.close()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return CommandResult(stdout: String(decoding: outData, as: UTF8.self),
                             stderr: String(decoding: errData, as: UTF8.self), status: process.terminationStatus)
    }
}

/// Runs another program (a checker, script(1), setpriv) to the end; stdout and stderr
/// together, as a person reading the terminal would see them.
enum ToolRunner {
    static func run(_ executable: String, _ arguments: [String], environment: [String: String]? = nil) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable.hasPrefix("/") ? executable : "/usr/bin/env")
        process.arguments = executable.hasPrefix("/") ? arguments : [executable] + arguments
        if let environment { process.environment = environment }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}

extension AuditbookError {
    /// The exit status the command line gives this error (the CLI's one mapping).
    var exitCode: Int32 { ExitStatus(self).rawValue }
}

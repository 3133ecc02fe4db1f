import Foundation
import XCTest

/// Shell completions read the workbook: audit IDs, screen names, item IDs; run as the
/// generated scripts run them (`auditbook ---completion SUBCOMMAND -- OPTION …`).
final class CompletionTests: XCTestCase {
    private func complete(_ subcommand: [String], _ option: String, typed: String = "", before: [String] = [], in folder: URL,
                          environment: [String: String] = [:]) throws -> [String] {
        let words = ["auditbook"] + subcommand + before + [option, typed]
        let result = try BinaryRunner.run(["---completion"] + subcommand + ["--", option, String(words.count - 1), String(typed.count)] + words,
                                          in: folder, environment: environment)
        XCTAssertEqual(result.status, 0, result.stderr)
        return result.stdout.split(separator: "\n").map(String.init)
    }

    func testAuditIDsScreensAndItemsComeFromTheWorkbook() throws {
        let folder = try TestPaths.temporaryFolder()
        let created = try BinaryRunner.run(["audit", "new", "Release", "--checklist", "voiceover", "--screen", "Login", "--screen", "Settings"], in: folder)
        XCTAssertEqual(created.status, 0, created.stderr)
        let auditID = try XCTUnwrap(try BinaryRunner.run(["audit", "list", "--json"], in: folder).stdout
            .components(separatedBy: "\"id\" : \"").dropFirst().first?.prefix(while: { $0 != "\"" })).description
        XCTAssertEqual(try complete(["report"], "--audit", in: folder), [auditID])
        XCTAssertEqual(try complete(["record"], "--screen", in: folder), ["Login", "Settings", "App-wide"])
        XCTAssertEqual(try complete(["walk"], "--screen", typed: "Se", in: folder), ["Settings"])
        let items = try complete(["record"], "--item", typed: "voiceover/4.1", in: folder)
        XCTAssertEqual(items, ["voiceover/4.1", "voiceover/4.10", "voiceover/4.11"])

        // No workbook here: nothing to offer, and none is created.
        let empty = try TestPaths.temporaryFolder()
        XCTAssertEqual(try complete(["record"], "--screen", in: empty), [])
        XCTAssertFalse(FileManager.default.fileExists(atPath: empty.appendingPathComponent("auditbook.sqlite").path))
        // The workbook named on the line, as the command would use it.
        XCTAssertEqual(try complete(["record"], "--screen", before: ["--workbook", folder.appendingPathComponent("auditbook.sqlite").path], in: empty).count, 3)
    }
}

/// Read-only commands on a workbook the user cannot write, in a folder they cannot write:
/// an archived, signed audit stays readable and verifiable. Run as another user (root may
/// write anything), so this needs root and setpriv; CI runs as root.
final class ReadOnlyWorkbookTests: XCTestCase {
    func testReadingCommandsWorkOnAReadOnlyWorkbookAndWritingOnesSaySo() throws {
        guard getuid() == 0, FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv") else {
            if ProcessInfo.processInfo.environment["CI"] == "true" { XCTFail("CI runs as root with setpriv") }
            throw XCTSkip("needs root and setpriv to run as a user who cannot write the workbook")
        }
        let folder = try TestPaths.temporaryFolder()
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder.path)
        XCTAssertEqual(try BinaryRunner.run(["audit", "new", "Archive", "--checklist", "voiceover", "--screen", "Login"], in: folder).status, 0)
        XCTAssertEqual(try BinaryRunner.run(["record", "--screen", "Login", "--item", "voiceover/4.1", "--status", "pass"], in: folder).status, 0)
        XCTAssertEqual(try BinaryRunner.run(["signoff", "--role", "qa"], in: folder).status, 0)
        let workbook = folder.appendingPathComponent("auditbook.sqlite").path
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: workbook)
        let before = try Data(contentsOf: URL(fileURLWithPath: workbook))
        // The other user runs a copy of the binary beside the workbook: the checkout itself
        // may sit in a folder only root can enter.
        let binary = folder.appendingPathComponent("auditbook-copy").path
        try FileManager.default.copyItem(atPath: TestPaths.binary.path, toPath: binary)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: binary)

        func asNobody(_ arguments: [String]) throws -> CommandResult {
            try BinaryRunner.run(["--reuid=65534", "--regid=65534", "--clear-groups", binary, "--workbook", workbook] + arguments,
                                 in: folder, executable: "/usr/bin/setpriv")
        }
        let probe = try asNobody(["--version"])
        guard probe.status == 0 else {
            throw XCTSkip("this machine does not let another user run the binary (\(probe.status): \(probe.stderr)); nothing to test here")
        }
        for command in [["status"], ["verify"], ["gate", "--require-signoff", "qa"], ["history"], ["checklist", "list"],
                        ["checklist", "show", "voiceover"], ["audit", "list"], ["screen", "list"], ["report"]] {
            let result = try asNobody(command)
            XCTAssertEqual(result.status, 0, "\(command): \(result.stderr)")
        }
        let verify = try asNobody(["verify"])
        XCTAssertTrue(verify.stdout.contains("holds") || verify.stdout.contains("verified"), verify.stdout)
        let write = try asNobody(["record", "--screen", "Login", "--item", "voiceover/4.2", "--status", "pass"])
        XCTAssertEqual(write.status, 74)
        XCTAssertTrue(write.stderr.contains("read-only"), write.stderr)
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: workbook)), before, "nothing was written")
        XCTAssertFalse(FileManager.default.fileExists(atPath: workbook + "-shm"))
    }
}

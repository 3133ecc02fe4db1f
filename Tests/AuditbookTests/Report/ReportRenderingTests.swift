@testable import AuditbookKit
@testable import AuditbookStore
@testable import AuditbookUseCases
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import XCTest

/// Every format against its golden file, and checks that parse each format as its reader
/// would: Markdown through cmark-gfm with raw HTML allowed, CSV cells, XML, JSON-LD.
final class ReportRenderingTests: XCTestCase {
    func render(_ format: ReportFormat, _ options: RenderOptions = RenderOptions(), scope: ReportScope = ReportScope()) throws -> String {
        try format.renderer(options).render(try ReportFixture.report(scope))
    }

    /// The streamed export is byte for byte what Foundation's encoder writes for the whole
    /// report, evidence of every length remainder and across base64 pieces included.
    func testStreamedExportIsTheEncodersOwnBytes() throws {
        var report = try ReportFixture.report()
        var generator = SystemRandomNumberGenerator()
        let piece = JSONStream.base64Piece
        for length in Array(0...7) + [piece - 1, piece, piece + 1, 2 * piece + 2] {
            let data = Data((0..<length).map { _ in UInt8.random(in: 0...255, using: &generator) })
            report.blobs.append(AuditReport.Blob(sha256: "blob\(length)", mimeType: "image/png", size: length, content: data))
        }
        report.blobs.append(AuditReport.Blob(sha256: "described-only", mimeType: "image/png", size: 3, content: nil))
        let whole = String(decoding: try ReportJSON.encoder().encode(report), as: UTF8.self) + "\n"
        XCTAssertEqual(try ReportFormat.json.renderer(RenderOptions()).render(report), whole)
        report.results = []
        report.history = []
        report.blobs = []
        let empty = String(decoding: try ReportJSON.encoder().encode(report), as: UTF8.self) + "\n"
        XCTAssertEqual(try ReportFormat.json.renderer(RenderOptions()).render(report), empty)
    }

    func testGoldenFiles() throws {
        try ReportFixture.assertGolden(try render(.markdown), "report.md")
        try ReportFixture.assertGolden(try render(.markdown, RenderOptions(summary: true)), "report-summary.md")
        try ReportFixture.assertGolden(try render(.html), "report.html")
        try ReportFixture.assertGolden(try render(.json), "report.json")
        try ReportFixture.assertGolden(try render(.csv), "report.csv")
        try ReportFixture.assertGolden(try render(.csv, RenderOptions(matrix: true)), "report-matrix.csv")
        try ReportFixture.assertGolden(try render(.junit), "report.junit.xml")
        try ReportFixture.assertGolden(try render(.earl), "report.earl.jsonld")
        try ReportFixture.assertGolden(try render(.openacr, RenderOptions(contact: "Fixture Lead <lead@fixture.example>")), "report.openacr.yaml")
        try ReportFixture.assertGolden(try render(.markdown, scope: ReportScope(screens: ["login"], failuresOnly: true)), "report-login-failures.md")
    }

    func testConformanceRollsUpFailThenCantTellThenUntestedThenPass() throws {
        let report = try ReportFixture.report()
        let conformance = Dictionary(uniqueKeysWithValues: report.items.map { ($0.id, $0.conformance) })
        XCTAssertEqual(conformance["sample-app-guidelines/1.1"], .fail, "failed on Login, passed on Settings")
        XCTAssertEqual(conformance["sample-app-guidelines/2.2"], .cantTell, "can't tell on Login, untested on Settings")
        XCTAssertEqual(conformance["sample-app-guidelines/2.1"], .untested, "n/a on Login does not hide untested on Settings")
        XCTAssertEqual(Outcome.rollUp({ var c = OutcomeCounts(); c.na = 3; return c }()), .na)
        XCTAssertEqual(Outcome.rollUp({ var c = OutcomeCounts(); c.na = 1; c.pass = 2; return c }()), .pass)
        XCTAssertEqual(report.summary.totals.total, report.items.count * report.screens.filter(\.counted).count)
    }

    func testJSONRoundTripLosesNothing() throws {
        let first = try render(.json)
        let decoded = try ReportJSON.decoder().decode(AuditReport.self, from: Data(first.utf8))
        let other = try Workbook.inMemory()
        let summary = try other.importReport(decoded, file: "export.json")
        XCTAssertTrue(summary.imported)
        let second = try JSONReportRenderer().render(try other.report(auditID: ReportFixture.auditID, now: ReportFixture.now))
        XCTAssertEqual(first, second, "export → import → export gives the same document")
        XCTAssertTrue(try other.verify(auditID: ReportFixture.auditID).verified, "the sign-off still holds after the round trip")
        XCTAssertFalse(try other.importReport(decoded, file: "export.json").imported, "importing twice changes nothing")
        XCTAssertEqual(try other.integrityCheck(), "ok")
    }

    /// The export writes results and history itself and the rest through JSONEncoder: the
    /// whole document must be what JSONEncoder alone writes, on values chosen to be awkward.
    func testJSONExportIsByteForByteWhatJSONEncoderWrites() throws {
        var report = try ReportFixture.report()
        let awkward = "quote \" backslash \\ slash / tab \t newline \n return \r \u{1} \u{8} \u{c} \u{1f} \u{7f} é 😀 \u{2028} </script>"
        report.results[0].note = awkward
        report.results[0].conditions = ["appearance": "dark", "Zoom": "on", "a10": awkward, "a9": "", "é": "x"]
        report.results[1].conditions = [:]
        report.results[1].note = nil
        if var finding = report.results.first(where: { !$0.findings.isEmpty })?.findings.first {
            finding.note = awkward
            finding.title = awkward
            report.results[2].findings = [finding, finding]
        }
        report.results[3].evidence = []
        report.history.append(HistoryEntry(at: ReportFixture.now, reviewer: awkward, screen: "Login", item: "x/1",
                                           action: "set", oldStatus: nil, newStatus: "pass", oldNote: awkward, newNote: nil))
        let expected = String(decoding: try ReportJSON.encoder().encode(report), as: UTF8.self) + "\n"
        XCTAssertEqual(try JSONReportRenderer().render(report), expected)
        report.results = []
        report.history = []
        let empty = String(decoding: try ReportJSON.encoder().encode(report), as: UTF8.self) + "\n"
        XCTAssertEqual(try JSONReportRenderer().render(report), empty, "empty arrays are written as the encoder writes them")
    }

    func testImportReadsTimestampsWithAndWithoutMilliseconds() throws {
        let json = try render(.json).replacingOccurrences(of: "\"generatedAt\" : \"2026-03-14T09:26:53.000Z\"",
                                                          with: "\"generatedAt\" : \"2026-03-14T09:26:53Z\"")
        XCTAssertTrue(json.contains("\"generatedAt\" : \"2026-03-14T09:26:53Z\""))
        let decoded = try ReportJSON.decoder().decode(AuditReport.self, from: Data(json.utf8))
        XCTAssertEqual(decoded.generatedAt, ReportFixture.now)
        XCTAssertEqual(ReportJSON.timestamp(decoded.results[0].updatedAt), "2026-03-14T09:26:53.589Z")
    }

    func testImportRefusesAlteredEvidence() throws {
        var report = try ReportFixture.exported()
        report.blobs[0].content = Data("not the screenshot".utf8)
        XCTAssertThrowsError(try Workbook.inMemory().importReport(report, file: "x.json")) { error in
            XCTAssertTrue("\(error)".contains("does not match its SHA-256"), "\(error)")
        }
    }

    func testMarkdownKeepsHostileTextInert() throws {
        for markdown in [try render(.markdown), try render(.markdown, RenderOptions(summary: true))] {
            XCTAssertTrue(markdown.contains("&lt;script&gt;alert"), "the note is shown, escaped")
            let html = MarkdownHTML.fragment(markdown, allowRawHTML: true)
            XCTAssertFalse(html.contains("<script"), "no script element even with raw HTML allowed")
            XCTAssertFalse(html.contains("<b>"), "the title's markup is text")
            XCTAssertFalse(html.lowercased().contains("href=\"javascript:"), "no javascript: link")
            XCTAssertFalse(html.contains("<em>bold</em>"), "Markdown in a note is text")
        }
        // A '|' in a screen name or note never splits a table cell: each row of the screens
        // table has its 7 columns (8 unescaped pipes).
        let markdown = try render(.markdown)
        let rows = markdown.components(separatedBy: "\n").drop { !$0.hasPrefix("| Screen |") }.dropFirst(2).prefix { $0.hasPrefix("|") }
        XCTAssertEqual(rows.count, 3, "Login, Settings | Account, App-wide")
        for row in rows {
            XCTAssertEqual(row.replacingOccurrences(of: "\\|", with: "").filter { $0 == "|" }.count, 8, row)
        }
    }

    func testHTMLKeepsHostileTextInert() throws {
        let html = try render(.html)
        XCTAssertEqual(html.components(separatedBy: "<script").count - 1, 1, "only the report's own filter script")
        XCTAssertTrue(html.contains("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;"))
        XCTAssertFalse(html.contains("href=\"javascript:"), "a javascript: link is shown as text, not linked")
        XCTAssertTrue(html.contains("javascript:alert(document.cookie) (not a web link)"))
        XCTAssertTrue(html.contains("Fixture audit &lt;b&gt;1.0&lt;/b&gt;"))
        XCTAssertTrue(html.contains("data:image/png;base64,"), "the screenshot is embedded")
        XCTAssertFalse(html.contains("src=\"http"), "no network request")
        XCTAssertFalse(html.contains("href=\"http://evil"), "a link inside a note is text")
    }

    func testLinksCannotBreakOutOfAnyFormat() throws {
        XCTAssertEqual(ReportEscaping.webLink("https://host/\"><script>alert(1)</script>"), "https://host/%22%3E%3Cscript%3Ealert(1)%3C/script%3E")
        XCTAssertEqual(ReportEscaping.webLink("https://h.example/a b?q=1&r=ü"), "https://h.example/a%20b?q=1&r=%C3%BC")
        XCTAssertEqual(ReportEscaping.webLink("https://h.example/already%20encoded"), "https://h.example/already%20encoded")
        XCTAssertNil(ReportEscaping.webLink("https://h.example/a\nb"), "a line break is refused, not encoded")
        XCTAssertNil(ReportEscaping.webLink("javascript:alert(1)"))
        XCTAssertNil(ReportEscaping.webLink("https:///no-host"))
        XCTAssertThrowsError(try EvidenceFile.validateLink("https://h.example/a\rb"))
        XCTAssertEqual(try EvidenceFile.validateLink("https://h.example/<img src=x onerror=alert(1)>"),
                       "https://h.example/%3Cimg%20src=x%20onerror=alert(1)%3E")
        // A raw link already in a workbook (an older version, an import) is encoded when written.
        let evidence = ReportResult.Evidence(kind: "link", url: "https://h.example/\"><img src=x onerror=alert(1)>", addedBy: "x", addedAt: Date())
        XCTAssertEqual(ReportEscaping.safeLink(evidence.url), "https://h.example/%22%3E%3Cimg%20src=x%20onerror=alert(1)%3E")
    }

    func testRemoteImagesInGuidanceBecomeLinks() {
        let html = MarkdownHTML.fragment("See ![the tab bar](https://cdn.example/tab.png) and ![](img/local.png), or ![dot](data:image/png;base64,iVBORw0KGgo=).")
        XCTAssertFalse(html.contains("<img src=\"https://"), html)
        XCTAssertTrue(html.contains("<a href=\"https://cdn.example/tab.png\">Image: the tab bar</a>"), html)
        XCTAssertTrue(html.contains("<a href=\"img/local.png\">Image</a>"), html)
        XCTAssertTrue(html.contains("<img src=\"data:image/png;base64,iVBORw0KGgo=\" alt=\"dot\""), "an embedded image stays: \(html)")
    }

    func testEvidenceBesideAReportIsVerifiedAndNothingIsReplacedUntilAllIsChecked() throws {
        let book = try ReportFixture.workbook()
        let folder = try TestPaths.temporaryFolder()
        let report = folder.appendingPathComponent("audit.md").path
        let request = ReportRequest(auditID: ReportFixture.auditID, format: .markdown, outputPath: report)
        let evidence = try XCTUnwrap(try ReportExport.run(request, workbook: book).evidenceFolder)
        let files = try FileManager.default.contentsOfDirectory(atPath: evidence)
        XCTAssertFalse(files.isEmpty)
        // A file planted under an evidence file's name is replaced by the real bytes.
        let planted = evidence + "/" + files[0]
        try Data("planted".utf8).write(to: URL(fileURLWithPath: planted))
        _ = try ReportExport.run(request, workbook: book)
        XCTAssertEqual(SHA256Digest.hex(try Data(contentsOf: URL(fileURLWithPath: planted))).prefix(16), files[0].prefix(16))
        // An evidence folder that is a file stops the export before the old report is touched.
        let old = try Data(contentsOf: URL(fileURLWithPath: report))
        try FileManager.default.removeItem(atPath: evidence)
        try Data("in the way".utf8).write(to: URL(fileURLWithPath: evidence))
        XCTAssertThrowsError(try ReportExport.run(request, workbook: book)) { error in
            XCTAssertEqual((error as? AuditbookError)?.exitCode, 74)
            XCTAssertTrue("\(error)".contains("is in the way of the report's evidence folder"), "\(error)")
        }
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: report)), old)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted(), ["audit-evidence", "audit.md"], "no temporary file left")
    }

    func testCSVNeutralisesFormulasAndQuotes() throws {
        let csv = try render(.csv)
        XCTAssertTrue(csv.hasPrefix("screen,item,checklist,section,title,severity,status,note,reviewer,updated_at,findings,impact,conditions,evidence,links\r\n"))
        XCTAssertTrue(csv.contains("\"'=HYPERLINK(\"\"http://evil.example\"\",\"\"click\"\")"), "formula prefixed and quoted")
        XCTAssertTrue(csv.contains(",'+1 works,"))
        XCTAssertTrue(csv.contains(",'-10% contrast in dark mode,"))
        XCTAssertTrue(csv.contains("\"Needs a device\nwith Switch Control\""), "a line break stays inside its quoted cell")
        let report = try ReportFixture.report()
        XCTAssertEqual(csv.components(separatedBy: "\r\n").filter { !$0.isEmpty }.count,
                       1 + report.items.count * report.screens.filter(\.counted).count, "a row per screen × item")
        XCTAssertEqual(ReportEscaping.csv("@SUM(A1)"), "'@SUM(A1)")
        XCTAssertEqual(ReportEscaping.csv("plain"), "plain")
    }

    func testJUnitParsesWithOneSuitePerScreen() throws {
        let xml = try render(.junit)
        final class Counter: NSObject, XMLParserDelegate {
            var counts: [String: Int] = [:]
            var suites: [String: String] = [:]
            func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
                counts[name, default: 0] += 1
                if name == "testsuite" { suites[attributes["name"] ?? ""] = attributes["failures"] }
            }
        }
        let parser = XMLParser(data: Data(xml.utf8))
        let counter = Counter()
        parser.delegate = counter
        XCTAssertTrue(parser.parse(), "well-formed XML: \(parser.parserError.map { "\($0)" } ?? "")")
        let report = try ReportFixture.report()
        let screens = report.screens.filter(\.counted)
        XCTAssertEqual(counter.counts["testsuite"], screens.count)
        XCTAssertEqual(counter.counts["testcase"], screens.count * report.items.count)
        XCTAssertEqual(counter.counts["failure"], report.summary.totals.fail)
        // Only failures fail a PR check: can't tell is skipped with a message, never an error.
        XCTAssertNil(counter.counts["error"])
        XCTAssertEqual(counter.counts["skipped"], report.summary.totals.cantTell + report.summary.totals.na + report.summary.totals.untested)
        XCTAssertEqual(counter.suites["Login"], "1")
        XCTAssertEqual(counter.suites["Settings | Account"], "1")
    }

    func testEARLHasAnAssertionPerCriterionAndItsItemResultsWithAPartPerScreen() throws {
        let earl = try render(.earl)
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(earl.utf8)) as? [String: Any])
        XCTAssertEqual(json["type"] as? String, "Evaluation")
        let context = try XCTUnwrap(json["@context"] as? [String: Any])
        XCTAssertEqual(context["earl"] as? String, "http://www.w3.org/ns/earl#")
        let report = try ReportFixture.report()
        let scope = try XCTUnwrap((json["defineScope"] as? [String: Any])?["scope"] as? [String: Any])
        XCTAssertEqual(scope["title"] as? String, "Sample App 1.0 (42)")
        let pages = try XCTUnwrap((json["selectSample"] as? [String: Any])?["structuredSample"] as? [[String: Any]])
        XCTAssertEqual(pages.count, report.screens.filter(\.counted).count)
        // The fixture's items name no criterion: every WCAG 2.2 criterion is asserted, untested.
        let assertions = try XCTUnwrap(json["auditSample"] as? [[String: Any]])
        XCTAssertEqual(assertions.count, WCAG.criteria.filter(\.inWCAG22).count)
        XCTAssertTrue(assertions.allSatisfy { ($0["test"] as? String)?.hasPrefix("WCAG:") == true })
        XCTAssertTrue(assertions.allSatisfy { (($0["result"] as? [String: Any])?["outcome"] as? String) == "earl:untested" })
        let itemResults = try XCTUnwrap(json["itemResults"] as? [[String: Any]])
        XCTAssertEqual(itemResults.count, report.items.count)
        let allowed: Set = ["earl:passed", "earl:failed", "earl:cantTell", "earl:inapplicable", "earl:untested"]
        var outcomes: [String: Int] = [:]
        for itemResult in itemResults {
            let parts = try XCTUnwrap(itemResult["hasPart"] as? [[String: Any]])
            XCTAssertEqual(parts.count, pages.count)
            for part in parts {
                let outcome = try XCTUnwrap((part["result"] as? [String: Any])?["outcome"] as? String)
                XCTAssertTrue(allowed.contains(outcome), outcome)
                outcomes[outcome, default: 0] += 1
            }
        }
        XCTAssertEqual(outcomes["earl:failed"], report.summary.totals.fail)
        XCTAssertEqual(outcomes["earl:inapplicable"], report.summary.totals.na)
        XCTAssertEqual(outcomes["earl:cantTell"], report.summary.totals.cantTell)
    }

    func testSummaryStaysUnderGitHubsCommentLimitForALargeAudit() throws {
        let book = try Workbook.inMemory()
        var document = "---\nname: big\ntitle: Big checklist\n---\n# Big\n\n## Review Checklist\n\n"
        for index in 1...300 { document += "- [ ] Requirement number \(index) holds on every screen of the app\n" }
        _ = try book.store(try ChecklistCompiler().compile(data: Data(document.utf8), sourcePath: "big.md"))
        let audit = try book.createAudit(AuditSpec(title: "Large", checklists: ["big"], screens: (1...100).map { "Screen \($0)" }), createdBy: "t")
        let items = try book.auditItemIDs(audit.id)
        var rows: [ImportedResult] = []
        for screen in 1...100 {
            for (index, item) in items.enumerated() {
                let fail = (index + screen) % 10 == 0
                rows.append(ImportedResult(screen: "Screen \(screen)", item: item, status: fail ? "fail" : "pass",
                                           note: fail ? "The control at the bottom of the screen is clipped by the home indicator | \(screen)" : nil))
            }
        }
        _ = try book.importResults(rows, auditID: audit.id, reviewer: "t", file: "rows")
        let summary = try ReportFormat.markdown.renderer(RenderOptions(summary: true)).render(try book.report(auditID: audit.id))
        XCTAssertLessThan(summary.count, 65_536)
        XCTAssertTrue(summary.contains("<details>"))
        XCTAssertTrue(summary.contains("more in the full report"), "long lists are cut with a pointer to the full report")
        XCTAssertTrue(summary.contains("Failures (3000)"))
    }

    func testCustomTemplateAndBadTemplates() throws {
        let folder = try TestPaths.temporaryFolder()
        let template = folder.appendingPathComponent("team.mustache").path
        try "{{% CONTENT_TYPE: MARKDOWN }}\n# {{audit.title}}\n{{#failures}}\n- {{screen}}: {{note}}\n{{/failures}}\n{{> signoffs}}".write(toFile: template, atomically: true, encoding: .utf8)
        let text = try render(.markdown, RenderOptions(templatePath: template))
        XCTAssertTrue(text.hasPrefix("# Fixture audit &lt;b&gt;1.0&lt;/b&gt;\n"), text)
        XCTAssertTrue(text.contains("## Sign-offs"), "the bundled partials are available to a team's template")
        let broken = folder.appendingPathComponent("broken.mustache").path
        try "{{#failures}} never closed".write(toFile: broken, atomically: true, encoding: .utf8)
        XCTAssertThrowsError(try render(.markdown, RenderOptions(templatePath: broken))) { error in
            XCTAssertEqual((error as? AuditbookError)?.exitCode, 65, "\(error)")
            XCTAssertTrue("\(error)".contains("broken.mustache"), "\(error)")
        }
        XCTAssertThrowsError(try render(.html, RenderOptions(templatePath: folder.appendingPathComponent("none.mustache").path))) { error in
            XCTAssertEqual((error as? AuditbookError)?.exitCode, 66, "\(error)")
        }
    }

    func testBundledTemplatesMatchTheTemplatesFolder() throws {
        let root = TestPaths.packageRoot.appendingPathComponent("Templates")
        let files = FileManager.default.enumerator(atPath: root.path)!.compactMap { $0 as? String }.filter { $0.hasSuffix(".mustache") }.sorted()
        XCTAssertEqual(BundledTemplates.files.keys.sorted(), files, "the BundledData build plugin embeds every Templates/**/*.mustache")
        for file in files {
            XCTAssertEqual(BundledTemplates.files[file], try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8),
                           "\(file) differs from its embedded copy: the BundledData plugin did not rerun")
        }
    }
}

/// The PR-comment form stays under GitHub's 65,536-character comment limit for any audit.
final class SummaryLimitTests: XCTestCase {
    func testASixHundredScreenSummaryFitsAGitHubComment() throws {
        let book = try Workbook.inMemory(bundled: BundledChecklists.documents)
        let screens = (1...600).map { "Screen \($0) with a fairly long descriptive name, as product teams write them" }
        let audit = try book.createAudit(AuditSpec(title: "Large", checklists: ["voiceover", "layout-touch", "localization", "privacy", "controls-input", "text-dynamic-type", "color-appearance", "motion-preferences"], screens: screens), createdBy: "Ana")
        for screen in screens.prefix(40) {
            try book.record(ResultInput(screen: screen, item: "voiceover/4.1", outcome: .fail, note: "No label on the share button of \(screen)", reviewer: "Ana"),
                            auditID: audit.id)
        }
        let report = try book.report(auditID: audit.id)
        let summary = try ReportFormat.markdown.renderer(RenderOptions(summary: true)).render(report)
        XCTAssertLessThanOrEqual(summary.count, 65_536)
        XCTAssertTrue(summary.contains("more screens in the full report"), "the screen table is cut and says so")
        XCTAssertTrue(summary.contains("Failures (40)"), "the counts stay whole")
        XCTAssertTrue(summary.contains("| Screen 1 with a fairly long descriptive name, as product teams write them |"))
    }
}

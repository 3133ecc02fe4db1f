import Foundation

/// JUnit XML in the common (Ant/Jenkins) schema: a testsuite per screen, a testcase per
/// item; fail is a <failure> carrying the note and findings, cant-tell an <error>, na and
/// untested are <skipped>, so CI systems show the audit like a test run.
struct JUnitReportRenderer: ReportRenderer {
    func render(_ report: AuditReport) throws -> String {
        let x = ReportEscaping.xml
        let items = Dictionary(report.checklists.flatMap { $0.items.map { ($0.id, $0) } }, uniquingKeysWith: { a, _ in a })
        var results: [String: [String: ReportResult]] = [:]
        for result in report.results { results[result.screen, default: [:]][result.item] = result }
        let timestamp = report.generatedAt.formatted(Date.ISO8601FormatStyle())
        let screens = report.screens.filter(\.counted)
        var totals = OutcomeCounts()
        var suites: [String] = []
        for (index, screen) in screens.enumerated() {
            var counts = OutcomeCounts()
            var cases: [String] = []
            for item in report.items {
                let result = results[screen.name]?[item.id]
                let status = result?.status ?? .untested
                counts[status] += 1
                let title = items[item.id]?.title ?? item.id
                var body = ""
                let note = result?.note ?? ""
                let findings = (result?.findings ?? []).map { "[\($0.impact.rawValue)] \($0.title)" + ($0.note.map { ": \($0)" } ?? "") }
                switch status {
                case .fail:
                    let message = note.isEmpty ? "failed" : note
                    let detail = ([note] + findings).filter { !$0.isEmpty }.joined(separator: "\n")
                    body = "\n      <failure message=\"\(x(message))\" type=\"\(x(findings.isEmpty ? "fail" : result!.findings.map(\.impact).max()!.rawValue))\">\(x(detail))</failure>\n    "
                case .cantTell:
                    body = "\n      <error message=\"\(x("can't tell: " + note))\" type=\"cant-tell\">\(x(note))</error>\n    "
                case .na:
                    body = "\n      <skipped message=\"\(x("not applicable: " + note))\"/>\n    "
                case .untested:
                    body = "\n      <skipped message=\"untested\"/>\n    "
                case .pass:
                    body = note.isEmpty ? "" : "\n      <system-out>\(x(note))</system-out>\n    "
                }
                let name = x("\(item.id) \(title)")
                cases.append(body.isEmpty
                    ? "    <testcase name=\"\(name)\" classname=\"\(x(item.checklist))\" time=\"0\"/>"
                    : "    <testcase name=\"\(name)\" classname=\"\(x(item.checklist))\" time=\"0\">\(body)</testcase>")
            }
            totals.add(counts)
            suites.append("""
                  <testsuite name="\(x(screen.name))" id="\(index)" package="\(x(report.audit.id))" tests="\(counts.total)" failures="\(counts.fail)" errors="\(counts.cantTell)" skipped="\(counts.na + counts.untested)" time="0" timestamp="\(timestamp)" hostname="auditbook">
                \(cases.joined(separator: "\n"))
                  </testsuite>
                """)
        }
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <testsuites name="\(x(report.audit.title))" tests="\(totals.total)" failures="\(totals.fail)" errors="\(totals.cantTell)" skipped="\(totals.na + totals.untested)" time="0">
            \(suites.joined(separator: "\n"))
            </testsuites>

            """
    }
}

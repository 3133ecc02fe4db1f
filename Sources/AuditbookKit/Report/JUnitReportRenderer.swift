import Foundation

/// JUnit XML valid against the schema Jenkins' xUnit plugin checks (junit-10.xsd): a
/// testsuite per screen, a testcase per item whose classname carries the screen. Only a
/// failed result is a <failure> (with the note and findings); can't tell, n/a and untested
/// are <skipped> with a message saying which, so a PR check counts the audit's real
/// failures. No `time` is written: an audit result has no duration, and the schema lets
/// it be left out.
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
                    body = "\n      <skipped message=\"\(x("can't tell" + (note.isEmpty ? "" : ": " + note)))\" type=\"cant-tell\"/>\n    "
                case .na:
                    body = "\n      <skipped message=\"\(x("not applicable" + (note.isEmpty ? "" : ": " + note)))\" type=\"not-applicable\"/>\n    "
                case .untested:
                    body = "\n      <skipped message=\"untested\" type=\"untested\"/>\n    "
                case .pass:
                    body = note.isEmpty ? "" : "\n      <system-out>\(x(note))</system-out>\n    "
                }
                let name = x("\(item.id) \(title)")
                // "Screen.checklist": reporters group by the part before the last dot, so a
                // flat list of failures still says on which screen each one is.
                let classname = x("\(screen.name).\(item.checklist)")
                cases.append(body.isEmpty
                    ? "    <testcase name=\"\(name)\" classname=\"\(classname)\"/>"
                    : "    <testcase name=\"\(name)\" classname=\"\(classname)\">\(body)</testcase>")
            }
            totals.add(counts)
            suites.append("""
                  <testsuite name="\(x(screen.name))" id="\(index)" package="\(x(report.audit.id))" tests="\(counts.total)" failures="\(counts.fail)" errors="0" skipped="\(counts.cantTell + counts.na + counts.untested)" timestamp="\(timestamp)" hostname="auditbook">
                \(cases.joined(separator: "\n"))
                  </testsuite>
                """)
        }
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <testsuites name="\(x(report.audit.title))" tests="\(totals.total)" failures="\(totals.fail)" errors="0">
            \(suites.joined(separator: "\n"))
            </testsuites>

            """
    }
}

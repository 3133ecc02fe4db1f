import Foundation

/// `auditbook gate` for GitHub Actions: workflow commands that annotate the run (an error per
/// failed result, a warning per can't tell) and a Markdown summary for the job's page.
public enum GitHubGateRenderer {
    /// `::error title=Login · Title::note` lines, escaped as the workflow-command format asks.
    public static func commands(_ report: GateReport) -> [String] {
        report.annotations.map { annotation in
            "::\(annotation.level.rawValue) title=\(escapeProperty(annotation.title))::\(escapeData("\(annotation.item): \(annotation.message)"))"
        }
    }

    /// The job summary: the verdict, each check, and the results that failed.
    public static func summary(_ report: GateReport) -> String {
        let cell = { (text: String) in ReportEscaping.markdown(text) }
        var lines = ["## auditbook gate: \(report.passed ? "✅ passed" : "❌ failed") (audit \(report.audit))", "",
                     "| check | result | detail |", "|---|---|---|"]
        for check in report.checks {
            lines.append("| \(cell(check.name)) | \(check.passed ? "✓ pass" : "✗ FAIL") | \(cell(check.detail)) |")
        }
        let failures = report.annotations.filter { $0.level == .error }
        if !failures.isEmpty {
            lines += ["", "| failed on | item | note |", "|---|---|---|"]
            for failure in failures.prefix(50) {
                lines.append("| \(cell(failure.screen)) | \(cell(failure.title)) | \(cell(failure.message)) |")
            }
            if failures.count > 50 { lines += ["", "… and \(failures.count - 50) more failed results."] }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Message text: `%`, CR and LF are encoded.
    static func escapeData(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D").replacingOccurrences(of: "\n", with: "%0A")
    }

    /// Property values also encode `:` and `,`.
    static func escapeProperty(_ text: String) -> String {
        escapeData(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}

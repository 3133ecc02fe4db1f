import AuditbookKit
import AuditbookStore
import AuditbookUseCases
import Foundation

/// Report figures on a generated audit of 100 screens × 300 items (30,000 results, 3,000
/// notes, 200 screenshots of 200 KB): each format as a whole `auditbook report` process, its
/// peak memory, and the same audit with ten times the results to show time grows linearly.
enum ReportBench {
    static func run(corpus: [String], scratch: URL, binary: URL, report: inout BenchReport, quick: Bool) throws {
        guard FileManager.default.isExecutableFile(atPath: binary.path) else { return }
        let base = try build(screens: quick ? 10 : 100, images: quick ? 20 : 200, corpus: corpus, scratch: scratch, name: "report-1x")
        var baseTimes: [ReportFormat: Double] = [:]
        let targets: [ReportFormat: Double] = [.html: 1.5, .markdown: 0.5, .json: 0.5]
        // Each format as a file; Markdown also to stdout, since written to a file it copies
        // the 200 screenshots beside it (into a fresh folder each run: the first write counts).
        let runs: [(ReportFormat, Bool)] = [(.markdown, false)] + ReportFormat.allCases.map { ($0, true) }
        for (kind, toFile) in runs {
            var peak = 0
            let output = scratch.appendingPathComponent("report-1x.\(kind.fileExtension)").path
            let evidence = scratch.appendingPathComponent("report-1x-evidence")
            let time = try measureMedian(3) {
                try? FileManager.default.removeItem(at: evidence)
                // OpenACR needs a contact; the other formats ignore it.
                let run = try runProcessMeasured(binary.path, ["report", "--workbook", base.path, "--format", kind.rawValue, "--contact", "Bench <bench@example.com>"]
                                                 + (toFile ? ["-o", output] : []))
                guard run.status == 0 else { throw ProcessFailure(message: "report --format \(kind.rawValue) exited \(run.status)") }
                peak = max(peak, run.peakBytes)
            }
            if toFile || kind != .markdown { baseTimes[kind] = time }
            let size = (try? FileManager.default.attributesOfItem(atPath: output)[.size] as? Int) ?? 0
            let destination = toFile ? "\(mb(size)) file" + (kind == .markdown ? " + 40 MB of screenshots beside it" : "") : "stdout"
            let label = "`report --format \(kind.rawValue)` on \(base.results) results (\(destination); peak \(mb(peak)) memory)"
            if let target = targets[kind] {
                report.add(label, time, target: "≤ \(format(target)), ≤ 300 MB", met: time <= target && peak <= 300 * 1_048_576)
            } else {
                report.add(label, time, target: "≤ 300 MB", met: peak <= 300 * 1_048_576)
            }
        }
        guard !quick else { return }
        // Ten times the results (and notes, images kept): at most eleven times the time.
        let large = try build(screens: 1_000, images: 200, corpus: corpus, scratch: scratch, name: "report-10x")
        // The PR-comment form of the largest audit: within GitHub's comment limit, in a second.
        let summaryFile = scratch.appendingPathComponent("report-10x-summary.md").path
        let summaryTime = try measureMedian(3) {
            _ = try runProcessMeasured(binary.path, ["report", "--workbook", large.path, "--summary", "-o", summaryFile])
        }
        let summaryLength = ((try? String(contentsOfFile: summaryFile, encoding: .utf8)) ?? "").count
        report.add("`report --summary` on \(large.results) results (1,000 screens; \(summaryLength) characters)", summaryTime,
                   target: "≤ 1 s, ≤ 65,536 characters", met: summaryTime <= 1 && summaryLength <= 65_536)
        for format in [ReportFormat.html, .markdown, .json] {
            let output = scratch.appendingPathComponent("report-10x.\(format.fileExtension)").path
            let time = try measureMedian(3) {
                try? FileManager.default.removeItem(at: scratch.appendingPathComponent("report-10x-evidence"))
                _ = try runProcessMeasured(binary.path, ["report", "--workbook", large.path, "--format", format.rawValue, "-o", output])
            }
            let ratio = time / baseTimes[format]!
            report.add("`report --format \(format.rawValue)` on \(large.results) results (10×: \(String(format: "%.1f", ratio))× the time)", time,
                       target: "≤ 11× the 1× time", met: ratio <= 11)
        }
    }

    static func mb(_ bytes: Int) -> String { String(format: "%.0f MB", Double(bytes) / 1_048_576) }

    /// A workbook with one audit of `screens` × 300 items: every tenth result has a note
    /// (fail, n/a or can't tell), and `images` failures carry a 200 KB screenshot.
    static func build(screens: Int, images: Int, corpus: [String], scratch: URL, name: String) throws -> (path: String, results: Int) {
        let path = scratch.appendingPathComponent(name + ".sqlite").path
        let book = try Workbook.open(path: path, bundled: [])
        var ids: [String] = []
        for (index, text) in corpus.prefix(5).enumerated() {
            let compiled = try ChecklistCompiler().compile(data: Data(text.utf8), sourcePath: "generated-\(index).md")
            try book.store(compiled)
            ids.append(compiled.id)
        }
        let names = (1...screens).map { "Screen \($0)" }
        let audit = try book.createAudit(AuditSpec(title: "Report bench", checklists: ids, screens: names, app: "Bench", build: "1.0", platform: .iOS),
                                         createdBy: "bench")
        let items = Array(try book.auditItemIDs(audit.id).prefix(300))
        var rows: [ImportedResult] = []
        var failures: [(String, String)] = []
        for (screenIndex, screen) in names.enumerated() {
            for (index, item) in items.enumerated() {
                let n = screenIndex * items.count + index
                if n % 10 == 0 {
                    let status = ["fail", "na", "cant-tell"][(n / 10) % 3]
                    if status == "fail" { failures.append((screen, item)) }
                    rows.append(ImportedResult(screen: screen, item: item, status: status,
                                               note: "Observed on iPhone 15 at AX3 in Dark Mode: the control at row \(index) is clipped (case \(n))."))
                } else {
                    rows.append(ImportedResult(screen: screen, item: item, status: "pass"))
                }
            }
        }
        _ = try book.importResults(rows, auditID: audit.id, reviewer: "bench", file: "bench")
        var generator = SystemRandomNumberGenerator()
        for (index, failure) in failures.prefix(images).enumerated() {
            let file = scratch.appendingPathComponent("\(name)-shot-\(index).png")
            var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
            bytes += (0..<(200 * 1024 - 8)).map { _ in UInt8.random(in: 0...255, using: &generator) }
            try Data(bytes).write(to: file)
            try book.record(ResultInput(screen: failure.0, item: failure.1, outcome: .fail, note: "See the screenshot.", reviewer: "bench",
                                        evidence: [file.path], findings: [FindingInput(title: "Clipped control", impact: .major)]), auditID: audit.id)
        }
        return (path, rows.count)
    }
}

import AuditbookCLI
import AuditbookKit
import AuditbookStore
import AuditbookUseCases
import Foundation

/// Audit figures: `record` per process, the walk's response to a key, `import` of 100,000
/// results, and `status` on 50 screens × 300 items.
enum AuditBench {
    static func run(corpus: [String], scratch: URL, binary: URL, report: inout BenchReport, quick: Bool) throws {
        let path = scratch.appendingPathComponent("audit.sqlite").path
        let book = try Workbook.open(path: path)
        // Five generated documents give 300 checklist lines.
        var ids: [String] = []
        for (index, text) in corpus.prefix(5).enumerated() {
            let compiled = try ChecklistCompiler().compile(data: Data(text.utf8), sourcePath: "generated-\(index).md")
            try book.store(compiled)
            ids.append(compiled.id)
        }
        let probe = try book.createAudit(AuditSpec(title: "Probe", checklists: ids, screens: ["Probe"]), createdBy: "bench")
        let items = try book.walkSteps(auditID: probe.id).map(\.item.id)
        // As many screens as make 100,000 results (a tenth of that with --quick).
        let screenCount = max(50, ((quick ? 10_000 : 100_000) + items.count - 1) / items.count)
        let screens = (1...screenCount).map { "Screen \($0)" }
        let audit = try book.createAudit(AuditSpec(title: "Bench", checklists: ids, screens: screens), createdBy: "bench")
        let statuses = ["pass", "pass", "pass", "fail", "na", "cant-tell"]
        var rows: [ImportedResult] = []
        for screen in screens {
            for (index, item) in items.enumerated() {
                let status = statuses[(index + screen.count) % statuses.count]
                rows.append(ImportedResult(screen: screen, item: item, status: status, note: status == "pass" ? nil : "observed on device"))
            }
        }
        let importTime = try measure { _ = try book.importResults(rows, auditID: audit.id, reviewer: "bench", file: "bench.json") }
        report.add("`import` of \(rows.count) results (\(screenCount) screens × \(items.count) items)", importTime,
                   target: rows.count >= 100_000 ? "≤ 3 s" : "≤ 3 s at 100,000", met: importTime <= 3 * Double(rows.count) / 100_000 + 0.001)

        // Status on 50 screens × 300 items.
        let statusBook = try Workbook.open(path: scratch.appendingPathComponent("status.sqlite").path)
        for (index, text) in corpus.prefix(5).enumerated() {
            try statusBook.store(ChecklistCompiler().compile(data: Data(text.utf8), sourcePath: "generated-\(index).md"))
        }
        let fifty = Array(screens.prefix(50))
        let statusAudit = try statusBook.createAudit(AuditSpec(title: "Status", checklists: ids, screens: fifty), createdBy: "bench")
        _ = try statusBook.importResults(rows.filter { fifty.contains($0.screen) }, auditID: statusAudit.id, reviewer: "bench", file: "b.json")
        let statusTime = try measureMedian(5) { _ = try statusBook.status(auditID: statusAudit.id) }
        report.add("`status` on 50 screens × \(items.count) items (in process, median of 5)", statusTime, target: "≤ 100 ms", met: statusTime <= 0.1)

        // The walk: time from a key to the next item on screen (answer stored, next rendered).
        let walkAudit = try book.createAudit(AuditSpec(title: "Walk", checklists: ids, screens: ["Login"]), createdBy: "bench")
        let keys = 200
        let terminal = ScriptedTerminal(Array(repeating: "p", count: keys) + ["q"])
        let steps = try book.walkSteps(auditID: walkAudit.id)
        let walkTime = try measure {
            WalkSession(book: book, auditID: walkAudit.id, walk: AuditWalk(steps: steps), terminal: terminal, reviewer: "bench").run()
        }
        report.add("The walk: from a key to the next item shown (mean of \(keys) answers)", walkTime / Double(keys),
                   target: "≤ 10 ms", met: walkTime / Double(keys) <= 0.010)

        // `record` as a whole process.
        if FileManager.default.isExecutableFile(atPath: binary.path) {
            try book.useAudit(walkAudit.id)
            var index = 0
            let recordTime = try measureMedian(21) {
                index += 1
                try runProcess(binary.path, ["record", "--workbook", path, "--screen", "Login", "--item", items[index % items.count],
                                             "--status", "fail", "--note", "run \(index)", "--reviewer", "bench"])
            }
            report.add("`auditbook record` (whole process, median of 21)", recordTime, target: "≤ 25 ms", met: recordTime <= 0.025)
        }
    }
}

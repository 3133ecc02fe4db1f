import AuditbookKit
import AuditbookStore
import Foundation

/// `auditbook demo`: a sample review of a made-up app in a folder of its own — a signed
/// audit, a re-audit with fixes and a regression, and their reports — so a newcomer sees the
/// whole product in one command. Everything goes through the same Kit calls the commands use.
public enum DemoAudit {
    public struct Summary: Sendable, Encodable {
        public var folder: String
        public var workbook: String
        public var checklists: Int
        public var firstAudit: String
        public var reaudit: String
        public var items: Int
        public var screens: [String]
        public var htmlReport: String
        public var markdownReport: String
        public var fixes: Int
        public var regressions: Int
    }

    static let screens = ["Login", "Settings", "Checkout"]
    static let reviewer = "Sam Rivera"
    /// Failures of the first audit: screen, item, note, finding, impact, with a screenshot.
    static let failures: [(String, String, String, String, Impact, Bool)] = [
        ("Login", "layout-touch/1.1", "The close button in the top bar is 24 × 24 pt.", "Close button below 44 pt", .blocking, true),
        ("Login", "voiceover/4.1", "The password reveal button is read as \"button\".", "Reveal button has no label", .major, false),
        ("Settings", "text-dynamic-type/2.5", "At AX3 the account row truncates the e-mail address.", "Account row truncates at AX3", .major, false),
        ("Checkout", "color-appearance/3.5", "Grey total on white measures 3.1:1.", "Order total below 4.5:1", .major, false),
        ("Checkout", "motion-preferences/5.1", "The confetti animation plays with Reduce Motion on.", "Confetti ignores Reduce Motion", .minor, false),
    ]

    /// Builds the demo in `folder`, replacing an earlier demo there.
    public static func build(in folder: String) throws -> Summary {
        let fileManager = FileManager.default
        do { try fileManager.createDirectory(atPath: folder, withIntermediateDirectories: true) } catch {
            throw AuditbookError.io(file: folder, reason: "cannot create the demo folder (\(error.localizedDescription))")
        }
        let base = URL(fileURLWithPath: folder)
        let workbookPath = base.appendingPathComponent(Workbook.defaultFileName).path
        for name in [Workbook.defaultFileName, Workbook.defaultFileName + "-wal", Workbook.defaultFileName + "-shm",
                     "report.html", "report.md", "report-evidence", "login-close-button.png"] {
            try? fileManager.removeItem(at: base.appendingPathComponent(name))
        }
        let screenshot = base.appendingPathComponent("login-close-button.png")
        do { try Data(base64Encoded: screenshotPNG)!.write(to: screenshot) } catch {
            throw AuditbookError.io(file: screenshot.path, reason: "cannot write the demo screenshot (\(error.localizedDescription))")
        }
        let workbook = try Workbook.open(path: workbookPath)
        let checklists = try workbook.checklists()
        let first = try workbook.createAudit(AuditSpec(
            title: "Acme Notes 2.3 accessibility review", checklists: AuditRules.defaultChecklists(checklists),
            screens: screens, app: "Acme Notes", build: "2.3", platform: .iOS), createdBy: reviewer)
        let items = try workbook.auditItemIDs(first.id)
        let failed = Set(failures.map { "\($0.0)|\($0.1)" })
        var rows: [ImportedResult] = []
        for (screenIndex, screen) in screens.enumerated() {
            for (index, item) in items.enumerated() where !failed.contains("\(screen)|\(item)") {
                // A fixed pattern, so every run of the demo gives the same audit.
                switch (index * 7 + screenIndex * 3) % 23 {
                case 0: rows.append(ImportedResult(screen: screen, item: item, status: "na", note: "Nothing of this kind on \(screen)."))
                case 1: rows.append(ImportedResult(screen: screen, item: item, status: "cant-tell", note: "Needs a device with Switch Control set up."))
                case 2: continue
                default: rows.append(ImportedResult(screen: screen, item: item, status: "pass", conditions: index % 4 == 0 ? ["appearance": "dark"] : nil))
                }
            }
        }
        _ = try workbook.importResults(rows, auditID: first.id, reviewer: reviewer, file: "demo")
        for (screen, item, note, finding, impact, withShot) in failures {
            try workbook.record(ResultInput(
                screen: screen, item: item, outcome: .fail, note: note, reviewer: reviewer,
                links: ["https://tracker.example.com/ACME-\(120 + failures.firstIndex { $0.1 == item }!)"],
                conditions: item.hasPrefix("voiceover") ? [TestCondition(key: "voiceover", value: "on")] : [],
                findings: [FindingInput(title: finding, impact: impact, evidence: withShot ? [screenshot.path] : [])]), auditID: first.id)
        }
        _ = try workbook.signoff(auditID: first.id, reviewer: reviewer, role: "qa-lead", decision: .reject,
                                 comment: "Blocking: the Login close button is too small. Re-audit after the fix.")
        // The re-audit: results carried over, three failures fixed, one new regression.
        let second = try workbook.copyAudit(first.id, title: "Acme Notes 2.4 re-audit", build: "2.4", carryResults: true, by: reviewer)
        for (screen, item, _, _, _, _) in failures.prefix(3) {
            try workbook.record(ResultInput(screen: screen, item: item, outcome: .pass, note: "Fixed in 2.4.", reviewer: reviewer), auditID: second.id)
        }
        let regression = items.first { $0.hasPrefix("voiceover/4.5") } ?? items[0]
        try workbook.record(ResultInput(screen: "Settings", item: regression, outcome: .fail, note: "The new toggle is read after the footer.",
                                        reviewer: reviewer, findings: [FindingInput(title: "Toggle read out of order", impact: .major)]),
                            auditID: second.id)
        let html = base.appendingPathComponent("report.html").path, markdown = base.appendingPathComponent("report.md").path
        _ = try ReportExport.run(ReportRequest(auditID: first.id, format: .html, outputPath: html), workbook: workbook)
        _ = try ReportExport.run(ReportRequest(auditID: first.id, format: .markdown, outputPath: markdown), workbook: workbook)
        let diff = try workbook.diff(first.id, second.id)
        return Summary(folder: folder, workbook: workbookPath, checklists: checklists.count, firstAudit: first.id, reaudit: second.id,
                       items: items.count, screens: screens, htmlReport: html, markdownReport: markdown,
                       fixes: diff.fixes.count, regressions: diff.regressions.count)
    }

    /// A mock phone screen with the too-small close button outlined (PNG, 180 × 320).
    static let screenshotPNG = "iVBORw0KGgoAAAANSUhEUgAAALQAAAFACAIAAACa28HeAAADmElEQVR42u3doW7CQBzA4dLg0FMTCBwJBoOa26ug9yzTvMocCjNDgkMgpqbJJBOIJQQGXK+01/s+z8LKb3+usPZ6h8OhgHNKhwBxIA7i6TsEadkOh/X98NFuZ3JgcnTXyZ94TQPJ5MCCFHFgzcGfwXwb9sD9YmRyUOfkeHl5Teu3Wi4/vLTWHIgDcSAOxIE4EAfiAHEgDsSBOHikm7548z2WyQH3Tw7a7Or/7JgciANxYM1BoFovijQ5uK7n5i2YHIiDiAvS1erTUeD8mmO//3EU8LaCOBAH4kAciANxIA7EgThAHIgDcSAOxIE4EAfiQByIA8SBOAhU6ULq9XrjCLbfZDJ+aBzHLGazqUPffsfr1gISCbmoab3eyCLFRO7to1RGJmaz6b3LgFIZ+nC2Qp2nssZGbsPD5EAciANxIA7EgTgQB+JAHIgDxIE4EAfiQByIA3EgDsSBOEAciANx0HAck8nYPqOpu+tyapODSHEYHvmMjZDJoY9MyiiCd6R2Z5+0sigedmefk0RoueB7gtnLHmcriANxIA7EgTgQB+JAHIgDxIE4iMBOTd1npyYuslMT1xOxUxPn2amJmH04WyFGHMZGbsPD5EAciANxIA7EgTgQB+JAHIgDxIE4EAfiQByIA3EgDsSBOEAciANx0HAcNtPoADs10cTbiuGRz9go7NSkjH/YqSmLLAo7NXFp2Ic90E5NOFtBHIgDcSAOxIE4EAfiQBwgDsSBOBAH4kAciANxIA7EAeJAHFTQr/j4p7cvB7HNvt+fgx8bft2KLDqfSKmMHIS9XqUy9BEtDmXk00epDH04laXONYexkdvwMDkQB+JAHIgDcdBO/RSf9H4xSvFpD+ZbkwNvK4gDcYA4EAfiQBw0IckPwZL7NMnkQByIA8SBOBAHzcRR5Xpt2uP219HkIFIchkc+YyNkcugjkzIC31b0kUMZ4WsOfXS+jKL6duWuru5kFnHiwNkK4gBxIA7EgTgQB+JAHIgDcSAOEAfiQByIA3EgDsSBOBAH4kAcIA7EgTgQB+JAHIgDcSAOxAHiQByIA3EgDsSBOBAH4kAcIA7EgTgQB+JAHIgDcSAOxIE4QByIA3EgDsSBOBAH4kAciAPEgTgQB+JAHIgDcSAOxIE4QByIA3EgDsSBOBAH4kAciANxgDgQB+JAHIgDcSAOxIE4EAeIA3EgDsSBOBAH4kAciANxgDgQB+JAHIgDcSAOkvQLYhXh1L6bzHkAAAAASUVORK5CYII="
}

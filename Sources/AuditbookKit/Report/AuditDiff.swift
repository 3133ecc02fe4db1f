import Foundation

/// `auditbook diff A B`: what changed from one audit to another (usually a re-audit made
/// with `audit copy`): regressions, fixes, other changes, items, screens and checklist versions.
public struct AuditDiff: Codable, Sendable {
    public struct Change: Codable, Sendable, Equatable {
        public var screen: String
        public var item: String
        public var title: String
        public var from: Outcome
        public var to: Outcome

        package init(screen: String, item: String, title: String, from: Outcome, to: Outcome) {
            self.screen = screen
            self.item = item
            self.title = title
            self.from = from
            self.to = to
        }
    }

    public struct VersionChange: Codable, Sendable, Equatable {
        public var checklist: String
        public var from: Int?
        public var to: Int?

        package init(checklist: String, from: Int? = nil, to: Int? = nil) {
            self.checklist = checklist
            self.from = from
            self.to = to
        }
    }

    public var from: String
    public var to: String
    /// pass → fail.
    public var regressions: [Change]
    /// fail → pass.
    public var fixes: [Change]
    /// Every other change of outcome on a screen both audits have.
    public var otherChanges: [Change]
    public var itemsAdded: [String]
    public var itemsRemoved: [String]
    public var screensAdded: [String]
    public var screensRemoved: [String]
    public var checklistVersions: [VersionChange]

    public init(from a: AuditReport, to b: AuditReport) {
        from = a.audit.id
        to = b.audit.id
        func outcomes(_ report: AuditReport) -> [String: [String: Outcome]] {
            var map: [String: [String: Outcome]] = [:]
            for result in report.results { map[result.screen, default: [:]][result.item] = result.status }
            return map
        }
        let before = outcomes(a), after = outcomes(b)
        let titles = Dictionary((a.checklists + b.checklists).flatMap { $0.items.map { ($0.id, $0.title) } }, uniquingKeysWith: { _, new in new })
        let itemsA = a.items.map(\.id), itemsB = b.items.map(\.id)
        let setA = Set(itemsA), setB = Set(itemsB)
        let screensA = a.screens.filter(\.counted).map(\.name), screensB = b.screens.filter(\.counted).map(\.name)
        itemsAdded = itemsB.filter { !setA.contains($0) }
        itemsRemoved = itemsA.filter { !setB.contains($0) }
        screensAdded = screensB.filter { !screensA.contains($0) }
        screensRemoved = screensA.filter { !screensB.contains($0) }
        var regressions: [Change] = [], fixes: [Change] = [], other: [Change] = []
        for screen in screensB where screensA.contains(screen) {
            for item in itemsB where setA.contains(item) {
                let old = before[screen]?[item] ?? .untested, new = after[screen]?[item] ?? .untested
                guard old != new else { continue }
                let change = Change(screen: screen, item: item, title: titles[item] ?? item, from: old, to: new)
                if old == .pass, new == .fail { regressions.append(change) } else if old == .fail, new == .pass { fixes.append(change) } else { other.append(change) }
            }
        }
        self.regressions = regressions
        self.fixes = fixes
        otherChanges = other
        let versionsA = Dictionary(a.checklists.map { ($0.id, $0.version) }, uniquingKeysWith: { a, _ in a })
        let versionsB = Dictionary(b.checklists.map { ($0.id, $0.version) }, uniquingKeysWith: { a, _ in a })
        checklistVersions = Set(versionsA.keys).union(versionsB.keys).sorted().compactMap { id in
            versionsA[id] == versionsB[id] ? nil : VersionChange(checklist: id, from: versionsA[id], to: versionsB[id])
        }
    }

    /// The diff as GitHub-flavoured Markdown, user text escaped.
    public var markdown: String {
        let e = ReportEscaping.markdown
        var lines = ["# Audit diff: `\(from)` → `\(to)`", "",
                     "\(regressions.count) regressions, \(fixes.count) fixes, \(otherChanges.count) other changes; "
                     + "items +\(itemsAdded.count) −\(itemsRemoved.count); screens +\(screensAdded.count) −\(screensRemoved.count); "
                     + "\(checklistVersions.count) checklist version change(s).", ""]
        func table(_ title: String, _ changes: [Change]) {
            lines.append("## \(title) (\(changes.count))")
            lines.append("")
            guard !changes.isEmpty else { lines += ["None.", ""]; return }
            lines += ["| Screen | Item | Title | Was | Now |", "|---|---|---|---|---|"]
            for change in changes {
                lines.append("| \(e(change.screen)) | `\(change.item)` | \(e(change.title)) | \(change.from.symbol) \(change.from.word) | \(change.to.symbol) \(change.to.word) |")
            }
            lines.append("")
        }
        table("Regressions: pass → fail", regressions)
        table("Fixes: fail → pass", fixes)
        table("Other changes", otherChanges)
        func list(_ title: String, _ values: [String], code: Bool) {
            guard !values.isEmpty else { return }
            lines.append("## \(title) (\(values.count))")
            lines.append("")
            lines += values.map { code ? "- `\($0)`" : "- \(e($0))" }
            lines.append("")
        }
        list("Items added", itemsAdded, code: true)
        list("Items removed", itemsRemoved, code: true)
        list("Screens added", screensAdded, code: false)
        list("Screens removed", screensRemoved, code: false)
        if !checklistVersions.isEmpty {
            lines += ["## Checklist versions", "", "| Checklist | Was | Now |", "|---|---|---|"]
            lines += checklistVersions.map { "| `\($0.checklist)` | \($0.from.map { "v\($0)" } ?? "—") | \($0.to.map { "v\($0)" } ?? "—") |" }
            lines.append("")
        }
        return lines.joined(separator: "\n")
    }
}

import Foundation

/// How far an audit supports each WCAG success criterion, rolled up from its items' results
/// over its screens, in the terms of a VPAT / OpenACR report.
public enum Adherence: String, Codable, Sendable, CaseIterable {
    case supports
    case partiallySupports = "partially-supports"
    case doesNotSupport = "does-not-support"
    case notApplicable = "not-applicable"
    case notEvaluated = "not-evaluated"

    /// The words a VPAT uses.
    public var label: String {
        switch self {
        case .supports: return "Supports"
        case .partiallySupports: return "Partially Supports"
        case .doesNotSupport: return "Does Not Support"
        case .notApplicable: return "Not Applicable"
        case .notEvaluated: return "Not Evaluated"
        }
    }

    /// The EARL outcome for a WCAG-EM report.
    public var earl: String {
        switch self {
        case .supports: return "earl:passed"
        case .partiallySupports, .doesNotSupport: return "earl:failed"
        case .notApplicable: return "earl:inapplicable"
        case .notEvaluated: return "earl:untested"
        }
    }
}

/// One success criterion of the roll-up.
public struct CriterionConformance: Codable, Sendable {
    public var num: String
    public var title: String
    public var level: String
    public var adherence: Adherence
    /// The audit's items that map to it (document or confirmed mappings).
    public var items: [String]
    /// Screens where one of those items failed.
    public var failedScreens: [String]
    /// Their results over the counted screens.
    public var counts: OutcomeCounts
    /// What a reader of the report needs to know: what failed where, or why nothing was decided.
    public var remarks: String
}

/// The rule, in the spirit of the W3C's ACT rules (a failed outcome fails its requirement):
/// - nothing of the audit maps to a criterion → not evaluated;
/// - a mapped item failed on every screen where the criterion applies → does not support;
/// - one failed on some of those screens → partially supports;
/// - every mapped result is n/a → not applicable;
/// - otherwise, any untested or can't-tell result → not evaluated;
/// - otherwise (every mapped item passes where it applies) → supports.
/// Only mappings the document names or a person confirmed count; suggestions do not.
public enum ConformanceRollUp {
    /// The WCAG 2.2 criteria at `levels`, each with its adherence.
    public static func criteria(_ report: AuditReport, levels: Set<String> = ["A", "AA", "AAA"]) -> [CriterionConformance] {
        var titles: [String: String] = [:]
        var mapped: [String: [String]] = [:]
        let asked = Set(report.items.map(\.id))
        for checklist in report.checklists {
            for item in checklist.items where asked.contains(item.id) {
                titles[item.id] = item.title
                for ref in item.criteria ?? [] where ref.counts {
                    if !(mapped[ref.num]?.contains(item.id) ?? false) { mapped[ref.num, default: []].append(item.id) }
                }
            }
        }
        let screens = report.screens.filter(\.counted).map(\.name)
        // Only the results of mapped items are looked at (a large audit has hundreds of thousands).
        let mappedItems = Set(mapped.values.joined())
        let screenIndex = Dictionary(screens.enumerated().map { ($1, $0) }, uniquingKeysWith: { a, _ in a })
        var grid: [String: [ReportResult?]] = [:]
        for result in report.results where mappedItems.contains(result.item) {
            guard let index = screenIndex[result.screen] else { continue }
            grid[result.item, default: Array(repeating: nil, count: screens.count)][index] = result
        }
        return WCAG.criteria(levels: levels).map { criterion in
            let items = mapped[criterion.num] ?? []
            var counts = OutcomeCounts()
            var failed: [String] = [], applicable: Set<String> = [], notes: [String] = []
            for item in items {
                let row = grid[item]
                for (index, screen) in screens.enumerated() {
                    let result = row?[index]
                    let outcome = result?.status ?? .untested
                    counts[outcome] += 1
                    if outcome != .na { applicable.insert(screen) }
                    if outcome == .fail {
                        if !failed.contains(screen) { failed.append(screen) }
                        let why = result?.findings.first?.title ?? result?.note ?? "failed"
                        notes.append("\(titles[item] ?? item) fails on \(screen): \(why)")
                    }
                }
            }
            let adherence: Adherence
            let remarks: String
            if items.isEmpty {
                adherence = .notEvaluated
                remarks = "No item of this audit maps to this criterion."
            } else if !failed.isEmpty {
                adherence = Set(failed) == applicable ? .doesNotSupport : .partiallySupports
                remarks = notes.prefix(5).joined(separator: "; ") + (notes.count > 5 ? "; and \(notes.count - 5) more failures." : ".")
            } else if counts.na == counts.total {
                adherence = .notApplicable
                remarks = "Not applicable on any screen (\(items.count) item\(items.count == 1 ? "" : "s") checked)."
            } else if counts.untested + counts.cantTell > 0 {
                adherence = .notEvaluated
                remarks = "\(counts.untested) result(s) untested and \(counts.cantTell) can't tell, none failed."
            } else {
                adherence = .supports
                remarks = "Passes on every screen where it applies (\(applicable.count) screen\(applicable.count == 1 ? "" : "s"), \(items.count) item\(items.count == 1 ? "" : "s"))."
            }
            return CriterionConformance(num: criterion.num, title: criterion.title, level: criterion.level, adherence: adherence,
                                        items: items, failedScreens: failed, counts: counts, remarks: remarks)
        }
    }

    /// "13 supports, 7 partially supports, …": how many criteria of `criteria` have each
    /// adherence, every adherence named, or only those with some when `skippingNone`.
    public static func tally(_ criteria: [CriterionConformance], skippingNone: Bool = false) -> String {
        Adherence.allCases.compactMap { adherence in
            let count = criteria.filter { $0.adherence == adherence }.count
            return skippingNone && count == 0 ? nil : "\(count) \(adherence.label.lowercased())"
        }.joined(separator: ", ")
    }

    /// The WCAG 2.2 level the audit supports: "AA" when every A and AA criterion supports or
    /// is not applicable, "A" when every A one does, nil otherwise.
    public static func supportedLevel(_ criteria: [CriterionConformance]) -> String? {
        func met(_ levels: Set<String>) -> Bool {
            criteria.filter { levels.contains($0.level) }.allSatisfy { $0.adherence == .supports || $0.adherence == .notApplicable }
        }
        if met(["A", "AA", "AAA"]) { return "AAA" }
        if met(["A", "AA"]) { return "AA" }
        if met(["A"]) { return "A" }
        return nil
    }
}

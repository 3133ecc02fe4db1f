import Foundation

/// The parts of the Markdown and HTML reports a compliance officer reads first: the
/// executive summary (verdict, WCAG conformance, scope, method, people, dates, every
/// sign-off) and the VPAT 2.5 (WCAG edition) tables; and the screens × sections table cut
/// into pages of columns for print.
extension TemplateContext {
    /// Screens per printed page of the screens × sections table: more would be clipped.
    static let screensPerPrintedPage = 6

    func complianceContext() -> [String: Any] {
        let counted = report.screens.filter(\.counted)
        let criteria = ConformanceRollUp.criteria(report)
        let targetCriteria = criteria.filter { $0.level == "A" || $0.level == "AA" }
        let level = ConformanceRollUp.supportedLevel(targetCriteria)
        func tally(_ list: [CriterionConformance]) -> String { ConformanceRollUp.tally(list, skippingNone: true) }
        let wcagText: String
        if let level {
            wcagText = "WCAG 2.2 Level \(level): every Level A and AA criterion is supported or not applicable (\(tally(targetCriteria)))."
        } else {
            wcagText = "WCAG 2.2 Level AA is not met: of its \(targetCriteria.count) Level A and AA criteria, \(tally(targetCriteria))."
        }

        // The verdict: what the gate would say on failures, and the sign-offs that stand.
        let countedNames = Set(counted.map(\.name))
        let failures = report.results.filter { $0.status == .fail && countedNames.contains($0.screen) }
        let standing = report.signoffs.filter { $0.revokedAt == nil }
        let rejections = standing.filter { $0.decision == SignoffDecision.reject.rawValue }
        let approvals = standing.filter { $0.decision == SignoffDecision.approve.rawValue }
        let impacts = report.summary.failuresByImpact
        var reasons: [String] = []
        if !failures.isEmpty {
            reasons.append("\(failures.count) failed result\(failures.count == 1 ? "" : "s") (\(impacts["blocking"] ?? 0) blocking, \(impacts["major"] ?? 0) major, \(impacts["minor"] ?? 0) minor)")
        }
        for rejection in rejections { reasons.append("rejected by \(rejection.reviewer) (\(rejection.role))") }
        let untested = report.summary.totals.untested
        if untested > 0 { reasons.append("\(untested) screen × item pair\(untested == 1 ? "" : "s") untested") }
        let ready = failures.isEmpty && rejections.isEmpty && !approvals.isEmpty && untested == 0
        let verdict = ready
            ? "Ready: no failed result, nothing untested, approved by " + approvals.map { "\($0.reviewer) (\($0.role))" }.joined(separator: ", ") + "."
            : "Not ready: " + (reasons.isEmpty ? "no approving sign-off yet" : reasons.joined(separator: "; ") + (approvals.isEmpty && rejections.isEmpty ? "; no sign-off yet" : "")) + "."
        let state: String
        switch report.audit.state {
        case "signed":
            let latest = standing.last
            state = latest.map { "signed off: \($0.decision == "approve" ? "approved" : "rejected") by \($0.reviewer) (\($0.role))" } ?? "signed off"
        case "reopened": state = "reopened after a sign-off"
        default: state = "open"
        }

        let devices = report.summary.conditions.filter { $0.hasUTF8Prefix("device=") || $0.hasUTF8Prefix("os=") }.map { String($0.split(separator: "=", maxSplits: 1).last ?? "") }
        let conditions = report.summary.conditions.filter { !$0.hasUTF8Prefix("device=") && !$0.hasUTF8Prefix("os=") }
        let method = "Manual evaluation on devices: reviewers answered every checklist item on every screen (pass, fail, not applicable, can't tell) "
            + "with notes, findings and evidence, using auditbook. Items map to WCAG 2.2 success criteria (named by the checklist or confirmed by a person); "
            + "a criterion is supported only when every mapped item passes wherever it applies."
        func rows(_ level: String) -> [TemplateNode] {
            criteria.filter { $0.level == level }.map { criterion in
                TemplateNode.of(["num": criterion.num, "title": criterion.title, "level": criterion.level, "adherence": criterion.adherence.label,
                                 "key": criterion.adherence.rawValue, "remarks": criterion.remarks,
                                 "mappedItems": criterion.items.joined(separator: ", ")])
            }
        }
        let evaluatedAAA = criteria.contains { $0.level == "AAA" && $0.adherence != .notEvaluated }
        // The bundled PR-comment form prints no matrix: its pages are not built for it.
        let short = options.summary && options.templatePath == nil
        let pages = short ? [] : stride(from: 0, to: counted.count, by: Self.screensPerPrintedPage).map { start -> TemplateNode in
            let end = min(counted.count, start + Self.screensPerPrintedPage)
            let names = counted[start..<end].map(\.name)
            return TemplateNode.of([
                "screens": names, "range": "screens \(start + 1)–\(end) of \(counted.count)",
                "sections": report.summary.sections.map { section in
                    TemplateNode.of(["name": section.name,
                                     "cells": zip(counted, section.perScreen).dropFirst(start).prefix(end - start).map { screen, counts in
                                         TemplateNode.of(["screen": screen.name, "counts": Self.counts(counts), "outcome": Self.outcome(Outcome.rollUp(counts))])
                                     }])
                },
            ])
        }
        let signoffs = report.signoffs.map { signoff in
            "\(signoff.decision == "approve" ? "✓ approved" : "✗ rejected") by \(signoff.reviewer) (\(signoff.role)) on \(Self.date(signoff.signedAt))"
                + (signoff.comment.map { ": \($0)" } ?? "") + (signoff.revokedAt.map { " — revoked \(Self.date($0))" } ?? "")
        }
        return [
            "executive": TemplateNode.of([
                "verdict": verdict, "isReady": ready, "state": state, "wcag": wcagText, "wcagLevel": level ?? "",
                "scopeScreens": counted.map(\.name).joined(separator: ", "), "scopePlatform": report.audit.platform ?? "",
                "scopeDevices": devices.joined(separator: ", "), "scopeConditions": conditions.joined(separator: ", "),
                "method": method, "evaluators": report.summary.reviewers.joined(separator: ", "),
                "commissioner": report.audit.createdBy, "executiveContact": options.contact ?? "",
                "started": Self.date(report.audit.createdAt), "reportDate": Self.date(report.generatedAt),
                "signoffLines": signoffs, "hasSignoffLines": !signoffs.isEmpty,
            ]),
            "vpat": TemplateNode.of([
                "product": report.audit.app ?? report.audit.title, "productVersion": report.audit.build ?? "",
                "reportDate": String(ReportJSON.timestamp(report.generatedAt).prefix(10)),
                "productDescription": report.audit.title + (report.audit.platform.map { ", on \($0)" } ?? ""),
                "vpatContact": options.contact ?? "", "method": method,
                "standard": "Web Content Accessibility Guidelines 2.2 (https://www.w3.org/TR/WCAG22/), Level A and AA; Level AAA where evaluated",
                "vpatNotes": "Screens evaluated: " + counted.map(\.name).joined(separator: ", ") + "."
                    + (conditions.isEmpty ? "" : " Test conditions: " + conditions.joined(separator: ", ") + "."),
                "terms": Adherence.allCases.map { TemplateNode.of(["label": $0.label, "meaning": Self.meaning($0)]) },
                "levelA": rows("A"), "levelAA": rows("AA"), "levelAAA": rows("AAA"), "hasLevelAAA": evaluatedAAA,
            ]),
            "matrixPages": pages, "hasSeveralMatrixPages": pages.count > 1,
        ]
    }

    /// What each conformance level means here, in this project's words.
    static func meaning(_ adherence: Adherence) -> String {
        switch adherence {
        case .supports: return "Every mapped item passes on every screen where it applies."
        case .partiallySupports: return "A mapped item fails on some of the screens where the criterion applies."
        case .doesNotSupport: return "A mapped item fails on every screen where the criterion applies."
        case .notApplicable: return "Every mapped item was not applicable on every screen."
        case .notEvaluated: return "No item of the audit maps to the criterion, or its mapped items are not all answered."
        }
    }
}

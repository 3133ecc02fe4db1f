import Foundation

/// Options that change what a rendered report shows.
public struct RenderOptions: Sendable {
    /// The short form for a PR comment.
    public var summary: Bool
    /// CSV: items × screens instead of one row per screen × item.
    public var matrix: Bool
    /// A template file to use instead of the bundled one (Markdown and HTML).
    public var templatePath: String?
    /// Markdown: the folder (relative to the report) evidence files are written to, so
    /// the report can link them; nil when the report goes to stdout.
    public var evidenceFolder: String?

    public init(summary: Bool = false, matrix: Bool = false, templatePath: String? = nil, evidenceFolder: String? = nil) {
        self.summary = summary
        self.matrix = matrix
        self.templatePath = templatePath
        self.evidenceFolder = evidenceFolder
    }
}

/// Builds the values the Markdown and HTML templates see (documented, and kept stable, in
/// Templates/README.md). Strings are raw: each template's content type escapes them.
struct TemplateContext {
    let report: AuditReport
    let options: RenderOptions
    /// HTML only: guidance rendered to HTML and evidence images embedded as data URIs.
    let forHTML: Bool
    /// How many failures and items to list in full (the summary form shortens lists).
    var listLimit = Int.max

    /// "2026-11-22 14:03 UTC": one time zone for every reader of a report.
    static func date(_ date: Date?) -> String {
        guard let date else { return "" }
        var seconds = time_t(date.timeIntervalSince1970.rounded(.down))
        var parts = tm()
        gmtime_r(&seconds, &parts)
        return String(format: "%04d-%02d-%02d %02d:%02d UTC", Int(parts.tm_year) + 1900, Int(parts.tm_mon) + 1,
                      Int(parts.tm_mday), Int(parts.tm_hour), Int(parts.tm_min))
    }

    static func outcome(_ outcome: Outcome) -> [String: Any] {
        ["key": outcome.rawValue, "label": outcome.label, "symbol": outcome.symbol, "word": outcome.word,
         "isFail": outcome == .fail, "isPass": outcome == .pass]
    }

    static func counts(_ counts: OutcomeCounts) -> [String: Any] {
        ["pass": counts.pass, "fail": counts.fail, "na": counts.na, "cantTell": counts.cantTell, "untested": counts.untested,
         "total": counts.total, "answered": counts.answered, "percentComplete": String(format: "%.1f", counts.percentComplete),
         "text": Self.countsText(counts)]
    }

    /// "✗ 2 fail, ? 1 can't tell, ✓ 10 pass": words and symbols, never colour alone.
    static func countsText(_ counts: OutcomeCounts) -> String {
        let parts = [Outcome.fail, .cantTell, .untested, .pass, .na].compactMap { outcome -> String? in
            counts[outcome] > 0 ? "\(outcome.symbol) \(counts[outcome]) \(outcome.word)" : nil
        }
        return parts.isEmpty ? "nothing to test" : parts.joined(separator: ", ")
    }

    /// The template values. Empty text is left out, so `{{#field}}…{{/field}}` in a template
    /// means "when the field has text" (Mustache treats an empty string as true).
    func build() -> [String: Any] {
        Self.withoutEmptyText(values()) as! [String: Any]
    }

    static func withoutEmptyText(_ value: Any) -> Any {
        switch value {
        case let dictionary as [String: Any]:
            var result: [String: Any] = [:]
            result.reserveCapacity(dictionary.count)
            for (key, element) in dictionary {
                if let text = element as? String, text.isEmpty { continue }
                result[key] = withoutEmptyText(element)
            }
            return result
        case let array as [[String: Any]]:
            return array.map { withoutEmptyText($0) }
        case let array as [Any]:
            return array.map { withoutEmptyText($0) }
        default:
            return value
        }
    }

    private func values() -> [String: Any] {
        let audit = report.audit
        let itemsByID = Dictionary(report.checklists.flatMap { $0.items.map { ($0.id, $0) } }, uniquingKeysWith: { a, _ in a })
        let blobs = Dictionary(report.blobs.map { ($0.sha256, $0) }, uniquingKeysWith: { a, _ in a })
        let counted = report.screens.filter(\.counted)
        var resultsByItem: [String: [ReportResult]] = [:]
        for result in report.results { resultsByItem[result.item, default: []].append(result) }

        func evidence(_ list: [ReportResult.Evidence]) -> [[String: Any]] {
            list.map { entry in
                var value: [String: Any] = ["isFile": entry.kind == "file", "isLink": entry.kind == "link",
                                            "fileName": entry.fileName ?? "", "sha256": entry.sha256 ?? "",
                                            "shortHash": String((entry.sha256 ?? "").prefix(12)), "mimeType": entry.mimeType ?? "",
                                            "size": Self.byteCount(entry.size ?? 0), "url": entry.url ?? ""]
                if let safe = ReportEscaping.safeLink(entry.url) { value["safeURL"] = safe }
                if entry.kind == "file", let hash = entry.sha256 {
                    if let folder = options.evidenceFolder { value["href"] = folder + "/" + EvidenceExport.fileName(hash: hash, mimeType: entry.mimeType) }
                    let mime = entry.mimeType ?? ""
                    if forHTML, ["image/png", "image/jpeg", "image/gif", "image/webp"].contains(mime), let data = blobs[hash]?.data {
                        value["dataURI"] = "data:\(mime);base64,\(data)"
                        value["isImage"] = true
                    }
                }
                return value
            }
        }
        func result(_ result: ReportResult) -> [String: Any] {
            let item = itemsByID[result.item]
            return [
                "screen": result.screen, "item": result.item, "itemTitle": item?.title ?? result.item,
                "status": Self.outcome(result.status), "note": result.note ?? "", "hasNote": !(result.note ?? "").isEmpty,
                "reviewer": result.reviewer, "updatedAt": Self.date(result.updatedAt), "carriedOver": result.carriedOver,
                "severity": item?.severity?.rawValue ?? "",
                "findings": result.findings.map { finding -> [String: Any] in
                    ["title": finding.title, "note": finding.note ?? "", "hasNote": !(finding.note ?? "").isEmpty,
                     "impact": finding.impact.rawValue, "evidence": evidence(finding.evidence), "hasEvidence": !finding.evidence.isEmpty]
                },
                "hasFindings": !result.findings.isEmpty,
                "evidence": evidence(result.evidence), "hasEvidence": !result.evidence.isEmpty,
                "conditions": result.conditions.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" },
                "hasConditions": !result.conditions.isEmpty,
            ]
        }

        let failures = report.results.filter { $0.status == .fail }
        let failureLimit = min(listLimit, failures.count)
        let items = report.items.map { reportItem -> [String: Any] in
            let item = itemsByID[reportItem.id]
            var value: [String: Any] = [
                "id": reportItem.id, "anchor": Self.anchor(reportItem.id), "number": item?.number ?? "", "title": item?.title ?? reportItem.id,
                "kind": item?.kind.rawValue ?? "", "severity": item?.severity?.rawValue ?? "", "hasSeverity": item?.severity != nil,
                "section": item?.section ?? reportItem.section, "checklist": reportItem.checklist,
                "conformance": Self.outcome(reportItem.conformance), "counts": Self.counts(reportItem.counts),
                "guidance": item?.guidance ?? "", "howToTest": item?.howToTest ?? "", "hasHowToTest": !(item?.howToTest ?? "").isEmpty,
                "examples": (item?.examples ?? []).map { ["isCorrect": $0.verdict == .correct, "verdict": $0.verdict.rawValue,
                                                          "language": $0.language ?? "", "code": $0.code, "caption": $0.caption ?? ""] },
                "hasExamples": !(item?.examples ?? []).isEmpty,
                "related": item?.related ?? [], "hasRelated": !(item?.related ?? []).isEmpty,
                "source": "\(reportItem.checklist) line \(item?.line ?? 0)",
                "results": (resultsByItem[reportItem.id] ?? []).map(result),
                "hasResults": !(resultsByItem[reportItem.id] ?? []).isEmpty,
            ]
            if forHTML {
                value["guidanceHTML"] = MarkdownHTML.fragment(item?.guidance ?? "")
                value["howToTestHTML"] = MarkdownHTML.fragment(item?.howToTest ?? "")
            }
            return value
        }
        let listedItems = report.items.count > listLimit ? Array(items.prefix(listLimit)) : items

        return [
            "audit": ["id": audit.id, "title": audit.title, "app": audit.app ?? "", "build": audit.build ?? "", "platform": audit.platform ?? "",
                      "state": audit.state, "isSigned": audit.state == "signed", "createdBy": audit.createdBy,
                      "createdAt": Self.date(audit.createdAt), "copiedFrom": audit.copiedFrom ?? ""] as [String: Any],
            "generatedAt": Self.date(report.generatedAt), "generator": report.generator,
            "checklists": report.checklists.map { ["id": $0.id, "version": $0.version, "title": $0.title, "source": $0.source,
                                                  "documentVersion": $0.documentVersion ?? "", "items": $0.items.count] as [String: Any] },
            "reviewers": report.summary.reviewers, "reviewersText": report.summary.reviewers.joined(separator: ", "),
            "conditions": report.summary.conditions, "hasConditions": !report.summary.conditions.isEmpty,
            "firstResultAt": Self.date(report.summary.firstResultAt), "lastResultAt": Self.date(report.summary.lastResultAt),
            "totals": Self.counts(report.summary.totals), "conformance": Self.counts(report.summary.conformance),
            "itemCount": report.items.count, "screenCount": counted.count,
            "failuresByImpact": report.summary.failuresByImpact,
            "screens": report.screens.map { ["name": $0.name, "description": $0.description ?? "", "isAppWide": $0.isAppWide,
                                             "counted": $0.counted, "counts": Self.counts($0.counts)] as [String: Any] },
            "matrixScreens": counted.map(\.name),
            "sections": report.summary.sections.map { section -> [String: Any] in
                ["name": section.name, "checklist": section.checklist, "counts": Self.counts(section.counts),
                 "cells": zip(counted, section.perScreen).map { screen, counts in
                     ["screen": screen.name, "counts": Self.counts(counts), "outcome": Self.outcome(Outcome.rollUp(counts))] as [String: Any]
                 }]
            },
            "charts": ChartGeometry(report: report).context,
            "items": listedItems, "hasItems": !listedItems.isEmpty,
            "itemsOmitted": report.items.count - listedItems.count, "hasItemsOmitted": report.items.count > listedItems.count,
            "failures": failures.prefix(failureLimit).map(result), "hasFailures": !failures.isEmpty,
            "failureCount": failures.count, "failuresOmitted": failures.count - failureLimit, "hasFailuresOmitted": failures.count > failureLimit,
            "signoffs": report.signoffs.map { signoff -> [String: Any] in
                ["reviewer": signoff.reviewer, "role": signoff.role, "decision": signoff.decision, "isApproval": signoff.decision == "approve",
                 "comment": signoff.comment ?? "", "hasComment": !(signoff.comment ?? "").isEmpty, "signedAt": Self.date(signoff.signedAt),
                 "digest": signoff.digest, "shortDigest": String(signoff.digest.prefix(16)), "revoked": signoff.revokedAt != nil,
                 "revokedReason": signoff.revokedReason ?? ""]
            },
            "hasSignoffs": !report.signoffs.isEmpty,
            "summaryMode": options.summary,
        ]
    }

    /// An HTML id for an item ("voiceover/4.1" → "item-voiceover-4-1").
    static func anchor(_ id: String) -> String {
        "item-" + String(id.lowercased().map { $0.isLetter || $0.isNumber ? $0 : "-" })
    }

    static func byteCount(_ bytes: Int) -> String {
        bytes >= 1_048_576 ? String(format: "%.1f MB", Double(bytes) / 1_048_576) : bytes >= 1024 ? "\(bytes / 1024) KB" : "\(bytes) B"
    }
}

extension Outcome {
    /// The plain word for an outcome, for sentences and labels.
    public var word: String {
        switch self {
        case .pass: return "pass"
        case .fail: return "fail"
        case .na: return "n/a"
        case .cantTell: return "can't tell"
        case .untested: return "untested"
        }
    }
}

import Foundation
import Mustache

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
    /// JSON: how many jobs may encode the long arrays.
    public var parallelism: Parallelism
    /// Who answers for a conformance report (OpenACR's author, a VPAT's contact):
    /// "Name <email>" or an email.
    public var contact: String?

    public init(summary: Bool = false, matrix: Bool = false, templatePath: String? = nil, evidenceFolder: String? = nil,
                parallelism: Parallelism = .allCores, contact: String? = nil) {
        self.contact = contact
        self.parallelism = parallelism
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

    /// One node per outcome, made once: every result row of a report asks for one.
    static let outcomes: [Outcome: TemplateNode] = Dictionary(uniqueKeysWithValues: Outcome.allCases.map { outcome in
        (outcome, TemplateNode.of(["key": outcome.rawValue, "label": outcome.label, "symbol": outcome.symbol, "word": outcome.word,
                                   "isFail": outcome == .fail, "isPass": outcome == .pass]))
    })

    static func outcome(_ outcome: Outcome) -> TemplateNode { outcomes[outcome]! }

    static func counts(_ counts: OutcomeCounts) -> TemplateNode {
        TemplateNode.of(["pass": counts.pass, "fail": counts.fail, "na": counts.na, "cantTell": counts.cantTell, "untested": counts.untested,
         "total": counts.total, "answered": counts.answered, "percentComplete": String(format: "%.1f", counts.percentComplete),
         "text": Self.countsText(counts)])
    }

    /// "✗ 2 fail, ? 1 can't tell, ✓ 10 pass": words and symbols, never colour alone.
    static func countsText(_ counts: OutcomeCounts) -> String {
        let parts = [Outcome.fail, .cantTell, .untested, .pass, .na].compactMap { outcome -> String? in
            counts[outcome] > 0 ? "\(outcome.symbol) \(counts[outcome]) \(outcome.word)" : nil
        }
        return parts.isEmpty ? "nothing to test" : parts.joined(separator: ", ")
    }

    /// The template values. Each value is a node whose children are computed when a
    /// template asks for them (the Markdown report never builds the per-item result rows the
    /// HTML report shows). Empty text reads as absent, so `{{#field}}…{{/field}}` means
    /// "when the field has text" (Mustache treats an empty string as true).
    func build() -> TemplateNode {
        let audit = report.audit
        let itemsByID = Dictionary(report.checklists.flatMap { $0.items.map { ($0.id, $0) } }, uniquingKeysWith: { a, _ in a })
        let blobs = Dictionary(report.blobs.map { ($0.sha256, $0) }, uniquingKeysWith: { a, _ in a })
        let counted = report.screens.filter(\.counted)
        var resultsByItem: [String: [ReportResult]] = [:]
        for result in report.results { resultsByItem[result.item, default: []].append(result) }
        let options = self.options, forHTML = self.forHTML

        func evidence(_ list: [ReportResult.Evidence]) -> [TemplateNode] {
            list.map { entry in
                let safe = ReportEscaping.safeLink(entry.url)
                let mime = entry.mimeType ?? ""
                let embedded = forHTML && entry.kind == "file" && ["image/png", "image/jpeg", "image/gif", "image/webp"].contains(mime)
                    ? entry.sha256.flatMap { blobs[$0]?.content }.map { "data:\(mime);base64,\($0.base64EncodedString())" } : nil
                return TemplateNode { name in
                    switch name {
                    case "isFile": return entry.kind == "file"
                    case "isLink": return entry.kind == "link"
                    case "fileName": return entry.fileName
                    case "sha256": return entry.sha256
                    case "shortHash": return entry.sha256.map { String($0.prefix(12)) }
                    case "mimeType": return entry.mimeType
                    case "size": return Self.byteCount(entry.size ?? 0)
                    case "url": return entry.url
                    case "safeURL": return safe
                    case "href":
                        guard entry.kind == "file", let folder = options.evidenceFolder, let hash = entry.sha256 else { return nil }
                        return EvidenceExport.linkTarget(folder: folder, fileName: EvidenceExport.fileName(hash: hash, mimeType: entry.mimeType))
                    case "dataURI": return embedded
                    case "isImage": return embedded != nil
                    default: return nil
                    }
                }
            }
        }
        func result(_ result: ReportResult) -> TemplateNode {
            let item = itemsByID[result.item]
            return TemplateNode { name in
                switch name {
                case "screen": return result.screen
                case "item": return result.item
                case "itemTitle": return item?.title ?? result.item
                case "status": return Self.outcome(result.status)
                case "note": return result.note
                case "hasNote": return !(result.note ?? "").isEmpty
                case "reviewer": return result.reviewer
                case "updatedAt": return Self.date(result.updatedAt)
                case "carriedOver": return result.carriedOver
                case "severity": return item?.severity?.rawValue
                case "hasSeverity": return item?.severity != nil
                case "findings":
                    return result.findings.map { finding in
                        TemplateNode { name in
                            switch name {
                            case "title": return finding.title
                            case "note": return finding.note
                            case "hasNote": return !(finding.note ?? "").isEmpty
                            case "impact": return finding.impact.rawValue
                            case "evidence": return evidence(finding.evidence)
                            case "hasEvidence": return !finding.evidence.isEmpty
                            default: return nil
                            }
                        }
                    }
                case "hasFindings": return !result.findings.isEmpty
                case "evidence": return evidence(result.evidence)
                case "hasEvidence": return !result.evidence.isEmpty
                case "conditions": return result.conditions.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
                case "hasConditions": return !result.conditions.isEmpty
                default: return nil
                }
            }
        }
        func itemNode(_ reportItem: ReportItem) -> TemplateNode {
            let item = itemsByID[reportItem.id]
            let results = resultsByItem[reportItem.id] ?? []
            return TemplateNode { name in
                switch name {
                case "id": return reportItem.id
                case "anchor": return Self.anchor(reportItem.id)
                case "number": return item?.number
                case "title": return item?.title ?? reportItem.id
                case "kind": return item?.kind.rawValue
                case "severity": return item?.severity?.rawValue
                case "hasSeverity": return item?.severity != nil
                case "section": return item?.section ?? reportItem.section
                case "checklist": return reportItem.checklist
                case "conformance": return Self.outcome(reportItem.conformance)
                case "counts": return Self.counts(reportItem.counts)
                case "guidance": return item?.guidance
                case "guidanceHTML": return forHTML ? MarkdownHTML.fragment(item?.guidance ?? "") : nil
                case "howToTest": return item?.howToTest
                case "howToTestHTML": return forHTML ? MarkdownHTML.fragment(item?.howToTest ?? "") : nil
                case "hasHowToTest": return !(item?.howToTest ?? "").isEmpty
                case "examples":
                    return (item?.examples ?? []).map { example in
                        TemplateNode.of(["isCorrect": example.verdict == .correct, "verdict": example.verdict.rawValue,
                                         "language": example.language ?? "", "code": example.code, "caption": example.caption ?? ""])
                    }
                case "hasExamples": return !(item?.examples ?? []).isEmpty
                case "related": return item?.related ?? []
                case "hasRelated": return !(item?.related ?? []).isEmpty
                case "source": return "\(reportItem.checklist) line \(item?.line ?? 0)"
                case "results": return results.map(result)
                case "hasResults": return !results.isEmpty
                // What a reader needs per item: results that say something, and the
                // screens where it simply passed, named on one line.
                case "notableResults": return results.filter(Self.isNotable).map(result)
                case "hasNotableResults": return results.contains(where: Self.isNotable)
                case "passedOn": return results.filter { !Self.isNotable($0) }.map(\.screen).joined(separator: ", ")
                case "passedOnCount": return results.filter { !Self.isNotable($0) }.count
                default: return nil
                }
            }
        }

        let failures = report.results.filter { $0.status == .fail }
        let failureLimit = min(listLimit, failures.count)
        let listedItems = report.items.prefix(listLimit)
        // The bundled PR-comment form shows no matrix or chart: they are not built for it, and
        // its screen table is cut with the other lists.
        let short = options.summary && options.templatePath == nil
        let listedScreens = short ? Array(report.screens.filter(\.counted).prefix(listLimit)) : report.screens
        let screensOmitted = short ? counted.count - listedScreens.count : 0
        let root: [String: Any] = ([
            "audit": TemplateNode.of([
                "id": audit.id, "title": audit.title, "app": audit.app ?? "", "build": audit.build ?? "", "platform": audit.platform ?? "",
                "state": audit.state, "isSigned": audit.state == "signed", "createdBy": audit.createdBy,
                "createdAt": Self.date(audit.createdAt), "copiedFrom": audit.copiedFrom ?? ""]),
            "generatedAt": Self.date(report.generatedAt), "generator": report.generator,
            "checklists": report.checklists.map { TemplateNode.of(["id": $0.id, "version": $0.version, "title": $0.title, "source": $0.source,
                                                                  "documentVersion": $0.documentVersion ?? "", "items": $0.items.count]) },
            "reviewers": report.summary.reviewers, "reviewersText": report.summary.reviewers.joined(separator: ", "),
            "conditions": report.summary.conditions, "hasConditions": !report.summary.conditions.isEmpty,
            "firstResultAt": Self.date(report.summary.firstResultAt), "lastResultAt": Self.date(report.summary.lastResultAt),
            "totals": Self.counts(report.summary.totals), "conformance": Self.counts(report.summary.conformance),
            // The audit's items, whatever the report lists; the list itself may be narrowed
            // (--failures-only, --screen) and has its own count.
            "itemCount": report.summary.conformance.total, "listedItemCount": report.items.count, "screenCount": counted.count,
            "failuresByImpact": report.summary.failuresByImpact,
            "screens": listedScreens.map { TemplateNode.of(["name": $0.name, "description": $0.description ?? "", "isAppWide": $0.isAppWide,
                                                            "counted": $0.counted, "counts": Self.counts($0.counts)]) },
            "screensOmitted": screensOmitted, "hasScreensOmitted": screensOmitted > 0,
            "matrixScreens": short ? [] : counted.map(\.name),
            "sections": short ? [] : report.summary.sections.map { section in
                TemplateNode.of(["name": section.name, "checklist": section.checklist, "counts": Self.counts(section.counts),
                                 "cells": zip(counted, section.perScreen).map { screen, counts in
                                     TemplateNode.of(["screen": screen.name, "counts": Self.counts(counts), "outcome": Self.outcome(Outcome.rollUp(counts))])
                                 }])
            },
            "charts": short ? [String: Any]() : ChartGeometry(report: report).context,
            "items": listedItems.map(itemNode), "hasItems": !listedItems.isEmpty,
            "itemsOmitted": report.items.count - listedItems.count, "hasItemsOmitted": report.items.count > listedItems.count,
            "failures": failures.prefix(failureLimit).map(result), "hasFailures": !failures.isEmpty,
            "failureCount": failures.count, "failuresOmitted": failures.count - failureLimit, "hasFailuresOmitted": failures.count > failureLimit,
            "signoffs": report.signoffs.map { signoff in
                TemplateNode.of(["reviewer": signoff.reviewer, "role": signoff.role, "decision": signoff.decision, "isApproval": signoff.decision == "approve",
                                 "comment": signoff.comment ?? "", "hasComment": !(signoff.comment ?? "").isEmpty, "signedAt": Self.date(signoff.signedAt),
                                 "digest": signoff.digest, "shortDigest": String(signoff.digest.prefix(16)), "revoked": signoff.revokedAt != nil,
                                 "revokedReason": signoff.revokedReason ?? ""])
            },
            "hasSignoffs": !report.signoffs.isEmpty,
            "summaryMode": options.summary,
        ] as [String: Any]).merging(complianceContext()) { old, _ in old }
        return TemplateNode.of(root)
    }

    /// A result worth a row of its own: anything but a plain pass.
    static func isNotable(_ result: ReportResult) -> Bool {
        result.status != .pass || !(result.note ?? "").isEmpty || !result.findings.isEmpty || !result.evidence.isEmpty
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

/// A value in a template's context: Mustache asks it for a child by name. Text that is
/// empty reads as absent, so a section over it renders nothing.
struct TemplateNode: MustacheParent, @unchecked Sendable {
    // Unchecked: a node only reads the immutable report values its closure captured.
    let lookup: (String) -> Any?

    init(_ lookup: @escaping (String) -> Any?) {
        self.lookup = lookup
    }

    /// A node over fixed values.
    static func of(_ values: [String: Any]) -> TemplateNode {
        TemplateNode { values[$0] }
    }

    func child(named name: String) -> Any? {
        let value = lookup(name)
        if let text = value as? String, text.isEmpty { return nil }
        return value
    }
}

import Foundation

/// EARL in JSON-LD, in the shape the W3C WCAG-EM Report Tool saves and opens: an
/// `Evaluation` whose screens are the structured sample's pages and whose `auditResult`
/// holds one assertion per item (its conformance over the audit) with a part per screen.
/// Items are tests in the `auditbook:` namespace; outcomes map to earl:passed, failed,
/// cantTell, inapplicable and untested.
struct EARLReportRenderer: ReportRenderer {
    static func earl(_ outcome: Outcome) -> String {
        switch outcome {
        case .pass: return "earl:passed"
        case .fail: return "earl:failed"
        case .cantTell: return "earl:cantTell"
        case .na: return "earl:inapplicable"
        case .untested: return "earl:untested"
        }
    }

    static var context: [String: Any] { [
        "@vocab": "http://www.w3.org/TR/WCAG-EM/#",
        "wcagem": "http://www.w3.org/TR/WCAG-EM/#",
        "earl": "http://www.w3.org/ns/earl#",
        "dct": "http://purl.org/dc/terms/",
        "sch": "http://schema.org/",
        "foaf": "http://xmlns.com/foaf/0.1/",
        "auditbook": "urn:auditbook:item:",
        "Evaluation": "wcagem:Evaluation", "EvaluationScope": "wcagem:EvaluationScope",
        "TestSubject": "earl:TestSubject", "WebSite": "sch:WebSite", "WebPage": "sch:WebPage",
        "Assertion": "earl:Assertion", "Assertor": "earl:Assertor", "TestResult": "earl:TestResult",
        "title": "dct:title", "summary": "dct:summary", "date": "dct:date", "description": "dct:description",
        "evaluationScope": "step1", "structuredSample": "step3a", "auditResult": "step4",
        "website": "wcagem:website", "webpage": "wcagem:webpage", "siteName": "sch:name", "siteScope": "step1a",
        "conformanceTarget": ["@id": "step1b", "@type": "@id"],
        "test": ["@id": "earl:test", "@type": "@id"], "testcase": ["@id": "earl:test", "@type": "@id"],
        "assertedBy": ["@id": "earl:assertedBy", "@type": "@id"], "subject": ["@id": "earl:subject", "@type": "@id"],
        "result": "earl:result", "mode": ["@id": "earl:mode", "@type": "@id"],
        "outcome": ["@id": "earl:outcome", "@type": "@id"], "hasPart": "dct:hasPart",
        "name": "foaf:name", "id": "@id", "type": "@type", "lang": "@language",
    ] }

    func render(_ report: AuditReport) throws -> String {
        let items = Dictionary(report.checklists.flatMap { $0.items.map { ($0.id, $0) } }, uniquingKeysWith: { a, _ in a })
        var results: [String: [String: ReportResult]] = [:]
        for result in report.results { results[result.item, default: [:]][result.screen] = result }
        let screens = report.screens.filter(\.counted)
        let subjectOf = Dictionary(screens.enumerated().map { ($0.element.name, "_:screen_\($0.offset)") }, uniquingKeysWith: { a, _ in a })
        let reviewers = report.summary.reviewers
        let assertorOf = Dictionary(reviewers.enumerated().map { ($0.element, "_:assertor_\($0.offset)") }, uniquingKeysWith: { a, _ in a })
        func date(_ date: Date) -> String { date.formatted(Date.ISO8601FormatStyle()) }

        let assertions: [[String: Any]] = report.items.map { item in
            let title = items[item.id]?.title ?? item.id
            let parts: [[String: Any]] = screens.map { screen in
                let result = results[item.id]?[screen.name]
                var part: [String: Any] = [
                    "type": "Assertion", "subject": [subjectOf[screen.name]!], "testcase": "auditbook:\(item.id)", "mode": "earl:manual",
                    "result": self.result(result?.status ?? .untested, description: Self.describe(result), date: result.map { date($0.updatedAt) }),
                ]
                if let reviewer = result?.reviewer, let assertor = assertorOf[reviewer] { part["assertedBy"] = assertor }
                return part
            }
            return ["type": "Assertion", "test": "auditbook:\(item.id)", "subject": "_:app", "mode": "earl:manual",
                    "title": title,
                    "result": result(item.conformance, description: TemplateContext.countsText(item.counts), date: nil),
                    "hasPart": parts]
        }
        var evaluation: [String: Any] = [
            "@context": Self.context,
            "type": "Evaluation",
            "lang": "en",
            "title": report.audit.title,
            "date": date(report.generatedAt),
            "summary": "auditbook audit \(report.audit.id): " + TemplateContext.countsText(report.summary.conformance) + " (items)",
            "evaluationScope": [
                "type": "EvaluationScope",
                "website": ["id": "_:app", "type": ["TestSubject", "WebSite"],
                            "siteName": [report.audit.app, report.audit.build].compactMap { $0 }.joined(separator: " ").nilIfEmpty ?? report.audit.title,
                            "siteScope": ([report.audit.platform].compactMap { $0 } + report.checklists.map { "\($0.id)@\($0.version)" }).joined(separator: ", ")],
            ] as [String: Any],
            "structuredSample": ["webpage": screens.map { screen in
                ["id": subjectOf[screen.name]!, "type": ["TestSubject", "WebPage"], "title": screen.name,
                 "description": screen.description ?? (screen.isAppWide ? "Items about the whole app" : "")] as [String: Any]
            }],
            "auditResult": assertions,
        ]
        if !reviewers.isEmpty {
            evaluation["assertors"] = reviewers.map { ["id": assertorOf[$0]!, "type": "Assertor", "name": $0] }
        }
        let data = try JSONSerialization.data(withJSONObject: evaluation, options: [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes])
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    private func result(_ outcome: Outcome, description: String, date: String?) -> [String: Any] {
        var value: [String: Any] = ["type": "TestResult", "outcome": Self.earl(outcome), "description": description]
        if let date { value["date"] = date }
        return value
    }

    private static func describe(_ result: ReportResult?) -> String {
        guard let result else { return "" }
        return ([result.note ?? ""] + result.findings.map { "[\($0.impact.rawValue)] \($0.title)" }).filter { !$0.isEmpty }.joined(separator: "\n")
    }
}

extension String {
    var nilIfEmpty: String? { isEmpty ? nil : self }
}

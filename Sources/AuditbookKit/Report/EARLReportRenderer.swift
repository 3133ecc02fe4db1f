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

    /// A JSON-LD context entry: a plain IRI, or a term whose values are IRIs (`@type: @id`).
    enum Term: Encodable {
        case iri(String), id(String)

        struct Typed: Encodable {
            var id: String
            var type = "@id"
            enum CodingKeys: String, CodingKey { case id = "@id", type = "@type" }
        }

        func encode(to encoder: Encoder) throws {
            var container = encoder.singleValueContainer()
            switch self {
            case .iri(let value): try container.encode(value)
            case .id(let value): try container.encode(Typed(id: value))
            }
        }
    }

    static let context: [String: Term] = {
        var terms: [String: Term] = [
            "@vocab": .iri("http://www.w3.org/TR/WCAG-EM/#"), "wcagem": .iri("http://www.w3.org/TR/WCAG-EM/#"),
            "earl": .iri("http://www.w3.org/ns/earl#"), "dct": .iri("http://purl.org/dc/terms/"), "sch": .iri("http://schema.org/"),
            "foaf": .iri("http://xmlns.com/foaf/0.1/"), "auditbook": .iri("urn:auditbook:item:"),
            "Evaluation": .iri("wcagem:Evaluation"), "EvaluationScope": .iri("wcagem:EvaluationScope"),
            "TestSubject": .iri("earl:TestSubject"), "WebSite": .iri("sch:WebSite"), "WebPage": .iri("sch:WebPage"),
            "Assertion": .iri("earl:Assertion"), "Assertor": .iri("earl:Assertor"), "TestResult": .iri("earl:TestResult"),
            "title": .iri("dct:title"), "summary": .iri("dct:summary"), "date": .iri("dct:date"), "description": .iri("dct:description"),
            "evaluationScope": .iri("step1"), "structuredSample": .iri("step3a"), "auditResult": .iri("step4"),
            "website": .iri("wcagem:website"), "webpage": .iri("wcagem:webpage"), "siteName": .iri("sch:name"), "siteScope": .iri("step1a"),
            "result": .iri("earl:result"), "hasPart": .iri("dct:hasPart"), "name": .iri("foaf:name"),
            "id": .iri("@id"), "type": .iri("@type"), "lang": .iri("@language"),
        ]
        for (term, iri) in [("conformanceTarget", "step1b"), ("test", "earl:test"), ("testcase", "earl:test"), ("assertedBy", "earl:assertedBy"),
                            ("subject", "earl:subject"), ("mode", "earl:mode"), ("outcome", "earl:outcome")] {
            terms[term] = .id(iri)
        }
        return terms
    }()

    struct Evaluation: Encodable {
        var context = EARLReportRenderer.context
        var type = "Evaluation"
        var lang = "en"
        var title: String
        var date: String
        var summary: String
        var evaluationScope: Scope
        var structuredSample: Sample
        var auditResult: [Assertion]
        var assertors: [Assertor]?
        enum CodingKeys: String, CodingKey {
            case context = "@context", type, lang, title, date, summary, evaluationScope, structuredSample, auditResult, assertors
        }
    }
    struct Scope: Encodable { var type = "EvaluationScope"; var website: Subject }
    struct Subject: Encodable { var id: String; var type: [String]; var siteName: String?; var siteScope: String?; var title: String?; var description: String? }
    struct Sample: Encodable { var webpage: [Subject] }
    struct Assertor: Encodable { var id: String; var type = "Assertor"; var name: String }
    struct Result: Encodable { var type = "TestResult"; var outcome: String; var description: String; var date: String? }
    struct Assertion: Encodable {
        var type = "Assertion"
        var test: String?
        var testcase: String?
        var title: String?
        var subject: Subjects
        var mode = "earl:manual"
        var assertedBy: String?
        var result: Result
        var hasPart: [Assertion]?
    }
    /// One subject (the app) or a list of them (a screen), as the Report Tool writes them.
    enum Subjects: Encodable {
        case one(String), list([String])
        func encode(to encoder: Encoder) throws {
            var container = encoder.singleValueContainer()
            switch self {
            case .one(let value): try container.encode(value)
            case .list(let values): try container.encode(values)
            }
        }
    }

    func render(_ report: AuditReport) throws -> String {
        let items = Dictionary(report.checklists.flatMap { $0.items.map { ($0.id, $0) } }, uniquingKeysWith: { a, _ in a })
        var results: [String: [String: ReportResult]] = [:]
        for result in report.results { results[result.item, default: [:]][result.screen] = result }
        let screens = report.screens.filter(\.counted)
        let subjectOf = Dictionary(screens.enumerated().map { ($0.element.name, "_:screen_\($0.offset)") }, uniquingKeysWith: { a, _ in a })
        let reviewers = report.summary.reviewers
        let assertorOf = Dictionary(reviewers.enumerated().map { ($0.element, "_:assertor_\($0.offset)") }, uniquingKeysWith: { a, _ in a })

        let assertions = report.items.map { item in
            Assertion(
                test: "auditbook:\(item.id)", title: items[item.id]?.title ?? item.id, subject: .one("_:app"),
                result: Result(outcome: Self.earl(item.conformance), description: TemplateContext.countsText(item.counts)),
                hasPart: screens.map { screen in
                    let result = results[item.id]?[screen.name]
                    return Assertion(testcase: "auditbook:\(item.id)", subject: .list([subjectOf[screen.name]!]),
                                     assertedBy: result.flatMap { assertorOf[$0.reviewer] },
                                     result: Result(outcome: Self.earl(result?.status ?? .untested), description: Self.describe(result),
                                                    date: result.map { ReportJSON.timestamp($0.updatedAt) }))
                })
        }
        let siteName = [report.audit.app, report.audit.build].compactMap { $0 }.joined(separator: " ")
        let evaluation = Evaluation(
            title: report.audit.title, date: ReportJSON.timestamp(report.generatedAt),
            summary: "auditbook audit \(report.audit.id): " + TemplateContext.countsText(report.summary.conformance) + " (items)",
            evaluationScope: Scope(website: Subject(
                id: "_:app", type: ["TestSubject", "WebSite"], siteName: siteName.isEmpty ? report.audit.title : siteName,
                siteScope: ([report.audit.platform].compactMap { $0 } + report.checklists.map { "\($0.id)@\($0.version)" }).joined(separator: ", "))),
            structuredSample: Sample(webpage: screens.map { screen in
                Subject(id: subjectOf[screen.name]!, type: ["TestSubject", "WebPage"], title: screen.name,
                        description: screen.description ?? (screen.isAppWide ? "Items about the whole app" : ""))
            }),
            auditResult: assertions,
            assertors: reviewers.isEmpty ? nil : reviewers.map { Assertor(id: assertorOf[$0]!, name: $0) })
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(evaluation), as: UTF8.self) + "\n"
    }

    private static func describe(_ result: ReportResult?) -> String {
        guard let result else { return "" }
        return ([result.note ?? ""] + result.findings.map { "[\($0.impact.rawValue)] \($0.title)" }).filter { !$0.isEmpty }.joined(separator: "\n")
    }
}

extension String {
    var nilIfEmpty: String? { isEmpty ? nil : self }
}

import Foundation

/// EARL in JSON-LD, in the shape the W3C WCAG-EM Report Tool 3.x saves and opens: an
/// `Evaluation` with its scope (the app), its structured sample (the screens), its findings
/// (title, date, summary, evaluators) and an assertion per WCAG 2.2 success criterion: one
/// for the app, with the criterion's roll-up (`ConformanceRollUp`) and the item-level results
/// as its description, and one per screen. auditbook's own detail (every item on every
/// screen) is kept beside them as `auditbook:ItemResult` nodes, which the Report Tool does not
/// read (it refuses an assertion whose test is not a success criterion).
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
        case iri(String), id(String), list(String)

        struct Typed: Encodable {
            var id: String
            var type: String?
            var container: String?
            enum CodingKeys: String, CodingKey { case id = "@id", type = "@type", container = "@container" }
        }

        func encode(to encoder: Encoder) throws {
            var container = encoder.singleValueContainer()
            switch self {
            case .iri(let value): try container.encode(value)
            case .id(let value): try container.encode(Typed(id: value, type: "@id"))
            case .list(let value): try container.encode(Typed(id: value, container: "@set"))
            }
        }
    }

    /// The WCAG-EM Report Tool's own terms (its import context), so its `open()` finds each
    /// step where it looks, and EARL's.
    static let context: [String: Term] = {
        var terms: [String: Term] = [
            "wcagem": .iri("http://www.w3.org/TR/WCAG-EM/#"), "earl": .iri("http://www.w3.org/ns/earl#"),
            "dcterms": .iri("http://purl.org/dc/terms/"), "schema": .iri("http://schema.org/"), "foaf": .iri("http://xmlns.com/foaf/0.1/"),
            "WCAG": .iri("http://www.w3.org/TR/WCAG/#"), "WAI": .iri("http://www.w3.org/WAI/"),
            "auditbook": .iri("urn:auditbook:"),
            "Evaluation": .iri("wcagem:Evaluation"), "TestSubject": .iri("earl:TestSubject"), "WebSite": .iri("schema:WebSite"),
            "WebPage": .iri("schema:WebPage"), "Assertion": .iri("earl:Assertion"), "Assertor": .iri("earl:Assertor"),
            "TestResult": .iri("earl:TestResult"), "TestRequirement": .iri("earl:TestRequirement"),
            "title": .iri("dcterms:title"), "summary": .iri("dcterms:summary"), "date": .iri("dcterms:date"),
            "description": .iri("dcterms:description"), "hasPart": .iri("dcterms:hasPart"),
            "defineScope": .iri("wcagem:step1"), "scope": .iri("wcagem:step1a"), "wcagVersion": .iri("WAI:standards-guidelines/wcag/#versions"),
            "selectSample": .iri("wcagem:step3"), "structuredSample": .list("wcagem:step3a"), "auditSample": .list("wcagem:step4"),
            "reportFindings": .iri("wcagem:step5"), "evaluator": .iri("wcagem:evaluator"), "commissioner": .iri("wcagem:commissioner"),
            "result": .iri("earl:result"), "subject": .iri("earl:subject"), "name": .iri("foaf:name"), "itemResults": .list("auditbook:itemResults"),
            "ItemResult": .iri("auditbook:ItemResult"), "screen": .iri("auditbook:screen"),
            "id": .iri("@id"), "type": .iri("@type"), "lang": .iri("@language"),
        ]
        for (term, iri) in [("conformanceTarget", "wcagem:step1b"), ("test", "earl:test"), ("assertedBy", "earl:assertedBy"),
                            ("mode", "earl:mode"), ("outcome", "earl:outcome"), ("item", "auditbook:item")] {
            terms[term] = .id(iri)
        }
        return terms
    }()

    struct Evaluation: Encodable {
        var context = EARLReportRenderer.context
        var type = "Evaluation"
        var lang = "en"
        var defineScope: DefineScope
        var selectSample: SelectSample
        var auditSample: [Assertion]
        var reportFindings: Findings
        var itemResults: [ItemResult]
        enum CodingKeys: String, CodingKey {
            case context = "@context", type, lang, defineScope, selectSample, auditSample, reportFindings, itemResults
        }
    }
    struct DefineScope: Encodable { var scope: Subject; var conformanceTarget: String; var wcagVersion = "2.2" }
    struct Subject: Encodable { var type: [String]; var title: String; var description: String? }
    struct SelectSample: Encodable { var structuredSample: [Subject] }
    struct Findings: Encodable { var title: String; var date: String; var summary: String; var evaluator: String?; var commissioner: String? }
    struct Result: Encodable { var type = "TestResult"; var outcome: String; var description: String; var date: String? }
    struct Assertion: Encodable {
        var type = "Assertion"
        var test: String
        var subject: Subject
        var mode = "earl:manual"
        var result: Result
    }
    struct ItemResult: Encodable {
        var type = "ItemResult"
        var item: String
        var title: String
        var screen: String?
        var result: Result
        var hasPart: [ItemResult]?
    }

    func render(_ report: AuditReport) throws -> String {
        let items = Dictionary(report.checklists.flatMap { $0.items.map { ($0.id, $0) } }, uniquingKeysWith: { a, _ in a })
        var results: [String: [String: ReportResult]] = [:]
        for result in report.results { results[result.item, default: [:]][result.screen] = result }
        let screens = report.screens.filter(\.counted)
        let siteName = [report.audit.app, report.audit.build].compactMap { $0 }.joined(separator: " ")
        let app = Subject(type: ["TestSubject", "WebSite"], title: siteName.isEmpty ? report.audit.title : siteName,
                          description: "An app, audited screen by screen" + (report.audit.platform.map { " on \($0)" } ?? "")
                              + " against " + report.checklists.map { "\($0.title) (\($0.id)@\($0.version))" }.joined(separator: ", ") + ".")
        func page(_ screen: ReportScreen) -> Subject {
            Subject(type: ["TestSubject", "WebPage"], title: screen.name, description: screen.description ?? (screen.isAppWide ? "Items about the whole app" : nil))
        }
        let criteria = ConformanceRollUp.criteria(report, levels: ["A", "AA", "AAA"])
        let date = ReportJSON.timestamp(report.generatedAt)
        var assertions: [Assertion] = []
        for criterion in criteria {
            guard let slug = WCAG.criterion(criterion.num)?.id else { continue }
            let detail = criterion.items.map { id in
                "\(id) \(items[id]?.title ?? id): " + screens.map { "\($0.name) \((results[id]?[$0.name]?.status ?? .untested).rawValue)" }.joined(separator: ", ")
            }
            assertions.append(Assertion(test: "WCAG:\(slug)", subject: app,
                                        result: Result(outcome: criterion.adherence.earl,
                                                       description: ([criterion.adherence.label + ". " + criterion.remarks] + detail).joined(separator: "\n"),
                                                       date: date)))
            guard !criterion.items.isEmpty else { continue }
            for screen in screens {
                let outcomes = criterion.items.map { results[$0]?[screen.name]?.status ?? .untested }
                var counts = OutcomeCounts()
                for outcome in outcomes { counts[outcome] += 1 }
                let lines = criterion.items.compactMap { id -> String? in
                    guard let result = results[id]?[screen.name] else { return nil }
                    return "\(id): \(result.status.rawValue)" + (Self.describe(result).nilIfEmpty.map { " — \($0)" } ?? "")
                }
                assertions.append(Assertion(test: "WCAG:\(slug)", subject: page(screen),
                                            result: Result(outcome: Self.earl(Outcome.rollUp(counts)), description: lines.joined(separator: "\n"),
                                                           date: date)))
            }
        }
        let itemResults = report.items.map { item in
            ItemResult(item: "auditbook:item:\(item.id)", title: items[item.id]?.title ?? item.id, screen: nil,
                       result: Result(outcome: Self.earl(item.conformance), description: TemplateContext.countsText(item.counts)),
                       hasPart: screens.map { screen in
                           let result = results[item.id]?[screen.name]
                           return ItemResult(item: "auditbook:item:\(item.id)", title: items[item.id]?.title ?? item.id, screen: screen.name,
                                             result: Result(outcome: Self.earl(result?.status ?? .untested), description: Self.describe(result),
                                                            date: result.map { ReportJSON.timestamp($0.updatedAt) }))
                       })
        }
        let evaluated = criteria.filter { $0.adherence != .notEvaluated }
        let level = ConformanceRollUp.supportedLevel(criteria.filter { $0.level != "AAA" })
        let summary = "auditbook audit \(report.audit.id): \(evaluated.count) of \(criteria.count) WCAG 2.2 success criteria evaluated through "
            + "\(report.items.count) checklist items on \(screens.count) screens; "
            + ConformanceRollUp.tally(criteria)
            + ". " + (level.map { "Every Level \($0) criterion is supported or not applicable." } ?? "WCAG 2.2 Level A is not met.")
        let evaluation = Evaluation(
            defineScope: DefineScope(scope: app, conformanceTarget: "WAI:WCAG2AA-Conformance"),
            selectSample: SelectSample(structuredSample: screens.map(page)),
            auditSample: assertions,
            reportFindings: Findings(title: report.audit.title, date: date, summary: summary,
                                     evaluator: report.summary.reviewers.joined(separator: ", ").nilIfEmpty, commissioner: report.audit.app),
            itemResults: itemResults)
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

import Foundation
import Yams

/// An OpenACR report (GSA's machine-readable Accessibility Conformance Report, YAML) for the
/// VPAT 2.5 WCAG 2.2 edition catalog: the WCAG 2.2 Level A, AA and AAA tables, each criterion
/// with the `software` component's adherence from `ConformanceRollUp` and remarks built from
/// the findings. OpenACR requires an author with an email (`contact`).
struct OpenACRReportRenderer: ReportRenderer {
    static let catalog = "2.5-edition-wcag-2.2-508-en"
    let contact: String?

    struct Report: Encodable {
        var title: String
        var product: Product
        var author: Contact
        var report_date: String
        var last_modified_date: String
        var version: Int
        var notes: String
        var evaluation_methods_used: String
        var legal_disclaimer: String
        var license = "CC-BY-4.0"
        var catalog = OpenACRReportRenderer.catalog
        var chapters: Chapters
    }
    struct Product: Encodable { var name: String; var version: String?; var description: String }
    struct Contact: Encodable { var name: String?; var email: String }
    struct Chapters: Encodable {
        var success_criteria_level_a: Chapter
        var success_criteria_level_aa: Chapter
        var success_criteria_level_aaa: Chapter
    }
    struct Chapter: Encodable { var notes: String; var criteria: [Criterion] }
    struct Criterion: Encodable { var num: String; var components: [Component] }
    struct Component: Encodable { var name = "software"; var adherence: AdherenceNote }
    struct AdherenceNote: Encodable { var level: String; var notes: String }

    /// "Ana Lopez <ana@example.com>" or "ana@example.com" → name and email.
    static func parseContact(_ text: String?) -> Contact? {
        guard let text = text?.trimmingCharacters(in: .whitespaces), !text.isEmpty else { return nil }
        if let open = text.lastIndex(of: "<"), let close = text.lastIndex(of: ">"), open < close {
            let email = String(text[text.index(after: open)..<close]).trimmingCharacters(in: .whitespaces)
            let name = String(text[..<open]).trimmingCharacters(in: .whitespaces)
            return email.containsASCII("@") ? Contact(name: name.isEmpty ? nil : name, email: email) : nil
        }
        return text.containsASCII("@") && !text.containsASCII(" ") ? Contact(name: nil, email: text) : nil
    }

    func render(_ report: AuditReport) throws -> String {
        guard let author = Self.parseContact(contact) else {
            throw AuditbookError.about(.contact, .usage("an OpenACR report needs a contact with an email, its author"))
        }
        let criteria = ConformanceRollUp.criteria(report)
        let byNumber = Dictionary(criteria.map { ($0.num, $0) }, uniquingKeysWith: { a, _ in a })
        func chapter(_ level: String) -> Chapter {
            var rows = WCAG.criteria.filter { $0.level == level && $0.inWCAG22 }.map { criterion -> Criterion in
                let result = byNumber[criterion.num]
                return Criterion(num: criterion.num, components: [Component(adherence: AdherenceNote(
                    level: (result?.adherence ?? .notEvaluated).rawValue, notes: result?.remarks ?? "Not evaluated."))])
            }
            if level == "A" {
                // The VPAT 2.5 WCAG 2.2 edition keeps 4.1.1 in Table 1; WCAG 2.2 removed it.
                rows.append(Criterion(num: "4.1.1", components: [Component(adherence: AdherenceNote(
                    level: Adherence.notApplicable.rawValue, notes: "Parsing was removed from WCAG 2.2 as obsolete; it does not apply to a WCAG 2.2 evaluation."))]))
                rows.sort { $0.num.split(separator: ".").compactMap { Int($0) }.lexicographicallyPrecedes($1.num.split(separator: ".").compactMap { Int($0) }) }
            }
            return Chapter(notes: "Level \(level): \(ConformanceRollUp.tally(criteria.filter { $0.level == level })).", criteria: rows)
        }
        let screens = report.screens.filter(\.counted).map(\.name)
        let date = String(ReportJSON.timestamp(report.generatedAt).prefix(10))
        let level = ConformanceRollUp.supportedLevel(criteria.filter { $0.level != "AAA" })
        let conditions = report.summary.conditions.isEmpty ? "" : " Test conditions: \(report.summary.conditions.joined(separator: ", "))."
        let value = Report(
            title: "\(report.audit.app ?? report.audit.title) Accessibility Conformance Report",
            product: Product(name: report.audit.app ?? report.audit.title, version: report.audit.build,
                             description: "\(report.audit.title)" + (report.audit.platform.map { ", on \($0)" } ?? "") + "."),
            author: author, report_date: date, last_modified_date: date, version: 1,
            notes: "Audit \(report.audit.id) (\(report.audit.state)): \(report.items.count) checklist items on \(screens.count) screens ("
                + screens.joined(separator: ", ") + "). "
                + (level.map { "Every WCAG 2.2 Level \($0) criterion is supported or not applicable." } ?? "WCAG 2.2 Level A is not met.")
                + " Sign-offs: " + (report.signoffs.isEmpty ? "none." : report.signoffs.map {
                    "\($0.decision) by \($0.reviewer) (\($0.role))\($0.revokedAt == nil ? "" : ", revoked")" }.joined(separator: "; ") + "."),
            evaluation_methods_used: "Manual evaluation on devices with auditbook: reviewers answered each checklist item on each screen "
                + "(pass, fail, not applicable, can't tell) with notes, findings and evidence. Checklists: "
                + report.checklists.map { "\($0.title) (\($0.id) version \($0.version))" }.joined(separator: ", ") + "." + conditions
                + " Items map to WCAG success criteria (named by the checklist or confirmed by a person); a criterion supports only when every mapped item passes wherever it applies.",
            legal_disclaimer: "This report describes the product as evaluated on the date given; it is not a legal opinion.",
            chapters: Chapters(success_criteria_level_a: chapter("A"), success_criteria_level_aa: chapter("AA"),
                               success_criteria_level_aaa: chapter("AAA")))
        return try YAMLEncoder().encode(value)
    }
}

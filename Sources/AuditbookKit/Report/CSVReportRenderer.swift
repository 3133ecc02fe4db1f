import Foundation

/// CSV (RFC 4180, UTF-8, CRLF line ends). One row per screen × item with the columns
/// screen, item, checklist, section, title, severity, status, note, reviewer, updated_at,
/// findings, impact, conditions, evidence, links; or, with `matrix`, one row per item with
/// its conformance and a column per screen. Every cell is escaped against formula injection.
struct CSVReportRenderer: ReportRenderer {
    let matrix: Bool

    static let columns = ["screen", "item", "checklist", "section", "title", "severity", "status", "note", "reviewer",
                          "updated_at", "findings", "impact", "conditions", "evidence", "links"]

    func render(_ report: AuditReport) throws -> String {
        let items = Dictionary(report.checklists.flatMap { $0.items.map { ($0.id, $0) } }, uniquingKeysWith: { a, _ in a })
        var results: [String: [String: ReportResult]] = [:]
        for result in report.results { results[result.screen, default: [:]][result.item] = result }
        let screens = report.screens.filter(\.counted)
        var lines: [String] = []
        if matrix {
            lines.append(row(["item", "title", "severity", "conformance"] + screens.map(\.name)))
            for item in report.items {
                let detail = items[item.id]
                lines.append(row([item.id, detail?.title ?? "", detail?.severity?.rawValue ?? "", item.conformance.rawValue]
                                 + screens.map { results[$0.name]?[item.id]?.status.rawValue ?? Outcome.untested.rawValue }))
            }
        } else {
            lines.append(row(Self.columns))
            for screen in screens {
                for item in report.items {
                    let detail = items[item.id]
                    let result = results[screen.name]?[item.id]
                    let impact = result?.findings.map(\.impact).max()
                    lines.append(row([
                        screen.name, item.id, item.checklist, detail?.section ?? item.section, detail?.title ?? "",
                        detail?.severity?.rawValue ?? "", (result?.status ?? .untested).rawValue, result?.note ?? "",
                        result?.reviewer ?? "", result.map { ReportJSON.timestamp($0.updatedAt) } ?? "",
                        result?.findings.map(\.title).joined(separator: "; ") ?? "", impact?.rawValue ?? "",
                        result?.conditions.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ";") ?? "",
                        result?.evidence.filter { $0.kind == "file" }.map { "\($0.fileName ?? "") sha256:\($0.sha256 ?? "")" }.joined(separator: "; ") ?? "",
                        result?.evidence.compactMap(\.url).joined(separator: " ") ?? "",
                    ]))
                }
            }
        }
        return lines.joined(separator: "\r\n") + "\r\n"
    }

    private func row(_ cells: [String]) -> String {
        cells.map(ReportEscaping.csv).joined(separator: ",")
    }
}

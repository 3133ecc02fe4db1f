import Foundation

/// Layout of the HTML report's bar charts (outcomes per screen and per section), computed
/// here so the template only draws: each row has a text label, stacked segments and the
/// counts spelled out in words, so the chart reads without colour.
struct ChartGeometry {
    static let labelWidth = 210.0, barX = 220.0, barWidth = 300.0, rowHeight = 30.0, width = 900.0
    static let order: [Outcome] = [.fail, .cantTell, .untested, .pass, .na]

    let report: AuditReport

    var context: [String: Any] {
        let screens = report.screens.filter(\.counted).map { ($0.name, $0.counts) }
        let sections = report.summary.sections.map { ($0.name, $0.counts) }
        return ["screens": chart(screens), "sections": chart(sections)]
    }

    private func chart(_ rows: [(String, OutcomeCounts)]) -> [String: Any] {
        let height = Double(rows.count) * Self.rowHeight + 10
        let laidOut = rows.enumerated().map { index, row -> [String: Any] in
            let (name, counts) = row
            let y = 5 + Double(index) * Self.rowHeight
            var x = Self.barX
            var segments: [[String: Any]] = []
            for outcome in Self.order where counts[outcome] > 0 {
                let width = Self.barWidth * Double(counts[outcome]) / Double(max(counts.total, 1))
                segments.append(["key": outcome.rawValue, "x": Self.number(x), "width": Self.number(width), "count": counts[outcome],
                                 "word": outcome.word])
                x += width
            }
            return ["label": Self.shorten(name, to: 30), "fullLabel": name, "y": Self.number(y + 4), "barHeight": Self.number(Self.rowHeight - 12),
                    "textY": Self.number(y + Self.rowHeight / 2 + 2), "segments": segments,
                    "text": TemplateContext.countsText(counts)]
        }
        return ["height": Self.number(height), "width": Self.number(Self.width), "labelX": Self.number(Self.labelWidth),
                "countsX": Self.number(Self.barX + Self.barWidth + 10), "rows": laidOut, "hasRows": !laidOut.isEmpty]
    }

    static func number(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(format: "%.2f", value)
    }

    static func shorten(_ text: String, to length: Int) -> String {
        text.count <= length ? text : String(text.prefix(length - 1)) + "…"
    }
}

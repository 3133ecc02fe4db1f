import Foundation

/// The JSON export: the whole `AuditReport`, keys sorted, described by
/// Schemas/report-v1.schema.json. Timestamps keep milliseconds (what the workbook stores), so
/// an import gives back exactly what was exported.
struct JSONReportRenderer: ReportRenderer {
    func render(_ report: AuditReport) throws -> String {
        String(decoding: try ReportJSON.encoder().encode(report), as: UTF8.self) + "\n"
    }
}

/// The JSON coding shared by the export and `auditbook import`.
public enum ReportJSON {
    static let dateStyle = Date.ISO8601FormatStyle(includingFractionalSeconds: true)

    public static func encoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .custom { date, encoder in
            var container = encoder.singleValueContainer()
            try container.encode(date.formatted(dateStyle))
        }
        return encoder
    }

    public static func decoder() -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .custom { decoder in
            let container = try decoder.singleValueContainer()
            let text = try container.decode(String.self)
            if let date = try? dateStyle.parse(text) ?? Date.ISO8601FormatStyle().parse(text) { return date }
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "'\(text)' is not an ISO 8601 date")
        }
        return decoder
    }
}

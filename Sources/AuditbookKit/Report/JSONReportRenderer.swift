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

    /// "2026-03-14T09:26:53.589Z": UTC, rounded to the millisecond the workbook stores
    /// (ISO8601FormatStyle truncates, so a date read back as .589 could print as .588).
    public static func timestamp(_ date: Date) -> String {
        let milliseconds = Int64((date.timeIntervalSince1970 * 1000).rounded())
        var seconds = time_t(milliseconds >= 0 ? milliseconds / 1000 : (milliseconds - 999) / 1000)
        let fraction = Int(milliseconds - Int64(seconds) * 1000)
        var parts = tm()
        gmtime_r(&seconds, &parts)
        var text = ""
        text.reserveCapacity(24)
        func digits(_ value: Int, _ count: Int) {
            var value = value, buffer = [Character](repeating: "0", count: count)
            for index in stride(from: count - 1, through: 0, by: -1) {
                buffer[index] = Character(Unicode.Scalar(UInt8(48 + value % 10)))
                value /= 10
            }
            text.append(contentsOf: buffer)
        }
        digits(Int(parts.tm_year) + 1900, 4); text.append("-"); digits(Int(parts.tm_mon) + 1, 2); text.append("-")
        digits(Int(parts.tm_mday), 2); text.append("T"); digits(Int(parts.tm_hour), 2); text.append(":")
        digits(Int(parts.tm_min), 2); text.append(":"); digits(Int(parts.tm_sec), 2); text.append(".")
        digits(fraction, 3); text.append("Z")
        return text
    }

    public static func encoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .custom { date, encoder in
            var container = encoder.singleValueContainer()
            try container.encode(timestamp(date))
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

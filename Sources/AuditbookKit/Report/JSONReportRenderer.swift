import Foundation

/// The JSON export: the whole `AuditReport`, keys sorted, described by
/// Schemas/report-v1.schema.json. Timestamps keep milliseconds (what the workbook stores), so
/// an import gives back exactly what was exported.
struct JSONReportRenderer: ReportRenderer {
    func render(_ report: AuditReport) throws -> String {
        // Evidence contents are base64, which never needs escaping, and make up most of an
        // export's bytes: the encoder writes a placeholder for each (unguessable, so no user
        // text can match it) and the contents are spliced in, in one pass, in array order.
        var stripped = report
        let tag = "auditbook-evidence-\(UUID().uuidString)-"
        var contents: [(placeholder: [UInt8], base64: String)] = []
        for index in stripped.blobs.indices {
            guard let base64 = stripped.blobs[index].data else { continue }
            let placeholder = tag + String(index)
            contents.append((Array(("\"" + placeholder + "\"").utf8), base64))
            stripped.blobs[index].data = placeholder
        }
        let encoded = [UInt8](try ReportJSON.encoder().encode(stripped))
        var output = ""
        output.reserveCapacity(encoded.count + contents.reduce(0) { $0 + $1.base64.utf8.count + 2 } + 1)
        var cursor = 0
        for content in contents {
            guard let found = Self.find(content.placeholder, in: encoded, from: cursor) else {
                throw AuditbookError.io(file: "report", reason: "could not place evidence contents in the JSON export")
            }
            output += String(decoding: encoded[cursor..<found], as: UTF8.self)
            output += "\"" + content.base64 + "\""
            cursor = found + content.placeholder.count
        }
        output += String(decoding: encoded[cursor...], as: UTF8.self)
        output += "\n"
        return output
    }

    /// The first place `needle` stands in `haystack` at or after `start`.
    static func find(_ needle: [UInt8], in haystack: [UInt8], from start: Int) -> Int? {
        guard let first = needle.first, haystack.count >= needle.count else { return nil }
        var index = start
        let last = haystack.count - needle.count
        while index <= last {
            if haystack[index] == first, haystack[index..<(index + needle.count)].elementsEqual(needle) { return index }
            index += 1
        }
        return nil
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
        let fields = [Int(parts.tm_year) + 1900, Int(parts.tm_mon) + 1, Int(parts.tm_mday), Int(parts.tm_hour), Int(parts.tm_min), Int(parts.tm_sec), fraction]
        // Written into a fixed buffer: JSON exports format tens of thousands of these.
        return String(unsafeUninitializedCapacity: 24) { buffer in
            let layout: [(width: Int, separator: UInt8)] = [(4, 0x2D), (2, 0x2D), (2, 0x54), (2, 0x3A), (2, 0x3A), (2, 0x2E), (3, 0x5A)]
            var position = 0
            for (field, (width, separator)) in zip(fields, layout) {
                var value = field
                for offset in stride(from: width - 1, through: 0, by: -1) {
                    buffer[position + offset] = UInt8(48 + value % 10)
                    value /= 10
                }
                position += width
                buffer[position] = separator
                position += 1
            }
            return position
        }
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
            // With milliseconds (what auditbook writes) or without (an export edited by hand).
            if let date = (try? dateStyle.parse(text)) ?? (try? Date.ISO8601FormatStyle().parse(text)) { return date }
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "'\(text)' is not an ISO 8601 date")
        }
        return decoder
    }
}

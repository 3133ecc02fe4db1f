import Foundation

/// The JSON export: the whole `AuditReport`, keys sorted, described by
/// Schemas/report-v1.schema.json. Timestamps keep milliseconds (what the workbook stores), so
/// an import gives back exactly what was exported.
struct JSONReportRenderer: ReportRenderer {
    func render(_ report: AuditReport) throws -> String {
        var bytes: [UInt8] = []
        try write(report) { bytes.append(contentsOf: $0) }
        return String(decoding: bytes, as: UTF8.self)
    }

    func write(_ report: AuditReport, to output: (UnsafeRawBufferPointer) throws -> Void) throws {
        // Foundation's encoder writes the report without its bulk, and the bulk is written
        // in its place, in document order:
        // - evidence contents are base64, which never needs escaping: the encoder writes a
        //   placeholder for each (unguessable, so no user text can match it);
        // - `results` and `history` (tens of thousands of entries) are written by
        //   `PrettyJSONWriter` in the encoder's own format, where the encoder wrote them empty.
        // Evidence comes first in key order, so while one core encodes the report and writes
        // everything up to the history, another renders the history and results.
        var writer = PrettyJSONWriter(capacity: 1 << 20)
        func flush(_ bytes: inout [UInt8]) throws {
            try bytes.withUnsafeBytes(output)
            bytes.removeAll(keepingCapacity: true)
        }
        let ((encoded, splices, written), (history, results)) = try concurrently({ () throws -> ([UInt8], ArraySlice<Splice>, Int) in
            let (encoded, splices) = try Self.encodeWithoutBulk(report)
            var cursor = 0
            for (index, splice) in splices.enumerated() {
                guard case .blob(let blob) = splice.bulk else { return (encoded, splices[index...], cursor) }
                try encoded.withUnsafeBytes { try output(UnsafeRawBufferPointer(rebasing: $0[cursor..<splice.range.lowerBound])) }
                cursor = splice.range.upperBound
                writer.bytes.append(0x22)
                try writer.base64(report.blobs[blob].content ?? Data(), every: 1 << 20, flush)
                writer.bytes.append(0x22)
                try flush(&writer.bytes)
            }
            return (encoded, splices[splices.endIndex...], cursor)
        }, {
            var history = PrettyJSONWriter(), results = PrettyJSONWriter()
            history.history(report.history, indent: 2)
            results.results(report.results, indent: 2)
            return (history.bytes, results.bytes)
        })
        try encoded.withUnsafeBytes { encoded in
            var cursor = written
            for splice in splices {
                try output(UnsafeRawBufferPointer(rebasing: encoded[cursor..<splice.range.lowerBound]))
                cursor = splice.range.upperBound
                switch splice.bulk {
                case .blob: throw Self.misplaced("evidence contents")
                case .history:
                    try Array("\n  \"history\" : ".utf8).withUnsafeBytes(output)
                    try history.withUnsafeBytes(output)
                case .results:
                    try Array("\n  \"results\" : ".utf8).withUnsafeBytes(output)
                    try results.withUnsafeBytes(output)
                }
            }
            try output(UnsafeRawBufferPointer(rebasing: encoded[cursor...]))
            try [UInt8(0x0A)].withUnsafeBytes(output)
        }
    }

    private enum Bulk { case blob(Int), history, results }
    private typealias Splice = (range: Range<Int>, bulk: Bulk)

    /// The report encoded without its evidence contents, history and results, and where each
    /// goes in it, in document order.
    private static func encodeWithoutBulk(_ report: AuditReport) throws -> ([UInt8], [Splice]) {
        var stripped = report
        stripped.results = []
        stripped.history = []
        let tag = "auditbook-evidence-\(UUID().uuidString)-"
        var placeholders: [(bytes: [UInt8], blob: Int)] = []
        for index in stripped.blobs.indices where stripped.blobs[index].content != nil {
            let placeholder = tag + String(index)
            placeholders.append((Array(("\"" + placeholder + "\"").utf8), index))
            stripped.blobs[index].content = nil
            stripped.blobs[index].dataPlaceholder = placeholder
        }
        let encoded = [UInt8](try ReportJSON.encoder().encode(stripped))
        var splices: [Splice] = []
        var cursor = 0
        for placeholder in placeholders {
            guard let found = firstByteOffsets(of: placeholder.bytes, in: encoded, from: cursor)?.lowerBound else { throw Self.misplaced("evidence contents") }
            cursor = found + placeholder.bytes.count
            splices.append((found..<cursor, .blob(placeholder.blob)))
        }
        // Top-level keys are the only ones indented by two spaces, and a raw newline never
        // stands inside a JSON string.
        for (key, bulk) in [("history", Bulk.history), ("results", .results)] {
            let empty = Array("\n  \"\(key)\" : [\n\n  ]".utf8)
            guard let found = firstByteOffsets(of: empty, in: encoded, from: cursor)?.lowerBound else { throw Self.misplaced(key) }
            cursor = found + empty.count
            splices.append((found..<cursor, bulk))
        }
        return (encoded, splices)
    }

    private static func misplaced(_ part: String) -> AuditbookError {
        AuditbookError.io(file: "report", reason: "could not place the \(part) in the JSON export")
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

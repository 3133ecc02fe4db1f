import Foundation

/// The JSON export: the whole `AuditReport`, keys sorted, described by
/// Schemas/report-v1.schema.json. Timestamps keep milliseconds (what the workbook stores), so
/// an import gives back exactly what was exported.
///
/// The report is streamed rather than encoded whole: Foundation's encoder would first build
/// a tree of the entire report (tens of thousands of results, megabytes of screenshots).
/// Each top-level field is encoded on its own with one reused `JSONEncoder`, the long arrays
/// (results, history, evidence) element by element, and evidence contents are written as
/// Foundation's base64 of one piece at a time. The bytes are the encoder's own for the whole
/// report (the golden export holds them to it).
struct JSONReportRenderer: ReportRenderer {
    /// How many jobs encode the long arrays, a batch of elements each.
    var parallelism: Parallelism = .serial
    func render(_ report: AuditReport) throws -> String {
        var bytes: [UInt8] = []
        try write(report) { bytes.append(contentsOf: $0) }
        return String(decoding: bytes, as: UTF8.self)
    }

    func write(_ report: AuditReport, to output: (UnsafeRawBufferPointer) throws -> Void) throws {
        try withoutActuallyEscaping(output) { output in try write(report, into: JSONStream(encoder: ReportJSON.encoder(), output: output)) }
    }

    private func write(_ report: AuditReport, into stream: JSONStream) throws {
        var stream = stream
        try stream.raw("{")
        let keys = AuditReport.CodingKeys.allCases.sorted { $0.stringValue < $1.stringValue }
        for (index, key) in keys.enumerated() {
            try stream.raw((index == 0 ? "\n" : ",\n") + "  \"" + key.stringValue + "\" : ")
            switch key {
            case .schema: try stream.value(report.schema)
            case .schemaVersion: try stream.value(report.schemaVersion)
            case .generatedAt: try stream.value(report.generatedAt)
            case .generator: try stream.value(report.generator)
            case .audit: try stream.value(report.audit)
            case .checklists: try stream.elements(report.checklists, parallelism: parallelism)
            case .screens: try stream.value(report.screens)
            case .items: try stream.value(report.items)
            case .results: try stream.elements(report.results, parallelism: parallelism)
            case .blobs: try stream.array(report.blobs) { try $0.blob($1) }
            case .signoffs: try stream.value(report.signoffs)
            case .history: try stream.elements(report.history, parallelism: parallelism)
            case .summary: try stream.value(report.summary)
            }
        }
        try stream.raw("\n}\n")
        try stream.flush()
    }
}

/// Writes JSON values as `JSONEncoder` with `.prettyPrinted` lays them out inside a
/// top-level object: each value encoded on its own, indented to its depth.
struct JSONStream {
    let encoder: JSONEncoder
    let output: (UnsafeRawBufferPointer) throws -> Void
    private var buffer: [UInt8] = []
    /// Written out once this much has gathered.
    static let bufferSize = 1 << 20
    /// Evidence contents are encoded this many bytes at a time (a multiple of 3, so the
    /// pieces' base64 joins into the whole's).
    static let base64Piece = 3 << 18

    init(encoder: JSONEncoder, output: @escaping (UnsafeRawBufferPointer) throws -> Void) {
        self.encoder = encoder
        self.output = output
        buffer.reserveCapacity(Self.bufferSize)
    }

    mutating func raw(_ text: String) throws {
        buffer.append(contentsOf: text.utf8)
        if buffer.count >= Self.bufferSize { try flush() }
    }

    mutating func flush() throws {
        try buffer.withUnsafeBytes(output)
        buffer.removeAll(keepingCapacity: true)
    }

    /// A top-level field's value.
    mutating func value<Value: Encodable>(_ value: Value) throws {
        try encoded(try encoder.encode(value), indent: 2)
    }

    /// A top-level array, its elements written one by one by `element`.
    mutating func array<Element>(_ elements: [Element], _ element: (inout JSONStream, Element) throws -> Void) throws {
        guard !elements.isEmpty else { return try raw("[\n\n  ]") }
        try raw("[\n")
        for (index, item) in elements.enumerated() {
            try raw(index == 0 ? "    " : ",\n    ")
            try element(&self, item)
        }
        try raw("\n  ]")
    }

    /// An element of a top-level array.
    mutating func element<Value: Encodable>(_ value: Value) throws {
        try encoded(try encoder.encode(value), indent: 4)
    }

    /// Elements per encoder call in `elements`.
    static let batchSize = 2_048

    /// A top-level array of many elements, encoded a batch at a time (one encoder call per
    /// batch, which the encoder lays out as the elements it holds), the batches of one round
    /// side by side on `parallelism`'s jobs and written in order. A round is as many batches
    /// as jobs, so no more than that is held at once.
    mutating func elements<Element: Encodable & Sendable>(_ elements: [Element], parallelism: Parallelism) throws {
        guard !elements.isEmpty else { return try raw("[\n\n  ]") }
        let batches = stride(from: 0, to: elements.count, by: Self.batchSize).map { $0..<min($0 + Self.batchSize, elements.count) }
        let jobs = parallelism.forWork(.tasks(batches.count))
        try raw("[\n    ")
        for round in stride(from: 0, to: batches.count, by: jobs.jobs) {
            let encoded = jobs.map(Array(batches[round..<min(round + jobs.jobs, batches.count)])) { range in
                Result { try ReportJSON.encoder().encode(Array(elements[range])) }
            }
            for (index, batch) in encoded.enumerated() {
                if round + index > 0 { try raw(",\n    ") }
                // "[\n  " + the elements at indent 2, separated by ",\n  " + "\n]": inside the
                // report they stand at indent 4.
                let bytes = try batch.get()
                try self.encoded(bytes.dropFirst(4).dropLast(2), indent: 2)
            }
        }
        try raw("\n  ]")
    }

    /// An evidence file in the top-level `blobs` array: its fields as the encoder writes
    /// them, with its contents as `data` (the first of its keys in order) written as
    /// Foundation's base64 of one piece at a time.
    mutating func blob(_ blob: AuditReport.Blob) throws {
        guard let content = blob.content else { return try element(blob) }
        var described = blob
        described.content = nil
        let fields = try encoder.encode(described)
        let opening = Data("{\n".utf8)
        precondition(fields.starts(with: opening), "JSONEncoder writes an object as {, a line break, its fields")
        try raw("{\n      \"data\" : \"")
        var start = content.startIndex
        while start < content.endIndex {
            let end = content.index(start, offsetBy: min(Self.base64Piece, content.distance(from: start, to: content.endIndex)))
            try raw(content[start..<end].base64EncodedString())
            start = end
        }
        try raw("\",\n    ")
        try encoded(fields.dropFirst(opening.count), indent: 4)
    }

    /// Encoded JSON, each line after the first indented by `indent` spaces (an empty line,
    /// which the encoder writes inside an empty container, stays empty).
    private mutating func encoded(_ bytes: Data, indent: Int) throws {
        bytes.withUnsafeBytes { bytes in
            var start = 0
            for index in bytes.indices where bytes[index] == 0x0A {
                buffer.append(contentsOf: bytes[start...index])
                if index + 1 < bytes.count, bytes[index + 1] != 0x0A { buffer.append(contentsOf: repeatElement(0x20, count: indent)) }
                start = index + 1
            }
            buffer.append(contentsOf: bytes[start...])
        }
        if buffer.count >= Self.bufferSize { try flush() }
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

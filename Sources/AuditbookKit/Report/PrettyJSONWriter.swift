import Foundation

/// Writes the JSON export's two long arrays, `results` and `history`, byte for byte as
/// `JSONEncoder` does with `.prettyPrinted, .sortedKeys, .withoutEscapingSlashes`: two-space
/// indents, `"key" : value`, keys in byte order, absent optionals left out, empty containers
/// as `[`, a blank line, `]`. Foundation's encoder first builds a tree of boxed values for the
/// whole report; for 30,000 results and their history that tree, not the writing, was most of
/// an export's time. The golden export and a test that compares both writers on awkward values
/// hold the two to the same bytes.
struct PrettyJSONWriter {
    var bytes: [UInt8] = []

    init(capacity: Int = 0) { bytes.reserveCapacity(capacity) }

    // MARK: The report's arrays

    /// The export renders these whole (on a core of their own) and writes them once evidence
    /// is written; see `JSONReportRenderer`.
    mutating func results(_ results: [ReportResult], indent: Int) {
        array(results, indent: indent) { writer, result, indent in writer.result(result, indent: indent) }
    }

    mutating func history(_ entries: [HistoryEntry], indent: Int) {
        array(entries, indent: indent) { writer, entry, indent in
            writer.object(indent: indent) { fields in
                fields.string("action", entry.action)
                fields.string("at", ReportJSON.timestamp(entry.at))
                fields.string("item", entry.item)
                fields.string("newNote", entry.newNote)
                fields.string("newStatus", entry.newStatus)
                fields.string("oldNote", entry.oldNote)
                fields.string("oldStatus", entry.oldStatus)
                fields.string("reviewer", entry.reviewer)
                fields.string("screen", entry.screen)
            }
        }
    }

    private mutating func result(_ result: ReportResult, indent: Int) {
        object(indent: indent) { fields in
            fields.bool("carriedOver", result.carriedOver)
            fields.value("conditions") { writer, indent in writer.dictionary(result.conditions, indent: indent) }
            fields.value("evidence") { writer, indent in
                writer.array(result.evidence, indent: indent) { writer, item, indent in writer.evidence(item, indent: indent) }
            }
            fields.value("findings") { writer, indent in
                writer.array(result.findings, indent: indent) { writer, finding, indent in
                    writer.object(indent: indent) { fields in
                        fields.string("createdAt", ReportJSON.timestamp(finding.createdAt))
                        fields.value("evidence") { writer, indent in
                            writer.array(finding.evidence, indent: indent) { writer, item, indent in writer.evidence(item, indent: indent) }
                        }
                        fields.string("impact", finding.impact.rawValue)
                        fields.string("note", finding.note)
                        fields.string("title", finding.title)
                    }
                }
            }
            fields.string("item", result.item)
            fields.string("note", result.note)
            fields.string("reviewer", result.reviewer)
            fields.string("screen", result.screen)
            fields.string("status", result.status.rawValue)
            fields.string("updatedAt", ReportJSON.timestamp(result.updatedAt))
        }
    }

    private mutating func evidence(_ evidence: ReportResult.Evidence, indent: Int) {
        object(indent: indent) { fields in
            fields.string("addedAt", ReportJSON.timestamp(evidence.addedAt))
            fields.string("addedBy", evidence.addedBy)
            fields.string("fileName", evidence.fileName)
            fields.string("kind", evidence.kind)
            fields.string("mimeType", evidence.mimeType)
            fields.string("sha256", evidence.sha256)
            fields.int("size", evidence.size)
            fields.string("url", evidence.url)
        }
    }

    // MARK: Containers

    /// The fields of one object, written in the order given: callers list keys sorted.
    struct Fields {
        fileprivate var writer: PrettyJSONWriter
        fileprivate let indent: Int
        fileprivate var count = 0

        private mutating func key(_ name: String) {
            writer.bytes.append(contentsOf: count == 0 ? [0x0A] : [0x2C, 0x0A])
            writer.spaces(indent + 2)
            writer.string(name)
            writer.bytes.append(contentsOf: [0x20, 0x3A, 0x20]) // " : "
            count += 1
        }

        mutating func string(_ name: String, _ value: String?) {
            guard let value else { return }
            key(name)
            writer.string(value)
        }

        mutating func bool(_ name: String, _ value: Bool) {
            key(name)
            writer.bytes.append(contentsOf: (value ? "true" : "false").utf8)
        }

        mutating func int(_ name: String, _ value: Int?) {
            guard let value else { return }
            key(name)
            writer.bytes.append(contentsOf: String(value).utf8)
        }

        mutating func value(_ name: String, _ write: (inout PrettyJSONWriter, Int) -> Void) {
            key(name)
            write(&writer, indent + 2)
        }
    }

    private mutating func object(indent: Int, _ body: (inout Fields) -> Void) {
        bytes.append(0x7B) // {
        // The fields own the bytes while they are written (moved, not copied), then hand
        // them back.
        var fields = Fields(writer: PrettyJSONWriter(), indent: indent)
        swap(&fields.writer.bytes, &bytes)
        body(&fields)
        swap(&fields.writer.bytes, &bytes)
        close(0x7D, empty: fields.count == 0, indent: indent)
    }

    private mutating func array<Element>(_ elements: [Element], indent: Int,
                                          _ write: (inout PrettyJSONWriter, Element, Int) -> Void) {
        bytes.append(0x5B) // [
        let start = bytes.count
        for (index, element) in elements.enumerated() {
            if index > 0 { bytes.append(0x2C) }
            bytes.append(0x0A)
            spaces(indent + 2)
            write(&self, element, indent + 2)
            // A long array grows to its size once, not by doubling: after the first elements,
            // room is made for the rest at their average size and a quarter more.
            if index == 31, elements.count > 256 {
                let average = (bytes.count - start) / 32
                bytes.reserveCapacity(bytes.count + average * (elements.count - 32) * 5 / 4)
            }
        }
        close(0x5D, empty: elements.isEmpty, indent: indent)
    }

    private mutating func dictionary(_ values: [String: String], indent: Int) {
        object(indent: indent) { fields in
            for key in values.keys.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
                fields.string(key, values[key])
            }
        }
    }

    /// A newline (two for an empty container, as Foundation writes it), the indent, the bracket.
    private mutating func close(_ bracket: UInt8, empty: Bool, indent: Int) {
        bytes.append(contentsOf: empty ? [0x0A, 0x0A] : [0x0A])
        spaces(indent)
        bytes.append(bracket)
    }

    private mutating func spaces(_ count: Int) {
        bytes.append(contentsOf: repeatElement(0x20, count: count))
    }

    // MARK: Base64

    /// `data` in base64 (standard alphabet, padded, no line breaks: what
    /// `base64EncodedString()` writes), handed over whenever `limit` bytes have gathered.
    mutating func base64(_ data: Data, every limit: Int, _ flush: (inout [UInt8]) throws -> Void) rethrows {
        try data.withUnsafeBytes { (input: UnsafeRawBufferPointer) in
            // Whole groups of three bytes, a piece at a time, into space made in `bytes`.
            let piece = max(3, limit / 4 * 3)
            var start = 0
            while start < input.count {
                let end = min(input.count, start + piece)
                let old = bytes.count
                bytes.append(contentsOf: repeatElement(0, count: (end - start + 2) / 3 * 4))
                bytes.withUnsafeMutableBufferPointer { output in
                    Self.encodeBase64(UnsafeRawBufferPointer(rebasing: input[start..<end]), into: output.baseAddress! + old)
                }
                start = end
                if bytes.count >= limit { try flush(&bytes) }
            }
        }
    }

    /// Base64 for every 12 bits: two characters, the first in the low byte.
    private static let base64Pairs: [UInt16] = {
        let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)
        return (0..<4096).map { UInt16(alphabet[$0 >> 6]) | UInt16(alphabet[$0 & 63]) << 8 }
    }()

    private static func encodeBase64(_ input: UnsafeRawBufferPointer, into output: UnsafeMutablePointer<UInt8>) {
        base64Pairs.withUnsafeBufferPointer { pairs in
            let target = UnsafeMutableRawPointer(output)
            var index = 0, position = 0
            // Three bytes give 24 bits, written as two pairs of characters.
            while index + 3 <= input.count {
                let value = Int(input[index]) << 16 | Int(input[index + 1]) << 8 | Int(input[index + 2])
                target.storeBytes(of: pairs[value >> 12].littleEndian, toByteOffset: position, as: UInt16.self)
                target.storeBytes(of: pairs[value & 0xFFF].littleEndian, toByteOffset: position + 2, as: UInt16.self)
                index += 3
                position += 4
            }
            let rest = input.count - index
            if rest > 0 {
                let value = Int(input[index]) << 16 | (rest == 2 ? Int(input[index + 1]) << 8 : 0)
                let first = pairs[value >> 12], second = pairs[value & 0xFFF]
                output[position] = UInt8(first & 0xFF)
                output[position + 1] = UInt8(first >> 8)
                output[position + 2] = rest == 2 ? UInt8(second & 0xFF) : 0x3D
                output[position + 3] = 0x3D
            }
        }
    }

    // MARK: Strings

    /// A quoted string, escaped as Foundation escapes: `"` and `\`, the short forms of
    /// backspace, form feed, newline, return and tab, other controls below U+0020 as `\u00xx`;
    /// everything else (slashes included) as it is.
    mutating func string(_ value: String) {
        bytes.append(0x22)
        var value = value
        value.withUTF8 { utf8 in
            // Runs that need no escape are copied whole.
            var run = 0
            for index in 0..<utf8.count {
                let byte = utf8[index]
                guard byte < 0x20 || byte == 0x22 || byte == 0x5C else { continue }
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[run..<index]))
                run = index + 1
                switch byte {
                case 0x22: bytes.append(contentsOf: [0x5C, 0x22])
                case 0x5C: bytes.append(contentsOf: [0x5C, 0x5C])
                case 0x08: bytes.append(contentsOf: [0x5C, 0x62])
                case 0x0C: bytes.append(contentsOf: [0x5C, 0x66])
                case 0x0A: bytes.append(contentsOf: [0x5C, 0x6E])
                case 0x0D: bytes.append(contentsOf: [0x5C, 0x72])
                case 0x09: bytes.append(contentsOf: [0x5C, 0x74])
                default:
                    let hex: StaticString = "0123456789abcdef"
                    bytes.append(contentsOf: [0x5C, 0x75, 0x30, 0x30, hex.utf8Start[Int(byte >> 4)], hex.utf8Start[Int(byte & 0x0F)]])
                }
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[run...]))
        }
        bytes.append(0x22)
    }
}

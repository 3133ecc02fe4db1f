import Foundation

/// Turns the bytes of a guideline document into text, refusing what is not text and
/// repairing what can be repaired safely (byte-order marks, UTF-16, bytes that are not UTF-8,
/// stray NULs, CR line ends).
public struct DocumentDecoder: Sendable {
    public init() {}

    public struct Decoded: Sendable {
        public var text: String
        public var repairs: [Repair]
    }

    /// The bytes of the file at `path`; errors name the file and what to do.
    public static func readData(_ path: String) throws -> Data {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw AuditbookError.missingInput("\(path): no such file; check the path")
        }
        if isDirectory.boolValue {
            throw AuditbookError.badInput(file: path, reason: "is a folder; name the Markdown files inside it")
        }
        try SpecialFile.refuse(path, want: "a saved file")
        do {
            return try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw AuditbookError.io(file: path, reason: "cannot be read (\(reason(error))); check its permissions")
        }
    }

    public func decode(_ data: Data, name: String) throws -> Decoded {
        var bytes = [UInt8](data)
        var repairs: [Repair] = []
        if bytes.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }) {
            throw AuditbookError.badInput(file: name, reason: "is empty; a guideline document needs headings and items")
        }
        // UTF-16 with a byte-order mark: decode it rather than refuse it.
        if bytes.count >= 2, (bytes[0] == 0xFF && bytes[1] == 0xFE) || (bytes[0] == 0xFE && bytes[1] == 0xFF) {
            let encoding: String.Encoding = bytes[0] == 0xFF ? .utf16LittleEndian : .utf16BigEndian
            guard let text = String(data: Data(bytes[2...]), encoding: encoding) else {
                throw AuditbookError.badInput(file: name, reason: "starts with a UTF-16 byte-order mark but is not valid UTF-16; save it as UTF-8")
            }
            repairs.append(Repair(kind: .byteOrderMark, count: 1, lines: [1], detail: "converted from UTF-16 to UTF-8"))
            bytes = Array(text.utf8)
        } else if let encoding = Self.unmarkedUTF16(bytes), let text = String(data: Data(bytes), encoding: encoding) {
            // UTF-16 without one (a Windows tool's "Unicode" text): every other byte is NUL.
            repairs.append(Repair(kind: .utf16, count: 1, lines: [1],
                                  detail: "converted from UTF-16 \(encoding == .utf16LittleEndian ? "little" : "big")-endian (no byte-order mark) to UTF-8"))
            bytes = Array(text.utf8)
        }
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            bytes.removeFirst(3)
            repairs.append(Repair(kind: .byteOrderMark, count: 1, lines: [1], detail: "removed a UTF-8 byte-order mark"))
        }
        if let kind = Self.binaryKind(bytes) {
            throw AuditbookError.badInput(file: name, reason: "is a binary file (\(kind)), not a Markdown document")
        }
        let nulCount = bytes.reduce(0) { $0 + ($1 == 0 ? 1 : 0) }
        if nulCount > 0 {
            bytes.removeAll { $0 == 0 }
            repairs.append(Repair(kind: .nulBytes, count: nulCount, detail: "removed NUL bytes"))
        }
        let text: String
        if let valid = String(validating: bytes, as: UTF8.self) {
            text = valid
        } else {
            // A file saved by an editor in Windows-1252 or Latin-1 (or a UTF-8 file with a
            // pasted part that was): its UTF-8 stays as it is, each other byte is read as
            // Windows-1252, and the repair names the lines so the author can save it as UTF-8.
            let read = Self.readingStrayBytesAsWindows1252(bytes)
            text = read.text
            repairs.append(Repair(kind: .windows1252, count: read.lines.count, lines: read.lines,
                                  detail: "read \(read.bytes) byte\(read.bytes == 1 ? "" : "s") that are not UTF-8 as Windows-1252, from line \(read.lines[0]); save the file as UTF-8 (iconv -f WINDOWS-1252 -t UTF-8), or convert it from its real encoding if an accent reads wrong"))
        }
        var normalized = text
        if text.containsUTF8Byte(where: { $0 == 0x0D }) {
            let crlf = text.components(separatedBy: "\r\n").count - 1
            normalized = text.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n")
            repairs.append(Repair(kind: .lineEndings, count: max(crlf, 1), detail: "converted CR/CRLF line endings to LF"))
        }
        return Decoded(text: normalized, repairs: repairs)
    }

    /// The byte order of UTF-16 text written without a byte-order mark, told by where its
    /// NULs stand: text of a guideline is mostly ASCII, so nine in ten of its characters have a
    /// NUL high byte, after the character (little-endian) or before it (big-endian), and the
    /// other half of the pairs almost never holds one. Nil for anything else.
    static func unmarkedUTF16(_ bytes: [UInt8]) -> String.Encoding? {
        guard bytes.count >= 8, bytes.count % 2 == 0 else { return nil }
        let pairs = min(bytes.count, 8192) / 2
        var lowNUL = 0, highNUL = 0
        for pair in 0..<pairs {
            if bytes[2 * pair] == 0 { lowNUL += 1 }
            if bytes[2 * pair + 1] == 0 { highNUL += 1 }
        }
        if highNUL * 10 >= pairs * 9, lowNUL * 20 <= pairs { return .utf16LittleEndian }
        if lowNUL * 10 >= pairs * 9, highNUL * 20 <= pairs { return .utf16BigEndian }
        return nil
    }

    /// Names a binary format by its signature, or reports a high share of control bytes.
    static func binaryKind(_ bytes: [UInt8]) -> String? {
        let signatures: [([UInt8], String)] = [
            ([0x89, 0x50, 0x4E, 0x47], "PNG image"), ([0xFF, 0xD8, 0xFF], "JPEG image"),
            ([0x25, 0x50, 0x44, 0x46], "PDF"), ([0x50, 0x4B, 0x03, 0x04], "ZIP archive"),
            ([0x47, 0x49, 0x46, 0x38], "GIF image"), ([0x7F, 0x45, 0x4C, 0x46], "executable"),
            ([0x53, 0x51, 0x4C, 0x69, 0x74, 0x65], "SQLite database"), ([0x1F, 0x8B], "gzip archive"),
        ]
        for (magic, name) in signatures where bytes.starts(with: magic) { return name }
        // Stray NULs are removed later; text that is mostly NULs or control bytes is not text.
        let sample = bytes.prefix(8192)
        let nul = sample.reduce(0) { $0 + ($1 == 0 ? 1 : 0) }
        let control = sample.reduce(0) { count, byte in
            count + ((byte > 0 && byte < 0x09) || (byte > 0x0D && byte < 0x20) ? 1 : 0)
        }
        if sample.isEmpty { return nil }
        if nul * 10 > sample.count { return "NUL bytes" }
        return control * 100 < sample.count * 2 ? nil : "control bytes"
    }

    /// The text of `bytes` with every well-formed UTF-8 sequence kept and every other byte
    /// read as Windows-1252 (its five unassigned bytes as the Latin-1 control characters),
    /// how many bytes were so read, and on which lines.
    static func readingStrayBytesAsWindows1252(_ bytes: [UInt8]) -> (text: String, bytes: Int, lines: [Int]) {
        var utf8: [UInt8] = []
        utf8.reserveCapacity(bytes.count + bytes.count / 8)
        var strayBytes = 0
        var lines: [Int] = []
        var line = 1
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x0A { line += 1 }
            if byte < 0x80 {
                utf8.append(byte)
                index += 1
                continue
            }
            if let sequence = Self.leadingSequenceLength(bytes, at: index) {
                utf8.append(contentsOf: bytes[index..<index + sequence])
                index += sequence
                continue
            }
            let scalar = String(data: Data([byte]), encoding: .windowsCP1252) ?? String(UnicodeScalar(byte))
            utf8.append(contentsOf: scalar.utf8)
            strayBytes += 1
            if lines.last != line { lines.append(line) }
            index += 1
        }
        return (String(decoding: utf8, as: UTF8.self), strayBytes, lines)
    }

    /// The length of the well-formed UTF-8 sequence at `index`, or nil when there is none.
    static func leadingSequenceLength(_ bytes: [UInt8], at index: Int) -> Int? {
        let length: Int
        switch bytes[index] {
        case 0x00...0x7F: return 1
        case 0xC2...0xDF: length = 2
        case 0xE0...0xEF: length = 3
        case 0xF0...0xF4: length = 4
        default: return nil
        }
        guard index + length <= bytes.count, String(validating: bytes[index..<index + length], as: UTF8.self) != nil else { return nil }
        return length
    }

    static func reason(_ error: Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError {
            return String(cString: strerror(Int32(underlying.code)))
        }
        return nsError.localizedDescription
    }
}

import Foundation

/// A file attached as evidence, read and hashed before the transaction that stores it.
public struct EvidenceFile: Sendable {
    public static let defaultLimit = 20 * 1024 * 1024
    /// The largest limit there can be: SQLite keeps at most 1,000,000,000 bytes in one value.
    public static let largestLimit = 953 * 1024 * 1024

    public var fileName: String
    public var data: Data
    public var sha256: String
    public var mimeType: String

    /// Reads `path`, refusing a missing file, a folder, anything that is not a regular file
    /// (a FIFO would block, a device never end) and a file larger than `limit` bytes, as
    /// measured on what was read (the file may change between a size check and the read).
    public static func load(_ path: String, limit: Int) throws -> EvidenceFile {
        let limit = min(max(0, limit), largestLimit)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw AuditbookError.missingInput("evidence file \(path) does not exist; check the path")
        }
        guard !isDirectory.boolValue else { throw AuditbookError.badInput(file: path, reason: "is a folder; attach the files inside it") }
        try SpecialFile.refuse(path, want: "a saved file")
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        func tooLarge(_ size: Int) -> AuditbookError {
            .about(.evidenceLimit, .badInput(file: path, reason: "is \(size / 1_048_576) MB, above the \(limit / 1_048_576) MB evidence limit; shrink it"))
        }
        let size = (attributes?[.size] as? Int) ?? 0
        guard size <= limit else { throw tooLarge(size) }
        let data: Data
        do {
            guard let handle = FileHandle(forReadingAtPath: path) else { throw CocoaError(.fileReadNoPermission) }
            defer { try? handle.close() }
            data = try handle.read(upToCount: limit + 1) ?? Data()
        } catch {
            throw AuditbookError.io(file: path, reason: "cannot be read (\(DocumentDecoder.reason(error)))")
        }
        guard data.count <= limit else { throw tooLarge(data.count) }
        let name = URL(fileURLWithPath: path).lastPathComponent
        return EvidenceFile(fileName: name, data: data, sha256: SHA256Digest.hex(data), mimeType: mimeType(for: name))
    }

    static func mimeType(for name: String) -> String {
        switch URL(fileURLWithPath: name).pathExtension.lowercased() {
        case "png": return "image/png"
        case "jpg", "jpeg": return "image/jpeg"
        case "gif": return "image/gif"
        case "heic": return "image/heic"
        case "webp": return "image/webp"
        case "svg": return "image/svg+xml"
        case "mov": return "video/quicktime"
        case "mp4", "m4v": return "video/mp4"
        case "txt", "log": return "text/plain"
        case "json": return "application/json"
        case "pdf": return "application/pdf"
        case "md": return "text/markdown"
        default: return "application/octet-stream"
        }
    }

    /// Only web links are accepted: no `javascript:`, `file:` or `data:` URLs.
    /// The link as it is stored: an http(s) URL, with every character a URL cannot hold as it
    /// is (space, quote, angle bracket…) percent-encoded (`ReportEscaping.webLink`).
    public static func validateLink(_ link: String) throws -> String {
        guard let safe = ReportEscaping.webLink(link) else {
            throw AuditbookError.usage("link '\(link)' must be an http(s) URL on one line, such as https://tracker.example/ISSUE-12")
        }
        return safe
    }

    package init(fileName: String, data: Data, sha256: String, mimeType: String) {
        self.fileName = fileName
        self.data = data
        self.sha256 = sha256
        self.mimeType = mimeType
    }
}

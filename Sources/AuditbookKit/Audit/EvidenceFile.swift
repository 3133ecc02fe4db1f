import Foundation

/// A file attached as evidence, read and hashed before the transaction that stores it.
public struct EvidenceFile: Sendable {
    public static let defaultLimit = 20 * 1024 * 1024

    public var fileName: String
    public var data: Data
    public var sha256: String
    public var mimeType: String

    /// Reads `path`, refusing a missing file, a folder or one larger than `limit` bytes.
    public static func load(_ path: String, limit: Int) throws -> EvidenceFile {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw AuditbookError.missingInput("evidence file \(path) does not exist; check the path")
        }
        guard !isDirectory.boolValue else { throw AuditbookError.badInput(file: path, reason: "is a folder; attach the files inside it") }
        let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
        guard size <= limit else {
            throw AuditbookError.about(.evidenceLimit, .badInput(file: path, reason: "is \(size / 1_048_576) MB, above the \(limit / 1_048_576) MB evidence limit; shrink it"))
        }
        let data: Data
        do { data = try Data(contentsOf: URL(fileURLWithPath: path)) } catch {
            throw AuditbookError.io(file: path, reason: "cannot be read (\(DocumentDecoder.reason(error)))")
        }
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
    public static func validateLink(_ link: String) throws -> String {
        let trimmed = link.trimmingCharacters(in: .whitespaces)
        guard let url = URL(string: trimmed), let scheme = url.scheme?.lowercased(), ["http", "https"].contains(scheme),
              url.host?.isEmpty == false else {
            throw AuditbookError.usage("link '\(link)' must be an http(s) URL, such as https://tracker.example/ISSUE-12")
        }
        return trimmed
    }

    package init(fileName: String, data: Data, sha256: String, mimeType: String) {
        self.fileName = fileName
        self.data = data
        self.sha256 = sha256
        self.mimeType = mimeType
    }
}

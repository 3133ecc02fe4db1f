import Foundation

/// Evidence files written beside a Markdown report, so its links open them (the writing is
/// `AuditbookUseCases`'s: it reads the workbook).
public enum EvidenceExport {
    /// Characters a link target may keep as they are: a URL path's, less the parentheses
    /// (an unbalanced one ends a Markdown link) — a space, `<` or `(` in a report's name would
    /// otherwise break the links to its evidence.
    private static let linkSafe = CharacterSet.urlPathAllowed.subtracting(CharacterSet(charactersIn: "()"))

    /// The relative link from a report to one of its evidence files, percent-encoded.
    static func linkTarget(folder: String, fileName: String) -> String {
        (folder.addingPercentEncoding(withAllowedCharacters: linkSafe) ?? folder) + "/" + fileName
    }
    package static func fileName(hash: String, mimeType: String?) -> String {
        let ext: String
        switch mimeType ?? "" {
        case "image/png": ext = "png"
        case "image/jpeg": ext = "jpg"
        case "image/gif": ext = "gif"
        case "image/webp": ext = "webp"
        case "video/mp4": ext = "mp4"
        case "video/quicktime": ext = "mov"
        case "application/pdf": ext = "pdf"
        case "text/plain": ext = "txt"
        default: ext = "bin"
        }
        return "\(hash.prefix(16)).\(ext)"
    }
}

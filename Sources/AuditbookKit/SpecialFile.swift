import Foundation

/// Files that are not files: reading a FIFO blocks until something writes to it, a device
/// may never end, a socket cannot be read at all. Every path auditbook reads (documents,
/// import files, evidence, templates, the workbook) is checked with this first, so the
/// message says what the path is instead of hanging or blaming permissions.
public enum SpecialFile {
    /// What `path` is, when it exists and is neither a regular file nor a folder.
    public static func kind(atPath path: String) -> String? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        switch info.st_mode & S_IFMT {
        case S_IFIFO: return "a named pipe (FIFO)"
        case S_IFSOCK: return "a socket"
        case S_IFCHR: return "a character device"
        case S_IFBLK: return "a block device"
        default: return nil
        }
    }

    /// Throws a bad-input error naming what `path` is when it is a special file.
    public static func refuse(_ path: String, want: String) throws {
        if let kind = kind(atPath: path) {
            throw AuditbookError.badInput(file: path, reason: "is \(kind), not a regular file; give \(want)")
        }
    }
}

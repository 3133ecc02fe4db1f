import Foundation

/// Every failure the Kit reports. The CLI maps each case to one exit code in one place
/// (`ExitStatus`), and its `description` is the one-line message a user reads.
public enum AuditbookError: Error, Equatable, CustomStringConvertible, Sendable {
    /// A command-line value that makes no sense (unknown status, conflicting options).
    case usage(String)
    /// A document or data file that cannot be used as it is.
    case badInput(file: String, reason: String)
    /// A file, checklist, audit, screen or item that does not exist.
    case missingInput(String)
    /// Reading or writing failed (permissions, full disk, read-only workbook).
    case io(file: String, reason: String)
    /// The workbook was written by a newer auditbook.
    case workbookTooNew(file: String)
    /// A rule of the workbook refused the change (for example a signed audit).
    case refused(String)

    public var description: String {
        switch self {
        case .usage(let message): return message
        case .badInput(let file, let reason): return "\(file): \(reason)"
        case .missingInput(let message): return message
        case .io(let file, let reason): return "\(file): \(reason)"
        case .workbookTooNew(let file):
            return "\(file): this workbook was written by a newer auditbook; upgrade auditbook to open it (the file was not changed)"
        case .refused(let message): return message
        }
    }
}

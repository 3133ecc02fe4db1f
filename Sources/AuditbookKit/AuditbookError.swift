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
    /// `error`, caused by one input the user gave: the Kit says what is wrong with it, the
    /// command line adds which option gives it.
    indirect case about(Input, AuditbookError)

    /// The inputs an error can be about, named as the domain knows them.
    public enum Input: String, Sendable, Equatable, CaseIterable {
        case workbook, audit, checklists, item, itemFilters, reviewer, role, comment, note, evidenceLimit, evidenceContents, template, removingResults,
             signKey, trustedSigners, contact
    }

    /// The error without the input it is about.
    public var underlying: AuditbookError {
        if case .about(_, let error) = self { return error.underlying }
        return self
    }

    public var description: String {
        switch self {
        case .usage(let message): return message
        case .badInput(let file, let reason): return "\(file): \(reason)"
        case .missingInput(let message): return message
        case .io(let file, let reason): return "\(file): \(reason)"
        case .workbookTooNew(let file):
            return "\(file): this workbook was written by a newer auditbook; upgrade auditbook to open it (the file was not changed)"
        case .refused(let message): return message
        case .about(_, let error): return error.description
        }
    }
}

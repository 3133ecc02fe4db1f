import ArgumentParser
import AuditbookKit
import Foundation

/// Every exit status auditbook documents, and the one mapping from errors to them. A
/// command that ends with a status of its own (a failed gate, lint findings) throws it; the
/// entry point (`Auditbook.main`) turns everything thrown into one of these.
enum ExitStatus: Int32, Error, CaseIterable {
    case success = 0
    /// The gate failed, or lint found problems: the command worked and the answer is no.
    case failed = 1
    /// `verify`: a sign-off no longer matches the workbook.
    case verificationFailed = 2
    /// A command-line value that makes no sense (EX_USAGE).
    case usage = 64
    /// A document, data file or workbook that cannot be used as it is (EX_DATAERR).
    case badData = 65
    /// A file, checklist, audit, screen or item that does not exist (EX_NOINPUT).
    case missingInput = 66
    /// An unexpected error: a defect in auditbook, never a verdict (EX_SOFTWARE).
    case unexpected = 70
    /// Reading or writing failed (EX_IOERR).
    case io = 74

    init(_ error: AuditbookError) {
        switch error {
        case .usage: self = .usage
        case .badInput, .workbookTooNew, .refused: self = .badData
        case .missingInput: self = .missingInput
        case .io: self = .io
        case .about(_, let inner): self.init(inner)
        }
    }

    /// The line the root command's help shows.
    static let summary = "Exit codes: 0 ok, 1 gate failed or lint findings, 2 verification failed, 64 usage, 65 bad data, 66 missing input, 70 unexpected error, 74 I/O error."
}

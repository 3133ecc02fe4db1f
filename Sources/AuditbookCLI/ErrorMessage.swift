import AuditbookKit

/// The message a user reads for an error: the Kit's description of what is wrong, and, for
/// an error about one input, the option that gives it.
enum ErrorMessage {
    static func text(_ error: AuditbookError) -> String {
        guard case .about(let input, let inner) = error else { return error.description }
        return inner.description + " (" + option(for: input) + ")"
    }

    /// The command-line option for each input the Kit can name.
    static func option(for input: AuditbookError.Input) -> String {
        switch input {
        case .workbook: return "choose another with --workbook PATH"
        case .audit: return "start one with: auditbook audit new TITLE --checklist ID --screen NAME, or run auditbook walk"
        case .item: return "list the audit's items with: auditbook audit show --items"
        case .evidenceContents: return "export it again without --no-evidence-data"
        case .checklists: return "name them with --checklist ID; list them with: auditbook checklist list"
        case .itemFilters: return "loosen --kind, --min-severity, --tag, --section or --platform"
        case .reviewer: return "give --reviewer NAME"
        case .role: return "give --role, such as --role qa-lead"
        case .comment: return "give --comment TEXT"
        case .note: return "give --note TEXT"
        case .evidenceLimit: return "or raise --max-evidence-mb"
        case .template: return "check the --template path"
        case .removingResults: return "add --force to remove them with it"
        case .signKey: return "check --sign-key PATH"
        case .trustedSigners: return "check --trusted-signers PATH"
        case .contact: return "give --contact \"Name <email>\" or set AUDITBOOK_CONTACT"
        }
    }
}

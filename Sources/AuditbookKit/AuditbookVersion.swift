/// The version of auditbook, shown by `--version` and recorded in exports.
public enum AuditbookVersion {
    public static let current = "0.1.0"
}

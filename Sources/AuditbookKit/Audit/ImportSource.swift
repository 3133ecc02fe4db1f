import Foundation

/// What a file given to `auditbook import` holds.
public enum ImportSource: Sendable {
    /// Results to add to an existing audit (JSON or CSV rows).
    case results([ImportedResult])
    /// A whole audit exported with `report --format json`.
    case report(AuditReport)

    /// Reads a results file or an exported report, telling them apart by the report's
    /// `schema` key.
    public static func read(path: String) throws -> ImportSource {
        let data = try DocumentDecoder.readData(path)
        struct Probe: Decodable { var schema: String?; var schemaVersion: Int? }
        if let probe = try? JSONDecoder().decode(Probe.self, from: data), probe.schema == AuditReport.schemaName {
            guard let version = probe.schemaVersion, version <= AuditReport.schemaVersion else {
                throw AuditbookError.badInput(file: path, reason: "is a report of schema version \(probe.schemaVersion.map(String.init) ?? "?"), newer than this auditbook reads (\(AuditReport.schemaVersion)); upgrade auditbook")
            }
            do { return .report(try ReportJSON.decoder().decode(AuditReport.self, from: data)) } catch {
                throw AuditbookError.badInput(file: path, reason: "is an auditbook report but does not match its schema (\(ResultFile.describe(error))); export it again")
            }
        }
        return .results(try ResultFile.read(path: path))
    }
}

/// What importing an exported audit did.
public struct ReportImportSummary: Sendable, Encodable {
    public var audit: String
    public var imported: Bool
    public var checklistVersionsAdded: Int
    public var results: Int
    public var signoffs: Int

    package init(audit: String, imported: Bool, checklistVersionsAdded: Int, results: Int, signoffs: Int) {
        self.audit = audit
        self.imported = imported
        self.checklistVersionsAdded = checklistVersionsAdded
        self.results = results
        self.signoffs = signoffs
    }
}

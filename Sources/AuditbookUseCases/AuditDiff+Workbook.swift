import AuditbookKit
import AuditbookStore
import Foundation

extension Workbook {
    public func diff(_ a: String, _ b: String) throws -> AuditDiff {
        AuditDiff(from: try report(auditID: a, scope: .resultsOnly), to: try report(auditID: b, scope: .resultsOnly))
    }
}

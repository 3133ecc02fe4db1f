import AuditbookKit
import AuditbookStore
import Foundation

extension Workbook {
    public func verify(auditID: String? = nil) throws -> Verification {
        Verification(report: try report(auditID: auditID, scope: .resultsOnly))
    }

    public func gate(auditID: String? = nil, policy: GatePolicy) throws -> GateReport {
        GateReport(report: try report(auditID: auditID, scope: .resultsOnly), policy: policy)
    }
}

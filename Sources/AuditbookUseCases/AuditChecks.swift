import AuditbookKit
import Foundation

/// `verify`, `gate` and `diff`: the domain's rules over audits read from storage.
extension AuditReportSource {
    public func verify(auditID: String? = nil) throws -> Verification {
        Verification(report: try results(auditID: auditID))
    }

    public func gate(auditID: String? = nil, policy: GatePolicy) throws -> GateReport {
        GateReport(report: try results(auditID: auditID), policy: policy)
    }

    public func diff(_ a: String, _ b: String) throws -> AuditDiff {
        AuditDiff(from: try results(auditID: a), to: try results(auditID: b))
    }
}

import AuditbookKit

/// The workbook is the domain's storage.
extension Workbook: ChecklistStorage, AuditReportSource {}

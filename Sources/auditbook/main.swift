import AuditbookCLI

Auditbook.main()

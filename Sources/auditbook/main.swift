import AuditbookCLI

await Auditbook.main()

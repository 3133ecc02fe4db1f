import AuditbookKit
import Foundation
import GRDB

extension Workbook {
    /// Recreates an exported audit in this workbook in one transaction: the checklist
    /// versions it used (reusing identical ones already here), its items, screens, results,
    /// findings, evidence, history and sign-offs, so `verify` holds exactly as it did.
    /// Importing the same export again changes nothing.
    public func importReport(_ report: AuditReport, file: String) throws -> ReportImportSummary {
        let auditID = report.audit.id
        let blobs = Dictionary(report.blobs.map { ($0.sha256, $0) }, uniquingKeysWith: { a, _ in a })
        var blobData: [String: Data] = [:]
        for blob in report.blobs {
            guard let data = blob.content else { continue }
            guard SHA256Digest.hex(data) == blob.sha256 else {
                throw AuditbookError.badInput(file: file, reason: "evidence \(blob.sha256.prefix(12)) does not match its SHA-256; the export was altered")
            }
            blobData[blob.sha256] = data
        }
        for result in report.results {
            for evidence in result.evidence + result.findings.flatMap(\.evidence) where evidence.kind == "file" {
                let hash = evidence.sha256 ?? ""
                guard blobData[hash] != nil else {
                    throw AuditbookError.about(.evidenceContents, .badInput(file: file, reason: "carries no content for evidence \(evidence.fileName ?? hash): it was exported without evidence contents"))
                }
            }
        }
        // A sign-off must still match what it signed: an export whose decision, reviewer or
        // digest was edited is refused, not imported as if it had been signed that way.
        for (index, signoff) in report.signoffs.enumerated() {
            let problems: [String]
            if let text = signoff.statement {
                if let statement = SignoffStatement.parse(text) {
                    problems = (SHA256Digest.hex(text) == signoff.digest ? [] : ["its digest is not that of its statement"])
                        + statement.differences(from: signoff, audit: auditID)
                } else {
                    problems = ["its statement is unreadable"]
                }
            } else {
                problems = ResultDigest.root(signoff.results) == signoff.digest ? [] : ["its digest is not that of its results"]
            }
            if !problems.isEmpty {
                throw AuditbookError.badInput(file: file, reason: "sign-off \(index + 1) (\(signoff.role), \(signoff.reviewer)) does not match what was signed: "
                                              + problems.joined(separator: "; ") + "; export it again from the workbook it was signed in")
            }
        }
        return try perform(path) {
            try writer.write { db in
                if try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM audit WHERE id = ?)", arguments: [auditID])! {
                    let existing = try ReportQuery.results(db, auditID: auditID)
                    if ResultDigest.root(ResultDigest.snapshot(existing)) == ResultDigest.root(ResultDigest.snapshot(report.results)) {
                        return ReportImportSummary(audit: auditID, imported: false, checklistVersionsAdded: 0, results: report.results.count, signoffs: 0)
                    }
                    throw AuditbookError.refused("audit \(auditID) is already in \(path) with different results; import the export into another workbook")
                }
                var rowIDs: [String: Int64] = [:]
                var versionIDs: [Int64] = []
                var added = 0
                for checklist in report.checklists {
                    if let versionID = try Int64.fetchOne(db, sql: "SELECT id FROM checklistVersion WHERE checklistId = ? AND contentDigest = ?",
                                                          arguments: [checklist.id, checklist.contentDigest]) {
                        for row in try Row.fetchAll(db, sql: "SELECT id, itemId FROM item WHERE versionId = ?", arguments: [versionID]) {
                            rowIDs[try row.value("itemId")] = try row.value("id")
                        }
                        versionIDs.append(versionID)
                        continue
                    }
                    try db.execute(sql: "INSERT OR IGNORE INTO checklist (id, createdAt) VALUES (?, ?)", arguments: [checklist.id, checklist.compiledAt])
                    let latest = try Int.fetchOne(db, sql: "SELECT MAX(version) FROM checklistVersion WHERE checklistId = ?", arguments: [checklist.id]) ?? 0
                    try db.execute(sql: """
                        INSERT INTO checklistVersion (checklistId, version, title, description, license, documentVersion,
                            sourcePath, sourceDigest, contentDigest, compiledAt) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                        """, arguments: [checklist.id, max(checklist.version, latest + 1), checklist.title, checklist.description, checklist.license,
                                         checklist.documentVersion, checklist.source, checklist.sourceDigest, checklist.contentDigest, checklist.compiledAt])
                    let versionID = db.lastInsertedRowID
                    versionIDs.append(versionID)
                    rowIDs.merge(try Self.insertItems(db, versionID: versionID, checklist.items)) { _, new in new }
                    added += 1
                }
                let audit = report.audit
                let copiedFrom = try audit.copiedFrom.flatMap { id in
                    try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM audit WHERE id = ?)", arguments: [id])! ? id : nil
                }
                try db.execute(sql: """
                    INSERT INTO audit (id, title, app, build, platform, filters, state, copiedFrom, createdBy, createdAt)
                    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                    """, arguments: [auditID, audit.title, audit.app, audit.build, audit.platform, JSONText.encode(audit.filters),
                                     audit.state, copiedFrom, audit.createdBy, audit.createdAt])
                for versionID in Set(versionIDs) {
                    try db.execute(sql: "INSERT INTO auditChecklist (auditId, versionId) VALUES (?, ?)", arguments: [auditID, versionID])
                }
                for (position, item) in report.items.enumerated() {
                    guard let rowID = rowIDs[item.id] else {
                        throw AuditbookError.badInput(file: file, reason: "item \(item.id) is not in the export's checklists; export it again")
                    }
                    try db.execute(sql: "INSERT INTO auditItem (auditId, itemRowId, position, requirementKey) VALUES (?, ?, ?, ?)",
                                   arguments: [auditID, rowID, position, item.requirement])
                }
                var screenIDs: [String: Int64] = [:]
                for (position, screen) in report.screens.enumerated() {
                    try db.execute(sql: "INSERT INTO screen (auditId, name, description, position, isAppWide) VALUES (?, ?, ?, ?, ?)",
                                   arguments: [auditID, screen.name, screen.description, screen.isAppWide ? 1_000_000 : position, screen.isAppWide])
                    screenIDs[screen.name] = db.lastInsertedRowID
                }
                try Self.insertResults(db, report: report, auditID: auditID, screenIDs: screenIDs, rowIDs: rowIDs,
                                       blobs: blobs, blobData: blobData, file: file)
                for signoff in report.signoffs {
                    try db.execute(sql: """
                        INSERT INTO signoff (auditId, reviewer, role, decision, comment, digest, signedAt, revokedAt, revokedReason, statement, signature)
                        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                        """, arguments: [auditID, signoff.reviewer, signoff.role, signoff.decision, signoff.comment, signoff.digest,
                                         signoff.signedAt, signoff.revokedAt, signoff.revokedReason, signoff.statement, signoff.signature])
                    let signoffID = db.lastInsertedRowID
                    try Self.storeSnapshot(db, signoffID: signoffID, signoff.results)
                    try Self.storeItems(db, signoffID: signoffID, signoff.items ?? [])
                }
                let log = try db.cachedStatement(sql: """
                    INSERT INTO history (auditId, screenName, itemId, action, oldStatus, newStatus, oldNote, newNote, reviewer, at)
                    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                    """)
                for entry in report.history {
                    try log.execute(arguments: [auditID, entry.screen, entry.item, entry.action, entry.oldStatus, entry.newStatus,
                                                entry.oldNote, entry.newNote, entry.reviewer, entry.at])
                }
                try Self.setCurrent(db, auditID)
                return ReportImportSummary(audit: auditID, imported: true, checklistVersionsAdded: added, results: report.results.count,
                                           signoffs: report.signoffs.count)
            }
        }
    }

    private static func insertResults(_ db: Database, report: AuditReport, auditID: String, screenIDs: [String: Int64], rowIDs: [String: Int64],
                                      blobs: [String: AuditReport.Blob], blobData: [String: Data], file: String) throws {
        let insertResult = try db.cachedStatement(sql: """
            INSERT INTO result (auditId, screenId, itemRowId, status, note, reviewer, updatedAt, carriedOver) VALUES (?, ?, ?, ?, ?, ?, ?, ?)
            """)
        func attach(_ list: [ReportResult.Evidence], resultID: Int64, findingID: Int64?) throws {
            for evidence in list {
                if evidence.kind == "file", let hash = evidence.sha256, let data = blobData[hash] {
                    try db.execute(sql: "INSERT OR IGNORE INTO blob (sha256, mimeType, size, data) VALUES (?, ?, ?, ?)",
                                   arguments: [hash, blobs[hash]?.mimeType ?? evidence.mimeType ?? "application/octet-stream", data.count, data])
                }
                try insertEvidenceRow(db, [resultID, findingID, evidence.kind, evidence.sha256, evidence.fileName, evidence.url,
                                           nil, nil, evidence.addedBy, evidence.addedAt])
            }
        }
        for result in report.results {
            guard let screenID = screenIDs[result.screen], let rowID = rowIDs[result.item] else {
                throw AuditbookError.badInput(file: file, reason: "result \(result.screen) · \(result.item) names a screen or item the export does not have")
            }
            try insertResult.execute(arguments: [auditID, screenID, rowID, result.status.rawValue, result.note, result.reviewer,
                                                 result.updatedAt, result.carriedOver])
            let resultID = db.lastInsertedRowID
            try attach(result.evidence, resultID: resultID, findingID: nil)
            for finding in result.findings {
                try db.execute(sql: "INSERT INTO finding (resultId, title, note, impact, createdAt) VALUES (?, ?, ?, ?, ?)",
                               arguments: [resultID, finding.title, finding.note, finding.impact.rawValue, finding.createdAt])
                try attach(finding.evidence, resultID: resultID, findingID: db.lastInsertedRowID)
            }
            for (key, value) in result.conditions.sorted(by: { $0.key < $1.key }) {
                try insertEvidenceRow(db, [resultID, nil, "condition", nil, nil, nil, key, value, result.reviewer, result.updatedAt])
            }
        }
    }
}

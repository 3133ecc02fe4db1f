@testable import AuditbookKit
@testable import AuditbookStore
@testable import AuditbookUseCases
import GRDB
import XCTest

/// A sign-off must notice every change to what it signed, and a signature must tie it to a
/// trusted key.
final class SignoffTrustTests: XCTestCase {
    private var book: Workbook!
    private var audit: AuditSummary!

    override func setUpWithError() throws {
        book = try Workbook.inMemory(bundled: BundledChecklists.documents)
        audit = try book.createAudit(AuditSpec(title: "Signed", checklists: ["voiceover"], screens: ["Login"]), createdBy: "Ana")
        let shot = try TestPaths.temporaryFolder().appendingPathComponent("shot.png")
        try Data([0x89, 0x50, 0x4E, 0x47, 1, 2, 3]).write(to: shot)
        _ = try book.record(ResultInput(screen: "Login", item: "voiceover/4.1", outcome: .fail, note: "no label", reviewer: "Ana",
                                        evidence: [shot.path]), auditID: audit.id)
        _ = try book.record(ResultInput(screen: "Login", item: "voiceover/4.2", outcome: .pass, reviewer: "Ana"), auditID: audit.id)
    }

    private func tamper(_ sql: String) throws {
        try book.writer.writeWithoutTransaction { try $0.execute(sql: sql) }
    }

    private func problems(_ trust: SignoffTrust = SignoffTrust()) throws -> [String] {
        let verification = try book.verify(auditID: audit.id, trust: trust)
        return verification.problems + verification.signoffs.flatMap { check in
            check.problems + check.changes.map { "\($0.kind): \($0.screen) · \($0.item)" } + (check.snapshotIntact ? [] : ["snapshot"])
                + (check.signature.fails ? [check.signature.description] : [])
        }
    }

    func testEveryEditToWhatWasSignedIsNamed() throws {
        _ = try book.signoff(auditID: audit.id, reviewer: "Sam", role: "qa-lead", decision: .reject, comment: "blocking failure")
        XCTAssertEqual(try problems(), [])
        let cases: [(String, String)] = [
            ("UPDATE signoff SET decision = 'approve'", "decision is 'approve' now, 'reject' as signed"),
            ("UPDATE signoff SET role = 'dev', reviewer = 'Eve'", "role is 'dev' now, 'qa-lead' as signed"),
            ("UPDATE signoff SET comment = NULL", "comment is empty now"),
            ("UPDATE signoff SET signedAt = '2020-01-01 00:00:00.000'", "signed at is '2020-01-01T00:00:00.000Z' now"),
            ("UPDATE blob SET data = x'00'", "evidence 'shot.png' on Login · voiceover/4.1: its bytes no longer match"),
            ("UPDATE item SET severity = 'low' WHERE itemId = 'voiceover/4.1'", "item voiceover/4.1: severity critical as signed, low now"),
            ("UPDATE item SET title = 'Something else' WHERE itemId = 'voiceover/4.2'", "item voiceover/4.2: its text changed since signing"),
            ("DROP TRIGGER history_append_only_update; UPDATE history SET newNote = 'rewritten'", "the history up to this sign-off was rewritten"),
            ("DROP TRIGGER history_append_only_delete; DELETE FROM history", "the history up to this sign-off was rewritten"),
            ("UPDATE result SET status = 'pass', note = NULL WHERE status = 'fail'", "changed: Login · voiceover/4.1"),
        ]
        for (sql, expected) in cases {
            let copy = try Workbook.inMemory(bundled: [])
            try book.writer.backup(to: copy.writer)
            try copy.writer.writeWithoutTransaction { try $0.execute(sql: sql) }
            let found = try copy.verify(auditID: audit.id).signoffs.flatMap { check in
                check.problems + check.changes.map { "\($0.kind): \($0.screen) · \($0.item)" }
            }
            XCTAssertTrue(found.contains { $0.contains(expected) }, "\(sql): \(found)")
            XCTAssertFalse(try copy.gate(auditID: audit.id, policy: GatePolicy()).checks.first { $0.name == "sign-offs verify" }!.passed, sql)
        }
    }

    func testARevokedRejectionBesideAStandingApprovalIsCaught() throws {
        _ = try book.signoff(auditID: audit.id, reviewer: "Dev", role: "dev", decision: .approve, comment: nil)
        _ = try book.signoff(auditID: audit.id, reviewer: "Sam", role: "qa-lead", decision: .reject, comment: "blocking failure")
        XCTAssertFalse(try book.gate(auditID: audit.id, policy: GatePolicy(requiredRoles: ["dev"])).passed, "the rejection stops the gate")
        try tamper("UPDATE signoff SET revokedAt = '2099-01-01 00:00:00.000' WHERE decision = 'reject'")
        XCTAssertTrue(try problems().contains { $0.contains("is marked revoked at 2099-01-01T00:00:00.000Z, after this one was made") })
        XCTAssertTrue(try problems().contains { $0.contains("but the history records no reopening then") })
        XCTAssertFalse(try book.gate(auditID: audit.id, policy: GatePolicy(requiredRoles: ["dev"])).passed)
    }

    func testADeletedLatestRejectionIsCaughtByTheHistory() throws {
        _ = try book.signoff(auditID: audit.id, reviewer: "Dev", role: "dev", decision: .approve, comment: nil)
        _ = try book.signoff(auditID: audit.id, reviewer: "Sam", role: "qa-lead", decision: .reject, comment: "blocking failure")
        try tamper("DELETE FROM signoff WHERE decision = 'reject'")
        let found = try problems()
        XCTAssertTrue(found.contains { $0.hasPrefix("the history records a sign-off by Sam (qa-lead, reject)") }, "\(found)")
        XCTAssertFalse(try book.gate(auditID: audit.id, policy: GatePolicy(requiredRoles: ["dev"])).passed)
        // A real reopening is recorded, so its revocations verify.
        let other = try Workbook.inMemory(bundled: BundledChecklists.documents)
        let audit = try other.createAudit(AuditSpec(title: "t", checklists: ["voiceover"], screens: ["Login"]), createdBy: "Ana")
        _ = try other.signoff(auditID: audit.id, reviewer: "Sam", role: "qa-lead", decision: .reject, comment: "no")
        _ = try other.reopen(auditID: audit.id, reviewer: "Sam", reason: "fixed")
        _ = try other.signoff(auditID: audit.id, reviewer: "Sam", role: "qa-lead", decision: .approve, comment: nil)
        XCTAssertTrue(try other.verify(auditID: audit.id).verified)
        XCTAssertEqual(try other.history(auditID: audit.id).map(\.action), ["signoff as qa-lead", "reopen", "signoff as qa-lead"])
    }

    func testRemovingAnEarlierSignoffBreaksTheChain() throws {
        _ = try book.signoff(auditID: audit.id, reviewer: "Sam", role: "qa-lead", decision: .reject, comment: "blocking failure")
        _ = try book.signoff(auditID: audit.id, reviewer: "Dev", role: "dev", decision: .approve, comment: nil)
        try tamper("DELETE FROM signoff WHERE decision = 'reject'")
        XCTAssertTrue(try problems().contains("the sign-off before this one was removed or changed"))
    }

    func testAnEditedExportIsRefusedOnImport() throws {
        _ = try book.signoff(auditID: audit.id, reviewer: "Sam", role: "qa-lead", decision: .reject, comment: "blocking failure")
        let json = try ReportFormat.json.renderer().render(try book.report(auditID: audit.id))
        let edited = json.replacingOccurrences(of: "\"decision\" : \"reject\"", with: "\"decision\" : \"approve\"")
        XCTAssertNotEqual(edited, json)
        let other = try Workbook.inMemory(bundled: [])
        XCTAssertThrowsError(try other.importReport(try ReportJSON.decoder().decode(AuditReport.self, from: Data(edited.utf8)), file: "edited.json")) { error in
            XCTAssertEqual((error as? AuditbookError)?.exitCode, 65)
            XCTAssertTrue("\(error)".contains("decision is 'approve' now, 'reject' as signed"), "\(error)")
        }
        // The untouched export imports, and its sign-off holds there.
        _ = try other.importReport(try ReportJSON.decoder().decode(AuditReport.self, from: Data(json.utf8)), file: "export.json")
        XCTAssertTrue(try other.verify(auditID: audit.id).verified)
    }

    func testSSHSignaturesAreCheckedAgainstTrustedSigners() throws {
        guard SSHSignatures.findTool() != nil else {
            if ProcessInfo.processInfo.environment["CI"] == "true" { XCTFail("CI must have ssh-keygen (openssh-client)") }
            throw XCTSkip("ssh-keygen is not installed")
        }
        let folder = try TestPaths.temporaryFolder()
        func key(_ name: String) throws -> String {
            let path = folder.appendingPathComponent(name).path
            let run = try SSHSignatures.run(SSHSignatures.findTool()!, ["-q", "-t", "ed25519", "-N", "", "-C", name, "-f", path], input: "")
            XCTAssertEqual(run.status, 0, run.error)
            return path
        }
        let ana = try key("ana"), eve = try key("eve")
        let publicKey = try String(contentsOfFile: ana + ".pub", encoding: .utf8).split(separator: " ").prefix(2).joined(separator: " ")
        let trusted = folder.appendingPathComponent("allowed_signers").path
        try "ana@example.com \(publicKey)\n".write(toFile: trusted, atomically: true, encoding: .utf8)
        let receipt = try book.signoff(auditID: audit.id, reviewer: "Ana", role: "qa-lead", decision: .approve, comment: nil,
                                       sign: { try SSHSignatures.sign(statement: $0, key: ana) })
        XCTAssertTrue(receipt.signed)
        let check = try book.verify(auditID: audit.id, trust: SignoffTrust(trustedSigners: trusted)).signoffs[0]
        guard case .trusted(let principal, _) = check.signature else { return XCTFail("\(check.signature)") }
        XCTAssertEqual(principal, "ana@example.com")
        XCTAssertTrue(check.holds)
        // Without a trusted-signers file the key is shown, not a signer.
        guard case .unchecked = try book.verify(auditID: audit.id).signoffs[0].signature else { return XCTFail() }

        // A forger who edits the record, the statement, the digest and the history together
        // passes the digest checks, but not the signature.
        let forged = try book.writer.read { db in try String.fetchOne(db, sql: "SELECT statement FROM signoff")! }
            .replacingOccurrences(of: "\"decision\":\"approve\"", with: "\"decision\":\"reject\"")
        try tamper("UPDATE signoff SET decision = 'reject', statement = '\(forged)', digest = '\(SHA256Digest.hex(forged))'")
        XCTAssertTrue(try book.verify(auditID: audit.id).problems.contains { $0.contains("that is no longer in the workbook") },
                      "the history still records the approval")
        try tamper("DROP TRIGGER history_append_only_update; UPDATE history SET newStatus = 'reject' WHERE action LIKE 'signoff as %'")
        let bad = try book.verify(auditID: audit.id, trust: SignoffTrust(trustedSigners: trusted)).signoffs[0]
        XCTAssertEqual(bad.problems, [])
        XCTAssertTrue(bad.signature.fails, "\(bad.signature)")
        XCTAssertFalse(bad.holds)

        // Re-signed with a key the trusted signers do not list: refused.
        let resigned = try SSHSignatures.sign(statement: forged, key: eve)
        try tamper("UPDATE signoff SET signature = '\(resigned)'")
        let untrusted = try book.verify(auditID: audit.id, trust: SignoffTrust(trustedSigners: trusted)).signoffs[0]
        XCTAssertTrue(untrusted.signature.description.contains("does not list"), untrusted.signature.description)
        XCTAssertFalse(untrusted.holds)

        // With the signature dropped, the forgery is a consistent unsigned sign-off: a digest
        // alone cannot tell (the documented limit), which is what --require-signed is for.
        try tamper("UPDATE signoff SET signature = NULL")
        XCTAssertTrue(try book.verify(auditID: audit.id).verified)
        XCTAssertFalse(try book.verify(auditID: audit.id, trust: SignoffTrust(requireSigned: true)).verified)
    }
}

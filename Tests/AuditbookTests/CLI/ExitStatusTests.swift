import ArgumentParser
@testable import AuditbookCLI
import AuditbookKit
import XCTest

/// The one mapping from errors to exit codes, and the help that documents it.
final class ExitStatusTests: XCTestCase {
    struct Surprise: Error {}

    func testEveryKitErrorHasItsDocumentedStatus() {
        XCTAssertEqual(ExitStatus(.usage("x")), .usage)
        XCTAssertEqual(ExitStatus(.badInput(file: "f", reason: "r")), .badData)
        XCTAssertEqual(ExitStatus(.workbookTooNew(file: "f")), .badData)
        XCTAssertEqual(ExitStatus(.refused("x")), .badData)
        XCTAssertEqual(ExitStatus(.missingInput("x")), .missingInput)
        XCTAssertEqual(ExitStatus(.io(file: "f", reason: "r")), .io)
    }

    func testAnUnexpectedErrorIsNeverTakenForAParserError() {
        XCTAssertFalse(Auditbook.isArgumentParserError(Surprise()), "an unexpected error exits 70, not 1 (gate failed)")
        XCTAssertFalse(Auditbook.isArgumentParserError(CocoaError(.fileReadCorruptFile)))
        XCTAssertTrue(Auditbook.isArgumentParserError(ValidationError("bad")))
        XCTAssertTrue(Auditbook.isArgumentParserError(CleanExit.helpRequest()))
        XCTAssertTrue(Auditbook.isArgumentParserError(ExitCode(3)))
    }

    func testHelpListsEveryStatus() {
        let help = Auditbook.helpMessage()
        for status in ExitStatus.allCases { XCTAssertTrue(ExitStatus.summary.contains("\(status.rawValue) "), "\(status)") }
        XCTAssertTrue(help.contains("70 unexpected error"), help)
    }
}

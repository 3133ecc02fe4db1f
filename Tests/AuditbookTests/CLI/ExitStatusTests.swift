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

/// Kit errors say what is wrong; the command line adds the option that gives the input.
final class ErrorMessageTests: XCTestCase {
    func testAnErrorAboutAnInputNamesItsOption() {
        let error = AuditbookError.about(.reviewer, .usage("a sign-off needs a reviewer"))
        XCTAssertEqual(error.description, "a sign-off needs a reviewer", "the Kit's own text names no option")
        XCTAssertEqual(ErrorMessage.text(error), "a sign-off needs a reviewer (give --reviewer NAME)")
        XCTAssertEqual(ExitStatus(error), .usage)
        XCTAssertEqual(ExitStatus(.about(.workbook, .badInput(file: "x", reason: "r"))), .badData)
        for input in AuditbookError.Input.allCases { XCTAssertTrue(ErrorMessage.option(for: input).contains("--"), "\(input)") }
    }

    func testNoKitOrStoreMessageNamesAnOption() throws {
        for folder in ["AuditbookKit", "AuditbookStore", "AuditbookUseCases"] {
            let root = TestPaths.packageRoot.appendingPathComponent("Sources/\(folder)")
            for case let url as URL in FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)! where url.pathExtension == "swift" {
                for (number, line) in try String(contentsOf: url, encoding: .utf8).split(separator: "\n").enumerated()
                where line.contains("AuditbookError.") && line.range(of: #"--[a-z]"#, options: .regularExpression) != nil {
                    XCTFail("\(url.lastPathComponent):\(number + 1) names a command-line option in a Kit error: \(line)")
                }
            }
        }
    }
}

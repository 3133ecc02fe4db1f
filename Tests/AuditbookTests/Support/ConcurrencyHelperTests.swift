@testable import AuditbookKit
@testable import AuditbookStore
@testable import AuditbookUseCases
import XCTest

final class ConcurrencyHelperTests: XCTestCase {
    private struct Failure: Error, Equatable { let side: String }

    func testConcurrentlyReturnsBothResults() throws {
        let (sum, text) = try concurrently({ (1...1_000).reduce(0, +) }, { String(repeating: "ab", count: 3) })
        XCTAssertEqual(sum, 500_500)
        XCTAssertEqual(text, "ababab")
    }

    func testConcurrentlyThrowsEitherSidesError() {
        XCTAssertThrowsError(try concurrently({ () throws -> Int in throw Failure(side: "first") }, { 2 })) {
            XCTAssertEqual($0 as? Failure, Failure(side: "first"))
        }
        XCTAssertThrowsError(try concurrently({ 1 }, { () throws -> Int in throw Failure(side: "second") })) {
            XCTAssertEqual($0 as? Failure, Failure(side: "second"))
        }
        XCTAssertThrowsError(try concurrently({ () throws -> Int in throw Failure(side: "first") },
                                              { () throws -> Int in throw Failure(side: "second") })) {
            XCTAssertEqual($0 as? Failure, Failure(side: "first"), "the first's error wins")
        }
    }

    func testConcurrentMapKeepsOrder() {
        let input = Array(0..<500)
        XCTAssertEqual(input.concurrentMap { $0 * 3 }, input.map { $0 * 3 })
    }
}

@testable import AuditbookStore
import AuditbookUseCases
@testable import AuditbookKit
import XCTest

/// `Parallelism` itself, and every parallel path against its serial form. (The line-break
/// repair's parallel path is checked in `LineBreakRepairTests`; the workbook's report read in
/// two parts in `ReportRenderingTests` through the golden files.)
final class ParallelismTests: XCTestCase {
    struct Failure: Error, Equatable { var side: String }

    func testMapKeepsOrderForEveryShareCount() {
        for count in [0, 1, 2, 3, 7, 100, 1_001] {
            let input = Array(0..<count)
            for jobs in [1, 2, 3, 8, 2_000] {
                XCTAssertEqual(Parallelism(jobs: jobs).map(input) { $0 * 3 }, input.map { $0 * 3 }, "\(count) inputs, \(jobs) jobs")
            }
        }
    }

    /// A stream makes every value exactly once, whoever asks first (a worker or the
    /// consumer), and gives them in index order to a consumer taking them in turn.
    func testStreamMakesEachValueOnceAndGivesThemInOrder() {
        final class Counter: @unchecked Sendable {
            let lock = NSLock()
            var made: [Int: Int] = [:]
            func note(_ index: Int) { lock.lock(); made[index, default: 0] += 1; lock.unlock() }
        }
        for jobs in [1, 2, 3, 8] {
            for count in [0, 1, 2, 5, 200] {
                let counter = Counter()
                let stream = Parallelism(jobs: jobs).stream(count: count) { index -> [Int] in
                    counter.note(index)
                    return Array(repeating: index, count: index % 7 + 1)
                }
                XCTAssertEqual(stream.count, count)
                var taken: [[Int]] = []
                for index in 0..<count { taken.append(stream.value(at: index)) }
                XCTAssertEqual(taken, (0..<count).map { Array(repeating: $0, count: $0 % 7 + 1) }, "\(jobs) jobs, \(count) values")
                // Asked again: the same value, not made again.
                if count > 0 { XCTAssertEqual(stream.value(at: count - 1), Array(repeating: count - 1, count: (count - 1) % 7 + 1)) }
                // Workers may still be finishing their last value: wait for every value first.
                for index in 0..<count { _ = stream.value(at: index) }
                counter.lock.lock()
                XCTAssertEqual(counter.made, Dictionary(uniqueKeysWithValues: (0..<count).map { ($0, 1) }), "\(jobs) jobs, \(count) values")
                counter.lock.unlock()
            }
        }
    }

    /// `start` gives the work's value, made once, whoever asks and however often; with one
    /// job the work waits until the value is asked for.
    func testStartGivesTheValueOnceWhoeverAsks() {
        final class Count: @unchecked Sendable {
            let lock = NSLock()
            var runs = 0
        }
        for jobs in [1, 2, 4] {
            let count = Count()
            let pending = Parallelism(jobs: jobs).start { () -> [Int] in
                count.lock.lock(); count.runs += 1; count.lock.unlock()
                return Array(0..<1_000)
            }
            if jobs == 1 {
                count.lock.lock(); XCTAssertEqual(count.runs, 0, "nothing starts with one job"); count.lock.unlock()
            }
            let answers = Parallelism(jobs: 4).map(Array(0..<8)) { _ in pending.value.count }
            XCTAssertEqual(answers, Array(repeating: 1_000, count: 8))
            XCTAssertEqual(pending.value, Array(0..<1_000))
            count.lock.lock(); XCTAssertEqual(count.runs, 1, "\(jobs) jobs"); count.lock.unlock()
        }
    }

    /// A value handed to `releaseElsewhere` is freed, and not on the caller's thread.
    func testReleaseElsewhereFreesTheValueOnAnotherThread() {
        final class Tracked: @unchecked Sendable {
            let freed: DispatchSemaphore
            let caller: Thread
            let onCaller: UnsafeMutablePointer<Bool>
            init(_ freed: DispatchSemaphore, caller: Thread, onCaller: UnsafeMutablePointer<Bool>) {
                self.freed = freed; self.caller = caller; self.onCaller = onCaller
            }
            deinit {
                onCaller.pointee = Thread.current == caller
                freed.signal()
            }
        }
        let freed = DispatchSemaphore(value: 0)
        let onCaller = UnsafeMutablePointer<Bool>.allocate(capacity: 1)
        defer { onCaller.deallocate() }
        onCaller.initialize(to: true)
        Parallelism.releaseElsewhere([Tracked(freed, caller: Thread.current, onCaller: onCaller)])
        XCTAssertEqual(freed.wait(timeout: .now() + 10), .success, "freed")
        XCTAssertFalse(onCaller.pointee, "freed on another thread")
    }

    func testBothReturnsBothAndThrowsFirstsErrorFirst() throws {
        for parallelism in [Parallelism.serial, Parallelism(jobs: 2)] {
            let (sum, text) = try parallelism.both({ (1...1_000).reduce(0, +) }, { String(repeating: "ab", count: 3) })
            XCTAssertEqual(sum, 500_500)
            XCTAssertEqual(text, "ababab")
            XCTAssertThrowsError(try parallelism.both({ () throws -> Int in throw Failure(side: "first") }, { 2 })) {
                XCTAssertEqual($0 as? Failure, Failure(side: "first"))
            }
            XCTAssertThrowsError(try parallelism.both({ 1 }, { () throws -> Int in throw Failure(side: "second") })) {
                XCTAssertEqual($0 as? Failure, Failure(side: "second"))
            }
            XCTAssertThrowsError(try parallelism.both({ () throws -> Int in throw Failure(side: "first") },
                                                      { () throws -> Int in throw Failure(side: "second") })) {
                XCTAssertEqual($0 as? Failure, Failure(side: "first"))
            }
        }
    }

    func testOnePlaceDecidesWhatIsWorthSplitting() {
        let four = Parallelism(jobs: 4)
        XCTAssertFalse(Parallelism.serial.worthSplitting(.tasks(100)))
        XCTAssertFalse(four.worthSplitting(.tasks(1)))
        XCTAssertTrue(four.worthSplitting(.tasks(2)))
        XCTAssertFalse(four.worthSplitting(.text(bytes: Parallelism.minimumTextBytes - 1)))
        XCTAssertTrue(four.worthSplitting(.text(bytes: Parallelism.minimumTextBytes)))
        XCTAssertFalse(four.worthSplitting(.scoredPairs(Parallelism.minimumScoredPairs - 1)))
        XCTAssertEqual(four.forWork(.text(bytes: 10)), .serial)
        XCTAssertTrue(Parallelism.splittingAll(jobs: 4).worthSplitting(.text(bytes: 10)))
        XCTAssertEqual(Parallelism(jobs: 0).jobs, 1)
    }

    func testMarkdownParsedInPiecesMatchesOneParse() {
        let text = BundledChecklists.documents.map(\.text).joined(separator: "\n\n")
        XCTAssertEqual(MarkdownParser().parse(text, parallelism: .splittingAll(jobs: 4)), MarkdownParser().parse(text, parallelism: .serial))
    }

    func testDocumentsCompiledSideBySideMatchOneByOne() throws {
        let documents = BundledChecklists.documents.map { (data: Data($0.text.utf8), sourcePath: "bundled:" + $0.name) }
        let sideBySide = ChecklistCompiler(parallelism: .splittingAll(jobs: 4)).compile(documents: documents)
        let inTurn = ChecklistCompiler(parallelism: .serial).compile(documents: documents)
        for (a, b) in zip(sideBySide, inTurn) { XCTAssertEqual(try a.get().items, try b.get().items) }
    }

    func testRestatementLinksOnAllJobsMatchSerial() {
        let topics = ["touch targets at least 44 points", "text contrast ratio 4.5 to 1", "VoiceOver labels on icon buttons",
                      "Dynamic Type sizes up to accessibility sizes", "Reduce Motion replaces parallax", "dark mode semantic colours"]
        var items: [ChecklistItem] = []
        for (index, topic) in topics.enumerated() {
            items.append(ChecklistItem(id: "r\(index)", title: "Rule: \(topic)", kind: .rule, sectionPath: ["Rules"],
                                       guidance: "Every screen keeps \(topic).", line: index + 1))
        }
        for copy in 0..<700 {
            let topic = topics[copy % topics.count]
            items.append(ChecklistItem(id: "c\(copy)", title: "Check \(topic)", kind: .check, sectionPath: ["Checks"], line: 100 + copy))
        }
        var serial = items, parallel = items
        ItemLinker.linkRestatements(&serial, parallelism: .serial)
        ItemLinker.linkRestatements(&parallel, parallelism: .splittingAll(jobs: 4))
        XCTAssertEqual(parallel.map(\.related), serial.map(\.related))
        XCTAssertGreaterThan(serial.filter { !$0.related.isEmpty }.count, 600, "700 checks in two slices, most linked")
    }
}

/// The report's parallel paths against their serial forms.
final class ReportParallelismTests: XCTestCase {
    func testReportReadInTwoPartsMatchesOneRead() throws {
        let book = try ReportFixture.workbook()
        func read(_ parallelism: Parallelism) throws -> String {
            let report = try book.report(auditID: ReportFixture.auditID, scope: ReportScope(), now: ReportFixture.now, parallelism: parallelism)
            return try JSONReportRenderer(parallelism: .serial).render(report)
        }
        XCTAssertEqual(try read(.splittingAll(jobs: 2)), try read(.serial))
    }

    func testJSONArraysEncodedOnSeveralJobsMatchTheEncoder() throws {
        var report = try ReportFixture.report()
        let results = report.results, history = report.history
        report.results = (0..<(JSONStream.batchSize * 2 + 17)).map { index in
            var result = results[index % results.count]
            result.screen += " \(index)"
            return result
        }
        report.history = (0..<(JSONStream.batchSize + 3)).map { history[$0 % history.count] }
        let whole = String(decoding: try ReportJSON.encoder().encode(report), as: UTF8.self) + "\n"
        XCTAssertEqual(try JSONReportRenderer(parallelism: .serial).render(report), whole)
        XCTAssertEqual(try JSONReportRenderer(parallelism: .splittingAll(jobs: 3)).render(report), whole)
    }
}

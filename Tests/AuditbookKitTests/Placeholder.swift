import XCTest
import AuditbookKit
final class ScratchTests: XCTestCase {
    func testScratch() throws {
        for name in ["000_47b5f53053e004ce.txt", "001_32b9f4b8a055d8c6.txt", "004_4bd0c7200fe57e9e.txt"] {
            let c = try ChecklistCompiler().compile(path: "/work/shared/seeds/" + name)
            print("== \(c.id) \(c.title) items=\(c.items.count) checks=\(c.count(of: .check)) rules=\(c.count(of: .rule)) pr=\(c.count(of: .principle)) ap=\(c.count(of: .antiPattern))")
            for r in c.repairs { print("  repair", r.summary) }
            for w in c.warnings { print("  warn", w) }
            for i in c.items { print("  \(i.kind.rawValue) \(i.id) [\(i.number ?? "")] \(i.title.prefix(70)) sev=\(i.severity?.rawValue ?? "-") ex=\(i.examples.count) rel=\(i.related) L\(i.line) path=\(i.section)") }
        }
    }
}

import AuditbookKit
import AuditbookStore
import AuditbookUseCases
import Foundation

/// The benchmark's results, printed as a Markdown table.
struct BenchReport {
    struct Row {
        var name: String
        var seconds: Double
        var target: String?
        var met: Bool?
    }

    private(set) var rows: [Row] = []

    mutating func add(_ name: String, _ seconds: Double, target: String?, met: Bool? = nil) {
        rows.append(Row(name: name, seconds: seconds, target: target, met: met))
    }

    func print(fidelity: FidelityCheck.Result?) {
        if !rows.isEmpty {
            Swift.print("| measurement | time | target |")
            Swift.print("|---|---:|---|")
            for row in rows {
                let verdict = row.met.map { $0 ? " ✓ met" : " ✗ missed" } ?? ""
                Swift.print("| \(row.name) | \(format(row.seconds)) | \(row.target ?? "—")\(verdict) |")
            }
        }
        guard let fidelity else { return }
        if !rows.isEmpty { Swift.print("") }
        Swift.print("| repair fidelity (damaged copies with known answers) | value |")
        Swift.print("|---|---:|")
        for (name, value) in fidelity.lines { Swift.print("| \(name) | \(value) |") }
    }
}

func format(_ seconds: Double) -> String {
    seconds < 1 ? String(format: "%.1f ms", seconds * 1000) : String(format: "%.2f s", seconds)
}

func measure(_ body: () throws -> Void) throws -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    try body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

func measureBest(_ runs: Int, _ body: () throws -> Void) throws -> Double {
    var best = Double.infinity
    for _ in 0..<runs { best = min(best, try measure(body)) }
    return best
}

func measureMedian(_ runs: Int, _ body: () throws -> Void) throws -> Double {
    var times: [Double] = []
    for _ in 0..<runs { times.append(try measure(body)) }
    return times.sorted()[runs / 2]
}

struct ProcessFailure: Error { var message: String }

/// Runs a program (found on PATH when not a path), discarding its output. posix_spawn and
/// waitpid, because Foundation's `Process.waitUntilExit` polls and adds tens of milliseconds.
@discardableResult
func runProcess(_ program: String, _ arguments: [String]) throws -> Int32 {
    try runProcessMeasured(program, arguments).status
}

/// Runs a program to the end; returns its exit status and its peak resident memory in bytes.
/// The peak comes from /usr/bin/time when it is installed: a child spawned from this
/// process would otherwise report this process's own high-water mark (Linux keeps it
/// across exec), not the program's. Without it the peak is 0 (unknown).
func runProcessMeasured(_ program: String, _ arguments: [String]) throws -> (status: Int32, peakBytes: Int) {
    let timer = "/usr/bin/time"
    guard FileManager.default.isExecutableFile(atPath: timer) else { return (try runProcessDirect(program, arguments).status, 0) }
    let record = FileManager.default.temporaryDirectory.appendingPathComponent("auditbook-bench-time-\(getpid()).txt").path
    defer { unlink(record) }
    let status = try runProcessDirect(timer, ["-f", "%M", "-o", record, program] + arguments).status
    let kilobytes = (try? String(contentsOfFile: record, encoding: .utf8))?.split(separator: "\n").last.flatMap { Int($0.trimmingCharacters(in: .whitespaces)) } ?? 0
    return (status, kilobytes * 1024)
}

func runProcessDirect(_ program: String, _ arguments: [String]) throws -> (status: Int32, peakBytes: Int) {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let argv = ([program] + arguments).map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    var pid = pid_t()
    let spawned = program.contains("/")
        ? posix_spawn(&pid, program, &actions, nil, argv, environ)
        : posix_spawnp(&pid, program, &actions, nil, argv, environ)
    guard spawned == 0 else { throw ProcessFailure(message: "\(program) not found") }
    var status: Int32 = 0
    var usage = rusage()
    wait4(pid, &status, 0, &usage)
    let code = (status >> 8) & 0xFF
    if code == 127 { throw ProcessFailure(message: "\(program) not found") }
    return (code, usage.ru_maxrss * 1024)
}

/// Damages clean documents (flattened, mis-encoded, both), compiles them, and compares the
/// result with the clean document's checklist.
enum FidelityCheck {
    struct Result {
        var lines: [(String, String)]
    }

    static func run(documents: [String], bundled: [BundledDocument]) throws -> Result {
        let compiler = ChecklistCompiler()
        let clean = documents + bundled.map(\.text)
        var titles = [String: (exact: Int, total: Int)]()
        var found = [String: (found: Int, total: Int)]()
        for (index, text) in clean.enumerated() {
            let original = try compiler.compile(data: Data(text.utf8), sourcePath: "clean-\(index).md")
            let damages: [(String, String)] = [
                ("flattened", DamageSimulator.flatten(text)),
                ("mis-encoded (Mac Roman)", DamageSimulator.misdecode(text, as: .macRoman)),
                ("mis-encoded (Windows-1252)", DamageSimulator.misdecode(text, as: .windows1252)),
                ("flattened and mis-encoded", DamageSimulator.misdecode(DamageSimulator.flatten(text), as: .macRoman)),
            ]
            for (kind, damaged) in damages {
                let repaired = (try? compiler.compile(data: Data(damaged.utf8), sourcePath: "damaged-\(index).md"))?.items ?? []
                let repairedTitles = Dictionary(repaired.map { ($0.id, $0.title) }, uniquingKeysWith: { first, _ in first })
                let exact = original.items.filter { repairedTitles[$0.id] == $0.title }.count
                if ProcessInfo.processInfo.environment["AUDITBOOK_BENCH_MISSES"] != nil {
                    for item in original.items where repairedTitles[item.id] != item.title {
                        Swift.print("MISS \(kind) \(item.id): \(item.title) → \(repairedTitles[item.id] ?? "(missing)")")
                    }
                }
                titles[kind, default: (0, 0)].exact += exact
                titles[kind, default: (0, 0)].total += original.items.count
                found[kind, default: (0, 0)].found += min(repaired.count, original.items.count)
                found[kind, default: (0, 0)].total += original.items.count
            }
        }
        // False repairs: repairs reported on documents that were not damaged.
        var falseRepairs = 0
        for text in clean {
            let prepared = try PreparedDocument.prepare(Data(text.utf8), name: "clean.md")
            falseRepairs += prepared.repairs.filter { $0.kind == .encoding || $0.kind == .lineBreaks }.map(\.count).reduce(0, +)
        }
        var lines: [(String, String)] = [("clean documents checked", "\(clean.count) (\(documents.count) generated, \(bundled.count) bundled)")]
        for kind in ["flattened", "mis-encoded (Mac Roman)", "mis-encoded (Windows-1252)", "flattened and mis-encoded"] {
            let t = titles[kind]!, f = found[kind]!
            lines.append(("\(kind): titles recovered exactly", percent(t.exact, t.total) + " (\(t.exact)/\(t.total))"))
            lines.append(("\(kind): items found", percent(f.found, f.total)))
        }
        lines.append(("false repairs on clean documents", "\(falseRepairs)"))
        return Result(lines: lines)
    }

    private static func percent(_ part: Int, _ whole: Int) -> String {
        whole == 0 ? "—" : String(format: "%.1f %%", Double(part) * 100 / Double(whole))
    }
}

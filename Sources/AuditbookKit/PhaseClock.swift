import Foundation

/// Wall-clock marks for profiling a whole command as a user runs it: with
/// `AUDITBOOK_PHASES=1` in the environment, each `mark` prints to stderr the time since the
/// process started and since the previous mark. Off (one flag test) otherwise.
public enum PhaseClock {
    private static let enabled = ProcessInfo.processInfo.environment["AUDITBOOK_PHASES"].map { !$0.isEmpty && $0 != "0" } ?? false
    private static let state = Mutex()

    private final class Mutex: @unchecked Sendable {
        let lock = NSLock()
        var last: Double = 0
    }

    /// Seconds since the process started (monotonic clock).
    private static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    private static let start: Double = {
        // The process's start time, from /proc; the first mark's time when unreadable.
        if let stat = try? String(contentsOfFile: "/proc/self/stat", encoding: .utf8),
           let close = stat.lastIndex(of: ")") {
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            if fields.count > 19, let ticks = Double(fields[19]) {
                let hertz = Double(sysconf(Int32(_SC_CLK_TCK)))
                var uptime = timespec()
                clock_gettime(CLOCK_BOOTTIME, &uptime)
                let boot = Double(uptime.tv_sec) + Double(uptime.tv_nsec) / 1e9
                return now() - (boot - ticks / hertz)
            }
        }
        return now()
    }()

    public static func mark(_ label: @autoclosure () -> String) {
        guard enabled else { return }
        let text = label()
        // The clock is read and the line written under the lock: marks from several threads
        // (a new workbook's bundled checklists compile on other cores) print in time order.
        state.lock.lock()
        defer { state.lock.unlock() }
        let time = now() - start
        let since = time - state.last
        state.last = time
        FileHandle.standardError.write(Data((String(format: "phase %8.1f ms  (+%7.1f)  ", time * 1000, since * 1000) + text + "\n").utf8))
    }
}

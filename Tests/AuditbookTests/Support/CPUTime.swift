import Foundation

/// The processor time this test process spends on `work`, over all its threads.
///
/// The hang guards bound this, not the wall clock: a build or a CI job beside the tests
/// stretches the wall clock (a 10 s parse took 64 s under two builds) but not the work done,
/// so a guard that reads processor time fails on a hang or a blow-up and never on a busy
/// machine. Speed itself is held by the release benchmark, not by unit tests.
enum CPUTime {
    static func seconds<T>(of work: () throws -> T) rethrows -> (result: T, seconds: Double) {
        let start = now()
        let result = try work()
        return (result, now() - start)
    }

    private static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}

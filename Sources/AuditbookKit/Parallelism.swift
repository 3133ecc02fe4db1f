import Foundation

/// How many pieces of work may run at once, passed down from the command (`--jobs N`; the
/// machine's cores by default). It is also the one place that decides whether a piece of
/// work is worth splitting: below the sizes in `worthSplitting`, the cost of starting
/// threads and merging their results is more than what they save.
///
/// Work runs through `map`, `both`, `start` and `stream` only (and `releaseElsewhere` frees
/// a value on another thread): `@Sendable` closures over `Sendable` values, so the compiler
/// checks that nothing is shared while it runs.
public struct Parallelism: Sendable, Hashable {
    /// At least 1.
    public let jobs: Int
    /// Splits all work, however small (tests run the parallel paths on small inputs).
    let splitsAllWork: Bool

    public init(jobs: Int) { self.init(jobs: jobs, splittingAllWork: false) }

    init(jobs: Int, splittingAllWork: Bool) {
        self.jobs = max(1, jobs)
        self.splitsAllWork = splittingAllWork
    }

    /// `jobs` jobs for any work, however small: for tests of the parallel paths.
    static func splittingAll(jobs: Int) -> Parallelism { Parallelism(jobs: jobs, splittingAllWork: true) }

    /// Everything in turn on the calling thread.
    public static let serial = Parallelism(jobs: 1)

    /// One job per active core.
    /// (Read once: Foundation reads the cgroup limits on each call, a millisecond a command.)
    public static let allCores = Parallelism(jobs: ProcessInfo.processInfo.activeProcessorCount)

    /// The kinds of work that are split, measured as their callers know them.
    public enum Work: Sendable {
        /// Independent tasks of any size (documents compiled side by side).
        case tasks(Int)
        /// Text to parse or rebuild, in UTF-8 bytes.
        case text(bytes: Int)
        /// Pairs of items scored against each other.
        case scoredPairs(Int)
    }

    /// Text from which parsing and rebuilding is split.
    public static let minimumTextBytes = 256 * 1024
    /// Scored pairs from which scoring is split.
    public static let minimumScoredPairs = 4_000_000

    /// Whether `work` is worth spreading over more than one job.
    public func worthSplitting(_ work: Work) -> Bool {
        guard jobs > 1 else { return false }
        if splitsAllWork { return true }
        switch work {
        case .tasks(let count): return count > 1
        case .text(let bytes): return bytes >= Self.minimumTextBytes
        case .scoredPairs(let count): return count >= Self.minimumScoredPairs
        }
    }

    /// This parallelism when `work` is worth splitting, else `.serial`.
    public func forWork(_ work: Work) -> Parallelism { worthSplitting(work) ? self : .serial }

    /// `inputs.map(transform)`, with the calls spread over up to `jobs` threads (each takes
    /// a contiguous share), results in order. Serial with one job or one input.
    public func map<Input: Sendable, Output: Sendable>(_ inputs: [Input], _ transform: @Sendable (Input) -> Output) -> [Output] {
        let shares = min(jobs, inputs.count)
        guard shares > 1 else { return inputs.map(transform) }
        let slots = Slots<[Output]>(count: shares)
        withoutActuallyEscaping(transform) { transform in
            DispatchQueue.concurrentPerform(iterations: shares) { share in
                let range = Self.share(share, of: shares, count: inputs.count)
                slots.set(share, inputs[range].map(transform))
            }
        }
        return slots.values().flatMap { $0 }
    }

    /// Runs `first` and `second` at once (one after the other with one job) and returns
    /// both results; an error from either is thrown, `first`'s before `second`'s.
    public func both<First: Sendable, Second: Sendable>(
        _ first: @Sendable () throws -> First, _ second: @Sendable () throws -> Second
    ) throws -> (First, Second) {
        guard jobs > 1 else { return (try first(), try second()) }
        let firstSlot = Slots<Result<First, any Error>>(count: 1)
        let secondSlot = Slots<Result<Second, any Error>>(count: 1)
        withoutActuallyEscaping(first) { first in
            withoutActuallyEscaping(second) { second in
                DispatchQueue.concurrentPerform(iterations: 2) { index in
                    if index == 0 { firstSlot.set(0, Result { try first() }) } else { secondSlot.set(0, Result { try second() }) }
                }
            }
        }
        return (try firstSlot.values()[0].get(), try secondSlot.values()[0].get())
    }

    /// Starts `work` on another thread and returns at once; `Pending.value` waits for its
    /// result. With one job nothing starts: the work runs when its value is first asked for.
    /// For work whose result is needed only after the caller's own (the equivalences beside
    /// the storing of a compile).
    public func start<Value: Sendable>(_ work: @escaping @Sendable () -> Value) -> Pending<Value> {
        Pending(stream: stream(count: 1) { _ in work() })
    }

    /// Starts making `count` values side by side on other threads (up to `jobs` at once,
    /// lowest index first) and returns at once; `ValueStream.value(at:)` waits for one. For
    /// a consumer that takes the values in order while later ones are still being made (the
    /// rows of a compile, inserted while the next are prepared). With one job nothing starts:
    /// each value is made on the thread that first asks for it.
    public func stream<Value: Sendable>(count: Int, _ make: @escaping @Sendable (Int) -> Value) -> ValueStream<Value> {
        let stream = ValueStream(count: count, make: make)
        if jobs > 1, count > 0 {
            let workers = min(jobs, count)
            DispatchQueue.global().async {
                DispatchQueue.concurrentPerform(iterations: workers) { _ in stream.makeNext() }
            }
        }
        return stream
    }

    /// Hands `value` to another thread to be released there: for a large result a command
    /// is done with, whose freeing would otherwise hold up what it still has to do. The
    /// caller must keep no other reference to it.
    public static func releaseElsewhere<Value: Sendable>(_ value: consuming Value) {
        let box = ReleaseBox(value)
        DispatchQueue.global(qos: .utility).async { box.release() }
    }

    /// The `share`-th of `shares` contiguous ranges covering `0..<count`, of about equal size.
    static func share(_ share: Int, of shares: Int, count: Int) -> Range<Int> {
        (share * count / shares)..<((share + 1) * count / shares)
    }
}

/// Result slots filled by concurrent work, each exactly once, read after all work is done.
///
/// `@unchecked Sendable` is safe here: every access to `storage` holds `lock`, and the
/// values put in are themselves `Sendable`.
private final class Slots<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [Value?]

    init(count: Int) { storage = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ value: Value) {
        lock.lock()
        defer { lock.unlock() }
        storage[index] = value
    }

    func values() -> [Value] {
        lock.lock()
        defer { lock.unlock() }
        return storage.map { $0! }
    }
}

/// The result of work begun by `Parallelism.start`: a stream of one value, computed once,
/// by whichever thread asks first; others wait for it.
public struct Pending<Value: Sendable>: Sendable {
    fileprivate let stream: ValueStream<Value>

    /// The work's result, computed on the calling thread if no other thread has begun it.
    public var value: Value { stream.value(at: 0) }
}

/// Values made by `Parallelism.stream`: each made once, by a worker taking the lowest index
/// not yet begun or by the first thread that asks for it; askers wait for values being made.
///
/// `@unchecked Sendable` is safe here: `values`, `begun` and `next` are only touched while
/// `condition` is locked, and the values and the closure are themselves `Sendable`.
public final class ValueStream<Value: Sendable>: @unchecked Sendable {
    private let condition = NSCondition()
    private let make: @Sendable (Int) -> Value
    private var values: [Value?]
    private var begun: [Bool]
    private var next = 0

    public let count: Int

    init(count: Int, make: @escaping @Sendable (Int) -> Value) {
        self.count = count
        self.make = make
        values = Array(repeating: nil, count: count)
        begun = Array(repeating: false, count: count)
    }

    /// The value at `index`, made here if no worker has begun it, else waited for.
    public func value(at index: Int) -> Value {
        condition.lock()
        if let value = values[index] {
            condition.unlock()
            return value
        }
        if !begun[index] {
            begun[index] = true
            condition.unlock()
            let value = make(index)
            put(value, at: index)
            return value
        }
        while values[index] == nil { condition.wait() }
        let value = values[index]!
        condition.unlock()
        return value
    }

    /// A worker's loop: makes the lowest value not yet begun until none is left.
    func makeNext() {
        while true {
            condition.lock()
            while next < count, begun[next] { next += 1 }
            guard next < count else {
                condition.unlock()
                return
            }
            let index = next
            begun[index] = true
            condition.unlock()
            put(make(index), at: index)
        }
    }

    private func put(_ value: Value, at index: Int) {
        condition.lock()
        values[index] = value
        condition.broadcast()
        condition.unlock()
    }
}

/// A value held until `release` drops it, on whichever thread calls it.
///
/// `@unchecked Sendable` is safe here: the value is `Sendable`, and only `release`, called
/// once, touches it after `init`.
private final class ReleaseBox<Value: Sendable>: @unchecked Sendable {
    private var value: Value?
    init(_ value: consuming Value) { self.value = value }
    func release() { value = nil }
}

import Foundation

extension Array where Element: Sendable {
    /// `map(transform)` with the calls spread over the machine's cores, results in order.
    /// For work that shares nothing while it runs: several documents compiled side by side,
    /// the pieces of one long flattened line rebuilt at once.
    package func concurrentMap<Output>(_ transform: (Element) -> Output) -> [Output] {
        guard count > 1 else { return map(transform) }
        return withoutActuallyEscaping(transform) { transform in
            [Output](unsafeUninitializedCapacity: count) { buffer, initialized in
                nonisolated(unsafe) let slots = buffer
                nonisolated(unsafe) let work = transform
                withUnsafeBufferPointer { inputs in
                    nonisolated(unsafe) let inputs = inputs
                    DispatchQueue.concurrentPerform(iterations: inputs.count) { index in
                        (slots.baseAddress! + index).initialize(to: work(inputs[index]))
                    }
                }
                initialized = count
            }
        }
    }
}

/// Runs `first` and `second` at once, each on its own core (one after the other on a one-core
/// machine), and returns both results once both are done; an error from either is thrown,
/// `first`'s before `second`'s. For two pieces of work that share nothing while they
/// run: a JSON export writes its evidence while its results are rendered.
package func concurrently<First, Second>(_ first: () throws -> First, _ second: () throws -> Second) throws -> (First, Second) {
    try withoutActuallyEscaping(first) { first in
        try withoutActuallyEscaping(second) { second in
            // One slot per piece of work, each written by its own iteration only.
            let firstSlot = UnsafeMutablePointer<Result<First, any Error>>.allocate(capacity: 1)
            let secondSlot = UnsafeMutablePointer<Result<Second, any Error>>.allocate(capacity: 1)
            defer { firstSlot.deinitialize(count: 1).deallocate(); secondSlot.deinitialize(count: 1).deallocate() }
            nonisolated(unsafe) let work = (first, second, firstSlot, secondSlot)
            DispatchQueue.concurrentPerform(iterations: 2) { index in
                if index == 0 { work.2.initialize(to: Result { try work.0() }) } else { work.3.initialize(to: Result { try work.1() }) }
            }
            return (try firstSlot.pointee.get(), try secondSlot.pointee.get())
        }
    }
}

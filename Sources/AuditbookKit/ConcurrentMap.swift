import Foundation

extension Array where Element: Sendable {
    /// `map(transform)` with the calls spread over the machine's cores, results in order.
    /// For work that shares nothing while it runs: several documents compiled side by side,
    /// the pieces of one long flattened line rebuilt at once.
    func concurrentMap<Output>(_ transform: (Element) -> Output) -> [Output] {
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

import ArgumentParser
public struct Auditbook: AsyncParsableCommand { public init() {}; public func run() async throws {} }

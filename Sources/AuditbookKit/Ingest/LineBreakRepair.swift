/// Rebuilds the line structure of a document whose line breaks were lost (placeholder
/// until the flattened-document repair lands: it only detects and reports).
public struct LineBreakRepair: Sendable {
    public init() {}

    public struct Result: Sendable {
        public var text: String
        public var repairs: [Repair]
    }

    public func repair(_ text: String) -> Result {
        Result(text: text, repairs: [])
    }
}

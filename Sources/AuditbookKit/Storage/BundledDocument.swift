/// A guideline document compiled into every new workbook.
public struct BundledDocument: Sendable {
    public var name: String
    public var text: String
}

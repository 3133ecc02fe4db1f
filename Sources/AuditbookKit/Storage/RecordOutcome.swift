import Foundation

/// What `record` did.
public struct RecordOutcome: Sendable, Encodable {
    public var audit: String
    public var screen: String
    /// The item answered and the items of other checklists that state the same requirement.
    public var items: [String]
    public var status: Outcome
    public var changed: Bool

    package init(audit: String, screen: String, items: [String], status: Outcome, changed: Bool) {
        self.audit = audit
        self.screen = screen
        self.items = items
        self.status = status
        self.changed = changed
    }
}

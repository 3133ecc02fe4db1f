import Foundation

/// The rules that decide what an audit asks, as pure functions over plain values: the store
/// reads and writes, these decide.
public enum AuditRules {
    /// The items of one checklist an audit asks, as positions in `items`: the checklist's
    /// checks where it has them, else everything it states (rules, principles, Do's and
    /// Don'ts; an anti-pattern is asked as "the screen avoids …"), or the kinds `spec` names;
    /// narrowed by severity, tag, section and platform.
    public static func selectedItems(_ items: [ChecklistItem], spec: AuditSpec) -> [Int] {
        var kinds = Set(spec.kinds)
        if kinds.isEmpty { kinds = items.contains { $0.kind == .check } ? [.check] : [.rule, .principle, .antiPattern] }
        let tags = Set(spec.tags.map { $0.lowercased() })
        let sections = spec.sections.map { $0.lowercased() }
        return items.indices.filter { index in
            let item = items[index]
            guard kinds.contains(item.kind) else { return false }
            if let minimum = spec.minimumSeverity, (item.severity ?? .low) < minimum { return false }
            if !tags.isEmpty, Set(item.tags.map { $0.lowercased() }).isDisjoint(with: tags) { return false }
            if !sections.isEmpty, !sections.contains(where: { wanted in item.sectionPath.contains { $0.lowercased().contains(wanted) } }) {
                return false
            }
            if let platform = spec.platform, !item.platforms.isEmpty,
               !item.platforms.contains(where: { $0.lowercased() == platform.rawValue.lowercased() }) { return false }
            return true
        }
    }

    /// Whether an answer given for one item of a requirement group may be shared to a
    /// group mate whose stored answer is `stored`: only when the mate has no answer of its
    /// own (none, untested, carried over from an earlier audit, or itself shared). An answer
    /// given for an item itself is never overwritten by sharing.
    public static func mayShare(onto stored: StoredAnswer?) -> Bool {
        guard let stored else { return true }
        return stored.status == .untested || stored.carriedOver || stored.sharedFrom != nil
    }

    /// What `mayShare` looks at of a stored answer.
    public struct StoredAnswer: Sendable, Equatable {
        public var status: Outcome
        public var carriedOver: Bool
        /// The item whose answer this is, when it was shared; nil when given for this item.
        public var sharedFrom: String?

        public init(status: Outcome, carriedOver: Bool, sharedFrom: String?) {
            self.status = status
            self.carriedOver = carriedOver
            self.sharedFrom = sharedFrom
        }
    }

    /// Groups the items an audit asks that state one requirement (linked by equivalence,
    /// directly or through others), so the walk asks each requirement once per screen. Each
    /// item's key is the smallest item ID of its group; links to items outside `itemIDs` are
    /// ignored.
    public static func requirementKeys(itemIDs: [String], links: [(String, String)]) -> [String: String] {
        let asked = Set(itemIDs)
        var parent: [String: String] = [:]
        func root(_ id: String) -> String {
            var root = id
            while let next = parent[root], next != root { root = next }
            return root
        }
        for (a, b) in links where asked.contains(a) && asked.contains(b) {
            let rootA = root(a), rootB = root(b)
            if rootA != rootB { parent[max(rootA, rootB)] = min(rootA, rootB) }
        }
        var keys: [String: String] = [:]
        for id in itemIDs { keys[id] = root(id) }
        return keys
    }

    /// The checklists an audit asks when none are named: every checklist in the workbook,
    /// in the order of their source paths (the bundled ones in their intended order).
    public static func defaultChecklists(_ checklists: [ChecklistSummary]) -> [String] {
        checklists.sorted { ($0.source, $0.id) < ($1.source, $1.id) }.map(\.id)
    }

    /// Screen names as given, trimmed; refuses an empty name, the app-wide screen's name and
    /// a name given twice (case-insensitively).
    public static func validScreenNames(_ names: [String]) throws -> [String] {
        var seen = Set<String>()
        var result: [String] = []
        for raw in names {
            let name = raw.trimmingCharacters(in: .whitespacesAndNewlines)
            guard !name.isEmpty else { throw AuditbookError.usage("a screen needs a name") }
            guard name.lowercased() != Screen.appWideName.lowercased() else {
                throw AuditbookError.usage("'\(Screen.appWideName)' is the built-in screen for items about the whole app; choose another name")
            }
            guard seen.insert(name.lowercased()).inserted else { throw AuditbookError.usage("screen '\(name)' is named twice") }
            result.append(name)
        }
        return result
    }
}

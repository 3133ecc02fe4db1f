import Foundation

/// A reviewer's answer to one item on one screen.
public enum Outcome: String, Codable, Sendable, CaseIterable {
    case pass
    case fail
    case na
    case cantTell = "cant-tell"
    case untested

    /// Outcomes that need a note saying why.
    public var requiresNote: Bool { self == .fail || self == .na || self == .cantTell }

    /// A word a person reads; outcomes are never shown by colour alone.
    public var label: String {
        switch self {
        case .pass: return "pass"
        case .fail: return "FAIL"
        case .na: return "n/a"
        case .cantTell: return "can't tell"
        case .untested: return "untested"
        }
    }

    public var symbol: String {
        switch self {
        case .pass: return "✓"
        case .fail: return "✗"
        case .na: return "–"
        case .cantTell: return "?"
        case .untested: return "·"
        }
    }

    /// Accepts the stored names and common spellings ("n/a", "cant_tell", "passed").
    public static func parse(_ raw: String) -> Outcome? {
        switch raw.lowercased().trimmingCharacters(in: .whitespaces) {
        case "pass", "passed", "p", "ok": return .pass
        case "fail", "failed", "f": return .fail
        case "na", "n/a", "not-applicable", "inapplicable", "n": return .na
        case "cant-tell", "cant_tell", "canttell", "can't tell", "cannot-tell", "c": return .cantTell
        case "untested", "u", "": return .untested
        default: return nil
        }
    }
}

/// How much a finding blocks a release.
public enum Impact: String, Codable, Sendable, CaseIterable, Comparable {
    case blocking, major, minor

    var rank: Int { self == .blocking ? 2 : self == .major ? 1 : 0 }
    public static func < (lhs: Impact, rhs: Impact) -> Bool { lhs.rank < rhs.rank }
}

/// The Apple platforms an audit can be for.
public enum Platform: String, Codable, Sendable, CaseIterable {
    case iOS, iPadOS, macOS, watchOS, tvOS, visionOS

    public static func parse(_ raw: String) -> Platform? {
        allCases.first { $0.rawValue.lowercased() == raw.lowercased() }
    }
}

/// What to ask in an audit: which checklists and which of their items.
public struct AuditSpec: Sendable {
    public var title: String
    public var checklists: [String]
    public var screens: [String]
    public var app: String?
    public var build: String?
    public var platform: Platform?
    public var kinds: [ItemKind]
    public var minimumSeverity: Severity?
    public var tags: [String]
    public var sections: [String]

    public init(title: String, checklists: [String], screens: [String] = [], app: String? = nil, build: String? = nil,
                platform: Platform? = nil, kinds: [ItemKind] = [], minimumSeverity: Severity? = nil, tags: [String] = [],
                sections: [String] = []) {
        self.title = title
        self.checklists = checklists
        self.screens = screens
        self.app = app
        self.build = build
        self.platform = platform
        self.kinds = kinds
        self.minimumSeverity = minimumSeverity
        self.tags = tags
        self.sections = sections
    }
}

/// An audit as listed and shown.
public struct AuditSummary: Codable, Sendable, Equatable {
    public var id: String
    public var title: String
    public var app: String?
    public var build: String?
    public var platform: String?
    public var state: String
    public var createdBy: String
    public var createdAt: Date
    public var copiedFrom: String?
    /// "checklist-id@version".
    public var checklists: [String]
    public var screens: [String]
    public var items: Int
    public var isCurrent: Bool

    package init(id: String, title: String, app: String? = nil, build: String? = nil, platform: String? = nil, state: String, createdBy: String, createdAt: Date, copiedFrom: String? = nil, checklists: [String], screens: [String], items: Int, isCurrent: Bool) {
        self.id = id
        self.title = title
        self.app = app
        self.build = build
        self.platform = platform
        self.state = state
        self.createdBy = createdBy
        self.createdAt = createdAt
        self.copiedFrom = copiedFrom
        self.checklists = checklists
        self.screens = screens
        self.items = items
        self.isCurrent = isCurrent
    }
}

/// A screen of an audit. Every audit also has the app-wide pseudo-screen.
public struct Screen: Codable, Sendable, Equatable {
    public static let appWideName = "App-wide"
    public var id: Int64
    public var name: String
    public var description: String?
    public var isAppWide: Bool

    package init(id: Int64, name: String, description: String? = nil, isAppWide: Bool) {
        self.id = id
        self.name = name
        self.description = description
        self.isAppWide = isAppWide
    }
}

/// A test condition under which a result was observed ("appearance=dark").
public struct TestCondition: Codable, Sendable, Equatable, Hashable {
    public var key: String
    public var value: String

    public init(key: String, value: String) {
        self.key = key
        self.value = value
    }

    /// The keys auditbook knows, with the values it accepts (nil: any value).
    public static let known: [(key: String, values: [String]?, about: String)] = [
        ("appearance", ["light", "dark"], "Light or Dark Mode"),
        ("increased-contrast", ["on", "off"], "Increase Contrast"),
        ("text-size", nil, "Dynamic Type size, e.g. L, XXXL, AX3"),
        ("bold-text", ["on", "off"], "Bold Text"),
        ("voiceover", ["on", "off"], "VoiceOver"),
        ("switch-control", ["on", "off"], "Switch Control"),
        ("voice-control", ["on", "off"], "Voice Control"),
        ("full-keyboard-access", ["on", "off"], "Full Keyboard Access"),
        ("reduce-motion", ["on", "off"], "Reduce Motion"),
        ("reduce-transparency", ["on", "off"], "Reduce Transparency"),
        ("button-shapes", ["on", "off"], "Button Shapes"),
        ("differentiate-without-color", ["on", "off"], "Differentiate Without Color"),
        ("device", nil, "device model, e.g. iPhone 15 Pro"),
        ("os", nil, "OS version, e.g. iOS 18.2"),
        ("locale", nil, "locale, e.g. ar_SA"),
        ("rtl", ["on", "off"], "right-to-left layout"),
        ("orientation", ["portrait", "landscape"], "device orientation"),
    ]

    /// Parses `key=value`, checking the key and, where it has a fixed set, the value.
    public static func parse(_ text: String) throws -> TestCondition {
        let parts = text.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
        guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else {
            throw AuditbookError.usage("condition '\(text)' must be KEY=VALUE, e.g. appearance=dark")
        }
        let key = parts[0].lowercased()
        guard let known = Self.known.first(where: { $0.key == key }) else {
            throw AuditbookError.usage("unknown condition '\(key)'; known: \(Self.known.map(\.key).joined(separator: ", "))")
        }
        var value = parts[1]
        if let values = known.values {
            let lowered = value.lowercased()
            let synonyms = ["true": "on", "yes": "on", "1": "on", "false": "off", "no": "off", "0": "off"]
            value = values.contains(lowered) ? lowered : synonyms[lowered].flatMap { values.contains($0) ? $0 : nil } ?? ""
            guard !value.isEmpty else {
                throw AuditbookError.usage("condition \(key) takes \(values.joined(separator: " or ")), not '\(parts[1])'")
            }
        }
        return TestCondition(key: key, value: value)
    }
}

/// A problem found while testing an item, part of a failed result.
public struct FindingInput: Sendable, Equatable {
    public var title: String
    public var note: String?
    public var impact: Impact
    public var evidence: [String]

    public init(title: String, note: String? = nil, impact: Impact = .major, evidence: [String] = []) {
        self.title = title
        self.note = note
        self.impact = impact
        self.evidence = evidence
    }
}

/// Everything one answer records.
public struct ResultInput: Sendable {
    public var screen: String
    public var item: String
    public var outcome: Outcome
    public var note: String?
    public var reviewer: String
    public var evidence: [String]
    public var links: [String]
    public var conditions: [TestCondition]
    public var findings: [FindingInput]

    public init(screen: String, item: String, outcome: Outcome, note: String? = nil, reviewer: String,
                evidence: [String] = [], links: [String] = [], conditions: [TestCondition] = [], findings: [FindingInput] = []) {
        self.screen = screen
        self.item = item
        self.outcome = outcome
        self.note = note
        self.reviewer = reviewer
        self.evidence = evidence
        self.links = links
        self.conditions = conditions
        self.findings = findings
    }
}

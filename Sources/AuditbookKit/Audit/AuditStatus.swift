import Foundation

/// Counts of each outcome, encoded with the outcome names as keys.
public struct OutcomeCounts: Codable, Sendable, Equatable {
    public var pass = 0, fail = 0, na = 0, cantTell = 0, untested = 0

    enum CodingKeys: String, CodingKey {
        case pass, fail, na, untested
        case cantTell = "cant-tell"
    }

    public init() {}

    public subscript(_ outcome: Outcome) -> Int {
        get {
            switch outcome {
            case .pass: return pass
            case .fail: return fail
            case .na: return na
            case .cantTell: return cantTell
            case .untested: return untested
            }
        }
        set {
            switch outcome {
            case .pass: pass = newValue
            case .fail: fail = newValue
            case .na: na = newValue
            case .cantTell: cantTell = newValue
            case .untested: untested = newValue
            }
        }
    }

    public var total: Int { pass + fail + na + cantTell + untested }
    public var answered: Int { total - untested }
    public var percentComplete: Double { total == 0 ? 0 : (Double(answered) * 1000 / Double(total)).rounded() / 10 }

    mutating func add(_ other: OutcomeCounts) {
        for outcome in Outcome.allCases { self[outcome] += other[outcome] }
    }
}

/// `auditbook status`: per screen and per section, the count of each outcome.
public struct AuditStatus: Codable, Sendable {
    public struct SectionStatus: Codable, Sendable {
        public var name: String
        public var counts: OutcomeCounts
        public var percentComplete: Double

        package init(name: String, counts: OutcomeCounts, percentComplete: Double) {
            self.name = name
            self.counts = counts
            self.percentComplete = percentComplete
        }
    }

    public struct ScreenStatus: Codable, Sendable {
        public var name: String
        public var counts: OutcomeCounts
        public var percentComplete: Double
        public var sections: [SectionStatus]
        public var failuresByImpact: [String: Int]

        package init(name: String, counts: OutcomeCounts, percentComplete: Double, sections: [SectionStatus], failuresByImpact: [String: Int]) {
            self.name = name
            self.counts = counts
            self.percentComplete = percentComplete
            self.sections = sections
            self.failuresByImpact = failuresByImpact
        }
    }

    public var audit: String
    public var title: String
    public var screens: [ScreenStatus]
    public var totals: OutcomeCounts
    public var percentComplete: Double
    public var failuresByImpact: [String: Int]

    package init(audit: String, title: String, screens: [ScreenStatus], totals: OutcomeCounts, percentComplete: Double, failuresByImpact: [String: Int]) {
        self.audit = audit
        self.title = title
        self.screens = screens
        self.totals = totals
        self.percentComplete = percentComplete
        self.failuresByImpact = failuresByImpact
    }
}

/// One change to a result, from the append-only history.
public struct HistoryEntry: Codable, Sendable {
    public var at: Date
    public var reviewer: String
    public var screen: String
    public var item: String
    public var action: String
    public var oldStatus: String?
    public var newStatus: String?
    public var oldNote: String?
    public var newNote: String?

    package init(at: Date, reviewer: String, screen: String, item: String, action: String, oldStatus: String? = nil, newStatus: String? = nil, oldNote: String? = nil, newNote: String? = nil) {
        self.at = at
        self.reviewer = reviewer
        self.screen = screen
        self.item = item
        self.action = action
        self.oldStatus = oldStatus
        self.newStatus = newStatus
        self.oldNote = oldNote
        self.newNote = newNote
    }
}

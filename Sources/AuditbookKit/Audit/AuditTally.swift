import Foundation

/// The counts every view of an audit shows (`status`, the report's summary, the gate's
/// completeness check), built by one rule from plain values: the audit's screens, its items
/// and the answers given. A pair (screen, item) with no answer is untested.
public struct AuditTally: Sendable {
    /// A screen of the audit, in order. A screen that is not counted (the app-wide screen
    /// while nothing was recorded on it) gets its own counts but stays out of every total.
    public struct Screen: Sendable {
        public var name: String
        public var counted: Bool

        public init(name: String, counted: Bool) {
            self.name = name
            self.counted = counted
        }
    }

    /// An item the audit asks, in order.
    public struct Item: Sendable {
        public var id: String
        public var checklist: String
        /// Items of several checklists that state one requirement share a key.
        public var requirement: String
        /// The section the item is counted under (`AuditTally.sectionName`).
        public var section: String

        public init(id: String, checklist: String, requirement: String, section: String) {
            self.id = id
            self.checklist = checklist
            self.requirement = requirement
            self.section = section
        }
    }

    /// A recorded answer, with the impacts of its findings.
    public struct Answer: Sendable {
        public var screen: String
        public var item: String
        public var outcome: Outcome
        public var impacts: [Impact]

        public init(screen: String, item: String, outcome: Outcome, impacts: [Impact]) {
            self.screen = screen
            self.item = item
            self.outcome = outcome
            self.impacts = impacts
        }
    }

    /// Counts per screen, in the order given (every screen, counted or not).
    public var screenCounts: [OutcomeCounts]
    /// Findings on failed results per screen, by impact, in the order given.
    public var screenFailuresByImpact: [[String: Int]]
    /// Per item, in the order given: its counts over the counted screens and its conformance.
    public var items: [(counts: OutcomeCounts, conformance: Outcome)]
    /// Sections in the order their first item comes, with counts per counted screen.
    public var sections: [SectionSummary]
    /// Outcome counts over every counted screen × item.
    public var totals: OutcomeCounts
    /// Items by their rolled-up conformance.
    public var conformance: OutcomeCounts
    /// Findings on failed results of the counted screens, by impact.
    public var failuresByImpact: [String: Int]

    /// The section an item is counted under: its checklist and the first part of its section
    /// path (the whole document when it has none).
    public static func sectionName(checklist: String, sectionPath: [String]) -> String {
        checklist + " › " + (sectionPath.first ?? "(document)")
    }

    static var noFailures: [String: Int] { ["blocking": 0, "major": 0, "minor": 0] }

    public init(screens: [Screen], items: [Item], answers: [Answer]) {
        // The outcome of every (screen, item) in one flat table indexed by position; this
        // runs screens × items times, for audits of hundreds of thousands of pairs.
        let itemIndex = Dictionary(items.enumerated().map { ($0.element.id, $0.offset) }, uniquingKeysWith: { first, _ in first })
        let screenIndex = Dictionary(screens.enumerated().map { ($0.element.name, $0.offset) }, uniquingKeysWith: { first, _ in first })
        var grid = Array(repeating: Outcome.untested, count: screens.count * items.count)
        screenFailuresByImpact = Array(repeating: Self.noFailures, count: screens.count)
        for answer in answers {
            guard let screen = screenIndex[answer.screen] else { continue }
            if let item = itemIndex[answer.item] { grid[screen * items.count + item] = answer.outcome }
            if answer.outcome == .fail {
                for impact in answer.impacts { screenFailuresByImpact[screen][impact.rawValue, default: 0] += 1 }
            }
        }
        let counted = screens.indices.filter { screens[$0].counted }
        var sectionOrder: [String] = []
        var sectionTotals: [String: (checklist: String, counts: OutcomeCounts, perScreen: [OutcomeCounts])] = [:]
        var itemTallies: [(counts: OutcomeCounts, conformance: Outcome)] = []
        itemTallies.reserveCapacity(items.count)
        var totals = OutcomeCounts(), conformance = OutcomeCounts()
        for (position, item) in items.enumerated() {
            var counts = OutcomeCounts()
            var perScreen: [OutcomeCounts] = []
            perScreen.reserveCapacity(counted.count)
            for screen in counted {
                var one = OutcomeCounts()
                one[grid[screen * items.count + position]] = 1
                counts.add(one)
                perScreen.append(one)
            }
            if var section = sectionTotals[item.section] {
                section.counts.add(counts)
                for index in perScreen.indices { section.perScreen[index].add(perScreen[index]) }
                sectionTotals[item.section] = section
            } else {
                sectionOrder.append(item.section)
                sectionTotals[item.section] = (item.checklist, counts, perScreen)
            }
            totals.add(counts)
            let rolled = Outcome.rollUp(counts)
            conformance[rolled] += 1
            itemTallies.append((counts, rolled))
        }
        screenCounts = screens.indices.map { screen in
            var counts = OutcomeCounts()
            for position in items.indices { counts[grid[screen * items.count + position]] += 1 }
            return counts
        }
        var failures = Self.noFailures
        for screen in counted {
            for (impact, count) in screenFailuresByImpact[screen] { failures[impact, default: 0] += count }
        }
        self.items = itemTallies
        self.sections = sectionOrder.map { name in
            let section = sectionTotals[name]!
            return SectionSummary(name: name, checklist: section.checklist, counts: section.counts, perScreen: section.perScreen)
        }
        self.totals = totals
        self.conformance = conformance
        self.failuresByImpact = failures
    }
}

extension AuditStatus {
    /// `auditbook status` from the audit's tally: the counted screens, each with its
    /// sections.
    public init(audit: String, title: String, screens: [AuditTally.Screen], tally: AuditTally) {
        var statuses: [ScreenStatus] = []
        for (countedIndex, index) in screens.indices.filter({ screens[$0].counted }).enumerated() {
            let counts = tally.screenCounts[index]
            statuses.append(ScreenStatus(
                name: screens[index].name, counts: counts, percentComplete: counts.percentComplete,
                sections: tally.sections.map { section in
                    SectionStatus(name: section.name, counts: section.perScreen[countedIndex],
                                  percentComplete: section.perScreen[countedIndex].percentComplete)
                },
                failuresByImpact: tally.screenFailuresByImpact[index]))
        }
        self.init(audit: audit, title: title, screens: statuses, totals: tally.totals,
                  percentComplete: tally.totals.percentComplete, failuresByImpact: tally.failuresByImpact)
    }
}

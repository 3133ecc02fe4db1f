import AuditbookKit
import Foundation
import GRDB

/// What `checklist map` does to an item's WCAG success criteria.
public enum CriterionChange: Sendable {
    /// Maps the item to exactly these criteria, confirmed by a person.
    case set([String])
    /// Confirms the criteria auditbook suggested.
    case confirm
    /// Removes every criterion: the item is no WCAG matter.
    case clear
}

/// An item and its criteria, for `checklist map`.
public struct MappedItem: Sendable, Encodable {
    public var item: String
    public var title: String
    public var criteria: [CriterionRef]
}

extension Workbook {
    /// Changes the criteria of the latest version of `itemID`; audits of that version see the
    /// change, and recompiling keeps a confirmed mapping. One transaction.
    public func mapItem(_ itemID: String, _ change: CriterionChange) throws -> MappedItem {
        if case .set(let nums) = change {
            for num in nums where WCAG.criterion(num) == nil {
                throw AuditbookError.usage("'\(num)' is not a WCAG success criterion number (such as 1.4.3)")
            }
        }
        return try perform(path) {
            try writer.write { db in
                guard let row = try Row.fetchOne(db, sql: """
                    SELECT i.id, i.title, i.criteria FROM item i JOIN checklistVersion v ON v.id = i.versionId
                    WHERE i.itemId = ? ORDER BY v.version DESC LIMIT 1
                    """, arguments: [itemID]) else {
                    throw AuditbookError.missingInput("no item '\(itemID)' in any checklist; list them with: auditbook checklist show ID")
                }
                let rowID: Int64 = try row.value(0)
                var criteria = (try row.value(2) as String?).flatMap(CriterionText.decode) ?? []
                switch change {
                case .set(let nums):
                    var unique: [String] = []
                    for num in nums where !unique.contains(num) { unique.append(num) }
                    criteria = unique.map { CriterionRef(num: $0, source: .confirmed) }
                case .confirm:
                    guard criteria.contains(where: { $0.source == .suggested }) else {
                        throw AuditbookError.refused("item \(itemID) has no suggested criteria to confirm; map it with: auditbook checklist map \(itemID) 1.4.3")
                    }
                    criteria = criteria.map { $0.source == .suggested ? CriterionRef(num: $0.num, source: .confirmed) : $0 }
                case .clear:
                    criteria = []
                }
                try db.execute(sql: "UPDATE item SET criteria = ? WHERE id = ?",
                               arguments: [criteria.isEmpty ? nil : CriterionText.encode(criteria), rowID])
                return MappedItem(item: itemID, title: try row.value(1), criteria: criteria)
            }
        }
    }

    /// The items of the latest checklist versions (of `checklist`, or all) with criteria of
    /// `source`, or every mapped item when `source` is nil.
    public func mappedItems(checklist: String? = nil, source: CriterionRef.Source? = nil) throws -> [MappedItem] {
        try perform(path) {
            try writer.read { db in
                try Row.fetchAll(db, sql: """
                    SELECT i.itemId, i.title, i.criteria FROM item i JOIN checklistVersion v ON v.id = i.versionId
                    WHERE v.version = (SELECT MAX(version) FROM checklistVersion w WHERE w.checklistId = v.checklistId)
                      AND i.criteria IS NOT NULL AND (? IS NULL OR v.checklistId = ?)
                    ORDER BY v.checklistId, i.position
                    """, arguments: [checklist, checklist]).compactMap { row -> MappedItem? in
                    let criteria = (try row.value(2) as String?).flatMap(CriterionText.decode) ?? []
                    if let source, !criteria.contains(where: { $0.source == source }) { return nil }
                    return MappedItem(item: try row.value(0), title: try row.value(1), criteria: criteria)
                }
            }
        }
    }
}

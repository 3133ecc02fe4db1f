import AuditbookKit
import AuditbookStore
import Foundation

/// The use cases that compile and store: a new workbook gets the bundled checklists compiled
/// in, and storing checklists refreshes which items of different checklists state one
/// requirement. The compiler and the equivalence rule are the domain's (`AuditbookKit`);
/// the workbook only stores what they produce.
extension Workbook {
    /// Opens the workbook at `path`, creating it with `bundled` compiled in when it does not
    /// exist. A workbook written by a newer auditbook is refused untouched.
    public static func open(path: String, bundled: [BundledDocument] = BundledChecklists.documents) throws -> Workbook {
        try openFile(path: path, populate: bundled.isEmpty ? nil : { try $0.storeBundled(bundled) })
    }

    /// Opens an existing workbook for reading, writable or not (see `openFileForReading`);
    /// a missing one is created as `open` does.
    public static func openForReading(path: String) throws -> Workbook {
        try openFileForReading(path: path, populate: { try $0.storeBundled(BundledChecklists.documents) })
    }

    /// An in-memory workbook with `bundled` compiled in, for tests.
    public static func inMemory(bundled: [BundledDocument] = []) throws -> Workbook {
        let workbook = try memory()
        try workbook.storeBundled(bundled)
        return workbook
    }

    /// How alike two items of different checklists must be to count as one requirement.
    public static var equivalenceThreshold: Double { EquivalenceFinder.threshold }

    private func storeBundled(_ documents: [BundledDocument]) throws {
        guard !documents.isEmpty else { return }
        let compiler = ChecklistCompiler()
        for document in documents {
            try store(try compiler.compile(data: Data(document.text.utf8), sourcePath: "bundled:" + document.name))
        }
        PhaseClock.mark("bundled checklists stored")
        try refreshEquivalents()
        PhaseClock.mark("bundled equivalents")
    }
}

extension ChecklistStorage {
    /// Recomputes the links between items of different checklists (latest versions) that
    /// state the same requirement. One transaction.
    public func refreshEquivalents() throws {
        try replaceEquivalents { entries in
            EquivalenceFinder.pairs(entries.map { ($0.id, $0.checklist, $0.text) }, threshold: EquivalenceFinder.threshold)
        }
    }
}

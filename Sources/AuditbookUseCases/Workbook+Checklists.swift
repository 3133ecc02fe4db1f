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
        guard !bundled.isEmpty else { return try openFile(path: path) }
        // A workbook to be made: its bundled checklists are compiled on the other cores
        // while its file and schema are made (a new workbook's first command waits on both).
        let compiling = FileManager.default.fileExists(atPath: path) ? nil : Parallelism.allCores.start { compileBundled(bundled) }
        return try openFile(path: path, populate: { try $0.storeBundled(compiling?.value ?? compileBundled(bundled)) })
    }

    /// Opens an existing workbook for reading, writable or not (see `openFileForReading`);
    /// a missing one is created as `open` does.
    public static func openForReading(path: String) throws -> Workbook {
        try openFileForReading(path: path, populate: { try $0.storeBundled(compileBundled(BundledChecklists.documents)) })
    }

    /// An in-memory workbook with `bundled` compiled in, for tests.
    public static func inMemory(bundled: [BundledDocument] = []) throws -> Workbook {
        let workbook = try memory()
        try workbook.storeBundled(compileBundled(bundled))
        return workbook
    }

    /// How alike two items of different checklists must be to count as one requirement.
    public static var equivalenceThreshold: Double { EquivalenceFinder.threshold }

    /// The bundled documents compiled side by side, in their order.
    private static func compileBundled(_ documents: [BundledDocument]) -> [Result<CompiledChecklist, any Error>] {
        ChecklistCompiler().compile(documents: documents.map { (Data($0.text.utf8), "bundled:" + $0.name) })
    }

    private func storeBundled(_ compiled: [Result<CompiledChecklist, any Error>]) throws {
        guard !compiled.isEmpty else { return }
        for checklist in compiled { try store(try checklist.get()) }
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

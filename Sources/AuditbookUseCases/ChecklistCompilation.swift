import AuditbookKit
import AuditbookStore
import Foundation

/// `checklist compile`: documents compiled side by side, stored one by one in the order
/// given (each its own transaction, so a bad file leaves the others stored), then the
/// equivalences between checklists refreshed once if anything changed.
public enum ChecklistCompilation {
    /// What became of one file.
    public struct FileOutcome: Sendable {
        public var file: String
        /// The compiled checklist, when the file compiled.
        public var compiled: CompiledChecklist?
        /// How it was stored, when it was.
        public var stored: StoreOutcome?
        /// Why the file was not stored.
        public var error: AuditbookError?
    }

    /// What the compilation is doing, for a progress line.
    public enum Step: Sendable {
        case compiling(files: [String])
        case storing(file: String, items: Int)
        case linkingEquivalents
    }

    public static func run(files: [String], id: String? = nil, into workbook: some ChecklistStorage, parallelism: Parallelism = .allCores,
                           progress: (Step) -> Void = { _ in }) throws -> [FileOutcome] {
        progress(.compiling(files: files))
        var outcomes: [FileOutcome] = []
        var storedAny = false
        for (file, result) in zip(files, ChecklistCompiler(parallelism: parallelism).compile(paths: files, id: id)) {
            do {
                let compiled = try result.get()
                progress(.storing(file: file, items: compiled.items.count))
                let stored = try workbook.store(compiled)
                storedAny = storedAny || stored.status != .unchanged
                outcomes.append(FileOutcome(file: file, compiled: compiled, stored: stored))
            } catch let error as AuditbookError {
                outcomes.append(FileOutcome(file: file, error: error))
            }
        }
        if storedAny {
            progress(.linkingEquivalents)
            try workbook.refreshEquivalents()
        }
        return outcomes
    }
}

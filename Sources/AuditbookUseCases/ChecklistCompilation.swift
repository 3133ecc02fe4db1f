import AuditbookKit
import AuditbookStore
import Foundation

/// `checklist compile`: documents compiled side by side, stored one by one in the order
/// given (each its own transaction, so a bad file leaves the others stored), then the
/// equivalences between checklists refreshed once if anything changed. The workbook is
/// opened only once some file compiled: a run whose every file is refused (missing,
/// binary, empty, no items) leaves the workbook file byte for byte as it was, or absent.
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

    public static func run<Storage: ChecklistStorage>(files: [String], id: String? = nil, into openWorkbook: () throws -> Storage,
                                                     parallelism: Parallelism = .allCores,
                                                     progress: (Step) -> Void = { _ in }) throws -> [FileOutcome] {
        progress(.compiling(files: files))
        let results = ChecklistCompiler(parallelism: parallelism).compile(paths: files, id: id)
        let compiled = results.compactMap { try? $0.get() }
        guard !compiled.isEmpty else {
            return try zip(files, results).map { file, result in
                do {
                    _ = try result.get()
                    return FileOutcome(file: file)
                } catch let error as AuditbookError {
                    return FileOutcome(file: file, error: error)
                }
            }
        }
        let workbook = try openWorkbook()
        PhaseClock.mark("workbook open")
        // Which items state the same requirement as another checklist's is worked out from
        // the compiled items while they are stored, and written after them if no other
        // version was stored meanwhile (else worked out again from the workbook).
        var latestID: [String: Int] = [:]
        for (index, checklist) in compiled.enumerated() { latestID[checklist.id] = index }
        let (others, latest) = try workbook.equivalenceEntries(excluding: Set(latestID.keys))
        let latestIndex = latestID
        let pairs = parallelism.start {
            let entries = others + compiled.indices.filter { latestIndex[compiled[$0].id] == $0 }.flatMap { index in
                compiled[index].items.map {
                    EquivalenceFinder.Entry(id: $0.id, checklist: compiled[index].id,
                                            text: EquivalenceFinder.comparedText(title: $0.title, guidance: $0.guidance))
                }
            }
            return EquivalenceFinder.pairs(entries.map { ($0.id, $0.checklist, $0.text) }, threshold: EquivalenceFinder.threshold)
        }
        var outcomes: [FileOutcome] = []
        var stored = latest
        var failed = false
        for (file, result) in zip(files, results) {
            do {
                let compiled = try result.get()
                PhaseClock.mark("compiled \(file)")
                progress(.storing(file: file, items: compiled.items.count))
                let outcome = try workbook.store(compiled)
                stored[outcome.id] = outcome.version
                outcomes.append(FileOutcome(file: file, compiled: compiled, stored: outcome))
                PhaseClock.mark("stored \(file)")
            } catch let error as AuditbookError {
                failed = true
                outcomes.append(FileOutcome(file: file, error: error))
            }
        }
        if outcomes.contains(where: { $0.stored.map { $0.status != .unchanged } ?? false }) {
            progress(.linkingEquivalents)
            // A file that failed leaves its checklist's older version latest: found again.
            let replaced = try !failed && workbook.replaceEquivalents(pairs.value, ifLatestVersionsAre: stored)
            if !replaced { try workbook.refreshEquivalents() }
            PhaseClock.mark("equivalents stored")
        }
        return outcomes
    }
}

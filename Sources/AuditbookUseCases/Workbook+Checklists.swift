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
        try beginOpening(path: path, bundled: bundled).open()
    }

    /// A workbook about to be opened, for a command with work of its own to do first
    /// (`checklist compile` compiles its documents before it opens the workbook, so that a
    /// refused document leaves no workbook behind). When the file does not exist yet, the
    /// workbook is made from now on beside that work, under a temporary name (its schema,
    /// and the bundled checklists compiled in): `open()` puts it in place, `abandon()`
    /// removes it. Nothing is at `path` until `open()`.
    public static func beginOpening(path: String, bundled: [BundledDocument] = BundledChecklists.documents) -> Opening {
        guard !bundled.isEmpty, !FileManager.default.fileExists(atPath: path) else {
            return Opening(path: path, bundled: bundled, building: nil)
        }
        // The bundled checklists compile one per job on the other cores while the file and
        // schema are made; the thread that opens the workbook compiles those not yet begun
        // once its own work is done (`open()`), rather than wait for them.
        MarkdownParser.prepare()
        let compiling = Parallelism.allCores.stream(count: bundled.count) { index in compileBundled(bundled[index]) }
        let building = Parallelism.allCores.start {
            Result { try prebuild(path: path, populate: { try $0.storeBundled((0..<compiling.count).map(compiling.value(at:))) }) }
        }
        return Opening(path: path, bundled: bundled, compiling: compiling, building: building)
    }

    /// A workbook whose opening has begun (`beginOpening`).
    public struct Opening: Sendable {
        let path: String
        let bundled: [BundledDocument]
        let compiling: ValueStream<Result<CompiledChecklist, any Error>>?
        let building: Pending<Result<PrebuiltWorkbook, any Error>>?

        init(path: String, bundled: [BundledDocument], compiling: ValueStream<Result<CompiledChecklist, any Error>>? = nil,
             building: Pending<Result<PrebuiltWorkbook, any Error>>?) {
            self.path = path
            self.bundled = bundled
            self.compiling = compiling
            self.building = building
        }

        /// Opens the workbook, creating it with the bundled checklists when it does not exist
        /// (the one made ahead, when it was). A workbook written by a newer auditbook is
        /// refused untouched.
        public func open() throws -> Workbook {
            guard !bundled.isEmpty else { return try openFile(path: path) }
            let populate: (Workbook) throws -> Void = { [bundled] in try $0.storeBundled(compileBundled(bundled)) }
            // (Helping: each bundled checklist no job has begun is compiled here.)
            if let compiling { for index in 0..<compiling.count { _ = compiling.value(at: index) } }
            // (A workbook that could not be made ahead is made here, in turn, and fails as
            // any other would: with the reason, in the one place that words it.)
            guard case .success(let prebuilt) = building?.value else { return try openFile(path: path, populate: populate) }
            return try openFile(path: path, populate: populate, prebuilt: prebuilt)
        }

        /// Removes the workbook made ahead if `open()` did not put it in place (every
        /// document was refused): the folder is left as it was. Safe to call after `open()`.
        public func abandon() {
            if case .success(let prebuilt) = building?.value { prebuilt.discard() }
        }
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

    /// One bundled document compiled, as `compileBundled` compiles each of a batch.
    private static func compileBundled(_ document: BundledDocument) -> Result<CompiledChecklist, any Error> {
        Result { try ChecklistCompiler(parallelism: .serial).compile(data: Data(document.text.utf8), sourcePath: "bundled:" + document.name) }
    }

    private func storeBundled(_ compiled: [Result<CompiledChecklist, any Error>]) throws {
        guard !compiled.isEmpty else { return }
        try store(try compiled.map { try $0.get() })
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

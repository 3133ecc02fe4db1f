import AuditbookKit
import CSQLiteSetup
import Foundation
import GRDB

/// The SQLite workbook: checklists, audits, screens, results, evidence and sign-offs in one
/// file. A `Sendable` value around a GRDB writer; every task-level write is one transaction.
public struct Workbook: Sendable {
    /// The default file name, in the current folder.
    public static let defaultFileName = "auditbook.sqlite"

    let writer: any DatabaseWriter
    /// The workbook's path, or ":memory:".
    public let path: String
    /// True when this open created the workbook (or it is in memory): it holds no checklist yet.
    public let created: Bool

    init(writer: any DatabaseWriter, path: String, created: Bool = false) {
        self.writer = writer
        self.path = path
        self.created = created
    }

    /// Opens an existing workbook for reading, writable or not, through a read-only
    /// connection: a read never waits for another process's write (a DatabasePool would, to
    /// make its WAL file non-empty), and an archived, signed audit in a read-only file or
    /// folder stays readable and verifiable. A missing workbook is created, and one of an
    /// older schema upgraded, as `openFile` does when the file can be written; a read-only one
    /// of an older schema is refused with what to do. When the folder will not take SQLite's
    /// shared-memory file, the workbook is read as immutable.
    public static func openFileForReading(path: String, populate: ((Workbook) throws -> Void)? = nil) throws -> Workbook {
        let fileManager = FileManager.default
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
        let writable = fileManager.isWritableFile(atPath: path) && fileManager.isWritableFile(atPath: folder.isEmpty ? "." : folder)
        try refuseSpecialFile(path)
        guard fileManager.fileExists(atPath: path), (try? fileManager.attributesOfItem(atPath: path)[.size] as? Int) != 0 else {
            return try openFile(path: path, populate: populate)
        }
        guard let header = header(of: path) else {
            throw AuditbookError.io(file: path, reason: "cannot be read; check its permissions")
        }
        if !header.starts(with: Data("SQLite format 3".utf8)) {
            throw AuditbookError.about(.workbook, .badInput(file: path, reason: "is not an auditbook workbook (not an SQLite file)"))
        }
        var configuration = configuration()
        configuration.readonly = true
        var queue: DatabaseQueue
        do {
            // A read-only connection cannot remove the -wal and -shm files it makes when it
            // closes; one that may write removes them, and writes nothing unless asked.
            queue = try (writable ? walQueue(path: path, header: header) : nil) ?? DatabaseQueue(path: path, configuration: configuration)
            try queue.read { db in _ = try Int.fetchOne(db, sql: "SELECT count(*) FROM sqlite_master") }
        } catch {
            // WAL needs a -shm file beside the workbook; in a folder that will not take one,
            // the file is read as immutable (nobody can be writing to it through this folder).
            let encoded = path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? path
            do {
                queue = try DatabaseQueue(path: "file:\(encoded)?immutable=1", configuration: configuration)
                try queue.read { db in _ = try Int.fetchOne(db, sql: "SELECT count(*) FROM sqlite_master") }
            } catch {
                throw AuditbookError.io(file: path, reason: "the workbook is read-only and cannot be read here (\(error)); copy it to a writable folder")
            }
        }
        if try queue.read({ try WorkbookSchema.isForeign($0) }) { throw notOurs(path) }
        let (superseded, complete) = try queue.read { db -> (Bool, Bool) in
            guard try db.tableExists("grdb_migrations") else { return (false, false) }
            return (try WorkbookSchema.migrator.hasBeenSuperseded(db), try WorkbookSchema.migrator.hasCompletedMigrations(db))
        }
        if superseded { throw AuditbookError.workbookTooNew(file: path) }
        guard complete else {
            if writable {
                try? queue.close()
                return try openFile(path: path, populate: populate)
            }
            throw AuditbookError.io(file: path, reason: "the read-only workbook was written by an older auditbook; open it once with write access to upgrade it")
        }
        return Workbook(writer: queue, path: path)
    }

    /// Opens the workbook at `path`. When there is none (or only an empty file a failed
    /// create left), it is created whole or not at all: made under a temporary name beside
    /// `path`, given its schema and whatever `populate` stores, and renamed into place
    /// (`created` is then set). A workbook written by a newer auditbook, and an SQLite
    /// database of another program, are refused untouched.
    ///
    /// `prebuilt`: a new workbook already made for `path` (`prebuild`), put in place here
    /// instead of making one; it is discarded when a workbook is found there after all.
    public static func openFile(path: String, populate: ((Workbook) throws -> Void)? = nil,
                                prebuilt: PrebuiltWorkbook? = nil) throws -> Workbook {
        let fileManager = FileManager.default
        try refuseSpecialFile(path)
        var isDirectory: ObjCBool = false
        var exists = fileManager.fileExists(atPath: path, isDirectory: &isDirectory)
        if isDirectory.boolValue {
            throw AuditbookError.about(.workbook, .badInput(file: path, reason: "is a folder, not a workbook file; a workbook in it would be \(path)/\(defaultFileName)"))
        }
        if exists, let header = header(of: path) {
            if !header.isEmpty, !header.starts(with: Data("SQLite format 3".utf8)) {
                throw AuditbookError.about(.workbook, .badInput(file: path, reason: "is not an auditbook workbook (not an SQLite file)"))
            }
        }
        if exists, (try? fileManager.attributesOfItem(atPath: path)[.size] as? Int) == 0 {
            exists = false  // an empty file a failed create left: created again, whole
        }
        if exists {
            // Refuse a workbook from a newer auditbook, or another program's database, before
            // anything could write to it.
            try refuseIfNotOurs(path: path)
            if !fileManager.isWritableFile(atPath: path) {
                throw AuditbookError.io(file: path, reason: "the workbook is read-only; make it writable (chmod u+w) or copy it")
            }
        } else {
            let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
            // (A folder that is not there is named as missing: "not writable" sent people to
            // chmod a folder they had mistyped.)
            var isFolder: ObjCBool = false
            if !folder.isEmpty, !fileManager.fileExists(atPath: folder, isDirectory: &isFolder) || !isFolder.boolValue {
                throw AuditbookError.io(file: path, reason: "cannot create the workbook here: the folder \(folder) does not exist; create it or give another path")
            }
            if !fileManager.isWritableFile(atPath: folder.isEmpty ? "." : folder) {
                throw AuditbookError.io(file: path, reason: "cannot create the workbook here: the folder is not writable")
            }
        }
        if !exists {
            if let prebuilt { try place(prebuilt.temporary, at: path) } else { try create(path: path, populate: populate) }
        } else {
            prebuilt?.discard()
        }
        let writer: any DatabaseWriter
        do {
            writer = try openWriter(path: path)
        } catch {
            throw mapOpenError(error, path: path)
        }
        let workbook = Workbook(writer: writer, path: path, created: !exists)
        try workbook.migrate()
        return workbook
    }

    /// The connection a command reads and writes an existing workbook through. One in WAL
    /// mode (every workbook auditbook makes) gets a single connection that writes nothing
    /// until the command does: a `DatabasePool`, opening a WAL database that has no `-wal`
    /// file, commits an empty CREATE and DROP of a table to make one (GRDB issues 102 and
    /// 1383), and a command that then refused its input (an unknown checklist or audit) left
    /// the workbook's bytes changed (its change counter and schema cookie). Any other file is
    /// opened as a pool, which turns it to WAL mode.
    private static func openWriter(path: String) throws -> any DatabaseWriter {
        // (Read here, not where the file was checked: a new workbook was put in place since.)
        try walQueue(path: path, header: header(of: path)) ?? DatabasePool(path: path, configuration: configuration())
    }

    /// A single read-write connection to the database at `path` when its `header` says it is
    /// in WAL mode, else nil.
    private static func walQueue(path: String, header: Data?) throws -> DatabaseQueue? {
        // Bytes 18 and 19 of the header are the file format's write and read versions: 2 is WAL.
        guard let header, header.count == 20, header[18] == 2, header[19] == 2 else { return nil }
        return try DatabaseQueue(path: path, configuration: configuration())
    }

    /// The first 20 bytes of the file at `path` (fewer in a shorter file): SQLite's magic
    /// string and its format versions. Nil when the file cannot be read.
    private static func header(of path: String) -> Data? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        return handle.readData(ofLength: 20)
    }

    /// Makes a workbook under a temporary name in `path`'s folder and renames it into place,
    /// so no reader ever sees half of one; another process that created it first wins.
    private static func create(path: String, populate: ((Workbook) throws -> Void)?) throws {
        let temporary = try build(path: path, populate: populate)
        try place(temporary, at: path)
    }

    /// A new workbook for `path`, whole, under a temporary name beside it: made ahead of
    /// need (while a command does its own work first) and put in place by `openFile`, or
    /// discarded.
    public struct PrebuiltWorkbook: Sendable {
        let temporary: String

        /// Removes the workbook made, when it was not put in place.
        public func discard() { Workbook.removeFiles(temporary) }
    }

    /// Makes the workbook `openFile` would make for `path` (its schema and what `populate`
    /// stores), without putting it in place.
    public static func prebuild(path: String, populate: ((Workbook) throws -> Void)?) throws -> PrebuiltWorkbook {
        PrebuiltWorkbook(temporary: try build(path: path, populate: populate))
    }

    /// A workbook made whole under a temporary name in `path`'s folder, closed, its WAL
    /// folded in; returns that name.
    private static func build(path: String, populate: ((Workbook) throws -> Void)?) throws -> String {
        let url = URL(fileURLWithPath: path)
        removeAbandonedBuilds(of: url)
        let temporary = url.deletingLastPathComponent()
            .appendingPathComponent(".\(url.lastPathComponent).creating-\(getpid())-\(UInt32.random(in: 0...UInt32.max))").path
        do {
            let pool: DatabasePool
            do { pool = try DatabasePool(path: temporary, configuration: configuration()) } catch { throw mapOpenError(error, path: path) }
            let workbook = Workbook(writer: pool, path: temporary, created: true)
            try workbook.migrate()
            try populate?(workbook)
            try workbook.perform(path) { try pool.writeWithoutTransaction { try $0.execute(sql: "PRAGMA wal_checkpoint(TRUNCATE)") } }
            try pool.close()
            for suffix in ["-wal", "-shm"] { try? FileManager.default.removeItem(atPath: temporary + suffix) }
            return temporary
        } catch {
            removeFiles(temporary)
            throw error
        }
    }

    /// Renames the workbook made at `temporary` to `path`, unless another process made one
    /// there meanwhile (theirs is whole too: this one is removed).
    private static func place(_ temporary: String, at path: String) throws {
        let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
        if size > 0 {
            removeFiles(temporary)
        } else if rename(temporary, path) != 0 {
            let reason = String(cString: strerror(errno))
            removeFiles(temporary)
            throw AuditbookError.io(file: path, reason: "cannot create the workbook (\(reason)); check the folder")
        }
    }

    /// Removes the half-made workbooks for `url` of processes that are gone (stopped while
    /// making one: a workbook is made beside the documents a compile reads, so an
    /// interrupted compile leaves its `.NAME.creating-PID-N` files behind).
    private static func removeAbandonedBuilds(of url: URL) {
        let folder = url.deletingLastPathComponent()
        let prefix = ".\(url.lastPathComponent).creating-"
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return }
        for name in names where name.hasPrefix(prefix) {
            guard let pid = name.dropFirst(prefix.count).split(separator: "-").first.flatMap({ pid_t($0) }), pid > 0,
                  kill(pid, 0) != 0, errno == ESRCH else { continue }
            try? FileManager.default.removeItem(atPath: folder.appendingPathComponent(name).path)
        }
    }

    /// Removes a database file and its `-wal` and `-shm` files.
    private static func removeFiles(_ path: String) {
        for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) }
    }

    /// A FIFO, socket or device given as the workbook would hang or misbehave in SQLite:
    /// refused before anything opens it, saying what it is.
    static func refuseSpecialFile(_ path: String) throws {
        if let kind = SpecialFile.kind(atPath: path) {
            throw AuditbookError.about(.workbook, .badInput(file: path, reason: "is \(kind), not a workbook file"))
        }
    }

    private static func refuseIfNotOurs(path: String) throws {
        _ = sqliteSetup
        var configuration = Configuration()
        configuration.readonly = true
        configuration.busyMode = .timeout(30)
        let sidecars = Sidecars(path: path)
        var refusal: AuditbookError?
        do {
            let queue = try DatabaseQueue(path: path, configuration: configuration)
            let (foreign, superseded) = try queue.read { db -> (Bool, Bool) in
                (try WorkbookSchema.isForeign(db), try db.tableExists("grdb_migrations") && WorkbookSchema.migrator.hasBeenSuperseded(db))
            }
            try? queue.close()
            if foreign { refusal = notOurs(path) } else if superseded { refusal = .workbookTooNew(file: path) }
        } catch let error as DatabaseError {
            throw map(error, path: path)
        }
        if let refusal {
            sidecars.removeNew()
            throw refusal
        }
    }

    /// The `-wal` and `-shm` files SQLite keeps beside a database in WAL mode. Reading a file
    /// to refuse it makes them; a refused file is left as it was found.
    struct Sidecars {
        let path: String
        let existing: Set<String>

        init(path: String) {
            self.path = path
            existing = Set(["-wal", "-shm"].filter { FileManager.default.fileExists(atPath: path + $0) })
        }

        /// Removes the ones that were not there before, when the WAL holds nothing (no other
        /// connection can be using them then).
        func removeNew() {
            let wal = (try? FileManager.default.attributesOfItem(atPath: path + "-wal")[.size] as? Int) ?? 0
            guard wal == 0 else { return }
            for suffix in ["-wal", "-shm"] where !existing.contains(suffix) { try? FileManager.default.removeItem(atPath: path + suffix) }
        }
    }

    static func notOurs(_ path: String) -> AuditbookError {
        .about(.workbook, .badInput(file: path, reason: "is an SQLite database of another program, not an auditbook workbook; it was not changed"))
    }

    /// An empty in-memory workbook, for tests and benchmarks.
    public static func memory() throws -> Workbook {
        let queue = try DatabaseQueue(configuration: configuration())
        let workbook = Workbook(writer: queue, path: ":memory:", created: true)
        try workbook.migrate()
        return workbook
    }

    /// SQLite's process-wide settings (`auditbook_sqlite_setup`), made once, before the
    /// first connection: every way of opening a workbook reads this first. Profiled on the
    /// compile's bulk insert, the mutexes the default serialized mode takes on every call
    /// and allocation were an eighth of the insert's time.
    static let sqliteSetup: Int32 = {
        let code = auditbook_sqlite_setup()
        PhaseClock.mark("SQLite set up (code \(code))")
        return code
    }()

    static func configuration() -> Configuration {
        _ = sqliteSetup
        var configuration = Configuration()
        configuration.foreignKeysEnabled = true
        // Several reviewers may record at once: wait for the lock instead of failing.
        configuration.busyMode = .timeout(30)
        configuration.prepareDatabase { db in
            try db.execute(sql: "PRAGMA synchronous = NORMAL")
            // Reports read every screenshot in the workbook: through a memory map SQLite
            // hands pages over without a read call per 4 KB page.
            try db.execute(sql: "PRAGMA mmap_size = 1073741824")
            // Sorting a report's results (30,000 rows and more) stays in memory instead of
            // spilling to a temporary file.
            try db.execute(sql: "PRAGMA temp_store = MEMORY")
        }
        return configuration
    }

    private func migrate() throws {
        // An existing file was checked for a newer schema before it was opened; a new or
        // in-memory workbook cannot have one.
        let migrator = WorkbookSchema.migrator
        // Another process may be writing: only take the write lock when a migration is due.
        let complete = try perform(path) { try writer.read { try migrator.hasCompletedMigrations($0) } }
        if !complete { try perform(path) { try migrator.migrate(writer) } }
    }

    /// Runs a database operation, turning SQLite failures into one-line `AuditbookError`s.
    /// A transaction that meets a lock the busy timeout cannot wait out (a reader that
    /// must become a writer after another process wrote) is run again from the start.
    func perform<T>(_ file: String, _ body: () throws -> T) throws -> T {
        var attempt = 0
        while true {
            do {
                return try body()
            } catch let error as AuditbookError {
                throw error
            } catch let error as DamagedValue {
                throw AuditbookError.badInput(file: file, reason: error.description)
            } catch let error as RowDecodingError {
                // A record read whole (Codable) whose stored value does not convert.
                throw AuditbookError.badInput(file: file, reason: DamagedValue(error).description)
            } catch let error as DatabaseError where (error.resultCode == .SQLITE_BUSY || error.resultCode == .SQLITE_LOCKED) && attempt < 50 {
                attempt += 1
                usleep(UInt32(2_000 * min(attempt, 25)) + UInt32.random(in: 0..<2_000))
            } catch let error as DatabaseError {
                throw Self.map(error, path: file)
            }
        }
    }

    static func map(_ error: DatabaseError, path: String) -> AuditbookError {
        switch error.resultCode {
        case .SQLITE_READONLY:
            return .io(file: path, reason: "the workbook is read-only; make it writable (chmod u+w) or copy it; nothing was written")
        case .SQLITE_FULL:
            return .io(file: path, reason: "the disk is full; free space and try again; nothing was written")
        case .SQLITE_NOTADB, .SQLITE_CORRUPT:
            return .badInput(file: path, reason: "is not a usable auditbook workbook (\(error.message ?? "corrupt")); restore it from a copy")
        case .SQLITE_CANTOPEN, .SQLITE_IOERR, .SQLITE_PERM:
            return .io(file: path, reason: "cannot open or write the workbook (\(error.message ?? "I/O error")); check the path and permissions")
        case .SQLITE_BUSY, .SQLITE_LOCKED:
            return .io(file: path, reason: "the workbook stayed locked by another process for 30 s; try again")
        default:
            return .io(file: path, reason: "database error: \(error.message ?? "\(error.resultCode)")")
        }
    }

    private static func mapOpenError(_ error: Error, path: String) -> AuditbookError {
        if let error = error as? DatabaseError { return map(error, path: path) }
        return .io(file: path, reason: "cannot open the workbook (\(error)); check the path")
    }

    /// `PRAGMA integrity_check`, for tests and `auditbook doctor`.
    public func integrityCheck() throws -> String {
        try writer.read { try String.fetchOne($0, sql: "PRAGMA integrity_check") ?? "" }
    }
}

import GRDB
import GRDBSQLite

/// One prepared INSERT run for many rows, its values bound through SQLite's C API on the
/// statement GRDB prepared and caches. GRDB's `execute(arguments:)` builds an array of
/// boxed values per row; for the tens of thousands of items a compile stores that was most
/// of the insert's time (profiled on the benchmark's 10 MB corpus), so the item rows are
/// bound here. Errors are GRDB's `DatabaseError`, as from any other statement.
struct BulkInsert {
    /// A column value as bound.
    enum Value {
        case integer(Int64)
        case text(String?)
    }

    private let statement: Statement
    private let db: Database

    init(_ db: Database, sql: String) throws {
        self.db = db
        statement = try db.cachedStatement(sql: sql)
    }

    /// Inserts one row of `values` (one per `?`, in order); returns its row ID.
    func insert(_ values: [Value]) throws -> Int64 {
        let handle = statement.sqliteStatement
        let code = bindAndStep(values, from: 0, handle)
        guard code == SQLITE_DONE else { throw error(code) }
        return sqlite3_last_insert_rowid(db.sqliteConnection)
    }

    /// Binds `values[position...]` and steps the statement once all are bound: each text is
    /// lent to SQLite where it lies (`SQLITE_STATIC`) for as long as the step runs, rather
    /// than copied into a buffer SQLite allocates and frees per value (profiled: a third of
    /// the insert). The statement is reset before the texts are given back; `finish()`
    /// clears the bindings that still point at them. Returns the step's result code, or the
    /// failing bind's.
    private func bindAndStep(_ values: [Value], from position: Int, _ handle: OpaquePointer?) -> Int32 {
        guard position < values.count else {
            let code = sqlite3_step(handle)
            sqlite3_reset(handle)
            return code
        }
        let index = Int32(position + 1)
        let code: Int32
        switch values[position] {
        case .integer(let number):
            code = sqlite3_bind_int64(handle, index, number)
        case .text(nil):
            code = sqlite3_bind_null(handle, index)
        case .text(let text?):
            let lent = text.utf8.withContiguousStorageIfAvailable { bytes -> Int32 in
                // Empty text is bound as empty, never NULL.
                let start = bytes.baseAddress.map { UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self) } ?? UnsafeRawPointer(Self.emptyText.utf8Start).assumingMemoryBound(to: CChar.self)
                let code = sqlite3_bind_text(handle, index, start, Int32(bytes.count), nil)  // nil: SQLITE_STATIC
                return code == SQLITE_OK ? bindAndStep(values, from: position + 1, handle) : code
            }
            if let lent { return lent }
            // A text without contiguous UTF-8 (bridged): a native copy is lent instead.
            var values = values
            values[position] = .text(String(decoding: Array(text.utf8), as: UTF8.self))
            return bindAndStep(values, from: position, handle)
        }
        return code == SQLITE_OK ? bindAndStep(values, from: position + 1, handle) : code
    }

    /// Leaves the statement as GRDB expects to find it in its cache.
    func finish() {
        sqlite3_reset(statement.sqliteStatement)
        sqlite3_clear_bindings(statement.sqliteStatement)
    }

    private func error(_ code: Int32) -> DatabaseError {
        DatabaseError(resultCode: ResultCode(rawValue: code), message: db.lastErrorMessage, sql: statement.sql)
    }

    /// The empty text, bound where a string has no storage: a constant of the program.
    private static let emptyText: StaticString = ""
}

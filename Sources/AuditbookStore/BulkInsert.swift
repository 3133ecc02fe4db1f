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
        sqlite3_reset(handle)
        sqlite3_clear_bindings(handle)
        for (offset, value) in values.enumerated() {
            let index = Int32(offset + 1)
            let code: Int32
            switch value {
            case .integer(let number):
                code = sqlite3_bind_int64(handle, index, number)
            case .text(nil):
                code = sqlite3_bind_null(handle, index)
            case .text(var text?):
                code = text.withUTF8 { bytes in
                    bytes.withMemoryRebound(to: CChar.self) { chars in
                        guard let start = chars.baseAddress else {
                            // Empty text, never NULL.
                            return sqlite3_bind_text(handle, index, "", 0, Self.transient)
                        }
                        return sqlite3_bind_text(handle, index, start, Int32(chars.count), Self.transient)
                    }
                }
            }
            guard code == SQLITE_OK else { throw error(code) }
        }
        let code = sqlite3_step(handle)
        guard code == SQLITE_DONE else {
            sqlite3_reset(handle)
            throw error(code)
        }
        return sqlite3_last_insert_rowid(db.sqliteConnection)
    }

    /// Leaves the statement as GRDB expects to find it in its cache.
    func finish() {
        sqlite3_reset(statement.sqliteStatement)
        sqlite3_clear_bindings(statement.sqliteStatement)
    }

    private func error(_ code: Int32) -> DatabaseError {
        DatabaseError(resultCode: ResultCode(rawValue: code), message: db.lastErrorMessage, sql: statement.sql)
    }

    /// SQLite copies the bytes (`SQLITE_TRANSIENT`): the Swift string's buffer is only lent
    /// for the bind call.
    private static let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)
}

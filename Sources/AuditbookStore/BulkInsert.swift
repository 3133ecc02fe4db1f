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

    /// Inserts one row of `values` (one per `?`, in order; several rows for a statement
    /// with several `VALUES` groups); returns the row ID of the last row inserted.
    func insert(_ values: [Value]) throws -> Int64 {
        let handle = statement.sqliteStatement
        // The texts are copied once, end to end, into one buffer that SQLite reads where it
        // lies (`SQLITE_STATIC`) while the statement steps, rather than into an allocation
        // SQLite makes and frees per value (profiled: a third of the insert).
        var length = 0
        for value in values { if case .text(let text?) = value { length += text.utf8.count + 1 } }
        var arena: [UInt8] = []
        arena.reserveCapacity(length)
        var starts: [Int] = []
        starts.reserveCapacity(values.count)
        for value in values {
            starts.append(arena.count)
            if case .text(let text?) = value {
                arena.append(contentsOf: text.utf8)
                arena.append(0)
            }
        }
        let code = arena.withUnsafeBufferPointer { buffer -> Int32 in
            let base = UnsafeRawPointer(buffer.baseAddress ?? UnsafePointer(Self.emptyText.utf8Start))
            for (offset, value) in values.enumerated() {
                let index = Int32(offset + 1)
                let code: Int32
                switch value {
                case .integer(let number):
                    code = sqlite3_bind_int64(handle, index, number)
                case .text(nil):
                    code = sqlite3_bind_null(handle, index)
                case .text(let text?):
                    // nil destructor: SQLITE_STATIC. Empty text is bound as empty, never NULL.
                    code = sqlite3_bind_text(handle, index, (base + starts[offset]).assumingMemoryBound(to: CChar.self),
                                             Int32(text.utf8.count), nil)
                }
                guard code == SQLITE_OK else { return code }
            }
            let code = sqlite3_step(handle)
            sqlite3_reset(handle)
            return code
        }
        guard code == SQLITE_DONE else { throw error(code) }
        return sqlite3_last_insert_rowid(db.sqliteConnection)
    }

    /// Leaves the statement as GRDB expects to find it in its cache, its bindings (which
    /// still point into the last row's buffer) cleared.
    func finish() {
        sqlite3_reset(statement.sqliteStatement)
        sqlite3_clear_bindings(statement.sqliteStatement)
    }

    private func error(_ code: Int32) -> DatabaseError {
        DatabaseError(resultCode: ResultCode(rawValue: code), message: db.lastErrorMessage, sql: statement.sql)
    }

    /// Where texts point when a row has no text at all: a constant of the program.
    private static let emptyText: StaticString = ""
}

#ifndef CSQLITESETUP_H
#define CSQLITESETUP_H

/// Configures the process's SQLite library before its first connection opens, through
/// sqlite3_config (a variadic C function Swift cannot call): the multi-thread mode (each
/// connection used by one thread at a time, as GRDB guarantees, so no mutex per call) and no
/// memory statistics (no global mutex per allocation). Returns 0 when both were applied, or
/// SQLite's error code (SQLITE_MISUSE once SQLite is already initialized; it then keeps
/// its defaults, which are also correct, only slower).
int auditbook_sqlite_setup(void);

#endif

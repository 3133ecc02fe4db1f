#include "CSQLiteSetup.h"
#include <sqlite3.h>

int auditbook_sqlite_setup(void) {
    int code = sqlite3_config(SQLITE_CONFIG_MULTITHREAD);
    if (code != SQLITE_OK) return code;
    return sqlite3_config(SQLITE_CONFIG_MEMSTATUS, 0);
}

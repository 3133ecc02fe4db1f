import AuditbookKit
import GRDB

/// The workbook's schema, made by named migrations. A migration is never edited once it has
/// shipped; changes come as new migrations appended below.
enum WorkbookSchema {
    /// Whether a database holds tables but not auditbook's: another program's file, which
    /// auditbook must not migrate into (nor switch to WAL).
    static func isForeign(_ db: Database) throws -> Bool {
        let tables = try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
        guard !tables.isEmpty else { return false }
        return !(tables.contains("grdb_migrations") && tables.contains("checklist") && tables.contains("audit"))
    }

    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1 checklists, audits, results, evidence, sign-offs", migrate: v1)
        migrator.registerMigration("v2 sign-off snapshots", migrate: v2)
        migrator.registerMigration("v3 evidence contents in a rowid table", migrate: v3)
        migrator.registerMigration("v4 the document's own severity label on items", migrate: v4)
        migrator.registerMigration("v5 shared answers, signed sign-off statements", migrate: v5)
        migrator.registerMigration("v6 WCAG success criteria of items", migrate: v6)
        migrator.registerMigration("v7 item and result checks without a table per row", migrate: v7)
        return migrator
    }

    private static func v1(_ db: Database) throws {
        try db.execute(sql: """
            CREATE TABLE checklist (
                id TEXT PRIMARY KEY NOT NULL,
                createdAt DATETIME NOT NULL
            );
            -- Every compilation that changed something is a new version; items of older
            -- versions stay, so results recorded against them are never orphaned.
            CREATE TABLE checklistVersion (
                id INTEGER PRIMARY KEY AUTOINCREMENT,
                checklistId TEXT NOT NULL REFERENCES checklist(id),
                version INTEGER NOT NULL,
                title TEXT NOT NULL,
                description TEXT,
                license TEXT,
                documentVersion TEXT,
                sourcePath TEXT NOT NULL,
                sourceDigest TEXT NOT NULL,
                contentDigest TEXT NOT NULL,
                repairs TEXT NOT NULL DEFAULT '[]',
                warnings TEXT NOT NULL DEFAULT '[]',
                compiledAt DATETIME NOT NULL,
                UNIQUE (checklistId, version)
            );
            CREATE TABLE item (
                id INTEGER PRIMARY KEY AUTOINCREMENT,
                versionId INTEGER NOT NULL REFERENCES checklistVersion(id),
                itemId TEXT NOT NULL,
                position INTEGER NOT NULL,
                number TEXT,
                title TEXT NOT NULL,
                kind TEXT NOT NULL CHECK (kind IN ('check', 'rule', 'principle', 'anti-pattern')),
                severity TEXT CHECK (severity IN ('critical', 'high', 'medium', 'low')),
                sectionPath TEXT NOT NULL,
                sectionNumber TEXT,
                guidance TEXT NOT NULL,
                examples TEXT NOT NULL,
                related TEXT NOT NULL,
                tags TEXT NOT NULL,
                platforms TEXT NOT NULL,
                howToTest TEXT,
                line INTEGER NOT NULL,
                UNIQUE (versionId, itemId)
            );
            CREATE INDEX item_itemId ON item(itemId);
            -- Items of different checklists that ask for the same thing.
            CREATE TABLE equivalence (
                itemId TEXT NOT NULL,
                otherItemId TEXT NOT NULL,
                score REAL NOT NULL,
                PRIMARY KEY (itemId, otherItemId)
            ) WITHOUT ROWID;

            CREATE TABLE audit (
                id TEXT PRIMARY KEY NOT NULL,
                title TEXT NOT NULL,
                app TEXT,
                build TEXT,
                platform TEXT,
                filters TEXT NOT NULL DEFAULT '{}',
                state TEXT NOT NULL DEFAULT 'open' CHECK (state IN ('open', 'signed', 'reopened')),
                copiedFrom TEXT REFERENCES audit(id),
                createdBy TEXT NOT NULL,
                createdAt DATETIME NOT NULL
            );
            CREATE TABLE auditChecklist (
                auditId TEXT NOT NULL REFERENCES audit(id) ON DELETE CASCADE,
                versionId INTEGER NOT NULL REFERENCES checklistVersion(id),
                PRIMARY KEY (auditId, versionId)
            );
            -- The exact items an audit asks, in order. Items that restate one requirement
            -- share a requirementKey, so the walk asks them once per screen.
            CREATE TABLE auditItem (
                auditId TEXT NOT NULL REFERENCES audit(id) ON DELETE CASCADE,
                itemRowId INTEGER NOT NULL REFERENCES item(id),
                position INTEGER NOT NULL,
                requirementKey TEXT NOT NULL,
                PRIMARY KEY (auditId, itemRowId)
            );
            CREATE TABLE screen (
                id INTEGER PRIMARY KEY AUTOINCREMENT,
                auditId TEXT NOT NULL REFERENCES audit(id) ON DELETE CASCADE,
                name TEXT NOT NULL,
                description TEXT,
                position INTEGER NOT NULL,
                isAppWide BOOLEAN NOT NULL DEFAULT 0,
                UNIQUE (auditId, name COLLATE NOCASE)
            );
            CREATE TABLE result (
                id INTEGER PRIMARY KEY AUTOINCREMENT,
                auditId TEXT NOT NULL REFERENCES audit(id) ON DELETE CASCADE,
                screenId INTEGER NOT NULL REFERENCES screen(id) ON DELETE CASCADE,
                itemRowId INTEGER NOT NULL REFERENCES item(id),
                status TEXT NOT NULL CHECK (status IN ('pass', 'fail', 'na', 'cant-tell', 'untested')),
                note TEXT,
                reviewer TEXT NOT NULL,
                updatedAt DATETIME NOT NULL,
                carriedOver BOOLEAN NOT NULL DEFAULT 0,
                UNIQUE (screenId, itemRowId)
            );
            CREATE INDEX result_audit ON result(auditId);
            CREATE TABLE finding (
                id INTEGER PRIMARY KEY AUTOINCREMENT,
                resultId INTEGER NOT NULL REFERENCES result(id) ON DELETE CASCADE,
                title TEXT NOT NULL,
                note TEXT,
                impact TEXT NOT NULL CHECK (impact IN ('blocking', 'major', 'minor')),
                createdAt DATETIME NOT NULL
            );
            -- Evidence files, content-addressed and stored once.
            CREATE TABLE blob (
                sha256 TEXT PRIMARY KEY NOT NULL,
                mimeType TEXT NOT NULL,
                size INTEGER NOT NULL,
                data BLOB NOT NULL
            ) WITHOUT ROWID;
            CREATE TABLE evidence (
                id INTEGER PRIMARY KEY AUTOINCREMENT,
                resultId INTEGER NOT NULL REFERENCES result(id) ON DELETE CASCADE,
                findingId INTEGER REFERENCES finding(id) ON DELETE CASCADE,
                kind TEXT NOT NULL CHECK (kind IN ('file', 'link', 'condition')),
                sha256 TEXT REFERENCES blob(sha256),
                fileName TEXT,
                url TEXT,
                conditionKey TEXT,
                conditionValue TEXT,
                addedBy TEXT NOT NULL,
                addedAt DATETIME NOT NULL
            );
            CREATE INDEX evidence_result ON evidence(resultId);
            -- Append-only log of every change to a result.
            CREATE TABLE history (
                id INTEGER PRIMARY KEY AUTOINCREMENT,
                auditId TEXT NOT NULL,
                screenName TEXT NOT NULL,
                itemId TEXT NOT NULL,
                action TEXT NOT NULL,
                oldStatus TEXT,
                newStatus TEXT,
                oldNote TEXT,
                newNote TEXT,
                reviewer TEXT NOT NULL,
                at DATETIME NOT NULL
            );
            CREATE INDEX history_audit ON history(auditId, id);
            CREATE TRIGGER history_append_only_update BEFORE UPDATE ON history
                BEGIN SELECT RAISE(ABORT, 'history is append-only'); END;
            CREATE TRIGGER history_append_only_delete BEFORE DELETE ON history
                BEGIN SELECT RAISE(ABORT, 'history is append-only'); END;
            CREATE TABLE signoff (
                id INTEGER PRIMARY KEY AUTOINCREMENT,
                auditId TEXT NOT NULL REFERENCES audit(id) ON DELETE CASCADE,
                reviewer TEXT NOT NULL,
                role TEXT NOT NULL,
                decision TEXT NOT NULL CHECK (decision IN ('approve', 'reject')),
                comment TEXT,
                digest TEXT NOT NULL,
                signedAt DATETIME NOT NULL,
                revokedAt DATETIME,
                revokedReason TEXT
            );
            CREATE TABLE setting (
                key TEXT PRIMARY KEY NOT NULL,
                value TEXT NOT NULL
            ) WITHOUT ROWID;
            """)
    }

    /// Each sign-off keeps the digest of every result it covered, so `verify` can name each
    /// result that changed since (the sign-off's own digest is the hash over these rows).
    private static func v2(_ db: Database) throws {
        try db.execute(sql: """
            CREATE TABLE signoffResult (
                signoffId INTEGER NOT NULL REFERENCES signoff(id) ON DELETE CASCADE,
                screenName TEXT NOT NULL,
                itemId TEXT NOT NULL,
                status TEXT NOT NULL,
                digest TEXT NOT NULL,
                PRIMARY KEY (signoffId, screenName, itemId)
            ) WITHOUT ROWID;
            CREATE INDEX signoff_audit ON signoff(auditId);
            """)
    }

    /// Evidence files run to megabytes, and SQLite reads a WITHOUT ROWID table's rows whole
    /// even to look at one column; as an ordinary table keyed by SHA-256, reading a file's
    /// type and size no longer touches its content (measured: 200 screenshots, 110 → 10 ms).
    private static func v3(_ db: Database) throws {
        try db.execute(sql: """
            CREATE TABLE blobWithRowID (
                sha256 TEXT PRIMARY KEY NOT NULL,
                mimeType TEXT NOT NULL,
                size INTEGER NOT NULL,
                data BLOB NOT NULL
            );
            INSERT INTO blobWithRowID (sha256, mimeType, size, data) SELECT sha256, mimeType, size, data FROM blob;
            DROP TABLE blob;
            ALTER TABLE blobWithRowID RENAME TO blob;
            """)
    }

    /// The severity word as the document wrote it ("🟡 Warning", "L1", "MUST"), beside the
    /// severity it maps to.
    private static func v4(_ db: Database) throws {
        try db.execute(sql: "ALTER TABLE item ADD COLUMN severityLabel TEXT")
    }

    /// An answer shared across a requirement group names the item it came from, so sharing
    /// never overwrites an answer given for the item itself. A sign-off keeps the statement it
    /// signed (its record, the results' root, the items as signed, the history up to it), an
    /// optional SSH signature of that statement, and the items as they were when signed.
    private static func v5(_ db: Database) throws {
        try db.execute(sql: """
            ALTER TABLE result ADD COLUMN sharedFrom TEXT;
            ALTER TABLE signoff ADD COLUMN statement TEXT;
            ALTER TABLE signoff ADD COLUMN signature TEXT;
            CREATE TABLE signoffItem (
                signoffId INTEGER NOT NULL REFERENCES signoff(id) ON DELETE CASCADE,
                itemId TEXT NOT NULL,
                severity TEXT,
                digest TEXT NOT NULL,
                PRIMARY KEY (signoffId, itemId)
            ) WITHOUT ROWID;
            """)
    }

    /// The WCAG success criteria an item maps to, each with its source
    /// ("1.4.3:document,1.4.11:suggested"; `CriterionText`), NULL for none.
    private static func v6(_ db: Database) throws {
        try db.execute(sql: "ALTER TABLE item ADD COLUMN criteria TEXT")
    }

    /// SQLite codes a CHECK of the form `x IN ('a', 'b', 'c')` as a temporary B-tree filled
    /// with the list, built again for every row inserted (`EXPLAIN` shows `OpenEphemeral` in
    /// the row's code): half of storing the 41,800 items of the benchmark's 10 MB corpus. The
    /// same checks written as `x = 'a' OR x = 'b' …` compare in place, and accept and refuse
    /// exactly the same values (NULL included: a CHECK that is NULL passes, as before). The
    /// two tables written row by row in bulk, `item` (a compile) and `result` (an import), are
    /// made again with them, SQLite's documented way to change a constraint: a new table, its
    /// rows copied with their IDs, the old one dropped and the new one renamed (foreign keys
    /// are off during a migration; the references to `item` and `result` in other tables are
    /// by name). Each table's AUTOINCREMENT counter is kept, so no ID is ever handed out twice.
    private static func v7(_ db: Database) throws {
        let counters = try Row.fetchAll(db, sql: "SELECT name, seq FROM sqlite_sequence WHERE name IN ('item', 'result')")
        try db.execute(sql: """
            CREATE TABLE item_v7 (
                id INTEGER PRIMARY KEY AUTOINCREMENT,
                versionId INTEGER NOT NULL REFERENCES checklistVersion(id),
                itemId TEXT NOT NULL,
                position INTEGER NOT NULL,
                number TEXT,
                title TEXT NOT NULL,
                kind TEXT NOT NULL CHECK (kind = 'check' OR kind = 'rule' OR kind = 'principle' OR kind = 'anti-pattern'),
                severity TEXT CHECK (severity = 'critical' OR severity = 'high' OR severity = 'medium' OR severity = 'low'),
                sectionPath TEXT NOT NULL,
                sectionNumber TEXT,
                guidance TEXT NOT NULL,
                examples TEXT NOT NULL,
                related TEXT NOT NULL,
                tags TEXT NOT NULL,
                platforms TEXT NOT NULL,
                howToTest TEXT,
                line INTEGER NOT NULL,
                severityLabel TEXT,
                criteria TEXT,
                UNIQUE (versionId, itemId)
            );
            INSERT INTO item_v7 (id, versionId, itemId, position, number, title, kind, severity, sectionPath,
                                 sectionNumber, guidance, examples, related, tags, platforms, howToTest, line,
                                 severityLabel, criteria)
                SELECT id, versionId, itemId, position, number, title, kind, severity, sectionPath,
                       sectionNumber, guidance, examples, related, tags, platforms, howToTest, line,
                       severityLabel, criteria FROM item;
            DROP TABLE item;
            ALTER TABLE item_v7 RENAME TO item;
            CREATE INDEX item_itemId ON item(itemId);

            CREATE TABLE result_v7 (
                id INTEGER PRIMARY KEY AUTOINCREMENT,
                auditId TEXT NOT NULL REFERENCES audit(id) ON DELETE CASCADE,
                screenId INTEGER NOT NULL REFERENCES screen(id) ON DELETE CASCADE,
                itemRowId INTEGER NOT NULL REFERENCES item(id),
                status TEXT NOT NULL CHECK (status = 'pass' OR status = 'fail' OR status = 'na' OR status = 'cant-tell' OR status = 'untested'),
                note TEXT,
                reviewer TEXT NOT NULL,
                updatedAt DATETIME NOT NULL,
                carriedOver BOOLEAN NOT NULL DEFAULT 0,
                sharedFrom TEXT,
                UNIQUE (screenId, itemRowId)
            );
            INSERT INTO result_v7 (id, auditId, screenId, itemRowId, status, note, reviewer, updatedAt, carriedOver, sharedFrom)
                SELECT id, auditId, screenId, itemRowId, status, note, reviewer, updatedAt, carriedOver, sharedFrom FROM result;
            DROP TABLE result;
            ALTER TABLE result_v7 RENAME TO result;
            CREATE INDEX result_audit ON result(auditId);
            """)
        for counter in counters {
            let name: String = counter["name"]
            let seq: Int64 = counter["seq"]
            try db.execute(sql: "UPDATE sqlite_sequence SET seq = max(seq, ?) WHERE name = ?", arguments: [seq, name])
            if db.changesCount == 0 {
                try db.execute(sql: "INSERT INTO sqlite_sequence (name, seq) VALUES (?, ?)", arguments: [name, seq])
            }
        }
    }
}

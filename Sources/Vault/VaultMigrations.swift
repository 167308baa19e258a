import GRDB

extension Vault {
    /// The vault's schema, one migration per change; a migration once shipped is never edited.
    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1: players and Ghost games") { db in
            try db.execute(sql: "PRAGMA application_id = \(applicationID)")
            try db.execute(sql: """
                CREATE TABLE player (
                    id INTEGER PRIMARY KEY,
                    name TEXT NOT NULL UNIQUE
                );
                -- A game without a winner is unfinished: its current round's letters are in fragment.
                CREATE TABLE ghost_game (
                    id INTEGER PRIMARY KEY,
                    language TEXT NOT NULL,
                    first_player INTEGER NOT NULL REFERENCES player(id),
                    second_player INTEGER NOT NULL REFERENCES player(id),
                    winner INTEGER REFERENCES player(id),
                    fragment TEXT NOT NULL DEFAULT '',
                    source TEXT NOT NULL CHECK (source IN ('played', 'simulated', 'imported')),
                    started_at TEXT,
                    finished_at TEXT,
                    CHECK (first_player <> second_player)
                );
                CREATE UNIQUE INDEX ghost_game_one_unfinished_per_pair ON ghost_game(first_player, second_player) WHERE winner IS NULL;
                CREATE TABLE ghost_round (
                    game INTEGER NOT NULL REFERENCES ghost_game(id) ON DELETE CASCADE,
                    number INTEGER NOT NULL,
                    fragment TEXT NOT NULL,
                    loser INTEGER NOT NULL REFERENCES player(id),
                    reason TEXT CHECK (reason IN ('word', 'dead')),
                    PRIMARY KEY (game, number)
                );
                """)
        }
        migrator.registerMigration("v2: BullsEye sessions") { db in
            try db.execute(sql: """
                CREATE TABLE bullseye_session (
                    id INTEGER PRIMARY KEY,
                    variant TEXT NOT NULL CHECK (variant IN ('classic', 'rgb', 'reverse')),
                    player INTEGER NOT NULL REFERENCES player(id),
                    source TEXT NOT NULL CHECK (source IN ('played', 'simulated', 'imported')),
                    started_at TEXT
                );
                -- target and guess: whole numbers separated by commas (one, or red,green,blue).
                CREATE TABLE bullseye_round (
                    session INTEGER NOT NULL REFERENCES bullseye_session(id) ON DELETE CASCADE,
                    number INTEGER NOT NULL,
                    target TEXT NOT NULL,
                    guess TEXT NOT NULL,
                    difference INTEGER NOT NULL CHECK (difference BETWEEN 0 AND 100),
                    points INTEGER NOT NULL,
                    bonus INTEGER NOT NULL,
                    PRIMARY KEY (session, number)
                );
                """)
        }
        return migrator
    }
}

import BullsEye
import GRDB
import Ghost

/// Vault files as shipped sheetgens wrote them, made without today's code: the migrations'
/// SQL copied from the releases that shipped it (v1 in 4f723b2, v2 in f46ae0f), applied by GRDB's
/// migrator under the same names, and rows written with the SQL those releases used.
enum ShippedVault {
    enum Version: Int, CaseIterable {
        case v1 = 1, v2
    }

    /// A file at `path` with the schema of `version` and nothing in it.
    static func make(at path: String, version: Version) throws -> DatabaseQueue {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1: players and Ghost games") { db in
            try db.execute(sql: "PRAGMA application_id = \(0x5347_4E56 as Int32)")
            try db.execute(sql: v1)
        }
        if version.rawValue >= 2 {
            migrator.registerMigration("v2: BullsEye sessions") { db in try db.execute(sql: v2) }
        }
        let queue = try DatabaseQueue(path: path)
        try migrator.migrate(queue)
        return queue
    }

    /// Adds `game` with the columns and values the shipped sheetgens wrote; returns its id.
    static func add(
        _ game: GhostGame, source: String, startedAt: String?, finishedAt: String?,
        to db: Database
    ) throws -> Int64 {
        let players = try game.players.map { try playerID($0, db) }
        try db.execute(
            sql: """
                INSERT INTO ghost_game
                    (language, first_player, second_player, winner, fragment, source, started_at, finished_at)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?)
                """,
            arguments: [
                game.language.rawValue, players[0], players[1], game.winner.map { players[$0] },
                game.fragment, source, startedAt, finishedAt,
            ])
        let id = db.lastInsertedRowID
        for (number, round) in game.rounds.enumerated() {
            try db.execute(
                sql: """
                    INSERT INTO ghost_round (game, number, fragment, loser, reason) VALUES (?, ?, ?, ?, ?)
                    """, arguments: [id, number + 1, round.fragment, players[round.loser], round.reason?.rawValue])
        }
        return id
    }

    /// Adds `session` as v2 did, target and guess joined by commas; returns its id.
    static func add(_ session: BullsEyeSession, source: String, startedAt: String?, to db: Database) throws -> Int64 {
        try db.execute(
            sql: "INSERT INTO bullseye_session (variant, player, source, started_at) VALUES (?, ?, ?, ?)",
            arguments: [session.variant.rawValue, try playerID(session.player, db), source, startedAt])
        let id = db.lastInsertedRowID
        for (number, round) in session.rounds.enumerated() {
            try addRound(
                session: id, number: number + 1, target: text(round.target), guess: text(round.guess),
                difference: round.difference, points: round.points, bonus: round.bonus, to: db)
        }
        return id
    }

    static func addRound(
        session: Int64, number: Int, target: String, guess: String,
        difference: Int, points: Int, bonus: Int, to db: Database
    ) throws {
        try db.execute(
            sql: """
                INSERT INTO bullseye_round (session, number, target, guess, difference, points, bonus)
                VALUES (?, ?, ?, ?, ?, ?, ?)
                """, arguments: [session, number, target, guess, difference, points, bonus])
    }

    static func text(_ numbers: [Int]) -> String {
        numbers.map(String.init).joined(separator: ",")
    }

    /// The player's id, added when new (names as given: the shipped v1 did not normalise them).
    static func playerID(_ name: String, _ db: Database) throws -> Int64 {
        if let id = try Int64.fetchOne(db, sql: "SELECT id FROM player WHERE name = ?", arguments: [name]) { return id }
        try db.execute(sql: "INSERT INTO player (name) VALUES (?)", arguments: [name])
        return db.lastInsertedRowID
    }

    // The shipped SQL, verbatim (its indentation too: SQLite keeps the text in sqlite_master).
    static let v1 = """
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
        CREATE UNIQUE INDEX ghost_game_one_unfinished_per_pair ON ghost_game(first_player, second_player) \
        WHERE winner IS NULL;
        CREATE TABLE ghost_round (
            game INTEGER NOT NULL REFERENCES ghost_game(id) ON DELETE CASCADE,
            number INTEGER NOT NULL,
            fragment TEXT NOT NULL,
            loser INTEGER NOT NULL REFERENCES player(id),
            reason TEXT CHECK (reason IN ('word', 'dead')),
            PRIMARY KEY (game, number)
        );
        """

    static let v2 = """
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
        """
}

import GRDB

extension Vault {
    /// The vault's schema, one migration per change; a migration once shipped is never edited.
    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1: players and Ghost games") { db in
            try db.execute(sql: "PRAGMA application_id = \(applicationID)")
            try db.execute(
                sql: """
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
                    """)
        }
        migrator.registerMigration("v2: BullsEye sessions") { db in
            try db.execute(
                sql: """
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
        migrator.registerMigration(
            "v3: BullsEye targets and guesses as numbers",
            migrate: storeBullsEyeNumbersInColumns)
        migrator.registerMigration("v4: characters") { db in try db.execute(sql: v4Characters) }
        migrator.registerMigration("v5: levels, memorised spells and retainers") { db in
            try db.execute(sql: v5Levels)
        }
        return migrator
    }

    /// v4: characters kept from `sheetgen character save`. What a player chose or rolled is stored,
    /// never what follows from it (armour class, saves), which the rules compute. Scores are columns
    /// so SQLite checks their range; the lists (extra languages, purchases with their quantities,
    /// spells, the rolls of the making) are JSON text, because they are only ever read and written
    /// with their character, in order, and never searched: a child table each would make four joins
    /// of one read for nothing. Names are not unique (two players may both keep a "Brannoc"), so,
    /// unlike a player's, a character's name needs no comparing form. Class, alignment and method
    /// are spelt out here, not taken from the enums: a shipped migration must read the same tomorrow.
    private static let v4Characters = """
        CREATE TABLE character (
            id INTEGER PRIMARY KEY,
            name TEXT NOT NULL,
            title TEXT,
            class TEXT NOT NULL
                CHECK (class IN ('Cleric', 'Dwarf', 'Elf', 'Fighter', 'Halfling', 'Magic-User', 'Thief')),
            alignment TEXT NOT NULL CHECK (alignment IN ('Lawful', 'Neutral', 'Chaotic')),
            method TEXT NOT NULL CHECK (method IN ('3d6', '4d6-drop-lowest', '3d6-reroll-below-8')),
            -- NULL for a character made at the table rather than generated from a seed.
            seed INTEGER CHECK (seed >= 0),
            rolled_strength INTEGER NOT NULL CHECK (rolled_strength BETWEEN 3 AND 18),
            rolled_intelligence INTEGER NOT NULL CHECK (rolled_intelligence BETWEEN 3 AND 18),
            rolled_wisdom INTEGER NOT NULL CHECK (rolled_wisdom BETWEEN 3 AND 18),
            rolled_dexterity INTEGER NOT NULL CHECK (rolled_dexterity BETWEEN 3 AND 18),
            rolled_constitution INTEGER NOT NULL CHECK (rolled_constitution BETWEEN 3 AND 18),
            rolled_charisma INTEGER NOT NULL CHECK (rolled_charisma BETWEEN 3 AND 18),
            strength INTEGER NOT NULL CHECK (strength BETWEEN 3 AND 18),
            intelligence INTEGER NOT NULL CHECK (intelligence BETWEEN 3 AND 18),
            wisdom INTEGER NOT NULL CHECK (wisdom BETWEEN 3 AND 18),
            dexterity INTEGER NOT NULL CHECK (dexterity BETWEEN 3 AND 18),
            constitution INTEGER NOT NULL CHECK (constitution BETWEEN 3 AND 18),
            charisma INTEGER NOT NULL CHECK (charisma BETWEEN 3 AND 18),
            hit_points INTEGER NOT NULL CHECK (hit_points >= 1),
            starting_gold INTEGER NOT NULL CHECK (starting_gold BETWEEN 30 AND 180),
            -- JSON arrays: of language names; of {"name", "quantity"}; of spell names; of {"what", "result"}.
            languages TEXT NOT NULL CHECK (json_type(languages) = 'array'),
            purchases TEXT NOT NULL CHECK (json_type(purchases) = 'array'),
            spells TEXT NOT NULL CHECK (json_type(spells) = 'array'),
            history TEXT NOT NULL CHECK (json_type(history) = 'array'),
            saved_at TEXT NOT NULL
        );
        """

    /// v5: characters of any level. The table is made anew, because SQLite cannot widen a CHECK:
    /// the class may now be a normal human (a retainer of level 0). New columns: the level and the
    /// experience; the spells memorised for the day (a JSON array of names); for a retainer, the
    /// employer (NULL once the employer is deleted, when the terms still name them) and the terms as
    /// JSON {"employer", "loyalty", "wage", "shareInHalves"}, read only with their character.
    private static let v5Levels = """
        CREATE TABLE character_v5 (
            id INTEGER PRIMARY KEY,
            name TEXT NOT NULL,
            title TEXT,
            class TEXT NOT NULL CHECK (class IN (
                'Cleric', 'Dwarf', 'Elf', 'Fighter', 'Halfling', 'Magic-User', 'Thief', 'Normal Human')),
            alignment TEXT NOT NULL CHECK (alignment IN ('Lawful', 'Neutral', 'Chaotic')),
            method TEXT NOT NULL CHECK (method IN ('3d6', '4d6-drop-lowest', '3d6-reroll-below-8')),
            seed INTEGER CHECK (seed >= 0),
            rolled_strength INTEGER NOT NULL CHECK (rolled_strength BETWEEN 3 AND 18),
            rolled_intelligence INTEGER NOT NULL CHECK (rolled_intelligence BETWEEN 3 AND 18),
            rolled_wisdom INTEGER NOT NULL CHECK (rolled_wisdom BETWEEN 3 AND 18),
            rolled_dexterity INTEGER NOT NULL CHECK (rolled_dexterity BETWEEN 3 AND 18),
            rolled_constitution INTEGER NOT NULL CHECK (rolled_constitution BETWEEN 3 AND 18),
            rolled_charisma INTEGER NOT NULL CHECK (rolled_charisma BETWEEN 3 AND 18),
            strength INTEGER NOT NULL CHECK (strength BETWEEN 3 AND 18),
            intelligence INTEGER NOT NULL CHECK (intelligence BETWEEN 3 AND 18),
            wisdom INTEGER NOT NULL CHECK (wisdom BETWEEN 3 AND 18),
            dexterity INTEGER NOT NULL CHECK (dexterity BETWEEN 3 AND 18),
            constitution INTEGER NOT NULL CHECK (constitution BETWEEN 3 AND 18),
            charisma INTEGER NOT NULL CHECK (charisma BETWEEN 3 AND 18),
            hit_points INTEGER NOT NULL CHECK (hit_points >= 1),
            starting_gold INTEGER NOT NULL CHECK (starting_gold BETWEEN 30 AND 180),
            languages TEXT NOT NULL CHECK (json_type(languages) = 'array'),
            purchases TEXT NOT NULL CHECK (json_type(purchases) = 'array'),
            spells TEXT NOT NULL CHECK (json_type(spells) = 'array'),
            history TEXT NOT NULL CHECK (json_type(history) = 'array'),
            saved_at TEXT NOT NULL,
            level INTEGER NOT NULL DEFAULT 1 CHECK (level BETWEEN 0 AND 14),
            experience INTEGER NOT NULL DEFAULT 0 CHECK (experience BETWEEN 0 AND 999999999999),
            memorised TEXT NOT NULL DEFAULT '[]' CHECK (json_type(memorised) = 'array'),
            -- Names the table by the name it takes below: SQLite resolves a reference when it is used.
            employer_id INTEGER REFERENCES character(id) ON DELETE SET NULL,
            retainer TEXT CHECK (retainer IS NULL OR json_type(retainer) = 'object')
        );
        INSERT INTO character_v5 (
            id, name, title, class, alignment, method, seed,
            rolled_strength, rolled_intelligence, rolled_wisdom, rolled_dexterity, rolled_constitution,
            rolled_charisma, strength, intelligence, wisdom, dexterity, constitution, charisma,
            hit_points, starting_gold, languages, purchases, spells, history, saved_at)
        SELECT
            id, name, title, class, alignment, method, seed,
            rolled_strength, rolled_intelligence, rolled_wisdom, rolled_dexterity, rolled_constitution,
            rolled_charisma, strength, intelligence, wisdom, dexterity, constitution, charisma,
            hit_points, starting_gold, languages, purchases, spells, history, saved_at
        FROM character;
        DROP TABLE character;
        ALTER TABLE character_v5 RENAME TO character;
        CREATE INDEX character_employer ON character(employer_id);
        """

    /// v3: a round's target and guess move from comma-joined text to whole-number columns, so
    /// SQLite checks their shape and nothing has to parse them. `_1` holds the slider games' one
    /// number (or red), `_2` and `_3` green and blue, NULL for the slider games. Columns rather than
    /// a child table: a round always has one number or three, and one row per round keeps reads a
    /// single query. Every existing round is converted; one whose text is not one or three whole
    /// numbers stops the upgrade, which is then rolled back.
    private static func storeBullsEyeNumbersInColumns(_ db: Database) throws {
        try db.execute(
            sql: """
                CREATE TABLE bullseye_round_v3 (
                    session INTEGER NOT NULL REFERENCES bullseye_session(id) ON DELETE CASCADE,
                    number INTEGER NOT NULL,
                    target_1 INTEGER NOT NULL,
                    target_2 INTEGER,
                    target_3 INTEGER,
                    guess_1 INTEGER NOT NULL,
                    guess_2 INTEGER,
                    guess_3 INTEGER,
                    difference INTEGER NOT NULL CHECK (difference BETWEEN 0 AND 100),
                    points INTEGER NOT NULL,
                    bonus INTEGER NOT NULL,
                    PRIMARY KEY (session, number),
                    CHECK ((target_2 IS NULL) = (target_3 IS NULL)),
                    CHECK ((guess_2 IS NULL) = (target_2 IS NULL) AND (guess_3 IS NULL) = (target_3 IS NULL))
                );
                """)
        // Raw rows, not the record types: a shipped migration must read the same tomorrow,
        // whatever the records become.
        for round in try Row.fetchAll(db, sql: "SELECT * FROM bullseye_round ORDER BY session, number") {
            let place = "BullsEye session \(round["session"] as Int64), round \(round["number"] as Int)"
            let target = try v2Numbers(round["target"], of: "the target of \(place)")
            let guess = try v2Numbers(round["guess"], of: "the guess of \(place)")
            guard target.count == guess.count else {
                throw DatabaseError(
                    resultCode: .SQLITE_MISMATCH,
                    message: "\(place) has a target and a guess of different sizes")
            }
            let kept: [DatabaseValue] = ["session", "number", "difference", "points", "bonus"].map { round[$0] }
            let numbers = (padded(target) + padded(guess)).map(\.databaseValue)
            try db.execute(
                sql: "INSERT INTO bullseye_round_v3 VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                arguments: StatementArguments(kept[0..<2] + numbers + kept[2...]))
        }
        try db.execute(sql: "DROP TABLE bullseye_round; ALTER TABLE bullseye_round_v3 RENAME TO bullseye_round")
    }

    /// One number or three, as the three columns of v3.
    private static func padded(_ numbers: [Int]) -> [Int?] {
        numbers + [Int?](repeating: nil, count: 3 - numbers.count)
    }

    /// Comma-joined whole numbers as v2 stored them, read the way v2 read them; one or three of them.
    private static func v2Numbers(_ text: String, of what: String) throws -> [Int] {
        let parts = text.split(separator: ",")
        let numbers = parts.compactMap { Int($0) }
        guard numbers.count == parts.count, numbers.count == 1 || numbers.count == 3 else {
            throw DatabaseError(
                resultCode: .SQLITE_MISMATCH,
                message: "\(what) is '\(text)', not one or three whole numbers")
        }
        return numbers
    }
}

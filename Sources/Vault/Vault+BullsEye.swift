import BullsEye
import GRDB

/// BullsEye sessions in the vault: a session played at the terminal is started first and gets
/// each round as it is played; simulated sessions arrive whole.
extension Vault {
    /// Records the start of a session played at the terminal; returns its id.
    public func startBullsEyeSession(_ variant: BullsEyeVariant, player: String) throws(VaultError) -> Int64 {
        try write { db in try insertSession(variant, player: player, source: .played, startedAt: now(), db) }
    }

    /// Adds the next round of a session.
    public func addBullsEyeRound(_ round: BullsEyeSession.Round, to session: Int64) throws(VaultError) {
        try write { db in
            let number = (try Int.fetchOne(db, sql: "SELECT count(*) FROM bullseye_round WHERE session = ?", arguments: [session]) ?? 0) + 1
            try insertRound(round, number: number, session: session, db)
        }
    }

    /// Records sessions of simulated players, all in one transaction; returns their ids.
    public func recordSimulatedBullsEyeSessions(_ sessions: [BullsEyeSession]) throws(VaultError) -> [Int64] {
        try write { db in
            try sessions.map { session in
                let id = try insertSession(session.variant, player: session.player, source: .simulated, startedAt: nil, db)
                for (index, round) in session.rounds.enumerated() { try insertRound(round, number: index + 1, session: id, db) }
                return id
            }
        }
    }

    /// Every session with at least one round, oldest first.
    public func bullsEyeSessions() throws(VaultError) -> [BullsEyeSession] {
        try read { db in
            let rounds = Dictionary(grouping: try Row.fetchAll(db, sql: "SELECT * FROM bullseye_round ORDER BY session, number"), by: { $0["session"] as Int64 })
            return try Row.fetchAll(db, sql: """
                SELECT s.id, s.variant, sheetgen_nfc(p.name) AS name, s.source, s.started_at FROM bullseye_session s JOIN player p ON p.id = s.player
                WHERE EXISTS (SELECT 1 FROM bullseye_round r WHERE r.session = s.id) ORDER BY s.id
                """).map { row in
                let id: Int64 = row["id"]
                guard let variant = BullsEyeVariant(rawValue: row["variant"]) else {
                    throw VaultError(path, "session \(id) has an unknown variant '\(row["variant"] as String)'")
                }
                return BullsEyeSession(
                    id: Int(id), variant: variant, player: row["name"],
                    rounds: try (rounds[id] ?? []).map { round in
                        BullsEyeSession.Round(target: try numbers(round["target"], session: id), guess: try numbers(round["guess"], session: id),
                                              difference: round["difference"], points: round["points"], bonus: round["bonus"])
                    },
                    playedAt: row["source"] == Source.played.rawValue ? row["started_at"] : nil)
            }
        }
    }

    private func insertSession(_ variant: BullsEyeVariant, player: String, source: Source, startedAt: String?, _ db: Database) throws -> Int64 {
        try db.execute(sql: "INSERT INTO bullseye_session (variant, player, source, started_at) VALUES (?, ?, ?, ?)",
                       arguments: [variant.rawValue, try playerID(db, player), source.rawValue, startedAt])
        return db.lastInsertedRowID
    }

    private func insertRound(_ round: BullsEyeSession.Round, number: Int, session: Int64, _ db: Database) throws {
        try db.execute(sql: "INSERT INTO bullseye_round (session, number, target, guess, difference, points, bonus) VALUES (?, ?, ?, ?, ?, ?, ?)",
                       arguments: [session, number, text(round.target), text(round.guess), round.difference, round.points, round.bonus])
    }

    private func text(_ numbers: [Int]) -> String {
        numbers.map(String.init).joined(separator: ",")
    }

    private func numbers(_ text: String, session: Int64) throws -> [Int] {
        let numbers = text.split(separator: ",").compactMap { Int($0) }
        guard !numbers.isEmpty, numbers.count == text.split(separator: ",").count else {
            throw VaultError(path, "session \(session) has a round whose values '\(text)' are not whole numbers")
        }
        return numbers
    }
}

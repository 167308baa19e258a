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
            let played = try StoredBullsEyeRound.filter(StoredBullsEyeRound.Columns.session == session).fetchCount(db)
            try insertRound(round, number: played + 1, session: session, db)
        }
    }

    /// Records sessions of simulated players, all in one transaction; returns their ids.
    public func recordSimulatedBullsEyeSessions(_ sessions: [BullsEyeSession]) throws(VaultError) -> [Int64] {
        try write { db in
            try sessions.map { session in
                let id = try insertSession(
                    session.variant, player: session.player, source: .simulated,
                    startedAt: session.playedAt, db)
                for (index, round) in session.rounds.enumerated() {
                    try insertRound(round, number: index + 1, session: id, db)
                }
                return id
            }
        }
    }

    /// Every session with at least one round, oldest first (a session left before its first
    /// round has nothing to show).
    public func bullsEyeSessions() throws(VaultError) -> [BullsEyeSession] {
        try read { db in
            let names = try normalizedPlayerNames(db)
            let rounds = Dictionary(
                grouping:
                    try StoredBullsEyeRound
                    .order(StoredBullsEyeRound.Columns.session, StoredBullsEyeRound.Columns.number)
                    .fetchAll(db), by: \.session)
            let sessions = try StoredBullsEyeSession.order(StoredBullsEyeSession.Columns.id).fetchAll(db)
            return try sessions.compactMap { session in
                let id = try stored(session.id, "a BullsEye session")
                guard let sessionRounds = rounds[id] else { return nil }
                guard let variant = BullsEyeVariant(rawValue: session.variant) else {
                    throw VaultError(path, "session \(id) has an unknown variant '\(session.variant)'")
                }
                return BullsEyeSession(
                    id: Int(id), variant: variant, player: try name(of: session.player, in: names),
                    rounds: sessionRounds.map(\.round),
                    playedAt: session.source == .imported ? nil : session.startedAt)
            }
        }
    }

    private func insertSession(
        _ variant: BullsEyeVariant, player: String, source: Source, startedAt: String?,
        _ db: Database
    ) throws -> Int64 {
        try StoredBullsEyeSession(
            variant: variant.rawValue, player: try playerID(db, player), source: source,
            startedAt: startedAt
        ).insert(db)
        return db.lastInsertedRowID
    }

    private func insertRound(_ round: BullsEyeSession.Round, number: Int, session: Int64, _ db: Database) throws {
        guard let stored = StoredBullsEyeRound(round, session: session, number: number) else {
            throw VaultError(
                path,
                "round \(number) of session \(session) does not have one number or three "
                    + "for both its target and its guess")
        }
        try stored.insert(db)
    }
}

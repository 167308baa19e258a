import BullsEye
import Play

/// BullsEye sessions kept in memory.
final class MemoryBullsEyeSessions: BullsEyeSessionStore {
    struct Session: Equatable {
        let variant: BullsEyeVariant
        let player: String
        var rounds: [BullsEyeSession.Round] = []
    }

    /// Session i + 1 at index i.
    private(set) var sessions: [Session] = []
    var failsToAddRounds = false

    func startSession(_ variant: BullsEyeVariant, player: String) throws -> Int64 {
        sessions.append(Session(variant: variant, player: player))
        return Int64(sessions.count)
    }

    func addRound(_ round: BullsEyeSession.Round, toSession id: Int64) throws {
        if failsToAddRounds { throw StoreFailure() }
        sessions[Int(id) - 1].rounds.append(round)
    }
}

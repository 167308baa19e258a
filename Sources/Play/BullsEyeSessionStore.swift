import BullsEye

/// Where a BullsEye session is kept while it is played (the players' vault, for the command):
/// every round is added as it is played, so a session stopped at any moment keeps its rounds.
public protocol BullsEyeSessionStore {
    /// Records a new session and returns its id.
    func startSession(_ variant: BullsEyeVariant, player: String) throws -> Int64
    /// Adds a played round to session `id`.
    func addRound(_ round: BullsEyeSession.Round, toSession id: Int64) throws
}

/// A finished game of Farkle as the players' vault records it. A real game's model has a target of
/// its own (`Sources/Farkle/`), its rules played with a `SeededRandom`; the example needs only
/// what its pages show.
public struct FarkleGame: Sendable {
    public let id: Int
    public let winner: String
    public let score: Int

    public init(id: Int, winner: String, score: Int) {
        (self.id, self.winner, self.score) = (id, winner, score)
    }
}

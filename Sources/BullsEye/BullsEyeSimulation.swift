import GameKit

/// A seeded player of some skill, for demo sessions: each guess lands within a spread of the
/// target that narrows as skill grows (skill 100 always hits; skill 0 is off by up to 25 on a
/// 1…100 slider, the same share of each colour channel), drawn uniformly.
public enum BullsEyeSimulation {
    public static func session(_ variant: BullsEyeVariant, rounds: Int, seed: UInt64, skill: Int, player: String)
        -> BullsEyeSession
    {
        precondition((0...100).contains(skill), "skill is 0 to 100")
        let records: [BullsEyeSession.Round]
        switch variant {
        case .classic, .reverse:
            records = play(rounds, seed: seed) { target, random in
                Position(
                    clamped(target.value + random.int(in: -spread(skill, 100)...spread(skill, 100)), to: Position.range)
                )!
            }
        case .rgb:
            records = play(rounds, seed: seed) { (target: RGB, random) in
                let spread = spread(skill, 255)
                let channels = target.numbers.map { clamped($0 + random.int(in: -spread...spread), to: RGB.channel) }
                return RGB(numbers: channels)!
            }
        }
        return BullsEyeSession(id: 0, variant: variant, player: player, rounds: records, playedAt: nil)
    }

    /// The rounds of one game: the targets come from the game's stream, the guesses from a
    /// second stream of the same seed, so a better player meets the same targets.
    private static func play<Target: BullsEyeTarget>(
        _ rounds: Int, seed: UInt64, guess: (Target, inout SeededRandom) -> Target
    ) -> [BullsEyeSession.Round] {
        var game = BullsEyeGame<Target>(random: SeededRandom.derived(from: seed, index: 0))
        var hand = SeededRandom.derived(from: seed, index: 1)
        return (0..<rounds).map { _ in game.play(guess(game.target, &hand)).record }
    }

    private static func spread(_ skill: Int, _ width: Int) -> Int {
        (100 - skill) * width / 400
    }

    private static func clamped(_ value: Int, to range: ClosedRange<Int>) -> Int {
        min(max(value, range.lowerBound), range.upperBound)
    }
}

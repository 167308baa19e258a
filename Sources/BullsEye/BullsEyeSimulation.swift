import Foundation
import GameKit

/// A seeded player of some skill, for demo sessions: each guess lands within a spread of the
/// target that narrows as skill grows (skill 100 always hits; skill 0 is off by up to 25 on a
/// 1…100 slider, the same share of each colour channel), drawn uniformly.
public enum BullsEyeSimulation {
    /// With `until`, the session was played on an evening of the four weeks up to that day (see
    /// `playedAt`); without, it has no time.
    public static func session(
        _ variant: BullsEyeVariant, rounds: Int, seed: UInt64, skill: Int, player: String, until: Date? = nil
    ) -> BullsEyeSession {
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
        let formatter = ISO8601DateFormatter()
        formatter.timeZone = TimeZone(identifier: "UTC")
        return BullsEyeSession(
            id: 0, variant: variant, player: player, rounds: records,
            playedAt: until.map { formatter.string(from: playedAt(seed: seed, until: $0)) })
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

    /// When a simulated session was played: an evening (19:00 to 22:59, UTC) of one of the 28
    /// days up to the day `until` begins, from a stream of the seed of its own (index 2; the
    /// targets and guesses take 0 and 1).
    public static func playedAt(seed: UInt64, until: Date) -> Date {
        var random = SeededRandom.derived(from: seed, index: 2)
        let days = random.int(in: 0...27), minutes = random.int(in: 0...239)
        return until.addingTimeInterval(TimeInterval(-days * 86_400 + 19 * 3600 + minutes * 60))
    }

    private static func spread(_ skill: Int, _ width: Int) -> Int {
        (100 - skill) * width / 400
    }

    private static func clamped(_ value: Int, to range: ClosedRange<Int>) -> Int {
        min(max(value, range.lowerBound), range.upperBound)
    }
}

import BullsEye
import GameKit
import Testing

@Suite struct BullsEyeTests {
    @Test(arguments: [
        (0, 100, 100, "Perfect!"), (1, 99, 50, "You almost had it!"), (2, 98, 0, "You almost had it!"),
        (4, 96, 0, "You almost had it!"), (5, 95, 0, "Pretty good!"), (9, 91, 0, "Pretty good!"),
        (10, 90, 0, "Not even close..."), (99, 1, 0, "Not even close..."),
    ])
    func scoringFollowsTheTable(difference: Int, points: Int, bonus: Int, title: String) {
        let exact = BullsEyeRound(target: Position(1)!, guess: Position(1 + difference)!)
        #expect(
            exact.difference == difference && exact.points == points && exact.bonus == bonus
                && exact.total == points + bonus)
        #expect(exact.title == title)
    }

    @Test func roundsCountFromOneAndTheBonusCountsInTheTotal() {
        var game = BullsEyeGame<Position>(random: SeededRandom(seed: 3))
        #expect(game.round == 1 && game.score == 0)
        let first = game.play(game.target)
        let second = game.play(Position(game.target.value == 100 ? 99 : game.target.value + 1)!)
        #expect(first.total == 200 && second.total == 149)
        #expect(game.round == 3 && game.score == 349)
        game.startOver()
        #expect(game.round == 1 && game.score == 0 && game.rounds.isEmpty)
    }

    @Test func colourDifferencesAreEuclideanOnAScaleOfAHundred() {
        let black = RGB(red: 0, green: 0, blue: 0)!, white = RGB(red: 255, green: 255, blue: 255)!
        #expect(RGB.difference(black, white) == 100 && RGB.difference(white, white) == 0)
        #expect(RGB.difference(black, RGB(red: 255, green: 0, blue: 0)!) == 58, "255 / 441.67 = 57.7%, rounded")
        #expect(
            RGB.difference(black, RGB(red: 2, green: 2, blue: 2)!) == 1
                && RGB.difference(black, RGB(red: 1, green: 1, blue: 1)!) == 0)
        var random = SeededRandom(seed: 11)
        for _ in 0..<5_000 {
            let a = RGB.random(using: &random), b = RGB.random(using: &random)
            #expect((0...100).contains(RGB.difference(a, b)) && RGB.difference(a, b) == RGB.difference(b, a))
        }
        #expect(RGB(red: 256, green: 0, blue: 0) == nil && Position(0) == nil && Position(101) == nil)
        #expect(RGB(red: 31, green: 79, blue: 180)!.hex == "#1f4fb4")
    }

    @Test func hintsGoFromWarmRedToColdBlue() {
        #expect(
            [0, 10, 11, 20, 21, 30, 31, 99].map(BullsEyeHint.words) == [
                "Warmer", "Warmer", "Warm", "Warm", "Cold", "Cold", "Colder", "Colder",
            ])
        #expect(BullsEyeHint.colour(0) == RGB(red: 255, green: 0, blue: 0))
        #expect(BullsEyeHint.colour(25) == RGB(red: 128, green: 0, blue: 128))
        #expect(
            BullsEyeHint.colour(50) == RGB(red: 0, green: 0, blue: 255)
                && BullsEyeHint.colour(90) == BullsEyeHint.colour(50))
    }

    /// Over thousands of seeds: targets in range, the same seed the same session, a perfect player
    /// always scores 200, and more skill never scores less on the same targets on average.
    @Test func simulatedPlayersKeepTheRules() {
        for variant in BullsEyeVariant.allCases {
            var totals: [Int: Int] = [:]
            for seed in UInt64(0)..<1_000 {
                let session = BullsEyeSimulation.session(variant, rounds: 5, seed: seed, skill: 60, player: "Ann")
                #expect(session == BullsEyeSimulation.session(variant, rounds: 5, seed: seed, skill: 60, player: "Ann"))
                for round in session.rounds {
                    let range = variant == .rgb ? RGB.channel : Position.range
                    #expect(
                        round.target.count == (variant == .rgb ? 3 : 1)
                            && (round.target + round.guess).allSatisfy(range.contains))
                    #expect(
                        round.points == 100 - round.difference && round.bonus == BullsEyeScoring.bonus(round.difference)
                    )
                }
                for skill in [0, 60, 100] {
                    totals[skill, default: 0] +=
                        BullsEyeSimulation.session(variant, rounds: 5, seed: seed, skill: skill, player: "Ann").total
                }
                #expect(
                    BullsEyeSimulation.session(variant, rounds: 5, seed: seed, skill: 100, player: "Ann").total == 1_000
                )
            }
            #expect(totals[0]! < totals[60]! && totals[60]! < totals[100]!, "\(variant): \(totals)")
        }
    }
}

import GameKit
import Ghost
import Testing

/// Elo ratings for Ghost.
@Suite struct GhostRatingsTests {
    static func game(_ id: Int, _ winner: String, beat loser: String) -> GhostRecord {
        GhostRecord(id: id, language: .english, players: [winner, loser], winner: winner, rounds: [], finishedAt: nil)
    }

    /// Worked by hand: both start at 1500, so Ann's win was expected half: she gains 32 × 0.5.
    /// Then Bob, at 1484, beats Ann at 1516: his expected score is 1 / (1 + 10^(32/400)) =
    /// 0.454079, so he gains 32 × 0.545921 = 17.4695.
    @Test func twoGamesWorkedByHand() throws {
        let ratings = GhostRatings([Self.game(1, "Ann", beat: "Bob"), Self.game(2, "Bob", beat: "Ann")])
        let ann = try #require(ratings.byPlayer["Ann"]), bob = try #require(ratings.byPlayer["Bob"])
        #expect(ann.history.map(\.rating) == [1516, ann.rating] && bob.history.map(\.rating) == [1484, bob.rating])
        #expect(abs(bob.rating - 1501.4695) < 0.0005 && abs(ann.rating - 1498.5305) < 0.0005)
        #expect(ann.peak == 1516 && ann.peakGame == 1 && bob.peak == bob.rating)
        #expect(bob.peakGame == 2 && ann.games == 2 && ann.isProvisional)
    }

    @Test func aPlayerWithoutGamesStaysAtTheStartAndTenGamesMakeARatingFirm() throws {
        let games = (1...10).map { Self.game($0, "Ann", beat: "Bob") }
        let ratings = GhostRatings(games, players: ["Cy"])
        let cy = try #require(ratings.byPlayer["Cy"])
        #expect(cy.rating == 1500 && cy.games == 0 && cy.peak == 1500 && cy.peakGame == nil && cy.history.isEmpty)
        #expect(try #require(ratings.byPlayer["Ann"]).isProvisional == false)
        #expect(GhostRatings(Array(games.prefix(9))).byPlayer["Ann"]?.isProvisional == true)
        // Each win over a weaker player gains less.
        let gains = zip([1500.0] + ratings.byPlayer["Ann"]!.history.map(\.rating), ratings.byPlayer["Ann"]!.history)
            .map { $1.rating - $0 }
        #expect(zip(gains, gains.dropFirst()).allSatisfy { $0 > $1 } && gains.allSatisfy { $0 > 0 })
    }

    /// Over thousands of random games: what one gains the other loses, so the ratings always sum
    /// to 1500 a player; and the games count in the order of their ids, whatever order they come in.
    @Test func ratingsAreZeroSumAndFollowTheGamesIds() {
        var random = SeededRandom(seed: 19)
        let names = ["Ann", "Bob", "Cy", "Dee", "Eve", "Fay"]
        var games: [GhostRecord] = []
        for id in 1...3_000 {
            let first = random.pick(names)
            let second = random.pick(names.filter { $0 != first })
            games.append(
                random.int(in: 0...2) == 0 ? Self.game(id, second, beat: first) : Self.game(id, first, beat: second))
        }
        let ratings = GhostRatings(games)
        let total = ratings.byPlayer.values.reduce(0) { $0 + $1.rating }
        #expect(abs(total - 1500 * Double(ratings.byPlayer.count)) < 1e-6)
        #expect(ratings.byPlayer.values.reduce(0) { $0 + $1.games } == 2 * games.count)
        var shuffled = games
        for index in shuffled.indices.reversed() { shuffled.swapAt(index, random.int(in: 0...index)) }
        #expect(GhostRatings(shuffled).byPlayer == ratings.byPlayer)
        for rating in ratings.byPlayer.values {
            #expect(rating.peak == max(1500, rating.history.map(\.rating).max() ?? 1500))
        }
    }
}

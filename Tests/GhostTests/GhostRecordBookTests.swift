import Ghost
import Testing

/// The records a group of Ghost players sets.
@Suite struct GhostRecordBookTests {
    typealias Game = GhostRatingsTests

    @Test func theLongestStreakIsTheFirstToReachItsLengthAndALossEndsOne() {
        let games = [
            Game.game(1, "Ann", beat: "Bob"), Game.game(2, "Ann", beat: "Cy"), Game.game(3, "Ann", beat: "Bob"),
            Game.game(4, "Bob", beat: "Ann"), Game.game(5, "Bob", beat: "Cy"), Game.game(6, "Bob", beat: "Ann"),
            Game.game(7, "Cy", beat: "Bob"),
        ]
        // Given in another order: games count in the order of their ids.
        let book = GhostRecordBook(games.reversed(), ratings: GhostRatings(games))
        let streak = book.longestStreak
        #expect(streak?.player == "Ann" && streak?.wins == 3 && streak?.firstGame == 1 && streak?.lastGame == 3)
        let ratings = GhostRatings(games)
        let highest = ratings.byPlayer.values.max { $0.peak < $1.peak }!
        #expect(book.highestRating?.player == highest.player && book.highestRating?.rating == highest.peak)
        #expect(book.highestRating?.game == highest.peakGame)
        #expect(GhostRecordBook([], ratings: GhostRatings([])) == GhostRecordBook([], ratings: GhostRatings([])))
        #expect(GhostRecordBook([], ratings: GhostRatings([], players: ["Ann"])).longestStreak == nil)
        #expect(GhostRecordBook([], ratings: GhostRatings([], players: ["Ann"])).highestRating == nil)
    }

    @Test func aStreakThatGoesOnLongerTakesTheRecord() {
        let games =
            [Game.game(1, "Ann", beat: "Bob"), Game.game(2, "Ann", beat: "Bob"), Game.game(3, "Bob", beat: "Ann")]
            + (4...6).map { Game.game($0, "Bob", beat: "Ann") }
        let book = GhostRecordBook(games, ratings: GhostRatings(games))
        let streak = book.longestStreak
        #expect(streak?.player == "Bob" && streak?.wins == 4 && streak?.firstGame == 3 && streak?.lastGame == 6)
    }

    /// Each raise of a record, worked by hand: Ann's second win is the first streak of two, her
    /// third a streak of three; her first win takes her to 1516, above anyone's before, and her
    /// next two go higher still; Bob's wins afterwards take no one higher.
    @Test func everyRaiseOfARecordIsKeptWithItsGame() {
        let games = [
            Game.game(1, "Ann", beat: "Bob"), Game.game(2, "Ann", beat: "Cy"), Game.game(3, "Ann", beat: "Bob"),
            Game.game(4, "Bob", beat: "Ann"),
        ]
        let raised = GhostRecordBook(games, ratings: GhostRatings(games)).raised
        #expect(raised.map(\.game) == [1, 2, 2, 3, 3])
        #expect(raised.map(\.kind) == [.rating, .streak, .rating, .streak, .rating])
        #expect(raised.allSatisfy { $0.player == "Ann" })
        #expect(raised[0].mark == 1516 && raised[1].mark == 2 && raised[3].mark == 3)
        #expect(raised[2].mark > raised[0].mark && raised[4].mark > raised[2].mark)
    }
}

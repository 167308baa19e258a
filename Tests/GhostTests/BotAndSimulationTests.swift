import GameKit
import Ghost
import TestSupport
import Testing

@Suite struct BotAndSimulationTests {
    /// Over a thousand seeded games on the real English list: every round ends by the rules, and
    /// a bot only ever lost a round when no letter was safe. The rules are checked against the
    /// plain sets of `WordOracle`, not against the list the bots played with.
    @Test(.enabled(if: RequiredTool.englishWords.canTest, "needs /usr/share/dict/american-english (Debian: wamerican)"))
    func simulatedGamesKeepTheRulesAndBotsNeverLoseNeedlessly() throws {
        let (words, oracle) = try SystemWords.english()
        let players = ["Joey", "Ally", "Kaylie", "Lisa"]
        for index in 0..<1_000 {
            let game = GhostSimulation.game(index, seed: 7, players: players, language: .english, words: words)
            #expect(game.isOver && game.players[0] != game.players[1])
            #expect(game.losses.sorted() == [game.losses.min()!, 5] && game.losses.min()! < 5)
            for round in game.rounds {
                let fragment = round.fragment
                switch round.reason {
                case .completedWord: #expect(fragment.count > 3 && oracle.isWord(fragment), "\(fragment)")
                case .deadFragment: #expect(!oracle.hasWord(startingWith: fragment), "\(fragment)")
                case nil: Issue.record("a played round knows why it ended")
                }
                for end in fragment.indices.dropFirst() {  // every earlier fragment was still in play
                    let earlier = String(fragment[..<end])
                    let inPlay = oracle.hasWord(startingWith: earlier) && !(earlier.count > 3 && oracle.isWord(earlier))
                    #expect(inPlay, "\(earlier)")
                }
                let before = String(fragment.dropLast())
                let safe = WordList.alphabet.contains { letter in
                    let next = before + String(letter)
                    return oracle.hasWord(startingWith: next) && !(next.count > 3 && oracle.isWord(next))
                }
                #expect(!safe, "the loser of '\(fragment)' had a safe letter")
            }
        }
    }

    @Test(.enabled(if: RequiredTool.dutchWords.canTest, "needs /usr/share/dict/nederlands (Debian: wdutch)"))
    func theSameSeedPlaysTheSameGame() throws {
        let words = try SystemWords.dutch()
        let players = ["Bas", "Lo", "Wilene"]
        let first = (0..<50).map {
            GhostSimulation.game($0, seed: 42, players: players, language: .dutch, words: words)
        }
        let again = (0..<50).map {
            GhostSimulation.game($0, seed: 42, players: players, language: .dutch, words: words)
        }
        #expect(first == again)
        #expect(Set(first.flatMap(\.players)) == Set(players))
        #expect(GhostSimulation.game(0, seed: 43, players: players, language: .dutch, words: words) != first[0])
    }

    @Test func standingsRankByWinsThenRateAndShareTies() {
        func record(_ id: Int, _ players: [String], winner: String) -> GhostRecord {
            GhostRecord(id: id, language: .english, players: players, winner: winner, rounds: [], finishedAt: nil)
        }
        let records = [
            record(1, ["Ann", "Bob"], winner: "Ann"), record(2, ["Ann", "Cy"], winner: "Cy"),
            record(3, ["Bob", "Cy"], winner: "Bob"), record(4, ["Ann", "Dee"], winner: "Ann"),
        ]
        let table = GhostStanding.table(records, players: ["Eve"])
        #expect(table.map(\.player) == ["Ann", "Bob", "Cy", "Dee", "Eve"])
        #expect(table.map(\.rank) == [1, 2, 2, 4, 5])
        #expect(table.map(\.wins) == [2, 1, 1, 0, 0] && table.map(\.games) == [3, 2, 2, 1, 0])
        #expect(abs(table[0].winRate - 2.0 / 3) < 1e-12 && table[4].winRate == 0)
    }
}

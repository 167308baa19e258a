import GameKit
import Ghost
import Testing

@Suite struct GhostGameTests {
    static let words = WordList(text: Array("pea\npear\npeal\ncat\nqat\nzebra\n".utf8))

    static func play(_ letters: String, in game: inout GhostGame) -> [GhostMove] {
        letters.map { game.add($0, words: words) }
    }

    @Test func completingAWordOfFourLettersLosesTheRound() {
        var game = GhostGame(players: ["Ann", "Bob"], language: .english)
        let moves = Self.play("pear", in: &game)
        #expect(moves.dropLast().allSatisfy { $0 == .continues }, "pea is a word but only three letters long")
        #expect(moves.last == .roundLost(GhostRound(fragment: "pear", loser: 1, reason: .completedWord)))
        #expect(game.letters(of: 1) == "G" && game.letters(of: 0) == "")
        #expect(game.fragment == "" && game.starter == 1 && game.current == 1)
    }

    @Test func aFragmentNoWordStartsWithLosesTheRound() {
        var game = GhostGame(players: ["Ann", "Bob"], language: .english)
        #expect(
            Self.play("pz", in: &game).last == .roundLost(GhostRound(fragment: "pz", loser: 1, reason: .deadFragment)))
        // A three-letter word nothing longer starts with is safe; the next letter is not.
        #expect(Self.play("cat", in: &game) == [.continues, .continues, .continues])
        #expect(
            Self.play("s", in: &game) == [.roundLost(GhostRound(fragment: "cats", loser: 0, reason: .deadFragment))])
    }

    @Test func startersAlternateAndFiveLettersLoseTheGame() {
        var game = GhostGame(players: ["Ann", "Bob"], language: .english)
        var starters: [Int] = []
        while !game.isOver {
            starters.append(game.current)
            _ = Self.play("x", in: &game)  // the starter makes a dead fragment at once
        }
        #expect(starters == [0, 1, 0, 1, 0, 1, 0, 1, 0])
        #expect(game.losses == [5, 4] && game.winner == 1)
        #expect(game.letters(of: 0) == "GHOST" && game.letters(of: 1) == "GHOS")
        #expect(game.rounds.last == GhostRound(fragment: "x", loser: 0, reason: .deadFragment))
    }

    @Test func aResumedGameGoesOnWhereItStood() {
        let lost = GhostRound(fragment: "x", loser: 0, reason: .deadFragment)
        var game = GhostGame(
            players: ["Ann", "Bob"], language: .english, rounds: Array(repeating: lost, count: 4), fragment: "pe")
        #expect(game.starter == 0 && game.current == 0 && game.letters(of: 0) == "GHOS")
        #expect(game.add("a", words: Self.words) == .continues)
        #expect(
            game.add("l", words: Self.words)
                == .roundLost(GhostRound(fragment: "peal", loser: 1, reason: .completedWord)))
        #expect(!game.isOver && game.current == 1)
        #expect(game.add("q", words: Self.words) == .continues)
        #expect(
            game.add("q", words: Self.words)
                == .gameOver(GhostRound(fragment: "qq", loser: 0, reason: .deadFragment), winner: 1))
        #expect(game.isOver && game.winner == 1)
    }

    @Test func typedLettersAreReadAsTheOriginalDid() {
        #expect(GhostInput.letter(from: "A") == .success("a"))
        #expect(GhostInput.letter(from: " - \n") == .success("-"))
        #expect(GhostInput.letter(from: "'") == .success("'"))
        #expect(GhostInput.letter(from: "") == .failure(.nothing))
        #expect(GhostInput.letter(from: "ab") == .failure(.tooMany("ab")))
        #expect(GhostInput.letter(from: "7") == .failure(.notALetter("7")))
        #expect(GhostInput.letter(from: "é") == .failure(.notALetter("é")))
    }
}

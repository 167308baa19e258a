import Foundation
import Ghost
import Play
import Testing

@Suite struct GhostPlaySessionTests {
    static let words = WordList(text: Array("pea\npear\npeal\ncat\nqat\nzebra\n".utf8))
    /// Ann loses every round: she makes a dead fragment at once, or answers Bob's p with x.
    static let annLoses = ["x", "p", "x", "x", "p", "x", "x"]

    /// A session of `players` over `store`, with the test's words for every language asked, which
    /// `asked` keeps.
    final class Table {
        let store: MemoryGhostGames
        let script: ScriptedConsole
        private(set) var asked: [GhostLanguage] = []

        init(_ typed: [String], store: MemoryGhostGames = MemoryGhostGames()) {
            self.store = store
            script = ScriptedConsole(typed)
        }

        func play(
            _ players: [String] = ["Ann", "Bob"], language: GhostLanguage? = nil, startsNew: Bool = false,
            echoing: Bool = true, wordList: ((GhostLanguage) throws -> WordList)? = nil
        ) throws {
            let words = wordList ?? { _ in GhostPlaySessionTests.words }
            let session = GhostPlaySession(
                players: players, language: language, startsNew: startsNew, store: store,
                wordList: { [self] language in
                    asked.append(language)
                    return try words(language)
                },
                console: script.console(echoing: echoing)
            )
            try session.play()
        }
    }

    @Test func aGameIsPlayedToTheEndAndSavedAfterEveryLetter() throws {
        let table = Table(Self.annLoses + ["left over"])
        try table.play()
        #expect(table.store.saves.count == Self.annLoses.count)
        #expect(table.store.saves.map(\.fragment) == ["", "p", "", "", "p", "", ""])
        #expect(table.store.saves.map { $0.rounds.count } == [1, 1, 2, 3, 3, 4, 5])
        let game = try #require(table.store.games[1])
        #expect(table.store.games.count == 1 && game.isOver && game.winner == 1 && game.language == .english)
        #expect(table.asked == [.english] && table.script.unread == ["left over"])
        let transcript = table.script.transcript
        #expect(transcript.hasPrefix("\nFragment (a new round)    Ann: -    Bob: -\nAnn, your letter: x\n"))
        #expect(
            transcript.contains(
                "\nFragment \"p\"    Ann: G    Bob: -\nAnn, your letter: x\n"
                    + "Ann loses the round: no word starts with \"px\". Ann has GH.\n"))
        #expect(
            transcript.hasSuffix(
                "Ann loses the round: no word starts with \"x\". Ann has GHOST.\nGAME OVER Bob Won\n"))
        let askedWhom = ["Ann", "Bob", "Ann", "Ann", "Bob", "Ann", "Ann"]
        #expect(table.script.prompts == askedWhom.map { "\($0), your letter: " })
    }

    @Test func completingAWordLosesTheRoundInTheOriginalsWords() throws {
        let table = Table(["p", "e", "a", "r"])
        try table.play()
        #expect(
            table.script.transcript.contains(
                "Bob, your letter: r\nBob loses the round: \"pear\" is a word. Bob has G.\n"))
    }

    @Test(arguments: [
        ("1", "'1' cannot be played: use a letter a–z, an apostrophe or a hyphen"),
        ("ab", "one letter at a time (you typed 2 characters)"),
        ("", "type one letter"),
        ("   ", "type one letter"),
        ("é", "'é' cannot be played: use a letter a–z, an apostrophe or a hyphen"),
    ])
    func anInvalidLetterIsAskedForAgainWithTheReason(typed: String, reason: String) throws {
        let table = Table([typed, typed, "P"])
        try table.play()
        let again = "Ann, your letter: \(typed)\n  \(reason)\n"
        #expect(
            table.script.transcript.hasPrefix(
                "\nFragment (a new round)    Ann: -    Bob: -\n" + again + again
                    + "Ann, your letter: P\n\nFragment \"p\"    Ann: -    Bob: -\n"), "\(table.script.transcript)")
        #expect(table.store.saves.map(\.fragment) == ["p"])
    }

    @Test func theEndOfInputLeavesTheGameSavedAndSaysHowToPlayOn() throws {
        let table = Table(["p", "e"])
        try table.play()
        let game = try #require(table.store.games[1])
        #expect(!game.isOver && game.fragment == "pe" && table.store.saves.last == game)
        #expect(
            table.script.transcript.hasSuffix(
                "\nFragment \"pe\"    Ann: -    Bob: -\nAnn, your letter: "
                    + "\nGame saved. Play on with: sheetgen ghost play --players Ann Bob\n"))
    }

    @Test func namesTheShellWouldSplitAreQuotedInTheWayToPlayOn() throws {
        let table = Table([])
        try table.play(["Ann Lee", "O'Brien"])
        #expect(table.script.transcript.hasSuffix("--players 'Ann Lee' 'O'\\''Brien'\n"))
    }

    @Test func typedAnswersAreNotEchoedBackOnlyPipedOnes() throws {
        let typed = Table(["p"]), piped = Table(["p"])
        try typed.play(echoing: false)
        try piped.play(echoing: true)
        #expect(typed.script.transcript.contains("Ann, your letter: \nFragment \"p\""))
        #expect(piped.script.transcript.contains("Ann, your letter: p\n\nFragment \"p\""))
        #expect(
            piped.script.transcript.replacingOccurrences(of: "your letter: p\n", with: "your letter: ")
                == typed.script.transcript)
    }

    static func unfinished() -> GhostGame {
        let lost = GhostRound(fragment: "x", loser: 0, reason: .deadFragment)
        return GhostGame(players: ["Ann", "Bob"], language: .dutch, rounds: [lost], fragment: "pe")
    }

    @Test func anUnfinishedGameIsResumedInItsOwnLanguageWhoeverIsNamedFirst() throws {
        let table = Table(["a", "l"], store: MemoryGhostGames([7: Self.unfinished()]))
        try table.play(["Bob", "Ann"])
        #expect(table.asked == [.dutch])
        #expect(
            table.script.transcript.hasPrefix(
                "Resuming game 7 (Dutch).\n\nFragment \"pe\"    Ann: G    Bob: -\n"
                    + "Bob, your letter: a\n\nFragment \"pea\"    Ann: G    Bob: -\nAnn, your letter: l\n"
                    + "Ann loses the round: \"peal\" is a word. Ann has GH.\n"))
        #expect(table.store.games.keys.sorted() == [7] && table.store.saves.count == 2)
        #expect(table.store.games[7]?.rounds.count == 2 && table.store.games[7]?.language == .dutch)
    }

    @Test func anotherLanguageIsRefusedAndChangesNothing() throws {
        let table = Table(["a"], store: MemoryGhostGames([7: Self.unfinished()]))
        #expect(throws: GhostPlayError.unfinishedGameInAnotherLanguage(players: ["Bob", "Ann"], language: .dutch)) {
            try table.play(["Bob", "Ann"], language: .english)
        }
        #expect(
            GhostPlayError.unfinishedGameInAnotherLanguage(players: ["Bob", "Ann"], language: .dutch).description
                == "Bob and Ann have an unfinished dutch game: finish it, or pass --new to start over")
        #expect(table.asked.isEmpty && table.script.transcript.isEmpty && table.store.saves.isEmpty)
        #expect(table.store.games == [7: Self.unfinished()] && table.store.abandoned.isEmpty)
    }

    @Test func theSameLanguageAsTheUnfinishedGameResumesIt() throws {
        let table = Table([], store: MemoryGhostGames([7: Self.unfinished()]))
        try table.play(["Ann", "Bob"], language: .dutch)
        #expect(table.script.transcript.hasPrefix("Resuming game 7 (Dutch).\n"))
    }

    @Test func aNewGameDropsTheUnfinishedOneOnlyOnceItsWordsAreRead() throws {
        let table = Table(["x"], store: MemoryGhostGames([7: Self.unfinished()]))
        #expect(throws: StoreFailure.self) {
            try table.play(startsNew: true, wordList: { _ in throw StoreFailure() })
        }
        #expect(table.store.games == [7: Self.unfinished()] && table.store.abandoned.isEmpty)
        #expect(table.script.transcript.isEmpty && table.asked == [.english])

        try table.play(startsNew: true)
        #expect(table.store.abandoned == [7] && table.store.games.keys.sorted() == [8])
        #expect(table.store.games[8]?.language == .english && table.store.games[8]?.rounds.count == 1)
        #expect(!table.script.transcript.contains("Resuming"))
    }

    @Test func aSaveThatFailsEndsThePlay() throws {
        let store = MemoryGhostGames()
        store.failingFromSave = 1
        let table = Table(["p", "e", "a"], store: store)
        #expect(throws: StoreFailure.self) { try table.play() }
        #expect(store.saves.map(\.fragment) == ["p"] && table.script.unread == ["a"])
        #expect(table.script.transcript.hasSuffix("Bob, your letter: e\n"))
    }
}

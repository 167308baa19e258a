import BullsEye
import GameKit
import Play
import Testing

@Suite struct BullsEyePlaySessionTests {
    static func play(
        _ variant: BullsEyeVariant, seed: UInt64, _ typed: [String], swatches: SwatchStyle = .hexCode,
        store: MemoryBullsEyeSessions = MemoryBullsEyeSessions()
    ) throws -> (store: MemoryBullsEyeSessions, script: ScriptedConsole) {
        let script = ScriptedConsole(typed)
        let session = BullsEyePlaySession(
            variant: variant, player: "Ann", random: SeededRandom(seed: seed), swatches: swatches, store: store,
            console: script.console()
        )
        try session.play()
        return (store, script)
    }

    @Test func aClassicSessionScoresAndStoresEveryRound() throws {
        let (store, script) = try Self.play(.classic, seed: 4, ["50", "37"])
        var game = BullsEyeGame<Position>(random: SeededRandom(seed: 4))
        let rounds = [50, 37].compactMap(Position.init).map { game.play($0).record }
        #expect(store.sessions == [.init(variant: .classic, player: "Ann", rounds: rounds)])
        let slider = BullsEyeTerminal.slider(nil, marks: [50])
        let first = try #require(rounds.first)
        #expect(
            script.transcript.hasPrefix(
                "Bull's Eye for Ann. Put the bull's eye as close as you can to the number: "
                    + "type where the slider (1-100) should go.\n\nRound 1 · Score 0\nAim for \(first.target[0]):  "
                    + "\(slider)  "
                    + "▲ your slider, at 50\nYour number: 50\n\(first.title) You scored \(first.total) points"))
        #expect(script.transcript.contains("\nRound 2 · Score \(first.total)\nAim for \(rounds[1].target[0]):"))
        #expect(
            script.transcript.hasSuffix(
                "\nRound 3 · Score \(game.score)\nAim for \(game.target.value):  "
                    + "\(slider)  ▲ your slider, at 50\nYour number: \nSession 1 saved: 2 rounds, \(game.score) "
                    + "points.\n"
            ))
    }

    @Test func aResultTellsTheScoreTheDifferenceAndTheHint() {
        let terminal = BullsEyeTerminal(variant: .reverse, swatches: .hexCode)
        let round = BullsEyeRound(target: Position(40)!, guess: Position(39)!).record
        #expect(
            terminal.result(round: round, score: 150) == """
                You almost had it! You scored 149 points (bonus 50).
                Target 40, you said 39: difference 1 (Warmer).
                  \(BullsEyeTerminal.slider(40, marks: [39]))  ● target  ▲ you
                Score 150.
                """)
        #expect(terminal.task(target: [40]) == "Where is it?  \(BullsEyeTerminal.slider(40, marks: []))")
    }

    @Test(arguments: [
        (BullsEyeVariant.classic, "abc", "'abc' is not a whole number: type digits, or `over` to start over"),
        (.classic, "101", "101 is out of range: type 1 to 100"),
        (.classic, "99999999999999999999", "99999999999999999999 is out of range: type 1 to 100"),
        (.reverse, "0", "0 is out of range: type 1 to 100"),
        (.classic, "", "type one number"),
        (.classic, "1 2", "type one number"),
        (.rgb, "1 2", "type three numbers: red, green and blue"),
        (.rgb, "1,2,3,4", "type three numbers: red, green and blue"),
        (.rgb, "1,2,x", "'x' is not a whole number: type digits, or `over` to start over"),
        (.rgb, "256 0 0", "256 is out of range: type 0 to 255"),
        (.rgb, "-1 0 0", "-1 is out of range: type 0 to 255"),
    ])
    func anInvalidGuessIsAskedForAgainWithTheReason(variant: BullsEyeVariant, typed: String, reason: String) throws {
        let (store, script) = try Self.play(variant, seed: 1, [typed, typed])
        let prompt = variant == .rgb ? "Red green blue: " : "Your number: "
        let again = "\(prompt)\(typed)\n  \(reason)\n"
        #expect(script.transcript.hasSuffix(again + again + prompt + "\nSession 1 saved: 0 rounds, 0 points.\n"))
        #expect(store.sessions.map(\.rounds) == [[]])
    }

    @Test func overStartsANewSessionAtRoundOne() throws {
        let (store, script) = try Self.play(.rgb, seed: 4, ["10 200 30", " Over ", "0,0,0"])
        var game = BullsEyeGame<RGB>(random: SeededRandom(seed: 4))
        let first = game.play(try #require(RGB(red: 10, green: 200, blue: 30))).record
        game.startOver()
        let second = game.play(try #require(RGB(red: 0, green: 0, blue: 0))).record
        #expect(
            store.sessions == [
                .init(variant: .rgb, player: "Ann", rounds: [first]),
                .init(variant: .rgb, player: "Ann", rounds: [second]),
            ])
        #expect(script.transcript.contains("Red green blue:  Over \nStarting over: session 2.\n\nRound 1 · Score 0\n"))
        #expect(
            script.transcript.hasSuffix(
                "Score \(second.total).\n\nRound 2 · Score \(second.total)\n"
                    + "Match this colour:  [\(game.target.hex)]\nRed green blue: "
                    + "\nSession 2 saved: 1 round, \(second.total) points.\n"))
    }

    @Test func aColourRoundShowsBothColours() throws {
        let (store, script) = try Self.play(.rgb, seed: 9, ["10 20 30"])
        let round = try #require(store.sessions.first?.rounds.first)
        let target = try #require(RGB(numbers: round.target))
        #expect(script.transcript.contains("Match this colour:  [\(target.hex)]\nRed green blue: 10 20 30\n"))
        #expect(
            script.transcript.contains(
                "Target R \(target.red) G \(target.green) B \(target.blue): "
                    + "[\(target.hex)]  you: [#0a141e]  difference \(round.difference).\n"))
    }

    @Test func theEndOfInputAtOnceLeavesAnEmptySession() throws {
        let (store, script) = try Self.play(.reverse, seed: 6, [])
        #expect(store.sessions == [.init(variant: .reverse, player: "Ann")])
        #expect(
            script.transcript.hasPrefix(
                "Reverse Bull's Eye for Ann. Guess where the slider is: type its number (1-100).\n"))
        #expect(script.transcript.hasSuffix("Your number: \nSession 1 saved: 0 rounds, 0 points.\n"))
    }

    @Test func aRoundThatCannotBeStoredEndsThePlay() throws {
        let store = MemoryBullsEyeSessions()
        store.failsToAddRounds = true
        #expect(throws: StoreFailure.self) { try Self.play(.classic, seed: 1, ["5", "6"], store: store) }
        #expect(store.sessions.count == 1)
    }

    @Test func swatchesFollowTheTerminal() {
        #expect(SwatchStyle(outputIsTerminal: false, colorTerm: "truecolor") == .hexCode)
        #expect(SwatchStyle(outputIsTerminal: true, colorTerm: nil) == .colourCube)
        #expect(SwatchStyle(outputIsTerminal: true, colorTerm: "truecolor") == .trueColour)
        #expect(SwatchStyle(outputIsTerminal: true, colorTerm: "24bit") == .trueColour)
        func swatch(_ style: SwatchStyle, _ channels: [Int]) -> String {
            BullsEyeTerminal(variant: .rgb, swatches: style).swatch(channels)
        }
        #expect(swatch(.hexCode, [10, 20, 30]) == "[#0a141e]")
        #expect(swatch(.trueColour, [10, 20, 30]) == "\u{1B}[48;2;10;20;30m      \u{1B}[0m")
        #expect(swatch(.colourCube, [0, 0, 0]) == "\u{1B}[48;5;16m      \u{1B}[0m")
        #expect(swatch(.colourCube, [255, 255, 255]) == "\u{1B}[48;5;231m      \u{1B}[0m")
        #expect(swatch(.colourCube, [255, 0, 102]) == "\u{1B}[48;5;\(16 + 36 * 5 + 2)m      \u{1B}[0m")
        #expect(swatch(.trueColour, [256, 0, 0]).isEmpty)
    }

    @Test func theSliderMarksItsEndsAndTheThumbCoversAMark() {
        let line = String(repeating: "─", count: 48)
        #expect(BullsEyeTerminal.slider(1, marks: [100]) == "1 ├●" + line + "▲┤ 100")
        #expect(BullsEyeTerminal.slider(50, marks: [50]) == BullsEyeTerminal.slider(50, marks: []))
        #expect(BullsEyeTerminal.slider(nil, marks: []).count == "1 ├┤ 100".count + 50)
    }
}

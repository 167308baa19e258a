import Ghost

/// Two players' game of Ghost at one terminal: their unfinished game resumed (or a new one), each
/// player asked in turn for a letter until a valid one comes, the game saved after every letter,
/// the end of every round and of the game told. The end of input leaves the game saved.
public struct GhostPlaySession {
    private let players: [String]
    private let language: GhostLanguage?
    private let startsNew: Bool
    private let store: any GhostGameStore
    private let wordList: (GhostLanguage) throws -> WordList
    private let console: PlayConsole
    private let playOnOptions: [String]

    /// - Parameters:
    ///   - players: the two players, first to start, their names already checked.
    ///   - language: the language asked for; nil for English, or for the unfinished game's own.
    ///   - startsNew: start a new game even when these two have an unfinished one (which is dropped).
    ///   - wordList: the words of a language. Read before anything is stored, so that a list that
    ///     cannot be read changes nothing.
    ///   - playOnOptions: the command's options, besides the players, that found this game and its
    ///     words (`--vault PATH`, `--dictionary FILE`): said in the way to play on, so that it
    ///     goes on with the same game.
    public init(
        players: [String], language: GhostLanguage?, startsNew: Bool, store: any GhostGameStore,
        wordList: @escaping (GhostLanguage) throws -> WordList, console: PlayConsole, playOnOptions: [String] = []
    ) {
        precondition(players.count == 2, "Ghost is a game for two")
        self.players = players
        self.language = language
        self.startsNew = startsNew
        self.store = store
        self.wordList = wordList
        self.console = console
        self.playOnOptions = playOnOptions
    }

    /// Plays until the game is over or the input ends.
    public func play() throws {
        let start = try gameToPlay()
        var game = start.game
        while !game.isOver {
            console.say(GhostTerminal.standing(game))
            guard let letter = readLetter(for: game.players[game.current]) else {
                console.say(GhostTerminal.saved(game, options: playOnOptions))
                return
            }
            let move = game.add(letter, words: start.words)
            try store.saveGame(game, id: start.id)
            switch move {
            case .continues: break
            case .roundLost(let round): console.say(GhostTerminal.lost(round, in: game))
            case .gameOver(let round, let winner):
                console.say(GhostTerminal.lost(round, in: game))
                console.say(GhostTerminal.gameOver(winner: game.players[winner]))
            }
        }
    }

    /// The players' unfinished game, or a new one in the store, with its words.
    private func gameToPlay() throws -> (game: GhostGame, id: Int64, words: WordList) {
        let saved = try store.unfinishedGame(between: players)
        if let saved, !startsNew {
            if let language, language != saved.game.language {
                throw GhostPlayError.unfinishedGameInAnotherLanguage(players: players, language: saved.game.language)
            }
            let words = try wordList(saved.game.language)
            console.say(GhostTerminal.resuming(saved.id, in: saved.game.language))
            return (saved.game, saved.id, words)
        }
        let game = GhostGame(players: players, language: language ?? .english)
        let words = try wordList(game.language)
        if let saved { try store.abandonGame(id: saved.id) }
        return (game, try store.startGame(game), words)
    }

    /// One valid letter, asking again with the reason until there is one; nil at the end of input.
    private func readLetter(for player: String) -> Character? {
        while true {
            guard let line = console.answer(GhostTerminal.prompt(for: player)) else { return nil }
            switch GhostInput.letter(from: line) {
            case .success(let letter): return letter
            case .failure(let problem): console.say(GhostTerminal.problem(problem))
            }
        }
    }
}

/// One game of Ghost between two players (docs/rules.md, "Ghost").
///
/// Players take turns adding a letter to a shared fragment. A player who completes a word of four
/// or more letters, or makes a fragment no word starts with, loses the round and takes the next
/// letter of GHOST; five letters lose the game. The first player starts round 1 and the starters
/// alternate. The whole state is the players, the finished rounds and the current fragment, so a
/// saved game is exactly that.
public struct GhostGame: Sendable, Equatable {
    public static let ghost = "GHOST"

    /// The two players' names, first player first.
    public let players: [String]
    public let language: GhostLanguage
    public private(set) var rounds: [GhostRound]
    /// The current round's letters so far.
    public private(set) var fragment: String

    public init(players: [String], language: GhostLanguage, rounds: [GhostRound] = [], fragment: String = "") {
        precondition(players.count == 2, "Ghost is a game for two")
        self.players = players
        self.language = language
        self.rounds = rounds
        self.fragment = fragment
    }

    /// Rounds lost by each player: the letters of GHOST each has taken.
    public var losses: [Int] {
        [0, 1].map { player in rounds.count { $0.loser == player } }
    }

    /// What a player's losses spell: "", "G", "GH", … "GHOST".
    public func letters(of player: Int) -> String {
        String(Self.ghost.prefix(losses[player]))
    }

    /// Who started the current round: the first player in odd rounds, the second in even ones.
    public var starter: Int { rounds.count % 2 }

    /// Whose turn it is.
    public var current: Int { (starter + fragment.count) % 2 }

    /// The winner, once the other player has taken all five letters.
    public var winner: Int? {
        losses.firstIndex { $0 >= Self.ghost.count }.map { 1 - $0 }
    }

    public var isOver: Bool { winner != nil }

    /// The current player adds `letter` (one of `WordList.alphabet`).
    public mutating func add(_ letter: Character, words: WordList) -> GhostMove {
        precondition(!isOver, "the game is over")
        precondition(WordList.alphabet.contains(letter), "not a Ghost letter: \(letter)")
        let player = current
        fragment.append(letter)
        let reason: GhostRound.Reason
        if fragment.count > 3 && words.isWord(fragment) {
            reason = .completedWord
        } else if !words.hasWord(startingWith: fragment) {
            reason = .deadFragment
        } else {
            return .continues
        }
        let round = GhostRound(fragment: fragment, loser: player, reason: reason)
        rounds.append(round)
        fragment = ""
        return winner.map { .gameOver(round, winner: $0) } ?? .roundLost(round)
    }
}

/// What one letter did.
public enum GhostMove: Sendable, Equatable {
    case continues
    case roundLost(GhostRound)
    case gameOver(GhostRound, winner: Int)
}

/// A finished round: its last fragment and who lost it.
public struct GhostRound: Sendable, Equatable {
    public enum Reason: String, Sendable {
        case completedWord = "word"
        case deadFragment = "dead"
    }

    public let fragment: String
    /// 0 for the first player, 1 for the second.
    public let loser: Int
    /// Why; unknown for rounds read from an export, which does not keep it.
    public let reason: Reason?

    public init(fragment: String, loser: Int, reason: Reason?) {
        self.fragment = fragment
        self.loser = loser
        self.reason = reason
    }
}

import Foundation
import GameKit
import Ghost

/// The vault's Ghost games as JSON, and back. The format is public and stays as it is:
///
/// ```json
/// {"games": [{"id": 1, "language": "english", "players": ["Ann", "Bob"], "winner": "Ann",
///             "rounds": [{"fragment": "pear", "loser": "Bob"}]}],
///  "players": ["Ann", "Bob"]}
/// ```
///
/// `players` names everyone in the vault, also those without a finished game. Unfinished games
/// are not exported. Reading checks everything a vault would otherwise have to take on trust:
/// known languages, two different valid names, a winner and losers who played, fragments of
/// Ghost letters, and a score that really ended the game (the loser took all five letters of
/// GHOST, the winner fewer, and the last round was the loser's).
public enum GhostExport {
    public struct Contents: Sendable, Equatable {
        public var records: [GhostRecord]
        public var players: [String]

        public init(records: [GhostRecord], players: [String]) {
            self.records = records
            self.players = players
        }
    }

    public static func encode(_ contents: Contents) -> String {
        let file = File(
            games: contents.records.map { record in
                Game(
                    id: WholeNumber(record.id), language: record.language.rawValue, players: record.players,
                    winner: record.winner,
                    rounds: record.rounds.map { Round(fragment: $0.fragment, loser: $0.loser) })
            }, players: contents.players)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try! encoder.encode(file), as: UTF8.self) + "\n"
    }

    /// The games and players of an export, or the first problem found, naming where it is
    /// (`games[2].rounds[0].loser: …`).
    public static func decode(_ data: Data) throws(GhostExportError) -> Contents {
        let file: File
        do {
            file = try JSONDecoder().decode(File.self, from: data)
        } catch let error as DecodingError {
            throw GhostExportError(describe(error))
        } catch {
            throw GhostExportError("not JSON: \(error.localizedDescription)")
        }
        var players: [String] = []
        for (index, name) in file.players.enumerated() { players.append(try validName(name, at: "players[\(index)]")) }
        let records = try file.games.enumerated().map { index, game throws(GhostExportError) in
            try record(game, at: "games[\(index)]")
        }
        return Contents(records: records, players: players)
    }

    private static func record(_ game: Game, at place: String) throws(GhostExportError) -> GhostRecord {
        guard let language = GhostLanguage(rawValue: game.language) else {
            throw GhostExportError("\(place).language: '\(game.language)' is not a Ghost language (english or dutch)")
        }
        guard game.players.count == 2 else {
            throw GhostExportError("\(place).players: a game has two players, not \(game.players.count)")
        }
        let players = [
            try validName(game.players[0], at: "\(place).players[0]"),
            try validName(game.players[1], at: "\(place).players[1]"),
        ]
        guard players[0] != players[1] else {
            throw GhostExportError("\(place).players: '\(players[0])' cannot play against themselves")
        }
        let winner = PlayerName.normalized(game.winner)
        guard players.contains(winner) else {
            throw GhostExportError("\(place).winner: '\(game.winner)' did not play this game")
        }
        var rounds: [GhostRecord.Round] = []
        for (number, round) in game.rounds.enumerated() {
            let at = "\(place).rounds[\(number)]"
            guard !round.fragment.isEmpty, round.fragment.allSatisfy(WordList.alphabet.contains) else {
                throw GhostExportError(
                    "\(at).fragment: '\(round.fragment)' is not made of Ghost letters (a–z, ' and -)")
            }
            let loser = PlayerName.normalized(round.loser)
            guard players.contains(loser) else {
                throw GhostExportError("\(at).loser: '\(round.loser)' did not play this game")
            }
            rounds.append(GhostRecord.Round(fragment: round.fragment, loser: loser, reason: nil))
        }
        let loser = players.first { $0 != winner }!
        let losses = players.map { name in rounds.count { $0.loser == name } }
        let word = GhostGame.ghost.count
        guard losses[players.firstIndex(of: loser)!] == word, losses[players.firstIndex(of: winner)!] < word,
            rounds.last?.loser == loser
        else {
            throw GhostExportError(
                "\(place).rounds: these rounds do not end a game won by '\(game.winner)' (the loser takes the fifth "
                    + "letter of GHOST in the last round)"
            )
        }
        return GhostRecord(
            id: game.id.value, language: language, players: players, winner: winner, rounds: rounds, finishedAt: nil)
    }

    private static func validName(_ name: String, at place: String) throws(GhostExportError) -> String {
        switch PlayerName.validated(name) {
        case .success where name.trimmingCharacters(in: .whitespaces) != name:
            throw GhostExportError("\(place): '\(name)' has spaces around it")
        case .success(let valid): return valid
        case .failure(let problem): throw GhostExportError("\(place): \(problem)")
        }
    }

    private static func describe(_ error: DecodingError) -> String {
        func path(_ codingPath: [any CodingKey]) -> String {
            codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined().drop { $0 == "." }
                .description
        }
        switch error {
        case .keyNotFound(let key, let context): return "\(path(context.codingPath + [key])): missing"
        case .typeMismatch(_, let context), .valueNotFound(_, let context):
            return "\(path(context.codingPath)): \(context.debugDescription)"
        case .dataCorrupted(let context):
            return context.codingPath.isEmpty
                ? "not JSON (\(context.underlyingError.map { "\($0)" } ?? context.debugDescription))"
                : "\(path(context.codingPath)): \(context.debugDescription)"
        @unknown default: return "\(error)"
        }
    }

    private struct File: Codable {
        let games: [Game]
        let players: [String]
    }

    private struct Game: Codable {
        let id: WholeNumber
        let language: String
        let players: [String]
        let winner: String
        let rounds: [Round]
    }

    /// A whole number of the file, read so that one out of range (`1e30`) is reported at its
    /// field instead of as "not JSON" (which is all the decoder says of it).
    private struct WholeNumber: Codable {
        let value: Int
        init(_ value: Int) { self.value = value }

        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            do {
                value = try container.decode(Int.self)
            } catch let error as DecodingError {
                throw error  // not a number at all: the decoder says so, at the field
            } catch {
                // The decoder's own parse error, which it would report without the field.
                throw DecodingError.dataCorrupted(
                    .init(
                        codingPath: decoder.codingPath,
                        debugDescription:
                            "not a whole number from \(Int.min) to \(Int.max) (too large, or with a fraction)"))
            }
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(value)
        }
    }

    private struct Round: Codable {
        let fragment: String
        let loser: String
    }
}

/// What is wrong with an export, in one line.
public struct GhostExportError: Error, CustomStringConvertible {
    public let description: String
    init(_ description: String) { self.description = description }
}

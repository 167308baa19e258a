import BullsEye
import Ghost
import OSR
import Reports

/// Players' vaults held in memory for the sections and blocks that read one: the tests that go
/// through every section and block build with `sample`, and a recorded game adds what it records
/// here (the compiler asks for it).
extension SiteGames.VaultReaders {
    /// Whatever the path: three Ghost players and two games, BullsEye sessions 1 and 2 and two
    /// characters saved at the table.
    static let sample = sample(telling: { _ in })

    /// `sample`, telling `read` the path of every vault it reads.
    static func sample(telling read: @escaping @Sendable (String) -> Void) -> Self {
        Self(
            ghost: { path in
                read(path)
                return GhostExport.Contents(records: ghostGames, players: ["Ann", "Bob", "Cy"])
            },
            bullsEye: { path in
                read(path)
                return bullsEyeSessions
            },
            savedCharacters: { path in
                read(path)
                return [(3, CharacterGenerator.generate(seed: 42)), (5, CharacterGenerator.generate(seed: 7))]
            })
    }

    /// No vault at any path.
    static let nothing = Self(ghost: { _ in nil }, bullsEye: { _ in nil }, savedCharacters: { _ in nil })

    static let ghostGames = [
        GhostRecord(
            id: 1, language: .english, players: ["Ann", "Bob"], winner: "Ann",
            rounds: [.init(fragment: "pear", loser: "Bob", reason: .completedWord)], finishedAt: "2026-11-22T20:00:00Z"),
        GhostRecord(
            id: 2, language: .dutch, players: ["Bob", "Cy"], winner: "Cy",
            rounds: [.init(fragment: "xq", loser: "Bob", reason: .deadFragment)], finishedAt: nil),
    ]

    static let bullsEyeSessions = [(1, BullsEyeVariant.classic, "Ann"), (2, .rgb, "Bob")].map { id, variant, player in
        let played = BullsEyeSimulation.session(variant, rounds: 2, seed: UInt64(id), skill: 50, player: player)
        return BullsEyeSession(
            id: id, variant: variant, player: player, rounds: played.rounds, playedAt: "2026-11-23T19:00:00Z")
    }
}

extension SiteGames {
    /// The games as `sheetgen build` has them, reading the `sample` vault.
    static let sample = SiteGames(vault: .sample)
}

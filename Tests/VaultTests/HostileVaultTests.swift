import Foundation
import GRDB
import GameKit
import Ghost
import Testing
import Vault

/// The vault against crashes, foreign files and tricky names.
@Suite struct HostileVaultTests {
    typealias Folder = VaultTests.Folder

    /// A vault as a crash in the middle of a commit leaves it: the file already holds some of
    /// the new pages and a "hot" journal beside it holds the old ones. Made for real: a write
    /// transaction with a one-page cache spills into the file, and the file and its journal are
    /// copied while the transaction is still open (what a kill at that moment would leave).
    static func vaultWithHotJournal(at path: String, scratch: String) throws {
        do {
            let vault = try Vault.open(at: scratch, create: true)
            _ = try vault.recordSimulatedGhostGames([finishedGame(["Ann", "Bob"])])
        }
        let queue = try DatabaseQueue(path: scratch)
        try queue.writeWithoutTransaction { db in
            try db.execute(sql: "PRAGMA cache_size = 1")
            try db.execute(sql: "BEGIN IMMEDIATE")
            for index in 0..<2000 {
                try db.execute(
                    sql: "INSERT INTO player (name) VALUES (?)",
                    arguments: ["Uncommitted \(index) " + String(repeating: "x", count: 200)])
            }
            try FileManager.default.copyItem(atPath: scratch, toPath: path)
            try FileManager.default.copyItem(atPath: scratch + "-journal", toPath: path + "-journal")
            try db.execute(sql: "ROLLBACK")
        }
    }

    static func finishedGame(_ players: [String]) -> GhostGame {
        let words = WordList(text: Array("pear\n".utf8))
        var game = GhostGame(players: players, language: .english)
        while !game.isOver { _ = game.add("q", words: words) }  // no word starts with q: each round is lost at once
        return game
    }

    /// A new vault in a folder that is not there, or under a file: said so, nothing made.
    @Test func aNewVaultInAFolderThatIsNotThereIsToldSo() throws {
        let folder = try Folder()
        let missing = folder.path("out/v.sqlite")
        let error = #expect(throws: VaultError.self) { try Vault.open(at: missing, create: true) }
        #expect(error?.message == "cannot make a vault here: the folder \(folder.path("out")) does not exist")
        #expect(!FileManager.default.fileExists(atPath: folder.path("out")))
        try Data("x".utf8).write(to: URL(fileURLWithPath: folder.path("file")))
        let underFile = #expect(throws: VaultError.self) {
            try Vault.open(at: folder.path("file/v.sqlite"), create: true)
        }
        #expect(underFile?.message == "cannot make a vault here: \(folder.path("file")) is not a folder")
    }

    @Test func aVaultWithAHotJournalIsRolledBackAndOpened() throws {
        let folder = try Folder()
        let path = folder.path("vault.sqlite")
        try Self.vaultWithHotJournal(at: path, scratch: folder.path("scratch.sqlite"))
        #expect(FileManager.default.fileExists(atPath: path + "-journal"))
        let vault = try Vault.open(at: path, create: false)
        #expect(try vault.playerNames() == ["Ann", "Bob"])
        #expect(try vault.ghostRecords().count == 1)
    }

    @Test func aForeignDatabaseWithAHotJournalIsRefusedUntouched() throws {
        let folder = try Folder()
        let path = folder.path("theirs.sqlite")
        let scratch = folder.path("scratch.sqlite")
        let queue = try DatabaseQueue(path: scratch)
        try queue.write { db in
            try db.execute(sql: "PRAGMA application_id = 42; CREATE TABLE notes (text TEXT)")
        }
        try queue.writeWithoutTransaction { db in
            try db.execute(sql: "PRAGMA cache_size = 1")
            try db.execute(sql: "BEGIN IMMEDIATE")
            for index in 0..<2000 {
                try db.execute(
                    sql: "INSERT INTO notes VALUES (?)",
                    arguments: ["\(index) " + String(repeating: "y", count: 200)])
            }
            try FileManager.default.copyItem(atPath: scratch, toPath: path)
            try FileManager.default.copyItem(atPath: scratch + "-journal", toPath: path + "-journal")
            try db.execute(sql: "ROLLBACK")
        }
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        let journal = try Data(contentsOf: URL(fileURLWithPath: path + "-journal"))
        #expect(throws: VaultError.self) { try Vault.open(at: path, create: true) }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
        #expect(try Data(contentsOf: URL(fileURLWithPath: path + "-journal")) == journal)
    }

    @Test func namesThatDifferOnlyInNormalisationAreOnePlayer() throws {
        let vault = try VaultTests.memoryVault()
        let composed = "Jos\u{E9}", decomposed = "Jose\u{301}"
        _ = try vault.recordSimulatedGhostGames([
            Self.finishedGame([composed, "Bob"]),
            Self.finishedGame([decomposed, "Bob"]),
        ])
        #expect(try vault.playerNames() == [composed, "Bob"])
        #expect(try vault.ghostRecords().map(\.players) == [[composed, "Bob"], [composed, "Bob"]])
    }

    /// A vault written before names were normalised may hold a decomposed name: it is still
    /// found (the game resumes, new games join that player) and read back composed.
    @Test func aDecomposedNameStoredByAnOlderSheetgenIsStillFound() throws {
        let composed = "Jos\u{E9}", decomposed = "Jose\u{301}"
        let queue = try DatabaseQueue()
        _ = try Vault(queue: queue)
        try queue.write { db in
            try db.execute(sql: "INSERT INTO player (name) VALUES (?), ('Bob')", arguments: [decomposed])
            try db.execute(
                sql: """
                    INSERT INTO ghost_game (language, first_player, second_player, source, fragment)
                    VALUES ('english', 1, 2, 'played', 'pe')
                    """)
        }
        let vault = try Vault(queue: queue)
        let saved = try #require(try vault.unfinishedGhostGame(between: [composed, "Bob"]))
        #expect(saved.game.players == [composed, "Bob"] && saved.game.fragment == "pe")
        _ = try vault.recordSimulatedGhostGames([Self.finishedGame([composed, "Bob"])])
        #expect(try vault.playerNames() == [composed, "Bob"])
    }
}

extension HostileVaultTests {
    @Test func finishedGamesCanBeRecordedWhileTheSamePairHasAnUnfinishedOne() throws {
        let vault = try VaultTests.memoryVault()
        _ = try vault.startGhostGame(GhostGame(players: ["Ann", "Bob"], language: .english))
        _ = try vault.recordSimulatedGhostGames([Self.finishedGame(["Ann", "Bob"])])
        #expect(try vault.ghostRecords().count == 1)
        #expect(try vault.unfinishedGhostGame(between: ["Ann", "Bob"]) != nil)
    }
}

extension HostileVaultTests {
    /// `ghost export --vault empty-file` wrote a vault's tables into it.
    @Test func aCommandThatOnlyReadsLeavesAnEmptyFileEmpty() throws {
        let folder = try Folder()
        let path = folder.path("empty.sqlite")
        #expect(FileManager.default.createFile(atPath: path, contents: Data()))
        #expect(throws: VaultError.self) { try Vault.open(at: path, create: false) }
        #expect(try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int == 0)
        #expect(try Vault.open(at: path, create: true).playerNames().isEmpty)
    }

    @Test(arguments: ["/dev/null", "/tmp"])
    func aDeviceOrFolderIsNoVault(path: String) throws {
        for create in [false, true] {
            #expect(throws: VaultError.self) { try Vault.open(at: path, create: create) }
        }
    }
}

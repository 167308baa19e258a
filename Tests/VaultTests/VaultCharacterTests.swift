import Foundation
import GRDB
import OSR
import Testing

@testable import Vault

/// Characters kept in the vault read back as the very characters that were saved; one that
/// breaks a rule is never kept, and the file is then as it was.
@Suite struct VaultCharacterTests {
    typealias Folder = VaultTests.Folder

    static let seeds: [UInt64] = [0, 1, 7, 42, 1234, 99_999, UInt64(Int64.max)]

    /// A character made step by step, with a re-roll and an adjustment, and its rolls.
    static func madeAtTheTable(seed: UInt64) throws -> CharacterCreation {
        var creation = CharacterCreation(seed: seed, method: .fourD6DropLowest)
        try creation.reroll(.charisma)
        try creation.choose(creation.admittedClasses.contains(.elf) ? .elf : .fighter)
        try creation.rollHitPoints()
        try creation.rollGold()
        creation.choose(.chaotic)
        try creation.name("Brannoc")
        try creation.title("the Bold")
        if creation.choices.characterClass == .elf { try creation.learnSpell("Sleep") }
        if creation.languagesLeft > 0, let language = creation.learnableLanguages.first {
            try creation.learn(language)
        }
        try creation.buy("Dagger", quantity: 2)
        return creation
    }

    @Test(arguments: seeds)
    func aGeneratedCharacterReadsBackAsItWasGenerated(seed: UInt64) throws {
        let vault = try VaultTests.memoryVault(now: { "2026-11-23T12:00:00Z" })
        let generated = CharacterGenerator.generate(seed: seed)
        let id = try vault.saveCharacter(CharacterChoices(generated), seed: seed)
        let saved = try vault.character(id: id)
        #expect(saved.choices == CharacterChoices(generated))
        #expect(saved.character == generated)
        #expect(PlayerCharacter(saved.choices, seed: saved.seed) == generated)
        #expect(saved.seed == seed && saved.history.isEmpty && saved.savedAt == "2026-11-23T12:00:00Z")
    }

    @Test(arguments: CharacterClass.allCases)
    func everyClassReadsBack(characterClass: CharacterClass) throws {
        let vault = try VaultTests.memoryVault()
        let generated = CharacterGenerator.generate(seed: 7, options: CharacterOptions(characterClass: characterClass))
        let saved = try vault.character(id: try vault.saveCharacter(CharacterChoices(generated), seed: 7))
        #expect(saved.character == generated && saved.choices.characterClass == characterClass)
    }

    @Test(arguments: CharacterClass.allCases)
    func aCharacterOfAnyLevelReadsBack(characterClass: CharacterClass) throws {
        let vault = try VaultTests.memoryVault()
        var choices = CharacterChoices(
            CharacterGenerator.generate(
                seed: 7, options: CharacterOptions(characterClass: characterClass, level: characterClass.maximumLevel)))
        choices.memorised = Array(choices.spells.prefix(1))
        choices.retainer = RetainerTerms(employer: "Aldous", loyalty: 9, wage: 3, shareInHalves: 2)
        let saved = try vault.character(id: try vault.saveCharacter(choices, seed: 7))
        #expect(saved.choices == choices)
    }

    /// A level gained replaces the choices and adds its rolls to the history; the seed and the
    /// time of saving stay. An update that breaks a rule changes nothing.
    @Test func anUpdateKeepsTheRulesAndTheHistory() throws {
        let vault = try VaultTests.memoryVault(now: { "2026-11-23T12:00:00Z" })
        let creation = try Self.madeAtTheTable(seed: 5)
        let history = creation.history.map(CharacterRoll.init)
        let id = try vault.saveCharacter(creation.choices, seed: nil, history: history)
        var earned = creation.choices
        earned.experience = earned.characterClass.row(2).experience
        let up = LevelUp(earned, seed: 99)
        let rolls = up.rolls.map { CharacterRoll(what: $0.what, result: $0.result) }
        try vault.updateCharacter(id: id, from: creation.choices, to: up.after, adding: rolls)
        let saved = try vault.character(id: id)
        #expect(saved.choices == up.after && saved.history == history + rolls)
        #expect(saved.savedAt == "2026-11-23T12:00:00Z" && saved.seed == nil)

        var broken = up.after
        broken.hitPoints = 500
        #expect(throws: VaultError.self) { try vault.updateCharacter(id: id, from: up.after, to: broken) }
        #expect(try vault.character(id: id) == saved)
        #expect(throws: VaultError.self) { try vault.updateCharacter(id: id + 1, from: up.after, to: up.after) }
        // Worked out from choices that are no longer the saved ones: another sheetgen changed them.
        var again = up.before
        again.experience += 1
        #expect {
            try vault.updateCharacter(id: id, from: creation.choices, to: again)
        } throws: { error in
            "\(error)".contains("character \(id) changed while this was worked out")
        }
        #expect(try vault.character(id: id) == saved)
    }

    /// An update grows the character saved; it never makes another one of it.
    @Test func anUpdateIsTheSavedCharacterGrownByPlay() throws {
        let vault = try VaultTests.memoryVault()
        var choices = CharacterChoices(
            CharacterGenerator.generate(seed: 9, options: CharacterOptions(characterClass: .fighter, level: 3)))
        choices.experience += 1_000
        let id = try vault.saveCharacter(choices, seed: 9)
        let other = CharacterChoices(
            CharacterGenerator.generate(seed: 10, options: CharacterOptions(characterClass: .fighter, level: 3)))
        let fifth = CharacterChoices(
            CharacterGenerator.generate(seed: 9, options: CharacterOptions(characterClass: .fighter, level: 5)))
        var poorer = choices
        poorer.experience -= 1
        for (changed, reason) in [
            (other, "a character keeps its ability scores"),
            (fifth, "a character gains one level at a time (level 3 to 5)"),
            (poorer, "experience is never taken away"),
        ] {
            #expect {
                try vault.updateCharacter(id: id, from: choices, to: changed)
            } throws: { error in
                "\(error)".contains(reason)
            }
        }
        #expect(try vault.character(id: id).choices == choices)
    }

    @Test func aCharacterMadeAtTheTableKeepsItsChoicesAndHistory() throws {
        let vault = try VaultTests.memoryVault()
        let creation = try Self.madeAtTheTable(seed: 5)
        #expect(CreationCheck.problems(in: creation.choices).isEmpty)
        let history = creation.history.map(CharacterRoll.init)
        let id = try vault.saveCharacter(creation.choices, seed: nil, history: history)
        let saved = try vault.character(id: id)
        #expect(saved.choices == creation.choices && saved.seed == nil)
        #expect(saved.history == history && history.count == 9)
        #expect(saved.character == PlayerCharacter(creation.choices))
    }

    @Test func charactersAreListedInTheOrderTheyWereSavedAndDeletedByID() throws {
        let vault = try VaultTests.memoryVault()
        let generated = [3, 1, 2].map { CharacterGenerator.generate(seed: $0) }
        let ids = try generated.map { try vault.saveCharacter(CharacterChoices($0), seed: $0.seed) }
        #expect(try vault.characters().map(\.id) == ids)
        #expect(try vault.characters().map(\.character) == generated)
        let deleted = try vault.deleteCharacter(id: ids[1])
        #expect(deleted.character == generated[1])
        #expect(try vault.characters().map(\.id) == [ids[0], ids[2]])
        let missing = try #require(throws: VaultError.self) { try vault.character(id: ids[1]) }
        #expect(missing.message == "no character \(ids[1])")
    }

    @Test(arguments: [Int64(0), 99, -1])
    func aMissingCharacterIsToldByID(id: Int64) throws {
        let vault = try VaultTests.memoryVault()
        _ = try vault.saveCharacter(CharacterChoices(CharacterGenerator.generate(seed: 1)), seed: 1)
        let shown = try #require(throws: VaultError.self) { try vault.character(id: id) }
        let deleted = try #require(throws: VaultError.self) { try vault.deleteCharacter(id: id) }
        #expect(shown.message == "no character \(id)" && deleted.message == shown.message)
        #expect(try vault.characters().count == 1)
    }

    /// Each a legal character with one rule broken, and the field `CreationCheck` names for it.
    static var illegal: [(CharacterChoices, String)] {
        let legal = CharacterChoices(CharacterGenerator.generate(seed: 7))
        var hitPoints = legal, gold = legal, name = legal, purchases = legal, spells = legal
        hitPoints.hitPoints = 99
        gold.startingGold = 35
        name.name = ""
        purchases.purchases = [.init("Plate mail", quantity: 9)]
        spells.spells = ["Wish"]
        return [(hitPoints, "hitPoints"), (gold, "gold"), (name, "name"), (purchases, "purchases"), (spells, "spells")]
    }

    @Test func anIllegalCharacterIsRefusedNamingTheRuleAndTheFileIsUntouched() throws {
        let folder = try Folder()
        let path = folder.path("vault.sqlite")
        let vault = try Vault.open(at: path, create: true)
        _ = try vault.saveCharacter(CharacterChoices(CharacterGenerator.generate(seed: 1)), seed: 1)
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        for (choices, field) in Self.illegal {
            let error = try #require(throws: VaultError.self) { try vault.saveCharacter(choices, seed: 7) }
            #expect(error.message.contains("\(field)") && error.message.hasSuffix("nothing was changed"))
            #expect(!error.description.contains("\n"))
        }
        let legal = CharacterChoices(CharacterGenerator.generate(seed: 7))
        let seed = try #require(throws: VaultError.self) { try vault.saveCharacter(legal, seed: UInt64.max) }
        #expect(seed.message.contains("seeds go up to \(Int64.max)"))
        let missing = try #require(throws: VaultError.self) { try vault.deleteCharacter(id: 42) }
        #expect(missing.message == "no character 42")
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
        #expect(try vault.characters().count == 1)
    }

    /// A batch's retainers are tied to the employers of the batch it names, wherever they stand in
    /// it; one it does not tie stays untied, whatever its terms' name.
    @Test func aBatchTiesItsRetainersToTheirEmployers() throws {
        let vault = try VaultTests.memoryVault()
        let employer = CharacterChoices(CharacterGenerator.generate(seed: 1, options: CharacterOptions(level: 2)))
        func retainer(_ seed: UInt64, of name: String) -> CharacterChoices {
            var choices = CharacterChoices(CharacterGenerator.generate(seed: seed))
            choices.retainer = RetainerTerms(employer: name, loyalty: 7)
            return choices
        }
        let ids = try vault.saveCharacters(
            [(retainer(2, of: employer.name), nil, []), (employer, 1, []), (retainer(3, of: employer.name), nil, [])],
            employers: [0: 1])
        let saved = try ids.map { try vault.character(id: $0) }
        #expect(saved[0].choices.retainer?.employerID == ids[1])
        #expect(saved[2].choices.retainer?.employerID == nil)
        #expect(try vault.retainers(of: ids[1]).map(\.id) == [ids[0]])
    }

    @Test func aBatchIsSavedInOrderWithIDsThatFollowOneAnother() throws {
        let vault = try VaultTests.memoryVault(now: { "2026-11-23T12:00:00Z" })
        _ = try vault.saveCharacter(CharacterChoices(CharacterGenerator.generate(seed: 9)), seed: 9)
        let creation = try Self.madeAtTheTable(seed: 5)
        let history = creation.history.map(CharacterRoll.init)
        let batch: [(choices: CharacterChoices, seed: UInt64?, history: [CharacterRoll])] = [
            (CharacterChoices(CharacterGenerator.generate(seed: 1)), 1, []), (creation.choices, nil, history),
            (CharacterChoices(CharacterGenerator.generate(seed: 2)), UInt64(Int64.max), []),
        ]
        let ids = try vault.saveCharacters(batch)
        #expect(ids == [2, 3, 4])
        let saved = try vault.characters().dropFirst()
        #expect(saved.map(\.id) == ids && saved.map(\.choices) == batch.map(\.choices))
        #expect(saved.map(\.seed) == batch.map(\.seed) && saved.map(\.history) == batch.map(\.history))
        #expect(try vault.saveCharacters([]).isEmpty && vault.characters().count == 4)
    }

    /// The third of three breaks a rule: none is saved, and the file is byte for byte as it was.
    @Test func aBatchWithOneIllegalCharacterSavesNone() throws {
        let folder = try Folder()
        let path = folder.path("vault.sqlite")
        let vault = try Vault.open(at: path, create: true)
        _ = try vault.saveCharacter(CharacterChoices(CharacterGenerator.generate(seed: 1)), seed: 1)
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        let legal = [3, 4].map {
            (CharacterChoices(CharacterGenerator.generate(seed: $0)), UInt64($0), [CharacterRoll]())
        }
        for (illegal, field) in Self.illegal {
            let error = try #require(throws: VaultError.self) { try vault.saveCharacters(legal + [(illegal, 7, [])]) }
            #expect(error.message.contains(field) && error.message.hasSuffix("nothing was changed"))
        }
        let seed = try #require(throws: VaultError.self) {
            try vault.saveCharacters(legal + [(legal[0].0, UInt64.max, [])])
        }
        #expect(seed.message.contains("seeds go up to \(Int64.max)"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
        #expect(try vault.characters().count == 1)
    }

    /// A write that fails after two of three characters are inserted (a trigger refuses the third)
    /// is rolled back whole.
    @Test func aBatchWhoseWriteFailsMidwaySavesNone() throws {
        let folder = try Folder()
        let path = folder.path("vault.sqlite")
        let vault = try Vault.open(at: path, create: true)
        _ = try vault.saveCharacter(CharacterChoices(CharacterGenerator.generate(seed: 1)), seed: 1)
        try vault.queue.write { db in
            try db.execute(
                sql: """
                    CREATE TRIGGER refuse_boom BEFORE INSERT ON character WHEN NEW.name = 'Boom'
                    BEGIN SELECT RAISE(ABORT, 'the disk is on fire'); END
                    """)
        }
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        var boom = CharacterChoices(CharacterGenerator.generate(seed: 5))
        boom.name = "Boom"
        let batch =
            [3, 4].map { (CharacterChoices(CharacterGenerator.generate(seed: $0)), UInt64($0), [CharacterRoll]()) }
            + [(boom, 5, [])]
        let error = try #require(throws: VaultError.self) { try vault.saveCharacters(batch) }
        #expect(error.message == "cannot write: the disk is on fire; nothing was changed")
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
        #expect(try vault.characters().count == 1)
        #expect(try vault.saveCharacters(Array(batch.prefix(2))) == [2, 3], "the vault still takes characters")
    }

    /// A vault as a sheetgen of schema v3 (or v2) left it: upgraded in place, its games kept,
    /// characters saved in it from then on.
    @Test(arguments: ShippedVault.Version.allCases)
    func aShippedVaultUpgradesAndKeepsCharacters(version: ShippedVault.Version) throws {
        let folder = try Folder()
        let path = folder.path("vault.sqlite")
        let contents = try VaultMigrationTests.shippedVault(at: path, version: version)
        if version == .v2 {
            // The v3 file a shipped sheetgen made of it: the migrations up to v3 are never edited.
            let queue = try DatabaseQueue(path: path)
            try Vault.migrator.migrate(queue, upTo: "v3: BullsEye targets and guesses as numbers")
            #expect(try queue.read { db in try Vault.migrator.appliedIdentifiers(db).count } == 3)
            try queue.close()
        }
        let vault = try Vault.open(at: path, create: false)
        #expect(try vault.ghostRecords() == contents.records)
        #expect(try vault.bullsEyeSessions() == contents.sessions)
        #expect(try vault.characters().isEmpty)
        let generated = CharacterGenerator.generate(seed: 42)
        let id = try vault.saveCharacter(CharacterChoices(generated), seed: 42)
        #expect(try Vault.open(at: path, create: false).character(id: id).character == generated)
    }
}

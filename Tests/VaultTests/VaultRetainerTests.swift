import Foundation
import OSR
import Testing

@testable import Vault

/// Retainers kept in the vault: tied to their employer, never more than its CHA allows nor above its
/// level, and a refusal leaves the vault as it was.
@Suite struct VaultRetainerTests {
    /// The character of seed 7 with CHA `charisma` (a score no class adjusts).
    static func employer(charisma: Int) -> CharacterChoices {
        var choices = CharacterChoices(CharacterGenerator.generate(seed: 7))
        choices.rolled[.charisma] = charisma
        choices.abilities[.charisma] = charisma
        return choices
    }

    static func retainer(seed: UInt64, _ characterClass: CharacterClass = .normalHuman, level: Int? = nil)
        -> CharacterChoices
    {
        let terms = RetainerTerms(employer: "someone", employerID: 999, loyalty: 7)
        return CharacterChoices(
            RetainerGenerator.generate(seed: seed, characterClass: characterClass, level: level, terms: terms))
    }

    @Test(arguments: [3, 4, 6, 9, 13, 16, 18])
    func anEmployerKeepsAsManyRetainersAsItsCharismaAllowsAndNoMore(charisma: Int) throws {
        let vault = try VaultTests.memoryVault()
        let employerID = try vault.saveCharacter(Self.employer(charisma: charisma), seed: 7)
        let limit = RetainerRules.limit(charisma: charisma)
        var ids: [Int64] = []
        for seed in 0..<UInt64(limit) {
            ids.append(try vault.saveRetainer(Self.retainer(seed: seed), seed: seed, employerID: employerID))
        }
        #expect(try vault.retainers(of: employerID).map(\.id) == ids)
        let before = try vault.characters()
        let error = try #require(throws: VaultError.self) {
            try vault.saveRetainer(Self.retainer(seed: 100), seed: 100, employerID: employerID)
        }
        let names = try ids.map { "\(try vault.character(id: $0).choices.name) (\($0))" }
        #expect(
            error.message.contains(
                "(CHA \(charisma)) may keep \(limit) retainer\(limit == 1 ? "" : "s") and has \(limit): "
                    + names.joined(separator: ", ")))
        #expect(error.message.hasSuffix("nothing was changed"))
        #expect(try vault.characters() == before)
    }

    @Test func aRetainersTermsNameTheEmployerItIsSavedFor() throws {
        let vault = try VaultTests.memoryVault()
        let employerID = try vault.saveCharacter(Self.employer(charisma: 10), seed: 7)
        let id = try vault.saveRetainer(Self.retainer(seed: 3, .fighter), seed: 3, employerID: employerID)
        let saved = try vault.character(id: id)
        let employerName = try vault.character(id: employerID).choices.name
        #expect(saved.choices.retainer == RetainerTerms(employer: employerName, employerID: employerID, loyalty: 7))
        #expect(saved.seed == 3 && saved.choices.characterClass == .fighter)
        #expect(try vault.retainers(of: id).isEmpty)
    }

    /// The thief of seed 42 at level 5 (CHA 13: five retainers) takes one of each level up to its own.
    @Test(arguments: CharacterClass.allCases)
    func retainersOfEveryLevelUpToTheEmployersAreKept(characterClass: CharacterClass) throws {
        let vault = try VaultTests.memoryVault()
        let employer = CharacterGenerator.generate(seed: 42, options: CharacterOptions(level: 5))
        let employerID = try vault.saveCharacter(CharacterChoices(employer), seed: 42)
        for level in 1...min(5, characterClass.maximumLevel) {
            let seed = UInt64(level * 10)
            let id = try vault.saveRetainer(
                Self.retainer(seed: seed, characterClass, level: level), seed: seed, employerID: employerID)
            #expect(try vault.character(id: id).character.level == level)
        }
        #expect(throws: VaultError.self) {
            try vault.saveRetainer(Self.retainer(seed: 1, characterClass, level: 6), seed: 1, employerID: employerID)
        }
    }

    @Test func aRetainerAboveItsEmployersLevelIsRefusedAndNothingIsWritten() throws {
        let vault = try VaultTests.memoryVault()
        let employerID = try vault.saveCharacter(Self.employer(charisma: 10), seed: 7)
        let error = try #require(throws: VaultError.self) {
            try vault.saveRetainer(Self.retainer(seed: 3, .fighter, level: 2), seed: 3, employerID: employerID)
        }
        #expect(error.message.contains("a retainer's level may be no higher than its employer's (1), not 2"))
        #expect(try vault.characters().count == 1)
    }

    @Test func noRetainerIsKeptForAMissingEmployerOrForARetainer() throws {
        let vault = try VaultTests.memoryVault()
        let missing = try #require(throws: VaultError.self) {
            try vault.saveRetainer(Self.retainer(seed: 3), seed: 3, employerID: 5)
        }
        #expect(missing.message == "no character 5 to employ a retainer; nothing was changed")
        let employerID = try vault.saveCharacter(Self.employer(charisma: 10), seed: 7)
        let retainerID = try vault.saveRetainer(Self.retainer(seed: 3), seed: 3, employerID: employerID)
        let error = try #require(throws: VaultError.self) {
            try vault.saveRetainer(Self.retainer(seed: 4), seed: 4, employerID: retainerID)
        }
        #expect(error.message.contains("is a retainer and hires none of its own"))
        #expect(try vault.characters().count == 2)
    }

    @Test func termsBeyondAFeeAndAHalfOrFullShareAreRefused() throws {
        let vault = try VaultTests.memoryVault()
        let employerID = try vault.saveCharacter(Self.employer(charisma: 10), seed: 7)
        var overpaid = Self.retainer(seed: 3)
        overpaid.retainer?.wage = 1001
        #expect(throws: VaultError.self) { try vault.saveRetainer(overpaid, seed: 3, employerID: employerID) }
        var player = Self.retainer(seed: 3)
        player.retainer = nil
        #expect(throws: VaultError.self) { try vault.saveRetainer(player, seed: 3, employerID: employerID) }
        #expect(try vault.characters().count == 1)
    }

    /// The schema sets a retainer's employer to NULL when the employer goes; the terms keep the name.
    @Test func deletingAnEmployerKeepsItsRetainersServingNoOneKept() throws {
        let vault = try VaultTests.memoryVault()
        let employerID = try vault.saveCharacter(Self.employer(charisma: 10), seed: 7)
        let name = try vault.character(id: employerID).choices.name
        let id = try vault.saveRetainer(Self.retainer(seed: 3), seed: 3, employerID: employerID)
        try vault.deleteCharacter(id: employerID)
        let kept = try vault.character(id: id)
        #expect(kept.choices.retainer?.employer == name && kept.choices.retainer?.employerID == nil)
        #expect(try vault.retainers(of: employerID).isEmpty)
    }
}

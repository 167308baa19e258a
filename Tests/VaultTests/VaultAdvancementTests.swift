import OSR
import Testing

@testable import Vault

/// Several characters changed at once, as an award of experience changes a party: all or none.
@Suite struct VaultAdvancementTests {
    @Test func everyCharacterIsUpdatedOrNone() throws {
        let vault = try VaultTests.memoryVault()
        let generated = [3, 1, 2].map { CharacterGenerator.generate(seed: $0) }
        let ids = try generated.map { try vault.saveCharacter(CharacterChoices($0), seed: $0.seed) }
        let before = try vault.characters()
        func earned(_ index: Int, _ xp: Int) -> Vault.CharacterUpdate {
            var choices = before[index].choices
            choices.experience = xp
            return Vault.CharacterUpdate(
                id: ids[index], from: before[index].choices, to: choices, rolls: [CharacterRoll(what: "xp", result: xp)]
            )
        }
        var broken = before[1].choices
        broken.hitPoints = 500
        let refused = try #require(throws: VaultError.self) {
            try vault.updateCharacters([
                earned(0, 100), Vault.CharacterUpdate(id: ids[1], from: before[1].choices, to: broken), earned(2, 100),
            ])
        }
        #expect(refused.message.hasPrefix("cannot save \(broken.name): hitPoints: "))
        #expect(try vault.characters() == before)
        let missing = try #require(throws: VaultError.self) {
            try vault.updateCharacters([
                earned(0, 100), Vault.CharacterUpdate(id: 99, from: before[1].choices, to: before[1].choices),
            ])
        }
        #expect(missing.message == "no character 99")
        #expect(try vault.characters() == before)

        try vault.updateCharacters([earned(0, 100), earned(2, 300)])
        let after = try vault.characters()
        #expect(after.map(\.choices.experience) == [100, 0, 300])
        #expect(after[0].history == [CharacterRoll(what: "xp", result: 100)] && after[1] == before[1])
        #expect(after[2].seed == before[2].seed && after[2].savedAt == before[2].savedAt)
    }
}

/// Two sheetgens at one vault file: an update worked out from what one read is refused when the
/// other changed the character meanwhile, so neither loses the other's change.
@Suite struct VaultConcurrentUpdateTests {
    @Test func anUpdateFromStaleChoicesIsRefusedAndNothingIsLost() throws {
        let folder = try VaultTests.Folder()
        let path = folder.path("table.sqlite")
        let first = try Vault.open(at: path, create: true)
        let id = try first.saveCharacter(CharacterChoices(CharacterGenerator.generate(seed: 3)), seed: 3)
        let second = try Vault.open(at: path, create: false)
        let readByFirst = try first.character(id: id).choices, readBySecond = try second.character(id: id).choices
        var awarded = readBySecond
        awarded.experience += 10
        try second.updateCharacter(id: id, from: readBySecond, to: awarded)
        var memorising = readByFirst
        memorising.experience += 20
        #expect {
            try first.updateCharacter(id: id, from: readByFirst, to: memorising)
        } throws: { error in
            "\(error)".contains("changed while this was worked out")
        }
        #expect(try first.character(id: id).choices.experience == readByFirst.experience + 10)
    }
}

import OSR
import Testing

@Suite struct PartyTests {
    @Test func memberIIsTheCharacterOfSeedPlusI() throws {
        for seed in stride(from: UInt64(0), to: 3_000, by: 7) {
            let party = try Party.generate(seed: seed, count: 5)
            for (index, member) in party.enumerated() {
                let alone = CharacterGenerator.generate(
                    seed: seed + UInt64(index), options: CharacterOptions(name: member.name))
                #expect(member == alone, "seed \(seed) member \(index)")
            }
        }
    }

    @Test func noTwoMembersShareANameAndOnlyTakenNamesChange() throws {
        for seed in UInt64(0)..<1_000 {
            let party = try Party.generate(seed: seed, count: 12)
            #expect(Set(party.map(\.name)).count == party.count, "seed \(seed)")
            for (index, member) in party.enumerated() {
                let drawn = CharacterGenerator.generate(seed: seed + UInt64(index)).name
                let takenBefore = party[..<index].contains { $0.name == drawn }
                #expect((member.name == drawn) == !takenBefore, "seed \(seed) member \(index)")
                #expect(Names.choices(for: member.characterClass).contains(member.name))
            }
        }
    }

    @Test func classesAreTakenInTurn() throws {
        let classes: [CharacterClass] = [.fighter, .elf, .magicUser]
        let party = try Party.generate(seed: 42, count: 7, classes: classes)
        #expect(party.map(\.characterClass) == [.fighter, .elf, .magicUser, .fighter, .elf, .magicUser, .fighter])
    }

    @Test func aFolkWithoutFreeNamesIsRefusedInOneLine() {
        #expect(throws: Never.self) { try Party.generate(seed: 1, count: 10, classes: [.dwarf]) }
        #expect {
            try Party.generate(seed: 1, count: 11, classes: [.dwarf])
        } throws: { error in
            "\(error)" == "all 10 names for Dwarf characters are taken; ask for fewer characters or other classes"
        }
        #expect {
            try Party.generate(seed: 1, count: 31, classes: [.fighter, .thief])
        } throws: { error in
            "\(error)".hasPrefix("all 30 names for Cleric, Fighter, Magic-User, Thief characters are taken")
        }
    }
}

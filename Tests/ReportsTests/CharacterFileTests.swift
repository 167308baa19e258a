import OSR
import Reports
import Site
import Testing

@Suite struct CharacterFileTests {
    static let legal = """
        name: Brannoc
        title: the Bold
        class: fighter
        alignment: Neutral
        rolled: {strength: 12, intelligence: 13, wisdom: 11, dexterity: 10, constitution: 14, charisma: 9}
        adjustments: {strength: +1, intelligence: -2}
        hitPoints: 8
        gold: 90
        purchases: [Sword, Chainmail, Shield, {item: Torches (6), quantity: 2}]
        """

    @Test func aLegalFileGivesItsChoices() throws {
        let choices = try CharacterFile.read(Self.legal, file: "b.yml").get()
        #expect(choices.name == "Brannoc" && choices.title == "the Bold" && choices.characterClass == .fighter)
        #expect(choices.alignment == .neutral && choices.method == .threeD6)
        #expect(choices.abilities == AbilityScores([13, 11, 11, 10, 14, 9]))
        #expect(choices.purchases.last == .init("Torches (6)", quantity: 2))
    }

    /// Every problem at once, in the order of the file, each at the line of its setting.
    @Test func everyProblemIsToldAtItsLine() {
        let text = """
            name: Mirela
            class: Magic-User
            rolled:
              strength: 9
              intelligence: 17
              wisdom: 12
              dexterity: 11
              constitution: 7
              charisma: 19
            abilities: {intelligence: 18, strength: 8}
            hitPoints: 6
            gold: 95
            languages: [Dragon, Elvish, Klingon]
            purchases:
              - Dagger
              - Plate mail
              - {item: Lantern, quantity: 9}
            spells: [Sleep, Fireball]
            colour: red
            """
        guard case .failure(let problems) = CharacterFile.read(text, file: "m.yml") else {
            Issue.record("an illegal character was accepted")
            return
        }
        #expect(
            problems.errors.map(\.description) == [
                "m.yml:9: rolled.charisma: 19 cannot be rolled with 3d6 (3 to 18)",
                "m.yml:10: abilities.strength: may not be lowered below 9",
                "m.yml:11: hitPoints: 6 is outside what 1d4 and CON 7 give (1 to 3)",
                "m.yml:12: gold: 95 gp cannot come from 3d6 × 10 (30 to 180, in tens)",
                "m.yml:13: languages.3: Klingon is not on the languages table",
                "m.yml:14: purchases: they cost 153 gp, more than the 95 gp to spend",
                "m.yml:16: purchases.2: a Magic-User may not wear armour",
                "m.yml:18: spells.2: Fire Ball is of spell level 3; a level-1 Magic-User casts spells up to level 1",
                "m.yml:19: colour: is not a setting of a character file (known: "
                    + "\(CharacterFile.keys.joined(separator: ", ")))",
            ])
    }

    @Test(
        arguments: [
            (
                "class: Fighter\n",
                [
                    "x.yml:1: name: is missing",
                    "x.yml:1: rolled: is missing (the six scores rolled: strength, intelligence, …)",
                    "x.yml:1: hitPoints: is missing", "x.yml:1: gold: is missing",
                ]
            ),
            (
                "name: A\nclass: Paladin\nrolled: {str: 9, int: 9, wis: 9, dex: 9, con: 9, cha: 9}\nhitPoints: "
                    + "3\ngold: 50\n",
                [
                    "x.yml:2: class: 'Paladin' is not one of Cleric, Dwarf, Elf, Fighter, Halfling, Magic-User, Thief"
                ]
            ),
            (
                "name: A\nclass: Thief\nrolled: {strength: 9}\nhitPoints: lots\ngold: 30\n",
                [
                    "x.yml:3: rolled: needs intelligence", "x.yml:3: rolled: needs wisdom",
                    "x.yml:3: rolled: needs dexterity",
                    "x.yml:3: rolled: needs constitution", "x.yml:3: rolled: needs charisma",
                    "x.yml:4: hitPoints: 'lots' is not a whole number",
                ]
            ),
            (
                "name: A\nclass: Thief\nrolled: {str: 9, int: 9, wis: 9, dex: 9, con: 9, cha: 9}\nhitPoints: 3\n"
                    + "gold: 99999999999999999999999\npurchases: [{item: Rope, quantity: 9223372036854775807}]\n",
                [
                    "x.yml:5: gold: must be a whole number from -999999 to 999999",
                    "x.yml:6: purchases.1: must be a whole number from -999999 to 999999",
                ]
            ),
            (
                // A score given but out of range is told there, not also as missing.
                "name: A\nclass: Thief\nrolled: {str: 12345678901234567890123, int: 9, wis: 9, dex: 9, con: 9, "
                    + "cha: 9}\nhitPoints: 3\ngold: 30\n",
                ["x.yml:3: rolled.str: must be a whole number from -999999 to 999999"]
            ),
            ("- a list\n", ["x.yml:1: a character file is a mapping of settings (name:, class:, rolled: …)"]),
            ("name: [unclosed\n", nil),
        ] as [(String, [String]?)])
    func unreadableSettingsAreToldToo(text: String, expected: [String]?) {
        guard case .failure(let problems) = CharacterFile.read(text, file: "x.yml") else {
            Issue.record("accepted")
            return
        }
        if let expected {
            #expect(problems.errors.map(\.description) == expected)
        } else {
            #expect(problems.errors.count == 1 && problems.errors[0].description.hasPrefix("x.yml:2: invalid YAML: "))
            #expect(!problems.errors[0].description.contains("\n"), "one line")
        }
    }

    @Test func generatedCharactersWrittenAsFilesReadBackLegal() throws {
        for seed in UInt64(0)..<200 {
            let choices = CharacterChoices(CharacterGenerator.generate(seed: seed))
            let scores = { (s: AbilityScores) in
                "{" + Ability.allCases.map { "\($0.key): \(s[$0])" }.joined(separator: ", ") + "}"
            }
            let bought = choices.purchases.map { "{item: \"\($0.name)\", quantity: \($0.quantity)}" }
                .joined(separator: ", ")
            let text = """
                name: "\(choices.name)"
                class: \(choices.characterClass.name)
                alignment: \(choices.alignment.rawValue)
                rolled: \(scores(choices.rolled))
                abilities: \(scores(choices.abilities))
                hitPoints: \(choices.hitPoints)
                gold: \(choices.startingGold)
                languages: [\(choices.extraLanguages.joined(separator: ", "))]
                purchases: [\(bought)]
                spells: [\(choices.spells.joined(separator: ", "))]
                """
            #expect(try CharacterFile.read(text, file: "g.yml").get() == choices, "seed \(seed)")
        }
    }
}

/// What a hostile or careless character file does.
@Suite struct HostileCharacterFileTests {
    static let base = """
        name: Brannoc
        class: Elf
        rolled: {strength: 12, intelligence: 16, wisdom: 11, dexterity: 10, constitution: 14, charisma: 9}
        hitPoints: 5
        gold: 90
        spells: [sleep]

        """

    static func problems(_ text: String) -> [String] {
        guard case .failure(let problems) = CharacterFile.read(text, file: "h.yml") else { return [] }
        return problems.errors.map(\.description)
    }

    @Test func aliasesThatStandForMegabytesAreRefusedAtOnce() {
        let wide =
            "s: &s " + String(repeating: "x", count: 20_000) + "\n" + Self.base
            + "purchases: [" + Array(repeating: "*s", count: 2_000).joined(separator: ", ") + "]\n"
        #expect(Self.problems(wide) == ["h.yml:1: YAML aliases expand into too much (a character file needs none)"])
    }

    @Test func namesAreKeptAsTheyAreChecked() throws {
        let padded = try CharacterFile.read(
            Self.base.replacingOccurrences(of: "Brannoc", with: "\"  Bra\\u0301nnoc  \""),
            file: "h.yml"
        ).get()
        #expect(padded.name == "Bránnoc")
        #expect(
            Self.problems(Self.base.replacingOccurrences(of: "Brannoc", with: "\"\\tBob\\t\"")).count == 0,
            "surrounding tabs are trimmed")
        let bell = Self.problems(Self.base.replacingOccurrences(of: "Brannoc", with: "\"B\\u0007ob\""))
        #expect(bell.count == 1 && bell[0].hasPrefix("h.yml:1: name: "), "\(bell)")
        let untitled = try CharacterFile.read(Self.base + "title: ~\n", file: "h.yml").get()
        #expect(untitled.title == nil)
    }

    @Test func listsAreMatchedWithoutRegardToCase() throws {
        let choices = try CharacterFile.read(Self.base + "languages: [dragon]\nmethod: 3D6\n", file: "h.yml").get()
        #expect(choices.spells == ["Sleep"] && choices.extraLanguages == ["Dragon"] && choices.method == .threeD6)
        #expect(
            Self.problems(Self.base + "languages: [Common]\n") == ["h.yml:7: languages.1: an Elf already speaks Common"]
        )
    }

    @Test func nothingIsSilentlyIgnored() {
        #expect(
            Self.problems(Self.base.replacingOccurrences(of: "charisma: 9}", with: "charisma: 9, STR: 18}"))
                == ["h.yml:3: rolled.STR: strength is given twice"])
        #expect(
            Self.problems(Self.base + "purchases: [{item: Dagger, quantty: 5}, {itme: Mace}]\n") == [
                "h.yml:7: purchases.1: 'quantty' is not part of a purchase (item, quantity)",
                "h.yml:7: purchases.2: 'itme' is not part of a purchase (item, quantity)",
                "h.yml:7: purchases.2: needs item (what was bought), and may give a quantity",
            ])
        #expect(Self.problems(Self.base + "[a, b]: 3\n") == ["h.yml:7: settings are named by text"])
        #expect(
            Self.problems(Self.base.replacingOccurrences(of: "charisma: 9}", with: "charisma: 9,\n  luck: 3}"))
                == [
                    "h.yml:4: rolled.luck: is not an ability "
                        + "(strength, intelligence, wisdom, dexterity, constitution, charisma)"
                ])
    }
}

/// Character files of characters past first level: their level, experience, memorised spells and
/// retainer's terms, read, checked at their lines and written back.
@Suite struct LevelledCharacterFileTests {
    static let fifth = """
        name: Brannoc
        class: Fighter
        level: 5
        experience: 17000
        rolled: {strength: 13, intelligence: 10, wisdom: 11, dexterity: 10, constitution: 14, charisma: 9}
        hitPoints: 31
        gold: 90
        purchases: [Sword, Chainmail]
        retainer: {employer: Aldous, loyalty: 8, wage: 2, share: full}
        """

    @Test func aLevelledFileGivesItsChoices() throws {
        let choices = try CharacterFile.read(Self.fifth, file: "b.yml").get()
        #expect(choices.level == 5 && choices.experience == 17_000 && choices.hitPoints == 31)
        #expect(choices.retainer == RetainerTerms(employer: "Aldous", loyalty: 8, wage: 2, shareInHalves: 2))
        #expect(PlayerCharacter(choices).thac0 == 17)
    }

    @Test func theLevelsRulesAreToldAtTheirLines() {
        let text =
            Self.fifth.replacingOccurrences(of: "experience: 17000", with: "experience: 99000")
            .replacingOccurrences(of: "hitPoints: 31", with: "hitPoints: 60")
            .replacingOccurrences(of: "loyalty: 8", with: "loyalty: 14")
            .replacingOccurrences(of: "share: full", with: "share: all, tip: 3")
            + "\nmemorised: [Sleep]"
        guard case .failure(let problems) = CharacterFile.read(text, file: "b.yml") else {
            Issue.record("an illegal character was accepted")
            return
        }
        #expect(
            problems.errors.map(\.description) == [
                "b.yml:4: experience: level 5 takes from 16000 to 63999 XP, not 99000",
                "b.yml:6: hitPoints: 60 is outside what 5d8 and CON 14 give (10 to 45)",
                "b.yml:9: retainer.tip: is not part of a retainer's terms (employer, loyalty, wage, share)",
                "b.yml:9: retainer.share: 'all' is not one of half, full",
                "b.yml:9: retainer.loyalty: loyalty is checked on 2d6: from 2 to 12, not 14",
                "b.yml:10: memorised: a Fighter casts no spells",
            ])
        let loyal = Self.fifth.replacingOccurrences(of: "loyalty: 8", with: "loyalty: 14")
        guard case .failure(let disloyal) = CharacterFile.read(loyal, file: "b.yml") else {
            Issue.record("loyalty 14 was accepted")
            return
        }
        #expect(
            disloyal.errors.map(\.description) == [
                "b.yml:9: retainer.loyalty: loyalty is checked on 2d6: from 2 to 12, not 14"
            ])
    }

    @Test func aWrittenFileReadsBackAsTheSameCharacter() throws {
        for level in [1, 4, 9, 14] {
            var choices = CharacterChoices(
                CharacterGenerator.generate(seed: 5, options: CharacterOptions(characterClass: .thief, level: level)))
            if level == 4 { choices.retainer = RetainerTerms(employer: "Aldous", loyalty: 7) }
            let yaml = try CharacterFile.yaml(choices)
            #expect(try CharacterFile.read(yaml, file: "t.yml").get() == choices, "level \(level)")
            #expect(yaml.contains("level:") == (level != 1))
        }
    }
}

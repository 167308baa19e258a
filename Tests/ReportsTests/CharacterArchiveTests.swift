import Foundation
import Mistakes
import OSR
import Reports
import Site
import Testing

/// The document `character export` writes and `character import` reads: what is written reads
/// back as the very characters, and every problem of every entry is told at its own line.
@Suite struct CharacterArchiveTests {
    /// The character of `CharacterFileTests.legal`, generated from seed 7 and rolled once more.
    static let brannoc = ArchivedCharacter(
        choices: CharacterChoices(
            rolled: AbilityScores([12, 13, 11, 10, 14, 9]), characterClass: .fighter,
            abilities: AbilityScores([13, 11, 11, 10, 14, 9]), hitPoints: 8, startingGold: 90, alignment: .neutral,
            name: "Brannoc", title: "the Bold",
            purchases: [.init("Sword"), .init("Chainmail"), .init("Shield"), .init("Torches (6)", quantity: 2)]),
        seed: 7, history: [.init(what: "STR", result: 12)])

    static func read(_ text: String) -> Result<[ArchivedCharacter], UserErrors> {
        CharacterArchive.read(text, file: "a.yml")
    }

    static func problems(_ text: String) -> [String] {
        guard case .failure(let problems) = read(text) else { return ["accepted"] }
        return problems.errors.map(\.description)
    }

    /// Generated characters of every class and several seeds, and one made at the table.
    static var characters: [ArchivedCharacter] {
        let generated = CharacterClass.allCases.flatMap { characterClass in
            [UInt64(0), 7, 42, UInt64(Int64.max)].map { seed in
                let options = CharacterOptions(characterClass: characterClass)
                return ArchivedCharacter(
                    choices: CharacterChoices(CharacterGenerator.generate(seed: seed, options: options)), seed: seed)
            }
        }
        return generated + [brannoc]
    }

    @Test func theYAMLIsACharacterFilesSettingsForEach() throws {
        #expect(
            try CharacterArchive.yaml([Self.brannoc]) == """
                # A sheetgen character archive (1 character): `sheetgen character import FILE` adds them to a vault.
                characters:
                - name: Brannoc
                  title: the Bold
                  class: Fighter
                  alignment: Neutral
                  method: 3d6
                  rolled: {strength: 12, intelligence: 13, wisdom: 11, dexterity: 10, constitution: 14, charisma: 9}
                  abilities: {strength: 13, intelligence: 11, wisdom: 11, dexterity: 10, constitution: 14, charisma: 9}
                  hitPoints: 8
                  gold: 90
                  languages: []
                  purchases:
                  - Sword
                  - Chainmail
                  - Shield
                  - {item: Torches (6), quantity: 2}
                  spells: []
                  seed: 7
                  history:
                  - {what: STR, result: 12}

                """)
        #expect(try CharacterArchive.yaml([]).hasSuffix("\ncharacters: []\n"))
    }

    @Test func whatIsWrittenReadsBackAsYAMLAndAsJSON() throws {
        let characters = Self.characters
        #expect(characters.contains { !$0.choices.extraLanguages.isEmpty })
        #expect(characters.contains { $0.choices.title != nil && $0.choices.abilities != $0.choices.rolled })
        #expect(characters.contains { $0.choices.purchases.contains { $0.quantity > 1 } })
        #expect(characters.contains { !$0.choices.spells.isEmpty })
        #expect(try Self.read(CharacterArchive.yaml(characters)).get() == characters)
        #expect(try Self.read(CharacterArchive.json(characters)).get() == characters)
        #expect(try Self.read(CharacterArchive.yaml([])).get() == [])
    }

    /// Names YAML would read as something else, or not at all, unless quoted.
    @Test(arguments: [
        "O'Hara: the \"Bold\" #1", "Yes", "no", "null", "~", "12", "0x1F", "1e3", ".inf", "- dash", "? what",
        "[x]", "{y}", "&anchor", "*alias", "!tag", "%pct", "@at", "`tick", "'quoted'", "a #b", "#c", "ends:",
        "|pipe", ">fold", "back\\slash", "two  spaces", "Zoë", "龍", "🧙‍♂️ Mage", "a\u{2028}b", "x\u{FEFF}y",
        "right\u{202E}left",
    ])
    func namesThatLookLikeYAMLReadBackAsThemselves(name: String) throws {
        var character = Self.brannoc
        character.choices.name = name
        character.choices.title = name
        character.history = [.init(what: name, result: 3)]
        #expect(CreationCheck.problems(in: character.choices).isEmpty)
        let yaml = try CharacterArchive.yaml([character])
        #expect(try Self.read(yaml).get() == [character], "\(yaml)")
        #expect(try Self.read(CharacterArchive.json([character])).get() == [character])
    }

    /// A character at the top of its class, with more than a million XP and the seeds of its levels
    /// in its history (seeds run to Int64.max), reads back from both forms.
    @Test func aCharacterOfTheHighestLevelReadsBackWithTheSeedsOfItsLevels() throws {
        var choices = CharacterChoices(
            CharacterGenerator.generate(seed: 3, options: CharacterOptions(characterClass: .magicUser, level: 13)))
        choices.experience = CharacterClass.magicUser.row(14).experience
        let up = LevelUp(choices, seed: UInt64(Int64.max))
        let history = up.rolls.map { CharacterCreation.RollRecord(what: $0.what, result: $0.result) }
        let character = ArchivedCharacter(choices: up.after, seed: 3, history: history)
        #expect(up.after.experience == 1_050_000 && history[0].result == Int(Int64.max))
        #expect(try Self.read(CharacterArchive.yaml([character])).get() == [character])
        #expect(try Self.read(CharacterArchive.json([character])).get() == [character])
    }

    /// Retainers and their employer in one archive, tied by the ids of their vault, keep the
    /// employer's CHA limit; a retainer may have risen past its employer's level since it was hired,
    /// and one of another employer of the same name is no retainer of this one.
    @Test func retainersKeepTheirEmployersLimitByTheirVaultsIDs() throws {
        let employer = ArchivedCharacter(
            choices: CharacterChoices(
                CharacterGenerator.generate(seed: 2, options: CharacterOptions(characterClass: .fighter, level: 2))),
            id: 1)
        let limit = RetainerRules.limit(charisma: employer.choices.abilities[.charisma])
        func retainer(_ seed: UInt64, of employerID: Int64, level: Int = 1) -> ArchivedCharacter {
            var choices = CharacterChoices(
                CharacterGenerator.generate(seed: seed, options: CharacterOptions(characterClass: .thief, level: level))
            )
            choices.retainer = RetainerTerms(employer: employer.choices.name, employerID: employerID, loyalty: 7)
            return ArchivedCharacter(choices: choices, id: Int64(100 + seed))
        }
        var namesake = employer
        namesake.id = 2
        // The employer's limit full, one of them of a level above the employer's; and the namesake's.
        let kept =
            [employer, namesake] + (1..<UInt64(limit)).map { retainer(10 + $0, of: 1) }
            + [retainer(51, of: 1, level: 4), retainer(50, of: 2)]
        #expect(try Self.read(CharacterArchive.yaml(kept)).get() == kept)
        #expect(
            ArchivedCharacter.employers(in: kept)[2] == 0 && ArchivedCharacter.employers(in: kept)[kept.count - 1] == 1)

        let tooMany = try CharacterArchive.yaml(kept + [retainer(99, of: 1, level: 2)])
        #expect(Self.problems(tooMany).count == 1)
        #expect(
            Self.problems(tooMany)[0].contains("characters.\(kept.count + 1).retainer: \(employer.choices.name) (CHA "))
        // A character file has no vault: its terms name no employer's id.
        #expect(!CharacterFile.keys.contains("id"))
    }

    @Test func jsonWrittenByHandIsReadToo() throws {
        let json = """
            {"characters":[{"name":"Brannoc","class":"fighter","rolled":{"strength":12,"intelligence":13,\
            "wisdom":11,"dexterity":10,"constitution":14,"charisma":9},"hitPoints":8,"gold":90,\
            "purchases":["Sword",{"item":"Torches (6)","quantity":2}],"seed":7,\
            "history":[{"what":"STR","result":12}]}]}
            """
        let character = try #require(try Self.read(json).get().first)
        #expect(character.choices.characterClass == .fighter && character.choices.purchases.count == 2)
        #expect(character.seed == 7 && character.history == [.init(what: "STR", result: 12)])
        #expect(
            Self.problems(#"{"characters": [{"name": "A", "class": "Wizard"}]}"#).contains {
                $0 == "a.yml:1: characters.1.class: 'Wizard' is not one of Cleric, Dwarf, Elf, Fighter, Halfling, "
                    + "Magic-User, Thief"
            })
    }

    /// Every problem of every entry at once, in the order of the file, each at its own line.
    @Test func everyProblemOfEveryEntryIsToldAtItsLine() {
        let text = """
            characters:
            - name: Ann
              class: Wizard
              rolled: {strength: 9, intelligence: 9, wisdom: 9, dexterity: 9, constitution: 9, charisma: 9}
              hitPoints: 3
              gold: 50
            - name: Bob
              class: Fighter
              rolled: {strength: 9, intelligence: 9, wisdom: 9, dexterity: 9, constitution: 9, charisma: 9}
              hitPoints: 30
              gold: 55
              seed: -4
              colour: red
              history:
              - {what: STR, result: 9, extra: 1}
              - {what: DEX}
              - 12
            - just text
            - {}
            version: 2
            """
        #expect(
            Self.problems(text) == [
                "a.yml:3: characters.1.class: 'Wizard' is not one of Cleric, Dwarf, Elf, Fighter, Halfling, "
                    + "Magic-User, Thief",
                "a.yml:10: characters.2.hitPoints: 30 is outside what 1d8 and CON 9 give (1 to 8)",
                "a.yml:11: characters.2.gold: 55 gp cannot come from 3d6 × 10 (30 to 180, in tens)",
                "a.yml:12: characters.2.seed: must be a whole number from 0 to \(Int64.max)",
                "a.yml:13: characters.2.colour: is not a setting of an archived character (known: "
                    + "\(CharacterArchive.keys.joined(separator: ", ")))",
                "a.yml:15: characters.2.history.1: 'extra' is not part of a roll (what, result)",
                "a.yml:16: characters.2.history.2.result: is missing",
                "a.yml:17: characters.2.history.3: a roll is {what: …, result: …}",
                "a.yml:18: characters.3: an archived character is a mapping of settings (name:, class:, rolled: …)",
                "a.yml:19: characters.4.name: is missing",
                "a.yml:19: characters.4.class: is missing",
                "a.yml:19: characters.4.rolled: is missing (the six scores rolled: strength, intelligence, …)",
                "a.yml:19: characters.4.hitPoints: is missing",
                "a.yml:19: characters.4.gold: is missing",
                "a.yml:20: version: is not a setting of a character archive (known: characters)",
            ])
    }

    /// The third character breaks a rule: none of the three is given.
    @Test func oneBadCharacterSpoilsTheArchive() throws {
        var characters = Array(Self.characters.prefix(3))
        characters[2].choices.hitPoints = 99
        let problems = Self.problems(try CharacterArchive.yaml(characters))
        #expect(problems.count == 1 && problems[0].contains(": characters.3.hitPoints: 99 is outside what 1d"))
        let line = try #require(Int(problems[0].split(separator: ":")[1]))
        let lines = try CharacterArchive.yaml(characters).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[line - 1] == "  hitPoints: 99")
    }

    static let shape = "a character archive is a mapping whose characters: is the list of characters"

    @Test(
        arguments: [
            ("", ["a.yml:1: \(shape)"]),
            ("- a list\n", ["a.yml:1: \(shape)"]),
            ("characters: 3\n", ["a.yml:1: characters: must be a list of characters"]),
            ("\ncharacters: {name: A}\n", ["a.yml:2: characters: must be a list of characters"]),
            (
                "other: []\n",
                [
                    "a.yml:1: other: is not a setting of a character archive (known: characters)",
                    "a.yml:1: characters: is missing (the list of characters)",
                ]
            ),
        ])
    func aDocumentOfAnotherShapeIsTold(text: String, expected: [String]) {
        #expect(Self.problems(text) == expected)
    }

    @Test func invalidYAMLIsToldInOneLine() {
        let problems = Self.problems("characters:\n- name: [unclosed\n")
        #expect(problems.count == 1 && problems[0].hasPrefix("a.yml:3: invalid YAML: ") && !problems[0].contains("\n"))
    }

    @Test func moreCharactersThanAnImportTakesAreRefusedUnread() {
        let text = "characters:\n" + String(repeating: "- {}\n", count: CharacterArchive.countLimit + 1)
        #expect(
            Self.problems(text) == [
                "a.yml:1: characters: holds 10001 characters; at most 10000 are imported at a time"
            ])
    }

    @Test func aliasesThatStandForMegabytesAreRefusedAtOnce() {
        let text =
            "x: &s " + String(repeating: "x", count: 20_000) + "\ncharacters: ["
            + Array(repeating: "*s", count: 2_000).joined(separator: ", ") + "]\n"
        #expect(Self.problems(text) == ["a.yml:1: YAML aliases expand into too much (a character archive needs none)"])
    }

    @Test func onlyARegularFileOfAtMost16MiBIsRead() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sheetgen-archive-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let big = folder.appendingPathComponent("big.yml").path
        let padding = "# " + String(repeating: "x", count: CharacterArchive.sizeLimit) + "\ncharacters: []\n"
        #expect(FileManager.default.createFile(atPath: big, contents: Data(padding.utf8)))
        let empty = folder.appendingPathComponent("empty.yml").path
        #expect(FileManager.default.createFile(atPath: empty, contents: Data()))
        let cases = [
            (big, "\(big): is larger than 16 MiB; no character archive is"),
            ("/dev/null", "/dev/null: is not a file"),
            (folder.path, "\(folder.path): is not a file"),
            (folder.appendingPathComponent("missing").path, "\(folder.path)/missing: cannot read the file"),
            (empty, "\(empty):1: a character archive is a mapping whose characters: is the list of characters"),
        ]
        for (path, expected) in cases {
            guard case .failure(let problems) = CharacterArchive.load(path) else {
                Issue.record("\(path) was read")
                continue
            }
            #expect(problems.errors.map(\.description) == [expected])
        }
    }
}

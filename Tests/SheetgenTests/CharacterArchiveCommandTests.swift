import Foundation
import TestSupport
import Testing

/// `character export` and `character import` against vaults in a temporary folder: what one vault
/// exports another imports as the same characters, and a bad archive changes no byte of the vault.
@Suite(.tags(.slow)) struct CharacterArchiveCommandTests {
    /// A temporary folder, and `sheetgen character …` run in it.
    struct Folder: ~Copyable {
        let url: URL
        init() throws { url = try CLI.temporaryFolder() }
        deinit { try? FileManager.default.removeItem(at: url) }

        func run(_ arguments: [String]) throws -> CLI.Result {
            try CLI.run(["character"] + arguments, in: url)
        }

        func bytes(_ name: String) -> Data {
            (try? Data(contentsOf: url.appendingPathComponent(name))) ?? Data()
        }

        func write(_ text: String, to name: String) throws {
            try Data(text.utf8).write(to: url.appendingPathComponent(name))
        }

        var names: [String] { ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).sorted() }
    }

    /// A character made at the table: a title, languages, purchases with quantities, a spell, the
    /// rolls of its making and no seed, none of which a generated character has all of.
    static let madeAtTheTable = """
        characters:
        - name: Mirela
          title: the Wise
          class: Magic-User
          alignment: Chaotic
          method: 4d6-drop-lowest
          rolled: {strength: 13, intelligence: 16, wisdom: 12, dexterity: 11, constitution: 10, charisma: 9}
          abilities: {strength: 11, intelligence: 17, wisdom: 12, dexterity: 11, constitution: 10, charisma: 9}
          hitPoints: 3
          gold: 120
          languages: [Dragon, Elvish]
          purchases:
          - Dagger
          - {item: Torches (6), quantity: 2}
          - Backpack
          spells: [Sleep]
          history:
          - {what: STR, result: 13}
          - {what: INT, result: 16}
          - {what: hit die (1d4), result: 3}

        """

    static let saves = [
        ["--seed", "7", "--class", "elf"], ["--seed", "42", "--name", "O'Hara: the \"Bold\" #1"],
        ["--seed", "1", "--class", "magic-user"], ["--seed", "3", "--class", "thief"], ["--seed", "0"],
        ["--seed", "\(Int64.max)", "--class", "dwarf", "--name", "Yes"],
    ]

    /// A vault `a.sqlite` with the characters of `saves` and the one made at the table.
    static func filledVault(in folder: borrowing Folder) throws {
        for arguments in saves {
            #expect(try folder.run(["save"] + arguments + ["--vault", "a.sqlite"]).status == 0)
        }
        try folder.write(madeAtTheTable, to: "table.yml")
        let imported = try folder.run(["import", "table.yml", "--vault", "a.sqlite"])
        #expect(imported.status == 0 && imported.stderr.isEmpty)
        #expect(imported.stdout == "Imported 1 character into a.sqlite (id \(saves.count + 1)).\n")
    }

    @Test(arguments: ["yaml", "json"])
    func whatOneVaultExportsAnEmptyOneImportsAsTheSameCharacters(format: String) throws {
        let folder = try Folder()
        try Self.filledVault(in: folder)
        let export = try folder.run(["export", "--vault", "a.sqlite", "--format", format, "--output", "all"])
        #expect(export.status == 0 && export.stdout.isEmpty && export.stderr.isEmpty)
        let count = Self.saves.count + 1
        let imported = try folder.run(["import", "all", "--vault", "b.sqlite"])
        #expect(imported.status == 0 && imported.stderr.isEmpty)
        #expect(imported.stdout == "Imported \(count) characters into b.sqlite (ids 1–\(count)).\n")
        // The JSON of `list` has every choice, the seed (or none) and the history of each.
        let listed = try ["a.sqlite", "b.sqlite"].map { try folder.run(["list", "--format", "json", "--vault", $0]) }
        #expect(listed[0].status == 0 && listed[0].stdout == listed[1].stdout)
        #expect(listed[0].stdout.contains("O'Hara: the \\\"Bold\\\" #1") && listed[0].stdout.contains("hit die (1d4)"))
        let again = try folder.run(["export", "--vault", "b.sqlite", "--format", format])
        #expect(again.status == 0 && Data(again.stdout.utf8) == folder.bytes("all"))
    }

    /// A retainer comes back tied to its own employer, not to another of the same name, in a vault
    /// whose ids are not the archive's.
    @Test func aRetainerComesBackWithItsOwnEmployer() throws {
        let folder = try Folder()
        for arguments in [
            ["save", "--seed", "7", "--vault", "a.sqlite"],
            ["save", "--seed", "7", "--level", "3", "--vault", "a.sqlite"],
            ["retainer", "--employer", "2", "--class", "fighter", "--seed", "11", "--vault", "a.sqlite"],
            ["export", "--vault", "a.sqlite", "--output", "a.yml"], ["save", "--seed", "1", "--vault", "b.sqlite"],
            ["import", "a.yml", "--vault", "b.sqlite"],
        ] {
            let result = try folder.run(arguments)
            #expect(result.status == 0, "\(arguments): \(result.stderr)")
        }
        let shown = try folder.run(["show", "4", "--vault", "b.sqlite", "--format", "json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(shown.stdout.utf8)) as? [String: Any])
        let retainer = try #require(object["retainer"] as? [String: Any])
        #expect(retainer["employer"] as? String == "Perrin" && retainer["employerID"] as? Int == 3)
    }

    @Test func theExportIsYAMLThatSaysWhatItIs() throws {
        let folder = try Folder()
        try Self.filledVault(in: folder)
        let export = try folder.run(["export", "--vault", "a.sqlite"])
        #expect(export.status == 0 && export.stderr.isEmpty)
        #expect(export.stdout.hasPrefix("# A sheetgen character archive (7 characters): "))
        // Each entry starts with the id it has in the vault, by which its retainers would name it.
        let last = Self.madeAtTheTable.dropFirst("characters:\n".count).replacingOccurrences(
            of: "- name: Mirela", with: "- id: 7\n  name: Mirela")
        #expect(export.stdout.hasSuffix(last))
        #expect(export.stdout.contains("\n  name: 'O''Hara: the \"Bold\" #1'\n"))
        #expect(export.stdout.contains("\n  name: 'Yes'\n") && export.stdout.contains("\n  seed: \(Int64.max)\n"))
    }

    /// The third character of the archive breaks a rule and the first names no class: every
    /// problem is told, at its line, and no character is imported.
    @Test func aBadArchiveImportsNothingAndLeavesTheVaultAsItWas() throws {
        let folder = try Folder()
        try Self.filledVault(in: folder)
        let export = try folder.run(["export", "--vault", "a.sqlite"]).stdout
        var lines = export.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let classes = lines.indices.filter { lines[$0].hasPrefix("  class: ") }
        let hitPoints = lines.indices.filter { lines[$0].hasPrefix("  hitPoints: ") }
        lines[classes[0]] = "  class: Wizard"
        lines[hitPoints[2]] = "  hitPoints: 99"
        try folder.write(lines.joined(separator: "\n"), to: "bad.yml")
        #expect(try folder.run(["save", "--seed", "5", "--vault", "v.sqlite"]).status == 0)
        let before = folder.bytes("v.sqlite")
        let names = folder.names
        let result = try folder.run(["import", "bad.yml", "--vault", "v.sqlite"])
        #expect(result.status != 0 && result.stdout.isEmpty)
        let problems = result.stderr.split(separator: "\n").map(String.init)
        #expect(problems.count == 2)
        #expect(
            problems.first
                == "sheetgen: bad.yml:\(classes[0] + 1): characters.1.class: 'Wizard' is not one of "
                + "Cleric, Dwarf, Elf, Fighter, Halfling, Magic-User, Thief")
        #expect(problems.last?.hasPrefix("sheetgen: bad.yml:\(hitPoints[2] + 1): characters.3.hitPoints: 99 ") == true)
        #expect(folder.bytes("v.sqlite") == before && folder.names == names)
        // Nor does a bad archive make a vault that was not there.
        #expect(try folder.run(["import", "bad.yml", "--vault", "new.sqlite"]).status != 0)
        #expect(folder.names == names)
    }

    /// Each refused in one line on stderr, the vault byte for byte as it was.
    @Test(arguments: [
        ["import", "missing.yml"], ["import", "/dev/null"], ["import", "v.sqlite"], ["import"],
        ["import", "list.yml"], ["export", "--output", "v.sqlite"], ["export", "--output", "link"],
        ["export", "--format", "xml"],
    ])
    func badInputIsRefusedInOneLineAndLeavesTheVaultAsItWas(arguments: [String]) throws {
        let folder = try Folder()
        #expect(try folder.run(["save", "--seed", "3", "--vault", "v.sqlite"]).status == 0)
        try folder.write("- just a list\n", to: "list.yml")
        try FileManager.default.createSymbolicLink(
            atPath: folder.url.appendingPathComponent("link").path,
            withDestinationPath: "v.sqlite")
        let before = folder.bytes("v.sqlite")
        let names = folder.names
        let result = try folder.run(arguments + ["--vault", "v.sqlite"])
        #expect(result.status != 0 && result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("sheetgen: ") && result.stderr.filter { $0 == "\n" }.count == 1, "\(result)")
        #expect(!before.isEmpty && folder.bytes("v.sqlite") == before && folder.names == names)
    }

    /// A character file as `character check` and the gallery read it, one character.
    static let characterFile = """
        name: Brannoc
        class: Fighter
        rolled: {strength: 12, intelligence: 13, wisdom: 11, dexterity: 10, constitution: 14, charisma: 9}
        hitPoints: 8
        gold: 90
        purchases: [Sword]

        """

    @Test func aSingleCharacterFileImportsAsOneCharacter() throws {
        let folder = try Folder()
        try folder.write(Self.characterFile, to: "brannoc.yml")
        let imported = try folder.run(["import", "brannoc.yml", "--vault", "v.sqlite"])
        #expect(imported.status == 0 && imported.stderr.isEmpty, "\(imported.stderr)")
        #expect(imported.stdout == "Imported 1 character into v.sqlite (id 1).\n")
        let listed = try folder.run(["list", "--vault", "v.sqlite"])
        #expect(listed.stdout.contains("Brannoc"))
        // A file breaking a rule is told as a character file's problem, at its line.
        try folder.write(
            Self.characterFile.replacingOccurrences(of: "hitPoints: 8", with: "hitPoints: 99"), to: "b.yml")
        let bad = try folder.run(["import", "b.yml", "--vault", "v.sqlite"])
        #expect(bad.status != 0 && bad.stderr.hasPrefix("sheetgen: b.yml:4: hitPoints: 99 "), "\(bad.stderr)")
        #expect(bad.stderr.filter { $0 == "\n" }.count == 1)
    }

    @Test func checkAcceptsWhatExportWritesAndASingleCharacterFile() throws {
        let folder = try Folder()
        try Self.filledVault(in: folder)
        for format in ["yaml", "json"] {
            #expect(
                try folder.run(["export", "--vault", "a.sqlite", "--format", format, "--output", "all"]).status == 0)
            let checked = try folder.run(["check", "all"])
            #expect(checked.status == 0 && checked.stderr.isEmpty, "\(checked.stderr)")
            #expect(checked.stdout == "all: a character archive of 7 characters, each keeps every rule\n")
        }
        try folder.write(Self.characterFile, to: "brannoc.yml")
        let single = try folder.run(["check", "brannoc.yml"])
        #expect(single.status == 0 && single.stdout == "brannoc.yml: Brannoc, Fighter: keeps every rule\n")
    }

    /// An empty vault exports an empty list, which imports as nothing, making no vault.
    @Test func anEmptyArchiveImportsNothing() throws {
        let folder = try Folder()
        #expect(try folder.run(["save", "--seed", "3", "--vault", "a.sqlite"]).status == 0)
        #expect(try folder.run(["delete", "1", "--vault", "a.sqlite"]).status == 0)
        let export = try folder.run(["export", "--vault", "a.sqlite", "--output", "empty.yml"])
        #expect(export.status == 0 && folder.bytes("empty.yml").count > 0)
        let imported = try folder.run(["import", "empty.yml", "--vault", "b.sqlite"])
        #expect(imported.status == 0 && imported.stderr.isEmpty)
        #expect(imported.stdout == "Nothing to import: empty.yml holds no characters.\n")
        #expect(folder.names == ["a.sqlite", "empty.yml"])
    }
}

import Foundation
import TestSupport
import Testing

/// `character award`, `level-up` and `memorise` against a vault in a temporary folder: experience
/// with its modifier and its cap, a level gained from a seed kept in the history, the spells of
/// the day, and bad input that changes no byte of the vault.
@Suite(.tags(.slow)) struct CharacterAdvancementCommandTests {
    /// A folder with a vault, removed with the last reference to it: a class, so that a test may
    /// keep several in an array.
    final class Vault {
        let folder: URL
        init() throws { folder = try CLI.temporaryFolder() }
        deinit { try? FileManager.default.removeItem(at: folder) }

        var bytes: Data { (try? Data(contentsOf: folder.appendingPathComponent("v.sqlite"))) ?? Data() }

        /// `sheetgen character ARGUMENTS --vault v.sqlite`, with `stdin` piped in.
        func run(_ arguments: [String], stdin: String = "") throws -> CLI.Result {
            try CLI.run(["character"] + arguments + ["--vault", "v.sqlite"], stdin: Data(stdin.utf8), in: folder)
        }
    }

    /// A vault with a fighter (seed 7), a magic-user (seed 1) and a thief (seed 42): ids 1, 2 and 3.
    static func party() throws -> Vault {
        let vault = try Vault()
        for (seed, characterClass) in [("7", "fighter"), ("1", "magic-user"), ("42", "thief")] {
            #expect(try vault.run(["save", "--seed", seed, "--class", characterClass]).status == 0)
        }
        return vault
    }

    /// `character show ID --format json`.
    static func shown(_ vault: Vault, _ id: Int) throws -> [String: Any] {
        let shown = try vault.run(["show", "\(id)", "--format", "json"])
        #expect(shown.status == 0)
        return try CharacterVaultTests.object(shown.stdout)
    }

    /// Character `id` as `character export --format json` writes it (with its memorised spells).
    static func exported(_ vault: Vault, _ id: Int) throws -> [String: Any] {
        let export = try vault.run(["export", "--format", "json"])
        let archive = try CharacterVaultTests.object(export.stdout)
        let characters = try #require(archive["characters"] as? [[String: Any]])
        return characters[id - 1]
    }

    static func int(_ object: [String: Any], _ key: String) -> Int { object[key] as? Int ?? -1 }

    /// The line `award` prints for a first-level character given `xp`, of which it loses none.
    static func awardLine(_ c: [String: Any], id: Int, xp: Int) -> String {
        let modifier = int(c, "xpModifierPercent"), next = int(c, "xpForNextLevel")
        let earned = xp * (100 + modifier) / 100
        let reached = earned >= next ? "; can rise to level 2: sheetgen character level-up \(id)" : ""
        return "\(c["name"] ?? "") (\(id)): +\(earned) XP (modifier \(modifier < 0 ? "" : "+")\(modifier)%), "
            + "now \(earned) / \(next) XP\(reached)"
    }

    /// The first whole number after `marker` in `text`.
    static func number(after marker: String, in text: String) throws -> Int {
        let rest = try #require(text.range(of: marker)).upperBound
        return try #require(Int(String(text[rest...].prefix { $0.isNumber })))
    }

    // MARK: award

    @Test func anAwardTakesTheModifierAndSaysWhoCanLevelUp() throws {
        let vault = try Self.party()
        let before = try (1...3).map { try Self.shown(vault, $0) }
        let award = try vault.run(["award", "--xp", "1500", "--ids", "3,1"])
        #expect(award.status == 0 && award.stderr.isEmpty)
        #expect(
            award.stdout
                == Self.awardLine(before[2], id: 3, xp: 1500) + "\n" + Self.awardLine(before[0], id: 1, xp: 1500) + "\n"
        )
        for (id, xp) in [(1, 1500), (2, 0), (3, 1500)] {
            let modifier = Self.int(before[id - 1], "xpModifierPercent")
            #expect(Self.int(try Self.shown(vault, id), "experience") == xp * (100 + modifier) / 100, "\(id)")
        }
    }

    @Test func allAwardsEveryCharacter() throws {
        let vault = try Self.party()
        let before = try (1...3).map { try Self.shown(vault, $0) }
        let award = try vault.run(["award", "--xp", "100", "--all"])
        #expect(award.status == 0)
        #expect(award.stdout == (1...3).map { Self.awardLine(before[$0 - 1], id: $0, xp: 100) + "\n" }.joined())
    }

    /// No more than one level a session: the rest is lost, 1 XP short of the level after the next.
    @Test func anAwardStopsOneShortOfTheLevelAfterTheNext() throws {
        let vault = try Self.party()
        let fighter = try Self.shown(vault, 1)
        let earned = 100_000 * (100 + Self.int(fighter, "xpModifierPercent")) / 100
        let award = try vault.run(["award", "--xp", "100000", "--ids", "1"])
        let modifier = Self.int(fighter, "xpModifierPercent")
        #expect(
            award.stdout
                == "\(fighter["name"] ?? "") (1): +\(earned) XP (modifier +\(modifier)%), "
                + "lost \(earned - 3_999) to the one-level-a-session rule, now 3999 / 2000 XP; can rise to level 2: "
                + "sheetgen character level-up 1\n")
        #expect(Self.int(try Self.shown(vault, 1), "experience") == 3_999)
        let again = try vault.run(["award", "--xp", "5", "--ids", "1"])
        #expect(again.stdout.contains("+5 XP") && again.stdout.contains("lost 5 to the one-level-a-session rule"))
    }

    @Test(arguments: [
        (["--xp", "0", "--all"], "sheetgen: The value '0' is invalid for '--xp <xp>': must be a whole number of XP "),
        (
            ["--xp", "-5", "--all"],
            "sheetgen: The value '-5' is invalid for '--xp <xp>': must be a whole number of XP "
        ),
        (["--xp", "1.5", "--all"], "sheetgen: The value '1.5' is invalid for '--xp <xp>': "),
        (["--xp", "many", "--all"], "sheetgen: The value 'many' is invalid for '--xp <xp>': "),
        (["--xp", "1000000001", "--all"], "sheetgen: The value '1000000001' is invalid for '--xp <xp>': "),
        (["--xp", "10"], "sheetgen: give --ids 3,5 or --all, one of the two"),
        (["--xp", "10", "--all", "--ids", "1"], "sheetgen: give --ids 3,5 or --all, one of the two"),
        (["--xp", "10", "--ids", "1,9"], "sheetgen: v.sqlite: no character 9"),
        (["--xp", "10", "--ids", "1,x"], "sheetgen: The value '1,x' is invalid for '--ids <id,id,...>': 'x' is not"),
        (["--xp", "10", "--ids", "2,2"], "sheetgen: --ids names character 2 twice"),
    ])
    func aBadAwardChangesNothing(arguments: [String], error: String) throws {
        let vault = try Self.party()
        let bytes = vault.bytes
        let award = try vault.run(["award"] + arguments)
        #expect(award.status != 0 && award.stdout.isEmpty)
        #expect(award.stderr.hasPrefix(error) && award.stderr.split(separator: "\n").count == 1, "\(award.stderr)")
        #expect(vault.bytes == bytes)
    }

    /// A normal human retainer is told, honestly, what it must do and that sheetgen cannot do it.
    @Test func aNormalHumanIsToldToTakeAClass() throws {
        let vault = try Vault()
        let file = vault.folder.appendingPathComponent("hob.yml")
        try """
        name: Hob
        class: Normal Human
        level: 0
        rolled: {strength: 12, intelligence: 13, wisdom: 11, dexterity: 10, constitution: 14, charisma: 9}
        hitPoints: 3
        gold: 90
        retainer: {employer: Brannoc, loyalty: 7, wage: 1, share: half}

        """.write(to: file, atomically: true, encoding: .utf8)
        #expect(try vault.run(["import", "hob.yml"]).status == 0)
        let award = try vault.run(["award", "--xp", "101", "--all"])
        #expect(
            award.stdout
                == "Hob (1): +50 XP (half of 101 as a retainer, modifier +0%), now 50 XP; a normal human who earns "
                + "experience must take a class, which sheetgen cannot do yet (make the retainer again as a "
                + "first-level character of its class)\n")
        let up = try vault.run(["level-up", "1"])
        #expect(
            up.status != 0
                && up.stderr
                    == "sheetgen: character 1 cannot level up: a normal human takes a class when it first earns "
                    + "experience, not a level\n"
        )
    }

    // MARK: level-up

    @Test func aLevelUpIsRefusedUntilTheExperienceIsThere() throws {
        let vault = try Self.party()
        let name = try Self.shown(vault, 1)["name"] ?? ""
        let bytes = vault.bytes
        let up = try vault.run(["level-up", "1", "--seed", "3"])
        #expect(up.status != 0 && up.stdout.isEmpty)
        #expect(up.stderr == "sheetgen: character 1 cannot level up: level 2 needs 2000 XP; \(name) has 0\n")
        let missing = try vault.run(["level-up", "9"])
        #expect(missing.status != 0 && missing.stderr == "sheetgen: v.sqlite: no character 9\n")
        let badSeed = try vault.run(["level-up", "1", "--seed", "-1"])
        #expect(badSeed.status != 0 && badSeed.stderr.contains("must be a whole number from 0 to \(Int64.max)"))
        #expect(vault.bytes == bytes)
    }

    @Test func aLevelUpRollsTheHitDieFromASeedKeptInTheHistory() throws {
        let vault = try Self.party()
        #expect(try vault.run(["award", "--xp", "2000", "--ids", "1"]).status == 0)
        let before = try Self.shown(vault, 1)
        let name = before["name"] ?? ""
        let up = try vault.run(["level-up", "1", "--seed", "12"])
        #expect(up.status == 0 && up.stderr.isEmpty)
        #expect(up.stdout.hasPrefix("\(name), Fighter of level 1, rises to level 2 (seed 12: "))
        #expect(up.stdout.hasSuffix("Saved \(name), Fighter of level 2, as character 1 in v.sqlite.\n"))
        let roll = try Self.number(after: "1d8 rolled ", in: up.stdout)
        let gained = try Self.number(after: " = +", in: up.stdout)
        let after = try Self.shown(vault, 1)
        #expect(Self.int(after, "level") == 2 && after["title"] as? String == "Warrior")
        #expect(Self.int(after, "hitPoints") == Self.int(before, "hitPoints") + gained)
        #expect(up.stdout.contains(", \(Self.int(before, "hitPoints")) → \(Self.int(after, "hitPoints")) (Hit Dice"))
        let history = try #require(after["history"] as? [[String: Any]])
        #expect(history.count == 2)
        #expect(history.first?["what"] as? String == "level 2 seed" && history.first?["result"] as? Int == 12)
        #expect(history.last?["what"] as? String == "level 2 Hit Die (1d8)" && history.last?["result"] as? Int == roll)
        let again = try vault.run(["level-up", "1"])
        #expect(again.status != 0 && again.stderr.contains("level 3 needs 4000 XP"))
    }

    /// Without --seed, one is drawn, printed and kept: the same seed elsewhere gives the same character.
    @Test func aDrawnSeedIsPrintedAndGivesTheSameCharacterAgain() throws {
        let first = try Self.party(), second = try Self.party()
        for vault in [first, second] { #expect(try vault.run(["award", "--xp", "2000", "--ids", "3"]).status == 0) }
        let drawn = try first.run(["level-up", "3"])
        let seed = try Self.number(after: "(seed ", in: drawn.stdout)
        let history = try #require(try Self.shown(first, 3)["history"] as? [[String: Any]])
        #expect(history.first?["result"] as? Int == seed)
        let again = try second.run(["level-up", "3", "--seed", "\(seed)"])
        #expect(again.stdout == drawn.stdout)
        #expect(try Self.shown(first, 3) as NSDictionary == Self.shown(second, 3) as NSDictionary)
    }

    @Test func theLargestSeedIsKept() throws {
        let vault = try Self.party()
        #expect(try vault.run(["award", "--xp", "2000", "--ids", "1"]).status == 0)
        #expect(try vault.run(["level-up", "1", "--seed", "\(Int64.max)"]).status == 0)
        let history = try #require(try Self.shown(vault, 1)["history"] as? [[String: Any]])
        #expect(history.first?["result"] as? Int == Int.max)
    }

    /// Piped answers choose the spell; the same seed and answers give the same magic-user in another
    /// vault; Enter, --auto and the end of input all take the seed's pick.
    @Test func aMagicUserChoosesItsSpellFromPipedAnswers() throws {
        let vaults = try (0..<5).map { _ in try Self.party() }
        for vault in vaults { #expect(try vault.run(["award", "--xp", "2500", "--ids", "2"]).status == 0) }
        let book = try #require(try Self.shown(vaults[0], 2)["spells"] as? [String])
        let answered = ["level-up", "2", "--seed", "3"]
        let results = try [
            vaults[0].run(answered, stdin: "fireball\nshield\n"), vaults[1].run(answered, stdin: "fireball\nshield\n"),
            vaults[2].run(answered, stdin: "\n"), vaults[3].run(answered + ["--auto"]), vaults[4].run(answered),
        ]
        for result in results { #expect(result.status == 0 && result.stderr.isEmpty) }
        #expect(results[0].stdout.contains("'fireball' is not one of them: "))
        #expect(results[0].stdout.contains("Spell 1 of 1 of level 1 (Enter for "))
        #expect(results[0].stdout.contains("  Spell slots: level-1 spells 1 → 2\n"))
        let shown = try vaults.map { try Self.shown($0, 2) as NSDictionary }
        #expect(shown[0]["spells"] as? [String] == book + ["Shield"])
        #expect(shown[0] == shown[1])
        #expect(shown[2] == shown[3] && shown[3] == shown[4])
        #expect(!results[3].stdout.contains("Spell 1 of 1"))
    }

    @Test func spellsGivenBeforehandAreCheckedAndKept() throws {
        let vault = try Self.party()
        #expect(try vault.run(["award", "--xp", "2500", "--ids", "2"]).status == 0)
        let bytes = vault.bytes
        let refused = try vault.run(["level-up", "2", "--spells", "Fireball"])
        #expect(
            refused.status != 0
                && refused.stderr == "sheetgen: --spells: the book gains no more spells of level 3 (Fire Ball)\n")
        let fighter = try vault.run(["level-up", "1", "--spells", "Sleep"])
        #expect(fighter.status != 0)
        #expect(vault.bytes == bytes)
        let up = try vault.run(["level-up", "2", "--seed", "8", "--spells", "magic missile"])
        #expect(up.status == 0 && up.stdout.contains("  Spell book: + Magic Missile\n"))
        #expect((try Self.shown(vault, 2)["spells"] as? [String])?.last == "Magic Missile")
    }

    // MARK: memorise

    @Test func aMagicUserMemorisesFromItsBook() throws {
        let vault = try Self.party()
        #expect(try vault.run(["award", "--xp", "2500", "--ids", "2"]).status == 0)
        #expect(try vault.run(["level-up", "2", "--seed", "1", "--spells", "Shield"]).status == 0)
        let c = try Self.shown(vault, 2)
        let book = try #require(c["spells"] as? [String])
        let name = c["name"] ?? ""
        let memorised = try vault.run(["memorise", "2", "shield, \(book[0].lowercased())"])
        #expect(memorised.status == 0 && memorised.stdout == "\(name) has memorised Shield, \(book[0]).\n")
        #expect(try Self.exported(vault, 2)["memorised"] as? [String] == ["Shield", book[0]])
        #expect(try vault.run(["save", "--seed", "5", "--class", "cleric"]).status == 0)
        let bytes = vault.bytes
        for (arguments, why) in [
            (
                ["prepare", "2", "Shield, Shield, \(book[0])"],
                "3 spells of level 1; a level-2 Magic-User has 2 slots of that level"
            ),
            (["memorise", "2", "Sleep"], "Sleep is not in the spell book"),
            (["memorise", "2", "Web"], "Web is not in the spell book"),
            (["memorise", "2", "Cure Light Wounds"], "'Cure Light Wounds' is not an arcane spell"),
            (["memorise", "1", "Sleep"], "a Fighter casts no spells"),
            (
                ["memorise", "4", "cure light wounds"],
                "Cure Light Wounds (Cause Lt. Wounds) is a spell of level 1; a level-1 Cleric has no spell slots yet"
            ),
            (["memorise", "4", "Sleep"], "'Sleep' is not a cleric spell"),
            (["memorise", "9", "Sleep"], nil),
        ] {
            let refused = try vault.run(arguments)
            #expect(refused.status != 0 && refused.stdout.isEmpty)
            let id = arguments[1]
            #expect(
                refused.stderr
                    == (why.map { "sheetgen: character \(id) cannot memorise that: \($0); nothing was changed\n" }
                        ?? "sheetgen: v.sqlite: no character 9\n"))
        }
        #expect(vault.bytes == bytes)
        let forgotten = try vault.run(["memorise", "2", ""])
        #expect(forgotten.stdout == "\(name) has no spells memorised.\n")
        #expect(try Self.exported(vault, 2)["memorised"] == nil)
    }
}

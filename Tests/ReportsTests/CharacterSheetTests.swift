import DefaultTemplates
import Foundation
import Markdown
import OSR
@testable import Reports
import Site
import SiteModel
import TemplateEngine
import Testing

/// Seeds 1, 7 and 42 pinned byte for byte in JSON, Markdown and HTML. After a deliberate change,
/// regenerate with `SHEETGEN_UPDATE_GOLDEN=1 swift test --filter GoldenTests` and review the diff.
@Suite struct GoldenTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")

    @Test(arguments: [UInt64(1), 7, 42])
    func seedsStayAsTheyWere(seed: UInt64) throws {
        let character = CharacterGenerator.generate(seed: seed)
        let document = CharacterSheet.document(for: character)
        let library = try TemplateLibrary(defaults: DefaultTemplates.files)
        let outputs = [
            "seed-\(seed).json": CharacterJSON.encode(character) + "\n",
            "seed-\(seed).md": FrontMatter.markdown(for: document),
            "seed-\(seed).html": try PageRenderer(templates: library).render(document),
        ]
        for (name, text) in outputs.sorted(by: { $0.key < $1.key }) {
            let url = Self.folder.appendingPathComponent(name)
            if ProcessInfo.processInfo.environment["SHEETGEN_UPDATE_GOLDEN"] == "1" {
                try text.write(to: url, atomically: true, encoding: .utf8)
            }
            let golden = try String(contentsOf: url, encoding: .utf8)
            #expect(text == golden, "\(name) differs from its golden file")
        }
    }
}

/// Characters above 1st level, pinned the same way: `seed-7-level-9` is `sheetgen character --seed 7
/// --level 9` (a thief), then an elf at its maximum, a magic-user at 14th and a cleric at 5th.
@Suite struct LevelGoldenTests {
    @Test(arguments: [(UInt64(7), 9), (20, 10), (10, 14), (5, 5)])
    func levelledSeedsStayAsTheyWere(seed: UInt64, level: Int) throws {
        let character = CharacterGenerator.generate(seed: seed, options: CharacterOptions(level: level))
        #expect(character.level == level)
        let document = CharacterSheet.document(for: character)
        let library = try TemplateLibrary(defaults: DefaultTemplates.files)
        let name = "seed-\(seed)-level-\(level)"
        let outputs = [
            "\(name).json": CharacterJSON.encode(character) + "\n",
            "\(name).md": FrontMatter.markdown(for: document),
            "\(name).html": try PageRenderer(templates: library).render(document),
        ]
        for (name, text) in outputs.sorted(by: { $0.key < $1.key }) {
            let url = GoldenTests.folder.appendingPathComponent(name)
            if ProcessInfo.processInfo.environment["SHEETGEN_UPDATE_GOLDEN"] == "1" {
                try text.write(to: url, atomically: true, encoding: .utf8)
            }
            let golden = try String(contentsOf: url, encoding: .utf8)
            #expect(text == golden, "\(name) differs from its golden file")
        }
    }
}

@Suite struct CharacterSheetTests {
    let library = try! TemplateLibrary(defaults: DefaultTemplates.files)

    func html(name: String, seed: UInt64 = 3) throws -> String {
        let character = CharacterGenerator.generate(seed: seed, options: CharacterOptions(name: name))
        return try PageRenderer(templates: library).render(CharacterSheet.document(for: character))
    }

    @Test func namesReachHTMLEscaped() throws {
        let page = try html(name: "<script>alert('x')</script> & \"Bob\"")
        #expect(!page.contains("<script>"))
        #expect(page.contains("&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; &amp; &quot;Bob&quot;"))
    }

    @Test func namesCannotInjectMarkdown() {
        let character = CharacterGenerator.generate(
            seed: 3, options: CharacterOptions(name: "[x](javascript:alert(1)) *bold* | pipe"))
        let rendered = MarkdownRenderer().html(from: CharacterSheet.document(for: character).body)
        #expect(!rendered.contains("<a ") && !rendered.contains("<em>"))
    }

    @Test func escapedTextReadsAsTheSameCharacters() {
        let tricky = [
            "*a*", "_b_", "[c](d)", "<e>", "f | g", "1. h", "- i", "+ j", "# k", "`l`", "~~m~~", "&amp;", "n\\",
            "![o](p)",
        ]
        for text in tricky {
            var table = "| x |\n|---|\n"
            table += "| " + MarkdownText.escape(text, lineStart: false) + " |\n"
            let paragraph = MarkdownRenderer().html(from: MarkdownText.escape(text) + "\n")
            let expected = text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
                .replacingOccurrences(of: ">", with: "&gt;")
            #expect(paragraph == "<p>\(expected)</p>\n", "paragraph: \(text)")
            #expect(MarkdownRenderer().html(from: table).contains("<td>\(expected)</td>"), "cell: \(text)")
        }
    }

    @Test func sheetHasEverySectionTheTemplatePlaces() {
        let thief = CharacterGenerator.generate(seed: 1, options: CharacterOptions(characterClass: .thief))
        let elf = CharacterGenerator.generate(seed: 1, options: CharacterOptions(characterClass: .elf))
        let titles = { (c: PlayerCharacter) in
            MarkdownRenderer().sections(from: CharacterSheet.document(for: c).body).map(\.slug)
        }
        let common = [
            "ability-scores", "saving-throws", "attack-matrix", "weapons", "equipment", "languages", "class-abilities",
        ]
        #expect(titles(thief) == common + ["thief-skills"])
        #expect(titles(elf) == common + ["spell-book", "spells-memorised"])
        let cleric = {
            CharacterGenerator.generate(seed: 1, options: CharacterOptions(characterClass: .cleric, level: $0))
        }
        #expect(titles(cleric(1)) == common, "no slots at 1st level")
        var retainer = cleric(2)
        retainer.retainer = RetainerTerms(employer: "Aldous", loyalty: 7)
        #expect(titles(retainer) == common + ["retainer", "spells-memorised"])
    }

    @Test func jsonHasEveryPromisedKey() throws {
        for cls in CharacterClass.allCases {
            let character = CharacterGenerator.generate(seed: 9, options: CharacterOptions(characterClass: cls))
            let object = try #require(
                try JSONSerialization.jsonObject(with: Data(CharacterJSON.encode(character).utf8)) as? [String: Any])
            for key in [
                "seed", "name", "class", "level", "title", "alignment", "rolledAbilities", "abilities", "hitDie",
                "hitPoints",
                "armourClass", "ascendingArmourClass", "thac0", "savingThrows", "xpModifierPercent", "xpForNextLevel",
                "languages", "startingGold", "gold", "equipment", "armour", "shield", "movement", "spells",
                "thiefSkills",
            ] {
                #expect(object.keys.contains(key), "\(cls.name) lacks \(key)")
            }
            let abilities = try #require(object["abilities"] as? [String: Int])
            #expect(Set(abilities.keys) == ["STR", "INT", "WIS", "DEX", "CON", "CHA"])
            let saves = try #require(object["savingThrows"] as? [String: Int])
            #expect(Set(saves.keys) == ["death", "wands", "paralysis", "breath", "spells"])
            #expect(object["class"] as? String == cls.name && object["thac0"] as? Int == 19)
            #expect((object["thiefSkills"] is NSNull) == (cls != .thief))
            let equipment = try #require(object["equipment"] as? [[String: Any]])
            #expect(equipment.allSatisfy { $0["name"] is String && $0["cost"] is Int && $0["quantity"] is Int })
        }
    }
}

/// The sheet, its JSON and its Markdown at every level: the numbers of the class's table for the
/// level, the spells of the day, a retainer's terms, and nothing new where there is nothing to say.
@Suite struct LevelledSheetTests {
    let library = try! TemplateLibrary(defaults: DefaultTemplates.files)

    static func character(_ characterClass: CharacterClass, _ level: Int, seed: UInt64 = 21) -> PlayerCharacter {
        CharacterGenerator.generate(seed: seed, options: CharacterOptions(characterClass: characterClass, level: level))
    }

    /// "1,050,000".
    static func withCommas(_ value: Int) -> String {
        var digits = String(value), marked = ""
        while digits.count > 3 {
            marked = "," + digits.suffix(3) + marked
            digits.removeLast(3)
        }
        return digits + marked
    }

    static func json(_ character: PlayerCharacter) throws -> [String: Any] {
        try #require(
            try JSONSerialization.jsonObject(with: Data(CharacterJSON.encode(character).utf8)) as? [String: Any])
    }

    /// The targets of the sheet's saving throws table, in its order.
    static func saves(_ character: PlayerCharacter) throws -> [Int] {
        let section = try RulesSectionTests.section("Saving Throws", of: CharacterSheet.body(character))
        return try RulesSectionTests.rows(section).map { try #require(Int($0[1])) }
    }

    @Test(arguments: CharacterClass.allCases)
    func everyLevelShowsItsRowOfTheClassTable(_ characterClass: CharacterClass) throws {
        for level in characterClass.levelRange {
            let c = Self.character(characterClass, level)
            let fields = CharacterSheet.document(for: c).fields
            let row = characterClass.row(level)
            #expect(fields["level"]?.int == level)
            #expect(fields["levelTitle"]?.string == characterClass.title(at: level))
            #expect(fields["hitDie"]?.string == characterClass.hitDice(at: level))
            #expect(fields["thac0"]?.int == row.thac0)
            #expect(fields["attackBonus"]?.string == AbilityModifier.signed(row.attackBonus))
            #expect(fields["experience"]?.int == row.experience)
            let next = characterClass.experienceForLevel(after: level)
            #expect(fields["xpForNextLevel"]?.string == next.map(Self.withCommas))
            #expect((fields["hitDiceNote"] != nil) == (level > 9), "\(characterClass) \(level)")
            #expect((fields["severalHitDice"] != nil) == (level > 1))
            let s = row.savingThrows
            #expect(try Self.saves(c) == [s.death, s.wands, s.paralysis, s.breath, s.spells])
            let json = try Self.json(c)
            #expect(json["hitDie"] as? String == characterClass.hitDice(at: level))
            #expect(json["thac0"] as? Int == row.thac0 && json["level"] as? Int == level)
            #expect((json["xpForNextLevel"] as? Int) == next && (json["xpForNextLevel"] is NSNull) == (next == nil))
            #expect(json["spellSlots"] as? [Int] == (row.spellSlots.isEmpty ? nil : row.spellSlots))
            #expect((json["memorised"] != nil) == !row.spellSlots.isEmpty)
            #expect(json["retainer"] == nil)
        }
    }

    @Test func theLastLevelSaysSoWhereTheNextWouldBe() throws {
        let renderer = PageRenderer(templates: library)
        let top = try renderer.render(CharacterSheet.document(for: Self.character(.halfling, 8)))
        #expect(top.contains("maximum level · ") && !top.contains("next level"))
        #expect(top.contains("max · Hit Dice 8d6</span></div>"), "no star before 10th")
        let below = try renderer.render(CharacterSheet.document(for: Self.character(.fighter, 13)))
        #expect(below.contains("next level 840,000 · ") && !below.contains("maximum level"))
        #expect(below.contains("Hit Dice 9d8+8*</span></div>"))
        #expect(below.contains(" · * Hit Dice: the points after 9th level come without CON · OSE rules"))
        #expect(below.contains("<span class=\"vital-value vital-value-small\">720,000</span>"))
    }

    @Test func aThiefsSkillsAreThoseOfItsLevel() throws {
        for level in CharacterClass.thief.levelRange {
            let section = try RulesSectionTests.section(
                "Thief Skills", of: CharacterSheet.body(Self.character(.thief, level)))
            let skills = ThiefSkills.at(level: level)
            #expect(
                RulesSectionTests.rows(section).map { $0[1] } == [
                    "\(skills.climbSheerSurfaces)%", "\(skills.findOrRemoveTraps)%", "\(skills.hearNoise)-in-6",
                    "\(skills.hideInShadows)%", "\(skills.moveSilently)%", "\(skills.openLocks)%",
                    "\(skills.pickPockets)%",
                ])
        }
    }

    /// A row a spell level: its slots, then what is memorised in them, then a line for each slot left.
    @Test func theDaysSpellsFillTheSlotsOfTheLevelAndLinesTheRest() throws {
        let blank = SheetSpells.blank  // as the table's cells read, unescaped
        func rows(_ c: PlayerCharacter) throws -> [[String]] {
            RulesSectionTests.rows(try RulesSectionTests.section("Spells Memorised", of: CharacterSheet.body(c)))
        }
        var cleric = Self.character(.cleric, 6)
        #expect(
            try rows(cleric).map { Array($0.prefix(2)) } == [
                ["1st", "2"], ["2nd", "2"], ["3rd", "1"], ["4th", "1"],
            ])
        #expect(
            try rows(cleric).map { $0[2] }
                == [2, 2, 1, 1].map { Array(repeating: blank, count: $0).joined(separator: " ") })
        cleric.memorised = ["Cure Light Wounds", "Hold Person", "Fire Ball"]
        #expect(try rows(cleric)[0] == ["1st", "2", "Cure Light Wounds \(blank)"])
        #expect(try rows(cleric)[1] == ["2nd", "2", "Hold Person \(blank)"])
        // A spell the lists do not give a cleric stands in a row of its own.
        #expect(try rows(cleric).last == ["–", "–", "Fire Ball"])
        // The book fills the slots when nothing is recorded: two 1st-level spells and a 2nd.
        let magicUser = Self.character(.magicUser, 3)
        let book = { (level: Int) in
            magicUser.spells.filter { SpellList.named($0, kind: .arcane)?.level == level }.joined(separator: ", ")
        }
        #expect(magicUser.spells.count == 3)
        #expect(try rows(magicUser) == [["1st", "2", book(1)], ["2nd", "1", book(2)]])
        var memorising = magicUser
        memorising.memorised = ["Sleep"]
        #expect(try rows(memorising) == [["1st", "2", "Sleep \(blank)"], ["2nd", "1", blank]])
        memorising.memorised = ["Sleep", "Sleep"]
        #expect(try rows(memorising).first == ["1st", "2", "Sleep, Sleep"])
        let firstLevelCleric = CharacterSheet.body(Self.character(.cleric, 1))
        #expect(!firstLevelCleric.contains("## Spells Memorised") && !firstLevelCleric.contains("## Spell Book"))
    }

    @Test func theSitesListingTellsTheLevelAboveTheFirst() throws {
        let summary = { (c: PlayerCharacter) in
            CharacterGallery.sitePage(c, path: "c", weight: nil).fields["summary"]?.string
        }
        let first = Self.character(.cleric, 1), fifth = Self.character(.cleric, 5)
        #expect(
            summary(first)
                == "\(first.alignment.rawValue) Cleric, \(first.hitPoints) hp, AC \(first.armourClass) [\(first.ascendingArmourClass)]"
        )
        #expect(
            summary(fifth)?.hasPrefix("\(fifth.alignment.rawValue) Cleric, level 5, \(fifth.hitPoints) hp, AC ") == true
        )
    }

    @Test func aRetainerShowsWhomItServesAndOnWhatTerms() throws {
        var retainer = Self.character(.fighter, 2)
        retainer.retainer = RetainerTerms(employer: "Brother <Aldous>", employerID: 3, loyalty: 8, wage: 2)
        let line = "Retainer of Brother <Aldous>, loyalty 8, wage 2 gp a day, half share."
        #expect(
            try RulesSectionTests.section("Retainer", of: CharacterSheet.body(retainer))
                == "\n\(MarkdownText.escape(line))\n")
        let html = try PageRenderer(templates: library).render(CharacterSheet.document(for: retainer))
        #expect(
            html.contains(
                "<section class=\"box box-retainer\"><h2>Retainer</h2>\n<p>Retainer of Brother &lt;Aldous&gt;"))
        let json = try #require(try Self.json(retainer)["retainer"] as? [String: Any])
        #expect(json["employer"] as? String == "Brother <Aldous>" && json["employerID"] as? Int == 3)
        #expect(json["loyalty"] as? Int == 8 && json["wage"] as? Int == 2 && json["share"] as? Double == 0.5)
        retainer.retainer?.shareInHalves = 2
        #expect(CharacterSheet.body(retainer).contains("wage 2 gp a day, full share."))
    }
}

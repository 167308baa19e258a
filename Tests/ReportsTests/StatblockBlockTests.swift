import Foundation
import Markdown
@testable import Reports
import Testing

/// `statblock` blocks as Obsidian vaults hold them (three of the 13th Age SRD vault's 633, and
/// blocks of our own in the fifth edition's and Old-School Essentials' manner), rendered through
/// the public block API: what each shows, in which layout, escaped, its inline dice rolled, and
/// its mistakes told at their line.
@Suite struct StatblockBlockTests {
    static func render(fixture: String, seed: UInt64 = 5, number: Int = 1) throws -> String {
        try BlockFixtures.render(fixture: fixture, with: StatblockBlock(), seed: seed, number: number)
    }

    static func render(_ body: String, seed: UInt64 = 5, number: Int = 1) throws -> String {
        try BlockFixtures.render(StatblockBlock(), body, seed: seed, number: number)
    }

    /// The definition list after the stat block, as (term, definition) pairs in order.
    static func extras(_ html: String) -> [(String, String)] {
        guard let start = html.range(of: "<dl class=\"statblock-extras\">") else { return [] }
        let terms = html[start.upperBound...].components(separatedBy: "<dt>").dropFirst()
        return terms.map { item -> (String, String) in
            let term: String = item.components(separatedBy: "</dt>")[0]
            let parts: [String] = item.components(separatedBy: "<dd>")
            let definition: String = parts.count > 1 ? parts[1].components(separatedBy: "</dd>")[0] : ""
            return (term, definition)
        }
    }

    // MARK: 13th Age, the vault's layout

    @Test func aThirteenthAgeMonsterShowsItsNumbersItsAttacksAndItsOtherKeysInOrder() throws {
        let html = try Self.render(fixture: "Bugbear.md")
        #expect(html.hasPrefix("<section class=\"block block-statblock\">"))
        #expect(html.contains("<h3 class=\"statblock-name\">Bugbear</h3>"))
        #expect(html.contains("<p class=\"statblock-subtitle\">normal humanoid</p>"))
        #expect(html.contains("<strong>Armor Class</strong> 19</p>"))
        #expect(html.contains("<strong>Hit Points</strong> 55</p>"))
        #expect(html.contains("<h4 class=\"statblock-section\">Actions</h4>"))
        #expect(
            html.contains(
                "<p class=\"statblock-trait depth-0\"><strong class=\"statblock-trait-name\">Oversized weapon +8 vs. "
                    + "AC.</strong> 10 damage</p>"))
        // The attack's own traits, under it.
        #expect(
            html.contains(
                "<p class=\"statblock-trait depth-1\"><strong class=\"statblock-trait-name\">Natural even hit."
                    + "</strong> The attack deals +5 damage.</p>"))
        #expect(html.contains("depth-1\"><strong class=\"statblock-trait-name\">Miss.</strong> If the target"))
        let extras = Self.extras(html)
        #expect(extras.map(\.0) == ["Level", "Level ordinal", "Role", "Initiative", "PD", "MD"])
        #expect(extras.map(\.1) == ["3", "3rd", "troop", "6", "17", "12"])
        // The plugin's settings say how to draw the block, not what it is.
        #expect(!html.contains("Basic 13th Age Monster Layout") && !html.contains("Columns"))
    }

    @Test func keysTheLayoutDoesNotKnowHoldingTraitsAreShownAsTraits() throws {
        let html = try Self.render(fixture: "Drow-Soldier.md")
        let extras = Self.extras(html)
        #expect(
            extras.map(\.0) == ["Level", "Level ordinal", "Role", "Mook", "Initiative", "Nastier traits", "PD", "MD"])
        let nastier = try #require(extras.first { $0.0 == "Nastier traits" }?.1)
        // An Obsidian link is shown as its words: the site has no vault to link into.
        #expect(
            nastier.hasPrefix(
                "<p class=\"statblock-trait depth-0\"><strong class=\"statblock-trait-name\">Well equipped."
                    + "</strong> The drow has a potion or poison that it can use as a quick action twice this "
                    + "battle (see Drow Abilities).</p>"))
        #expect(html.contains("<h4 class=\"statblock-section\">Traits</h4>"))
        #expect(html.contains("With my dying breath I curse at thee.</strong>"))
        #expect(
            html.contains("R: Crossbow +9 vs. AC (one nearby enemy, or a far away enemy at –2 atk).</strong> 7 damage"))
    }

    @Test func everyKeyIsShownOnceInTheOrderWritten() throws {
        let html = try Self.render(fixture: "Conglomerate.md")
        let extras = Self.extras(html)
        #expect(
            extras.map(\.0) == [
                "Level", "Level ordinal", "Role", "Mook", "Initiative", "Vulnerability", "Nastier traits",
                "Triggered actions", "PD", "MD",
            ])
        #expect(extras.first { $0.0 == "Vulnerability" }?.1 == "cold, fire")
        #expect(extras.first { $0.0 == "Triggered actions" }?.1.contains("C: Throwing stones +6 vs. PD") == true)
        #expect(html.occurrences(of: "Pebble dash +7 vs. AC (2 attacks).") == 1)
        #expect(html.occurrences(of: "Rock pile.") == 1)
    }

    // MARK: The fifth edition's layout

    @Test func aFifthEditionStatblockIsLaidOutAsTheBooksPrintOne() throws {
        let html = try Self.render(fixture: "bell-wraith.md")
        #expect(html.contains("<p class=\"statblock-subtitle\">Medium undead (spirit), neutral evil</p>"))
        #expect(html.contains("<strong>Hit Points</strong> 45 (10d8)</p>"))
        #expect(html.contains("<strong>Speed</strong> 0 ft., fly 40 ft. (hover)</p>"))
        let scores = ["6 (-2)", "16 (+3)", "10 (+0)", "12 (+1)", "14 (+2)", "17 (+3)"]
        #expect(html.contains("<tbody><tr>" + scores.map { "<td>\($0)</td>" }.joined() + "</tr></tbody>"))
        #expect(html.contains("<thead><tr><th scope=\"col\">STR</th><th scope=\"col\">DEX</th>"))
        #expect(html.contains("<strong>Saving Throws</strong> Dexterity +5, Wisdom +4</p>"))
        #expect(html.contains("<strong>Skills</strong> Perception +6, Stealth +7</p>"))
        #expect(html.contains("<strong>Damage Immunities</strong> necrotic, poison</p>"))
        #expect(html.contains("<strong>Challenge</strong> 4</p>"))
        let headings = html.components(separatedBy: "<h4 class=\"statblock-section\">").dropFirst().map {
            $0.components(separatedBy: "</h4>")[0]
        }
        #expect(headings == ["Traits", "Actions", "Reactions", "Legendary Actions"])
        #expect(html.contains("Spellcasting.</strong> The wraith is a 5th-level spellcaster (save DC 13)."))
        #expect(
            html.contains("depth-1\"><strong class=\"statblock-trait-name\">Cantrips (at will):</strong> thaumaturgy"))
        #expect(html.contains("the attacker is <code>deafened</code> until its next turn."))
        let extras = Self.extras(html)
        #expect(extras.map(\.0) == ["Habitat", "Bell weight", "Tactics", "Rumours"])
        #expect(extras[1].1 == "2 tons" && extras[3].1 == "it was the ringer, it was the bell itself")
        #expect(extras[2].1.contains("<strong class=\"statblock-trait-name\">Opening.</strong>"))
        for setting in ["Basic 5e Layout", "bell.png", "sheetgen tests", "Columns", "Image", "Source"] {
            #expect(!html.contains(setting), "\(setting)")
        }
    }

    /// Inline dice in the text are rolled, each a roll of its own, through the page's inline
    /// dice function, numbered within the block.
    @Test func inlineDiceInItsTextAreRolledAsInlineRollsOfTheBlock() throws {
        let html = try Self.render(fixture: "bell-wraith.md", number: 3)
        #expect(!html.contains("dice:"))
        #expect(html.occurrences(of: "<span class=\"dice-roll\"") == 3)
        for (number, formula) in ["1d6", "3d8", "1d6"].enumerated() {
            let roll = try #require(
                DiceBlock.inlineHTML(
                    formula: formula, site: BlockFixtures.site(), page: "notes", number: number + 1, block: 3))
            #expect(html.contains(roll), "\(roll)")
        }
    }

    @Test func valuesOfOtherShapesAreShownAsCompactText() throws {
        let body = """
            name: Oddity
            ac: 12
            hp: 7
            speed: [30 ft., climb 20 ft.]
            loot: {coins: 12, gems: [agate, jet]}
            flags: [true, 3.5, {a: b}]
            empty:
            brave: yes

            """
        let html = try Self.render(body)
        #expect(html.contains("<strong>Speed</strong> 30 ft., climb 20 ft.</p>"))
        let extras = Self.extras(html)
        #expect(extras.map(\.0) == ["Loot", "Flags", "Brave"])
        #expect(extras.map(\.1) == ["coins: 12, gems: [agate, jet]", "true, 3.5, {a: b}", "yes"])
    }

    @Test func keysAreMadeReadable() {
        let cases = [
            ("nastier_traits", "Nastier traits"), ("levelOrdinal", "Level ordinal"), ("pd", "PD"), ("hp", "HP"),
            ("XP_value", "XP value"), ("hit-dice", "Hit dice"), ("Habitat", "Habitat"), ("a", "A"),
        ]
        for (key, readable) in cases { #expect(ExtraFields.readable(key) == readable, "\(key)") }
    }

    // MARK: Old-School Essentials

    @Test func anOldSchoolEssentialsMonsterIsOneCompactRunAsTheBooksPrintIt() throws {
        let html = try Self.render(fixture: "ose-goblin.md")
        #expect(html.hasPrefix("<section class=\"block block-statblock statblock-ose\">"))
        #expect(html.contains("<h3 class=\"statblock-name\">Goblin</h3>"))
        let run = try #require(html.components(separatedBy: "<p class=\"ose-stats\">").dropFirst().first)
            .components(separatedBy: "</p>")[0]
        let stats = run.components(separatedBy: "<span class=\"ose-stat\">").dropFirst().map {
            $0.components(separatedBy: "</span>")[0].replacingOccurrences(
                of: #"<abbr title="[^"]*">"#, with: "",
                options: .regularExpression
            ).replacingOccurrences(of: "</abbr>", with: "")
        }
        #expect(
            stats == [
                "AC 6 [13]", "HD 1-1", "Att 1 × weapon (1d6)", "THAC0 19 [0]", "MV 60&#39; (20&#39;)",
                "SV D14 W15 P16 B17 S18 (NH)", "ML 7 (9 with leader)", "AL Chaotic", "XP 5", "NA 2d4 (6d10)",
                "TT R (C)",
            ])
        #expect(run.contains("<abbr title=\"Armour Class\">AC</abbr>"))
        #expect(html.contains("<strong class=\"statblock-trait-name\">Infravision:</strong> Sees heat in the dark"))
        #expect(html.contains("a lone goblin flees after <span class=\"dice-roll\""))
        #expect(html.contains("<p class=\"statblock-description\">Small, sallow and quarrelsome"))
        #expect(Self.extras(html).map(\.0) == ["Lair"])
        #expect(!html.contains("OSE Monster") && !html.contains("statblock-abilities"))
    }

    /// No layout named, but `hd` or `thac0` with `ml`, `morale` or `tt`: OSE's keys, read by
    /// their long names too.
    @Test func oseKeysAloneAskForItsLayoutAndLongNamesAreRead() throws {
        let html = try Self.render(fixture: "ose-keys-only.md")
        #expect(html.contains("statblock-ose"))
        for shown in [
            "Att</abbr> 1 × bites (1d6, disease)", "MV</abbr> 60&#39; (20&#39;) / 30&#39; (10&#39;) swimming",
            "SV</abbr> Normal Human", "ML</abbr> 5", "AL</abbr> Neutral", "NA</abbr> 1d4 swarms", "TT</abbr> L",
        ] {
            #expect(html.contains(shown), "\(shown)")
        }
        #expect(Self.extras(html).isEmpty)
    }

    @Test(arguments: [
        ("layout: OSE\n", true), ("layout: Basic OSE Layout\n", true), ("layout: old-school essentials\n", true),
        ("layout: Old School Essentials monster\n", true), ("layout: Verbose 5e\n", false),
        ("layout: Basic 5e Layout\n", false), ("hd: 2\nml: 7\n", true), ("thac0: 19\ntt: C\n", true),
        ("hd: 2\n", false), ("ml: 7\ntt: C\n", false), ("", false),
    ])
    func theOSELayoutIsChosenByItsNameOrByItsKeys(yaml: String, isOSE: Bool) throws {
        let html = try Self.render("name: Thing\n" + yaml)
        #expect(html.contains("statblock-ose") == isOSE)
    }

    @Test func ascendingArmourAndSavesAsAMappingAreWrittenAsTheBooksDo() throws {
        let html = try Self.render(
            "name: Ogre\nac: 5\naac: 14\nhd: 4+1\nhp: 19\nsaves: {D: 10, W: 11, P: 12, B: 13, S: 14}\nsave_as: 4\n"
                + "ml: 10\n")
        #expect(html.contains("AC</abbr> 5 [14]</span>"))
        #expect(html.contains("HD</abbr> 4+1 (19hp)</span>"))
        #expect(html.contains("SV</abbr> D10 W11 P12 B13 S14 (4)</span>"))
    }

    // MARK: Escaping

    @Test func everythingShownIsEscaped() throws {
        let body = """
            name: "<script>alert(1)</script>"
            type: "fiend & <b>bold</b>"
            ac: '"18"'
            traits:
              - name: "<img src=x onerror=alert(2)>"
                desc: "Hits for `dice: 1d4<script>` and `<i>code</i>` & more"
            "<x>": "<y>"

            """
        let html = try Self.render(body)
        #expect(html.contains("<h3 class=\"statblock-name\">&lt;script&gt;alert(1)&lt;/script&gt;</h3>"))
        #expect(html.contains("fiend &amp; &lt;b&gt;bold&lt;/b&gt;"))
        #expect(html.contains("<strong>Armor Class</strong> &quot;18&quot;</p>"))
        #expect(html.contains("&lt;img src=x onerror=alert(2)&gt;."))
        #expect(
            html.contains(
                "Hits for <code>dice: 1d4&lt;script&gt;</code> and <code>&lt;i&gt;code&lt;/i&gt;</code> &amp; more"))
        #expect(html.contains("<dt>&lt;x&gt;</dt>") && html.contains("<dd>&lt;y&gt;</dd>"))
        for raw in ["<script", "<img", "<b>", "<i>", "<x>", "<y>"] { #expect(!html.contains(raw), "\(raw)") }
    }

    // MARK: Determinism

    @Test func theSameSiteRollsTheSameBytesAndEachBlockItsOwn() throws {
        let body = "name: Dicey\ntraits:\n" + (1...8).map { "  - name: T\($0)\n    desc: \"`dice: 3d20`\"\n" }.joined()
        let first = try Self.render(body)
        #expect(try Self.render(body) == first)
        #expect(try Self.render(body, number: 2) != first)
        #expect(try Self.render(body, seed: 6) != first)
        #expect(first.occurrences(of: "class=\"dice-roll\"") == 8)
    }

    // MARK: Mistakes

    @Test(arguments: [
        ("name: A\nac: [1, 2\nhp: 3\n", "notes.md:13: block statblock: invalid YAML: "),
        ("name: A\n\tac: 3\n", "notes.md:12: block statblock: invalid YAML: "),
        ("name: A\nac: 1\nname: B\n", "notes.md:11: block statblock: invalid YAML: duplicate keys name"),
        ("- a\n- b\n", "notes.md:11: block statblock: must be keys with values (name: …, ac: …)"),
        ("just text\n", "notes.md:11: block statblock: must be keys with values (name: …, ac: …)"),
        ("ac: 3\n", "notes.md:10: block statblock: has no name: write name: …"),
        ("", "notes.md:10: block statblock: holds no statblock: write its keys between the fences (name: …, ac: …)"),
        ("name: [A, B]\n", "notes.md:11: block statblock: name must be text"),
        (
            "name: A\nac: 3\nstats: [10, 11]\n",
            "notes.md:13: block statblock: stats must be a list of six scores (STR DEX CON INT WIS CHA)"
        ),
        (
            "name: A\nstats: [10, 11, 12, 13, x, 15]\n",
            "notes.md:12: block statblock: stats must be whole numbers from 0 to 999 (WIS is not)"
        ),
        ("name: A\n? [a, b]\n: c\n", "notes.md:12: block statblock: keys must be text"),
    ])
    func aBadBlockIsAnErrorAtItsLine(body: String, message: String) {
        let error = BlockFixtures.error(StatblockBlock(), body, line: 10)
        #expect(error?.hasPrefix(message) == true, "\(error ?? "no error")")
    }

    @Test func aBlockThatNamesAMonsterOfThePluginsBestiarySaysWhatToDo() {
        let error = BlockFixtures.error(StatblockBlock(), "monster: Goblin\n")
        #expect(error?.contains("has no name: write name: … (monster: names one of the plugin's bestiary") == true)
        #expect(BlockFixtures.error(StatblockBlock(), "name: A\n", info: "statblock size=2") != nil)
    }

    /// A few lines of aliases that would stand for millions of values are refused, not expanded.
    @Test func aliasesThatExpandWithoutEndAreRefused() {
        let levels = (1...9).map { level in
            "l\(level): &l\(level) [" + Array(repeating: "*l\(level - 1)", count: 9).joined(separator: ", ") + "]"
        }
        let body = "name: A\nl0: &l0 [lol, lol]\n" + levels.joined(separator: "\n") + "\n"
        let error = BlockFixtures.error(StatblockBlock(), body)
        #expect(
            error?.hasSuffix("expands YAML aliases into too many values (or nests too deep)") == true, "\(error ?? "")")
    }
}

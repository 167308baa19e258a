import Foundation
import Markdown
import Mistakes
import OSR
import Reports
import SiteModel
import Synchronization
import Testing

/// The `character` and `party` blocks showing the table's own characters: saved in the vault
/// (by id, by name, all), written in a character file of the content folder, or seeded and
/// renamed; each linking to one record sheet, whichever block shows it.
@Suite struct TableCharacterBlockTests {
    /// The sample vault: Brenna (id 3, seed 42) and Perrin (id 5, seed 7).
    static let vault = "/campaign/v.sqlite"
    static let character = CharacterBlock(
        TableCharacters(vault: vault, readSaved: SiteGames.VaultReaders.sample.savedCharacters))
    static let party = PartyBlock(
        TableCharacters(vault: vault, readSaved: SiteGames.VaultReaders.sample.savedCharacters))
    static let perrin = CharacterGenerator.generate(seed: 7)
    static let brenna = CharacterGenerator.generate(seed: 42)

    static func rendered(_ renderer: any BlockRenderer, _ info: String, site: BlockSite = BlockFixtures.site())
        throws(UserError) -> RenderedBlock
    {
        try renderer.render(try BlockFixtures.fenced(info, ""), in: site)
    }

    @Test func aSavedCharacterIsFoundByIdOrByNameInAnyCase() throws {
        #expect(Self.perrin.name == "Perrin" && Self.brenna.name == "Brenna")
        let byID = try Self.rendered(Self.character, "character id=5")
        #expect(byID.html.contains("<a href=\"sheets/characters/saved-5.html\"><strong>Perrin</strong></a>"))
        #expect(byID.pages.map(\.path) == ["sheets/characters/saved-5"])
        #expect(byID.pages.first?.title.contains("Perrin") == true)
        let byName = try Self.rendered(Self.character, "character name=\"  pERRIN \"")
        #expect(byName.html == byID.html && byName.pages == byID.pages)
    }

    @Test(arguments: [
        ("character id=9", "no character 9 in v.sqlite; there are: Brenna (3), Perrin (5)"),
        ("character name=Aldous", "no character named 'Aldous' in v.sqlite; there are: Brenna (3), Perrin (5)"),
        ("character id=5 name=Perrin", "give id= or name= to find a saved character, not both"),
        ("character id=5 seed=7", "give one of seed=, id=, name= and file=, not seed= and id="),
        ("character id=5 class=elf", "class= chooses the class of a seeded character (seed=…); others have their own"),
        (
            "character",
            "needs seed=… (a generated character), id=… or name=\"…\" (one saved in the vault) or file=… (a character file)"
        ),
        ("party", "needs seed=… (a generated party), or all, ids=… or names=… (characters saved in the vault)"),
        ("party all seed=3", "give one of seed=, all, ids= and names="),
        ("party all count=3", "count= sizes a generated party (seed=…); a saved one is as many as it names"),
        ("party ids=3,x", "ids: 'x' is not a character id (a whole number from 1)"),
        ("party names=Brenna,Nobody", "no character named 'Nobody' in v.sqlite; there are: Brenna (3), Perrin (5)"),
        ("party everyone", "'everyone' is not an option (write key=value)"),
    ])
    func whatIsNotThereIsAnErrorAtTheFenceNamingWhatIs(info: String, message: String) {
        let renderer: any BlockRenderer = info.hasPrefix("party") ? Self.party : Self.character
        #expect(throws: UserError("block \(renderer.name): \(message)", at: "notes.md:1")) {
            _ = try Self.rendered(renderer, info)
        }
    }

    @Test func aNameTwoCharactersShareIsAskedToBeAnId() {
        let twins = CharacterBlock(
            TableCharacters(
                vault: Self.vault,
                readSaved: { _ in [(1, Self.perrin), (2, Self.brenna), (4, Self.perrin)].map { (Int64($0), $1) } }))
        #expect(
            throws: UserError(
                "block character: 2 characters in v.sqlite are named 'perrin' (ids 1, 4): give id=", at: "notes.md:1")
        ) { _ = try Self.rendered(twins, "character name=perrin") }
    }

    @Test func anEmptyVaultOrNoneSaysHowToSaveOne() {
        for read in [{ (_: String) in nil }, { (_: String) in [] }]
            as [@Sendable (String) -> [(id: Int64, character: PlayerCharacter)]?]
        {
            let empty = PartyBlock(TableCharacters(vault: Self.vault, readSaved: read))
            #expect(
                throws: UserError(
                    "block party: v.sqlite holds no saved character yet (save one with `sheetgen character create` "
                        + "or `character import`)", at: "notes.md:1")
            ) { _ = try Self.rendered(empty, "party all") }
        }
        #expect(
            throws: UserError(
                "block character: reads the players' vault: name it in the site config (vault: PATH)", at: "notes.md:1")
        ) { _ = try Self.rendered(CharacterBlock(), "character id=1") }
    }

    @Test func aPartyOfSavedCharactersIsEveryoneOrThoseNamedInTheirOrder() throws {
        let all = try Self.rendered(Self.party, "party all")
        #expect(all.html.contains("<caption>The party</caption>"))
        let brenna = try #require(all.html.range(of: "<a href=\"sheets/characters/saved-3.html\">Brenna</a>"))
        let perrin = try #require(all.html.range(of: "<a href=\"sheets/characters/saved-5.html\">Perrin</a>"))
        #expect(brenna.lowerBound < perrin.lowerBound, "in the order saved")
        #expect(all.pages.map(\.path) == ["sheets/characters/saved-3", "sheets/characters/saved-5"])
        let byIDs = try Self.rendered(Self.party, "party ids=5,3")
        let byNames = try Self.rendered(Self.party, "party names=\"perrin, Brenna\"")
        #expect(byIDs.html == byNames.html && byIDs.pages == byNames.pages)
        #expect(byIDs.pages.map(\.path) == ["sheets/characters/saved-5", "sheets/characters/saved-3"])
        // The party's page of a member is the character block's page of it: one sheet, made once.
        #expect(byIDs.pages.first == (try Self.rendered(Self.character, "character id=5")).pages.first)
    }

    @Test func theGalleryPageOfASavedCharacterIsLinkedAndNotMadeAgain() throws {
        let read = SiteGames.VaultReaders.sample.savedCharacters
        let character = CharacterBlock(TableCharacters(vault: Self.vault, readSaved: read, galleryShowsSaved: true))
        let party = PartyBlock(TableCharacters(vault: Self.vault, readSaved: read, galleryShowsSaved: true))
        let site = BlockFixtures.site(page: "sessions/one")
        let shown = try Self.rendered(character, "character id=3", site: site)
        #expect(shown.html.contains("<a href=\"../characters/saved-3.html\"><strong>Brenna</strong></a>"))
        #expect(shown.pages.isEmpty)
        let all = try Self.rendered(party, "party all", site: site)
        #expect(all.html.contains("<a href=\"../characters/saved-5.html\">Perrin</a>") && all.pages.isEmpty)
    }

    /// A content folder holding `characters/aldous.yml` (and a bad file), and a file outside it.
    struct ContentFolder: ~Copyable {
        let root: URL
        var content: URL { root.appendingPathComponent("Content") }
        var site: BlockSite {
            BlockSite(seed: 5, templates: BlockFixtures.templates, page: "notes", contentFolder: content.path)
        }

        init() throws {
            root = FileManager.default.temporaryDirectory.appendingPathComponent("table-\(UUID().uuidString)")
            let characters = root.appendingPathComponent("Content/characters")
            try FileManager.default.createDirectory(at: characters, withIntermediateDirectories: true)
            let file = """
                name: Brother Aldous
                class: Cleric
                rolled: {strength: 12, intelligence: 13, wisdom: 11, dexterity: 10, constitution: 14, charisma: 9}
                hitPoints: 6
                gold: 90
                purchases: [Mace]

                """
            try file.write(to: characters.appendingPathComponent("aldous.yml"), atomically: true, encoding: .utf8)
            try file.replacingOccurrences(of: "hitPoints: 6", with: "hitPoints: 60")
                .replacingOccurrences(of: "[Mace]", with: "[Sword]")
                .write(to: characters.appendingPathComponent("bad.yml"), atomically: true, encoding: .utf8)
            try file.write(to: root.appendingPathComponent("outside.yml"), atomically: true, encoding: .utf8)
            try FileManager.default.createSymbolicLink(
                atPath: characters.appendingPathComponent("link.yml").path, withDestinationPath: "../../outside.yml")
        }

        deinit { try? FileManager.default.removeItem(at: root) }
    }

    @Test func aCharacterFileOfTheContentFolderIsShownAsWritten() throws {
        let folder = try ContentFolder()
        let shown = try Self.rendered(Self.character, "character file=characters/aldous.yml", site: folder.site)
        #expect(
            shown.html.contains(
                "<a href=\"sheets/characters/file-characters-aldous.html\"><strong>Brother Aldous</strong>"))
        #expect(shown.html.contains("Lawful Cleric"))
        #expect(shown.pages.map(\.path) == ["sheets/characters/file-characters-aldous"])
        // The file is part of the page, which serve renders again when it changes.
        #expect(shown.reads == ["characters/aldous.yml"])
        let dotted = try Self.rendered(Self.character, "character file=./characters/aldous.yml", site: folder.site)
        #expect(dotted.reads == ["characters/aldous.yml"])
    }

    @Test(arguments: [
        (
            "../outside.yml",
            "file '../outside.yml' is not a path in the content folder (write one such as characters/aldous.yml, from the content folder)"
        ),
        (
            "/etc/passwd",
            "file '/etc/passwd' is not a path in the content folder (write one such as characters/aldous.yml, from the content folder)"
        ),
        ("characters/link.yml", "file characters/link.yml leads out of the content folder"),
        ("characters/none.yml", "file characters/none.yml: cannot read the file"),
        ("characters", "file characters: is not a file"),
        (
            "characters/bad.yml",
            "characters/bad.yml:4: hitPoints: 60 is outside what 1d6 and CON 14 give (2 to 7) (and 1 more)"
        ),
    ])
    func aCharacterFileThatIsNotThereOrBreaksARuleIsAnErrorAtTheFence(path: String, message: String) throws {
        let folder = try ContentFolder()
        #expect(throws: UserError("block character: \(message)", at: "notes.md:1")) {
            _ = try Self.rendered(Self.character, "character file=\(path)", site: folder.site)
        }
    }

    /// The text says "Brother Aldous", and so does the block: the seed's character, renamed, with
    /// a sheet of its own beside the seed's.
    @Test func aSeededCharacterTakesTheNameTheTextGivesIt() throws {
        let plain = try Self.rendered(Self.character, "character seed=7 class=fighter")
        let named = try Self.rendered(Self.character, "character seed=7 class=fighter name=\"Brother Aldous\"")
        #expect(plain.pages.map(\.path) == ["sheets/characters/seed-7-fighter"])
        #expect(named.pages.map(\.path) == ["sheets/characters/seed-7-fighter-brother-aldous"])
        #expect(named.html.contains("<strong>Brother Aldous</strong>"))
        let fighter = CharacterGenerator.generate(seed: 7, options: CharacterOptions(characterClass: .fighter))
        #expect(plain.html.contains("<strong>\(fighter.name)</strong>"))
        // Only the name changes.
        #expect(
            named.html.replacingOccurrences(of: "Brother Aldous", with: fighter.name)
                .replacingOccurrences(of: "-brother-aldous", with: "") == plain.html)
        let same = try Self.rendered(Self.character, "character seed=7 class=fighter name=\"\(fighter.name)\"")
        #expect(same.html == plain.html && same.pages == plain.pages, "one sheet for one character")
        #expect(throws: UserError("block character: name: a player's name cannot be empty", at: "notes.md:1")) {
            _ = try Self.rendered(Self.character, "character seed=7 name=\" \"")
        }
    }

    /// `level=` shows the seed's character at that level, with a sheet of its own: its title, Hit
    /// Dice, THAC0, saves and, for a caster, the spells of each level a day.
    @Test func aSeededCharacterIsShownAtTheLevelAsked() throws {
        let block = try Self.rendered(Self.character, "character seed=7 class=magic-user level=5 name=Ilse")
        #expect(block.pages.map(\.path) == ["sheets/characters/seed-7-magic-user-level-5-ilse"])
        // Independently of the model: a 5th-level magic-user, from the class's table.
        #expect(block.html.contains("Magic-User (Enchanter (Enchantress)), level 5</span>"))
        #expect(block.html.contains("<span>HD 5d4</span> <span>THAC0 19 [+0]</span>"))
        #expect(block.html.contains("Saves D13 W14 P13 B16 S15</p>"))
        #expect(block.html.contains("<p class=\"block-saves\">Spells a day 1st 2, 2nd 2, 3rd 1</p>"))
        let fighter = try Self.rendered(Self.character, "character seed=7 class=fighter level=13")
        #expect(fighter.html.contains("<span>HD 9d8+8*</span> <span>THAC0 10 [+9]</span>"))
        #expect(fighter.html.contains("Saves D4 W5 P6 B5 S8</p>") && !fighter.html.contains("Spells a day"))
        let first = try Self.rendered(Self.character, "character seed=7 class=fighter level=1")
        #expect(first.pages.map(\.path) == ["sheets/characters/seed-7-fighter"], "level 1 is the seed's own")
    }

    @Test(arguments: [
        ("character seed=7 level=0", "level must be a whole number from 1 to 14"),
        ("character seed=7 level=fifth", "level must be a whole number from 1 to 14"),
        ("character seed=7 class=elf level=11", "level must be a whole number from 1 to 10"),
        ("character id=5 level=3", "level= chooses the level of a seeded character (seed=…); others have their own"),
    ])
    func aLevelTheCharacterCannotHaveIsAnErrorAtTheFence(info: String, message: String) {
        #expect(throws: UserError("block character: \(message)", at: "notes.md:1")) {
            _ = try Self.rendered(Self.character, info)
        }
    }

    /// The blocks of a build read a vault once while it stays as it was, and again once it changed.
    @Test func theBlocksReadTheVaultOnceUntilItChanges() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("v-\(UUID().uuidString).sqlite")
        defer { try? FileManager.default.removeItem(at: file) }
        let reads = Mutex(0)
        let vault = SiteGames.VaultReaders(
            ghost: { _ in nil }, bullsEye: { _ in nil },
            savedCharacters: { path in
                reads.withLock { $0 += 1 }
                return try SiteGames.VaultReaders.sample.savedCharacters(path)
            })
        func write(_ text: String, secondsAgo: Double) throws {
            try Data(text.utf8).write(to: file)
            try FileManager.default.setAttributes(
                [.modificationDate: Date(timeIntervalSinceNow: -secondsAgo)], ofItemAtPath: file.path)
        }
        try write("one", secondsAgo: 3600)
        let blocks = SiteGames(vault: vault).blocks(vaultPath: file.path).filter {
            ["character", "party"].contains($0.name)
        }
        for info in ["character id=5", "party all", "character name=Brenna"] {
            _ = try Self.rendered(blocks.first { info.hasPrefix($0.name) }!, info)
        }
        #expect(reads.withLock { $0 } == 1)
        try write("two", secondsAgo: 1800)
        _ = try Self.rendered(blocks[0], "character id=5")
        _ = try Self.rendered(blocks[1], "party all")
        #expect(reads.withLock { $0 } == 2, "read again once changed")
        // A minute ahead of the clock, so that however slowly the test runs, it is a file just written.
        try write("three", secondsAgo: -60)
        _ = try Self.rendered(blocks[0], "character id=5")
        _ = try Self.rendered(blocks[0], "character id=5")
        #expect(reads.withLock { $0 } == 4, "a file just written may change again unseen: read every time")
    }

    @Test func aSeededPartyIsAsItWas() throws {
        let party = try Self.rendered(Self.party, "party seed=3 count=2")
        #expect(party.html.contains("<caption>Party of seed 3</caption>"))
        let members = try Party.generate(seed: 3, count: 2)
        #expect(party.pages.map(\.path) == members.map { "sheets/party-3/\(Slug.make($0.name))" })
        #expect(party.pages.map(\.weight) == [0, 1])
    }
}

/// `party … retainers=yes`: each saved character followed by its retainers, marked with their loyalty.
@Suite struct PartyRetainerBlockTests {
    /// Perrin (3) with retainers 4 and 6, Brenna (5) with 7, and 8 whose employer is gone.
    static let saved: [(id: Int64, character: PlayerCharacter)] = [
        (3, CharacterGenerator.generate(seed: 7)), (4, retainer(seed: 1, of: "Perrin", id: 3)),
        (5, CharacterGenerator.generate(seed: 42)), (6, retainer(seed: 2, of: "Perrin", id: 3)),
        (7, retainer(seed: 3, of: "Brenna", id: 5)), (8, retainer(seed: 4, of: "Gone", id: nil)),
    ]
    static let party = PartyBlock(TableCharacters(vault: "/campaign/v.sqlite", readSaved: { _ in saved }))

    static func retainer(seed: UInt64, of employer: String, id: Int64?) -> PlayerCharacter {
        RetainerGenerator.generate(
            seed: seed, characterClass: .normalHuman,
            terms: RetainerTerms(employer: employer, employerID: id, loyalty: 6 + Int(seed)))
    }

    /// The names of the rows, in order, with the retainers' marks.
    static func rows(_ info: String) throws -> [String] {
        let html = try TableCharacterBlockTests.rendered(party, info).html
        return html.components(separatedBy: "<tr").dropFirst(2).map { row in
            let name =
                row.components(separatedBy: "\">").dropFirst(row.hasPrefix(" class") ? 2 : 1).first?
                .prefix { $0 != "<" } ?? ""
            let mark = row.components(separatedBy: "<small>(").dropFirst().first?.prefix { $0 != ")" }
            return mark.map { "\(name) [\($0)]" } ?? String(name)
        }
    }

    static func name(_ id: Int64) -> String { saved.first { $0.id == id }!.character.name }

    @Test func eachEmployerIsFollowedByItsRetainersWithTheirLoyalty() throws {
        #expect(
            try Self.rows("party ids=5,3 retainers=yes") == [
                Self.name(5), "\(Self.name(7)) [retainer of Brenna, loyalty 9]", Self.name(3),
                "\(Self.name(4)) [retainer of Perrin, loyalty 7]", "\(Self.name(6)) [retainer of Perrin, loyalty 8]",
            ])
        #expect(try Self.rows("party ids=3") == [Self.name(3)])
        #expect(try Self.rows("party ids=3 retainers=no") == [Self.name(3)])
        #expect(try Self.rows("party ids=3,4 retainers=yes").count == 3, "a retainer named as well is shown once")
    }

    /// A member past first level has its level beside its class; one of the first is as it was.
    @Test func aMemberPastFirstLevelShowsItsLevel() throws {
        let members: [(id: Int64, character: PlayerCharacter)] = [
            (1, CharacterGenerator.generate(seed: 7, options: CharacterOptions(characterClass: .cleric, level: 3))),
            (2, CharacterGenerator.generate(seed: 8, options: CharacterOptions(characterClass: .fighter))),
        ]
        let levelled = PartyBlock(TableCharacters(vault: "/campaign/v.sqlite", readSaved: { _ in members }))
        let html = try TableCharacterBlockTests.rendered(levelled, "party all").html
        #expect(html.contains("<td>Cleric 3</td>") && html.contains("<td>Fighter</td>"))
    }

    @Test func allWithRetainersIsTheEmployersEachWithItsOwnThenThoseWhoseEmployerIsGone() throws {
        #expect(
            try Self.rows("party all retainers=yes").map { $0.prefix { $0 != " " } }
                == [3, 4, 6, 5, 7, 8].map { Self.name($0).prefix { $0 != " " } })
    }

    @Test(arguments: [
        (
            "party seed=3 retainers=yes",
            "retainers=yes shows the retainers of characters saved in the vault, not of a seed's party"
        ),
        ("party ids=3 retainers=maybe", "retainers: 'maybe' is not yes or no"),
    ])
    func retainersAreForSavedCharactersAndYesOrNo(info: String, message: String) {
        #expect(throws: UserError("block party: \(message)", at: "notes.md:1")) {
            _ = try TableCharacterBlockTests.rendered(Self.party, info)
        }
    }
}

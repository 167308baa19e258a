import BullsEye
import DefaultTemplates
import Foundation
import Ghost
import Mistakes
import OSR
import Reports
import Site
import SiteModel
import Synchronization
import Testing

/// The game sections behind the `GeneratedSection` seam: settings read from a real config file,
/// errors at the setting's line, the files they read and the layouts they use.
@Suite struct GeneratedSectionTests {
    /// The build's moment the tests make documents at: Monday 23 November 2026, 20:00 UTC.
    static let moment = Date(timeIntervalSince1970: 1_795_464_000)

    struct Unreadable: Error, CustomStringConvertible {
        var description: String { "the vault is damaged" }
    }

    /// The game sections as `sheetgen build` has them, vaults read by the given closures (none
    /// there by default).
    static func registry(
        ghost: @escaping @Sendable (String) throws -> GhostExport.Contents? = { _ in nil },
        bullsEye: @escaping @Sendable (String) throws -> [BullsEyeSession]? = { _ in nil }
    ) -> SectionRegistry {
        var vault = SiteGames.VaultReaders.nothing
        vault.ghost = ghost
        vault.bullsEye = bullsEye
        return SiteGames(vault: vault).sectionRegistry
    }

    /// `yaml` as sheetgen.yml in a fresh folder; the caller removes the folder.
    static func configFile(_ yaml: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sections-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("sheetgen.yml")
        try Data(yaml.utf8).write(to: file)
        return file
    }

    /// `yaml` loaded as a config, and the folder to remove.
    static func config(_ yaml: String) throws -> (SiteConfig, URL) {
        let file = try configFile(yaml)
        return (try SiteConfig.load(from: file), file.deletingLastPathComponent())
    }

    /// The error of loading `yaml` as a config and making its sections, if any.
    static func error(_ yaml: String, registry: SectionRegistry = registry()) throws -> UserError? {
        let file = try configFile(yaml)
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        do {
            _ = try registry.documents(for: try SiteConfig.load(from: file), now: GeneratedSectionTests.moment)
            return nil
        } catch {
            return error
        }
    }

    @Test(arguments: [
        (
            "title: x\nsections:\n  items:\n    seed: 1\n    count: 0\n", 5,
            "sections.items.count must be a whole number from 1 to 100000"
        ),
        (
            "sections:\n  items:\n    seed: -3\n    count: 2\n", 3,
            "sections.items.seed must be a whole number from 0 to"
        ),
        ("sections:\n  items:\n    count: 2\n", 2, "sections.items needs seed"),
        (
            "sections:\n  items:\n    seed: 9223372036854775807\n    count: 2\n", 4,
            "sections.items.count goes past the largest seed, 9223372036854775807"
        ),
        (
            "sections:\n  items: {seed: 1, count: 2, cuont: 3}\n", 2,
            "sections.items.cuont is not a setting of this section"
        ),
        (
            "sections:\n  characters:\n    seeds: [1, two]\n", 3,
            "sections.characters.seeds must be a list of whole numbers"
        ),
        ("sections:\n  characters:\n", 2, "sections.characters needs seeds"),
        ("sections:\n  characters: 7\n", 2, "sections.characters must be a mapping of settings"),
        ("sections:\n\n  highscores:\n    vault: ''\n", 4, "sections.highscores.vault must be a path"),
        ("sections:\n  bullseye: {}\n", 2, "sections.bullseye needs vault"),
        (
            "sections:\n  characters: {seeds: [1]}\n  dice:\n    sides: 6\n", 3,
            "unknown generated section 'dice' (known: \(SiteGamesTests.sections.sorted().joined(separator: ", ")))"
        ),
    ])
    func aBadSettingIsAnErrorAtItsLine(yaml: String, line: Int, message: String) throws {
        let error = try #require(try Self.error(yaml))
        #expect(error.location?.hasSuffix("sheetgen.yml:\(line)") == true, "\(error)")
        #expect(error.message.hasPrefix(message), "\(error)")
    }

    /// Seeds are 0 to 2^63−1; the catalogue's last item may have the largest.
    @Test(arguments: ["{seed: 9223372036854775807, count: 1}", "{seed: 9223372036854775798, count: 10}"])
    func anItemCatalogueMayEndAtTheLargestSeed(items: String) throws {
        #expect(try Self.error("sections:\n  items: \(items)\n") == nil)
    }

    @Test func aVaultThatCannotBeReadIsAnErrorAtItsVaultLine() throws {
        let registry = Self.registry(ghost: { _ in throw Unreadable() })
        let error = try #require(
            try Self.error("sections:\n  highscores:\n    vault: games.sqlite\n", registry: registry))
        #expect(error.location?.hasSuffix("sheetgen.yml:3") == true)
        #expect(error.message == "sections.highscores.vault: the vault is damaged")
    }

    /// The command line's reading gives nil when there is no file at the path: a typo in it is
    /// an error at the `vault:` line, not a vault with nothing recorded yet.
    @Test(arguments: [
        ("sections:\n  highscores:\n    vault: tpyo.sqlite\n", 3, "highscores"),
        ("sections:\n  bullseye: {vault: tpyo.sqlite}\n", 2, "bullseye"),
        ("sections:\n  characters:\n    seeds: [1]\n    vault: tpyo.sqlite\n", 4, "characters"),
    ])
    func aVaultThatIsNotThereIsAnErrorAtItsVaultLine(yaml: String, line: Int, section: String) throws {
        let error = try #require(try Self.error(yaml, registry: SiteGames(vault: .nothing).sectionRegistry))
        #expect(error.location?.hasSuffix("sheetgen.yml:\(line)") == true, "\(error)")
        #expect(
            error.message == "sections.\(section).vault tpyo.sqlite does not exist (play or simulate a game into it "
                + "first, or correct the path)")
    }

    @Test func vaultsAreReadFromTheConfigsFolderAndAreTheSectionsInputs() throws {
        let (config, folder) = try Self.config(
            "sections:\n  highscores: {vault: games.sqlite}\n  bullseye: {vault: /srv/bulls.sqlite}\n  items: {seed: "
                + "1, count: 1}\n"
        )
        defer { try? FileManager.default.removeItem(at: folder) }
        let asked = Mutex<[String]>([])
        let registry = Self.registry(
            ghost: { path in
                asked.withLock { $0.append(path) }
                return GhostExport.Contents(records: [], players: [])
            },
            bullsEye: { path in
                asked.withLock { $0.append(path) }
                return []
            })
        let inputs = try registry.inputs(for: config)
        #expect(inputs == ["/srv/bulls.sqlite", folder.appendingPathComponent("games.sqlite").path])
        _ = try registry.documents(for: config, now: GeneratedSectionTests.moment)
        #expect(asked.withLock { $0 } == inputs, "each vault is read once, in section name order")
    }
}

/// The gallery of characters made at the table: a folder of character files beside the seeds.
@Suite struct CharacterGalleryFilesTests {
    static let brannoc = """
        name: Brannoc
        class: Fighter
        rolled: {strength: 12, intelligence: 13, wisdom: 11, dexterity: 10, constitution: 14, charisma: 9}
        hitPoints: 8
        gold: 90
        purchases: [Sword]
        """

    @Test func filesAndSeedsMakeOneGallery() throws {
        let file = try GeneratedSectionTests.configFile("sections:\n  characters: {seeds: [7], files: party}\n")
        let folder = file.deletingLastPathComponent()
        defer { try? FileManager.default.removeItem(at: folder) }
        let party = folder.appendingPathComponent("party")
        try FileManager.default.createDirectory(at: party, withIntermediateDirectories: true)
        try Self.brannoc.write(
            to: party.appendingPathComponent("Brannoc the Bold.yml"), atomically: true, encoding: .utf8)
        try "not a character".write(to: party.appendingPathComponent("notes.txt"), atomically: true, encoding: .utf8)
        let registry = GeneratedSectionTests.registry()
        let config = try SiteConfig.load(from: file)
        #expect(try registry.inputs(for: config) == [party.path])
        let documents = try registry.documents(for: config, now: GeneratedSectionTests.moment)
        let pages = documents.filter { $0.layout == "character-page" }
        #expect(pages.map(\.path) == ["characters/seed-7", "characters/brannoc-the-bold"])
        #expect(pages.last?.title == "Brannoc, Fighter")
        let pack = try #require(documents.first { $0.layout == "party" })
        #expect(pack.parts.count == 2)
    }

    @Test func aFileThatBreaksARuleStopsTheBuildAtItsLine() throws {
        let file = try GeneratedSectionTests.configFile("sections:\n  characters:\n    files: party\n")
        let folder = file.deletingLastPathComponent()
        defer { try? FileManager.default.removeItem(at: folder) }
        let party = folder.appendingPathComponent("party")
        try FileManager.default.createDirectory(at: party, withIntermediateDirectories: true)
        let broken = Self.brannoc.replacingOccurrences(of: "hitPoints: 8", with: "hitPoints: 80")
            .replacingOccurrences(of: "gold: 90", with: "gold: 91")
        try broken.write(to: party.appendingPathComponent("b.yml"), atomically: true, encoding: .utf8)
        let config = try SiteConfig.load(from: file)
        #expect(
            throws: UserError(
                "hitPoints: 80 is outside what 1d8 and CON 14 give (2 to 9) (and 1 more: `sheetgen character check "
                    + "'\(party.path)/b.yml'` tells them all)", at: "\(party.path)/b.yml:4")
        ) {
            _ = try GeneratedSectionTests.registry().documents(for: config, now: GeneratedSectionTests.moment)
        }
        try FileManager.default.removeItem(at: party)
        #expect(throws: UserError("cannot read the folder of character files \(party.path)", at: "\(file.path):3")) {
            _ = try GeneratedSectionTests.registry().documents(for: config, now: GeneratedSectionTests.moment)
        }
    }
}

/// Character files whose names would clash with the gallery's own pages or with each other.
@Suite struct CharacterGalleryPageNameTests {
    @Test(arguments: [
        ("brannoc.yml", "brannoc"), ("Brannoc the Bold.yaml", "brannoc-the-bold"), ("index.yml", "character-index"),
        ("print.yml", "character-print"), ("seed-7.yml", "character-seed-7"),
        ("Мирела.yml", "мирела"), ("★.yml", "character-e29885"),
    ])
    func eachFileHasAPageOfItsOwn(file: String, page: String) {
        #expect(CharacterGallery.pageName(forFile: file) == page)
    }

    @Test func twoFilesOfOnePageOrASeedListedTwiceAreErrors() throws {
        let file = try GeneratedSectionTests.configFile("sections:\n  characters:\n    files: party\n")
        let folder = file.deletingLastPathComponent()
        defer { try? FileManager.default.removeItem(at: folder) }
        let party = folder.appendingPathComponent("party")
        try FileManager.default.createDirectory(at: party, withIntermediateDirectories: true)
        for name in ["Brannoc.yaml", "brannoc.yml"] {
            try CharacterGalleryFilesTests.brannoc.write(
                to: party.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        #expect(
            throws: UserError(
                "has the page characters/brannoc.html, as Brannoc.yaml has: rename one of them",
                at: party.appendingPathComponent("brannoc.yml").path)
        ) {
            _ = try GeneratedSectionTests.registry().documents(
                for: SiteConfig.load(from: file), now: GeneratedSectionTests.moment)
        }
        let twice = try #require(try GeneratedSectionTests.error("sections:\n  characters:\n    seeds: [7, 1, 7]\n"))
        #expect(twice.message == "sections.characters.seeds lists seed 7 twice: each character has one page")
        #expect(twice.location?.hasSuffix("sheetgen.yml:3") == true)
    }
}

/// Characters saved in a vault join the gallery, read through the closure the command line gives.
@Suite struct CharacterGalleryVaultTests {
    @Test func savedCharactersHavePagesOfTheirOwnAndTheVaultIsAnInput() throws {
        let file = try GeneratedSectionTests.configFile("sections:\n  characters: {seeds: [1], vault: v.sqlite}\n")
        let folder = file.deletingLastPathComponent()
        defer { try? FileManager.default.removeItem(at: folder) }
        let read = Mutex<[String]>([])
        let gallery = CharacterGallery(readSaved: { path in
            read.withLock { $0.append(path) }
            return [(3, CharacterGenerator.generate(seed: 42)), (5, CharacterGenerator.generate(seed: 7))]
        })
        let registry = SectionRegistry([gallery])
        let config = try SiteConfig.load(from: file)
        let vault = folder.appendingPathComponent("v.sqlite").path
        #expect(try registry.inputs(for: config) == [vault])
        let pages = try registry.documents(for: config, now: GeneratedSectionTests.moment).filter {
            $0.layout == "character-page"
        }
        #expect(pages.map(\.path) == ["characters/seed-1", "characters/saved-3", "characters/saved-5"])
        #expect(read.withLock { $0 } == [vault])
        #expect(CharacterGallery.pageName(forFile: "saved-3.yml") == "character-saved-3")
    }

    @Test func aVaultThatCannotBeReadIsAnErrorAtItsLine() throws {
        let file = try GeneratedSectionTests.configFile("sections:\n  characters:\n    vault: v.sqlite\n")
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        let registry = SectionRegistry([CharacterGallery(readSaved: { _ in throw GeneratedSectionTests.Unreadable() })])
        #expect(throws: UserError("sections.characters.vault: the vault is damaged", at: "\(file.path):3")) {
            _ = try registry.documents(for: SiteConfig.load(from: file), now: GeneratedSectionTests.moment)
        }
    }
}

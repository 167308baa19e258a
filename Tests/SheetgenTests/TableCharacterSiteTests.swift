import Foundation
import TestSupport
import Testing

/// A game master's notes showing the table's characters through `sheetgen build`: saved in the
/// vault the config names, or written in a character file of the content folder, each page built
/// again, cache or not, once the vault or the file changed.
@Suite(.tags(.slow)) struct TableCharacterSiteTests {
    static let notes = """
        ---
        title: Session 1
        ---
        ```party all
        ```

        Perrin kept watch.

        ```character name=perrin
        ```

        ```character file=characters/aldous.yml
        ```

        """

    static let aldous = """
        name: Brother Aldous
        class: Cleric
        rolled: {strength: 12, intelligence: 13, wisdom: 11, dexterity: 10, constitution: 14, charisma: 9}
        hitPoints: 6
        gold: 90
        purchases: [Mace]

        """

    /// A site whose vault holds Perrin (seed 7, id 1), with the notes, Brother Aldous's file and `config`.
    static func site(notes: String = notes, config: String = "vault: v.sqlite\n") throws -> URL {
        let folder = try CLI.temporaryFolder()
        let characters = folder.appendingPathComponent("Content/characters")
        try FileManager.default.createDirectory(at: characters, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("Content/campaign"), withIntermediateDirectories: true)
        try notes.write(
            to: folder.appendingPathComponent("Content/campaign/session-1.md"), atomically: true, encoding: .utf8)
        try aldous.write(to: characters.appendingPathComponent("aldous.yml"), atomically: true, encoding: .utf8)
        try config.write(to: folder.appendingPathComponent("sheetgen.yml"), atomically: true, encoding: .utf8)
        #expect(try CLI.run(["character", "save", "--seed", "7", "--vault", "v.sqlite"], in: folder).status == 0)
        return folder
    }

    static func read(_ folder: URL, _ path: String) throws -> String {
        try String(contentsOf: folder.appendingPathComponent("Output/" + path), encoding: .utf8)
    }

    static func exists(_ folder: URL, _ path: String) -> Bool {
        FileManager.default.fileExists(atPath: folder.appendingPathComponent("Output/" + path).path)
    }

    @Test func aCachedBuildShowsTheVaultAndTheFileAsTheyAreNow() throws {
        let folder = try Self.site()
        defer { try? FileManager.default.removeItem(at: folder) }
        let first = try CLI.run(["build"], in: folder)
        #expect(first.status == 0 && first.stderr.isEmpty, "\(first.stderr)")
        var page = try Self.read(folder, "campaign/session-1.html")
        #expect(page.contains("<a href=\"../sheets/characters/saved-1.html\">Perrin</a>"))
        #expect(page.contains("<a href=\"../sheets/characters/saved-1.html\"><strong>Perrin</strong></a>"))
        #expect(page.contains("<a href=\"../sheets/characters/file-characters-aldous.html\"><strong>Brother Aldous"))
        #expect(try Self.read(folder, "sheets/characters/saved-1.html").contains("Perrin"))
        #expect(try Self.read(folder, "sheets/characters/file-characters-aldous.html").contains("Brother Aldous"))
        // A character saved and a file changed between two builds that keep a cache.
        #expect(try CLI.run(["character", "save", "--seed", "42", "--vault", "v.sqlite"], in: folder).status == 0)
        try Self.aldous.replacingOccurrences(of: "Brother Aldous", with: "Father Aldous").write(
            to: folder.appendingPathComponent("Content/characters/aldous.yml"), atomically: true, encoding: .utf8)
        let second = try CLI.run(["build"], in: folder)
        #expect(second.status == 0 && second.stderr.isEmpty, "\(second.stderr)")
        page = try Self.read(folder, "campaign/session-1.html")
        #expect(page.contains("<a href=\"../sheets/characters/saved-2.html\">Brenna</a>"))
        #expect(page.contains("<strong>Father Aldous</strong>") && !page.contains("Brother Aldous"))
        #expect(try Self.read(folder, "sheets/characters/saved-2.html").contains("Brenna"))
        #expect(try Self.read(folder, "sheets/characters/file-characters-aldous.html").contains("Father Aldous"))
    }

    /// With a gallery of the same vault, the blocks link to its pages of the saved characters.
    @Test func aGalleryOfTheVaultHasTheSheetsTheBlocksLinkTo() throws {
        let config = "vault: v.sqlite\nsections:\n  characters: {vault: v.sqlite}\n"
        let folder = try Self.site(config: config)
        defer { try? FileManager.default.removeItem(at: folder) }
        let build = try CLI.run(["build", "--no-cache"], in: folder)
        #expect(build.status == 0 && build.stderr.isEmpty, "\(build.stderr)")
        let page = try Self.read(folder, "campaign/session-1.html")
        #expect(page.contains("<a href=\"../characters/saved-1.html\"><strong>Perrin</strong></a>"))
        #expect(try Self.read(folder, "characters/saved-1.html").contains("Perrin"))
        #expect(!Self.exists(folder, "sheets/characters/saved-1.html"))
        #expect(!build.stdout.contains("broken"), "\(build.stdout)")
    }

    @Test func aCharacterTheVaultDoesNotHoldIsOneLineAtItsFence() throws {
        let folder = try Self.site(notes: "---\ntitle: A\n---\n```character name=\"Brother Aldous\"\n```\n")
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CLI.run(["build", "--no-cache"], in: folder)
        #expect(result.status != 0 && result.stdout.isEmpty)
        #expect(
            result.stderr
                == "sheetgen: campaign/session-1.md:4: block character: no character named 'Brother Aldous' in "
                + "v.sqlite; there are: Perrin (1)\n")
    }
}

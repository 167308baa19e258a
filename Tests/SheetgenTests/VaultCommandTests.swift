import Foundation
import Testing

/// `sheetgen build` of an Obsidian vault, as a game master runs it: the vault known by its
/// `.obsidian/` folder, and the demo's campaign vault with every kind of note the README names.
@Suite(.tags(.slow)) struct VaultCommandTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    @Test func aFolderWithObsidiansSettingsIsReadAsAVault() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let vault = folder.appendingPathComponent("My Vault")
        try ForeignConfigCommandTests.write("{}", "My Vault/.obsidian/app.json", in: folder)
        try ForeignConfigCommandTests.write(
            "---\naliases: [The Smith, \"Mira: smith of Marrowfen\"]\n---\nShe forges.\n", "My Vault/People/Mira.md",
            in: folder)
        try ForeignConfigCommandTests.write("Met [[the smith]] at dawn. #travel\n", "My Vault/Session 1.md", in: folder)
        let built = try CLI.run(["build", "--content", vault.path, "--output", "site"], in: folder)
        #expect(built.status == 0, "\(built.stderr)")
        let session = try #require(ForeignConfigCommandTests.read("site/Session 1.html", in: folder))
        #expect(session.contains("<a href=\"People/Mira.html\">the smith</a>"))
        #expect(session.contains("class=\"tag\""))
        #expect(ForeignConfigCommandTests.read("site/tags/travel.html", in: folder) != nil)
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("site/.obsidian").path))
    }

    @Test func theDemoVaultShowsItsBlocksAndKeepsItsSecrets() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("vault")
        let built = try CLI.run(
            ["build", "--config", "campaign-vault.yml", "--content", "Vault", "--output", output.path],
            in: Self.repository)
        #expect(built.status == 0, "\(built.stderr)")
        #expect(built.stderr.contains("Sessions/Session 2.md:18: link to 'Villain', kept from the players"))
        let session = try #require(ForeignConfigCommandTests.read("Sessions/Session 2.html", in: output))
        for shown in ["block-statblock", "class=\"dice-roll\"", "<details class=\"callout", "Bog Goblin"] {
            #expect(session.contains(shown), "\(shown)")
        }
        let first = try #require(ForeignConfigCommandTests.read("Sessions/Session 1.html", in: output))
        #expect(first.contains("<mark>a rope that does not rot</mark>") && first.contains("class=\"block block-roll"))
        let files = try FileManager.default.subpathsOfDirectory(atPath: output.path)
        for file in files where !file.hasPrefix("assets") {
            let text = (try? String(contentsOf: output.appendingPathComponent(file), encoding: .utf8)) ?? ""
            for secret in ["Reed King", "mayor's spy", "Mira reports to the mayor", "midnight. See"] {
                #expect(!text.contains(secret), "\(file) tells '\(secret)'")
            }
            #expect(!file.hasPrefix("GM") && !file.contains("Villain"))
        }
        let brother = try #require(ForeignConfigCommandTests.read("People/Brother Aldous.html", in: output))
        #expect(brother.contains("Linked from") && brother.contains("block-character"))
        // The note and its block speak of the same character.
        #expect(brother.contains("<strong>Brother Aldous</strong>"))
    }
}

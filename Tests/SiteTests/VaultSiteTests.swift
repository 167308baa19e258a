import DefaultTemplates
import Foundation
import Markdown
import Mistakes
import Site
import SiteModel
import TestSupport
import Testing

/// An Obsidian vault built as a site: wikilinks and embeds found as Obsidian finds them, the notes
/// that link to each listed on it, and what the game master keeps from the players kept out of
/// every file the build writes.
@Suite struct VaultSiteTests {
    typealias Workspace = SiteBuilderTests.Workspace

    static var vault: SiteConfig {
        var config = SiteConfig()
        config.flavor = .obsidian
        config.privateFolders = ["GM"]
        return config
    }

    /// Builds `site` as a vault with the default templates, its links placed as `check` places them.
    private func build(_ site: Workspace, config: SiteConfig = Self.vault) throws -> BuildReport {
        var options = BuildOptions(content: site.content, output: site.output, jobs: 2)
        options.linkLines = true
        let renderer = try ParsedTemplates.renderer(DefaultTemplates.files)
        return try SiteBuilder(config: config, renderer: renderer).build(generated: [], options: options)
    }

    /// The files of the site's output that hold `text`, in their bytes, whatever kind they are.
    private func filesTelling(_ text: String, in site: Workspace) throws -> [String] {
        try FileManager.default.subpathsOfDirectory(atPath: site.output.path).filter { file in
            let bytes = (try? Data(contentsOf: site.output.appendingPathComponent(file))) ?? Data()
            return String(decoding: bytes, as: UTF8.self).contains(text)
        }
    }

    /// The `href`s of a page's article, in order.
    private func links(in html: String) -> [String] {
        let start = html.components(separatedBy: "<article").dropFirst().first ?? html
        let article = start.components(separatedBy: "</article>").first ?? start
        return article.components(separatedBy: "href=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
    }

    @Test func wikilinksFindNotesByNamePathAliasAndHeadingAsObsidianDoes() throws {
        let site = try Workspace()
        defer { try? FileManager.default.removeItem(at: site.root) }
        try site.add(
            "People/Brother Aldous.md", "---\naliases: [The Monk, aldous]\n---\n## Vows of Silence\n\nQuiet. ^vow\n")
        try site.add("Places/Inn.md", "# The Inn\n")
        try site.add("Old/Places/Inn.md", "An older inn.\n")
        try site.add(
            "Sessions/One.md",
            """
            Met [[Brother Aldous]], [[the monk|our friend]] and [[ALDOUS]].
            He keeps [[Brother Aldous#Vows of Silence]] and [[Brother Aldous#^vow|a vow]].
            Slept at [[Inn]], not [[Old/Places/Inn|the old one]]; see [[Places/Inn.md]] and [[#Later]].

            ## Later
            """)
        _ = try build(site)
        let page = try site.read("Sessions/One.html")
        #expect(
            links(in: page) == [
                "../People/Brother%20Aldous.html", "../People/Brother%20Aldous.html", "../People/Brother%20Aldous.html",
                "../People/Brother%20Aldous.html#vows-of-silence", "../People/Brother%20Aldous.html#%5Evow",
                "../Places/Inn.html", "../Old/Places/Inn.html", "../Places/Inn.html", "#later",
            ])
        #expect(page.contains(">our friend</a>") && page.contains(">Brother Aldous &gt; Vows of Silence</a>"))
        #expect(try site.read("People/Brother Aldous.html").contains("id=\"vows-of-silence\""))
        // Other names are no old addresses: nothing is written for them.
        #expect(!FileManager.default.fileExists(atPath: site.output.appendingPathComponent("The Monk").path))
    }

    @Test func aWikilinkToNothingIsABrokenLinkAtItsLine() throws {
        let site = try Workspace()
        defer { try? FileManager.default.removeItem(at: site.root) }
        try site.add("a.md", "---\ntitle: A\n---\nFine.\n\nSee [[Nobody Here]] and ![[lost.png]].\n")
        let report = try build(site)
        #expect(
            report.placedBrokenLinks.map { "\($0.place): \($0.target)" } == [
                "a.md:6: Nobody%20Here.html", "a.md:6: lost.png",
            ])
    }

    @Test func embedsPutImagesSectionsBlocksAndNotesInPlace() throws {
        let site = try Workspace()
        defer { try? FileManager.default.removeItem(at: site.root) }
        try site.add("maps/keep.png", "png")
        try site.add("rules.pdf", "pdf")
        try site.add(
            "Bestiary/Goblin.md",
            "---\ntitle: Goblin\n---\nIntro.\n\n## Tactics\n\nThey ambush.\n\n## Loot\n\nCopper.\n\nA rare trait. ^trait\n"
        )
        try site.add(
            "Session.md",
            """
            ![[keep.png|300x200]]
            ![[maps/keep.png]]
            ![[rules.pdf]]

            > ![[Goblin#Tactics]]

            ![[Goblin#^trait]]
            """)
        _ = try build(site)
        let page = try site.read("Session.html")
        #expect(page.contains("<img src=\"maps/keep.png\" alt=\"keep.png\" width=\"300\" height=\"200\">"))
        #expect(page.contains("<img src=\"maps/keep.png\" alt=\"keep.png\""))
        #expect(page.contains("<a href=\"rules.pdf\">rules.pdf</a>"))
        #expect(
            page.contains(
                "<blockquote>\n<div class=\"embed\">\n<h2 id=\"tactics\">Tactics</h2>\n<p>They ambush.</p>\n</div>"))
        #expect(page.contains("<div class=\"embed\">\n<p>A rare trait.</p>\n</div>"))
        #expect(!page.contains("Copper"))
    }

    @Test func embedsThatGoRoundOrTooDeepAreErrorsAtTheirLine() throws {
        let site = try Workspace()
        defer { try? FileManager.default.removeItem(at: site.root) }
        try site.add("A.md", "---\ntitle: A\n---\nText.\n![[B]]\n")
        try site.add("B.md", "![[A]]\n")
        #expect {
            try build(site)
        } throws: { error in
            let failure = error as? BuildFailure
            let told = failure?.errors.map(\.description) ?? []
            return told.contains { $0.contains("A.md:5: embeds go round in a circle: A.md → B.md → A.md") }
                && told.contains { $0.contains("B.md:1: embeds go round in a circle: B.md → A.md → B.md") }
        }
    }

    /// Notes that each embed the next many times make a page of every copy: 20 × 20 of 50 KB here
    /// (with eight levels of them, 20⁸).
    @Test func embedsThatMultiplyAreAnErrorNotAHang() throws {
        let site = try Workspace()
        defer { try? FileManager.default.removeItem(at: site.root) }
        for level in 0..<2 {
            try site.add("N\(level).md", String(repeating: "![[N\(level + 1)]]\n\n", count: 20))
        }
        try site.add("N2.md", String(repeating: "A line of text to copy, again and again.\n", count: 1_250))
        #expect {
            try build(site)
        } throws: { error in
            (error as? BuildFailure)?.errors.contains {
                $0.description.contains("N0.md:33: embeds put more than 16 MiB")
            }
                ?? false
        }
    }

    @Test func eachNoteListsTheNotesThatLinkToIt() throws {
        let site = try Workspace()
        defer { try? FileManager.default.removeItem(at: site.root) }
        try site.add("NPCs/Mira.md", "The smith.\n")
        try site.add("Sessions/One.md", "---\ntitle: Session one\n---\nMet [[Mira]]. Again [[Mira|her]].\n")
        try site.add("Places/Forge.md", "Where ![[Mira]] works.\n")
        try site.add("Sessions/Two.md", "Code: `[[Mira]]` and %% [[Mira]] %% only.\n")
        _ = try build(site)
        let mira = try site.read("NPCs/Mira.html")
        let aside = try #require(mira.components(separatedBy: "<aside class=\"backlinks\"").last)
        #expect(aside.contains("<a href=\"../Places/Forge.html\">Forge</a>"))
        #expect(aside.contains("<a href=\"../Sessions/One.html\">Session one</a>"))
        #expect(!aside.contains("Two"))
        #expect(!(try site.read("Sessions/One.html")).contains("class=\"backlinks\""))
    }

    /// What the game master keeps from the players reaches no file of the site, in any way the
    /// site could show it.
    @Test func secretsReachNoOutputFile() throws {
        let site = try Workspace()
        defer { try? FileManager.default.removeItem(at: site.root) }
        let secret = "XYZZY-the-lich-is-the-mayor"
        try site.add(
            "Sessions/One.md",
            """
            ---
            title: Session one
            tags: [session]
            ---
            The mayor greets you. %%\(secret) (inline) #\(secret)%% #town
            The [[Villain Plans]] and [[the big twist|twist]] stay hidden.
            ![[Villain Plans]]
            ![[GM/Map of the lair.png]]

            %%
            Across lines: \(secret)
            [[Town]]
            %%
            Text after, [the plans](../Villain%20Plans.md) and ![the lair](../GM/Map%20of%20the%20lair.png).
            """)
        try site.add(
            "Villain Plans.md",
            "---\npublish: false\ntitle: \(secret)\naliases: [the big twist]\ntags: [\(secret)]\n---\n\(secret)\n")
        try site.add("GM/Notes.md", "---\ntags: [\(secret)]\n---\n# \(secret)\n")
        try site.add("GM/Map of the lair.png", secret)
        try site.add("GM/_index.md", "---\ntitle: \(secret)\n---\n")
        try site.add("Town.md", "A town.\n")
        let report = try build(site)
        let files = try FileManager.default.subpathsOfDirectory(atPath: site.output.path)
        #expect(try filesTelling(secret, in: site) == [])
        for file in files { #expect(!file.contains(secret) && !file.hasPrefix("GM") && !file.contains("Villain")) }
        let page = try site.read("Sessions/One.html")
        #expect(page.contains("The Villain Plans and twist stay hidden."))
        #expect(page.contains("Text after, <a href=\"\">the plans</a>"))
        // Not even the names of the files kept from the players, by a Markdown link from another folder.
        #expect(!page.contains("Villain%20Plans") && !page.contains("Map%20of%20the%20lair"))
        #expect(!(try site.read("Town.html")).contains("backlinks"))
        let told = report.warnings.joined(separator: "\n")
        #expect(told.contains("Sessions/One.md:6: link to 'Villain Plans', kept from the players"))
        #expect(told.contains("Sessions/One.md:6: link to 'the big twist', kept from the players"))
        #expect(told.contains("Sessions/One.md:7: embed of 'Villain Plans', kept from the players, is left out"))
        #expect(report.brokenLinks.isEmpty)
    }

    /// Part of a real vault (the 13th Age SRD's, see the fixture's NOTICE): a class's page embeds
    /// the spells it lists by their block ids, each a callout ending in `^spell`, and the monsters'
    /// `aliases` hold colons and are names, not old addresses.
    @Test func aRealVaultsEmbedsAndLinksAreFound() throws {
        let site = try Workspace()
        defer { try? FileManager.default.removeItem(at: site.root) }
        let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Fixtures/13th-age-vault/Compendium")
        try FileManager.default.copyItem(at: fixture, to: site.content.appendingPathComponent("Compendium"))
        try site.add("Session.md", "The party met a [[chuulish slave]] and ![[Chuul#^nothing]] later.\n")
        let report = try build(site)
        #expect(report.brokenLinks.isEmpty)
        let page = try site.read("Compendium/13A/Classes/Chaos-Mage.html")
        #expect(page.components(separatedBy: "<div class=\"embed\">").count == 5)
        for spell in ["Chaos Ray", "Blarrrrgh", "Terribly Spiky Armor", "Yours!"] { #expect(page.contains(spell)) }
        let slave = try site.read("Compendium/13A/Bestiary/Aberration/Chuuls/Chuulish-Slave.html")
        #expect(slave.contains("<a href=\"../../../../../Session.html\">Session</a>"))
        let session = try site.read("Session.html")
        #expect(session.contains("href=\"Compendium/13A/Bestiary/Aberration/Chuuls/Chuulish-Slave.html\""))
    }

    /// A note's `aliases` are names, not addresses the cache would have to keep: it keeps the page.
    @Test func aNoteWithOtherNamesIsKeptByTheCache() throws {
        let site = try Workspace()
        defer { try? FileManager.default.removeItem(at: site.root) }
        try site.add("Mira.md", "---\naliases: [The Smith]\n---\nShe forges.\n")
        try site.add("Inn.md", "Where [[the smith]] drinks.\n")
        _ = try site.build(cached: true, config: Self.vault)
        #expect(try site.build(cached: true, config: Self.vault).reused == 2)
    }

    /// The ways a game master may write what is secret, and a hostile reader's ways to it.
    @Test func secretsWrittenAnyWayStaySecret() throws {
        let site = try Workspace()
        defer { try? FileManager.default.removeItem(at: site.root) }
        var config = Self.vault
        config.privateFolders = ["gm"]  // the folder is GM/
        try site.add("GM/Lair.md", "The lich's lair.\n")
        try site.add("Plot.md", "---\npublish: \"false\"\n---\nThe lich's plot.\n")
        try site.add("Tavern.md", "The tavern.\n\n%%\n## Cellar\n\nThe lich's cult meets here.\n")
        try site.add(
            "Session.md",
            "Met [[Town|the priest %%(the lich's)%%]].\n\n![[Tavern#Cellar]]\n\n![[#Later]]\n\n## Later\n\nSoon.\n")
        try site.add("Places/_index.md", "---\ntitle: Places\n---\nWhere we went. %%The lich's home too.%%\n")
        try site.add("Places/Inn.md", "An inn, where [the plot](Plot) is hatched.\n")
        try site.add("Board.canvas", "{\"nodes\":[{\"text\":\"The lich is the mayor\"}]}")
        try site.add("Old.MD", "The lich, in a note Obsidian wrote long ago.\n")
        try site.add("Town.md", "A town.\n")
        try site.add("Next.md", "---\ndraft: true\ntitle: The lich returns\n---\nThe lich returns.\n")
        try site.add("Town.md", "A town. See [[Next]].\n\n![[Next]]\n")
        config.privateFolders.append("Secrtes")
        let report = try build(site, config: config)
        #expect(report.warnings.contains { $0.contains("private folder 'Secrtes' is not in the content folder") })
        let files = try FileManager.default.subpathsOfDirectory(atPath: site.output.path)
        #expect(try filesTelling("lich", in: site) == [])
        #expect(!files.contains { $0.hasPrefix("GM") || $0.hasPrefix("Plot") || $0.hasPrefix("Next") })
        #expect(!(try site.read("Places/Inn.html")).contains("Plot\""))  // found by its name, and kept
        let session = try site.read("Session.html")
        #expect(session.contains("<div class=\"embed\">\n<h2 id=\"later\">Later</h2>"))  // a part of itself
    }

    /// A link that leads into a private folder is as private as the folder.
    @Test func linksIntoAPrivateFolderLeadNowhere() throws {
        let site = try Workspace()
        defer { try? FileManager.default.removeItem(at: site.root) }
        try site.add("GM/Lair.md", "The lich's lair.\n")
        try site.add("GM/Handouts/map.txt", "The lich's map.\n")
        try site.add("Town.md", "A town.\n")
        let manager = FileManager.default
        try manager.createDirectory(
            at: site.content.appendingPathComponent("Public"), withIntermediateDirectories: true)
        try manager.createSymbolicLink(
            atPath: site.content.appendingPathComponent("Public/Lair.md").path, withDestinationPath: "../GM/Lair.md")
        try manager.createSymbolicLink(
            atPath: site.content.appendingPathComponent("Handouts").path, withDestinationPath: "GM/Handouts")
        _ = try build(site)
        #expect(try filesTelling("lich", in: site) == [])
    }

    @Test func privateFoldersMakeTheContentAVault() throws {
        let site = try Workspace()
        defer { try? FileManager.default.removeItem(at: site.root) }
        let file = site.root.appendingPathComponent("site.yml")
        try "private: [GM]\n".write(to: file, atomically: true, encoding: .utf8)
        #expect(try SiteConfig.load(from: file).flavor == .obsidian)
        try "flavor: markdown\nprivate: [GM]\n".write(to: file, atomically: true, encoding: .utf8)
        #expect(throws: UserError.self) { try SiteConfig.load(from: file) }
    }

    @Test func aVaultsNoteNamesItsDatesAndKeepsItsTypeToItself() throws {
        let site = try Workspace()
        defer { try? FileManager.default.removeItem(at: site.root) }
        try site.add(
            "Goblin.md",
            "---\ncreated: 2026-11-13\nupdated: +002023-04-30 1238\ntype: humanoid\npermalink:\n---\nGrr.\n")
        let report = try build(site)
        let page = try site.read("Goblin.html")
        #expect(page.contains("<h1>Goblin</h1>") && page.contains("datetime=\"2026-11-13\""))
        #expect(!report.warnings.contains { $0.contains("layout 'humanoid'") })
    }
}

/// `serve` with a vault: a note's body is put in place alone; a change to what other pages show
/// of it (its links, its names, a note others embed) takes a build, which lists its new backlinks.
@Suite struct VaultSessionTests {
    @Test func aNoteIsUpdatedAloneUnlessOthersShowWhatChanged() throws {
        var served = try SiteSessionTests.Served()
        defer { try? FileManager.default.removeItem(at: served.site.root) }
        served.config = VaultSiteTests.vault
        try served.site.add("Mira.md", "The smith.\n")
        try served.site.add("One.md", "Met nobody.\n")
        try served.site.add("Two.md", "![[Three]]\n")
        try served.site.add("Three.md", "Embedded.\n")
        _ = try served.build()
        try served.site.add("One.md", "Met nobody at all.\n")
        #expect(served.update(["One.md"]) != nil)
        #expect(try served.site.read("One.html").contains("Met nobody at all."))
        // Put in place alone, as a build makes it: its comment out, its wikilink a link, its tag linked.
        try served.site.add("One.md", "Met nobody %%the mayor is the lich%% at [[Three]]. #fen\n")
        #expect(served.update(["One.md"]) == nil)  // a new link: Three lists it
        _ = try served.build()
        try served.site.add("One.md", "Met somebody %%the mayor is the lich%% at [[Three]]. #fen\n")
        #expect(served.update(["One.md"]) != nil)
        let one = try served.site.read("One.html")
        #expect(
            !one.contains("lich") && one.contains("<a href=\"Three.html\">Three</a>") && one.contains("class=\"tag\""))
        try served.site.add("One.md", "Met [[Mira]].\n")
        #expect(served.update(["One.md"]) == nil)
        _ = try served.build()
        #expect(try served.site.read("Mira.html").contains("<a href=\"One.html\">One</a>"))
        try served.site.add("Three.md", "Embedded, changed.\n")
        #expect(served.update(["Three.md"]) == nil)
    }
}

import Foundation
import Mistakes
import SiteModel
import Site
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// `baseURL:` and `vault:` in sheetgen.yml: a URL and a file that are there, or an error at the
/// line; and the XML made with an odd but valid base URL is XML.
@Suite struct SiteConfigTests {
    typealias Workspace = SiteBuilderTests.Workspace

    /// `yaml` loaded as sheetgen.yml in `site`'s folder; errors name the file as `sheetgen.yml`.
    static func load(_ yaml: String, in site: Workspace) throws(UserError) -> SiteConfig {
        let file = site.root.appendingPathComponent("sheetgen.yml")
        try! yaml.write(to: file, atomically: true, encoding: .utf8)
        do {
            return try SiteConfig.load(from: file)
        } catch {
            throw UserError(
                error.message, at: error.location?.replacingOccurrences(of: file.path, with: "sheetgen.yml"))
        }
    }

    @Test(arguments: [
        "'https://x/]]>'", "'javascript:alert(1)//'", "'https://ex ample.org/'", "'https:///no-host'", "ftp://x.org/",
        "\"https://x.org/\\a\"", "'https://x.org/\"><script>'", "'https://x.org/?page=1'", "'https://x.org/#top'",
        "'https://user:secret@x.org/'", "https://x.org/é/", "'/'", "[https://x.org/]",
        // Feeds take a base URL for absolute only in lower case; escapes and ports must be what they say.
        "HTTPS://X.org/", "https://x.org/%", "https://x.org/%zz/", "https://x.org:99999/",
    ])
    func aBaseURLThatIsNoSiteURLIsRefusedAtItsLine(value: String) throws {
        let site = try Workspace()
        defer { try? FileManager.default.removeItem(at: site.root) }
        do {
            _ = try Self.load("title: Nights\nbaseURL: \(value)\nlanguage: en\n", in: site)
            Issue.record("accepted \(value)")
        } catch {
            #expect(error.location == "sheetgen.yml:2", "\(error)")
            #expect(error.message.hasPrefix("baseURL must be"), "\(error)")
        }
    }

    /// Base URLs that are odd but valid are taken, and the sitemap and feeds made with them are
    /// well-formed XML (parsed here by Foundation's parser) that holds them.
    @Test(arguments: [
        "https://example.org/", "http://example.org", "https://Example.org/games/", "https://x.org/a&b'c(d)*+,;=/",
        "https://[::1]:8080/site/", "https://x.org/%5D%5D%3E/", "https://x.org/~me/$night@home!/",
    ])
    func anOddButValidBaseURLMakesWellFormedXML(baseURL: String) throws {
        let site = try Workspace()
        defer { try? FileManager.default.removeItem(at: site.root) }
        let config = try Self.load("title: Nights\nbaseURL: \"\(baseURL)\"\n", in: site)
        #expect(config.baseURL == (baseURL.hasSuffix("/") ? baseURL : baseURL + "/"))
        try site.add("a & b.md", "---\ntitle: A\ndate: 2026-11-01\ntags: [x]\n---\nA.\n")
        _ = try site.build(config: config)
        for file in ["sitemap.xml", "atom.xml", "tags/x.atom.xml"] {
            let xml = try site.read(file)
            let parser = XMLParser(data: Data(xml.utf8))
            #expect(parser.parse(), "\(file) with \(baseURL): \(parser.parserError.map { "\($0)" } ?? "")")
        }
        let escaped = config.baseURL.replacingOccurrences(of: "&", with: "&amp;")
        #expect(try site.read("sitemap.xml").contains("<loc>\(escaped)a%20%26%20b.html</loc>"))
    }

    /// A typo in the vault's path would otherwise read as a vault with no games.
    @Test func aVaultThatIsNotThereIsAnErrorAtItsLine() throws {
        let site = try Workspace()
        defer { try? FileManager.default.removeItem(at: site.root) }
        do {
            _ = try Self.load("title: Nights\nseed: 3\nvault: tpyo.sqlite\n", in: site)
            Issue.record("accepted a vault that is not there")
        } catch {
            #expect(error.location == "sheetgen.yml:3", "\(error)")
            #expect(error.message.hasPrefix("vault tpyo.sqlite does not exist"), "\(error)")
        }
        try Data().write(to: site.root.appendingPathComponent("games.sqlite"))
        let config = try Self.load("title: Nights\nvault: games.sqlite\n", in: site)
        #expect(config.vault == site.root.appendingPathComponent("games.sqlite").path)
    }

    @Test func generatedTagsIsAFlagTheTagIndexObeys() throws {
        let site = try Workspace()
        defer { try? FileManager.default.removeItem(at: site.root) }
        #expect(try Self.load("title: Nights\n", in: site).generatedTags == false)
        #expect(try Self.load("title: Nights\ngeneratedTags: true\n", in: site).generatedTags == true)
        #expect(throws: UserError("generatedTags must be true or false", at: "sheetgen.yml:2")) {
            try Self.load("title: Nights\ngeneratedTags: some\n", in: site)
        }
    }

    /// A site's settings take a few kilobytes; a config of megabytes is a mistake, told in a line.
    @Test func aConfigOfMegabytesIsRefused() throws {
        let site = try Workspace()
        defer { try? FileManager.default.removeItem(at: site.root) }
        let big = "title: Nights\n" + String(repeating: "# a comment\n", count: 1_000_000)
        #expect(throws: UserError("site config is larger than 1 MB", at: "sheetgen.yml")) {
            try Self.load(big, in: site)
        }
    }
}

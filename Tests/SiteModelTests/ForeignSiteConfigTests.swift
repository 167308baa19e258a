import Foundation
import Mistakes
import SiteModel
import Testing

/// A site made for Hugo or Zola, read from its own config: what sheetgen takes from it, the
/// folders it names, the keys it leaves unused, and its mistakes told at their lines.
@Suite struct ForeignSiteConfigTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/ForeignConfigs")

    /// A folder of its own for each test, removed after it.
    final class Folder {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("sheetgen-config-\(UUID())").path

        init() throws {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        }

        deinit { try? FileManager.default.removeItem(atPath: path) }

        @discardableResult
        func add(_ name: String, _ text: String) throws -> String {
            let file = "\(path)/\(name)"
            try FileManager.default.createDirectory(
                atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try text.write(toFile: file, atomically: false, encoding: .utf8)
            return file
        }

        func fixture(_ name: String, as file: String) throws -> String {
            try add(file, String(contentsOf: fixtures.appendingPathComponent(name), encoding: .utf8))
        }

        func folder(_ name: String) throws {
            try FileManager.default.createDirectory(atPath: "\(path)/\(name)", withIntermediateDirectories: true)
        }
    }

    static func load(_ folder: Folder, _ name: String, _ text: String) throws -> ForeignSiteConfig {
        try ForeignSiteConfig.load(from: folder.add(name, text))
    }

    /// The error reading `text` as `name` gives, with the folder's path left out.
    static func message(_ name: String, _ text: String) throws -> String? {
        let folder = try Folder()
        do {
            _ = try load(folder, name, text)
            return nil
        } catch let error as UserError {
            return error.description.replacingOccurrences(of: folder.path + "/", with: "")
        }
    }

    @Test func theHugoDocumentationsConfig() throws {
        let folder = try Folder()
        try folder.folder("static")
        let site = try ForeignSiteConfig.load(from: folder.fixture("hugo-docs.toml", as: "hugo.toml"))
        #expect(site.tool == .hugo)
        #expect(site.config.title == "Hugo" && site.config.baseURL == "https://gohugo.io/")
        #expect(site.config.language == "en" && site.config.timeZone.identifier == "Europe/Oslo")
        #expect(site.config.urls == .pretty && !site.config.unsafeHTML && site.config.listingSize == 100)
        #expect(site.content == "\(folder.path)/content" && site.staticFolder == "\(folder.path)/static")
        #expect(
            site.unused == [
                "build", "disableAliases", "enableEmoji", "languages", "markup.goldmark.extensions",
                "markup.goldmark.parser", "markup.highlight", "menus", "params", "pluralizeListTitles",
            ])
        #expect(site.config.taxonomies == ["categories"])
    }

    @Test func zolasDocumentationConfigIsToldFromHugosByItsKeys() throws {
        let folder = try Folder()
        let site = try ForeignSiteConfig.load(from: folder.fixture("zola-docs.toml", as: "config.toml"))
        #expect(site.tool == .zola)
        #expect(site.config.title == "Zola" && site.config.baseURL == "https://www.getzola.org/")
        #expect(site.config.urls == .pretty && site.config.unsafeHTML && site.config.language == "en")
        // No static folder beside it here.
        #expect(site.content == "\(folder.path)/content" && site.staticFolder == nil)
        #expect(
            site.unused == [
                "build_search_index", "compile_sass", "description", "extra", "link_checker", "markdown", "search",
            ])
        #expect(site.config.taxonomies == ["theme-tags"])
        let hugo = try Self.load(folder, "config.toml", "baseURL = \"https://example.org/\"\nextra = 1\n")
        #expect(hugo.tool == .hugo && hugo.unused == ["extra"])
    }

    @Test func hugoReadsItsKeysInAnyCaseAndItsSettings() throws {
        let folder = try Folder()
        let site = try Self.load(
            folder, "hugo.toml",
            """
            BASEURL = "https://example.org/games"
            Title = "Games"
            languageCode = "en-gb"
            defaultContentLanguage = "en"
            uglyurls = true
            contentDir = "pages"
            theme = "ananke"
            [pagination]
              pagerSize = 25
              path = "page"
            [markup.goldmark.renderer]
              unsafe = true
              hardWraps = false
            [taxonomies]
              tag = "tags"
            """)
        #expect(site.config.baseURL == "https://example.org/games/" && site.config.title == "Games")
        #expect(site.config.language == "en-gb" && site.config.urls == .plain && site.config.unsafeHTML)
        #expect(site.config.listingSize == 25 && site.content == "\(folder.path)/pages")
        #expect(site.unused == ["markup.goldmark.renderer.hardWraps", "pagination.path", "theme"])
        let old = try Self.load(folder, "hugo.toml", "paginate = 7\n[uglyURLs]\n  posts = true\n")
        #expect(old.config.listingSize == 7 && old.config.urls == .pretty && old.unused == ["uglyURLs"])
    }

    @Test func yamlAndJSONConfigsReadAsTOMLDoes() throws {
        let folder = try Folder()
        let yaml = try Self.load(
            folder, "hugo.yaml",
            "title: Games\nbaseURL: https://example.org/\nmarkup:\n  goldmark:\n"
                + "    renderer:\n      unsafe: true\nparams:\n  x: 1\n")
        let json = try Self.load(
            folder, "hugo.json",
            "{\n  \"title\": \"Games\", \"baseURL\": \"https://example.org/\",\n"
                + "  \"markup\": {\"goldmark\": {\"renderer\": {\"unsafe\": true}}}, \"params\": {\"x\": 1}\n}\n")
        for site in [yaml, json] {
            #expect(site.config.title == "Games" && site.config.baseURL == "https://example.org/")
            #expect(site.config.unsafeHTML && site.unused == ["params"])
        }
    }

    /// Tags are always a taxonomy; the others are named as sheetgen.yml's `taxonomies:` names them.
    @Test func taxonomiesAreRead() throws {
        let folder = try Folder()
        let zola = try Self.load(
            folder, "zola.toml", "base_url = \"https://a.org\"\ntaxonomies = [{name = \"tags\"}]\n")
        #expect(zola.unused == [] && zola.config.taxonomies == [])
        let more = try Self.load(
            folder, "zola.toml",
            "base_url = \"https://a.org\"\ntaxonomies = [{name = \"tags\"}, {name = \"cats\", feed = true}]\n")
        #expect(more.unused == [] && more.config.taxonomies == ["cats"])
        let hugo = try Self.load(folder, "hugo.toml", "[taxonomies]\ntag = \"tags\"\nseries = \"series\"\n")
        #expect(hugo.unused == [] && hugo.config.taxonomies == ["series"])
        // Hugo's own default: tags and categories.
        #expect(try Self.load(folder, "hugo.toml", "title = \"A\"\n").config.taxonomies == ["categories"])
        #expect(
            try Self.message("hugo.toml", "title = \"A\"\n[taxonomies]\ncategory = \"Big Cats\"\n")
                == "hugo.toml:2: taxonomy 'Big Cats' must be a name in lower case, of letters, digits, - and _")
    }

    @Test func aBadBaseURLIsToldAsInSheetgenYml() throws {
        let flaw = "must be an http or https URL with a host, such as https://example.org/games/ ('ftp://x.org/')"
        #expect(
            try Self.message("hugo.toml", "title = \"A\"\nbaseURL = \"ftp://x.org/\"\n")
                == "hugo.toml:2: baseURL \(flaw)")
        #expect(try Self.message("config.toml", "base_url = \"ftp://x.org/\"\n") == "config.toml:1: base_url \(flaw)")
        let folder = try Folder()
        let yml = try folder.add("sheetgen.yml", "baseURL: ftp://x.org/\n")
        #expect(throws: UserError("baseURL \(flaw)", at: "\(yml):1")) {
            try SiteConfig.load(from: URL(fileURLWithPath: yml))
        }
    }

    @Test func mistakesAreToldAtTheirLine() throws {
        #expect(
            try Self.message("hugo.toml", "title = \"A\"\nbaseURL = \n")?.hasPrefix("hugo.toml:2: invalid TOML") == true
        )
        #expect(try Self.message("hugo.toml", "title = 3\n") == "hugo.toml:1: title must be text")
        #expect(
            try Self.message("hugo.toml", "[markup.goldmark.renderer]\n  unsafe = \"yes\"\n")
                == "hugo.toml:2: unsafe must be true or false")
        #expect(
            try Self.message("hugo.toml", "[pagination]\n  pagerSize = 0\n")
                == "hugo.toml:2: pagerSize must be a whole number from 1 to \(SiteConfig.listingSizeLimit)")
        #expect(
            try Self.message("hugo.toml", "timeZone = \"Mars/Olympus\"\n")
                == "hugo.toml:1: timeZone must be a time zone's name, such as Europe/Amsterdam or UTC")
        #expect(
            try Self.message("hugo.json", "{\"title\": \"A\",\n\"x\": }\n")?.hasPrefix("hugo.json:2: invalid JSON")
                == true)
        #expect(try Self.message("hugo.yaml", "title: [\n")?.hasPrefix("hugo.yaml:") == true)
    }

    @Test func aFolderOutsideTheSitesFolderIsRefused() throws {
        let inside = "must be a folder inside the site's folder, such as content"
        #expect(
            try Self.message("hugo.toml", "contentDir = \"../..\"\n") == "hugo.toml:1: contentDir \(inside) ('../..')")
        #expect(try Self.message("hugo.toml", "staticDir = \"/etc\"\n") == "hugo.toml:1: staticDir \(inside) ('/etc')")
        #expect(
            try Self.message("hugo.toml", "contentDir = \"a/../../b\"\n")?.hasPrefix("hugo.toml:1: contentDir") == true)
        #expect(
            try Self.message("hugo.toml", "contentDir = \"a\\u001B[31m\"\n")
                == "hugo.toml:1: contentDir must not contain control characters ('a\\u{1B}[31m')")
        let folder = try Folder()
        try FileManager.default.createSymbolicLink(atPath: "\(folder.path)/static", withDestinationPath: "/")
        #expect(
            throws: UserError(
                "the static folder leads outside the site's folder; no file is copied from there",
                at: "\(folder.path)/static")
        ) {
            try Self.load(folder, "hugo.toml", "title = \"A\"\n")
        }
    }

    @Test func aHugeOrDeepConfigIsRefusedInOneLine() throws {
        let big = "title = \"A\"\n" + String(repeating: "# filler\n", count: 10 * 1024 * 1024 / 9)
        #expect(try Self.message("hugo.toml", big) == "hugo.toml: site config is larger than 1 MB")
        let deep = 10_000
        let dotted = Array(repeating: "a", count: deep).joined(separator: ".") + " = 1\n"
        #expect(try Self.message("hugo.toml", dotted) == "hugo.toml:1: site config nests deeper than 200 levels")
        let header = "[" + Array(repeating: "a", count: deep).joined(separator: ".") + "]\n"
        #expect(try Self.message("config.toml", header) == "config.toml:1: site config nests deeper than 200 levels")
        let inline = "x = " + String(repeating: "{a = ", count: deep) + "1" + String(repeating: "}", count: deep)
        #expect(try Self.message("hugo.toml", inline) != nil)
        let array = "x = " + String(repeating: "[", count: deep) + String(repeating: "]", count: deep)
        #expect(try Self.message("hugo.toml", array) != nil)
        let json = "{\"x\": " + String(repeating: "[", count: deep) + String(repeating: "]", count: deep) + "}"
        #expect(try Self.message("hugo.json", json) == "hugo.json:1: site config nests deeper than 200 levels")
    }

    @Test func theConfigIsFoundByHugosOrderOfNames() throws {
        let folder = try Folder()
        #expect(ForeignSiteConfig.find(in: folder.path) == nil)
        try folder.add("config.toml", "")
        #expect(ForeignSiteConfig.find(in: folder.path) == "\(folder.path)/config.toml")
        try folder.add("hugo.yaml", "")
        #expect(ForeignSiteConfig.find(in: folder.path) == "\(folder.path)/hugo.yaml")
        try folder.add("hugo.toml", "")
        #expect(ForeignSiteConfig.find(in: folder.path) == "\(folder.path)/hugo.toml")
        #expect(ForeignSiteConfig.isForeign("site/config.toml") && ForeignSiteConfig.isForeign("hugo.yml"))
        #expect(!ForeignSiteConfig.isForeign("sheetgen.yml") && !ForeignSiteConfig.isForeign("config.yaml"))
    }
}

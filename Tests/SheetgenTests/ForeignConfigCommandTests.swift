import Foundation
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// `sheetgen build` and `serve` in the folder of a site made for Hugo or Zola: its config read,
/// its folders used and guarded, what it does not use told.
@Suite(.tags(.slow)) struct ForeignConfigCommandTests {
    /// A Hugo site: `hugo.toml`, a page in `content/`, a style sheet in `static/`.
    static func hugoSite(
        _ config: String = "title = \"Game Night\"\nbaseURL = \"https://example.org/\"\n"
            + "[params]\n  author = \"Ann\"\n"
    ) throws -> URL {
        let folder = try CLI.temporaryFolder()
        try write(config, "hugo.toml", in: folder)
        try write("---\ntitle: Rules\n---\nSee [the style](/css/site.css).\n", "content/rules.md", in: folder)
        try write("body{}", "static/css/site.css", in: folder)
        return folder
    }

    static func write(_ text: String, _ path: String, in folder: URL) throws {
        let file = folder.appendingPathComponent(path)
        try FileManager.default.createDirectory(
            at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: file, atomically: false, encoding: .utf8)
    }

    static func read(_ path: String, in folder: URL) -> String? {
        try? String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
    }

    @Test func aHugoSiteBuildsFromItsFolderAndSaysWhatItRead() throws {
        let folder = try Self.hugoSite()
        defer { try? FileManager.default.removeItem(at: folder) }
        let built = try CLI.run(["build"], in: folder)
        #expect(built.status == 0, "\(built.stderr)")
        let said = built.stdout.split(separator: "\n")
        #expect(
            said.first.map(String.init)
                == "Read hugo.toml (Hugo) as the site's config: content from content/, static files from static/, "
                + "pretty URLs.")
        #expect(built.stderr == "sheetgen: warning: hugo.toml: not used by sheetgen: params\n")
        #expect(Self.read("Output/css/site.css", in: folder) == "body{}")
        #expect(Self.read("Output/rules/index.html", in: folder)?.contains("Game Night") == true)
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("public").path))
        let quiet = try CLI.run(["build", "--quiet"], in: folder)
        #expect(quiet.status == 0 && quiet.stdout.isEmpty && quiet.stderr.isEmpty)
    }

    @Test func aZolaSiteIsToldFromItsConfigToml() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.write("base_url = \"https://example.org\"\ntitle = \"Z\"\n[extra]\nx = 1\n", "config.toml", in: folder)
        try Self.write("+++\ntitle = \"Page\"\n+++\n<b>bold</b>\n", "content/page.md", in: folder)
        let built = try CLI.run(["build"], in: folder)
        #expect(built.status == 0, "\(built.stderr)")
        #expect(
            built.stdout.hasPrefix(
                "Read config.toml (Zola) as the site's config: content from content/, no static folder, pretty URLs, "
                    + "raw HTML kept.\n"))
        #expect(built.stderr == "sheetgen: warning: config.toml: not used by sheetgen: extra\n")
        #expect(Self.read("Output/page/index.html", in: folder)?.contains("<b>bold</b>") == true)
    }

    @Test func sheetgenYmlOrAnotherConfigWinsAndTheForeignOneIsNotMentioned() throws {
        let folder = try Self.hugoSite()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.write("title: Mine\n", "own.yml", in: folder)
        try Self.write("---\ntitle: Own page\n---\nHi\n", "Content/own.md", in: folder)
        for arguments in [["build", "--config", "own.yml"], ["build"]] {
            if arguments.count == 1 { try Self.write("title: Mine\n", "sheetgen.yml", in: folder) }
            let built = try CLI.run(arguments, in: folder)
            #expect(built.status == 0 && built.stderr.isEmpty, "\(built.stderr)")
            #expect(!built.stdout.contains("hugo.toml"))
            #expect(Self.read("Output/own.html", in: folder)?.contains("Mine") == true)
            #expect(Self.read("Output/css/site.css", in: folder) == nil)
        }
    }

    @Test func theCommandLineWinsOverTheConfigsFoldersAndAConfigElsewhereCanBeNamed() throws {
        let folder = try Self.hugoSite()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.write("---\ntitle: Other\n---\nHi\n", "pages/other.md", in: folder)
        let built = try CLI.run(["build", "--content", "pages", "--output", "Site"], in: folder)
        #expect(built.status == 0, "\(built.stderr)")
        #expect(built.stdout.hasPrefix("Read hugo.toml (Hugo) as the site's config: content from pages/, static"))
        #expect(Self.read("Site/other/index.html", in: folder) != nil && Self.read("Site/rules/index.html", in: folder) == nil)
        let elsewhere = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: elsewhere) }
        let named = try CLI.run(["build", "--config", folder.appendingPathComponent("hugo.toml").path], in: elsewhere)
        #expect(named.status == 0, "\(named.stderr)")
        #expect(Self.read("Output/css/site.css", in: elsewhere) == "body{}")
        #expect(Self.read("Output/rules/index.html", in: elsewhere) != nil)
    }

    @Test func aBadConfigIsOneLineAtItsLineAndNothingIsBuilt() throws {
        let malformed = try Self.hugoSite("title = \"A\"\nbaseURL = https://example.org/\n")
        defer { try? FileManager.default.removeItem(at: malformed) }
        let bad = try CLI.run(["build"], in: malformed)
        #expect(bad.status != 0 && bad.stdout.isEmpty)
        #expect(
            bad.stderr.hasPrefix("sheetgen: hugo.toml:2: invalid TOML: ")
                && bad.stderr.split(separator: "\n").count == 1)
        #expect(!FileManager.default.fileExists(atPath: malformed.appendingPathComponent("Output").path))
        let url = try Self.hugoSite("baseURL = \"ftp://example.org/\"\n")
        defer { try? FileManager.default.removeItem(at: url) }
        let refused = try CLI.run(["build"], in: url)
        #expect(
            refused.status != 0
                && refused.stderr
                    == "sheetgen: hugo.toml:1: baseURL must be an http or https URL with a host, such as "
                    + "https://example.org/games/ ('ftp://example.org/')\n"
        )
        let outside = try Self.hugoSite("contentDir = \"../..\"\n")
        defer { try? FileManager.default.removeItem(at: outside) }
        let escaping = try CLI.run(["build"], in: outside)
        #expect(
            escaping.status != 0
                && escaping.stderr
                    == "sheetgen: hugo.toml:1: contentDir must be a folder inside the site's folder, such as content "
                    + "('../..')\n"
        )
    }

    @Test func theOutputMayNotBeHoldOrLieInsideTheStaticFolder() throws {
        let folder = try Self.hugoSite()
        defer { try? FileManager.default.removeItem(at: folder) }
        for (output, why) in [("static", "it is"), ("static/out", "it lies inside"), (".", "it contains")] {
            let refused = try CLI.run(["build", "--output", output], in: folder)
            #expect(refused.status != 0, "\(output)")
            let lines = refused.stderr.split(separator: "\n")
            #expect(lines.count == 1 && lines[0].contains(": refusing to replace the output folder: \(why) "))
        }
        #expect(Self.read("static/css/site.css", in: folder) == "body{}")
        // A static folder that leads to / is refused before anything.
        try FileManager.default.removeItem(at: folder.appendingPathComponent("static"))
        try FileManager.default.createSymbolicLink(
            atPath: folder.appendingPathComponent("static").path, withDestinationPath: "/")
        let root = try CLI.run(["build", "--output", "/tmp/sheetgen-never-\(UUID())"], in: folder)
        #expect(
            root.status != 0
                && root.stderr
                    == "sheetgen: static: the static folder leads outside the site's folder; no file is copied from "
                    + "there\n",
            "\(root.stderr)")
    }

    @Test func controlCharactersInTheConfigNeverReachTheTerminal() throws {
        let folder = try Self.hugoSite("title = \"A\"\n\"\\u001B]0;owned\\u0007\\n\" = 1\n")
        defer { try? FileManager.default.removeItem(at: folder) }
        let built = try CLI.run(["build"], in: folder)
        #expect(built.status == 0, "\(built.stderr)")
        #expect(!built.stderr.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
        #expect(built.stderr.contains("\\u{1B}]0;owned\\u{7}\\u{A}"), "\(built.stderr)")
        let named = try Self.hugoSite("staticDir = \"s\\u001B[2J\"\n")
        defer { try? FileManager.default.removeItem(at: named) }
        let refused = try CLI.run(["build"], in: named)
        #expect(refused.status != 0 && !refused.stderr.contains("\u{1B}"), "\(refused.stderr)")
    }

    @Test func aChangedStaticFileIsSeenByTheNextBuild() throws {
        let folder = try Self.hugoSite()
        defer { try? FileManager.default.removeItem(at: folder) }
        // A build's moment a while after the files were written, so that they count as settled.
        let later = ["--now", String(Int(Date().timeIntervalSince1970) + 60)]
        #expect(try CLI.run(["build"] + later, in: folder).status == 0)
        #expect(try CLI.run(["build"] + later, in: folder).stdout.contains("Nothing changed"))
        try Self.write("body{color:red}", "static/css/site.css", in: folder)
        let again = try CLI.run(["build"] + later, in: folder)
        #expect(again.status == 0 && !again.stdout.contains("Nothing changed"), "\(again.stdout)")
        #expect(Self.read("Output/css/site.css", in: folder) == "body{color:red}")
    }

    @Test(.timeLimit(.minutes(1))) func serveWatchesTheStaticFolder() async throws {
        let folder = try Self.hugoSite()
        defer { try? FileManager.default.removeItem(at: folder) }
        let server = try ServeProcess(in: folder)
        defer { server.stop() }
        let base = try #require(server.address())
        #expect(try await SiteCommandTests.get(base + "css/site.css").body == "body{}")
        try SiteCommandTests.save("body{color:red}", as: "static/css/site.css", in: folder)
        // Answered once a build after the first is done, whenever the question comes.
        #expect(try await SiteCommandTests.get(base + "_sheetgen/status?since=1").body == "{\"generation\":2}")
        #expect(try await SiteCommandTests.get(base + "css/site.css").body == "body{color:red}")
        let stop = server.output.fileHandleForReading
        server.stop()
        let said = String(decoding: stop.readDataToEndOfFile(), as: UTF8.self)
        #expect(!said.contains("Read hugo.toml"))  // said before the address, and read with it
    }
}

import Foundation
import TestSupport
import Testing

/// `sheetgen build` against a careless or hostile sheetgen.yml: seasons named in any script, or
/// after the seasons' own index, too many seasons, a base URL that is no URL, a vault path with a
/// typo. Each builds right or ends in one line naming the config's line, leaving no output.
@Suite(.tags(.slow)) struct HostileSiteConfigTests {
    /// A fresh folder with an empty `Content/`, a vault of 20 simulated games, and `config` as
    /// sheetgen.yml; the caller removes it.
    static func site(_ config: String) throws -> URL {
        let folder = try CLI.temporaryFolder()
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("Content"), withIntermediateDirectories: true)
        try config.write(to: folder.appendingPathComponent("sheetgen.yml"), atomically: true, encoding: .utf8)
        let simulated = try CLI.run(
            ["ghost", "simulate", "--games", "20", "--seed", "1", "--vault", "v.sqlite"], in: folder)
        #expect(simulated.status == 0, "\(simulated.stderr)")
        return folder
    }

    /// `seasons` as the config's list, beside the highscores of the vault.
    static func seasons(_ names: [String]) -> String {
        "title: Nights\nsections: {highscores: {vault: v.sqlite}}\nseasons:\n"
            + names.enumerated().map { index, name in
                "  - {name: \"\(name)\", from: 20\(10 + index)-01-01, to: 20\(10 + index)-03-31}\n"
            }.joined()
    }

    static func expectRefusal(
        _ result: CLI.Result, in folder: URL, saying message: String, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(result.status == 1, "\(result.stderr)", sourceLocation: sourceLocation)
        #expect(
            result.stderr == "sheetgen: \(folder.path)/sheetgen.yml:\(message)\n", "\(result.stderr)",
            sourceLocation: sourceLocation)
        #expect(
            !FileManager.default.fileExists(atPath: folder.appendingPathComponent("Output").path),
            sourceLocation: sourceLocation)
    }

    /// Their pages are named by their letters, and every link to them is relative, percent-
    /// encoded and leads to the page (`--strict` fails on a broken link).
    @Test func seasonsNamedInOtherScriptsBuildAndAreLinked() throws {
        let folder = try Self.site(Self.seasons(["Лето", "夏", "Ω"]))
        defer { try? FileManager.default.removeItem(at: folder) }
        let build = try CLI.run(["build", "--strict"], in: folder)
        #expect(build.status == 0, "\(build.stderr)")
        let seasons = folder.appendingPathComponent("Output/highscores/seasons")
        for page in ["лето.html", "夏.html", "ω.html", "index.html"] {
            #expect(FileManager.default.fileExists(atPath: seasons.appendingPathComponent(page).path), "\(page)")
        }
        let game = try String(
            contentsOf: folder.appendingPathComponent("Output/highscores/games/game-1.html"), encoding: .utf8)
        for (name, link) in [("Лето", "%D0%BB%D0%B5%D1%82%D0%BE"), ("夏", "%E5%A4%8F"), ("Ω", "%CF%89")] {
            #expect(game.contains("<a href=\"../../highscores/seasons/\(link).html\">\(name)</a>"), "\(name)")
        }
    }

    @Test(arguments: ["★★", ".", ".."])
    func aSeasonWhoseNameMakesNoPageNameIsRefusedAtItsLine(name: String) throws {
        let folder = try Self.site(Self.seasons(["Spring", name]))
        defer { try? FileManager.default.removeItem(at: folder) }
        Self.expectRefusal(
            try CLI.run(["build"], in: folder), in: folder,
            saying: "5: seasons: '\(name)' makes no page name: a season's name needs a letter or digit")
    }

    /// A season named `index` would be the seasons' index page, which introduces them: the build
    /// names both writers of the file rather than let one of them win.
    @Test func aSeasonNamedIndexMeetsTheSeasonsIndexAndBothAreNamed() throws {
        let folder = try Self.site(Self.seasons(["Spring", "index"]))
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CLI.run(["build"], in: folder)
        #expect(result.status == 1)
        #expect(
            result.stderr
                == "sheetgen: generated page highscores/seasons/index (Ghost seasons): writes "
                + "highscores/seasons/index.html, as generated page highscores/seasons/index (Ghost highscores: index) "
                + "does\n")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("Output").path))
    }

    @Test func moreSeasonsThanALeagueNamesAreRefusedAtTheFirstTooMany() throws {
        let names = (1...1_001).map { "Week \($0)" }
        let yaml =
            "sections: {highscores: {vault: v.sqlite}}\nseasons:\n"
            + names.map { name in
                "  - {name: \(name), from: 2026-01-01, to: 2026-01-07}\n"
            }.joined()
        let folder = try Self.site(yaml)
        defer { try? FileManager.default.removeItem(at: folder) }
        Self.expectRefusal(
            try CLI.run(["build"], in: folder), in: folder,
            saying: "1003: seasons: at most 1000 seasons, and this is one more")
    }

    @Test(arguments: [
        ("'https://x/]]>'", "('https://x/]]>' has a character a URL may not hold)"),
        ("'javascript:alert(1)//'", "('javascript:alert(1)//')"),
        ("'https://ex ample.org/'", "('https://ex ample.org/' has a character a URL may not hold)"),
    ])
    func aBaseURLThatIsNoURLIsRefusedAtItsLine(value: String, why: String) throws {
        let folder = try Self.site("title: Nights\nbaseURL: \(value)\n")
        defer { try? FileManager.default.removeItem(at: folder) }
        Self.expectRefusal(
            try CLI.run(["build"], in: folder), in: folder,
            saying: "2: baseURL must be an http or https URL with a host, such as https://example.org/games/ \(why)")
    }

    /// The path as the config writes it, at its line; the demo's kind of config, whose vault is
    /// there, builds.
    @Test(arguments: [
        ("title: Nights\nvault: tpyo.sqlite\n", "2: vault tpyo.sqlite"),
        (
            "title: Nights\nsections:\n  highscores:\n    vault: tpyo.sqlite\n",
            "4: sections.highscores.vault tpyo.sqlite"
        ),
    ])
    func aVaultPathWithATypoIsRefusedAtItsLine(config: String, message: String) throws {
        let folder = try Self.site(config)
        defer { try? FileManager.default.removeItem(at: folder) }
        Self.expectRefusal(
            try CLI.run(["build"], in: folder), in: folder,
            saying: "\(message) does not exist (play or simulate a game into it first, or correct the path)")
        try config.replacingOccurrences(of: "tpyo", with: "v").write(
            to: folder.appendingPathComponent("sheetgen.yml"), atomically: true, encoding: .utf8)
        let build = try CLI.run(["build"], in: folder)
        #expect(build.status == 0, "\(build.stderr)")
    }
}

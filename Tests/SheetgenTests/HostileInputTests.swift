import Foundation
import TestSupport
import Testing

/// The game commands against a hostile or careless user: extreme and malformed numbers, names
/// that look alike, huge inputs. Every refusal is one
/// `sheetgen:` line and exit 64 or 1, never a trap.
@Suite(.tags(.slow)) struct HostileInputTests {
    static let max = String(Int64.max)
    static let min = String(Int64.min)

    /// Runs in a fresh folder that is removed afterwards.
    static func inFolder<T>(_ body: (URL) throws -> T) throws -> T {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        return try body(folder)
    }

    static func expectOneLineRefusal(
        _ result: CLI.Result, saying message: String, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(result.status == 64 || result.status == 1, "status \(result.status)", sourceLocation: sourceLocation)
        #expect(
            result.stderr.hasPrefix("sheetgen: ") && result.stderr.contains(message), "\(result.stderr)",
            sourceLocation: sourceLocation)
        #expect(result.stderr.split(separator: "\n").count == 1, sourceLocation: sourceLocation)
    }

    @Test(arguments: [
        ["catalogue", "--seed", max, "--count", "1", "--output", "out"],
        ["party", "--seed", max, "--count", "1", "--output", "out.html"],
        ["cards", "--seed", max, "--count", "1", "--output", "out.html"],
        ["catalogue", "--seed", String(Int64.max - 9), "--count", "10", "--output", "out"],
    ])
    func theLargestSeedIsUsableWhenTheRangeFits(arguments: [String]) throws {
        let result = try Self.inFolder { try CLI.run(arguments, in: $0) }
        #expect(result.status == 0, "\(result.stderr)")
    }

    /// The site config's item catalogue takes the seeds `sheetgen catalogue` takes: its last
    /// item may have the largest seed.
    @Test(arguments: [
        ("{seed: 9223372036854775807, count: 1}", nil),
        ("{seed: 9223372036854775798, count: 10}", nil),
        (
            "{seed: 9223372036854775807, count: 2}",
            "sheetgen.yml:2: sections.items.count goes past the largest seed, 9223372036854775807"
        ),
    ])
    func aSitesItemCatalogueMayEndAtTheLargestSeed(items: String, refusal: String?) throws {
        try Self.inFolder { folder in
            try FileManager.default.createDirectory(
                at: folder.appendingPathComponent("Content"), withIntermediateDirectories: true)
            try Data("sections:\n  items: \(items)\n".utf8).write(to: folder.appendingPathComponent("sheetgen.yml"))
            let result = try CLI.run(["build", "--no-cache"], in: folder)
            if let refusal {
                #expect(result.status == 1 && result.stderr.hasSuffix("/\(refusal)\n"), "\(result.stderr)")
            } else {
                #expect(result.status == 0, "\(result.stderr)")
                let last = "Output/items/cards/item-\(Self.max).html"
                #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent(last).path))
            }
        }
    }

    @Test(arguments: [
        (
            ["catalogue", "--seed", max, "--count", "2"],
            "--seed 9223372036854775807 with --count 2 goes past the largest seed"
        ),
        (["party", "--seed", max, "--count", "30"], "goes past the largest seed"),
        (["cards", "--seed", String(Int64.max - 8), "--count", "10"], "goes past the largest seed"),
        (
            ["catalogue", "--seed", String(UInt64.max), "--count", "1"],
            "must be a whole number from 0 to 9223372036854775807"
        ),
        (["character", "--seed", "99999999999999999999999"], "must be a whole number from 0 to 9223372036854775807"),
    ])
    func seedsOutsideTheirRangeAreRefused(arguments: [String], message: String) throws {
        Self.expectOneLineRefusal(try CLI.run(arguments), saying: message)
    }

    /// A negative number after an option is its value, checked against the option's range,
    /// rather than an unknown option and a "Missing value".
    @Test(arguments: [
        (["catalogue", "--seed", "-1", "--count", "1"], "must be a whole number from 0 to"),
        (["catalogue", "--seed=-1", "--count", "1"], "must be a whole number from 0 to"),
        (["item", "--seed", min], "must be a whole number from 0 to"),
        (["catalogue", "--seed", "1", "--count", "-1"], "--count must be from 1 to 100000"),
        (["battle", "--seed", "1", "--victories", "-5"], "--victories must be from 1 to 1000"),
        (["ghost", "simulate", "--games", "-1", "--seed", "1"], "--games must be from 1 to 100000"),
        (
            ["bullseye", "simulate", "--variant", "classic", "--rounds", "-1", "--seed", "1", "--player", "A"],
            "--rounds must be from 1 to 10000"
        ),
        (
            [
                "bullseye", "simulate", "--variant", "classic", "--rounds", "1", "--seed", "1", "--player", "A",
                "--skill", min,
            ], "--skill must be from 0 to 100"
        ),
        (
            ["bullseye", "play", "--variant", "classic", "--player", "A", "--seed", "-3"],
            "must be a whole number from 0 to"
        ),
    ])
    func negativeNumbersReachTheirRangeCheck(arguments: [String], message: String) throws {
        Self.expectOneLineRefusal(try CLI.run(arguments), saying: message)
    }

    @Test(arguments: [
        (["catalogue", "--seed", "1", "--count", max], "--count must be from 1 to 100000"),
        (["cards", "--seed", "1", "--count", max], "--count must be from 1 to 900"),
        (["party", "--seed", "1", "--count", max], "--count must be from 1 to 30"),
        (["battle", "--seed", "1", "--victories", max], "--victories must be from 1 to 1000"),
        (["ghost", "simulate", "--games", max, "--seed", max], "--games must be from 1 to 100000"),
        (
            ["bullseye", "simulate", "--variant", "rgb", "--rounds", max, "--seed", max, "--player", "A"],
            "--rounds must be from 1 to 10000"
        ),
        (
            [
                "bullseye", "simulate", "--variant", "rgb", "--rounds", "1", "--seed", "1", "--player", "A", "--skill",
                max,
            ], "--skill must be from 0 to 100"
        ),
    ])
    func extremeCountsAreRefusedWithoutATrap(arguments: [String], message: String) throws {
        Self.expectOneLineRefusal(try CLI.run(arguments), saying: message)
    }

    @Test func theLargestSeedPlaysAndSimulates() throws {
        try Self.inFolder { folder in
            let words = folder.appendingPathComponent("words.txt")
            try Data("pear\npeach\n".utf8).write(to: words)
            #expect(
                try CLI.run(
                    ["ghost", "simulate", "--games", "3", "--seed", Self.max, "--dictionary", words.path], in: folder
                ).status == 0)
            #expect(
                try CLI.run(
                    ["bullseye", "simulate", "--variant", "rgb", "--rounds", "3", "--seed", Self.max, "--player", "A"],
                    in: folder
                ).status == 0)
            #expect(
                try CLI.run(
                    ["bullseye", "play", "--variant", "reverse", "--player", "A", "--seed", Self.max],
                    stdin: Data("50\n".utf8), in: folder
                ).status == 0)
        }
    }

    @Test func bullsEyeNameErrorsNameTheOptionTyped() throws {
        Self.expectOneLineRefusal(
            try CLI.run([
                "bullseye", "simulate", "--variant", "classic", "--rounds", "1", "--seed", "1", "--player", " ",
            ]),
            saying: "--player: a player's name cannot be empty")
        let result = try CLI.run(["bullseye", "play", "--variant", "classic", "--player", "a\tb"])
        #expect(result.stderr.hasPrefix("sheetgen: --player: ") && !result.stderr.contains("--players"))
    }

    @Test func namesThatDifferOnlyInNormalisationAreOnePlayerEverywhere() throws {
        let composed = "Jos\u{E9}", decomposed = "Jose\u{301}"
        try Self.inFolder { folder in
            Self.expectOneLineRefusal(
                try CLI.run(
                    ["ghost", "simulate", "--games", "1", "--seed", "1", "--players", composed, decomposed],
                    in: folder),
                saying: "each player must be someone else")
            for name in [composed, decomposed] {
                #expect(
                    try CLI.run(
                        [
                            "bullseye", "simulate", "--variant", "classic", "--rounds", "2", "--seed", "1", "--player",
                            name,
                        ], in: folder
                    ).status == 0)
            }
            let export = try CLI.run(["bullseye", "export"], in: folder).stdout
            // (Swift compares strings by canonical equivalence: look at the scalars.)
            #expect(
                !export.unicodeScalars.contains("\u{301}") && export.unicodeScalars.filter { $0 == "\u{E9}" }.count == 2
            )
            let character = try CLI.run(["character", "--seed", "1", "--name", decomposed, "--format", "json"])
            let object = try #require(
                try JSONSerialization.jsonObject(with: Data(character.stdout.utf8)) as? [String: Any])
            #expect((object["name"] as? String).map { Array($0.unicodeScalars) } == Array(composed.unicodeScalars))
        }
    }

    @Test func anImportOfDecomposedNamesMeetsTheComposedPlayers() throws {
        let composed = "Jos\u{E9}", decomposed = "Jose\u{301}"
        try Self.inFolder { folder in
            let rounds = (0..<5).map { _ in "{\"fragment\": \"q\", \"loser\": \"\(decomposed)\"}" }.joined(
                separator: ",")
            let file =
                "{\"games\": [{\"id\": 1, \"language\": \"english\", \"players\": [\"\(decomposed)\", \"Bob\"], "
                + "\"winner\": \"Bob\", \"rounds\": [\(rounds)]}], \"players\": [\"\(composed)\"]}"
            try Data(file.utf8).write(to: folder.appendingPathComponent("in.json"))
            let imported = try CLI.run(["ghost", "import", "in.json"], in: folder)
            #expect(
                imported.status == 0 && imported.stdout.contains("Imported 1 games and 2 players"), "\(imported.stderr)"
            )
            let export = try CLI.run(["ghost", "export"], in: folder).stdout
            #expect(!export.unicodeScalars.contains("\u{301}") && export.contains(composed))
        }
    }

    @Test func stackedAccentsCannotInflateAName() throws {
        let zalgo = "Z" + String(repeating: "\u{301}", count: 30_000)
        Self.expectOneLineRefusal(
            try CLI.run(["bullseye", "play", "--variant", "classic", "--player", zalgo]),
            saying: "at most 8 accents on one character")
        Self.expectOneLineRefusal(try CLI.run(["character", "--seed", "1", "--name", zalgo]), saying: "--name: ")
    }

    @Test func anImportedNumberOutOfRangeIsNamedAtItsField() throws {
        try Self.inFolder { folder in
            for id in ["99999999999999999999", "1e400", "1.5"] {
                try Data(
                    ("{\"games\": [{\"id\": \(id), \"language\": \"english\", \"players\": [\"A\", \"B\"], \"winner\": "
                        + "\"A\", \"rounds\": []}], \"players\": []}").utf8
                )
                .write(to: folder.appendingPathComponent("in.json"))
                Self.expectOneLineRefusal(
                    try CLI.run(["ghost", "import", "in.json"], in: folder),
                    saying: "in.json: games[0].id: not a whole number from \(Int.min) to \(Int.max)")
            }
            #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("sheetgen.sqlite").path))
        }
    }

    @Test func endlessFilesAreRefusedAfterABoundedRead() throws {
        Self.expectOneLineRefusal(
            try CLI.run(["ghost", "import", "/dev/zero", "--vault", "/nonexistent/v.sqlite"]),
            saying: "/dev/zero: the file is larger than 256 MiB")
        try Self.inFolder { folder in
            Self.expectOneLineRefusal(
                try CLI.run(["ghost", "play", "--players", "A", "B", "--dictionary", "/dev/zero"], in: folder),
                saying: "/dev/zero: the word list is larger than 64 MiB")
        }
    }

    /// A typed line is kept to 4096 bytes however long it runs (the rest is read and dropped).
    @Test func anEndlessTypedLineIsCutToABoundedAnswer() throws {
        try Self.inFolder { folder in
            try Data("pear\n".utf8).write(to: folder.appendingPathComponent("words.txt"))
            let line = String(repeating: "x", count: 1_000_000)
            let result = try CLI.run(
                ["ghost", "play", "--players", "A", "B", "--dictionary", "words.txt"], stdin: Data("\(line)\np\n".utf8),
                in: folder)
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stdout.contains("(you typed 4096 characters)") && result.stdout.contains("Fragment \"p\""))
        }
    }

    @Test func highscoresOfAnEmptyVaultLinkOnlyToPagesThatExist() throws {
        try Self.inFolder { folder in
            try Data("{\"games\": [], \"players\": []}".utf8).write(to: folder.appendingPathComponent("empty.json"))
            #expect(try CLI.run(["ghost", "import", "empty.json"], in: folder).status == 0)
            let built = try CLI.run(["ghost", "highscores", "--output", "hs"], in: folder)
            #expect(built.status == 0 && !built.stderr.contains("broken link"), "\(built.stderr)")
            let index = try String(contentsOf: folder.appendingPathComponent("hs/index.html"), encoding: .utf8)
            #expect(
                !index.contains("players/index.html") && !index.contains("games/index.html")
                    && index.contains("english.html"))
        }
    }
}

extension HostileInputTests {
    @Test func aPartyOfTooManyClassesNamesTheClassesNotACountNobodyTyped() throws {
        let classes = Array(repeating: "fighter", count: 31).joined(separator: ",")
        Self.expectOneLineRefusal(
            try CLI.run(["party", "--seed", "1", "--classes", classes]),
            saying: "the number of --classes must be from 1 to 30")
    }

    @Test func exportingAnEmptyFileLeavesItEmpty() throws {
        try Self.inFolder { folder in
            let vault = folder.appendingPathComponent("empty.sqlite")
            #expect(FileManager.default.createFile(atPath: vault.path, contents: Data()))
            for command in [
                ["ghost", "export"], ["bullseye", "export"], ["ghost", "highscores", "--output", "hs"],
                ["bullseye", "summary", "--output", "bs"],
            ] {
                Self.expectOneLineRefusal(
                    try CLI.run(command + ["--vault", "empty.sqlite"], in: folder),
                    saying: "empty.sqlite: no vault here yet (the file is empty)")
            }
            #expect(try FileManager.default.attributesOfItem(atPath: vault.path)[.size] as? Int == 0)
        }
    }
}

extension HostileInputTests {
    /// Standard input that would never end (or a huge one) stops at a bound. Exactly one byte
    /// more than the bound is sent, so sheetgen reads all of it and no write here can fail.
    @Test func markdownOnStandardInputIsBounded() throws {
        let result = try CLI.run(["markdown"], stdin: Data(repeating: UInt8(ascii: "a"), count: (256 << 20) + 1))
        Self.expectOneLineRefusal(result, saying: "standard input: Markdown larger than 256 MiB; refused")
        #expect(result.stdout.isEmpty)
    }
}

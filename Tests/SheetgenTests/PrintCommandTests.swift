import Foundation
import TestSupport
import Testing

/// `sheetgen party` and `sheetgen cards`, printed to PDF by headless Chromium and counted with
/// pdfinfo: the set-up installs both (Debian: chromium, poppler-utils).
@Suite(.tags(.slow)) struct PrintCommandTests {
    static let paperNames = ["a4": "(A4)", "letter": "(letter)"]

    func pdf(_ arguments: [String]) throws -> PDFInfo {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("out.pdf")
        let result = try CLI.run(arguments + ["--output", file.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.isEmpty && result.stderr.isEmpty, "\(result.stderr)")
        return try PDFInfo(file: file)
    }

    @Test(
        .enabled(
            if: RequiredTool.chromium.canTest && RequiredTool.pdfinfo.canTest,
            "needs Chromium and pdfinfo (Debian: chromium, poppler-utils)"), arguments: ["a4", "letter"])
    func aPartyPrintsOneSheetAPage(paper: String) throws {
        // All seven classes, so spell books and thief skills are among them.
        let classes = "cleric,dwarf,elf,fighter,halfling,magic-user,thief"
        let info = try pdf(["party", "--seed", "20", "--count", "9", "--classes", classes, "--paper", paper])
        #expect(info.pages == 9)
        #expect(info.pageSize.hasSuffix(Self.paperNames[paper]!), "\(info.pageSize)")
    }

    @Test(
        .enabled(
            if: RequiredTool.chromium.canTest && RequiredTool.pdfinfo.canTest,
            "needs Chromium and pdfinfo (Debian: chromium, poppler-utils)"),
        arguments: [(1, "a4"), (9, "letter"), (10, "a4"), (19, "letter")])
    func cardsPrintNineToAPage(count: Int, paper: String) throws {
        let info = try pdf(["cards", "--seed", "5", "--count", "\(count)", "--paper", paper, "--pdf"])
        #expect(info.pages == (count + 8) / 9)
        #expect(info.pageSize.hasSuffix(Self.paperNames[paper]!), "\(info.pageSize)")
    }

    @Test(.enabled(if: RequiredTool.chromium.canTest, "needs Chromium (Debian: chromium)"))
    func pdfGoesToStandardOutputWhenRedirected() throws {
        let result = try CLI.run(["cards", "--seed", "1", "--count", "2", "--pdf"])
        #expect(result.status == 0 && result.stdout.hasPrefix("%PDF-"), "\(result.stderr)")
    }

    @Test func withoutChromiumAPDFIsRefusedAndNothingIsWritten() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("party.pdf")
        let result = try CLI.run(["party", "--seed", "1", "--output", file.path], environment: ["PATH": folder.path])
        #expect(result.status != 0)
        #expect(
            result.stderr.hasPrefix("sheetgen: ") && result.stderr.contains("Debian package chromium"),
            "\(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    /// The table's own characters, from their files, one sheet each in the order given.
    @Test func aPartyOfTheTablesOwnCharacters() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let rolled =
            "rolled: {strength: 12, intelligence: 13, wisdom: 11, dexterity: 10, constitution: 14, charisma: 9}\n"
        try "name: Brannoc\nclass: Fighter\n\(rolled)hitPoints: 8\ngold: 90\n"
            .write(to: folder.appendingPathComponent("b.yml"), atomically: true, encoding: .utf8)
        try "name: <Ilse>\nclass: Cleric\n\(rolled)hitPoints: 3\ngold: 50\n"
            .write(to: folder.appendingPathComponent("i.yml"), atomically: true, encoding: .utf8)
        let pack = try CLI.run(["party", "--files", "i.yml", "b.yml"], in: folder)
        #expect(pack.status == 0, "\(pack.stderr)")
        #expect(pack.stdout.contains("<title>The party: &lt;Ilse&gt;, Brannoc"))
        let ilse = try #require(pack.stdout.range(of: "<dt>Name</dt><dd>&lt;Ilse&gt;</dd>"))
        let brannoc = try #require(pack.stdout.range(of: "<dt>Name</dt><dd>Brannoc</dd>"))
        #expect(ilse.lowerBound < brannoc.lowerBound, "in the order given")
        try "name: Brannoc\nclass: Fighter\n\(rolled)hitPoints: 10\ngold: 90\n"
            .write(to: folder.appendingPathComponent("b.yml"), atomically: true, encoding: .utf8)
        let bad = try CLI.run(["party", "--files", "i.yml", "b.yml", "--output", "p.html"], in: folder)
        #expect(bad.status != 0 && bad.stderr.contains("b.yml:4: hitPoints: 10 is outside"))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("p.html").path))
        let both = try CLI.run(["party", "--seed", "1", "--files", "i.yml"], in: folder)
        #expect(both.status != 0 && both.stderr.contains("one of them"))
    }

    @Test func aPartyOfCharactersSavedInTheVault() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for seed in ["7", "42"] {
            _ = try CLI.run(["character", "save", "--seed", seed, "--vault", "v.sqlite"], in: folder)
        }
        let pack = try CLI.run(["party", "--ids", "2,1", "--vault", "v.sqlite"], in: folder)
        #expect(pack.status == 0, "\(pack.stderr)")
        let second = try #require(pack.stdout.range(of: "<dt>Name</dt><dd>Brenna</dd>"))
        let first = try #require(pack.stdout.range(of: "<dt>Name</dt><dd>Perrin</dd>"))
        #expect(second.lowerBound < first.lowerBound, "in the order given")
        let missing = try CLI.run(["party", "--ids", "1,9", "--vault", "v.sqlite", "--output", "p.html"], in: folder)
        #expect(missing.status != 0 && missing.stderr == "sheetgen: v.sqlite: no character 9\n")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("p.html").path))
        let bad = try CLI.run(["party", "--ids", "0", "--vault", "v.sqlite"], in: folder)
        #expect(bad.status != 0 && bad.stderr.contains("'0' is not a character id"))
    }

    /// `--vault` without `--ids` is everyone saved there, in the order they were saved.
    @Test func aPartyOfEveryoneSavedInTheVault() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for seed in ["7", "42"] {
            _ = try CLI.run(["character", "save", "--seed", seed, "--vault", "v.sqlite"], in: folder)
        }
        let pack = try CLI.run(["party", "--vault", "v.sqlite"], in: folder)
        #expect(pack.status == 0, "\(pack.stderr)")
        #expect(pack.stdout.contains("<title>The party: Perrin, Brenna"), "in the order saved")
        #expect(pack.stdout.components(separatedBy: "<article class=\"sheet\">").count - 1 == 2)
        for id in ["1", "2"] { _ = try CLI.run(["character", "delete", id, "--vault", "v.sqlite"], in: folder) }
        let empty = try CLI.run(["party", "--vault", "v.sqlite"], in: folder)
        #expect(empty.status != 0 && empty.stdout.isEmpty)
        #expect(
            empty.stderr
                == "sheetgen: v.sqlite: no character saved yet (save one with `sheetgen character create` or "
                + "`character save`)\n")
    }

    @Test func htmlPacksAreTheSameEveryRunAndListEveryOne() throws {
        for arguments in [
            ["party", "--seed", "7", "--count", "6"], ["cards", "--seed", "7", "--count", "11", "--paper", "letter"],
        ] {
            let first = try CLI.run(arguments), second = try CLI.run(arguments)
            #expect(first.status == 0 && first.stdout == second.stdout, "\(first.stderr)")
            #expect(first.stdout.hasPrefix("<!DOCTYPE html>"))
        }
        let party = try CLI.run(["party", "--seed", "7", "--count", "6"]).stdout
        #expect(party.components(separatedBy: "<article class=\"sheet\">").count - 1 == 6)
        let cards = try CLI.run(["cards", "--seed", "7", "--count", "11", "--paper", "letter"]).stdout
        #expect(cards.components(separatedBy: "<article class=\"card ").count - 1 == 11)
        #expect(cards.contains("<body class=\"card-sheets paper-letter\">"))
    }

    @Test(arguments: [
        (["party", "--seed", "1", "--count", "0"], "--count must be from 1 to 30"),
        (["party", "--seed", "1", "--count", "31"], "--count must be from 1 to 30"),
        (["party", "--seed", "1", "--classes", "fighter,wizard"], "unknown class 'wizard'"),
        (
            ["party", "--seed", "1", "--count", "11", "--classes", "dwarf"],
            "all 10 names for Dwarf characters are taken"
        ),
        (["party", "--seed", "1", "--paper", "a5"], "--paper"),
        (["cards", "--seed", "1", "--count", "901"], "--count must be from 1 to 900"),
        (["cards", "--seed", "9223372036854775800", "--count", "10"], "goes past the largest seed"),
    ])
    func badInputIsOneLine(arguments: [String], message: String) throws {
        let result = try CLI.run(arguments)
        #expect(result.status != 0 && result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("sheetgen: ") && result.stderr.contains(message), "\(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
    }
}

import Foundation
import TestSupport
import Testing

@Suite(.tags(.slow)) struct CharacterCommandTests {
    @Test func writesAStandalonePageToStdout() throws {
        let result = try CLI.run(["character", "--seed", "7"])
        #expect(result.status == 0 && result.stderr.isEmpty)
        #expect(result.stdout.hasPrefix("<!DOCTYPE html>") && result.stdout.contains("<style>"))
        #expect(result.stdout.contains("Character Record Sheet"))
    }

    @Test func checkTellsEveryBrokenRuleOfEveryFileWithItsLine() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let rolled =
            "rolled: {strength: 12, intelligence: 13, wisdom: 11, dexterity: 10, constitution: 14, charisma: 9}\n"
        try "name: Brannoc\nclass: Fighter\n\(rolled)hitPoints: 8\ngold: 90\npurchases: [Sword]\n"
            .write(to: folder.appendingPathComponent("good.yml"), atomically: true, encoding: .utf8)
        try "name: Ilse\nclass: Cleric\n\(rolled)hitPoints: 9\ngold: 90\npurchases: [Sword]\n"
            .write(to: folder.appendingPathComponent("bad.yml"), atomically: true, encoding: .utf8)
        let good = try CLI.run(["character", "check", "good.yml"], in: folder)
        #expect(
            good.status == 0 && good.stdout == "good.yml: Brannoc, Fighter: keeps every rule\n" && good.stderr.isEmpty)
        let both = try CLI.run(["character", "check", "bad.yml", "good.yml", "missing.yml"], in: folder)
        #expect(both.status != 0)
        #expect(both.stdout == "good.yml: Brannoc, Fighter: keeps every rule\n")
        #expect(
            both.stderr == """
                sheetgen: bad.yml:4: hitPoints: 9 is outside what 1d6 and CON 14 give (2 to 7)
                sheetgen: bad.yml:6: purchases.1: a Cleric may not use a sword (clerics use blunt weapons only)
                sheetgen: missing.yml: cannot read the file

                """)
    }

    @Test func aSheetFromACharacterFileShowsWhatTheFileSaysAndWhatFollows() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try """
        name: Brannoc
        title: the <Bold>
        class: Fighter
        method: 4d6-drop-lowest
        rolled: {strength: 12, intelligence: 13, wisdom: 11, dexterity: 10, constitution: 14, charisma: 9}
        adjustments: {strength: +1, intelligence: -2}
        hitPoints: 8
        gold: 90
        purchases: [Sword, Chainmail, Shield]
        """.write(to: folder.appendingPathComponent("b.yml"), atomically: true, encoding: .utf8)
        let json = try CLI.run(["character", "--from", "b.yml", "--format", "json"], in: folder)
        #expect(json.status == 0, "\(json.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect(
            object["seed"] == nil && object["name"] as? String == "Brannoc"
                && object["epithet"] as? String == "the <Bold>")
        #expect(object["method"] as? String == "4d6-drop-lowest" && object["gold"] as? Int == 90 - 10 - 40 - 10)
        #expect(object["armourClass"] as? Int == 4 && object["thac0"] as? Int == 19, "computed, never read")
        #expect((object["abilities"] as? [String: Int])?["STR"] == 13)
        let html = try CLI.run(["character", "--from", "b.yml"], in: folder)
        #expect(html.stdout.contains("<dd>Brannoc, the &lt;Bold&gt;</dd>"))
        #expect(html.stdout.contains("sheetgen · OSE rules") && !html.stdout.contains("· seed"))
        #expect(html.stdout.contains("Rolled 4d6, the lowest die left out (a house rule)."))
        let both = try CLI.run(["character", "--seed", "1", "--from", "b.yml"], in: folder)
        #expect(both.status != 0 && both.stderr.contains("one of the two"))
        let shaped = try CLI.run(["character", "--from", "b.yml", "--class", "elf"], in: folder)
        #expect(shaped.status != 0 && shaped.stderr.contains("a file says its own"))
        try "name: Brannoc\nclass: Fighter\n".write(
            to: folder.appendingPathComponent("b.yml"), atomically: true, encoding: .utf8)
        let bad = try CLI.run(["character", "--from", "b.yml"], in: folder)
        #expect(bad.status != 0 && bad.stdout.isEmpty)
        #expect(
            bad.stderr.split(separator: "\n").first
                == "sheetgen: b.yml:1: rolled: is missing (the six scores rolled: strength, intelligence, …)")
    }

    /// Every file is checked whatever the others are: a device, a FIFO (which must not block), a
    /// link to a good file, a name with a line break in it.
    @Test(.timeLimit(.minutes(1))) func checkGoesThroughOddFilesOneByOne() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let rolled =
            "rolled: {strength: 12, intelligence: 13, wisdom: 11, dexterity: 10, constitution: 14, charisma: 9}\n"
        try "name: Brannoc\nclass: Fighter\n\(rolled)hitPoints: 8\ngold: 90\n"
            .write(to: folder.appendingPathComponent("good.yml"), atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(
            atPath: folder.appendingPathComponent("link.yml").path,
            withDestinationPath: "good.yml")
        try FileManager.default.copyItem(
            at: folder.appendingPathComponent("good.yml"),
            to: folder.appendingPathComponent("x\nFAKE.yml"))
        #expect(mkfifo(folder.appendingPathComponent("fifo.yml").path, 0o600) == 0)
        let run = try CLI.run(["character", "check", "/dev/zero", "fifo.yml", "link.yml", "x\nFAKE.yml"], in: folder)
        #expect(run.status != 0)
        #expect(run.stderr == "sheetgen: /dev/zero: is not a file\nsheetgen: fifo.yml: is not a file\n")
        #expect(
            run.stdout == "link.yml: Brannoc, Fighter: keeps every rule\n"
                + "x\\u{A}FAKE.yml: Brannoc, Fighter: keeps every rule\n")
    }

    @Test func sameSeedSameBytesInEveryFormat() throws {
        for format in ["html", "markdown", "json"] {
            let first = try CLI.run(["character", "--seed", "123", "--format", format])
            let second = try CLI.run(["character", "--seed", "123", "--format", format])
            #expect(first.status == 0 && first.stdout == second.stdout, "\(format)")
        }
    }

    @Test func optionsShapeTheCharacter() throws {
        let result = try CLI.run([
            "character", "--seed", "5", "--class", "magic-user", "--name", "Zed", "--alignment", "chaotic", "--format",
            "json",
        ])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(object["class"] as? String == "Magic-User")
        #expect(object["name"] as? String == "Zed")
        #expect(object["alignment"] as? String == "Chaotic")
        #expect((object["spells"] as? [String])?.count == 1)
    }

    @Test func hostileNamesAreEscaped() throws {
        let result = try CLI.run(["character", "--seed", "1", "--name", "<script>alert(1)</script>"])
        #expect(result.status == 0)
        #expect(!result.stdout.contains("<script>") && result.stdout.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
    }

    @Test(arguments: [
        (["character", "--seed", "abc"], "--seed"),
        (["character", "--seed", "-1"], "--seed"),
        (["character", "--seed", "9223372036854775808"], "--seed"),
        (["character", "--seed", "1.5"], "--seed"),
        (["character"], "--seed"),
        (["character", "--seed", "1", "--class", "wizard"], "unknown class"),
        (["character", "--seed", "1", "--class", "normal human"], "unknown class"),
        (["character", "--seed", "1", "--level", "-1"], "--level -1: a level is from 1 to 14"),
        (
            ["character", "--seed", "1", "--class", "elf", "--level", "11"],
            "--level 11: an Elf's level is from 1 to 10"
        ),
        (["character", "--seed", "1", "--alignment", "good"], "unknown alignment"),
        (["character", "--seed", "1", "--format", "pdf"], "--format"),
        (["character", "--seed", "1", "--name", " "], "--name"),
        (["character", "--seed", "1", "--output", "/no/such/folder/sheet.html"], "/no/such/folder/sheet.html"),
        (["character", "--seed", "1", "--templates", "/no/such/templates"], "/no/such/templates"),
        (["markdown", "-e", "mathjax"], "mathjax"),
    ])
    func badInputIsOneClearLine(arguments: [String], mention: String) throws {
        let result = try CLI.run(arguments)
        #expect(result.status != 0)
        #expect(result.stdout.isEmpty)
        let lines = result.stderr.split(separator: "\n")
        #expect(lines.count == 1, "stderr: \(result.stderr)")
        #expect(result.stderr.hasPrefix("sheetgen: ") && result.stderr.contains(mention), "stderr: \(result.stderr)")
    }

    @Test func largestSeedWorks() throws {
        let result = try CLI.run(["character", "--seed", "9223372036854775807", "--format", "json"])
        #expect(result.status == 0 && result.stdout.contains("\"seed\" : 9223372036854775807"))
    }

    @Test func outputFileIsWrittenWholeAndFailuresLeaveItAlone() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let sheet = folder.appendingPathComponent("sheet.html")
        let written = try CLI.run(["character", "--seed", "7", "--output", sheet.path])
        #expect(written.status == 0 && written.stdout.isEmpty)
        let before = try Data(contentsOf: sheet)
        let failed = try CLI.run(["character", "--seed", "7", "--class", "nope", "--output", sheet.path])
        #expect(failed.status != 0)
        #expect(try Data(contentsOf: sheet) == before)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["sheet.html"])
    }

    @Test func templatesFolderOverridesFileByFile() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("Templates/assets"), withIntermediateDirectories: true)
        try "/* mine */".write(
            to: folder.appendingPathComponent("Templates/assets/character.css"), atomically: true, encoding: .utf8)
        let local = try CLI.run(["character", "--seed", "7"], in: folder)
        #expect(local.stdout.contains("/* mine */") && local.stdout.contains("Character Record Sheet"))
        let explicit = try CLI.run([
            "character", "--seed", "7", "--templates", folder.appendingPathComponent("Templates").path,
        ])
        #expect(explicit.stdout == local.stdout)
    }

    @Test func helpGoesToStdoutAndSucceeds() throws {
        let result = try CLI.run(["character", "--help"])
        #expect(result.status == 0 && result.stdout.contains("--seed") && result.stderr.isEmpty)
    }
}

@Suite(.tags(.slow)) struct MarkdownCommandTests {
    static let sample = Data(
        ("# Hi\n\n~~old~~ www.example.org <b>raw</b>\n\n| a | b |\n|---|:-:|\n| 1 | 2 |\n\n- [ ] "
            + "task\n\nNote[^n]\n\n[^n]: the note\n\n\"Smart\" -- quotes\n").utf8)

    @Test func rendersWithTheGivenExtensions() throws {
        let result = try CLI.run(["markdown", "-e", "strikethrough", "-e", "table"], stdin: Self.sample)
        #expect(result.status == 0)
        #expect(result.stdout.contains("<del>old</del>") && result.stdout.contains("<table>"))
        #expect(result.stdout.contains("<!-- raw HTML omitted -->") && !result.stdout.contains("<a href"))
    }

    /// Byte for byte against the cmark-gfm tool itself, when Debian's cmark-gfm package is installed.
    @Test(arguments: [
        [String](), ["--unsafe"],
        [
            "-e", "table", "-e", "strikethrough", "-e", "autolink", "-e", "tagfilter", "-e", "tasklist", "-e",
            "footnotes",
        ],
        ["--smart", "--hardbreaks", "--sourcepos"], ["--github-pre-lang", "--full-info-string", "--nobreaks"],
        ["-e", "table", "--table-prefer-style-attributes", "-e", "strikethrough", "--strikethrough-double-tilde"],
    ])
    func matchesTheCmarkGFMTool(flags: [String]) throws {
        let reference = URL(fileURLWithPath: "/usr/bin/cmark-gfm")
        try #require(FileManager.default.isExecutableFile(atPath: reference.path), "install Debian's cmark-gfm package")
        let ours = try CLI.run(["markdown"] + flags, stdin: Self.sample)
        let process = Process()
        process.executableURL = reference
        process.arguments = flags
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        input.fileHandleForWriting.write(Self.sample)
        try input.fileHandleForWriting.close()
        let theirs = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(ours.status == 0 && ours.stdout == theirs)
    }
}

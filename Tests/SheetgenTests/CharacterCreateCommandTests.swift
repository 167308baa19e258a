import Foundation
import TestSupport
import Testing

/// `sheetgen character create` fed through a pipe, as a player's answers would be typed: the
/// character is kept in the vault or a new file, and nothing at all when the input ends early.
@Suite(.tags(.slow)) struct CharacterCreateCommandTests {
    /// A fighter's answers: scores kept, no adjustment, Lawful, Brannoc; then two empty lines,
    /// which end the languages (if INT gives any) and the shop, or the shop and an unknown keep
    /// order; then `keep`.
    static func answers(keep: String) -> Data {
        Data((["", "fighter", "", "", "Brannoc", "", "", "", keep].joined(separator: "\n") + "\n").utf8)
    }

    static func create(_ arguments: [String], stdin: Data, in folder: URL) throws -> CLI.Result {
        try CLI.run(["character", "create", "--vault", "v.sqlite"] + arguments, stdin: stdin, in: folder)
    }

    @Test func aCharacterMadeAtTheTerminalIsSavedWithItsRolls() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let made = try Self.create(
            ["--seed", "7", "--method", "4d6-drop-lowest"], stdin: Self.answers(keep: "save"), in: folder)
        #expect(made.status == 0 && made.stderr.isEmpty)
        #expect(
            made.stdout.hasPrefix("Making a first-level character: seed 7, scores rolled 4d6, the lowest die left out.")
        )
        #expect(made.stdout.hasSuffix("Saved Brannoc, Fighter as character 1 in v.sqlite.\n"))
        let shown = try CLI.run(["character", "show", "1", "--format", "json", "--vault", "v.sqlite"], in: folder)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(shown.stdout.utf8)) as? [String: Any])
        #expect(object["name"] as? String == "Brannoc" && object["class"] as? String == "Fighter")
        #expect(object["method"] as? String == "4d6-drop-lowest")
        let history = try #require(object["history"] as? [[String: Any]])
        #expect(
            history.map { $0["what"] as? String } == [
                "STR", "INT", "WIS", "DEX", "CON", "CHA", "hit die (1d8)", "gold (3d6 × 10)",
            ])
        let again = try Self.create(
            ["--seed", "7", "--method", "4d6-drop-lowest"], stdin: Self.answers(keep: "save"), in: folder)
        #expect(again.stdout.replacingOccurrences(of: "character 2", with: "character 1") == made.stdout)
    }

    @Test func anExportedCharacterIsACharacterFileThatPassesTheCheck() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let made = try Self.create(["--seed", "11"], stdin: Self.answers(keep: "export brannoc.yml"), in: folder)
        #expect(made.status == 0 && made.stdout.hasSuffix("Its sheet: sheetgen character --from brannoc.yml\n"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["brannoc.yml"])
        let checked = try CLI.run(["character", "check", "brannoc.yml"], in: folder)
        #expect(checked.status == 0 && checked.stderr.isEmpty)
        let sheet = try CLI.run(["character", "--from", "brannoc.yml", "--format", "json"], in: folder)
        #expect(sheet.stdout.contains("\"name\" : \"Brannoc\""))
    }

    /// An answer typed in bytes that are not UTF-8 (a name, a file to export to) is asked again, not
    /// read with replacement characters.
    @Test func aNameThatIsNotUTF8IsAskedAgain() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var answers = Data(["", "fighter", "", ""].map { $0 + "\n" }.joined().utf8)
        answers += Data([0xFF, 0xFE, UInt8(ascii: "M"), UInt8(ascii: "i"), UInt8(ascii: "\n")])
        answers += Data((["Brannoc", "", "", "", "save"].joined(separator: "\n") + "\n").utf8)
        let made = try Self.create(["--seed", "7"], stdin: answers, in: folder)
        #expect(made.status == 0, "\(made.stdout)")
        #expect(made.stdout.contains("That was not UTF-8 text: type it again."), "\(made.stdout)")
        #expect(made.stdout.hasSuffix("Saved Brannoc, Fighter as character 1 in v.sqlite.\n"), "\(made.stdout)")
    }

    @Test func anExportNeverOverwritesAFile() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let taken = folder.appendingPathComponent("taken.yml")
        try Data("my notes\n".utf8).write(to: taken)
        try FileManager.default.createSymbolicLink(
            atPath: folder.appendingPathComponent("link.yml").path, withDestinationPath: "nowhere")
        let made = try Self.create(
            ["--seed", "11"], stdin: Self.answers(keep: "export taken.yml\nexport link.yml"), in: folder)
        #expect(made.status == 1)
        #expect(
            made.stdout.contains(
                "  Not kept: taken.yml is there already; choose another name (nothing is overwritten)\n"))
        #expect(made.stdout.contains("  Not kept: link.yml is there already"))
        #expect(try String(contentsOf: taken, encoding: .utf8) == "my notes\n")
        #expect(Set(try FileManager.default.contentsOfDirectory(atPath: folder.path)) == ["taken.yml", "link.yml"])
    }

    /// Cut short after each answer in turn: abandoned, said so, exit 1, and no vault made.
    @Test func theEndOfInputAbandonsTheCharacterAndMakesNoVault() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let lines = ["", "fighter", "", "", "Brannoc", "", "", ""]
        for count in 0...lines.count {
            let stdin = Data(lines.prefix(count).map { $0 + "\n" }.joined().utf8)
            let result = try Self.create(["--seed", "3"], stdin: stdin, in: folder)
            #expect(result.status == 1 && result.stderr.isEmpty, "after \(count) answers")
            #expect(result.stdout.hasSuffix("\nThe input ended: the character was abandoned, and nothing was kept.\n"))
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
        }
    }

    @Test(arguments: [["--method", "5d6"], ["--seed", "-3"], ["--seed", "x"]])
    func badOptionsAreRefusedInOneLine(arguments: [String]) throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try Self.create(arguments, stdin: Self.answers(keep: "save"), in: folder)
        #expect(result.status != 0 && result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("sheetgen: ") && result.stderr.filter { $0 == "\n" }.count == 1)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }
}

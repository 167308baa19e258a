import Foundation
import TestSupport
import Testing

/// `character save`, `list`, `show` and `delete` against a vault in a temporary folder: a kept
/// character shows as `character` made it, and bad input changes no byte of the vault.
@Suite(.tags(.slow)) struct CharacterVaultTests {
    /// The folder, and `sheetgen character …` run in it with its vault.
    struct Vault: ~Copyable {
        let folder: URL
        init() throws { folder = try CLI.temporaryFolder() }
        deinit { try? FileManager.default.removeItem(at: folder) }

        var path: String { folder.appendingPathComponent("v.sqlite").path }
        var bytes: Data { (try? Data(contentsOf: URL(fileURLWithPath: path))) ?? Data() }

        func run(_ arguments: [String]) throws -> CLI.Result {
            try CLI.run(["character"] + arguments + ["--vault", "v.sqlite"], in: folder)
        }
    }

    static func object(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    /// The JSON `sheetgen character` prints for these arguments.
    static func generated(_ arguments: [String]) throws -> [String: Any] {
        let result = try CLI.run(["character"] + arguments + ["--format", "json"])
        #expect(result.status == 0)
        return try object(result.stdout)
    }

    @Test func aSavedCharacterIsListedShownAndDeleted() throws {
        let vault = try Vault()
        let elf = try Self.generated(["--seed", "7", "--class", "elf"])
        let zed = try Self.generated(["--seed", "42", "--name", "Zed"])
        let saved = try vault.run(["save", "--seed", "7", "--class", "elf"])
        #expect(saved.status == 0 && saved.stderr.isEmpty)
        #expect(saved.stdout == "Saved \(elf["name"] ?? ""), Elf as character 1 in v.sqlite.\n")
        let second = try vault.run(["save", "--seed", "42", "--name", "Zed"])
        #expect(second.stdout == "Saved Zed, \(zed["class"] ?? "") as character 2 in v.sqlite.\n")
        let list = try vault.run(["list"])
        #expect(list.status == 0 && list.stderr.isEmpty)
        let lines = [(1, elf), (2, zed)].map { id, c in
            "\(id)  \(c["name"] ?? ""), \(c["class"] ?? ""), \(c["hitPoints"] ?? "") hp, AC \(c["armourClass"] ?? "")"
        }
        #expect(list.stdout == lines.joined(separator: "\n") + "\n")
        let deleted = try vault.run(["delete", "1"])
        #expect(
            deleted.status == 0 && deleted.stdout == "Deleted character 1, \(elf["name"] ?? ""), Elf, from v.sqlite.\n")
        #expect(try vault.run(["list"]).stdout == lines[1] + "\n")
        let gone = try vault.run(["show", "1"])
        #expect(gone.status != 0 && gone.stdout.isEmpty && gone.stderr == "sheetgen: v.sqlite: no character 1\n")
    }

    /// `show --format json` is `character --format json`'s object, key for key and value for
    /// value, plus id, method and history; `list --format json` is an array of them.
    @Test(arguments: [
        ["--seed", "7"], ["--seed", "1", "--class", "magic-user"], ["--seed", "42", "--name", "Zed"],
        ["--seed", "5", "--alignment", "chaotic"],
    ])
    func theJSONOfASavedCharacterIsTheGeneratedOnePlusIDMethodAndHistory(arguments: [String]) throws {
        let vault = try Vault()
        #expect(try vault.run(["save"] + arguments).status == 0)
        let shown = try vault.run(["show", "1", "--format", "json"])
        #expect(shown.status == 0 && shown.stderr.isEmpty)
        let object = try Self.object(shown.stdout)
        let generated = try Self.generated(arguments)
        #expect(Set(object.keys) == Set(generated.keys).union(["id", "method", "history"]))
        for (key, value) in generated {
            #expect((object[key] as? NSObject) == (value as? NSObject), "\(key)")
        }
        #expect(object["id"] as? Int == 1 && object["method"] as? String == "3d6")
        #expect((object["history"] as? [Any])?.isEmpty == true)
        let list = try vault.run(["list", "--format", "json"])
        let array = try #require(try JSONSerialization.jsonObject(with: Data(list.stdout.utf8)) as? [Any])
        #expect(array.count == 1 && (array.first as? NSDictionary) == (object as NSDictionary))
    }

    @Test(arguments: ["html", "markdown"])
    func aSavedCharacterShowsAsTheGeneratedOne(format: String) throws {
        let vault = try Vault()
        #expect(try vault.run(["save", "--seed", "7", "--class", "dwarf"]).status == 0)
        let generated = try CLI.run(["character", "--seed", "7", "--class", "dwarf", "--format", format])
        let shown = try vault.run(["show", "1", "--format", format])
        #expect(shown.status == 0 && shown.stderr.isEmpty && !shown.stdout.isEmpty)
        #expect(shown.stdout == generated.stdout)
        let written = try vault.run(["show", "1", "--format", format, "--output", "sheet"])
        #expect(written.status == 0 && written.stdout.isEmpty)
        let file = try String(contentsOf: vault.folder.appendingPathComponent("sheet"), encoding: .utf8)
        #expect(file == generated.stdout)
    }

    /// Each refused in one line on stderr, and the vault is byte for byte as it was.
    @Test(arguments: [
        ["show", "2"], ["delete", "2"], ["delete", "0"], ["show", "x"], ["save", "--seed", "-1"],
        ["save", "--seed", "1", "--name", ""], ["save", "--seed", "1", "--class", "wizard"], ["save"],
        ["save", "--seed", "1", "--alignment", "good"],
        ["list", "--format", "xml"], ["show", "1", "--format", "pdf"],
    ])
    func badInputIsRefusedInOneLineAndLeavesTheVaultAsItWas(arguments: [String]) throws {
        let vault = try Vault()
        #expect(try vault.run(["save", "--seed", "3"]).status == 0)
        let before = vault.bytes
        let result = try vault.run(arguments)
        #expect(result.status != 0 && result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("sheetgen: ") && result.stderr.filter { $0 == "\n" }.count == 1)
        #expect(!before.isEmpty && vault.bytes == before)
        #expect(try FileManager.default.contentsOfDirectory(atPath: vault.folder.path) == ["v.sqlite"])
    }

    @Test func readingCommandsDoNotMakeAVault() throws {
        let vault = try Vault()
        for arguments in [["list"], ["show", "1"], ["delete", "1"], ["export"]] {
            let result = try vault.run(arguments)
            #expect(result.status != 0 && result.stderr.hasPrefix("sheetgen: v.sqlite: no vault here yet"))
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: vault.folder.path).isEmpty)
    }
}

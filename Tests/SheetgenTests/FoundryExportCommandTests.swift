import Foundation
import TestSupport
import Testing

/// `character export --format foundry-ose`: a Foundry VTT actor per character into a folder, the
/// same bytes every time, and never over a file an export did not write.
@Suite(.tags(.slow)) struct FoundryExportCommandTests {
    /// A vault `v.sqlite` in a temporary folder with an elf (1), a thief (2) and a second elf
    /// named as the thief is (3).
    final class Folder {
        let url: URL

        init() throws {
            url = try CLI.temporaryFolder()
            for arguments in [["--seed", "7", "--class", "elf"], ["--seed", "3", "--class", "thief"]] {
                #expect(try run(["save"] + arguments).status == 0)
            }
            #expect(try run(["save", "--seed", "11", "--class", "elf", "--name", "Elric"]).status == 0)
        }

        deinit { try? FileManager.default.removeItem(at: url) }

        func run(_ arguments: [String]) throws -> CLI.Result {
            try CLI.run(["character"] + arguments + ["--vault", "v.sqlite"], in: url)
        }

        func export(_ arguments: [String]) throws -> CLI.Result {
            try run(["export", "--format", "foundry-ose"] + arguments)
        }

        func files(_ folder: String) -> [String: Data] {
            let path = url.appendingPathComponent(folder)
            let names = (try? FileManager.default.contentsOfDirectory(atPath: path.path)) ?? []
            return Dictionary(
                uniqueKeysWithValues: names.map {
                    ($0, (try? Data(contentsOf: path.appendingPathComponent($0))) ?? Data())
                })
        }
    }

    @Test func writesAnActorPerCharacterTheSameBytesEveryTime() throws {
        let folder = try Folder()
        let first = try folder.export(["--output", "actors"])
        #expect(first.status == 0 && first.stderr.isEmpty)
        #expect(first.stdout == "Wrote 3 actors for Foundry VTT's Old-School Essentials system into actors.\n")
        let files = folder.files("actors")
        // Two characters named Elric: each file has the id as well.
        #expect(Set(files.keys) == ["lia-nightbreeze.json", "elric-2.json", "elric-3.json"])
        let actor = try #require(
            JSONSerialization.jsonObject(with: files["elric-2.json"] ?? Data()) as? [String: Any])
        #expect(actor["name"] as? String == "Elric" && actor["type"] as? String == "character")
        let system = try #require(actor["system"] as? [String: Any])
        #expect((system["details"] as? [String: Any])?["class"] as? String == "Thief")
        #expect(((actor["_stats"] as? [String: Any])?["systemId"]) as? String == "ose")

        // Again, over its own files, and into another folder: the same bytes.
        #expect(try folder.export(["--output", "actors"]).status == 0)
        #expect(try folder.export(["--output", "again"]).status == 0)
        #expect(folder.files("actors") == files && folder.files("again") == files)
    }

    @Test func aCharacterOfAnyLevelIsExportedAtItsLevel() throws {
        let folder = try Folder()
        #expect(try folder.run(["save", "--seed", "4", "--class", "fighter", "--level", "14"]).status == 0)
        #expect(try folder.export(["--ids", "4", "--output", "lord"]).status == 0)
        let actor = try #require(
            JSONSerialization.jsonObject(with: folder.files("lord")["sabine.json"] ?? Data()) as? [String: Any])
        let system = try #require(actor["system"] as? [String: Any])
        #expect((system["details"] as? [String: Any])?["level"] as? Int == 14)
        // SRD `Fighter`: THAC0 10 [+9] at 14th level, and 9d8 with 2 hit points a level after 9th.
        #expect((system["thac0"] as? [String: Any])?["value"] as? Int == 10)
        #expect((system["hp"] as? [String: Any])?["hd"] as? String == "9d8+10")
    }

    @Test func idsChooseTheCharacters() throws {
        let folder = try Folder()
        let result = try folder.export(["--ids", "3,1", "--output", "chosen"])
        #expect(result.status == 0 && result.stderr.isEmpty)
        // Named among all the vault's characters: the file a full export writes for each.
        #expect(Set(folder.files("chosen").keys) == ["elric-3.json", "lia-nightbreeze.json"])
        let all = try folder.export(["--output", "all"])
        #expect(all.status == 0 && folder.files("all").filter { $0.key != "elric-2.json" } == folder.files("chosen"))
        let one = try folder.export(["--ids", "2", "--output", "one"])
        #expect(one.stdout == "Wrote 1 actor for Foundry VTT's Old-School Essentials system into one.\n")
        let yaml = try folder.run(["export", "--ids", "2"])
        #expect(yaml.status == 0 && yaml.stdout.contains("name: Elric") && !yaml.stdout.contains("Lia"))
    }

    @Test func refusesToReplaceAFileItDidNotWriteAndWritesNothing() throws {
        let folder = try Folder()
        let mine = Data("{\"name\": \"Elric\", \"notes\": \"my own\"}\n".utf8)
        try FileManager.default.createDirectory(
            at: folder.url.appendingPathComponent("actors"), withIntermediateDirectories: true)
        try mine.write(to: folder.url.appendingPathComponent("actors/elric-3.json"))
        let result = try folder.export(["--output", "actors"])
        #expect(result.status != 0 && result.stdout.isEmpty)
        #expect(
            result.stderr == "sheetgen: actors/elric-3.json: sheetgen did not write this file, and the export "
                + "would replace it: move it away, or choose another folder (nothing was written)\n")
        #expect(folder.files("actors") == ["elric-3.json": mine])
    }

    @Test(arguments: [
        (["--ids", "9", "--output", "x"], "sheetgen: v.sqlite: no character 9\n"),
        (["--ids", "one", "--output", "x"], "sheetgen: --ids: 'one' is no character id (a whole number from 1)\n"),
        ([], "sheetgen: --format foundry-ose writes a file per character: name their folder with --output\n"),
    ])
    func aMistakeIsToldInOneLine(arguments: [String], message: String) throws {
        let folder = try Folder()
        let result = try folder.export(arguments)
        #expect(result.status != 0 && result.stdout.isEmpty && result.stderr == message)
        #expect(folder.files("x").isEmpty)
    }
}

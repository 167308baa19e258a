import Foundation
import Mistakes
import OSR
import Reports
import Testing

/// A folder of actors: a file per character named by its name, and nothing replaced that an
/// export did not write.
@Suite struct FoundryExportTests {
    static func character(_ seed: UInt64, named name: String) -> PlayerCharacter {
        CharacterGenerator.generate(seed: seed, options: CharacterOptions(name: name))
    }

    @Test func eachCharacterHasAFileOfItsNameAndCharactersOfOneNameTheirIDsBesides() {
        let names = FoundryExport.fileNames([
            (1, Self.character(1, named: "Brannoc")), (2, Self.character(2, named: "Aldric")),
            (3, Self.character(3, named: "aldric")), (4, Self.character(4, named: "Aldric 3")),
            (5, Self.character(5, named: "!!!")),
        ])
        // `aldric` 3 and `aldric-3` met once ids were added, and were parted again.
        #expect(
            names == ["brannoc.json", "aldric-2.json", "aldric-3-3.json", "aldric-3-4.json", "character-212121.json"])
    }

    @Test func chosenCharactersKeepTheFileNamesTheyHaveAmongAll() throws {
        let vault = [
            (id: Int64(1), character: Self.character(1, named: "Aldric")),
            (id: Int64(2), character: Self.character(2, named: "Brannoc")),
            (id: Int64(3), character: Self.character(3, named: "Aldric")),
        ]
        let all = try FoundryExport.files(of: vault, ids: [], in: "v.sqlite")
        #expect(all.map(\.name) == ["aldric-1.json", "brannoc.json", "aldric-3.json"])
        let chosen = try FoundryExport.files(of: vault, ids: [3, 2], in: "v.sqlite")
        #expect(chosen.map(\.name) == ["aldric-3.json", "brannoc.json"])
        #expect(chosen.map(\.character) == [vault[2].character, vault[1].character])
        #expect(throws: UserError("no character 4", at: "v.sqlite")) {
            try FoundryExport.files(of: vault, ids: [1, 4], in: "v.sqlite")
        }
    }

    @Test func writesEveryActorAndReplacesOnlyItsOwnFiles() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("foundry-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let brannoc = (name: "brannoc.json", character: Self.character(7, named: "Brannoc"))
        let mirela = (name: "mirela.json", character: Self.character(8, named: "Mirela"))
        let written = try FoundryExport.write([brannoc, mirela], to: folder.appendingPathComponent("party").path)
        #expect(written.map { ($0 as NSString).lastPathComponent } == ["brannoc.json", "mirela.json"])
        let brannocFile = folder.appendingPathComponent("party/brannoc.json")
        #expect(try String(contentsOf: brannocFile, encoding: .utf8) == FoundryActor.json(brannoc.1))

        // Its own file is replaced; another's stops the export before anything is written.
        let renamed = (name: "brannoc.json", character: Self.character(9, named: "Brannoc"))
        _ = try FoundryExport.write([renamed], to: folder.appendingPathComponent("party").path)
        #expect(try String(contentsOf: brannocFile, encoding: .utf8) == FoundryActor.json(renamed.1))
        let mine = Data(#"{"name": "Mirela", "flags": {}}"#.utf8)
        try mine.write(to: folder.appendingPathComponent("party/mirela.json"))
        let before = try Data(contentsOf: brannocFile)
        #expect {
            try FoundryExport.write([brannoc, mirela], to: folder.appendingPathComponent("party").path)
        } throws: { error in
            let error = error as? UserError
            return error?.location == folder.appendingPathComponent("party/mirela.json").path
                && error?.message.hasPrefix("sheetgen did not write this file") == true
        }
        #expect(try Data(contentsOf: folder.appendingPathComponent("party/mirela.json")) == mine)
        #expect(try Data(contentsOf: brannocFile) == before)
    }

    @Test func aFolderThatIsAFileOrALinkWhereAFileGoesIsRefused() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("foundry-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let brannoc = (name: "brannoc.json", character: Self.character(7, named: "Brannoc"))
        try Data("notes".utf8).write(to: folder.appendingPathComponent("notes.txt"))
        #expect(throws: UserError.self) {
            try FoundryExport.write([brannoc], to: folder.appendingPathComponent("notes.txt").path)
        }
        // A link to an actor an export wrote is still a link the user put there.
        let elsewhere = folder.appendingPathComponent("elsewhere.json")
        try Data(FoundryActor.json(brannoc.1).utf8).write(to: elsewhere)
        let actors = folder.appendingPathComponent("actors")
        try FileManager.default.createDirectory(at: actors, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            at: actors.appendingPathComponent("brannoc.json"), withDestinationURL: elsewhere)
        #expect(throws: UserError.self) { try FoundryExport.write([brannoc], to: actors.path) }
        #expect(try String(contentsOf: folder.appendingPathComponent("notes.txt"), encoding: .utf8) == "notes")
    }
}

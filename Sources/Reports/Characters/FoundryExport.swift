import Foundation
import Mistakes
import OSR
import SiteFiles

/// A folder of Foundry VTT actors, one file per character (`brannoc.json`), each what
/// `FoundryActor` makes of it. Only files an earlier export wrote are replaced: whatever else is
/// in the folder is the user's, and a name that would land on one stops the export before any
/// file is written.
public enum FoundryExport {
    /// Writes each character's actor into `folder` (made if missing) under its file name, and
    /// returns the paths written.
    public static func write(
        _ files: [(name: String, character: PlayerCharacter)], to folder: String
    ) throws(UserError) -> [String] {
        if FileTree.exists(folder) && !FileTree.isFolder(folder) {
            throw UserError("cannot write the actors here: it is not a folder", at: folder)
        }
        let paths = files.map { (folder as NSString).appendingPathComponent($0.name) }
        for path in paths { try refuseToReplace(path) }
        try FileTree.makeFolder(folder)
        for (path, file) in zip(paths, files) {
            do {
                try OutputFile.write(FoundryActor.json(file.character), to: URL(fileURLWithPath: path))
            } catch let error as UserError {
                throw error
            } catch {
                throw UserError("cannot write: \(error)", at: path)
            }
        }
        return paths
    }

    /// The characters of a vault (at `vault`) that `ids` names, in its order (all of them, in
    /// theirs, when it names none), each with its file name: named among all the vault's
    /// characters, so that a character's file is the same whichever of them are chosen.
    public static func files(
        of characters: [(id: Int64, character: PlayerCharacter)], ids: [Int64], in vault: String
    ) throws(UserError) -> [(name: String, character: PlayerCharacter)] {
        let names = fileNames(characters)
        var chosen = Array(characters.indices)
        if !ids.isEmpty {
            chosen = []
            for id in ids {
                guard let index = characters.firstIndex(where: { $0.id == id }) else {
                    throw UserError("no character \(id)", at: vault)
                }
                chosen.append(index)
            }
        }
        return chosen.map { (name: names[$0], character: characters[$0].character) }
    }

    /// A file name for each character, in order: its name's slug, and where two or more would have
    /// the same, each of them its id as well. Given every character of a vault, each keeps its
    /// name whichever of them an export writes.
    public static func fileNames(_ characters: [(id: Int64, character: PlayerCharacter)]) -> [String] {
        var stems = characters.map { CharacterGallery.slug($0.character.name) }
        // Adding ids may make a stem another character's (`aldric` 3 and `aldric-3`): again, then.
        // The ids differ, so each round parts the stems that met; a round per character is plenty.
        for _ in characters.indices {
            let counts = Dictionary(stems.map { ($0, 1) }, uniquingKeysWith: +)
            let clashing = stems.indices.filter { counts[stems[$0]]! > 1 }
            if clashing.isEmpty { break }
            for index in clashing { stems[index] += "-\(characters[index].id)" }
        }
        return stems.map { $0 + ".json" }
    }

    /// The largest file taken for an earlier export: an actor is a few kilobytes.
    static let largestExport = 1 << 20

    /// Throws unless `path` is free or holds an actor an export wrote.
    private static func refuseToReplace(_ path: String) throws(UserError) {
        var info = stat()
        guard lstat(path, &info) == 0 else { return }
        let isFile = (info.st_mode & S_IFMT) == S_IFREG
        guard isFile, let bytes = FileTree.readWithInfo(path, followingLinks: false, upTo: largestExport)?.bytes,
            bytes.count < largestExport, FoundryActor.isExport(Data(bytes))
        else {
            throw UserError(
                "sheetgen did not write this file, and the export would replace it: move it away, or choose "
                    + "another folder (nothing was written)", at: path)
        }
    }
}

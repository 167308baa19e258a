import Foundation
import Mistakes
import OSR
import Site

/// The character files of a folder, each read and checked by the rules: the characters a table
/// made, for the gallery and for printing.
public enum CharacterFolder {
    /// The characters of every `*.yml` and `*.yaml` file in `folder`, with their file names, in
    /// name order. A file that breaks a rule stops it: its first problem is the
    /// error, with how many more there are. `location` is where the folder was named.
    public static func characters(in folder: String, at location: String) throws(UserError) -> [(
        String, PlayerCharacter
    )] {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: folder)
        } catch {
            throw UserError("cannot read the folder of character files \(folder)", at: location)
        }
        var characters: [(String, PlayerCharacter)] = []
        for name in names.sorted() where name.hasSuffix(".yml") || name.hasSuffix(".yaml") {
            guard !name.hasPrefix(".") else { continue }
            let path = (folder as NSString).appendingPathComponent(name)
            characters.append((name, PlayerCharacter(try choices(in: path))))
        }
        return characters
    }

    /// The choices of one character file, or its first problem (and how many more there are).
    public static func choices(in path: String) throws(UserError) -> CharacterChoices {
        switch CharacterFile.load(path) {
        case .success(let choices):
            return choices
        case .failure(let problems):
            let first = problems.errors.first ?? UserError("cannot read it", at: path)
            let more = problems.errors.count - 1
            let hint = more > 0 ? " (and \(more) more: `sheetgen character check '\(path)'` tells them all)" : ""
            throw UserError(first.message + hint, at: first.location)
        }
    }
}

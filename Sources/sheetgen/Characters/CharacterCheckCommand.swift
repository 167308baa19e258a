import ArgumentParser
import Foundation
import Mistakes
import OSR
import Reports
import Site

struct CharacterCheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract:
            "Checks character files written by hand (or archives) against the rules of creation and of the levels since.",
        discussion: "Every problem of every file is told, as file:line: message. What follows from the choices "
            + "(saves, THAC0, armour class, modifiers, movement) is computed, never read."
    )

    @Argument(
        help: ArgumentHelp(
            "Character files (YAML), or character archives (as `character export` writes).", valueName: "file"))
    var files: [String]

    func run() throws {
        var problems: [UserError] = []
        for file in files {
            switch CharacterDocument.load(file) {
            case .success(let document): say(Self.verdict(document, of: file))
            case .failure(let found): problems += found.errors
            }
        }
        if !problems.isEmpty { throw UserErrors(problems) }
    }

    /// What is said of a file that keeps every rule. The file name is the user's: no line of its
    /// own may come out of it.
    static func verdict(_ document: CharacterDocument, of file: String) -> String {
        switch document {
        case .file(let choices):
            "\(escapingControls(file)): \(choices.name), \(choices.characterClass.name): keeps every rule"
        case .archive(let characters):
            "\(escapingControls(file)): a character archive of "
                + (characters.count == 1 ? "1 character, which keeps" : "\(characters.count) characters, each keeps")
                + " every rule"
        }
    }
}

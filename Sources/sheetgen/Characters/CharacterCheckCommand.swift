import ArgumentParser
import Foundation
import Mistakes
import OSR
import Reports
import Site

struct CharacterCheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Checks character files written by hand against the rules of first-level creation.",
        discussion: "Every problem of every file is told, as file:line: message. What follows from the choices "
            + "(saves, THAC0, armour class, modifiers, movement) is computed, never read."
    )

    @Argument(help: ArgumentHelp("Character files (YAML).", valueName: "file")) var files: [String]

    func run() throws {
        let (loaded, problems) = CharacterFile.loadAll(files)
        for (file, choices) in loaded {
            // The file name is the user's: no line of its own may come out of it.
            say("\(escapingControls(file)): \(choices.name), \(choices.characterClass.name): keeps every rule")
        }
        if !problems.isEmpty { throw UserErrors(problems) }
    }
}

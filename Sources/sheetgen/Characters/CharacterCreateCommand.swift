import ArgumentParser
import Foundation
import OSR
import Play
import Reports
import Site
import SiteFiles
import Vault

struct CharacterCreateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "create",
        abstract: "Make your own first-level character step by step, then save it to the vault or a file.",
        discussion:
            "Eight steps: roll (and re-roll), class, adjust, hit points and gold and alignment, name and languages, "
            + "shop, review, keep. Answers may come piped through standard input. End the input (Ctrl-D) at any "
            + "step to abandon the character: nothing is kept."
    )

    @Option(
        parsing: .unconditional, help: "Every die from this seed (default: from the clock).", transform: parseSeed)
    var seed: UInt64?

    @Option(help: "3d6 (in order, the rules), 4d6-drop-lowest or 3d6-reroll-below-8.", transform: parseMethod)
    var method: RollMethod = .threeD6

    @OptionGroup var vault: VaultOptions

    func run() throws {
        let session = CharacterCreationSession(
            seed: seed ?? clockSeed(), method: method,
            keeper: VaultOrFileKeeper(vault: vault), console: standardConsole())
        if session.run() == .abandoned { throw ExitCode(1) }
    }
}

private func parseMethod(_ text: String) throws -> RollMethod {
    guard let method = RollMethod(rawValue: text.lowercased()) else {
        throw UsageError("choose \(RollMethod.allCases.map(\.rawValue).joined(separator: ", "))")
    }
    return method
}

/// The vault, opened only when the character is saved, so that one abandoned leaves no vault
/// behind; or a new character file, never one that is there already.
private struct VaultOrFileKeeper: CharacterKeeper {
    let vault: VaultOptions

    func save(_ choices: CharacterChoices, history: [CharacterCreation.RollRecord]) throws -> String {
        let vault = try vault.open(create: true)
        let id = try vault.saveCharacter(choices, seed: nil, history: history.map(CharacterRoll.init))
        return "character \(id) in \(vault.path)"
    }

    func export(_ choices: CharacterChoices, to path: String) throws -> String {
        var info = stat()
        guard lstat(path, &info) != 0 else {
            throw UsageError("\(path) is there already; choose another name (nothing is overwritten)")
        }
        try OutputFile.write(CharacterFile.yaml(choices), to: URL(fileURLWithPath: path))
        return path
    }
}

import ArgumentParser
import OSR
import Reports
import Vault

struct CharacterExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Writes the vault's characters as one YAML (or JSON) document, which `character import` reads."
    )

    enum Format: String, ExpressibleByArgument, CaseIterable { case yaml, json }

    @Option(help: "yaml (a character file's settings for each, plus seed and history) or json (the same keys).")
    var format: Format = .yaml

    @OptionGroup var vault: VaultOptions
    @OptionGroup var output: OutputOptions

    func run() throws {
        let characters = try vault.open(create: false).characters().map(ArchivedCharacter.init)
        switch format {
        case .yaml: try output.emit(try CharacterArchive.yaml(characters), readingFrom: [vault.vault])
        case .json: try output.emit(try CharacterArchive.json(characters), readingFrom: [vault.vault])
        }
    }
}

struct CharacterImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract:
            "Adds the characters of an archive (`character export`'s, YAML or JSON), or of one character file, to the "
            + "vault, all or none.",
        discussion: "Every character is checked first, as `character check` checks a file, and every problem of "
            + "every one is told as file:line: characters.N.field: message; then nothing is imported."
    )

    @Argument(
        help: ArgumentHelp(
            "A character archive, as `sheetgen character export` writes, or a character file.", valueName: "file"))
    var file: String

    @OptionGroup var vault: VaultOptions
    @Flag(help: "Print nothing but errors.") var quiet = false

    func run() throws {
        let characters = try CharacterDocument.load(file).get().characters
        // The names are the user's: no line of their own may come out of them.
        guard !characters.isEmpty else {
            if quiet { return }
            say("Nothing to import: \(escapingControls(file)) holds no characters.")
            return
        }
        let vault = try vault.open(create: true)
        let ids = try ProgressReporter("Importing characters", quiet: quiet).run { progress in
            try vault.saveCharacters(
                characters.map { ($0.choices, $0.seed, $0.history.map(CharacterRoll.init)) }, progress: progress)
        }
        guard !quiet else { return }
        // Saved in one transaction, so the ids follow one another.
        let imported = ids.count == 1 ? "1 character" : "\(ids.count) characters"
        let numbers = ids.count == 1 ? "id \(ids[0])" : "ids \(ids[0])–\(ids[ids.count - 1])"
        say("Imported \(imported) into \(escapingControls(vault.path)) (\(numbers)).")
    }
}

extension ArchivedCharacter {
    init(_ saved: SavedCharacter) {
        self.init(
            choices: saved.choices, seed: saved.seed,
            history: saved.history.map { CharacterCreation.RollRecord(what: $0.what, result: $0.result) })
    }
}

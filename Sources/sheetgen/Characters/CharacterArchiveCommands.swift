import Foundation
import ArgumentParser
import OSR
import Reports
import Vault

struct CharacterExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Writes the vault's characters as one YAML (or JSON) document, which `character import` reads, "
            + "or as Foundry VTT actors.",
        discussion: "--format foundry-ose writes one actor file per character into the folder --output names "
            + "(`brannoc.json`), for the Old-School Essentials system of Foundry VTT: in Foundry, right-click an "
            + "actor in the Actors sidebar and choose Import Data. A file there that an export did not write is "
            + "never replaced."
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case yaml, json
        case foundryOSE = "foundry-ose"
    }

    @Option(
        help: ArgumentHelp(
            "yaml (a character file's settings for each, plus seed and history), json (the same keys) or "
                + "foundry-ose (a Foundry VTT actor per character, into the folder --output names)."))
    var format: Format = .yaml

    @Option(
        parsing: .upToNextOption,
        help: ArgumentHelp(
            "Only these characters, by id as `character list` shows them (`--ids 1 3` or `--ids 1,3`).",
            valueName: "id"))
    var ids: [String] = []

    @OptionGroup var vault: VaultOptions
    @OptionGroup var output: OutputOptions

    func run() throws {
        let selected = try Self.ids(ids)
        let opened = try vault.open(create: false)
        switch format {
        case .yaml, .json:
            let saved = try selected.isEmpty ? opened.characters() : selected.map { try opened.character(id: $0) }
            let archive = saved.map(ArchivedCharacter.init)
            let text = try format == .yaml ? CharacterArchive.yaml(archive) : CharacterArchive.json(archive)
            try output.emit(text, readingFrom: [vault.vault])
        case .foundryOSE:
            guard let folder = output.output else {
                throw UsageError("--format foundry-ose writes a file per character: name their folder with --output")
            }
            let saved = try opened.characters().map { (id: $0.id, character: $0.character) }
            let files = try FoundryExport.files(of: saved, ids: selected, in: opened.path)
            guard !files.isEmpty else {
                say("Nothing to export: \(escapingControls(opened.path)) holds no characters.")
                return
            }
            let written = try FoundryExport.write(files, to: folder)
            let actors = written.count == 1 ? "1 actor" : "\(written.count) actors"
            say("Wrote \(actors) for Foundry VTT's Old-School Essentials system into \(escapingControls(folder)).")
        }
    }

    /// The ids of `--ids`, each once, in the order given; a comma parts them as a space does.
    static func ids(_ arguments: [String]) throws -> [Int64] {
        var ids: [Int64] = []
        for text in arguments.flatMap({ $0.split(separator: ",", omittingEmptySubsequences: false) }) {
            guard let id = Int64(text.trimmingCharacters(in: .whitespaces)), id > 0 else {
                throw UsageError(
                    "--ids: '\(escapingControls(String(text)))' is no character id (a whole number from 1)")
            }
            if !ids.contains(id) { ids.append(id) }
        }
        return ids
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
        // The ids of another vault: retainers are tied again to employers of the archive, by place.
        let employers = ArchivedCharacter.employers(in: characters)
        let batch = characters.map { character in
            var choices = character.choices
            choices.retainer?.employerID = nil
            return (choices, character.seed, character.history.map(CharacterRoll.init))
        }
        let ids = try ProgressReporter("Importing characters", quiet: quiet).run { progress in
            try vault.saveCharacters(batch, employers: employers, progress: progress)
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
            history: saved.history.map { CharacterCreation.RollRecord(what: $0.what, result: $0.result) },
            id: saved.id)
    }
}

import ArgumentParser
import DefaultTemplates
import OSR
import Reports
import Site
import SiteModel
import TemplateEngine
import Vault

struct CharacterSaveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "save",
        abstract: "Keeps a generated character in the vault (`sheetgen character save --seed 7 --class elf`)."
    )

    @Option(
        parsing: .unconditional, help: "The seed: the same seed and options give the same character, always.",
        transform: parseSeed)
    var seed: UInt64

    @OptionGroup var shape: CharacterShapeOptions
    @OptionGroup var vault: VaultOptions

    func run() throws {
        let character = CharacterGenerator.generate(seed: seed, options: try shape.options())
        let vault = try vault.open(create: true)
        let id = try vault.saveCharacter(CharacterChoices(character), seed: seed)
        say(
            "Saved \(character.name), \(character.characterClass.name) as character \(id) in "
                + "\(escapingControls(vault.path)).")
    }
}

struct CharacterListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "The vault's characters: one line each (id, name, class, hit points, armour class), or JSON."
    )

    enum Format: String, ExpressibleByArgument, CaseIterable { case text, json }

    @Option(help: "text (a line per character) or json (an array of `character show --format json` objects).")
    var format: Format = .text

    @OptionGroup var vault: VaultOptions

    func run() throws {
        let saved = try vault.open(create: false).characters()
        switch format {
        case .json:
            StandardOutput.write(try SavedCharacterJSON.encode(saved) + "\n")
        case .text:
            for entry in saved {
                let character = entry.character
                say(
                    "\(entry.id)  \(character.name), \(character.characterClass.name), "
                        + "\(character.hitPoints) hp, AC \(character.armourClass)")
            }
        }
    }
}

struct CharacterShowCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show",
        abstract: "A saved character's record sheet, as `character` makes one, or its JSON with id, method and "
            + "history."
    )

    @Argument(help: "The character's id, as `character list` shows it.") var id: Int64

    @Option(help: "html (a printable page), markdown (with front matter) or json.")
    var format: DocumentFormat = .html

    @OptionGroup var vault: VaultOptions
    @OptionGroup var output: OutputOptions
    @OptionGroup var templates: TemplateOptions

    func run() throws {
        let saved = try vault.open(create: false).character(id: id)
        switch format {
        case .json:
            try output.emit(try SavedCharacterJSON.encode(saved) + "\n")
        case .markdown:
            try output.emit(FrontMatter.markdown(for: CharacterSheet.document(for: saved.character)))
        case .html:
            let library = try TemplateLibrary(defaults: DefaultTemplates.files, overrides: templates.overrides)
            try output.emit(PageRenderer(templates: library).render(CharacterSheet.document(for: saved.character)))
        }
    }
}

struct CharacterDeleteCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "delete",
        abstract: "Deletes a saved character from the vault."
    )

    @Argument(help: "The character's id, as `character list` shows it.") var id: Int64

    @OptionGroup var vault: VaultOptions

    func run() throws {
        let vault = try vault.open(create: false)
        let deleted = try vault.deleteCharacter(id: id)
        say(
            "Deleted character \(id), \(deleted.choices.name), \(deleted.choices.characterClass.name), from "
                + "\(escapingControls(vault.path)).")
    }
}

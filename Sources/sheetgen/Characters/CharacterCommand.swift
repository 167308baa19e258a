import ArgumentParser
import DefaultTemplates
import OSR
import Reports
import Site
import SiteModel
import TemplateEngine

struct CharacterCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "character",
        abstract:
            "Old-School Essentials characters of any level: a record sheet from a seed, or your own checked by the "
            + "rules, kept in the vault and taken through a campaign.",
        subcommands: [
            CharacterSheetCommand.self, CharacterCreateCommand.self, CharacterCheckCommand.self,
            CharacterSaveCommand.self, CharacterListCommand.self, CharacterShowCommand.self,
            CharacterDeleteCommand.self, CharacterExportCommand.self, CharacterImportCommand.self,
            CharacterRetainerCommand.self, CharacterAwardCommand.self, CharacterLevelUpCommand.self,
            CharacterMemoriseCommand.self,
        ],
        defaultSubcommand: CharacterSheetCommand.self
    )
}

struct CharacterSheetCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sheet",
        abstract: "A character record sheet from a seed, or from a character file (the default: "
            + "`sheetgen character --seed 7`, `sheetgen character --from brannoc.yml`)."
    )

    @Option(
        parsing: .unconditional, help: "The seed: the same seed and options give the same character, always.",
        transform: parseSeed)
    var seed: UInt64?

    @Option(help: ArgumentHelp("A character file, checked by the rules (see `character check`).", valueName: "file"))
    var from: String?

    @OptionGroup var shape: CharacterShapeOptions

    @Option(help: "html (a printable page), markdown (with front matter) or json.")
    var format: DocumentFormat = .html

    @OptionGroup var output: OutputOptions
    @OptionGroup var templates: TemplateOptions

    func validate() throws {
        guard (seed == nil) != (from == nil) else {
            throw ValidationError("give --seed (a generated character) or --from FILE (your own), one of the two")
        }
        if from != nil && shape.isGiven {
            throw ValidationError(
                "--class, --name, --alignment and --level shape a generated character; a file says its own")
        }
    }

    func run() throws {
        let character: PlayerCharacter
        if let from {
            character = PlayerCharacter(try CharacterFile.load(from).get())
        } else if let seed {
            character = CharacterGenerator.generate(seed: seed, options: try shape.options())
        } else {
            throw ValidationError("give --seed or --from")  // validate() has said so already
        }
        let inputs = from.map { [$0] } ?? []
        switch format {
        case .json:
            try output.emit(CharacterJSON.encode(character) + "\n", readingFrom: inputs)
        case .markdown:
            try output.emit(FrontMatter.markdown(for: CharacterSheet.document(for: character)), readingFrom: inputs)
        case .html:
            let library = try TemplateLibrary(defaults: DefaultTemplates.files, overrides: templates.overrides)
            let page = try PageRenderer(templates: library).render(CharacterSheet.document(for: character))
            try output.emit(page, readingFrom: inputs)
        }
    }
}

/// One of the seven classes a player may take.
func parseClass(_ text: String) throws -> CharacterClass {
    try parseClass(text, among: CharacterClass.allCases)
}

/// A class a retainer may have: one of the seven, or none (a normal human).
func parseRetainerClass(_ text: String) throws -> CharacterClass {
    try parseClass(text, among: CharacterClass.allCases + [.normalHuman])
}

private func parseClass(_ text: String, among classes: [CharacterClass]) throws -> CharacterClass {
    guard let found = CharacterClass(named: text), classes.contains(found) else {
        throw UsageError(
            "unknown class '\(text.trimmingCharacters(in: .whitespaces))'; choose one of "
                + "\(classes.map(\.name).joined(separator: ", "))"
        )
    }
    return found
}

func parseAlignment(_ text: String) throws -> Alignment {
    guard let found = Alignment(named: text) else {
        throw UsageError("unknown alignment; choose Lawful, Neutral or Chaotic")
    }
    return found
}

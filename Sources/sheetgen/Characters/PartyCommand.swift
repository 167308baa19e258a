import ArgumentParser
import Mistakes
import OSR
import Reports
import Site
import Vault

struct PartyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "party",
        abstract: "A party's record sheets to print: one HTML document (or PDF), each sheet on one page.",
        discussion: "Generated from --seed, or the table's own characters from --files (each checked by the rules), "
            + "or those saved in the vault: by --ids, else every one. With --retainers, the retainers of the vault's "
            + "characters follow their sheets on compact cards, four to a page."
    )

    @Option(
        parsing: .unconditional, help: "The first character's seed; character i is made from seed + i.",
        transform: parseSeed)
    var seed: UInt64?

    @Option(
        parsing: .upToNextOption,
        help: ArgumentHelp("Character files, one sheet each, in this order (see `character check`).", valueName: "file")
    )
    var files: [String] = []

    @Option(
        help: ArgumentHelp(
            "Characters saved in the vault, by id, in this order (default: every one).", valueName: "id,id,..."),
        transform: parseIDs)
    var ids: [Int64] = []

    @OptionGroup var vault: VaultOptions

    @Flag(help: "After the sheets, the retainers of these characters (saved in the vault), four to a page.")
    var retainers = false

    @Option(
        parsing: .unconditional, help: "How many characters (1 to 30; default: as many as --classes names, else 4).")
    var count: Int?

    @Option(
        help: ArgumentHelp(
            "The classes in turn, comma-separated (default: each character's own choice).", valueName: "c1,c2,..."),
        transform: parseClasses)
    var classes: [CharacterClass] = []

    @OptionGroup var pack: PrintOptions

    var size: Int { count ?? (classes.isEmpty ? 4 : classes.count) }

    func validate() throws {
        guard [seed != nil, !files.isEmpty, !ids.isEmpty].count(where: { $0 }) <= 1 else {
            throw ValidationError(
                "give --seed (generated characters), --files (your own) or --ids (saved in the vault), one of them")
        }
        if retainers && (seed != nil || !files.isEmpty) {
            throw ValidationError(
                "--retainers prints the retainers of characters saved in the vault: give --ids or none")
        }
        guard let seed else {
            guard count == nil && classes.isEmpty else {
                throw ValidationError("--count and --classes shape generated characters; files say their own")
            }
            guard files.count <= 30 && ids.count <= 30 else {
                throw ValidationError("at most 30 characters to a pack")
            }
            return
        }
        try validateSeedRange(
            seed: seed, count: size, counts: 1...30,
            countOption: count == nil && !classes.isEmpty ? "the number of --classes" : "--count")
    }

    func run() throws {
        let characters: [PlayerCharacter]
        var hired: [PlayerCharacter] = []
        let title: String
        if let seed {
            characters = try Party.generate(seed: seed, count: size, classes: classes)
            title = "A party of \(size) from seed \(seed)"
        } else if !files.isEmpty {
            let (loaded, problems) = CharacterFile.loadAll(files)
            if !problems.isEmpty { throw UserErrors(problems) }
            characters = loaded.map { PlayerCharacter($0.choices) }
            title = Self.title(characters)
        } else {
            (characters, hired) = try savedCharactersAndRetainers()
            title = Self.title(characters)
        }
        try pack.emit(
            PartyPack.document(for: characters, retainers: hired, paper: pack.paper, path: "party", title: title),
            readingFrom: seed == nil && files.isEmpty ? [vault.vault] : files)
    }
}

/// `--classes fighter,elf,magic-user`.
private func parseClasses(_ text: String) throws -> [CharacterClass] {
    try text.split(separator: ",", omittingEmptySubsequences: false).map { try parseClass(String($0)) }
}

extension PartyCommand {
    /// The characters of --ids, in that order, else every character saved in the vault (but for
    /// retainers, with --retainers); with --retainers, also the retainers of those characters.
    func savedCharactersAndRetainers() throws -> (characters: [PlayerCharacter], retainers: [PlayerCharacter]) {
        let vault = try vault.open(create: false)
        let saved = try vault.characters()
        let chosen: [SavedCharacter]
        if ids.isEmpty {
            chosen = retainers ? saved.filter { $0.choices.retainer == nil } : saved
            guard !chosen.isEmpty else {
                throw UsageError(
                    "\(escapingControls(vault.path)): no character saved yet (save one with `sheetgen character create` or `character save`)"
                )
            }
            guard chosen.count <= 30 else {
                throw UsageError(
                    "\(escapingControls(vault.path)): \(chosen.count) characters are saved; at most 30 to a pack: choose with --ids"
                )
            }
        } else {
            chosen = try ids.map { try vault.character(id: $0) }
        }
        let hired =
            retainers
            ? RetainerSheets.retainers(of: chosen.map(\.id), among: saved.map { ($0.id, $0.character) }) : []
        return (chosen.map(\.character), hired)
    }

    /// The title of a pack of the table's own characters.
    static func title(_ characters: [PlayerCharacter]) -> String {
        "The party: " + characters.map(\.name).joined(separator: ", ")
    }
}

/// `--ids 3,5,8`.
func parseIDs(_ text: String) throws -> [Int64] {
    try text.split(separator: ",", omittingEmptySubsequences: false).map { part in
        guard let id = Int64(part.trimmingCharacters(in: .whitespaces)), id > 0 else {
            throw UsageError("'\(part)' is not a character id (a whole number from 1)")
        }
        return id
    }
}

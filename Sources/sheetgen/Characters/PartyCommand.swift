import ArgumentParser
import OSR
import Reports
import Site

struct PartyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "party",
        abstract: "A party's record sheets to print: one HTML document (or PDF), each sheet on one page.",
        discussion: "Generated from --seed, or the table's own characters from --files (each checked by the rules)."
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
        guard (seed == nil) != files.isEmpty else {
            throw ValidationError("give --seed (generated characters) or --files (your own), one of the two")
        }
        guard let seed else {
            guard count == nil && classes.isEmpty else {
                throw ValidationError("--count and --classes shape generated characters; files say their own")
            }
            guard files.count <= 30 else { throw ValidationError("--files: at most 30 characters to a pack") }
            return
        }
        try validateSeedRange(
            seed: seed, count: size, counts: 1...30,
            countOption: count == nil && !classes.isEmpty ? "the number of --classes" : "--count")
    }

    func run() throws {
        let characters: [PlayerCharacter]
        let title: String
        if let seed {
            characters = try Party.generate(seed: seed, count: size, classes: classes)
            title = "A party of \(size) from seed \(seed)"
        } else {
            var problems: [SiteError] = []
            var read: [PlayerCharacter] = []
            for file in files {
                switch CharacterFile.load(file) {
                case .success(let choices): read.append(PlayerCharacter(choices))
                case .failure(let found): problems += found.errors
                }
            }
            if !problems.isEmpty { throw SiteErrors(problems) }
            characters = read
            title = "The party: " + characters.map(\.name).joined(separator: ", ")
        }
        try pack.emit(PartyPack.document(for: characters, paper: pack.paper, path: "party", title: title))
    }
}

/// `--classes fighter,elf,magic-user`.
private func parseClasses(_ text: String) throws -> [CharacterClass] {
    try text.split(separator: ",", omittingEmptySubsequences: false).map { try parseClass(String($0)) }
}

import ArgumentParser
import OSR
import Reports

struct PartyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "party",
        abstract: "A party's record sheets to print: one HTML document (or PDF), each sheet on one page."
    )

    @Option(
        parsing: .unconditional, help: "The first character's seed; character i is made from seed + i.",
        transform: parseSeed)
    var seed: UInt64

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
        try validateSeedRange(
            seed: seed, count: size, counts: 1...30,
            countOption: count == nil && !classes.isEmpty ? "the number of --classes" : "--count")
    }

    func run() throws {
        let characters: [PlayerCharacter]
        characters = try Party.generate(seed: seed, count: size, classes: classes)
        let title = "A party of \(size) from seed \(seed)"
        try pack.emit(PartyPack.document(for: characters, paper: pack.paper, path: "party", title: title))
    }
}

/// `--classes fighter,elf,magic-user`.
private func parseClasses(_ text: String) throws -> [CharacterClass] {
    try text.split(separator: ",", omittingEmptySubsequences: false).map { try parseClass(String($0)) }
}

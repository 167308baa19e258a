import ArgumentParser
import Reports

struct CardsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "cards",
        abstract: "Item cards to print and cut: poker size, nine to a sheet, with cut marks (HTML or PDF)."
    )

    @Option(
        parsing: .unconditional, help: "The first item's seed; item i is the item of seed + i, as in `catalogue`.",
        transform: parseSeed)
    var seed: UInt64

    @Option(parsing: .unconditional, help: "How many cards (1 to 900: a hundred sheets).")
    var count: Int

    @OptionGroup var pack: PrintOptions

    func validate() throws {
        try validateSeedRange(seed: seed, count: count, counts: 1...900)
    }

    func run() throws {
        let items = (0..<count).map { ItemReport(seed: seed + UInt64($0), battles: 0) }
        let title = "\(count) item cards from seed \(seed)"
        try pack.emit(CardSheets.document(for: items, paper: pack.paper, path: "cards", title: title))
    }
}

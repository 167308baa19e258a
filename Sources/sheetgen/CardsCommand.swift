import ArgumentParser
import Reports

struct CardsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "cards",
        abstract: "Item cards to print and cut: poker size, nine to a sheet, with cut marks (HTML or PDF)."
    )

    @Option(help: "The first item's seed; item i is the item of seed + i, as in `catalogue`.", transform: parseSeed)
    var seed: UInt64

    @Option(help: "How many cards (1 to 900: a hundred sheets).")
    var count: Int

    @OptionGroup var print: PrintOptions

    func validate() throws {
        guard (1...900).contains(count) else { throw ValidationError("--count must be from 1 to 900") }
        guard seed <= UInt64(Int64.max) - UInt64(count) else { throw ValidationError("--seed plus --count must stay below \(Int64.max)") }
    }

    func run() throws {
        let items = (0..<count).map { ItemReport(seed: seed + UInt64($0), battles: 0) }
        let title = "\(count) item cards from seed \(seed)"
        try print.emit(CardSheets.document(for: items, paper: print.paper, path: "cards", title: title))
    }
}

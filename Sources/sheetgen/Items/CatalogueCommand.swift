import ArgumentParser
import Foundation
import Reports
import Site

struct CatalogueCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "catalogue",
        abstract: "An item catalogue site: a sortable table, a card per item, pages per rarity and slot, and a summary."
    )

    @Option(
        parsing: .unconditional, help: "The first item's seed; item i is the item of seed + i.", transform: parseSeed)
    var seed: UInt64

    @Option(parsing: .unconditional, help: "How many items (1 to 100000).")
    var count: Int

    @OptionGroup var site: GeneratedSiteOptions

    func validate() throws {
        try validateSeedRange(seed: seed, count: count, counts: 1...100_000)
    }

    func run() throws {
        let started = DispatchTime.now().uptimeNanoseconds
        let documents = ItemCatalogue.documents(seed: seed, count: count, base: "")
        try site.build(documents, title: "Item catalogue", defaultOutput: "Output/catalogue") { result, folder in
            "Built a catalogue of \(count) items, \(result.pages) pages, into \(folder) in "
                + "\(String(format: "%.2f", seconds(since: started))) s."
        }
    }
}

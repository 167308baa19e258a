import ArgumentParser
import Foundation
import Reports
import Site

struct CatalogueCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "catalogue",
        abstract: "An item catalogue site: a sortable table, a card per item, pages per rarity and slot, and a summary."
    )

    @Option(help: "The first item's seed; item i is the item of seed + i.", transform: parseSeed)
    var seed: UInt64

    @Option(help: "How many items (1 to 100000).")
    var count: Int

    @Option(help: ArgumentHelp("Where the site goes; replaced whole, only when the build succeeds.", valueName: "dir"))
    var output = "Output/catalogue"

    @Option(help: "Pages rendered at once (the output is the same whatever the number).")
    var jobs = ProcessInfo.processInfo.activeProcessorCount

    @Flag(help: "Print nothing but errors.") var quiet = false
    @OptionGroup var templates: TemplateOptions

    func validate() throws {
        guard (1...100_000).contains(count) else { throw ValidationError("--count must be from 1 to 100000") }
        guard seed <= UInt64(Int64.max) - UInt64(count) else { throw ValidationError("--seed plus --count must stay below \(Int64.max)") }
        guard jobs >= 1 else { throw ValidationError("--jobs must be at least 1") }
    }

    func run() throws {
        let started = DispatchTime.now().uptimeNanoseconds
        let documents = ItemCatalogue.documents(seed: seed, count: count, base: "")
        let result = try buildGeneratedSite(documents, title: "Item catalogue", output: output, jobs: jobs, templates: templates)
        guard !quiet else { return }
        brokenLinkWarnings(result).forEach(report)
        say("Built a catalogue of \(count) items, \(result.pages) pages, into \(output) in \(String(format: "%.2f", seconds(since: started))) s.")
    }
}

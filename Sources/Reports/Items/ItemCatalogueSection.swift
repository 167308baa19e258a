import GameKit
import Mistakes
import Site
import SiteModel

/// `sections: {items: {seed: 1, count: 60}}`: an item catalogue under `items/` (see
/// `ItemCatalogue`), with cards to print under `items/print/`.
public struct ItemCatalogueSection: GeneratedSection {
    public struct Settings: Sendable {
        public var seed: UInt64
        public var count: Int
    }

    public let name = "items"
    public let layouts = ["catalogue", "catalogue-summary", "item-page", "page", "cards"]

    public init() {}

    public func settings(from raw: SectionSettings) throws(UserError) -> Settings {
        try raw.allowOnly(["seed", "count"])
        let seed = try raw.required(try raw.int("seed", in: 0...Int.max), "seed", "a whole number from 0")
        let count = try raw.required(try raw.int("count", in: 1...100_000), "count", "1 to 100000")
        guard SeededRandom.seedsFit(from: UInt64(seed), count: count) else {
            throw raw.error("goes past the largest seed, \(SeededRandom.seeds.upperBound)", at: "count")
        }
        return Settings(seed: UInt64(seed), count: count)
    }

    public func documents(_ settings: Settings, context: SectionContext) -> [Document] {
        ItemCatalogue.documents(seed: settings.seed, count: settings.count, base: name)
    }
}

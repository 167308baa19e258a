/// The `catalogue-summary` layout: the measured rarity and decorator distribution of a
/// catalogue, as bar charts.
struct CatalogueSummaryFields: LayoutFields {
    /// One bar: how many items, and their share in percent to one decimal ("12.5").
    struct Bar: Encodable {
        let label: String
        let count: Int
        let percent: String
        /// The factory's odds in percent ("74.7"), for a rarity; nil for the other charts.
        let expected: String?
    }

    let rarities: [Bar]
    let decorators: [Bar]
    /// Items by how many decorators they have: none to three.
    let decoratorCounts: [Bar]
    let decoratedItems: Int
    let summary: String
}

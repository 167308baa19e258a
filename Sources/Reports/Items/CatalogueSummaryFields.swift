/// The `catalogue-summary` layout: the measured rarity and decorator distribution of a
/// catalogue, as bar charts with their tables beside them.
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
    /// The shares above as charts: rarities against the factory's odds, decorators per item,
    /// and each decorator among the decorated items.
    let rarityChart: BarChart
    let decoratorCountChart: BarChart
    let decoratorChart: BarChart
    let summary: String
}

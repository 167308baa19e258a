/// The `party` layout: a print pack of record sheets, then any retainers' cards four to a page. The
/// sheets are the document's parts, each with its own `CharacterSheetFields`.
struct PartyPackFields: LayoutFields {
    /// The paper the pack is made for, as the body's class names it: "a4", "letter".
    let paper: String
    /// "A4", "Letter".
    let paperName: String
    /// How many sheets.
    let count: Int
    /// The pages of retainers' cards that follow the sheets (`RetainerSheets`).
    var retainerPages: [RetainerSheets.Page] = []
    /// The page listing the packs, linked on screen only; nil for a pack on its own.
    let back: String?

    var retainerCount: Int { retainerPages.reduce(0) { $0 + $1.retainers.count } }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(paper, forKey: .paper)
        try container.encode(paperName, forKey: .paperName)
        try container.encode(count, forKey: .count)
        try container.encode(retainerPages, forKey: .retainerPages)
        try container.encode(retainerCount, forKey: .retainerCount)
        try container.encode(!retainerPages.isEmpty, forKey: .hasRetainers)
        try container.encodeIfPresent(back, forKey: .back)
    }

    private enum CodingKeys: String, CodingKey {
        case paper, paperName, count, retainerPages, retainerCount, hasRetainers, back
    }
}

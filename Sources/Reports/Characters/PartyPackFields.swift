/// The `party` layout: a print pack of record sheets. The sheets are the document's parts, each
/// with its own `CharacterSheetFields`.
struct PartyPackFields: LayoutFields {
    /// The paper the pack is made for, as the body's class names it: "a4", "letter".
    let paper: String
    /// "A4", "Letter".
    let paperName: String
    /// How many sheets.
    let count: Int
    /// The page listing the packs, linked on screen only; nil for a pack on its own.
    let back: String?
}

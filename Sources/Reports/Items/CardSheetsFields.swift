/// The `cards` layout: a print pack of item cards, nine to a sheet. The sheets are the
/// document's parts (each with its `Sheet` fields), and their parts the cards (each with its
/// `ItemCardFields`).
struct CardSheetsFields: LayoutFields {
    /// A cut mark: a line from (x1, y1) to (x2, y2), CSS lengths ("5mm") from the top left corner
    /// of the marks' frame.
    struct CutMark: Encodable {
        let x1: String
        let y1: String
        let x2: String
        let y2: String
    }

    /// One sheet of cards.
    struct Sheet: LayoutFields {
        /// From 1.
        let number: Int
    }

    /// The paper the pack is made for, as the body's class names it: "a4", "letter".
    let paper: String
    /// "A4", "Letter".
    let paperName: String
    /// How many cards.
    let count: Int
    /// The same on every sheet.
    let cutMarks: [CutMark]
    /// The page listing the packs, linked on screen only; nil for a pack on its own.
    let back: String?
}

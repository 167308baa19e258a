import Foundation
import Loot
import Site
import SiteModel

/// Item cards at poker size (63.5 × 88.9 mm), nine to a sheet of paper, as one printable document
/// (layout `cards`). The three-by-three block of cards sits in the middle of the page, the cards
/// edge to edge, with cut marks around it where the cuts go.
///
/// The document's parts are the sheets; each sheet's parts are its cards (the documents of
/// `ItemCard`, without battle trials). The template gets the cut marks as `cutMarks`: lines
/// `x1 y1 x2 y2`, CSS lengths from the top left corner of a frame `markMargin` outside the block.
public enum CardSheets {
    public static let cardsPerSheet = 9
    static let columns = 3, rows = 3
    /// The card size; cards.css lays the block out with the same numbers.
    static let cardWidth = 63.5, cardHeight = 88.9
    /// Cut marks start this far outside the block and end at its frame, which stays inside the
    /// paper's edge on A4 and Letter alike (Letter leaves 6.35 mm above and below the block).
    static let markGap = 1.5, markMargin = 5.0

    public static func document(for reports: [ItemReport], paper: Paper, path: String, title: String) -> Document {
        document(cards: reports.map { ItemCard.document(for: $0) }, paper: paper, path: path, title: title)
    }

    /// The same from cards already made (`ItemCard` documents); `back` links the pack to the
    /// page that lists it (see `PrintSection`).
    static func document(
        cards: [Document], paper: Paper, path: String, title: String, back: String? = nil
    ) -> Document {
        let fields = CardSheetsFields(
            paper: paper.rawValue, paperName: paper.name, count: cards.count,
            cutMarks: cutMarks(), back: back)
        let sheets = stride(from: 0, to: cards.count, by: cardsPerSheet).map { start in
            let number = start / cardsPerSheet + 1
            return Document(
                path: "\(path)/sheet-\(number)", title: "Sheet \(number)",
                fields: CardSheetsFields.Sheet(number: number).encoded, body: "",
                parts: Array(cards[start..<min(start + cardsPerSheet, cards.count)]))
        }
        return Document(path: path, title: title, layout: "cards", fields: fields.encoded, body: "", parts: sheets)
    }

    /// A mark above and below every column edge, and left and right of every row edge.
    static func cutMarks() -> [CardSheetsFields.CutMark] {
        let width = Double(columns) * cardWidth, height = Double(rows) * cardHeight
        let (left, top) = (markMargin, markMargin)
        let (right, bottom) = (markMargin + width, markMargin + height)
        func line(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> CardSheetsFields.CutMark {
            CardSheetsFields.CutMark(x1: length(x1), y1: length(y1), x2: length(x2), y2: length(y2))
        }
        var marks: [CardSheetsFields.CutMark] = []
        for column in 0...columns {
            let x = left + Double(column) * cardWidth
            marks.append(line(x, top - markGap, x, 0))
            marks.append(line(x, bottom + markGap, x, bottom + markMargin))
        }
        for row in 0...rows {
            let y = top + Double(row) * cardHeight
            marks.append(line(left - markGap, y, 0, y))
            marks.append(line(right + markGap, y, right + markMargin, y))
        }
        return marks
    }

    /// A CSS length in millimetres, to a hundredth: "195.5mm", "5mm".
    static func length(_ millimetres: Double) -> String {
        var text = String(format: "%.2f", millimetres)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text + "mm"
    }
}

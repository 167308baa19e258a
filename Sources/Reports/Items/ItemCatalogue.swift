import Foundation
import Loot
import Site

/// An item catalogue: `count` items, item i being the item of seed `seed + i` (the very card
/// `sheetgen item --seed` gives, without the battle trials), as documents for the site builder
/// under the folder `base`:
///
/// - `base/index`: every item in one table, sortable and filterable by a small script; the rarity
///   and slot pages filter without it;
/// - `base/cards/item-<seed>`: one card page per item (the cards' folder index lists them all);
/// - `base/rarity/<rarity>` and `base/slot/<slot>`: the table for one rarity or slot;
/// - `base/summary`: the measured rarity and decorator distribution, drawn as bar charts;
/// - `base/print/`: the cards to print and cut, nine to a sheet (see `CardSheets`), 90 to a page.
public enum ItemCatalogue {
    public static func documents(seed: UInt64, count: Int, base: String) -> [Document] {
        let folder = base.isEmpty ? "" : base + "/"
        let reports = (0..<count).map { ItemReport(seed: seed + UInt64($0), battles: 0) }
        func cardPath(_ report: ItemReport) -> String { "\(folder)cards/item-\(report.seed)" }
        let rows = reports.map { row($0, path: cardPath($0)) }
        /// The table rows of the items `keep` accepts.
        func rowsOf(_ keep: (any Item) -> Bool) -> [MetadataValue] { zip(reports, rows).filter { keep($0.0.item) }.map(\.1) }
        let cards = reports.enumerated().map { index, report in
            var card = ItemCard.document(for: report, path: cardPath(report))
            card.layout = "item-page"
            card.weight = index
            card.tags = []  // the rarity and slot pages list them
            return card
        }
        var documents = cards
        documents.append(table("\(folder)index", title: "Item catalogue", intro: "\(count) items from seed \(seed).", rows: rows, weight: nil, base: folder))
        for (index, rarity) in [Rarity.common, .magic, .rare].enumerated() {
            let chosen = rowsOf { $0.rarity == rarity }
            documents.append(table("\(folder)rarity/\(rarity.rawValue.lowercased())", title: "\(rarity.rawValue) items",
                                   intro: "\(chosen.count) of the \(count) items are \(rarity.rawValue.lowercased()).", rows: chosen, weight: index, base: folder))
        }
        for (index, slot) in Slot.allCases.enumerated() {
            let chosen = rowsOf { $0.slot == slot }
            documents.append(table("\(folder)slot/\(slot.rawValue)", title: "Items for the \(slot.rawValue)",
                                   intro: "\(chosen.count) of the \(count) items are worn as \(slot.rawValue).", rows: chosen, weight: index, base: folder))
        }
        documents.append(summary(reports, path: "\(folder)summary"))
        documents += PrintSection.documents(
            cards, batchSize: 10 * CardSheets.cardsPerSheet, folder: base, slug: "cards", noun: "item cards",
            intro: "The catalogue's items as cards to print and cut: poker size, nine to a sheet, with cut marks. "
                + "Each page is laid out for A4 and switches to Letter; print at 100% scale without headers and footers."
        ) { batch, path, title in
            CardSheets.document(cards: batch, paper: .a4, path: path, title: title)
        }
        return documents
    }

    /// One line of the catalogue table; `path` is the card's path in the site.
    static func row(_ report: ItemReport, path: String) -> MetadataValue {
        let item = report.item
        return .map([
            "path": .string(path), "name": .string(item.fullName), "seed": .int(Int(report.seed)),
            "rarity": .string(item.rarity.rawValue), "rarityClass": .string(item.rarity.rawValue.lowercased()),
            "rarityRank": .int(Rarity.allCases.firstIndex(of: item.rarity)!),
            "kind": .string(report.kind), "slot": .string(item.slot.rawValue),
            "statLine": .string(report.statLine), "sellPrice": .int(item.sellPrice),
            "identified": .bool(item.isIdentified),
        ])
    }

    /// A table page. `base` is the catalogue's folder with a slash ("" at the site's root), for
    /// links; each row gets `href`, its card's URL relative to this page (a page `a/b` links to
    /// `a/c` as `c.html`, to `d` as `../d.html`).
    static func table(_ path: String, title: String, intro: String, rows: [MetadataValue], weight: Int?, base: String) -> Document {
        let up = String(repeating: "../", count: path.split(separator: "/").count - 1)
        let linked = rows.map { row -> MetadataValue in
            guard case .map(var values) = row, let target = values["path"]?.string else { return row }
            values["href"] = .string(up + target + ".html")
            return .map(values)
        }
        return Document(path: path, title: title, layout: "catalogue", weight: weight,
                        fields: ["rows": .list(linked), "summary": .string(intro), "catalogueRoot": .string(base)], body: intro + "\n")
    }

    static func summary(_ reports: [ItemReport], path: String) -> Document {
        let total = max(reports.count, 1)
        func bar(_ label: String, _ count: Int, of whole: Int, expected: Double? = nil) -> MetadataValue {
            var entry: [String: MetadataValue] = [
                "label": .string(label), "count": .int(count),
                "percent": .string(String(format: "%.1f", Double(count) * 100 / Double(max(whole, 1)))),
            ]
            if let expected { entry["expected"] = .string(String(format: "%.1f", expected)) }
            return .map(entry)
        }
        let rarities = [(Rarity.common, 56.0 / 75), (.magic, 14.0 / 75), (.rare, 1.0 / 15)].map { rarity, odds in
            bar(rarity.rawValue, reports.filter { $0.item.rarity == rarity }.count, of: total, expected: odds * 100)
        }
        let decorated = reports.filter { !$0.item.decorations.isEmpty }
        var byDecorator: [String: Int] = [:]
        for report in decorated { for decoration in report.item.decorations { byDecorator[decoration.prefix, default: 0] += 1 } }
        let decorators = byDecorator.keys.sorted { (byDecorator[$1]!, $0) < (byDecorator[$0]!, $1) }.map {
            bar($0, byDecorator[$0]!, of: decorated.count)
        }
        let counts = (0...3).map { number in
            bar("\(number) decorator\(number == 1 ? "" : "s")", reports.filter { $0.item.decorations.count == number }.count, of: total)
        }
        let intro = "What the \(reports.count) items turned out to be, against the factory's odds: common 56/75, magic 14/75 "
            + "(one decorator), rare 1/15 (two or three)."
        return Document(path: path, title: "Catalogue summary", layout: "catalogue-summary", weight: -1,
                        fields: ["rarities": .list(rarities), "decorators": .list(decorators), "decoratorCounts": .list(counts),
                                 "decoratedItems": .int(decorated.count), "summary": .string("Rarity and decorator distribution.")],
                        body: intro + "\n")
    }
}

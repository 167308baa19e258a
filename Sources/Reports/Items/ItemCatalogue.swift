import Foundation
import Loot
import Site
import SiteModel

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
        func page(_ path: String, _ title: String, intro: String, of chosen: [ItemReport], weight: Int?) -> Document {
            table(path, title: title, intro: intro, reports: chosen, cardPath: cardPath, weight: weight, base: folder)
        }
        let cards = reports.enumerated().map { index, report in
            var card = ItemCard.document(for: report, path: cardPath(report))
            card.layout = "item-page"
            card.weight = index
            card.tags = []  // the rarity and slot pages list them
            return card
        }
        var documents = cards
        documents.append(
            page(
                "\(folder)index", "Item catalogue", intro: "\(count) items from seed \(seed).",
                of: reports, weight: nil))
        for (index, rarity) in [Rarity.common, .magic, .rare].enumerated() {
            let chosen = reports.filter { $0.item.rarity == rarity }, name = rarity.rawValue.lowercased()
            documents.append(
                page(
                    "\(folder)rarity/\(name)", "\(rarity.rawValue) items",
                    intro: "\(chosen.count) of the \(count) items are \(name).",
                    of: chosen, weight: index))
        }
        for (index, slot) in Slot.allCases.enumerated() {
            let chosen = reports.filter { $0.item.slot == slot }
            documents.append(
                page(
                    "\(folder)slot/\(slot.rawValue)", "Items for the \(slot.rawValue)",
                    intro: "\(chosen.count) of the \(count) items are worn as \(slot.rawValue).",
                    of: chosen, weight: index))
        }
        documents.append(summary(reports, path: "\(folder)summary"))
        documents += PrintSection.documents(
            cards, batchSize: 10 * CardSheets.cardsPerSheet, folder: base, slug: "cards", noun: "item cards",
            intro: "The catalogue's items as cards to print and cut: poker size, nine to a sheet, with cut marks. "
                + "Each page is laid out for A4 and switches to Letter; print at 100% scale without headers and "
                + "footers."
        ) { batch, path, title, back in
            CardSheets.document(cards: batch, paper: .a4, path: path, title: title, back: back)
        }
        return documents
    }

    /// A table page of `reports`, each linked to its card at `cardPath`. `base` is the catalogue's
    /// folder with a slash ("" at the site's root), for links; each row gets `href`, its card's URL
    /// relative to this page (a page `a/b` links to `a/c` as `c.html`, to `d` as `../d.html`).
    static func table(
        _ path: String, title: String, intro: String, reports: [ItemReport], cardPath: (ItemReport) -> String,
        weight: Int?, base: String
    ) -> Document {
        let up = String(repeating: "../", count: path.split(separator: "/").count - 1)
        let rows = reports.map { report in
            let target = cardPath(report)
            return CatalogueFields.Row(report, path: target, href: up + target + ".html")
        }
        let fields = CatalogueFields(rows: rows, summary: intro, catalogueRoot: base)
        return Document(
            path: path, title: title, layout: "catalogue", weight: weight, fields: fields.encoded,
            body: intro + "\n")
    }

    static func summary(_ reports: [ItemReport], path: String) -> Document {
        let total = max(reports.count, 1)
        func bar(_ label: String, _ count: Int, of whole: Int, expected: Double? = nil) -> CatalogueSummaryFields.Bar {
            let percent = String(format: "%.1f", Double(count) * 100 / Double(max(whole, 1)))
            return CatalogueSummaryFields.Bar(
                label: label, count: count, percent: percent,
                expected: expected.map { String(format: "%.1f", $0) })
        }
        let rarities = [(Rarity.common, 56.0 / 75), (.magic, 14.0 / 75), (.rare, 1.0 / 15)].map { rarity, odds in
            bar(rarity.rawValue, reports.filter { $0.item.rarity == rarity }.count, of: total, expected: odds * 100)
        }
        let decorated = reports.filter { !$0.item.decorations.isEmpty }
        var byDecorator: [String: Int] = [:]
        for report in decorated {
            for decoration in report.item.decorations { byDecorator[decoration.prefix, default: 0] += 1 }
        }
        let decorators = byDecorator.keys.sorted { (byDecorator[$1]!, $0) < (byDecorator[$0]!, $1) }.map {
            bar($0, byDecorator[$0]!, of: decorated.count)
        }
        let counts = (0...3).map { number in
            bar(
                "\(number) decorator\(number == 1 ? "" : "s")",
                reports.filter { $0.item.decorations.count == number }.count, of: total)
        }
        let intro =
            "What the \(reports.count) items turned out to be, against the factory's odds: common 56/75, magic 14/75 "
            + "(one decorator), rare 1/15 (two or three)."
        func groups(_ bars: [CatalogueSummaryFields.Bar]) -> [BarChart.Group] {
            bars.map { bar in
                BarChart.Group(
                    label: bar.label, values: [Double(bar.percent) ?? 0] + (bar.expected.map { [Double($0)] } ?? []),
                    title: bar.label)
            }
        }
        func chart(_ id: String, _ caption: String, _ bars: [CatalogueSummaryFields.Bar], series: [String], of: String)
            -> BarChart
        {
            BarChart(
                id: id + "-chart", caption: caption, table: id + "-table", groups: groups(bars), series: series,
                unit: "%", valueTitle: "Share of \(of) (%)", categoryTitle: "", minimumTop: 10)
        }
        let fields = CatalogueSummaryFields(
            rarities: rarities, decorators: decorators, decoratorCounts: counts,
            decoratedItems: decorated.count,
            rarityChart: chart(
                "rarity", "Rarity: the share of items, against the factory's odds.", rarities,
                series: ["measured", "factory odds"], of: "items"),
            decoratorCountChart: chart(
                "decorator-count", "Decorators per item: the share of items.", counts, series: ["items"],
                of: "items"),
            decoratorChart: chart(
                "decorator", "Decorators: the share of decorated items with each.", decorators, series: ["items"],
                of: "decorated items"),
            summary: "Rarity and decorator distribution.")
        return Document(
            path: path, title: "Catalogue summary", layout: "catalogue-summary", weight: -1,
            fields: fields.encoded, body: intro + "\n")
    }
}

import GameKit
@testable import Markdown
import Testing

/// The bounds on a page's tables are judged on its bytes before libcmark-gfm reads them: over
/// generated pages (tables in quotes and lists, without outer pipes, rows short and long, line
/// ends of every kind), the cells counted are never fewer than the cells the library makes.
@Suite struct PageBoundsTests {
    @Test(arguments: 0..<4)
    func theCellsCountedAreNeverFewerThanTheLibraryMakes(batch: UInt64) {
        var tables = 0
        for index in 0..<300 as Range<UInt64> {
            var generator = PageGenerator(random: SeededRandom.derived(from: 2026_12_02 + batch, index: index))
            let page = generator.page()
            let cells = Self.cells(in: MarkdownRenderer(options: .site).html(from: page))
            guard cells > 0 else { continue }
            tables += 1
            #expect(
                PageBounds.tableExcess(in: page.utf8, widest: 1000, most: cells - 1) != nil,
                "\(page.debugDescription) makes \(cells) cells")
        }
        #expect(tables > 100)  // most generated pages hold a table
    }

    /// The cells of the tables in `html`: `<td>` and `<th>` (a page's own HTML is filtered).
    private static func cells(in html: String) -> Int {
        ["<td>", "<td ", "<th>", "<th "].reduce(0) { count, tag in
            count + html.components(separatedBy: tag).count - 1
        }
    }

    @Test func aRowTooWideIsFoundWhereTheLibraryReadsIt() {
        let wide = "|" + String(repeating: "x|", count: 101) + "\n"
        let delimiter = "|-|-|\n"
        // In a table, in the paragraph above a delimiter row, or the delimiter row itself.
        #expect(PageBounds.tableExcess(in: "a|b\n\(delimiter)\(wide)".utf8)?.line == 3)
        #expect(PageBounds.tableExcess(in: "text\n\(wide)more\n\(delimiter)".utf8)?.line == 2)
        #expect(PageBounds.tableExcess(in: "a\n|\(String(repeating: "-|", count: 101))\n".utf8)?.line == 2)
        // Not read as a row: no delimiter row below it, or a blank line between.
        #expect(PageBounds.tableExcess(in: "\(wide)text\n".utf8) == nil)
        #expect(PageBounds.tableExcess(in: "\(wide) \t\n\(delimiter)".utf8) == nil)
        #expect(PageBounds.tableExcess(in: "|\(String(repeating: "x|", count: 100))\n|-|\n".utf8) == nil)
    }

    /// An escaped `|` ends no cell (the library reads `|\|\|…|` as one): it is not counted, but
    /// one after an escaped backslash is.
    @Test func escapedPipesAreNoCells() {
        let escaped = "|" + String(repeating: "\\|", count: 150) + "|\n"
        #expect(PageBounds.tableExcess(in: "a|b\n|-|-|\n\(escaped)".utf8) == nil)
        let unescaped = "|" + String(repeating: "\\\\|", count: 150) + "\n"
        #expect(PageBounds.tableExcess(in: "a|b\n|-|-|\n\(unescaped)".utf8)?.line == 3)
    }

    @Test func rowsCountAsWideAsTheirTableAndEndAtABlankLine() {
        let table = "|" + String(repeating: "h|", count: 10) + "\n|" + String(repeating: "-|", count: 10) + "\n"
        let rows = String(repeating: "x\n", count: 8)
        // The header, the delimiter row and 8 rows of one letter, each 10 cells wide.
        #expect(PageBounds.tableExcess(in: (table + rows).utf8, most: 100) == nil)
        let excess = PageBounds.Excess(
            line: 3, message: "tables of more than 100 cells in one page, the most a page may hold")
        #expect(PageBounds.tableExcess(in: ("text\n\n" + table + rows + "x").utf8, most: 100) == excess)
        #expect(PageBounds.tableExcess(in: (table + rows + "\n" + rows).utf8, most: 100) == nil)
        // Carriage returns end lines as line feeds do.
        let returns = (table + rows + "x\n").replacingOccurrences(of: "\n", with: "\r")
        #expect(PageBounds.tableExcess(in: returns.utf8, most: 100)?.line == 1)
    }
}

/// Random pages of tables, some in quotes or list items, some without pipes at either end, with
/// rows of any width, among paragraphs, headings, rules and code.
private struct PageGenerator {
    var random: SeededRandom

    private static let prefixes = ["", "", "", "> ", "- ", "  ", "1. ", "> - ", ">", "\t", "  - ", "   ", ">>", "* "]
    private static let others = [
        "text", "a | b", "# heading", "---", "***", "```", "    code | x", "", " ", "`a|b`", "a \\| b", "- item",
        "=", ":-:", "> quote", "  indented", "- - -", "|", "||", "\t|x|", "<div>", "1. x", "[^1]: note",
    ]
    private static let endings = ["\n", "\n", "\r\n", "\r"]

    mutating func page() -> String {
        var lines: [String] = []
        for _ in 0..<random.int(in: 1...4) {
            if random.chance(percent: 70) { lines += table() }
            for _ in 0..<random.int(in: 0...2) { lines.append(random.pick(Self.others)) }
        }
        let ending = random.pick(Self.endings)
        return lines.joined(separator: ending) + (random.chance(percent: 50) ? ending : "")
    }

    private mutating func table() -> [String] {
        let width = random.int(in: 1...6), prefix = random.pick(Self.prefixes)
        let outer = random.chance(percent: 60)
        var lines = [prefix + row(width, outer: outer, cell: "h")]
        let delimiter = random.pick(["-", "---", ":-", "-:", ":-:"])
        let mismatched = random.chance(percent: 10) ? 1 : 0
        lines.append(prefix + row(width + mismatched, outer: outer || random.chance(percent: 20), cell: delimiter))
        for _ in 0..<random.int(in: 0...6) {
            lines.append(
                random.chance(percent: 80)
                    ? (random.chance(percent: 80) ? prefix : random.pick(Self.prefixes))
                        + row(random.int(in: 0...width + 2), outer: random.chance(percent: 50), cell: "x")
                    : random.pick(Self.others))
        }
        return lines
    }

    private func row(_ cells: Int, outer: Bool, cell: String) -> String {
        let inner = Array(repeating: cell, count: max(cells, 1)).joined(separator: " | ")
        return outer ? "| \(inner) |" : inner
    }
}

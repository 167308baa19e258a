/// How much one page of a content folder may ask of libcmark-gfm, checked on its bytes before they
/// are parsed, so that no page takes the library seconds or gigabytes.
///
/// The library's table extension reads a row in time that grows with the square of its cells
/// (40,000 cells by 10 rows take tens of seconds), reads every line of the paragraph above a delimiter row
/// as a header that way, and gives each row of a table as many cells as the table is wide: a
/// header 1,000 wide over 4,000 rows of one letter made 4 million cells, and a GB, of 12 KB.
/// Where tables begin and end is judged as the library would at most: any line of only `|`, `-`,
/// `:`, blanks and the marks of quotes and lists that holds a `-` may be a delimiter row, and its
/// table runs to the next blank line. At these bounds a page renders in a fraction of a second.
/// (`sheetgen markdown` is not bounded: it is cmark-gfm's tool, and as patient.)
package enum PageBounds {
    /// The most bytes a page's file may hold: a novel is some 500 KB of Markdown.
    package static let largestPage = 1 << 20
    /// The most HTML the builder may make for one page's game blocks, and for its shortcodes. Each
    /// keeps within a budget of its own, but a page may hold many; a page past this is refused at
    /// the one that passed it rather than held in memory whole.
    package static let mostBuilderHTML = 16 << 20
    /// The most cells a table row may have (counted as its `|` and one, less one at either end).
    static let widestTableRow = 100
    /// The most cells the tables of one page may have, a row counted as wide as its table.
    static let mostTableCells = 200_000

    /// Why a page's Markdown is refused, and at which line of it (from 1).
    package struct Excess: Error, Equatable {
        package let line: Int
        package let message: String
    }

    /// The first excess of the tables of `markdown` over rows `widest` cells wide and `most`
    /// cells in all; nil when there is none. It takes the one type its callers have rather than
    /// any collection of bytes: a generic function called from another module is not specialised,
    /// and every byte of every page would go through the protocol's witnesses.
    package static func tableExcess(
        in markdown: String.UTF8View, widest: Int = widestTableRow, most: Int = mostTableCells
    ) -> Excess? {
        var scan = TableScan(widest: widest, most: most)
        var lineEnded = false  // after a carriage return, whose line feed ends no other line
        for byte in markdown {
            switch byte {
            case UInt8(ascii: "\n") where lineEnded:
                lineEnded = false
                continue
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                if let excess = scan.endLine() { return excess }
            default:
                scan.read(byte)
            }
            lineEnded = byte == UInt8(ascii: "\r")
        }
        return scan.endLine()
    }
}

/// The tables of a page, line by line, as the most the library could make of them.
private struct TableScan {
    let widest: Int, most: Int
    private var line = 1
    // The line being read: its `|`, its first mark but blanks and `>`, its last but blanks.
    private var pipes = 0, first: UInt8?, last: UInt8?, delimiterLike = true, dash = false
    /// The widest line since the last blank line, while no table is open.
    private var paragraphWidest = (cells: 0, line: 0)
    /// The width of the table open (0 when none) and the line it starts at.
    private var table = (width: 0, line: 0)
    private var cells = 0
    /// Whether the last byte was a backslash that escapes this one: an escaped `|` is no cell's end.
    private var escaping = false

    init(widest: Int, most: Int) {
        (self.widest, self.most) = (widest, most)
    }

    mutating func read(_ byte: UInt8) {
        let escaped = escaping
        escaping = byte == UInt8(ascii: "\\") && !escaped
        switch byte {
        case UInt8(ascii: " "), UInt8(ascii: "\t"): return
        case UInt8(ascii: "|") where escaped: delimiterLike = false
        case UInt8(ascii: "|"): pipes += 1
        case UInt8(ascii: "-"): dash = true
        case UInt8(ascii: ":"), UInt8(ascii: ">"), UInt8(ascii: "+"), UInt8(ascii: "*"), UInt8(ascii: "."),
            UInt8(ascii: ")"), UInt8(ascii: "0")...UInt8(ascii: "9"), 0x0B, 0x0C:
            break
        default: delimiterLike = false
        }
        if first == nil && byte != UInt8(ascii: ">") { first = byte }
        last = byte
    }

    /// The cells of the line as a row: one more than its `|`, less one at either end.
    private var lineCells: Int {
        let pipe = UInt8(ascii: "|")
        var cells = pipes + 1
        if first == pipe { cells -= 1 }
        if last == pipe && (pipes > 1 || first != pipe) { cells -= 1 }
        return cells
    }

    mutating func endLine() -> PageBounds.Excess? {
        defer {
            (pipes, first, last, delimiterLike, dash, escaping) = (0, nil, nil, true, false, false)
            line += 1
        }
        if last == nil {  // a blank line ends a table, and a paragraph
            (paragraphWidest, table) = ((0, 0), (0, 0))
        } else if table.width > 0 {
            if lineCells > widest { return rowTooWide(at: line) }
            // A delimiter row here may start another table (when a quote or list ends).
            if delimiterLike && dash { table.width = max(table.width, lineCells) }
            cells += max(table.width, lineCells)
        } else if delimiterLike && dash {
            // The lines of the paragraph above are read as the table's header.
            if paragraphWidest.cells > widest { return rowTooWide(at: paragraphWidest.line) }
            if lineCells > widest { return rowTooWide(at: line) }
            table = (max(lineCells, 1), paragraphWidest.line > 0 ? line - 1 : line)
            cells += table.width + max(table.width, paragraphWidest.cells)
        } else if paragraphWidest.line == 0 || lineCells > paragraphWidest.cells {
            paragraphWidest = (lineCells, line)
        }
        guard cells <= most else {
            return PageBounds.Excess(
                line: table.line, message: "tables of more than \(most) cells in one page, the most a page may hold")
        }
        return nil
    }

    private func rowTooWide(at line: Int) -> PageBounds.Excess {
        PageBounds.Excess(line: line, message: "a table row of more than \(widest) cells, the most a row may have")
    }
}

/// The table builder of the Markdown reports (character sheet, item card, battle report): each of
/// their tables is a GFM table made here. Templates that lay out HTML tables of their own (the record
/// sheet's boxes, the highscores, the catalogue) build those in Mustache.
///
/// Cells are plain text and are escaped; a cell that is already Markdown (a link the report made
/// itself) is marked `.markdown`.
struct MarkdownTable {
    enum Alignment { case left, right, center }

    struct Column {
        let title: String
        let alignment: Alignment

        static func left(_ title: String) -> Column { Column(title: title, alignment: .left) }
        static func right(_ title: String) -> Column { Column(title: title, alignment: .right) }
        static func center(_ title: String) -> Column { Column(title: title, alignment: .center) }
    }

    enum Cell: ExpressibleByStringLiteral, ExpressibleByStringInterpolation {
        case text(String)
        case markdown(String)

        init(stringLiteral value: String) { self = .text(value) }

        var markdown: String {
            switch self {
            case .text(let text): MarkdownText.escape(text, lineStart: false)
            case .markdown(let markdown): markdown
            }
        }
    }

    let columns: [Column]
    private(set) var rows: [[Cell]] = []

    init(_ columns: Column...) {
        self.init(columns)
    }

    /// A table of as many columns as its data has (a class's spell levels).
    init(_ columns: [Column]) {
        self.columns = columns
    }

    mutating func add(_ cells: Cell...) {
        add(cells)
    }

    mutating func add(_ cells: [Cell]) {
        precondition(cells.count == columns.count, "a row needs one cell per column")
        rows.append(cells)
    }

    var markdown: String {
        let header =
            "| " + columns.map { MarkdownText.escape($0.title, lineStart: false) }.joined(separator: " | ") + " |"
        let rule =
            "|"
            + columns.map { column -> String in
                switch column.alignment {
                case .left: ":---|"
                case .right: "---:|"
                case .center: ":---:|"
                }
            }.joined()
        let body = rows.map { "| " + $0.map(\.markdown).joined(separator: " | ") + " |" }
        return ([header, rule] + body).joined(separator: "\n")
    }
}

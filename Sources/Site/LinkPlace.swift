/// Where a link stands, as `sheetgen check` names it: the source file of its page (a path in the
/// content folder) and the line there; or the page's own file when it has no source (an index or
/// generated page). No line when none is known: a link the template made, or one in raw HTML that
/// was not kept.
public struct LinkPlace: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let file: String
    public let line: Int?

    public init(file: String, line: Int? = nil) {
        (self.file, self.line) = (file, line)
    }

    /// `file:line`, or the file alone.
    public var description: String { line.map { "\(file):\($0)" } ?? file }

    /// By file (as bytes, as the broken links are sorted), then line, a place without one first.
    public static func < (first: LinkPlace, second: LinkPlace) -> Bool {
        if first.file != second.file { return first.file.utf8.lexicographicallyPrecedes(second.file.utf8) }
        return (first.line ?? 0) < (second.line ?? 0)
    }
}

/// A link where it stands, and its target as the page writes it.
public struct PlacedLink: Hashable, Comparable, Sendable {
    public let place: LinkPlace
    public let target: String

    public init(place: LinkPlace, target: String) {
        (self.place, self.target) = (place, target)
    }

    public static func < (first: PlacedLink, second: PlacedLink) -> Bool {
        if first.place != second.place { return first.place < second.place }
        return first.target.utf8.lexicographicallyPrecedes(second.target.utf8)
    }
}

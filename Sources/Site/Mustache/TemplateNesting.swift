/// How deep templates may nest, and the check of a template's text before swift-mustache parses
/// it, for what would end the process in the parser instead of failing.
///
/// The library's parser calls itself once for every section, block and inheriting partial a tag
/// opens, and its name reader once for every transform (`a(b(c))`), so a template nested a few
/// thousand deep ran out of stack. And it steps two Characters back from a closing tag's `/`,
/// which under a one-character delimiter (`{{=[ ]=}}`) lands before an empty section's start.
/// The check reads the text as that parser does, Character by Character: its delimiters (a change
/// lasts to the end of the section it is made in), comments, names, a start delimiter followed by
/// a line break read as text. So it finds every tag the parser finds; where the parser would
/// throw, it stops, for the parser goes no further either. `TemplateNestingTests` holds the two
/// together on generated templates.
enum TemplateNesting {
    /// How deep sections, blocks, partials and transforms may nest, counted together: in a
    /// template's text (for the parser), through the partials a template includes (for the
    /// renderer, see `PartialGraph`) and in a kept template (`TemplateArchive`). Real templates
    /// nest a handful deep; this deep, the parser, the deepest of them, takes about 1.5 MB of
    /// stack in a debug build (15 KB a level), well within a thread's 8 MB.
    static let deepest = 100

    /// What the parser cannot take, at `line` (from 1) of the text.
    struct Refusal: Error, Equatable {
        enum Reason: Equatable {
            /// A tag nested deeper than the limit.
            case tooDeep
            /// A section, block or parent closed where it opens, under a one-character delimiter.
            case emptySectionAfterOneCharacterDelimiter
        }

        let reason: Reason
        let line: Int
    }

    /// Throws at the first tag of `text` that nests deeper than `limit`, or that the parser would
    /// stop the process on.
    static func check(_ text: String, limit: Int = deepest) throws(Refusal) {
        var scan = Scan(text: text)
        if let (tag, reason) = scan.firstRefused(deeperThan: limit) {
            throw Refusal(reason: reason, line: text[..<tag].filter(\.isNewline).count + 1)
        }
    }
}

/// A reading of a template's tags as swift-mustache's parser reads them (`Template+Parser.swift`).
private struct Scan {
    let text: String
    var index: String.Index

    init(text: String) {
        (self.text, index) = (text, text.startIndex)
    }

    private static let nameCharacters = Set<Character>(
        "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ.-_?()*")
    private static let configCharacters = nameCharacters.subtracting("()")
    private static let partialCharacters = nameCharacters.union("/")

    /// The delimiters in force at a level, and where its text starts.
    private struct Level {
        var start: String
        var end: String
        var body: String.Index
    }

    /// Where the first tag deeper than `limit`, or closing a section the parser cannot, starts;
    /// nil when there is none before the end, or before the parser would throw.
    mutating func firstRefused(deeperThan limit: Int) -> (String.Index, TemplateNesting.Refusal.Reason)? {
        var levels = [Level(start: "{{", end: "}}", body: text.startIndex)]  // innermost last
        while let tag = nextTag(levels[levels.count - 1].start) {
            let level = levels[levels.count - 1], end = level.end
            // What the tag does to the depth (1 opens a level, -1 closes one), and how many
            // transforms its name applies; nil where the parser throws.
            var change = 0
            let transforms: Int?
            switch text[index] {
            case "#", "^":
                advance()
                (change, transforms) = (1, name(end))
            case "$":
                advance()
                (change, transforms) = (1, name(end) == 0 ? 0 : nil)
            case "<":
                advance()
                skip(while: \.isWhitespace)
                (change, transforms) = (1, partialName(end) ? 0 : nil)
            case "/":
                if level.start.count == 1 && Self.isEmpty(text[level.body..<tag]) {
                    return (tag, .emptySectionAfterOneCharacterDelimiter)
                }
                advance()
                (change, transforms) = (-1, levels.count > 1 ? name(end) : nil)
            case "=":
                advance()
                guard let (start, end) = delimiterChange(end) else { return nil }
                (levels[levels.count - 1].start, levels[levels.count - 1].end) = (start, end)
                continue
            case "!":
                advance()
                transforms = comment(end) ? 0 : nil
            case "%":
                advance()
                transforms = config(end) ? 0 : nil
            case ">":
                advance()
                skip(while: \.isWhitespace)
                if index < text.endIndex && text[index] == "*" { advance() }
                transforms = partialName(end) ? 0 : nil
            case "{":
                advance()
                transforms = name(end).flatMap { read("}") ? $0 : nil }
            case "&":
                advance()
                transforms = name(end)
            default:
                transforms = name(end)
            }
            guard let transforms else { return nil }
            if levels.count - 1 + max(change, 0) + transforms > limit { return (tag, .tooDeep) }
            if change == 1 { levels.append(Level(start: level.start, end: end, body: index)) }
            if change == -1 { levels.removeLast() }
        }
        return nil
    }

    /// Whether a section's text is nothing, as the parser reads it when the tag that opens it ends
    /// a line of its own (blanks and a line break): the parser may start it after them. (Taken as
    /// nothing whether or not the tag is on a line of its own, which takes a line before it.)
    private static func isEmpty(_ body: Substring) -> Bool {
        guard let last = body.last else { return true }
        return last.isNewline && body.dropLast().allSatisfy { $0 == " " || $0 == "\t" }
    }

    /// Moves past the next tag's start delimiter, returning where it starts; nil at the end.
    private mutating func nextTag(_ start: String) -> String.Index? {
        let first = start.first!
        while index < text.endIndex {
            if text[index] == first {
                let tag = index
                guard let after = text.index(index, offsetBy: start.count, limitedBy: text.endIndex) else { return nil }
                if text[index..<after] == start {
                    index = after
                    guard index < text.endIndex else { return nil }
                    // A start delimiter at the end of a line is text to the parser.
                    if !text[index].isNewline { return tag }
                }
            }
            advance()
        }
        return nil
    }

    /// `parseName`: how many transforms the name applies (each one a level of the parser's
    /// recursion); nil where the parser throws.
    private mutating func name(_ end: String) -> Int? {
        skip(while: \.isWhitespace)
        let start = index
        skip(while: Self.nameCharacters.contains)
        let transforms = text[start..<index].count { $0 == "(" }
        skip(while: \.isWhitespace)
        return read(end) ? transforms : nil
    }

    /// `parsePartialName`.
    private mutating func partialName(_ end: String) -> Bool {
        skip(while: \.isWhitespace)
        skip(while: Self.partialCharacters.contains)
        skip(while: \.isWhitespace)
        return read(end)
    }

    /// `parseComment`, whose search for the end delimiter starts over at a mismatch without
    /// looking at that Character again.
    private mutating func comment(_ end: String) -> Bool {
        var matched = end.startIndex
        while index < text.endIndex {
            if text[index] == end[matched] {
                matched = end.index(after: matched)
                if matched == end.endIndex {
                    advance()
                    return true
                }
            } else {
                matched = end.startIndex
            }
            advance()
        }
        return false
    }

    /// `parserSetDelimiter`: the new start and end delimiters.
    private mutating func delimiterChange(_ end: String) -> (start: String, end: String)? {
        skip(while: \.isWhitespace)
        guard let start = read(until: \.isWhitespace) else { return nil }
        skip(while: \.isWhitespace)
        guard let newEnd = read(until: { $0 == "=" || $0.isWhitespace }) else { return nil }
        skip(while: \.isWhitespace)
        guard read("="), read(end), !start.isEmpty, !newEnd.isEmpty else { return nil }
        return (String(start), String(newEnd))
    }

    /// `readConfigVariable`, up to its end delimiter.
    private mutating func config(_ end: String) -> Bool {
        skip(while: \.isWhitespace)
        skip(while: Self.configCharacters.contains)
        skip(while: \.isWhitespace)
        guard read(":") else { return false }
        skip(while: \.isWhitespace)
        skip(while: Self.configCharacters.contains)
        skip(while: \.isWhitespace)
        return read(end)
    }

    // MARK: Reading Characters

    private mutating func advance() {
        text.formIndex(after: &index)
    }

    private mutating func skip(while test: (Character) -> Bool) {
        while index < text.endIndex && test(text[index]) { advance() }
    }

    /// Moves past `string` if the text goes on with it (compared as Strings are, as the parser
    /// compares them).
    private mutating func read(_ string: String) -> Bool {
        guard let after = text.index(index, offsetBy: string.count, limitedBy: text.endIndex),
            text[index..<after] == string
        else { return false }
        index = after
        return true
    }

    /// The text up to the first Character that passes `test`; nil when none does.
    private mutating func read(until test: (Character) -> Bool) -> Substring? {
        let start = index
        skip(while: { !test($0) })
        return index < text.endIndex ? text[start..<index] : nil
    }
}

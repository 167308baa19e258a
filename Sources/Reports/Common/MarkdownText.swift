/// Text from a user, a file or a database, made safe to place inside Markdown: it reads as the
/// same characters and never as Markdown syntax (emphasis, links, raw HTML, table cells, lists).
public enum MarkdownText {
    private static let special: Set<Character> = ["\\", "`", "*", "_", "[", "]", "<", ">", "|", "~", "&", "#", "!"]

    /// - Parameter lineStart: whether the text may open a line (a paragraph, a list item), where a
    ///   leading `-`, `+`, `=` or `1.` would start a block; not so inside a table cell.
    public static func escape(_ text: String, lineStart: Bool = true) -> String {
        var escaped = ""
        for character in text {
            if character.isNewline {
                escaped.append(" ")
                continue
            }
            if special.contains(character) { escaped.append("\\") }
            escaped.append(character)
        }
        guard lineStart else { return escaped }
        if let first = escaped.first, "-+=".contains(first) { escaped.insert("\\", at: escaped.startIndex) }
        if let marker = escaped.firstIndex(where: { !$0.isNumber }), marker != escaped.startIndex,
            ".)".contains(escaped[marker])
        {
            escaped.insert("\\", at: marker)
        }
        return escaped
    }
}

import SiteModel

/// The parts of a note another note embeds (`![[Note#Heading]]`, `![[Note#^id]]`), found in its
/// Markdown as Obsidian finds them: line by line, fenced code passed over.
package enum NoteParts {
    /// The section under the heading `path` names (`A` or `A#B`, a heading below `A`), its
    /// heading included, to the next heading as high or higher; nil when there is none. Headings
    /// are matched by their slug, as links to them are.
    package static func section(of markdown: String, heading path: String) -> String? {
        let lines = lined(markdown)
        var from = 0, to = lines.count
        var found: (index: Int, level: Int)?
        for wanted in path.split(separator: "#").map({ Slug.make(String($0)) }) {
            found = nil
            for index in from..<to {
                guard let (level, text) = lines[index].heading, Slug.make(text) == wanted else { continue }
                found = (index, level)
                break
            }
            guard let start = found else { return nil }
            from = start.index
            to = (start.index + 1..<to).first { (lines[$0].heading?.level ?? 7) <= start.level } ?? to
        }
        guard found != nil else { return nil }
        return lines[from..<to].map(\.text).joined(separator: "\n")
    }

    /// The block a `^id` names: the lines from the blank line before it to the one it ends (a
    /// list item alone when it ends one), or the block above when it stands on a line of its
    /// own; the id left out. Nil when the note has no such id.
    package static func block(of markdown: String, id: String) -> String? {
        let lines = lined(markdown), mark = "^" + id
        guard let end = lines.firstIndex(where: { !$0.inCode && $0.text.trimmedEnd.hasSuffix(mark) }) else {
            return nil
        }
        let text = lines[end].text.trimmedEnd
        let rest = String(text.dropLast(mark.count))
        guard rest.isEmpty || rest.last == " " || rest.last == "\t" else { return nil }
        if rest.trimmedEnd.isEmpty {  // on a line of its own: the block above
            var last = end - 1
            while last >= 0, lines[last].text.trimmedEnd.isEmpty { last -= 1 }
            guard last >= 0 else { return nil }
            return chunk(lines, endingAt: last).joined(separator: "\n")
        }
        if isListItem(rest) { return rest.trimmedEnd }
        return (chunk(lines, endingAt: end).dropLast() + [rest.trimmedEnd]).joined(separator: "\n")
    }

    private struct Line {
        let text: String
        let inCode: Bool

        /// Its level and text when it is an ATX heading outside code.
        var heading: (level: Int, text: String)? {
            guard !inCode else { return nil }
            let stripped = text.drop { $0 == " " }
            guard text.count - stripped.count <= 3 else { return nil }
            let level = stripped.prefix { $0 == "#" }.count
            guard (1...6).contains(level) else { return nil }
            let rest = stripped.dropFirst(level)
            guard rest.isEmpty || rest.first == " " || rest.first == "\t" else { return nil }
            var title = String(rest).trimmedEnd.drop { $0 == " " || $0 == "\t" }
            // A closing run of `#` is no part of the title.
            if let closing = title.lastIndex(where: { $0 != "#" }), title[closing] == " " {
                title = title[...closing]
            }
            return (level, String(title).trimmedEnd)
        }
    }

    /// The lines of `markdown`, each marked when fenced code holds it (the fences too).
    private static func lined(_ markdown: String) -> [Line] {
        var fence: Character?, lines: [Line] = []
        for text in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            let start = text.drop { $0 == " " || $0 == ">" || $0 == "\t" }
            let opener = start.first.flatMap { $0 == "`" || $0 == "~" ? $0 : nil }
            let isFence = opener.map { mark in start.prefix { $0 == mark }.count >= 3 } ?? false
            if isFence && (fence == nil || fence == opener) {
                lines.append(Line(text: String(text), inCode: true))
                fence = fence == nil ? opener : nil
            } else {
                lines.append(Line(text: String(text), inCode: fence != nil))
            }
        }
        return lines
    }

    /// The lines of the paragraph or block that ends at `end`: back to the blank line before it.
    private static func chunk(_ lines: [Line], endingAt end: Int) -> [String] {
        var start = end
        while start > 0, !lines[start - 1].text.trimmedEnd.isEmpty { start -= 1 }
        return lines[start...end].map(\.text)
    }

    private static func isListItem(_ line: String) -> Bool {
        let start = line.drop { $0 == " " || $0 == "\t" }
        if let first = start.first, "-*+".contains(first), start.dropFirst().first == " " { return true }
        let digits = start.prefix { $0.isASCII && $0.isNumber }
        let after = start.dropFirst(digits.count)
        return !digits.isEmpty && (after.hasPrefix(". ") || after.hasPrefix(") "))
    }
}

extension StringProtocol {
    fileprivate var trimmedEnd: String {
        var text = String(self)
        while let last = text.last, last == " " || last == "\t" || last == "\r" { text.removeLast() }
        return text
    }
}

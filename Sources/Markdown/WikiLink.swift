import Foundation

/// A link as Obsidian writes it: `[[Note]]`, `[[folder/Note.md#Heading|label]]`,
/// `[[Note#^block-id]]`, and with a `!` before it an embed, `![[map.png|300]]`.
package struct WikiLink: Hashable, Sendable {
    /// What the link names: a note (with or without `.md`) or another file, by its name or its
    /// path in the vault; empty for a part of the same note (`[[#Heading]]`).
    package let target: String
    /// The heading it lands on, as written (`Heading`, or `A#B` for a heading under another).
    package let heading: String?
    /// The block it lands on, without its `^`.
    package let block: String?
    /// What stands after `|`: the text shown, or an image's size.
    package let label: String?
    package let isEmbed: Bool
    /// Whether nothing but the link (and the marks of a quote or blanks) stands on its line.
    package let standsAlone: Bool
    /// Its bytes in the text it was found in, `!` and brackets included.
    package let range: Range<Int>
    /// Its line in that text, from 1.
    package let line: Int

    /// The link read from what stands between its brackets; nil when that is no link (empty, or
    /// spread over lines).
    init?(inner: ArraySlice<UInt8>, isEmbed: Bool, standsAlone: Bool, range: Range<Int>, line: Int) {
        guard !inner.contains(UInt8(ascii: "\n")) else { return nil }
        let text = String(decoding: inner, as: UTF8.self)
        let pipe = text.firstIndex(of: "|")
        var reference = pipe.map { String(text[..<$0]) } ?? text
        // In a table the pipe is written `\|`, so that it ends no cell.
        if pipe != nil, reference.hasSuffix("\\") { reference.removeLast() }
        label = pipe.map { String(text[text.index(after: $0)...]).trimmed }
        var parts = reference.split(separator: "#", omittingEmptySubsequences: false).map { String($0).trimmed }
        target = parts.removeFirst()
        let part = parts.filter { !$0.isEmpty }
        if let last = part.last, last.hasPrefix("^") {
            (block, heading) = (String(last.dropFirst()), nil)
        } else {
            (block, heading) = (nil, part.isEmpty ? nil : part.joined(separator: "#"))
        }
        guard !target.isEmpty || heading != nil || block != nil else { return nil }
        (self.isEmbed, self.standsAlone, self.range, self.line) = (isEmbed, standsAlone, range, line)
    }

    /// The text a link without a label shows, as Obsidian shows it: `Note`, `Note > Heading`.
    package var shownText: String {
        if let label, !label.isEmpty { return label }
        let name = target.hasSuffix(".md") ? String(target.dropLast(3)) : target
        let part = block.map { "^" + $0 } ?? heading?.replacingOccurrences(of: "#", with: " > ")
        switch (name.isEmpty, part) {
        case (_, nil): return name
        case (true, let part?): return part
        case (false, let part?): return "\(name) > \(part)"
        }
    }
}

extension String {
    fileprivate var trimmed: String { trimmingCharacters(in: .whitespaces) }
}

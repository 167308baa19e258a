import Foundation

/// One run of a statblock's shown text: words, `code`, or an inline roll. The template escapes
/// the words and the code; an inline roll comes as HTML, escaped where it was made
/// (`DiceBlock.inlineHTML`), which is why it is apart.
struct TextPart: Encodable, Hashable {
    let text: String
    let code: Bool
    /// The inline roll's HTML; empty for words and code.
    let dice: String

    static func words(_ text: String) -> TextPart { TextPart(text: text, code: false, dice: "") }
}

/// A statblock's text values as the plugin shows them in a note: `` `dice: 4d6` `` rolled (the
/// Dice Roller plugin's inline roll), other backticks as code, and `[[Note|words]]` links as
/// their words (the site has no vault to link into). Rolls are numbered in the order the block's
/// text is shown, so that each rolls dice of its own.
struct StatblockText {
    /// The HTML of the inline roll of `formula`, the `number`th of the block's (from 1); nil when
    /// it is no formula, and it stays code.
    let roll: (_ formula: String, _ number: Int) -> String?
    private(set) var rolls = 0

    init(roll: @escaping (_ formula: String, _ number: Int) -> String?) {
        self.roll = roll
    }

    /// The runs of a value's text (a list or mapping as one line, `StatblockValue.compact`).
    mutating func parts(_ value: StatblockValue) -> [TextPart] {
        parts(value.compact)
    }

    /// The runs of `text`: between backticks code or a roll, elsewhere words.
    mutating func parts(_ text: String) -> [TextPart] {
        var parts: [TextPart] = []
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "`"),
            let close = rest[rest.index(after: open)...].firstIndex(of: "`")
        {
            if open > rest.startIndex { parts.append(.words(Self.plain(rest[..<open]))) }
            parts.append(inline(String(rest[rest.index(after: open)..<close])))
            rest = rest[rest.index(after: close)...]
        }
        if !rest.isEmpty { parts.append(.words(Self.plain(rest))) }
        return parts
    }

    /// What stood between backticks: a roll when it is `dice:` and a formula, else code.
    private mutating func inline(_ code: String) -> TextPart {
        let trimmed = code.drop { $0.isWhitespace }
        guard trimmed.lowercased().hasPrefix("dice:"),
            let html = roll(trimmed.dropFirst("dice:".count).trimmingCharacters(in: .whitespaces), rolls + 1)
        else { return TextPart(text: code, code: true, dice: "") }
        rolls += 1
        return TextPart(text: "", code: false, dice: html)
    }

    /// `text` with each `[[target]]` or `[[target|words]]` (or `![[…]]`) as its words.
    static func plain(_ text: some StringProtocol) -> String {
        var out = "", rest = Substring(text)
        while let open = rest.range(of: "[["), let close = rest[open.upperBound...].range(of: "]]") {
            var before = rest[..<open.lowerBound]
            if before.hasSuffix("!") { before = before.dropLast() }
            out += before
            let link = rest[open.upperBound..<close.lowerBound]
            out += link.split(separator: "|", maxSplits: 1, omittingEmptySubsequences: false).last ?? link
            rest = rest[close.upperBound...]
        }
        return out + rest
    }
}

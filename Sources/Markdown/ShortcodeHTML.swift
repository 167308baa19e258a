import CCmarkGFM

/// The HTML of a page's shortcodes, and how their places are marked in its Markdown: each by a
/// pair of tags, `<tag-N></tag-N>`, N its number, of a name the page's text does not hold.
///
/// Raw HTML is a node of its own in libcmark-gfm's tree wherever it stands (a paragraph, a list,
/// a table cell, a heading, a link's text), so the marks are found as such and each is swapped
/// for its HTML as a custom node, which the library writes as it is whatever the options say of
/// raw HTML: what a user typed is still filtered, the builder's HTML is not. No text of the page
/// can pass for a mark: the name is not in it, and the library reads character references only in
/// text, never in raw HTML. The pair (rather than one tag) never starts an HTML block, so a mark
/// alone on its line is a paragraph of its own, which the HTML then replaces whole.
package struct ShortcodeHTML: Hashable, Sendable {
    let tag: String
    private(set) var fragments: [String] = []

    /// Marks for `body`, named `sgsc` and four letters that never follow `sgsc` in it.
    package init(body: [UInt8]) {
        tag = UnusedName.make("sgsc", avoiding: [body])
    }

    /// The mark of fragment `number`, as it goes into Markdown.
    package func mark(_ number: Int) -> String {
        "<\(tag)-\(number)></\(tag)-\(number)>"
    }

    /// Keeps `html` as the next fragment; its number. A NUL would end the C string the library
    /// takes, and with it an attribute's value, so it is written as U+FFFD, as the library does.
    package mutating func add(_ html: String) -> Int {
        fragments.append(html.utf8.contains(0) ? html.replacingOccurrences(of: "\0", with: "\u{FFFD}") : html)
        return fragments.count - 1
    }

    /// The fragment a raw HTML node's text marks, with whether it is the opening tag; nil for
    /// any other text.
    func fragment(markedBy literal: UnsafePointer<CChar>) -> (number: Int, opens: Bool)? {
        var bytes = literal
        guard bytes.pointee == CChar(UInt8(ascii: "<")) else { return nil }
        bytes += 1
        let opens = bytes.pointee != CChar(UInt8(ascii: "/"))
        if !opens { bytes += 1 }
        for byte in tag.utf8 {
            guard bytes.pointee == CChar(bitPattern: byte) else { return nil }
            bytes += 1
        }
        guard bytes.pointee == CChar(UInt8(ascii: "-")) else { return nil }
        bytes += 1
        var number = 0, digits = 0
        while (CChar(UInt8(ascii: "0"))...CChar(UInt8(ascii: "9"))).contains(bytes.pointee), digits < 9 {
            number = number * 10 + Int(bytes.pointee - CChar(UInt8(ascii: "0")))
            (bytes, digits) = (bytes + 1, digits + 1)
        }
        guard digits > 0, bytes.pointee == CChar(UInt8(ascii: ">")), (bytes + 1).pointee == 0,
            number < fragments.count
        else { return nil }
        return (number, opens)
    }

    /// `text` with every mark in it, written as `escaped` writes one, given its fragment.
    func splice(_ text: String, escaped: Bool) -> String {
        var out = "", rest = text[...]
        let open = escaped ? "&lt;\(tag)-" : "<\(tag)-"
        while let start = rest.range(of: open) {
            out += rest[..<start.lowerBound]
            let digits = rest[start.upperBound...].prefix { $0.isASCII && $0.isNumber }
            let close = escaped ? "&gt;&lt;/\(tag)-\(digits)&gt;" : "></\(tag)-\(digits)>"
            let after = rest[start.upperBound...].dropFirst(digits.count)
            guard let number = Int(digits), number < fragments.count, after.hasPrefix(close) else {
                out += rest[start]
                rest = rest[start.upperBound...]
                continue
            }
            out += fragments[number]
            rest = after.dropFirst(close.count)
        }
        return out + rest
    }
}

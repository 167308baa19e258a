/// A shortcode called in a page, as Hugo writes one (`{{< name … >}}`, `{{% name … %}}`, closed by
/// `{{< /name >}}` or by `/>}}`) or Zola (`{{ name(…) }}`, `{% name(…) %}…{% end %}`): its name,
/// its parameters, where it stands in the page and what stands between its tags.
package struct Shortcode: Sendable {
    package enum Syntax: Sendable, Equatable {
        /// `{{< >}}`, or `{{% %}}` when `markdown`: then what stands between its tags is Markdown.
        case hugo(markdown: Bool)
        /// `{{ name() }}`, or `{% name() %}…{% end %}` when `body`.
        case zola(body: Bool)
    }

    package let name: String
    package let syntax: Syntax
    /// `key=value` parameters, in the order written (Zola names every one).
    package let named: [(key: String, value: ShortcodeValue)]
    /// Parameters without a name, in order (Hugo's `{{< youtube w7Ft2ymGmfc >}}`).
    package let positional: [ShortcodeValue]
    /// The line of its opening tag in the page's file.
    package let line: Int
    /// The opening tag's bytes in the page's body, and the closing tag's when it has one.
    let opening: Range<Int>
    var closing: Range<Int>? = nil
    /// Written `{{< name />}}`: it has nothing between tags, and says so.
    let selfClosing: Bool
    /// What stands between its tags; nil when it has no closing tag.
    var inner: [ShortcodePiece]? = nil
    /// Why Zola would not take it for a call (its parameters are not Zola's): it stays text.
    let flaw: String?

    /// The most shortcodes that may stand one inside another's tags.
    package static let deepest = 32

    /// The value of the named parameter `key`, else of the positional one at `position`.
    func parameter(_ key: String, at position: Int? = nil) -> ShortcodeValue? {
        if let found = named.first(where: { $0.key == key }) { return found.value }
        guard let position, position < positional.count else { return nil }
        return positional[position]
    }
}

/// A parameter's value: Hugo's are text unless written as a bare number or `true`/`false`;
/// Zola's are typed as written, lists of values among them.
package enum ShortcodeValue: Sendable, Equatable {
    case text(String)
    case int(Int)
    case double(Double)
    case bool(Bool)
    case list([ShortcodeValue])

    /// The value as templates see it: a list is shown item by item, `false` hides a section.
    var templateValue: Any {
        switch self {
        case .text(let text): text
        case .int(let number): number
        case .double(let number): number
        case .bool(let flag): flag
        case .list(let items): items.map(\.templateValue) as [Any]
        }
    }

    /// The value as text, as a built-in reads it.
    var text: String {
        switch self {
        case .text(let text): text
        case .int(let number): String(number)
        case .double(let number): String(number)
        case .bool(let flag): String(flag)
        case .list(let items): items.map(\.text).joined(separator: " ")
        }
    }
}

/// A part of a page's body, or of what stands between a shortcode's tags.
package enum ShortcodePiece: Sendable {
    /// Bytes of the body, as they are.
    case text(Range<Int>)
    /// Text a shortcode's escaped form (the bytes at the range) stands for: `{{</* name */>}}` is
    /// `{{< name >}}`.
    case literal(String, Range<Int>)
    case call(Shortcode)
}

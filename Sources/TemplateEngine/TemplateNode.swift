/// One piece of a parsed template, as `TemplateRenderer` walks it.
///
/// `TemplateParser` makes them, once per template: text as bytes and names split in advance, so
/// that rendering a page only looks values up and copies bytes.
package indirect enum TemplateNode: Sendable {
    /// Text shown as it is.
    case text([UInt8])
    /// `{{name}}` (escaped) or `{{{name}}}` / `{{&name}}` (not).
    case value(TemplateKey, escaped: Bool)
    /// `{{#name}}…{{/name}}`.
    case section(TemplateKey, [TemplateNode])
    /// `{{^name}}…{{/name}}`.
    case invertedSection(TemplateKey, [TemplateNode])
    /// `{{> name}}`, or `{{< name}}` with the blocks it overrides; `indentation` is the whitespace
    /// before a partial tag on a line of its own, which every line the partial shows is given.
    case partial(String, indentation: [UInt8]?, overrides: [String: [TemplateNode]]?)
    /// `{{$name}}…{{/name}}`: what an including `{{< …}}` overrides, or else its own nodes.
    case block(String, defaults: [TemplateNode], indentation: [UInt8]?)
}

/// A name as a tag gives it (`a.b`, `.`, `.a`, `empty(list)`, `first()`), split once.
package struct TemplateKey: Sendable {
    package enum Start: Sendable {
        /// `.`: the value in scope.
        case current
        /// A transform of nothing (`first()`, `index()`): where a list section is in its list.
        case position
        /// `.a.b`: names looked up in the value in scope only.
        case inScope([String])
        /// `a.b`: the first name looked up through every value in scope, innermost first.
        case anywhere([String])
    }

    package let start: Start
    /// Transforms, innermost last: `uppercased(reversed(x))` is `["uppercased", "reversed"]`.
    package let transforms: [String]
    /// The name as the tag gives it, transforms and all, and the line (from 1) the tag is on:
    /// what a message about it shows.
    package let written: String
    package let line: Int

    /// `name` is what the transforms apply to; dots split it into the names looked up one in the
    /// other, leaving out empty parts.
    init(name: String, transforms: [String], written: String, line: Int) {
        (self.transforms, self.written, self.line) = (transforms, written, line)
        let parts = name.utf8.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: true).map {
            String(decoding: $0, as: UTF8.self)
        }
        start =
            if name == "." {
                .current
            } else if name.isEmpty && !transforms.isEmpty {
                .position
            } else if name.hasPrefix(".") {
                .inScope(parts)
            } else {
                .anywhere(parts)
            }
    }
}

extension [TemplateNode] {
    /// Every name these nodes read, in the order they come, with the blocks that partials and
    /// parents override; partials and parents themselves are not followed.
    package var keys: [TemplateKey] {
        flatMap { node -> [TemplateKey] in
            switch node {
            case .text: []
            case .value(let key, _): [key]
            case .section(let key, let body), .invertedSection(let key, let body): [key] + body.keys
            case .partial(_, _, let overrides): (overrides ?? [:]).keys.sorted().flatMap { overrides?[$0]?.keys ?? [] }
            case .block(_, let body, _): body.keys
            }
        }
    }
}

extension TemplateKey {
    /// The first name looked up (`page` of `page.title` and of `.page`); nil for `.` and a
    /// position.
    package var firstName: String? {
        switch start {
        case .current, .position: nil
        case .inScope(let names), .anywhere(let names): names.first
        }
    }
}

import Mustache

/// One piece of a parsed template, as `TemplateRenderer` walks it.
///
/// Templates are parsed by swift-mustache, whose parser has the last word on tags, delimiters and
/// standalone lines; `TemplateNodes` reads what it made into these, once per template, so that
/// rendering works on bytes and names split in advance (see `TemplateRenderer` for why).
indirect enum TemplateNode: Sendable {
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
    /// `{{>*name}}`: a partial picked by a value, which a library refuses.
    case pickedPartial(String)
    /// `{{$name}}…{{/name}}`: what an including `{{< …}}` overrides, or else its own nodes.
    case block(String, defaults: [TemplateNode], indentation: [UInt8]?)
    /// `{{% CONTENT_TYPE: … }}`: how the rest of the template escapes.
    case escaping(TemplateEscaping)
}

/// How `{{name}}` escapes a value.
enum TemplateEscaping: Sendable {
    /// `HTMLText`, byte by byte: what every template of a library starts with (`EscapedHTML`).
    case html
    /// Another content type, escaping through the library's own code.
    case other(any MustacheContentType)

    /// What a template starts with before its first content-type tag: swift-mustache's HTML.
    static let libraryDefault: TemplateEscaping = {
        guard let template = try? MustacheTemplate(string: "{{% CONTENT_TYPE: HTML }}"),
            case .escaping(let escaping)? = TemplateNodes.nodes(of: template).first
        else { preconditionFailure("swift-mustache reads a content-type tag differently") }
        return escaping
    }()
}

/// A name as a tag gives it (`a.b`, `.`, `.a`, `empty(list)`, `first()`), split once.
struct TemplateKey: Sendable {
    enum Start: Sendable {
        /// `.`: the value in scope.
        case current
        /// A transform of nothing (`first()`, `index()`): where a list section is in its list.
        case position
        /// `.a.b`: names looked up in the value in scope only.
        case inScope([String])
        /// `a.b`: the first name looked up through every value in scope, innermost first.
        case anywhere([String])
    }

    let start: Start
    /// Transforms, innermost last: `uppercased(reversed(x))` is `["uppercased", "reversed"]`.
    let transforms: [String]

    init(start: Start, transforms: [String]) {
        (self.start, self.transforms) = (start, transforms)
    }

    /// Dots split a name as swift-mustache splits it, leaving out empty parts.
    init(name: String, transforms: [String]) {
        self.transforms = transforms
        let parts = name.utf8.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: true).map {
            String(decoding: $0, as: UTF8.self)
        }
        start =
            if name == "." { .current } else if name.isEmpty && !transforms.isEmpty {
                .position
            } else if name.utf8.first
                == UInt8(ascii: ".")
            {
                .inScope(parts)
            } else {
                .anywhere(parts)
            }
    }
}

import Mustache

/// Reads a template swift-mustache parsed into `TemplateNode`s.
///
/// The library keeps a parsed template's tokens to itself, so they are read through `Mirror`: a
/// token is an enum case whose payload holds names, text, nested templates and content types. A
/// token of a kind not known here stops the program rather than render something else; the tests
/// read every kind of tag through here, so a new version of the library that changed its tokens
/// fails them first.
enum TemplateNodes {
    /// The nodes of a library's template text, read with `EscapedHTML.pragma` in front. A text
    /// without `{{` (a stylesheet, a script) holds no tag, and swift-mustache would make it a
    /// text node a line, less a last line of blanks alone: made so here without its parser,
    /// which goes by Characters and took most of the time templates took to load. (A text that
    /// ends in `{` is the parser's to refuse, as it does.)
    static func parse(_ text: String) throws -> [TemplateNode] {
        let bytes = Array(text.utf8)
        if !ByteSearch.contains(bytes, "{{") && bytes.last != UInt8(ascii: "{") {
            return [.escaping(.html)] + lines(of: bytes)
        }
        return nodes(of: try MustacheTemplate(string: EscapedHTML.pragma + text))
    }

    /// Every line with its line feed; the last without one, unless it is only blanks.
    private static func lines(of bytes: [UInt8]) -> [TemplateNode] {
        var nodes: [TemplateNode] = [], start = 0
        while let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) {
            nodes.append(.text(Array(bytes[start...end])))
            start = end + 1
        }
        let rest = bytes[start...]
        if rest.contains(where: { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") }) {
            nodes.append(.text(Array(rest)))
        }
        return nodes
    }

    static func nodes(of template: MustacheTemplate) -> [TemplateNode] {
        guard let tokens = field("tokens", of: template) as? [Any] else { unreadable(template) }
        return tokens.map(node)
    }

    private static func node(_ token: Any) -> TemplateNode {
        guard let (kind, payload) = enumCase(token) else { unreadable(token) }
        switch kind {
        case "text":
            return .text(Array(string(payload).utf8))
        case "variable", "unescapedVariable":
            return .value(key(payload), escaped: kind == "variable")
        case "section":
            return .section(key(payload), nodes(of: template(field("template", of: payload))))
        case "invertedSection":
            return .invertedSection(key(payload), nodes(of: template(field("template", of: payload))))
        case "partial":
            return .partial(
                string(field(".0", of: payload)), indentation: indentation(field("indentation", of: payload)),
                overrides: overrides(field("inherits", of: payload)))
        case "dynamicNamePartial":
            return .pickedPartial(string(field(".0", of: payload)))
        case "blockExpansion":
            return .block(
                string(field("name", of: payload)), defaults: nodes(of: template(field("default", of: payload))),
                indentation: indentation(field("indentation", of: payload)))
        case "contentType":
            guard let contentType = payload as? any MustacheContentType else { unreadable(token) }
            return .escaping(contentType is EscapedHTML ? .html : .other(contentType))
        default:
            unreadable(token)
        }
    }

    private static func key(_ payload: Any) -> TemplateKey {
        guard let transforms = field("transforms", of: payload) as? [String] else { unreadable(payload) }
        return TemplateKey(name: string(field("name", of: payload)), transforms: transforms)
    }

    private static func indentation(_ value: Any?) -> [UInt8]? {
        (unwrapped(value) as? String).map { Array($0.utf8) }
    }

    private static func overrides(_ value: Any?) -> [String: [TemplateNode]]? {
        guard let blocks = unwrapped(value) else { return nil }
        guard let templates = blocks as? [String: MustacheTemplate] else { unreadable(blocks) }
        return templates.mapValues(nodes)
    }

    // MARK: Reading through Mirror

    private static func enumCase(_ value: Any) -> (String, Any)? {
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .enum, let payload = mirror.children.first, let label = payload.label else {
            return nil
        }
        return (label, payload.value)
    }

    private static func field(_ label: String, of value: Any) -> Any? {
        Mirror(reflecting: value).children.first { $0.label == label }?.value
    }

    /// The value inside an optional; nil for none.
    private static func unwrapped(_ value: Any?) -> Any? {
        guard let value else { return nil }
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .optional else { return value }
        return mirror.children.first?.value
    }

    private static func string(_ value: Any?) -> String {
        guard let string = value as? String else { unreadable(value as Any) }
        return string
    }

    private static func template(_ value: Any?) -> MustacheTemplate {
        guard let template = value as? MustacheTemplate else { unreadable(value as Any) }
        return template
    }

    private static func unreadable(_ value: Any) -> Never {
        preconditionFailure("swift-mustache's parsed template is not as sheetgen reads it: \(type(of: value))")
    }
}

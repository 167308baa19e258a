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
    /// ends in `{` is the parser's to refuse, as it does.) A text the parser would stop the process
    /// on (nested too deep for its stack) throws `TemplateNesting.Refusal` before it is parsed.
    static func parse(_ text: String) throws -> [TemplateNode] {
        let bytes = Array(text.utf8)
        if !ByteSearch.contains(bytes, "{{") && bytes.last != UInt8(ascii: "{") {
            return [.escaping(.html)] + lines(of: bytes)
        }
        try TemplateNesting.check(text)
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

    // The payloads of the library's token cases, cast to at once: reading them field by field
    // through `Mirror` was most of the time a template took to read.
    private typealias Value = (name: String, transforms: [String])
    private typealias Section = (name: String, transforms: [String], template: MustacheTemplate)
    private typealias Partial = (String, indentation: String?, inherits: [String: MustacheTemplate]?)
    private typealias Block = (name: String, default: MustacheTemplate, indentation: String?)

    private static func node(_ token: Any) -> TemplateNode {
        guard let (kind, payload) = enumCase(token) else { unreadable(token) }
        switch kind {
        case "text":
            return .text(Array(cast(payload, to: String.self).utf8))
        case "variable", "unescapedVariable":
            let value = cast(payload, to: Value.self)
            return .value(TemplateKey(name: value.name, transforms: value.transforms), escaped: kind == "variable")
        case "section", "invertedSection":
            let section = cast(payload, to: Section.self)
            let key = TemplateKey(name: section.name, transforms: section.transforms)
            let nodes = nodes(of: section.template)
            return kind == "section" ? .section(key, nodes) : .invertedSection(key, nodes)
        case "partial":
            let partial = cast(payload, to: Partial.self)
            return .partial(
                partial.0, indentation: partial.indentation.map { Array($0.utf8) },
                overrides: partial.inherits?.mapValues(nodes))
        case "dynamicNamePartial":
            return .pickedPartial(cast(payload, to: Partial.self).0)
        case "blockExpansion":
            let block = cast(payload, to: Block.self)
            return .block(
                block.name, defaults: nodes(of: block.default), indentation: block.indentation.map { Array($0.utf8) })
        case "contentType":
            let contentType = cast(payload, to: (any MustacheContentType).self)
            return .escaping(contentType is EscapedHTML ? .html : .other(contentType))
        default:
            unreadable(token)
        }
    }

    private static func cast<Payload>(_ payload: Any, to: Payload.Type) -> Payload {
        guard let payload = payload as? Payload else { unreadable(payload) }
        return payload
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

    private static func unreadable(_ value: Any) -> Never {
        preconditionFailure("swift-mustache's parsed template is not as sheetgen reads it: \(type(of: value))")
    }
}

import Mustache

/// Renders `TemplateNode`s into bytes, as swift-mustache renders the same template.
///
/// swift-mustache looks each name up through a stack of `Any` values, with several protocol casts
/// a step, splits it at dots on every lookup and builds every template's output as a `String` of
/// its own; on a site of thousands of pages that was a third of a build's work. This renderer
/// keeps one output buffer and one stack, has the names split in advance, and tells the values a
/// site's contexts are made of (dictionaries, lists, text, numbers) by their type before it asks
/// for any protocol. What a template shows is the library's to the byte, quirks and all (the
/// differential tests hold the two together): values the fast paths do not know take the
/// library's own route (`MustacheParent`, `MustacheTransformable`, `Mirror`).
struct TemplateRenderer {
    private let templates: [String: [TemplateNode]]
    private var stack: [Any]
    private(set) var output: [UInt8] = []

    init(templates: [String: [TemplateNode]], context: Any) {
        self.templates = templates
        self.stack = [context]
        output.reserveCapacity(16 * 1024)
    }

    /// What the rendering of one template's nodes carries: where a list section is in its list,
    /// the indentation of the standalone partials it is inside, the blocks they override, and how
    /// values are escaped.
    struct Frame {
        var position: ListPosition? = nil
        var indentation: [UInt8]? = nil
        var overrides: [String: [TemplateNode]]? = nil
        var escaping: TemplateEscaping = .libraryDefault
    }

    mutating func render(_ nodes: [TemplateNode], frame: Frame = Frame()) {
        var frame = frame
        let start = output.count
        guard let indentation = frame.indentation, !indentation.isEmpty else {
            for node in nodes { render(node, frame: &frame) }
            return
        }
        // Whatever a node shows right after a line break of this template's own output is
        // indented, as the library does it: per node, not per line.
        for node in nodes {
            let mark = output.count
            let afterLineBreak = endsWithLineFeed(from: start)
            render(node, frame: &frame)
            if afterLineBreak && output.count > mark { output.insert(contentsOf: indentation, at: mark) }
        }
    }

    /// Whether the output since `start` ends with a line feed that is a Character of its own (not
    /// the end of a CR LF).
    private func endsWithLineFeed(from start: Int) -> Bool {
        let count = output.count
        guard count > start, output[count - 1] == UInt8(ascii: "\n") else { return false }
        return count - start < 2 || output[count - 2] != UInt8(ascii: "\r")
    }

    private mutating func render(_ node: TemplateNode, frame: inout Frame) {
        switch node {
        case .text(let bytes):
            output += bytes
        case .value(let key, let escaped):
            guard let value = value(of: key, frame: frame) else { return }
            show(value, escaping: escaped ? frame.escaping : nil)
        case .section(let key, let nodes):
            section(value(of: key, frame: frame), nodes, frame: frame)
        case .invertedSection(let key, let nodes):
            invertedSection(value(of: key, frame: frame), nodes, frame: frame)
        case .partial(let name, let indentation, let overrides):
            guard let nodes = templates[name] else { return }
            var inner = Frame(indentation: frame.indentation, overrides: frame.overrides)
            if let indentation { inner.indentation = (frame.indentation ?? []) + indentation }
            if let overrides {
                // The outer template's overrides win over the inner's.
                inner.overrides = frame.overrides.map { $0.merging(overrides) { outer, _ in outer } } ?? overrides
            }
            render(nodes, frame: inner)
        case .pickedPartial:
            return  // refused when the library loads
        case .block(let name, let defaults, let indentation):
            var inner = Frame(indentation: frame.indentation, overrides: frame.overrides, escaping: frame.escaping)
            if let indentation { inner.indentation = (frame.indentation ?? []) + indentation }
            render(frame.overrides?[name] ?? defaults, frame: inner)
        case .escaping(let escaping):
            frame.escaping = escaping
        }
    }

    // MARK: Showing a value

    /// `escaping` nil shows the value as it is.
    private mutating func show(_ value: Any, escaping: TemplateEscaping?) {
        let text: String =
            switch TemplateValueKind(value) {
            case .string: value as! String
            case .int: String(value as! Int)
            default:
                if let renderable = value as? MustacheCustomRenderable {
                    renderable.renderText
                } else {
                    String(describing: Self.unwrappingOptional(value))
                }
            }
        switch escaping {
        case nil: output += text.utf8
        case .html?: HTMLText.append(text, to: &output)
        case .other(let contentType)?: output += contentType.escapeText(text).utf8
        }
    }

    /// The value an optional holds; an optional holding nothing stays as it is (shown as `nil`).
    private static func unwrappingOptional(_ value: Any) -> Any {
        (value as? any OptionalTemplateValue)?.wrappedValue ?? value
    }

    // MARK: Sections

    private mutating func section(_ value: Any?, _ nodes: [TemplateNode], frame: Frame) {
        guard let value else { return }
        switch TemplateValueKind(value) {
        case .string, .int, .dictionary, .parent:
            inScope(value, nodes, frame: frame)
        case .list:
            list(value as! [Any], nodes, frame: frame)
        case .bool:
            if value as! Bool { render(nodes, frame: frame) }
        case .plain, .other:
            if let sequence = value as? any MustacheSequence {
                list(Self.elements(of: sequence), nodes, frame: frame)
            } else if let bool = value as? Bool {
                if bool { render(nodes, frame: frame) }
            } else if let renderable = value as? MustacheCustomRenderable, renderable.isNull {
                return
            } else {
                inScope(value, nodes, frame: frame)
            }
        }
    }

    private mutating func invertedSection(_ value: Any?, _ nodes: [TemplateNode], frame: Frame) {
        guard let value else { return render(nodes, frame: frame) }
        switch TemplateValueKind(value) {
        case .string, .int, .dictionary, .parent:
            return
        case .list:
            if (value as! [Any]).isEmpty { inScope(value, nodes, frame: frame) }
        case .bool:
            if !(value as! Bool) { render(nodes, frame: frame) }
        case .plain, .other:
            if let sequence = value as? any MustacheSequence {
                if Self.elements(of: sequence).isEmpty { inScope(value, nodes, frame: frame) }
            } else if let bool = value as? Bool {
                if !bool { render(nodes, frame: frame) }
            } else if let renderable = value as? MustacheCustomRenderable, renderable.isNull {
                render(nodes, frame: frame)
            }
        }
    }

    /// Renders `nodes` with `value` innermost in scope (and outside any list position).
    private mutating func inScope(_ value: Any, _ nodes: [TemplateNode], frame: Frame, position: ListPosition? = nil) {
        var inner = frame
        inner.position = position
        stack.append(value)
        render(nodes, frame: inner)
        stack.removeLast()
    }

    private mutating func list(_ items: [Any], _ nodes: [TemplateNode], frame: Frame) {
        for (index, item) in items.enumerated() {
            let position = ListPosition(first: index == 0, last: index == items.count - 1, index: index)
            inScope(item, nodes, frame: frame, position: position)
        }
    }

    private static func elements(of sequence: some Sequence) -> [Any] {
        sequence.map { $0 as Any }
    }

    // MARK: Looking names up

    /// The value a key names, as swift-mustache finds it; nil when there is none.
    private func value(of key: TemplateKey, frame: Frame) -> Any? {
        var value: Any?
        switch key.start {
        case .current:
            value = stack.last
        case .position:
            value = frame.position
        case .inScope(let names):
            value = TemplateLookup.value(at: names[...], in: stack[stack.count - 1])
        case .anywhere(let names):
            guard let first = names.first else {
                value = stack.last
                break
            }
            for object in stack.reversed() {
                if let child = TemplateLookup.child(named: first, of: object) {
                    value = TemplateLookup.value(at: names.dropFirst(), in: child)
                    break
                }
            }
        }
        guard var found = value.flatMap(TemplateLookup.represented) else { return nil }
        for transform in key.transforms.reversed() {
            guard let transformable = found as? MustacheTransformable,
                let transformed = transformable.transform(transform)
            else { return nil }
            found = transformed
        }
        return found
    }
}

/// Where a list section's item is in its list: what `first()`, `last()`, `index()`, `even()` and
/// `odd()` show inside it.
struct ListPosition: MustacheTransformable {
    let first: Bool
    let last: Bool
    let index: Int

    func transform(_ name: String) -> Any? {
        switch name {
        case "first": first
        case "last": last
        case "index": index
        case "even": index & 1 == 0
        case "odd": index & 1 == 1
        default: nil
        }
    }
}

/// An optional, whatever it holds, so that one inside an `Any` can be opened.
private protocol OptionalTemplateValue {
    var wrappedValue: Any? { get }
}

extension Optional: OptionalTemplateValue {
    fileprivate var wrappedValue: Any? { self }
}

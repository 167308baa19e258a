import SiteModel
/// Renders `TemplateNode`s into bytes.
///
/// A site renders thousands of pages through the same templates, so this keeps one output buffer
/// and one stack of values in scope, has the names split in advance (`TemplateKey`), and tells the
/// values a site's contexts are made of (dictionaries, lists, text, numbers, pages) by their type
/// before it asks for any protocol (`TemplateValueKind`). Everything shown with `{{name}}` is
/// escaped for HTML (`HTMLText`).
struct TemplateRenderer {
    private let templates: [String: [TemplateNode]]
    private let lookup: TemplateLookup
    private var stack: [Any]
    private(set) var output: [UInt8] = []

    init(templates: [String: [TemplateNode]], context: Any, known: TemplateTypes = TemplateTypes()) {
        self.templates = templates
        self.lookup = TemplateLookup(known: known)
        self.stack = [context]
        output.reserveCapacity(16 * 1024)
    }

    /// What the rendering of one template's nodes carries: where a list section is in its list,
    /// the indentation of the standalone partials it is inside, and the blocks they override.
    struct Frame {
        var position: ListPosition? = nil
        var indentation: [UInt8]? = nil
        var overrides: [String: [TemplateNode]]? = nil
    }

    mutating func render(_ nodes: [TemplateNode], frame: Frame = Frame()) {
        for node in nodes { render(node, frame: frame) }
    }

    /// Inside an indented partial or block, whatever text or value starts a line is indented
    /// first. The parser makes a text node a line, so every line of the partial's own text is
    /// indented, and a value's own lines after its first are not, as the specification has it.
    private mutating func indentIfAtLineStart(_ frame: Frame) {
        if let indentation = frame.indentation, !indentation.isEmpty, output.last == UInt8(ascii: "\n") {
            output += indentation
        }
    }

    private mutating func render(_ node: TemplateNode, frame: Frame) {
        switch node {
        case .text(let bytes):
            indentIfAtLineStart(frame)
            output += bytes
        case .value(let key, let escaped):
            guard let value = value(of: key, frame: frame) else { return }
            show(value, escaped: escaped, frame: frame)
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
        case .block(let name, let defaults, let indentation):
            var inner = Frame(indentation: frame.indentation, overrides: frame.overrides)
            if let indentation { inner.indentation = (frame.indentation ?? []) + indentation }
            render(frame.overrides?[name] ?? defaults, frame: inner)
        }
    }

    // MARK: Showing a value

    private mutating func show(_ value: Any, escaped: Bool, frame: Frame) {
        let text: String =
            switch TemplateValueKind(value, known: lookup.known) {
            case .string: value as! String
            case .int: String(value as! Int)
            default: String(describing: Self.unwrappingOptional(value))
            }
        if text.isEmpty { return }
        indentIfAtLineStart(frame)
        if escaped { HTMLText.append(text, to: &output) } else { output += text.utf8 }
    }

    /// The value an optional holds; an optional holding nothing stays as it is (shown as `nil`).
    private static func unwrappingOptional(_ value: Any) -> Any {
        (value as? any OptionalTemplateValue)?.wrappedValue ?? value
    }

    // MARK: Sections

    private mutating func section(_ value: Any?, _ nodes: [TemplateNode], frame: Frame) {
        guard let value else { return }
        switch TemplateValueKind(value, known: lookup.known) {
        case .string, .int, .dictionary, .parent:
            inScope(value, nodes, frame: frame)
        case .list:
            list(value as! [Any], nodes, frame: frame)
        case .bool:
            if value as! Bool { render(nodes, frame: frame) }
        case .plain, .other:
            if let list = value as? any TemplateList {
                self.list(list.elements, nodes, frame: frame)
            } else if let bool = value as? Bool {
                if bool { render(nodes, frame: frame) }
            } else {
                inScope(value, nodes, frame: frame)
            }
        }
    }

    private mutating func invertedSection(_ value: Any?, _ nodes: [TemplateNode], frame: Frame) {
        guard let value else { return render(nodes, frame: frame) }
        switch TemplateValueKind(value, known: lookup.known) {
        case .string, .int, .dictionary, .parent:
            return
        case .list:
            if (value as! [Any]).isEmpty { inScope(value, nodes, frame: frame) }
        case .bool:
            if !(value as! Bool) { render(nodes, frame: frame) }
        case .plain, .other:
            if let list = value as? any TemplateList {
                if list.elements.isEmpty { inScope(value, nodes, frame: frame) }
            } else if let bool = value as? Bool {
                if !bool { render(nodes, frame: frame) }
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

    // MARK: Looking names up

    /// The value a key names; nil when there is none. A dotted name's first part is looked for
    /// through every value in scope, innermost first; the rest only inside what it found.
    private func value(of key: TemplateKey, frame: Frame) -> Any? {
        var value: Any?
        switch key.start {
        case .current:
            value = stack.last
        case .position:
            value = frame.position
        case .inScope(let names):
            value = lookup.value(at: names[...], in: stack[stack.count - 1])
        case .anywhere(let names):
            guard let first = names.first else {
                value = stack.last
                break
            }
            for object in stack.reversed() {
                if let child = lookup.child(named: first, of: object) {
                    value = lookup.value(at: names.dropFirst(), in: child)
                    break
                }
            }
        }
        guard var found = value.flatMap(lookup.represented) else { return nil }
        for transform in key.transforms.reversed() {
            guard let transformable = found as? any TemplateTransformable,
                let transformed = transformable.transform(transform)
            else { return nil }
            found = transformed
        }
        return found
    }
}

/// An optional, whatever it holds, so that one inside an `Any` can be opened.
private protocol OptionalTemplateValue {
    var wrappedValue: Any? { get }
}

extension Optional: OptionalTemplateValue {
    fileprivate var wrappedValue: Any? { self }
}

import Site
import TemplateEngine

/// Mustache templates read for the names they use, and checked against a context: a name a
/// template reads and the context lacks renders as nothing, silently, so only a test notices it.
///
/// Templates are read by sheetgen's own parser (`TemplateParser`). `names(in:)` lists the names a
/// template reads, and `unresolved` renders nothing but follows the template as the renderer
/// would through a context (sections push their value, lists each item, a name is looked up
/// from the innermost context outwards, a dotted name's first part only), reporting every name
/// that is found nowhere and every section the context never shows.
public enum TemplateNames {
    public struct ParseError: Error, CustomStringConvertible {
        public let line: Int
        public let message: String
        public var description: String { "line \(line): \(message)" }
    }

    static func parse(_ template: String) throws(ParseError) -> [TemplateNode] {
        do {
            return try TemplateParser.parse(template)
        } catch {
            throw ParseError(line: error.line, message: error.message)
        }
    }

    /// Every name `template` reads, without transforms (`empty(tagLinks)` reads `tagLinks`), in
    /// the order they come; partials and parents are not followed.
    public static func names(in template: String) throws(ParseError) -> [String] {
        try parse(template).keys.map(\.bareName).filter { !$0.isEmpty }
    }

    /// How a context value gives the value of a name; nil when it has no such name. `[String: Any]`
    /// dictionaries need none: they are looked up by key whatever this says.
    public typealias Lookup = (_ value: Any, _ name: String) -> Any?

    /// What is wrong when template `name` of `templates` (by template name: `page`, not
    /// `page.mustache`) is rendered with `context`: names found nowhere in the context stack and
    /// sections never shown (so whatever they hold went unchecked). Each as `template:line: what`.
    public static func unresolved(
        template name: String, in templates: [String: String], context: Any, lookup: @escaping Lookup = { _, _ in nil }
    ) throws(ParseError) -> [String] {
        var parsed: [String: [TemplateNode]] = [:]
        for (template, text) in templates {
            do throws(ParseError) {
                parsed[template] = try parse(text)
            } catch {
                throw ParseError(line: error.line, message: "\(template): \(error.message)")
            }
        }
        var checker = Checker(templates: parsed, lookup: lookup)
        checker.check(template: name, stack: [context])
        var seen: Set<String> = []
        return checker.problems.filter { seen.insert($0).inserted }  // a name in a list is missed once per item
    }
}

extension TemplateKey {
    /// The name the transforms apply to, as written (`tagLinks` of `empty(tagLinks)`).
    var bareName: String {
        switch start {
        case .current: "."
        case .position: ""
        case .inScope(let names): "." + names.joined(separator: ".")
        case .anywhere(let names): names.joined(separator: ".")
        }
    }
}

private struct Checker {
    let templates: [String: [TemplateNode]]
    let lookup: TemplateNames.Lookup
    private(set) var problems: [String] = []
    private var shown: [String: Bool] = [:]
    private var depth = 0

    init(templates: [String: [TemplateNode]], lookup: @escaping TemplateNames.Lookup) {
        self.templates = templates
        self.lookup = lookup
    }

    mutating func check(template: String, stack: [Any]) {
        walk(template, in: template, stack: stack, overrides: [:])
        let hidden = shown.filter { !$0.value }.keys.sorted()
        problems += hidden.map { "\($0): never shown, so what it holds is not checked" }
    }

    private typealias Overrides = [String: (template: String, body: [TemplateNode])]

    private mutating func walk(_ name: String, in caller: String, stack: [Any], overrides: Overrides) {
        guard let nodes = templates[name] else {
            problems.append("\(caller): uses the template '\(name)', which is not given")
            return
        }
        guard depth < 50 else { return }  // a template including itself; the library refuses those
        depth += 1
        walk(nodes, template: name, stack: stack, overrides: overrides)
        depth -= 1
    }

    private mutating func walk(_ nodes: [TemplateNode], template: String, stack: [Any], overrides: Overrides) {
        for node in nodes {
            switch node {
            case .text:
                continue
            case .value(let key, _):
                if resolve(key, in: stack) == nil {
                    problems.append("\(template):\(key.line): {{\(key.written)}} is not in the context")
                }
            case .section(let key, let body):
                section(key, inverted: false, body, template: template, stack: stack, overrides: overrides)
            case .invertedSection(let key, let body):
                section(key, inverted: true, body, template: template, stack: stack, overrides: overrides)
            case .partial(let partial, _, let blocks):
                var merged = overrides
                // The outermost override of a block wins.
                for (block, body) in blocks ?? [:] where merged[block] == nil { merged[block] = (template, body) }
                walk(partial, in: template, stack: stack, overrides: merged)
            case .block(let block, let body, _):
                if let override = overrides[block] {
                    walk(override.body, template: override.template, stack: stack, overrides: overrides)
                } else {
                    walk(body, template: template, stack: stack, overrides: overrides)
                }
            }
        }
    }

    private mutating func section(
        _ key: TemplateKey, inverted: Bool, _ body: [TemplateNode], template: String, stack: [Any],
        overrides: Overrides
    ) {
        let tag = "{{\(inverted ? "^" : "#")\(key.written)}}"
        guard let found = resolve(key, in: stack) else {
            problems.append("\(template):\(key.line): \(tag) is not in the context")
            return
        }
        if inverted {  // shown when the value is false or empty, with the same context
            walk(body, template: template, stack: stack, overrides: overrides)
            return
        }
        let shownKey = "\(template):\(key.line): \(tag)"
        let value = Self.transformed(found, by: key.transforms)
        var entered = true
        if let items = value as? [Any] {
            entered = !items.isEmpty
            for item in items { walk(body, template: template, stack: stack + [item], overrides: overrides) }
        } else if let flag = value as? Bool {
            entered = flag
            if flag { walk(body, template: template, stack: stack, overrides: overrides) }
        } else {
            walk(body, template: template, stack: stack + [value], overrides: overrides)
        }
        shown[shownKey] = (shown[shownKey] ?? false) || entered
    }

    /// What the transforms make of a value, as far as the shape of the context goes.
    private static func transformed(_ value: Any, by transforms: [String]) -> Any {
        transforms.reversed().reduce(value) { value, transform in
            let items = value as? [Any]
            switch transform {
            case "empty": return items?.isEmpty ?? false
            case "count": return items?.count ?? 0
            case "first": return items?.first ?? value
            case "last": return items?.last ?? value
            case "equalzero", "odd", "even": return true
            default: return value
            }
        }
    }

    /// The value a key names, looked up as the renderer does; nil when it is found nowhere.
    private func resolve(_ key: TemplateKey, in stack: [Any]) -> Any? {
        switch key.start {
        case .position: return true  // `first()` alone, in a list, tests the item's place
        case .current: return stack.last
        case .inScope(let names): return stack.last.flatMap { descend($0, names[...]) }
        case .anywhere(let names):
            guard let first = names.first else { return stack.last }
            for value in stack.reversed() {
                if let child = child(of: value, first) { return descend(child, names.dropFirst()) }
            }
            return nil
        }
    }

    private func descend(_ value: Any, _ parts: ArraySlice<String>) -> Any? {
        guard let part = parts.first else { return value }
        return child(of: value, part).flatMap { descend($0, parts.dropFirst()) }
    }

    private func child(of value: Any, _ name: String) -> Any? {
        if let dictionary = value as? [String: Any] { return dictionary[name] }
        if let parent = value as? any TemplateParent { return parent.child(named: name) }
        return lookup(value, name)
    }
}

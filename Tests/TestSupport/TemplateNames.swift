import Mustache

/// Mustache templates read for the names they use, and checked against a context: a name a
/// template reads and the context lacks renders as nothing, silently, so only a test notices it.
///
/// `parse` reads a template into its tags (`{{x}}`, `{{{x}}}`, `{{&x}}`, `{{#x}}`, `{{^x}}`,
/// `{{>partial}}`, `{{<parent}}` with `{{$block}}` overrides, comments, delimiter changes),
/// `names(in:)` lists the names it reads, and `unresolved` renders nothing but follows the
/// template as swift-mustache would through a context (sections push their value, lists each
/// item, a name is looked up from the innermost context outwards, a dotted name's first part
/// only), reporting every name that is found nowhere and every section the context never shows.
public enum TemplateNames {
    /// A tag of a template, with the line it is on.
    public indirect enum Node: Sendable {
        /// `{{x}}`, `{{{x}}}` or `{{&x}}`: the name as written, transforms (`empty(x)`) included.
        case name(String, line: Int)
        /// `{{#x}}…{{/x}}`, or `{{^x}}…{{/x}}` when inverted.
        case section(String, line: Int, inverted: Bool, body: [Node])
        case partial(String, line: Int)
        /// `{{<parent}}…{{/parent}}` with the blocks it overrides.
        case parent(String, line: Int, blocks: [String: [Node]])
        /// `{{$block}}…{{/block}}`: what a parent shows unless its child overrides it.
        case block(String, line: Int, body: [Node])
    }

    public struct ParseError: Error, CustomStringConvertible {
        public let line: Int
        public let message: String
        public var description: String { "line \(line): \(message)" }
    }

    /// The tags of `template`, sections with their contents.
    public static func parse(_ template: String) throws(ParseError) -> [Node] {
        var reader = Reader(template)
        let nodes = try reader.nodes(until: nil)
        return nodes
    }

    /// Every name `template` reads, without transforms (`empty(tagLinks)` reads `tagLinks`), in
    /// the order they come; partials and parents are not followed.
    public static func names(in template: String) throws(ParseError) -> [String] {
        func names(_ nodes: [Node]) -> [String] {
            nodes.flatMap { node -> [String] in
                switch node {
                case .name(let name, _): [bareName(name)]
                case .section(let name, _, _, let body): [bareName(name)] + names(body)
                case .partial: []
                case .parent(_, _, let blocks): blocks.keys.sorted().flatMap { blocks[$0].map(names) ?? [] }
                case .block(_, _, let body): names(body)
                }
            }
        }
        return names(try parse(template)).filter { !$0.isEmpty }
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
        var parsed: [String: [Node]] = [:]
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

    /// `empty(tagLinks)` → `tagLinks`; a name without transforms stays as it is.
    static func bareName(_ name: String) -> String {
        var name = Substring(name)
        while let open = name.firstIndex(of: "("), name.hasSuffix(")") {
            name = name[name.index(after: open)..<name.index(before: name.endIndex)]
        }
        return String(name)
    }

    /// The transforms of a name, outermost first: `first(reversed(x))` → `["first", "reversed"]`.
    static func transforms(_ name: String) -> [String] {
        var name = Substring(name), found: [String] = []
        while let open = name.firstIndex(of: "("), name.hasSuffix(")") {
            found.append(String(name[..<open]))
            name = name[name.index(after: open)..<name.index(before: name.endIndex)]
        }
        return found
    }
}

/// Reads tags from a template's text.
private struct Reader {
    private let text: [Character]
    private var position = 0
    private var line = 1
    private var open: [Character] = ["{", "{"]
    private var close: [Character] = ["}", "}"]

    init(_ template: String) {
        text = Array(template)
    }

    /// Nodes up to the closing tag of `section` (to the end of the text when nil).
    mutating func nodes(until section: String?) throws(TemplateNames.ParseError) -> [TemplateNames.Node] {
        var nodes: [TemplateNames.Node] = []
        while let (sigil, content, line) = try nextTag() {
            let name = content.trimmingSpaces
            switch sigil {
            case "#", "^":
                nodes.append(.section(name, line: line, inverted: sigil == "^", body: try self.nodes(until: name)))
            case "/":
                guard name == section else {
                    throw TemplateNames.ParseError(line: line, message: "{{/\(name)}} closes nothing open")
                }
                return nodes
            case ">":
                // `{{>*x}}` picks its partial by the value of x: a name it reads.
                let dynamic = name.hasPrefix("*")
                nodes.append(dynamic ? .name(String(name.dropFirst()), line: line) : .partial(name, line: line))
            case "<":
                var blocks: [String: [TemplateNames.Node]] = [:]
                for node in try self.nodes(until: name) {
                    if case .block(let block, _, let body) = node { blocks[block] = body }
                }
                nodes.append(.parent(name, line: line, blocks: blocks))
            case "$":
                nodes.append(.block(name, line: line, body: try self.nodes(until: name)))
            case "!", "=", "%":
                continue
            default:
                nodes.append(.name(name, line: line))
            }
        }
        if let section { throw TemplateNames.ParseError(line: line, message: "{{#\(section)}} is never closed") }
        return nodes
    }

    /// The next tag: its sigil (or " " for a plain name), its content and its line; nil at the end.
    private mutating func nextTag() throws(TemplateNames.ParseError) -> (Character, String, Int)? {
        guard let start = find(open, from: position) else { return nil }
        countLines(to: start)
        let line = self.line
        var inner = start + open.count
        let triple = open == ["{", "{"] && inner < text.count && text[inner] == "{"
        if triple { inner += 1 }
        let closing = triple ? close + ["}"] : close
        guard let end = find(closing, from: inner) else {
            throw TemplateNames.ParseError(line: line, message: "a tag is never closed")
        }
        var content = String(text[inner..<end])
        position = end + closing.count
        if triple { return ("&", content, line) }
        content = content.trimmingSpaces
        guard let sigil = content.first, "#^/><$!=%&".contains(sigil) else { return (" ", content, line) }
        if sigil == "=" { try changeDelimiters(content, line: line) }
        return (sigil, String(content.dropFirst()), line)
    }

    /// `{{=<% %>=}}`: the delimiters from here on.
    private mutating func changeDelimiters(_ content: String, line: Int) throws(TemplateNames.ParseError) {
        let parts = content.dropFirst().dropLast().split(separator: " ", omittingEmptySubsequences: true)
        guard content.hasSuffix("="), parts.count == 2 else {
            throw TemplateNames.ParseError(line: line, message: "a delimiter change is not {{=open close=}}")
        }
        (open, close) = (Array(parts[0]), Array(parts[1]))
    }

    private func find(_ pattern: [Character], from start: Int) -> Int? {
        guard !pattern.isEmpty, text.count >= pattern.count else { return nil }
        var index = start
        while index + pattern.count <= text.count {
            if text[index] == pattern[0] && Array(text[index..<(index + pattern.count)]) == pattern { return index }
            index += 1
        }
        return nil
    }

    private mutating func countLines(to end: Int) {
        line += text[position..<end].count { $0 == "\n" }
    }
}

/// Follows templates through a context, as rendering would, collecting what does not resolve.
private struct Checker {
    let templates: [String: [TemplateNames.Node]]
    let lookup: TemplateNames.Lookup
    private(set) var problems: [String] = []
    /// Sections by `template:line:name`, and whether one was ever shown.
    private var shown: [String: Bool] = [:]
    private var depth = 0

    init(templates: [String: [TemplateNames.Node]], lookup: @escaping TemplateNames.Lookup) {
        self.templates = templates
        self.lookup = lookup
    }

    mutating func check(template: String, stack: [Any]) {
        walk(template, in: template, stack: stack, overrides: [:])
        let hidden = shown.filter { !$0.value }.keys.sorted()
        problems += hidden.map { "\($0): never shown, so what it holds is not checked" }
    }

    private typealias Overrides = [String: (template: String, body: [TemplateNames.Node])]

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

    private mutating func walk(_ nodes: [TemplateNames.Node], template: String, stack: [Any], overrides: Overrides) {
        for node in nodes {
            switch node {
            case .name(let name, let line):
                if resolve(name, in: stack) == nil {
                    problems.append("\(template):\(line): {{\(name)}} is not in the context")
                }
            case .section(let name, let line, let inverted, let body):
                let tag = Tag(name: name, line: line, inverted: inverted, body: body)
                section(tag, template: template, stack: stack, overrides: overrides)
            case .partial(let partial, _):
                walk(partial, in: template, stack: stack, overrides: overrides)
            case .parent(let parent, _, let blocks):
                var merged = overrides
                // The outermost override of a block wins.
                for (block, body) in blocks where merged[block] == nil { merged[block] = (template, body) }
                walk(parent, in: template, stack: stack, overrides: merged)
            case .block(let block, _, let body):
                if let override = overrides[block] {
                    walk(override.body, template: override.template, stack: stack, overrides: overrides)
                } else {
                    walk(body, template: template, stack: stack, overrides: overrides)
                }
            }
        }
    }

    /// A section's tag and what it holds.
    private struct Tag {
        let name: String, line: Int, inverted: Bool
        let body: [TemplateNames.Node]
    }

    private mutating func section(_ section: Tag, template: String, stack: [Any], overrides: Overrides) {
        let (name, line, inverted, body) = (section.name, section.line, section.inverted, section.body)
        let tag = "{{\(inverted ? "^" : "#")\(name)}}"
        guard let found = resolve(name, in: stack) else {
            problems.append("\(template):\(line): \(tag) is not in the context")
            return
        }
        if inverted {  // shown when the value is false or empty, with the same context
            walk(body, template: template, stack: stack, overrides: overrides)
            return
        }
        let key = "\(template):\(line): \(tag)"
        let value = Self.transformed(found, by: TemplateNames.transforms(name))
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
        shown[key] = (shown[key] ?? false) || entered
    }

    /// What swift-mustache's transforms make of a value, as far as the shape of the context goes.
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

    /// The value of a name, looked up as Mustache does; nil when it is found nowhere.
    private func resolve(_ name: String, in stack: [Any]) -> Any? {
        let bare = TemplateNames.bareName(name)
        // `first()` alone, in a list, tests the item's place rather than a name.
        if bare.isEmpty { return TemplateNames.transforms(name).isEmpty ? nil : true }
        if bare == "." { return stack.last }
        let parts = bare.split(separator: ".").map(String.init)
        if bare.hasPrefix(".") { return stack.last.flatMap { descend($0, parts[...]) } }
        guard let first = parts.first else { return nil }
        for value in stack.reversed() {
            if let child = child(of: value, first) { return descend(child, parts.dropFirst()) }
        }
        return nil
    }

    private func descend(_ value: Any, _ parts: ArraySlice<String>) -> Any? {
        guard let part = parts.first else { return value }
        return child(of: value, part).flatMap { descend($0, parts.dropFirst()) }
    }

    private func child(of value: Any, _ name: String) -> Any? {
        if let dictionary = value as? [String: Any] { return dictionary[name] }
        if let parent = value as? MustacheParent { return parent.child(named: name) }
        return lookup(value, name)
    }
}

private extension String {
    var trimmingSpaces: String {
        String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
    }
}

import Mustache

/// Which templates include which as partials (`{{> name}}`, and `{{< name}}` for inheritance),
/// so that a library can be refused when it loads rather than fail while pages render: a
/// partial missing would render as nothing, and a partial that includes itself, directly or
/// through others, would recurse until the stack runs out.
///
/// swift-mustache keeps a parsed template's tokens to itself; they are read through `Mirror`,
/// which sees the tags after set-delimiter changes, as rendering does. A test keeps this honest
/// against new versions of the library (the default templates must show their partials).
struct PartialGraph {
    /// The partials each template names, in the order they appear.
    let partials: [String: [String]]
    /// Templates that pick a partial by a value (`{{>*name}}`): which one is known only then.
    let dynamic: Set<String>

    /// `partialFree` are templates that cannot include another (see `mayInclude`): they are not
    /// looked through, as `Mirror` is slow.
    init(_ templates: [String: MustacheTemplate], partialFree: Set<String> = []) {
        var partials: [String: [String]] = [:], dynamic: Set<String> = []
        for (name, template) in templates {
            var found: [String] = [], isDynamic = false
            if !partialFree.contains(name) { Self.collect(template, into: &found, dynamic: &isDynamic) }
            partials[name] = found
            if isDynamic { dynamic.insert(name) }
        }
        self.partials = partials
        self.dynamic = dynamic
    }

    /// Whether a template's text may include a partial: swift-mustache reads a tag's sigil right
    /// after its opening delimiter, so with the delimiters left as they are, a text with neither
    /// `{{>` nor `{{<` includes none; one that sets other delimiters (`{{=`) may.
    static func mayInclude(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        return ["{{>", "{{<", "{{="].contains { ByteSearch.contains(bytes, $0) }
    }

    /// Adds the partials named in `value`, looking through tokens, nested templates, tuples,
    /// arrays, dictionaries and optionals.
    private static func collect(_ value: Any, into found: inout [String], dynamic: inout Bool) {
        if value is String { return }  // text and names, most of what a template holds: nothing inside
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .enum, let payload = mirror.children.first {
            if payload.label == "partial", let name = Mirror(reflecting: payload.value).children.first?.value as? String
            {
                found.append(name)
            } else if payload.label == "dynamicNamePartial" {
                dynamic = true
            }
            collect(payload.value, into: &found, dynamic: &dynamic)
            return
        }
        for child in mirror.children {
            collect(child.value, into: &found, dynamic: &dynamic)
        }
    }

    /// A partial that no template is, as (template, partial); nil when there is none.
    func missing() -> (template: String, partial: String)? {
        for (template, included) in partials.sorted(by: { $0.key < $1.key }) {
            if let partial = included.first(where: { partials[$0] == nil }) { return (template, partial) }
        }
        return nil
    }

    /// A cycle of templates each including the next, the first again at the end; nil when none.
    func cycle() -> [String]? {
        var done: Set<String> = []
        for start in partials.keys.sorted() where !done.contains(start) {
            if let cycle = cycle(from: start, path: [], done: &done) { return cycle }
        }
        return nil
    }

    private func cycle(from template: String, path: [String], done: inout Set<String>) -> [String]? {
        if let start = path.firstIndex(of: template) { return Array(path[start...]) + [template] }
        if done.contains(template) { return nil }
        for partial in partials[template] ?? [] {
            if let cycle = cycle(from: partial, path: path + [template], done: &done) { return cycle }
        }
        done.insert(template)
        return nil
    }
}

/// Which templates include which as partials (`{{> name}}`, and `{{< name}}` for inheritance),
/// so that a library can be refused when it loads rather than fail while pages render: a
/// partial missing would render as nothing, and a partial that includes itself, directly or
/// through others, would recurse until the stack runs out.
struct PartialGraph {
    /// The partials each template names, in the order they appear.
    let partials: [String: [String]]
    /// Templates that pick a partial by a value (`{{>*name}}`): which one is known only then.
    let dynamic: Set<String>

    init(_ templates: [String: [TemplateNode]]) {
        var partials: [String: [String]] = [:], dynamic: Set<String> = []
        for (name, nodes) in templates {
            var found: [String] = [], isDynamic = false
            Self.collect(nodes, into: &found, dynamic: &isDynamic)
            partials[name] = found
            if isDynamic { dynamic.insert(name) }
        }
        self.partials = partials
        self.dynamic = dynamic
    }

    /// Adds the partials `nodes` name, inside sections, blocks and overrides too.
    private static func collect(_ nodes: [TemplateNode], into found: inout [String], dynamic: inout Bool) {
        for node in nodes {
            switch node {
            case .text, .value, .escaping: break
            case .section(_, let inner), .invertedSection(_, let inner), .block(_, let inner, _):
                collect(inner, into: &found, dynamic: &dynamic)
            case .partial(let name, _, let overrides):
                found.append(name)
                for block in (overrides ?? [:]).sorted(by: { $0.key < $1.key }) {
                    collect(block.value, into: &found, dynamic: &dynamic)
                }
            case .pickedPartial: dynamic = true
            }
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

/// Which templates include which as partials (`{{> name}}`, and `{{< name}}` for inheritance),
/// so that a library can be refused when it loads rather than fail while pages render: a
/// partial missing would render as nothing, and a partial that includes itself, directly or
/// through others, or a chain of them nested too deep, would recurse until the stack runs out.
struct PartialGraph {
    private let templates: [String: [TemplateNode]]
    /// The partials each template names, in the order they appear.
    let partials: [String: [String]]

    init(_ templates: [String: [TemplateNode]]) {
        var partials: [String: [String]] = [:]
        for (name, nodes) in templates {
            var found: [String] = []
            Self.collect(nodes, into: &found)
            partials[name] = found
        }
        (self.templates, self.partials) = (templates, partials)
    }

    /// Adds the partials `nodes` name, inside sections, blocks and overrides too.
    private static func collect(_ nodes: [TemplateNode], into found: inout [String]) {
        for node in nodes {
            switch node {
            case .text, .value: break
            case .section(_, let inner), .invertedSection(_, let inner), .block(_, let inner, _):
                collect(inner, into: &found)
            case .partial(let name, _, let overrides):
                found.append(name)
                for block in (overrides ?? [:]).sorted(by: { $0.key < $1.key }) {
                    collect(block.value, into: &found)
                }
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

    /// What makes the partials unrenderable, found by one walk through them.
    enum Problem: Equatable {
        /// Templates each including the next, the first again at the end: rendering would recurse
        /// until the stack ran out.
        case cycle([String])
        /// A template that nests deeper than `TemplateParser.deepest`, its sections, blocks and
        /// partials and those of the partials counted together: the renderer goes one level of its
        /// stack deeper for each.
        case tooDeep(String)
    }

    /// The first problem in the order of the templates' names; nil when there is none. The walk
    /// goes no deeper than the limit, so its own stack is bounded too.
    func problem() -> Problem? {
        var walk = Walk(templates: templates)
        for template in templates.keys.sorted() {
            do {
                _ = try walk.height(of: template, above: 0)
            } catch {
                return error.problem ?? .tooDeep(template)
            }
        }
        return nil
    }
}

/// How deep each template nests as it renders, remembered once known.
private struct Walk {
    let templates: [String: [TemplateNode]]
    var heights: [String: Int] = [:]
    /// The templates being measured, each including the next.
    var path: [String] = []

    struct Found: Error {
        /// A cycle; nil for a template too deep.
        let problem: PartialGraph.Problem?
    }

    /// How many levels `template` nests, counting its partials' own, when it renders `above`
    /// levels deep.
    mutating func height(of template: String, above: Int) throws(Found) -> Int {
        if let height = heights[template] { return height }
        if let start = path.firstIndex(of: template) {
            throw Found(problem: .cycle(Array(path[start...]) + [template]))
        }
        path.append(template)
        let height = try self.height(of: templates[template] ?? [], above: above)
        path.removeLast()
        heights[template] = height
        return height
    }

    private mutating func height(of nodes: [TemplateNode], above: Int) throws(Found) -> Int {
        guard above <= TemplateParser.deepest else { throw Found(problem: nil) }
        var height = 0
        for node in nodes {
            switch node {
            case .text, .value:
                continue
            case .section(_, let inner), .invertedSection(_, let inner), .block(_, let inner, _):
                height = max(height, 1 + (try self.height(of: inner, above: above + 1)))
            case .partial(let name, _, let overrides):
                // An override shows somewhere inside the partial: at most as deep as it goes.
                let included = 1 + (try self.height(of: name, above: above + 1))
                var overridden = 0
                for (_, nodes) in (overrides ?? [:]).sorted(by: { $0.key < $1.key }) {
                    overridden = max(overridden, try self.height(of: nodes, above: above + included))
                }
                height = max(height, included + overridden)
            }
        }
        guard above + height <= TemplateParser.deepest else { throw Found(problem: nil) }
        return height
    }
}

import Mistakes
import SiteFiles
import Yams

/// Front matter: the block of YAML, TOML or JSON that opens a Markdown page.
public enum FrontMatter {
    /// The document as Markdown with front matter. Keys come in a fixed order (title, layout, date,
    /// weight, draft, tags, then the other fields alphabetically), so the text is stable.
    public static func markdown(for document: Document) -> String {
        var pairs: [(Node, Node)] = [
            (node("title"), node(.string(document.title))), (node("layout"), node(.string(document.layout))),
        ]
        if let date = document.date { pairs.append((node("date"), node(.string(date)))) }
        if let weight = document.weight { pairs.append((node("weight"), node(.int(weight)))) }
        if document.draft { pairs.append((node("draft"), node(.bool(true)))) }
        if !document.tags.isEmpty { pairs.append((node("tags"), node(.list(document.tags.map(MetadataValue.string))))) }
        for (key, value) in document.fields.sorted(by: { $0.key < $1.key }) {
            pairs.append((node(.string(key)), node(value)))
        }
        let yaml = (try? Yams.serialize(node: .mapping(Node.Mapping(pairs)), width: -1, allowUnicode: true)) ?? ""
        return "---\n\(yaml)---\n\n\(document.body)"
    }

    private static func node(_ value: MetadataValue) -> Node {
        switch value {
        // Yams quotes a string exactly when it would otherwise read back as a number, bool or null.
        case .string(let text): .scalar(text.represented())
        case .int(let number): Node(String(number), Tag(.int))
        case .double(let number): Node(String(number), Tag(.float))
        case .bool(let flag): Node(flag ? "true" : "false", Tag(.bool))
        case .list(let values): .sequence(Node.Sequence(values.map(node)))
        case .map(let values):
            .mapping(Node.Mapping(values.sorted { $0.key < $1.key }.map { (node(.string($0.key)), node($0.value)) }))
        }
    }
}

extension FrontMatter {
    /// A Markdown file split into its front matter values and its body.
    public struct Parsed: Sendable {
        public var fields: [String: MetadataValue]
        public var body: String
    }

    /// Splits `text` at its front matter and reads it: YAML between `---` lines (closed by `---`
    /// or `...`), TOML between `+++` lines, or a JSON object that opens the text (see
    /// `JSONFrontMatter`). A file without front matter is all body; a byte order mark in front is
    /// skipped. Errors carry `file:line`.
    public static func parse(_ text: String, file: String) throws(UserError) -> Parsed {
        let text = text.hasPrefix("\u{FEFF}") ? String(text.dropFirst()) : text
        if let end = try JSONFrontMatter.end(of: text, file: file) {
            var body = LineCursor(text, from: end)
            let rest = body.next()
            // The object ends its line (see `JSONFrontMatter`): the body starts on the next.
            return Parsed(
                fields: try JSONFrontMatter.fields(text[..<end], file: file),
                body: String(text[(rest?.next ?? text.endIndex)...]))
        }
        var lines = LineCursor(text)
        guard let first = lines.next(), first.line == "---" || first.line == "+++" else {
            return Parsed(fields: [:], body: text)
        }
        let closers: [Substring] = first.line == "+++" ? ["+++"] : ["---", "..."]
        var close: (line: Substring, next: String.Index)?
        while close == nil, let line = lines.next() {
            if closers.contains(line.line) { close = line }
        }
        guard let close else {
            throw UserError("front matter opened with \(first.line) is never closed", at: "\(file):1")
        }
        let inner = String(text[first.next..<close.line.startIndex])
        let fields =
            first.line == "+++"
            ? try TOMLFrontMatter.fields(inner, file: file, firstLine: 2)
            : try fields(yaml: inner, file: file, firstLine: 2)
        return Parsed(fields: fields, body: String(text[close.next...]))
    }

    /// Whether the front matter that opens a page's `bytes` may hold a key written with a
    /// backslash escape, which no look for the key's name finds. Made before anything is parsed,
    /// a line at a time: the front matter is taken to end at the first line that could close it
    /// (`---` or `...`, `+++`, or for JSON a line that starts with `}` or a first line that ends
    /// with it), else with the page, which errs on the safe side.
    package static func mayHoldEscapes(_ bytes: [UInt8]) -> Bool {
        let colon = UInt8(ascii: ":"), equals = UInt8(ascii: "=")
        return bytes.withUnsafeBufferPointer { buffer in
            let start = buffer.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
            guard start < buffer.count else { return false }
            let opener = buffer[start]
            guard opener == UInt8(ascii: "-") || opener == UInt8(ascii: "+") || opener == UInt8(ascii: "{") else {
                return false
            }
            var lineStart = start
            while lineStart < buffer.count {
                let lineEnd = ByteSearch.firstIndex(of: UInt8(ascii: "\n"), in: buffer, from: lineStart) ?? buffer.count
                var line = buffer[lineStart..<lineEnd]
                // A key of YAML or TOML comes before its `:` or `=`; a JSON key may be anywhere.
                let keys = opener == UInt8(ascii: "{") ? line : line.prefix { $0 != colon && $0 != equals }
                if keys.contains(UInt8(ascii: "\\")) { return true }
                while let last = line.last, last == UInt8(ascii: "\r") || last == UInt8(ascii: " ") {
                    line = line.dropLast()
                }
                let first = lineStart == start
                let closes =
                    switch opener {
                    case UInt8(ascii: "{"): line.first == UInt8(ascii: "}") || first && line.last == UInt8(ascii: "}")
                    case UInt8(ascii: "+"): !first && line.elementsEqual("+++".utf8)
                    default: !first && (line.elementsEqual("---".utf8) || line.elementsEqual("...".utf8))
                    }
                if closes { return false }
                lineStart = lineEnd + 1
            }
            return false
        }
    }

    /// The values of a YAML mapping whose first line is line `firstLine` of `file` (an empty
    /// text has none). Aliases may repeat a value, but not grow the values past what the text
    /// could hold without them plus `aliasAllowance`: a few lines of nested aliases would
    /// otherwise expand to billions of values.
    public static func fields(yaml: String, file: String, firstLine: Int) throws(UserError) -> [String: MetadataValue] {
        if let flat = FlatFrontMatter.fields(yaml) { return flat }
        return try treeFields(yaml: yaml, file: file, firstLine: firstLine)
    }

    /// The values of a YAML mapping, read from Yams' node tree (see `fields`).
    static func treeFields(yaml: String, file: String, firstLine: Int) throws(UserError) -> [String: MetadataValue] {
        guard let node = try compose(yaml, file: file, firstLine: firstLine) else { return [:] }
        guard case .mapping(let mapping) = node else {
            throw UserError("front matter must be a mapping of keys to values", at: "\(file):\(firstLine)")
        }
        var budget = Budget(left: yaml.utf8.count + aliasAllowance)
        var fields: [String: MetadataValue] = [:]
        for (key, value) in mapping {
            let at = "\(file):\((key.mark?.line ?? 1) + firstLine - 1)"
            guard let name = key.string else {
                throw UserError("front matter keys must be text", at: at)
            }
            guard let converted = metadata(value, budget: &budget, depth: 0) else {
                if budget.left < 0 {
                    throw UserError("'\(name)' expands YAML aliases into too many values (or nests too deep)", at: at)
                }
                continue
            }
            fields[name] = converted
        }
        return fields
    }

    /// The YAML `yaml` (line `firstLine` of `file`) as nodes, nil when empty; invalid YAML is an
    /// error at its line, in one short line.
    public static func compose(_ yaml: String, file: String, firstLine: Int) throws(UserError) -> Node? {
        do {
            // The encoding is named because Yams otherwise reads the whole environment on every call.
            return try Yams.compose(yaml: yaml, .basic, .default, .utf8)
        } catch let error as YamlError {
            let message = problem(error).split(separator: "\n").first.map(String.init) ?? "unreadable"
            throw UserError(
                "invalid YAML: \(message.prefix(200))",
                at: "\(file):\(line(error).map { $0 + firstLine - 1 } ?? firstLine)")
        } catch {
            throw UserError("invalid YAML", at: "\(file):\(firstLine)")
        }
    }

    /// Whether `node`, with every alias in it read out in full, stays within what its text could
    /// hold plus `aliasAllowance` values and bytes: a few lines of aliases can otherwise stand for
    /// gigabytes.
    public static func isWithinAliasBudget(_ node: Node, text: String) -> Bool {
        var left = text.utf8.count + aliasAllowance
        func walk(_ node: Node, depth: Int) -> Bool {
            left -= 1
            guard left >= 0, depth < depthLimit else { return false }
            switch node {
            case .scalar(let scalar):
                left -= scalar.string.utf8.count
                return left >= 0
            case .sequence(let items): return items.allSatisfy { walk($0, depth: depth + 1) }
            case .mapping(let pairs):
                return pairs.allSatisfy { walk($0.key, depth: depth + 1) && walk($0.value, depth: depth + 1) }
            case .alias: return true
            }
        }
        return walk(node, depth: 0)
    }

    /// How many values aliases may add beyond the length of the text.
    static let aliasAllowance = 10_000
    /// How deep values may nest.
    static let depthLimit = 200

    private struct Budget {
        var left: Int
    }

    /// The line of `text` (1-based, the first line skipped) where the key `key` is given at the
    /// top level of front matter: `key:` (YAML), `key =` (TOML) or `"key":` (JSON, indented).
    public static func line(of key: String, in text: String) -> Int? {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        return lines.dropFirst().firstIndex { line in
            let quoted = "\"\(key)\""
            let indented = line.drop { $0 == " " || $0 == "\t" }
            var rest: Substring
            if line.hasPrefix(key) {
                rest = line.dropFirst(key.count)
            } else if indented.hasPrefix(quoted) {
                rest = indented.dropFirst(quoted.count)
            } else {
                return false
            }
            rest = rest.drop { $0 == " " || $0 == "\t" }
            return rest.first == ":" || rest.first == "="
        }.map { $0 + 1 }
    }

    /// The value of a node; nil for null, and for everything once the budget is spent (then
    /// `budget.left` is negative).
    private static func metadata(_ node: Node, budget: inout Budget, depth: Int) -> MetadataValue? {
        budget.left -= 1
        guard budget.left >= 0, depth < depthLimit else {
            budget.left = -1
            return nil
        }
        switch node {
        case .scalar(let scalar):
            // Only plain scalars are typed; a quoted "true" or "12" stays text.
            guard scalar.style == .plain else { return .string(scalar.string) }
            return PlainScalar.value(of: scalar.string)
        case .sequence(let sequence):
            var values: [MetadataValue] = []
            for item in sequence {
                if let converted = metadata(item, budget: &budget, depth: depth + 1) { values.append(converted) }
                if budget.left < 0 { return nil }
            }
            return .list(values)
        case .mapping(let mapping):
            var values: [String: MetadataValue] = [:]
            for (key, value) in mapping {
                if let name = key.string, let converted = metadata(value, budget: &budget, depth: depth + 1) {
                    values[name] = converted
                }
                if budget.left < 0 { return nil }
            }
            return .map(values)
        case .alias:
            return nil
        }
    }

    /// The line (from 1) of the YAML text that Yams' `error` is at; nil when it names none. Shared
    /// with the YAML of game blocks, which tell a bad line as front matter does.
    package static func line(_ error: YamlError) -> Int? {
        switch error {
        case .scanner(_, _, let mark, _), .parser(_, _, let mark, _), .composer(_, _, let mark, _): mark.line
        case .duplicatedKeysInMapping(_, let context): context.mark.line
        default: nil
        }
    }

    /// What is wrong, in Yams' words (its first line is the short form).
    package static func problem(_ error: YamlError) -> String {
        switch error {
        case .scanner(_, let problem, _, _), .parser(_, let problem, _, _), .composer(_, let problem, _, _): problem
        case .duplicatedKeysInMapping(let duplicates, _): "duplicate keys \(duplicates.joined(separator: ", "))"
        default: "\(error)"
        }
    }
}

/// Walks a text line by line without splitting it up front: front matter is a few lines at the
/// top of a long page. Each line comes without its `\n` (and `\r`), with where the next one starts.
private struct LineCursor {
    let text: String
    var position: String.Index

    init(_ text: String, from position: String.Index? = nil) {
        self.text = text
        self.position = position ?? text.startIndex
    }

    mutating func next() -> (line: Substring, next: String.Index)? {
        guard position < text.endIndex else { return nil }
        let end = text.utf8[position...].firstIndex(of: UInt8(ascii: "\n")) ?? text.endIndex
        var line = text[position..<end]
        if line.hasSuffix("\r") { line = line.dropLast() }
        position = end < text.endIndex ? text.index(after: end) : end
        return (line, position)
    }
}

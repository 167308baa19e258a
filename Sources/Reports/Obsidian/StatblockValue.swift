import Yams

/// A value of a statblock's YAML as the block shows it: text (a number or a boolean as written,
/// `017` stays `017`), a list, or keys with their values in the order written. Null values are
/// left out, as the plugin shows nothing for them.
indirect enum StatblockValue: Hashable, Sendable {
    case text(String)
    case list([StatblockValue])
    case mapping([StatblockEntry])

    /// Why a node is no value: a key that is not text, at its line of the block's text.
    struct Problem: Error {
        let message: String
        let line: Int
    }

    /// The value of `node`; nil for null. Nesting is bounded by the caller
    /// (`FrontMatter.isWithinAliasBudget`), so the recursion is too.
    static func read(_ node: Node) throws(Problem) -> StatblockValue? {
        switch node {
        case .scalar(let scalar):
            let isNull = scalar.style == .plain && ["", "~", "null", "Null", "NULL"].contains(scalar.string)
            return isNull ? nil : .text(scalar.string)
        case .sequence(let sequence):
            var items: [StatblockValue] = []
            for item in sequence {
                if let value = try read(item) { items.append(value) }
            }
            return .list(items)
        case .mapping(let mapping):
            var entries: [StatblockEntry] = []
            for (key, value) in mapping {
                guard let name = key.scalar?.string else {
                    throw Problem(message: "keys must be text", line: key.mark?.line ?? 1)
                }
                if let read = try read(value) {
                    entries.append(StatblockEntry(key: name, value: read, line: key.mark?.line ?? 1))
                }
            }
            return .mapping(entries)
        case .alias:
            return nil
        }
    }

    /// The text of a text value; nil for a list or mapping.
    var text: String? {
        guard case .text(let text) = self else { return nil }
        return text
    }

    /// The value as one line of text: a list's items joined by commas, a mapping as `key: value`
    /// pairs, and what they hold in YAML's brackets (`[a, b]`, `{k: v}`) so that nesting still reads.
    var compact: String { compact(nested: false) }

    private func compact(nested: Bool) -> String {
        switch self {
        case .text(let text): return text
        case .list(let items):
            let joined = items.map { $0.compact(nested: true) }.joined(separator: ", ")
            return nested ? "[\(joined)]" : joined
        case .mapping(let entries):
            let joined = entries.map { "\($0.key): \($0.value.compact(nested: true))" }.joined(separator: ", ")
            return nested ? "{\(joined)}" : joined
        }
    }

    /// The value of `key` in a mapping; nil when absent or when this is no mapping.
    subscript(key: String) -> StatblockValue? {
        guard case .mapping(let entries) = self else { return nil }
        return entries.first { $0.key == key }?.value
    }
}

/// A key of a statblock's YAML, its value and the line of the block's text it is on (from 1).
struct StatblockEntry: Hashable, Sendable {
    let key: String
    let value: StatblockValue
    let line: Int
}

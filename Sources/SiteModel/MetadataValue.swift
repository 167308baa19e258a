/// A value of a page's metadata: what front matter can hold and what a template can show.
public enum MetadataValue: Hashable, Sendable {
    case string(String)
    case int(Int)
    case double(Double)
    case bool(Bool)
    case list([MetadataValue])
    case map([String: MetadataValue])

    public var string: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    /// The value as text where text is expected: a number or a flag as it reads (`title: 1984`
    /// is the title "1984", as Hugo and Zola take it); nil for a list or a map.
    public var text: String? {
        switch self {
        case .string(let value): value
        case .int(let value): String(value)
        case .double(let value): String(value)
        case .bool(let value): value ? "true" : "false"
        case .list, .map: nil
        }
    }

    public var int: Int? {
        if case .int(let value) = self { return value }
        return nil
    }

    /// The value as Mustache sees it: strings are escaped when shown with `{{ }}`, false and empty
    /// lists hide a section.
    public var templateValue: Any {
        switch self {
        case .string(let value): value
        case .int(let value): value
        case .double(let value): value
        case .bool(let value): value
        case .list(let values): values.map(\.templateValue)
        case .map(let values): values.mapValues(\.templateValue)
        }
    }
}

extension MetadataValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByBooleanLiteral,
    ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral
{
    public init(stringLiteral value: String) { self = .string(value) }
    public init(integerLiteral value: Int) { self = .int(value) }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(arrayLiteral elements: MetadataValue...) { self = .list(elements) }
    public init(dictionaryLiteral elements: (String, MetadataValue)...) {
        self = .map(Dictionary(elements, uniquingKeysWith: { $1 }))
    }
}

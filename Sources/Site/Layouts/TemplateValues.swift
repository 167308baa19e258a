/// Turns a typed context into what swift-mustache renders: dictionaries keyed by the coding
/// keys, arrays, strings, numbers and booleans. The one bridge between the `Encodable` context of
/// a layout and its template, so a template's names are the context's property names.
///
/// A `nil` property (encoded with `encodeIfPresent`, as synthesized conformances do) leaves its
/// key out, so Mustache looks further up the context stack; `@OrFalse` makes it `false` instead.
/// Lists of text or numbers stay typed arrays, so transforms such as `sorted(tags)` work on them.
/// A type may encode several keyed containers on one encoder: their keys land in one dictionary,
/// which is how a layout's context shares the chrome's keys.
enum TemplateValues {
    static func of(_ value: some Encodable) throws -> Any {
        try resolve(convert(value, codingPath: [])) ?? false
    }

    /// The values of a keyed context; an error when `value` is not encoded as keys.
    static func dictionary(of value: some Encodable) throws -> [String: Any] {
        guard let dictionary = try of(value) as? [String: Any] else {
            throw EncodingError.invalidValue(value, .init(codingPath: [], debugDescription: "a context must be encoded as keys"))
        }
        return dictionary
    }

    /// The value itself when it needs no encoder, else the storage it encoded itself into.
    fileprivate static func convert<Value: Encodable>(_ value: Value, codingPath: [any CodingKey]) throws -> Any {
        switch value {
        case let text as String: return text
        case let flag as Bool: return flag
        case let number as Int: return number
        case let texts as [String]: return texts
        case let numbers as [Int]: return numbers
        default:
            let storage = Storage()
            try value.encode(to: ValueEncoder(storage: storage, codingPath: codingPath))
            return storage
        }
    }

    /// Storage turned into dictionaries and arrays, all the way down; nil for an encoded nil.
    fileprivate static func resolve(_ value: Any) throws -> Any? {
        guard let storage = value as? Storage else { return value }
        switch storage.content {
        case .empty, .null:
            return nil
        case .single(let single):
            return try resolve(single)
        case .keyed(let entries):
            var dictionary: [String: Any] = [:]
            for (key, entry) in entries {
                if let value = try resolve(entry) { dictionary[key] = value }
            }
            return dictionary
        case .unkeyed(let items):
            return try items.map { item in
                guard let value = try resolve(item) else {
                    throw EncodingError.invalidValue(item, .init(codingPath: [], debugDescription: "a list item cannot be nil"))
                }
                return value
            }
        }
    }
}

/// What one value encoded itself as. Values of containers are plain values or nested storage,
/// resolved once everything is encoded (a nested container is filled after it is handed out).
private final class Storage {
    enum Content {
        case empty, null
        case single(Any)
        case keyed([String: Any])
        case unkeyed([Any])
    }

    var content = Content.empty

    func set(_ key: String, _ value: Any) {
        var entries: [String: Any] = [:]
        if case .keyed(let existing) = content { entries = existing }
        content = .empty  // so `entries` is the only copy and grows in place
        entries[key] = value
        content = .keyed(entries)
    }

    func append(_ value: Any) {
        var items: [Any] = []
        if case .unkeyed(let existing) = content { items = existing }
        content = .empty
        items.append(value)
        content = .unkeyed(items)
    }

    var count: Int {
        switch content {
        case .unkeyed(let items): items.count
        case .keyed(let entries): entries.count
        default: 0
        }
    }
}

private struct ValueEncoder: Encoder {
    let storage: Storage
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        if case .keyed = storage.content {} else { storage.content = .keyed([:]) }
        return KeyedEncodingContainer(KeyedContainer<Key>(storage: storage, codingPath: codingPath))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        if case .unkeyed = storage.content {} else { storage.content = .unkeyed([]) }
        return UnkeyedContainer(storage: storage, codingPath: codingPath)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        SingleValueContainer(storage: storage, codingPath: codingPath)
    }
}

private struct KeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let storage: Storage
    let codingPath: [any CodingKey]

    mutating func encodeNil(forKey key: Key) throws {
        storage.set(key.stringValue, Storage())  // resolves to nil: the key is left out
    }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        storage.set(key.stringValue, try TemplateValues.convert(value, codingPath: codingPath + [key]))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type, forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
        nested(key).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        nested(key).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder {
        nested(SuperKey.super)
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        nested(key)
    }

    private func nested(_ key: any CodingKey) -> ValueEncoder {
        let child = Storage()
        storage.set(key.stringValue, child)
        return ValueEncoder(storage: child, codingPath: codingPath + [key])
    }
}

private struct UnkeyedContainer: UnkeyedEncodingContainer {
    let storage: Storage
    let codingPath: [any CodingKey]
    var count: Int { storage.count }

    mutating func encodeNil() throws {
        let null = Storage()
        null.content = .null
        storage.append(null)
    }

    mutating func encode<T: Encodable>(_ value: T) throws {
        storage.append(try TemplateValues.convert(value, codingPath: codingPath + [IndexKey(count)]))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        nested().container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        nested().unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder {
        nested()
    }

    private func nested() -> ValueEncoder {
        let child = Storage(), key = IndexKey(count)
        storage.append(child)
        return ValueEncoder(storage: child, codingPath: codingPath + [key])
    }
}

private struct SingleValueContainer: SingleValueEncodingContainer {
    let storage: Storage
    let codingPath: [any CodingKey]

    mutating func encodeNil() throws {
        storage.content = .null
    }

    mutating func encode<T: Encodable>(_ value: T) throws {
        storage.content = .single(try TemplateValues.convert(value, codingPath: codingPath))
    }
}

private enum SuperKey: String, CodingKey {
    case `super`
}

/// The place of a list item in a coding path.
private struct IndexKey: CodingKey {
    let intValue: Int?
    var stringValue: String { "\(intValue ?? 0)" }

    init(_ index: Int) { intValue = index }
    init?(intValue: Int) { self.intValue = intValue }
    init?(stringValue: String) { nil }
}

import SiteModel
/// Turns a typed context into what a template renders: dictionaries keyed by the coding
/// keys, arrays, strings, numbers and booleans. The one bridge between the `Encodable` context of
/// a layout and its template, so a template's names are the context's property names.
///
/// A `nil` property (encoded with `encodeIfPresent`, as synthesized conformances do) leaves its
/// key out, so Mustache looks further up the context stack; `@OrFalse` makes it `false` instead.
/// Lists of text or numbers stay typed arrays, so transforms such as `sorted(tags)` work on them.
/// A type may encode several keyed containers on one encoder: their keys land in one dictionary,
/// which is how a layout's context shares the chrome's keys.
package enum TemplateValues {
    package static func of(_ value: some Encodable) throws -> Any {
        try resolve(convert(value)) ?? false
    }

    /// The values of a keyed context; an error when `value` is not encoded as keys.
    package static func dictionary(of value: some Encodable) throws -> [String: Any] {
        guard let dictionary = try of(value) as? [String: Any] else {
            let context = EncodingError.Context(codingPath: [], debugDescription: "a context is encoded as keys")
            throw EncodingError.invalidValue(value, context)
        }
        return dictionary
    }

    /// The value itself when it needs no encoder, else the storage it encoded itself into.
    /// Text, numbers and booleans in a container come through its own methods; here the type is
    /// compared before anything is cast, since a failed cast costs more than encoding a value.
    fileprivate static func convert<Value: Encodable>(_ value: Value) throws -> Slot {
        if Value.self == String.self || Value.self == Int.self || Value.self == Bool.self
            || Value.self == [String].self || Value.self == [Int].self
        {
            return .value(value)
        }
        if let direct = value as? any DirectTemplateValue { return .value(try direct.templateValue()) }
        let storage = Storage()
        try value.encode(to: ValueEncoder(storage: storage))
        return .nested(storage)
    }

    /// Storage turned into dictionaries and arrays, all the way down; nil for an encoded nil.
    fileprivate static func resolve(_ slot: Slot) throws -> Any? {
        switch slot {
        case .absent: return nil
        case .value(let value): return value
        case .nested(let storage): return try resolve(storage)
        }
    }

    private static func resolve(_ storage: Storage) throws -> Any? {
        switch storage.shape {
        case .empty:
            return nil
        case .single:
            return try storage.entries.first.flatMap { try resolve($0.slot) }
        case .keyed:
            // Keys encoded again replace what was there (or take it away, for a nil).
            var dictionary = [String: Any](minimumCapacity: storage.entries.count)
            for entry in storage.entries { dictionary[entry.key] = try resolve(entry.slot) }
            return dictionary
        case .unkeyed:
            return try storage.entries.map { entry in
                guard let value = try resolve(entry.slot) else {
                    let context = EncodingError.Context(codingPath: [], debugDescription: "a list item is nil")
                    throw EncodingError.invalidValue(false, context)
                }
                return value
            }
        }
    }
}

/// A value of a container: given as it is, encoded into storage of its own, or nil.
private enum Slot {
    case value(Any)
    case nested(Storage)
    case absent
}

/// What one value encoded itself as: one value, keys with values (in the order they were
/// encoded), or a list. Filled as the value encodes itself, and resolved once everything is
/// encoded (a nested container is filled after it is handed out).
private final class Storage {
    enum Shape { case empty, single, keyed, unkeyed }

    var shape = Shape.empty
    /// The values, with their keys in a keyed container (empty keys otherwise).
    var entries: [(key: String, slot: Slot)] = []

    /// Starts a container of `shape`, dropping what an earlier one of another shape held.
    func start(_ shape: Shape) {
        guard self.shape != shape else { return }
        self.shape = shape
        entries = []
        entries.reserveCapacity(8)  // most contexts have fewer keys: one allocation, no growth
    }

    func set(_ key: String, _ slot: Slot) {
        entries.append((key, slot))
    }

    func append(_ slot: Slot) {
        entries.append(("", slot))
    }

    func setSingle(_ slot: Slot) {
        shape = .single
        entries = [("", slot)]
    }
}

/// Coding paths are not kept: a template context has no use for them, and making one for every
/// value cost more than the value.
private struct ValueEncoder: Encoder {
    let storage: Storage
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        storage.start(.keyed)
        return KeyedEncodingContainer(KeyedContainer<Key>(storage: storage))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        storage.start(.unkeyed)
        return UnkeyedContainer(storage: storage)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        SingleValueContainer(storage: storage)
    }
}

private struct KeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let storage: Storage
    var codingPath: [any CodingKey] { [] }

    mutating func encodeNil(forKey key: Key) throws { storage.set(key.stringValue, .absent) }
    mutating func encode(_ value: String, forKey key: Key) throws { storage.set(key.stringValue, .value(value)) }
    mutating func encode(_ value: Bool, forKey key: Key) throws { storage.set(key.stringValue, .value(value)) }
    mutating func encode(_ value: Int, forKey key: Key) throws { storage.set(key.stringValue, .value(value)) }
    mutating func encode(_ value: Double, forKey key: Key) throws { storage.set(key.stringValue, .value(value)) }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        storage.set(key.stringValue, try TemplateValues.convert(value))
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
        storage.set(key.stringValue, .nested(child))
        return ValueEncoder(storage: child)
    }
}

private struct UnkeyedContainer: UnkeyedEncodingContainer {
    let storage: Storage
    var codingPath: [any CodingKey] { [] }
    var count: Int { storage.entries.count }

    mutating func encodeNil() throws { storage.append(.absent) }
    mutating func encode(_ value: String) throws { storage.append(.value(value)) }
    mutating func encode(_ value: Bool) throws { storage.append(.value(value)) }
    mutating func encode(_ value: Int) throws { storage.append(.value(value)) }
    mutating func encode(_ value: Double) throws { storage.append(.value(value)) }

    mutating func encode<T: Encodable>(_ value: T) throws {
        storage.append(try TemplateValues.convert(value))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type
    ) -> KeyedEncodingContainer<NestedKey> {
        nested().container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        nested().unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder {
        nested()
    }

    private func nested() -> ValueEncoder {
        let child = Storage()
        storage.append(.nested(child))
        return ValueEncoder(storage: child)
    }
}

private struct SingleValueContainer: SingleValueEncodingContainer {
    let storage: Storage
    var codingPath: [any CodingKey] { [] }

    mutating func encodeNil() throws { storage.setSingle(.absent) }
    mutating func encode(_ value: String) throws { storage.setSingle(.value(value)) }
    mutating func encode(_ value: Bool) throws { storage.setSingle(.value(value)) }
    mutating func encode(_ value: Int) throws { storage.setSingle(.value(value)) }
    mutating func encode(_ value: Double) throws { storage.setSingle(.value(value)) }

    mutating func encode<T: Encodable>(_ value: T) throws {
        storage.setSingle(try TemplateValues.convert(value))
    }
}

private enum SuperKey: String, CodingKey {
    case `super`
}

/// A value that knows what templates see of it without being encoded: the converter takes
/// `templateValue()` as it is. For small values met on every page, where encoding costs most.
package protocol DirectTemplateValue {
    func templateValue() throws -> Any
}

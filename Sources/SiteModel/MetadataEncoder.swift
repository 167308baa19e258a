/// Turns an `Encodable` value into the `MetadataValue` a document's fields hold, so that a
/// layout's context can be one typed struct (whose property names are the template's keys)
/// instead of a dictionary spelt out by hand. Optionals that are nil are left out, as a template
/// then treats them: a missing key hides its section.
public enum MetadataEncoder {
    public static func encode(_ value: some Encodable) throws -> MetadataValue {
        let root = Slot()
        try value.encode(to: ValueEncoder(slot: root, codingPath: []))
        return root.value ?? .map([:])
    }

    /// The fields of a document: `value` must encode as a keyed container.
    public static func fields(_ value: some Encodable) throws -> [String: MetadataValue] {
        guard case .map(let fields) = try encode(value) else {
            throw EncodingError.invalidValue(value, .init(codingPath: [], debugDescription: "fields must be keyed"))
        }
        return fields
    }
}

/// Where one value goes while it is encoded: containers fill theirs in as their members arrive
/// (appended in place, so a list of a hundred thousand rows costs no more than its rows).
private final class Slot {
    enum Kind {
        case empty
        case value(MetadataValue)
        case map
        case list
    }

    var kind = Kind.empty
    private var members: [(String, Slot)] = []
    private var items: [Slot] = []

    var value: MetadataValue? {
        switch kind {
        case .empty: nil
        case .value(let value): value
        case .map:
            .map(
                Dictionary(
                    members.compactMap { key, slot in slot.value.map { (key, $0) } },
                    uniquingKeysWith: { _, last in last }))
        case .list: .list(items.compactMap(\.value))
        }
    }

    var count: Int { items.count }

    func member(_ key: String) -> Slot {
        let slot = Slot()
        kind = .map
        members.append((key, slot))
        return slot
    }

    func item() -> Slot {
        let slot = Slot()
        kind = .list
        items.append(slot)
        return slot
    }
}

private struct ValueEncoder: Encoder, SingleValueEncodingContainer {
    let slot: Slot
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        if case .empty = slot.kind { slot.kind = .map }
        return KeyedEncodingContainer(Keyed(slot: slot, codingPath: codingPath))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        if case .empty = slot.kind { slot.kind = .list }
        return Unkeyed(slot: slot, codingPath: codingPath)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer { self }

    func encodeNil() {}
    func encode(_ value: Bool) { slot.kind = .value(.bool(value)) }
    func encode(_ value: String) { slot.kind = .value(.string(value)) }
    func encode(_ value: Double) { slot.kind = .value(.double(value)) }
    func encode(_ value: Float) { slot.kind = .value(.double(Double(value))) }
    func encode(_ value: Int) { slot.kind = .value(.int(value)) }

    func encode<T: Encodable>(_ value: T) throws {
        switch value {
        case let value as any BinaryInteger:
            guard let number = Int(exactly: value) else {
                throw EncodingError.invalidValue(value, .init(codingPath: codingPath, debugDescription: "too large"))
            }
            slot.kind = .value(.int(number))
        default:
            try value.encode(to: self)
        }
    }
}

private struct Keyed<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let slot: Slot
    let codingPath: [any CodingKey]

    func encodeNil(forKey key: Key) {}

    func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        try ValueEncoder(slot: slot.member(key.stringValue), codingPath: codingPath + [key]).encode(value)
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<
        NestedKey
    > {
        ValueEncoder(slot: slot.member(key.stringValue), codingPath: codingPath + [key]).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        ValueEncoder(slot: slot.member(key.stringValue), codingPath: codingPath + [key]).unkeyedContainer()
    }

    func superEncoder() -> any Encoder { ValueEncoder(slot: slot.member("super"), codingPath: codingPath) }
    func superEncoder(forKey key: Key) -> any Encoder {
        ValueEncoder(slot: slot.member(key.stringValue), codingPath: codingPath + [key])
    }
}

private struct Unkeyed: UnkeyedEncodingContainer {
    let slot: Slot
    let codingPath: [any CodingKey]
    var count: Int { slot.count }

    func encodeNil() { _ = slot.item() }

    func encode<T: Encodable>(_ value: T) throws {
        try ValueEncoder(slot: slot.item(), codingPath: codingPath).encode(value)
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        ValueEncoder(slot: slot.item(), codingPath: codingPath).container(keyedBy: type)
    }

    func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        ValueEncoder(slot: slot.item(), codingPath: codingPath).unkeyedContainer()
    }

    func superEncoder() -> any Encoder { ValueEncoder(slot: slot.item(), codingPath: codingPath) }
}

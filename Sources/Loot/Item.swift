/// How rare an item is; the name of a rarity is also the colour it is shown in (common black,
/// magic blue, rare orange, unique red). Unique items are never generated, as in the original.
public enum Rarity: String, Sendable, CaseIterable, Codable {
    case common = "Common"
    case magic = "Magic"
    case rare = "Rare"
    case unique = "Unique"
}

/// Where an item is worn.
public enum Slot: String, Sendable, CaseIterable, Codable {
    case weapon, head, body, hands, feet
}

/// What every item is, plain or decorated. Items are objects, as in the original: a decorator
/// wraps another item object, the name flags below stick to each object, and the player tells
/// equipped items by identity.
public protocol Item: AnyObject {
    var baseName: String { get }
    var slot: Slot { get }
    var sellPrice: Int { get }
    /// Kept on each object; the factory sets it on the outermost one only.
    var rarity: Rarity { get set }
    var isIdentified: Bool { get set }
    /// The modifier lines, innermost decorator first.
    var modifierLines: [String] { get }
    /// The decorators from the innermost out, with their rolled values.
    var decorations: [Decoration] { get }
    /// The base stats' random improvement (0–2), applied before any decoration.
    var baseTweak: Int { get }

    /// The name parts, by the original's sticky rules (see `DecoratorName`).
    func takePrefix() -> String?
    func takeSuffix() -> String?
}

/// One decorator on an item, as reports show it.
public struct Decoration: Sendable, Equatable {
    public let prefix: String
    public let suffix: String
    public let value: Int
    public let line: String
}

extension Item {
    /// The identified name: `[prefix ]base[ suffix]`. The outermost decorator gives the prefix,
    /// the next one in the suffix, a third never shows.
    public var fullName: String {
        let prefix = takePrefix(), suffix = takeSuffix()
        return [prefix, baseName, suffix].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: " ")
    }

    /// What a player sees now: "Unidentified Sword" until the item is identified.
    public var displayName: String {
        isIdentified ? fullName : "Unidentified \(baseName)"
    }
}

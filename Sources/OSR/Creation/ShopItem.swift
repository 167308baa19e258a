/// Anything on the equipment lists a character may buy: a weapon, a suit of armour, a shield or
/// a piece of gear, found by the name the lists give it (case and spaces aside).
public enum ShopItem: Hashable, Sendable {
    case weapon(Weapon)
    case armour(Armour)
    case shield
    case gear(Gear)

    public static let all: [ShopItem] =
        Weapon.all.map(ShopItem.weapon) + Armour.allCases.map(ShopItem.armour) + [.shield] + Gear.all.map(ShopItem.gear)

    public init?(named name: String) {
        let key = Self.key(name)
        guard let item = Self.all.first(where: { Self.key($0.name) == key }) else { return nil }
        self = item
    }

    public var name: String {
        switch self {
        case .weapon(let weapon): weapon.name
        case .armour(let armour): armour.name
        case .shield: Shield.name
        case .gear(let gear): gear.name
        }
    }

    public var cost: Int {
        switch self {
        case .weapon(let weapon): weapon.cost
        case .armour(let armour): armour.cost
        case .shield: Shield.cost
        case .gear(let gear): gear.cost
        }
    }

    /// Why `characterClass` may not use it, if it may not (buying it for a retainer is not a
    /// first-level concern: the sheet shows what the character carries).
    public func refusal(for characterClass: CharacterClass) -> String? {
        switch self {
        case .weapon(let weapon) where !characterClass.mayUse(weapon):
            "\(characterClass.withArticle) may not use a \(weapon.name.lowercased())"
                + (characterClass.weaponRule.map { " (\($0))" } ?? "")
        case .armour(let armour) where !characterClass.armourAllowed.contains(armour):
            characterClass.armourAllowed.isEmpty
                ? "\(characterClass.withArticle) may not wear armour"
                : "\(characterClass.withArticle) may wear only "
                    + "\(characterClass.armourAllowed.map { $0.name.lowercased() }.joined(separator: ", ")) armour"
        case .shield where !characterClass.mayUseShield:
            "\(characterClass.withArticle) may not use a shield"
        default:
            nil
        }
    }

    private static func key(_ name: String) -> String {
        name.lowercased().filter { $0.isLetter || $0.isNumber }
    }
}

extension CharacterClass {
    /// "a Dwarf", "an Elf".
    public var withArticle: String { (self == .elf ? "an " : "a ") + name }

    /// The class's weapon rule in words, where it has one.
    var weaponRule: String? {
        switch self {
        case .cleric: "clerics use blunt weapons only"
        case .dwarf, .halfling: "too small for long bows and two-handed swords"
        case .magicUser: "magic-users use daggers only"
        case .elf, .fighter, .thief, .normalHuman: nil
        }
    }
}

/// Weapons, armour and adventuring gear with the costs of OSE `Weapons_and_Armour` and
/// `Adventuring_Gear` (see docs/rules.md, "Equipment"; spear at the current SRD's 3 gp).

public struct Weapon: Hashable, Sendable {
    public enum Quality: String, Sendable { case blunt, melee, missile, slow, twoHanded, brace, charge, reload, splash }

    public let name: String
    public let cost: Int
    /// Weight in coins (10 coins = 1 lb).
    public let weight: Int
    /// Damage under the optional variable-weapon-damage rule; 1d6 otherwise.
    public let damage: String
    public let qualities: Set<Quality>

    public var isTwoHanded: Bool { qualities.contains(.twoHanded) }
    public var isBlunt: Bool { qualities.contains(.blunt) }
    public var isMissile: Bool { qualities.contains(.missile) }

    public static let battleAxe = Weapon(
        name: "Battle axe", cost: 7, weight: 50, damage: "1d8", qualities: [.melee, .slow, .twoHanded])
    public static let club = Weapon(name: "Club", cost: 3, weight: 50, damage: "1d4", qualities: [.blunt, .melee])
    public static let crossbow = Weapon(
        name: "Crossbow", cost: 30, weight: 50, damage: "1d6", qualities: [.missile, .reload, .slow, .twoHanded])
    public static let dagger = Weapon(
        name: "Dagger", cost: 3, weight: 10, damage: "1d4", qualities: [.melee, .missile])
    public static let handAxe = Weapon(
        name: "Hand axe", cost: 4, weight: 30, damage: "1d6", qualities: [.melee, .missile])
    public static let javelin = Weapon(name: "Javelin", cost: 1, weight: 20, damage: "1d4", qualities: [.missile])
    public static let lance = Weapon(name: "Lance", cost: 5, weight: 120, damage: "1d6", qualities: [.charge, .melee])
    public static let longBow = Weapon(
        name: "Long bow", cost: 40, weight: 30, damage: "1d6", qualities: [.missile, .twoHanded])
    public static let mace = Weapon(name: "Mace", cost: 5, weight: 30, damage: "1d6", qualities: [.blunt, .melee])
    public static let poleArm = Weapon(
        name: "Pole arm", cost: 7, weight: 150, damage: "1d10", qualities: [.brace, .melee, .slow, .twoHanded])
    public static let shortBow = Weapon(
        name: "Short bow", cost: 25, weight: 30, damage: "1d6", qualities: [.missile, .twoHanded])
    public static let shortSword = Weapon(name: "Short sword", cost: 7, weight: 30, damage: "1d6", qualities: [.melee])
    public static let silverDagger = Weapon(
        name: "Silver dagger", cost: 30, weight: 10, damage: "1d4", qualities: [.melee, .missile])
    public static let sling = Weapon(name: "Sling", cost: 2, weight: 20, damage: "1d4", qualities: [.blunt, .missile])
    public static let spear = Weapon(
        name: "Spear", cost: 3, weight: 30, damage: "1d6", qualities: [.brace, .melee, .missile])
    public static let staff = Weapon(
        name: "Staff", cost: 2, weight: 40, damage: "1d4", qualities: [.blunt, .melee, .slow, .twoHanded])
    public static let sword = Weapon(name: "Sword", cost: 10, weight: 60, damage: "1d8", qualities: [.melee])
    public static let twoHandedSword = Weapon(
        name: "Two-handed sword", cost: 15, weight: 150, damage: "1d10", qualities: [.melee, .slow, .twoHanded])
    public static let warHammer = Weapon(
        name: "War hammer", cost: 5, weight: 30, damage: "1d6", qualities: [.blunt, .melee])

    public static let all: [Weapon] = [
        battleAxe, club, crossbow, dagger, handAxe, javelin, lance, longBow, mace, poleArm,
        shortBow, shortSword, silverDagger, sling, spear, staff, sword, twoHandedSword, warHammer,
    ]
}

public enum Armour: String, CaseIterable, Codable, Sendable {
    case leather = "Leather"
    case chainmail = "Chainmail"
    case plate = "Plate mail"

    public var name: String { rawValue }
    /// Descending armour class when worn with nothing else (unarmoured is 9).
    public var armourClass: Int {
        switch self {
        case .leather: 7
        case .chainmail: 5
        case .plate: 3
        }
    }
    public var cost: Int {
        switch self {
        case .leather: 20
        case .chainmail: 40
        case .plate: 60
        }
    }
    public var weight: Int {
        switch self {
        case .leather: 200
        case .chainmail: 400
        case .plate: 500
        }
    }
    /// Movement under the basic encumbrance rule, carrying no significant treasure.
    public var movement: Int { self == .leather ? 90 : 60 }
}

/// The shield: one better armour class, 10 gp, 100 coins.
public enum Shield {
    public static let name = "Shield"
    public static let cost = 10
    public static let armourClassBonus = 1
}

/// One line of adventuring gear: name and cost exactly as the SRD lists them.
public struct Gear: Hashable, Sendable {
    public let name: String
    public let cost: Int

    public static let backpack = Gear(name: "Backpack", cost: 5)
    public static let crowbar = Gear(name: "Crowbar", cost: 10)
    public static let garlic = Gear(name: "Garlic", cost: 5)
    public static let grapplingHook = Gear(name: "Grappling hook", cost: 25)
    public static let hammer = Gear(name: "Hammer (small)", cost: 2)
    public static let holySymbol = Gear(name: "Holy symbol", cost: 25)
    public static let holyWater = Gear(name: "Holy water (vial)", cost: 25)
    public static let ironSpikes = Gear(name: "Iron spikes (12)", cost: 1)
    public static let lantern = Gear(name: "Lantern", cost: 10)
    public static let mirror = Gear(name: "Mirror (hand-sized, steel)", cost: 5)
    public static let oil = Gear(name: "Oil (1 flask)", cost: 2)
    public static let pole = Gear(name: "Pole (10' long, wooden)", cost: 1)
    public static let ironRations = Gear(name: "Rations (iron, 7 days)", cost: 15)
    public static let standardRations = Gear(name: "Rations (standard, 7 days)", cost: 5)
    public static let rope = Gear(name: "Rope (50')", cost: 1)
    public static let largeSack = Gear(name: "Sack (large)", cost: 2)
    public static let smallSack = Gear(name: "Sack (small)", cost: 1)
    public static let stakesAndMallet = Gear(name: "Stakes (3) and mallet", cost: 3)
    public static let thievesTools = Gear(name: "Thieves' tools", cost: 25)
    public static let tinderBox = Gear(name: "Tinder box (flint & steel)", cost: 3)
    public static let torches = Gear(name: "Torches (6)", cost: 1)
    public static let waterskin = Gear(name: "Waterskin", cost: 1)
    public static let wine = Gear(name: "Wine (2 pints)", cost: 1)
    public static let wolfsbane = Gear(name: "Wolfsbane (1 bunch)", cost: 10)
    public static let arrows = Gear(name: "Arrows (quiver of 20)", cost: 5)
    public static let crossbowBolts = Gear(name: "Crossbow bolts (case of 30)", cost: 10)
    public static let slingStones = Gear(name: "Sling stones", cost: 0)

    /// The adventuring gear of the equipment lists, with the ammunition of the weapons table.
    public static let all: [Gear] = [
        backpack, crowbar, garlic, grapplingHook, hammer, holySymbol, holyWater, ironSpikes, lantern, mirror, oil,
        pole, ironRations, standardRations, rope, largeSack, smallSack, stakesAndMallet, thievesTools, tinderBox,
        torches, waterskin, wine, wolfsbane, arrows, crossbowBolts, slingStones,
    ]
}

/// One purchase on the sheet: what, the price of one, how many.
public struct EquipmentItem: Hashable, Sendable {
    public let name: String
    public let cost: Int
    public let quantity: Int

    public init(name: String, cost: Int, quantity: Int = 1) {
        self.name = name
        self.cost = cost
        self.quantity = quantity
    }

    public var totalCost: Int { cost * quantity }
}

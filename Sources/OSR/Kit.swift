/// What a character carries, bought from the starting gold.
public struct Kit: Hashable, Sendable {
    public var weapons: [Weapon] = []
    public var armour: Armour?
    public var shield = false
    /// Every purchase in the order made, weapons and armour included.
    public var purchases: [EquipmentItem] = []
    public var goldLeft: Int

    public init(gold: Int) {
        goldLeft = gold
    }

    public var goldSpent: Int { purchases.reduce(0) { $0 + $1.totalCost } }

    /// Buys `quantity` of an item if the money is there (a second purchase of the same thing adds
    /// to the first line); returns whether it did.
    @discardableResult
    mutating func buy(_ name: String, cost: Int, quantity: Int = 1) -> Bool {
        guard cost * quantity <= goldLeft else { return false }
        goldLeft -= cost * quantity
        if let index = purchases.firstIndex(where: { $0.name == name }) {
            purchases[index] = EquipmentItem(name: name, cost: cost, quantity: purchases[index].quantity + quantity)
        } else {
            purchases.append(EquipmentItem(name: name, cost: cost, quantity: quantity))
        }
        return true
    }

    @discardableResult
    mutating func buy(_ gear: Gear, quantity: Int = 1) -> Bool {
        buy(gear.name, cost: gear.cost, quantity: quantity)
    }

    @discardableResult
    mutating func buy(_ weapon: Weapon) -> Bool {
        guard buy(weapon.name, cost: weapon.cost) else { return false }
        if !weapons.contains(weapon) { weapons.append(weapon) }
        return true
    }
}

/// Shops for a first-level character: the things a sensible player buys first, first.
///
/// Order: the class's main weapon (the first it can afford), its class tool (a cleric's holy
/// symbol, a thief's tools), the basic pack (backpack, tinder box, torches, waterskin, rations),
/// then the best protection affordable (a shield only beside a one-handed weapon), then a missile
/// weapon and small useful gear while money lasts. Nothing is bought that cannot be paid for.
public enum KitBuyer {
    public static func buy(for characterClass: CharacterClass, gold: Int) -> Kit {
        var kit = Kit(gold: gold)
        if let weapon = mainWeaponChoices(characterClass).first(where: { $0.cost <= kit.goldLeft }) {
            kit.buy(weapon)
        }
        if let tool = classTool(characterClass) {
            kit.buy(tool)
        }
        for gear in [Gear.backpack, .tinderBox, .torches, .waterskin, .standardRations] {
            kit.buy(gear)
        }
        buyProtection(for: characterClass, into: &kit)
        buyExtras(for: characterClass, into: &kit)
        return kit
    }

    static func mainWeaponChoices(_ characterClass: CharacterClass) -> [Weapon] {
        let choices: [Weapon] =
            switch characterClass {
            case .cleric: [.mace, .warHammer, .club]
            case .dwarf: [.battleAxe, .warHammer, .handAxe]
            case .elf, .fighter: [.sword, .shortSword, .spear, .dagger]
            case .normalHuman: [.spear, .club, .dagger]
            case .halfling, .thief: [.shortSword, .dagger]
            case .magicUser: [.dagger]
            }
        return choices.filter(characterClass.mayUse)
    }

    static func classTool(_ characterClass: CharacterClass) -> Gear? {
        switch characterClass {
        case .cleric: .holySymbol
        case .thief: .thievesTools
        default: nil
        }
    }

    /// The armour (and shield) that lowers armour class most within the gold left; cheaper wins a tie.
    static func buyProtection(for characterClass: CharacterClass, into kit: inout Kit) {
        let shieldAllowed = characterClass.mayUseShield && !kit.weapons.contains(where: \.isTwoHanded)
        var options: [(armour: Armour?, shield: Bool)] = [(nil, false)]
        for armour in [nil] + characterClass.armourAllowed.map(Optional.some) {
            options.append((armour, false))
            if shieldAllowed { options.append((armour, true)) }
        }
        func protection(_ option: (armour: Armour?, shield: Bool)) -> Int {
            9 - (option.armour?.armourClass ?? 9) + (option.shield ? Shield.armourClassBonus : 0)
        }
        func cost(_ option: (armour: Armour?, shield: Bool)) -> Int {
            (option.armour?.cost ?? 0) + (option.shield ? Shield.cost : 0)
        }
        let best =
            options
            .filter { cost($0) <= kit.goldLeft }
            .max { (protection($0), -cost($0)) < (protection($1), -cost($1)) }!
        if let armour = best.armour, kit.buy(armour.name, cost: armour.cost) {
            kit.armour = armour
        }
        if best.shield, kit.buy(Shield.name, cost: Shield.cost) {
            kit.shield = true
        }
    }

    static func buyExtras(for characterClass: CharacterClass, into kit: inout Kit) {
        switch characterClass {
        case .elf, .fighter:
            if kit.goldLeft >= Weapon.shortBow.cost + Gear.arrows.cost, kit.buy(.shortBow) { kit.buy(.arrows) }
        case .dwarf:
            if kit.goldLeft >= Weapon.crossbow.cost + Gear.crossbowBolts.cost, kit.buy(.crossbow) {
                kit.buy(.crossbowBolts)
            } else {
                kit.buy(.handAxe)
            }
        case .cleric, .halfling, .thief:
            if kit.buy(.sling) { kit.buy(.slingStones) }
        case .magicUser:
            kit.buy(.dagger)
        case .normalHuman:
            break
        }
        kit.buy(.rope)
        kit.buy(.ironSpikes)
        kit.buy(.oil, quantity: 2)
        kit.buy(.largeSack)
        if characterClass == .cleric { kit.buy(.holyWater) }
    }
}

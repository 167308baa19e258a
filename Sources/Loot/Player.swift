/// The player: 250 health, clamped to [0, max]; an inventory; five slots. Starts with a plain
/// Sword and Cloth Shirt, both equipped. Only identified items can be equipped; equipping
/// replaces what was in the slot, which stays in the inventory.
public final class Player {
    public let maxHealth = 250
    public var currentHealth: Int {
        didSet { currentHealth = min(max(currentHealth, 0), maxHealth) }
    }
    public private(set) var inventory: [any Item]
    public private(set) var weapon: (any Weapon)?
    public private(set) var armor: [Slot: any Armor] = [:]

    public init() {
        currentHealth = maxHealth
        let sword = PlainWeapon(.sword), shirt = PlainArmor(.shirt)
        inventory = [sword, shirt]
        weapon = sword
        armor[.body] = shirt
    }

    /// The armour slots in the order the fight asks them: body, head, hands, feet.
    public static let armorSlots: [Slot] = [.body, .head, .hands, .feet]

    public var wornArmor: [any Armor] { Self.armorSlots.compactMap { armor[$0] } }

    /// Picked-up items go to the front of the inventory, as in the original.
    public func pickUp(_ item: any Item) {
        inventory.insert(item, at: 0)
    }

    public func identify(_ item: any Item) {
        item.isIdentified = true
    }

    /// Equips an identified item from the inventory; false (and nothing changes) otherwise.
    @discardableResult
    public func equip(_ item: any Item) -> Bool {
        guard item.isIdentified, inventory.contains(where: { $0 === item }) else { return false }
        if let weapon = item as? any Weapon {
            self.weapon = weapon
        } else if let piece = item as? any Armor {
            armor[piece.slot] = piece
        }
        return true
    }

    public func isEquipped(_ item: any Item) -> Bool {
        weapon === item || armor.values.contains { $0 === item }
    }

    /// What is worn in a slot.
    public func equipped(_ slot: Slot) -> (any Item)? {
        slot == .weapon ? weapon : armor[slot]
    }
}

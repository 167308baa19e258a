extension PlayerCharacter {
    /// The character of `choices`, which `CreationCheck` has found legal: the purchases bought
    /// from the lists in order, the languages the class and alignment give plus those chosen.
    public init(_ choices: CharacterChoices, seed: UInt64? = nil) {
        var kit = Kit(gold: choices.startingGold)
        for purchase in choices.purchases {
            guard let item = ShopItem(named: purchase.name) else { continue }
            switch item {
            case .weapon(let weapon):
                for _ in 0..<purchase.quantity { kit.buy(weapon) }
            case .armour(let armour):
                if kit.buy(armour.name, cost: armour.cost, quantity: purchase.quantity) { kit.armour = armour }
            case .shield:
                if kit.buy(Shield.name, cost: Shield.cost, quantity: purchase.quantity) { kit.shield = true }
            case .gear(let gear):
                kit.buy(gear, quantity: purchase.quantity)
            }
        }
        self.init(
            seed: seed, name: choices.name, characterClass: choices.characterClass, alignment: choices.alignment,
            rolledAbilities: choices.rolled, abilities: choices.abilities, hitPoints: choices.hitPoints,
            startingGold: choices.startingGold, kit: kit, languages: choices.spokenLanguages,
            spells: choices.spells, level: choices.level, experience: choices.experience,
            memorised: choices.memorised, retainer: choices.retainer)
        epithet = choices.title
        method = choices.method
    }
}

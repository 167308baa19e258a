extension Ability {
    /// What a score of this ability changes, in the words a record sheet prints beside it and the
    /// terminal shows while rolling.
    public func effects(ofScore score: Int) -> String {
        let standard = AbilityModifier.signed(AbilityModifier.standard(score))
        let capped = AbilityModifier.signed(AbilityModifier.capped(score))
        return switch self {
        case .strength: "Melee attack and damage \(standard); open doors \(AbilityModifier.openDoors(score))-in-6"
        case .intelligence:
            "\(AbilityModifier.literacy(score)); \(AbilityModifier.extraLanguages(score)) extra languages"
        case .wisdom: "Saves against magic \(standard)"
        case .dexterity:
            "AC \(AbilityModifier.signed(-AbilityModifier.standard(score))) [\(standard)]; missile attacks "
                + "\(standard); initiative \(capped)"
        case .constitution: "Hit points \(standard) per Hit Die"
        case .charisma:
            "Reactions \(capped); retainers \(AbilityModifier.maxRetainers(score)), "
                + "loyalty \(AbilityModifier.retainerLoyalty(score))"
        }
    }
}

extension AbilityModifier {
    /// A modifier as the rules print it: "+1", "+0", "-2".
    public static func signed(_ value: Int) -> String { value >= 0 ? "+\(value)" : "\(value)" }
}

extension RollMethod {
    /// How the scores are rolled, in words.
    public var explanation: String {
        switch self {
        case .threeD6: "3d6 in order"
        case .fourD6DropLowest: "4d6, the lowest die left out"
        case .threeD6RerollBelow8: "3d6, again while below 8"
        }
    }
}

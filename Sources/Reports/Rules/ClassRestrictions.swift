import OSR
import Site

/// What a class may wear and wield, in words made from `armourAllowed`, `mayUseShield` and
/// `mayUse`: for weapons the shorter of "only these" and "all but these".
enum ClassRestrictions {
    /// "battle axe, club and dagger", "long bow or two-handed sword", escaped.
    static func names(_ weapons: [Weapon], _ conjunction: String) -> String {
        RulesText.list(weapons.map { MarkdownText.escape($0.name.lowercased(), lineStart: false) }, and: conjunction)
    }

    /// "leather", "leather, chainmail or plate mail", escaped.
    static func names(_ armour: [Armour]) -> String {
        RulesText.list(armour.map { MarkdownText.escape($0.name.lowercased(), lineStart: false) }, and: "or")
    }

    /// "any", "club, mace, sling, staff and war hammer only", "any but long bow or two-handed sword".
    static func weapons(_ c: CharacterClass) -> String {
        switch c.weaponLimit {
        case .any: "any"
        case .only(let usable): "\(names(usable, "and")) only"
        case .allBut(let unusable): "any but \(names(unusable, "or"))"
        }
    }

    /// "any", "leather only", "none".
    static func armour(_ c: CharacterClass) -> String {
        if c.armourAllowed == Armour.allCases { return "any" }
        return c.armourAllowed.isEmpty ? "none" : "\(names(c.armourAllowed)) only"
    }

    /// The class's limits, "no armour; no shield"; empty when it may use everything on the lists.
    static func summary(_ c: CharacterClass) -> String {
        var limits: [String] = []
        switch c.weaponLimit {
        case .any: break
        case .only(let usable): limits.append("\(names(usable, "and")) only")
        case .allBut(let unusable): limits.append("any weapon but \(names(unusable, "or"))")
        }
        if c.armourAllowed.isEmpty {
            limits.append("no armour")
        } else if c.armourAllowed != Armour.allCases {
            limits.append("\(names(c.armourAllowed)) armour only")
        }
        if !c.mayUseShield { limits.append("no shield") }
        return limits.joined(separator: "; ")
    }
}

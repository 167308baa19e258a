extension Weapon.Quality {
    /// The quality's name in the rules' words: "two-handed".
    public var name: String {
        switch self {
        case .twoHanded: "two-handed"
        default: rawValue
        }
    }

    /// What the quality means in play, in short and in our own words (SRD `Weapons_and_Armour`,
    /// "Weapon Qualities"): the rules reference prints it beside the weapons that have it.
    public var rule: String {
        switch self {
        case .blunt: "a cleric may use it"
        case .brace: "braced against the ground, it doubles the damage done to a charging foe"
        case .charge: "on horseback, a hit after moving at least 60′ in the round does double damage"
        case .melee: "for close quarters, 5′ or less"
        case .missile: "thrown or shot, beyond 5′"
        case .reload: "takes a round to reload, so it shoots every second round (optional rule)"
        case .slow: "its wielder acts last in each round"
        case .splash: "a container that breaks on a hit and douses the target"
        case .twoHanded: "needs both hands, so no shield with it"
        }
    }
}

extension CharacterClass {
    /// Which weapons of the lists a class may use, told the shorter way: "only these" or "all but these".
    public enum WeaponLimit: Hashable, Sendable {
        case any
        case only([Weapon])
        case allBut([Weapon])
    }

    public var weaponLimit: WeaponLimit {
        let usable = Weapon.all.filter(mayUse), unusable = Weapon.all.filter { !mayUse($0) }
        if unusable.isEmpty { return .any }
        return usable.count <= unusable.count ? .only(usable) : .allBut(unusable)
    }
}

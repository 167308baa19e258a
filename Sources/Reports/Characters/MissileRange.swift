import OSR

/// How far a missile weapon reaches, in feet: the far end of its short, medium and long range
/// (SRD `Weapons_and_Armour`, "Weapon Combat Stats"; +1 to hit at short range, −1 at long).
public struct MissileRange: Hashable, Sendable {
    public let short: Int
    public let medium: Int
    public let long: Int

    /// The ranges of `weapon`; nil for a weapon that is not thrown or shot.
    public init?(_ weapon: Weapon) {
        guard weapon.isMissile, let ranges = Self.table[weapon.name] else { return nil }
        (short, medium, long) = ranges
    }

    private static let table: [String: (Int, Int, Int)] = [
        Weapon.crossbow.name: (80, 160, 240),
        Weapon.dagger.name: (10, 20, 30),
        Weapon.handAxe.name: (10, 20, 30),
        Weapon.javelin.name: (30, 60, 90),
        Weapon.longBow.name: (70, 140, 210),
        Weapon.shortBow.name: (50, 100, 150),
        Weapon.silverDagger.name: (10, 20, 30),
        Weapon.sling.name: (40, 80, 160),
        Weapon.spear.name: (20, 40, 60),
    ]
}

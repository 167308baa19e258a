/// A thief's skills through the levels (OSE SRD, `Thief`).
extension ThiefSkills {
    /// The skills of a thief of `level` (1 to 14).
    public static func at(level: Int) -> ThiefSkills { byLevel[min(max(level, 1), byLevel.count) - 1] }

    /// Climb, traps, hear noise (in six), hide, move silently, open locks, pick pockets. Pick pockets
    /// passes 100% from 12th level because the roll is lowered against victims above 5th level.
    private static let byLevel: [ThiefSkills] = [
        [87, 10, 2, 10, 20, 15, 20], [88, 15, 2, 15, 25, 20, 25], [89, 20, 3, 20, 30, 25, 30],
        [90, 25, 3, 25, 35, 30, 35], [91, 30, 3, 30, 40, 35, 40], [92, 40, 3, 36, 45, 45, 45],
        [93, 50, 4, 45, 55, 55, 55], [94, 60, 4, 55, 65, 65, 65], [95, 70, 4, 65, 75, 75, 75],
        [96, 80, 4, 75, 85, 85, 85], [97, 90, 5, 85, 95, 95, 95], [98, 95, 5, 90, 96, 96, 105],
        [99, 97, 5, 95, 98, 97, 115], [99, 99, 5, 99, 99, 99, 125],
    ].map { s in
        ThiefSkills(
            climbSheerSurfaces: s[0], findOrRemoveTraps: s[1], hearNoise: s[2], hideInShadows: s[3],
            moveSilently: s[4], openLocks: s[5], pickPockets: s[6])
    }
}

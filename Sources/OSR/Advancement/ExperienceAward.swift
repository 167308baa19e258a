/// Experience handed out after a session, as one character receives it (OSE SRD, `Advancement`):
/// the prime-requisite modifier applies to the whole award, a retainer gets half, and nobody
/// advances more than one level in a session, the rest lost at 1 XP short of the level after.
public struct ExperienceAward: Hashable, Sendable {
    /// The XP the referee gave the party member.
    public let awarded: Int
    /// The XP after the retainer's half and the prime-requisite modifier.
    public let earned: Int
    /// The XP that the one-level-a-session rule took away.
    public let lost: Int
    public let before: Int
    public let after: Int
    /// The level the character may now rise to, if the XP reaches one above its own.
    public let levelReached: Int?
    /// A normal human who earns experience must take a class (and is then of 1st level).
    public let mustTakeClass: Bool

    /// What `awarded` XP gives a character of `level` with `experience` and this modifier.
    public init(
        _ awarded: Int, to characterClass: CharacterClass, level: Int, experience: Int, modifierPercent: Int,
        isRetainer: Bool
    ) {
        precondition(
            (0...CharacterClass.mostExperience).contains(awarded) && characterClass.levelRange.contains(level),
            "an award is of 0 to \(CharacterClass.mostExperience) XP to a level the class has")
        let halved = isRetainer ? awarded / 2 : awarded
        let earned = halved * (100 + modifierPercent) / 100
        let uncapped = min(experience + earned, CharacterClass.mostExperience)
        let ceiling = characterClass.experienceRange(at: level).upperBound
        let after = max(experience, min(uncapped, ceiling))
        self.awarded = awarded
        self.earned = earned
        self.lost = experience + earned - after
        self.before = experience
        self.after = after
        let reached = characterClass.level(reachedBy: self.after)
        self.levelReached = reached > level ? reached : nil
        self.mustTakeClass = characterClass == .normalHuman && after > 0
    }
}

extension CharacterChoices {
    /// What `awarded` XP gives this character.
    public func award(_ awarded: Int) -> ExperienceAward {
        ExperienceAward(
            awarded, to: characterClass, level: level, experience: experience,
            modifierPercent: characterClass.xpModifierPercent(abilities), isRetainer: retainer != nil)
    }
}

/// How many retainers a character may keep, how loyal they are, what they are paid and what level
/// they may be (OSE SRD, `Retainers` and `Ability_Scores`): the employer's CHA sets the first two.
public enum RetainerRules {
    /// A day's fee when the employer names none, in gold pieces.
    public static let standardWage = 1
    /// The least a retainer takes of the treasure: a half share.
    public static let standardShareInHalves = 1
    /// What a day's fee may be (the character checker's bounds): nothing, for one who serves for a
    /// share alone, up to a sum no table would pay more than.
    public static let wages = 0...1000

    /// The most retainers an employer of this CHA may keep at once.
    public static func limit(charisma: Int) -> Int { AbilityModifier.maxRetainers(charisma) }

    /// The loyalty of a retainer hired by an employer of this CHA; a hiring roll of 12 or more adds 1.
    public static func loyalty(charisma: Int, hiring: HiringRoll.Outcome? = nil) -> Int {
        AbilityModifier.retainerLoyalty(charisma) + (hiring == .acceptedLoyal ? 1 : 0)
    }

    /// The terms of a retainer hired by `employer` (kept in the vault as `employerID`).
    public static func terms(
        hiredBy employer: PlayerCharacter, employerID: Int64?, hiring: HiringRoll.Outcome? = nil,
        wage: Int = standardWage, shareInHalves: Int = standardShareInHalves
    ) -> RetainerTerms {
        RetainerTerms(
            employer: employer.name, employerID: employerID,
            loyalty: loyalty(charisma: employer.abilities[.charisma], hiring: hiring), wage: wage,
            shareInHalves: shareInHalves)
    }

    /// Why a retainer of `characterClass` at `level` may not serve an employer of `employerLevel`, if it
    /// may not: a level the class has, and never above the employer's.
    public static func levelRefusal(_ characterClass: CharacterClass, level: Int, employerLevel: Int) -> String? {
        let range = characterClass.levelRange
        guard range.contains(level) else {
            return range.count == 1
                ? "\(characterClass.withArticle) is of level \(range.lowerBound) only, not \(level)"
                : "\(characterClass.withArticle)'s level is from \(range.lowerBound) to \(range.upperBound), "
                    + "not \(level)"
        }
        guard level <= employerLevel else {
            return "a retainer's level may be no higher than its employer's (\(employerLevel)), not \(level)"
        }
        return nil
    }

    /// Why an employer of this CHA may not hire one more retainer, if it may not: `current` names
    /// those it keeps.
    public static func limitRefusal(employer: String, charisma: Int, current: [String]) -> String? {
        let limit = limit(charisma: charisma)
        guard current.count >= limit else { return nil }
        return "\(employer) (CHA \(charisma)) may keep \(limit) retainer\(limit == 1 ? "" : "s") "
            + "and has \(current.count): \(current.joined(separator: ", "))"
    }

    /// Why these terms may not be agreed, if not: a fee within `wages` and a half or a full share.
    public static func termsRefusal(wage: Int, shareInHalves: Int) -> String? {
        wageRefusal(wage) ?? shareRefusal(shareInHalves)
    }

    /// Why a day's fee may not be agreed, if not: it is within `wages`.
    public static func wageRefusal(_ wage: Int) -> String? {
        wages.contains(wage) ? nil : "the wage is \(wages.lowerBound) to \(wages.upperBound) gp a day, not \(wage)"
    }

    /// Why a share may not be agreed, if not: a half or a full one.
    public static func shareRefusal(_ shareInHalves: Int) -> String? {
        (1...2).contains(shareInHalves) ? nil : "the share is a half or a full share of treasure"
    }
}

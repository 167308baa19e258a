import GameKit

/// The roll that decides whether a candidate takes service (OSE SRD, `Retainers`): 2d6, plus the
/// employer's CHA reaction modifier, plus or minus up to 2 for a generous or a mean offer, less 1
/// where an earlier offer caused ill will.
public struct HiringRoll: Hashable, Sendable {
    /// What the candidate answers.
    public enum Outcome: String, Hashable, Sendable, CaseIterable {
        case illWill = "ill will"
        case refused
        case rollAgain = "roll again"
        case accepted
        case acceptedLoyal = "accepted, loyalty +1"

        /// The outcome of a modified total: 2 or less ill will, 3–5 refused, 6–8 roll again
        /// (the candidate is unsure), 9–11 accepted, 12 or more accepted with 1 more loyalty.
        public init(total: Int) {
            switch total {
            case ...2: self = .illWill
            case 3...5: self = .refused
            case 6...8: self = .rollAgain
            case 9...11: self = .accepted
            default: self = .acceptedLoyal
            }
        }

        /// Whether the candidate takes service.
        public var hires: Bool { self == .accepted || self == .acceptedLoyal }

        /// The outcome in a sentence's words, with what follows from it.
        public var explanation: String {
            switch self {
            case .illWill: "ill will: the candidate is insulted; later hiring rolls in this place take −1"
            case .refused: "refused: the candidate turns the offer down"
            case .rollAgain: "roll again: the candidate is unsure; make the offer again"
            case .accepted: "accepted"
            case .acceptedLoyal: "accepted gladly: loyalty +1"
            }
        }
    }

    /// The offer's modifier is from −2 (mean) to +2 (generous).
    public static let offers = -2...2

    /// The two dice.
    public let dice: [Int]
    /// The employer's CHA reaction modifier (the capped one).
    public let reaction: Int
    public let offer: Int
    /// −1 where an earlier offer caused ill will, else 0.
    public let illWill: Int

    public var total: Int { dice.reduce(0, +) + reaction + offer + illWill }
    public var outcome: Outcome { Outcome(total: total) }

    /// Rolls for an employer of CHA `charisma` with an offer's modifier from `offers`.
    public init(charisma: Int, offer: Int = 0, afterIllWill: Bool = false, using random: inout SeededRandom) {
        precondition(Self.offers.contains(offer), "an offer's modifier is from −2 to +2")
        let d6 = Dice(count: 1, sides: 6)
        dice = [d6.roll(using: &random), d6.roll(using: &random)]
        reaction = AbilityModifier.capped(charisma)
        self.offer = offer
        illWill = afterIllWill ? -1 : 0
    }

    /// The roll and its modifiers as a line: `2d6 4+5 = 9, CHA +1, offer −1 → 9: accepted`.
    public var summary: String {
        var parts = ["2d6 \(dice.map(String.init).joined(separator: "+")) = \(dice.reduce(0, +))"]
        parts.append("CHA \(Self.signed(reaction))")
        if offer != 0 { parts.append("offer \(Self.signed(offer))") }
        if illWill != 0 { parts.append("earlier ill will \(Self.signed(illWill))") }
        return parts.joined(separator: ", ") + " → \(total): \(outcome.explanation)"
    }

    private static func signed(_ value: Int) -> String { value >= 0 ? "+\(value)" : "−\(-value)" }
}

import BullsEye

/// What a player answered when asked for a guess.
enum BullsEyeAnswer<Target: BullsEyeTarget> {
    case guess(Target)
    /// Start over, in a new session.
    case startOver
    /// The input ended: the session stops.
    case endOfInput
}

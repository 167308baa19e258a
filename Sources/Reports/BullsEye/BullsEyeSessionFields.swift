/// The `bullseye-session` layout: the rounds of one session, its numbers, and a bar chart of
/// points per round.
struct BullsEyeSessionFields: LayoutFields {
    struct Round: Encodable {
        /// From 1.
        let number: Int
        /// "42", or "R 12 · G 200 · B 7".
        let target: String
        let guess: String
        let difference: Int
        let points: Int
        let bonus: Int
        let total: Int
        /// The alert's title: what the game said of the guess.
        let title: String
        /// For RGB, the target and guessed colours as CSS ("#0cc807"); nil for the other variants.
        let targetColour: String?
        let guessColour: String?
    }

    let player: String
    /// "Classic", "RGB".
    let variant: String
    /// Whether the variant is RGB, whose rounds have colours.
    let colour: Bool
    let total: Int
    let rounds: [Round]
    /// The number of the round that scored most, and its points.
    let bestRound: Int
    let bestTotal: Int
    /// To one decimal: "3.5".
    let averageDifference: String
    /// Points per round, the rounds table beside it.
    let chart: BarChart
    /// "Best Classic session: 1234 points", when the session raised the record of its game.
    let newRecord: String?
    /// "Ally, Classic: 1234 points in 10 rounds", and its new record, for the listing and feeds.
    let summary: String
}

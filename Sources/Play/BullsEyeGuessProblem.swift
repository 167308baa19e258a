/// Why what was typed is not a guess, in the words the player is told.
enum BullsEyeGuessProblem: Error, Equatable, CustomStringConvertible {
    case notNumbers(String)
    case count(Int)
    /// A whole number, as typed, out of the range.
    case range(String, ClosedRange<Int>)

    var description: String {
        switch self {
        case .notNumbers(let text): "'\(text)' is not a whole number: type digits, or `over` to start over"
        case .count(let wanted): "type \(wanted == 3 ? "three numbers: red, green and blue" : "one number")"
        case .range(let typed, let range): "\(typed) is out of range: type \(range.lowerBound) to \(range.upperBound)"
        }
    }
}

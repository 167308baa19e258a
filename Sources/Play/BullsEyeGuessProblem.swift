/// Why what was typed is not a guess, in the words the player is told.
enum BullsEyeGuessProblem: Error, Equatable, CustomStringConvertible {
    case notNumbers(String)
    case count(Int)
    case range(Int, ClosedRange<Int>)

    var description: String {
        switch self {
        case .notNumbers(let text): "'\(text)' is not a whole number: type digits, or `over` to start over"
        case .count(let wanted): "type \(wanted == 3 ? "three numbers: red, green and blue" : "one number")"
        case .range(let number, let range): "\(number) is out of range: type \(range.lowerBound) to \(range.upperBound)"
        }
    }
}

/// A whole number as a person writes it in a page or a file (`12`, `-3`, `+1`), read within the
/// range its place allows. A number too large for any integer is still a number: it is told the
/// range, never that it is not a number.
public enum WholeNumber {
    /// Why a text is not a number its place takes.
    public enum Problem: Error, Hashable, Sendable, CustomStringConvertible {
        /// Not written as a whole number at all.
        case notANumber
        /// A whole number outside the range (perhaps outside every integer).
        case outOfRange(ClosedRange<Int>)

        public var description: String {
            switch self {
            case .notANumber: "is not a whole number"
            case .outOfRange(let range): "must be a whole number from \(range.lowerBound) to \(range.upperBound)"
            }
        }
    }

    /// The number `text` writes, if it is within `range`.
    public static func read(_ text: some StringProtocol, in range: ClosedRange<Int>) -> Result<Int, Problem> {
        if let number = Int(text) {
            return range.contains(number) ? .success(number) : .failure(.outOfRange(range))
        }
        return isWritten(text) ? .failure(.outOfRange(range)) : .failure(.notANumber)
    }

    /// Whether `text` is written as a whole number, whatever its size: a sign, then digits.
    private static func isWritten(_ text: some StringProtocol) -> Bool {
        let digits = text.hasPrefix("-") || text.hasPrefix("+") ? text.dropFirst() : text[...]
        return !digits.isEmpty && digits.utf8.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
    }
}

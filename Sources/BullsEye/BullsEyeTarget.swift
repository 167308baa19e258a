import GameKit

/// What a BullsEye game aims at (docs/rules.md, "Variants": the generic model of ThreeInOneBullsEye): a
/// value that can be drawn at random and whose distance to a guess is a difference of 0 to 100.
public protocol BullsEyeTarget: Sendable, Equatable {
    static func random(using random: inout SeededRandom) -> Self
    /// How far `guess` is from `target`, 0 (a bull's eye) to 100.
    static func difference(_ target: Self, _ guess: Self) -> Int
    /// The value as the whole numbers a session records: one for a position, three for a colour.
    var numbers: [Int] { get }
    init?(numbers: [Int])
}

/// A number 1…100: the classic game's slider position, and the reverse game's.
public struct Position: BullsEyeTarget, Hashable {
    public static let range = 1...100
    public let value: Int

    public init?(_ value: Int) {
        guard Self.range.contains(value) else { return nil }
        self.value = value
    }

    public static func random(using random: inout SeededRandom) -> Position {
        Position(random.int(in: range))!
    }

    public static func difference(_ target: Position, _ guess: Position) -> Int {
        abs(target.value - guess.value)
    }

    public var numbers: [Int] { [value] }

    public init?(numbers: [Int]) {
        guard numbers.count == 1 else { return nil }
        self.init(numbers[0])
    }
}

/// A colour, three channels 0…255: RGBullsEye's target.
public struct RGB: BullsEyeTarget, Hashable {
    public static let channel = 0...255
    public let red: Int, green: Int, blue: Int

    public init?(red: Int, green: Int, blue: Int) {
        guard [red, green, blue].allSatisfy(Self.channel.contains) else { return nil }
        (self.red, self.green, self.blue) = (red, green, blue)
    }

    public static func random(using random: inout SeededRandom) -> RGB {
        RGB(red: random.int(in: channel), green: random.int(in: channel), blue: random.int(in: channel))!
    }

    /// The Euclidean distance over the largest possible one (white to black), as a percentage
    /// rounded to the nearest whole number: the 2020 official formula.
    public static func difference(_ target: RGB, _ guess: RGB) -> Int {
        let squares = [target.red - guess.red, target.green - guess.green, target.blue - guess.blue].reduce(0) {
            $0 + $1 * $1
        }
        return Int((Double(squares).squareRoot() / (3.0 * 255 * 255).squareRoot() * 100).rounded())
    }

    public var numbers: [Int] { [red, green, blue] }

    public init?(numbers: [Int]) {
        guard numbers.count == 3 else { return nil }
        self.init(red: numbers[0], green: numbers[1], blue: numbers[2])
    }

    /// "#1f4fb4".
    public var hex: String {
        "#"
            + [red, green, blue].map {
                String($0, radix: 16).count == 1 ? "0" + String($0, radix: 16) : String($0, radix: 16)
            }.joined()
    }
}

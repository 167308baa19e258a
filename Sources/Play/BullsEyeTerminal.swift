import BullsEye
import GameKit

/// How BullsEye looks at a terminal: the task, a drawn slider, a colour swatch, the result, and
/// the typed guess read back as numbers.
public struct BullsEyeTerminal: Sendable {
    /// Typed instead of a guess: start over, in a new session.
    static let startOverWord = "over"

    public let variant: BullsEyeVariant
    public let swatches: SwatchStyle

    public init(variant: BullsEyeVariant, swatches: SwatchStyle) {
        self.variant = variant
        self.swatches = swatches
    }

    public var help: String {
        switch variant {
        case .classic:
            "Put the bull's eye as close as you can to the number: type where the slider (1-100) should go."
        case .rgb: "Match the colour: type its red, green and blue (0-255 each)."
        case .reverse: "Guess where the slider is: type its number (1-100)."
        }
    }

    /// The session's first line: the game, the player and the help.
    func welcome(_ player: String) -> String {
        "\(variant.name) for \(player). \(help)"
    }

    /// The round and the score so far, after a blank line.
    func roundHeader(round: Int, score: Int) -> String {
        "\nRound \(round) · Score \(score)"
    }

    /// What the player sees before guessing.
    public func task(target: [Int]) -> String {
        switch variant {
        case .classic: "Aim for \(target[0]):  \(Self.slider(nil, marks: [50]))  ▲ your slider, at 50"
        case .reverse: "Where is it?  \(Self.slider(target[0], marks: []))"
        case .rgb: "Match this colour:  \(swatch(target))"
        }
    }

    var prompt: String {
        variant == .rgb ? "Red green blue: " : "Your number: "
    }

    static func problem(_ problem: BullsEyeGuessProblem) -> String {
        "  \(problem.description)"
    }

    /// The round's outcome, the alert's words first.
    public func result(round: BullsEyeSession.Round, score: Int) -> String {
        let bonus = round.bonus > 0 ? " (bonus \(round.bonus))" : ""
        var lines = ["\(round.title) You scored \(round.total) points\(bonus)."]
        switch variant {
        case .classic, .reverse:
            let (target, guess) = (round.target[0], round.guess[0])
            lines.append(
                "Target \(target), you said \(guess): difference \(round.difference) "
                    + "(\(BullsEyeHint.words(round.difference))).")
            lines.append("  \(Self.slider(target, marks: [guess]))  ● target  ▲ you")
        case .rgb:
            let (target, guess) = (round.target, round.guess)
            lines.append(
                "Target R \(target[0]) G \(target[1]) B \(target[2]): \(swatch(target))  "
                    + "you: \(swatch(guess))  difference \(round.difference).")
        }
        lines.append("Score \(score).")
        return lines.joined(separator: "\n")
    }

    static func startingOver(session id: Int64) -> String {
        "Starting over: session \(id)."
    }

    /// Said at the end of input, after a blank line.
    static func saved(session id: Int64, rounds: Int, score: Int) -> String {
        "\nSession \(id) saved: \(rounds) \(rounds == 1 ? "round" : "rounds"), \(score) points."
    }

    /// A 1…100 slider, 50 characters wide, with ● at `thumb` and ▲ at each mark.
    public static func slider(_ thumb: Int?, marks: [Int]) -> String {
        var cells = Array(repeating: "─", count: 50)
        func cell(_ value: Int) -> Int { (value - 1) * 49 / 99 }
        for mark in marks { cells[cell(mark)] = "▲" }
        if let thumb { cells[cell(thumb)] = "●" }
        return "1 ├" + cells.joined() + "┤ 100"
    }

    /// A colour swatch in the terminal's style; empty for numbers that are not a colour.
    public func swatch(_ channels: [Int]) -> String {
        guard let colour = RGB(numbers: channels) else { return "" }
        let code: String
        switch swatches {
        case .hexCode: return "[\(colour.hex)]"
        case .trueColour: code = "48;2;\(colour.red);\(colour.green);\(colour.blue)"
        case .colourCube:
            let (red, green, blue) = (colour.red * 5 / 255, colour.green * 5 / 255, colour.blue * 5 / 255)
            code = "48;5;\(16 + 36 * red + 6 * green + blue)"
        }
        return "\u{1B}[\(code)m      \u{1B}[0m"
    }

    /// The target typed in `text` (already trimmed and lower-cased), or what is wrong with it.
    func guess<Target: BullsEyeTarget>(_ text: String, as type: Target.Type) -> Result<Target, BullsEyeGuessProblem> {
        numbers(text).map { numbers in
            guard let target = Target(numbers: numbers) else {
                preconditionFailure("a \(variant.rawValue) guess is not a \(Target.self)")
            }
            return target
        }
    }

    /// The numbers typed for a guess, checked against the variant's ranges.
    func numbers(_ text: String) -> Result<[Int], BullsEyeGuessProblem> {
        let parts = text.split(whereSeparator: { $0 == " " || $0 == "," }).map(String.init)
        let wanted = variant == .rgb ? 3 : 1, range = variant == .rgb ? RGB.channel : Position.range
        guard parts.count == wanted else { return .failure(.count(wanted)) }
        var numbers: [Int] = []
        for part in parts {
            switch WholeNumber.read(part, in: range) {
            case .success(let number): numbers.append(number)
            case .failure(.notANumber): return .failure(.notNumbers(part))
            case .failure(.outOfRange): return .failure(.range(part.echoed, range))
            }
        }
        return .success(numbers)
    }
}

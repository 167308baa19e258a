import BullsEye
import Foundation

/// How BullsEye looks at a terminal: the task, a drawn slider, a colour swatch, the result.
enum BullsEyeTerminal {
    static func help(_ variant: BullsEyeVariant) -> String {
        switch variant {
        case .classic: "Put the bull's eye as close as you can to the number: type where the slider (1-100) should go."
        case .rgb: "Match the colour: type its red, green and blue (0-255 each)."
        case .reverse: "Guess where the slider is: type its number (1-100)."
        }
    }

    /// What the player sees before guessing.
    static func task(_ variant: BullsEyeVariant, target: [Int]) -> String {
        switch variant {
        case .classic: "Aim for \(target[0]):  \(slider(nil, marks: [50]))  ▲ your slider, at 50"
        case .reverse: "Where is it?  \(slider(target[0], marks: []))"
        case .rgb: "Match this colour:  \(swatch(target))"
        }
    }

    /// The round's outcome, the alert's words first.
    static func result(_ variant: BullsEyeVariant, round: BullsEyeSession.Round, score: Int) -> String {
        var lines = ["\(round.title) You scored \(round.total) points\(round.bonus > 0 ? " (bonus \(round.bonus))" : "")."]
        switch variant {
        case .classic, .reverse:
            lines.append("Target \(round.target[0]), you said \(round.guess[0]): difference \(round.difference) (\(BullsEyeHint.words(round.difference))).")
            lines.append("  \(slider(round.target[0], marks: [round.guess[0]]))  ● target  ▲ you")
        case .rgb:
            lines.append("Target R \(round.target[0]) G \(round.target[1]) B \(round.target[2]): \(swatch(round.target))  you: \(swatch(round.guess))  difference \(round.difference).")
        }
        lines.append("Score \(score).")
        return lines.joined(separator: "\n")
    }

    /// A 1…100 slider, 50 characters wide, with ● at `thumb` and ▲ at each mark.
    static func slider(_ thumb: Int?, marks: [Int]) -> String {
        var cells = Array(repeating: "─", count: 50)
        func cell(_ value: Int) -> Int { (value - 1) * 49 / 99 }
        for mark in marks { cells[cell(mark)] = "▲" }
        if let thumb { cells[cell(thumb)] = "●" }
        return "1 ├" + cells.joined() + "┤ 100"
    }

    /// A colour swatch: true colour where the terminal says it has it (COLORTERM), the nearest of
    /// the 256-colour cube on other terminals, and the hex code when the output is not a terminal.
    static func swatch(_ channels: [Int]) -> String {
        guard let colour = RGB(numbers: channels) else { return "" }
        guard isatty(STDOUT_FILENO) != 0 else { return "[\(colour.hex)]" }
        let env = ProcessInfo.processInfo.environment["COLORTERM"] ?? ""
        let code = env.contains("truecolor") || env.contains("24bit")
            ? "48;2;\(colour.red);\(colour.green);\(colour.blue)"
            : "48;5;\(16 + 36 * (colour.red * 5 / 255) + 6 * (colour.green * 5 / 255) + colour.blue * 5 / 255)"
        return "\u{1B}[\(code)m      \u{1B}[0m"
    }

    enum GuessProblem: Error, CustomStringConvertible {
        case notNumbers(String), count(Int), range(Int, ClosedRange<Int>)

        var description: String {
            switch self {
            case .notNumbers(let text): "'\(text)' is not a whole number: type digits, or `over` to start over"
            case .count(let wanted): "type \(wanted == 3 ? "three numbers: red, green and blue" : "one number")"
            case .range(let number, let range): "\(number) is out of range: type \(range.lowerBound) to \(range.upperBound)"
            }
        }
    }

    /// The numbers typed for a guess, checked against the variant's ranges.
    static func numbers(_ text: String, variant: BullsEyeVariant) -> Result<[Int], GuessProblem> {
        let parts = text.split(whereSeparator: { $0 == " " || $0 == "," }).map(String.init)
        let wanted = variant == .rgb ? 3 : 1, range = variant == .rgb ? RGB.channel : Position.range
        guard parts.count == wanted else { return .failure(.count(wanted)) }
        var numbers: [Int] = []
        for part in parts {
            guard let number = Int(part) else { return .failure(.notNumbers(part)) }
            guard range.contains(number) else { return .failure(.range(number, range)) }
            numbers.append(number)
        }
        return .success(numbers)
    }
}

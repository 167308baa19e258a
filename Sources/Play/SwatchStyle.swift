/// How a colour swatch is drawn: a block of the colour itself where the output is a terminal, in
/// true colour where the terminal says it has it, else the nearest of the 256-colour cube; the
/// hex code where the output is not a terminal (a file, a pipe, a test).
public enum SwatchStyle: Sendable, Equatable {
    case trueColour, colourCube, hexCode

    /// - Parameters:
    ///   - outputIsTerminal: whether standard output is a terminal (`isatty`).
    ///   - colorTerm: the environment's COLORTERM, which terminals with true colour set to
    ///     `truecolor` or `24bit`.
    public init(outputIsTerminal: Bool, colorTerm: String?) {
        let colorTerm = colorTerm ?? ""
        if !outputIsTerminal {
            self = .hexCode
        } else if colorTerm.contains("truecolor") || colorTerm.contains("24bit") {
            self = .trueColour
        } else {
            self = .colourCube
        }
    }
}

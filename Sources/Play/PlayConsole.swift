/// The terminal a game is played at, as a play session sees it: lines typed in, lines and prompts
/// written out. The command wires it to standard input and output; a test, to a script.
public struct PlayConsole {
    private let readLine: () -> String?
    private let writeLine: (String) -> Void
    private let writePrompt: (String) -> Void
    private let writeDrawing: (String) -> Void
    private let echoesInput: Bool

    /// - Parameters:
    ///   - readLine: the next line typed, without its line end; nil at the end of input.
    ///   - writeLine: writes one line and the newline that ends it.
    ///   - writePrompt: writes a question that the answer follows on the same line.
    ///   - writeDrawing: writes one line drawn by the program alone, from numbers and its own
    ///     words (a slider, a colour swatch): it may hold the terminal codes that colour it, which
    ///     a line with a player's words in it never may. Lines go through `writeLine` by default.
    ///   - echoesInput: whether answers are written back after their prompt, so that a transcript of
    ///     piped input shows what was played (a terminal shows what is typed by itself).
    public init(
        readLine: @escaping () -> String?, writeLine: @escaping (String) -> Void,
        writePrompt: @escaping (String) -> Void, writeDrawing: ((String) -> Void)? = nil, echoesInput: Bool
    ) {
        self.readLine = readLine
        self.writeLine = writeLine
        self.writePrompt = writePrompt
        self.writeDrawing = writeDrawing ?? writeLine
        self.echoesInput = echoesInput
    }

    func say(_ line: String) {
        writeLine(line)
    }

    /// Shows a line the program drew by itself (see `writeDrawing`).
    func show(_ drawing: String) {
        writeDrawing(drawing)
    }

    /// Asks `prompt` and returns the line typed; nil at the end of input.
    func answer(_ prompt: String) -> String? {
        writePrompt(prompt)
        guard let line = readLine() else { return nil }
        if echoesInput { writeLine(line) }
        return line
    }
}

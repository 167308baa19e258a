import Foundation
import Play

/// The terminal of the play commands: standard input read a bounded line at a time; lines and
/// prompts, which may hold players' names and what they typed, written as the tool writes every
/// line (control characters and bidirectional overrides shown, not obeyed); the program's own
/// drawings (a colour swatch) written with their colour codes; and answers echoed when the input
/// is piped, so that the transcript shows what was played.
func standardConsole() -> PlayConsole {
    let input = StandardInputLines()
    return PlayConsole(
        readLine: { input.next { say("That was not UTF-8 text: type it again.") } }, writeLine: { say($0) },
        writePrompt: { StandardOutput.write(escapingControls($0)) },
        writeDrawing: { StandardOutput.write($0 + "\n") }, echoesInput: isatty(STDIN_FILENO) == 0
    )
}

import Foundation
import Play

/// The terminal of the play commands: standard input read a bounded line at a time, lines said as
/// the tool says every line (control characters shown, not obeyed), prompts written as they are,
/// and answers echoed when the input is piped, so that the transcript shows what was played.
func standardConsole() -> PlayConsole {
    let input = StandardInputLines()
    return PlayConsole(
        readLine: input.next, writeLine: { say($0) }, writePrompt: { StandardOutput.write($0) },
        echoesInput: isatty(STDIN_FILENO) == 0
    )
}

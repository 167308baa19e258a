import ArgumentParser
import Foundation

@main
struct Sheetgen: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sheetgen",
        abstract: "Record sheets, game reports and static sites for tabletop and game night.",
        version: "0.1.0",
        subcommands: [
            BuildCommand.self, CheckCommand.self, ServeCommand.self, CharacterCommand.self, ItemCommand.self,
            BattleCommand.self, CatalogueCommand.self, PartyCommand.self, CardsCommand.self, GhostCommand.self,
            BullsEyeCommand.self, MarkdownCommand.self, NewCommand.self,
        ]
    )

    /// Runs the command line. Every failure is one line on stderr and a non-zero exit: no usage
    /// dump, no stack trace. Help and version go to stdout as usual.
    static func main() {
        TerminationSignals.unblock()  // every command, not only serve, must hear kill and Ctrl-C
        FileSizeLimit.failWritesPastIt()
        do {
            try checkArgumentsAreText()
            var command = try parseAsRoot()
            try command.run()
            StandardOutput.finish()
        } catch let told as ExitCode {
            // A command that has told the user already what happened (an abandoned character).
            StandardOutput.finish()
            Foundation.exit(told.rawValue)
        } catch {
            let code = exitCode(for: error)
            if code == .success {
                StandardOutput.write(fullMessage(for: error) + "\n")
            } else {
                Failure.report(error)
            }
            Foundation.exit(code.rawValue)
        }
    }
}

extension Sheetgen {
    /// Refuses an argument whose bytes are not UTF-8: Swift hands it on with U+FFFD in their place,
    /// so a file would be looked for, or written, under a name that is not the one typed.
    static func checkArgumentsAreText() throws {
        for index in 1..<Int(CommandLine.argc) {
            guard let argument = CommandLine.unsafeArgv[index], String(validatingCString: argument) == nil else {
                continue
            }
            // Its bytes beyond ASCII shown as `\xFF`, since they cannot be shown as text.
            let shown = UnsafeBufferPointer(start: argument, count: strlen(argument)).map { signed in
                let byte = UInt8(bitPattern: signed)
                return byte < 0x80 ? String(UnicodeScalar(byte)) : "\\x" + String(byte, radix: 16, uppercase: true)
            }.joined()
            throw UsageError("argument \(index) ('\(shown)') is not UTF-8 text")
        }
    }
}

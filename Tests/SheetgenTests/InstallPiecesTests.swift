import Foundation
import TestSupport
import Testing

/// What `make install` puts beside the binary comes from the binary: its completion scripts and
/// the help that swift-argument-parser's generate-manual turns into the man page.
@Suite(.tags(.slow)) struct InstallPiecesTests {
    @Test(arguments: ["bash", "zsh", "fish"]) func completesEveryCommandInEachShell(shell: String) throws {
        let script = try CLI.run(["--generate-completion-script", shell])
        #expect(script.status == 0, "\(script.stderr)")
        for command in ["build", "serve", "character", "party", "new"] {
            #expect(script.stdout.contains(command), "\(shell): \(command)")
        }
    }

    @Test func theHelpTheManPageIsMadeOfNamesEveryCommand() throws {
        let dump = try CLI.run(["--experimental-dump-help"])
        #expect(dump.status == 0, "\(dump.stderr)")
        let help = try JSONSerialization.jsonObject(with: Data(dump.stdout.utf8)) as? [String: Any]
        let command = help?["command"] as? [String: Any]
        let names = (command?["subcommands"] as? [[String: Any]])?.compactMap { $0["commandName"] as? String }
        #expect(command?["commandName"] as? String == "sheetgen")
        #expect(Set(names ?? []).isSuperset(of: ["build", "serve", "check", "character", "new"]), "\(names ?? [])")
        // generate-manual leaves out what is not ASCII (an ellipsis, say) from the man page.
        let foreign = dump.stdout.unicodeScalars.filter { !$0.isASCII }
        #expect(foreign.isEmpty, "\(String(String.UnicodeScalarView(foreign)))")
    }
}

import Foundation
import TestSupport
import Testing

@Suite(.tags(.slow)) struct BullsEyeCommandTests {
    @Test func aSessionPlayedThroughStdinIsSavedRoundByRound() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let played = try CLI.run(
            ["bullseye", "play", "--variant", "classic", "--player", "Ann", "--seed", "4"],
            stdin: Data("50\nabc\n101\n\n37\n".utf8), in: folder)
        #expect(played.status == 0, "\(played.stderr)")
        #expect(
            played.stdout.contains("'abc' is not a whole number")
                && played.stdout.contains("101 is out of range: type 1 to 100")
                && played.stdout.contains("type one number"))
        #expect(played.stdout.contains("Session 1 saved: 2 rounds"))
        let colour = try CLI.run(
            ["bullseye", "play", "--variant", "rgb", "--player", "Bo", "--seed", "4"],
            stdin: Data("1 2\n10 200 30\nover\n0,0,0\n".utf8), in: folder)
        #expect(
            colour.stdout.contains("type three numbers: red, green and blue")
                && colour.stdout.contains("Starting over: session 3."))
        let export = try CLI.run(["bullseye", "export"], in: folder)
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(export.stdout.utf8)) as? [String: [[String: Any]]])
        let sessions = try #require(object["sessions"])
        #expect(sessions.map { $0["id"] as? Int } == [1, 2, 3])
        #expect(Set(sessions[0].keys) == ["id", "variant", "player", "total", "rounds"])
        let rounds = try #require(sessions[0]["rounds"] as? [[String: Any]])
        #expect(
            Set(rounds[0].keys) == ["target", "guess", "difference", "points", "bonus"]
                && rounds.map { $0["guess"] as? Int } == [50, 37])
        let rgb = try #require((sessions[1]["rounds"] as? [[String: Any]])?.first)
        #expect(rgb["guess"] as? [Int] == [10, 200, 30] && (rgb["target"] as? [Int])?.count == 3)
        #expect(
            sessions.map { $0["total"] as? Int }
                == sessions.map {
                    ($0["rounds"] as! [[String: Any]]).reduce(0) { $0 + ($1["points"] as! Int) + ($1["bonus"] as! Int) }
                })
    }

    /// On a terminal the colour swatch is drawn in colour, while what a player typed still has its
    /// control characters shown, not obeyed. `script` (Debian's essential bsdutils) runs the
    /// command with a terminal for its output; the answers come from a file.
    @Test func onATerminalTheSwatchIsInColourAndTypedEscapesAreNot() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("1 \u{1B}[31m 2\n10 200 30\n".utf8).write(to: folder.appendingPathComponent("typed"))
        let onATerminal = ["/bin/sh", "-c", "exec /usr/bin/script -qec \"$0 $* < typed\" /dev/null"]
        let run = try CLI.run(
            ["bullseye", "play", "--variant", "rgb", "--player", "Bo", "--seed", "4"], in: folder,
            environment: ["COLORTERM": "truecolor", "TERM": "xterm", "PATH": "/usr/bin:/bin"],
            wrapper: onATerminal)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("Match this colour:  \u{1B}[48;2;"), "\(run.stdout)")
        #expect(!run.stdout.contains("\\u{1B}[48"), "a swatch is not shown as escaped text")
        #expect(run.stdout.contains("\\u{1B}[31m"), "what was typed is shown escaped")
        #expect(!run.stdout.contains("\u{1B}[31m"), "what was typed never reaches the terminal raw")
    }

    @Test func simulatedSessionsAreTheSameForTheSameSeedAndTheirPagesEscapeNames() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let evil = "<script>alert(1)</script>"
        for vault in ["a.sqlite", "b.sqlite"] {
            #expect(
                try CLI.run(
                    [
                        "bullseye", "simulate", "--variant", "rgb", "--rounds", "6", "--seed", "3", "--player", evil,
                        "--vault", vault,
                    ], in: folder
                ).status == 0)
        }
        let a = try CLI.run(["bullseye", "export", "--vault", "a.sqlite"], in: folder).stdout
        #expect(
            a == (try CLI.run(["bullseye", "export", "--vault", "b.sqlite"], in: folder)).stdout
                && a.contains("\"variant\" : \"rgb\""))
        let summary = try CLI.run(["bullseye", "summary", "--vault", "a.sqlite", "--output", "pages"], in: folder)
        #expect(summary.status == 0, "\(summary.stderr)")
        let page = try String(contentsOf: folder.appendingPathComponent("pages/session-1.html"), encoding: .utf8)
        #expect(
            !page.contains(evil) && page.contains("&lt;script&gt;") && page.contains("<svg")
                && page.contains("class=\"swatch\""))
        #expect(page.components(separatedBy: "<rect x=").count - 1 == 6)  // the chart's bars
        #expect(
            try CLI.run(["bullseye", "summary", "7", "--vault", "a.sqlite"], in: folder).stderr
                == "sheetgen: a.sqlite: no session 7 with rounds\n")

        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("Content"), withIntermediateDirectories: true)
        try "sections:\n  bullseye:\n    vault: a.sqlite\n".write(
            to: folder.appendingPathComponent("sheetgen.yml"), atomically: true, encoding: .utf8)
        let build = try CLI.run(["build", "--output", "site"], in: folder)
        #expect(build.status == 0 && build.stderr.isEmpty, "\(build.stderr)")
        let index = try String(contentsOf: folder.appendingPathComponent("site/bullseye/index.html"), encoding: .utf8)
        #expect(
            index.contains("1 session of BullsEye") && index.contains("href=\"../bullseye/session-1.html\"")
                && !index.contains(evil))
    }

    @Test(arguments: [
        (["simulate", "--variant", "darts", "--rounds", "3", "--seed", "1", "--player", "Ann"], "'darts' is invalid"),
        (
            ["simulate", "--variant", "rgb", "--rounds", "0", "--seed", "1", "--player", "Ann"],
            "--rounds must be from 1 to 10000"
        ),
        (
            ["simulate", "--variant", "rgb", "--rounds", "3", "--seed", "1", "--player", ""],
            "a player's name cannot be empty"
        ),
        (
            ["simulate", "--variant", "rgb", "--rounds", "3", "--seed", "1", "--player", "Ann", "--skill", "101"],
            "--skill must be from 0 to 100"
        ),
        (["play", "--variant", "classic", "--player", String(repeating: "y", count: 41)], "at most 40 characters"),
    ])
    func badOptionsChangeNothing(arguments: [String], problem: String) throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(
            try CLI.run(
                ["bullseye", "simulate", "--variant", "classic", "--rounds", "2", "--seed", "1", "--player", "Cy"],
                in: folder
            ).status == 0)
        let before = FileManager.default.contents(atPath: folder.appendingPathComponent("sheetgen.sqlite").path)
        let result = try CLI.run(["bullseye"] + arguments, stdin: Data("5\n".utf8), in: folder)
        #expect(
            result.status != 0 && result.stderr.contains(problem) && result.stderr.split(separator: "\n").count == 1,
            "\(result.stderr)")
        #expect(FileManager.default.contents(atPath: folder.appendingPathComponent("sheetgen.sqlite").path) == before)
    }
}

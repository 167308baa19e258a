import Foundation
import TestSupport
import Testing

/// `roll` blocks against a game master who writes numbers too large or tables that name tables
/// without end: one `sheetgen:` line at the page's file and line, exit 1, nothing written, and
/// never a trap, a long wait or gigabytes of memory.
@Suite(.tags(.slow)) struct HostileRollBlockTests {
    /// Every build here runs under a limit of time and memory, so that one that would run away
    /// is ended, and fails its test, rather than hold the machine.
    static let bounded = ["/usr/bin/timeout", "-s", "KILL", "60", "/usr/bin/prlimit", "--as=\(2 << 30)", "--"]

    /// `sheetgen build` of a site whose one page is `body` after a front matter of three lines.
    static func build(_ body: String, config: String = "") throws -> (result: CLI.Result, folder: URL) {
        let folder = try CLI.temporaryFolder()
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("Content"), withIntermediateDirectories: true)
        try ("---\ntitle: T\n---\n" + body).write(
            to: folder.appendingPathComponent("Content/a.md"), atomically: true, encoding: .utf8)
        try config.write(to: folder.appendingPathComponent("sheetgen.yml"), atomically: true, encoding: .utf8)
        let result = try CLI.run(["build", "--no-cache", "--jobs", "2"], in: folder, wrapper: bounded)
        return (result, folder)
    }

    static func expectRefusal(_ body: String, _ message: String, sourceLocation: SourceLocation = #_sourceLocation)
        throws
    {
        let (result, folder) = try build(body)
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(result.status == 1, "status \(result.status)", sourceLocation: sourceLocation)
        #expect(result.stderr == "sheetgen: a.md:\(message)\n", sourceLocation: sourceLocation)
        #expect(
            !FileManager.default.fileExists(atPath: folder.appendingPathComponent("Output").path),
            sourceLocation: sourceLocation)
    }

    @Test(arguments: [
        (
            "```roll\ntable: A (1d2)\n1: 1d6+9223372036854775807\n2: 1d6+9223372036854775807\n```\n",
            "6: block roll: '1d6+9223372036854775807': the modifier must be from -1000000 to 1000000"
        ),
        (
            "```roll\ntable: A (2d6+9223372036854775805)\n1: x\n```\n",
            "5: block roll: (2d6+9223372036854775805): the modifier must be from -1000000 to 1000000"
        ),
        (
            "```roll\ntable: A (1d6)\n1000001: x\n```\n",
            "6: block roll: '1000001' must be a whole number from -1000000 to 1000000"
        ),
    ])
    func numbersTooLargeForARollAreOneLine(body: String, message: String) throws {
        try Self.expectRefusal(body, message)
    }

    /// 7 levels of 8 tables, each naming all 8 below it: 4 KB of page that would roll 8^6 tables
    /// at the bottom alone.
    @Test func tablesThatNameTablesStopAtTheRollsBudget() throws {
        let tables = (1...7).flatMap { level in
            (1...8).map { table in
                let names = (1...8).map { "[L\(level + 1)T\($0)]" }.joined(separator: " ")
                return "table: L\(level)T\(table) (1d1)\n1: \(level < 7 ? names : "1d6 goblins")\n"
            }
        }
        try Self.expectRefusal(
            "```roll\n\(tables.joined())```\n",
            "4: block roll: rolls more than 1000 tables (the most one roll may; a table named twice counts twice)")
    }

    /// Dice of a million faces, a hundred tables of them: checked by their entries' ranges, not
    /// number by number.
    @Test func tablesOfHugeDiceAreCheckedAtOnce() throws {
        let tables = (1...100).map { "table: T\($0) (999d1000)\n999-999000: x\n" }.joined()
        let (result, folder) = try Self.build("```roll\n\(tables)```\n")
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(result.status == 0, "status \(result.status): \(result.stderr)")
    }
}

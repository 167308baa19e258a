import Foundation
import TestSupport
import Testing

@Suite(.tags(.slow)) struct PublishingDatesCommandTests {
    /// Far enough either side of any day the tests run on.
    static func makeSite() throws -> URL {
        let folder = try SiteCommandTests.makeSite()
        let notes = folder.appendingPathComponent("Content/notes")
        try "---\ntitle: Later\npublishDate: 9999-12-31\n---\n".write(
            to: notes.appendingPathComponent("later.md"), atomically: true, encoding: .utf8)
        try "---\ntitle: Over\nexpiryDate: 1970-01-02\n---\n".write(
            to: notes.appendingPathComponent("over.md"), atomically: true, encoding: .utf8)
        return folder
    }

    static func written(_ folder: URL, _ output: String) -> [String] {
        ["hello", "later", "over"].filter {
            FileManager.default.fileExists(atPath: folder.appendingPathComponent("\(output)/notes/\($0).html").path)
        }
    }

    @Test func buildLeavesOutFutureAndExpiredPagesUnlessTold() throws {
        let folder = try Self.makeSite()
        defer { try? FileManager.default.removeItem(at: folder) }
        for (arguments, expected) in [
            ([String](), ["hello"]), (["--future"], ["hello", "later"]), (["--expired"], ["hello", "over"]),
            (["--future", "--expired"], ["hello", "later", "over"]),
        ] {
            let output = "Out" + arguments.joined()
            let result = try CLI.run(["build", "--quiet", "--output", output] + arguments, in: folder)
            #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
            #expect(Self.written(folder, output) == expected, "\(arguments)")
        }
    }

    @Test func serveTakesTheFlagsToo() throws {
        let help = try CLI.run(["serve", "--help"], in: FileManager.default.temporaryDirectory)
        #expect(help.stdout.contains("--future") && help.stdout.contains("--expired"), "\(help.stdout)")
    }
}

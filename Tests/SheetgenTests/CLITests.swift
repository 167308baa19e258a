import Foundation
import TestSupport
import Testing

/// The test helper that runs sheetgen must not hang on a chatty child.
@Suite(.tags(.slow)) struct CLITests {
    /// 3,000 skipped links give some 250 KB of warnings on stderr, far past a pipe's 64 KiB.
    @Test(.timeLimit(.minutes(1))) func moreStderrThanAPipeHoldsIsReadWhole() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let content = folder.appendingPathComponent("Content")
        try FileManager.default.createDirectory(at: content, withIntermediateDirectories: true)
        try "# Hello\n".write(to: content.appendingPathComponent("hello.md"), atomically: true, encoding: .utf8)
        for index in 0..<3_000 {
            try FileManager.default.createSymbolicLink(
                atPath: content.path + "/dangling-\(index).txt", withDestinationPath: "/nowhere/\(index)")
        }
        let result = try CLI.run(["build", "--no-cache"], in: folder)
        #expect(result.status == 0)
        #expect(result.stderr.utf8.count > 1 << 16)
        #expect(result.stderr.split(separator: "\n").count == 3_000, "\(result.stderr.prefix(200))")
    }
}

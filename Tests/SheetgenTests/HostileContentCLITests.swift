import Foundation
import Testing

/// Hostile content as the user meets it on the command line (issue 14).
@Suite struct HostileContentCLITests {
    @Test func aLinkOutOfTheContentFolderIsSkippedWithAWarningOnStderr() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let content = folder.appendingPathComponent("Content")
        try FileManager.default.createDirectory(at: content, withIntermediateDirectories: true)
        try "# Hello\n".write(to: content.appendingPathComponent("hello.md"), atomically: true, encoding: .utf8)
        try "secret".write(to: folder.appendingPathComponent("secret.txt"), atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: content.path + "/shadow.txt", withDestinationPath: folder.path + "/secret.txt")
        let result = try CLI.run(["build", "--no-cache"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("sheetgen: warning: shadow.txt: skipped: a symbolic link to outside the content folder"), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("Output/shadow.txt").path))
    }
}

import Foundation
import Ghost
import Printing

/// A program or word list that some tests need and `make test` installs (the Makefile's APT_PACKAGES).
///
/// Tests take it as a trait: `@Test(.enabled(if: RequiredTool.chromium.canTest, "needs Chromium …"))`.
/// On a developer's machine without the tool such a test is skipped, and Swift Testing prints one line
/// with the comment. In CI (the environment variable CI is true) the test runs regardless, so a missing
/// tool fails there instead of passing unnoticed.
public struct RequiredTool: Sendable {
    /// The Debian package that provides it.
    public let debianPackage: String
    private let isInstalled: @Sendable () -> Bool

    public static let chromium = RequiredTool(debianPackage: "chromium") { (try? ChromiumPrinter.find()) != nil }
    public static let pdfinfo = RequiredTool(debianPackage: "poppler-utils") {
        FileManager.default.isExecutableFile(atPath: PDFInfo.executable)
    }
    /// Python's feedparser, which reads feeds as feed readers do (Debian's own Python has it).
    public static let feedparser = RequiredTool(debianPackage: "python3-feedparser") {
        FileManager.default.fileExists(atPath: "/usr/lib/python3/dist-packages/feedparser")
    }
    public static let englishWords = wordList(.english)
    public static let dutchWords = wordList(.dutch)

    /// Whether a test that needs the tool should run: the tool is here, or this is CI, where its
    /// absence must fail the test.
    public var canTest: Bool { isInstalled() || Self.isCI }

    /// CI services set CI (GitHub Actions, GitLab and others to "true", some to "1").
    static var isCI: Bool {
        ["true", "1", "yes"].contains(ProcessInfo.processInfo.environment["CI"]?.lowercased() ?? "")
    }

    private static func wordList(_ language: GhostLanguage) -> RequiredTool {
        RequiredTool(debianPackage: language.debianPackage) {
            FileManager.default.isReadableFile(atPath: language.wordListPath)
        }
    }
}

import Foundation
import TestSupport
import Testing

/// Hostile content as the user meets it on the command line.
@Suite(.tags(.slow)) struct HostileContentCLITests {
    @Test func aLinkOutOfTheContentFolderIsSkippedWithAWarningOnStderr() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let content = folder.appendingPathComponent("Content")
        try FileManager.default.createDirectory(at: content, withIntermediateDirectories: true)
        try "# Hello\n".write(to: content.appendingPathComponent("hello.md"), atomically: true, encoding: .utf8)
        try "secret".write(to: folder.appendingPathComponent("secret.txt"), atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(
            atPath: content.path + "/shadow.txt", withDestinationPath: folder.path + "/secret.txt")
        let result = try CLI.run(["build", "--no-cache"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stderr.contains(
                "sheetgen: warning: shadow.txt: skipped: a symbolic link to outside the content folder"),
            "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("Output/shadow.txt").path))
    }

    @Test func aTemplateNestedThousandsDeepIsOneLineNamingItNotACrash() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for name in ["Content", "Templates"] {
            try FileManager.default.createDirectory(
                at: folder.appendingPathComponent(name), withIntermediateDirectories: true)
        }
        try "---\ntitle: T\n---\n".write(
            to: folder.appendingPathComponent("Content/a.md"), atomically: true, encoding: .utf8)
        try (String(repeating: "{{#a}}", count: 3000) + String(repeating: "{{/a}}", count: 3000)).write(
            to: folder.appendingPathComponent("Templates/page.mustache"), atomically: true, encoding: .utf8)
        let result = try CLI.run(["build", "--no-cache"], in: folder)
        #expect(result.status == 1)
        #expect(
            result.stderr.hasPrefix("sheetgen: ")
                && result.stderr.hasSuffix(
                    "Templates/page.mustache:1: template error: sections, blocks and transforms nest more than 100 deep\n"
                )
                && result.stderr.count { $0 == "\n" } == 1, "\(result.stderr)")
    }

    @Test func aShortcodeHugoWouldRefuseIsOneLineNamingItsPlaceAndTheOutputStaysAsItWas() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let content = folder.appendingPathComponent("Content")
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("Templates/shortcodes"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: content, withIntermediateDirectories: true)
        try "<aside>{{{inner}}}</aside>\n".write(
            to: folder.appendingPathComponent("Templates/shortcodes/note.mustache"), atomically: true, encoding: .utf8)
        let page = content.appendingPathComponent("a.md")
        try "---\ntitle: A\n---\n{{% note %}}**Mind** it{{% /note %}} {{< tabs >}}\n".write(
            to: page, atomically: true, encoding: .utf8)
        let built = try CLI.run(["build", "--no-cache"], in: folder)
        #expect(built.status == 0, "\(built.stderr)")
        #expect(
            built.stderr == "sheetgen: warning: a.md:4: shortcode 'tabs' has no template "
                + "(shortcodes/tabs.mustache), so it is left as text\n")
        let output = folder.appendingPathComponent("Output/a.html")
        let before = try String(contentsOf: output, encoding: .utf8)
        #expect(before.contains("<aside><strong>Mind</strong> it</aside> {{&lt; tabs &gt;}}"))
        try "---\ntitle: A\n---\n\n{{< figure src=\"x.png\"\n".write(to: page, atomically: true, encoding: .utf8)
        let failed = try CLI.run(["build", "--no-cache"], in: folder)
        #expect(failed.status == 1)
        #expect(
            failed.stderr.hasSuffix("a.md:5: shortcode {{<: the tag is not closed (no >}})\n")
                && failed.stderr.count { $0 == "\n" } == 1, "\(failed.stderr)")
        #expect(try String(contentsOf: output, encoding: .utf8) == before)
    }

    /// Root reads every folder, so as root (as in CI) the build runs as `nobody` through setpriv:
    /// the test then checks the same thing on every machine instead of being skipped.
    @Test func anUnreadableFolderFailsTheBuildNamingIt() throws {
        let folder = try CLI.temporaryFolder()
        let locked = folder.appendingPathComponent("Content/locked")
        defer {
            chmod(locked.path, 0o755)
            try? FileManager.default.removeItem(at: folder)
        }
        try FileManager.default.createDirectory(at: locked, withIntermediateDirectories: true)
        try "# A\n".write(to: locked.appendingPathComponent("a.md"), atomically: true, encoding: .utf8)
        try "# B\n".write(to: folder.appendingPathComponent("Content/b.md"), atomically: true, encoding: .utf8)
        chmod(folder.path, 0o777)
        chmod(locked.path, 0o000)
        let asRoot = geteuid() == 0
        let result = try CLI.run(
            ["build", "--no-cache"], in: folder,
            wrapper: asRoot ? ["/usr/bin/setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"] : [])
        #expect(result.status != 0)
        #expect(result.stderr == "sheetgen: locked: cannot read folder: Permission denied\n", "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("Output").path))
    }
}

import Foundation
import TestSupport
import Testing

/// `sheetgen build` with the rules reference section: its pages are written and link only to
/// pages that exist.
@Suite(.tags(.slow)) struct RulesSiteTests {
    @Test func buildWritesTheRulesPagesWithNoBrokenLink() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("Content"), withIntermediateDirectories: true)
        try "sections:\n  rules: {}\n".write(
            to: folder.appendingPathComponent("sheetgen.yml"), atomically: true, encoding: .utf8)
        let build = try CLI.run(["build", "--output", "site"], in: folder)
        #expect(build.status == 0 && build.stderr.isEmpty, "\(build.stderr)")

        let rules = folder.appendingPathComponent("site/rules")
        for page in ["index", "abilities", "equipment", "spells", "classes/index"] {
            #expect(
                FileManager.default.fileExists(atPath: rules.appendingPathComponent("\(page).html").path), "\(page)")
        }
        // The classes' listing links each class page, and each is a file of the folder.
        let listing = try String(contentsOf: rules.appendingPathComponent("classes/index.html"), encoding: .utf8)
        let list = try #require(listing.components(separatedBy: "<ul class=\"listing\">").last)
        let listed = Set(
            list.components(separatedBy: "<li><a href=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) })
        let files = Set(
            try FileManager.default.contentsOfDirectory(atPath: rules.appendingPathComponent("classes").path)
                .filter { $0 != "index.html" }
                .map { "../../rules/classes/\($0)" })
        #expect(!files.isEmpty && listed == files && files.contains("../../rules/classes/magic-user.html"), "\(listed)")

        let home = try String(contentsOf: folder.appendingPathComponent("site/index.html"), encoding: .utf8)
        #expect(home.contains("href=\"rules/index.html\"") && home.contains(">Rules Reference<"))
        let equipment = try String(contentsOf: rules.appendingPathComponent("equipment.html"), encoding: .utf8)
        #expect(equipment.contains("Tinder box (flint &amp; steel)") && !equipment.contains("flint & steel"))
    }
}

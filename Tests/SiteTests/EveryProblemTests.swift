import Foundation
import Site
import SiteModel
import Testing

/// One build tells every problem it can find, each at its file and line, rather than one stage's.
@Suite struct EveryProblemTests {
    typealias Workspace = SiteBuilderTests.Workspace

    @Test func pagesThatFailAndFilesThatClashAreToldTogether() throws {
        let site = try Workspace()
        defer { try? FileManager.default.removeItem(at: site.root) }
        try site.add("bad.md", "---\ntitle: [x\n---\n")
        try site.add("alias.md", "---\ntitle: A\naliases: [../../x]\n---\n")
        try site.add("dated.md", "---\ntitle: D\ndate: soon\n---\n")
        try site.add("b.md", "---\ntitle: B\nslug: c\n---\n")
        try site.add("c.md", "---\ntitle: C\n---\n")
        try site.add("d.html", "a static file where a page goes")
        try site.add("d.md", "---\ntitle: The page d\n---\n")
        let failure = #expect(throws: BuildFailure.self) { try site.build() }
        #expect(
            failure?.errors.map(\.description) == [
                "alias.md:3: alias '../../x' would land outside the output folder",
                "bad.md:3: invalid YAML: did not find expected ',' or ']'",
                "dated.md:3: date must be a date like 2026-11-22",
                "c.md: writes c.html, as b.md does",
                "d.html: writes d.html, as d.md does",
            ])
        #expect(!FileManager.default.fileExists(atPath: site.output.path))
    }
}

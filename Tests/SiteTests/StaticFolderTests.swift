import Foundation
import Site
import SiteModel
import TestSupport
import Testing

/// A static folder beside the content folder (Hugo's and Zola's `static/`): its files go to the
/// site's root as the content folder's own static files do, under the same rules.
@Suite struct StaticFolderTests {
    typealias Workspace = SiteBuilderTests.Workspace

    static func folder(_ site: Workspace) -> URL { site.root.appendingPathComponent("static") }

    static func addStatic(_ site: Workspace, _ path: String, _ text: String) throws {
        let url = folder(site).appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: false, encoding: .utf8)
    }

    /// Builds with the static folder, with the cache, as a while after the files were written
    /// (so that every one counts as settled: see `SourceFile.isSettled`).
    static func build(_ site: Workspace, cached: Bool = false) throws(BuildFailure) -> BuildReport {
        var options = BuildOptions(content: site.content, output: site.output, jobs: 2)
        options.staticFolder = folder(site)
        options.now = Date().addingTimeInterval(10)
        options.cache = cached ? site.cache : nil
        let renderer = try! ParsedTemplates.renderer(SiteBuilderTests.templates)
        return try SiteBuilder(config: SiteConfig(), renderer: renderer).build(generated: [], options: options)
    }

    static func messages(_ build: () throws(BuildFailure) -> BuildReport) -> [String] {
        do throws(BuildFailure) {
            _ = try build()
            return []
        } catch {
            return error.errors.map(\.description)
        }
    }

    @Test func itsFilesGoToTheSiteRootAndLinksToThemResolve() throws {
        let site = try Workspace()
        defer { try? FileManager.default.removeItem(at: site.root) }
        try site.add("notes.md", "---\ntitle: Notes\n---\n![Logo](images/logo.svg) [the feed](feed.txt)\n")
        try Self.addStatic(site, "images/logo.svg", "<svg/>")
        try Self.addStatic(site, "feed.txt", "feed")
        try Self.addStatic(site, "CNAME", "example.org")
        try Self.addStatic(site, ".env", "SECRET=1")
        try Self.addStatic(site, "images/.DS_Store", "junk")
        let report = try Self.build(site)
        #expect(Array(report.brokenLinks) == [])
        #expect(try site.read("images/logo.svg") == "<svg/>")
        #expect(try site.read("feed.txt") == "feed")
        #expect(try site.read("CNAME") == "example.org")
        #expect(!FileManager.default.fileExists(atPath: site.output.appendingPathComponent(".env").path))
        #expect(!FileManager.default.fileExists(atPath: site.output.appendingPathComponent("images/.DS_Store").path))
    }

    @Test func aStaticFileWhereAPageOrAContentFileGoesIsAnErrorNamingBoth() throws {
        let site = try Workspace()
        defer { try? FileManager.default.removeItem(at: site.root) }
        try site.add("about.md", "---\ntitle: About\n---\nHi\n")
        try site.add("robots.txt", "content's")
        try Self.addStatic(site, "about.html", "static's")
        try Self.addStatic(site, "robots.txt", "static's")
        let folder = Self.folder(site).path
        #expect(
            Self.messages { () throws(BuildFailure) in try Self.build(site) } == [
                "\(folder)/about.html: writes about.html, as about.md does",
                "\(folder)/robots.txt: writes robots.txt, as robots.txt does",
            ])
    }

    @Test func aLinkOutOfItIsLeftOutWithAWarningNamingIt() throws {
        let site = try Workspace()
        defer { try? FileManager.default.removeItem(at: site.root) }
        try Self.addStatic(site, "kept.txt", "kept")
        try "secret".write(to: site.root.appendingPathComponent("secret.txt"), atomically: false, encoding: .utf8)
        try FileManager.default.createSymbolicLink(
            atPath: Self.folder(site).appendingPathComponent("leak.txt").path, withDestinationPath: "../secret.txt")
        try FileManager.default.createSymbolicLink(
            atPath: Self.folder(site).appendingPathComponent("root").path, withDestinationPath: "/")
        let report = try Self.build(site)
        let folder = Self.folder(site).path
        #expect(
            report.warnings.sorted() == [
                "\(folder)/leak.txt: skipped: a symbolic link to outside the static folder",
                "\(folder)/root: skipped: a symbolic link to outside the static folder",
            ])
        #expect(try site.read("kept.txt") == "kept")
        #expect(!FileManager.default.fileExists(atPath: site.output.appendingPathComponent("leak.txt").path))
    }

    @Test func aChangedStaticFileIsSeenByTheNextBuildWithTheCache() throws {
        let site = try Workspace()
        defer { try? FileManager.default.removeItem(at: site.root) }
        try site.add("index.md", "---\ntitle: Home\n---\nHi\n")
        try Self.addStatic(site, "style.css", "old")
        #expect(try !Self.build(site, cached: true).upToDate)
        #expect(try Self.build(site, cached: true).upToDate)
        try Self.addStatic(site, "style.css", "new, and longer")
        #expect(try !Self.build(site, cached: true).upToDate)
        #expect(try site.read("style.css") == "new, and longer")
        try Self.addStatic(site, "more.css", "more")
        #expect(try !Self.build(site, cached: true).upToDate)
        #expect(try site.read("more.css") == "more")
    }

    @Test func aMissingStaticFolderIsAnError() throws {
        let site = try Workspace()
        defer { try? FileManager.default.removeItem(at: site.root) }
        #expect(
            Self.messages { () throws(BuildFailure) in try Self.build(site) } == [
                "\(Self.folder(site).path): static folder not found"
            ])
    }

    @Test func theCacheMayNotLieInsideIt() throws {
        let site = try Workspace()
        defer { try? FileManager.default.removeItem(at: site.root) }
        try Self.addStatic(site, "a.txt", "a")
        var options = BuildOptions(content: site.content, output: site.output, jobs: 1)
        options.staticFolder = Self.folder(site)
        options.cache = Self.folder(site).appendingPathComponent("cache")
        let renderer = try ParsedTemplates.renderer(SiteBuilderTests.templates)
        #expect(throws: BuildFailure.self) {
            try SiteBuilder(config: SiteConfig(), renderer: renderer).build(generated: [], options: options)
        }
    }
}

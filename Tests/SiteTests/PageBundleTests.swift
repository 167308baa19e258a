import Foundation
import Site
import SiteModel
import Testing

/// A page bundle, as Hugo and Zola keep a page: `trip/index.md` with the files it shows beside it.
@Suite struct PageBundleTests {
    typealias Workspace = SiteBuilderTests.Workspace

    static let templates = SiteBuilderTests.templates.merging([
        "section.mustache":
            "{{<base}}{{$main}}<h1>{{title}}</h1>{{#children}}<a href=\"{{url}}\">{{title}}</a>{{/children}}"
            + "{{#pages}}<a href=\"{{url}}\">{{title}}</a>{{/pages}}{{/main}}{{/base}}"
    ]) { $1 }

    @Test func aBundleIsItsFoldersPageWithItsFilesBesideIt() throws {
        let site = try Workspace()
        defer { try? FileManager.default.removeItem(at: site.root) }
        try site.add(
            "posts/trip/index.md", "---\ntitle: The Trip\nweight: 1\n---\n![Map](map.png) [notes](notes.txt)\n")
        try site.add("posts/trip/map.png", "png")
        try site.add("posts/trip/notes.txt", "notes")
        try site.add("posts/home.md", "---\ntitle: Home again\n---\nSee [the trip](trip/index.html).\n")
        let report = try site.build(templates: Self.templates)
        #expect(Array(report.brokenLinks) == [])
        let trip = try site.read("posts/trip/index.html")
        #expect(trip.contains("<h1>The Trip</h1>") && trip.contains("src=\"map.png\""))
        // Its breadcrumbs lead to the folder above, and that folder lists it by its title.
        #expect(trip.contains(">Posts</a><h1>"))
        #expect(try site.read("posts/index.html").contains("posts/trip/index.html\">The Trip</a>"))
        #expect(try site.read("posts/trip/map.png") == "png")
    }

    /// Hugo and Zola take other Markdown files of a bundle for its files; here they are pages.
    @Test func theOtherPagesOfABundlesFolderAreWrittenBesideIt() throws {
        let site = try Workspace()
        defer { try? FileManager.default.removeItem(at: site.root) }
        try site.add("sec/index.md", "---\ntitle: Section page\n---\nSee [a](a.md).\n")
        try site.add("sec/a.md", "---\ntitle: A\n---\nA\n")
        let report = try site.build(templates: Self.templates)
        #expect(Array(report.brokenLinks) == [])
        #expect(try site.read("sec/index.html").contains("<h1>Section page</h1>"))
        #expect(try site.read("sec/a.html").contains("<h1>A</h1>"))
    }

    /// A bundle the build leaves out gives its folder neither its title nor a page to link to.
    @Test func aDraftBundleLeavesItsFolderListedAsAnyOther() throws {
        let site = try Workspace()
        defer { try? FileManager.default.removeItem(at: site.root) }
        try site.add("plans/index.md", "---\ntitle: Secret plan\ndraft: true\n---\nShh\n")
        try site.add("plans/notes.md", "---\ntitle: Notes\n---\nN\n")
        let report = try site.build(templates: Self.templates)
        #expect(Array(report.brokenLinks) == [])
        #expect(try !site.read("plans/notes.html").contains("Secret plan"))
        #expect(try site.read("plans/index.html").contains("<h1>Plans</h1>"))
    }

    @Test func anUntitledBundleIsTitledByItsFolder() throws {
        let site = try Workspace()
        defer { try? FileManager.default.removeItem(at: site.root) }
        try site.add("trip-notes/index.md", "Rain all week.\n")
        _ = try site.build(templates: Self.templates)
        #expect(try site.read("trip-notes/index.html").contains("<h1>Trip Notes</h1>"))
    }

    @Test func aBundleInAFolderWithAnIntroductionClashesWithItsIndex() throws {
        let site = try Workspace()
        defer { try? FileManager.default.removeItem(at: site.root) }
        try site.add("trip/_index.md", "---\ntitle: Trips\n---\n")
        try site.add("trip/index.md", "---\ntitle: The Trip\n---\n")
        #expect(throws: BuildFailure.self) { try site.build(templates: Self.templates) }
    }

    /// A slug moves the page out of its folder's index: the folder is listed as any other.
    @Test func aBundleWithASlugIsAPageOfItsFolder() throws {
        let site = try Workspace()
        defer { try? FileManager.default.removeItem(at: site.root) }
        try site.add("trip/index.md", "---\ntitle: The Trip\nslug: journey\n---\n")
        _ = try site.build(templates: Self.templates)
        #expect(try site.read("trip/journey.html").contains("<h1>The Trip</h1>"))
        #expect(try site.read("trip/index.html").contains("trip/journey.html\">The Trip</a>"))
    }
}

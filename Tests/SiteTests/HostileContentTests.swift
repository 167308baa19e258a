import Foundation
import Mistakes
import Site
import SiteModel
import TemplateEngine
import Testing

/// The content, front matter, config and templates of a hostile or careless user:
/// each case must end in one clear error or a safe build, never in script on a page, a file from
/// outside the content folder, a crash or a silent loss.
@Suite struct HostileContentTests {
    typealias Workspace = SiteBuilderTests.Workspace

    /// The templates of the tests, with the raw `menu` and `trail` the real base template shows.
    static let templates: [String: String] = SiteBuilderTests.templates.merging([
        "base.mustache": base, "home.mustache": home, "page.mustache": page,
        "nav.mustache": "<nav>{{#nav}}<a href=\"{{url}}\">{{title}}</a>{{/nav}}</nav>",
        "breadcrumbs.mustache": "{{#breadcrumbs}}<li><a href=\"{{url}}\">{{title}}</a></li>{{/breadcrumbs}}",
    ]) { $1 }

    static let base: String =
        "<html><head><link href=\"{{root}}assets/site.css\"><title>{{site.title}}</title></head><body>{{{menu}}}"
        + "{{#trail}}<ol>{{{trail}}}</ol>{{/trail}}{{$main}}{{/main}}</body></html>"
    static let home: String =
        "{{<base}}{{$main}}{{#children}}<a href=\"{{url}}\">{{title}}</a>{{/children}}"
        + "{{#pages}}<a href=\"{{url}}\">{{title}}</a>{{/pages}}"
        + "{{#pager}}{{#next}}<a href=\"{{.}}\">next</a>{{/next}}{{/pager}}{{/main}}{{/base}}"
    static let page: String =
        "{{<base}}{{$main}}<h1>{{title}}</h1>{{{content}}}{{#tagLinks}}<a href=\"{{url}}\">{{title}}</a>{{/tagLinks}}"
        + "{{/main}}{{/base}}"

    static func errors(_ build: () throws -> Void) -> [String] {
        do {
            try build()
            return []
        } catch let failure as BuildFailure {
            return failure.errors.map(\.description)
        } catch {
            return ["\(error)"]
        }
    }

    static func build(_ site: Workspace, jobs: Int = 2, config: SiteConfig = SiteConfig()) throws -> BuildReport {
        try site.build(jobs: jobs, templates: templates, config: config)
    }

    static func files(in folder: URL) -> [String] {
        let root = folder.standardizedFileURL.path
        let walker = FileManager.default.enumerator(atPath: root)
        var found: [String] = []
        while let path = walker?.nextObject() as? String {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: root + "/" + path, isDirectory: &isFolder), !isFolder.boolValue {
                found.append(path)
            }
        }
        return found.sorted()
    }

    // MARK: front matter cannot shadow what the builder provides

    @Test(arguments: [
        "menu: \"<script>alert(1)</script>\"",
        "trail: \"<img src=x onerror=alert(1)>\"",
        "root: \"javascript:alert(1)//\"",
        "site: {title: x}",
        "nav: [{url: \"javascript:alert(1)\", title: x}]",
        "breadcrumbs: []",
        "tagLinks: []",
        "pages: []",
        "pager: {next: \"javascript:alert(1)\"}",
        "children: []",
        "tagList: []",
        "content: \"<script>alert(1)</script>\"",
        "sections: []",
        "section: {}",
        "parts: []",
    ])
    func frontMatterKeysNeverStandInForWhatTheBuilderProvides(_ line: String) throws {
        let site = try Workspace()
        defer { try? FileManager.default.removeItem(at: site.root) }
        try site.add("page.md", "---\ntitle: Page\n\(line)\n---\nBody\n")
        try site.add("_index.md", "---\ntitle: Home\n\(line)\n---\nHome\n")
        _ = try Self.build(site)
        for file in ["page.html", "index.html"] {
            let html = try site.read(file)
            #expect(!html.contains("alert(1)") && !html.contains("<title>x</title>"), "\(file): \(html)")
        }
        #expect(try site.read("page.html").contains("<p>Body</p>"))
    }

    @Test func anIntroCannotLendTheListingAPager() throws {
        let site = try Workspace()
        defer { try? FileManager.default.removeItem(at: site.root) }
        try site.add("_index.md", "---\ntitle: Home\npager:\n  next: \"javascript:alert(1)\"\n---\n")
        try site.add("a.md", "A")
        _ = try Self.build(site)
        #expect(try !site.read("index.html").contains("javascript:"))
    }

    // MARK: slugs and file names that would make script links or escape the checks

    @Test(arguments: ["javascript:alert(1)", "a\u{0}b", "a\nb", "tab\there", "a\u{7F}"])
    func slugsWithColonsOrControlCharactersAreRefused(_ slug: String) throws {
        let site = try Workspace()
        defer { try? FileManager.default.removeItem(at: site.root) }
        let escaped = slug.unicodeScalars.map {
            $0.value < 0x20 || $0.value == 0x7F ? String(format: "\\x%02X", $0.value) : String($0)
        }.joined()
        try site.add("page.md", "---\ntitle: Page\nslug: \"\(escaped)\"\n---\nBody\n")
        let errors = Self.errors { _ = try Self.build(site) }
        #expect(errors.count == 1)
        #expect(errors.first?.hasPrefix("page.md:3: slug") == true, "\(errors)")
        #expect(!FileManager.default.fileExists(atPath: site.output.path))
    }

    @Test(arguments: ["javascript:alert(1).md", "folder:x/page.md", "a\u{1B}[31m.md", "new\nline.md"])
    func pageFileNamesWithColonsOrControlCharactersAreRefused(_ name: String) throws {
        let site = try Workspace()
        defer { try? FileManager.default.removeItem(at: site.root) }
        try site.add(name, "Body\n")
        let errors = Self.errors { _ = try Self.build(site) }
        #expect(errors.count == 1, "\(errors)")
        #expect(errors.first?.contains("\u{1B}") == false && errors.first?.contains("\n") == false, "\(errors)")
        #expect(!FileManager.default.fileExists(atPath: site.output.path))
    }

    /// A quote followed by a combining mark is one Character, which an escape that goes by
    /// Characters does not know and leaves as it is: in an attribute it would end the value.
    @Test(arguments: ["\"\u{301} onmouseover=alert(1) x=\"", "'\u{301} onfocus=alert(1) '", "<\u{301}b>&\u{301}"])
    func quotesWithCombiningMarksAreEscapedInAttributes(_ title: String) throws {
        let site = try Workspace()
        defer { try? FileManager.default.removeItem(at: site.root) }
        let escaped = title.unicodeScalars.map { $0 == "\"" ? "\\\"" : String($0) }.joined()
        try site.add("page.md", "---\ntitle: \"\(escaped)\"\n---\nBody\n")
        let page = "{{<base}}{{$main}}<abbr title=\"{{title}}\" data-x='{{title}}'>t</abbr>{{/main}}{{/base}}"
        _ = try site.build(templates: Self.templates.merging(["page.mustache": page]) { $1 })
        let html = try site.read("page.html")
        let tag = try #require(html.firstRange(of: "<abbr ").map { html[$0.lowerBound...].prefix { $0 != ">" } })
        // Only the attributes' own quotes are left: every mark of the title is an entity.
        #expect(tag.unicodeScalars.filter { $0 == "\"" }.count == 2, "\(tag)")
        #expect(tag.unicodeScalars.filter { $0 == "'" }.count == 2, "\(tag)")
        let scalars = Array(tag.unicodeScalars)
        #expect(!zip(scalars, scalars.dropFirst()).contains { "\"'<&".unicodeScalars.contains($0) && $1 == "\u{301}" })
    }

    @Test func linksTheBuilderMakesArePercentEncoded() throws {
        let site = try Workspace()
        defer { try? FileManager.default.removeItem(at: site.root) }
        try site.add("odd name?#%.md", "---\ntitle: Odd\n---\nBody\n")
        try site.add("sec tion/p.md", "P")
        var config = SiteConfig()
        config.baseURL = "https://example.org/"
        let report = try Self.build(site, config: config)
        #expect(report.brokenLinks.isEmpty, "\(Array(report.brokenLinks))")
        let home = try site.read("index.html")
        #expect(home.contains("href=\"odd%20name%3F%23%25.html\""), "\(home)")
        #expect(home.contains("href=\"sec%20tion/index.html\""), "\(home)")
        let sitemap = try site.read("sitemap.xml")
        #expect(sitemap.contains("<loc>https://example.org/odd%20name%3F%23%25.html</loc>"), "\(sitemap)")
        #expect(sitemap.contains("<loc>https://example.org/sec%20tion/p.html</loc>"), "\(sitemap)")
    }

    // MARK: links and special files in the content folder

    @Test func linksLeavingTheContentFolderAreSkippedWithAWarning() throws {
        let site = try Workspace()
        defer { try? FileManager.default.removeItem(at: site.root) }
        let outside = site.root.appendingPathComponent("secret.txt")
        try "secret".write(to: outside, atomically: true, encoding: .utf8)
        try "---\ntitle: Secret\n---\nsecret".write(
            to: site.root.appendingPathComponent("secret.md"), atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(
            at: site.root.appendingPathComponent("elsewhere"), withIntermediateDirectories: true)
        try "x".write(to: site.root.appendingPathComponent("elsewhere/x.txt"), atomically: true, encoding: .utf8)
        try site.add("a.md", "A")
        try site.add("inside.txt", "inside")
        try FileManager.default.createSymbolicLink(
            atPath: site.content.path + "/shadow.txt", withDestinationPath: outside.path)
        try FileManager.default.createSymbolicLink(
            atPath: site.content.path + "/secret.md", withDestinationPath: "../secret.md")
        try FileManager.default.createSymbolicLink(
            atPath: site.content.path + "/away", withDestinationPath: site.root.appendingPathComponent("elsewhere").path
        )
        try FileManager.default.createSymbolicLink(
            atPath: site.content.path + "/alias.txt", withDestinationPath: "inside.txt")
        try FileManager.default.createSymbolicLink(
            atPath: site.content.path + "/dangling.txt", withDestinationPath: "nowhere.txt")
        let report = try Self.build(site)
        let files = Self.files(in: site.output)
        #expect(
            !files.contains("shadow.txt") && !files.contains("secret.html") && !files.contains("away/x.txt"), "\(files)"
        )
        #expect(try site.read("alias.txt") == "inside")
        #expect(
            report.warnings.contains { $0.hasPrefix("shadow.txt: ") && $0.contains("outside the content folder") },
            "\(report.warnings)")
        #expect(report.warnings.contains { $0.hasPrefix("secret.md: ") }, "\(report.warnings)")
        #expect(report.warnings.contains { $0.hasPrefix("away: ") }, "\(report.warnings)")
        #expect(report.warnings.contains { $0.hasPrefix("dangling.txt: ") }, "\(report.warnings)")
    }

    @Test func linkedFoldersInsideTheTreeAreFollowedOnceWithoutLooping() throws {
        let site = try Workspace()
        defer { try? FileManager.default.removeItem(at: site.root) }
        try site.add("real/page.md", "P")
        try FileManager.default.createSymbolicLink(atPath: site.content.path + "/real/loop", withDestinationPath: "..")
        try FileManager.default.createSymbolicLink(atPath: site.content.path + "/again", withDestinationPath: "real")
        let report = try Self.build(site)
        let files = Self.files(in: site.output)
        #expect(files.contains("real/page.html") && files.contains("again/page.html"), "\(files)")
        #expect(!files.contains { $0.contains("loop") }, "\(files)")
        #expect(report.warnings.contains { $0.hasPrefix("real/loop: ") }, "\(report.warnings)")
    }

    @Test func linksFanningOutLeadIntoEachFolderOnceWithAWarningForTheRest() throws {
        let site = try Workspace()
        defer { try? FileManager.default.removeItem(at: site.root) }
        try site.add("x0/page.md", "P")
        for level in 1...16 {
            try site.add("x\(level)/page.md", "P")
            for link in ["a", "b"] {
                try FileManager.default.createSymbolicLink(
                    atPath: site.content.path + "/x\(level)/\(link)", withDestinationPath: "../x\(level - 1)")
            }
        }
        let report = try Self.build(site)
        let pages = Self.files(in: site.output).filter { $0.hasSuffix("page.html") }
        // Each folder at its own place, and all but the last through the first link to it.
        #expect(pages.count == 17 + 16, "\(pages)")
        #expect(pages.contains("x16/a/page.html") && !pages.contains("x16/b/page.html"), "\(pages)")
        #expect(
            report.warnings.contains(
                "x16/b: skipped: a symbolic link to a folder another link already leads to (x16/a)"),
            "\(report.warnings)")
    }

    @Test func specialFilesAreNeitherReadNorCopied() throws {
        let site = try Workspace()
        defer { try? FileManager.default.removeItem(at: site.root) }
        try site.add("a.md", "A")
        #expect(mkfifo(site.content.path + "/pipe.md", 0o644) == 0)
        #expect(mkfifo(site.content.path + "/pipe.txt", 0o644) == 0)
        try FileManager.default.createSymbolicLink(
            atPath: site.content.path + "/linked-pipe.txt", withDestinationPath: "pipe.txt")
        let report = try Self.build(site)
        let files = Self.files(in: site.output)
        #expect(!files.contains { $0.contains("pipe") }, "\(files)")
        #expect(
            report.warnings.contains { $0.hasPrefix("pipe.txt: ") && $0.contains("not a regular file") },
            "\(report.warnings)")
        #expect(report.warnings.contains { $0.hasPrefix("linked-pipe.txt: ") }, "\(report.warnings)")
    }

    @Test func foldersNestedPastTheLimitAreAnErrorNamingTheFirstTooDeep() throws {
        let site = try Workspace()
        defer { try? FileManager.default.removeItem(at: site.root) }
        var folder = ""
        for _ in 0...64 {
            folder += folder.isEmpty ? "d" : "/d"
            try site.add(folder + "/page.md", "P")
        }
        let errors = Self.errors { _ = try Self.build(site) }
        #expect(errors == ["\(folder): folder more than 64 levels deep in the content folder"])
        try FileManager.default.removeItem(at: site.content.appendingPathComponent(folder))
        _ = try Self.build(site)
        #expect(FileManager.default.fileExists(atPath: site.output.path + "/" + folder.dropLast(2) + "/page.html"))
    }

    // MARK: pages too much for libcmark-gfm

    @Test func pagesAskingTooMuchOfTheMarkdownLibraryAreRefusedAtTheirLine() throws {
        let row = "|" + String(repeating: "x|", count: 40_000) + "\n"
        let pages = [
            // 40,000 cells a row took the library 24 s; a header 1,000 wide over rows of one
            // letter, gigabytes.
            "wide.md": "---\ntitle: T\n---\n" + row + row.replacingOccurrences(of: "x", with: "-")
                + String(repeating: row, count: 9),
            "padded.md": "---\ntitle: T\n---\n\n| a | b |\n|---|---|\n" + String(repeating: "x\n", count: 100_000),
            "huge.md": String(repeating: "Words and words.\n", count: 70_000),
        ]
        var errors: [String] = []
        for (name, text) in pages.sorted(by: { $0.key < $1.key }) {
            let site = try Workspace()
            defer { try? FileManager.default.removeItem(at: site.root) }
            try site.add(name, text)
            errors += Self.errors { _ = try Self.build(site) }
        }
        #expect(
            errors == [
                "huge.md: page larger than 1 MiB, the most a page may be",
                "padded.md:5: tables of more than 200000 cells in one page, the most a page may hold",
                "wide.md:4: a table row of more than 100 cells, the most a row may have",
            ])
    }

    // MARK: YAML aliases

    static let aliasBomb = """
        a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]
        b: &b [*a,*a,*a,*a,*a,*a,*a,*a,*a]
        c: &c [*b,*b,*b,*b,*b,*b,*b,*b,*b]
        d: &d [*c,*c,*c,*c,*c,*c,*c,*c,*c]
        e: &e [*d,*d,*d,*d,*d,*d,*d,*d,*d]
        f: &f [*e,*e,*e,*e,*e,*e,*e,*e,*e]
        g: &g [*f,*f,*f,*f,*f,*f,*f,*f,*f]
        h: &h [*g,*g,*g,*g,*g,*g,*g,*g,*g]
        i: &i [*h,*h,*h,*h,*h,*h,*h,*h,*h]
        """

    /// A bomb (nine to the ninth values) is refused by counting, before it expands: the time limit
    /// stands for a parse that expanded it, which would not end.
    @Test(.timeLimit(.minutes(1))) func aliasBombsInFrontMatterAreRefused() throws {
        let error = #expect(throws: UserError.self) {
            try FrontMatter.parse("---\n\(Self.aliasBomb)\n---\nBody", file: "bomb.md")
        }
        #expect(error?.location?.hasPrefix("bomb.md:") == true)
        #expect(error?.message.contains("alias") == true, "\(String(describing: error))")
        // Aliases used a little are fine.
        let parsed = try FrontMatter.parse("---\nx: &x [1, 2]\ny: *x\n---\n", file: "ok.md")
        #expect(parsed.fields["y"] == .list([.int(1), .int(2)]))
    }

    @Test(.timeLimit(.minutes(1))) func aliasBombsInTheConfigAreRefused() throws {
        let site = try Workspace()
        defer { try? FileManager.default.removeItem(at: site.root) }
        let file = site.root.appendingPathComponent("sheetgen.yml")
        try "title: x\nsections:\n  bomb:\n    \(Self.aliasBomb.replacingOccurrences(of: "\n", with: "\n    "))\n"
            .write(to: file, atomically: true, encoding: .utf8)
        let error = #expect(throws: UserError.self) { try SiteConfig.load(from: file) }
        #expect(error?.message.contains("alias") == true, "\(String(describing: error))")
    }

    // MARK: numbers

    @Test(arguments: ["9223372036854775807", "0", "-1", "1000001", "1.5"])
    func listingSizesOutOfRangeAreRefused(_ value: String) throws {
        let site = try Workspace()
        defer { try? FileManager.default.removeItem(at: site.root) }
        let file = site.root.appendingPathComponent("sheetgen.yml")
        try "title: x\nlistingSize: \(value)\n".write(to: file, atomically: true, encoding: .utf8)
        #expect(throws: UserError("listingSize must be a whole number from 1 to 10000", at: "\(file.path):2")) {
            try SiteConfig.load(from: file)
        }
    }

    @Test func weightsTakeTheWholeRangeOfWholeNumbers() throws {
        let site = try Workspace()
        defer { try? FileManager.default.removeItem(at: site.root) }
        try site.add("a.md", "---\ntitle: A\nweight: 9223372036854775807\n---\n")
        try site.add("b.md", "---\ntitle: B\nweight: -9223372036854775808\n---\n")
        try site.add("c.md", "---\ntitle: C\nweight: 0\n---\n")
        _ = try Self.build(site)
        let home = try site.read("index.html")
        let order = ["b.html", "c.html", "a.html"].map { home.range(of: $0)!.lowerBound }
        #expect(order == order.sorted())
        try site.add("d.md", "---\ntitle: D\nweight: 9223372036854775808\n---\n")
        #expect(
            Self.errors { _ = try Self.build(site) } == [
                "d.md:3: weight must be a whole number from -9223372036854775808 to 9223372036854775807"
            ])
    }

    // MARK: templates

    @Test(arguments: [
        (["page.mustache": "a{{> page}}b"], "page → page"),
        (["page.mustache": "{{#x}}{{> other}}{{/x}}", "other.mustache": "{{> page}}"], "other → page → other"),
        (
            ["page.mustache": "{{<base}}{{$main}}{{> page}}{{/main}}{{/base}}", "base.mustache": "{{$main}}{{/main}}"],
            "page → page"
        ),
        (["page.mustache": "{{=<% %>=}}<%> page%>"], "page → page"),
    ])
    func partialsThatIncludeThemselvesAreRefused(_ files: [String: String], _ cycle: String) {
        #expect(throws: UserError.self) { try TemplateLibrary(defaults: files) }
        do {
            _ = try TemplateLibrary(defaults: files)
        } catch {
            #expect("\(error)".contains(cycle), "\(error)")
        }
    }

    @Test func aMissingPartialIsAnErrorNamingTemplateAndPartial() {
        #expect(
            throws: UserError(
                "template 'page' uses the partial 'nowhere', which does not exist", at: "Templates/page.mustache")
        ) {
            try TemplateLibrary(defaults: ["page.mustache": "{{#x}}{{> nowhere}}{{/x}}"])
        }
    }

    @Test func aTemplateFolderLinkingOutOfItselfIsRefused() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("sheetgen-templates-\(UUID())")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("Templates/assets"), withIntermediateDirectories: true)
        try "private".write(to: root.appendingPathComponent("key.txt"), atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(
            atPath: root.path + "/Templates/assets/leak.txt", withDestinationPath: root.path + "/key.txt")
        #expect(
            throws: UserError(
                "templates folder: assets/leak.txt: a symbolic link to outside the templates folder",
                at: root.path + "/Templates")
        ) {
            try TemplateLibrary(defaults: Self.templates, overrides: root.appendingPathComponent("Templates"))
        }
    }

    @Test func templatesNestedThousandsDeepAreRefusedAtTheirLineNotCrashed() {
        let deep = [
            String(repeating: "{{#a}}", count: 3000) + String(repeating: "{{/a}}", count: 3000),
            String(repeating: "{{#page}}", count: 100_000),
            "{{" + String(repeating: "a(", count: 100_000) + "x" + String(repeating: ")", count: 100_000) + "}}",
            "<p>\n{{=<% %>=}}" + String(repeating: "<%$a%>", count: 3000),
        ]
        for text in deep {
            let line = text.hasPrefix("<p>") ? 2 : 1
            #expect(
                throws: UserError(
                    "template error: sections, blocks and transforms nest more than 100 deep",
                    at: "Templates/page.mustache:\(line)")
            ) {
                try TemplateLibrary(defaults: Self.templates.merging(["page.mustache": text]) { $1 })
            }
        }
    }

    @Test func aChainOfPartialsIsRefusedOnlyPastTheLimit() throws {
        func library(_ depth: Int) throws -> TemplateLibrary {
            var files = Self.templates
            for index in 0..<depth { files["p\(index).mustache"] = index < depth - 1 ? "{{> p\(index + 1)}}" : "end" }
            files["page.mustache"] = "{{> p0}}"
            return try TemplateLibrary(defaults: files)
        }
        #expect(try library(100).render([String: Any](), with: "page") == "end")
        #expect(
            throws: UserError(
                "template 'page' nests more than 100 deep with the partials it includes",
                at: "Templates/page.mustache")
        ) {
            try library(100 + 1)
        }
    }

    @Test func anEmptySectionUnderAOneCharacterDelimiterIsRead() throws {
        let library = try TemplateLibrary(
            defaults: Self.templates.merging(["page.mustache": "<p>\n{{=[ ]=}}[#a][/a][^a]none[/a]"]) { $1 })
        #expect(try library.render(["a": true], with: "page") == "<p>\n")
        #expect(try library.render([String: Any](), with: "page") == "<p>\nnone")
    }

    @Test func theDefaultShapesOfTemplatesStillLoad() throws {
        let library = try TemplateLibrary(defaults: Self.templates)
        #expect(library.has("page"))
    }

    // MARK: files written twice

    @Test(arguments: [
        (
            ["_index.md": "---\ntitle: Home\n---\n", "index.md": "I"],
            "index.md: writes index.html, as the home page does"
        ),
        (["about.md": "A", "about.html": "<p>"], "about.html: writes about.html, as about.md does"),
        (["index.html": "<p>"], "index.html: writes index.html, as the home page does"),
        (["sitemap.xml": "<x/>"], "sitemap.xml: writes sitemap.xml, as the sitemap does"),
        (
            ["assets/site.css": "body{}"],
            "assets/site.css: writes assets/site.css, as the template asset assets/site.css does"
        ),
        (["404.md": "x"], "404.md: writes 404.html, as the 404 page does"),
        (
            ["tags/x.md": "x", "a.md": "---\ntags: [x]\n---\n"],
            "the tag index: writes tags/index.html, as the index of folder tags does\ntags/x.md: writes tags/x.html, "
                + "as the page of tag 'x' does"
        ),
        (["tags/index.md": "x"], "tags/index.md: writes tags/index.html, as the tag index does"),
        (
            ["index.2.md": "x", "a.md": "A", "b.md": "B"],
            "index.2.md: writes index.2.html, as page 2 of the home page does"
        ),
    ])
    func everyFileWrittenTwiceIsAnErrorNamingBoth(_ files: [String: String], _ expected: String) throws {
        let site = try Workspace()
        defer { try? FileManager.default.removeItem(at: site.root) }
        for (path, text) in files { try site.add(path, text) }
        var config = SiteConfig()
        config.listingSize = 2
        let errors = Self.errors { _ = try Self.build(site, config: config) }
        #expect(errors == expected.components(separatedBy: "\n"))
        #expect(!FileManager.default.fileExists(atPath: site.output.path))
    }

    /// A generated `folder/index` introduces its folder as `_index.md` does, writing the folder's
    /// index page: a second introduction of one folder, written or generated, is a clash naming
    /// both (generated pages by path and title, as two may share a path), not a silent winner.
    @Test func twoIntroductionsOfOneFolderAreAnErrorNamingBoth() throws {
        let site = try Workspace()
        defer { try? FileManager.default.removeItem(at: site.root) }
        try site.add("games/_index.md", "---\ntitle: Games\n---\n")
        let generated = [
            Document(path: "games/index", title: "Scores", body: ""),
            Document(path: "games/seasons/spring", title: "Season: spring", body: ""),
            Document(path: "games/seasons/index", title: "Season: index", body: ""),
            Document(path: "games/seasons/index", title: "Seasons", body: ""),
        ]
        let renderer = PageRenderer(templates: try TemplateLibrary(defaults: Self.templates))
        let errors = Self.errors {
            _ = try SiteBuilder(config: SiteConfig(), renderer: renderer).build(
                generated: generated, options: BuildOptions(content: site.content, output: site.output))
        }
        #expect(
            errors == [
                "generated page games/index (Scores): writes games/index.html, as games/_index.md does",
                "generated page games/seasons/index (Seasons): writes games/seasons/index.html, as generated page "
                    + "games/seasons/index (Season: index) does",
            ])
        #expect(!FileManager.default.fileExists(atPath: site.output.path))
    }

    @Test func aFileWhereTheBuilderNeedsAFolderIsAnErrorNamingBoth() throws {
        let site = try Workspace()
        defer { try? FileManager.default.removeItem(at: site.root) }
        try site.add("tags", "a file")
        try site.add("about.md", "A")
        try site.add("about.html/notes.txt", "x")
        try site.add("about.html/deep/more.txt", "x")
        let errors = Self.errors { _ = try Self.build(site) }
        #expect(
            errors == [
                "the tag index: writes tags/index.html, inside tags, which tags writes as a file",
                "about.html/deep/more.txt: writes about.html/deep/more.txt, inside about.html, which about.md writes as "
                    + "a file",
                "about.html/notes.txt: writes about.html/notes.txt, inside about.html, which about.md writes as a file",
            ])
    }

    // MARK: tags whose slugs meet

    @Test func tagsWhoseSlugsMeetAreOneTagTitledByTheirMostUsedSpelling() throws {
        var outputs: [[String: String]] = []
        for jobs in [1, 2, 2] {
            let site = try Workspace()
            defer { try? FileManager.default.removeItem(at: site.root) }
            try site.add("a.md", "---\ntitle: A\ntags: [Foo Bar]\n---\n")
            try site.add("b.md", "---\ntitle: B\ntags: [foo-bar]\n---\n")
            try site.add("c.md", "---\ntitle: C\ntags: [\"FOO  BAR!\", foo-bar]\n---\n")
            try site.add("d.md", "---\ntitle: D\ntags: [日本]\n---\n")
            try site.add("e.md", "---\ntitle: E\ntags: [中文]\n---\n")
            _ = try Self.build(site, jobs: jobs)
            var files: [String: String] = [:]
            for path in Self.files(in: site.output) { files[path] = try site.read(path) }
            outputs.append(files)
        }
        #expect(outputs[0] == outputs[1] && outputs[1] == outputs[2])
        let tags = outputs[0].keys.filter { $0.hasPrefix("tags/") && $0.hasSuffix(".html") }.sorted()
        #expect(tags.count == 4, "\(tags)")  // foo-bar, the two non-ASCII tags and the index
        let page = outputs[0]["tags/foo-bar.html"] ?? ""
        #expect(page.contains("a.html") && page.contains("b.html") && page.contains("c.html"))
        #expect(page.components(separatedBy: "c.html").count == 2)  // c is listed once
        let index = outputs[0]["tags/index.html"] ?? ""
        #expect(index.contains(">foo-bar</a>") && !index.contains("Foo Bar") && !index.contains("FOO"), "\(index)")
    }

    // MARK: unreadable folders and files, names that are not UTF-8

    @Test(.enabled(if: geteuid() != 0, "root reads every folder"))
    func anUnreadableFolderIsAnError() throws {
        let site = try Workspace()
        defer {
            chmod(site.content.path + "/locked", 0o755)
            try? FileManager.default.removeItem(at: site.root)
        }
        try site.add("locked/a.md", "A")
        chmod(site.content.path + "/locked", 0o000)
        let errors = Self.errors { _ = try Self.build(site) }
        #expect(errors == ["locked: cannot read folder: Permission denied"])
    }

    @Test func aFileNameThatIsNotUTF8IsNamedEscaped() throws {
        let site = try Workspace()
        defer { try? FileManager.default.removeItem(at: site.root) }
        let path = site.content.path + "/bad\u{FF}"
        var bytes = Array((site.content.path + "/bad").utf8) + [0xFF] + Array(".txt".utf8) + [0]
        _ = path
        let descriptor = bytes.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
                open($0, O_CREAT | O_WRONLY, 0o644)
            }
        }
        #expect(descriptor >= 0)
        close(descriptor)
        let errors = Self.errors { _ = try Self.build(site) }
        #expect(errors == ["bad\\xFF.txt: the file name is not UTF-8"])
    }

    // MARK: byte order marks

    @Test func aByteOrderMarkBeforeFrontMatterIsSkipped() throws {
        let parsed = try FrontMatter.parse("\u{FEFF}---\ntitle: T\n---\nBody", file: "a.md")
        #expect(parsed.fields["title"] == "T")
        #expect(parsed.body == "Body")
        let plain = try FrontMatter.parse("\u{FEFF}Body", file: "b.md")
        #expect(plain.body == "Body")
        let site = try Workspace()
        defer { try? FileManager.default.removeItem(at: site.root) }
        let file = site.root.appendingPathComponent("sheetgen.yml")
        try "\u{FEFF}title: Marked\n".write(to: file, atomically: true, encoding: .utf8)
        #expect(try SiteConfig.load(from: file).title == "Marked")
    }

    // MARK: dates, dot files, document markers

    @Test(arguments: [
        "2026-02-03T9<script>", "2026-02-03 10:30<b>", "2026-02-03T25:00", "2026-02-03T10:61", "2026-02-03x",
        "2026-02-03T10:30:00+1", "2026-02-30",
    ])
    func datesWithJunkAreRefused(_ date: String) throws {
        #expect(throws: UserError.self) { try Self.page("---\ndate: \"\(date)\"\n---\n") }
    }

    @Test(arguments: [
        "2026-02-03", "2026-02-03T09:30", "2026-02-03T09:30:15Z", "2026-02-03 09:30:15.250+01:00",
        "2026-02-03T23:59:60-05:30",
    ])
    func datesInTheUsualFormsAreAccepted(_ date: String) throws {
        try Self.page("---\ndate: \"\(date)\"\n---\n")
    }

    static func page(_ text: String) throws {
        let site = try Workspace()
        defer { try? FileManager.default.removeItem(at: site.root) }
        try site.add("p.md", text)
        do {
            _ = try build(site)
        } catch let failure as BuildFailure {
            throw failure.errors[0]
        }
    }

    @Test func publishableDotFilesAreCopiedAndPrivateOnesAreNot() throws {
        let site = try Workspace()
        defer { try? FileManager.default.removeItem(at: site.root) }
        try site.add("a.md", "A")
        try site.add(".well-known/security.txt", "Contact: x")
        try site.add(".well-known/notes.md", "not a page")
        try site.add(".htaccess", "deny")
        try site.add(".nojekyll", "")
        try site.add(".git/config", "secret")
        try site.add(".env", "TOKEN=1")
        try site.add(".a.md.swp", "swap")
        try site.add("draft.md~", "backup")
        try site.add("sec/.DS_Store", "junk")
        let files = Self.files(in: site.output)
        _ = files
        _ = try Self.build(site)
        let written = Self.files(in: site.output)
        for expected in [".well-known/security.txt", ".well-known/notes.md", ".htaccess", ".nojekyll"] {
            #expect(written.contains(expected), "\(expected) in \(written)")
        }
        #expect(
            !written.contains {
                $0.hasPrefix(".git") || $0 == ".env" || $0.hasSuffix(".swp") || $0.hasSuffix("~")
                    || $0.contains("DS_Store")
            }, "\(written)")
    }

    @Test func aDocumentMarkerInTheConfigIsAnError() throws {
        let site = try Workspace()
        defer { try? FileManager.default.removeItem(at: site.root) }
        let file = site.root.appendingPathComponent("sheetgen.yml")
        try "title: One\n---\nlistingSize: 5\n".write(to: file, atomically: true, encoding: .utf8)
        #expect(throws: UserError.self) { try SiteConfig.load(from: file) }
        do { _ = try SiteConfig.load(from: file) } catch { #expect(error.location == "\(file.path):2", "\(error)") }
    }
}

import DefaultTemplates
import Foundation
@testable import Site
import Testing

/// The templates as parsed are kept in the cache, read back as they were, and never
/// stand for templates that changed since.
@Suite struct TemplateArchiveTests {
    /// Every kind of tag, nested, and a stylesheet without any.
    static let files = [
        "page.mustache": """
        <h1>{{title}}</h1>{{#items}}<li>{{name.first}} {{{html}}} {{&raw}}{{^done}} to do{{/done}}</li>{{/items}}
          {{> part}}
        {{< frame}}{{$slot}}filled {{#tags}}{{.}},{{/tags}}{{/slot}}{{/frame}}{{#items}}{{first()}}{{.name}}{{/items}}
        {{uppercased(title)}}{{=<% %>=}}<% title %>
        """,
        "part.mustache": "[{{title}}]\n{{$inner}}inner default{{/inner}}\n",
        "frame.mustache": "<{{$slot}}default{{/slot}}>",
        "style.css": "body { color: red }\n\n",
    ]

    static var context: [String: Any] {
        [
            "title": "A <b>", "items": [["name": ["first": "x&y"], "html": "<i>", "raw": "<u>", "done": false]],
            "tags": ["a", "<b>"],
        ]
    }

    /// A temporary folder for one test.
    private static func folder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sheetgen-archive-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test func theTemplatesReadBackAsTheyWereParsed() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for files in [Self.files, DefaultTemplates.files] {
            let archive = folder.appendingPathComponent("site.templates").path
            try? FileManager.default.removeItem(atPath: archive)
            let parsed = try TemplateLibrary.unparsed(defaults: files).parsed(keptIn: archive)
            let written = try #require(FileTree.read(archive))
            let kept = try #require(TemplateArchive.read(archive, key: TemplateArchive.key(of: files)))
            // Written again from what was read: the same bytes, so nothing was lost on the way.
            let again = folder.appendingPathComponent("again.templates").path
            TemplateArchive.write(kept, key: TemplateArchive.key(of: files), to: again)
            let same = FileTree.read(again) == written
            #expect(same, "what was read, written again, differs from what was written")
            let read = try TemplateLibrary.unparsed(defaults: files).parsed(keptIn: archive)
            if files == Self.files {
                let page = try read.render(Self.context, with: "page")
                #expect(page.contains("x&amp;y <i> <u> to do") && page.contains("  [A &lt;b&gt;]\n  inner default"))
                #expect(
                    page.contains("filled a,&lt;b&gt;,") && page.contains("A &lt;B&gt;A")
                        && page.hasSuffix("A &lt;b&gt;"), "\(page)")
            }
            let untouched = FileTree.read(archive) == written
            #expect(untouched, "an archive that was read is not written again")
            for template in ["page", "part", "frame", "style.css"]
            where files["\(template).mustache"] ?? files[template] != nil {
                #expect(try read.render(Self.context, with: template) == parsed.render(Self.context, with: template))
            }
        }
    }

    @Test func anArchiveCutShortOrChangedIsNotRead() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let archive = folder.appendingPathComponent("site.templates").path
        let expected = try TemplateLibrary(defaults: Self.files).render(Self.context, with: "page")
        _ = try TemplateLibrary.unparsed(defaults: Self.files).parsed(keptIn: archive)
        let written = try #require(FileTree.read(archive))
        let key = TemplateArchive.key(of: Self.files)
        for cut in stride(from: 0, to: written.count, by: 7) {
            _ = try FileTree.write(Array(written.prefix(cut)), to: archive)
            #expect(TemplateArchive.read(archive, key: key) == nil, "cut at \(cut)")
        }
        for place in stride(from: 0, to: written.count, by: 5) {
            var changed = written
            changed[place] ^= 0x20
            _ = try FileTree.write(changed, to: archive)
            #expect(TemplateArchive.read(archive, key: key) == nil, "changed at \(place)")
        }
        // The templates are parsed instead, and written whole again.
        let reparsed = try TemplateLibrary.unparsed(defaults: Self.files).parsed(keptIn: archive)
        #expect(try reparsed.render(Self.context, with: "page") == expected)
        let rewritten = FileTree.read(archive) == written
        #expect(rewritten)
        #expect(TemplateArchive.read(archive, key: key &+ 1) == nil)
        // A file that only says it is huge (sparse) is not read at all; nor is a FIFO waited on.
        let handle = try #require(FileHandle(forWritingAtPath: archive))
        try handle.truncate(atOffset: UInt64(TemplateArchive.largest) + 1)
        try handle.close()
        #expect(TemplateArchive.read(archive, key: key) == nil)
        try FileManager.default.removeItem(atPath: archive)
        #expect(mkfifo(archive, 0o644) == 0)
        #expect(TemplateArchive.read(archive, key: key) == nil)
    }

    @Test func aTemplateChangedSinceIsParsedAgainAndItsErrorTold() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let archive = folder.appendingPathComponent("site.templates").path
        _ = try TemplateLibrary.unparsed(defaults: Self.files).parsed(keptIn: archive)
        var broken = Self.files
        broken["part.mustache"] = "[{{#title}}]\n"
        #expect(throws: SiteError.self) { try TemplateLibrary.unparsed(defaults: broken).parsed(keptIn: archive) }
        var changed = Self.files
        changed["part.mustache"] = "({{title}})\n"
        let page = try TemplateLibrary.unparsed(defaults: changed).parsed(keptIn: archive).render(
            Self.context, with: "page")
        #expect(page.contains("(A &lt;b&gt;)") && !page.contains("[A"))
    }

    @Test func templatesThatCannotBeKeptAreParsedEveryTime() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let archive = folder.appendingPathComponent("site.templates").path
        let files = ["page.mustache": "{{% CONTENT_TYPE: TEXT }}{{title}}"]
        let library = try TemplateLibrary.unparsed(defaults: files).parsed(keptIn: archive)
        #expect(!FileManager.default.fileExists(atPath: archive))
        #expect(
            try library.render(Self.context, with: "page")
                == TemplateLibrary(defaults: files).render(Self.context, with: "page"))
    }

    @Test func aTemplateAsDeepAsALibraryAllowsIsKept() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let archive = folder.appendingPathComponent("site.templates").path
        let depth = TemplateNesting.deepest
        let files = [
            "page.mustache": String(repeating: "{{#a}}", count: depth) + "x" + String(repeating: "{{/a}}", count: depth)
        ]
        _ = try TemplateLibrary.unparsed(defaults: files).parsed(keptIn: archive)
        let kept = try TemplateLibrary.unparsed(defaults: files).parsed(keptIn: archive)
        #expect(FileManager.default.fileExists(atPath: archive))
        let context: [String: Any] = ["a": true]
        #expect(try kept.render(context, with: "page") == "x")
    }
}

import DefaultTemplates
import Foundation
import GameKit
import Site
import SiteModel
import Testing

/// Index pages (folder listings, tag pages, the tag index) are taken from the last build when
/// nothing they show changed, and made again when anything did: after any edit, a build with the
/// cache writes the very bytes a build without one does.
@Suite struct IndexReuseTests {
    typealias Workspace = SiteBuilderTests.Workspace

    /// Every file below `folder` by its path inside it, with its bytes.
    static func files(in folder: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        let walker = try #require(FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil))
        for case let url as URL in walker where !url.hasDirectoryPath {
            files[String(url.path.dropFirst(folder.path.count + 1))] = try Data(contentsOf: url)
        }
        return files
    }

    /// Every folder below `folder`, by its path inside it.
    static func folders(in folder: URL) throws -> Set<String> {
        let walker = try #require(FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil))
        var folders: Set<String> = []
        for case let url as URL in walker where url.hasDirectoryPath {
            folders.insert(String(url.path.dropFirst(folder.path.count + 1)))
        }
        return folders
    }

    static func inode(_ url: URL) throws -> Int? {
        try FileManager.default.attributesOfItem(atPath: url.path)[.systemFileNumber] as? Int
    }

    @Test func aBuildWithNothingChangedLinksEveryIndexPageFromTheLastOne() throws {
        let site = try Workspace()
        defer { try? FileManager.default.removeItem(at: site.root) }
        for index in 0..<5 { try site.add("s/p\(index).md", "---\ntitle: P\(index)\ntags: [t]\n---\nText.\n") }
        _ = try site.build(cached: true, templates: DefaultTemplates.files)
        let indexes = ["index.html", "s/index.html", "tags/t.html", "tags/index.html", "404.html", "search.html"]
        let before = try indexes.map { try Self.inode(site.output.appendingPathComponent($0)) }
        _ = try site.build(cached: true, templates: DefaultTemplates.files)
        #expect(try indexes.map { try Self.inode(site.output.appendingPathComponent($0)) } == before)
        // A page's new title is a change of the listings that show it, and of no other page.
        try site.add("s/p1.md", "---\ntitle: Renamed\ntags: [t]\n---\nText.\n")
        _ = try site.build(cached: true, templates: DefaultTemplates.files)
        let after = try indexes.map { try Self.inode(site.output.appendingPathComponent($0)) }
        // The home page lists no page of s.
        #expect(zip(before, after).map { $0 != $1 } == [false, true, true, false, false, false])
        #expect(try site.read("s/index.html").contains("Renamed"))
    }

    /// Random edits, each followed by a build with the cache and one without: the two outputs are
    /// the same, file for file, folder for folder, byte for byte, and so are their broken links.
    @Test(arguments: [1, 2, 3] as [UInt64])
    func afterAnyEditACachedBuildWritesWhatAFreshOneDoes(seed: UInt64) throws {
        let site = try Workspace()
        defer { try? FileManager.default.removeItem(at: site.root) }
        var random = SeededRandom(seed: seed)
        var pages: Set<String> = [], config = SiteConfig(), templates = DefaultTemplates.files
        var handMade: URL?
        config.listingSize = 3
        func page(_ path: String) throws {
            let tags = (0..<random.int(in: 0...2)).map { _ in random.pick(["ale", "bell", "Bell", "crypt"]) }
            let weight = random.int(in: 0...3) == 0 ? "weight: \(random.int(in: -2...2))\n" : ""
            let date =
                random.int(in: 0...2) == 0 ? "date: 2026-0\(random.int(in: 1...9))-1\(random.int(in: 0...9))\n" : ""
            try site.add(
                path,
                "---\ntitle: \(random.pick(["Goblins", "Bells", "Tower", "Ale"])) \(random.int(in: 1...3))\n"
                    + "tags: [\(tags.joined(separator: ", "))]\n\(weight)\(date)---\n"
                    + "\(random.pick(["A first line.", "Another *one*.", "Third [link](p1.html)."]))\n\n"
                    + "## \(random.pick(["Loot", "Foes"]))\n\nMore.\n")
            pages.insert(path)
        }
        for index in 0..<8 { try page("\(random.pick(["s", "t", "s/deep"]))/p\(index).md") }
        let fresh = site.root.appendingPathComponent("Fresh")
        for step in 0..<25 {
            switch random.int(in: 0...13) {
            case 0...3: try page(random.pick(pages.sorted()))
            case 4: try page("\(random.pick(["s", "t", "u"]))/new\(step).md")
            case 5:
                let gone = random.pick(pages.sorted())
                try FileManager.default.removeItem(at: site.content.appendingPathComponent(gone))
                pages.remove(gone)
            case 6: config.listingSize = random.int(in: 2...4)
            case 7:
                // Its title names the section in every page's navigation; its text is the listing's own.
                let title = random.pick(["Section", "Rooms"])
                try site.add("s/_index.md", "---\ntitle: \(title)\n---\nAbout the section, at step \(step).\n")
            case 8:
                // A hand-edited index page is made again, not kept.
                let file = site.output.appendingPathComponent(random.pick(["s/index.html", "tags/index.html"]))
                if FileManager.default.fileExists(atPath: file.path) { try Data("edited".utf8).write(to: file) }
            case 9:
                // Another listing template, or the default one back.
                templates["section.mustache"] =
                    templates["section.mustache"] == DefaultTemplates.files["section.mustache"]
                    ? "{{<base}}{{$main}}<ol>{{#pages}}<li>{{title}}</li>{{/pages}}</ol>{{/main}}{{/base}}"
                    : DefaultTemplates.files["section.mustache"]
            case 10: config.title = random.pick(["Campaign", "Notes"])
            case 11:
                // A static file added, changed or removed (the last of a folder takes the folder).
                let file = "\(random.pick(["s", "img", "img/deep"]))/\(random.pick(["a", "b"])).txt"
                if random.int(in: 0...2) == 0 {
                    try? FileManager.default.removeItem(at: site.content.appendingPathComponent(file))
                } else {
                    try site.add(file, "static \(random.int(in: 0...3))")
                }
            case 12:
                // A file dropped into the output by hand stays, as it does from a folder made anew:
                // sheetgen did not make it. (Then it is taken away by hand, for the comparison.)
                let file = site.output.appendingPathComponent(random.pick(["stray.txt", "s/stray/x.txt"]))
                try? FileManager.default.createDirectory(
                    at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data("stray".utf8).write(to: file)
                handMade = file
            default: break
            }
            let cachedReport = try site.build(cached: true, templates: templates, config: config)
            if let file = handMade {
                #expect(try Data(contentsOf: file) == Data("stray".utf8), "step \(step)")
                try FileManager.default.removeItem(at: file)
                var folder = file.deletingLastPathComponent()
                while folder.path != site.output.path,
                    try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty
                {
                    try FileManager.default.removeItem(at: folder)
                    folder = folder.deletingLastPathComponent()
                }
                handMade = nil
            }
            try? FileManager.default.removeItem(at: fresh)
            let freshReport = try site.build(output: fresh, templates: templates, config: config)
            #expect(Array(cachedReport.brokenLinks) == Array(freshReport.brokenLinks), "step \(step)")
            #expect(try Self.folders(in: site.output) == Self.folders(in: fresh), "step \(step)")
            let cached = try Self.files(in: site.output), expected = try Self.files(in: fresh)
            #expect(cached.keys.sorted() == expected.keys.sorted(), "step \(step)")
            for (file, bytes) in expected where cached[file] != bytes {
                Issue.record("step \(step): \(file) differs from a fresh build's")
            }
        }
    }
}

import DefaultTemplates
import Foundation
import GameKit
@testable import LiveUpdates
@testable import Markdown
@testable import Site
@testable import SiteFiles
@testable import SiteModel
@testable import TemplateEngine
import TestSupport
import Testing

/// A build with the cache and nothing changed stops at the last build's receipt, and
/// any change to what a build reads or to what it left in the output takes a build.
@Suite struct BuildReceiptTests {
    typealias Workspace = SiteBuilderTests.Workspace

    /// What a build is given besides the content folder.
    struct Inputs {
        var config = SiteConfig()
        var templates = DefaultTemplates.files
        var generated: [Document] = []
        var drafts = false
        var strict = false
        var jobs = 2
    }

    /// Builds with the cache as a while after the files were written, so that every one of them
    /// counts as settled (see `SourceFile.isSettled`).
    static func build(_ site: Workspace, _ inputs: Inputs, output: URL? = nil, cached: Bool = true) throws
        -> BuildReport
    {
        var options = BuildOptions(content: site.content, output: output ?? site.output, jobs: inputs.jobs)
        options.now = Date().addingTimeInterval(10)
        options.cache = cached ? site.cache : nil
        options.drafts = inputs.drafts
        options.strict = inputs.strict
        let renderer = try ParsedTemplates.renderer(inputs.templates)
        return try SiteBuilder(config: inputs.config, renderer: renderer).build(
            generated: inputs.generated, options: options)
    }

    static func site() throws -> Workspace {
        let site = try Workspace()
        for index in 0..<6 {
            try site.add(
                "\(index % 2 == 0 ? "rules" : "lore")/p\(index).md",
                "---\ntitle: P\(index)\ntags: [t\(index % 3)]\n---\nFirst.\n\n[next](p\(index + 2).html)\n")
        }
        try site.add("rules/_index.md", "---\ntitle: The Rules\n---\nRead them.\n")
        try site.add("images/map.txt", "a map")
        return site
    }

    static func receipts(_ site: Workspace) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: site.cache.path)) ?? []).filter {
            $0.hasSuffix(".receipt")
        }
    }

    @Test func aBuildWithNothingChangedStopsAtTheReceiptAndReportsWhatTheLastOneDid() throws {
        let site = try Self.site()
        defer { try? FileManager.default.removeItem(at: site.root) }
        let first = try Self.build(site, Inputs())
        #expect(!first.upToDate && Self.receipts(site).count == 1)
        let before = try InPlaceOutputTests.stamps(in: site.output)
        let again = try Self.build(site, Inputs())
        #expect(again.upToDate)
        #expect(again.timings.map(\.phase) == [.scan, .confirm])
        #expect(try InPlaceOutputTests.stamps(in: site.output) == before)
        #expect(again.pages == first.pages && again.staticFiles == first.staticFiles && again.reused == 6)
        #expect(Array(again.brokenLinks) == Array(first.brokenLinks) && again.brokenLinks.count == 2)
        // What a build that went through every page says, but for being one.
        try FileManager.default.removeItem(at: site.cache.appendingPathComponent(Self.receipts(site)[0]))
        let full = try Self.build(site, Inputs())
        #expect(!full.upToDate)
        #expect(again.pages == full.pages && again.reused == full.reused && again.staticFiles == full.staticFiles)
        #expect(Array(again.brokenLinks) == Array(full.brokenLinks))
    }

    #if os(Linux)
        /// A build that finds the last one up to date opens nothing of the cache folder but the
        /// receipt: not the manifest (which took most of such a build's time and memory), nor the
        /// link check. A build after a change opens the manifest: the watch does see it.
        @Test func anUpToDateBuildOpensNoCacheFileButItsReceipt() throws {
            let site = try Self.site()
            defer { try? FileManager.default.removeItem(at: site.root) }
            _ = try Self.build(site, Inputs())
            let watch = try OpenedFiles(in: site.cache)
            #expect(try Self.build(site, Inputs()).upToDate)
            let opened = watch.names()
            #expect(opened.contains { $0.hasSuffix(".receipt") })
            #expect(opened.allSatisfy { $0.hasSuffix(".receipt") }, "\(opened)")
            try site.add("rules/p0.md", "---\ntitle: P0\n---\nChanged.\n")
            #expect(try !Self.build(site, Inputs()).upToDate)
            #expect(watch.names().contains { $0.hasSuffix(".cache") })
        }

        /// The names of the files opened in a folder since the last call, as inotify tells them.
        private final class OpenedFiles {
            private let descriptor: Int32

            init(in folder: URL) throws {
                descriptor = inotify_init1(Int32(IN_CLOEXEC | IN_NONBLOCK))
                guard descriptor >= 0, inotify_add_watch(descriptor, folder.path, UInt32(IN_OPEN)) >= 0 else {
                    throw CocoaError(.fileReadUnknown)
                }
            }

            deinit { close(descriptor) }

            func names() -> [String] {
                var names: [String] = []
                var buffer = [UInt8](repeating: 0, count: 1 << 16)
                while true {
                    let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
                    guard count > 0 else { return names }
                    var offset = 0
                    while offset + MemoryLayout<inotify_event>.size <= count {
                        let length = buffer.withUnsafeBytes {
                            Int($0.loadUnaligned(fromByteOffset: offset + 12, as: UInt32.self))
                        }
                        let start = offset + MemoryLayout<inotify_event>.size
                        let name = buffer[start..<start + length].prefix { $0 != 0 }
                        names.append(String(decoding: name, as: UTF8.self))
                        offset = start + length
                    }
                }
            }
        }
    #endif

    /// The files of a big folder are looked at on several threads: a build on one finds the
    /// receipt of a build on several true, and the other way round, and a file changed among
    /// them is the one built again.
    @Test func theFilesOfABigFolderAreSeenAlikeOnOneThreadOrMany() throws {
        let site = try Workspace()
        defer { try? FileManager.default.removeItem(at: site.root) }
        for index in 0..<700 { try site.add("rules/p\(index).md", "---\ntitle: P\(index)\n---\nRule \(index).\n") }
        #expect(try !Self.build(site, Inputs(jobs: 1)).upToDate)
        #expect(try Self.build(site, Inputs(jobs: 3)).upToDate)
        #expect(try Self.build(site, Inputs(jobs: 1)).upToDate)
        try site.add("rules/p345.md", "---\ntitle: P345\n---\nRule changed.\n")
        let changed = try Self.build(site, Inputs(jobs: 3))
        #expect(!changed.upToDate && changed.reused == 699)
        let page = try String(contentsOf: site.output.appendingPathComponent("rules/p345.html"), encoding: .utf8)
        #expect(page.contains("Rule changed."))
        #expect(try Self.build(site, Inputs(jobs: 2)).upToDate)
    }

    /// The receipt holds the same inputs, so the build looks over the output without the cache;
    /// an output file edited by hand then takes a build that reads it after all.
    @Test func anOutputEditedByHandIsRepairedWithTheCache() throws {
        let site = try Self.site()
        defer { try? FileManager.default.removeItem(at: site.root) }
        _ = try Self.build(site, Inputs())
        let page = site.output.appendingPathComponent("rules/p0.html")
        let made = try Data(contentsOf: page)
        try (made + Data("<!-- hand -->".utf8)).write(to: page)
        let repair = try Self.build(site, Inputs())
        #expect(!repair.upToDate && repair.reused == 5)
        #expect(try Data(contentsOf: page) == made)
    }

    /// An output page edited in place, its size and modification time as they were: only its
    /// change time tells, and the build makes the page again.
    @Test func anOutputEditedInPlaceWithItsTimeSetBackIsRepaired() throws {
        let site = try Self.site()
        defer { try? FileManager.default.removeItem(at: site.root) }
        _ = try Self.build(site, Inputs())
        let page = site.output.appendingPathComponent("rules/p0.html")
        let made = try Data(contentsOf: page)
        let stamp = FileTree.Stamp(path: page.path)
        try InPlaceOutputTests.rewriteKeepingTimes(page.path, with: Data("<!-- h".utf8) + made.dropFirst(6))
        #expect(FileTree.Stamp(path: page.path) == stamp)
        let repair = try Self.build(site, Inputs())
        #expect(!repair.upToDate)
        #expect(try Data(contentsOf: page) == made)
    }

    /// A change to anything a build reads, or to anything in its output, takes a build; after
    /// each, the output is what a build without the cache makes, and only a build after which
    /// nothing changed stops at the receipt.
    @Test(arguments: [1, 2, 3, 4] as [UInt64])
    func anyChangeTakesABuildAndNothingElseDoes(seed: UInt64) throws {
        let site = try Self.site()
        defer { try? FileManager.default.removeItem(at: site.root) }
        var random = SeededRandom(seed: seed)
        var inputs = Inputs()
        let fresh = site.root.appendingPathComponent("Fresh")
        let changes = [
            "nothing", "a page's body", "a page's title", "a new page", "a page removed", "a page saved as it was",
            "a page renamed",
            "a static file", "a new static file", "a folder's intro", "a template", "the site's title",
            "the listing size", "drafts", "a generated page", "an output file rewritten", "an output file removed",
            "a file put in the output", "an output folder removed", "nothing",
        ]
        var upToDate = 0
        var made: [String: Int] = [:]  // how often each change was made
        _ = try Self.build(site, inputs)
        for step in 0..<45 {
            let change = step % 3 == 2 ? "nothing" : random.pick(changes)
            made[change, default: 0] += 1
            let page = "\(random.pick(["rules", "lore"]))/p\(random.int(in: 0...7)).md"
            let output = try IndexReuseTests.files(in: site.output).keys.sorted()
            var changed = change != "nothing"
            switch change {
            case "a page's body": try site.add(page, "---\ntitle: Edited\n---\nNew words \(step).\n")
            case "a page's title": try site.add(page, "---\ntitle: Title \(step)\ntags: [t1]\n---\nFirst.\n")
            case "a new page": try site.add("new/n\(step).md", "# New \(step)\n")
            case "a page removed":
                changed = (try? FileManager.default.removeItem(at: site.content.appendingPathComponent(page))) != nil
            case "a page saved as it was":
                let url = site.content.appendingPathComponent(page)
                let bytes = try? Data(contentsOf: url)
                try bytes?.write(to: url)
                changed = bytes != nil
            case "a page renamed":
                let url = site.content.appendingPathComponent(page)
                let renamed = url.deletingPathExtension().appendingPathExtension("renamed.md")
                changed = (try? FileManager.default.moveItem(at: url, to: renamed)) != nil
            case "a static file": try site.add("images/map.txt", "a map \(step)")
            case "a new static file": try site.add("images/plan\(step).txt", "a plan")
            case "a folder's intro": try site.add("rules/_index.md", "---\ntitle: Rules \(step)\n---\nRead.\n")
            case "a template": inputs.templates["assets/site.css"] = "body { margin: \(step)px }"
            case "the site's title": inputs.config.title = "Site \(step)"
            case "the listing size": inputs.config.listingSize = inputs.config.listingSize % 4 + 1
            case "drafts":
                inputs.drafts.toggle()
                try site.add("rules/draft.md", "---\ntitle: Draft\ndraft: true\n---\nSoon.\n")
            case "a generated page":
                inputs.generated = [Document(path: "boards/week", title: "Week \(step)", body: "Played \(step).")]
            case "an output file rewritten":
                let file = site.output.appendingPathComponent(random.pick(output))
                try Data(try Data(contentsOf: file) + Data("<!-- hand -->".utf8)).write(to: file)
            case "an output file removed":
                try FileManager.default.removeItem(at: site.output.appendingPathComponent(random.pick(output)))
            case "a file put in the output":
                try Data("mine".utf8).write(to: site.output.appendingPathComponent("x.txt"))
            case "an output folder removed":
                try? FileManager.default.removeItem(at: site.output.appendingPathComponent("tags"))
            default: break
            }
            let report = try Self.build(site, inputs)
            #expect(report.upToDate == !changed, "step \(step): \(change)")
            if report.upToDate { upToDate += 1 }
            try? FileManager.default.removeItem(at: fresh)
            let expected = try Self.build(site, inputs, output: fresh, cached: false)
            // A file put in the output by hand stays there: it is not sheetgen's.
            var built = try IndexReuseTests.files(in: site.output)
            if made["a file put in the output"] != nil { built.removeValue(forKey: "x.txt") }
            #expect(built == (try IndexReuseTests.files(in: fresh)), "step \(step)")
            #expect(Array(report.brokenLinks) == Array(expected.brokenLinks), "step \(step): \(change)")
            #expect(report.pages == expected.pages && report.staticFiles == expected.staticFiles, "step \(step)")
            #expect(Self.receipts(site).count == 1, "step \(step): \(change)")
        }
        #expect(upToDate >= 15 && made.count >= 12, "\(made)")
    }

    /// Pages the moment of the build or a vault may change leave no receipt, and neither do
    /// files changed within the second before the build, which may change again unseen.
    @Test(arguments: ["a publishing date", "game blocks", "a file just saved"])
    func whatTheInputsDoNotFixLeavesNoReceipt(what: String) throws {
        let writing = Date()
        let site = try Self.site()
        defer { try? FileManager.default.removeItem(at: site.root) }
        switch what {
        case "a publishing date":
            try site.add("rules/later.md", "---\ntitle: Later\nexpiryDate: 2099-01-01\n---\nSoon.\n")
        case "game blocks": try site.add("rules/echo.md", "```echo n=1\n```\n")
        default: break
        }
        var options = BuildOptions(content: site.content, output: site.output, jobs: 2)
        options.cache = site.cache
        options.blocks = BlockRegistry([GameBlockBuildTests.EchoBlock()])
        options.now = what == "a file just saved" ? writing : Date().addingTimeInterval(10)
        let renderer = try ParsedTemplates.renderer(GameBlockBuildTests.templates)
        let builder = SiteBuilder(config: SiteConfig(), renderer: renderer)
        _ = try builder.build(generated: [], options: options)
        #expect(Self.receipts(site).isEmpty)
        #expect(try !builder.build(generated: [], options: options).upToDate)
    }

    /// A build that would fail on what the last one only warned of is not spared by its receipt.
    @Test func aStrictBuildAfterOneThatWarnedStillFails() throws {
        let site = try Self.site()
        defer { try? FileManager.default.removeItem(at: site.root) }
        _ = try Self.build(site, Inputs())
        #expect(try Self.build(site, Inputs()).upToDate)
        var strict = Inputs()
        strict.strict = true
        #expect(throws: BuildFailure.self) { try Self.build(site, strict) }
        #expect(try !Self.build(site, Inputs()).upToDate)  // the failed build removed the receipt
    }

    @Test func aSessionsBuildRemovesTheReceiptAndLeavesNone() throws {
        let site = try Self.site()
        defer { try? FileManager.default.removeItem(at: site.root) }
        _ = try Self.build(site, Inputs())
        #expect(Self.receipts(site).count == 1)
        var options = BuildOptions(content: site.content, output: site.output, jobs: 2)
        options.cache = site.cache
        options.now = Date().addingTimeInterval(10)
        let renderer = try ParsedTemplates.renderer(DefaultTemplates.files)
        let session = SiteSession()
        _ = try session.build(
            with: SiteBuilder(config: SiteConfig(), renderer: renderer), generated: [], options: options)
        #expect(Self.receipts(site).isEmpty)
    }

    @Test func aReceiptThatIsNotOneIsNoShortcut() throws {
        let site = try Self.site()
        defer { try? FileManager.default.removeItem(at: site.root) }
        _ = try Self.build(site, Inputs())
        let file = site.cache.appendingPathComponent(Self.receipts(site)[0])
        let good = try Data(contentsOf: file)
        for mangled in [
            Data(), good.prefix(good.count - 1), Data("sheetgen build receipt 0\n".utf8) + good.dropFirst(25),
        ] {
            try mangled.write(to: file)
            #expect(try !Self.build(site, Inputs()).upToDate)
            #expect(try Self.build(site, Inputs()).upToDate)  // the build wrote a good one again
        }
    }

    /// The broken links a receipt keeps are read back as they were told, whatever bytes their
    /// pages and targets hold; a line of them that is not one makes the receipt none.
    @Test func aReceiptsBrokenLinksReadBackAsTheyWereWritten() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("receipt-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let links = LinkChecker()
        links.check("we\\ird/pa\tge.html", targets: ["gone.html", "new\nline.html", "back\\slash.html#x", "a\u{1F}b/"])
        links.check("plain.html", targets: ["missing/", "plain.html?q", "über.html"])
        let broken = links.brokenLinks()
        #expect(broken.count == 6)
        let file = folder.appendingPathComponent("site.receipt").path
        BuildReceipt(inputs: 7, output: 9, pages: 2, sourcePages: 1, staticFiles: 0, brokenLinks: broken).write(
            to: file)
        let read = try #require(BuildReceipt.read(file, holding: 7))
        #expect(Array(read.brokenLinks) == Array(broken))
        #expect((read.output, read.pages, read.sourcePages, read.staticFiles) == (9, 2, 1, 0))
        #expect(BuildReceipt.read(file, holding: 8) == nil)
        let good = try Data(contentsOf: URL(fileURLWithPath: file))
        for lines in ["a\tb\tc\n", "a\tb", "ab\n", "a\tb\n\n"] {
            try (good + Data(lines.utf8)).write(to: URL(fileURLWithPath: file))
            #expect(BuildReceipt.read(file, holding: 7) == nil, "\(lines.debugDescription)")
        }
        try (good + Data("a\\tb\tc\\\\d\n".utf8)).write(to: URL(fileURLWithPath: file))
        #expect(try #require(BuildReceipt.read(file, holding: 7)).brokenLinks.last == "a\tb: c\\d")
    }

    /// The receipt is a file sheetgen wrote: whatever else has its name is left alone, and the
    /// builds go on without a receipt.
    @Test func aFolderWhereTheReceiptGoesIsLeftAlone() throws {
        let site = try Self.site()
        defer { try? FileManager.default.removeItem(at: site.root) }
        _ = try Self.build(site, Inputs())
        let receipt = site.cache.appendingPathComponent(Self.receipts(site)[0])
        try FileManager.default.removeItem(at: receipt)
        try FileManager.default.createDirectory(at: receipt, withIntermediateDirectories: false)
        let kept = receipt.appendingPathComponent("notes.md")
        try Data("mine".utf8).write(to: kept)
        try site.add("rules/p0.md", "---\ntitle: P0 again\n---\nChanged.\n")
        for _ in 0..<2 { #expect(try !Self.build(site, Inputs()).upToDate) }
        #expect(try Data(contentsOf: kept) == Data("mine".utf8))
        let fresh = site.root.appendingPathComponent("Fresh")
        _ = try Self.build(site, Inputs(), output: fresh, cached: false)
        #expect(try IndexReuseTests.files(in: site.output) == IndexReuseTests.files(in: fresh))
    }

    /// The receipt and the manifest are written to a draft beside them first: a folder of the
    /// user's that has a draft's name is left alone too, with what is in it.
    @Test func foldersWhereTheDraftsGoAreLeftAlone() throws {
        let site = try Self.site()
        defer { try? FileManager.default.removeItem(at: site.root) }
        _ = try Self.build(site, Inputs())
        let receipt = Self.receipts(site)[0]
        let base = String(receipt.dropLast(".receipt".count))
        let manifest = try #require(
            try FileManager.default.contentsOfDirectory(atPath: site.cache.path).first {
                $0.hasPrefix(base) && $0 != receipt
            })
        var kept: [URL] = []
        for draft in ["\(receipt).new", "\(manifest).merged"] {
            let folder = site.cache.appendingPathComponent(draft)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
            kept.append(folder.appendingPathComponent("notes.md"))
            try Data("mine".utf8).write(to: kept[kept.count - 1])
        }
        for round in 0..<2 {
            try site.add("rules/p0.md", "---\ntitle: P0 round \(round)\n---\nChanged.\n")
            _ = try Self.build(site, Inputs())
        }
        for file in kept { #expect(try Data(contentsOf: file) == Data("mine".utf8), "\(file.path)") }
        let fresh = site.root.appendingPathComponent("Fresh")
        _ = try Self.build(site, Inputs(), output: fresh, cached: false)
        #expect(try IndexReuseTests.files(in: site.output) == IndexReuseTests.files(in: fresh))
    }

    /// A receipt that is a link to a file of the user's: read through (it is no receipt, so no
    /// shortcut), then replaced as a link, never written through; the user's file is left as it was.
    @Test func aReceiptThatIsALinkIsReplacedNotWrittenThrough() throws {
        let site = try Self.site()
        defer { try? FileManager.default.removeItem(at: site.root) }
        _ = try Self.build(site, Inputs())
        let receipt = site.cache.appendingPathComponent(Self.receipts(site)[0])
        let mine = site.root.appendingPathComponent("mine.txt")
        try Data("mine".utf8).write(to: mine)
        try FileManager.default.removeItem(at: receipt)
        try FileManager.default.createSymbolicLink(at: receipt, withDestinationURL: mine)
        #expect(try !Self.build(site, Inputs()).upToDate)
        #expect(try Data(contentsOf: mine) == Data("mine".utf8))
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: receipt.path)) == nil)  // a file now
        #expect(try Self.build(site, Inputs()).upToDate)  // the new receipt, a file of its own
        #expect(try Data(contentsOf: mine) == Data("mine".utf8))
    }
}

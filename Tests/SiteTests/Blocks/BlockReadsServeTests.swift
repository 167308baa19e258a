import Foundation
import LiveUpdates
import Markdown
import Mistakes
import Site
import SiteModel
import Testing

/// A file of the content folder that a game block reads is part of the pages that hold the
/// block: `serve` builds when it changes, where it would only copy any other file.
@Suite struct BlockReadsServeTests {
    /// ```` ```quote file=notes/x.txt ```` shows the text of a file of the content folder.
    struct QuoteBlock: BlockRenderer {
        let name = "quote"

        func render(_ block: FencedBlock, in site: BlockSite) throws(UserError) -> RenderedBlock {
            try block.allowOnly(["file"])
            let path = try block.required(block.options["file"], "file")
            let text = (try? String(contentsOfFile: (site.contentFolder ?? "") + "/" + path, encoding: .utf8)) ?? ""
            return RenderedBlock(html: "<blockquote>\(HTMLText.escaped(text))</blockquote>", reads: [path])
        }
    }

    @Test func aFileABlockReadIsABuildAndAnyOtherACopy() throws {
        var served = try SiteSessionTests.Served()
        served.blocks = BlockRegistry([QuoteBlock()])
        defer { try? FileManager.default.removeItem(at: served.site.root) }
        try served.site.add("s/a.md", "---\ntitle: A\n---\n```quote file=notes/x.txt\n```\n")
        try served.site.add("notes/x.txt", "one")
        try served.site.add("notes/y.txt", "other")
        _ = try served.build()
        #expect(try served.site.read("s/a.html").contains("<blockquote>one</blockquote>"))
        try served.site.add("notes/y.txt", "changed")
        #expect(served.update(["notes/y.txt"]) != nil, "a file no block read is copied")
        try served.site.add("notes/x.txt", "two")
        #expect(served.update(["notes/x.txt"]) == nil, "the page that shows it changes: a build")
        _ = try served.build()
        #expect(try served.site.read("s/a.html").contains("<blockquote>two</blockquote>"))
    }
}

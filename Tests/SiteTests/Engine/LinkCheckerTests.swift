@testable import Site
import Testing

@Suite struct LinkCheckerTests {
    @Test func linksSettleWhetherTheirTargetIsWrittenBeforeOrAfter() {
        let links = LinkChecker(files: ["assets/site.css"])
        links.check(
            "a/one.html",
            targets: [
                "two.html", "../assets/site.css", "three.html#top", "../nowhere.html", "../../out.html",
            ])
        links.check("a/two.html", targets: ["one.html?print", "./", "?x"])
        links.add(["a/three.html", "a/index.html"])
        #expect(Array(links.brokenLinks()) == ["a/one.html: ../../out.html", "a/one.html: ../nowhere.html"])
    }

    /// With pretty addresses a link to a folder without its last `/` leads to the folder's index,
    /// as a web server sends it on; otherwise (a site read from the disk) it leads nowhere.
    @Test func aFolderAnswersALinkWithoutItsSlashOnlyWhenFoldersAnswer() {
        for foldersAnswer in [true, false] {
            let links = LinkChecker(fixed: ["docs/index.html"], foldersAnswer: foldersAnswer)
            links.check("a/b/index.html", targets: ["../../docs", "../c#top", "../d", "../../docs/page"])
            links.recheck("a/c/index.html", links: nil)
            links.add(["docs/page.html"])
            let broken =
                foldersAnswer
                ? ["a/b/index.html: ../../docs/page", "a/b/index.html: ../d"]
                : [
                    "a/b/index.html: ../../docs", "a/b/index.html: ../../docs/page", "a/b/index.html: ../c#top",
                    "a/b/index.html: ../d",
                ]
            #expect(Array(links.brokenLinks()) == broken, "\(foldersAnswer)")
        }
    }

    /// A page kept from the last build has its links checked from what `check` returned for it:
    /// the links to fixed files left out, the others settling or staying broken as before.
    @Test func aKeptPagesLinksAreCheckedAgainFromWhatTheLastCheckReturned() {
        let targets = ["two.html", "../index.html", "three.html#top", "../nowhere.html", "../../out.html", "ü x.html"]
        let first = LinkChecker(fixed: ["index.html"])
        let kept = first.check("a/one.html", targets: targets)
        first.add(["a/two.html", "a/ü x.html"])
        let again = LinkChecker(fixed: ["index.html"])
        again.recheck("a/one.html", links: BuildCache.Entry.links(kept, in: TextStore()))
        again.recheck("a/all-fixed.html", links: nil)
        again.check("a/four.html", targets: ["one.html", "all-fixed.html", "gone.html"])
        again.add(["a/three.html"])
        // The kept pages are known at once (four's links to them settle); their links are checked at the end.
        #expect(
            Array(again.brokenLinks()) == [
                "a/four.html: gone.html", "a/one.html: ../../out.html", "a/one.html: ../nowhere.html",
                "a/one.html: two.html", "a/one.html: ü x.html",
            ])
        #expect(
            Array(first.brokenLinks()) == [
                "a/one.html: ../../out.html", "a/one.html: ../nowhere.html", "a/one.html: three.html#top",
            ])
        // What is fixed is not kept: a page whose every link is fixed keeps nothing.
        #expect(LinkChecker(fixed: ["index.html"]).check("a/b.html", targets: ["../index.html", "../"]).isEmpty)
    }

    @Test func brokenLinksComeSortedByPageThenTargetAsBytes() {
        let links = LinkChecker()
        links.check("b.html", targets: ["z.html", "c.html"])
        links.check("a.html", targets: ["é.html", "Z.html", "e.html"])
        links.check("B.html", targets: ["x.html"])
        links.check("b", targets: ["z.html"])  // a page whose path starts another's comes first
        // Paths longer than the part of each key the sort holds are told apart by the rest.
        let deep = String(repeating: "deep/", count: 16)
        links.check(deep + "b.html", targets: ["y.html", "x.html"])
        links.check(deep + "a.html", targets: ["y.html"])
        #expect(
            Array(links.brokenLinks()) == [
                "B.html: x.html", "a.html: Z.html", "a.html: e.html", "a.html: é.html", "b: z.html", "b.html: c.html",
                "b.html: z.html", "\(deep)a.html: y.html", "\(deep)b.html: x.html", "\(deep)b.html: y.html",
            ])
    }

    /// Pending links are kept in the checker's text store: thousands of them cross its 64 KiB
    /// blocks, and links settled since are dropped whenever the list fills.
    @Test func manyPendingLinksAcrossBlocksSettleOrStayBroken() {
        let links = LinkChecker()
        let long = String(repeating: "x", count: 200)
        for index in 0..<3_000 {
            links.check("s/p\(index).html", targets: ["p\(index + 1).html", "gone-\(index)-\(long).html"])
        }
        let broken = links.brokenLinks()
        #expect(broken.count == 3_001)  // every gone link, and the last page's link to a page never written
        #expect(broken.first == "s/p0.html: gone-0-\(long).html")
        #expect(broken.contains("s/p2999.html: p3000.html"))
        #expect(!broken.contains { $0.hasPrefix("s/p5.html: p6") })
    }

    @Test func internalReferencesAreTheSiteRelativeHrefsAndSrcs() {
        let html =
            #"<a href="a.html">x</a> <img src="i.png"> <a href="https://x.org/">w</a> <a href="/abs">a</a>"#
            + ##" <a href="#top">t</a> <a href="b.html?x=1&amp;y=2">q</a> <p data-href="no.html">"##
            + #" <a href='single.html'>s</a>"# + "\n<a\thref=\"tab.html\">"
        let found = LinkChecker.internalReferences(in: Array(html.utf8))
        #expect(found == ["a.html", "i.png", "b.html?x=1&y=2", "tab.html"])
    }

    /// Links are read as bytes, as a browser reads them: a combining mark after `#`, `/` or the
    /// scheme's `:` does not hide them (as characters, `:\u{301}` is no colon).
    @Test func aLinkIsInternalByItsBytes() {
        for external in ["", "#top", "#\u{301}x", "/abs", "//host/x", "mailto:\u{301}x", "https:\u{301}//x", "x:y"] {
            #expect(!LinkChecker.isInternal(external), "\(Array(external.unicodeScalars))")
        }
        for inside in ["a.html", "a/b:c.html", "./x:y", "\u{301}#x", "é.html"] {
            #expect(LinkChecker.isInternal(inside), "\(Array(inside.unicodeScalars))")
        }
    }

    @Test func dotsClimbTheFoldersOfThePage() {
        let links = LinkChecker()
        links.check(
            "a/b/c/p.html", targets: ["../../x.html", "./.././../y/", "../../../z.html", "../../../../out.html"])
        links.add(["a/x.html", "a/y/index.html", "z.html"])
        #expect(Array(links.brokenLinks()) == ["a/b/c/p.html: ../../../../out.html"])
    }

    @Test func noBrokenLinksIsAnEmptyList() {
        #expect(BrokenLinks().isEmpty)
        #expect(LinkChecker(files: ["a.html"]).brokenLinks().isEmpty)
    }
}

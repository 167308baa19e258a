import Markdown
import Testing

/// A note's comments and wikilinks found before its Markdown is read: a comment is taken out
/// wherever Markdown would not read it as code, even where the two might disagree.
@Suite struct ObsidianTextTests {
    private func read(_ text: String) -> (text: String, links: [String]) {
        let (bytes, links) = ObsidianText.read(Array(text.utf8))
        return (String(decoding: bytes, as: UTF8.self), links.map(\.target))
    }

    @Test(arguments: [
        // A code span Markdown ends at the list item's end.
        "- Type `x\n- Guard %%is the spy%%\n- Use `y` now\n",
        // A fence left open in a callout ends with the callout.
        "> ```dice\n> 1d20\n\nThe guard %%is the spy%%\n",
        // A backslash at a line's end escapes no line end.
        "Text \\\n```\n```\nThe guard %%is the spy%%\n",
        // Never closed: to the note's end.
        "The guard %%is the spy\n\n## More\n\nStill hidden.\n",
    ])
    func aCommentMarkdownWouldShowIsTakenOut(note: String) {
        let text = read(note).text
        #expect(!text.contains("spy") && !text.contains("Still hidden"))
        #expect(text.count { $0 == "\n" } == note.count { $0 == "\n" })  // every line where it was
    }

    @Test func codeKeepsItsCommentsAsObsidianShowsThem() {
        #expect(read("Use `%%x%%` and\n```\n%%y%%\n```\n").text == "Use `%%x%%` and\n```\n%%y%%\n```\n")
    }

    @Test func aCommentEndsNoLinkAndALinkEndsOnItsLine() {
        #expect(read("[[Town|the priest %%(the lich)%%]] and [[Inn]]").links == ["Inn"])
        #expect(read("[[Over\nlines]] [[a]]").links == ["a"])
        // Looked for once a line, not once a bracket: else this takes hours.
        #expect(read(String(repeating: "[", count: 200_000) + "\n[[a]]").links == ["a"])
    }
}

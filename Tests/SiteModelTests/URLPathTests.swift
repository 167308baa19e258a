@testable import SiteModel
import Testing

@Suite struct URLPathTests {
    @Test(arguments: [
        ("index", ""), ("rules/magic", "../"), ("a/b/c", "../../"),
        ("a/\u{301}b", "../"),  // a combining mark after `/` does not hide the folder's end
    ])
    func theRootIsOneStepUpForEveryFolder(page: String, root: String) {
        #expect(URLPath.root(of: page) == root)
    }

    @Test func linksAreRelativeAndEncoded() {
        #expect(URLPath.link(to: "tags/a b", from: "rules/magic") == "../tags/a%20b.html")
    }
}

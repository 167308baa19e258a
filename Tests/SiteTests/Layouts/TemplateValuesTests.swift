@testable import SiteModel
@testable import TemplateEngine
@testable import Site
import Testing

@Suite struct TemplateValuesTests {
    struct Inner: Encodable {
        let name: String
        @OrFalse var note: String?
    }

    struct Outer: Encodable {
        let title: String
        let count: Int
        let flag: Bool
        let ratio: Double
        let missing: String?
        @OrFalse var absent: Int?
        @OrFalse var present: Int?
        let tags: [String]
        let inner: Inner
        let list: [Inner]
        let nested: [[Int]]
    }

    @Test func valuesBecomeDictionariesArraysAndScalars() throws {
        let value = Outer(
            title: "T", count: 3, flag: true, ratio: 0.5, missing: nil, absent: nil, present: 7, tags: ["b", "a"],
            inner: Inner(name: "i", note: nil), list: [Inner(name: "x", note: "n")], nested: [[1, 2], []]
        )
        let values = try TemplateValues.dictionary(of: value)
        let keys: Set = ["title", "count", "flag", "ratio", "absent", "present", "tags", "inner", "list", "nested"]
        #expect(Set(values.keys) == keys)
        #expect(values["title"] as? String == "T" && values["count"] as? Int == 3 && values["flag"] as? Bool == true)
        #expect(values["ratio"] as? Double == 0.5)
        #expect(values["absent"] as? Bool == false && values["present"] as? Int == 7)
        #expect(values["tags"] as? [String] == ["b", "a"])  // still text, so `sorted(tags)` works
        let inner = try #require(values["inner"] as? [String: Any])
        #expect(inner["name"] as? String == "i" && inner["note"] as? Bool == false)
        let list = try #require(values["list"] as? [Any])
        #expect((list.first as? [String: Any])?["note"] as? String == "n")
        #expect((values["nested"] as? [Any])?.count == 2)
    }

    /// A layout's context shares the chrome's keys: both land in one dictionary.
    @Test func keysOfSeveralContainersLandSideBySide() throws {
        let chrome = try ChromeContext(
            navigation: NavigationContext(
                site: SiteValues(title: "S", baseURL: "/", language: "en"), root: "", nav: [], breadcrumbs: [],
                taxonomies: []
            ),
            menu: nil, trail: "t"
        )
        let context = LayoutContext(chrome: chrome, tagLinks: [], additions: NothingMore())
        let values = try TemplateValues.dictionary(of: context)
        #expect(
            Set(values.keys) == [
                "site", "root", "nav", "breadcrumbs", "menu", "trail", "taxonomies", "tagLinks", "termLinks",
                "backlinks",
            ])
        #expect(values["menu"] as? Bool == false && values["trail"] as? String == "t")
    }

    @Test func aRendererTakesATypedContextBesideTheDocument() throws {
        struct Context: Encodable {
            let motto: String
            @OrFalse var note: String?
        }
        let template = "{{title}}: {{motto}} {{#note}}{{.}}{{/note}}{{^note}}none{{/note}}"
        let library = try TemplateLibrary(defaults: ["p.mustache": template])
        let document = Document(path: "p", title: "T", layout: "p", body: "")
        let renderer = PageRenderer(templates: library)
        #expect(try renderer.render(document, context: Context(motto: "<m>", note: nil)) == "T: &lt;m&gt; none")
        #expect(try renderer.render(document, context: Context(motto: "m", note: "n")) == "T: m n")
    }

    @Test func aValueThatIsNotKeysIsNoContext() {
        #expect(throws: EncodingError.self) { try TemplateValues.dictionary(of: ["a", "b"]) }
        #expect(throws: EncodingError.self) { try TemplateValues.of([Optional<String>.none]) }
    }
}

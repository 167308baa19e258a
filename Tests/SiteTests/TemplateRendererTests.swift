import DefaultTemplates
import Foundation
import GameKit
import Mustache
@testable import Site
import Testing

/// sheetgen renders templates itself (`TemplateRenderer`) over what swift-mustache parsed; these
/// tests hold its output to the library's own rendering, byte for byte, over templates and
/// contexts generated from seeds and over the built-in templates.
@Suite struct TemplateRendererTests {
    /// The same templates, read by sheetgen and by swift-mustache.
    private struct Libraries {
        let ours: TemplateLibrary
        let library: MustacheLibrary

        /// nil when swift-mustache cannot parse one of `texts`.
        init?(_ texts: [String: String]) throws {
            var parsed: [String: MustacheTemplate] = [:]
            for (name, text) in texts {
                guard let template = try? MustacheTemplate(string: EscapedHTML.pragma + text) else { return nil }
                parsed[name] = template
            }
            library = MustacheLibrary(templates: parsed)
            ours = try TemplateLibrary(defaults: texts)
        }

        func render(_ context: Any, with template: String = "main") throws -> (ours: String, library: String) {
            (try ours.render(context, with: template), try #require(library.render(context, withTemplate: template)))
        }
    }

    private func both(_ texts: [String: String], _ context: Any) throws -> (ours: String, library: String)? {
        try Libraries(texts)?.render(context)
    }

    @Test(arguments: 0..<8)
    func generatedTemplatesRenderAsTheLibraryRendersThem(batch: UInt64) throws {
        var compared = 0
        for index in 0..<400 as Range<UInt64> {
            var random = SeededRandom.derived(from: 2026_11_25 + batch, index: index)
            var generator = TemplateGenerator(random: random)
            let texts = generator.library()
            random = generator.random
            for _ in 0..<3 {
                let context = ContextGenerator.context(&random)
                guard let (ours, library) = try both(texts, context) else { break }
                #expect(ours == library, "templates \(texts) with \(context)")
                if ours != library { return }
                compared += 1
            }
        }
        #expect(compared > 600)  // most generated templates parse
    }

    @Test func theBuiltInTemplatesRenderAsTheLibraryRendersThem() throws {
        var texts: [String: String] = [:]
        for (path, text) in DefaultTemplates.files { texts[TemplateLibrary.templateName(path)] = text }
        let libraries = try #require(try Libraries(texts))
        var random = SeededRandom(seed: 99)
        for name in texts.keys.sorted() {
            for _ in 0..<20 {
                let (ours, library) = try libraries.render(ContextGenerator.siteLike(&random), with: name)
                #expect(ours == library, "template \(name)")
            }
        }
    }

    /// Pages and listing entries, which the renderer tells by their type, as a site's layouts see them.
    @Test func pagesAndListingsRenderAsTheLibraryRendersThem() throws {
        var texts: [String: String] = [:]
        for (path, text) in DefaultTemplates.files { texts[TemplateLibrary.templateName(path)] = text }
        texts["probe"] = """
            {{title}}{{#tags}}<{{.}}>{{/tags}}{{#pages}}[{{title}}|{{url}}|{{date}}|{{summary}}|{{{summaryHTML}}}\
            |{{weight}}|{{#tags}}{{.}}{{/tags}}|{{root}}|{{missing}}]{{/pages}}{{^pages}}none{{/pages}}\
            {{#parts}}({{title}}{{{content}}}{{field}}){{/parts}}{{pages.first}}{{count(pages)}}{{#first(pages)}}F{{title}}{{/first(pages)}}
            """
        let libraries = try #require(try Libraries(texts))
        var random = SeededRandom(seed: 7)
        for round in 0..<30 {
            var extra = ContextGenerator.siteLike(&random)
            extra["pages"] = (0..<random.int(in: 0...3)).map { index in
                ListedPage(
                    PageRecord.Values(
                        path: "p\(index)", title: "P<\(index)>", weight: random.chance(percent: 50) ? index : nil,
                        date: random.chance(percent: 50) ? "2026-01-0\(index + 1)" : nil,
                        summary: random.chance(percent: 50) ? "<p>S &amp; \(index)</p>" : nil, tags: ["t\(index)"]),
                    url: "p\(index).html", summaryHTML: random.chance(percent: 50) ? "<p>s</p>" : nil)
            }
            let part = Document(path: "part", title: "Part", fields: ["field": "f<"], body: "part *body*")
            let document = Document(
                path: "page\(round)", title: "Page & \(round)", date: random.chance(percent: 50) ? "2026-02-03" : nil,
                tags: random.chance(percent: 50) ? ["b", "a<"] : [], fields: ["field": .int(round)],
                body: "# Top\n\ntext\n\n## Second <x>\n\nmore", parts: [part])
            for name in texts.keys.sorted() {
                let context = { PageContext(document: document, markdown: MarkdownRenderer(), extra: extra) }
                let ours = try libraries.ours.render(context(), with: name)
                let library = try #require(libraries.library.render(context(), withTemplate: name))
                #expect(ours == library, "template \(name)")
            }
        }
    }

    @Test func valuesOfEveryKindShowAsTheLibraryShowsThem() throws {
        let values: [String: Any] = [
            "text": "a<b>&\"c\"'d'e\u{301}\"\u{301}", "int": -42, "double": 1.5, "yes": true, "no": false,
            "list": ["x", 1, true] as [Any], "strings": ["b", "a"], "ints": [3, 1, 2], "set": Set(["only"]),
            "none": Optional<String>.none as Any, "some": Optional("wrapped") as Any, "null": NSNull(),
            "record": Record(name: "rec", inner: Record(name: "in", inner: nil)), "parent": Parent(),
            "dictionary": ["k": "v"], "emptyText": "", "zero": 0, "emptyList": [Any](),
        ]
        let names = values.keys.sorted()
        var template = ""
        for name in names {
            template += "{{\(name)}}|{{{\(name)}}}|{{#\(name)}}[{{.}}]{{/\(name)}}|{{^\(name)}}not{{/\(name)}}\n"
            template += "{{\(name).name}}{{\(name).inner.name}}{{\(name).k}}{{\(name).some}}{{\(name).count}}\n"
            for transform in ["empty", "count", "first", "last", "reversed", "sorted", "uppercased", "plusone", "odd"] {
                template += "{{\(transform)(\(name))}};{{#\(transform)(\(name))}}+{{/\(transform)(\(name))}}\n"
            }
        }
        let (ours, library) = try #require(try both(["main": template], values))
        #expect(ours == library)
    }

    @Test func indentedPartialsAndInheritedBlocksRenderAsTheLibraryRendersThem() throws {
        let texts = [
            "main": "<ul>\n  {{> item}}\n\t{{<frame}}\n{{$title}}Mine {{a}}{{/title}}\n{{/frame}}\r\n  {{> item}}\r\n",
            "item": "{{#list}}\n<li>{{a}}\r\n{{/list}}{{> leaf}}\nend",
            "frame": "<h1>{{$title}}Default{{/title}}</h1>\n  {{$body}}\n  body {{first()}}\n  {{/body}}\n",
            "leaf": "leaf\n{{a}}\n",
        ]
        let context: [String: Any] = ["a": "<A>", "list": [["a": "one"], ["a": "two"]] as [Any]]
        let (ours, library) = try #require(try both(texts, context))
        #expect(ours == library)
        #expect(ours.hasPrefix("<ul>\n  <li>one\r\n"))
    }
}

/// A value read through `Mirror`, as a plain struct is.
private struct Record {
    let name: String
    let inner: Any?
}

/// A value read through `MustacheParent`.
private struct Parent: MustacheParent {
    func child(named name: String) -> Any? { name == "name" ? "from parent" : nil }
}

/// Random Mustache templates: text with line breaks, whitespace and markup; every kind of tag,
/// standalone or inline; names dotted, transformed or missing; partials, blocks and parents.
private struct TemplateGenerator {
    var random: SeededRandom

    mutating func library() -> [String: String] {
        [
            "main": template(depth: 3, partials: ["inner", "leaf"]),
            "inner": template(depth: 2, partials: ["leaf"]),
            "leaf": template(depth: 1, partials: []),
            "frame": "<{{$title}}t {{a}}{{/title}}>\n  {{$body}}\n  b{{index()}}\n  {{/body}}\n",
        ]
    }

    private static let texts = [
        "a", " ", "  ", "\t", "\n", "\r\n", "x y", "<b>", "&amp;", "é", "e\u{301}", "\"", "'", "}", "\n  ", "line\n",
    ]
    private static let names = [
        "a", "b", "c", "s", "n", "flag", "list", "tags", "obj", "obj.a", "obj.list", "obj.obj.s", ".", ".a", "a.b",
        "missing", "empty", "none", "d", "record.name", "parent.name", "set", "null", "some",
    ]
    private static let transformed = [
        "empty(list)", "count(list)", "first()", "last()", "index()", "even()", "odd()", "uppercased(s)",
        "reversed(s)", "sorted(tags)", "plusone(n)", "first(list)", "reversed(list)", "capitalized(s)",
        "lowercased(uppercased(s))", "count(obj)", "empty(s)", "first(tags)", "sorted(set)", "equalzero(n)",
    ]
    private static let fixed = [
        "{{! a comment }}", "\n  {{! standalone }}\n", "{{=<% %>=}}<%a%> <%{s}%><%={{ }}=%>",
        "\n{{% CONTENT_TYPE: TEXT }}\n", "{{% CONTENT_TYPE: HTML }}",
        "\n {{<frame}}\n{{$title}}T{{s}}{{/title}}\n{{/frame}}\n",
        "{{<frame}}{{/frame}}", "{{$body}}own{{a}}{{/body}}",
    ]

    mutating func template(depth: Int, partials: [String]) -> String {
        var text = ""
        for _ in 0..<random.int(in: 1...8) { text += piece(depth: depth, partials: partials) }
        return text
    }

    private mutating func name() -> String {
        random.chance(percent: 25) ? random.pick(Self.transformed) : random.pick(Self.names)
    }

    private mutating func piece(depth: Int, partials: [String]) -> String {
        switch random.int(in: 0...9) {
        case 0, 1: return random.pick(Self.texts)
        case 2: return "{{\(name())}}"
        case 3: return random.chance(percent: 50) ? "{{{\(name())}}}" : "{{& \(name()) }}"
        case 4...5 where depth > 0:
            let name = name(), sigil = random.chance(percent: 30) ? "^" : "#"
            let body = template(depth: depth - 1, partials: partials)
            return random.chance(percent: 40)
                ? "\n\(random.pick(["", " ", "\t "])){{\(sigil)\(name)}}\n\(body)\n  {{/\(name)}}\n"
                : "{{\(sigil)\(name)}}\(body){{/\(name)}}"
        case 6 where !partials.isEmpty:
            let partial = random.pick(partials)
            return random.chance(percent: 50)
                ? "\n\(random.pick(["  ", "\t", " "])){{> \(partial)}}\n" : "{{>\(partial)}}"
        case 7: return random.pick(Self.fixed)
        default: return random.pick(Self.texts) + "{{\(name())}}"
        }
    }
}

/// Random contexts of the kinds a site's are made of, with a few of the odd ones a user's front
/// matter or a Mustache value may bring.
private enum ContextGenerator {
    static func context(_ random: inout SeededRandom) -> [String: Any] {
        var context: [String: Any] = [:]
        let texts = ["", "x", "<i>&'\"", "é", "e\u{301}\"", "Zed", "a b"]
        if random.chance(percent: 70) { context["a"] = random.pick(texts) }
        if random.chance(percent: 50) { context["b"] = random.int(in: -2...2) }
        if random.chance(percent: 50) { context["c"] = random.chance(percent: 50) }
        if random.chance(percent: 80) { context["s"] = random.pick(texts) }
        if random.chance(percent: 60) { context["n"] = random.int(in: -1...3) }
        if random.chance(percent: 60) { context["flag"] = random.chance(percent: 50) }
        if random.chance(percent: 70) { context["list"] = list(&random, depth: 2) }
        if random.chance(percent: 50) { context["tags"] = (0..<random.int(in: 0...3)).map { _ in random.pick(texts) } }
        if random.chance(percent: 60) {
            context["obj"] = random.chance(percent: 80) ? object(&random, depth: 2) : "plain"
        }
        if random.chance(percent: 30) { context["empty"] = random.chance(percent: 50) ? [Any]() : "" }
        if random.chance(percent: 20) { context["none"] = Optional<Int>.none as Any }
        if random.chance(percent: 20) { context["some"] = Optional("some") as Any }
        if random.chance(percent: 20) { context["d"] = 2.5 }
        if random.chance(percent: 20) { context["record"] = Record(name: "r", inner: nil) }
        if random.chance(percent: 20) { context["parent"] = Parent() }
        if random.chance(percent: 20) { context["set"] = Set(["q"]) }
        if random.chance(percent: 20) { context["null"] = NSNull() }
        return context
    }

    private static func object(_ random: inout SeededRandom, depth: Int) -> [String: Any] {
        var object: [String: Any] = [:]
        if random.chance(percent: 70) { object["a"] = random.pick(["o", "<o>", ""]) }
        if random.chance(percent: 50) { object["s"] = "os" }
        if depth > 0, random.chance(percent: 50) { object["list"] = list(&random, depth: depth - 1) }
        if depth > 0, random.chance(percent: 40) { object["obj"] = Self.object(&random, depth: depth - 1) }
        return object
    }

    private static func list(_ random: inout SeededRandom, depth: Int) -> [Any] {
        (0..<random.int(in: 0...3)).map { _ -> Any in
            switch random.int(in: 0...3) {
            case 0: random.pick(["i", "<j>"])
            case 1: random.int(in: 0...9)
            default: object(&random, depth: depth)
            }
        }
    }

    /// A context such as a site page's layout sees: the names the built-in templates read.
    static func siteLike(_ random: inout SeededRandom) -> [String: Any] {
        var context = self.context(&random)
        let link: () -> [String: Any] = { ["title": "T<&>", "url": "u/\"x\".html", "current": true] }
        for name in ["title", "path", "root", "content", "date", "summaryHTML", "feed", "siteTitle", "toc"]
        where random.chance(percent: 70) {
            context[name] = random.pick(["", "<p>x</p>", "a&b", "2026-01-02"])
        }
        for name in ["nav", "menu", "trail", "tagLinks", "pages", "children", "tagList", "sections", "boards"]
        where random.chance(percent: 70) {
            context[name] = (0..<random.int(in: 0...3)).map { _ in link() as Any }
        }
        if random.chance(percent: 50) { context["pager"] = ["previous": "p.html", "next": "n.html"] as [String: Any] }
        if random.chance(percent: 50) { context["site"] = ["title": "Site", "base": "/"] as [String: Any] }
        return context
    }
}

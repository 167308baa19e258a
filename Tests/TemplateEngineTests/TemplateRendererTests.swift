import Foundation
@testable import TemplateEngine
import Testing
import Mistakes

/// What sheetgen's templates do beyond the Mustache specification (which `MustacheSpecTests`
/// holds them to): the values a site's contexts are made of, transforms, and the errors a
/// template's text gets.
@Suite struct TemplateRendererTests {
    private func render(_ template: String, _ context: Any, partials: [String: String] = [:]) throws -> String {
        var texts = partials
        texts["main"] = template
        return try TemplateLibrary(defaults: texts).render(context, with: "main")
    }

    @Test func valuesOfEveryKindShowAsText() throws {
        let values: [String: Any] = [
            "text": "a<b>&\"c\"'d'", "int": -42, "double": 1.5, "yes": true, "no": false,
            "none": String?.none as Any, "some": Optional("wrapped") as Any, "null": NSNull(),
            "record": Record(name: "rec", inner: Record(name: "in", inner: nil)), "parent": Parent(),
        ]
        let shown = try render(
            "{{text}}|{{{text}}}|{{int}}|{{double}}|{{yes}}|{{no}}|{{none}}|{{some}}|{{null}}|"
                + "{{record.name}}|{{record.inner.name}}|{{parent.name}}|{{parent.other}}", values)
        #expect(
            shown
                == "a&lt;b&gt;&amp;&quot;c&quot;&#39;d&#39;|a<b>&\"c\"'d'|-42|1.5|true|false|nil|wrapped||rec|in|from parent|"
        )
    }

    @Test func sectionsOpenOnWhatIsThere() throws {
        let values: [String: Any] = [
            "list": ["x", 1, true] as [Any], "strings": ["b", "a"], "empty": [Any](), "yes": true, "no": false,
            "text": "t", "emptyText": "", "zero": 0, "dictionary": ["k": "v"], "null": NSNull(),
        ]
        let template = """
            {{#list}}[{{.}}]{{/list}}{{#strings}}<{{.}}>{{/strings}}{{#empty}}E{{/empty}}{{^empty}}none{{/empty}}\
            {{#yes}}Y{{/yes}}{{#no}}N{{/no}}{{^no}}n{{/no}}{{#text}}({{.}}){{/text}}{{#emptyText}}({{.}}){{/emptyText}}\
            {{#zero}}0{{/zero}}{{#dictionary}}{{k}}{{/dictionary}}{{#null}}null{{/null}}{{^null}}no null{{/null}}\
            {{#missing}}M{{/missing}}{{^missing}}m{{/missing}}
            """
        #expect(try render(template, values) == "[x][1][true]<b><a>noneYn(t)()0vno nullm")
    }

    @Test func transformsChangeValuesBeforeTheyShow() throws {
        let values: [String: Any] = [
            "list": ["b", "c", "a"], "empty": [String](), "text": "héllo wörld", "n": 4,
            "dictionary": ["b": 2, "a": 1],
        ]
        let template = """
            {{count(list)}} {{first(list)}} {{last(list)}} {{#reversed(list)}}{{.}}{{/reversed(list)}} \
            {{#sorted(list)}}{{.}}{{/sorted(list)}} {{#empty(empty)}}empty{{/empty(empty)}}{{^empty(list)}} full{{/empty(list)}} \
            {{uppercased(text)}} {{capitalized(text)}} {{reversed(text)}} {{lowercased(uppercased(text))}} \
            {{plusone(n)}} {{minusone(n)}} {{#even(n)}}even{{/even(n)}}{{#odd(n)}}odd{{/odd(n)}} \
            {{#sorted(dictionary)}}{{key}}={{value}};{{/sorted(dictionary)}} {{unknown(text)}}|
            """
        #expect(
            try render(template, values)
                == "3 b a acb abc empty full HÉLLO WÖRLD Héllo Wörld dlröw olléh héllo wörld 5 3 even a=1;b=2; |")
    }

    @Test func aListSectionKnowsWhereEachItemIs() throws {
        let shown = try render(
            "{{#list}}{{index()}}{{#first()}}F{{/first()}}{{#last()}}L{{/last()}}{{#even()}}e{{/even()}},{{/list}}",
            ["list": ["a", "b", "c"]])
        #expect(shown == "0Fe,1,2Le,")
    }

    @Test func aTypeTheLibraryKnowsIsLookedIntoAsAnyOtherParent() throws {
        let template = "{{#parents}}{{name}}{{other}}|{{/parents}}{{parent.name}}"
        let context: [String: Any] = ["parents": [Parent(), Parent()], "parent": Parent()]
        let library = try TemplateLibrary(defaults: ["main": template])
        #expect(try library.render(context, with: "main") == "from parent|from parent|from parent")
        #expect(try library.knowing(Parent.self).render(context, with: "main") == "from parent|from parent|from parent")
    }

    @Test func indentedPartialsAndBlocksIndentEveryLineOfTheirOwn() throws {
        let partials = [
            "item": "{{#list}}\n<li>{{a}}\r\n{{/list}}{{> leaf}}\nend",
            "frame": "<h1>{{$title}}Default{{/title}}</h1>\n  {{$body}}\n  body\n  {{/body}}\n",
            "leaf": "leaf\n{{a}}\n",
        ]
        let template = "<ul>\n  {{> item}}\n\t{{<frame}}\n{{$title}}Mine {{a}}{{/title}}\n{{/frame}}\r\n"
        let context: [String: Any] = ["a": "A\nB", "list": [["a": "one"], ["a": "two"]] as [Any]]
        let shown = try render(template, context, partials: partials)
        #expect(
            shown
                == "<ul>\n  <li>one\r\n  <li>two\r\n  leaf\n  A\nB\n  end\t<h1>Mine A\nB</h1>\n\t    body\n")
    }

    @Test(arguments: [
        ("{{#open}}never closed", "Templates/main:1: template error: {{open}} is opened here and never closed"),
        ("a\n{{/closes}}", "Templates/main:2: template error: {{/closes}} closes nothing"),
        ("{{#a}}\n{{/b}}", "Templates/main:2: template error: {{/b}} closes {{a}} of line 1"),
        ("\n\n{{name", "Templates/main:3: template error: a tag is opened here and never closed"),
        ("{{two words}}", "Templates/main:1: template error: 'two words' is not a name"),
        (
            "{{=<%>=}}",
            "Templates/main:1: template error: a delimiter change is written {{=<% %>=}}: two delimiters and '='"
        ),
        ("{{% CONTENT_TYPE: TEXT }}", "Templates/main:1: template error: pragmas ({{%…}}) are not supported"),
        ("{{>*picked}}", "Templates/main:1: template error: a partial picked by a value ({{>*…}}) is not supported"),
        ("{{empty(}}", "Templates/main:1: template error: 'empty(' is not a name or a transform of one"),
    ])
    func aTemplateThatCannotBeReadIsToldWithItsLine(template: String, message: String) {
        #expect(throws: UserError.self) { try TemplateLibrary(defaults: ["main": template]) }
        do {
            _ = try TemplateLibrary(defaults: ["main": template])
        } catch {
            #expect("\(error)" == message)
        }
    }

    @Test func nestingIsBoundedInATemplateAndThroughItsPartials() throws {
        let deepest = TemplateParser.deepest
        let sections = String(repeating: "{{#a}}", count: deepest) + String(repeating: "{{/a}}", count: deepest)
        #expect(throws: Never.self) { try TemplateLibrary(defaults: ["main": sections]) }
        #expect(throws: UserError.self) { try TemplateLibrary(defaults: ["main": "{{#b}}" + sections + "{{/b}}"]) }
        let transforms = String(repeating: "t(", count: deepest + 1) + "x" + String(repeating: ")", count: deepest + 1)
        #expect(throws: UserError.self) { try TemplateLibrary(defaults: ["main": "{{\(transforms)}}"]) }
        var chain = ["main": "{{> p0}}"]
        for level in 0...deepest { chain["p\(level)"] = "{{#x}}{{> p\(level + 1)}}{{/x}}" }
        chain["p\(deepest + 1)"] = "end"
        #expect(throws: UserError.self) { try TemplateLibrary(defaults: chain) }
    }
}

/// A value read through `Mirror`, as a plain struct is.
private struct Record {
    let name: String
    let inner: Any?
}

/// A value read through `TemplateParent`.
private struct Parent: TemplateParent {
    func child(named name: String) -> Any? { name == "name" ? "from parent" : nil }
}

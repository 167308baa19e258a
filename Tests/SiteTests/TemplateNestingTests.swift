import GameKit
import Mustache
@testable import Site
import Testing

/// The check of a template's nesting reads tags as swift-mustache's parser does: over generated
/// templates that change delimiters inside sections, hide tags in comments, break lines after a
/// start delimiter and put combining marks after one, the depth it finds is the depth of what the
/// parser made, exactly (so it finds every tag the parser does, and no close the parser does not).
@Suite struct TemplateNestingTests {
    @Test(arguments: 0..<4)
    func theCheckFindsTheDepthTheParserMakes(batch: UInt64) throws {
        var compared = 0
        for index in 0..<500 as Range<UInt64> {
            var generator = NestingGenerator(random: SeededRandom.derived(from: 2026_12_01 + batch, index: index))
            let text = generator.template()
            // Not parsed when the check says the parser would stop the process on it.
            guard (try? TemplateNesting.check(text, limit: .max)) != nil,
                let template = try? MustacheTemplate(string: text)
            else { continue }
            let depth = Self.depth(of: TemplateNodes.nodes(of: template), at: 0)
            let comment: Comment = "\(text.debugDescription) is \(depth) deep"
            #expect(throws: Never.self, comment) { try TemplateNesting.check(text, limit: depth) }
            if depth > 0 {
                let refusal = #expect(throws: TemplateNesting.Refusal.self, comment) {
                    try TemplateNesting.check(text, limit: depth - 1)
                }
                #expect(refusal?.reason == .tooDeep)
            }
            compared += 1
        }
        #expect(compared > 250)  // most generated templates parse
    }

    /// How deep the parser went for `nodes`: a level for each section, block and inheriting
    /// partial, and one for each transform of a name.
    private static func depth(of nodes: [TemplateNode], at level: Int) -> Int {
        var deepest = level
        for node in nodes {
            switch node {
            case .value(let key, _):
                deepest = max(deepest, level + key.transforms.count)
            case .section(let key, let inner), .invertedSection(let key, let inner):
                deepest = max(deepest, level + 1 + key.transforms.count, depth(of: inner, at: level + 1))
            case .block(_, let defaults, _):
                deepest = max(deepest, level + 1, depth(of: defaults, at: level + 1))
            case .partial(_, _, let overrides?):
                deepest = max(deepest, level + 1)
                for block in overrides.values { deepest = max(deepest, depth(of: block, at: level + 2)) }
            case .text, .escaping, .partial, .pickedPartial:
                break
            }
        }
        return deepest
    }

    @Test func theLineOfTheFirstTagTooDeepIsNamed() {
        let text = "a\n{{#x}}\r\n{{=<% %>=}}<%#y%>\n<%#z%><%/z%>"
        #expect(throws: Never.self) { try TemplateNesting.check(text, limit: 3) }
        #expect(throws: TemplateNesting.Refusal(reason: .tooDeep, line: 4)) {
            try TemplateNesting.check(text, limit: 2)
        }
        #expect(throws: TemplateNesting.Refusal(reason: .tooDeep, line: 3)) {
            try TemplateNesting.check(text, limit: 1)
        }
    }

    @Test func anEmptySectionUnderAOneCharacterDelimiterIsRefusedNotParsed() throws {
        for text in ["{{=[ ]=}}[#a][/a]", "{{=| |=}}\n|^a|  \r\n|/a|", "{{=[ ]=}}[<p][/p]"] {
            #expect(
                throws: TemplateNesting.Refusal(
                    reason: .emptySectionAfterOneCharacterDelimiter, line: 1 + text.count { $0.isNewline })
            ) {
                try TemplateNesting.check(text)
            }
        }
        for text in ["{{=[ ]=}}[#a]x[/a]", "{{=[ ]=}}[#a]\n [/a]", "{{#a}}{{/a}}", "{{#a}}{{=[ ]=}}[/a]"] {
            try TemplateNesting.check(text)
            _ = try MustacheTemplate(string: text)
        }
    }

    @Test func theLimitIsExact() {
        let deepest = TemplateNesting.deepest
        let sections = String(repeating: "{{#a}}", count: deepest) + String(repeating: "{{/a}}", count: deepest)
        #expect(throws: Never.self) { try TemplateNesting.check(sections) }
        #expect(throws: TemplateNesting.Refusal(reason: .tooDeep, line: 1)) {
            try TemplateNesting.check("{{#a}}" + sections + "{{/a}}")
        }
        let transforms = "{{" + String(repeating: "f(", count: deepest) + "x" + String(repeating: ")", count: deepest)
        #expect(throws: Never.self) { try TemplateNesting.check(transforms + "}}") }
        #expect(throws: TemplateNesting.Refusal(reason: .tooDeep, line: 1)) {
            try TemplateNesting.check("{{#a}}" + transforms + "}}{{/a}}")
        }
    }
}

/// Random templates of every kind of tag, valid for the most part, under delimiters that change
/// and change back as sections end, with the odd text that makes the parser read a tag otherwise.
private struct NestingGenerator {
    var random: SeededRandom
    private var blocks = 0

    init(random: SeededRandom) {
        self.random = random
    }

    private static let delimiters = [
        ("{{", "}}"), ("<%", "%>"), ("[", "]"), ("((", "))"), ("{", "}"), ("é", "e\u{301}"), ("|", "|"),
    ]
    private static let texts = [
        "x", " ", "\n", "\r\n", "\t", "{", "}", "{ {", "e\u{301}", "\u{301}", "é", "<%", "%>", "((", "[", "|", "=",
    ]
    private static let names = ["a", "b.c", ".", "f(a)", "f(g(a))", "f(g(h(a)))", " a ", "first()"]
    private static let hidden = ["{{#a}}", "{{/a}}", "<%/a%>", "}", "x", "{{! }"]

    mutating func template() -> String {
        var delimiters = ("{{", "}}")
        return body(depth: random.int(in: 1...5), &delimiters)
    }

    private mutating func body(depth: Int, _ delimiters: inout (String, String)) -> String {
        var text = ""
        for _ in 0..<random.int(in: 0...5) { text += piece(depth: depth, &delimiters) }
        return text
    }

    private mutating func piece(depth: Int, _ delimiters: inout (String, String)) -> String {
        let (start, end) = delimiters
        switch random.int(in: 0...13) {
        case 0, 1:
            return random.pick(Self.texts)
        case 2:
            return "\(start)\(random.pick(Self.names))\(end)"
        case 3:
            return "\(start)! \(random.pick(Self.hidden)) \(end)"
        case 4:
            delimiters = random.pick(Self.delimiters)
            return "\(start)= \(delimiters.0) \(delimiters.1) =\(end)"
        case 5 where depth > 0, 6 where depth > 0:
            return section(random.chance(percent: 30) ? "^" : "#", random.pick(Self.names), depth: depth, delimiters)
        case 7 where depth > 0:
            blocks += 1
            return section("$", "b\(blocks)", depth: depth, delimiters)
        case 8 where depth > 0:
            var inner = delimiters
            var text = "\(start)<p\(end)"
            for _ in 0..<random.int(in: 0...2) {
                blocks += 1
                text +=
                    random.chance(percent: 30)
                    ? random.pick(["\n", " "]) : section("$", "b\(blocks)", depth: depth - 1, inner)
                if random.chance(percent: 20) {
                    let (innerStart, innerEnd) = inner
                    inner = random.pick(Self.delimiters)
                    text += "\(innerStart)=\(inner.0) \(inner.1)=\(innerEnd)"
                }
            }
            return text + "\(inner.0)/p\(inner.1)"
        case 9:
            return "\(start)\(random.pick([">", "> ", ">*"]))p\(end)"
        case 10:
            return random.chance(percent: 50) ? "\(start){a\(end)}" : "\(start)& a\(end)"
        case 11:
            return "\(start)%CONTENT_TYPE: TEXT\(end)"
        case 12:
            // A start delimiter the parser reads as text, or a tag it reads otherwise.
            return start + random.pick(["\n#a", "\r\n/a", "\u{301}#a", " #a ", "#\u{301}a"]) + end
        default:
            return "\(start) \(random.pick(Self.names)) \(end)"
        }
    }

    /// A section of `sigil` named `name`, closed with the delimiters its own body leaves.
    private mutating func section(
        _ sigil: String, _ name: String, depth: Int, _ delimiters: (String, String)
    ) -> String {
        var inner = delimiters
        let body = body(depth: depth - 1, &inner)
        return "\(delimiters.0)\(sigil)\(name)\(delimiters.1)\(body)\(inner.0)/\(name)\(inner.1)"
    }
}

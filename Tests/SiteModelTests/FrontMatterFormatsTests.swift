import Mistakes
import Testing

@testable import SiteModel

@Suite("Front matter in YAML, TOML and JSON, as Hugo and Zola write it")
struct FrontMatterFormatsTests {
    static func parse(_ text: String) throws(UserError) -> FrontMatter.Parsed {
        try FrontMatter.parse(text, file: "p.md")
    }

    static func message(_ text: String) -> String? {
        do {
            _ = try parse(text)
            return nil
        } catch {
            return error.description
        }
    }

    @Test func oneFrontMatterReadsTheSameInEachFormat() throws {
        let expected: [String: MetadataValue] = [
            "title": "The Damp Cavern", "weight": 3, "draft": false, "tags": ["town", "dungeon"],
            "extra": ["depth": .double(2.5), "lit": true],
        ]
        let pages = [
            "---\ntitle: The Damp Cavern\nweight: 3\ndraft: false\ntags: [town, dungeon]\n"
                + "extra: {depth: 2.5, lit: true}\n---\nBody\n",
            "+++\ntitle = \"The Damp Cavern\"\nweight = 3\ndraft = false\ntags = [\"town\", \"dungeon\"]\n\n"
                + "[extra]\ndepth = 2.5\nlit = true\n+++\nBody\n",
            "{\n  \"title\": \"The Damp Cavern\", \"weight\": 3, \"draft\": false,\n"
                + "  \"tags\": [\"town\", \"dungeon\"],\n"
                + "  \"extra\": {\"depth\": 2.5, \"lit\": true, \"gone\": null}\n}\nBody\n",
        ]
        for page in pages {
            let parsed = try Self.parse(page)
            #expect(parsed.fields == expected, "\(page)")
            #expect(parsed.body == "Body\n", "\(page)")
        }
    }

    @Test func tomlDatesAndTimesBecomeTheTextOfADate() throws {
        let parsed = try Self.parse(
            "+++\ndate = 2019-08-15\nexpiryDate = 2024-10-19T00:32:13-07:00\nupdated = 1979-05-27T07:32:00.999Z\n"
                + "local = 1979-05-27T07:32:00\nalarm = 07:30:00\n+++\n")
        #expect(
            parsed.fields == [
                "date": "2019-08-15", "expiryDate": "2024-10-19T00:32:13-07:00", "updated": "1979-05-27T07:32:00.999Z",
                "local": "1979-05-27T07:32:00", "alarm": "07:30:00",
            ])
        for case .string(let text) in parsed.fields.values where text.count >= 10 {
            #expect(DateText.isValid(text), "\(text)")
        }
    }

    @Test func aPageOpeningWithAShortcodeOrABraceOfTextIsAllBody() throws {
        for page in ["{{< deprecated-in 0.163.0 >}}\ntext\n", "{ not json }\n", "{{% note %}}\n", "+++ not toml\n"] {
            let parsed = try Self.parse(page)
            #expect(parsed.fields.isEmpty && parsed.body == page, "\(page)")
        }
    }

    @Test func theJSONObjectEndsItsLineOrIsNoFrontMatter() throws {
        #expect(try Self.parse("{\"title\": \"A } {\"}   \nBody").body == "Body")
        #expect(try Self.parse("{\"title\": \"A\"}").body == "")
        #expect(try Self.parse("{}\n# Heading\n").body == "# Heading\n")
        for page in ["{} is the empty set.\n\nSecond.\n", "{\"a\": 1} and more\n"] {
            let parsed = try Self.parse(page)
            #expect(parsed.fields.isEmpty && parsed.body == page, "\(page)")
        }
    }

    @Test func mistakesAreToldAtTheirLine() {
        #expect(Self.message("+++\ntitle = \"A\"\nweight = = 3\n+++\n")?.hasPrefix("p.md:3: invalid TOML: ") == true)
        #expect(Self.message("+++\ntitle = \"A\"\n---\n") == "p.md:1: front matter opened with +++ is never closed")
        #expect(Self.message("{\"title\": \"A\"\n") == "p.md:1: front matter opened with { is never closed")
        #expect(Self.message("{\"title\": nope}\n")?.hasPrefix("p.md:1: invalid JSON: ") == true)
        #expect(Self.message("{\n\"title\": \"A\"\n\"weight\": 1\n}\n")?.hasPrefix("p.md:3: invalid JSON: ") == true)
        #expect(Self.message("+++\ntitle = \"A\"\ntitle = \"B\"\n+++\n")?.hasPrefix("p.md:3: invalid TOML") == true)
    }

    /// toml++ follows a dotted key's parts by recursion, and reads a C string.
    @Test func tomlThatTomlPlusPlusCannotReadSafelyIsRefusedFirst() throws {
        let dotted =
            "+++\ntitle = \"A\"\n" + Array(repeating: "a", count: 30_000).joined(separator: ".") + " = 1\n+++\n"
        #expect(Self.message(dotted) == "p.md:3: front matter nests deeper than \(FrontMatter.depthLimit) levels")
        let header = "+++\n[" + Array(repeating: "a", count: 30_000).joined(separator: ".") + "]\n+++\n"
        #expect(Self.message(header) == "p.md:2: front matter nests deeper than \(FrontMatter.depthLimit) levels")
        let nul = "+++\nweight = 1\u{0}\ntitle = \"secret\"\ndraft = true\n+++\n"
        #expect(Self.message(nul) == "p.md:2: front matter holds a NUL character")
        #expect(try Self.parse("+++\ntitle = \"a.b.c\"\n[x.y]\nz = 1\n+++\n").fields["x"] == ["y": ["z": 1]])
    }

    @Test func tomlAndJSONNestNoDeeperThanYAML() throws {
        let deep = 500
        let json = "{\"v\": " + String(repeating: "[", count: deep) + String(repeating: "]", count: deep) + "}\n"
        #expect(Self.message(json) == "p.md:1: front matter nests deeper than \(FrontMatter.depthLimit) levels")
        let toml = "+++\nv = " + String(repeating: "[", count: deep) + String(repeating: "]", count: deep) + "\n+++\n"
        // toml++ refuses such depths itself; whatever it reads would be cut off at the limit.
        if let value = try? Self.parse(toml).fields["v"] {
            var depth = 0, current = value
            while case .list(let items) = current, let first = items.first {
                depth += 1
                current = first
            }
            #expect(depth < FrontMatter.depthLimit)
        }
    }

    @Test func anEscapeInTheFrontMatterIsFoundBeforeParsing() {
        for page in [
            "---\n\"ali\\x61ses\": [a/]\n---\nx\n", "+++\n\"expiry\\u0044ate\" = 2028-01-01\n+++\n",
            "{\"ali\\u0061ses\": [\"a/\"]}\n", "\u{FEFF}{\n  \"a\": {\n    \"b\": 1\n  },\n  \"c\\u0064\": 2\n}\n",
        ] {
            #expect(FrontMatter.mayHoldEscapes(Array(page.utf8)), "\(page)")
        }
        for page in [
            "---\ntitle: A\n---\nC:\\path in the body\n", "+++\ntitle = 'A'\n+++\n\\", "{\"a\": 1}\n\\n",
            "No front matter \\ here\n", "", "---\r\ntitle: A\r\n---\r\n\\\n", "---\ntitle: \"Tab\\there\"\n---\n",
            "+++\ntitle = \"a\\tb\"\n+++\n",
        ] {
            #expect(!FrontMatter.mayHoldEscapes(Array(page.utf8)), "\(page)")
        }
    }

    @Test func theLineOfAKeyIsFoundInEachFormat() {
        #expect(FrontMatter.line(of: "weight", in: "---\ntitle: A\nweight: 3\n---\n") == 3)
        #expect(FrontMatter.line(of: "weight", in: "+++\ntitle = 'A'\nweight= 3\n+++\n") == 3)
        #expect(FrontMatter.line(of: "weight", in: "{\n  \"title\": \"A\",\n  \"weight\" : 3\n}\n") == 3)
        #expect(FrontMatter.line(of: "weight", in: "---\nweights: 3\n---\n") == nil)
    }
}

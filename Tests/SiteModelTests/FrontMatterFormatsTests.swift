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

    @Test func whatFollowsTheJSONObjectOnItsLineIsDropped() throws {
        #expect(try Self.parse("{\"title\": \"A } {\"}   \nBody").body == "Body")
        #expect(try Self.parse("{\"title\": \"A\"}").body == "")
        #expect(try Self.parse("{}\n# Heading\n").body == "# Heading\n")
    }

    @Test func mistakesAreToldAtTheirLine() {
        #expect(Self.message("+++\ntitle = \"A\"\nweight = = 3\n+++\n")?.hasPrefix("p.md:3: invalid TOML: ") == true)
        #expect(Self.message("+++\ntitle = \"A\"\n---\n") == "p.md:1: front matter opened with +++ is never closed")
        #expect(Self.message("{\"title\": \"A\"\n") == "p.md:1: front matter opened with { is never closed")
        #expect(Self.message("{\"title\": nope}\n")?.hasPrefix("p.md:1: invalid JSON: ") == true)
        #expect(Self.message("+++\ntitle = \"A\"\ntitle = \"B\"\n+++\n")?.hasPrefix("p.md:3: invalid TOML") == true)
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

    @Test func theLineOfAKeyIsFoundInEachFormat() {
        #expect(FrontMatter.line(of: "weight", in: "---\ntitle: A\nweight: 3\n---\n") == 3)
        #expect(FrontMatter.line(of: "weight", in: "+++\ntitle = 'A'\nweight= 3\n+++\n") == 3)
        #expect(FrontMatter.line(of: "weight", in: "{\n  \"title\": \"A\",\n  \"weight\" : 3\n}\n") == 3)
        #expect(FrontMatter.line(of: "weight", in: "---\nweights: 3\n---\n") == nil)
    }
}

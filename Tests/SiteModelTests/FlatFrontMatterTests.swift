import GameKit
import Testing

@testable import SiteModel

@Suite("Flat front matter: read without Yams where it can be, always as Yams reads it")
struct FlatFrontMatterTests {
    @Test func theFrontMatterMostPagesHaveIsReadWithoutYams() {
        let yaml = "title: \"The Damp cavern (2)\"\nweight: 1\ndate: 2026-11-23\ntags: [town, dark woods]\n"
        #expect(
            FlatFrontMatter.fields(yaml) == [
                "title": .string("The Damp cavern (2)"), "weight": .int(1), "date": .string("2026-11-23"),
                "tags": .list([.string("town"), .string("dark woods")]),
            ])
        #expect(FlatFrontMatter.fields("draft: yes\nsummary: 'It''s'\n") == nil)
        #expect(FlatFrontMatter.fields("") == [:])
    }

    @Test func whatItCannotReadIsLeftToYams() {
        for yaml in [
            "a:\n  b: 1\n", "a: 1 # note\n", "a: &x 1\n", "a: \"\\u00e9\"\n", "a: 1\na: 2\n", "a: ~\na: 2\n",
            "a:\t1\n", "a: 1\r\n", "a: [b, [c]]\n", "a: {b: 1}\n", "- a\n", "a: |\n  text\n", "a: b: c\n",
            "a: \u{85}\n", "a: x\u{2028}y\n", "<<: 1\n", "# comment\n", "  a: 1\n",
        ] {
            #expect(FlatFrontMatter.fields(yaml) == nil, "\(yaml.debugDescription)")
        }
    }

    /// Lines made of pieces chosen to sit on either side of the fast reader's edges.
    @Test func wheneverItReadsItGivesWhatYamsGives() throws {
        let keys = ["title", "tags", "weight", "a.b", "x_y", "-k", "<<", "true", "2", "t", "t", "é", "k k"]
        let separators = [": ", ":", ":  ", ":\t", " : ", ": \t"]
        let values = [
            "word", "two words", "12", "-3", "0x1F", "0o17", "007", "1_000", "1.5", "1e3", ".5", "5.", "+7",
            "yes", "No", "on", "OFF", "~", "null", "", "\"a b\"", "\"a\\\"b\"", "\"x\"", "\"\"", "'it''s'", "'x'",
            "''", "[a, b]", "[]", "[ ]", "[a,]", "[1, true, ~, null]", "[a b, c]", "[\"c\", d]", "[a, [b]]",
            "{a: 1}", "a: b", "a #c", "a#c", "#c", "- x", "-x", "&a x", "*a", "!tag x", "|", ">", "\"open",
            "'x' y", "x  ", "é ü", "\u{85}", "a\u{2028}b", "\u{FEFF}x", "\u{7F}", "x\ty", "x:", "x:y",
            "http://a.b/c", "@x", "%x", "`x`", "?x", "? x", ",x", "x,y", "{", "}", "]x", "x]", "[x", "=", "2026-11-23",
            "12:30", "1:2", "a 'b' \"c\"", ".inf", "-.inf", ".nan", "0b101", "1__0", "+", "-", "0x", "NaN",
        ]
        let common = values.prefix(40), commonKeys = keys.prefix(6), commonSeparators = separators.prefix(1)
        var random = SeededRandom(seed: 17)
        var flatlyRead = 0
        for _ in 0..<4000 {
            var yaml = ""
            for _ in 0..<random.int(in: 1...4) {
                switch random.int(in: 0...39) {
                case 0: yaml += "\n"
                case 1: yaml += "  " + random.pick(keys) + ": 1\n"
                case 2: yaml += "# note\n"
                case 3...9: yaml += random.pick(keys) + random.pick(separators) + random.pick(values) + "\n"
                default: yaml += random.pick(commonKeys) + random.pick(commonSeparators) + random.pick(common) + "\n"
                }
            }
            guard let flat = FlatFrontMatter.fields(yaml) else { continue }
            flatlyRead += 1
            let tree = try? FrontMatter.treeFields(yaml: yaml, file: "page.md", firstLine: 2)
            #expect(tree == flat, "\(yaml.debugDescription)")
        }
        #expect(flatlyRead > 500)
    }
}

import DefaultTemplates
import Foundation
import Markdown
import OSR
import Reports
import Site
import SiteModel
import TemplateEngine
import Testing

/// Seeds 1, 7 and 42 pinned byte for byte in JSON, Markdown and HTML. After a deliberate change,
/// regenerate with `SHEETGEN_UPDATE_GOLDEN=1 swift test --filter GoldenTests` and review the diff.
@Suite struct GoldenTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")

    @Test(arguments: [UInt64(1), 7, 42])
    func seedsStayAsTheyWere(seed: UInt64) throws {
        let character = CharacterGenerator.generate(seed: seed)
        let document = CharacterSheet.document(for: character)
        let library = try TemplateLibrary(defaults: DefaultTemplates.files)
        let outputs = [
            "seed-\(seed).json": CharacterJSON.encode(character) + "\n",
            "seed-\(seed).md": FrontMatter.markdown(for: document),
            "seed-\(seed).html": try PageRenderer(templates: library).render(document),
        ]
        for (name, text) in outputs.sorted(by: { $0.key < $1.key }) {
            let url = Self.folder.appendingPathComponent(name)
            if ProcessInfo.processInfo.environment["SHEETGEN_UPDATE_GOLDEN"] == "1" {
                try text.write(to: url, atomically: true, encoding: .utf8)
            }
            let golden = try String(contentsOf: url, encoding: .utf8)
            #expect(text == golden, "\(name) differs from its golden file")
        }
    }
}

/// Characters above 1st level, pinned the same way: `seed-7-level-9` is `sheetgen character --seed 7
/// --level 9` (a thief), then an elf at its maximum, a magic-user at 14th and a cleric at 5th.
@Suite struct LevelGoldenTests {
    @Test(arguments: [(UInt64(7), 9), (12, 10), (10, 14), (5, 5)])
    func levelledSeedsStayAsTheyWere(seed: UInt64, level: Int) throws {
        let character = CharacterGenerator.generate(seed: seed, options: CharacterOptions(level: level))
        #expect(character.level == level)
        let document = CharacterSheet.document(for: character)
        let library = try TemplateLibrary(defaults: DefaultTemplates.files)
        let name = "seed-\(seed)-level-\(level)"
        let outputs = [
            "\(name).json": CharacterJSON.encode(character) + "\n",
            "\(name).md": FrontMatter.markdown(for: document),
            "\(name).html": try PageRenderer(templates: library).render(document),
        ]
        for (name, text) in outputs.sorted(by: { $0.key < $1.key }) {
            let url = GoldenTests.folder.appendingPathComponent(name)
            if ProcessInfo.processInfo.environment["SHEETGEN_UPDATE_GOLDEN"] == "1" {
                try text.write(to: url, atomically: true, encoding: .utf8)
            }
            let golden = try String(contentsOf: url, encoding: .utf8)
            #expect(text == golden, "\(name) differs from its golden file")
        }
    }
}

@Suite struct CharacterSheetTests {
    let library = try! TemplateLibrary(defaults: DefaultTemplates.files)

    func html(name: String, seed: UInt64 = 3) throws -> String {
        let character = CharacterGenerator.generate(seed: seed, options: CharacterOptions(name: name))
        return try PageRenderer(templates: library).render(CharacterSheet.document(for: character))
    }

    @Test func namesReachHTMLEscaped() throws {
        let page = try html(name: "<script>alert('x')</script> & \"Bob\"")
        #expect(!page.contains("<script>"))
        #expect(page.contains("&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; &amp; &quot;Bob&quot;"))
    }

    @Test func namesCannotInjectMarkdown() {
        let character = CharacterGenerator.generate(
            seed: 3, options: CharacterOptions(name: "[x](javascript:alert(1)) *bold* | pipe"))
        let rendered = MarkdownRenderer().html(from: CharacterSheet.document(for: character).body)
        #expect(!rendered.contains("<a ") && !rendered.contains("<em>"))
    }

    @Test func escapedTextReadsAsTheSameCharacters() {
        let tricky = [
            "*a*", "_b_", "[c](d)", "<e>", "f | g", "1. h", "- i", "+ j", "# k", "`l`", "~~m~~", "&amp;", "n\\",
            "![o](p)",
        ]
        for text in tricky {
            var table = "| x |\n|---|\n"
            table += "| " + MarkdownText.escape(text, lineStart: false) + " |\n"
            let paragraph = MarkdownRenderer().html(from: MarkdownText.escape(text) + "\n")
            let expected = text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
                .replacingOccurrences(of: ">", with: "&gt;")
            #expect(paragraph == "<p>\(expected)</p>\n", "paragraph: \(text)")
            #expect(MarkdownRenderer().html(from: table).contains("<td>\(expected)</td>"), "cell: \(text)")
        }
    }

    @Test func sheetHasEverySectionTheTemplatePlaces() {
        let thief = CharacterGenerator.generate(seed: 1, options: CharacterOptions(characterClass: .thief))
        let elf = CharacterGenerator.generate(seed: 1, options: CharacterOptions(characterClass: .elf))
        let titles = { (c: PlayerCharacter) in
            MarkdownRenderer().sections(from: CharacterSheet.document(for: c).body).map(\.slug)
        }
        let common = [
            "ability-scores", "saving-throws", "attack-matrix", "weapons", "equipment", "languages", "class-abilities",
        ]
        #expect(titles(thief) == common + ["thief-skills"])
        #expect(titles(elf) == common + ["spell-book"])
    }

    @Test func jsonHasEveryPromisedKey() throws {
        for cls in CharacterClass.allCases {
            let character = CharacterGenerator.generate(seed: 9, options: CharacterOptions(characterClass: cls))
            let object = try #require(
                try JSONSerialization.jsonObject(with: Data(CharacterJSON.encode(character).utf8)) as? [String: Any])
            for key in [
                "seed", "name", "class", "level", "title", "alignment", "rolledAbilities", "abilities", "hitDie",
                "hitPoints",
                "armourClass", "ascendingArmourClass", "thac0", "savingThrows", "xpModifierPercent", "xpForNextLevel",
                "languages", "startingGold", "gold", "equipment", "armour", "shield", "movement", "spells",
                "thiefSkills",
            ] {
                #expect(object.keys.contains(key), "\(cls.name) lacks \(key)")
            }
            let abilities = try #require(object["abilities"] as? [String: Int])
            #expect(Set(abilities.keys) == ["STR", "INT", "WIS", "DEX", "CON", "CHA"])
            let saves = try #require(object["savingThrows"] as? [String: Int])
            #expect(Set(saves.keys) == ["death", "wands", "paralysis", "breath", "spells"])
            #expect(object["class"] as? String == cls.name && object["thac0"] as? Int == 19)
            #expect((object["thiefSkills"] is NSNull) == (cls != .thief))
            let equipment = try #require(object["equipment"] as? [[String: Any]])
            #expect(equipment.allSatisfy { $0["name"] is String && $0["cost"] is Int && $0["quantity"] is Int })
        }
    }
}

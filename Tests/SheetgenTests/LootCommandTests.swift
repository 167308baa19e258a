import Foundation
import TestSupport
import Testing

@Suite(.tags(.slow)) struct LootCommandTests {
    static func json(_ arguments: [String]) throws -> [String: Any] {
        let result = try CLI.run(arguments)
        #expect(result.status == 0, "\(result.stderr)")
        return try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    }

    @Test(arguments: [UInt64(1), 55, 4_242])
    func itemJSONHasTheDocumentedKeys(seed: UInt64) throws {
        let item = try Self.json(["item", "--seed", "\(seed)", "--format", "json"])
        for key in [
            "seed", "name", "displayName", "baseName", "kind", "slot", "rarity", "identified", "baseTweak",
            "decorators", "sellPrice", "modifiers",
        ] {
            #expect(item[key] != nil, "missing \(key)")
        }
        let weaponKeys = ["minDamage", "maxDamage", "critChance", "critBonusPercent"],
            armourKeys = ["defense", "reflectPercent", "absorbPercent"]
        let isWeapon = item["kind"] as? String == "weapon"
        for key in isWeapon ? weaponKeys : armourKeys { #expect(item[key] is Int, "missing \(key)") }
        for key in isWeapon ? armourKeys : weaponKeys { #expect(item[key] == nil, "unexpected \(key)") }
        #expect(["Common", "Magic", "Rare"].contains(item["rarity"] as? String))
        #expect(["weapon", "head", "body", "hands", "feet"].contains(item["slot"] as? String))
        let identified = try #require(item["identified"] as? Bool)
        #expect(identified == (item["rarity"] as? String == "Common"))
        if !identified { #expect(item["displayName"] as? String == "Unidentified \(item["baseName"] as! String)") }
    }

    @Test func aRareItemNamesItsOuterDecorators() throws {
        let item = try Self.json(["item", "--seed", "55", "--format", "json"])
        let decorators = try #require(item["decorators"] as? [[String: Any]])
        #expect(item["rarity"] as? String == "Rare" && decorators.count >= 2)
        let name = try #require(item["name"] as? String)
        #expect(name.hasPrefix((decorators.last!["prefix"] as! String) + " "))
        #expect(name.hasSuffix(" " + (decorators[decorators.count - 2]["suffix"] as! String)))
    }

    @Test func sameSeedSameBytes() throws {
        for arguments in [
            ["item", "--seed", "9"], ["item", "--seed", "9", "--format", "markdown"],
            ["battle", "--seed", "9", "--format", "json"], ["battle", "--seed", "9"],
        ] {
            #expect(try CLI.run(arguments).stdout == CLI.run(arguments).stdout)
        }
    }

    @Test func battleReportsFollowTheFights() throws {
        let report = try Self.json(["battle", "--seed", "3", "--victories", "3", "--format", "json"])
        let fights = try #require(report["fights"] as? [[String: Any]])
        #expect(fights.first?["enemy"] as? String == "Slime")
        let won = fights.filter { $0["outcome"] as? String == "won" }.count
        #expect(won == 3 || fights.last?["outcome"] as? String == "lost")
        let html = try CLI.run(["battle", "--seed", "3", "--victories", "3"]).stdout
        #expect(html.hasPrefix("<!DOCTYPE html>") && html.contains("<h2>Fight 1: Slime</h2>"))
    }

    @Test(arguments: [
        ["item", "--seed", "-1"], ["item", "--seed", "x"], ["battle", "--seed", "1", "--victories", "0"],
        ["item", "--seed", "1", "--format", "pdf"],
    ])
    func badInputIsOneLine(arguments: [String]) throws {
        let result = try CLI.run(arguments)
        #expect(result.status != 0 && result.stdout.isEmpty)
        #expect(
            result.stderr.hasPrefix("sheetgen: ") && result.stderr.split(separator: "\n").count == 1, "\(result.stderr)"
        )
    }
}

@Suite(.tags(.slow)) struct CatalogueCommandTests {
    @Test func buildsTablesCardsAndASummary() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CLI.run(["catalogue", "--seed", "1", "--count", "60", "--output", "Site"], in: folder)
        #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
        let site = folder.appendingPathComponent("Site")
        func read(_ path: String) throws -> String {
            try String(contentsOf: site.appendingPathComponent(path), encoding: .utf8)
        }
        func rows(_ path: String) throws -> Int { try read(path).components(separatedBy: "<tr data-kind=").count - 1 }
        #expect(try rows("index.html") == 60)
        #expect(try rows("rarity/common.html") + rows("rarity/magic.html") + rows("rarity/rare.html") == 60)
        #expect(try ["weapon", "head", "body", "hands", "feet"].map { try rows("slot/\($0).html") }.reduce(0, +) == 60)
        let card = try read("cards/item-55.html")  // item 55 of seed 1 is `sheetgen item --seed 55`
        #expect(card.contains("Precise Dagger of Miracles"))
        #expect(try read("summary.html").contains("Factory odds"))
        // The same bytes on a second build.
        _ = try CLI.run(["catalogue", "--seed", "1", "--count", "60", "--output", "Again", "--jobs", "1"], in: folder)
        #expect(
            try String(contentsOf: folder.appendingPathComponent("Again/index.html"), encoding: .utf8)
                == read("index.html"))
    }

    @Test(arguments: [
        ["catalogue", "--seed", "1", "--count", "0"], ["catalogue", "--seed", "9223372036854775807", "--count", "5"],
    ])
    func badInputIsOneLine(arguments: [String]) throws {
        let result = try CLI.run(arguments)
        #expect(
            result.status != 0 && result.stderr.hasPrefix("sheetgen: ")
                && result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
    }
}

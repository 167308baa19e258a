import DefaultTemplates
import Foundation
import OSR
import Reports
import Site
import SiteModel
import TemplateEngine
import Testing

/// Retainers' compact sheets in a party pack: four to a page after the record sheets, in the order
/// of their employers, each naming its employer and terms.
@Suite struct RetainerSheetTests {
    let renderer = PageRenderer(templates: try! TemplateLibrary(defaults: DefaultTemplates.files))

    func count(_ needle: String, in text: String) -> Int {
        text.components(separatedBy: needle).count - 1
    }

    static func retainer(seed: UInt64, employer: String = "Maud", employerID: Int64? = 1) -> PlayerCharacter {
        let characterClass: CharacterClass? = seed % 3 == 0 ? .normalHuman : nil
        let terms = RetainerTerms(employer: employer, employerID: employerID, loyalty: 7 + Int(seed % 3), wage: 2)
        return RetainerGenerator.generate(seed: seed, characterClass: characterClass, terms: terms)
    }

    @Test(arguments: [0, 1, 4, 5, 8, 9])
    func retainersComeFourToAPageAfterTheSheets(count: Int) throws {
        let party = try Party.generate(seed: 9, count: 2)
        let retainers = (0..<count).map { Self.retainer(seed: UInt64($0)) }
        for paper in Paper.allCases {
            let html = try renderer.render(
                PartyPack.document(for: party, retainers: retainers, paper: paper, path: "party", title: "Party"))
            #expect(self.count("<article class=\"sheet\">", in: html) == 2)
            #expect(self.count("<section class=\"retainer-page\">", in: html) == (count + 3) / 4)
            #expect(self.count("<article class=\"retainer-card\">", in: html) == count)
            var searchFrom = try #require(html.range(of: "<article class=\"sheet\">", options: .backwards)).upperBound
            for retainer in retainers {
                let found = try #require(html.range(of: "<h2>\(retainer.name)</h2>", range: searchFrom..<html.endIndex))
                searchFrom = found.upperBound
                let terms = try #require(retainer.retainer)
                let line =
                    "Retainer of <strong>Maud</strong> · loyalty <strong>\(terms.loyalty)</strong> · 2 gp a day · "
                    + "a half share"
                #expect(html[found.upperBound...].contains(line))
            }
            #expect(html.contains("then \(count) retainers' cards, four to a page") == (count > 0))
        }
    }

    @Test func aCardShowsTheNumbersOfAFight() throws {
        let thief = RetainerGenerator.generate(
            seed: 4, characterClass: .thief, terms: RetainerTerms(employer: "<Maud>", employerID: nil, loyalty: 9))
        let html = try renderer.render(
            PartyPack.document(for: [], retainers: [thief], paper: .a4, path: "p", title: "P"))
        #expect(html.contains("Retainer of <strong>&lt;Maud&gt; (no longer kept)</strong>"))
        #expect(html.contains("<dt>AC</dt><dd>\(thief.armourClass) <small>[\(thief.ascendingArmourClass)]</small>"))
        #expect(html.contains("<dt>HP</dt><dd>\(thief.hitPoints) <small>1d4</small>"))
        #expect(html.contains("<dt>THAC0</dt><dd>19 <small>[+0]</small>"))
        let skills = try #require(thief.thiefSkills)
        #expect(html.contains("CS \(skills.climbSheerSurfaces)% · TR \(skills.findOrRemoveTraps)%"))
        let saves = thief.savingThrows
        #expect(html.contains("<td>\(saves.death)</td><td>\(saves.wands)</td><td>\(saves.paralysis)</td>"))
    }

    @Test func theRetainersOfEmployersComeInTheEmployersOrder() {
        let candidates: [(id: Int64, character: PlayerCharacter)] = [
            (3, Self.retainer(seed: 1, employerID: 1)), (4, Self.retainer(seed: 2, employerID: 2)),
            (5, Self.retainer(seed: 4, employerID: 1)), (6, Self.retainer(seed: 5, employerID: nil)),
            (7, CharacterGenerator.generate(seed: 6)),
        ]
        let names = { (ids: [Int64]) in RetainerSheets.retainers(of: ids, among: candidates).map(\.name) }
        #expect(names([2, 1]) == [candidates[1], candidates[0], candidates[2]].map(\.character.name))
        #expect(names([1]) == [candidates[0], candidates[2]].map(\.character.name))
        #expect(names([7]).isEmpty)
    }
}

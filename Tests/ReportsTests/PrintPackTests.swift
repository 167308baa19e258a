import DefaultTemplates
import Foundation
import Loot
import OSR
import Reports
import Site
import SiteModel
import TemplateEngine
import Testing

@Suite struct PrintPackTests {
    let renderer = PageRenderer(templates: try! TemplateLibrary(defaults: DefaultTemplates.files))

    func count(_ needle: String, in text: String) -> Int {
        text.components(separatedBy: needle).count - 1
    }

    @Test(arguments: [1, 8, 9, 10, 27, 31])
    func cardsComeNineToASheetInOrder(count: Int) throws {
        let reports = (0..<count).map { ItemReport(seed: 100 + UInt64($0), battles: 0) }
        let document = CardSheets.document(for: reports, paper: .letter, path: "cards", title: "Cards")
        #expect(document.parts.count == (count + 8) / 9)
        #expect(document.parts.allSatisfy { (1...9).contains($0.parts.count) })
        #expect(document.parts.flatMap(\.parts).map(\.title) == reports.map(\.item.fullName))
        let html = try renderer.render(document)
        #expect(self.count("<article class=\"card ", in: html) == count)
        #expect(self.count("<section class=\"card-sheet\"", in: html) == (count + 8) / 9)
        #expect(html.contains("<body class=\"card-sheets paper-letter\">"))
    }

    /// Marks lie in the frame 5 mm around the block, never on the block itself, and each one is
    /// in line with a cut: a column edge (vertical marks) or a row edge (horizontal ones).
    @Test func cutMarksLineUpWithTheCutsOutsideTheBlock() throws {
        let document = CardSheets.document(for: [ItemReport(seed: 1, battles: 0)], paper: .a4, path: "c", title: "c")
        guard case .list(let marks)? = document.fields["cutMarks"] else {
            Issue.record("no cut marks")
            return
        }
        #expect(marks.count == 16)
        let columns = (0...3).map { 5 + Double($0) * 63.5 }, rows = (0...3).map { 5 + Double($0) * 88.9 }
        for mark in marks {
            guard case .map(let line) = mark else {
                Issue.record("not a line")
                continue
            }
            let value = { (key: String) -> Double in Double(line[key]!.string!.dropLast(2))! }
            let (x1, y1, x2, y2) = (value("x1"), value("y1"), value("x2"), value("y2"))
            for v in [x1, x2] { #expect((0...200.5).contains(v)) }
            for v in [y1, y2] { #expect((0...276.7).contains(v)) }
            if x1 == x2 {
                #expect(columns.contains { abs($0 - x1) < 0.01 })
                #expect(max(y1, y2) <= 3.5 + 0.01 || min(y1, y2) >= 5 + 266.7 + 1.5 - 0.01)
            } else {
                #expect(y1 == y2 && rows.contains { abs($0 - y1) < 0.01 })
                #expect(max(x1, x2) <= 3.5 + 0.01 || min(x1, x2) >= 5 + 190.5 + 1.5 - 0.01)
            }
        }
    }

    @Test func aPartyPackHasEverySheetOnThePaperAskedFor() throws {
        let party = try Party.generate(seed: 9, count: 5)
        for paper in Paper.allCases {
            let html = try renderer.render(
                PartyPack.document(for: party, paper: paper, path: "party", title: "A <party>"))
            #expect(count("<article class=\"sheet\">", in: html) == 5)
            #expect(html.contains("<body class=\"sheet-page party-pack paper-\(paper.rawValue)\">"))
            #expect(html.contains("<title>A &lt;party&gt;</title>"))
            for member in party { #expect(html.contains(">\(member.name)</dd>")) }
        }
    }

    @Test func theCatalogueOffersItsCardsToPrintInBatches() throws {
        let documents = ItemCatalogue.documents(seed: 1, count: 200, base: "items")
        let packs = documents.filter { $0.layout == "cards" }
        #expect(packs.map(\.path) == ["items/print/cards-1", "items/print/cards-2", "items/print/cards-3"])
        #expect(packs.map(\.title) == ["Item cards 1–90", "Item cards 91–180", "Item cards 181–200"])
        #expect(
            packs.flatMap { $0.parts.flatMap(\.parts) }.map(\.title)
                == (0..<200).map { ItemReport(seed: 1 + UInt64($0), battles: 0).item.fullName })
        #expect(packs.allSatisfy { $0.fields["back"]?.string == "index.html" && $0.fields["paper"]?.string == "a4" })
        #expect(documents.contains { $0.path == "items/print/index" })
    }

    @Test func theGalleryOffersItsSheetsToPrint() throws {
        let gallery = CharacterGallery()
        let documents = try gallery.documents(
            try gallery.settings(from: SectionSettings(section: "characters", values: ["seeds": [3, 1, 2]])),
            context: SectionContext(now: GeneratedSectionTests.moment))
        let pack = try #require(documents.first { $0.layout == "party" })
        #expect(pack.path == "characters/print/sheets-1" && pack.title == "Record sheets 1–3")
        #expect(
            pack.parts.map(\.title)
                == [3, 1, 2].map { seed in
                    let character = CharacterGenerator.generate(seed: UInt64(seed))
                    return "\(character.name), \(character.characterClass.name)"
                })
        #expect(documents.contains { $0.path == "characters/print/index" })
    }
}

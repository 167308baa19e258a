import Foundation
import OSR
import Reports
import Site
import SiteModel
import Testing

/// The gallery's pages of a vault's characters: an employer's lists its retainers with links, a
/// retainer's links back to its employer.
@Suite struct RetainerGalleryTests {
    static func retainer(seed: UInt64, of employer: String, id: Int64?) -> PlayerCharacter {
        RetainerGenerator.generate(
            seed: seed, characterClass: .fighter, terms: RetainerTerms(employer: employer, employerID: id, loyalty: 8))
    }

    static func pages() throws -> [String: Document] {
        let employer = CharacterGenerator.generate(seed: 42)
        let saved: [(id: Int64, character: PlayerCharacter)] = [
            (3, employer), (5, retainer(seed: 1, of: employer.name, id: 3)), (6, CharacterGenerator.generate(seed: 7)),
            (8, retainer(seed: 2, of: employer.name, id: 3)), (9, retainer(seed: 4, of: "Gone", id: nil)),
        ]
        let gallery = CharacterGallery(readSaved: { _ in saved })
        let documents = try gallery.documents(
            try gallery.settings(from: SectionSettings(section: "characters", values: ["vault": "v.sqlite"])),
            context: SectionContext(now: GeneratedSectionTests.moment))
        return Dictionary(uniqueKeysWithValues: documents.map { ($0.path, $0) })
    }

    static func links(_ value: MetadataValue?) -> [String] {
        guard case .list(let entries)? = value else { return [] }
        return entries.compactMap { entry in
            guard case .map(let link) = entry else { return nil }
            return "\(link["name"]?.string ?? "") → \(link["href"]?.string ?? ""): \(link["note"]?.string ?? "")"
        }
    }

    @Test func anEmployersPageListsItsRetainersWithLinks() throws {
        let pages = try Self.pages()
        let employer = try #require(pages["characters/saved-3"])
        let first = Self.retainer(seed: 1, of: "", id: nil).name, second = Self.retainer(seed: 2, of: "", id: nil).name
        #expect(
            Self.links(employer.fields["retainers"])
                == ["\(first) → saved-5.html: Fighter 1, loyalty 8", "\(second) → saved-8.html: Fighter 1, loyalty 8"])
        #expect(employer.fields["hasRetainers"] == .bool(true))
        #expect(try #require(pages["characters/saved-6"]).fields["hasRetainers"] == .bool(false))
    }

    @Test func aRetainersPageLinksToItsEmployerAndSaysWhomItServes() throws {
        let pages = try Self.pages()
        let employerName = CharacterGenerator.generate(seed: 42).name
        let retainer = try #require(pages["characters/saved-5"])
        guard case .map(let link)? = retainer.fields["employer"] else {
            Issue.record("no link to the employer")
            return
        }
        #expect(link["href"]?.string == "saved-3.html" && link["name"]?.string == employerName)
        #expect(retainer.fields["summary"]?.string?.hasPrefix("Retainer of \(employerName): ") ?? false)
        let orphan = try #require(pages["characters/saved-9"])
        #expect(orphan.fields["employer"] == nil)
        #expect(orphan.fields["summary"]?.string?.hasPrefix("Retainer of Gone: ") ?? false)
    }
}

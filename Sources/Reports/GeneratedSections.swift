import OSR
import Site

/// The sections a site config can ask for by name, made into documents for the site builder.
///
/// ```yaml
/// sections:
///   characters:
///     seeds: [1, 7, 42]     # one record sheet page each, under characters/
///   items:
///     seed: 1               # an item catalogue under items/ (see ItemCatalogue)
///     count: 60
/// ```
public enum GeneratedSections {
    public static let known = ["characters", "items"]

    public static func documents(for sections: [String: MetadataValue], configFile: String) throws(SiteError) -> [Document] {
        var documents: [Document] = []
        for name in sections.keys.sorted() {
            switch name {
            case "characters":
                documents += try characterGallery(sections[name]!, configFile: configFile)
            case "items":
                documents += try itemCatalogue(sections[name]!, configFile: configFile)
            default:
                throw SiteError("unknown generated section '\(name)' (known: \(known.joined(separator: ", ")))", at: configFile)
            }
        }
        return documents
    }

    static func itemCatalogue(_ settings: MetadataValue, configFile: String) throws(SiteError) -> [Document] {
        guard case .map(let map) = settings, let seed = map["seed"]?.int, let count = map["count"]?.int,
              seed >= 0, (1...100_000).contains(count), seed <= Int.max - count
        else {
            throw SiteError("sections.items needs seed (a whole number from 0) and count (1 to 100000)", at: configFile)
        }
        return ItemCatalogue.documents(seed: UInt64(seed), count: count, base: "items")
    }

    static func characterGallery(_ settings: MetadataValue, configFile: String) throws(SiteError) -> [Document] {
        guard case .map(let map) = settings, case .list(let list)? = map["seeds"],
              list.allSatisfy({ ($0.int ?? -1) >= 0 })
        else {
            throw SiteError("sections.characters.seeds must be a list of whole numbers from 0 up", at: configFile)
        }
        return list.compactMap(\.int).map { seed in
            let character = CharacterGenerator.generate(seed: UInt64(seed))
            var document = CharacterSheet.document(for: character)
            document.layout = "character-page"
            document.weight = seed
            document.fields["summary"] = .string(
                "\(character.alignment.rawValue) \(character.characterClass.name), \(character.hitPoints) hp, AC \(character.armourClass) [\(character.ascendingArmourClass)]"
            )
            return document
        }
    }
}

import BullsEye
import Foundation
import Ghost
import OSR
import Site

/// The sections a site config can ask for by name, made into documents for the site builder.
///
/// ```yaml
/// sections:
///   characters:
///     seeds: [1, 7, 42]     # one record sheet page each, under characters/, and the
///                           # sheets to print under characters/print/ (see PrintSection)
///   items:
///     seed: 1               # an item catalogue under items/ (see ItemCatalogue), with
///                           # cards to print under items/print/
///     count: 60
///   highscores:
///     vault: sheetgen.sqlite   # Ghost highscores under highscores/ (a path from the config's folder)
///   bullseye:
///     vault: sheetgen.sqlite   # BullsEye session summaries under bullseye/
/// ```
public enum GeneratedSections {
    public static let known = ["characters", "items", "highscores", "bullseye"]

    public static func documents(for sections: [String: MetadataValue], configFile: String, records: RecordSources = .none) throws(SiteError) -> [Document] {
        var documents: [Document] = []
        for name in sections.keys.sorted() {
            switch name {
            case "characters":
                documents += try characterGallery(sections[name]!, configFile: configFile)
            case "items":
                documents += try itemCatalogue(sections[name]!, configFile: configFile)
            case "highscores":
                documents += try highscores(sections[name]!, configFile: configFile, records: records)
            case "bullseye":
                documents += try bullsEyeSummaries(sections[name]!, configFile: configFile, records: records)
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

    static func highscores(_ settings: MetadataValue, configFile: String, records: RecordSources) throws(SiteError) -> [Document] {
        let path = try vaultPath(settings, section: "highscores", configFile: configFile)
        let contents: GhostExport.Contents?
        do { contents = try records.ghost(path) } catch { throw SiteError("sections.highscores: \(error)", at: configFile) }
        return GhostHighscores.documents(records: contents?.records ?? [], players: contents?.players ?? [], base: "highscores")
    }

    static func bullsEyeSummaries(_ settings: MetadataValue, configFile: String, records: RecordSources) throws(SiteError) -> [Document] {
        let path = try vaultPath(settings, section: "bullseye", configFile: configFile)
        let sessions: [BullsEyeSession]?
        do { sessions = try records.bullsEye(path) } catch { throw SiteError("sections.bullseye: \(error)", at: configFile) }
        return BullsEyeReports.documents(sessions ?? [], base: "bullseye")
    }

    /// A section's `vault`, from the config file's folder.
    public static func vaultPath(_ settings: MetadataValue, section: String, configFile: String) throws(SiteError) -> String {
        guard case .map(let map) = settings, let vault = map["vault"]?.string, !vault.isEmpty else {
            throw SiteError("sections.\(section) needs vault (the path of a players' vault)", at: configFile)
        }
        return vault.hasPrefix("/") ? vault : URL(fileURLWithPath: configFile).deletingLastPathComponent().appendingPathComponent(vault).path
    }

    static func characterGallery(_ settings: MetadataValue, configFile: String) throws(SiteError) -> [Document] {
        guard case .map(let map) = settings, case .list(let list)? = map["seeds"],
              list.allSatisfy({ ($0.int ?? -1) >= 0 })
        else {
            throw SiteError("sections.characters.seeds must be a list of whole numbers from 0 up", at: configFile)
        }
        let sheets = list.compactMap(\.int).map { seed in
            let character = CharacterGenerator.generate(seed: UInt64(seed))
            var document = CharacterSheet.document(for: character)
            document.layout = "character-page"
            document.weight = Int(character.seed)
            document.fields["summary"] = .string(
                "\(character.alignment.rawValue) \(character.characterClass.name), \(character.hitPoints) hp, AC \(character.armourClass) [\(character.ascendingArmourClass)]"
            )
            return document
        }
        return sheets + PrintSection.documents(
            sheets, batchSize: 30, folder: "characters", slug: "sheets", noun: "record sheets",
            intro: "Every record sheet of the gallery, one to a printed page, without the site around it. "
                + "Each page is laid out for A4 and switches to Letter; print with the browser's default margins "
                + "and without headers and footers."
        ) { batch, path, title in
            PartyPack.document(sheets: batch, paper: .a4, path: path, title: title)
        }
    }
}

/// Where generated sections read what players recorded: the command line hands in the vault, so
/// reports never open a database themselves.
public struct RecordSources: Sendable {
    /// The finished Ghost games and the players of the vault at a path; nil when there is none.
    public var ghost: @Sendable (String) throws -> GhostExport.Contents?
    /// The BullsEye sessions of the vault at a path; nil when there is none.
    public var bullsEye: @Sendable (String) throws -> [BullsEyeSession]?

    public init(ghost: @escaping @Sendable (String) throws -> GhostExport.Contents?, bullsEye: @escaping @Sendable (String) throws -> [BullsEyeSession]?) {
        self.ghost = ghost
        self.bullsEye = bullsEye
    }

    /// No vault at all: record sections come out empty.
    public static let none = RecordSources(ghost: { _ in nil }, bullsEye: { _ in nil })
}

import OSR
import Site

/// `sections: {characters: {seeds: [1, 7, 42]}}`: a record sheet page per seed under
/// `characters/`, and the sheets to print under `characters/print/` (see `PrintSection`).
public struct CharacterGallery: GeneratedSection {
    public struct Settings: Sendable {
        public var seeds: [UInt64]
    }

    public let name = "characters"
    public let layouts = ["character-page", "page", "party"]

    public init() {}

    public func settings(from raw: SectionSettings) throws(SiteError) -> Settings {
        try raw.allowOnly(["seeds"])
        let seeds = try raw.required(
            try raw.ints("seeds", in: 0...Int.max), "seeds", "a list of whole numbers from 0 up")
        return Settings(seeds: seeds.map { UInt64($0) })
    }

    public func documents(_ settings: Settings) -> [Document] {
        let sheets = settings.seeds.map { seed in
            let character = CharacterGenerator.generate(seed: seed)
            var document = CharacterSheet.document(for: character)
            document.layout = "character-page"
            document.weight = Int(seed)
            document.fields = CharacterPageFields(character).encoded
            return document
        }
        return sheets
            + PrintSection.documents(
                sheets, batchSize: 30, folder: name, slug: "sheets", noun: "record sheets",
                intro: "Every record sheet of the gallery, one to a printed page, without the site around it. "
                    + "Each page is laid out for A4 and switches to Letter; print with the browser's default margins "
                    + "and without headers and footers."
            ) { batch, path, title, back in
                PartyPack.document(sheets: batch, paper: .a4, path: path, title: title, back: back)
            }
    }
}

import OSR
import Site
import SiteModel

/// A party's record sheets as one printable document (layout `party`): each sheet fills one page
/// of the paper, and nothing but the sheets reaches paper. Retainers follow the sheets of their
/// employers on compact cards, four to a page (`RetainerSheets`).
public enum PartyPack {
    public static func document(
        for characters: [PlayerCharacter], retainers: [PlayerCharacter] = [], paper: Paper, path: String,
        title: String
    ) -> Document {
        var pack = document(
            sheets: characters.map { CharacterSheet.document(for: $0) }, paper: paper, path: path, title: title)
        var fields = PartyPackFields(paper: paper.rawValue, paperName: paper.name, count: characters.count, back: nil)
        fields.retainerPages = RetainerSheets.pages(for: retainers)
        pack.fields = fields.encoded
        return pack
    }

    /// The same from record sheets already made (`CharacterSheet` documents); `back` links the
    /// pack to the page that lists it (see `PrintSection`).
    static func document(
        sheets: [Document], paper: Paper, path: String, title: String, back: String? = nil
    ) -> Document {
        let fields = PartyPackFields(paper: paper.rawValue, paperName: paper.name, count: sheets.count, back: back)
        return Document(path: path, title: title, layout: "party", fields: fields.encoded, body: "", parts: sheets)
    }
}

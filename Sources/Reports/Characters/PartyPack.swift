import OSR
import Site

/// A party's record sheets as one printable document (layout `party`): each sheet fills one page
/// of the paper, and nothing but the sheets reaches paper.
public enum PartyPack {
    public static func document(for characters: [PlayerCharacter], paper: Paper, path: String, title: String) -> Document {
        document(sheets: characters.map { CharacterSheet.document(for: $0) }, paper: paper, path: path, title: title)
    }

    /// The same from record sheets already made (`CharacterSheet` documents).
    static func document(sheets: [Document], paper: Paper, path: String, title: String) -> Document {
        var fields = paper.fields
        fields["count"] = .int(sheets.count)
        return Document(path: path, title: title, layout: "party", fields: fields, body: "", parts: sheets)
    }
}

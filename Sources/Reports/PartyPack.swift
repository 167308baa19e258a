import OSR
import Site

/// A party's record sheets as one printable document (layout `party`): each sheet fills one page
/// of the paper, and nothing but the sheets reaches paper.
public enum PartyPack {
    /// `back`, when given, is the URL of the page the pack is opened from; it is linked on screen only.
    public static func document(for characters: [Character], paper: Paper, path: String, title: String, back: String? = nil) -> Document {
        document(sheets: characters.map { CharacterSheet.document(for: $0) }, paper: paper, path: path, title: title, back: back)
    }

    /// The same from record sheets already made (`CharacterSheet` documents).
    static func document(sheets: [Document], paper: Paper, path: String, title: String, back: String?) -> Document {
        var fields = paper.fields
        fields["count"] = .int(sheets.count)
        if let back { fields["back"] = .string(back) }
        return Document(path: path, title: title, layout: "party", fields: fields, body: "", parts: sheets)
    }
}

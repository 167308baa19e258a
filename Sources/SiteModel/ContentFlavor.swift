/// How the pages of a content folder are written: Markdown as CommonMark and GitHub read it
/// (with the front matter of Hugo, Zola and Jekyll), or the notes of an Obsidian vault, whose
/// wikilinks, embeds, comments and other names (`aliases`) are read as Obsidian reads them.
public enum ContentFlavor: String, Sendable, Hashable {
    case markdown
    case obsidian

    /// The folder an Obsidian vault keeps its settings in, by which a vault is known.
    public static let vaultSettingsFolder = ".obsidian"
}

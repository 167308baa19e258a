/// The introduction page of a folder of generated pages (a section's print packs, a game's
/// season boards), a plain page that the site lays out as its folder's index.
struct FolderIntroFields: LayoutFields {
    /// "Record sheets to print, on A4 or Letter paper."
    let summary: String
}

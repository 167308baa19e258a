/// The introduction page of a section's print packs (see `PrintSection`), a plain page that the
/// site lays out as its folder's index.
struct PrintIndexFields: LayoutFields {
    /// "Record sheets to print, on A4 or Letter paper."
    let summary: String
}

/// The fields of a Ghost page (`HighscoresFields`, `GhostPlayerFields`, `GhostGameFields`) with
/// the `GhostLinks` every one of them shows, all at the top level where the templates read them.
struct GhostPageFields<Page: Encodable>: LayoutFields {
    let page: Page
    let links: GhostLinks

    func encode(to encoder: any Encoder) throws {
        try page.encode(to: encoder)
        try links.encode(to: encoder)
    }
}

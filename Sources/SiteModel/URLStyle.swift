/// How a page's path becomes the file it is written to and the address links give it.
///
/// `plain` writes `a/b` as `a/b.html`; `pretty` writes it as `a/b/index.html` and links to `a/b/`,
/// as Hugo does by default and Zola always does, so a site made for them keeps its addresses.
public enum URLStyle: String, Sendable, CaseIterable {
    case plain
    case pretty
}

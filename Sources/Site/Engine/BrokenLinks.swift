/// The internal links of a build that lead nowhere, as `page.html: target`, sorted by page and
/// then target. A corpus can have tens of thousands; they stay packed in the link checker's text
/// store and each becomes a string only when it is read.
public struct BrokenLinks: RandomAccessCollection, Sendable {
    /// A link as the link checker keeps it: page and target as written, and the hash of the
    /// output path the target names (nil when it leaves the site).
    struct Link: Sendable {
        let page: TextStore.Reference
        let target: TextStore.Reference
        let path: UInt64?
    }

    private let links: [Link]
    private let texts: TextStore

    public init() {
        self.init([], texts: TextStore())
    }

    /// The links given as the bytes of page and target, in their order (as a build's receipt
    /// keeps them).
    init(_ links: [(page: [UInt8], target: [UInt8])]) {
        let texts = TextStore()
        self.init(
            links.map { Link(page: texts.append(bytes: $0.page), target: texts.append(bytes: $0.target), path: nil) },
            texts: texts)
    }

    init(_ links: [Link], texts: TextStore) {
        self.links = links
        self.texts = texts
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { links.count }

    public subscript(position: Int) -> String {
        let link = link(position)
        return "\(link.page): \(link.target)"
    }

    /// The broken link at `position`: the page it is on, and its target as written.
    func link(_ position: Int) -> (page: String, target: String) {
        (texts.text(links[position].page), texts.text(links[position].target))
    }
}

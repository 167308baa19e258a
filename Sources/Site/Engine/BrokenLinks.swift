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
    /// Whether page and target are kept escaped as a manifest's fields are (`ManifestFormat`),
    /// to be unescaped when read.
    private let escaped: Bool

    public init() {
        self.init([], texts: TextStore())
    }

    init(_ links: [Link], texts: TextStore) {
        (self.links, self.texts, escaped) = (links, texts, false)
    }

    /// The links of lines `page\ttarget\n`, each field escaped as a manifest's are, in their
    /// order (as a build's receipt keeps them); nil when a line is not one. Kept as they are and
    /// unescaped only when read: a build with nothing changed gives its report tens of thousands,
    /// and tells twenty.
    init?(escapedLines lines: ArraySlice<UInt8>) {
        let texts = TextStore(), all = texts.append(bytes: Array(lines))
        var links: [Link] = []
        let found = texts.bytes(all) { bytes in
            bytes.withUnsafeBufferPointer { buffer in
                ManifestFormat.forEachLine(in: buffer) { fields in
                    guard fields.count == 2 else { return false }
                    links.append(Link(page: all.part(fields[0]), target: all.part(fields[1]), path: nil))
                    return true
                }
            }
        }
        guard found else { return nil }
        (self.links, self.texts, escaped) = (links, texts, true)
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { links.count }

    public subscript(position: Int) -> String {
        let link = link(position)
        return "\(link.page): \(link.target)"
    }

    /// The broken link at `position`: the page it is on, and its target as written.
    func link(_ position: Int) -> (page: String, target: String) {
        (text(links[position].page), text(links[position].target))
    }

    private func text(_ reference: TextStore.Reference) -> String {
        guard escaped else { return texts.text(reference) }
        return texts.bytes(reference) { String(decoding: ManifestFormat.unescaped($0), as: UTF8.self) }
    }
}

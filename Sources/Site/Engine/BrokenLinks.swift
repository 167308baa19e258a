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
        var start = 0
        let found = texts.bytes(all) { bytes in
            bytes.withUnsafeBufferPointer { buffer in
                func next(_ byte: UInt8, from start: Int) -> Int? {
                    ByteSearch.firstIndex(of: byte, in: buffer, from: start)
                }
                while start < buffer.count {
                    guard let end = next(UInt8(ascii: "\n"), from: start),
                        let tab = next(UInt8(ascii: "\t"), from: start),
                        tab < end, next(UInt8(ascii: "\t"), from: tab + 1).map({ $0 > end }) ?? true
                    else { return false }
                    links.append(Link(page: all.part(start..<tab), target: all.part((tab + 1)..<end), path: nil))
                    start = end + 1
                }
                return true
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

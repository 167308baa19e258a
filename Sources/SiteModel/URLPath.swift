/// Output paths as they go into links and the sitemap: every byte but letters, digits, `-._~`
/// and `/` percent-encoded, so a space, `?`, `#` or `%` in a file name still names the file, and
/// a `:` can never make a link read as a URL scheme.
public enum URLPath {
    /// The way from `page` (a page's path, or any file of the output) up to the site's root:
    /// `../` for each folder its file is in, so links work from a server and from the disk alike.
    /// A page with a pretty address (`a/b/`) is in a folder of its own.
    package static func root(of page: String) -> String {
        // Bytes, not characters: a `/` followed by a combining mark is still a folder's end.
        String(repeating: "../", count: page.utf8.count { $0 == UInt8(ascii: "/") })
    }

    /// The relative link from `page` to the page `target` (see `address`).
    package static func link(to target: String, from page: String) -> String {
        root(of: page) + address(of: target)
    }

    /// Where the page at `path` is from the site's root, encoded: `a/b.html`, or for a page with a
    /// pretty address (a path ending in `/`, see `URLStyle`) `a/b/`.
    package static func address(of page: String) -> String {
        page.utf8.last == UInt8(ascii: "/") ? encoded(page) : encoded(page) + ".html"
    }

    /// The file the page at `path` is written to: `a/b.html`, or `a/b/index.html` for `a/b/`.
    package static func file(of page: String) -> String {
        page.utf8.last == UInt8(ascii: "/") ? page + "index.html" : page + ".html"
    }

    /// `file(of:)` of a page's path as bytes.
    package static func file(ofPageBytes page: some BidirectionalCollection<UInt8>) -> [UInt8] {
        Array(page) + (page.last == UInt8(ascii: "/") ? Array("index.html".utf8) : Array(".html".utf8))
    }

    /// The folder the file of the page at `path` is in, which its relative links start from:
    /// `a` for `a/b`, `a/b` for `a/b/`.
    package static func folder(of page: String) -> String {
        let bytes = page.utf8
        if bytes.last == UInt8(ascii: "/") { return String(page.dropLast()) }
        guard let slash = bytes.lastIndex(of: UInt8(ascii: "/")) else { return "" }
        return String(page[..<slash])
    }

    /// `link` with each `%` that starts no escape (two hexadecimal digits after it) written `%25`,
    /// so that `100%.html` names the file `100%.html` rather than a byte that is not there.
    package static func strayPercentsEscaped(_ link: String) -> String {
        let bytes = Array(link.utf8), hex = Set("0123456789abcdefABCDEF".utf8)
        func startsEscape(_ index: Int) -> Bool {
            index + 2 < bytes.count && hex.contains(bytes[index + 1]) && hex.contains(bytes[index + 2])
        }
        let stray = bytes.indices.filter { bytes[$0] == UInt8(ascii: "%") && !startsEscape($0) }
        guard !stray.isEmpty else { return link }
        var out = bytes
        for index in stray.reversed() { out.insert(contentsOf: "25".utf8, at: index + 1) }
        return String(decoding: out, as: UTF8.self)
    }

    /// `path` as it goes into a link: letters of any script, spaces and the rest percent-encoded.
    public static func encoded(_ path: String) -> String {
        guard !path.utf8.allSatisfy(isKept) else { return path }  // the usual case costs one pass
        var bytes: [UInt8] = []
        bytes.reserveCapacity(path.utf8.count * 3)
        let digits = Array("0123456789ABCDEF".utf8)
        for byte in path.utf8 {
            if isKept(byte) {
                bytes.append(byte)
            } else {
                bytes += [UInt8(ascii: "%"), digits[Int(byte >> 4)], digits[Int(byte & 0xF)]]
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func isKept(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"),
            UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
            true
        default: false
        }
    }
}

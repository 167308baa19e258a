/// Output paths as they go into links and the sitemap: every byte but letters, digits, `-._~`
/// and `/` percent-encoded, so a space, `?`, `#` or `%` in a file name still names the file, and
/// a `:` can never make a link read as a URL scheme.
public enum URLPath {
    /// The way from `page` (any path of the output) up to the site's root: `../` for each folder
    /// it is in, so links work from a server and from the disk alike.
    package static func root(of page: String) -> String {
        // Bytes, not characters: a `/` followed by a combining mark is still a folder's end.
        String(repeating: "../", count: max(0, page.utf8.split(separator: UInt8(ascii: "/")).count - 1))
    }

    /// The relative link from `page` to the page `target` (an output path without `.html`).
    package static func link(to target: String, from page: String) -> String {
        root(of: page) + encoded(target) + ".html"
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

import Foundation
import Synchronization

/// What an open page compares to know whether to reload: a hash of its HTML and of the bytes of
/// each stylesheet, script and image it loads from the site, so that a changed stylesheet reloads
/// the pages that use it, and a changed page only itself. (Bytes, not times: every build writes
/// the assets anew.) Only compared within one run of the server, whose hash seed it is; letters
/// and digits, so nothing in the script needs escaping.
final class PageVersion: Sendable {
    /// The hash of each loaded file's bytes, by real path, with the stamp it had: a file is read
    /// again only when it changed, not for every page and every open tab.
    private let hashes = Mutex<[String: (stamp: [Int64], hash: Int)]>([:])

    /// The version of `page`, the bytes of `file`, whose links are resolved inside `root`.
    func of(_ page: Data, file: String, root: String) -> String {
        var hasher = Hasher()
        page.withUnsafeBytes { hasher.combine(bytes: $0) }
        let folder = (file as NSString).deletingLastPathComponent
        for reference in Self.loadedFiles(in: page) {
            let path = reference.hasPrefix("/") ? root + reference : folder + "/" + reference
            hasher.combine(reference)
            hasher.combine(PreviewServer.contained(path, in: root).flatMap(hash(of:)) ?? 0)
        }
        return String(UInt(bitPattern: hasher.finalize()), radix: 36)
    }

    /// The hash of a file's bytes; nil when it is not a regular file that can be read.
    private func hash(of file: String) -> Int? {
        var info = stat()
        guard stat(file, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
        let stamp = [Int64(info.st_size), Int64(info.st_mtim.tv_sec), Int64(info.st_mtim.tv_nsec), Int64(info.st_ino)]
        if let known = hashes.withLock({ $0[file] }), known.stamp == stamp { return known.hash }
        guard let data = FileManager.default.contents(atPath: file) else { return nil }
        var hasher = Hasher()
        data.withUnsafeBytes { hasher.combine(bytes: $0) }
        let hash = hasher.finalize()
        hashes.withLock { $0[file] = (stamp, hash) }
        return hash
    }

    /// What an `href` names that the page shows rather than leads to.
    private static let shown: Set<String> = [
        "css", "js", "png", "jpg", "jpeg", "gif", "svg", "webp", "ico", "woff", "woff2",
    ]

    /// The local files a page loads, as its `src` and `href` values name them, percent-decoded,
    /// without query or fragment: every `src`, and each `href` to a stylesheet, script or image
    /// (an `href` to another page is a link, not something this page shows).
    static func loadedFiles(in page: Data) -> [String] {
        let html = String(decoding: page, as: UTF8.self)
        var files: [String] = []
        for attribute in ["src=\"", "href=\""] {
            for part in html.components(separatedBy: attribute).dropFirst() {
                // The value up to its closing quote, without query or fragment.
                let value = String(part.prefix { $0 != "\"" && $0 != "?" && $0 != "#" })
                guard !value.isEmpty, !value.contains(":"), !value.hasPrefix("//"),
                    let decoded = value.removingPercentEncoding
                else { continue }
                if attribute == "src=\"" || Self.shown.contains((decoded as NSString).pathExtension.lowercased()) {
                    files.append(decoded)
                }
            }
        }
        return files
    }
}

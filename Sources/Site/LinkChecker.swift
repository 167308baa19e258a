import Foundation

/// Finds internal links and sources in a built site that point at nothing.
enum LinkChecker {
    /// `page.html: target` for each broken internal `href` or `src`, in file order.
    static func brokenLinks(in folder: URL) -> [String] {
        var broken: [String] = []
        for page in SiteBuilder.files(under: folder) where page.hasSuffix(".html") {
            guard let html = try? String(contentsOf: folder.appendingPathComponent(page), encoding: .utf8) else { continue }
            let base = Navigation.parent(of: page)
            for target in references(in: html) where isInternal(target) {
                let path = String(target.prefix { $0 != "#" && $0 != "?" }).removingPercentEncoding ?? target
                if path.isEmpty { continue }
                guard var resolved = resolve(path, from: base) else {
                    broken.append("\(page): \(target)")
                    continue
                }
                if path.hasSuffix("/") || resolved.isEmpty { resolved += resolved.isEmpty ? "index.html" : "/index.html" }
                if !FileManager.default.fileExists(atPath: folder.appendingPathComponent(resolved).path) {
                    broken.append("\(page): \(target)")
                }
            }
        }
        return broken
    }

    /// `path` taken relative to the folder `base`, with `.` and `..` worked out; nil when it climbs
    /// out of the site.
    static func resolve(_ path: String, from base: String) -> String? {
        var parts = base.split(separator: "/").map(String.init)
        for part in path.split(separator: "/") {
            if part == ".." {
                guard !parts.isEmpty else { return nil }
                parts.removeLast()
            } else if part != "." {
                parts.append(String(part))
            }
        }
        return parts.joined(separator: "/")
    }

    /// The values of every href="…" and src="…" attribute.
    static func references(in html: String) -> [String] {
        var found: [String] = []
        for attribute in ["href=\"", "src=\""] {
            var rest = html[...]
            while let start = rest.range(of: attribute) {
                rest = rest[start.upperBound...]
                guard let end = rest.firstIndex(of: "\"") else { break }
                found.append(String(rest[..<end]).replacingOccurrences(of: "&amp;", with: "&"))
                rest = rest[end...]
            }
        }
        return found
    }

    static func isInternal(_ target: String) -> Bool {
        if target.isEmpty || target.hasPrefix("#") || target.hasPrefix("//") || target.hasPrefix("/") { return false }
        if let colon = target.firstIndex(of: ":"), !target[..<colon].contains("/") { return false }  // a scheme
        return true
    }
}

/// sitemap.xml: every page's absolute URL under the site's base URL, sorted.
enum Sitemap {
    static func xml(baseURL: String, paths: [String]) -> String {
        let base = baseURL.hasSuffix("/") ? baseURL : baseURL + "/"
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
        for path in Set(paths).sorted() {
            let url = (base + path + ".html").replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            xml += "  <url><loc>\(url)</loc></url>\n"
        }
        return xml + "</urlset>\n"
    }
}

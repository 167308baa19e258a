import Foundation

/// Finds internal links and sources in a built site that point at nothing.
enum LinkChecker {
    /// `page.html: target` for each broken link, in page order. `links` are the internal targets
    /// of each written file (by its path in the output), `files` every path the output holds.
    static func brokenLinks(_ links: [(file: String, targets: [String])], files: Set<String>) -> [String] {
        var broken: [String] = []
        // Every page repeats the menu, breadcrumbs and footer: each (folder, target) is checked once.
        var known: [String: Bool] = [:]
        for (file, targets) in links {
            let base = Navigation.parent(of: file)
            for target in targets {
                let question = base + "\u{0}" + target
                let resolves = known[question] ?? {
                    let answer = self.resolves(target, from: base, in: files)
                    known[question] = answer
                    return answer
                }()
                if !resolves { broken.append("\(file): \(target)") }
            }
        }
        return broken
    }

    private static func resolves(_ target: String, from base: String, in files: Set<String>) -> Bool {
        var path = String(target.prefix { $0 != "#" && $0 != "?" })
        if path.contains("%") { path = path.removingPercentEncoding ?? path }
        if path.isEmpty { return true }
        guard var resolved = resolve(path, from: base) else { return false }
        if path.hasSuffix("/") || resolved.isEmpty { resolved += resolved.isEmpty ? "index.html" : "/index.html" }
        return files.contains(resolved)
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

    /// The values of every `href="…"` and `src="…"` attribute that points inside the site, in
    /// document order. Scans bytes: this runs over every page of every build.
    static func internalReferences(in html: [UInt8]) -> [String] {
        let quote = UInt8(ascii: "\"")
        var found: [String] = []
        var index = 0
        while let equals = html[index...].firstIndex(of: UInt8(ascii: "=")) {
            index = equals + 1
            guard index < html.count, html[index] == quote, ["href", "src"].contains(attributeName(endingAt: equals, in: html)) else { continue }
            guard let close = html[(index + 1)...].firstIndex(of: quote) else { break }
            let value = String(decoding: html[(index + 1)..<close], as: UTF8.self)
            let target = value.contains("&") ? value.replacingOccurrences(of: "&amp;", with: "&") : value
            if isInternal(target) { found.append(target) }
            index = close + 1
        }
        return found
    }

    /// The letters just before `end`, when whitespace comes before them (an attribute's name).
    private static func attributeName(endingAt end: Int, in html: [UInt8]) -> String {
        var start = end
        while start > 0, (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(html[start - 1]) { start -= 1 }
        guard start > 0, [0x20, 0x09, 0x0A, 0x0C, 0x0D].contains(html[start - 1]) else { return "" }
        return String(decoding: html[start..<end], as: UTF8.self)
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

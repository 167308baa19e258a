import Foundation

/// Reads a Markdown file of a content folder into a document, checking the front matter keys the
/// site relies on: title (text), date (YYYY-MM-DD, optionally with a time), draft (true or false),
/// publishDate and expiryDate (dates, kept among the fields; see PublishingWindow), aliases (see AliasPage),
/// weight (a whole number), tags (a list of text), slug and layout (text). Every other key is
/// passed to templates as it is.
enum ContentPage {
    static func load(_ file: URL, relativePath: String) throws(SiteError) -> Document {
        guard let bytes = read(file.path)?.bytes else {
            throw SiteError("cannot read file: \(String(cString: strerror(errno)))", at: relativePath)
        }
        return try parse(bytes, relativePath: relativePath)
    }

    /// The bytes of the page at `path`, and what `fstat` said of it; nil (with `errno` set) when
    /// it cannot be read. Of a file larger than a page may be, no more is read than tells so.
    static func read(_ path: String) -> (bytes: [UInt8], info: stat)? {
        FileTree.readWithInfo(path, upTo: PageBounds.largestPage + 1)
    }

    /// The document of a page's bytes; an error at its line when they hold more than a page may
    /// (see `PageBounds`).
    static func parse(_ bytes: [UInt8], relativePath: String) throws(SiteError) -> Document {
        guard bytes.count <= PageBounds.largestPage else {
            throw SiteError(
                "page larger than \(PageBounds.largestPage >> 20) MiB, the most a page may be", at: relativePath)
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw SiteError("file is not UTF-8 text", at: relativePath)
        }
        let parsed = try FrontMatter.parse(text, file: relativePath)
        if let excess = PageBounds.tableExcess(in: parsed.body.utf8) {
            let line = BlockPages.bodyLine(of: bytes, body: parsed.body) - 1 + excess.line
            throw SiteError(excess.message, at: "\(relativePath):\(line)")
        }
        var fields = parsed.fields
        func problem(_ key: String, _ message: String) -> SiteError {
            SiteError(message, at: "\(relativePath):\(FrontMatter.line(of: key, in: text) ?? 1)")
        }

        func take<T>(_ key: String, _ convert: (MetadataValue) -> T?, _ expected: String) throws(SiteError) -> T? {
            guard let value = fields.removeValue(forKey: key) else { return nil }
            guard let converted = convert(value) else { throw problem(key, "\(key) must be \(expected)") }
            return converted
        }

        let folder = Navigation.parent(of: relativePath)
        let fileName = relativePath.split(separator: "/").last.map(String.init) ?? relativePath
        let stem = fileName.hasSuffix(".md") ? String(fileName.dropLast(3)) : fileName
        let title = try take("title", \.string, "text") ?? stem
        let slug = try take("slug", \.string, "text")
        let layout = try take("layout", \.string, "text") ?? "page"
        let weight = try take("weight", \.int, "a whole number from \(Int.min) to \(Int.max)")
        let draft = try take("draft", { if case .bool(let flag) = $0 { flag } else { nil } }, "true or false") ?? false
        try PublishingWindow.check(fields, problem: problem)
        if case .failure(let error) = AliasPage.files(in: fields) { throw problem(AliasPage.key, error.message) }
        let tags =
            try take(
                "tags",
                { value -> [String]? in
                    if case .list(let items) = value {
                        return items.allSatisfy { $0.string != nil } ? items.compactMap(\.string) : nil
                    }
                    return value.string.map { [$0] }
                }, "a list of text") ?? []
        let date = try take(
            "date", { value in value.string.flatMap { DateText.isValid($0) ? $0 : nil } }, "a date like 2026-11-22")
        if let slug, slug.isEmpty || slug.contains("/") || slug == "." || slug == ".." {
            throw problem("slug", "slug must be one path segment, not '\(PathName.escaped(slug))'")
        }
        if let slug, let flaw = PathName.flaw(inPage: slug) {
            throw problem("slug", "slug \(flaw)")
        }
        let name = slug ?? stem
        return Document(
            path: folder.isEmpty ? name : "\(folder)/\(name)", title: title, layout: layout, date: date,
            weight: weight, draft: draft, tags: tags, fields: fields, body: parsed.body
        )
    }
}

/// Dates as front matter gives them: `2026-11-22`, optionally followed by `T` or a space and a
/// time `10:30`, `10:30:15` or `10:30:15.250`, optionally followed by `Z` or an offset `+01:00`.
/// Nothing else may follow: the date is shown in pages as it is written.
enum DateText {
    static func isValid(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        var index = 0
        func number(_ count: Int, _ range: ClosedRange<Int>) -> Int? {
            guard index + count <= bytes.count else { return nil }
            var value = 0
            for byte in bytes[index..<(index + count)] {
                guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
            }
            index += count
            return range.contains(value) ? value : nil
        }
        func take(_ character: Character) -> Bool {
            guard index < bytes.count, bytes[index] == character.asciiValue else { return false }
            index += 1
            return true
        }
        guard let year = number(4, 0...9999), take("-"), let month = number(2, 1...12), take("-"),
            let day = number(2, 1...31)
        else { return false }
        let days = [
            31, year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31,
        ]
        guard day <= days[month - 1] else { return false }
        if index == bytes.count { return true }
        guard take("T") || take(" "), number(2, 0...23) != nil, take(":"), number(2, 0...59) != nil else {
            return false
        }
        if take(":") {
            guard number(2, 0...60) != nil else { return false }
            if take(".") {
                let start = index
                while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
                guard index > start else { return false }
            }
        }
        if take("Z") { return index == bytes.count }
        if take("+") || take("-") {
            guard number(2, 0...23) != nil, take(":"), number(2, 0...59) != nil else { return false }
        }
        return index == bytes.count
    }
}

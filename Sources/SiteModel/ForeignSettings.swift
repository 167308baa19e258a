import Mistakes

/// The values of a config written for another tool, read key by key: each key asked for is
/// noted, so that what no one asked for can be told (`unused`), and a value of the wrong kind is
/// an error at its line.
struct ForeignSettings {
    let fields: [String: MetadataValue]
    /// The config's text, for the lines of its keys, and its file as errors name it.
    let source: String
    let file: String
    /// Whether keys are matched without regard to case, as Hugo matches them.
    let ignoringCase: Bool
    /// The dotted names of the keys asked for that it holds, as it writes them.
    private var asked: Set<String> = []
    /// Every dotted name asked for, whether the config holds it or not (in lower case when case
    /// is ignored): the tables they lie in are where sheetgen reads, and their other keys are
    /// told one by one.
    private var lookedFor: Set<String> = []

    init(_ fields: [String: MetadataValue], source: String, file: String, ignoringCase: Bool) {
        (self.fields, self.source, self.file, self.ignoringCase) = (fields, source, file, ignoringCase)
    }

    /// The value at the dotted `path` (`markup.goldmark.renderer.unsafe`) and its name as the
    /// config writes it; nil when it has none.
    mutating func value(_ path: String) -> (value: MetadataValue, name: String)? {
        lookedFor.insert(ignoringCase ? path.lowercased() : path)
        guard let found = find(path) else { return nil }
        asked.insert(found.name)
        return found
    }

    /// The same, without noting it as asked for: to look at a value sheetgen may not read.
    func find(_ path: String) -> (value: MetadataValue, name: String)? {
        var table = fields, names: [String] = []
        let parts = path.split(separator: ".").map(String.init)
        for (index, part) in parts.enumerated() {
            guard let key = key(part, in: table), let value = table[key] else { return nil }
            names.append(key)
            if index == parts.count - 1 { return (value, names.joined(separator: ".")) }
            guard case .map(let inner) = value else { return nil }
            table = inner
        }
        return nil
    }

    private func key(_ wanted: String, in table: [String: MetadataValue]) -> String? {
        if table[wanted] != nil { return wanted }
        guard ignoringCase else { return nil }
        let lowered = wanted.lowercased()
        return table.keys.filter { $0.lowercased() == lowered }.min()
    }

    mutating func string(_ path: String) throws(UserError) -> String? {
        guard let (value, name) = value(path) else { return nil }
        guard let text = value.string else { throw error("\(last(name)) must be text", at: name) }
        return text
    }

    mutating func bool(_ path: String) throws(UserError) -> Bool? {
        guard let (value, name) = value(path) else { return nil }
        guard case .bool(let flag) = value else { throw error("\(last(name)) must be true or false", at: name) }
        return flag
    }

    /// A whole number in `range`.
    mutating func int(_ path: String, in range: ClosedRange<Int>) throws(UserError) -> Int? {
        guard let (value, name) = value(path) else { return nil }
        guard let number = value.int, range.contains(number) else {
            throw error(
                "\(last(name)) must be a whole number from \(range.lowerBound) to \(range.upperBound)", at: name)
        }
        return number
    }

    /// An error at the line of the key `name` (dotted).
    func error(_ message: String, at name: String) -> UserError {
        UserError(message, at: "\(file):\(line(of: name))")
    }

    /// The line of the key `name`: a top-level key at its own line; a nested one at the first
    /// line that gives it after its table's header (`[a.b]` for `a.b.c`), or after the line of
    /// the key above it; line 1 when none is found.
    func line(of name: String) -> Int {
        var parts = name.split(separator: ".").map(String.init)
        let key = parts.removeLast()
        let text = "\n" + source
        // `FrontMatter.line` counts the line it skips.
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
        guard !parts.isEmpty else {
            // A key, or a table's header (`[taxonomies]`, `[[cascade]]`).
            let header = lines.firstIndex { ["[\(key)]", "[[\(key)]]"].contains(String($0.trimmingSpaces)) }
            return FrontMatter.line(of: key, in: text).map { $0 - 1 } ?? header.map { $0 + 1 } ?? 1
        }
        let header = lines.firstIndex { $0.trimmingSpaces == "[\(parts.joined(separator: "."))]" }
        let start = header ?? (line(of: parts.joined(separator: ".")) - 1)
        let below = lines[start...].map { $0.trimmingSpaces }.joined(separator: "\n")
        return FrontMatter.line(of: key, in: "\n" + below).map { start + $0 - 1 } ?? start + 1
    }

    private func last(_ name: String) -> String {
        name.split(separator: ".").last.map(String.init) ?? name
    }

    /// The keys no one asked for, as dotted names: a table some of whose keys were asked for
    /// (`markup`, for `markup.goldmark.renderer.unsafe`) is gone into, and its other keys named
    /// below it (`markup.highlight`); anything else is named whole. In order of their names,
    /// whatever their case.
    var unused: [String] {
        unused(in: fields, below: "")
    }

    private func unused(in table: [String: MetadataValue], below prefix: String) -> [String] {
        table.keys.sorted { ($0.lowercased(), $0) < ($1.lowercased(), $1) }.flatMap { key -> [String] in
            let name = prefix + key
            if asked.contains(name) { return [] }
            let below = (ignoringCase ? name.lowercased() : name) + "."
            if case .map(let inner) = table[key], lookedFor.contains(where: { $0.hasPrefix(below) }) {
                return unused(in: inner, below: name + ".")
            }
            return [name]
        }
    }
}

extension Substring {
    /// The line without the blanks around it.
    fileprivate var trimmingSpaces: Substring {
        let blank: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\r" }
        guard let first = firstIndex(where: { !blank($0) }), let last = lastIndex(where: { !blank($0) }) else {
            return ""
        }
        return self[first...last]
    }
}

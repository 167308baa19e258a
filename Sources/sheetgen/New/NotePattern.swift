import ArgumentParser
import Foundation
import SiteModel

/// Where a new note goes and what it is called.
enum NotePath {
    /// `path` within the content folder, without `.md` and without the content folder's own name in
    /// front (`Content/sessions/x` and `sessions/x` are the same note); never outside it.
    static func relative(_ path: String, content: String) throws -> String {
        var parts = path.split(separator: "/").map(String.init)
        if parts.first == URL(fileURLWithPath: content).lastPathComponent, parts.count > 1 { parts.removeFirst() }
        if let last = parts.last, last.hasSuffix(".md") { parts[parts.count - 1] = String(last.dropLast(3)) }
        guard !path.hasPrefix("/"), !parts.isEmpty, !parts.contains(where: { $0 == ".." || $0 == "." || $0.isEmpty })
        else {
            throw ValidationError("'\(path)' must be a path within the content folder, such as sessions/session-2")
        }
        return parts.joined(separator: "/")
    }

    /// "session-2" → "Session 2".
    static func title(of name: String) -> String {
        let words = name.replacingOccurrences(of: "_", with: " ").replacingOccurrences(of: "-", with: " ")
        return words.prefix(1).uppercased() + words.dropFirst()
    }
}

/// The front matter a folder's notes share, read off its latest note: its tags, and the names of
/// its other keys (values left for the game master to fill in).
struct NotePattern {
    var tags: [String] = []
    var keys: [String] = []

    /// The pattern of the note in `folder` with the latest date (then the last name); none when the
    /// folder has no readable note.
    static func latest(in folder: URL) -> NotePattern {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        let notes = names.filter { $0.hasSuffix(".md") && $0 != "_index.md" }.compactMap { name in
            (try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8))
                .flatMap { try? FrontMatter.parse($0, file: name).fields }
                .map { (name: name, fields: $0) }
        }
        let latest = notes.max { a, b in
            (a.fields["date"]?.text ?? "", a.name) < (b.fields["date"]?.text ?? "", b.name)
        }
        guard let fields = latest?.fields else { return NotePattern() }
        var pattern = NotePattern()
        if case .list(let tags) = fields["tags"] { pattern.tags = tags.compactMap(\.text) }
        pattern.keys = fields.keys.filter { !["title", "date", "tags"].contains($0) }.sorted()
        return pattern
    }

    /// The note's text: front matter in the pattern, and an empty body.
    func note(title: String, date: String) -> String {
        var lines = ["---", "title: \(Self.quoted(title))", "date: \(date)"]
        if !tags.isEmpty { lines.append("tags: [\(tags.map(Self.quoted).joined(separator: ", "))]") }
        lines += keys.map { key in
            key.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_" || $0 == "-") }
                ? "\(key):" : "\(Self.quoted(key)):"
        }
        return (lines + ["---", "", ""]).joined(separator: "\n")
    }

    /// `text` as a YAML double-quoted string, so that no title reads as a number, a bool or YAML.
    private static func quoted(_ text: String) -> String {
        let escaped = text.unicodeScalars.map { scalar -> String in
            switch scalar {
            case "\"": return "\\\""
            case "\\": return "\\\\"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F: return String(format: "\\x%02X", scalar.value)
            default: return String(scalar)
            }
        }.joined()
        return "\"\(escaped)\""
    }
}

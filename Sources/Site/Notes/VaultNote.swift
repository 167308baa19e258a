import Markdown
import SiteFiles
import SiteModel

/// What the site knows of one note of an Obsidian vault before any is rendered: where it is, what
/// it is called (its title, its file's name and its `aliases`, the other names links find it by),
/// whether it is kept from the players, and what it links to.
struct VaultNote: Sendable, Equatable {
    /// Its path in the content folder: `People/Brother Aldous.md`.
    let source: String
    let title: String
    /// Its `aliases`: other names a wikilink may give it.
    let names: [String]
    /// `publish: false`, in a private folder, or a draft of a build without drafts: it never
    /// reaches the site.
    let isSecret: Bool
    /// The targets of its wikilinks and embeds, as written, outside code and comments.
    let targets: [String]
    /// The targets of its embeds alone.
    let embeds: [String]

    /// The file's name without `.md`, by which wikilinks find it.
    var name: String {
        let file = source.split(separator: "/").last.map(String.init) ?? source
        return file.hasSuffix(".md") ? String(file.dropLast(3)) : file
    }

    /// The note at `source` of `bytes`; a note whose front matter cannot be read is taken as it
    /// is, published and without other names, since its page fails to build and says why.
    /// A draft (`draft: true`) is kept as a secret is unless the build writes drafts: a link
    /// to it would lead nowhere, an embed show what is not ready.
    static func read(_ bytes: [UInt8], source: String, privateFolders: [String], draftsBuilt: Bool) -> VaultNote {
        let text = String(decoding: bytes, as: UTF8.self)
        let parsed = try? FrontMatter.parse(text, file: source)
        let fields = parsed?.fields ?? [:]
        func value(_ key: String) -> MetadataValue? {
            fields.first { $0.key.lowercased() == key }?.value
        }
        let names: [String] =
            switch value("aliases") ?? value("alias") {
            case .list(let items): items.compactMap(\.text)
            case let single?: single.text.map { [$0] } ?? []
            case nil: []
            }
        // Any `publish` but true keeps the note: `"false"`, `0`, and one of two spellings saying false.
        let unpublished = fields.contains { key, value in
            guard key.lowercased() == "publish" else { return false }
            if case .bool(true) = value { return false }
            return value.text?.lowercased() != "true"
        }
        let isDraft = if case .bool(true) = value("draft") { true } else { false }
        let body = parsed.map { Array($0.body.utf8) } ?? bytes
        let links = ObsidianText.mayHoldSyntax(body) ? ObsidianText.read(body).links : []
        let note = VaultNote(
            source: source, title: value("title")?.text ?? "", names: names,
            isSecret: unpublished || isInside(source, privateFolders) || (isDraft && !draftsBuilt),
            targets: links.map(\.target),
            embeds: links.filter(\.isEmbed).map(\.target))
        return note.title.isEmpty ? note.titled(note.name) : note
    }

    /// The same note, kept from the players.
    var keptFromPlayers: VaultNote {
        VaultNote(source: source, title: title, names: names, isSecret: true, targets: targets, embeds: embeds)
    }

    private func titled(_ title: String) -> VaultNote {
        VaultNote(source: source, title: title, names: names, isSecret: isSecret, targets: targets, embeds: embeds)
    }

    /// Whether `path` (of the content folder) lies in one of `folders`.
    /// Letters' case is ignored, as the file systems of Windows and macOS ignore it.
    static func isInside(_ path: String, _ folders: [String]) -> Bool {
        let path = path.lowercased()
        return folders.contains { path.hasPrefix($0.lowercased() + "/") }
    }

    private static func isEmpty(_ value: MetadataValue) -> Bool {
        switch value {
        case .string(let text): text.isEmpty
        default: false
        }
    }

    /// A note's front matter as the site reads a page's: its `aliases` are names, not old
    /// addresses, and `publish` is the vault's (both read by `read`); `created` is its date
    /// when it gives none.
    static func siteFields(of fields: [String: MetadataValue]) -> [String: MetadataValue] {
        // Empty keys (`permalink:`) are what a note template left unfilled: no value at all.
        var kept = fields.filter { field in
            !["aliases", "alias", "publish"].contains(field.key.lowercased()) && !isEmpty(field.value)
        }
        // Dates a plugin wrote in a form of its own (`+002023-02-07 2316`) are no dates of the page.
        for (key, value) in kept where ["created", "updated"].contains(key.lowercased()) {
            guard value.string.map(DateText.isValid) ?? false else {
                kept[key] = nil
                continue
            }
            if key.lowercased() == "created" {
                kept[key] = nil
                if !kept.keys.contains(where: { $0.lowercased() == "date" }) { kept["date"] = value }
            }
        }
        return kept
    }
}

import SiteFiles
import SiteModel

/// The notes and files of an Obsidian vault, found by the names wikilinks give them as Obsidian
/// finds them: a note by its file's name anywhere in the vault (or by a path, from the vault's
/// root or its end), then by its `aliases`, letters' case ignored, the shortest path when names
/// repeat; a file by its name or path the same way. And which notes link to each.
package struct VaultNotes: Sendable {
    let notes: [VaultNote]
    /// Notes by their name, lower-cased; by their other names; by their path without `.md`.
    private let byName: [String: [Int]], byAlias: [String: [Int]], byPath: [String: Int]
    /// The vault's other files (images, PDFs) by their name, lower-cased, each with its path.
    private let files: [String: [String]]
    /// The files of private folders, by their paths lower-cased.
    private let privateFiles: Set<String>
    /// The secret notes' paths, lower-cased.
    private let secretSources: Set<String>
    /// The published notes that link to each note, by index, in path order.
    private let linkers: [Int: [Int]]
    /// The notes some note embeds, by index.
    private let embedded: Set<Int>
    /// The private folders the notes were read with, and whether drafts are built.
    private let privateFolders: [String], draftsBuilt: Bool

    /// What a wikilink names.
    enum Found {
        case note(VaultNote)
        case file(String)
        /// A file of a private folder, by its path.
        case privateFile(String)
    }

    /// `files` are the vault's other files, those of private folders among them (`isPrivate`).
    init(notes: [VaultNote], files: [String], privateFolders: [String], draftsBuilt: Bool) {
        self.draftsBuilt = draftsBuilt
        let isPrivate = { VaultNote.isInside($0, privateFolders) }
        self.privateFolders = privateFolders
        let notes = notes.sorted { $0.source < $1.source }
        self.notes = notes
        var byName: [String: [Int]] = [:], byAlias: [String: [Int]] = [:], byPath: [String: Int] = [:]
        for (index, note) in notes.enumerated() {
            byName[note.name.lowercased(), default: []].append(index)
            for name in note.names { byAlias[name.lowercased(), default: []].append(index) }
            byPath[String(note.source.dropLast(3)).lowercased()] = index
        }
        (self.byName, self.byAlias, self.byPath) = (byName, byAlias, byPath)
        var byFile: [String: [String]] = [:]
        for file in files {
            byFile[(file.split(separator: "/").last.map(String.init) ?? file).lowercased(), default: []].append(file)
        }
        self.files = byFile
        privateFiles = Set(files.filter(isPrivate).map { $0.lowercased() })
        secretSources = Set(notes.filter(\.isSecret).map { $0.source.lowercased() })
        var linkers: [Int: [Int]] = [:]
        for (index, note) in notes.enumerated() where !note.isSecret {
            var linked: Set<Int> = []
            for target in note.targets {
                guard
                    let found = Self.noteIndex(target, byName: byName, byAlias: byAlias, byPath: byPath, notes: notes),
                    found != index, linked.insert(found).inserted
                else { continue }
                linkers[found, default: []].append(index)
            }
        }
        self.linkers = linkers
        embedded = Set(
            notes.flatMap(\.embeds).compactMap {
                Self.noteIndex($0, byName: byName, byAlias: byAlias, byPath: byPath, notes: notes)
            })
    }

    /// Whether the note at `source`, now `bytes`, has the title, names, links and embeds the
    /// vault knows it by, is published as it was, and no note embeds it: then its own page is
    /// all that a change of it changes.
    package func changesOnlyItsPage(_ source: String, bytes: [UInt8]) -> Bool {
        guard let index = byPath[String(source.dropLast(3)).lowercased()], !embedded.contains(index) else {
            return false
        }
        return VaultNote.read(bytes, source: source, privateFolders: privateFolders, draftsBuilt: draftsBuilt)
            == notes[index]
    }

    /// What `target` (a wikilink's, as written) names; nil when nothing in the vault has that name.
    func find(_ target: String) -> Found? {
        if let index = Self.noteIndex(target, byName: byName, byAlias: byAlias, byPath: byPath, notes: notes) {
            return .note(notes[index])
        }
        let path = Self.cleaned(target).lowercased()
        guard let name = path.split(separator: "/").last, let candidates = files[String(name)] else { return nil }
        let matching = candidates.filter { path.contains("/") ? $0.lowercased().hasSuffix(path) : true }
        return Self.shortest(matching).map { privateFiles.contains($0.lowercased()) ? .privateFile($0) : .file($0) }
    }

    /// Whether the vault has a note or file at `path` (from its root), letters' case ignored.
    func holds(_ path: String) -> Bool {
        let lower = path.lowercased()
        if lower.hasSuffix(".md") { return byPath[String(lower.dropLast(3))] != nil }
        let name = lower.split(separator: "/").last.map(String.init) ?? lower
        return files[name]?.contains { $0.lowercased() == lower } ?? false
    }

    /// The published notes that link to the note at `source`, in path order.
    func linkers(of source: String) -> [VaultNote] {
        guard let index = byPath[String(source.dropLast(3)).lowercased()] else { return [] }
        return (linkers[index] ?? []).map { notes[$0] }
    }

    /// Whether the vault holds a secret note at `source`, in any case of its letters: two notes
    /// whose paths differ only so are one to a link, and either being secret keeps both names.
    func isSecret(_ source: String) -> Bool {
        secretSources.contains(source.lowercased())
    }

    /// Whether the note or file at `path` (from the vault's root) is kept from the players.
    func isKept(_ path: String) -> Bool {
        path.hasSuffix(".md") ? isSecret(path) : privateFiles.contains(path.lowercased())
    }

    /// Whether `found` is kept from the players.
    static func isSecret(_ found: Found) -> Bool {
        switch found {
        case .note(let note): note.isSecret
        case .file: false
        case .privateFile: true
        }
    }

    /// What every note's page depends on besides its own bytes and its linkers: the names and
    /// paths of all notes and files, and which are secret.
    func add(to hash: inout ContentHash) {
        // Titles are not: a note shows another's title only in its "Linked from", which its own key holds.
        for note in notes {
            hash.add("\(note.source)\u{1F}\(note.isSecret)\u{1F}\(note.names.joined(separator: "\u{1F}"))")
        }
        for (name, paths) in files.sorted(by: { $0.key < $1.key }) { hash.add(name + paths.joined(separator: "\n")) }
        hash.add(privateFiles.sorted().joined(separator: "\n"))
    }

    private static func noteIndex(
        _ target: String, byName: [String: [Int]], byAlias: [String: [Int]], byPath: [String: Int],
        notes: [VaultNote]
    ) -> Int? {
        var path = cleaned(target).lowercased()
        if path.hasSuffix(".md") { path.removeLast(3) }
        guard !path.isEmpty, !hasOtherExtension(path) || byName[path] != nil || byAlias[path] != nil else {
            return nil
        }
        if path.contains("/") {
            if let exact = byPath[path] { return exact }
            // The end of a path: among the notes of its last name, those whose path ends so.
            let name = String(path.split(separator: "/").last ?? "")
            let ending = (byName[name] ?? []).filter {
                String(notes[$0].source.dropLast(3)).lowercased().hasSuffix("/" + path)
            }
            return ending.min { notes[$0].source.utf8.count < notes[$1].source.utf8.count }
        }
        let candidates = byName[path] ?? byAlias[path] ?? []
        return candidates.min { notes[$0].source.utf8.count < notes[$1].source.utf8.count }
    }

    /// `path` with its `.` and `..` parts gone; nil when it climbs out of the vault.
    static func normalized(_ path: String) -> String? {
        var parts: [Substring] = []
        for part in path.split(separator: "/") {
            switch part {
            case ".": continue
            case "..":
                guard parts.popLast() != nil else { return nil }
            default: parts.append(part)
            }
        }
        return parts.joined(separator: "/")
    }

    /// A target without the `/` or `./` a link may start with.
    private static func cleaned(_ target: String) -> String {
        var path = target
        while path.hasPrefix("./") { path.removeFirst(2) }
        while path.hasPrefix("/") { path.removeFirst() }
        return path
    }

    /// Whether a name ends in an extension other than `.md` (`map.png`), naming a file rather
    /// than a note (whose name may hold dots: `v1.2 notes`).
    private static func hasOtherExtension(_ path: String) -> Bool {
        guard let dot = path.lastIndex(of: "."), let name = path.split(separator: "/").last,
            name.contains(".")
        else { return false }
        let ext = path[path.index(after: dot)...]
        return !ext.isEmpty && ext.count <= 5 && ext.allSatisfy { $0.isLetter || $0.isNumber }
    }

    private static func shortest(_ paths: [String]) -> String? {
        paths.min { ($0.utf8.count, $0) < ($1.utf8.count, $1) }
    }
}

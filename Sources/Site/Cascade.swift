import SiteModel

/// Hugo's `cascade:` in a folder's `_index.md`: front matter every page below the folder gets
/// unless it says otherwise, the nearest folder's winning over those above. And Hugo's way of
/// keeping pages unpublished, `build: {render: never}` (or the older `headless: true`), which a
/// cascade gives a whole folder of snippets that other pages include.
package struct Cascade: Sendable {
    /// What the pages of each folder with a cascade above it inherit, merged down the folders.
    private let byFolder: [String: [String: MetadataValue]]

    /// The cascades of the content folder's `_index.md` documents (`intros`, by folder).
    init(intros: [String: Document]) {
        var own: [String: [String: MetadataValue]] = [:]
        for (folder, intro) in intros {
            let values = Self.untargeted(intro.fields["cascade"])
            if !values.isEmpty { own[folder] = values }
        }
        var merged: [String: [String: MetadataValue]] = [:]
        // Shorter paths first: a folder's parent is merged before the folder.
        for folder in own.keys.sorted(by: { ($0.utf8.count, $0) < ($1.utf8.count, $1) }) {
            let above = Self.nearest(Navigation.parent(of: folder), in: merged, including: !folder.isEmpty) ?? [:]
            merged[folder] = above.merging(own[folder] ?? [:]) { $1 }
        }
        byFolder = merged
    }

    /// What a page of `folder` inherits; empty when no folder at or above it has a cascade.
    package func values(for folder: String) -> [String: MetadataValue] {
        guard !byFolder.isEmpty else { return [:] }  // most sites: asked for every page
        return Self.nearest(folder, in: byFolder, including: true) ?? [:]
    }

    /// The values of a `cascade`: a mapping, or a list of them, of which those that name a
    /// `target` (or `_target`: only some pages below) are left out.
    private static func untargeted(_ cascade: MetadataValue?) -> [String: MetadataValue] {
        switch cascade {
        case .map(let values): values
        case .list(let items):
            items.reduce(into: [:]) { merged, item in
                if case .map(let values) = item, !hasTarget(item) { merged.merge(values) { $1 } }
            }
        default: [:]
        }
    }

    private static func hasTarget(_ item: MetadataValue) -> Bool {
        guard case .map(let values) = item else { return false }
        return values["target"] != nil || values["_target"] != nil
    }

    /// Whether `fields` (a folder's introduction) hold a cascade to only some pages, which is not read.
    static func hasTargets(_ fields: [String: MetadataValue]) -> Bool {
        if case .list(let items)? = fields["cascade"] { return items.contains(where: hasTarget) }
        return false
    }

    /// Whether what a page of `folder` inherits may name one of `words` (in lower case, as
    /// `FrontMatterKey` lists them for a page's bytes): a key holding one, in any case.
    package func mayName(_ words: [String], for folder: String) -> Bool {
        guard !byFolder.isEmpty else { return false }
        return values(for: folder).keys.contains { key in words.contains { key.lowercased().contains($0) } }
    }

    /// Whether a page of `folder` is never written, by what it inherits.
    func rendersNever(_ folder: String) -> Bool {
        Self.rendersNever(values(for: folder))
    }

    /// Whether the introduction of `folder` is unwritten: by its own `build` when it gives one
    /// (Hugo's glossary says `render: always` of itself and `never` to the entries below it),
    /// else as the pages of its folder are.
    func rendersNever(introOf folder: String, _ intro: Document) -> Bool {
        Self.render(of: intro.fields).map { !$0 } ?? rendersNever(folder)
    }

    /// Whether front matter keeps its page unwritten: `build: {render: never}` (or `false`), or
    /// `headless: true`.
    static func rendersNever(_ fields: [String: MetadataValue]) -> Bool {
        render(of: fields) == false
    }

    /// Whether front matter says its page is written (`build: {render: always}`, or `link`, whose
    /// page Hugo writes) or not; nil when it says nothing of it.
    private static func render(of fields: [String: MetadataValue]) -> Bool? {
        if case .bool(true)? = fields["headless"] { return false }
        guard case .map(let build)? = fields["build"], let render = build["render"]?.text else { return nil }
        return !(render == "never" || render == "false")
    }

    /// Adds what every folder's pages inherit to a build's key.
    func add(to hash: inout ContentHash) {
        for folder in byFolder.keys.sorted() {
            hash.add("cascade of \(folder)")
            hash.add(Document(path: folder, title: "", fields: byFolder[folder] ?? [:], body: ""))
        }
    }

    /// The values of `folder` or of the nearest folder above it that has some.
    private static func nearest(
        _ folder: String, in values: [String: [String: MetadataValue]], including: Bool
    ) -> [String: MetadataValue]? {
        guard including else { return nil }
        var current = folder
        while true {
            if let found = values[current] { return found }
            if current.isEmpty { return nil }
            current = Navigation.parent(of: current)
        }
    }
}

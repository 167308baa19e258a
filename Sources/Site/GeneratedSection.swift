/// A part of a site that code makes rather than Markdown: the site config asks for it by name
/// under `sections:`, with its settings. The site builder knows nothing of what a section is
/// about; it builds the documents the section makes like any other page.
///
/// A section is one type: it reads its settings (errors name the config's line), says which files
/// it reads and which layouts its documents use, and makes its documents.
public protocol GeneratedSection: Sendable {
    /// What the section makes of its settings: a small struct of typed values.
    associatedtype Settings

    /// The key under `sections:` in the site config.
    var name: String { get }
    /// The layouts (template names) of the documents it makes.
    var layouts: [String] { get }
    /// Reads and checks the settings; every error names its setting's line.
    func settings(from raw: SectionSettings) throws(SiteError) -> Settings
    /// The files the section reads, which a build may never overwrite: a vault, say.
    func inputs(_ settings: Settings) -> [String]
    /// The section's documents.
    func documents(_ settings: Settings) throws(SiteError) -> [Document]
}

extension GeneratedSection {
    public func inputs(_ settings: Settings) -> [String] { [] }

    /// Reads `raw` and makes the documents: how the registry calls a section of any kind.
    func documents(from raw: SectionSettings) throws(SiteError) -> [Document] {
        try documents(settings(from: raw))
    }

    func inputs(from raw: SectionSettings) throws(SiteError) -> [String] {
        inputs(try settings(from: raw))
    }
}

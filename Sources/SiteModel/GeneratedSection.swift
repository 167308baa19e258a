import Foundation
import Mistakes

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
    func settings(from raw: SectionSettings) throws(UserError) -> Settings
    /// The files the section reads, which a build may never overwrite: a vault, say.
    func inputs(_ settings: Settings) -> [String]
    /// The section's documents, made as of `context`.
    func documents(_ settings: Settings, context: SectionContext) throws(UserError) -> [Document]
}

/// What a section may go by besides its settings: the build's moment, and the site's calendar
/// (its time zone and seasons) for what it counts by days, weeks and seasons. The same settings
/// and context make the same documents.
public struct SectionContext: Sendable {
    public var now: Date
    public var timeZone: TimeZone
    /// The site config's seasons; none given means calendar quarters.
    public var seasons: [Season]

    public init(now: Date, timeZone: TimeZone = TimeZone(identifier: "UTC")!, seasons: [Season] = []) {
        (self.now, self.timeZone, self.seasons) = (now, timeZone, seasons)
    }

    /// The context of a build of the site `config` describes, at `now`.
    public init(config: SiteConfig, now: Date) {
        self.init(now: now, timeZone: config.timeZone, seasons: config.seasons)
    }
}

extension GeneratedSection {
    public func inputs(_ settings: Settings) -> [String] { [] }

    /// Reads `raw` and makes the documents: how the registry calls a section of any kind.
    func documents(from raw: SectionSettings, context: SectionContext) throws(UserError) -> [Document] {
        try documents(settings(from: raw), context: context)
    }

    func inputs(from raw: SectionSettings) throws(UserError) -> [String] {
        inputs(try settings(from: raw))
    }
}

import Foundation
import Site
import SiteModel

/// A site kept in memory from one build to the next, as `serve` keeps it, so that saving a page
/// puts that page in place without a build.
///
/// `build` builds as `SiteBuilder` does and keeps what the build knew: the templates, the
/// navigation, every page of the content folder with what it was made from and what it showed
/// other pages, the files made of the pages' records, and every file's place for the link
/// checker. `update` then takes the files that changed since. A page saved is rendered again and
/// its links checked against the files the site has; when its record (title, path, weight, date,
/// tags, summary, headings) changed, the listings, tag pages, feeds and search index that show it
/// are made anew from the records, which is all they are made of. A page made in a folder the
/// site has, or removed, is put in or taken out of those too, and of the sitemap, with the links
/// that led to it broken; a static file saved, made or removed is copied or removed. Tag and
/// listing pages that a change makes or leaves without pages come and go with it, and the
/// output's list of what sheetgen made is kept up to date. Any other change (a draft, an
/// `_index.md`, a page bundle, a page in a new folder or the last one of a folder, aliases or
/// game blocks; a template or the config; a note of a vault that other notes show) takes a
/// build, which the caller runs, and so does every change to a site with a page that names a
/// publishing date (the moment of the change may have moved another page in or out of its
/// window).
///
/// An update leaves the cache's manifest as the build wrote it: the next build finds the updated
/// files changed since, renders them, and keeps them as they are when they hold the same bytes.
public final class SiteSession {
    /// What the last build left to go on; nil before the first build and after a failed one.
    private var site: LiveSite?

    public init() {}

    /// Builds the site (see `SiteBuilder.build`) and keeps what it takes to update it.
    public func build(
        with builder: SiteBuilder, generated: [Document], options: BuildOptions
    ) throws(BuildFailure) -> BuildReport {
        site = nil
        let pages = LivePages()
        let built = try builder.build(generated: generated, options: options, remembering: pages)
        site = built.kept.map { LiveSite(kept: $0, pages: pages, report: built.report) }
        return built.report
    }

    /// Puts in place the pages among `paths` (files that changed since the last build or update,
    /// as absolute paths or relative to the working folder), rendered as of `now`, with the last
    /// build's report, its broken links brought up to date; nil, having changed nothing, when the
    /// change takes a build (see the type's comment).
    public func update(changed paths: some Sequence<String>, now: Date = Date()) -> BuildReport? {
        guard var live = site, let change = live.changes(among: paths) else { return nil }
        site = nil  // until the update is through: a failed one may have moved some pages in
        guard let report = live.update(change, now: now) else { return nil }
        site = live
        return report
    }
}

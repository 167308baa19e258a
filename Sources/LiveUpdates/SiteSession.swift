import Foundation
import Site
import SiteModel

/// A site kept in memory from one build to the next, as `serve` keeps it, so that saving a page
/// puts that page in place without a build.
///
/// `build` builds as `SiteBuilder` does and keeps what the build knew: the templates, the
/// navigation, every page of the content folder with what it was made from and what it showed
/// other pages, and every file's place for the link checker. `update` then takes the files that
/// changed since. When they are pages of the content folder whose record (title, path, weight,
/// date, tags, summary, headings) is as it was, nothing but those pages can have changed: the
/// listings, tag pages, feeds, search index and sitemap are made of records alone. So it renders
/// just those pages, checks their links against the files the site has, and puts them in place.
/// Any other change (a page made, removed, renamed or given a new title; a static file; an
/// `_index.md` or a draft made or removed; a template or the config) takes a build, which the
/// caller runs, and so does every change to a site with a page that names a publishing date
/// (the moment of the change may have moved another page in or out of its window).
///
/// An update leaves the cache's manifest as the build wrote it: the next build finds the updated
/// pages' files changed since, renders them, and keeps them as they are when they hold the same
/// bytes.
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

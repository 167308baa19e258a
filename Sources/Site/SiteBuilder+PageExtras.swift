import Markdown
import Mistakes
import SiteModel
/// What a page of a build gets besides its template: heading anchors with an optional table of
/// contents, and the summary its listings show. Kept apart from the page pipeline so either can
/// change without the other.
extension SiteBuilder {
    /// Content pages get an id on every heading and, when asked, a table of contents; generated
    /// documents stay as their generators wrote them.
    func headingStyle(of document: Document, fromContent: Bool) throws(UserError) -> HeadingStyle {
        guard fromContent else { return .plain }
        return .anchored(toc: try TableOfContents.wanted(document.fields, siteDefault: config.toc))
    }

    /// The summary a page's record keeps, as HTML: its `summary` text when it has one (even
    /// an empty one, which lists no summary), else its `description` (Hugo's and Zola's word for
    /// it), else for a content page the start of its body (`bodySummary`, read when the body was
    /// rendered).
    func summary(of document: Document, bodySummary: String?) -> String? {
        if let text = (document.fields["summary"] ?? document.fields["description"])?.text {
            return PageSummary.html(ofText: text)
        }
        return bodySummary
    }
}

import Foundation
import Markdown
import SiteModel

/// Jekyll's `redirect_to`: a page that sends the reader elsewhere, written as an alias is (see
/// `AliasPage`) where the page would be, rather than the page.
enum RedirectPage {
    /// Whether `value` cannot be a redirect's target: anything but text, text with a blank or a
    /// control character in it (a browser drops them, and would read `java\tscript:` as a
    /// scheme), or a URL whose scheme is not http or https (`javascript:` would run in the
    /// reader's browser).
    static func flaw(_ value: MetadataValue) -> Bool {
        guard let target = value.string?.trimmingCharacters(in: .whitespaces), !target.isEmpty,
            !target.unicodeScalars.contains(where: { $0.value <= 0x20 || (0x7F...0x9F).contains($0.value) }),
            !HTMLLinks.isUnsafe(target)
        else { return true }
        guard PageSummary.hasScheme(target) else { return false }
        let lowered = target.lowercased()
        return !(lowered.hasPrefix("http://") || lowered.hasPrefix("https://"))
    }

    /// Where the page `document` sends its reader, as a link from the page: a URL as it is, a path
    /// from the site's root (`root`) made a path from the page; nil when it has no `redirect_to`.
    static func link(in document: Document, root: String) -> String? {
        guard let target = document.fields["redirect_to"]?.string?.trimmingCharacters(in: .whitespaces) else {
            return nil
        }
        return SourceLinks.fromRoot(target, page: document.path, root: root) ?? target
    }
}

import Foundation
import Mistakes
import SiteFiles

/// When a page is in the build: front matter `publishDate` (left out before it) and `expiryDate`
/// (left out from it on), both written like `date`. A date without a time means midnight, and one
/// without `Z` or an offset means UTC, so a build gives the same site wherever it runs.
///
/// The keys stay among the page's fields, so templates may show them and the cache key of a
/// generated document covers them. These two keys are the only way the date of a build shapes
/// its output: "now" is read once per build (`BuildOptions.now`).
package enum PublishingWindow {
    static let keys = ["publishDate", "expiryDate"]

    /// Checks that the keys present hold dates; `problem` makes the error for a key.
    package static func check(
        _ fields: [String: MetadataValue], problem: (String, String) -> UserError
    ) throws(UserError) {
        for key in keys {
            guard let value = fields[key] else { continue }
            guard let text = value.string, DateText.isValid(text) else {
                throw problem(key, "\(key) must be a date like 2026-11-22")
            }
        }
    }

    /// Whether the document is built at `now`; `future` and `expired` (a build's --future and
    /// --expired) take it in whatever its dates say.
    package static func isLive(_ document: Document, now: Date, future: Bool, expired: Bool) -> Bool {
        let now = now.timeIntervalSince1970
        if !future, let publish = seconds(document, "publishDate"), publish > now { return false }
        if !expired, let expiry = seconds(document, "expiryDate"), expiry <= now { return false }
        return true
    }

    /// Whether a page source may name either key, judged from its bytes before they are parsed:
    /// such a page is cached only for builds run at the same moment, since another moment may
    /// put it in or leave it out. A page that merely mentions a key is only cached less.
    package static func mayBeNamed(in bytes: [UInt8]) -> Bool {
        FrontMatterKey.publishingWords.contains { ByteSearch.containsIgnoringCase(bytes, $0) }
    }

    /// The same for a generated document, which is hashed whole.
    package static func isNamed(in document: Document) -> Bool {
        keys.contains { document.fields[$0] != nil }
    }

    private static func seconds(_ document: Document, _ key: String) -> Double? {
        document.fields[key]?.string.flatMap(DateText.secondsSince1970)
    }

}

import Synchronization

/// What a build tells besides its errors, gathered from the pages as they are built (on several
/// threads) and told once each: with the page, or with how many pages and the first of them in
/// path order, so that the same site tells the same lines whatever the threads did.
final class BuildNotes: Sendable {
    private let seen = Mutex<[String: (count: Int, first: String)]>([:])
    /// Notes told at each of their places, however many there are.
    private let each = Mutex<Set<String>>([])

    /// Notes `message` of the page (or file) `origin`.
    func add(_ message: String, at origin: String) {
        seen.withLock { seen in
            let earlier = seen[message]
            seen[message] = ((earlier?.count ?? 0) + 1, min(earlier?.first ?? origin, origin))
        }
    }

    /// Notes `message` at `place` (`file:line`), told there however many places are told it.
    func tell(_ message: String, at place: String) {
        _ = each.withLock { $0.insert("\(place): \(message)") }
    }

    /// One line for each note, in the order of the lines.
    var lines: [String] {
        let grouped = seen.withLock { seen in
            seen.map { message, note in
                note.count == 1
                    ? "\(note.first): \(message)" : "\(message): \(note.count) pages (the first: \(note.first))"
            }
        }
        return (grouped + each.withLock { Array($0) }).sorted()
    }

    /// A page's layout has no template.
    static func unknownLayout(_ layout: String) -> String {
        "layout '\(layout)' has no template (\(layout).mustache), so the default is used"
    }

    /// A page's front matter key that neither the site nor any template reads.
    static func unreadKey(_ key: String) -> String {
        "front matter key '\(key)' is read by no template, nor by sheetgen"
    }

    /// A folder's `cascade` names pages by a `target`, which is not read.
    static let targetedCascade = "a cascade with a target is not read: give its values to every page below as a mapping"

    /// A page called a shortcode the site has no template for, which is left as it was written.
    static func unknownShortcode(_ name: String) -> String {
        "shortcode '\(name)' has no template (shortcodes/\(name).mustache), so it is left as text"
    }

    /// A page called a shortcode in a way Zola leaves as text, and so does the build.
    static func shortcodeLeftAsText(_ name: String, flaw: String) -> String {
        "shortcode '\(name)' is left as text, as Zola leaves it: \(flaw)"
    }

    /// A page held raw HTML, which the build leaves out.
    static let rawHTMLLeftOut = "raw HTML is left out of the page; `markdown: {unsafe: true}` in sheetgen.yml keeps it"
}

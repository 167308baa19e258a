import ExternalLinks
import Reports
import Site

/// What `sheetgen check` found, and how it tells it: every error, every warning, then every
/// broken link where it stands, sorted by file and line; a summary line last.
struct CheckFindings {
    var errors: [String] = []
    var warnings: [String] = []
    /// Each broken link where it stands, and what is told of it.
    var broken: [(place: LinkPlace, text: String)] = []
    /// The pages built; nil when the build stopped (in `stopped`, when known), and no link was checked.
    var pages: Int?
    var stopped: BuildPhase?
    /// The links to other sites asked about, when they were.
    var externalLinks: Int?

    init(errors: [String], stopped: BuildPhase?) {
        (self.errors, self.stopped) = (errors, stopped)
    }

    init(_ report: BuildReport) {
        pages = report.pages
        warnings = report.warnings
        broken = report.placedBrokenLinks.map { ($0.place, "broken link \($0.target)") }
    }

    /// Adds the links to other sites that did not lead anywhere, at each of their places.
    mutating func add(_ links: [(url: String, places: [LinkPlace])], outcomes: [String: LinkOutcome]) {
        externalLinks = links.count
        for (url, places) in links {
            guard let outcome = outcomes[url], !outcome.isFine else { continue }
            broken += places.map { ($0, "broken external link \(url) (\(outcome))") }
        }
    }

    /// Whether the site passed: no error, no broken link (warnings are only told).
    var passed: Bool { errors.isEmpty && broken.isEmpty }

    /// The list, before the summary.
    var lines: [String] {
        let sorted = broken.sorted { first, second in
            first.place != second.place
                ? first.place < second.place : first.text.utf8.lexicographicallyPrecedes(second.text.utf8)
        }
        return errors.map { "error: \($0)" } + warnings.map { "warning: \($0)" }
            + sorted.map { "\($0.place): \($0.text)" }
    }

    var summary: String {
        let problems = "\(counted(errors.count, "error")), \(counted(warnings.count, "warning"))"
        guard let pages else {
            let phase = stopped.map { " while \($0)" } ?? ""
            return "Checked no links: the build stopped\(phase), with \(counted(errors.count, "error"))."
        }
        let external = externalLinks.map { " and \(counted($0, "link")) to other sites" } ?? ""
        return "Checked \(counted(pages, "page"))\(external): \(problems), \(counted(broken.count, "broken link"))."
    }
}

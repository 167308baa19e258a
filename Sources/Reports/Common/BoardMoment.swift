import Foundation
import Markdown
import Mistakes
import SiteModel

/// The moment a game block in a page shows its boards as of, so that a session's note keeps the
/// standings of its evening: the end of the page's day (`date:`), midnight after it in the site's
/// `timeZone`; `as-of=` gives another, a day (its end) or a moment (a time without a zone of its
/// own is the site's), and `as-of=now` everything there is. An undated page shows everything.
/// Games that ended after it are left out; games without a time (imported ones) count as before any.
struct BoardMoment {
    /// Up to when (not including) the block counts games.
    let end: Date
    /// How the block's caption tells it: "13 November 2026", "13 November 2026, 21:30".
    let shown: String

    /// The moment of `block` in `site`; nil for everything.
    static func of(_ block: FencedBlock, in site: BlockSite) throws(UserError) -> BoardMoment? {
        let option = "as-of"
        guard let text = block.options[option] ?? site.date, text != "now" else { return nil }
        guard let day = DateText.day(of: text) else {
            throw block.error(
                "\(option) must be now, a day (2026-11-13) or a moment (2026-11-13T21:30), not '\(text.prefix(40))'")
        }
        let date = "\(day.day) \(BoardPeriod.months[day.month - 1]) \(day.year)"
        // A page's date names its day: the evening's games count whatever time it gives.
        if block.options[option] != nil, DateText.hasTime(text), let moment = DateText.moment(text, in: site.timeZone) {
            let clock = text.split(whereSeparator: { $0 == "T" || $0 == "t" || $0 == " " }).dropFirst().first
            return BoardMoment(end: moment, shown: "\(date), \(clock.map { String($0.prefix(5)) } ?? "")")
        }
        return BoardMoment(end: day.adding(days: 1).start(in: site.timeZone), shown: date)
    }

    /// Whether a game that ended at `time` (a vault's, UTC; nil for none) counts.
    func counts(_ time: String?) -> Bool {
        guard let time else { return true }
        return BoardPeriod.moment(time).map { $0 < end } ?? true
    }
}

import SiteModel

/// The home page's latest notes: the author's newest dated pages, newest first (the same moment
/// by path), not those a section or a game block generated. Found once a listing is made, and
/// kept as `serve` replaces records in it.
extension SiteBuilder.Listing {
    /// How many pages `latest` holds.
    static let latestCount = 5

    /// The author's dated pages, the newest `latestCount` of them.
    func newestOfTheAuthor() -> [(position: Int, moment: Double)] {
        var dated: [(position: Int, moment: Double)] = []
        for position in built.indices {
            if let moment = authorsMoment(position) { dated.append((position, moment)) }
        }
        return Array(dated.sorted(by: isNewer).prefix(Self.latestCount))
    }

    /// The moment of the page at `position` when it is a dated page of the author's own.
    func authorsMoment(_ position: Int) -> Double? {
        guard let record = built[position].record, !record.isGenerated, let date = record.date else { return nil }
        return DateText.secondsSince1970(date) ?? 0
    }

    /// Whether a page is newer than another, or as new and first by path.
    func isNewer(_ first: (position: Int, moment: Double), than second: (position: Int, moment: Double))
        -> Bool
    {
        guard first.moment == second.moment else { return first.moment > second.moment }
        guard let one = built[first.position].record, let other = built[second.position].record else {
            return false
        }
        return one.isPath(before: other)
    }

    /// `latest` with the page at `position` where its record now places it: put in or taken
    /// out alone, or, when it leaves a full list, the list made again.
    mutating func relist(_ position: Int) {
        let wasLatest = latest.contains { $0.position == position }
        latest.removeAll { $0.position == position }
        if wasLatest && latest.count == Self.latestCount - 1 {
            latest = newestOfTheAuthor()
            return
        }
        guard let moment = authorsMoment(position) else { return }
        let entry = (position: position, moment: moment)
        latest.insert(entry, at: latest.firstIndex { isNewer(entry, than: $0) } ?? latest.count)
        latest = Array(latest.prefix(Self.latestCount))
    }
}

/// A statblock's keys as a layout takes them: each key it lays out is taken once, the first
/// written of the names it goes by, and whatever is left over is shown after the stat block, in
/// the order written. So a key is never shown twice, and none is lost.
struct StatblockKeys {
    private let entries: [StatblockEntry]
    private var taken: Set<String> = ["name"]

    init(_ statblock: Statblock) {
        entries = statblock.entries
    }

    /// The first of the entries named `names` that is not yet taken, now taken; nil when none is there.
    mutating func take(_ names: String...) -> StatblockEntry? {
        guard let entry = entries.first(where: { names.contains($0.key) && !taken.contains($0.key) }) else {
            return nil
        }
        taken.insert(entry.key)
        return entry
    }

    /// The entries no layout took, in the order written.
    var rest: [StatblockEntry] { entries.filter { !taken.contains($0.key) } }
}

/// A manifest's entries by the hash of their id (`ManifestFormat.idHash`): the entries in one
/// array, in the order their ids were first met, and a small table of where each one is.
///
/// A dictionary of the entries themselves kept room for the entries a manifest of its size might
/// have, scattered by hash: 6 MB at 10,000 pages, each page of that memory new to the process when
/// an entry first landed on it, which took a fifth of the time reading the manifest took. The array
/// fills its memory in order, and only as far as there are entries.
struct EntryTable: Sendable {
    private var entries: [BuildCache.Entry] = []
    private var positions: [UInt64: Int] = [:]

    /// A table with room for `count` entries.
    init(reservingCapacity count: Int = 0) {
        entries.reserveCapacity(count)
        positions.reserveCapacity(count)
    }

    subscript(idHash: UInt64) -> BuildCache.Entry? {
        positions[idHash].map { entries[$0] }
    }

    /// Sets the entry of `idHash`, in the place of the one it had.
    mutating func set(_ entry: BuildCache.Entry, for idHash: UInt64) {
        if let position = positions[idHash] {
            entries[position] = entry
            return
        }
        positions[idHash] = entries.count
        entries.append(entry)
    }

    var count: Int { entries.count }
    var isEmpty: Bool { entries.isEmpty }

    /// The hash of every id.
    var ids: Dictionary<UInt64, Int>.Keys { positions.keys }

    /// Every entry, in the order their ids were first set.
    var values: [BuildCache.Entry] { entries }
}

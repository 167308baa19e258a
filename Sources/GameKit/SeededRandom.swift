/// The project's one source of chance: SplitMix64 (Steele, Lea & Flood, "Fast splittable
/// pseudorandom number generators", OOPSLA 2014), in the 64-bit form Vigna publishes.
///
/// Why our own: Swift's `SystemRandomNumberGenerator` cannot be seeded, and the standard library's
/// `random(in:using:)` may change how it maps bits to ranges between releases. Every step here is
/// spelled out, uses only wrapping 64-bit integer arithmetic, and is pinned by tests against the
/// published SplitMix64 outputs, so a seed gives the same numbers on every machine, forever.
///
/// - `next()`: state += 0x9E3779B97F4A7C15, then the result is the state mixed by
///   z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9; z = (z ^ (z >> 27)) * 0x94D049BB133111EB; z ^ (z >> 31).
/// - `int(in:)`: uniform by rejection: draw x until x >= 2^64 mod n, then take x mod n.
public struct SeededRandom: RandomNumberGenerator, Sendable {
    private var state: UInt64

    public init(seed: UInt64) {
        state = seed
    }

    /// The seeds commands, settings and blocks take: 0 to 2^63−1, what every platform's integers hold.
    public static let seeds: ClosedRange<UInt64> = 0...UInt64(Int64.max)

    /// Whether `seed` to `seed + count − 1`, the seeds of `count` things made one seed each, are
    /// all within `seeds` (the last may be the largest); worked out without adding past it.
    public static func seedsFit(from seed: UInt64, count: Int) -> Bool {
        count >= 1 && seed <= seeds.upperBound && UInt64(count - 1) <= seeds.upperBound - seed
    }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A uniformly chosen whole number in `range`, both ends included.
    public mutating func int(in range: ClosedRange<Int>) -> Int {
        let span = UInt64(bitPattern: Int64(range.upperBound) &- Int64(range.lowerBound)) &+ 1
        guard span != 0 else { return Int(truncatingIfNeeded: next()) }  // the whole 64-bit range
        let threshold = (0 &- span) % span
        var draw = next()
        while draw < threshold { draw = next() }
        return range.lowerBound &+ Int(truncatingIfNeeded: draw % span)
    }

    /// True with probability `percent`/100, as `roll d100 <= percent`.
    public mutating func chance(percent: Int) -> Bool {
        int(in: 1...100) <= percent
    }

    /// One element of a non-empty collection, each equally likely.
    public mutating func pick<C: RandomAccessCollection>(_ elements: C) -> C.Element where C.Index == Int {
        precondition(!elements.isEmpty, "pick from an empty collection")
        return elements[elements.startIndex + int(in: 0...(elements.count - 1))]
    }

    /// An index into `weights`, chosen with probability proportional to its weight (all >= 0, sum > 0).
    public mutating func weightedIndex(_ weights: [Int]) -> Int {
        let total = weights.reduce(0, +)
        precondition(total > 0 && weights.allSatisfy { $0 >= 0 }, "weights must be non-negative with a positive sum")
        var roll = int(in: 1...total)
        for (index, weight) in weights.enumerated() {
            roll -= weight
            if roll <= 0 { return index }
        }
        return weights.count - 1
    }

    /// The generator for the `index`-th of many things made from one seed (the members of a party,
    /// the items of a catalogue): each gets its own stream, and adding a member leaves the others as they were.
    public static func derived(from seed: UInt64, index: UInt64) -> SeededRandom {
        var mixer = SeededRandom(seed: seed ^ (index &* 0xD1B5_4A32_D192_ED03))
        return SeededRandom(seed: mixer.next())
    }
}

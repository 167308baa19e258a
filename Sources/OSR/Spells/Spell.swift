/// One spell of the Old-School Essentials lists: the facts the SRD gives (name, level, range,
/// duration, reversed form) and a line of our own saying what it does.
public struct Spell: Hashable, Sendable {
    /// As the SRD's list spells it, the reversed form in parentheses: "Light (Darkness)".
    public let name: String
    public let kind: SpellKind
    public let level: Int
    public let range: String
    public let duration: String
    /// The reversed form's name as the spell's own page gives it ("Cause Light Wounds"), if the
    /// spell can be reversed.
    public let reversed: String?
    /// One sentence in sheetgen's words; the SRD's descriptions are not copied.
    public let summary: String

    init(
        _ kind: SpellKind, _ level: Int, _ name: String, range: String, duration: String, reversed: String? = nil,
        _ summary: String
    ) {
        self.name = name
        self.kind = kind
        self.level = level
        self.range = range
        self.duration = duration
        self.reversed = reversed
        self.summary = summary
    }

    /// The name without the reversed form: "Light" for "Light (Darkness)".
    var plainName: String {
        guard reversed != nil, let open = name.range(of: " (") else { return name }
        return String(name[..<open.lowerBound])
    }

    /// Every name a player may write for the spell: the list's, the plain one, the reversed form
    /// as the page and as the list spell it ("Cause Light Wounds", "Cause Lt. Wounds").
    var names: Set<String> {
        var names: Set<String> = [name, plainName]
        if let reversed { names.insert(reversed) }
        if reversed != nil, let open = name.range(of: " ("), name.hasSuffix(")") {
            names.insert(String(name[open.upperBound..<name.index(before: name.endIndex)]))
        }
        return names
    }
}

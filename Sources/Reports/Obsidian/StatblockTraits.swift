import Foundation

/// A trait, action or spell line of a statblock as shown: its name, closed by a stop unless it
/// ends in one already (`Club +6 vs. AC.`, `Cantrips (at will):`), its text, and how deep it is
/// nested (a 13th Age attack's `Miss:` under the attack). Nested traits come flattened after
/// their parent, each with its depth, since a template cannot include itself.
struct TraitFields: Encodable, Hashable {
    let traitName: String
    let named: Bool
    let desc: [TextPart]
    /// 0 for a trait of the statblock, 1 for one under it, …; at most `deepest`, deeper ones are
    /// shown as deep as that (a page has no room for more).
    let depth: Int

    static let deepest = 4

    /// The traits `value` holds, flattened: a list of `{name, desc}` mappings (each perhaps with
    /// `traits:` of its own) as the plugin writes them, and whatever else a person may have
    /// written there read as well as it can be: a text as one unnamed trait, a mapping of other
    /// keys as a trait for each key (`1st level (4 slots): shield`).
    static func traits(
        _ value: StatblockValue, text: inout StatblockText, closing: String = ".", depth: Int = 0
    ) -> [TraitFields] {
        switch value {
        case .list(let items):
            return items.flatMap { traits($0, text: &text, closing: closing, depth: depth) }
        case .mapping(let entries) where !isTrait(value):
            return entries.map { entry in
                let desc = text.parts(entry.value)
                return TraitFields(name: entry.key, closing: closing, desc: desc, depth: depth)
            }
        case .mapping:
            let desc = (value["desc"] ?? value["description"]).map { text.parts($0) } ?? []
            let trait = TraitFields(name: value["name"]?.compact ?? "", closing: closing, desc: desc, depth: depth)
            let nested = value["traits"].map { traits($0, text: &text, closing: closing, depth: depth + 1) } ?? []
            return [trait] + nested
        case .text:
            return [TraitFields(name: "", closing: closing, desc: text.parts(value), depth: depth)]
        }
    }

    /// A trait of the layout's own making, such as "Spellcasting".
    static func named(_ name: String, desc: [TextPart], depth: Int = 0) -> TraitFields {
        TraitFields(name: name, closing: ".", desc: desc, depth: depth)
    }

    /// Whether `value` is a list of traits as the plugin writes them, `{name, desc}` mappings: an
    /// unknown key holding one is shown as traits rather than as a line of text.
    static func isTraitList(_ value: StatblockValue) -> Bool {
        guard case .list(let items) = value, !items.isEmpty else { return false }
        return items.allSatisfy(isTrait)
    }

    /// A mapping with a `name` or `desc`, as the plugin's traits are.
    private static func isTrait(_ value: StatblockValue) -> Bool {
        value["name"] != nil || value["desc"] != nil
    }

    private init(name: String, closing: String, desc: [TextPart], depth: Int) {
        let name = StatblockText.plain(name.trimmingCharacters(in: .whitespaces))
        let isClosed = name.last.map { ".:!?".contains($0) } ?? true
        traitName = isClosed ? name : name + closing
        named = !name.isEmpty
        self.desc = desc
        self.depth = min(depth, Self.deepest)
    }
}

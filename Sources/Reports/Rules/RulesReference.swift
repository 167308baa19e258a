import Mistakes
import OSR
import Site
import SiteModel

/// `sections: {rules: {}}`: the rules of first-level Old-School Essentials characters, as pages
/// under `rules/` made from the very tables the generator and `sheetgen character check` use, so
/// the reference can never say one thing while the sheets do another:
///
/// - `rules/index`: how a character is made, step by step, linking the parts;
/// - `rules/classes/index` and `rules/classes/<class>`: a page per class;
/// - `rules/abilities`: what each score changes, the ways to roll them and the languages table;
/// - `rules/equipment`: weapons, armour and gear with prices, weights and qualities;
/// - `rules/spells`: every arcane and divine spell, by level.
public struct RulesReference: GeneratedSection {
    /// The section takes no settings: the rules are the rules.
    public struct Settings: Sendable {}

    public let name = "rules"
    public let layouts = ["page"]

    public init() {}

    public func settings(from raw: SectionSettings) throws(UserError) -> Settings {
        try raw.allowOnly([])
        return Settings()
    }

    public func documents(_ settings: Settings, context: SectionContext) -> [Document] {
        Self.documents(base: name)
    }

    /// The pages under the folder `base`.
    static func documents(base: String) -> [Document] {
        [RulesIndexPage.document(base: base), ClassesIndexPage.document(base: base)]
            + CharacterClass.allCases.enumerated().map { index, characterClass in
                ClassPage.document(for: characterClass, base: base, weight: index)
            }
            + [
                AbilitiesPage.document(base: base, weight: 1), EquipmentPage.document(base: base, weight: 2),
                SpellsPage.document(base: base, weight: 3),
            ]
    }
}

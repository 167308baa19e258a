import Markdown
import Mistakes
import OSR

/// What `block-statblock` shows: a statblock laid out as a printed one (the plugin's default
/// layout, that of the fifth edition's books): the name, size, type and alignment, then armour,
/// hit points and speed, the six scores with their modifiers, the lines of saves, skills, senses
/// and the like, the traits and the actions in sections, and every other key after them.
struct StatblockFields: LayoutFields {
    let name: String
    let subtitle: [TextPart]
    /// Armour, hit points, speed.
    let properties: [PropertyFields]
    /// STR to CHA, when the block has `stats`; else none.
    let abilities: [AbilityFields]
    /// Saves, skills, damage and conditions, senses, languages, challenge.
    let details: [PropertyFields]
    let sections: [SectionFields]
    let extras: [ExtraFields]

    /// A line of the stat block: a bold label and its value.
    struct PropertyFields: Encodable, Hashable {
        let label: String
        let value: [TextPart]
    }

    struct AbilityFields: Encodable, Hashable {
        let ability: String
        let score: String
        let modifier: String
    }

    /// Traits, actions, reactions…: a heading and its traits.
    struct SectionFields: Encodable, Hashable {
        let heading: String
        let traits: [TraitFields]
    }

    /// The lines of `details`: their labels and keys, in the order printed.
    static let detailKeys = [
        ("Saving Throws", "saves"), ("Skills", "skillsaves"), ("Damage Vulnerabilities", "damage_vulnerabilities"),
        ("Damage Resistances", "damage_resistances"), ("Damage Immunities", "damage_immunities"),
        ("Condition Immunities", "condition_immunities"), ("Senses", "senses"), ("Languages", "languages"),
        ("Challenge", "cr"),
    ]

    /// The sections after the traits, in the order printed.
    static let sectionKeys = [
        ("Actions", "actions"), ("Bonus Actions", "bonus_actions"), ("Reactions", "reactions"),
        ("Legendary Actions", "legendary_actions"),
    ]

    static let abilityNames = ["STR", "DEX", "CON", "INT", "WIS", "CHA"]
    static let scores = 0...999

    /// Lays out `statblock`, rolling its inline dice through `text`; `stats` that are not six
    /// scores are an error at their line of `block`.
    init(_ statblock: Statblock, text: inout StatblockText, block: FencedBlock) throws(UserError) {
        var keys = StatblockKeys(statblock)
        name = StatblockText.plain(statblock.name)
        subtitle = Self.subtitle(&keys, text: &text)
        properties = Self.properties(&keys, text: &text)
        if let stats = keys.take("stats") {
            abilities = try Self.abilities(stats, block: block)
        } else {
            abilities = []
        }
        details = Self.detailKeys.compactMap { label, key in
            keys.take(key).map { PropertyFields(label: label, value: text.parts(Self.signedPairs($0.value))) }
        }
        var traits = keys.take("traits").map { TraitFields.traits($0.value, text: &text) } ?? []
        traits += keys.take("spells").map { Self.spellcasting($0.value, text: &text) } ?? []
        let sections = Self.sectionKeys.compactMap { heading, key in
            keys.take(key).map { SectionFields(heading: heading, traits: TraitFields.traits($0.value, text: &text)) }
        }
        self.sections = (traits.isEmpty ? [] : [SectionFields(heading: "Traits", traits: traits)]) + sections
        extras = ExtraFields.extras(keys.rest, text: &text)
    }

    /// "Medium humanoid (goblinoid), neutral evil": size, type, subtype and alignment, those given.
    private static func subtitle(_ keys: inout StatblockKeys, text: inout StatblockText) -> [TextPart] {
        let size = keys.take("size")?.value.compact, type = keys.take("type")?.value.compact
        let subtype = keys.take("subtype")?.value.compact, alignment = keys.take("alignment")?.value.compact
        var line = [size, type].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: " ")
        if let subtype, !subtype.isEmpty { line += line.isEmpty ? subtype : " (\(subtype))" }
        if let alignment, !alignment.isEmpty { line += line.isEmpty ? alignment : ", \(alignment)" }
        return line.isEmpty ? [] : text.parts(line)
    }

    /// Armour class, hit points (with their dice in brackets) and speed.
    private static func properties(_ keys: inout StatblockKeys, text: inout StatblockText) -> [PropertyFields] {
        var properties: [PropertyFields] = []
        if let ac = keys.take("ac") {
            properties.append(PropertyFields(label: "Armor Class", value: text.parts(ac.value)))
        }
        let hp = keys.take("hp")?.value.compact, dice = keys.take("hit_dice")?.value.compact
        if hp != nil || dice != nil {
            let shown = [hp, dice.map { hp == nil ? $0 : "(\($0))" }].compactMap { $0 }.joined(separator: " ")
            properties.append(PropertyFields(label: "Hit Points", value: text.parts(shown)))
        }
        if let speed = keys.take("speed") {
            properties.append(PropertyFields(label: "Speed", value: text.parts(speed.value)))
        }
        return properties
    }

    /// The six scores of `stats`, each with its modifier, (score − 10) / 2 rounded down.
    private static func abilities(_ entry: StatblockEntry, block: FencedBlock) throws(UserError) -> [AbilityFields] {
        guard case .list(let items) = entry.value, items.count == abilityNames.count else {
            throw block.error("stats must be a list of six scores (STR DEX CON INT WIS CHA)", atTextLine: entry.line)
        }
        var abilities: [AbilityFields] = []
        for (name, item) in zip(abilityNames, items) {
            guard let text = item.text, let score = Int(text), scores.contains(score) else {
                throw block.error(
                    "stats must be whole numbers from \(scores.lowerBound) to \(scores.upperBound) (\(name) is not)",
                    atTextLine: entry.line)
            }
            let modifier = (score - 10) >= 0 ? (score - 10) / 2 : (score - 11) / 2
            abilities.append(
                AbilityFields(ability: name, score: "\(score)", modifier: AbilityModifier.signed(modifier)))
        }
        return abilities
    }

    /// Saves and skills as the plugin writes them, `- dexterity: 4`, as "Dexterity +4"; text as it is.
    static func signedPairs(_ value: StatblockValue) -> String {
        switch value {
        case .text(let text): return text
        case .list(let items): return items.map(signedPairs).joined(separator: ", ")
        case .mapping(let entries):
            return entries.map { entry in
                let shown = entry.value.compact
                let number = Int(shown).map {
                    shown.hasPrefix("+") || shown.hasPrefix("-") ? shown : AbilityModifier.signed($0)
                }
                return "\(entry.key.prefix(1).uppercased() + entry.key.dropFirst()) \(number ?? shown)"
            }.joined(separator: ", ")
        }
    }

    /// `spells` as the plugin shows it: one trait, "Spellcasting", whose text is the list's first
    /// line (and any other plain lines), with a line under it for each `level: spells`.
    private static func spellcasting(_ value: StatblockValue, text: inout StatblockText) -> [TraitFields] {
        let items: [StatblockValue]
        if case .list(let list) = value { items = list } else { items = [value] }
        let lines = items.compactMap(\.text).joined(separator: " ")
        let spellcasting = TraitFields.named("Spellcasting", desc: text.parts(lines))
        let levels = items.filter { $0.text == nil }.flatMap {
            TraitFields.traits($0, text: &text, closing: ":", depth: 1)
        }
        return [spellcasting] + levels
    }
}

/// What `block-statblock-ose` shows: a monster as the Old-School Essentials books print one, its
/// numbers in one compact run (`AC 6 [13], HD 1-1, Att 1 × weapon (1d6), THAC0 19 [0], …`), then
/// its traits and its description, and every other key after them. Each number is read from the
/// key the books abbreviate it by or its long name (`ml` or `morale`), the first written.
struct OSEStatblockFields: LayoutFields {
    let name: String
    let stats: [StatFields]
    let traits: [TraitFields]
    let description: [TextPart]
    let extras: [ExtraFields]

    /// One number of the run: the books' abbreviation, what it stands for, and the value.
    struct StatFields: Encodable, Hashable {
        let label: String
        let title: String
        let value: [TextPart]
    }

    init(_ statblock: Statblock, text: inout StatblockText) {
        var keys = StatblockKeys(statblock)
        name = StatblockText.plain(statblock.name)
        let shown = Self.stats(&keys)
        stats = shown.map { StatFields(label: $0.label, title: $0.title, value: text.parts($0.value)) }
        traits = keys.take("traits").map { TraitFields.traits($0.value, text: &text, closing: ":") } ?? []
        description = keys.take("description", "desc").map { text.parts($0.value) } ?? []
        extras = ExtraFields.extras(keys.rest, text: &text)
    }

    /// The run's numbers that the block gives, in the books' order, as text.
    private static func stats(_ keys: inout StatblockKeys) -> [(label: String, title: String, value: String)] {
        var stats: [(label: String, title: String, value: String)] = []
        func add(_ label: String, _ title: String, _ value: String?) {
            if let value, !value.isEmpty { stats.append((label, title, value)) }
        }
        let ac = keys.take("ac")?.value.compact, aac = keys.take("aac")?.value.compact
        add("AC", "Armour Class", bracketed(ac, aac))
        let hd = keys.take("hd", "hit_dice")?.value.compact, hp = keys.take("hp")?.value.compact
        add("HD", "Hit Dice", [hd, hp.map { "(\($0)hp)" }].compactMap { $0 }.joined(separator: " "))
        add("Att", "Attacks", keys.take("att", "attacks", "attack")?.value.compact)
        add("THAC0", "To hit AC 0", keys.take("thac0")?.value.compact)
        add("MV", "Movement", keys.take("mv", "movement", "speed")?.value.compact)
        let saves = keys.take("sv", "saves", "save").map { savingThrows($0.value) }
        let saveAs = keys.take("save_as")?.value.compact
        add("SV", "Saving Throws", saves.map { save in saveAs.map { "\(save) (\($0))" } ?? save } ?? saveAs)
        add("ML", "Morale", keys.take("ml", "morale")?.value.compact)
        add("AL", "Alignment", keys.take("al", "alignment")?.value.compact)
        add("XP", "Experience Points", keys.take("xp")?.value.compact)
        add("NA", "Number Appearing", keys.take("na", "number_appearing", "no_appearing")?.value.compact)
        add("TT", "Treasure Type", keys.take("tt", "treasure_type", "treasure")?.value.compact)
        return stats
    }

    /// Descending armour class with the ascending in brackets, `7 [12]`, unless already written so.
    private static func bracketed(_ ac: String?, _ aac: String?) -> String? {
        guard let aac else { return ac }
        guard let ac else { return "[\(aac)]" }
        return ac.contains("[") ? ac : "\(ac) [\(aac)]"
    }

    /// Saves as the books print them: `D12 W13 P14 B15 S16` from a mapping of the five, a list
    /// spaced out, text as it is.
    private static func savingThrows(_ value: StatblockValue) -> String {
        switch value {
        case .text(let text): text
        case .list(let items): items.map(\.compact).joined(separator: " ")
        case .mapping(let entries): entries.map { "\($0.key)\($0.value.compact)" }.joined(separator: " ")
        }
    }
}

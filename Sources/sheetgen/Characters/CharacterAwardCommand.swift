import ArgumentParser
import OSR
import Vault

struct CharacterAwardCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "award",
        abstract: "Hands out experience after a session to saved characters, and says who can level up.",
        discussion:
            "Each character's prime-requisite modifier applies, a retainer gets half, and nobody advances more "
            + "than one level in a session (the rest is lost, 1 XP short of the level after). Every character "
            + "is saved, or none is."
    )

    @Option(
        parsing: .unconditional, help: "The experience each character is given: a whole number, 1 or more.",
        transform: parseAward)
    var xp: Int

    @Option(help: ArgumentHelp("The characters, by id.", valueName: "id,id,..."), transform: parseIDs)
    var ids: [Int64]?

    @Flag(help: "Every character in the vault.") var all = false

    @OptionGroup var vault: VaultOptions

    func validate() throws {
        guard (ids == nil) == all else { throw ValidationError("give --ids 3,5 or --all, one of the two") }
        if let ids, let twice = ids.first(where: { id in ids.filter { $0 == id }.count > 1 }) {
            throw ValidationError("--ids names character \(twice) twice")
        }
    }

    func run() throws {
        let vault = try vault.open(create: false)
        let chosen = try ids.map { ids in try ids.map { try vault.character(id: $0) } } ?? vault.characters()
        guard !chosen.isEmpty else { throw UsageError("\(escapingControls(vault.path)) keeps no characters") }
        let awarded = chosen.map { saved in (saved, saved.choices.award(xp)) }
        try vault.updateCharacters(
            awarded.map { saved, award in
                var choices = saved.choices
                choices.experience = award.after
                return Vault.CharacterUpdate(id: saved.id, from: saved.choices, to: choices)
            })
        for (saved, award) in awarded { say(Self.line(saved, award)) }
    }

    /// `Brannoc (3): +1100 XP (modifier +10%), now 2100 / 2000 XP; can rise to level 2: …`.
    static func line(_ saved: SavedCharacter, _ award: ExperienceAward) -> String {
        let c = saved.choices
        var how = ["modifier \(AbilityModifier.signed(c.characterClass.xpModifierPercent(c.abilities)))%"]
        if c.retainer != nil { how.insert("half of \(award.awarded) as a retainer", at: 0) }
        var parts = ["\(c.name) (\(saved.id)): +\(award.earned) XP (\(how.joined(separator: ", ")))"]
        if award.lost > 0 {
            let why =
                award.after == CharacterClass.mostExperience
                ? "above the most experience sheetgen keeps (\(CharacterClass.mostExperience))"
                : "to the one-level-a-session rule"
            parts.append("lost \(award.lost) \(why)")
        }
        if let next = c.characterClass.experienceForLevel(after: c.level) {
            parts.append("now \(award.after) / \(next) XP")
        } else {
            parts.append("now \(award.after) XP")
        }
        let line = parts.joined(separator: ", ") + (nextStep(saved, award).map { "; \($0)" } ?? "")
        return escapingControls(line)
    }

    /// What the character may do with its experience, if anything.
    private static func nextStep(_ saved: SavedCharacter, _ award: ExperienceAward) -> String? {
        if award.mustTakeClass {
            // The rules have the retainer take a class; sheetgen cannot turn one into the other yet.
            return "a normal human who earns experience must take a class, which sheetgen cannot do yet "
                + "(make the retainer again as a first-level character of its class)"
        }
        if let level = award.levelReached {
            return "can rise to level \(level): sheetgen character level-up \(saved.id)"
        }
        return saved.choices.level == saved.choices.characterClass.maximumLevel ? "the highest level already" : nil
    }
}

/// The largest award taken: far beyond any table's, and small enough that no sum overflows.
private let largestAward = 1_000_000_000

/// `--xp N`: a whole number, at least 1.
private func parseAward(_ text: String) throws -> Int {
    guard let xp = Int(text), (1...largestAward).contains(xp) else {
        throw UsageError("must be a whole number of XP from 1 to \(largestAward)")
    }
    return xp
}

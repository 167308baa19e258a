import ArgumentParser
import Foundation
import OSR
import Vault

struct CharacterRetainerCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "retainer",
        abstract: "Hires a retainer for a saved character and keeps it in the vault "
            + "(`sheetgen character retainer --employer 1 --class fighter`).",
        discussion: """
            The retainer is made from the seed as any character is (a normal human: level 0, 1d4 hit points), \
            of a level no higher than its employer's, with the loyalty the employer's CHA gives; the employer \
            may keep no more retainers than its CHA allows. With --hire, a hiring roll (2d6, the employer's CHA \
            reaction modifier, the offer's) decides first; when the candidate does not take service (ill will, \
            refused, or roll again: offer again with --attempt 2), nothing is saved and the exit status is 1.
            """
    )

    @Option(help: ArgumentHelp("The employer's id, as `character list` shows it.", valueName: "id"))
    var employer: Int64

    @Option(
        name: .customLong("class"),
        help:
            "Cleric, Dwarf, Elf, Fighter, Halfling, Magic-User, Thief or \"normal human\" (default: the seed's choice).",
        transform: parseRetainerClass)
    var characterClass: CharacterClass?

    @Option(parsing: .unconditional, help: "The level: 1 (0 for a normal human) up to the employer's.")
    var level: Int?

    @Option(
        parsing: .unconditional, help: "Every die from this seed (default: from the clock).", transform: parseSeed)
    var seed: UInt64?

    @Flag(help: "Make the hiring roll first, and hire only on its say.")
    var hire = false

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("The offer's modifier to the hiring roll, -2 (mean) to +2 (generous).", valueName: "n"))
    var offer: Int?

    @Option(help: "Which offer this is: 2, 3, ... after a 'roll again' (another hiring roll, the same candidate).")
    var attempt: Int?

    @Flag(help: "An earlier offer in this place caused ill will: -1 on the hiring roll.")
    var illWill = false

    @Option(parsing: .unconditional, help: ArgumentHelp("The fee in gold pieces a day.", valueName: "gp"))
    var wage = RetainerRules.standardWage

    @Option(help: "The retainer's share of treasure: half or full.")
    var share: Share = .half

    @OptionGroup var vault: VaultOptions

    enum Share: String, ExpressibleByArgument, CaseIterable {
        case half, full

        var inHalves: Int { self == .half ? 1 : 2 }
    }

    func validate() throws {
        if !hire && (offer != nil || attempt != nil || illWill) {
            throw ValidationError("--offer, --attempt and --ill-will shape the hiring roll: give --hire")
        }
        if let offer, !HiringRoll.offers.contains(offer) {
            throw ValidationError("--offer \(offer): an offer's modifier is from −2 to +2")
        }
        if let attempt, !(1...100).contains(attempt) {
            throw ValidationError("--attempt \(attempt): attempts are counted from 1 to 100")
        }
        if let refusal = RetainerRules.termsRefusal(wage: wage, shareInHalves: share.inHalves) {
            throw ValidationError("--wage \(wage): \(refusal)")
        }
    }

    func run() throws {
        let vault = try vault.open(create: false)
        let employer = try vault.character(id: employer)
        let boss = employer.character
        try checkHiring(by: employer, in: vault)
        let seed = seed ?? clockSeed()
        var outcome: HiringRoll.Outcome?
        if hire {
            let roll = RetainerGenerator.hiringRoll(
                seed: seed, charisma: boss.abilities[.charisma], offer: offer ?? 0, afterIllWill: illWill,
                attempt: attempt ?? 1)
            say("Hiring roll for \(boss.name) (seed \(seed)): \(roll.summary)")
            guard roll.outcome.hires else {
                let again = " To offer again: --seed \(seed) --attempt \((attempt ?? 1) + 1)."
                say("Nothing was saved." + (roll.outcome == .rollAgain ? again : ""))
                throw ExitCode(1)
            }
            outcome = roll.outcome
        }
        let terms = RetainerRules.terms(
            hiredBy: boss, employerID: employer.id, hiring: outcome, wage: wage, shareInHalves: share.inHalves)
        let retainer = RetainerGenerator.generate(
            seed: seed, characterClass: characterClass, level: level, terms: terms)
        if let refusal = RetainerRules.levelRefusal(
            retainer.characterClass, level: level ?? retainer.level, employerLevel: boss.level)
        {
            throw UsageError("seed \(seed) makes \(retainer.characterClass.withArticle): \(refusal)")
        }
        let id = try vault.saveRetainer(CharacterChoices(retainer), seed: seed, employerID: employer.id)
        say(Self.summary(retainer, id: id, seed: seed, employer: employer, vault: vault.path))
    }

    /// Refuses, before any roll, what the vault would refuse: a retainer of a level the class has
    /// not or above the employer's, or one more than the employer's CHA allows.
    private func checkHiring(by employer: SavedCharacter, in vault: Vault) throws {
        let boss = employer.character
        if let characterClass, let level,
            let refusal = RetainerRules.levelRefusal(characterClass, level: level, employerLevel: boss.level)
        {
            throw UsageError("--level \(level): \(refusal)")
        }
        if boss.retainer != nil {
            throw UsageError("\(boss.name) (\(employer.id)) is a retainer and hires none of its own")
        }
        let current = try vault.retainers(of: employer.id).map { "\($0.choices.name) (\($0.id))" }
        if let refusal = RetainerRules.limitRefusal(
            employer: boss.name, charisma: boss.abilities[.charisma], current: current)
        {
            throw UsageError(refusal)
        }
    }

    /// `Hired Osric, level 1 Fighter (seed 7), 6 hp, AC 4 [15], for Maud (1): loyalty 8, 1 gp a day, a half share.`
    static func summary(
        _ retainer: PlayerCharacter, id: Int64, seed: UInt64, employer: SavedCharacter, vault: String
    ) -> String {
        let terms = retainer.retainer!
        return "Hired \(retainer.name), level \(retainer.level) \(retainer.characterClass.name) (seed \(seed)), "
            + "\(retainer.hitPoints) hp, AC \(retainer.armourClass) [\(retainer.ascendingArmourClass)], "
            + "for \(employer.choices.name) (\(employer.id)): loyalty \(terms.loyalty), \(terms.wage) gp a day, "
            + "a \(terms.share) share.\n"
            + "Saved as character \(id) in \(escapingControls(vault))."
    }
}

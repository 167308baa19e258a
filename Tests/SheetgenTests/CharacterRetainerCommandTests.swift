import Foundation
import TestSupport
import Testing

/// `character retainer` against a vault in a temporary folder: a retainer made from its seed, tied to
/// its employer, within the employer's CHA limit and level; a hiring roll that says no saves nothing.
@Suite(.tags(.slow)) struct CharacterRetainerCommandTests {
    typealias Vault = CharacterVaultTests.Vault

    /// A vault holding the thief of seed 7 (CHA 9: four retainers, loyalty 7) as character 1.
    static func vaultWithEmployer() throws -> Vault {
        let vault = try Vault()
        #expect(try vault.run(["save", "--seed", "7"]).status == 0)
        return vault
    }

    static func json(_ vault: borrowing Vault, _ id: Int) throws -> [String: Any] {
        let shown = try vault.run(["show", "\(id)", "--format", "json"])
        #expect(shown.status == 0)
        return try CharacterVaultTests.object(shown.stdout)
    }

    @Test func aRetainerIsTheSeedsCharacterTiedToItsEmployer() throws {
        let vault = try Self.vaultWithEmployer()
        let hired = try vault.run(["retainer", "--employer", "1", "--class", "fighter", "--seed", "3", "--wage", "2"])
        #expect(hired.status == 0 && hired.stderr.isEmpty)
        let generated = try CharacterVaultTests.generated(["--seed", "3", "--class", "fighter"])
        #expect(
            hired.stdout
                == "Hired \(generated["name"] ?? ""), level 1 Fighter (seed 3), \(generated["hitPoints"] ?? "") hp, "
                + "AC \(generated["armourClass"] ?? "") [\(generated["ascendingArmourClass"] ?? "")], for Perrin (1): "
                + "loyalty 7, 2 gp a day, a half share.\nSaved as character 2 in v.sqlite.\n")
        let saved = try Self.json(vault, 2)
        #expect(saved["name"] as? String == generated["name"] as? String)
        #expect(saved["hitPoints"] as? Int == generated["hitPoints"] as? Int)
        let again = try Vault()
        #expect(try again.run(["save", "--seed", "7"]).status == 0)
        let twice = try again.run(["retainer", "--employer", "1", "--class", "fighter", "--seed", "3", "--wage", "2"])
        #expect(twice.stdout == hired.stdout)
    }

    @Test func aNormalHumanIsHiredAtLevelZero() throws {
        let vault = try Self.vaultWithEmployer()
        let hired = try vault.run(["retainer", "--employer", "1", "--class", "normal human", "--seed", "5"])
        #expect(hired.status == 0 && hired.stdout.contains(", level 0 Normal Human (seed 5), "))
        #expect(Self.count(try Self.json(vault, 2), "level") == 0)
    }

    static func count(_ object: [String: Any], _ key: String) -> Int? { object[key] as? Int }

    @Test func theEmployersCharismaLimitIsKeptAndNamed() throws {
        let vault = try Self.vaultWithEmployer()
        var names: [String] = []
        for seed in 1...4 {
            let hired = try vault.run(["retainer", "--employer", "1", "--class", "normal human", "--seed", "\(seed)"])
            #expect(hired.status == 0)
            let name = hired.stdout.dropFirst("Hired ".count).prefix { $0 != "," }
            names.append("\(name) (\(seed + 1))")
        }
        let before = vault.bytes
        let refused = try vault.run(["retainer", "--employer", "1", "--seed", "9"])
        #expect(refused.status != 0 && refused.stdout.isEmpty)
        #expect(
            refused.stderr
                == "sheetgen: Perrin (CHA 9) may keep 4 retainers and has 4: \(names.joined(separator: ", "))\n")
        #expect(vault.bytes == before)
    }

    @Test func aLevelAboveTheEmployersIsRefused() throws {
        let vault = try Self.vaultWithEmployer()
        let before = vault.bytes
        let refused = try vault.run(["retainer", "--employer", "1", "--class", "elf", "--level", "2"])
        #expect(refused.status != 0)
        #expect(
            refused.stderr
                == "sheetgen: --level 2: a retainer's level may be no higher than its employer's (1), not 2\n")
        let human = try vault.run(["retainer", "--employer", "1", "--class", "normal human", "--level", "1"])
        #expect(human.stderr == "sheetgen: --level 1: a Normal Human is of level 0 only, not 1\n")
        #expect(vault.bytes == before)
    }

    /// Whatever the dice say, the line shows them with the modifiers, the total gives the table's
    /// outcome, and only an acceptance saves (loyalty 8 when 12 or more), else the exit status is 1.
    @Test func theHiringRollDecidesAndARefusalSavesNothing() throws {
        let vault = try Self.vaultWithEmployer()
        var outcomes = Set<String>()
        var hired = 0
        for seed in 1...12 where hired < 4 {
            let offer = seed % 5 - 2
            let before = vault.bytes
            let arguments = [
                "retainer", "--employer", "1", "--seed", "\(seed)", "--class", "thief", "--hire", "--offer", "\(offer)",
            ]
            let result = try vault.run(arguments)
            let line = try #require(result.stdout.split(separator: "\n").first.map(String.init))
            let pattern =
                /Hiring roll for Perrin \(seed \d+\): 2d6 (\d)\+(\d) = (\d+), CHA \+0(, offer (\+|−)(\d))? → (-?\d+): (.*)/
            let match = try #require(line.wholeMatch(of: pattern))
            let dice = Int(match.1)! + Int(match.2)!
            let total = Int(match.7)!
            #expect(Int(match.3) == dice && total == dice + offer)
            let outcome = String(match.8)
            outcomes.insert(String(outcome.prefix { $0 != ":" }))
            switch total {
            case ...2:
                #expect(outcome.hasPrefix("ill will") && result.status == 1 && vault.bytes == before)
            case 3...5:
                #expect(outcome.hasPrefix("refused") && result.status == 1 && vault.bytes == before)
            case 6...8:
                #expect(outcome.hasPrefix("roll again") && result.status == 1 && vault.bytes == before)
                #expect(result.stdout.hasSuffix("To offer again: --seed \(seed) --attempt 2.\n"))
            default:
                #expect(result.status == 0 && result.stdout.contains("loyalty \(total >= 12 ? 8 : 7), "))
            }
            if result.status == 0 { hired += 1 }
        }
        #expect(outcomes.count >= 3 && hired >= 1)
    }

    @Test func hiringOptionsNeedTheRollAndTermsAreChecked() throws {
        let vault = try Self.vaultWithEmployer()
        let cases: [([String], String)] = [
            (["--offer", "1"], "--offer, --attempt and --ill-will shape the hiring roll: give --hire"),
            (["--hire", "--offer", "3"], "--offer 3: an offer's modifier is from −2 to +2"),
            (["--wage", "1001"], "--wage 1001: the wage is 0 to 1000 gp a day, not 1001"),
            (["--wage", "-1"], "--wage -1: the wage is 0 to 1000 gp a day, not -1"),
        ]
        for (extra, message) in cases {
            let result = try vault.run(["retainer", "--employer", "1"] + extra)
            #expect(result.status != 0 && result.stderr.contains(message), "\(extra)")
        }
        let missing = try vault.run(["retainer", "--employer", "8"])
        #expect(missing.status != 0 && missing.stderr == "sheetgen: v.sqlite: no character 8\n")
    }

    /// Perrin (CHA 9) with four normal humans and Brenna (CHA 13) with five fighters: nine cards.
    static func vaultWithRetainers() throws -> Vault {
        let vault = try vaultWithEmployer()
        #expect(try vault.run(["save", "--seed", "42"]).status == 0)
        for seed in 1...4 {
            #expect(
                try vault.run(["retainer", "--employer", "1", "--class", "normal human", "--seed", "\(seed)"]).status
                    == 0)
        }
        for seed in 11...15 {
            #expect(
                try vault.run(["retainer", "--employer", "2", "--class", "fighter", "--seed", "\(seed)"]).status == 0)
        }
        return vault
    }

    @Test func aPartyPrintsTheRetainersOfItsCharactersAfterTheirSheets() throws {
        let vault = try Self.vaultWithRetainers()
        let pack = try CLI.run(["party", "--ids", "2,1", "--retainers", "--vault", "v.sqlite"], in: vault.folder)
        #expect(pack.status == 0, "\(pack.stderr)")
        let html = pack.stdout
        #expect(html.components(separatedBy: "<article class=\"sheet\">").count - 1 == 2)
        #expect(html.components(separatedBy: "<section class=\"retainer-page\">").count - 1 == 3)
        let employers = html.components(separatedBy: "Retainer of <strong>").dropFirst().map { $0.prefix { $0 != "<" } }
        #expect(employers == Array(repeating: "Brenna", count: 5) + Array(repeating: "Perrin", count: 4))
        let everyone = try CLI.run(["party", "--retainers", "--vault", "v.sqlite"], in: vault.folder)
        #expect(everyone.stdout.contains("<title>The party: Perrin, Brenna</title>"))
        #expect(everyone.stdout.components(separatedBy: "<article class=\"retainer-card\">").count - 1 == 9)
        let plain = try CLI.run(["party", "--ids", "1", "--vault", "v.sqlite"], in: vault.folder)
        #expect(!plain.stdout.contains("<article class=\"retainer-card\">"))
        let seeded = try CLI.run(["party", "--seed", "1", "--retainers"], in: vault.folder)
        #expect(seeded.status != 0 && seeded.stderr.contains("--retainers prints the retainers of characters saved"))
    }

    @Test(
        .enabled(
            if: RequiredTool.chromium.canTest && RequiredTool.pdfinfo.canTest,
            "needs Chromium and pdfinfo (Debian: chromium, poppler-utils)"), arguments: ["a4", "letter"])
    func retainersPrintFourToAPage(paper: String) throws {
        let vault = try Self.vaultWithRetainers()
        let arguments = ["party", "--ids", "1,2", "--retainers", "--vault", "v.sqlite", "--paper", paper]
        let printed = try CLI.run(arguments + ["--pdf", "--output", "p.pdf"], in: vault.folder)
        #expect(printed.status == 0, "\(printed.stderr)")
        let info = try PDFInfo(file: vault.folder.appendingPathComponent("p.pdf"))
        #expect(info.pages == 2 + 3)
        #expect(info.pageSize.hasSuffix(paper == "a4" ? "(A4)" : "(letter)"), "\(info.pageSize)")
    }
}

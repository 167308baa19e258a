import Foundation
import Markdown
import OSR
@testable import Reports
import Site
import SiteModel
import Testing

/// The rules reference section: its pages, and that every number they show is the model's, read
/// back out of the Markdown the pages are made of.
@Suite struct RulesSectionTests {
    static let documents = RulesReference().documents(
        RulesReference.Settings(), context: SectionContext(now: GeneratedSectionTests.moment))

    static func document(_ path: String) throws -> Document {
        try #require(documents.first { $0.path == path }, "no page \(path)")
    }

    static func classPage(_ characterClass: CharacterClass) throws -> Document {
        try document("rules/classes/\(Slug.make(characterClass.name))")
    }

    /// The cells of each row of every Markdown table in `markdown`, unescaped; header rows (those
    /// followed by the alignment row) left out.
    static func rows(_ markdown: String) -> [[String]] {
        let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        func isRule(_ line: String) -> Bool { line.hasPrefix("|:") || line.hasPrefix("|-") }
        return lines.indices.compactMap { index in
            let line = lines[index]
            guard line.hasPrefix("| "), index + 1 == lines.count || !isRule(lines[index + 1]) else { return nil }
            return cells(line)
        }
    }

    /// A row's cells; a cell's `\|` is text, not a border.
    static func cells(_ line: String) -> [String] {
        var cells: [String] = [], cell = "", escaped = false
        for character in line.dropFirst().dropLast() {
            if escaped {
                cell.append(character)
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else if character == "|" {
                cells.append(cell.trimmingCharacters(in: .whitespaces))
                cell = ""
            } else {
                cell.append(character)
            }
        }
        cells.append(cell.trimmingCharacters(in: .whitespaces))
        return cells
    }

    /// The Markdown of one `## heading` section of a body.
    static func section(_ heading: String, of body: String) throws -> String {
        let start = try #require(body.range(of: "## \(heading)\n"), "no section \(heading)")
        let rest = body[start.upperBound...]
        return String(rest[..<(rest.range(of: "\n## ")?.lowerBound ?? rest.endIndex)])
    }

    /// "13–15" or "18" as scores.
    static func scores(_ label: String) throws -> ClosedRange<Int> {
        let bounds = try label.split(separator: "–").map { try #require(Int($0), "not a score: \(label)") }
        return try #require(bounds.first)...(try #require(bounds.last))
    }

    /// "+5%", "-10%" or "none" as a percentage.
    static func percent(_ text: String) throws -> Int {
        text == "none" ? 0 : try #require(Int(text.dropLast().replacingOccurrences(of: "+", with: "")))
    }

    // MARK: The pages

    @Test func everyPageIsUnderRulesOnceAndEveryClassHasOne() throws {
        let paths = Self.documents.map(\.path)
        #expect(Set(paths).count == paths.count)
        #expect(paths.allSatisfy { $0.hasPrefix("rules/") })
        for page in ["rules/index", "rules/classes/index", "rules/abilities", "rules/equipment", "rules/spells"] {
            #expect(paths.contains(page))
        }
        let classPages = paths.filter { $0.hasPrefix("rules/classes/") && $0 != "rules/classes/index" }
        #expect(classPages.count == CharacterClass.allCases.count)
        for characterClass in CharacterClass.allCases {
            let page = try Self.classPage(characterClass)
            #expect(page.title == characterClass.name)
        }
        #expect(Self.documents.allSatisfy { RulesReference().layouts.contains($0.layout) })
        #expect(Self.documents.allSatisfy { $0.fields["summary"]?.string?.isEmpty == false })
    }

    @Test func classPagesAreListedInTheModelsOrderAndTheOtherPagesInTheirs() throws {
        let weights = try CharacterClass.allCases.map { try Self.classPage($0).weight ?? -1 }
        #expect(weights == weights.sorted() && Set(weights).count == weights.count)
        let others = try ["rules/abilities", "rules/equipment", "rules/spells"].map { try Self.document($0).weight }
        #expect(others.allSatisfy { $0 != nil } && others == others.sorted { ($0 ?? 0) < ($1 ?? 0) })
    }

    @Test(arguments: CharacterClass.allCases)
    func aClassPageGivesTheModelsFacts(_ characterClass: CharacterClass) throws {
        let body = try Self.classPage(characterClass).body
        let glance = Dictionary(
            Self.rows(body).filter { $0.count == 2 }.map { ($0[0], $0[1]) }, uniquingKeysWith: { first, _ in first })
        #expect(glance["Hit die"] == "1d\(characterClass.hitDieSides)")
        #expect(glance["Maximum level"] == "\(characterClass.maximumLevel)")
        #expect(glance["Title"] == characterClass.title(at: 1))
        #expect(glance["Shield"] == (characterClass.mayUseShield ? "yes" : "no"))
        var requirements: [Ability: Int] = [:]
        for requirement in try #require(glance["Requirements"]).components(separatedBy: " and ")
        where requirement != "none" {
            let parts = requirement.split(separator: " ")
            requirements[try #require(Ability(rawValue: String(parts[0])))] = Int(parts[1])
        }
        #expect(requirements == characterClass.requirements)
        let primes = try #require(glance["Prime requisite"] ?? glance["Prime requisites"])
        #expect(
            primes.contains("(") && characterClass.primeRequisites.allSatisfy { primes.contains("(\($0.rawValue))") })

        let experience = Self.rows(try Self.section("Experience", of: body))
        #expect(experience.map { $0[0] } == ["1", "2"])
        #expect(
            experience.last.map { Int($0[1].replacingOccurrences(of: ",", with: "")) }
                == characterClass.row(2).experience)

        let saves = Dictionary(
            uniqueKeysWithValues: Self.rows(try Self.section("Saving Throws", of: body)).map { ($0[0], Int($0[1])) })
        let model = characterClass.row(1).savingThrows
        #expect(
            saves == [
                "Death ray or poison": model.death, "Magic wands": model.wands,
                "Paralysis or petrification": model.paralysis, "Breath attacks": model.breath,
                "Spells, rods or staves": model.spells,
            ])
    }

    /// Every score of every band the page prints gives the modifier the page says, and the bands
    /// cover every score the class's prime requisites can have.
    @Test(arguments: CharacterClass.allCases)
    func theXPModifierTableIsTheModelsAtEveryScore(_ characterClass: CharacterClass) throws {
        let rows = Self.rows(try Self.section("XP Modifier", of: try Self.classPage(characterClass).body))
        let primes = characterClass.primeRequisites
        var covered = 0
        for row in rows {
            #expect(row.count == primes.count + 1)
            let bands = try row.dropLast().map(Self.scores)
            let shown = try Self.percent(try #require(row.last))
            // Every combination of the row's scores, one band per prime requisite.
            let combinations = zip(primes, bands).reduce([[Ability: Int]()]) { partial, band in
                partial.flatMap { scores in band.1.map { scores.merging([band.0: $0]) { $1 } } }
            }
            for combination in combinations {
                var scores = AbilityScores([Int](repeating: 10, count: Ability.allCases.count))
                for (ability, score) in combination { scores[ability] = score }
                #expect(characterClass.xpModifierPercent(scores) == shown, "\(characterClass) \(scores.inOrder)")
            }
            covered += combinations.count
        }
        let possible = RollMethod.threeD6.possibleScores
        let expected = primes.map {
            ((characterClass.requirements[$0] ?? possible.lowerBound)...possible.upperBound).count
        }
        #expect(covered == expected.reduce(1, *))
    }

    @Test(arguments: CharacterClass.allCases)
    func theHitPointsAreWhatTheCheckerAllowsAtEveryConstitution(_ characterClass: CharacterClass) throws {
        let rows = Self.rows(try Self.section("Hit Points", of: try Self.classPage(characterClass).body))
        var covered: [Int] = []
        for row in rows {
            let shown = try Self.scores(row[1])
            for constitution in try Self.scores(row[0]) {
                #expect(CreationCheck.hitPointRange(for: characterClass, constitution: constitution) == shown)
                covered.append(constitution)
            }
        }
        #expect(covered == Array(3...18))
    }

    @Test func onlyTheSpellCastersPagesListTheSpellsAndOnlyTheThiefsItsSkills() throws {
        for characterClass in CharacterClass.allCases {
            let body = try Self.classPage(characterClass).body
            #expect(body.contains("## Spells") == characterClass.castsArcaneSpells)
            #expect(body.contains("## Thief Skills") == (characterClass == .thief))
            if characterClass.castsArcaneSpells {
                let spells = try Self.section("Spells", of: body)
                #expect(
                    Spells.firstLevelArcane.allSatisfy { spells.contains(MarkdownText.escape($0, lineStart: false)) })
            }
            for ability in characterClass.specialAbilities {
                #expect(body.contains("- " + MarkdownText.escape(ability)))
            }
        }
    }

    /// "any.", "club, mace and sling only." or "any but long bow or two-handed sword.", read back.
    @Test func theWeaponsAClassMayUseAreTheModels() throws {
        for characterClass in CharacterClass.allCases {
            let prefix = "- **Weapons**: "
            let line = try #require(
                try Self.section("Armour and Weapons", of: try Self.classPage(characterClass).body)
                    .split(separator: "\n").first { $0.hasPrefix(prefix) })
            let text = String(line.dropFirst(prefix.count).dropLast())
            func names(_ list: String) -> Set<String> {
                Set(
                    list.replacingOccurrences(of: " and ", with: ", ").replacingOccurrences(of: " or ", with: ", ")
                        .components(separatedBy: ", "))
            }
            let usable = Set(Weapon.all.filter(characterClass.mayUse).map { $0.name.lowercased() })
            let unusable = Set(Weapon.all.filter { !characterClass.mayUse($0) }.map { $0.name.lowercased() })
            if text == "any" {
                #expect(unusable.isEmpty, "\(characterClass)")
            } else if text.hasPrefix("any but ") {
                #expect(names(String(text.dropFirst("any but ".count))) == unusable, "\(characterClass)")
            } else {
                #expect(text.hasSuffix(" only") && names(String(text.dropLast(" only".count))) == usable)
            }
        }
    }

    // MARK: Equipment, abilities, spells

    @Test func theEquipmentPageListsEveryItemOnTheListsWithItsCost() throws {
        let body = try Self.document("rules/equipment").body
        let rows = Dictionary(Self.rows(body).map { ($0[0], $0) }, uniquingKeysWith: { first, _ in first })
        for item in ShopItem.all {
            let row = try #require(rows[item.name], "\(item.name) is not listed")
            // The armour table has the armour class before the cost.
            let column =
                switch item {
                case .armour, .shield: 2
                case .weapon, .gear: 1
                }
            #expect(Int(row[column]) == item.cost, "\(item.name)")
        }
        for weapon in Weapon.all {
            #expect(rows[weapon.name] == [weapon.name, "\(weapon.cost)", "\(weapon.weight)", weapon.damage])
        }
        for armour in Armour.allCases {
            #expect(rows[armour.name]?[1] == "\(armour.armourClass)\u{A0}[\(19 - armour.armourClass)]")
        }
        for quality in Set(Weapon.all.flatMap(\.qualities)) {
            #expect(body.contains(MarkdownText.escape(quality.rule, lineStart: false)))
        }
    }

    @Test func theAbilitiesPageShowsWhatTheSheetShowsAtEveryScoreAndTheLanguagesTable() throws {
        let body = try Self.document("rules/abilities").body
        for ability in Ability.allCases {
            var covered: [Int] = []
            for row in Self.rows(try Self.section("\(ability.name) (\(ability.rawValue))", of: body)) {
                for score in try Self.scores(row[0]) {
                    #expect(ability.effects(ofScore: score) == row[1], "\(ability) \(score)")
                    covered.append(score)
                }
            }
            #expect(covered == Array(RollMethod.threeD6.possibleScores))
        }
        let languages = Self.rows(try Self.section("Languages", of: body))
        #expect(languages.map { $0[1] } == Languages.d20Table)
        #expect(languages.map { $0[0] } == (1...Languages.d20Table.count).map(String.init))
    }

    /// Each level's table, found under its heading, holds that level's spells in the list's order
    /// with the model's range, duration and line; so every spell is on the page, once.
    @Test(arguments: SpellKind.allCases)
    func theSpellsPageHasATablePerLevelOfEverySpell(_ kind: SpellKind) throws {
        let body = try Self.document("rules/spells").body
        let ordinals = ["1st", "2nd", "3rd", "4th", "5th", "6th"]
        for level in 1...SpellList.highestLevel(kind) {
            let heading = "### \(ordinals[level - 1])-Level \(kind == .arcane ? "Arcane" : "Divine") Spells\n"
            let start = try #require(body.range(of: heading), "no table of \(kind) level \(level)")
            let rest = body[start.upperBound...]
            let table = String(rest[..<(rest.range(of: "\n#")?.lowerBound ?? rest.endIndex)])
            #expect(
                Self.rows(table)
                    == SpellList.spells(kind, level: level).map { [$0.name, $0.range, $0.duration, $0.summary] },
                "\(kind) level \(level)")
        }
    }

    @Test func everySpellNameIsOnTheRenderedSpellsPageOnce() throws {
        let body = try Self.document("rules/spells").body
        #expect(Self.rows(body).count == SpellList.all.count)
        let html = MarkdownRenderer().html(from: body)
        let halves = html.components(separatedBy: "Divine Spells</h2>")
        try #require(halves.count == 2)
        for spell in SpellList.all {
            let half = halves[spell.kind == .arcane ? 0 : 1]
            #expect(half.components(separatedBy: ">\(spell.name)</td>").count == 2, "\(spell.kind) \(spell.name)")
        }
    }

    @Test func theSpellsPageSaysWhoCastsWhatAndHowBigASpellBookIs() throws {
        let body = try Self.document("rules/spells").body
        let arcane = try Self.section("Arcane Spells", of: body)
        for characterClass in CharacterClass.allCases where characterClass.castsArcaneSpells {
            #expect(arcane.contains(ClassPage.link(characterClass)))
        }
        #expect(arcane.contains("exactly as many spells as its owner can memorise"))
        let divine = try Self.section("Divine Spells", of: body)
        #expect(divine.contains("cast by the \(ClassPage.link(.cleric)) class, from 2nd level"))
        #expect(divine.contains("any spell of a level they can cast"))
        #expect(!body.contains(ClassPage.link(.fighter)) && body.contains("Fighter"))
    }

    /// Every page's Markdown, rendered: names with `&` and brackets come out as text, never as
    /// markup, and every link points at a page of the section.
    @Test func everyPageRendersItsNamesAsTextAndLinksOnlyToPagesOfTheSection() throws {
        let renderer = MarkdownRenderer()
        let paths = Set(Self.documents.map(\.path))
        for document in Self.documents {
            let html = renderer.html(from: document.body)
            #expect(!html.contains("<em>") && !html.contains("<script"), "\(document.path)")
            let folder = document.path.split(separator: "/").dropLast().joined(separator: "/")
            for link in html.components(separatedBy: "href=\"").dropFirst().map({ String($0.prefix { $0 != "\"" }) }) {
                var parts = folder.split(separator: "/").map(String.init)
                for part in link.dropLast(".html".count).split(separator: "/") {
                    if part == ".." { _ = parts.popLast() } else { parts.append(String(part)) }
                }
                #expect(paths.contains(parts.joined(separator: "/")), "\(document.path) links to \(link)")
            }
        }
        let equipment = renderer.html(from: try Self.document("rules/equipment").body)
        #expect(equipment.contains("Tinder box (flint &amp; steel)") && equipment.contains("Thieves' tools"))
    }

    // MARK: Settings

    @Test func theSectionTakesNoSettings() throws {
        let error = try #require(try GeneratedSectionTests.error("sections:\n  rules:\n    x: 1\n"))
        #expect(error.location?.hasSuffix("sheetgen.yml:3") == true, "\(error)")
        #expect(error.message == "sections.rules.x is not a setting of this section (it takes no settings)")
        #expect(try GeneratedSectionTests.error("sections:\n  rules: {}\n") == nil)
        #expect(try GeneratedSectionTests.error("sections:\n  rules:\n") == nil)
    }

    @Test func theRegistryMakesTheSamePagesFromTheConfig() throws {
        let (config, folder) = try GeneratedSectionTests.config("title: x\nsections:\n  rules: {}\n")
        defer { try? FileManager.default.removeItem(at: folder) }
        let made = try GeneratedSectionTests.registry().documents(for: config, now: GeneratedSectionTests.moment)
        #expect(made == Self.documents)
    }
}

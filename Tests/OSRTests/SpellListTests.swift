import OSR
import Testing

/// The spell lists checked against the SRD's `Magic-User_Spells` and `Cleric_Spells` pages and the
/// spells' own pages.
@Suite struct SpellListTests {
    /// The SRD's counts: twelve arcane spells at each of levels 1–6; divine, eight at levels 1 and
    /// 2 and six at levels 3, 4 and 5.
    static let counts: [SpellKind: [Int]] = [.arcane: [12, 12, 12, 12, 12, 12], .divine: [8, 8, 6, 6, 6]]

    @Test(arguments: SpellKind.allCases)
    func eachLevelHasTheSRDsNumberOfSpells(_ kind: SpellKind) throws {
        let counts = try #require(Self.counts[kind])
        #expect(SpellList.highestLevel(kind) == counts.count)
        #expect((1...counts.count).map { SpellList.spells(kind, level: $0).count } == counts)
        #expect(SpellList.spells(kind, level: 0).isEmpty)
        #expect(SpellList.spells(kind, level: counts.count + 1).isEmpty)
        #expect(SpellList.all.filter { $0.kind == kind }.count == counts.reduce(0, +))
    }

    @Test func theFirstLevelArcaneSpellsAreTheOnesCharactersStartWith() {
        #expect(SpellList.spells(.arcane, level: 1).map(\.name) == Spells.firstLevelArcane)
    }

    @Test(arguments: SpellKind.allCases)
    func namesAreUniqueAndEachLevelIsAlphabetical(_ kind: SpellKind) {
        let names = SpellList.all.filter { $0.kind == kind }.map(\.name)
        #expect(Set(names).count == names.count)
        for level in 1...SpellList.highestLevel(kind) {
            let listed = SpellList.spells(kind, level: level).map { $0.name.lowercased() }
            #expect(listed == listed.sorted(), "\(kind) level \(level)")
        }
    }

    @Test func everyFieldIsFilledAndEachSummaryIsOneShortSentence() {
        for spell in SpellList.all {
            #expect(!spell.name.isEmpty && !spell.range.isEmpty && !spell.duration.isEmpty, "\(spell.name)")
            #expect((1...SpellList.highestLevel(spell.kind)).contains(spell.level), "\(spell.name)")
            #expect(spell.reversed.map { !$0.isEmpty } ?? true, "\(spell.name)")
            #expect(spell.summary.hasSuffix(".") && !spell.summary.dropLast().contains(". "), "\(spell.name)")
            #expect(spell.summary.count <= 100, "\(spell.name)")
        }
    }

    /// A spell the SRD's list shows with a reversed form in parentheses has one, and no other does:
    /// six arcane and ten divine.
    @Test func aSpellIsReversibleExactlyWhenItsListNameShowsTheReversedForm() {
        for spell in SpellList.all {
            #expect(spell.name.hasSuffix(")") == (spell.reversed != nil), "\(spell.name)")
        }
        #expect(SpellList.all.filter { $0.kind == .arcane && $0.reversed != nil }.count == 6)
        #expect(SpellList.all.filter { $0.kind == .divine && $0.reversed != nil }.count == 10)
    }

    @Test func aSpellIsFoundByItsNameTheReversedFormsOrItsPlainNameInAnyCase() throws {
        for spell in SpellList.all {
            #expect(SpellList.named(spell.name.uppercased(), kind: spell.kind) == spell)
            #expect(SpellList.named(spell.name.lowercased(), kind: spell.kind) == spell)
            if let reversed = spell.reversed {
                #expect(SpellList.named(reversed.lowercased(), kind: spell.kind) == spell, "\(reversed)")
            }
        }
        let cure = try #require(SpellList.named("Cure Light Wounds", kind: .divine))
        #expect(cure.name == "Cure Light Wounds (Cause Lt. Wounds)")
        #expect(SpellList.named("cause light wounds", kind: .divine) == cure)
        #expect(SpellList.named("CAUSE LT. WOUNDS", kind: .divine) == cure)
        #expect(SpellList.named("darkness", kind: .arcane)?.name == "Light (Darkness)")
        #expect(SpellList.named("Transmute Mud to Rock", kind: .arcane)?.level == 5)
        #expect(SpellList.named("Invisibility 10\u{2019} Radius", kind: .arcane)?.name == "Invisibility 10' Radius")
    }

    @Test func aNameOfTheOtherKindOrNoSpellFindsNothing() {
        #expect(SpellList.named("Fire Ball", kind: .divine) == nil)
        #expect(SpellList.named("Cure Light Wounds", kind: .arcane) == nil)
        #expect(SpellList.named("Fireball!", kind: .arcane) == nil)
        #expect(SpellList.named("", kind: .arcane) == nil)
        #expect(SpellList.named("Light (", kind: .arcane) == nil)
    }

    /// Facts read off the spells' SRD pages.
    @Test func spotChecksAgainstTheSRDsPages() throws {
        func spell(_ name: String, _ kind: SpellKind) throws -> Spell {
            try #require(SpellList.named(name, kind: kind), "\(name)")
        }
        let sleep = try spell("Sleep", .arcane)
        #expect([sleep.level, sleep.range, sleep.duration] as [AnyHashable] == [1, "240'", "4d4 turns"])
        let fireBall = try spell("Fire Ball", .arcane)
        #expect([fireBall.level, fireBall.range, fireBall.duration] as [AnyHashable] == [3, "240'", "Instant"])
        #expect(try spell("Web", .arcane).duration == "48 turns")
        #expect(try spell("Control Weather", .arcane).range == "240 yards around the caster")
        #expect(try spell("Stone to Flesh", .arcane).reversed == "Flesh to Stone")
        #expect(try spell("Stone to Flesh", .arcane).level == 6)
        // The same name is a different spell in each list.
        let arcaneHold = try spell("Hold Person", .arcane), divineHold = try spell("Hold Person", .divine)
        #expect(
            [arcaneHold.level, arcaneHold.range, arcaneHold.duration] as [AnyHashable] == [
                3, "120'", "1 turn per level",
            ])
        #expect([divineHold.level, divineHold.range, divineHold.duration] as [AnyHashable] == [2, "180'", "9 turns"])
        #expect(try spell("Light", .divine).duration == "12 turns")
        #expect(try spell("Light", .arcane).duration == "6 turns +1 per level")
        #expect(try spell("Cure Serious Wounds", .divine).reversed == "Cause Serious Wounds")
        #expect(try spell("Insect Plague", .divine).range == "480'")
        #expect(try spell("Raise Dead", .divine).level == 5)
        #expect(try spell("Silence 15' Radius", .divine).level == 2)
    }
}

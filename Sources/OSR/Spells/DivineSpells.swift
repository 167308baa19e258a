/// The divine spells clerics cast, from the SRD's `Cleric_Spells` page,
/// each with the range and duration its own page gives; what it does is in our words.
extension SpellList {
    static let divine: [Spell] = [
        // 1st level
        Spell(
            .divine, 1, "Cure Light Wounds (Cause Lt. Wounds)", range: "The caster or a creature touched",
            duration: "Instant", reversed: "Cause Light Wounds",
            "Heals 1d6+1 hit points or ends paralysis; reversed, a touch that wounds."),
        Spell(
            .divine, 1, "Detect Evil", range: "120'", duration: "6 turns",
            "Evil enchantments and creatures meaning harm shine for the caster."),
        Spell(
            .divine, 1, "Detect Magic", range: "60'", duration: "2 turns",
            "Magical things, places and creatures nearby shine for the caster."),
        Spell(
            .divine, 1, "Light (Darkness)", range: "120'", duration: "12 turns", reversed: "Darkness",
            "A 15' globe of light, or of darkness, which can blind a creature it is cast on."),
        Spell(
            .divine, 1, "Protection from Evil", range: "The caster", duration: "12 turns",
            "Wards the caster against foes of a different alignment, who hit less often."),
        Spell(
            .divine, 1, "Purify Food and Water", range: "10'", duration: "Permanent",
            "Makes spoiled or poisoned food and drink safe again."),
        Spell(
            .divine, 1, "Remove Fear (Cause Fear)", range: "The caster or a creature touched", duration: "2 turns",
            reversed: "Cause Fear",
            "Calms a creature and may end magical fear; reversed, makes one flee."),
        Spell(
            .divine, 1, "Resist Cold", range: "30'", duration: "6 turns",
            "Creatures in range shrug off natural cold and suffer less from magical cold."),
        // 2nd level
        Spell(
            .divine, 2, "Bless (Blight)", range: "60'", duration: "6 turns", reversed: "Blight",
            "Allies not yet in melee fight and hold their nerve better; reversed, foes worse."),
        Spell(
            .divine, 2, "Find Traps", range: "30'", duration: "2 turns",
            "Traps nearby glow blue, magical and mechanical alike."),
        Spell(
            .divine, 2, "Hold Person", range: "180'", duration: "9 turns",
            "Paralyses a humanoid, or up to four in a group, that fail a save."),
        Spell(
            .divine, 2, "Know Alignment", range: "10'", duration: "1 round",
            "Reveals the alignment of a creature, object or place."),
        Spell(
            .divine, 2, "Resist Fire", range: "30'", duration: "2 turns",
            "One creature shrugs off natural fire and suffers less from magical fire."),
        Spell(
            .divine, 2, "Silence 15' Radius", range: "180'", duration: "12 turns",
            "No sound is made in a 15' radius, so no spell can be cast there."),
        Spell(
            .divine, 2, "Snake Charm", range: "60'", duration: "1d4+1 rounds or turns",
            "Snakes sway harmlessly instead of attacking."),
        Spell(
            .divine, 2, "Speak with Animals", range: "30'", duration: "6 turns",
            "The caster talks with one kind of animal and may ask it a favour."),
        // 3rd level
        Spell(
            .divine, 3, "Continual Light (Continual Darkness)", range: "120'", duration: "Permanent",
            reversed: "Continual Darkness",
            "A 30' globe of daylight, or of darkness, that lasts until dispelled."),
        Spell(
            .divine, 3, "Cure Disease (Cause Disease)", range: "30'", duration: "Instant", reversed: "Cause Disease",
            "Cures any disease and kills green slime; reversed, inflicts a wasting disease."),
        Spell(
            .divine, 3, "Growth of Animal", range: "120'", duration: "12 turns",
            "One normal or giant animal doubles in size and strength."),
        Spell(
            .divine, 3, "Locate Object", range: "120'", duration: "6 turns",
            "The caster senses which way an object lies, but not how far."),
        Spell(
            .divine, 3, "Remove Curse (Curse)", range: "The caster or a creature touched",
            duration: "Instant / Permanent (curse)", reversed: "Curse",
            "Lifts one curse; reversed, it lays one on a creature that fails a save."),
        Spell(
            .divine, 3, "Striking", range: "30'", duration: "1 turn",
            "A weapon deals 1d6 more damage and hurts creatures only magic can harm."),
        // 4th level
        Spell(
            .divine, 4, "Create Water", range: "Touch", duration: "Permanent",
            "A spring that gives a day's water for twelve people and their mounts."),
        Spell(
            .divine, 4, "Cure Serious Wounds (Cause Sr. Wounds)", range: "The caster or a creature touched",
            duration: "Instant", reversed: "Cause Serious Wounds",
            "Restores 2d6+2 hit points; reversed, a touch that wounds as much."),
        Spell(
            .divine, 4, "Neutralize Poison", range: "The caster or a creature or object touched", duration: "Instant",
            "Cleanses poison from a creature or thing, even one dead of it for under ten rounds."),
        Spell(
            .divine, 4, "Protection from Evil 10' Radius", range: "10' around the caster", duration: "12 turns",
            "The caster and allies within 10' are warded against creatures of another alignment."),
        Spell(
            .divine, 4, "Speak with Plants", range: "30'", duration: "3 turns",
            "The caster talks with plants and may ask simple favours of them."),
        Spell(
            .divine, 4, "Sticks to Snakes", range: "120'", duration: "6 turns",
            "Turns 2d8 sticks into snakes that do the caster's bidding."),
        // 5th level
        Spell(
            .divine, 5, "Commune", range: "The caster", duration: "3 turns",
            "The caster asks a divine power three questions answered yes or no."),
        Spell(
            .divine, 5, "Create Food", range: "Appears in the caster's presence", duration: "Permanent",
            "Food for a day for twelve people and their mounts."),
        Spell(
            .divine, 5, "Dispel Evil", range: "30'", duration: "Concentration (up to 1 turn) or instant",
            "Banishes or destroys undead and enchanted monsters, or breaks a cursed item's hold."),
        Spell(
            .divine, 5, "Insect Plague", range: "480'", duration: "Concentration (up to 1 day)",
            "A swarm of insects the caster steers, which drives off weak creatures."),
        Spell(
            .divine, 5, "Quest (Remove Quest)", range: "30'",
            duration: "Until quest is completed / Instant (remove quest)", reversed: "Remove Quest",
            "Sends a creature on a task it must pursue; reversed, releases one from it."),
        Spell(
            .divine, 5, "Raise Dead (Finger of Death)", range: "120'", duration: "Instant", reversed: "Finger of Death",
            "Brings the recently dead back to life, or destroys an undead; reversed, kills."),
    ]
}

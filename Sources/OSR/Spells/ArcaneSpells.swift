/// The arcane spells magic-users and elves cast, from the SRD's `Magic-User_Spells` page,
/// each with the range and duration its own page gives; what it does is in our words.
extension SpellList {
    static let arcane: [Spell] = [
        // 1st level
        Spell(
            .arcane, 1, "Charm Person", range: "120'", duration: "One or more days",
            "One humanoid who fails a save takes the caster for a trusted ally."),
        Spell(
            .arcane, 1, "Detect Magic", range: "60'", duration: "2 turns",
            "Magical things, places and creatures nearby shine for the caster."),
        Spell(
            .arcane, 1, "Floating Disc", range: "6'", duration: "6 turns",
            "An invisible disc hovers beside the caster and carries up to 5,000 coins."),
        Spell(
            .arcane, 1, "Hold Portal", range: "10'", duration: "2d6 turns",
            "A door, gate or the like stays shut by magic."),
        Spell(
            .arcane, 1, "Light (Darkness)", range: "120'", duration: "6 turns +1 per level", reversed: "Darkness",
            "A 15' globe of light, or of darkness, which can blind a creature it is cast on."),
        Spell(
            .arcane, 1, "Magic Missile", range: "150'", duration: "1 turn",
            "A dart of force that never misses and deals 1d6+1, more darts at higher levels."),
        Spell(
            .arcane, 1, "Protection from Evil", range: "The caster", duration: "6 turns",
            "Wards the caster against foes of a different alignment, who hit less often."),
        Spell(
            .arcane, 1, "Read Languages", range: "The caster", duration: "2 turns",
            "The caster can read any writing, codes and map symbols included."),
        Spell(
            .arcane, 1, "Read Magic", range: "The caster", duration: "1 turn",
            "The caster can make out arcane script on scrolls, in books and on objects."),
        Spell(
            .arcane, 1, "Shield", range: "The caster", duration: "2 turns",
            "A barrier of force makes the caster harder to hit, above all by missiles."),
        Spell(
            .arcane, 1, "Sleep", range: "240'", duration: "4d4 turns",
            "Puts creatures of up to 4+1 HD into a magical sleep, the weakest first."),
        Spell(
            .arcane, 1, "Ventriloquism", range: "60'", duration: "2 turns",
            "The caster's voice seems to come from some other place in range."),
        // 2nd level
        Spell(
            .arcane, 2, "Continual Light (Continual Darkness)", range: "120'", duration: "Permanent",
            reversed: "Continual Darkness",
            "A 30' globe of light, or of darkness, that lasts until dispelled."),
        Spell(
            .arcane, 2, "Detect Evil", range: "60'", duration: "2 turns",
            "Evil enchantments and creatures meaning harm shine for the caster."),
        Spell(
            .arcane, 2, "Detect Invisible", range: "10' per level", duration: "6 turns",
            "The caster sees invisible creatures and objects in range."),
        Spell(
            .arcane, 2, "ESP", range: "60'", duration: "12 turns",
            "After a turn of focus, the caster hears the thoughts of creatures in one direction."),
        Spell(
            .arcane, 2, "Invisibility", range: "240'", duration: "Permanent (but may be broken)",
            "A creature or object turns invisible; a subject that attacks or casts is seen again."),
        Spell(
            .arcane, 2, "Knock", range: "60'", duration: "1 round",
            "Locked, barred, stuck or magically held doors and chests open."),
        Spell(
            .arcane, 2, "Levitate", range: "The caster", duration: "6 turns +1 per level",
            "The caster rises and sinks through the air at will."),
        Spell(
            .arcane, 2, "Locate Object", range: "60' +10' per level", duration: "2 turns",
            "The caster senses which way an object lies, but not how far."),
        Spell(
            .arcane, 2, "Mirror Image", range: "The caster", duration: "6 turns",
            "1d4 illusory doubles of the caster soak up attacks."),
        Spell(
            .arcane, 2, "Phantasmal Force", range: "240'", duration: "Concentration",
            "An illusion of the caster's making lasts while they concentrate on it."),
        Spell(
            .arcane, 2, "Web", range: "10'", duration: "48 turns",
            "Sticky strands fill a 10' cube and hold whoever is caught in them."),
        Spell(
            .arcane, 2, "Wizard Lock", range: "10'", duration: "Permanent",
            "Locks a door or lid for good; the caster and a knock spell get through."),
        // 3rd level
        Spell(
            .arcane, 3, "Clairvoyance", range: "60'", duration: "12 turns",
            "The caster sees through the eyes of a creature in range."),
        Spell(
            .arcane, 3, "Dispel Magic", range: "120'", duration: "Instant",
            "Ends spell effects in a 20' cube; those of higher-level casters may resist."),
        Spell(
            .arcane, 3, "Fire Ball", range: "240'", duration: "Instant",
            "A burst of flame 20' in radius deals 1d6 per caster level, halved by a save."),
        Spell(
            .arcane, 3, "Fly", range: "The caster or a creature touched", duration: "1d6 turns +1 per level",
            "The subject flies freely in any direction, or hovers."),
        Spell(
            .arcane, 3, "Haste", range: "240'", duration: "3 turns",
            "Up to 24 creatures move and attack twice as fast."),
        Spell(
            .arcane, 3, "Hold Person", range: "120'", duration: "1 turn per level",
            "Paralyses a humanoid, or up to four in a group, that fail a save."),
        Spell(
            .arcane, 3, "Infravision", range: "The caster or a creature touched", duration: "1 day",
            "The subject sees warmth in the dark, out to 60'."),
        Spell(
            .arcane, 3, "Invisibility 10' Radius", range: "120'", duration: "Permanent (but may be broken)",
            "A creature and all those within 10' of it turn invisible."),
        Spell(
            .arcane, 3, "Lightning Bolt", range: "180'", duration: "Instant",
            "A 60' bolt deals 1d6 per caster level, halved by a save, and may bounce."),
        Spell(
            .arcane, 3, "Protection from Evil 10' Radius", range: "10' around the caster", duration: "12 turns",
            "The caster and allies within 10' are warded against creatures of another alignment."),
        Spell(
            .arcane, 3, "Protection from Normal Missiles", range: "30'", duration: "12 turns",
            "One subject cannot be hurt by small, non-magical missiles."),
        Spell(
            .arcane, 3, "Water Breathing", range: "30'", duration: "1 day",
            "One subject breathes water as well as air."),
        // 4th level
        Spell(
            .arcane, 4, "Charm Monster", range: "120'", duration: "One or more days",
            "Creatures of any kind that fail a save take the caster for a trusted ally."),
        Spell(
            .arcane, 4, "Confusion", range: "120'", duration: "12 rounds",
            "Creatures in a 30' radius lose control of what they do."),
        Spell(
            .arcane, 4, "Dimension Door", range: "10'", duration: "1 round",
            "Moves the caster or one creature up to 360' in an instant."),
        Spell(
            .arcane, 4, "Growth of Plants", range: "120'", duration: "Permanent",
            "Woodland or scrub turns into a thicket only huge creatures can push through."),
        Spell(
            .arcane, 4, "Hallucinatory Terrain", range: "240'", duration: "Until touched",
            "An illusion adds or hides a hill, wood or other feature of the land."),
        Spell(
            .arcane, 4, "Massmorph", range: "240'", duration: "Permanent",
            "Hides up to a hundred people under the illusion of a grove of trees."),
        Spell(
            .arcane, 4, "Polymorph Others", range: "60'", duration: "Permanent",
            "Turns a living creature into another kind of creature, abilities and all."),
        Spell(
            .arcane, 4, "Polymorph Self", range: "The caster", duration: "6 turns +1 per level",
            "The caster takes the form of another creature, keeping their hit points and mind."),
        Spell(
            .arcane, 4, "Remove Curse (Curse)", range: "The caster or a creature touched",
            duration: "Instant / Permanent (curse)", reversed: "Curse",
            "Lifts one curse; reversed, it lays one on a creature that fails a save."),
        Spell(
            .arcane, 4, "Wall of Fire", range: "60'", duration: "Concentration",
            "A wall of flame that blocks sight and burns those who cross it."),
        Spell(
            .arcane, 4, "Wall of Ice", range: "120'", duration: "12 turns",
            "A wall of ice that blocks the way and chills those who break through."),
        Spell(
            .arcane, 4, "Wizard Eye", range: "240'", duration: "6 turns",
            "An invisible floating eye that shows the caster what it sees."),
        // 5th level
        Spell(
            .arcane, 5, "Animate Dead", range: "60'", duration: "Permanent",
            "Corpses and bones rise as skeletons and zombies that obey the caster."),
        Spell(
            .arcane, 5, "Cloudkill", range: "30'", duration: "6 turns",
            "A drifting cloud of poison that hurts all in it and kills the weak who fail a save."),
        Spell(
            .arcane, 5, "Conjure Elemental", range: "240'", duration: "Permanent (until dismissed or slain)",
            "Calls a 16 HD elemental that obeys while the caster concentrates."),
        Spell(
            .arcane, 5, "Contact Higher Plane", range: "The caster", duration: "One conversation",
            "The caster puts questions to beings of other planes, at a risk to their mind."),
        Spell(
            .arcane, 5, "Feeblemind", range: "240'", duration: "Permanent",
            "An arcane caster who fails a save is left witless and unable to cast."),
        Spell(
            .arcane, 5, "Hold Monster", range: "120'", duration: "6 turns +1 per level",
            "Paralyses a creature, or up to four in a group, that fail a save; undead are immune."),
        Spell(
            .arcane, 5, "Magic Jar", range: "The caster", duration: "Special",
            "The caster's soul waits in an object and may take over a nearby body."),
        Spell(
            .arcane, 5, "Pass-Wall", range: "30'", duration: "3 turns",
            "Opens a passage through rock or stone for a while."),
        Spell(
            .arcane, 5, "Telekinesis", range: "120'", duration: "Concentration (up to 6 rounds)",
            "The caster moves creatures or objects by thought alone."),
        Spell(
            .arcane, 5, "Teleport", range: "10'", duration: "Instant",
            "Sends the caster or one creature to a known place, at a risk of landing too high or too low."),
        Spell(
            .arcane, 5, "Transmute Rock to Mud (Mud to Rock)", range: "120'",
            duration: "3d6 days / Permanent (transmute mud to rock)", reversed: "Transmute Mud to Rock",
            "Softens rock into deep mud; reversed, hardens mud into rock."),
        Spell(
            .arcane, 5, "Wall of Stone", range: "60'", duration: "Permanent",
            "Raises a lasting wall of stone."),
        // 6th level
        Spell(
            .arcane, 6, "Anti-Magic Shell", range: "The caster", duration: "12 turns",
            "A barrier around the caster that no spell passes, in either direction."),
        Spell(
            .arcane, 6, "Control Weather", range: "240 yards around the caster", duration: "Concentration",
            "Outdoors, the caster calls up calm, heat, rain, fog or other weather."),
        Spell(
            .arcane, 6, "Death Spell", range: "240'", duration: "Instant",
            "Up to 4d8 HD of creatures in a 60' cube die unless they save."),
        Spell(
            .arcane, 6, "Disintegrate", range: "60'", duration: "Instant",
            "Destroys one creature or thing that is not magical, for good."),
        Spell(
            .arcane, 6, "Geas (Remove Geas)", range: "30'", duration: "Permanent / Instant (remove geas)",
            reversed: "Remove Geas",
            "Binds a creature to do or not do something; reversed, it lifts such a binding."),
        Spell(
            .arcane, 6, "Invisible Stalker", range: "Summoned to caster's presence", duration: "One mission",
            "Summons an invisible stalker bound to carry out one mission."),
        Spell(
            .arcane, 6, "Lower Water", range: "240'", duration: "10 turns",
            "Halves how deep a lake, river or sea is, for a while."),
        Spell(
            .arcane, 6, "Move Earth", range: "240'", duration: "6 turns",
            "Reshapes earth, but not stone, as the caster wishes."),
        Spell(
            .arcane, 6, "Part Water", range: "120'", duration: "6 turns",
            "Opens a path 10' wide across the bottom of a body of water."),
        Spell(
            .arcane, 6, "Projected Image", range: "240'", duration: "6 turns",
            "An illusory double of the caster from which spells seem to come."),
        Spell(
            .arcane, 6, "Reincarnation", range: "Appears in the caster's presence", duration: "Permanent",
            "A dead character comes back in a new body, rolled on a table."),
        Spell(
            .arcane, 6, "Stone to Flesh (Flesh to Stone)", range: "120'", duration: "Permanent",
            reversed: "Flesh to Stone",
            "Turns stone into flesh, restoring the petrified; reversed, flesh into stone."),
    ]
}

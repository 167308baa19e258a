/// The "Other Languages" d20 table of OSE `Languages`, from which high-INT characters learn extras.
public enum Languages {
    public static let common = "Common"

    public static let d20Table = [
        "Bugbear", "Doppelgänger", "Dragon", "Dwarvish", "Elvish",
        "Gargoyle", "Gnoll", "Gnomish", "Goblin", "Halfling",
        "Harpy", "Hobgoblin", "Kobold", "Lizard man", "Medusa",
        "Minotaur", "Ogre", "Orcish", "Pixie", "Human dialect",
    ]
}

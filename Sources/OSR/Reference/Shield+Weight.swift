extension Shield {
    /// Weight in coins (docs/rules.md, "Equipment"): the rules reference lists it with the armour.
    /// The generator needs no weight for a shield, as basic encumbrance goes by the armour alone.
    public static let weight = 100
}

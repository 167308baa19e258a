/// The two kinds of magic: arcane, cast from a spell book; divine, granted by prayer.
public enum SpellKind: String, Sendable, Codable, CaseIterable { case arcane, divine }

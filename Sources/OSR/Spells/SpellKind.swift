/// The two kinds of magic: arcane, learned from books (magic-users and elves), and divine, granted
/// by prayer (clerics). Each has its own spell list.
public enum SpellKind: String, Sendable, Codable, CaseIterable {
    case arcane, divine
}

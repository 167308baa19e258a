/// Law, Neutrality or Chaos (OSE `Alignment`); each has its own secret language.
public enum Alignment: String, CaseIterable, Codable, Sendable {
    case lawful = "Lawful"
    case neutral = "Neutral"
    case chaotic = "Chaotic"

    /// Accepts "lawful", "Law", "N", ... case-insensitively.
    public init?(named name: String) {
        switch name.lowercased() {
        case "lawful", "law", "l": self = .lawful
        case "neutral", "neutrality", "n": self = .neutral
        case "chaotic", "chaos", "c": self = .chaotic
        default: return nil
        }
    }

    /// The alignment language's name, as it appears in a language list.
    public var language: String { rawValue }
}

import Foundation

/// What a player typed, read as a Ghost letter (docs/rules.md, "Ghost"): lower-cased, then exactly one
/// of a–z, apostrophe or hyphen.
public enum GhostInput {
    public static func letter(from typed: String) -> Result<Character, GhostInputError> {
        let text = typed.lowercased().trimmingCharacters(in: .whitespacesAndNewlines)
        guard let first = text.first else { return .failure(.nothing) }
        guard text.count == 1 else { return .failure(.tooMany(text)) }
        guard WordList.alphabet.contains(first) else { return .failure(.notALetter(first)) }
        return .success(first)
    }
}

public enum GhostInputError: Error, Equatable, CustomStringConvertible {
    case nothing
    case tooMany(String)
    case notALetter(Character)

    public var description: String {
        switch self {
        case .nothing: "type one letter"
        case .tooMany(let text): "one letter at a time (you typed \(text.count) characters)"
        case .notALetter(let character):
            "'\(character)' cannot be played: use a letter a–z, an apostrophe or a hyphen"
        }
    }
}

import Foundation

/// A player's name as the games record it: what someone typed, trimmed of surrounding spaces and
/// in Unicode's composed form (NFC, so `José` typed as `e` + accent and as `é` is one player),
/// 1 to 40 characters as a reader counts them, no control characters, and no bytes that were not
/// UTF-8 (read as U+FFFD, the replacement character, so the name would not be the one typed).
/// Any other character is
/// allowed: names are escaped wherever they are shown. Every way a name comes in (the command
/// line, a game's prompt, an import) goes through `validated`.
public enum PlayerName {
    public static let maximumLength = 40
    /// Accents stacked on one character: enough for any script (Vietnamese uses two, Tibetan
    /// stacks a few), not enough for "Zalgo" text that hides kilobytes in one character.
    public static let maximumMarksPerCharacter = 8
    /// The bytes of a whole name, however few characters it seems to have (emoji sequences
    /// and scripts of three-byte letters fit with room to spare).
    public static let maximumBytes = 400

    /// The name to record, or why it cannot be one.
    public static func validated(_ typed: String) -> Result<String, PlayerNameError> {
        let name = normalized(typed)
        if name.isEmpty { return .failure(.empty) }
        if name.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
            return .failure(.controlCharacter)
        }
        if name.unicodeScalars.contains("\u{FFFD}") { return .failure(.notUTF8) }
        if name.count > maximumLength { return .failure(.tooLong(name.count)) }
        if name.contains(where: { marks(in: $0) > maximumMarksPerCharacter }) { return .failure(.tooManyMarks) }
        if name.utf8.count > maximumBytes { return .failure(.tooManyBytes(name.utf8.count)) }
        return .success(name)
    }

    /// The form a name is compared and kept in: trimmed and composed (NFC). Also for finding
    /// names stored before names were normalised.
    public static func normalized(_ typed: String) -> String {
        typed.trimmingCharacters(in: .whitespaces).precomposedStringWithCanonicalMapping
    }

    private static func marks(in character: Character) -> Int {
        character.unicodeScalars.count { scalar in
            switch scalar.properties.generalCategory {
            case .nonspacingMark, .spacingMark, .enclosingMark: true
            default: false
            }
        }
    }
}

public enum PlayerNameError: Error, Equatable, CustomStringConvertible {
    case empty
    case tooLong(Int)
    case controlCharacter, tooManyMarks, notUTF8
    case tooManyBytes(Int)

    public var description: String {
        switch self {
        case .empty: "a player's name cannot be empty"
        case .tooLong(let count):
            "a player's name can have at most \(PlayerName.maximumLength) characters (this one has \(count))"
        case .controlCharacter: "a player's name cannot hold tabs, newlines or other control characters"
        case .notUTF8: "a player's name must be UTF-8 text (it holds bytes that are not, shown as \u{FFFD})"
        case .tooManyMarks:
            "a player's name can have at most \(PlayerName.maximumMarksPerCharacter) accents on one character"
        case .tooManyBytes(let count):
            "a player's name can be at most \(PlayerName.maximumBytes) bytes of UTF-8 (this one has \(count))"
        }
    }
}

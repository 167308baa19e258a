import Foundation

/// A player's name as the games record it: what someone typed, trimmed of surrounding spaces,
/// 1 to 40 characters, no control characters. Any other character is allowed: names are escaped
/// wherever they are shown.
public enum PlayerName {
    public static let maximumLength = 40

    /// The name to record, or why it cannot be one.
    public static func validated(_ typed: String) -> Result<String, PlayerNameError> {
        let name = typed.trimmingCharacters(in: .whitespaces)
        if name.isEmpty { return .failure(.empty) }
        if name.count > maximumLength { return .failure(.tooLong(name.count)) }
        if name.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) { return .failure(.controlCharacter) }
        return .success(name)
    }
}

public enum PlayerNameError: Error, Equatable, CustomStringConvertible {
    case empty, tooLong(Int), controlCharacter

    public var description: String {
        switch self {
        case .empty: "a player's name cannot be empty"
        case .tooLong(let count): "a player's name can have at most \(PlayerName.maximumLength) characters (this one has \(count))"
        case .controlCharacter: "a player's name cannot hold tabs, newlines or other control characters"
        }
    }
}
